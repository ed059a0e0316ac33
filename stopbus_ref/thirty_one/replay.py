"""Adjudicate a whole 31-point record with the engine: rounds in order, expect checks, errors with lines.

Pure: takes the validated Record, returns a Report. The first broken rule stops the replay; a
record ending mid-round is reported as in progress; `expect` differences are collected (exit 3)
unless a rule is broken (exit 1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import ExpectMismatch, Outcome, RuleViolation, StopbusError
from ..core.i18n import N_, lazy
from ..core.text import and_list, plain
from ..kit.deal import next_deal, unfinished
from .engine import DealResult31, Game31
from .record import DealSpec31, Record, settled, with_given_house
from .rule_ids import RuleId
from .tableview import TableDeal31, TableDealResult31, play_table_deal31


@dataclass
class Report(Outcome):
    """Everything the replay found, for rendering as text or JSON."""

    record: Record
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

        if self.cited is not None:  # the deal-by-deal replay: its deals' ids gathered as they were played
            ids = dict(self.cited)
            seen = set(self.cited_seen)
            deals: list[DealResult31] = []
        else:
            ids, seen, deals = {}, set(), self.deals
        for d in [*deals, *([self.partial] if self.partial else [])]:
            cite(d, ids, seen)
        for problem in (self.error, *self.expect_failures):
            if problem is not None and problem.rule:
                ids.setdefault(problem.rule, None)
        return [i for i in ids if i in BY_ID]

    cited: dict[str, None] | None = None
    """The ids the deals played cite, in order, when the report does not keep its deals (else None)."""
    cited_seen: set[tuple[RuleId, ...]] = field(default_factory=set)


def cite(d: DealResult31, ids: dict[str, None], seen: set[tuple[RuleId, ...]]) -> None:
    """Add the rule ids a deal's rulings cite to `ids`, in order (each list of rules once: `seen`)."""
    lists = [d.start_rules, *(t.rules for t in d.turns), d.showdown.rules if d.showdown else (),
             d.life_rules, (d.next_dealer_rule,) if d.next_dealer_rule else ()]
    for rules in lists:
        if rules not in seen:
            seen.add(rules)  # type: ignore[arg-type]
            for x in rules:
                ids.setdefault(str(x), None)


def loss_reason(d: DealResult31) -> str | None:
    """Why the losers lose, in words (the JSON twin of the text account's ruling line)."""
    sd = d.showdown
    if sd is None or not sd.losers:
        return None
    scores = {e.player: e.scored.score for e in sd.order}
    low = min(scores[p] for p in sd.losers)
    if sd.holders and RuleId.BLITZ in sd.rules:
        who = and_list(sd.holders)
        return f"{who} held a genuine 31 in Blitz (knockout): every other player is out"
    held = f"{and_list(sd.holders)} held 31 and cannot lose; " if sd.holders else ""
    if RuleId.HOUSE_CALLER_SAFE in sd.rules:
        did = {"knock": "knocked", "stop": "stopped the bus"}.get(d.call or "", "called Blitz")
        held += f"{plain(d.caller)} {did} and is safe by this table's house rule caller-safe; "
    if len(sd.losers) > 1:
        return f"{held}{and_list(sd.losers)} tie for the lowest score, {low}: each loses a life"
    return f"{held}{plain(sd.losers[0])} has the lowest score, {low}, and loses a life"


def _locate(err: StopbusError, spec: DealSpec31 | None) -> None:
    """Fill in the YAML line of an engine error from its deal (`spec`, the deal it names), turn and path."""
    if err.line is not None or spec is None:
        return
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


_EXPECT_RULE = {"losers": RuleId.LOWEST_LOSES, "lives": RuleId.LIVES, "eliminated": RuleId.ELIMINATION,
                "next_dealer": RuleId.DEALER_ROTATION, "ended_by": RuleId.FINAL_CIRCUIT, "scores": RuleId.SCORE,
                "pot": RuleId.POT, "winner": RuleId.LAST_SURVIVOR, "shared_win": RuleId.SHARED_WIN}


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


def replay31(rec: Record, house: Mapping[str, str] | None = None, game: Game31 | None = None) -> Report:
    """Adjudicate every round of the record; never raises StopbusError (it lands in the report).

    `house` (`--house`, the API's `house=`): house rules for the keys the record does not set itself; a
    record's own `house:` or `options:` is its table's agreement and wins, with a warning saying so.
    `game`: the game to go on from (the rounds before `rec.deals`, as `stopbus table` keeps it), else a new one."""
    rec = settled(rec)
    said: list[str] = []
    if house:
        own = rec.own_house()
        rec, overridden = with_given_house(rec, house)
        said = [f"house rule {k}={house[k]} not applied: the record sets {k}: {own[k]} itself, and its table's "
                f"agreement wins [{RuleId(f'house:{k}')}]" for k in overridden]
    r = Replayer31(rec, game=game)
    r.report.warnings += said
    for spec in rec.deals:
        if r.play(spec) is None:
            break
    return r.finish(rec, lambda n: rec.deals[n - 1] if 1 <= n <= len(rec.deals) else None)


class Replayer31:
    """The replay one round at a time: `play` each in order, then `finish`; the whole-record `replay31` and the
    deal-by-deal `stopbus replay` (thirty_one/replay_stream.py) both go through it. `keep=False` keeps only the
    last round's result (and the ids its rulings cite), so that memory does not grow with the record."""

    def __init__(self, rec: Record, *, keep: bool = True, game: Game31 | None = None) -> None:
        self.report = report = Report(rec, warnings=list(rec.warnings))
        self.game = game = Game31(rec.players, rec.lives, rec.dealer, rec.rules) if game is None else game
        self.pending: DealResult31 | None = None
        self.awaiting: TableDealResult31 | None = None
        self.table: list[TableDeal31] = []
        self.keep = keep
        self.specs: dict[int, DealSpec31] = {}  # the rounds an error can name: this one and the one before
        if not keep:
            report.cited = {}
        low = [p for p, n in rec.lives.items() if n < 1]
        if low:  # 002 Setting up 1: lives are agreed, and a player without one cannot start (contract point 8)
            self._stop(RuleViolation(lazy("lives: {lives} — every player starts with at least one life",
                                          lives=", ".join(f"{p} {rec.lives[p]}" for p in low)),
                                     rule=RuleId.LIVES, line=rec.lines.get("lives"),
                                     token=low[0]))
        del game

    def _stop(self, err: StopbusError) -> None:
        report, game = self.report, self.game
        report.error = err
        if self.table and game.deal is self.table[-1]:
            report.partial = self.table[-1].snapshot()
        elif game.deal is not None:
            report.partial = game.snapshot(game.deal)

    def play(self, spec: DealSpec31) -> DealResult31 | None:
        """Adjudicate one round; its result, or None once a problem has stopped the replay (`report.error`)."""
        report, game = self.report, self.game
        if report.error is not None:
            return None
        try:
            next_deal(self.specs, spec, self.awaiting, N_("its losers are"), RuleId.LOWEST_LOSES)
            if self.pending is not None:
                pending = self.pending
                raise unfinished(pending.number, pending.caller, str(pending.call), RuleId.FINAL_CIRCUIT, RuleId.STOP,
                                 lazy("nobody knocked or stopped, and nobody holds 31"), pending.whose_turn,
                                 spec.number)
            game.verify_start(spec.number, spec.dealer)
            if spec.table_view:
                self.table.clear()
                seen = play_table_deal31(game, spec, self.table)
                if seen.ended_by is None:
                    self.pending = seen
                self.awaiting = seen if seen.awaiting else None
                self._keep(seen)
                report.expect_failures += _deal_expect(spec, seen)
                return seen
            if spec.deck is not None:
                deal = game.start_deck(spec.number, spec.deck, spec.reshuffles)
            else:
                assert spec.hands is not None and spec.pool is not None
                deal = game.start_hands(spec.number, spec.hands, spec.pool, spec.reshuffles)
            for t in spec.turns:
                deal.play(t.player, t.action)
            if deal.over:
                if len(spec.reshuffles) > deal.recycles:
                    raise RuleViolation(lazy("the record gives {count} reshuffles but the stock was recycled {k} "
                                             "time(s)",
                                             count=len(spec.reshuffles), k=deal.recycles), rule=RuleId.RECYCLE,
                                        deal=spec.number,
                                        path=("reshuffles",))
                res = game.finish(deal)
            else:
                res = self.pending = game.snapshot(deal)
            self._keep(res)
            report.expect_failures += _deal_expect(spec, res)
            return res
        except StopbusError as err:
            self._stop(err)
            return None

    def _keep(self, res: DealResult31) -> None:
        report = self.report
        if self.keep:
            report.deals.append(res)
            return
        assert report.cited is not None
        cite(res, report.cited, report.cited_seen)
        report.deals[:] = [res]
        del self.game.results[:-1]  # the engine reads only whether it has a result, and the last

    def finish(self, rec: Record, spec_of: Callable[[int], DealSpec31 | None] | None = None) -> Report:
        """The report once every round is played: winner, pot, the file's `expect`, the error's line. `rec` is
        the whole record (its `expect` read after the deals); `spec_of(n)` finds round n's spec for an error
        naming a round the replay no longer holds (the deal-by-deal replay holds this one and the one before)."""
        report, game = self.report, self.game
        report.record = rec
        report.winner, report.shared_win = game.winner, game.shared_win
        report.pot = game.pot if rec.rules.pot else None
        err = report.error
        if err is not None:
            if err.line is None and err.deal is not None:
                spec = self.specs.get(err.deal)
                if spec is None and spec_of is not None:
                    spec = spec_of(err.deal)
                _locate(err, spec)
            return report
        for key, have in (("winner", report.winner), ("shared_win", report.shared_win)):
            if key not in rec.expect:
                continue
            want = rec.expect[key]
            same = (sorted(want) == sorted(have or ())) if key == "shared_win" and want is not None else want == have
            if not same:
                report.expect_failures.append(ExpectMismatch.differs(key, want, have, line=rec.expect_lines.get(key),
                                                                     rule=_EXPECT_RULE[key]))
        return report
