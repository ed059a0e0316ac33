"""The `--game` option and the 31-point game's scoring options, checked before any game is loaded.

Light on purpose: every command calls these, and the Brag commands must not pay for the second game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import InputError
from ..games import GAME_NAMES

if TYPE_CHECKING:
    from ..thirty_one.scoring import ScoreMode

# R31 (the 31-point game's rule ids, a StrEnum of 0.6 ms) is imported only where an error needs it:
# `stopbus rank` with the Brag game must not pay for it at start-up (issue 13).


def game_name(game: str) -> str:
    """'brag' or 'thirty-one' from a --game value; anything else is an input error."""
    g = GAME_NAMES.get(game.strip().lower()) if game.isascii() else None
    if g is None:
        from ..thirty_one.rule_ids import R31

        raise InputError(f"--game {game!r}: choose brag (the default) or thirty-one (also 31)", token=game,
                         rule=R31.GAME)
    return g


def score_mode(score: str | None) -> ScoreMode:
    """The --score option: represented (002's words, the default) or best-suit."""
    from ..thirty_one.scoring import ScoreMode

    if score is None:
        return ScoreMode.REPRESENTED
    try:
        return ScoreMode(score.strip().lower())
    except ValueError:
        from ..thirty_one.rule_ids import R31

        raise InputError(f"--score {score!r}: choose represented (002's rule, the default) or best-suit",
                         token=score, rule=R31.BEST_SUIT) from None


def brag_only_options(score: str | None, four_card: bool, jokers: bool) -> None:
    """The 31-point options mean nothing to the Brag game: say so instead of ignoring them."""
    used = [o for o, on in (("--score", score is not None), ("--four-card", four_card), ("--jokers", jokers)) if on]
    if used:
        from ..thirty_one.rule_ids import R31

        raise InputError(f"{', '.join(used)} {'applies' if len(used) == 1 else 'apply'} to the 31-point game only: "
                         "add --game thirty-one", token=used[0], rule=R31.GAME)
