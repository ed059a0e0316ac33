"""`stopbus replay` of a Brag record, once read: adjudicate, then print text or one JSON object.

A rule or expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...brag.record import Record
from ...brag.replay import Report, replay
from ...core.errors import InputError
from ...records.fields import is_extension
from ...records.loader import Unstreamable
from ..output import console, json_ascii, plain, symbols_ok, warn, write_json_text, write_out
from .report import write_report_json

if TYPE_CHECKING:
    from ...brag.odds import StopOdds
    from ...core.whatif import WhatIf


def run(scenario: Record, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
        lang: str, quiet: bool, odds: bool, house: Mapping[str, str] | None = None,
        house_notes: Sequence[str] = (), what_if: WhatIf | None = None) -> int:
    """Replay a read Brag record and print the answer; returns the exit code (its problem is raised).

    `house`: the house rules to play (the record's own merged with `--house`); `house_notes`: the warnings
    that the record's own rules won; `what_if`: `replay --what-if`'s comparison, the answer printed first."""
    report: Report = replay(scenario, house)
    report.warnings += house_notes
    stops = _stop_odds(report, json_out) if odds else None
    if what_if is not None and not json_out:
        from ...ui.whatif import print_what_if

        print_what_if(what_if, report.warnings)
    elif json_out:  # the text of print_json(report_json(report)), written deal by deal (report.py)
        extra = None
        if stops is not None:
            from .odds import stop_odds_json

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


def quiet_answer(report: Report, only: int | None = None) -> str | None:
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


def _stop_odds(report: Report, json_out: bool) -> dict[int, StopOdds]:
    """replay --odds: every stop annotated (a progress bar after a second on a terminal)."""
    from ...brag.odds import replay_stop_odds
    from ..progress import LazyBar

    with LazyBar("Odds of each stop", not json_out) as bar:
        return replay_stop_odds(report, bar)


class Streamed:
    """`stopbus replay` of a Brag record read deal by deal (cli/replay_cmd.py drives it): each deal is validated,
    adjudicated and written (to `spool`) before the next is read, and forgotten; `end` prints the answer, the
    same text as `run` prints for the record read whole. Any InputError is raised before anything is printed
    (the driver then reads the record whole, which answers it as before)."""

    def __init__(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool, lang: str,
                 quiet: bool, spool: Any) -> None:
        from ...brag.record import Reader

        self.source, self.json_out, self.brief, self.only, self.quiet = source, json_out, brief, only, quiet
        self.sources, self.lang = sources, lang
        self.spool = spool
        self.reader = Reader()
        self.head_sc: Record | None = None
        self.replayer: Any = None
        self.only_deal: Any = None
        self.sep = ""

    def head(self, doc: Any) -> None:
        """The keys before `deals:` (seating, tokens, first dealer): the replay starts."""
        from ...brag.replay import Replayer

        self.head_keys = set(doc)
        self.head_sc = self.reader.read_head(doc)
        self.replayer = Replayer(self.head_sc, keep=False)
        if self.json_out:
            from .report import ReportWriter

            self.writer = ReportWriter(json_ascii())
        elif not self.quiet:
            from ..layout import View, fast_lines

            self.view = View(symbols=symbols_ok(), sources=self.sources and not self.brief, lang=self.lang,
                             brief=self.brief)
            self.con = fast_lines(console(), self.spool)

    def deal(self, number: int, value: Any, line: int) -> None:
        """One deal: read (an InputError propagates), adjudicated unless a problem stopped the replay, written."""
        spec = self.reader.deal(number, value, line)
        r = self.replayer
        before = len(r.report.expect_failures)
        res = r.play(spec)
        if res is None:
            return
        only = self.only
        if only is not None and res.number != only:
            return
        self.only_deal = res if only is not None else None
        if self.json_out:
            self.spool.write(self.sep + self.writer.deal(res))
            self.sep = ", "
        elif not self.quiet:
            from .render import render_deal

            render_deal(res, r.report.expect_failures[before:], self.con, self.view, self.source)

    def finish(self, doc: Any, count: int) -> None:
        """The record read to its end: its tail read and the replay finished (nothing printed yet)."""
        from ...brag.record import TAIL_KEYS

        assert self.head_sc is not None
        late = [k for k in doc if k not in self.head_keys and k not in TAIL_KEYS and not is_extension(k)]
        if late:
            raise Unstreamable(f"{late[0]!r} after `deals:`")
        sc = self.reader.read_tail(doc, self.head_sc, ())
        report = self.replayer.finish(sc)
        if self.only is not None and self.only > count:
            raise InputError(f"--deal {self.only}: the record has {count} deal(s)", token=str(self.only))
        if self.only_deal is not None and (not report.deals or report.deals[-1] is not self.only_deal):
            report.deals.insert(0, self.only_deal)
        self.report, self.sc = report, sc

    def emit(self) -> int:
        """The answer printed (the spooled deals between its head and its end); the exit code, or its problem
        raised once printed."""
        report, sc = self.report, self.sc
        if self.json_out:
            write_json_text(self.writer.head(report))
            self.spool.copy_to(write_json_text)
            write_json_text(self.writer.tail(report))
        elif self.quiet:
            answer = quiet_answer(report, self.only)
            if answer is not None:
                write_out(plain(answer) + "\n")
        else:
            from ..layout import fast_lines, flush_lines, render_meta
            from .render import house_line, render_end

            for w in report.warnings:
                warn(w)
            out = fast_lines(console())
            render_meta(sc.meta, out)
            if report.house and not self.brief:
                house_line(report.house, out)
            self.spool.copy_to(write_out)
            render_end(report, out, self.view, only=self.only, source=self.source)
            flush_lines(out)
        from ..answering import raise_after_answer

        return raise_after_answer(report, self.source)
