"""The registry of games: the spellings that name each game (record key `game:`, option `--game`) and,
loaded only when asked for, the game's one `Game` object (`stopbus_ref.core.protocol`).

Kept import-free so that every command can tell the games apart without loading either: a game is named
here by its module path and imported on first use. A game outside the package (a plugin, or the toy game
of the test suite) is registered by naming its module in the environment variable `STOPBUS_GAMES`
(comma-separated); the module's `GAME` object gives its name and aliases (docs/architecture.md).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not `from typing import`: this module is on every command's path
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from .house import HouseRule
    from .protocol import Game

GAME_NAMES = {"brag": "brag", "thirty-one": "thirty-one", "31": "thirty-one"}
"""Spellings of a built-in game (lower case) and the game each names; `brag` is the default."""
GAME_MODULES = {"brag": "stopbus_ref.brag.game", "thirty-one": "stopbus_ref.thirty_one.game"}
"""The module of each built-in game, whose `GAME` is its `Game` object."""
DEFAULT = "brag"
EXTRA_ENV = "STOPBUS_GAMES"
"""Environment variable naming extra game modules (comma-separated), each with a `GAME` object."""

_loaded: dict[str, Game] = {}
_extra_names: dict[str, str] = {}
_extra_seen: str | None = None


def _extras() -> None:
    """Register the games of the modules that STOPBUS_GAMES names (once per value of the variable). A module
    that cannot be imported or has no usable `GAME` is the user's setting gone wrong, not a bug of ours: an
    InputError naming the variable and the module (exit 2)."""
    global _extra_seen
    spec = os.environ.get(EXTRA_ENV, "")
    if spec == _extra_seen:
        return
    _extra_seen = spec  # before the imports: a module that asks for the games while it is imported finds them so far
    if not spec.strip():
        return
    for module in (m.strip() for m in spec.split(",")):
        if not module:
            continue
        try:
            register(_game_of(module))
        except Exception as e:  # whatever the module raised while it was imported
            _extra_seen = None  # asked again, it is tried (and refused) again
            raise _setting_error(module, e) from None


def _game_of(module: str) -> Game:
    """The `GAME` object of a game module named by its path: the one place the package imports a module by
    name (built-in games by GAME_MODULES, others by STOPBUS_GAMES)."""
    import importlib

    game: Game = importlib.import_module(module).GAME
    return game


def _setting_error(module: str, e: Exception) -> Exception:
    """The InputError of a STOPBUS_GAMES module that cannot be loaded: the variable (its source), the module, the
    reason."""
    from .errors import InputError
    from .text import cut

    if isinstance(e, ModuleNotFoundError) and e.name is not None and (module + ".").startswith(e.name + "."):
        why = "no such module (on sys.path, as PYTHONPATH sets it)"
    elif isinstance(e, AttributeError) and "GAME" in str(e):
        why = "it has no GAME object"
    else:
        why = f"{type(e).__name__}: {cut(str(e), 200)}"
    err = InputError(f"cannot load the game module {cut(module)!r}: {why}", token=module)
    err.source = EXTRA_ENV
    return err


def register(game: Game) -> None:
    """Register a game object in this process (as STOPBUS_GAMES does for a module): its name and aliases."""
    _loaded[game.name] = game
    for alias in (game.name, *game.aliases):
        _extra_names[alias.lower()] = game.name


def check_extras() -> None:
    """Load the games STOPBUS_GAMES names now, so that a bad value is answered first, as the setting it is (the
    command line does this before any command)."""
    if os.environ.get(EXTRA_ENV, "").strip():
        _extras()


def available(name: str) -> bool:
    """Whether this version can load the game of that canonical name (built in, or registered)."""
    return name in GAME_MODULES or name in _loaded


def names() -> dict[str, str]:
    """Every spelling of every game (built-in, then registered) and the game it names."""
    _extras()
    return {**GAME_NAMES, **{k: v for k, v in _extra_names.items() if k not in GAME_NAMES}}


def canonical(spelling: str) -> str | None:
    """The game a spelling names (case-insensitive, ASCII only), or None."""
    if not spelling.isascii():
        return None
    return names().get(spelling.strip().lower())


def get(name: str) -> Game:
    """The `Game` object of a game by its canonical name, imported on first use."""
    game = _loaded.get(name)
    if game is None:
        _extras()
        game = _loaded.get(name)
    if game is None:
        game = _loaded[name] = _game_of(GAME_MODULES[name])
    return game


def all_games() -> list[Game]:
    """Every game, built-in first, each imported."""
    return [get(n) for n in dict.fromkeys(names().values())]


def find_rule(rule_id: str) -> Any | None:
    """The rule with this id in any game's rulebook (the first game's first), or None."""
    for game in all_games():
        rule = game.rule(rule_id)
        if rule is not None:
            return rule
    return None


def other_catalogues(name: str) -> list[tuple[str, Sequence[HouseRule]]]:
    """Every registered game's house rules but game `name`'s, with the game's title (for "a house rule of ...")."""
    return [(g.title, g.house_catalogue()) for g in all_games() if g.name != name]
