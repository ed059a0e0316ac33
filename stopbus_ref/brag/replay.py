"""Adjudicate a whole Scenario with the engine: deals in order, expect checks, errors with lines.

Pure: takes the validated model, returns a ReplayReport. The first broken rule stops the
replay; a record ending mid-deal is reported as in progress; `expect` differences are
collected (exit 3) unless a rule is broken (exit 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..errors import ExpectMismatch, InputError, Outcome, RuleViolation, StopbusError
from .engine import DealResult, Game
from .record import DealSpec, Scenario
from .rule_ids import BragRule

if TYPE_CHECKING:  # imported by the first table-view deal: a record without one does not pay for it
    from .tableview import TableDeal, TableDealResult


class ReplayReport(Outcome):
    """Everything the replay found, for rendering as text or JSON; `replay` fills it in.

    A plain class, not a dataclass: a replay never imports `dataclasses` (with `inspect`, a
    noticeable part of every `stopbus replay` process).
    """

    def __init__(self, scenario: Scenario, *, warnings: list[str] | None = None) -> None:
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
        return (f"ReplayReport({len(self.deals)} deals, winner={self.winner!r}, error={self.error!r}, "
                f"{len(self.expect_failures)} expect failures)")


def _locate(err: StopbusError, sc: Scenario) -> None:
    """Fill in the YAML line of an engine error from its deal, turn and path."""
    if err.line is not None or err.deal is None or not 1 <= err.deal <= len(sc.deals):
        return
    spec = sc.deals[err.deal - 1]
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


_EXPECT_RULE: dict[str, BragRule] = {
    "loser": BragRule.WORST_LOSES, "tokens": BragRule.TOKENS, "eliminated": BragRule.ELIMINATION,
    "floating": BragRule.FLOATING, "next_dealer": BragRule.DEALER_ROTATION, "ended_by": BragRule.STOP,
    "order": BragRule.RANKING, "winner": BragRule.LAST_SURVIVOR}
"""The rule an `expect` key checks, named when the record's expectation differs from the ruling."""


def replay(sc: Scenario, house: Mapping[str, str] | None = None) -> ReplayReport:
    """Adjudicate every deal of the scenario; never raises StopbusError (it lands in the report).

    `house`: the table's house rules (already read and merged: see `house.merge`); None plays the record's own.
    """
    report = ReplayReport(sc, warnings=list(sc.warnings))
    played = sc.house if house is None else house
    report.house = dict(played)
    awaiting: TableDealResult | None = None
    table: list[TableDeal] = []
    game = Game(sc.players, sc.tokens, sc.dealer)
    try:
        if played:
            from .house_rules import settings

            game = Game(sc.players, sc.tokens, sc.dealer, settings(played))
        for spec in sc.deals:
            if awaiting is not None:
                raise InputError(f"deal {awaiting.number} awaits its showdown (`shown:` lacks "
                                 f"{', '.join(awaiting.awaiting)}), so its loser is not known and deal {spec.number} "
                                 "cannot start", rule=BragRule.WORST_LOSES, deal=spec.number, line=spec.line)
            if spec.table_view:
                from .tableview import play_table_deal

                table.clear()
                seen = play_table_deal(game, spec, table)
                awaiting = seen if seen.awaiting else None
                report.deals.append(seen)
                report.expect_failures += _deal_expect(spec, seen)
                continue
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
                    raise RuleViolation(f"the record gives {len(spec.reshuffles)} reshuffles but the stock was "
                                        f"recycled {deal.recycles} times", rule=BragRule.RECYCLE, deal=spec.number,
                                        path=("reshuffles",))
            else:
                res = game.snapshot(deal)
            report.deals.append(res)
            report.expect_failures += _deal_expect(spec, res)
        report.winner = game.winner
        if "winner" in sc.expect and sc.expect["winner"] != report.winner:
            report.expect_failures.append(ExpectMismatch.differs(
                "winner", sc.expect["winner"], report.winner, line=sc.expect_lines.get("winner"),
                rule=BragRule.LAST_SURVIVOR))
    except StopbusError as err:
        _locate(err, sc)
        report.error = err
        report.winner = game.winner
        if table and game.deal is table[-1].shadow:
            report.partial = table[-1].snapshot()
        elif game.deal is not None:
            report.partial = game.snapshot(game.deal)
    return report
