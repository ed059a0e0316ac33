"""A Brag hand in the words of the language of the moment: its category, ranks and suit.

The game writes a hand's description in English (`HandRank.describe`: 'pair of aces, 6 kicker'), the words of the
record format and of the JSON, which never change with the language. A renderer shows `hand_words(rank)`:
the same words in English, composed from the hand's class in another language, with the seed's names of the
categories (003: prial, running flush; 004: brelan, suite assortie, couleur). So is the reason one hand beats
another (`reason_words`), which the game gives as a message of the catalogue with its values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...brag.ranking import Category, HandRank
from ...core.cards import SUIT_NAMES, Card
from ...core.i18n import SOURCE, _, current, pgettext

if TYPE_CHECKING:  # `rank` does not import the comparison
    from ...brag.compare import Reason

CATEGORIES = {Category.PRIAL: pgettext("category", "prial"),
              Category.RUNNING_FLUSH: pgettext("category", "running flush"),
              Category.RUN: pgettext("category", "run"), Category.FLUSH: pgettext("category", "flush"),
              Category.PAIR: pgettext("category", "pair"), Category.HIGH_CARD: pgettext("category", "high card")}
"""Only to mark the names for the catalogue (read at import, in English): `category` translates them when shown."""


def category(cat: Category) -> str:
    """A category's name in the language of the moment ('running flush'; fr 'suite assortie')."""
    return pgettext("category", cat.label)


def _plural(rank: int) -> str:
    """'aces', as after 'pair of' ('d'as' in French: the preposition goes with the word)."""
    names = {14: pgettext("of", "aces"), 13: pgettext("of", "kings"), 12: pgettext("of", "queens"),
             11: pgettext("of", "jacks"), 10: pgettext("of", "tens"), 9: pgettext("of", "nines"),
             8: pgettext("of", "eights"), 7: pgettext("of", "sevens"), 6: pgettext("of", "sixes"),
             5: pgettext("of", "fives"), 4: pgettext("of", "fours"), 3: pgettext("of", "threes"),
             2: pgettext("of", "twos")}
    return names[rank]


def suit_words(suit: int) -> str:
    """A suit's name as after 'of' or 'in' ('hearts'; nl 'harten', fr 'cœur'), in the language of the moment."""
    return _suit(suit)


def _suit(suit: int) -> str:
    names = {"clubs": pgettext("of", "clubs"), "diamonds": pgettext("of", "diamonds"),
             "hearts": pgettext("of", "hearts"), "spades": pgettext("of", "spades")}
    return names[SUIT_NAMES[suit]]


def hand_words(r: HandRank) -> str:
    """`r.describe()` in the language of the moment (in English, exactly `describe`)."""
    if current() == SOURCE:
        return r.describe()
    from ...core.cards import RANK_NAMES

    rc = r.rank_class
    cat = rc.category
    if cat is Category.PRIAL:
        return _("prial of {ranks}").format(ranks=_plural(rc.key[0]))
    if cat is Category.PAIR:
        return _("pair of {ranks}, {kicker} kicker").format(ranks=_plural(rc.key[0]), kicker=RANK_NAMES[rc.key[1]])
    if cat in (Category.RUNNING_FLUSH, Category.FLUSH):
        return _("{category}, {ranks} of {suit}").format(category=category(cat), ranks=rc.ranks_text(),
                                                         suit=_suit(r.cards[0] % 4))
    return _("{category}, {ranks}").format(category=category(cat), ranks=rc.ranks_text())


CATEGORIES_PLURAL = {Category.PRIAL: pgettext("categories", "prials"),
                     Category.RUNNING_FLUSH: pgettext("categories", "running flushes"),
                     Category.RUN: pgettext("categories", "runs"), Category.FLUSH: pgettext("categories", "flushes"),
                     Category.PAIR: pgettext("categories", "pairs"),
                     Category.HIGH_CARD: pgettext("categories", "high cards")}
"""Only to mark the plural names for the catalogue (read at import, in English), as 'as runs' uses them."""


def _suit_alone(suit: int) -> str:
    """A suit's name on its own, as in 'spades over hearts' (nl 'schoppen', fr 'pique')."""
    names = {"clubs": pgettext("suit", "clubs"), "diamonds": pgettext("suit", "diamonds"),
             "hearts": pgettext("suit", "hearts"), "spades": pgettext("suit", "spades")}
    return names[SUIT_NAMES[suit]]


def reason_words(reason: Reason, card: Callable[[Card], str] = str) -> str:
    """Why one hand beats the next (`Reason`), in the language of the moment, each deciding card spelled by `card`
    (in English, exactly `reason.words(card)`): the reason's message of the catalogue, its values in this
    language's words."""
    if current() == SOURCE or not reason.message:
        return reason.words(card)
    from ...brag.compare import plural
    from ...core.cards import RANK_NAMES

    words: dict[str, Callable[[Any], str]] = {
        "category": category, "categories": lambda c: pgettext("categories", plural(c)), "ranks": _plural,
        "rank": RANK_NAMES.__getitem__, "card": lambda c: card(Card(c)), "suit": _suit_alone, "text": str,
        "phrases": lambda ms: "".join(_(m) for m in ms)}
    return _(reason.message).format(**{name: words[kind](v) for name, kind, v in reason.values})
