"""The Brag game's card notation: the shared notation (`cards.py`) with the rules a Brag refusal names
(`deck` for a card, `deal` for a hand) and its three-card hands."""

from __future__ import annotations

from ..core import cards as _cards
from ..core.cards import Card
from .rule_ids import RuleId


def parse_card(token: object) -> Card:
    """One card token such as 'Ah', '10c', 'Tc', 'q♥' (CardError under rule `deck`)."""
    return _cards.parse_card(token, RuleId.DECK)


def parse_cards(text: str) -> list[Card]:
    """Any number of cards from typed text (CardError under rule `deck`)."""
    return _cards.parse_cards(text, RuleId.DECK)


def parse_hand(text: object) -> tuple[Card, Card, Card]:
    """A typed three-card hand ('8♣–9♣–10♣', 'ad ah 6s', '8c9c10c'); CardError under `deal` or `deck`."""
    return _cards.parse_hand(text, rule=RuleId.DEAL, card_rule=RuleId.DECK)


def check_count(cards: list[Card], tokens: list[str] | None = None) -> tuple[Card, Card, Card]:
    """Exactly three cards (CardError under rule `deal` otherwise)."""
    hand = _cards.check_count(cards, tokens, rule=RuleId.DEAL)
    return hand[0], hand[1], hand[2]


def check_three(cards: list[Card], tokens: list[str] | None = None) -> tuple[Card, Card, Card]:
    """Exactly three distinct cards (CardError under `deal` for a count, `deck` for a card given twice)."""
    return _cards.check_three(cards, tokens, rule=RuleId.DEAL, card_rule=RuleId.DECK)
