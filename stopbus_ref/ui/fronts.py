"""Which front a game has: its own for the built-in games, else the kit's (`ui.kit.KitFront`); and which words
say a table session of it (`ui.table.TableWords`, extended by each built-in game's).

Above the games' own fronts and words, so that the shared table words (`ui.table`) need not know them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.protocol import Game
    from ..kit.session import CommandResult, TableSession
    from .front import Front
    from .table import TableWords


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


def words_for(session: TableSession[Any], *, symbols: bool = False, quote_lang: str | None = None) -> TableWords:
    """The words of a session's game: each built-in game's own, else the shared ones."""
    if session.GAME == "brag":
        from .brag.table import BragWords

        return BragWords(session.RULES, symbols=symbols, quote_lang=quote_lang)
    if session.GAME == "thirty-one":
        from .thirty_one.table import Words31

        return Words31(session.RULES, symbols=symbols, quote_lang=quote_lang)
    from .kit import KitWords

    return KitWords(session.RULES, symbols=symbols, quote_lang=quote_lang)


def said_lines(session: TableSession[Any], out: CommandResult) -> list[str]:
    """A result of `session` in the lines a script's session prints."""
    return words_for(session).lines(out)


def status_lines(session: TableSession[Any]) -> list[str]:
    """The status screen of `session` (no suit symbols)."""
    return words_for(session).status_lines(session.state())


def known_lines(session: TableSession[Any]) -> list[str]:
    """Each player's known cards in `session`'s deal in play, as `status` prints them."""
    return words_for(session).known_lines(session.state())
