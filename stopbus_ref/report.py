"""The replay report as the spec's JSON object (no rich import: the JSON path stays light)."""

from __future__ import annotations

from typing import Any

from .brag.engine import DealResult, TurnRecord
from .brag.replay import ReplayReport
from .brag.rule_ids import BragRule
from .brag.rulebook import BY_ID
from .cards import canonical
from .errors import StopbusError


def turn_json(t: TurnRecord) -> dict[str, Any]:
    return {"number": t.number, "player": t.player, "action": t.action_text(), "rules": list(t.rules),
            "drawn": str(t.drawn) if t.drawn is not None else None,
            "discarded": str(t.discarded) if t.discarded is not None else None,
            "hand": canonical(t.hand_after), "discard_top": str(t.discard_top), "stock": t.stock_left,
            "final": t.final, "recycled": t.recycled}


def deal_json(d: DealResult) -> dict[str, Any]:
    """One deal as the spec's JSON shape (plus the in-progress details)."""
    sd = None
    if d.showdown is not None:
        s = d.showdown
        sd = {"order": [{"player": e.player, "hand": canonical(e.hand), "category": e.rank.category.json_name,
                         "class": e.rank.number, "description": e.rank.describe(), "position": e.position}
                        for e in s.order],
              "loser": s.loser, "reason": s.reason.text if s.reason else None, "rules": list(s.rules)}
    return {
        "number": d.number, "dealer": d.dealer, "first_player": d.first_player, "ended_by": d.ended_by,
        "stopper": d.stopper, "recycles": d.recycles, "turns": [turn_json(t) for t in d.turns], "showdown": sd,
        "tokens_before": d.tokens_before, "tokens_after": d.tokens_after, "floating": list(d.floating),
        "eliminated": d.eliminated, "next_dealer": d.next_dealer, "next_dealer_rule": d.next_dealer_rule,
        "token_rules": list(d.token_rules),
        "in_progress": None if d.ended_by is not None else {
            "whose_turn": d.whose_turn, "may": list(d.may), "discard_top": str(d.discard_top),
            "stock": d.stock_left, "rules": [BragRule.FINAL_TURNS if d.stopper else BragRule.TURN_ORDER]},
    }


def error_json(problem: StopbusError) -> dict[str, Any]:
    """The spec's error object, plus the broken rule's title and its primary citation."""
    out = problem.to_json()
    rule = BY_ID.get(problem.rule or "")
    if rule is not None:
        c = rule.citations[0]
        out["title"] = rule.title
        out["citation"] = {"source": c.source, "section": c.section, "quote": c.quote}
    return out


def report_json(r: ReplayReport) -> dict[str, Any]:
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
    }
