"""`stopbus replay` of a 31-point record read deal by deal (cli/replay_cmd.py drives it, as for the Brag game):
each round is validated, adjudicated and written (to the driver's spool) before the next is read, and
forgotten; `emit` prints the same answer as `commands.replay31_run` prints for the record read whole."""

from __future__ import annotations

from typing import Any

from ...core.errors import InputError
from ...core.i18n import _
from ...records.fields import is_extension
from ...records.loader import Unstreamable
from ...thirty_one.record import TAIL_KEYS, Reader31, Record
from ...thirty_one.replay import Replayer31, Report
from ..output import console, json_ascii, plain, symbols_ok, warn, write_json_text, write_out


class Streamed31:
    """The 31-point game's `Game.stream_replay`: `head`, `deal` per round, `finish`, then `emit`. Any
    InputError is raised before anything is printed (the driver then reads the record whole)."""

    def __init__(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool, lang: str,
                 quiet: bool, spool: Any) -> None:
        self.source, self.json_out, self.brief, self.only, self.quiet = source, json_out, brief, only, quiet
        self.sources, self.lang = sources, lang
        self.spool = spool
        self.reader = Reader31()
        self.head_rec: Record | None = None
        self.replayer: Replayer31 | None = None
        self.only_deal: Any = None
        self.sep = ""
        self.head_keys: set[Any] = set()

    def head(self, doc: Any) -> None:
        """The keys before `deals:` (variants, options, seating, lives, first dealer): the replay starts."""
        self.head_keys = set(doc)
        self.head_rec = self.reader.read_head(doc)
        self.replayer = Replayer31(self.head_rec, keep=False)
        if self.json_out:
            from .report import ReportWriter31

            self.writer = ReportWriter31(json_ascii())
        elif not self.quiet:
            from ..layout import View, fast_lines

            self.view = View(symbols=symbols_ok(), sources=self.sources and not self.brief, lang="en",
                             brief=self.brief)
            self.con = fast_lines(console(), self.spool)

    def deal(self, number: int, value: Any, line: int) -> None:
        """One round: read (an InputError propagates), adjudicated unless a problem stopped the replay, written."""
        spec = self.reader.deal(number, value, line)
        r = self.replayer
        assert r is not None
        before = len(r.report.expect_failures)
        res = r.play(spec)
        if res is None or (self.only is not None and res.number != self.only):
            return
        self.only_deal = res if self.only is not None else None
        if self.json_out:
            self.spool.write(self.sep + self.writer.deal(res))
            self.sep = ", "
        elif not self.quiet:
            from .render import render_deal31

            render_deal31(res, r.report.expect_failures[before:], self.con, self.view, self.source)

    def finish(self, doc: Any, count: int) -> None:
        """The record read to its end: its tail read and the replay finished (nothing printed yet)."""
        assert self.head_rec is not None and self.replayer is not None
        late = [k for k in doc if k not in self.head_keys and k not in TAIL_KEYS and not is_extension(k)]
        if late:
            raise Unstreamable(f"{late[0]!r} after `deals:`")
        rec = self.reader.read_tail(doc, self.head_rec, ())
        report = self.replayer.finish(rec)
        if self.only is not None and self.only > count:
            raise InputError(f"--deal {self.only}: the record has {count} deal(s)", token=str(self.only))
        if self.only_deal is not None and (not report.deals or report.deals[-1] is not self.only_deal):
            report.deals.insert(0, self.only_deal)
        self.report: Report = report

    def emit(self) -> int:
        """The answer printed (the spooled rounds between its head and its end); the exit code, or its problem
        raised once printed."""
        report = self.report
        if self.json_out:
            write_json_text(self.writer.head(report))
            self.spool.copy_to(write_json_text)
            write_json_text(self.writer.tail(report))
        elif self.quiet:
            from .render import quiet31

            answer = quiet31(report, self.only)
            if answer is not None:
                write_out(plain(answer) + "\n")
        else:
            from ..layout import fast_lines, flush_lines, render_meta
            from .render import render_end31

            for w in report.warnings:
                warn(w)
            if self.lang in ("nl", "fr") and (self.sources or report.first_problem is not None):
                warn(_("--lang {lang}: the 31-point game's only source, 002, is English; quoting it in English").format(
                    lang=self.lang))
            out = fast_lines(console())
            render_meta(report.record.meta, out)
            self.spool.copy_to(write_out)
            render_end31(report, out, self.view, only=self.only, source=self.source)
            flush_lines(out)
        from ..answering import raise_after_answer

        return raise_after_answer(report, self.source)
