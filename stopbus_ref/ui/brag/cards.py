"""Brag cards as a renderer spells them: suit letters (`Qd`, the record format's and the JSON's) or suit symbols
(`Q♦`, at a terminal that prints them).

The game returns its rulings as data and spells cards in letters; each of its texts that names cards takes the
speller to use (`Reason.words`, `Turn.action_text`, `core.cards.fmt_cards`). Which speller is the renderer's
choice, made here from one `symbols` flag.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...core.cards import Card
from ...core.cards import fmt_cards as _fmt_cards

if TYPE_CHECKING:  # `rank` does not import the comparison
    from ...brag.compare import Reason


def fmt_cards(cards: Iterable[int], symbols: bool = False) -> str:
    """Cards joined by spaces, in letters or (`symbols`) with suit symbols."""
    return _fmt_cards(cards, Card.symbol) if symbols else _fmt_cards(cards)


def reason_text(reason: Reason, symbols: bool = False) -> str:
    """Why one hand beats the next in the language of the moment, its deciding cards in letters or (`symbols`)
    with suit symbols."""
    from .words import reason_words

    return reason_words(reason, Card.symbol if symbols else str)
