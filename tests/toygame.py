"""A toy third game, registered from the test suite only (STOPBUS_GAMES=tests.toygame), built on the kit as
docs/architecture.md ("adding a game") says: cards exchanged with a face-up pool of three, as in the face-up
exchange game seed 000 §06 names, hands ranked by Brag's order. It declares its rules and configures the
pool kit (`kit.pool.PoolRules`); `rules`, `replay`, `table`, `odds` and `simulate` come from the kit and its
front (`ui.kit`), without a line of the Brag or the 31-point game changed for it."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, ClassVar

from stopbus_ref.brag.strength import hand_strength
from stopbus_ref.core.rules import Citation, Rule
from stopbus_ref.kit.pool import Hand, PoolGameBase, PoolRules


class ToyRule(StrEnum):
    """The toy game's rule ids."""

    DEAL = "toy-deal"
    TURN = "toy-turn"
    STOP = "toy-stop"
    FINAL = "toy-final-turn"
    SHOWDOWN = "toy-showdown"
    LIVES = "toy-lives"
    DEALER = "toy-dealer"


_SEED = "000_296c96df14c95333.txt"
_POOL = Citation(_SEED, "06 Do not substitute a different bus game",
                 "Exchanging one or all three cards against three face-up centre cards belongs to Bastard Brag")
_RANK = Citation(_SEED, "02 Full Brag ranking",
                 "High to low: three of a kind(prial), suited run, mixed run, flush, pair, high card.")


def _rule(rule: ToyRule, topic: str, title: str, statement: str, cite: Citation = _POOL) -> Rule[ToyRule]:
    return Rule(rule, topic, title, statement, "house", (cite,))


RULES: tuple[Rule[ToyRule], ...] = (
    _rule(ToyRule.DEAL, "dealing", "Three cards each and a pool of three",
          "One deck; the dealer turns three cards face up as the pool and deals three to each player still in."),
    _rule(ToyRule.TURN, "turns", "Swap one card or all three",
          "From the dealer's left, a player swaps one card of the hand for one of the pool, or all three."),
    _rule(ToyRule.STOP, "turns", "Stop instead of swapping",
          "A player may stop instead of swapping; the stopper does not play again in the deal."),
    _rule(ToyRule.FINAL, "turns", "One final turn after a stop",
          "After a stop every other player takes one final turn, in which they may also pass."),
    _rule(ToyRule.SHOWDOWN, "showdown", "The worst hand loses",
          "Hands rank in Brag's order, suits breaking ties; the worst loses a life.", _RANK),
    _rule(ToyRule.LIVES, "showdown", "Out without lives",
          "Each player starts with two lives; a player who loses the last is out; the last one in wins."),
    _rule(ToyRule.DEALER, "dealing", "The deal moves left",
          "The deal passes to the next player still in, clockwise."),
)


def strength(hand: Hand) -> int:
    """Brag's order of a hand of three distinct cards (suits included: equal strengths are exact ties)."""
    return hand_strength(*hand)


POOL = PoolRules("toy", strength, ToyRule.DEAL, ToyRule.TURN, ToyRule.STOP, ToyRule.FINAL, ToyRule.SHOWDOWN,
                 ToyRule.LIVES, ToyRule.DEALER, lives=2)


class Toy(PoolGameBase):
    """The toy game's `Game` object: its rules and its configuration of the pool kit (which reads its records,
    adjudicates and simulates them)."""

    name = "toy"
    aliases = ("pool-brag",)
    title = "the toy pool game"
    error_extra: ClassVar[dict[str, Any]] = {"game": "toy", "winner": None, "deals": []}

    def rule_ids(self) -> type[StrEnum]:
        return ToyRule

    def rulebook(self) -> tuple[Rule[ToyRule], ...]:
        return RULES

    def pool_rules(self) -> PoolRules:
        return POOL

    def schema(self) -> dict[str, Any]:
        cards = {"type": "string", "description": "three cards, e.g. '7h kd 2c'"}
        return {"type": "object", "required": ["game", "players", "deals"],
                "description": "A record of the toy pool game (tests only).",
                "properties": {"game": {"enum": ["toy", "pool-brag"]},
                               "players": {"type": "array", "items": {"type": "string"}, "minItems": 2},
                               "dealer": {"type": "string"}, "lives": {"type": "integer", "minimum": 1},
                               "deals": {"type": "array", "items": {"type": "object", "properties": {
                                   "pool": cards, "hands": {"type": "object", "additionalProperties": cards},
                                   "turns": {"type": "array"}}}}}}


GAME = Toy()
