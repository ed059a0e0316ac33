"""Cards of the 31-point game as a renderer spells them: their names (`Qd`, `RJ`, the record format's and the
JSON's) or suit symbols (`Q♦`, at a terminal that prints them).

The game returns its rulings as data and spells cards by name; each of its texts that names cards takes the
speller to use (`names`, `Scored.describe`, `Turn.action_text`). Which speller is the renderer's choice, made
here from one `symbols` flag.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...thirty_one.scoring import card_name, card_symbol
from ...thirty_one.scoring import names as _names

if TYPE_CHECKING:
    from ...thirty_one.engine import Turn
    from ...thirty_one.scoring import Scored


def names(cards: Iterable[int], symbols: bool = False) -> str:
    """Cards (jokers too) joined by spaces, by name or (`symbols`) with suit symbols."""
    return _names(cards, card_symbol) if symbols else _names(cards)


def scored_text(scored: Scored, symbols: bool = False) -> str:
    """How a hand scores ('5 in clubs (3♣ 2♣); A♥ does not count')."""
    return scored.describe(card_symbol if symbols else card_name)


def action_text(turn: Turn, symbols: bool = False) -> str:
    """A turn as the turn log writes it ('swap 2♦ for 8♠, turn 4♣')."""
    return turn.action_text(card_symbol if symbols else card_name)
