"""The JSON Schema (draft 2020-12) of the record format, for editors and scripts (`stopbus schema`).

One schema per game, chosen by the top-level `game:` key: the default game (Brag) when `game` is
absent, else the game it names. Each game gives its record schema (`Game.schema`, with the
definitions it shares, `Game.schema_defs`); `record_schema` makes the dispatch (an if/then/else on
`game`) over the registry's games; the pieces every game uses (card, name, metadata) are here. The schema
describes what a record may hold; the rules of the game (whose turn, which card can be where)
are the adjudicator's, so a record can match the schema and still break a rule (exit 1).
`docs/record.schema.json` is this schema as `stopbus schema` prints it; a test fails when stale.
"""

from __future__ import annotations

import json
from typing import Any

from ..core import registry as games

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


def cards(what: str, n: int | None = None) -> dict[str, Any]:
    """A list of cards (exactly `n` when given), or the cards typed in one string."""
    arr: dict[str, Any] = {"type": "array", "items": {"$ref": "#/$defs/card"}}
    if n is not None:
        arr |= {"minItems": n, "maxItems": n}
    return {"description": what, "anyOf": [arr, {"type": "string", "description": "The cards in one string, "
                                                 "separated by spaces, commas or dashes: '8c 9c 10c'."}]}


def hands(what: str) -> dict[str, Any]:
    return {"type": ["object", "null"] if what.startswith("Table view") else "object", "description": what,
            "additionalProperties": {"$ref": "#/$defs/hand"}, "propertyNames": {"minLength": 1}}


def extensions() -> dict[str, Any]:
    return {"^x-": {"description": "The record author's own data: kept, shown, never an error."}}


META: dict[str, Any] = {
    "title": {"type": "string", "description": "Metadata: a title for the record; kept and shown."},
    "date": {"type": "string", "description": "Metadata: when the game was played (a YAML date such as "
                                              "2026-11-30 is fine); kept and shown."},
    "place": {"type": "string", "description": "Metadata: where the game was played; kept and shown."},
    "notes": {"description": "Metadata: free text; kept and shown."},
}


DEFS: dict[str, Any] = {"card": CARD, "hand": cards("Three cards.", 3)}
"""The definitions every game's schema may use."""


def record_schema() -> dict[str, Any]:
    """The whole schema: the game chosen by `game:`, Brag when it is absent."""
    defs = dict(DEFS)
    every = games.all_games()
    for g in every:
        defs |= g.schema_defs()
    branches = []
    for g in every:
        record = g.schema()
        defs |= record.pop("$defs", {})
        defs[f"{g.name}-record"] = record
        if g.name != games.DEFAULT:
            branches.append((g.name, f"#/$defs/{g.name}-record"))
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Stop the Bus game record (stopbus)",
        "description": "A record of a game of Stop the Bus for `stopbus replay`; the top-level `game` key chooses "
                       "the game (Brag draw-and-discard when absent). Documented in docs/scenario-format.md.",
        "$defs": defs,
    }
    tail: dict[str, Any] = {"$ref": f"#/$defs/{games.DEFAULT}-record"}
    spellings = games.names()
    for game, ref in reversed(branches):
        names = [k for k, v in spellings.items() if v == game]
        spelled = [*names, *(int(n) for n in names if n.isdigit())]
        tail = {"if": {"required": ["game"], "properties": {"game": {
                    "enum": spelled, "description": f"A record whose `game` names {game} follows its schema."}}},
                "then": {"$ref": ref},
                "else": tail}
    return schema | tail


def schema_text() -> str:
    """The schema as `stopbus schema` prints it and docs/record.schema.json holds it."""
    return json.dumps(record_schema(), indent=2, ensure_ascii=False) + "\n"
