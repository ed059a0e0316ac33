"""The JSON Schema (draft 2020-12) of the record format, for editors and scripts (`stopbus schema`).

One schema per game, chosen by the top-level `game:` key: the Brag game when `game` is absent or
`brag`. A second game adds its record schema to `GAME_SCHEMAS` (the 31-point game as
`thirty-one`), and `record_schema` makes the dispatch. The schema describes what a record may
hold; the rules of the game (whose turn, which card can be where) are the adjudicator's, so a
record can match the schema and still break a rule (exit 1). `docs/record.schema.json` is this
schema as `stopbus schema` prints it; a test fails when it is stale.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

SCHEMA_ID = "https://stopbus.invalid/record.schema.json"
RANKS = "10|[2-9TJQKAtjqka]"
SUITS = "[SHDCshdc♠♥♦♣♤♡♢♧]"

CARD: dict[str, Any] = {
    "type": "string",
    "pattern": f"^({RANKS}){SUITS}[\ufe0e\ufe0f]?$",
    "description": "A card: rank (A K Q J 10 9 8 7 6 5 4 3 2, T for 10) then suit (s h d c or ♠ ♥ ♦ ♣), "
                   "any case: 10c, Ah, q♥.",
    "examples": ["10c", "Ah", "q♥"],
}
NAME: dict[str, Any] = {
    "type": "string", "minLength": 1,
    "description": "A player's name, as listed in `players` (quote names YAML would read otherwise: \"No\", \"1\").",
}
NAME_OR_NULL: dict[str, Any] = {"anyOf": [NAME, {"type": "null"}]}
COUNT: dict[str, Any] = {"type": "integer", "minimum": 0, "description": "A whole number of tokens."}


def _cards(what: str, n: int | None = None) -> dict[str, Any]:
    """A list of cards (exactly `n` when given), or the cards typed in one string."""
    arr: dict[str, Any] = {"type": "array", "items": {"$ref": "#/$defs/card"}}
    if n is not None:
        arr |= {"minItems": n, "maxItems": n}
    return {"description": what, "anyOf": [arr, {"type": "string", "description": "The cards in one string, "
                                                 "separated by spaces, commas or dashes: '8c 9c 10c'."}]}


def _hands(what: str) -> dict[str, Any]:
    return {"type": ["object", "null"] if what.startswith("Table view") else "object", "description": what,
            "additionalProperties": {"$ref": "#/$defs/hand"}, "propertyNames": {"minLength": 1}}


def _extensions() -> dict[str, Any]:
    return {"^x-": {"description": "The record author's own data: kept, shown, never an error."}}


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

META: dict[str, Any] = {
    "title": {"type": "string", "description": "Metadata: a title for the record; kept and shown."},
    "date": {"type": "string", "description": "Metadata: when the game was played (a YAML date such as "
                                              "2026-11-30 is fine); kept and shown."},
    "place": {"type": "string", "description": "Metadata: where the game was played; kept and shown."},
    "notes": {"description": "Metadata: free text; kept and shown."},
}


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
            "expect": {"type": "object", "additionalProperties": False,
                       "description": "What the author believes the game's outcome is (exit 3 when it differs).",
                       "properties": {"winner": NAME_OR_NULL | {"description": "The last survivor, or null."}}},
            **META,
        },
    }


GAME_SCHEMAS: dict[str, Callable[[], dict[str, Any]]] = {"brag": brag_schema}
"""Each game's record schema; the default game (brag) applies when `game:` is absent. The 31-point
game registers `thirty-one` here with its own deal shape (a branch chosen by `game: thirty-one`)."""

DEFS: dict[str, Any] = {"card": CARD, "hand": _cards("Three cards.", 3), "brag-action": BRAG_ACTION,
                        "brag-deal": BRAG_DEAL}


def record_schema() -> dict[str, Any]:
    """The whole schema: the game chosen by `game:`, Brag when it is absent."""
    defs = dict(DEFS)
    branches = []
    for game, make in GAME_SCHEMAS.items():
        defs[f"{game}-record"] = make()
        if game != "brag":
            branches.append((game, f"#/$defs/{game}-record"))
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Stop the Bus game record (stopbus)",
        "description": "A record of a game of Stop the Bus for `stopbus replay`; the top-level `game` key chooses "
                       "the game (Brag draw-and-discard when absent). Documented in docs/scenario-format.md.",
        "$defs": defs,
    }
    tail: dict[str, Any] = {"$ref": "#/$defs/brag-record"}
    for game, ref in reversed(branches):
        tail = {"if": {"required": ["game"], "properties": {"game": {"const": game}}}, "then": {"$ref": ref},
                "else": tail}
    return schema | tail


def schema_text() -> str:
    """The schema as `stopbus schema` prints it and docs/record.schema.json holds it."""
    return json.dumps(record_schema(), indent=2, ensure_ascii=False) + "\n"
