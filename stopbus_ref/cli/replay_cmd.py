"""`stopbus replay`: read the file (or stdin), adjudicate, print text or one JSON object.

Errors are raised with the source attached (`err.source`) and answered by `cli.answer`; a rule or
expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING, Any

from ..brag.replay import ReplayReport, replay
from ..errors import InputError, StopbusError
from ..output import console, json_ascii, plain, symbols_ok, warn, write_out
from ..records import load_yaml, read_capped, to_model
from ..records.loader import Map
from ..records.model import Scenario
from ..records.validate import game_of
from ..report import write_report_json

if TYPE_CHECKING:
    from ..brag.odds import StopOdds


def read_source(path: str) -> tuple[bytes, str]:
    """The bytes of FILE, or of stdin for '-' (at most the size cap plus one byte); an unreadable
    file is an input error."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:
            raise InputError("cannot read <stdin>: it is closed", token="-")
        from ..output import stdin_hint

        stdin_hint("a record")
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


def command(file: str, json_out: bool, *, brief: bool = False, sources: bool = False, lang: str | None = None,
            deal: int | None = None, quiet: bool = False, odds: bool = False) -> int:
    """`stopbus replay` once its command line is parsed, by the typer app or by the fast door (`fast.py`):
    the options checked together, then the replay; returns the exit code (errors are raised for `cli.answer`)."""
    from ..quotes import LANG_CHOICES, default_lang
    from . import answer_in_json, useless

    answer_in_json(json_out, winner=None, deals=[])
    if lang is not None and lang.lower() not in LANG_CHOICES:
        raise InputError(f"--lang {lang!r}: choose one of {', '.join(LANG_CHOICES)}", token=lang)
    if deal is not None and deal < 1:
        raise InputError(f"--deal {deal}: deals are numbered from 1", token=str(deal))
    if json_out:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None),
                            ("-q/--quiet", quiet)):
            if given:
                useless(flag, "with --json (the JSON holds everything; quotes via `stopbus rules ID --json`)")
    if quiet:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None),
                            ("--odds", odds)):
            if given:
                useless(flag, "with -q/--quiet (it prints only a name)")
    if brief and sources:
        useless("--sources", "with --brief (verdict lines have no rulings to quote)")
    sources = sources or (lang is not None and not brief)  # --lang picks quotes: it shows them
    from ..config import setting

    return run(file, json_out, brief, deal, sources=sources, lang=(lang or setting("lang") or default_lang()).lower(),
               quiet=quiet,
               odds=odds)


def run(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool = False, lang: str = "en",
        quiet: bool = False, odds: bool = False) -> int:
    """Replay one record; returns the exit code of the spec (errors are raised for `cli.answer`).

    The cyclic garbage collector is paused for this short-lived run: loading a long record
    allocates hundreds of thousands of acyclic objects, and the collector's repeated passes
    over them cost about as much as the adjudication itself (bench/bench_replay.py).
    """
    gc.disable()
    try:
        return _run(path, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, odds=odds)
    finally:
        gc.enable()


def _run(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool = False, lang: str = "en",
         quiet: bool = False, odds: bool = False) -> int:
    """Read, adjudicate, print; a problem is raised for `cli.answer` after the answer is printed."""
    source = "<stdin>" if path == "-" else path
    try:
        data, source = read_source(path)
        doc = load_yaml(data)
        if isinstance(doc, Map) and game_of(doc) == "thirty-one":  # its errors answer in its JSON shape
            from . import answer_in_json

            answer_in_json(json_out, game="thirty-one", winner=None, shared_win=None, deals=[])
        scenario = to_model(doc)
        del doc  # the node tree is the biggest thing a long record makes: free it before the replay (issue 13)
        if only is not None and only > len(scenario.deals):  # either game: a deal the record does not have
            raise InputError(f"--deal {only}: the record has {len(scenario.deals)} deal(s)", token=str(only))
        if not isinstance(scenario, Scenario):  # `game: thirty-one`: the second game's replay
            from .thirty_one_cmd import replay31_run

            if odds:
                raise InputError("--odds does nothing for a 31-point record (not built for that game yet)",
                                 token="--odds")
            return replay31_run(scenario, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet)
    except StopbusError as err:
        err.source = source
        raise
    report: ReplayReport = replay(scenario)
    stops = _stop_odds(report, json_out) if odds else None
    if json_out:  # the text of print_json(report_json(report)), written deal by deal (report.py)
        extra = None
        if stops is not None:
            from .odds_cmd import stop_odds_json

            def extra(number: int) -> dict[str, Any]:
                so = stops.get(number)
                return {"stop_odds": stop_odds_json(so) if so is not None else None}

        write_report_json(report, write_out, ensure_ascii=json_ascii(), only=only, deal_extra=extra)
    elif quiet:
        answer = quiet_answer(report, only)
        if answer is not None:
            write_out(plain(answer) + "\n")
    else:
        for w in report.warnings:
            warn(w)
        from ..output import paged
        from ..render import render

        con = console()
        with paged(con):  # a long account at a terminal goes through the pager
            render(report, con, symbols=symbols_ok(), brief=brief, only=only, source=source, sources=sources,
                   lang=lang, odds=stops)
    problem = report.first_problem
    if problem is not None:
        problem.source = source
        problem.reported = True
        raise problem
    return report.exit_code


def quiet_answer(report: ReplayReport, only: int | None = None) -> str | None:
    """`replay -q`: one labelled line, `winner: Ben`, `loser: Ben (deal 7)` (the last finished deal's, or
    deal N's with --deal N) or `in progress: deal 3`; None after a broken rule (stderr says it)."""
    if only is None and report.winner:
        return f"winner: {report.winner}"
    deals = [d for d in report.deals if only is None or d.number == only]
    if not deals:
        return None
    last = deals[-1]
    if last.showdown is not None:
        return f"loser: {last.showdown.loser} (deal {last.number})"
    if report.first_problem is None and last.ended_by is None:
        return f"in progress: deal {last.number}"
    return None


def _stop_odds(report: ReplayReport, json_out: bool) -> dict[int, StopOdds]:
    """replay --odds: every stop annotated (a progress bar after a second on a terminal)."""
    from ..brag.odds import replay_stop_odds
    from .odds_cmd import LazyBar

    with LazyBar("Odds of each stop", not json_out) as bar:
        return replay_stop_odds(report, bar)
