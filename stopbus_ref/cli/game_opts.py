"""The `--game` option and the game options, checked before any game's modules are loaded.

Light on purpose: every command calls these; a game is named through the registry (`games.py`) and
its `Game` object decides what its options mean.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import registry as games
from ..core.errors import InputError

if TYPE_CHECKING:
    from ..core.protocol import Game, Options


def game_name(game: str) -> str:
    """The canonical name of the game a --game value names; anything else is an input error."""
    g = games.canonical(game)
    if g is None:
        from ..thirty_one.rule_ids import RuleId

        raise InputError(f"--game {game!r}: choose brag (the default) or thirty-one (also 31)", token=game,
                         rule=RuleId.GAME)
    return g


def chosen(game: str) -> Game:
    """The `Game` object a --game value names."""
    return games.get(game_name(game))


def refuse_foreign(game: Game, opts: Options) -> None:
    """Options of another game (--score, --four-card, --jokers) mean nothing to `game`: say so, in the
    words of the game they belong to, instead of ignoring them."""
    from ..ui.fronts import front_of

    given = [f for f, on in (("--score", opts.score is not None), ("--four-card", opts.four_card),
                             ("--jokers", opts.jokers)) if on and f not in front_of(game).own_options]
    if not given:
        return
    owner = next((front_of(g) for g in games.all_games() if given[0] in front_of(g).own_options), None)
    if owner is None:
        raise InputError(f"{given[0]} does nothing for {game.title}", token=given[0])
    raise owner.foreign_option(given)


def owner_of_rule(rule_id: str, game: Game) -> Game:
    """`game`, unless the rule id is not in its rulebook but in another game's: then that game."""
    key = rule_id.strip().lower() if rule_id.isascii() else rule_id
    if game.rule(rule_id) is not None or game.rule(key) is not None:
        return game
    return next((other for other in games.all_games()
                 if other is not game and (other.rule(rule_id) is not None or other.rule(key) is not None)), game)
