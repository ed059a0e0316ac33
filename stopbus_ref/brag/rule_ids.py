"""The Brag game's rule ids, typed: one `BragRule` member per rule of the rulebook (a `StrEnum`).

A member is its id string (`BragRule.FINAL_TURNS == "final-turns"`), so JSON, text and `format`
print the plain id; mypy rejects an id that is not a member. The rulebook (rulebook.py) has
exactly one entry per member, a test checks both ways. The 31-point game keeps its own enum.
"""

from __future__ import annotations

from enum import StrEnum


class BragRule(StrEnum):
    """Ids of the rules of Brag draw-and-discard Stop the Bus (seeds 000, 003, 004), grouped by topic."""

    # -- cards and ranking
    DECK = "deck"
    RANKING = "ranking"
    PRIAL_ORDER = "prial-order"
    RUN_ORDER = "run-order"
    FLUSH_ORDER = "flush-order"
    PAIR_ORDER = "pair-order"
    HIGH_CARD_ORDER = "high-card-order"
    SUIT_TIEBREAK = "suit-tiebreak"
    SUIT_TIEBREAK_DUPLICATE = "suit-tiebreak-duplicate"
    TIEBREAK_CARD = "tiebreak-card"

    # -- dealing
    PLAYERS = "players"
    DEAL = "deal"
    DEALER_ROTATION = "dealer-rotation"
    DEALER_SKIP = "dealer-skip"

    # -- turns
    FIRST_TURN = "first-turn"
    TURN_ORDER = "turn-order"
    DRAW_STOCK = "draw-stock"
    TAKE_DISCARD = "take-discard"

    # -- stopping
    STOP = "stop"
    SECOND_STOP = "second-stop"
    FINAL_TURNS = "final-turns"
    PASS_BEFORE_STOP = "pass-before-stop"

    # -- stock
    RECYCLE = "recycle"
    RECYCLE_WHEN = "recycle-when"
    STOCK_EXHAUSTED = "stock-exhausted"

    # -- showdown and tokens
    TOKENS = "tokens"
    WORST_LOSES = "worst-loses"
    STOPPER_NOT_SAFE = "stopper-not-safe"
    FLOATING = "floating"
    ELIMINATION = "elimination"
    LAST_SURVIVOR = "last-survivor"

    # -- other games
    OTHER_GAMES = "other-games"
