"""Adjudicate a whole 31-point record with the engine: rounds in order, expect checks, errors with lines.

Pure: takes the validated Record31, returns a Report31. The first broken rule stops the replay; a
record ending mid-round is reported as in progress; `expect` differences are collected (exit 3)
unless a rule is broken (exit 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import ExpectMismatch, InputError, Outcome, RuleViolation, StopbusError
from ..output import plain, safe
from .engine import DealResult31, Game31
from .record import DealSpec31, Record31, settled, with_given_house
from .rule_ids import R31
from .tableview import TableDeal31, TableDealResult31, play_table_deal31


@dataclass
class Report31(Outcome):
    """Everything the replay found, for rendering as text or JSON."""

    record: Record31
    deals: list[DealResult31] = field(default_factory=list)
    partial: DealResult31 | None = None
    error: StopbusError | None = None
    expect_failures: list[ExpectMismatch] = field(default_factory=list)
    winner: str | None = None
    shared_win: tuple[str, ...] | None = None
    pot: int | None = None
    warnings: list[str] = field(default_factory=list)

    def cited_rules(self) -> list[str]:
        """Every rule id the rulings cite, in order of first use (for the Sources of text and JSON)."""
        from .rulebook import BY_ID

        ids: dict[str, None] = {}
        seen: set[tuple[R31, ...]] = set()  # turns repeat a few rule lists: each adds nothing new after its first
        for d in [*self.deals, *([self.partial] if self.partial else [])]:
            lists = [d.start_rules, *(t.rules for t in d.turns), d.showdown.rules if d.showdown else (),
                     d.life_rules, (d.next_dealer_rule,) if d.next_dealer_rule else ()]
            for rules in lists:
                if rules not in seen:
                    seen.add(rules)  # type: ignore[arg-type]
                    for x in rules:
                        ids.setdefault(str(x), None)
        for problem in (self.error, *self.expect_failures):
            if problem is not None and problem.rule:
                ids.setdefault(problem.rule, None)
        return [i for i in ids if i in BY_ID]


ENDED = {
    "knock": ("{caller} knocked; every other player had one final turn", (R31.KNOCK, R31.FINAL_CIRCUIT)),
    "stop": ("{caller} called 'Stop the Bus'; every other player had one final turn", (R31.STOP, R31.FINAL_CIRCUIT)),
    "blitz": ("{caller} called Blitz: the round ended at once, with no final circuit", (R31.BLITZ,)),
    "instant-31": ("{holders} held 31: the round ended at once", (R31.INSTANT_31,)),
    "stock-exhausted": ("no card was left to turn up for the pool: the showdown came at once",
                        (R31.STOCK_EXHAUSTED,)),
}


def join_names(people: tuple[str, ...] | list[str], markup: bool = True) -> str:
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cat' (names escaped for rich markup, or only made printable)."""
    shown = [safe(p) if markup else plain(p) for p in people]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def verdict(d: DealResult31) -> str:
    """One line that answers first: who lost a life, how the round ended."""
    if d.ended_by is None:
        return f"Deal {d.number}: in progress — it is {plain(d.whose_turn)}'s turn"
    sd = d.showdown
    waiting: tuple[str, ...] = getattr(d, "awaiting", ())  # a round seen from the table, hands not all shown
    if sd is None and waiting:
        text, _ = ENDED[d.ended_by]
        holders = join_names(getattr(d, "holders", ()) or ("a player",), markup=False)
        return (f"Deal {d.number}: awaiting the showdown ({join_names(waiting, markup=False)} to show) — "
                + text.format(caller=plain(d.caller), holders=holders))
    if sd is None:  # the round had ended when a later turn broke a rule: the snapshot at the error
        return f"Deal {d.number}: stopped at the error — the round was already over ({d.ended_by})"
    if not sd.losers:
        lost = "nobody loses a life"
    else:
        scores = {e.player: e.scored.score for e in sd.order}
        who = join_names(sd.losers, markup=False)
        shown = ", ".join(str(scores[p]) for p in sd.losers)
        lost = f"{who} {'lose' if len(sd.losers) > 1 else 'loses'} a life ({shown})"
        if d.eliminated:
            lost += f"; {join_names(d.eliminated, markup=False)} {'are' if len(d.eliminated) > 1 else 'is'} out"
    if R31.HOUSE_CALLER_SAFE in sd.rules:
        lost += f" ({plain(d.caller)} is safe by the house rule caller-safe)"
    text, _ = ENDED[d.ended_by]
    holders = join_names(sd.holders, markup=False) if sd.holders else "a player"
    how = text.format(caller=plain(d.caller), holders=holders)
    return f"Deal {d.number}: {lost} — {how}"


def _locate(err: StopbusError, rec: Record31) -> None:
    """Fill in the YAML line of an engine error from its deal, turn and path."""
    if err.line is not None or err.deal is None or not 1 <= err.deal <= len(rec.deals):
        return
    spec = rec.deals[err.deal - 1]
    if err.path:
        head = str(err.path[0])
        if head == "hands" and len(err.path) > 1:
            err.line = spec.hand_lines.get(str(err.path[1]), spec.lines.get("hands", spec.line))
        elif head == "shown" and len(err.path) > 1:
            err.line = spec.shown_lines.get(str(err.path[1]), spec.lines.get("shown", spec.line))
        elif head == "deal":
            err.line = spec.line
        else:
            err.line = spec.lines.get(head, spec.line)
        return
    if err.turn is not None and 1 <= err.turn <= len(spec.turns):
        err.line = spec.turns[err.turn - 1].line
    else:
        err.line = spec.lines.get("turns", spec.line)


_EXPECT_RULE = {"losers": R31.LOWEST_LOSES, "lives": R31.LIVES, "eliminated": R31.ELIMINATION,
                "next_dealer": R31.DEALER_ROTATION, "ended_by": R31.FINAL_CIRCUIT, "scores": R31.SCORE,
                "pot": R31.POT, "winner": R31.LAST_SURVIVOR, "shared_win": R31.SHARED_WIN}


def _deal_expect(spec: DealSpec31, res: DealResult31) -> list[ExpectMismatch]:
    """The record's deal `expect` against the ruling: one ExpectMismatch per key that differs."""
    sd = res.showdown
    scores = {e.player: e.scored.score for e in sd.order} if sd else {}
    out = []
    for key, want in spec.expect.items():
        got: Any
        if key == "losers":
            got = list(sd.losers) if sd else None
            same = got is not None and sorted(got) == sorted(want)
        elif key == "eliminated":
            got = list(res.eliminated) if res.eliminated is not None else None
            same = got is not None and sorted(got) == sorted(want)
        elif key == "lives":  # a player who is out has 0 lives (the JSON leaves them out of lives_after)
            got = {p: res.lives_after.get(p, 0) for p in want}
            same = got == want
        elif key == "scores":
            got = {p: scores.get(p) for p in want}
            same = got == want
        else:
            got = {"next_dealer": res.next_dealer, "ended_by": res.ended_by, "pot": res.pot}[key]
            same = got == want
        if not same:
            note = " (the round is still in progress)" if res.ended_by is None else ""
            out.append(ExpectMismatch.differs(key, want, got, note, deal=spec.number, line=spec.expect_lines.get(key),
                                              rule=_EXPECT_RULE[key]))
    return out


def replay31(rec: Record31, house: Mapping[str, str] | None = None) -> Report31:
    """Adjudicate every round of the record; never raises StopbusError (it lands in the report).

    `house` (`--house`, the API's `house=`): house rules for the keys the record does not set itself; a
    record's own `house:` or `options:` is its table's agreement and wins, with a warning saying so."""
    rec = settled(rec)
    said: list[str] = []
    if house:
        own = rec.own_house()
        rec, overridden = with_given_house(rec, house)
        said = [f"house rule {k}={house[k]} not applied: the record sets {k}: {own[k]} itself, and its table's "
                f"agreement wins [{R31(f'house:{k}')}]" for k in overridden]
    report = Report31(rec, warnings=[*rec.warnings, *said])
    game = Game31(rec.players, rec.lives, rec.dealer, rec.rules)
    pending: DealResult31 | None = None
    awaiting: TableDealResult31 | None = None
    table: list[TableDeal31] = []
    try:
        low = [p for p, n in rec.lives.items() if n < 1]
        if low:  # 002 Setting up 1: lives are agreed, and a player without one cannot start (contract point 8)
            raise RuleViolation(f"lives: {', '.join(f'{p} {rec.lives[p]}' for p in low)} — every player starts with "
                                "at least one life", rule=R31.LIVES, line=rec.lines.get("lives"), token=low[0])
        for spec in rec.deals:
            if awaiting is not None:
                raise InputError(f"deal {awaiting.number} awaits its showdown (`shown:` lacks "
                                 f"{', '.join(awaiting.awaiting)}), so its losers are not known and deal "
                                 f"{spec.number} cannot start", rule=R31.LOWEST_LOSES, deal=spec.number,
                                 line=spec.line)
            if pending is not None:
                rule = R31.FINAL_CIRCUIT if pending.caller else R31.STOP
                why = (f"not every other player has had a final turn after {pending.caller}'s {pending.call}"
                       if pending.caller else "nobody knocked or stopped, and nobody holds 31")
                raise RuleViolation(f"deal {pending.number} is unfinished ({why}; {pending.whose_turn} is to play), "
                                    f"so deal {spec.number} cannot start", rule=rule, deal=pending.number,
                                    path=("deal",))
            game.verify_start(spec.number, spec.dealer)
            if spec.table_view:
                table.clear()
                seen = play_table_deal31(game, spec, table)
                if seen.ended_by is None:
                    pending = seen
                awaiting = seen if seen.awaiting else None
                report.deals.append(seen)
                report.expect_failures += _deal_expect(spec, seen)
                continue
            if spec.deck is not None:
                deal = game.start_deck(spec.number, spec.deck, spec.reshuffles)
            else:
                assert spec.hands is not None and spec.pool is not None
                deal = game.start_hands(spec.number, spec.hands, spec.pool, spec.reshuffles)
            for t in spec.turns:
                deal.play(t.player, t.action)
            if deal.over:
                if len(spec.reshuffles) > deal.recycles:
                    raise RuleViolation(f"the record gives {len(spec.reshuffles)} reshuffles but the stock was "
                                        f"recycled {deal.recycles} time(s)", rule=R31.RECYCLE, deal=spec.number,
                                        path=("reshuffles",))
                res = game.finish(deal)
            else:
                res = pending = game.snapshot(deal)
            report.deals.append(res)
            report.expect_failures += _deal_expect(spec, res)
        report.winner, report.shared_win = game.winner, game.shared_win
        report.pot = game.pot if rec.rules.pot else None
        for key, have in (("winner", report.winner), ("shared_win", report.shared_win)):
            if key not in rec.expect:
                continue
            want = rec.expect[key]
            same = (sorted(want) == sorted(have or ())) if key == "shared_win" and want is not None else want == have
            if not same:
                report.expect_failures.append(ExpectMismatch.differs(key, want, have, line=rec.expect_lines.get(key),
                                                                     rule=_EXPECT_RULE[key]))
    except StopbusError as err:
        _locate(err, rec)
        report.error = err
        report.winner, report.shared_win = game.winner, game.shared_win
        report.pot = game.pot if rec.rules.pot else None
        if table and game.deal is table[-1]:
            report.partial = table[-1].snapshot()
        elif game.deal is not None:
            report.partial = game.snapshot(game.deal)
    return report
