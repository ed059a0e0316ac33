"""`stopbus replay`: read the file (or stdin), adjudicate, print text or one JSON object."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from ..brag.replay import ReplayReport, replay
from ..errors import InputError
from ..output import console, print_json, symbols_ok
from ..report import report_json
from ..scenario import _Reader, load_yaml
from ..thirty_one.record import game_of


def read_source(path: str) -> tuple[bytes, str]:
    """The bytes of FILE, or of stdin for '-'; an unreadable file is an input error."""
    if path == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    p = Path(path)
    try:
        return p.read_bytes(), path
    except FileNotFoundError:
        raise InputError(f"cannot read {path}: no such file", token=path) from None
    except IsADirectoryError:
        raise InputError(f"cannot read {path}: it is a directory", token=path) from None
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror}", token=path) from None


def run(path: str, json_out: bool, brief: bool, only: int | None) -> int:
    """Replay one record; returns the exit code of the spec.

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
    try:
        data, source = read_source(path)
        doc = load_yaml(data)
        if game_of(doc) == "thirty-one":
            from .thirty_one_cmd import replay31_run

            return replay31_run(doc, path, source, json_out, brief, only)
        if isinstance(doc, dict):
            doc.pop("game", None)  # `game: brag` is the default game
        scenario = _Reader().read(doc)
        if only is not None and only > len(scenario.deals):
            raise InputError(f"--deal {only}: the record has {len(scenario.deals)} deal(s)", token=str(only))
    except InputError as err:
        if json_out:
            from ..report import error_json

            print_json({"exit_code": err.exit_code, "error": error_json(err), "winner": None, "deals": []})
        sys.stderr.write(f"error: {err.one_line(path if path != '-' else '<stdin>')}\n")
        return err.exit_code
    report: ReplayReport = replay(scenario)
    if json_out:
        obj = report_json(report)
        if only is not None:
            obj["deals"] = [d for d in obj["deals"] if d["number"] == only]
        print_json(obj)
        problem = report.first_problem
        if problem is not None:
            sys.stderr.write(f"{'error' if report.error else 'expect'}: {problem.one_line(source)}\n")
    else:
        for w in report.warnings:
            sys.stderr.write(f"warning: {w}\n")
        from ..render import render

        render(report, console(), symbols=symbols_ok(), brief=brief, only=only, source=source)
    return report.exit_code
