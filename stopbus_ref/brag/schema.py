"""The JSON Schema of a Brag record: its turn and deal shapes and the record (`Game.schema`)."""

from __future__ import annotations

from typing import Any

from ..records.schema import COUNT, META, NAME, NAME_OR_NULL
from ..records.schema import cards as _cards
from ..records.schema import extensions as _extensions
from ..records.schema import hands as _hands

BRAG_ACTION: dict[str, Any] = {
    "description": "One turn: 'draw [CARD], discard CARD', 'take [CARD], discard CARD', 'stop' or 'pass' "
                   "(commas optional), or the mapping form.",
    "anyOf": [
        {"type": "string", "description": "The turn as text. In a deck deal or a table-view deal a draw may leave "
                                          "out its card; a take may always leave it out (it is the pile's top).",
         "examples": ["draw Ah, discard Kh", "draw, discard 7s", "take, discard 9h", "stop", "pass"]},
        {"type": "object", "description": "A draw or take as a mapping.",
         "properties": {
             "draw": {"description": "The card drawn from the stock, or null when not known.",
                      "anyOf": [{"$ref": "#/$defs/card"}, {"type": "null"}]},
             "take": {"description": "The discard pile's top card, taken (null: implied).",
                      "anyOf": [{"$ref": "#/$defs/card"}, {"type": "null"}]},
             "discard": {"description": "The card thrown onto the discard pile.", "$ref": "#/$defs/card"}},
         "required": ["discard"], "additionalProperties": False,
         "oneOf": [{"required": ["draw"]}, {"required": ["take"]}]},
        {"type": "object", "description": "{stop: } or {pass: }.", "additionalProperties": False,
         "minProperties": 1, "maxProperties": 1,
         "properties": {"stop": {"description": "Stop the bus.", "type": "null"},
                        "pass": {"description": "Pass a final turn.", "type": "null"}}},
    ],
}

DEAL_EXPECT: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "description": "What the record's author believes the deal's outcome is; checked after the deal (exit 3 when "
                   "it differs).",
    "properties": {
        "loser": NAME_OR_NULL | {"description": "The showdown's loser (the worst hand)."},
        "tokens": {"type": "object", "description": "Tokens after the deal, by player.",
                   "additionalProperties": {"type": "integer"}},
        "eliminated": NAME_OR_NULL | {"description": "The player knocked out by this deal, or null."},
        "floating": {"type": "array", "items": NAME, "description": "Players at 0 tokens after the deal."},
        "next_dealer": NAME_OR_NULL | {"description": "Who deals next."},
        "ended_by": {"enum": ["stop", "stock-exhausted", None],
                     "description": "How the deal ended (null while in progress)."},
        "order": {"type": "array", "items": NAME, "description": "The showdown order, best first."},
    },
}

BRAG_DEAL: dict[str, Any] = {
    "type": "object", "additionalProperties": False, "patternProperties": _extensions(),
    "description": "One deal: `hands` + `upcard`, or `deck`, or (seen from the table) `upcard` with any known "
                   "`hands` and the `shown` hands; then the turns.",
    "properties": {
        "dealer": NAME | {"description": "Optional: who deals; checked against the rotation and dealer-skip rules."},
        "hands": _hands("The three cards each player was dealt (all players; a table-view deal may give some "
                        "players only)."),
        "upcard": {"$ref": "#/$defs/card", "description": "The card turned up to start the discard pile."},
        "deck": _cards("Instead of hands and upcard: the whole shuffled 52-card deck, top card first."),
        "turns": {"type": ["array", "null"], "description": "The turns in order, one `- Player: action` each.",
                  "items": {"type": "object", "minProperties": 1, "maxProperties": 1,
                            "description": "One turn: the player's name, then the action.",
                            "additionalProperties": {"$ref": "#/$defs/brag-action"}}},
        "reshuffles": {"type": ["array", "null"], "description": "The new stock order, top first, for each recycle "
                       "of the stock in this deal (needs the cards: hands for everyone, or deck).",
                       "items": _cards("One recycled stock, top first.")},
        "shown": _hands("Table view: each player's three cards as revealed at the showdown (null or missing "
                        "players: the deal awaits its showdown)."),
        "expect": DEAL_EXPECT,
        "notes": {"description": "Free text about the deal: kept and shown."},
    },
}


def _house() -> dict[str, Any]:
    """The `house:` mapping of a Brag record: the Brag catalogue's keys and values."""
    from ..core.house import schema
    from .rulebook import HOUSE

    return schema(HOUSE, "the Brag game")


def brag_schema() -> dict[str, Any]:
    """The record of a Brag draw-and-discard game (the default game)."""
    return {
        "type": "object", "additionalProperties": False, "patternProperties": _extensions(),
        "required": ["players", "dealer", "deals"],
        "description": "A record of Stop the Bus, Brag draw-and-discard form.",
        "properties": {
            "game": {"enum": ["brag"], "description": "The game: brag (the default when absent)."},
            "players": {"type": "array", "items": NAME, "minItems": 2, "maxItems": 17, "uniqueItems": True,
                        "description": "The players in clockwise seating order (2 to 9; 10 to 17 with a warning)."},
            "tokens": {"description": "Starting tokens: one number for everyone (default 3), or a mapping of "
                                      "player to tokens (3 for the rest); 0 means floating.",
                       "anyOf": [COUNT, {"type": "object", "additionalProperties": COUNT}]},
            "dealer": NAME | {"description": "Who deals the first deal of the record."},
            "deals": {"type": "array", "items": {"$ref": "#/$defs/brag-deal"}, "description": "The deals, in order."},
            "house": _house(),
            "expect": {"type": "object", "additionalProperties": False,
                       "description": "What the author believes the game's outcome is (exit 3 when it differs).",
                       "properties": {"winner": NAME_OR_NULL | {"description": "The last survivor, or null."}}},
            **META,
        },
    }
