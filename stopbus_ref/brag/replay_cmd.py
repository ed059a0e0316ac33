"""`stopbus replay` of a Brag record, once read: adjudicate, then print text or one JSON object.

A rule or expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..output import console, json_ascii, plain, symbols_ok, warn, write_json_text, write_out
from .record import Scenario
from .replay import ReplayReport, replay
from .report import write_report_json

if TYPE_CHECKING:
    from ..house import WhatIf
    from .odds import StopOdds


def run(scenario: Scenario, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
        lang: str, quiet: bool, odds: bool, house: Mapping[str, str] | None = None,
        house_notes: Sequence[str] = (), what_if: WhatIf | None = None) -> int:
    """Replay a read Brag record and print the answer; returns the exit code (its problem is raised).

    `house`: the house rules to play (the record's own merged with `--house`); `house_notes`: the warnings
    that the record's own rules won; `what_if`: `replay --what-if`'s comparison, the answer printed first."""
    report: ReplayReport = replay(scenario, house)
    report.warnings += house_notes
    stops = _stop_odds(report, json_out) if odds else None
    if what_if is not None and not json_out:
        from ..house import what_if_text

        for w in report.warnings:
            warn(w)
        write_out("".join(plain(line) + "\n" for line in what_if_text(what_if)))
    elif json_out:  # the text of print_json(report_json(report)), written deal by deal (report.py)
        extra = None
        if stops is not None:
            from .odds_cmd import stop_odds_json

            def extra(number: int) -> dict[str, Any]:
                so = stops.get(number)
                return {"stop_odds": stop_odds_json(so) if so is not None else None}

        write_report_json(report, write_json_text, ensure_ascii=json_ascii(), only=only, deal_extra=extra,
                          extra=None if what_if is None else {"what_if": what_if.json()})
    elif quiet:
        answer = quiet_answer(report, only)
        if answer is not None:
            write_out(plain(answer) + "\n")
    else:
        for w in report.warnings:
            warn(w)
        from ..output import paged
        from .render import render

        con = console()
        with paged(con):  # a long account at a terminal goes through the pager
            render(report, con, symbols=symbols_ok(), brief=brief, only=only, source=source, sources=sources,
                   lang=lang, odds=stops)
    from ..answering import raise_after_answer

    return raise_after_answer(report, source)


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
    from ..odds_common import LazyBar
    from .odds import replay_stop_odds

    with LazyBar("Odds of each stop", not json_out) as bar:
        return replay_stop_odds(report, bar)
