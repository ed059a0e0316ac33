"""The JSON Schema of a 31-point record (seed 002): its cards, turns, deals and the record (`Game.schema`)."""

from __future__ import annotations

from typing import Any

from ..records.schema import COUNT, META, NAME, NAME_OR_NULL
from ..records.schema import extensions as _extensions

CARD31: dict[str, Any] = {
    "description": "A card of the 31-point game: a card as in Brag, or a joker RJ / BJ (jokers variant only).",
    "anyOf": [{"$ref": "#/$defs/card"}, {"type": "string", "pattern": "^[RrBb][Jj]$"}],
}
ACTION31: dict[str, Any] = {
    "description": "One turn of the 31-point game: 'swap CARD for CARD[, turn CARD]', 'swap all[, turn C C C]', "
                   "'knock', 'stop', 'blitz' or 31, or the mapping form {give, take, turn}. Seen from the table "
                   "the card given goes face down unseen: 'swap for CARD, turn CARD' ({take, turn}).",
    "anyOf": [
        {"type": "string", "description": "The turn as text.",
         "examples": ["swap 7h for Kd", "swap 2d for 8s, turn 4c", "swap for Kd, turn 4c", "swap all", "knock",
                      "stop", "blitz"]},
        {"type": "integer", "const": 31, "description": "31: the blitz call, written as a number."},
        {"type": "object", "additionalProperties": False, "required": ["take"],
         "description": "A one-card swap as a mapping (without `give` in a round seen from the table).",
         "properties": {
             "give": {"$ref": "#/$defs/card31", "description": "The hand card given (face down to the discards)."},
             "take": {"$ref": "#/$defs/card31", "description": "The pool card taken into the hand."},
             "turn": {"description": "The card(s) turned up from the stock to refill the pool.",
                      "anyOf": [{"$ref": "#/$defs/card31"}, {"type": "array", "items": {"$ref": "#/$defs/card31"}}]}}},
    ],
}
CARDS31: dict[str, Any] = {"description": "Cards of the 31-point game: a list, or typed in one string.",
                           "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/card31"}}, {"type": "string"}]}
LIVES: dict[str, Any] = {"description": "Lives: one number for everyone (default 3), or a mapping of player to lives.",
                         "anyOf": [COUNT, {"type": "object", "additionalProperties": COUNT}]}


def house_schema() -> dict[str, Any]:
    """The `house:` block: the 31-point catalogue's keys, each with its values (YAML booleans for the yes/no
    rules); a key also in `options:` is refused by the reader (shared/spec/house-rules.md)."""
    from ..core.house import NO, YES
    from .rulebook import HOUSE

    props: dict[str, Any] = {}
    for h in HOUSE:
        values: dict[str, Any] = ({"anyOf": [{"type": "boolean"}, {"enum": [*YES, *NO]}]} if h.yes_no
                                  else {"enum": list(h.values)})
        props[h.key] = values | {"description": f"{h.title} (house:{h.key}; default {h.default})."}
    return {"type": ["object", "null"], "additionalProperties": False, "properties": props,
            "description": "House rules of the 31-point game: a table's agreements (the same key not in options)."}


def thirty_one_schema() -> dict[str, Any]:
    """The record of a 31-point game (seed 002), chosen by `game: thirty-one` (docs/thirty-one.md)."""
    deal_expect = {
        "type": "object", "additionalProperties": False,
        "description": "What the author believes the round's outcome is (exit 3 when it differs).",
        "properties": {
            "losers": {"type": "array", "items": NAME, "description": "Every player who loses a life."},
            "lives": {"type": "object", "additionalProperties": {"type": "integer"},
                      "description": "Lives after the round, by player."},
            "eliminated": {"description": "Players knocked out by the round (a list, or one name, or null).",
                           "anyOf": [{"type": "array", "items": NAME}, NAME, {"type": "null"}]},
            "next_dealer": NAME_OR_NULL | {"description": "Who deals next."},
            "ended_by": {"enum": ["stop", "knock", "instant-31", "blitz", "stock-exhausted", None],
                         "description": "How the round ended (null while in progress)."},
            "scores": {"type": "object", "additionalProperties": {"type": "integer"},
                       "description": "Each player's score at the showdown."},
            "pot": {"type": "integer", "description": "The pot after the round (pot variant)."},
        },
    }
    deal = {
        "type": "object", "additionalProperties": False, "patternProperties": _extensions(),
        "description": "One round: `hands` + `pool`, or `deck`, or (seen from the table) `pool` with any known "
                       "`hands` and the `shown` hands; then the turns.",
        "properties": {
            "dealer": NAME | {"description": "Optional: who deals; checked against the rotation."},
            "hands": {"type": "object", "description": "The cards each player was dealt (three, or four in four-card); "
                                                      "seen from the table, some players only, with `shown:`.",
                      "additionalProperties": {
                          "description": "One player's dealt cards.",
                          "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/card31"}, "minItems": 3,
                                     "maxItems": 4}, {"type": "string"}]}},
            "pool": CARDS31 | {"description": "The face-up pool of three (four in four-card) turned up after the "
                                              "deal."},
            "deck": CARDS31 | {"description": "Instead of hands and pool: the whole shuffled deck, top card first."},
            "turns": {"type": ["array", "null"], "description": "The turns in order, one `- Player: action` each.",
                      "items": {"type": "object", "minProperties": 1, "maxProperties": 1,
                                "description": "One turn: the player's name, then the action.",
                                "additionalProperties": {"$ref": "#/$defs/action31"}}},
            "reshuffles": {"type": ["array", "null"], "items": CARDS31,
                           "description": "The new stock order, top first, for each recycle in this round."},
            "shown": {"type": ["object", "null"],
                      "description": "Seen from the table: each player's hand as shown at the showdown; a 31 "
                                     "shown declares the instant 31 (held since that player's last swap).",
                      "additionalProperties": {
                          "description": "One player's shown cards.",
                          "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/card31"}, "minItems": 3,
                                     "maxItems": 4}, {"type": "string"}]}},
            "expect": deal_expect,
            "notes": {"description": "Free text about the round: kept."},
        },
    }
    return {
        "type": "object", "additionalProperties": False, "patternProperties": _extensions(),
        "required": ["game", "players", "dealer", "deals"],
        "description": "A record of the 31-point Stop the Bus (seed 002).",
        "properties": {
            "game": {"description": "The game: thirty-one (also 31).", "anyOf": [
                {"enum": ["thirty-one", "31"]}, {"const": 31}]},
            "players": {"type": "array", "items": NAME, "minItems": 2, "uniqueItems": True,
                        "description": "The players in clockwise seating order (three to eight in 002)."},
            "lives": LIVES,
            "dealer": NAME | {"description": "Who deals the first round of the record."},
            "variant": {"description": "Variants: blitz, four-card, jokers, pot (a list, or one name).",
                        "anyOf": [{"type": "array", "items": {"enum": ["blitz", "four-card", "jokers", "pot"]}},
                                  {"enum": ["blitz", "four-card", "jokers", "pot"]}, {"type": "null"}]},
            "options": {"type": ["object", "null"], "additionalProperties": False,
                        "description": "House options of the 31-point game.",
                        "properties": {
                            "score": {"enum": ["represented", "best-suit"],
                                      "description": "How a hand scores: 002 step 7 (represented) or best suit."},
                            "blitz-31": {"enum": ["lives-back", "knockout"],
                                         "description": "What a genuine 31 does in the blitz variant."}}},
            "house": house_schema(),
            "deals": {"type": "array", "items": {"$ref": "#/$defs/thirty-one-deal"},
                      "description": "The rounds, in order."},
            "expect": {"type": "object", "additionalProperties": False,
                       "description": "What the author believes the game's outcome is (exit 3 when it differs).",
                       "properties": {
                           "winner": NAME_OR_NULL | {"description": "The last player with lives, or null."},
                           "shared_win": {"description": "Players sharing the win, or null.",
                                          "anyOf": [{"type": "array", "items": NAME}, {"type": "null"}]}}},
            **META,
        },
        "$defs": {"thirty-one-deal": deal},
        "allOf": [{"not": {"required": ["house", "options"],  # one house rule, one home: not in both blocks
                           "properties": {"house": {"type": "object", "required": [key],
                                                    "description": f"`{key}` set in house:"},
                                          "options": {"type": "object", "required": [key],
                                                      "description": f"`{key}` set in options: too"}}}}
                  for key in ("score", "blitz-31")],
    }
