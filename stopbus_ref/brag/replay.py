"""Adjudicate a whole Record with the engine: deals in order, expect checks, errors with lines.

Pure: takes the validated model, returns a Report. The first broken rule stops the
replay; a record ending mid-deal is reported as in progress; `expect` differences are
collected (exit 3) unless a rule is broken (exit 1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..core.errors import ExpectMismatch, Outcome, RuleViolation, StopbusError
from ..core.i18n import N_, lazy
from ..kit.deal import next_deal
from .engine import DealResult, Game
from .record import DealSpec, Record
from .rule_ids import RuleId

if TYPE_CHECKING:  # imported by the first table-view deal: a record without one does not pay for it
    from .tableview import TableDeal, TableDealResult


class Report(Outcome):
    """Everything the replay found, for rendering as text or JSON; `replay` fills it in.

    A plain class, not a dataclass: a replay never imports `dataclasses` (with `inspect`, a
    noticeable part of every `stopbus replay` process).
    """

    def __init__(self, scenario: Record, *, warnings: list[str] | None = None) -> None:
        self.scenario = scenario
        self.deals: list[DealResult] = []
        self.partial: DealResult | None = None
        self.error: StopbusError | None = None
        self.expect_failures: list[ExpectMismatch] = []
        self.winner: str | None = None
        self.warnings: list[str] = [] if warnings is None else warnings
        self.house: dict[str, str] = {}
        """The house rules the record was ruled under (its own `house:`, with any `--house` merged in)."""

    def __repr__(self) -> str:
        return (f"Report({len(self.deals)} deals, winner={self.winner!r}, error={self.error!r}, "
                f"{len(self.expect_failures)} expect failures)")


def _locate(err: StopbusError, spec: DealSpec | None) -> None:
    """Fill in the YAML line of an engine error from its deal (`spec`, the deal it names), turn and path."""
    if err.line is not None or spec is None:
        return
    path = err.path
    if path:
        head = path[0]
        if head == "hands" and len(path) > 1:
            err.line = spec.hand_lines.get(str(path[1]), spec.lines.get("hands", spec.line))
        elif head == "shown" and len(path) > 1:
            err.line = spec.shown_lines.get(str(path[1]), spec.lines.get("shown", spec.line))
        elif head == "deal":
            err.line = spec.line
        else:
            err.line = spec.lines.get(str(head), spec.line)
        if err.line is not None and head != "reshuffles":
            return
    if err.turn is not None and 1 <= err.turn <= len(spec.turns):
        err.line = spec.turns[err.turn - 1].line
    elif err.line is None:
        err.line = spec.lines.get("turns", spec.line)


def _deal_expect(spec: DealSpec, res: DealResult) -> list[ExpectMismatch]:
    actual: dict[str, Any] = {
        "loser": res.showdown.loser if res.showdown else None,
        "eliminated": res.eliminated,
        "next_dealer": res.next_dealer,
        "ended_by": res.ended_by,
        "order": [e.player for e in res.showdown.order] if res.showdown else None,
        "floating": list(res.floating),
    }
    out = []
    for key, want in spec.expect.items():
        if key == "tokens":
            have = {p: res.tokens_after.get(p) for p in want}
            same = have == want
            got: Any = have
        elif key == "floating":
            got = actual["floating"]
            same = sorted(got) == sorted(want)
        else:
            got = actual[key]
            same = got == want
        if not same:
            note = " (the deal is still in progress)" if res.ended_by is None else ""
            out.append(ExpectMismatch.differs(key, want, got, note, deal=spec.number, line=spec.expect_lines.get(key),
                                              rule=_EXPECT_RULE.get(key)))
    return out


_EXPECT_RULE: dict[str, RuleId] = {
    "loser": RuleId.WORST_LOSES, "tokens": RuleId.TOKENS, "eliminated": RuleId.ELIMINATION,
    "floating": RuleId.FLOATING, "next_dealer": RuleId.DEALER_ROTATION, "ended_by": RuleId.STOP,
    "order": RuleId.RANKING, "winner": RuleId.LAST_SURVIVOR}
"""The rule an `expect` key checks, named when the record's expectation differs from the ruling."""


def replay(sc: Record, house: Mapping[str, str] | None = None, game: Game | None = None) -> Report:
    """Adjudicate every deal of the scenario; never raises StopbusError (it lands in the report).

    `house`: the table's house rules (already read and merged: see `house.merge`); None plays the record's own.
    `game`: the game to go on from (the deals before `sc.deals`, as `stopbus table` keeps it), else a new one.
    """
    r = Replayer(sc, game=game, house=house)
    for spec in sc.deals:
        if r.play(spec) is None:
            break
    return r.finish(sc, lambda n: sc.deals[n - 1] if 1 <= n <= len(sc.deals) else None)


class Replayer:
    """The replay one deal at a time: `play` each deal in order, then `finish`; the whole-record `replay` and the
    deal-by-deal `stopbus replay` (brag/replay_cmd.py) both go through it. `keep=False` keeps only the last
    deal's result in the report (what the account's last lines need), so that memory does not grow."""

    def __init__(self, sc: Record, *, keep: bool = True, game: Game | None = None,
                 house: Mapping[str, str] | None = None) -> None:
        self.report = Report(sc, warnings=list(sc.warnings))
        played = sc.house if house is None else house
        self.report.house = dict(played)
        if game is None and played:
            from .house_rules import settings

            game = Game(sc.players, sc.tokens, sc.dealer, settings(played))
        self.game = Game(sc.players, sc.tokens, sc.dealer) if game is None else game
        self.awaiting: TableDealResult | None = None
        self.table: list[TableDeal] = []
        self.keep = keep
        self.specs: dict[int, DealSpec] = {}  # the deals an error can name: this one and the one before

    def play(self, spec: DealSpec) -> DealResult | None:
        """Adjudicate one deal; its result, or None once a problem has stopped the replay (`report.error`)."""
        report = self.report
        if report.error is not None:
            return None
        game = self.game
        try:
            next_deal(self.specs, spec, self.awaiting, N_("its loser is"), RuleId.WORST_LOSES)
            if spec.table_view:
                from .tableview import play_table_deal

                self.table.clear()
                seen = play_table_deal(game, spec, self.table)
                self.awaiting = seen if seen.awaiting else None
                self._keep(seen)
                report.expect_failures += _deal_expect(spec, seen)
                return seen
            if spec.deck is not None:
                deal = game.start_deck(spec.number, spec.deck, spec.reshuffles, dealer=spec.dealer)
            else:
                assert spec.hands is not None and spec.upcard is not None
                deal = game.start_hands(spec.number, spec.hands, spec.upcard, spec.reshuffles, dealer=spec.dealer)
            for t in spec.turns:
                deal.play(t.player, t.action)
            deal.begin_turn()
            if deal.over:
                res = game.finish(deal)
                if len(spec.reshuffles) > deal.recycles:
                    raise RuleViolation(lazy("the record gives {count} reshuffles but the stock was recycled {k} times",
                                             count=len(spec.reshuffles), k=deal.recycles), rule=RuleId.RECYCLE,
                                        deal=spec.number,
                                        path=("reshuffles",))
            else:
                res = game.snapshot(deal)
            self._keep(res)
            report.expect_failures += _deal_expect(spec, res)
            return res
        except StopbusError as err:
            report.error = err
            if self.table and game.deal is self.table[-1].shadow:
                report.partial = self.table[-1].snapshot()
            elif game.deal is not None:
                report.partial = game.snapshot(game.deal)
            return None

    def _keep(self, res: DealResult) -> None:
        if self.keep:
            self.report.deals.append(res)
        else:  # the game's own list of results too: the engine reads only whether it has one, and the last
            self.report.deals[:] = [res]
            del self.game.results[:-1]

    def finish(self, sc: Record, spec_of: Callable[[int], DealSpec | None] | None = None) -> Report:
        """The report once every deal is played: the winner, the file's `expect`, the error's line. `sc` is the
        whole record (its `expect` read after the deals); `spec_of(n)` finds deal n's spec for an error naming
        a deal the replay no longer holds (it holds the deal it stopped and the one before, which an unfinished
        deal's error names)."""
        report = self.report
        report.scenario = sc
        report.winner = self.game.winner
        err = report.error
        if err is not None:
            if err.deal is not None:
                spec = self.specs.get(err.deal)
                if spec is None and spec_of is not None:
                    spec = spec_of(err.deal)
                _locate(err, spec)
        elif "winner" in sc.expect and sc.expect["winner"] != report.winner:
            report.expect_failures.append(ExpectMismatch.differs(
                "winner", sc.expect["winner"], report.winner, line=sc.expect_lines.get("winner"),
                rule=RuleId.LAST_SURVIVOR))
        return report
