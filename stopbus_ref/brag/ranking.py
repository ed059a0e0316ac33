"""Brag hand ranking (000 §02, 003 "Brag Hands", 004 §02) as lookup tables built once.

The 741 rank classes are listed in strength order (class 1 = 3-3-3, class 741 = 5-3-2 high
card). A hand's full strength adds the suit tie-break (000 §04): the best suit among the
cards of the hand's highest ordinary rank. Tables are built on first use, never at import.
Ranking many hands by card index: `strength.hand_strength` (a precomputed nested table).
"""

from __future__ import annotations

from enum import IntEnum
from functools import cache
from itertools import combinations
from typing import NamedTuple

from ..core.cards import DECK, RANK_NAMES, RANK_PLURALS, SUIT_NAMES, Card
from .rule_ids import RuleId


class Category(IntEnum):
    """Hand categories, best first (000 §02)."""

    PRIAL = 0
    RUNNING_FLUSH = 1
    RUN = 2
    FLUSH = 3
    PAIR = 4
    HIGH_CARD = 5

    @property
    def json_name(self) -> str:
        """The spec's JSON name, e.g. 'running-flush'."""
        return self.name.lower().replace("_", "-")

    @property
    def label(self) -> str:
        """Plain words, e.g. 'running flush'."""
        return self.name.lower().replace("_", " ")

    @property
    def order_rule(self) -> RuleId:
        """The rule id that orders hands within this category."""
        return _ORDER_RULE[self]


_ORDER_RULE = {Category.PRIAL: RuleId.PRIAL_ORDER, Category.RUNNING_FLUSH: RuleId.RUN_ORDER,
               Category.RUN: RuleId.RUN_ORDER, Category.FLUSH: RuleId.FLUSH_ORDER,
               Category.PAIR: RuleId.PAIR_ORDER, Category.HIGH_CARD: RuleId.HIGH_CARD_ORDER}

HANDS_PER_CLASS = {Category.PRIAL: 4, Category.RUNNING_FLUSH: 4, Category.RUN: 60,
                   Category.FLUSH: 4, Category.PAIR: 24, Category.HIGH_CARD: 60}
"""How many of the 22,100 hands share one rank class, by category."""

TOTAL_HANDS = 22_100
PRIAL_ORDER = (3, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2)
RUN_TOPS = (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4)
"""Run keys best first; 15 stands for A-2-3 (best), 14 for A-K-Q, 4 for 4-3-2."""

PRIAL_ORDER_ACES = (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
"""Prials by card rank (house rule `top-prial: aces`)."""
RUN_TOPS_AKQ = (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 15)
"""Run keys best first under house rule `top-run: akq`: A-K-Q first, A-2-3 (15) last."""

Key = tuple[int, ...]


class Order(NamedTuple):
    """Which order of the ranking tables a table plays: the seeds' (all False) or a house rule's
    (`run-vs-flush: flush`, `top-prial: aces`, `top-run: akq`); eight orders in all."""

    flush_over_run: bool = False
    aces_top_prial: bool = False
    akq_top_run: bool = False

    @property
    def house_rules(self) -> dict[str, str]:
        """The house rules away from the seeds' reading that this order plays (`{"top-run": "akq"}`)."""
        out = {}
        if self.flush_over_run:
            out["run-vs-flush"] = "flush"
        if self.aces_top_prial:
            out["top-prial"] = "aces"
        if self.akq_top_run:
            out["top-run"] = "akq"
        return out


SEEDS_ORDER = Order()
"""The seeds' order (000 §02): every house rule at its default."""
ORDERS = tuple(Order(f, p, r) for f in (False, True) for p in (False, True) for r in (False, True))
"""All eight orders, the seeds' first."""


def run_key(ranks_desc: tuple[int, int, int]) -> int | None:
    """The run key of three distinct ranks (high first), or None; K-A-2 is not a run."""
    a, b, c = ranks_desc
    if ranks_desc == (14, 3, 2):
        return 15
    if a - b == 1 and b - c == 1:
        return a
    return None


def classify_ranks(ranks: tuple[int, int, int], suited: bool) -> tuple[Category, Key]:
    """Category and within-category key of a hand given its ranks and whether it is one suit."""
    a, b, c = sorted(ranks, reverse=True)
    if a == c:
        return Category.PRIAL, (a,)
    if a == b or b == c:
        pair, kicker = (a, c) if a == b else (b, a)
        return Category.PAIR, (pair, kicker)
    top = run_key((a, b, c))
    if top is not None:
        return (Category.RUNNING_FLUSH if suited else Category.RUN), (top,)
    return (Category.FLUSH if suited else Category.HIGH_CARD), (a, b, c)


class RankClass(NamedTuple):
    """One of the 741 rank classes: number 1..741, category, key and hand count.

    The value classes here are NamedTuples, not frozen dataclasses: immutable and compared by
    value alike, but cheaper to create at import, which `stopbus rank` pays at every start
    (bench/bench_ranking.py).
    """

    number: int
    category: Category
    key: Key
    hands: int
    order: Order = SEEDS_ORDER
    """The order of the tables this class is numbered in."""

    def ranks_text(self) -> str:
        """The ranks high to low as the sources write them, e.g. '10-9-8' or 'A-2-3'."""
        ranks: tuple[int, ...]
        if self.category in (Category.RUN, Category.RUNNING_FLUSH):
            top = self.key[0]
            ranks = (14, 2, 3) if top == 15 else (top, top - 1, top - 2)
        elif self.category is Category.PRIAL:
            ranks = self.key * 3
        elif self.category is Category.PAIR:
            ranks = (self.key[0], self.key[0], self.key[1])
        else:
            ranks = self.key
        return "-".join(RANK_NAMES[r] for r in ranks)


class Tables(NamedTuple):
    """The 741 classes in order, built once (cheap: enough to rank one hand)."""

    classes: tuple[RankClass, ...]
    class_of_key: dict[tuple[Category, Key], int]
    worse_than: tuple[int, ...]
    """worse_than[n] = number of hands in classes strictly worse than class n."""


def _class_keys(order: Order = SEEDS_ORDER) -> list[tuple[Category, Key]]:
    tops = RUN_TOPS_AKQ if order.akq_top_run else RUN_TOPS
    keys: list[tuple[Category, Key]] = [(Category.PRIAL, (r,))
                                        for r in (PRIAL_ORDER_ACES if order.aces_top_prial else PRIAL_ORDER)]
    keys += [(Category.RUNNING_FLUSH, (t,)) for t in tops]
    three = [k for k in combinations(range(14, 1, -1), 3) if run_key(k) is None]
    runs: list[tuple[Category, Key]] = [(Category.RUN, (t,)) for t in tops]
    flushes: list[tuple[Category, Key]] = [(Category.FLUSH, k) for k in three]
    keys += flushes + runs if order.flush_over_run else runs + flushes
    keys += [(Category.PAIR, (p, k)) for p in range(14, 1, -1) for k in range(14, 1, -1) if k != p]
    keys += [(Category.HIGH_CARD, k) for k in three]
    return keys


def house_rules_placing(category: Category, order: Order) -> list[RuleId]:
    """The house rules of `order` that move hands of `category` away from their place in the seeds' order."""
    out = []
    if order.flush_over_run and category in (Category.RUN, Category.FLUSH):
        out.append(RuleId.HOUSE_RUN_VS_FLUSH)
    if order.aces_top_prial and category is Category.PRIAL:
        out.append(RuleId.HOUSE_TOP_PRIAL)
    if order.akq_top_run and category in (Category.RUN, Category.RUNNING_FLUSH):
        out.append(RuleId.HOUSE_TOP_RUN)
    return out


def tiebreak_suit(cards: tuple[int, int, int]) -> int:
    """Suit (0..3) of the highest-ranked card, best suit if that rank is held twice (000 §04)."""
    best = max(cards)  # value = rank*4 + suit, so max is the top rank's best suit
    return best % 4


def tables(order: Order = SEEDS_ORDER) -> Tables:
    """The class tables of `order` (the seeds' by default), built once per order: the 741 classes and their
    cumulative hand counts. (`tables()` and `tables(SEEDS_ORDER)` are the same object.)"""
    return _tables(order)


@cache
def _tables(order: Order) -> Tables:
    keys = _class_keys(order)
    classes = tuple(RankClass(i + 1, cat, key, HANDS_PER_CLASS[cat], order) for i, (cat, key) in enumerate(keys))
    class_of_key = {(c.category, c.key): c.number for c in classes}
    worse = [0] * (len(classes) + 2)
    for n in range(len(classes), 0, -1):
        worse[n - 1] = worse[n] + classes[n - 1].hands
    worse_than = tuple([0] + [worse[n] for n in range(1, len(classes) + 1)])
    return Tables(classes, class_of_key, worse_than)


def class_number(cards: tuple[int, int, int], order: Order = SEEDS_ORDER) -> int:
    """Rank class 1..741 of a hand (1 = 3-3-3, 741 = 5-3-2 in the seeds' order)."""
    a, b, c = cards
    return tables(order).class_of_key[classify_ranks((a // 4 + 2, b // 4 + 2, c // 4 + 2), a % 4 == b % 4 == c % 4)]


class HandRank(NamedTuple):
    """What the ranking says of one hand."""

    cards: tuple[Card, Card, Card]
    rank_class: RankClass
    tiebreak: int

    @property
    def category(self) -> Category:
        return self.rank_class.category

    @property
    def number(self) -> int:
        return self.rank_class.number

    @property
    def beats(self) -> int:
        """How many of the 22,100 hands are of a strictly worse class."""
        return tables(self.rank_class.order).worse_than[self.number]

    @property
    def ties(self) -> int:
        """How many of the 22,100 hands share this class (this hand included)."""
        return self.rank_class.hands

    @property
    def strength(self) -> tuple[int, int]:
        """Sort key, larger is better: (class strength, tie-break suit)."""
        return (-self.number, self.tiebreak)

    @property
    def rules(self) -> list[RuleId]:
        """Rule ids that place this hand."""
        rules = [RuleId.RANKING, self.category.order_rule]
        order = self.rank_class.order
        if order is not SEEDS_ORDER and order != SEEDS_ORDER:
            rules += house_rules_placing(self.category, order)
        return rules

    def sorted_cards(self) -> tuple[Card, ...]:
        """Cards in the order the hand is read: pair first, runs high to low (A-2-3 as 3-2-A)."""
        cat = self.category
        cs = sorted(self.cards, reverse=True)
        if cat is Category.PAIR:
            pair_rank = self.rank_class.key[0]
            return tuple([c for c in cs if c.rank == pair_rank] + [c for c in cs if c.rank != pair_rank])
        if cat in (Category.RUN, Category.RUNNING_FLUSH) and self.rank_class.key[0] == 15:
            return tuple(sorted(cs, key=lambda c: (c.rank % 14, c.suit), reverse=True))
        return tuple(cs)

    def describe(self) -> str:
        """Plain words, e.g. 'running flush, 10-9-8 of clubs' or 'pair of aces, 6 kicker'."""
        return describe_class(self.rank_class, self.cards[0] % 4)


def describe_class(rc: RankClass, suit: int) -> str:
    """`HandRank.describe` of a hand of class `rc` whose first card has suit `suit` (which only a flush names)."""
    cat = rc.category
    if cat is Category.PRIAL:
        return f"prial of {RANK_PLURALS[rc.key[0]]}"
    if cat is Category.PAIR:
        return f"pair of {RANK_PLURALS[rc.key[0]]}, {RANK_NAMES[rc.key[1]]} kicker"
    if cat in (Category.RUNNING_FLUSH, Category.FLUSH):
        return f"{cat.label}, {rc.ranks_text()} of {SUIT_NAMES[suit]}"
    return f"{cat.label}, {rc.ranks_text()}"


def rank_hand(cards: tuple[int, int, int], order: Order = SEEDS_ORDER) -> HandRank:
    """Rank one hand of three distinct cards (in `order`, the seeds' by default)."""
    a, b, c = cards
    t = _tables(order)
    rc = t.classes[t.class_of_key[classify_ranks((a // 4 + 2, b // 4 + 2, c // 4 + 2), a % 4 == b % 4 == c % 4)] - 1]
    return _new_tuple(HandRank, ((DECK[a], DECK[b], DECK[c]), rc, max(cards) % 4))


_new_tuple = tuple.__new__
"""`HandRank` built as the tuple it is: the NamedTuple's own constructor is a Python function, a third of the
cost of ranking a typed hand through the API (`brag/api.py`)."""
