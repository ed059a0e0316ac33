"""Cards and their notation: the 52-card deck, parsing typed cards and hands, canonical output.

A card is a small int (0..51) so that hands can be looked up by bitmask; `Card` is an int
subclass that also knows how to print itself. Suits are ordered clubs < diamonds < hearts <
spades, the order of the suit tie-break (000 §04), so a larger suit number is the better suit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from enum import StrEnum
from typing import TypeVar

from .errors import CardError, InputError
from .i18n import N_, Msg, lazy, lazy_n

RANK_NAMES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10", 9: "9", 8: "8", 7: "7", 6: "6",
              5: "5", 4: "4", 3: "3", 2: "2"}
RANK_PLURALS = {14: "aces", 13: "kings", 12: "queens", 11: "jacks", 10: "tens", 9: "nines",
                8: "eights", 7: "sevens", 6: "sixes", 5: "fives", 4: "fours", 3: "threes", 2: "twos"}
SUIT_LETTERS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

_RANK_IN = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, "T": 10, "9": 9, "8": 8, "7": 7,
            "6": 6, "5": 5, "4": 4, "3": 3, "2": 2}
_SUIT_IN = {"C": 0, "♣": 0, "♧": 0, "D": 1, "♦": 1, "♢": 1, "H": 2, "♥": 2, "♡": 2,
            "S": 3, "♠": 3, "♤": 3}
# Exact characters only, no case-folding: under re.IGNORECASE the Kelvin sign (U+212A) matches K
# and the long s (U+017F) matches s, so that compatibility characters passed for card letters.
_RANKS = "10|[2-9TJQKAtjqka]"
_SUITS = "[CDHScdhs♣♧♦♢♥♡♠♤]"
_CARD_RE = re.compile(f"({_RANKS})({_SUITS})")
_VARIATION = re.compile("[\ufe0e\ufe0f]")
"""Variation selectors: phones type `8♣️` (U+FE0F after the suit); they choose a glyph, not a card."""
_SEPARATORS = re.compile(r"[\s,\-–—]+")
_OTHER_GAME_WORDS = ("joker", "jokers")
_NO_JOKERS = N_("the game uses 52 cards without jokers")
"""What a game without jokers says of a joker typed (a message of the catalogue, translated where it is shown)."""
_C = TypeVar("_C", bound=int)
"""A card as a game reads it: a `Card`, or a game's own int (the 31-point game's jokers are 52 and 53)."""


class Card(int):
    """One of the 52 cards: value = (rank - 2) * 4 + suit."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Ordinary rank 2..14 (ace high)."""
        return self // 4 + 2

    @property
    def suit(self) -> int:
        """Suit 0..3: clubs, diamonds, hearts, spades."""
        return self % 4

    def __str__(self) -> str:
        return _NAMES[self]

    def __repr__(self) -> str:
        return f"Card({self!s})"

    def symbol(self) -> str:
        """Human form with a suit symbol, e.g. '10♣'."""
        return RANK_NAMES[self.rank] + SUIT_SYMBOLS[self.suit]


_NAMES = tuple(RANK_NAMES[i // 4 + 2] + SUIT_LETTERS[i % 4] for i in range(52))
DECK: tuple[Card, ...] = tuple(Card(i) for i in range(52))
"""All 52 cards, 2♣ first; DECK[i] is the card with value i."""


def make_card(rank: int, suit: int) -> Card:
    """The card of ordinary rank 2..14 and suit 0..3."""
    return DECK[(rank - 2) * 4 + suit]


def _lookalike(text: str) -> str:
    """' (U+212A KELVIN SIGN)' for a short non-ASCII text that merely looks like card letters."""
    import unicodedata

    odd = [c for c in text[:3] if not c.isascii() and c not in _SUIT_IN]
    return "".join(f" (U+{ord(c):04X} {unicodedata.name(c, 'unnamed character')})" for c in odd)


def _explain_bad_card(token: str, jokers: str = _NO_JOKERS) -> Msg:
    """Why `token` is no card, as a message of the catalogue (the token, a value, stays as typed)."""
    t = token.strip()
    low = t.lower()
    if not t:
        return lazy("empty card: expected a rank (A K Q J 10 9 8 7 6 5 4 3 2) then a suit (s h d c)")
    if low in _OTHER_GAME_WORDS or "joker" in low:
        return lazy("'{token}' is not a card: {why}", token=t, why=lazy(jokers))
    if t == "31":
        return lazy("'31' is not a card: 31 is the target of the 31-point Stop the Bus (seed 002), a different game; "
                    "here a hand is three Brag cards such as 'Ah Kh Qh' (rule other-games)")
    m = re.fullmatch(f"(.*?)({_SUITS})", t)
    if m and m.group(1).upper() not in _RANK_IN:
        return lazy("'{token}' is not a card: rank '{rank}'{lookalike} must be one of "
                    "A K Q J 10 9 8 7 6 5 4 3 2 (T for 10)", token=t, rank=m.group(1), lookalike=_lookalike(m.group(1)))
    m = re.fullmatch(f"({_RANKS})(.*)", t)
    if m:
        return lazy("'{token}' is not a card: suit '{suit}'{lookalike} must be one of s h d c (or ♠ ♥ ♦ ♣)",
                    token=t, suit=m.group(2), lookalike=_lookalike(m.group(2)))
    return lazy("'{token}' is not a card: expected a rank (A K Q J 10 9 8 7 6 5 4 3 2, T for 10) "
                "then a suit (s h d c or ♠ ♥ ♦ ♣), e.g. Ah, 10c, q♥", token=t)


_PARSED: dict[str, Card] = {}


def _shorten(token: str, limit: int = 60) -> str:
    """A token cut for an error message: a 50 MB token is not echoed whole."""
    return token if len(token) <= limit else f"{token[:limit]}… ({len(token):,} characters)"


def parse_card(token: object, rule: StrEnum | None = None, *, jokers: str = _NO_JOKERS) -> Card:
    """Parse one card token such as 'Ah', '10c', 'Tc', 'q♥'; raise CardError naming the token, under the
    caller's `rule` (the game's deck rule); `jokers` is what the game says of a joker typed where none is."""
    try:
        return _PARSED[token]  # type: ignore[index]
    except (KeyError, TypeError):
        pass
    if not isinstance(token, str):
        raise CardError(lazy("'{token}' is not a card: expected text such as Ah or 10c", token=token), rule=rule,
                        token=str(token))
    text = _VARIATION.sub("", token).strip() if "\ufe0f" in token or "\ufe0e" in token else token.strip()
    m = _CARD_RE.fullmatch(text)
    if m is None:
        raise CardError(_explain_bad_card(_shorten(token), jokers), rule=rule, token=_shorten(token))
    card = make_card(_RANK_IN[m.group(1).upper()], _SUIT_IN[m.group(2).upper()])
    if len(_PARSED) < 4096:  # valid spellings are few; the cap only guards odd whitespace variants
        _PARSED[token] = card
    return card


def split_cards(text: str) -> list[str]:
    """Split typed text into card tokens: separators are spaces, commas and dashes, or none."""
    tokens: list[str] = []
    if "\ufe0f" in text or "\ufe0e" in text:
        text = _VARIATION.sub("", text)
    for chunk in _SEPARATORS.split(text.strip()):
        if not chunk:
            continue
        if _CARD_RE.fullmatch(chunk):
            tokens.append(chunk)
            continue
        pieces = _CARD_RE.findall(chunk)
        if pieces and "".join(r + s for r, s in pieces) == chunk:
            tokens.extend(r + s for r, s in pieces)
        else:
            tokens.append(chunk)
    return tokens


def parse_cards(text: str, rule: StrEnum | None = None) -> list[Card]:
    """Parse any number of cards from typed text, rejecting the first bad token (under `rule`)."""
    return [parse_card(tok, rule) for tok in split_cards(text)]


def read_hand(text: object, *, size: int, card: Callable[[str], _C], not_a_hand: Callable[[object], CardError],
              count: Callable[[list[str]], CardError], twice: Callable[[str], CardError],
              empty: Callable[[], CardError] | None = None) -> list[_C]:
    """The one reading of a typed hand, for every game: text (split by `split_cards`) or a list of tokens,
    each token read by the game's `card`, then exactly `size` different cards.

    The notation is shared; the refusals are the game's words: `not_a_hand(text)` for what is not text,
    `empty()` for no token at all (None: the count refuses it), `count(tokens)` for a wrong size,
    `twice(token)` for a card given twice (the second token), each returning the CardError to raise.
    """
    if isinstance(text, (list, tuple)):
        tokens = [str(t) for t in text]
    elif isinstance(text, str):
        tokens = split_cards(text)
    else:
        raise not_a_hand(text)
    if not tokens and empty is not None:
        raise empty()
    cards = [card(t) for t in tokens]
    if len(cards) != size:
        raise count(tokens)
    seen: set[_C] = set()
    for c, tok in zip(cards, tokens, strict=True):
        if c in seen:
            raise twice(tok)
        seen.add(c)
    return cards


def parse_hand(text: object, *, rule: StrEnum | None = None,
               card_rule: StrEnum | None = None) -> tuple[Card, Card, Card]:
    """Parse a typed three-card hand ('8♣–9♣–10♣', 'ad ah 6s', '8c9c10c'); the caller's game gives the rule
    of a hand (`rule`) and of a card (`card_rule`) that a refusal names."""
    cards = read_hand(
        text, size=3, card=lambda t: parse_card(t, card_rule),
        not_a_hand=lambda t: CardError(lazy("'{token}' is not a hand: expected three cards such as '8c 9c 10c'",
                                            token=t), rule=rule, token=str(t)),
        empty=lambda: CardError(lazy("empty hand: expected three cards such as '8c 9c 10c'"), rule=rule, token=""),
        count=lambda tokens: _count_error(tokens, len(tokens), 3, rule),
        twice=lambda tok: _twice_error(tok, card_rule))
    return cards[0], cards[1], cards[2]


def _count_error(shown: list[str], n: int, size: int, rule: StrEnum | None) -> CardError:
    """The refusal of `n` cards where a hand is `size`, naming the extra card."""
    cards = " ".join(shown)
    msg: Msg
    if n < size:
        msg = (lazy("a hand is three cards, got {count} ({cards}): too few", count=n, cards=cards) if size == 3 else
               lazy("a hand is four cards, got {count} ({cards}): too few", count=n, cards=cards) if size == 4 else
               lazy("a hand is {size} cards, got {count} ({cards}): too few", size=size, count=n, cards=cards))
    elif size == 3:
        msg = lazy("a hand is three cards, got {count} ({cards}): too many; '{extra}' is a fourth card", count=n,
                   cards=cards, extra=shown[size])
    elif size == 4:
        msg = lazy("a hand is four cards, got {count} ({cards}): too many; '{extra}' is a fifth card", count=n,
                   cards=cards, extra=shown[size])
    else:
        msg = lazy("a hand is {size} cards, got {count} ({cards}): too many; '{extra}' is a card {next}, one more than "
                   "card", size=size, count=n, cards=cards, extra=shown[size], next=size + 1)
    return CardError(msg, rule=rule, token=cards)


def _twice_error(tok: str, rule: StrEnum | None) -> CardError:
    """The refusal of a three-card hand holding `tok` twice."""
    return CardError(lazy("'{token}' appears twice in one hand: a hand is three different cards", token=tok),
                     rule=rule, token=tok)


def check_count(cards: list[Card], tokens: list[str] | None = None, *, rule: StrEnum | None = None,
                size: int = 3) -> tuple[Card, ...]:
    """Require exactly `size` cards (the caller's game's hand size); name the extra card otherwise,
    under the caller's `rule`."""
    if len(cards) != size:
        raise _count_error(tokens or [str(c) for c in cards], len(cards), size, rule)
    return tuple(cards)


def check_three(cards: list[Card], tokens: list[str] | None = None, *, rule: StrEnum | None = None,
                card_rule: StrEnum | None = None) -> tuple[Card, Card, Card]:
    """Require exactly three distinct cards; name the extra (under `rule`) or repeated card (under
    `card_rule`) otherwise."""
    shown = tokens or [str(c) for c in cards]
    check_count(cards, shown, rule=rule)
    seen: set[Card] = set()
    for card, tok in zip(cards, shown, strict=True):
        if card in seen:
            raise _twice_error(tok, card_rule)
        seen.add(card)
    return cards[0], cards[1], cards[2]


def fmt_cards(cards: Iterable[int], card: Callable[[Card], str] = str) -> str:
    """Cards joined by spaces, each spelled by `card`: letters by default; a renderer passes `Card.symbol` for
    suit symbols. (A bool in its place, the old `symbols` flag, still works for a release and warns.)"""
    if card is str:
        return " ".join(str(Card(c)) for c in cards)
    if isinstance(card, bool):
        import warnings

        warnings.warn("fmt_cards(cards, symbols) is deprecated: pass Card.symbol (or str) to spell the cards",
                      DeprecationWarning, stacklevel=2)
        card = Card.symbol if card else str
    return " ".join(card(Card(c)) for c in cards)


def canonical(cards: Iterable[int]) -> list[str]:
    """JSON form of cards: ['10c', 'Ah']."""
    return [_NAMES[c] for c in cards]

_LOOSE_CARD = r"(?:10|[2-9AKQJTakqjt])[cdhsCDHS♣♦♥♠]\ufe0f?|[RrBb][Jj]"


def group_loose_cards(args: list[str], size: int = 3) -> list[str]:
    """`compare ah kh qh 2c 3d 5h`: unquoted cards, one an argument, grouped in hands of `size` labelled A, B,
    C… as `rank` reads unquoted cards; other arguments are returned as given. Loose cards that do not make
    whole hands, or loose cards mixed with hands, are an error that says to quote each hand."""
    import re

    loose = [bool(re.fullmatch(_LOOSE_CARD, a.strip())) for a in args]
    if not any(loose):
        return args
    if not all(loose) or len(args) % size or len(args) < 2 * size:
        n = sum(loose)
        raise InputError(lazy_n("{count} unquoted card among the hands: quote each hand (compare 'ah kh qh' "
                                "'2c 3d 5h'), or give only cards, {size} a hand",
                                "{count} unquoted cards among the hands: quote each hand (compare 'ah kh qh' "
                                "'2c 3d 5h'), or give only cards, {size} a hand", n, count=n, size=size),
                         token=args[loose.index(True)])
    return [f"{chr(ord('A') + k)}={' '.join(args[i:i + size])}" for k, i in enumerate(range(0, len(args), size))]
