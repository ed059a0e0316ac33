"""Hand ranking (000 §02, 003 Brag Hands, 004 §02; suit tie-break 000 §04), exhaustively.

An independent oracle written straight from the spec text orders all 22,100 hands; the
lookup tables must agree with it on every hand, every class and every count.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.compare import compare_hands
from stopbus_ref.brag.ranking import Category, class_number, rank_hand, tables
from stopbus_ref.brag.strength import hand_strength, strengths
from stopbus_ref.core.cards import Card, parse_hand

ALL_HANDS = list(combinations(range(52), 3))
ORDINARY = "23456789TJQKA"


def oracle_key(hand: tuple[int, int, int]) -> tuple:
    """Spec-text ordering, larger is better, written without the library's helpers."""
    ranks = sorted((c // 4 for c in hand), reverse=True)  # 0 = two ... 12 = ace
    suits = {c % 4 for c in hand}
    flush = len(suits) == 1
    r = set(ranks)
    if len(r) == 1:
        prial = [1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 0]  # 3 best, then A..4, then 2
        return (6, -prial.index(ranks[0]))
    runs = [{12, 0, 1}] + [{t, t - 1, t - 2} for t in range(12, 1, -1)]  # A23, AKQ, KQJ..432
    if r in runs:
        return (5 if flush else 4, -runs.index(r))
    if len(r) == 2:
        pair = ranks[1]
        kicker = ranks[0] if ranks[0] != pair else ranks[2]
        return (2, pair, kicker)
    return (3 if flush else 1, *ranks)


def oracle_suit(hand: tuple[int, int, int]) -> int:
    top = max(c // 4 for c in hand)
    return max(c % 4 for c in hand if c // 4 == top)


def test_ranking_category_counts_over_all_22100_hands() -> None:
    counts = Counter(rank_hand(h).category for h in ALL_HANDS)
    assert len(ALL_HANDS) == 22_100
    assert counts == {Category.PRIAL: 52, Category.RUNNING_FLUSH: 48, Category.RUN: 720,
                      Category.FLUSH: 1096, Category.PAIR: 3744, Category.HIGH_CARD: 16440}


def test_ranking_741_classes_per_category() -> None:
    t = tables()
    assert len(t.classes) == 741
    per = Counter(c.category for c in t.classes)
    assert per == {Category.PRIAL: 13, Category.RUNNING_FLUSH: 12, Category.RUN: 12,
                   Category.FLUSH: 274, Category.PAIR: 156, Category.HIGH_CARD: 274}
    assert t.classes[0].ranks_text() == "3-3-3"
    assert (t.classes[-1].category, t.classes[-1].ranks_text()) == (Category.HIGH_CARD, "5-3-2")


def test_ranking_class_numbering_matches_oracle_on_every_hand() -> None:
    """Class n < class m exactly when the oracle ranks n's hands above m's."""
    by_class: dict[int, set] = {}
    for h in ALL_HANDS:
        by_class.setdefault(class_number(h), set()).add(oracle_key(h))
    assert sorted(by_class) == list(range(1, 742))
    keys = [by_class[n] for n in range(1, 742)]
    assert all(len(k) == 1 for k in keys), "a class mixes hands the spec ranks differently"
    flat = [next(iter(k)) for k in keys]
    assert flat == sorted(flat, reverse=True) and len(set(flat)) == 741


def test_suit_tiebreak_on_every_hand() -> None:
    """Strength = class, then the suit of the highest-ranked card, best suit if duplicated."""
    order = sorted(ALL_HANDS, key=lambda h: (oracle_key(h), oracle_suit(h)))
    s = strengths(order)
    assert all(a <= b for a, b in pairwise(s))
    assert all(hand_strength(*h) % 4 == oracle_suit(h) for h in ALL_HANDS)


def test_ranking_beats_and_ties_count_the_22100_hands() -> None:
    """beats = hands the oracle ranks strictly lower; ties = hands of the same oracle key."""
    keys = sorted(oracle_key(h) for h in ALL_HANDS)
    for h in ALL_HANDS:
        r = rank_hand(h)
        k = oracle_key(h)
        lo, hi = bisect_left(keys, k), bisect_right(keys, k)
        assert (r.beats, r.ties) == (lo, hi - lo)


def order_of(*hands: str) -> list[int]:
    return [p.index for p in compare_hands([parse_hand(h) for h in hands]).order]


def test_worst_loses_000_s05_worked_example() -> None:
    c = compare_hands([parse_hand(h) for h in ("8♣ 9♣ 10♣", "A♦ A♥ 6♠", "K♠ J♠ 7♠")])
    assert [p.index for p in c.order] == [0, 2, 1]
    assert c.worst == 1


@pytest.mark.parametrize("better,worse,rule", [
    ("Jh 9h 2h", "Jd 8d 7d", "flush-order"),   # 003: J-9-2 beats J-8-7
    ("5s 5h 3c", "4s 4h Kc", "pair-order"),    # 003: 5-5-3 beats 4-4-K
    ("3c 3d 3h", "As Ah Ad", "prial-order"),   # 3-3-3 over A-A-A
    ("Ah 2c 3d", "As Kc Qd", "run-order"),     # A-2-3 over A-K-Q
    ("As Kc Qd", "Ks Qc Jd", "run-order"),
    ("4s 3c 2d", "Ks Ac 2d", "ranking"),       # any run beats K-A-2, which is no run
    ("Ah 5c 2d", "Ks Qc 10d", "high-card-order"),  # ace high within a category
    ("2s 2h 2c", "Ah Kh Qh", "ranking"),
    ("4c 3c 2c", "Ah Kd Qs", "ranking"),       # any suited run beats any mixed run
    ("4s 3c 2d", "Ah Kh Jh", "ranking"),       # run beats flush
])
def test_ranking_source_examples(better: str, worse: str, rule: str) -> None:
    c = compare_hands([parse_hand(worse), parse_hand(better)])
    assert c.order[0].index == 1
    assert rule in c.reasons[0].rules


def test_pair_order_best_and_worst_pairs() -> None:
    pairs = [h for h in ALL_HANDS if rank_hand(h).category is Category.PAIR]
    best = max(pairs, key=lambda h: hand_strength(*h))
    worst = min(pairs, key=lambda h: hand_strength(*h))
    assert rank_hand(best).rank_class.ranks_text() == "A-A-K"
    assert rank_hand(worst).rank_class.ranks_text() == "2-2-3"


def test_high_card_order_best_and_worst() -> None:
    highs = [c for c in tables().classes if c.category is Category.HIGH_CARD]
    assert (highs[0].ranks_text(), highs[-1].ranks_text()) == ("A-K-J", "5-3-2")
    flushes = [c for c in tables().classes if c.category is Category.FLUSH]
    assert (flushes[0].ranks_text(), flushes[-1].ranks_text()) == ("A-K-J", "5-3-2")


def test_run_order_k_a_2_is_not_a_run() -> None:
    assert rank_hand(parse_hand("Ks Ac 2d")).category is Category.HIGH_CARD
    assert rank_hand(parse_hand("Ks As 2s")).category is Category.FLUSH


def test_pair_order_threes_not_special_in_pairs() -> None:
    assert order_of("3s 3h Ac", "4s 4h 2c") == [1, 0]


def test_suit_tiebreak_duplicated_rank_uses_highest_suit() -> None:
    # A-A-K: spade ace in one hand beats the hearts ace in the other
    c = compare_hands([parse_hand("Ah Ad Kc"), parse_hand("As Ac Kd")])
    assert c.order[0].index == 1 and c.reasons[0].decided_by_suit
    assert "more than once" in c.reasons[0].text


def test_suit_tiebreak_ace_is_highest_in_a_2_3() -> None:
    c = compare_hands([parse_hand("Ad 2s 3s"), parse_hand("Ah 2c 3c")])
    assert c.order[0].index == 1


def test_a_reason_names_its_deciding_cards_as_data_the_renderer_spells_them() -> None:
    """The comparison's reasons spell no card for a terminal: `text` writes the deciding cards in letters (the
    JSON's form), `cards` holds them, and `words(Card.symbol)` is the sentence a terminal shows."""
    r = compare_hands([parse_hand("Qd 8d 5d"), parse_hand("Qc 8c 5c")]).reasons[0]
    assert [str(c) for c in r.cards] == ["Qd", "Qc"] and all(type(c) is Card for c in r.cards)
    assert r.text == "same ranks (Q-8-5); the highest-ranked card decides by suit: Qd beats Qc, diamonds over clubs"
    assert r.words(Card.symbol) == ("same ranks (Q-8-5); the highest-ranked card decides by suit: Q♦ beats Q♣, "
                                    "diamonds over clubs")
    tie = compare_hands([parse_hand("10h 9d 4c"), parse_hand("10h 9s 4d")]).reasons[0]
    assert tie.tied and [str(c) for c in tie.cards] == ["10h"] and "card 10♥;" in tie.words(Card.symbol)
    assert compare_hands([parse_hand("Ah Kh 9h"), parse_hand("As Ks 8s")]).reasons[0].cards == ()


def test_compare_hands_symbols_keyword_still_works_with_a_deprecation_warning() -> None:
    """`compare_hands(..., symbols=True)`, the API's old way to get suit symbols in the reasons, keeps working
    for a release: it warns and gives the texts a renderer writes with `words(Card.symbol)`."""
    import stopbus_ref

    hands = {"Ann": "qd 8d 5d", "Ben": "qc 8c 5c", "Cat": "2c 3d 5h"}
    plain = stopbus_ref.compare_hands(hands)
    with pytest.warns(DeprecationWarning, match="symbols"):
        old = stopbus_ref.compare_hands(hands, symbols=True)  # type: ignore[call-arg]
    assert [r.text for r in old.reasons] == [r.words(Card.symbol) for r in plain.reasons]
    assert old.order == plain.order and old.worst == plain.worst and "Q♦ beats Q♣" in old.reasons[0].text
    with pytest.warns(DeprecationWarning):
        assert stopbus_ref.compare_hands(hands, symbols=False) == plain  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="colour"):
        stopbus_ref.compare_hands(hands, colour=True)  # type: ignore[call-arg]


def test_suit_tiebreak_exact_tie_across_deals_has_no_loser() -> None:
    c = compare_hands([parse_hand("Ah Kd 9c"), parse_hand("Ah Ks 9d"), parse_hand("Ah Kc 9s")])
    assert c.worst is None and c.ties == ((0, 1, 2),)
    assert c.shared_cards and [p.position for p in c.order] == [1, 1, 1]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.integers(0, 51), min_size=3, max_size=3, unique=True), min_size=2, max_size=8))
def test_worst_loses_comparison_properties(hands: list[list[int]]) -> None:
    """Order follows strength; each reason cites a rule; ties only for equal strengths; worst is last."""
    hs = [tuple(h) for h in hands]
    c = compare_hands(hs)
    strengths_in_order = [hand_strength(*hs[p.index]) for p in c.order]
    assert strengths_in_order == sorted(strengths_in_order, reverse=True)
    for (a, b), r in zip(pairwise(c.order), c.reasons, strict=True):
        assert r.rules and r.text
        # the deciding cards are data: each hand's highest card when the suit rule decides, none otherwise
        assert r.cards == (() if not r.decided_by_suit else (max(a.rank.cards),) if r.tied
                           else (max(a.rank.cards), max(b.rank.cards)))
        assert r.words() == r.words(str) == r.text
        spelled = r.words(Card.symbol)
        for card in r.cards:
            spelled = spelled.replace(card.symbol(), str(card))
        assert spelled == r.text
        assert r.tied == (hand_strength(*hs[a.index]) == hand_strength(*hs[b.index]))
        assert (b.position == a.position) == r.tied
    if c.worst is not None:
        assert c.order[-1].index == c.worst and not c.reasons[-1].tied
    if len({c for h in hs for c in h}) == 3 * len(hs):  # one deck: never a tie
        assert c.worst is not None and not c.ties
