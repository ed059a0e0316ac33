"""The Brag game's rule ids, typed: one `RuleId` member per rule of the rulebook (a `StrEnum`).

A member is its id string (`RuleId.FINAL_TURNS == "final-turns"`), so JSON, text and `format`
print the plain id; mypy rejects an id that is not a member. The rulebook (rulebook.py) has
exactly one entry per member, a test checks both ways. The 31-point game keeps its own enum.
The words of rule other-games (`OTHER_GAME_ACTIONS`, `OTHER_GAME_KEYS`) are here too, for the reader and the engine.
"""

from __future__ import annotations

from enum import StrEnum

from ..core.i18n import N_


class RuleId(StrEnum):
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
    CARD_CONSERVATION = "card-conservation"

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

    # -- house rules (a table's own agreements; the seeds' reading is each one's default)
    HOUSE_RUN_VS_FLUSH = "house:run-vs-flush"
    HOUSE_TOP_PRIAL = "house:top-prial"
    HOUSE_TOP_RUN = "house:top-run"
    HOUSE_FLOATING = "house:floating"
    HOUSE_STOCK_EMPTY = "house:stock-empty"
    HOUSE_DEALER_SKIP = "house:dealer-skip"
    HOUSE_STOPPER_SAFE = "house:stopper-safe"


# The words of rule other-games: here, not in rulebook.py, so that reading and replaying a record (record.py,
# engine.py) does not import the rulebook and its citations.

OTHER_GAME_ACTIONS = {
    "knock": N_("knocking belongs to the 31-point Stop the Bus (seed 002), not to this Brag game; a record with "
                "`game: thirty-one` is adjudicated by that game's rules"),
    "swap": N_("swapping with face-up table cards belongs to Bastard Brag or the 31-point game, not to this game; a "
               "record with `game: thirty-one` is adjudicated by the 31-point game's rules"),
    "exchange": N_("exchanging with face-up table cards belongs to Bastard Brag, not to this game"),
    "pool": N_("the face-up pool of three belongs to the 31-point Stop the Bus (seed 002) and Bastard Brag"),
    "31": N_("31 in one suit is the 31-point Stop the Bus (seed 002); here hands rank as Brag hands; a record with "
             "`game: thirty-one` is adjudicated by the 31-point game's rules"),
    "blitz": N_("Blitz is the 31-point game's variant (seed 002), not this Brag game; a record with "
                "`game: thirty-one` (and `variant: [blitz]`) is adjudicated by that game's rules"),
}
"""Turn words of the other bus games (rule other-games), with what to say when one turns up."""
OTHER_GAME_KEYS = frozenset({"pool", "bus", "knock", "knocks", "lives", "score", "scores", "points", "bets", "pot"})
"""Record keys that only the other bus games use."""
