"""The 31-point replay as the contract's JSON object: the Brag shape with the contract's differences.

`"game": "thirty-one"`, `lives_after` for `tokens_after`, `showdown.losers` (a list), `score` and
`suit` on each showdown entry, `eliminated` a list, `pool_after` on every turn, `shared_win`, `pot`.

`report_json31` builds the object (the plain path); `write_report_json31` writes the same text deal
by deal (the fast path of `replay --json`, as report.py does for Brag): turns, most of a record's
JSON, are formatted from memoised pieces instead of becoming dicts that json.dumps walks again.
It is the faster of the two on a long record (bench/bench_thirty_one.py; figures in docs/performance.md,
"Fast paths"). tests/test_thirty_one_fast.py checks that the
text is identical on every 31 scenario and on simulated records of every variant.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ...thirty_one.engine import DealResult31, Turn
from ...thirty_one.replay import Report, loss_reason
from ...thirty_one.rule_ids import RuleId
from ...thirty_one.scoring import NAMES, canonical
from ..answering import error_json
from .verdict import verdict


def turn_json(t: Turn) -> dict[str, Any]:
    """One turn as JSON: the action with its cards, the hand, score and pool after, the rules applied."""
    return {"number": t.number, "player": t.player, "action": t.action_text(), "rules": list(t.rules),
            "turned": [NAMES[c] for c in t.turned], "hand": [NAMES[c] for c in t.hand_after],
            "score": t.score_after if t.score_after >= 0 else None,
            "pool_after": [NAMES[c] for c in t.pool_after], "stock": t.stock_left, "final": t.final,
            "recycled": t.recycled}


def table_json31(d: DealResult31) -> dict[str, Any] | None:
    """What a round seen from the table makes certain (the Brag shape: `report.table_json`): each player's
    known cards, the count of unknown ones, who has yet to show, and each turn's unknown count; None for
    a round whose cards are all in the record."""
    from ...thirty_one.tableview import TableDealResult31

    if not isinstance(d, TableDealResult31):
        return None
    return {"known": {p: canonical(c) for p, c in d.known.items()}, "unknown": dict(d.unknown),
            "awaiting_showdown": list(d.awaiting), "unknown_after_turn": [t.unknown for t in d.turns]}


def deal_json(d: DealResult31, *, turns: bool = True) -> dict[str, Any]:
    """One round in the contract's shape (plus the verdict in words and the in-progress details);
    `turns=False` leaves the turns list empty (the writer below splices them in)."""
    sd = None
    if d.showdown is not None:
        s = d.showdown
        sd = {"order": [{"player": e.player, "hand": canonical(e.scored.cards), "score": e.scored.score,
                         "suit": e.scored.suit_letter, "counted": canonical(e.scored.counted()),
                         "jokers_as": canonical(e.scored.jokers_as), "description": e.scored.describe(),
                         "position": e.position} for e in s.order],
              "losers": list(s.losers), "holders_31": list(s.holders), "reason": loss_reason(d), "rules": list(s.rules)}
    return {
        "number": d.number, "verdict": verdict(d), "dealer": d.dealer, "first_player": d.first_player,
        "ended_by": d.ended_by,
        "stopper": d.caller, "caller": d.caller, "call": d.call, "recycles": d.recycles,
        "start_rules": list(d.start_rules), "turns": [turn_json(t) for t in d.turns] if turns else [], "showdown": sd,
        "lives_before": d.lives_before, "lives_after": d.lives_after, "lives_back": d.lives_back,
        "eliminated": list(d.eliminated) if d.eliminated is not None else None,
        "shared_win": list(d.shared_win) if d.shared_win is not None else None, "pot": d.pot,
        "next_dealer": d.next_dealer, "next_dealer_rule": d.next_dealer_rule, "life_rules": list(d.life_rules),
        "table_view": table_json31(d),
        "in_progress": None if d.ended_by is not None else {
            "whose_turn": d.whose_turn, "may": list(d.may), "pool": canonical(d.pool), "stock": d.stock_left,
            "rules": [RuleId.FINAL_CIRCUIT] if d.caller else [RuleId.TURN_ORDER]},
    }


def _sources(r: Report) -> dict[str, Any]:
    """002's words for every rule the rulings cite: id -> title, status and quotes."""
    from ...thirty_one.rulebook import BY_ID

    return {rid: {"title": BY_ID[rid].title, "status": BY_ID[rid].status,
                  "quotes": [{"section": c.section, "quote": c.quote} for c in BY_ID[rid].citations]}
            for rid in r.cited_rules()}


def report_json31(r: Report, *, deals: bool = True, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The whole `replay --json` object of a 31-point record (`deals=False`: no deals, no partial deal,
    for the writer below); `extra` keys at the end (`what_if`)."""
    problem = r.first_problem
    rec = r.record
    return {
        "game": "thirty-one",
        "exit_code": r.exit_code,
        "error": error_json(problem) if problem is not None else None,
        "winner": r.winner,
        "shared_win": list(r.shared_win) if r.shared_win is not None else None,
        "pot": r.pot,
        "pot_scooped_by": r.winner if r.pot is not None else None,
        "deals": [deal_json(d) for d in r.deals] if deals else [],
        "partial_deal": deal_json(r.partial) if r.partial is not None and deals else None,
        "expect_failures": [e.to_json() for e in r.expect_failures],
        "warnings": r.warnings,
        "sources": _sources(r),
        "players": list(rec.players),
        "meta": rec.meta,
        "variant": rec.rules.variant_list(),
        "options": {"score": rec.rules.score.value, "blitz-31": rec.rules.blitz_31 if rec.rules.blitz else None},
        **_house_json(r),
        **(extra or {}),
    }


def _house_json(r: Report) -> dict[str, Any]:
    """`"house": {...}`: the house rules set in `house:` or by `--house` (none: no key, the JSON as it was)."""
    rules = r.record.rules
    if not rules.house_keys:
        return {}
    return {"house": {k: v for k, v in rules.house().items() if k in rules.house_keys}}


_TRUE_FALSE = ("false", "true")


class _Pieces31:
    """Memoised JSON text of what turns repeat: card names, player names, rule lists."""

    def __init__(self, dumps: Callable[[Any], str]) -> None:
        self.dumps = dumps
        self.text: dict[str | None, str] = {}
        self.rules: dict[tuple[RuleId, ...], str] = {}
        self.cards = [dumps(n) for n in NAMES]

    def string(self, s: str | None) -> str:
        """A string (or null) as JSON, memoised (player names)."""
        out = self.text.get(s)
        if out is None:
            out = self.text[s] = self.dumps(s)
        return out

    def turn(self, t: Turn) -> str:
        """`json.dumps(turn_json(t))`, from pieces (an action text is card names and fixed words: no escapes)."""
        cards = self.cards
        rules = self.rules.get(t.rules)
        if rules is None:
            rules = self.rules[t.rules] = self.dumps(list(t.rules))
        card = cards.__getitem__
        turned = ", ".join(map(card, t.turned))
        hand = ", ".join(map(card, t.hand_after))
        pool = ", ".join(map(card, t.pool_after))
        if t.score_after < 0:  # seen from the table: the plain writer words the unknowns
            return self.dumps(turn_json(t))
        if t.action.kind == "swap" and t.given:  # Turn.action_text, inline for the common turn (a swap seen
            # from the table has no card given, also when its hand is known again after a recycle)
            action = f"swap {NAMES[t.given[0]]} for {NAMES[t.taken[0]]}"
            if t.turned:
                action += ", turn " + " ".join(map(NAMES.__getitem__, t.turned))
        else:
            action = t.action_text()
        return (f'{{"number": {t.number:d}, "player": {self.string(t.player)}, "action": "{action}", '
                f'"rules": {rules}, "turned": [{turned}], "hand": [{hand}], "score": {t.score_after:d}, '
                f'"pool_after": [{pool}], "stock": {t.stock_left:d}, "final": {_TRUE_FALSE[t.final]}, '
                f'"recycled": {t.recycled:d}}}')

    def deal(self, d: DealResult31, extra: dict[str, Any] | None = None) -> str:
        """`json.dumps(deal_json(d) | extra)`: the round without its turns, then the turns spliced in (a JSON
        string cannot hold the unescaped separator, so the first match is the key itself)."""
        obj = deal_json(d, turns=False)
        if extra:
            obj.update(extra)
        head, sep, tail = self.dumps(obj).partition(', "turns": [], "showdown": ')
        assert sep, "deal_json's keys changed: keep the writer in step"
        turns = ", ".join([self.turn(t) for t in d.turns])
        return f'{head}, "turns": [{turns}], "showdown": {tail}'


class ReportWriter31:
    """`json.dumps(report_json31(r), ensure_ascii=...)` in pieces: the head (needs the outcome), each deal's text
    (as it is adjudicated), the tail; `write_report_json31` joins them, and the deal-by-deal replay writes the
    deals first (to its spool) and the head last."""

    def __init__(self, ensure_ascii: bool) -> None:
        import json

        self.dumps: Callable[[Any], str] = functools.partial(json.dumps, ensure_ascii=ensure_ascii)
        self.pieces = _Pieces31(self.dumps)
        self._tail = ""

    def head(self, r: Report, extra: dict[str, Any] | None = None) -> str:
        """The text before the deals; `extra`: top-level keys added at the end (`what_if`)."""
        head, sep, tail = self.dumps(report_json31(r, deals=False, extra=extra)).partition(
            ', "deals": [], "partial_deal": null, ')
        assert sep, "report_json31's keys changed: keep the writer in step"
        self._tail = tail
        return f'{head}, "deals": ['

    def deal(self, d: DealResult31, extra: dict[str, Any] | None = None) -> str:
        """One round's text, with the keys `extra` adds at its end (replay --odds)."""
        return self.pieces.deal(d, extra)

    def tail(self, r: Report) -> str:
        """The text after the deals (after `head`, which computes it)."""
        partial = self.pieces.deal(r.partial) if r.partial is not None else "null"
        return f'], "partial_deal": {partial}, {self._tail}\n'


def write_report_json31(r: Report, write: Callable[[str], object], *, ensure_ascii: bool,
                        only: int | None = None,
                        deal_extra: Callable[[int], dict[str, Any]] | None = None,
                        extra: dict[str, Any] | None = None) -> None:
    """Write `json.dumps(report_json31(r), ensure_ascii=...)` (deals filtered to `only`, each with the keys
    `deal_extra(number)` adds at its end; `extra` top-level keys at the end) and a newline, deal by deal: the
    same text, built without the whole object."""
    w = ReportWriter31(ensure_ascii)
    write(w.head(r, extra))
    first = True
    for d in r.deals:
        if only is None or d.number == only:
            text = w.deal(d, deal_extra(d.number) if deal_extra is not None else None)
            write(text if first else ", " + text)
            first = False
    write(w.tail(r))
