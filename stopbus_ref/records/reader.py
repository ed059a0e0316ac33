"""A record of any game: its `game:` key chooses the game (the registry, `games.py`), whose reader
turns the loaded node tree into that game's record model."""

from __future__ import annotations

from typing import Any

from ..core import registry as games
from ..core.errors import InputError
from ..core.i18n import lazy
from ..core.nodes import Map
from .fields import line_of, shown, type_word
from .loader import cut, load_yaml


def game_of(doc: Map) -> str:
    """The game a record names with `game:` (brag when absent); an unknown game is an input error."""
    if "game" not in doc:
        return games.DEFAULT
    v = doc["game"]
    key = str(v).strip().lower() if isinstance(v, (str, int)) and not isinstance(v, bool) else None
    known = games.names()
    game = known.get(key) if key is not None else None
    line = doc.lines.get("game")
    if game is None:
        raise InputError(lazy("game: unknown game {game} (known: {known})", game=shown(v), known=", ".join(known)),
                         token=cut(str(v)), line=line)
    if not games.available(game):
        readable = [g for g in dict.fromkeys(known.values()) if games.available(g)]
        raise InputError(lazy("game: {game} records cannot be read by this version (it reads: {readable})",
                              game=game, readable=", ".join(readable)), token=game, line=line)
    return game


def head_game(data: str | bytes) -> str | None:
    """The game a record names, read from the keys before its `deals:` alone (the deals are not read); None when
    they cannot tell it (no `deals:` list, YAML the deal-by-deal reader leaves to the full loader, an unknown
    game, any problem): the caller reads the record whole, which answers it."""
    from .loader import Unstreamable, decode, stream_deals

    try:
        for event in stream_deals(decode(data)):
            return game_of(event[1]) if event[0] == "head" else None
    except (InputError, Unstreamable, RecursionError):
        return None
    return None


def to_model(doc: Any) -> Any:
    """A loaded node tree to the record model of its game."""
    if not isinstance(doc, Map):
        raise InputError(lazy("a scenario is a mapping with players, dealer and deals, not {got}",
                              got=type_word(doc)), line=line_of(doc, default=1))
    return games.get(game_of(doc)).read_record(doc)


def read_record(data: str | bytes, *, fast: bool = True) -> Any:
    """Load, then validate a record of any game; raise InputError with a line on any problem.
    `fast=False` reads with the full YAML loader only (tests compare the two paths)."""
    return to_model(load_yaml(data, fast=fast))
