"""The replay report as the spec's JSON object (no rich import: the JSON path stays light).

`report_json` builds the object (the plain path); `write_report_json` writes the same text deal by
deal (the fast path of `replay --json`): turns, nine in ten of a record's JSON, are
formatted from memoised pieces instead of becoming dicts that json.dumps walks again, and no deal's
text outlives its writing; bench/bench_replay.py measures it against report_json + json.dumps.
tests/test_fast_paths.py checks the text is identical.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...brag.engine import DealResult, Turn
from ...brag.replay import Report
from ...brag.rule_ids import RuleId
from ...core.cards import DECK, Card, canonical
from ..answering import error_json
from .words import reason_words


def turn_json(t: Turn) -> dict[str, Any]:
    return {"number": t.number, "player": t.player, "action": t.action_text(), "rules": list(t.rules),
            "drawn": str(t.drawn) if t.drawn is not None else None,
            "discarded": str(t.discarded) if t.discarded is not None else None,
            "hand": canonical(t.hand_after), "discard_top": str(t.discard_top), "stock": t.stock_left,
            "final": t.final, "recycled": t.recycled}


def table_json(d: DealResult) -> dict[str, Any] | None:
    """What a table-view deal makes certain: each player's known cards, the count of unknown ones,
    and who has yet to show (None for a deal whose cards are all in the record)."""
    if type(d) is DealResult:  # a plain deal: brag/tableview.py is not even imported for it
        return None
    from ...brag.tableview import TableDealResult

    if not isinstance(d, TableDealResult):
        return None
    return {"known": {p: canonical(c) for p, c in d.known.items()}, "unknown": dict(d.unknown),
            "awaiting_showdown": list(d.awaiting), "unknown_after_turn": list(d.unknown_after)}


def deal_json(d: DealResult, *, turns: bool = True) -> dict[str, Any]:
    """One deal as the spec's JSON shape (plus the in-progress details); `turns=False` leaves the
    turns list empty (the writer below fills it in)."""
    sd = None
    if d.showdown is not None:
        s = d.showdown
        sd = {"order": [{"player": e.player, "hand": canonical(e.hand), "category": e.rank.category.json_name,
                         "class": e.rank.number, "description": e.rank.describe(), "position": e.position}
                        for e in s.order],
              "loser": s.loser, "reason": reason_words(s.reason) if s.reason else None, "rules": list(s.rules)}
    return {
        "number": d.number, "dealer": d.dealer, "first_player": d.first_player, "ended_by": d.ended_by,
        "stopper": d.stopper, "recycles": d.recycles, "turns": [turn_json(t) for t in d.turns] if turns else [],
        "showdown": sd,
        "tokens_before": d.tokens_before, "tokens_after": d.tokens_after, "floating": list(d.floating),
        "eliminated": d.eliminated, "next_dealer": d.next_dealer, "next_dealer_rule": d.next_dealer_rule,
        "token_rules": list(d.token_rules),
        "in_progress": None if d.ended_by is not None else {
            "whose_turn": d.whose_turn, "may": list(d.may), "discard_top": str(d.discard_top),
            "stock": d.stock_left, "rules": [RuleId.FINAL_TURNS if d.stopper else RuleId.TURN_ORDER]},
        "table_view": table_json(d),
    }


def report_json(r: Report) -> dict[str, Any]:
    """The whole `replay --json` object."""
    problem = r.first_problem
    return {
        "exit_code": r.exit_code,
        "error": error_json(problem) if problem is not None else None,
        "winner": r.winner,
        "deals": [deal_json(d) for d in r.deals],
        "partial_deal": deal_json(r.partial) if r.partial is not None else None,
        "expect_failures": [e.to_json() for e in r.expect_failures],
        "warnings": r.warnings,
        "players": list(r.scenario.players),
        "meta": r.scenario.meta,
        **_tail(r),
    }


def _tail(r: Report, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The keys a replay under house rules adds at the end: `house` (only when a rule is set) and `extra`
    (`what_if` of `replay --what-if`)."""
    out: dict[str, Any] = {"house": dict(r.house)} if r.house else {}
    if extra:
        out.update(extra)
    return out


_TRUE = ("false", "true")
"""A bool as JSON, by indexing."""


class _JsonPieces:
    """Memoised JSON text of the values turns repeat: names, hands, and the run of keys from an action to its
    discarded card (the action text, its rules and cards), which depends on those alone."""

    HANDS = 1 << 16
    """How many hands' text is remembered (a long record repeats a few thousand; the cap bounds the memory)."""

    def __init__(self, dumps: Callable[[Any], str]) -> None:
        self.dumps = dumps
        self.text: dict[str | None, str] = {}
        self.middles: dict[tuple[str, Card | None, Card | None, str, tuple[RuleId, ...]], str] = {}
        self.rules: dict[tuple[RuleId, ...], str] = {}
        self.hands: dict[tuple[Card, ...], str] = {}
        self.card: dict[Card | None, str] = {None: "null", **{c: f'"{c}"' for c in DECK}}

    def string(self, s: str | None) -> str:
        """A string (or null) as JSON, memoised."""
        try:
            return self.text[s]
        except KeyError:
            out = self.text[s] = self.dumps(s)
            return out

    def turn(self, t: Turn) -> str:
        """`json.dumps(turn_json(t))`, from pieces (an unusual turn, with no visible discard, the plain way)."""
        number, player, action, drawn, discarded, hand, top, stock, final, recycled, rules = t  # one unpacking
        if top is None:
            return self.dumps(turn_json(t))
        card = self.card
        middle = self.middles.get((action.kind, drawn, discarded, action.word, rules))
        if middle is None:
            middle = self._middle(t)
        hand_text = self.hands.get(hand)
        if hand_text is None:
            hand_text = ", ".join([card[c] for c in hand])
            if len(self.hands) < self.HANDS:
                self.hands[hand] = hand_text
        return (f'{{"number": {number:d}, "player": {self.text.get(player) or self.string(player)}, {middle}'
                f'"hand": [{hand_text}], "discard_top": {card[top]}, "stock": {stock:d}, '
                f'"final": {_TRUE[final]}, "recycled": {_TRUE[recycled]}}}')

    def _middle(self, t: Turn) -> str:
        """`"action": ..., "rules": ..., "drawn": ..., "discarded": ..., ` of turn `t`, remembered for its action's
        kind and word, its cards and its rules (what the text is made of)."""
        card = self.card
        kind = t.action.kind
        if kind in ("draw", "take") and t.discarded is not None:  # `Turn.action_text`, whose cards need no escape
            action = f'"{kind}{"" if t.drawn is None else f" {t.drawn}"}, discard {t.discarded}"'
        else:
            action = self.dumps(t.action_text())
        rules = self.rules.get(t.rules)
        if rules is None:
            rules = self.rules[t.rules] = self.dumps(list(t.rules))
        out = f'"action": {action}, "rules": {rules}, "drawn": {card[t.drawn]}, "discarded": {card[t.discarded]}, '
        self.middles[(t.action.kind, t.drawn, t.discarded, t.action.word, t.rules)] = out
        return out

    def deal(self, d: DealResult, extra: dict[str, Any] | None = None) -> str:
        """`json.dumps(deal_json(d) | extra)`: the deal without its turns, then the turns spliced in."""
        obj = deal_json(d, turns=False)
        if extra:
            obj.update(extra)
        head, sep, tail = self.dumps(obj).partition(', "turns": [], "showdown": ')
        assert sep, "deal_json's keys changed: keep the writer in step"
        turns = ", ".join([self.turn(t) for t in d.turns])
        return f'{head}, "turns": [{turns}], "showdown": {tail}'


class ReportWriter:
    """`json.dumps(report_json(r), ensure_ascii=...)` written in pieces: the head (needs the outcome), each deal's
    text (as it is adjudicated), the tail; `write_report_json` joins them, and the deal-by-deal replay writes
    the deals first (to its spool) and the head last."""

    def __init__(self, ensure_ascii: bool) -> None:
        import json
        from functools import partial

        self.dumps: Callable[[Any], str] = partial(json.dumps, ensure_ascii=ensure_ascii)
        self.pieces = _JsonPieces(self.dumps)

    def head(self, r: Report) -> str:
        dumps = self.dumps
        problem = r.first_problem
        return (f'{{"exit_code": {dumps(r.exit_code)}, "error": {dumps(error_json(problem) if problem else None)}, '
                f'"winner": {dumps(r.winner)}, "deals": [')

    def deal(self, d: DealResult, extra: dict[str, Any] | None = None) -> str:
        return self.pieces.deal(d, extra)

    def tail(self, r: Report, extra: dict[str, Any] | None = None) -> str:
        """The text after the deals; `extra`: top-level keys added at the end (`what_if`)."""
        dumps = self.dumps
        return (f'], "partial_deal": {self.pieces.deal(r.partial) if r.partial is not None else "null"}, '
                f'"expect_failures": {dumps([e.to_json() for e in r.expect_failures])}, '
                f'"warnings": {dumps(r.warnings)}, "players": {dumps(list(r.scenario.players))}, '
                f'"meta": {dumps(r.scenario.meta)}{_tail_text(r, extra, dumps)}}}\n')


def write_report_json(r: Report, write: Callable[[str], object], *, ensure_ascii: bool,
                      only: int | None = None,
                      deal_extra: Callable[[int], dict[str, Any]] | None = None,
                      extra: dict[str, Any] | None = None) -> None:
    """Write `json.dumps(report_json(r), ensure_ascii=...)` (deals filtered to `only`, each with the keys
    `deal_extra(number)` adds at its end) plus a newline, deal by deal; the same text, built without
    the whole object. `extra`: top-level keys added at the end (`what_if`)."""
    w = ReportWriter(ensure_ascii)
    write(w.head(r))
    sep = ""
    for d in r.deals:
        if only is None or d.number == only:
            write(sep + w.deal(d, deal_extra(d.number) if deal_extra is not None else None))
            sep = ", "
    write(w.tail(r, extra))


def _tail_text(r: Report, extra: dict[str, Any] | None, dumps: Callable[[Any], str]) -> str:
    """`_tail` as the text after `"meta": ...` ('' for a record played by the seeds' rules)."""
    tail = _tail(r, extra)
    return "".join(f", {dumps(k)}: {dumps(v)}" for k, v in tail.items())
