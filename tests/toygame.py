"""A one-rule toy game, registered from the test suite only (STOPBUS_GAMES=tests.toygame): the guide of
docs/architecture.md ("adding a game") followed to the letter, to show that a game needs no file outside
its own module. Each deal, every player shows one card; the highest rank wins the deal (rule toy-high-card)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, ClassVar

from stopbus_ref.core.cards import Card, parse_card
from stopbus_ref.core.errors import InputError, RuleViolation
from stopbus_ref.core.protocol import GameBase
from stopbus_ref.core.rules import Rule
from stopbus_ref.records.fields import line_of, name, type_name
from stopbus_ref.records.loader import Map
from stopbus_ref.ui.output import print_json, write_out


class ToyRule(StrEnum):
    """The toy game's rule ids."""

    HIGH_CARD = "toy-high-card"


RULES: tuple[Rule[ToyRule], ...] = (
    Rule(ToyRule.HIGH_CARD, "showdown", "The highest card wins the deal",
         "Every player shows one card; the highest rank wins the deal (a tie for the highest breaks the rule).",
         "house", ()),
)


class Toy(GameBase):
    """The toy game's `Game` object."""

    name = "toy"
    aliases = ("high-card",)
    title = "the toy game"
    error_extra: ClassVar[dict[str, Any]] = {"game": "toy", "deals": []}

    def rule_ids(self) -> type[StrEnum]:
        return ToyRule

    def rulebook(self) -> Sequence[Any]:
        return RULES

    def rule(self, rule_id: str) -> Any | None:
        return next((r for r in RULES if r.id == rule_id), None)

    def read_record(self, doc: Map) -> dict[str, Any]:
        players = doc.get("players")
        if not isinstance(players, list) or len(players) < 2:
            raise InputError(f"`players` must be a list of two or more names, got {type_name(players)}",
                             line=line_of(doc, "players"), rule=ToyRule.HIGH_CARD)
        seats = [name(p, line_of(doc, "players"), "players", ToyRule.HIGH_CARD) for p in players]
        deals = []
        for i, d in enumerate(doc.get("deals") or []):
            if not isinstance(d, Map) or sorted(map(str, d)) != sorted(seats):
                raise InputError(f"deal {i + 1}: give one card for each player", line=line_of(d, default=doc.line))
            deals.append({p: parse_card(d[p], ToyRule.HIGH_CARD) for p in seats})
        return {"players": seats, "deals": deals}

    def schema(self) -> dict[str, Any]:
        return {"type": "object", "required": ["game", "players", "deals"],
                "description": "A record of the toy game (tests only).",
                "properties": {"game": {"enum": ["toy", "high-card"]},
                               "players": {"type": "array", "items": {"type": "string"}, "minItems": 2},
                               "deals": {"type": "array", "items": {"type": "object",
                                                                    "additionalProperties": {"$ref": "#/$defs/card"}}}}}

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool) -> int:
        results = []
        for number, deal in enumerate(record["deals"], 1):
            cards: dict[str, Card] = deal
            best = max(c.rank for c in cards.values())
            top = [p for p, c in cards.items() if c.rank == best]
            if len(top) > 1:
                err = RuleViolation(f"{' and '.join(top)} tie for the highest card", rule=ToyRule.HIGH_CARD,
                                    deal=number)
                err.source = source
                raise err
            results.append({"number": number, "winner": top[0], "rules": [ToyRule.HIGH_CARD]})
        if json_out:
            print_json({"exit_code": 0, "error": None, "game": "toy", "deals": results})
        else:
            for r in results:
                write_out(f"Deal {r['number']}: {r['winner']} wins [{ToyRule.HIGH_CARD}]\n")
        return 0

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        chosen = [r for r in RULES if rule_id in (None, r.id)]
        if not chosen:
            raise InputError(f"unknown rule {rule_id!r} in the toy game", token=str(rule_id))
        if json_out:
            write_out(json.dumps([r.to_json() for r in chosen]) + "\n")
        else:
            for r in chosen:
                write_out(f"{r.id}: {r.title}. {r.statement}\n")
        return 0


GAME = Toy()
