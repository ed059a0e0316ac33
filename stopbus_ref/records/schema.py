"""The JSON Schema (draft 2020-12) of the record format, for editors and scripts (`stopbus schema`).

One schema per game, chosen by the top-level `game:` key: the Brag game when `game` is absent or
`brag`, the 31-point game for `thirty-one` (or `31`). Each game's record schema is in
`GAME_SCHEMAS`, and `record_schema` makes the dispatch (an if/then/else on `game`). The schema
describes what a record may hold; the rules of the game (whose turn, which card can be where)
are the adjudicator's, so a record can match the schema and still break a rule (exit 1).
`docs/record.schema.json` is this schema as `stopbus schema` prints it; a test fails when stale.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..games import GAME_NAMES

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
    }


GAME_SCHEMAS: dict[str, Callable[[], dict[str, Any]]] = {"brag": brag_schema, "thirty-one": thirty_one_schema}
"""Each game's record schema; the default game (brag) applies when `game:` is absent. The 31-point
game registers `thirty-one` here with its own deal shape (a branch chosen by `game: thirty-one`)."""

DEFS: dict[str, Any] = {"card": CARD, "hand": _cards("Three cards.", 3), "brag-action": BRAG_ACTION,
                        "brag-deal": BRAG_DEAL, "card31": CARD31, "action31": ACTION31}


def record_schema() -> dict[str, Any]:
    """The whole schema: the game chosen by `game:`, Brag when it is absent."""
    defs = dict(DEFS)
    branches = []
    for game, make in GAME_SCHEMAS.items():
        record = make()
        defs |= record.pop("$defs", {})
        defs[f"{game}-record"] = record
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
        names = [k for k, v in GAME_NAMES.items() if v == game]
        spelled = [*names, *(int(n) for n in names if n.isdigit())]
        tail = {"if": {"required": ["game"], "properties": {"game": {
                    "enum": spelled, "description": f"A record whose `game` names {game} follows its schema."}}},
                "then": {"$ref": ref},
                "else": tail}
    return schema | tail


def schema_text() -> str:
    """The schema as `stopbus schema` prints it and docs/record.schema.json holds it."""
    return json.dumps(record_schema(), indent=2, ensure_ascii=False) + "\n"
