"""31-point scoring checked exhaustively against an independent implementation written from the contract text."""

from __future__ import annotations

import functools
import random
from collections import Counter
from itertools import combinations, permutations

import pytest

from stopbus_ref.core.errors import CardError
from stopbus_ref.thirty_one.scoring import (
    BJ,
    DIST3,
    RJ,
    ScoreMode,
    distribution,
    joker_score,
    lower_same,
    parse_hand31,
    plain_score,
    score_hand,
    table3,
)
from tests.helpers31 import hand_index, score3, scores3, scores_by_index

# -- the independent reference: from the card's printed name, case by case as the contract words it ------------
RANKS = "23456789TJQKA"


def ref_value(name: str) -> int:
    """'Ace 11, king/queen/jack 10, number cards their face value.'"""
    r = name[:-1]
    return 11 if r == "A" else 10 if r in ("K", "Q", "J") else int(r)


def ref_name(c: int) -> str:
    rank = RANKS[c // 4]
    return ("10" if rank == "T" else rank) + "cdhs"[c % 4]


def ref_three(names: list[str], best_suit: bool) -> int:
    """Three cards: one suit sums all; exactly two of a suit sum those two; three suits the highest card."""
    suits = [n[-1] for n in names]
    vals = [ref_value(n) for n in names]
    if best_suit:
        return max(sum(v for v, s in zip(vals, suits, strict=True) if s == t) for t in suits)
    if len(set(suits)) == 1:
        return sum(vals)
    if len(set(suits)) == 2:
        pair = next(s for s in suits if suits.count(s) == 2)
        return sum(v for v, s in zip(vals, suits, strict=True) if s == pair)
    return max(vals)


def ref_four(names: list[str], best_suit: bool) -> int:
    """Four cards: the suit holding the most cards; among suits tied for most, the higher total."""
    groups: dict[str, list[int]] = {}
    for n in names:
        groups.setdefault(n[-1], []).append(ref_value(n))
    if best_suit:
        return max(sum(g) for g in groups.values())
    most = max(len(g) for g in groups.values())
    return max(sum(g) for g in groups.values() if len(g) == most)


def ref(cards: tuple[int, ...], best_suit: bool) -> int:
    names = [ref_name(c) for c in cards]
    return ref_three(names, best_suit) if len(names) == 3 else ref_four(names, best_suit)


@pytest.mark.parametrize("best", [False, True])
def test_31_score_all_22100_three_card_hands_both_modes(best: bool) -> None:
    t = table3(best)
    hands = list(combinations(range(52), 3))
    assert len(hands) == 22_100
    fast = scores3(hands, best)
    for h, f in zip(hands, fast, strict=True):
        want = ref(h, best)
        assert plain_score(h, best)[0] == want == f, h
        for p in permutations(h):
            assert t[hand_index(*p)] == want
    assert scores_by_index([hand_index(*h) for h in hands], best) == fast
    counted = dict(sorted(Counter(ref(h, best) for h in hands).items()))
    assert distribution(3, ScoreMode.BEST_SUIT if best else ScoreMode.REPRESENTED) == counted == DIST3[best]


@functools.cache
def ref_four_all(best: bool) -> tuple[tuple[int, ...], ...]:
    """The reference score of every four-card hand, in `combinations(range(52), 4)` order (computed once,
    shared by the four-card test and the exhaustive joker test)."""
    return tuple(ref(h, best) for h in combinations(range(52), 4))


def test_31_score_all_270725_four_card_hands() -> None:
    for best in (False, True):
        counts: Counter[int] = Counter()
        n = 0
        for h, s in zip(combinations(range(52), 4), ref_four_all(best), strict=True):
            counts[s] += 1
            n += 1
            assert plain_score(h, best)[0] == s, h
        assert n == 270_725
        assert dict(sorted(counts.items())) == distribution(4, ScoreMode.BEST_SUIT if best else ScoreMode.REPRESENTED)


def _brute_joker(cards: tuple[int, ...], best: bool) -> int:
    """A joker may stand for any card not in the hand: try them all."""
    held = [c for c in cards if c < 52]
    n = len(cards) - len(held)
    free = [c for c in range(52) if c not in held]
    return max(ref((*held, *subs), best) for subs in permutations(free, n))


@pytest.mark.parametrize("best", [False, True])
def test_31_jokers_three_card_hands_by_brute_force(best: bool) -> None:
    for h in combinations(range(54), 3):
        if h[-1] < 52:
            continue
        assert joker_score(h, best)[0] == _brute_joker(h, best), h


def _brute_joker_tables(best: bool) -> tuple[bytearray, bytearray]:
    """Brute force over what the jokers stand for, for every four-card joker hand at once.

    A hand of three plain cards and one joker scores the best of the four-card hands the joker can
    complete it to (any card not in the hand); two plain cards and two jokers the best of the hands
    the jokers complete it to with two different cards. One pass over the reference scores of all
    270,725 four-card hands gives both maxima: each hand is a completion of its four three-card
    subsets (one joker) and its six pairs (two jokers)."""
    one = bytearray(52 ** 3)  # best completion of the three plain cards a < b < c, at a*2704 + b*52 + c
    two = bytearray(52 ** 2)  # best completion of the two plain cards a < b, at a*52 + b
    for (a, b, c, d), s in zip(combinations(range(52), 4), ref_four_all(best), strict=True):
        for i in (a * 2704 + b * 52 + c, a * 2704 + b * 52 + d, a * 2704 + c * 52 + d, b * 2704 + c * 52 + d):
            if s > one[i]:
                one[i] = s
        for i in (a * 52 + b, a * 52 + c, a * 52 + d, b * 52 + c, b * 52 + d, c * 52 + d):
            if s > two[i]:
                two[i] = s
    return one, two


@pytest.mark.parametrize("best", [False, True])
def test_31_jokers_all_45526_four_card_joker_hands_by_brute_force(best: bool) -> None:
    """Every four-card hand with one joker (2 x 22,100) or two (1,326), against the brute force above."""
    one, two = _brute_joker_tables(best)
    n = 0
    for a, b, c in combinations(range(52), 3):
        want = one[a * 2704 + b * 52 + c]
        for j in (RJ, BJ):
            assert joker_score((a, b, c, j), best)[0] == want, (a, b, c, j)
            n += 1
    for a, b in combinations(range(52), 2):
        assert joker_score((a, b, RJ, BJ), best)[0] == two[a * 52 + b], (a, b)
        n += 1
    assert n == 45_526


def test_31_jokers_four_card_brute_force_agrees_with_the_direct_one() -> None:
    """The shared-work brute force equals trying every substitute hand by hand (seeded sample of 400)."""
    rng = random.Random(31)
    joker_hands = [h for h in combinations(range(54), 4) if h[-1] >= 52 and h[0] % 3 == 0]
    tables = {best: _brute_joker_tables(best) for best in (False, True)}
    for h in rng.sample(joker_hands, 400):
        held = [c for c in h if c < 52]
        for best in (False, True):
            one, two = tables[best]
            shared = one[held[0] * 2704 + held[1] * 52 + held[2]] if len(held) == 3 else two[held[0] * 52 + held[1]]
            assert shared == _brute_joker(h, best) == joker_score(h, best)[0], h


def test_31_score_examples_from_002_and_the_contract() -> None:
    assert score_hand(parse_hand31("Ah 3c 2c")).score == 5
    assert score_hand(parse_hand31("Ah 3c 2c")).suit_letter == "c"
    assert score_hand(parse_hand31("Ah 3c 2c"), ScoreMode.BEST_SUIT).score == 11
    assert score_hand(parse_hand31("Kh 7c 4c")).score == 11  # 002 "Winning and scoring"
    assert score_hand(parse_hand31("Ah Kh Qh")).is_31
    assert score_hand(parse_hand31("Kh Kc 5d")).suit is None  # two suits tie on 10
    assert score_hand(parse_hand31("As Ks Qs Js", size=4)).score == 41
    assert not score_hand(parse_hand31("As Ks Qs Js", size=4)).is_31
    assert score_hand(parse_hand31("RJ Kd Qd", jokers=True)).score == 31
    assert score_hand(parse_hand31("RJ BJ 5d", jokers=True)).score == 26


def test_31_jokers_are_input_errors_outside_the_variant() -> None:
    with pytest.raises(CardError) as e:
        parse_hand31("RJ Kd Qd")
    assert e.value.rule == "31-jokers" and e.value.token == "RJ"
    assert parse_hand31("rj bj 2c", jokers=True) == (RJ, BJ, 0)


def test_31_hand_sizes_are_input_errors() -> None:
    with pytest.raises(CardError) as e:
        parse_hand31("Ah Kh Qh Jh")
    assert e.value.rule == "31-deal"
    with pytest.raises(CardError) as e:
        parse_hand31("Ah Kh Qh", size=4)
    assert e.value.rule == "31-four-card"
    with pytest.raises(CardError):
        parse_hand31("Ah Ah Qh")


def test_31_lower_same_counts() -> None:
    lower, same, total = lower_same(31, 3)
    assert (lower + same, total) == (22_100, 22_100)
    assert same == 4 * 6  # A plus two of the four ten-value cards, per suit: C(4,2) = 6
    assert lower_same(score3(48, 0, 4), 3)[2] == 22_100
    assert lower_same(31, 3, jokers=True)[2] == 24_804
