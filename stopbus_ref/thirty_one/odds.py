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
from typing import TYPE_CHECKING

from ..core.errors import InputError
from ..kit.odds import CallOdds, Estimate, HandOdds, Progress, check_players, check_seen, disjoint_pairs, ordered_deals
from ..kit.odds import unseen_cards as unseen_cards
from .rule_ids import RuleId
from .scoring import ScoreMode, card_name, names, table3

if TYPE_CHECKING:
    from .engine import DealResult31
    from .knock_tables import Threshold31
    from .replay import Report

EXACT_MAX_PLAYERS = 3
"""Tables up to this size are counted exactly; larger ones are sampled."""
MAX_PLAYERS = 17
"""Three cards each from 52, less one hand: 17 hands at most (the game's own limit is checked by replay)."""
DEFAULT_SAMPLES = 40_000
"""Enough for a 95% interval of at most ±0.5 percentage points whatever the probability."""
RULES = [RuleId.LOWEST_LOSES, RuleId.TIED_LOWEST, RuleId.INSTANT_31, RuleId.SCORE]
"""The rules an answer rests on."""


@dataclass(frozen=True, kw_only=True)
class Odds31(HandOdds[int]):
    """The answer for one hand: its score (in the scoring mode asked), chance of being (joint) lowest, strict
    highest, expected position."""

    mode: ScoreMode
    score: int
    lowest: Estimate

    @property
    def losing(self) -> Estimate:
        return self.lowest


def verify_query(hand: Sequence[int], players: int, seen: Sequence[int]) -> None:
    """Raise InputError if the hand, table size or seen cards make no deal possible."""
    check_players(players, MAX_PLAYERS, RuleId.PLAYERS)
    if len(set(hand)) != 3 or any(not 0 <= c < 52 for c in hand):
        raise InputError(f"hand {names(hand)}: three different plain cards", rule=RuleId.DEAL, token=names(hand))
    check_seen(hand, players, seen, card_name, RuleId.DEAL, RuleId.DEAL)


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
    return Odds31(hand=_hand3(hand), players=players, seen=tuple(seen), mode=mode, score=s, lowest=Estimate.of(low),
                  best=Estimate.of(best), position=Estimate.of(1 + (players - 1) * Fraction(higher, one)))


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
    return Odds31(hand=_hand3(hand), players=players, seen=tuple(seen), mode=mode, score=s,
                  lowest=Estimate.sampled(low, samples), best=Estimate.sampled(best, samples),
                  position=Estimate.of(1 + (players - 1) * Fraction(higher, one)), samples=samples, seed=seed)


def odds(hand: Sequence[int], players: int, seen: Sequence[int] = (), mode: ScoreMode = ScoreMode.REPRESENTED,
         *, samples: int | None = None, seed: int = 1, progress: Progress | None = None) -> Odds31:
    """Exact for tables of 2 and 3, sampled for larger ones (`samples` sets how many)."""
    if players <= EXACT_MAX_PLAYERS:
        return exact_odds(hand, players, seen, mode)
    return sampled_odds(hand, players, seen, mode, samples or DEFAULT_SAMPLES, seed, progress)


# -- every hand at once: the knock-threshold table behind `--table` -------------------------------------

TABLE_SAMPLES = 10_000
"""Samples per score when `--table` has to estimate (N > 3)."""


def lowest_counts(mode: ScoreMode = ScoreMode.REPRESENTED) -> tuple[list[tuple[int, int, int]], list[int],
                                                                   list[int]]:
    """For each of the 22,100 hands in `combinations(range(52), 3)` order: its score and how many hands
    disjoint from it score at least as much (the N = 2 count of being the lowest; before 31-instant-31).

    One pass from the highest score down keeps per-card and per-pair counts of the hands met so far, so
    each hand's count follows by inclusion-exclusion over its cards instead of a pass over 18,424 hands
    (checked against `exact_odds` in tests/test_knock_tables31.py).
    """
    t = table3(mode is ScoreMode.BEST_SUIT)
    hands = list(combinations(range(52), 3))
    scores = [t[a * 2704 + b * 52 + c] for a, b, c in hands]
    order = sorted(range(len(hands)), key=lambda i: -scores[i])
    c1 = [0] * 52
    c2 = [0] * (52 * 52)
    counts = [0] * len(hands)
    size = 0
    start = 0
    while start < len(order):
        s = scores[order[start]]
        end = start
        while end < len(order) and scores[order[end]] == s:
            end += 1
        group = order[start:end]
        for i in group:  # first add every hand scoring s: the family is "score >= s"
            a, b, c = hands[i]
            size += 1
            c1[a] += 1
            c1[b] += 1
            c1[c] += 1
            c2[a * 52 + b] += 1
            c2[a * 52 + c] += 1
            c2[b * 52 + c] += 1
        for i in group:  # the family less every hand meeting this one (the hand itself counted once)
            a, b, c = hands[i]
            counts[i] = size - c1[a] - c1[b] - c1[c] + c2[a * 52 + b] + c2[a * 52 + c] + c2[b * 52 + c] - 1
        start = end
    return hands, scores, counts


_COUNTS: dict[ScoreMode, tuple[list[tuple[int, int, int]], list[int], list[int]]] = {}
"""`lowest_counts` by score mode, computed once per process (the table sizes share it)."""


def knock_table(players: int, samples: int = TABLE_SAMPLES, seed: int = 1, progress: Progress | None = None,
                *, mode: ScoreMode = ScoreMode.REPRESENTED, shipped: bool = True) -> list[Threshold31]:
    """Knock thresholds for one table size: for each limit, the lowest score whose riskiest hand (the hand
    of that score most often the lowest at 2 players, counted exactly) and every higher score's riskiest
    hand are the lowest at most that often. Exact for 2 and 3 players, sampled beyond (seeded per score).

    The rows `--table` shows by default (sizes 2 to 9, TABLE_SAMPLES deals, seed 1, the score of 002) ship
    precomputed (`knock_tables.json`, built by `python tools/build_data.py knock-tables` and
    checked against this live computation by tests/test_knock_tables31.py); `shipped=False` computes.
    """
    from .knock_tables import THRESHOLDS, Threshold31, shipped_rows

    verify_query((0, 1, 2), players, ())
    if shipped and samples == TABLE_SAMPLES and seed == 1 and mode is ScoreMode.REPRESENTED:
        rows = shipped_rows(players)
        if rows is not None:
            return rows
    if mode not in _COUNTS:
        _COUNTS[mode] = lowest_counts(mode)
    hands, scores, counts = _COUNTS[mode]
    riskiest: dict[int, int] = {}
    for i, s in enumerate(scores):
        j = riskiest.get(s)
        if j is None or counts[i] > counts[j]:
            riskiest[s] = i
    top = max(THRESHOLDS)
    chances: list[tuple[int, tuple[int, int, int], Estimate]] = []  # highest score first
    ordered = sorted(riskiest, reverse=True)
    for k, s in enumerate(ordered):
        hand = hands[riskiest[s]]
        if players == 2:
            est = Estimate.of(Fraction(0 if s == 31 else counts[riskiest[s]], math.comb(49, 3)))
        elif players <= EXACT_MAX_PLAYERS:
            est = exact_odds(hand, players, (), mode).lowest
        else:
            est = sampled_odds(hand, players, (), mode, samples, seed * 1_000_003 + s).lowest
        chances.append((s, hand, est))
        if progress:
            progress(k + 1, len(ordered))
        if est.value > top:  # no lower score can be within any limit: its own riskiest hand is above
            break
    out: list[Threshold31] = []
    for limit in THRESHOLDS:
        last: tuple[int, tuple[int, int, int], Estimate] | None = None
        for entry in chances:
            if entry[2].value > limit:
                break
            last = entry
        out.append(Threshold31(players, limit, None, None, None) if last is None else
                   Threshold31(players, limit, last[0], last[1], last[2]))
    if progress:
        progress(len(ordered), len(ordered))
    return out


# -- replay --odds: the caller's chance as seen at the knock ---------------------------------------------

REPLAY_SAMPLES = 10_000
"""Samples per knock when a replayed table is too big to count exactly (±1 point; seeded by deal number)."""


@dataclass(frozen=True)
class KnockOdds31(CallOdds):
    """A knock (or a 'Stop the Bus' call), annotated: the caller's chance of the (joint) lowest score from
    what they could see (their hand and the pool at the call), and, once the hands are shown, whether the
    outcome was an upset (what happened had less than an even chance by that reckoning)."""

    deal: int
    stopper: str
    call: str
    odds: Odds31
    lost: bool | None
    """Did the caller lose a life? None while the round is unfinished."""


def knock_odds(result: DealResult31, mode: ScoreMode, samples: int = REPLAY_SAMPLES) -> KnockOdds31 | None:
    """Annotate the knock or stop of one replayed round (None without one, or when the caller's hand is not
    three known plain cards). The caller does not play after the call and the call changes neither hand
    nor pool, so the call's turn shows both as the caller saw them."""
    if result.caller is None or result.call not in ("knock", "stop"):
        return None
    turn = next((t for t in result.turns if t.player == result.caller and t.action.kind == result.call), None)
    if turn is None or turn.unknown or len(turn.hand_after) != 3 or any(c >= 52 for c in turn.hand_after):
        return None
    seen = [c for c in turn.pool_after if c < 52]
    players = len(result.hands)
    o = odds(turn.hand_after, players, seen, mode, samples=samples, seed=result.number)
    lost = None if result.showdown is None else result.caller in result.showdown.losers
    return KnockOdds31(result.number, result.caller, result.call, o, lost)


def replay_knock_odds(report: Report, progress: Progress | None = None) -> dict[int, KnockOdds31]:
    """Every knock of a replayed record, annotated, by deal number (the unfinished round included)."""
    mode = report.record.rules.score
    deals = [*report.deals, *([report.partial] if report.partial is not None else [])]
    out: dict[int, KnockOdds31] = {}
    for n, d in enumerate(deals, 1):
        ko = knock_odds(d, mode)
        if ko is not None:
            out[d.number] = ko
        if progress:
            progress(n, len(deals))
    return out
