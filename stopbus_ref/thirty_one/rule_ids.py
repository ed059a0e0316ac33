"""Typed ids of every rule of the 31-point game (contract thirty-one.md, "Rule ids")."""

from __future__ import annotations

from enum import StrEnum


class RuleId(StrEnum):
    """One id per rule of the 31-point game; each is explained and cited in rulebook.py."""

    PLAYERS = "31-players"
    LIVES = "31-lives"
    DEAL = "31-deal"
    POOL = "31-pool"
    FIRST_TURN = "31-first-turn"
    TURN_ORDER = "31-turn-order"
    SWAP_ONE = "31-swap-one"
    SWAP_ALL = "31-swap-all"
    KNOCK = "31-knock"
    STOP = "31-stop"
    FINAL_CIRCUIT = "31-final-circuit"
    REFILL = "31-refill"
    RECYCLE = "31-recycle"
    STOCK_EXHAUSTED = "31-stock-exhausted"
    CARD_VALUES = "31-card-values"
    SCORE = "31-score"
    INSTANT_31 = "31-instant-31"
    LOWEST_LOSES = "31-lowest-loses"
    TIED_LOWEST = "31-tied-lowest"
    CALLER_NOT_SAFE = "31-caller-not-safe"
    ELIMINATION = "31-elimination"
    LAST_SURVIVOR = "31-last-survivor"
    DEALER_ROTATION = "31-dealer-rotation"
    BLITZ = "31-blitz"
    FOUR_CARD = "31-four-card"
    JOKERS = "31-jokers"
    POT = "31-pot"
    # beyond the contract's list
    GAME = "31-game"
    BEST_SUIT = "31-best-suit"
    THREE_SUITS = "31-three-suits"
    SHARED_WIN = "31-shared-win"
    NO_INSPECT = "31-no-inspect"
    CARD_CONSERVATION = "31-card-conservation"
    SECOND_STOP = "31-second-stop"
    # -- house rules (a table's own agreements; 002's reading is each one's default: shared/spec/house-rules.md)
    HOUSE_SCORE = "house:score"
    HOUSE_BLITZ_31 = "house:blitz-31"
    HOUSE_CALLER_SAFE = "house:caller-safe"


SPEC_IDS: tuple[RuleId, ...] = tuple(r for r in RuleId if r not in (RuleId.GAME, RuleId.BEST_SUIT, RuleId.THREE_SUITS,
                                                              RuleId.SHARED_WIN, RuleId.NO_INSPECT,
                                                              RuleId.CARD_CONSERVATION, RuleId.SECOND_STOP,
                                                              RuleId.HOUSE_SCORE, RuleId.HOUSE_BLITZ_31,
                                                              RuleId.HOUSE_CALLER_SAFE))
"""The 27 ids the contract names."""
