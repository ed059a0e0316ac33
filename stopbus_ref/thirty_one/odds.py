"""Odds of a 31-point hand at the showdown: the chance its score is the (joint) lowest of N, and the chance
it is the strict highest.

The other N-1 hands are dealt at random from the cards neither in the hand nor seen. Ties count as
losing as the game rules them (002 step 8, contract thirty-one.md): all players tied for lowest lose,
so the hand loses when no other hand scores strictly lower, i.e. every other hand scores >= it. A hand
of 31 never loses (31-instant-31: the 31 holders cannot lose); with three cards no hand scores above 31,
so for any other score "every other hand >= mine" covers others holding 31 too (the lowest of the
non-31 players loses, and if all others hold 31 that is this hand). "Best" means the strict highest:
every other hand scores strictly less. The expected position is 1 + the expected number of other hands
scoring strictly higher (exact for every N by linearity). Exact for N = 2 and 3 (fractions, by the same
inclusion-exclusion over shared cards as the Brag odds), a seeded Monte Carlo beyond. Three plain
cards only: four-card hands and jokers are refused by the CLI.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from ..errors import InputError
from ..odds_common import Estimate, Progress, disjoint_pairs, ordered_deals
from .rule_ids import R31
from .scoring import ScoreMode, names, table3

EXACT_MAX_PLAYERS = 3
"""Tables up to this size are counted exactly; larger ones are sampled."""
MAX_PLAYERS = 17
"""Three cards each from 52, less one hand: 17 hands at most (the game's own limit is checked by replay)."""
DEFAULT_SAMPLES = 40_000
"""Enough for a 95% interval of at most ±0.5 percentage points whatever the probability."""
RULES = [R31.LOWEST_LOSES, R31.TIED_LOWEST, R31.INSTANT_31, R31.SCORE]
"""The rules an answer rests on."""


@dataclass(frozen=True)
class Odds31:
    """The answer for one hand: its score, chance of being (joint) lowest, strict highest, expected position."""

    hand: tuple[int, int, int]
    players: int
    seen: tuple[int, ...]
    mode: ScoreMode
    score: int
    lowest: Estimate
    best: Estimate
    position: Estimate
    samples: int | None = None
    seed: int | None = None

    @property
    def exact(self) -> bool:
        """True when the chance of being lowest was counted exactly."""
        return self.lowest.exact


def verify_query(hand: Sequence[int], players: int, seen: Sequence[int]) -> None:
    """Raise InputError if the hand, table size or seen cards make no deal possible."""
    if not 2 <= players <= MAX_PLAYERS:
        raise InputError(f"--players must be 2 to {MAX_PLAYERS}, got {players}", rule=R31.PLAYERS,
                         token=str(players))
    if len(set(hand)) != 3 or any(not 0 <= c < 52 for c in hand):
        raise InputError(f"hand {names(hand)}: three different plain cards", rule=R31.DEAL, token=names(hand))
    for c in seen:
        if c in hand:
            raise InputError(f"seen card {names([c])} is in the hand {names(hand)}: a card is either held or seen",
                             rule=R31.DEAL, token=names([c]))
    dup = sorted({c for c in seen if list(seen).count(c) > 1})
    if dup:
        raise InputError(f"seen card {names(dup[:1])} is listed twice: one deck has one of each card",
                         rule=R31.DEAL, token=names(dup[:1]))
    left = 52 - 3 - len(seen)
    if left < 3 * (players - 1):
        raise InputError(f"{left} unseen cards cannot deal {players - 1} other hands of three "
                         f"(needs {3 * (players - 1)})", rule=R31.DEAL, token=str(players))


def unseen_cards(hand: Sequence[int], seen: Sequence[int]) -> list[int]:
    """The cards the other hands are dealt from."""
    gone = set(hand) | set(seen)
    return [c for c in range(52) if c not in gone]


def _score(hand: Sequence[int], mode: ScoreMode) -> int:
    a, b, c = hand
    return table3(mode is ScoreMode.BEST_SUIT)[a * 2704 + b * 52 + c]


def families(hand: Sequence[int], cards: Sequence[int], mode: ScoreMode = ScoreMode.REPRESENTED
             ) -> tuple[int, list[tuple[int, int, int]], list[tuple[int, int, int]], int]:
    """Score of `hand`; the hands from `cards` that make it lose (score >= it; none when it is 31),
    the hands it beats (score < it), and how many hands score strictly higher."""
    t = table3(mode is ScoreMode.BEST_SUIT)
    s = _score(hand, mode)
    at_least: list[tuple[int, int, int]] = []
    below: list[tuple[int, int, int]] = []
    higher = 0
    for h in combinations(cards, 3):
        x = t[h[0] * 2704 + h[1] * 52 + h[2]]
        if x >= s:
            at_least.append(h)
            higher += x > s
        else:
            below.append(h)
    if s == 31:  # 31-instant-31: a 31 holder cannot lose
        at_least = []
    return s, at_least, below, higher


def exact_odds(hand: Sequence[int], players: int, seen: Sequence[int] = (),
               mode: ScoreMode = ScoreMode.REPRESENTED) -> Odds31:
    """Exact odds for a table of 2 or 3, as reduced fractions.

    N = 2: the share of hands scoring >= (lowest) or < (best). N = 3: ordered pairs of card-disjoint
    hands both in the family, counted by `disjoint_pairs` (inclusion-exclusion over shared cards).
    """
    verify_query(hand, players, seen)
    if players > EXACT_MAX_PLAYERS:
        raise ValueError(f"exact counting covers tables of 2 and 3, not {players}")
    cards = unseen_cards(hand, seen)
    s, at_least, below, higher = families(hand, cards, mode)
    one = math.comb(len(cards), 3)
    if players == 2:
        low, best = Fraction(len(at_least), one), Fraction(len(below), one)
    else:
        total = ordered_deals(len(cards), 2)
        low, best = Fraction(disjoint_pairs(at_least), total), Fraction(disjoint_pairs(below), total)
    return Odds31(_hand3(hand), players, tuple(seen), mode, s, Estimate.of(low), Estimate.of(best),
                  Estimate.of(1 + (players - 1) * Fraction(higher, one)))


def _hand3(h: Sequence[int]) -> tuple[int, int, int]:
    return h[0], h[1], h[2]


def sampled_odds(hand: Sequence[int], players: int, seen: Sequence[int] = (),
                 mode: ScoreMode = ScoreMode.REPRESENTED, samples: int = DEFAULT_SAMPLES, seed: int = 1,
                 progress: Progress | None = None) -> Odds31:
    """Monte Carlo odds: each sample deals the other hands from a shuffled sample of the unseen cards
    (plain and uniform over ordered deals); the expected position stays exact."""
    verify_query(hand, players, seen)
    cards = unseen_cards(hand, seen)
    s, _, _, higher = families(hand, cards, mode)
    t = table3(mode is ScoreMode.BEST_SUIT)
    rng = random.Random(seed)
    others = players - 1
    n3 = 3 * others
    low = best = done = 0
    sample = rng.sample
    while done < samples:
        step = min(5_000, samples - done)
        for _ in range(step):
            d = sample(cards, n3)
            sc = [t[d[j] * 2704 + d[j + 1] * 52 + d[j + 2]] for j in range(0, n3, 3)]
            m = min(sc)
            low += m >= s
            best += max(sc) < s
        done += step
        if progress:
            progress(done, samples)
    if s == 31:
        low = 0
    one = math.comb(len(cards), 3)
    return Odds31(_hand3(hand), players, tuple(seen), mode, s, Estimate.sampled(low, samples),
                  Estimate.sampled(best, samples), Estimate.of(1 + (players - 1) * Fraction(higher, one)),
                  samples=samples, seed=seed)


def odds(hand: Sequence[int], players: int, seen: Sequence[int] = (), mode: ScoreMode = ScoreMode.REPRESENTED,
         *, samples: int | None = None, seed: int = 1, progress: Progress | None = None) -> Odds31:
    """Exact for tables of 2 and 3, sampled for larger ones (`samples` sets how many)."""
    if players <= EXACT_MAX_PLAYERS:
        return exact_odds(hand, players, seen, mode)
    return sampled_odds(hand, players, seen, mode, samples or DEFAULT_SAMPLES, seed, progress)
