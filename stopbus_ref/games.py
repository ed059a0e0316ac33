"""The games the tool adjudicates and the spellings that name them (record key `game:`, option `--game`).

Kept apart and import-free so that every command can tell the games apart without loading either.
"""

from __future__ import annotations

GAME_NAMES = {"brag": "brag", "thirty-one": "thirty-one", "31": "thirty-one"}
"""Spellings of a game (lower case) and the game each names; `brag` is the default."""
