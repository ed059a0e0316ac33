"""`stopbus replay`: read the file (or stdin), adjudicate, print text or one JSON object.

Errors are raised with the source attached (`err.source`) and answered by `cli.main`; a rule or
expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

import gc
import sys

from ..brag.replay import ReplayReport, replay
from ..errors import InputError, StopbusError
from ..output import console, json_ascii, symbols_ok, warn, write_out
from ..records import load_yaml, read_capped, to_model
from ..records.loader import Map
from ..records.model import Scenario
from ..records.validate import game_of
from ..report import write_report_json


def read_source(path: str) -> tuple[bytes, str]:
    """The bytes of FILE, or of stdin for '-' (at most the size cap plus one byte); an unreadable
    file is an input error."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:
            raise InputError("cannot read <stdin>: it is closed", token="-")
        try:
            return read_capped(stdin.buffer), "<stdin>"
        except (OSError, ValueError) as e:
            raise InputError(f"cannot read <stdin>: {getattr(e, 'strerror', None) or e}", token="-") from None
    if not path.strip():
        raise InputError("no file named: give a scenario file, or - to read stdin", token=path)
    try:
        with open(path, "rb") as f:
            return read_capped(f), path
    except FileNotFoundError:
        raise InputError(f"cannot read {path}: no such file", token=path) from None
    except IsADirectoryError:
        raise InputError(f"cannot read {path}: it is a directory", token=path) from None
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}", token=path) from None


def run(path: str, json_out: bool, brief: bool, only: int | None) -> int:
    """Replay one record; returns the exit code of the spec (errors are raised for `cli.main`).

    The cyclic garbage collector is paused for this short-lived run: loading a long record
    allocates hundreds of thousands of acyclic objects, and the collector's repeated passes
    over them cost about as much as the adjudication itself (bench/bench_replay.py).
    """
    gc.disable()
    try:
        return _run(path, json_out, brief, only)
    finally:
        gc.enable()


def _run(path: str, json_out: bool, brief: bool, only: int | None) -> int:
    """Read, adjudicate, print; a problem is raised for `cli.main` after the answer is printed."""
    source = "<stdin>" if path == "-" else path
    try:
        data, source = read_source(path)
        doc = load_yaml(data)
        if isinstance(doc, Map) and game_of(doc) == "thirty-one":  # its errors answer in its JSON shape
            from . import answer_in_json

            answer_in_json(json_out, game="thirty-one", winner=None, shared_win=None, deals=[])
        scenario = to_model(doc)
        del doc  # the node tree is the biggest thing a long record makes: free it before the replay (issue 13)
        if not isinstance(scenario, Scenario):  # `game: thirty-one`: the second game's replay
            from .thirty_one_cmd import replay31_run

            return replay31_run(scenario, source, json_out, brief, only)
        if only is not None and only > len(scenario.deals):
            raise InputError(f"--deal {only}: the record has {len(scenario.deals)} deal(s)", token=str(only))
    except StopbusError as err:
        err.source = source
        raise
    report: ReplayReport = replay(scenario)
    if json_out:  # the text of print_json(report_json(report)), written deal by deal (report.py)
        write_report_json(report, write_out, ensure_ascii=json_ascii(), only=only)
    else:
        for w in report.warnings:
            warn(w)
        from ..render import render

        render(report, console(), symbols=symbols_ok(), brief=brief, only=only, source=source)
    problem = report.first_problem
    if problem is not None:
        problem.source = source
        problem.reported = True
        raise problem
    return report.exit_code
