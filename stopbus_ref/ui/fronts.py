"""Which front a game has: its own for the built-in games, else the kit's (`ui.kit.KitFront`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.protocol import Game
    from .front import Front


def front_of(game: Game) -> Front:
    """The front of a game: its own for the built-in games, else the kit's."""
    if game.name == "brag":
        from .brag.front import FRONT

        return FRONT
    if game.name == "thirty-one":
        from .thirty_one.front import FRONT as FRONT31

        return FRONT31
    from .kit import KitFront

    return KitFront(game)
