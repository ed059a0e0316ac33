"""Odds of a Brag hand at the showdown: the chance it is the worst (loses the token) or the best of N.

The other N-1 hands are dealt at random from the cards neither in the hand nor seen. Two hands from
one deal never tie exactly (the suit tie-break of 000 §04 looks at the highest-ranked card, and two
disjoint hands cannot hold the same card), so "worst" means every other hand is stronger and "best"
means every other hand is weaker. Counting is exact for N = 2 and 3 (fractions), the expected
position is exact for every N (linearity), larger tables are estimated by a seeded Monte Carlo.
Pure computation: no I/O, progress is reported through an optional callback.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, compress
from typing import TYPE_CHECKING

from ..core.cards import DECK, Card, fmt_cards
from ..core.errors import InputError
from ..kit.odds import Z95 as Z95
from ..kit.odds import CallOdds, HandOdds, check_players, check_seen
from ..kit.odds import Estimate as Estimate
from ..kit.odds import Progress as Progress
from ..kit.odds import disjoint_pairs as disjoint_pairs
from ..kit.odds import ordered_deals as ordered_deals
from ..kit.odds import unseen_cards as unseen_cards
from .ranking import SEEDS_ORDER, Order
from .rule_ids import RuleId
from .stop_tables import THRESHOLDS as THRESHOLDS
from .stop_tables import Threshold as Threshold
from .strength import _TABLE, strength_table

if TYPE_CHECKING:
    from .engine import Deal, DealResult, Turn
    from .record import DealSpec
    from .replay import Report

MODELS = ("dealt", "play")
EXACT_MAX_PLAYERS = 3
"""Tables up to this size are counted exactly; larger ones are sampled."""
MAX_PLAYERS = 17
DEFAULT_SAMPLES = 40_000
"""Enough for a 95% interval of at most ±0.5 percentage points whatever the probability (1.96·0.5/√n)."""
TABLE_SAMPLES = 10_000
"""Samples per probed hand when `--table` has to estimate (N > 3)."""


@dataclass(frozen=True, kw_only=True)
class Odds(HandOdds[Card]):
    """The answer for one hand: chance of being worst and best, expected position (1 = best), under the model
    of the other hands (and the bots' strategy of `--model play`)."""

    model: str
    worst: Estimate
    strategy: str | None = None

    @property
    def losing(self) -> Estimate:
        return self.worst


def verify_players(players: int) -> None:
    """Raise InputError unless 2 to 17 hands can be at the showdown."""
    check_players(players, MAX_PLAYERS, RuleId.PLAYERS)


def verify_query(hand: Sequence[int], players: int, seen: Sequence[int]) -> None:
    """Raise InputError if the hand, table size or seen cards make no deal possible."""
    verify_players(players)
    check_seen(hand, players, seen, _card_name, RuleId.DECK, RuleId.DEAL)


def _card_name(c: int) -> str:
    return str(Card(c))


_SORTED: list[list[list[int]]] = []
_ORDER: Order = SEEDS_ORDER
"""The order of the ranking tables the odds are counted in (`use_order`, the `--house` hook)."""


def use_order(order: Order) -> None:
    """The ranking hook of `odds --house`: this process counts its odds in `order` of the ranking tables
    (the strength table of that order, and the built-once tables rebuilt from it)."""
    global _TABLE, _ORDER
    from .strength import table_for

    _TABLE, _ORDER = table_for(order), order
    _SORTED.clear()
    _ALL.clear()


def _sorted_rows() -> list[list[list[int]]]:
    """Each strength row of the table sorted (`[x][y]` and `[y][x]` share one), built once per process."""
    if not _SORTED:
        empty: list[int] = []
        rows = [[empty] * 52 for _ in range(52)]
        for x in range(52):
            tx, rx = _TABLE[x], rows[x]
            for y in range(x + 1, 52):
                rx[y] = rows[y][x] = sorted(tx[y])
        _SORTED.extend(rows)
    return _SORTED


def pair_counts(hand: Sequence[int], cards: Sequence[int]) -> tuple[list[int], int]:
    """For every pair {x, y} of `cards`: how many hands {x, y, z} of `cards` are stronger than `hand`
    (listed in `combinations(cards, 2)` order), and how many hands of `cards` exist.

    Fast path: a bisection of the pair's sorted 52-card strength row counts every z stronger at once,
    less the few z held or seen (the row holds 0 at x and y, never stronger), so a table of 2 or 3 costs
    1,176 bisections instead of a Python loop over 18,424 hands. Each stronger hand is counted by its
    three pairs. Two disjoint hands never tie (the suit of the highest card differs, 000 §04): the same
    bisection checks it rather than assumes it.
    """
    t, srt = _TABLE, _sorted_rows()
    a, b, c = hand
    s = t[a][b][c]
    free = set(cards)
    gone = [z for z in range(52) if z not in free]
    out: list[int] = []
    for i, x in enumerate(cards):
        tx, sx = t[x], srt[x]
        for y in cards[i + 1:]:
            row, ordered = tx[y], sx[y]
            hi = bisect_right(ordered, s)
            above = 52 - hi
            ties = hi - bisect_left(ordered, s, 0, hi)
            for z in gone:
                v = row[z]
                if v > s:
                    above -= 1
                elif v == s:
                    ties -= 1
            if ties:
                z = next(z for z in cards if z not in (x, y) and row[z] == s)
                raise AssertionError(f"disjoint hands tie: {fmt_cards(hand)} and {fmt_cards((x, y, z))}")
            out.append(above)
    return out, math.comb(len(cards), 3)


def _family_counts(pairs: Sequence[int], cards: Sequence[int], n: int) -> tuple[int, int]:
    """The size of a family of hands and its ordered disjoint pairs, from its per-pair counts
    (inclusion-exclusion as `disjoint_pairs`: |F|^2 - sum_x c_x^2 + sum_xy c_xy^2 - |F|)."""
    c1 = dict.fromkeys(cards, 0)
    k = 0
    for i, x in enumerate(cards):
        for y in cards[i + 1:]:
            v = pairs[k]
            k += 1
            c1[x] += v
            c1[y] += v
    size = sum(pairs) // 3
    sq1 = sum(v * v for v in c1.values()) // 4  # each hand holding x is met through its two pairs with x
    return size, size * size - sq1 + sum(v * v for v in pairs) - size


def _families(hand: Sequence[int], cards: Sequence[int]) -> tuple[int, list[tuple[int, int, int]],
                                                                  list[tuple[int, int, int]]]:
    """Strength of `hand`, and the hands from `cards` that are stronger and weaker than it (the plain
    listing, kept for callers that want the hands themselves)."""
    st = strength_table(_ORDER)
    a, b, c = hand
    s = st[(1 << a) | (1 << b) | (1 << c)]
    stronger: list[tuple[int, int, int]] = []
    weaker: list[tuple[int, int, int]] = []
    for h in combinations(cards, 3):
        x = st[(1 << h[0]) | (1 << h[1]) | (1 << h[2])]
        if x > s:
            stronger.append(h)
        elif x < s:
            weaker.append(h)
        else:  # impossible for disjoint hands: the suit of the highest card differs (000 §04)
            raise AssertionError(f"disjoint hands tie: {fmt_cards(hand)} and {fmt_cards(h)}")
    return s, stronger, weaker


def exact_odds(hand: Sequence[int], players: int, seen: Sequence[int] = ()) -> Odds:
    """Exact odds for a table of 2 or 3 (`players` <= EXACT_MAX_PLAYERS), as reduced fractions.

    Counted from per-pair counts (`pair_counts`): the weaker family's pair counts are the rest of each
    pair's hands, since disjoint hands never tie (checked there).
    """
    verify_query(hand, players, seen)
    if players > EXACT_MAX_PLAYERS:
        raise ValueError(f"exact counting covers tables of 2 and 3, not {players}")
    cards = unseen_cards(hand, seen)
    strong, one = pair_counts(hand, cards)
    rest = len(cards) - 2
    weak = [rest - v for v in strong]
    n_strong = sum(strong) // 3
    n_weak = one - n_strong
    if players == 2:
        worst, best = Fraction(n_strong, one), Fraction(n_weak, one)
    else:
        total = ordered_deals(len(cards), 2)
        worst = Fraction(_family_counts(strong, cards, one)[1], total)
        best = Fraction(_family_counts(weak, cards, one)[1], total)
    return Odds(hand=_hand3(hand), players=players, seen=_cards(seen), model="dealt", worst=Estimate.of(worst),
                best=Estimate.of(best), position=Estimate.of(expected_position(n_strong, one, players)))


def expected_position(stronger: int, hands: int, players: int) -> Fraction:
    """1 + the expected number of stronger hands: each other hand is stronger with chance stronger/hands."""
    return 1 + (players - 1) * Fraction(stronger, hands)


def _cards(cs: Sequence[int]) -> tuple[Card, ...]:
    """Card values as printable cards."""
    return tuple(DECK[c] for c in cs)


def _hand3(h: Sequence[int]) -> tuple[Card, Card, Card]:
    """Three card values as a printable hand."""
    return DECK[h[0]], DECK[h[1]], DECK[h[2]]


_ALL: list[tuple[list[int], list[int]]] = []


def _all_hands() -> tuple[list[int], list[int]]:
    """The bitmask and the strength of each of the 22,100 hands in `combinations(range(52), 3)` order,
    built once per process (a sampler filters them rather than enumerating its own)."""
    if not _ALL:
        hands = list(combinations(range(52), 3))
        _ALL.append(([(1 << a) | (1 << b) | (1 << c) for a, b, c in hands],
                     [_TABLE[a][b][c] for a, b, c in hands]))
    return _ALL[0]


WEAK_BIT = 1 << 52
"""Set in a dealt hand's tag when it is weaker than the held hand (cards are bits 0 to 51)."""
STRONG_BIT = 1 << 53
"""Set in a dealt hand's tag when it is stronger than the held hand."""


class Sampler:
    """Deals the other hands at random for one held hand: the Monte Carlo fast path.

    Every hand of the unseen cards is listed once with its bitmask and whether it beats the held
    hand; a deal picks hands uniformly and rejects one that shares a card with those already dealt,
    which deals every ordered set of disjoint hands with the same chance (tested against
    `exact_odds` and against a plain shuffle-and-deal in tests/test_odds.py).
    """

    def __init__(self, hand: Sequence[int], seen: Sequence[int] = ()) -> None:
        all_masks, all_strengths = _all_hands()
        a, b, c = hand
        s = _TABLE[a][b][c]
        self.cards = unseen_cards(hand, seen)
        gone = (1 << 52) - 1
        for x in self.cards:
            gone ^= 1 << x
        # the hands of the unseen cards in `combinations(self.cards, 3)` order: the 22,100 filtered in order
        keep = [not m & gone for m in all_masks]
        self.masks: list[int] = list(compress(all_masks, keep))
        self.flags: list[int] = [1 if x > s else 0 for x in compress(all_strengths, keep)]
        self.stronger = sum(self.flags)
        self.strong = set(compress(self.masks, self.flags))
        self.tags: list[int] = [m | (STRONG_BIT if f else WEAK_BIT)
                                for m, f in zip(self.masks, self.flags, strict=True)]
        """Each hand's bitmask with its stronger-or-weaker bit: OR-ed into a deal's cards."""

    def worst_best(self, others: int, samples: int, rng: random.Random) -> tuple[int, int]:
        """Deal `samples` tables of `others` hands; how many had every other hand stronger (the held hand
        is the worst) and how many had none stronger (it is the best).

        A table stops being dealt as soon as it holds a stronger and a weaker hand: it is then neither,
        whatever the rest (the tags' two high bits are both set). Rejection deals the first hands while at
        least an eighth of all hands are still free; once the unseen cards run low (big tables) the
        remaining hands are dealt from a sample of the free cards.
        """
        n = len(self.masks)
        if self.stronger in (0, n):  # every hand is on one side: no deal can differ
            return (samples, 0) if self.stronger else (0, samples)
        masks, tags, rand = self.masks, self.tags, rng.random
        total = len(self.cards)
        free = math.comb(total, 3)
        head = 0
        while head < others and 8 * math.comb(total - 3 * head, 3) >= free:
            head += 1
        tail = others - head
        strong, cards, sample = self.strong, self.cards, rng.sample
        both = WEAK_BIT | STRONG_BIT
        worst = best = 0
        for _ in range(samples):
            used = 0
            left = head
            while left:
                i = int(rand() * n)
                if masks[i] & used:
                    continue
                used |= tags[i]
                if used >= both:  # bits 52 and 53 both set: a stronger and a weaker hand dealt
                    break
                left -= 1
            else:
                if tail:
                    rest = sample([c for c in cards if not used >> c & 1], 3 * tail)
                    for j in range(0, 3 * tail, 3):
                        up = (1 << rest[j]) | (1 << rest[j + 1]) | (1 << rest[j + 2]) in strong
                        used |= STRONG_BIT if up else WEAK_BIT
                    if used >= both:
                        continue
                if used & WEAK_BIT:
                    best += 1
                else:
                    worst += 1
        return worst, best


def sampled_odds(hand: Sequence[int], players: int, seen: Sequence[int] = (), samples: int = DEFAULT_SAMPLES,
                 seed: int = 1, progress: Progress | None = None) -> Odds:
    """Monte Carlo odds for the dealt model; the expected position stays exact."""
    verify_query(hand, players, seen)
    sampler = Sampler(hand, seen)
    rng = random.Random(seed)
    others = players - 1
    worst = best = done = 0
    chunk = 5_000
    while done < samples:
        step = min(chunk, samples - done)
        w, b = sampler.worst_best(others, step, rng)
        worst += w
        best += b
        done += step
        if progress:
            progress(done, samples)
    one = len(sampler.masks)
    return Odds(hand=_hand3(hand), players=players, seen=_cards(seen), model="dealt",
                worst=Estimate.sampled(worst, samples), best=Estimate.sampled(best, samples),
                position=Estimate.of(expected_position(sampler.stronger, one, players)), samples=samples, seed=seed)


def odds(hand: Sequence[int], players: int, seen: Sequence[int] = (), *, samples: int | None = None,
         seed: int = 1, progress: Progress | None = None) -> Odds:
    """The dealt model: exact for tables of 2 and 3, sampled for larger ones (`samples` sets how many)."""
    if players <= EXACT_MAX_PLAYERS:
        return exact_odds(hand, players, seen)
    return sampled_odds(hand, players, seen, samples or DEFAULT_SAMPLES, seed, progress)


# -- the play model: one more turn for everyone after the stop -------------------------------------

def play_odds(hand: Sequence[int], players: int, seen: Sequence[int] = (), strategy: str = "pair",
              samples: int = DEFAULT_SAMPLES, seed: int = 1, progress: Progress | None = None) -> Odds:
    """Monte Carlo over final turns: the holder stops, every other player takes one final turn with the
    simulator's bot `strategy`, then the engine compares the hands.

    The other hands and the stock are shuffled from the unseen cards; the top of the discard pile (the card
    the next player may take) is the last `seen` card, or a random unseen card when nothing is seen.
    """
    from .engine import Action, Deal, Stock
    from .house_rules import Settings
    from .simulate import STRATEGIES, choose

    verify_query(hand, players, seen)
    if strategy not in STRATEGIES:
        raise InputError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}", token=strategy)
    rng = random.Random(seed)
    cards = [DECK[c] for c in unseen_cards(hand, seen)]
    names = ["you"] + [f"P{i}" for i in range(2, players + 1)]
    mine = _hand3(hand)
    top = DECK[seen[-1]] if seen else None
    worst = best = 0
    pos_sum = pos_sq = 0
    for n in range(samples):
        rng.shuffle(cards)
        hands = {p: (cards[3 * i], cards[3 * i + 1], cards[3 * i + 2]) for i, p in enumerate(names[1:])}
        hands["you"] = mine
        rest = 3 * (players - 1)
        upcard = top if top is not None else cards[rest]
        stock = cards[rest + (top is None):]
        deal = Deal(number=1, players=names, dealer=names[-1], hands=hands, upcard=upcard,
                    stock=Stock(stock, ordered=True), house=Settings(order=_ORDER))
        if top is not None:
            deal.discards = [DECK[c] for c in seen]  # the seen cards lie in the pile, the last on top
        _next_turn(deal, rng)
        if not deal.over:  # with no stock and nothing to recycle the hands are compared at once
            deal.play("you", Action("stop"))
        while True:
            _next_turn(deal, rng)
            if deal.over:
                break
            deal.play(deal.current, choose(deal, rng, strategy))
        show = deal.compare()
        pos = next(e.position for e in show.order if e.player == "you")
        worst += show.loser == "you"
        best += pos == 1
        pos_sum += pos
        pos_sq += pos * pos
        if progress and (n + 1) % 1000 == 0:
            progress(n + 1, samples)
    mean = pos_sum / samples
    sd = math.sqrt(max(0.0, pos_sq / samples - mean * mean))
    half = Z95 * sd / math.sqrt(samples)
    return Odds(hand=mine, players=players, seen=_cards(seen), model="play", worst=Estimate.sampled(worst, samples),
                best=Estimate.sampled(best, samples), position=Estimate(mean, None, (mean - half, mean + half)),
                samples=samples, seed=seed, strategy=strategy)


def _next_turn(deal: Deal, rng: random.Random) -> None:
    """Begin a turn as the simulator does: an empty stock is recycled in a shuffled order (rule recycle)."""
    if not len(deal.stock) and len(deal.discards) > 1:
        order = list(deal.discards[:-1])
        rng.shuffle(order)
        deal.reshuffles.append(order)
    deal.begin_turn()


# -- every hand at once: the exact sweep behind `--table` -----------------------------------------

def sweep_worst_counts(progress: Progress | None = None) -> tuple[list[tuple[int, int, int]], list[int], list[int]]:
    """For each of the 22,100 hands H, strongest first: the hands disjoint from H that beat it (the N = 2
    count) and the ordered pairs of disjoint such hands (the N = 3 count); nothing seen.

    One pass from the strongest hand down keeps, for the set A of hands met so far, per-card counts c_x,
    per-pair counts c_xy and a few running sums, so each H costs one loop over the 49 other cards instead
    of a pass over 18,424 hands. The plain per-hand count (`exact_odds`) checks it in tests/test_odds.py.
    """
    st = strength_table(_ORDER)
    order = sorted(combinations(range(52), 3), key=lambda h: -st[(1 << h[0]) | (1 << h[1]) | (1 << h[2])])
    bit = [1 << i for i in range(52)]
    c1 = [0] * 52
    c2 = [0] * (52 * 52)
    sq = [0] * 52  # sq[x] = sum_y c_xy^2
    w = [0] * 52  # w[i] = sum over pairs {x,y} with {x,y,i} in A of c_xy
    m2 = [0] * (52 * 52)  # m2[i*52+j] = pairs {x,y} with both {x,y,i} and {x,y,j} in A
    q2 = 0  # sum over pairs of c_xy^2
    size = 0
    members: set[int] = set()
    ones: list[int] = []
    twos: list[int] = []
    start = 0
    while start < len(order):
        a, b, c = order[start]
        s = st[bit[a] | bit[b] | bit[c]]
        end = start
        while end < len(order) and st[bit[order[end][0]] | bit[order[end][1]] | bit[order[end][2]]] == s:
            end += 1
        group = order[start:end]
        for a, b, c in group:  # A = every hand stronger than s
            ab, ac, bc = a * 52 + b, a * 52 + c, b * 52 + c
            f = size - c1[a] - c1[b] - c1[c] + c2[ab] + c2[ac] + c2[bc]
            mab, mac, mbc = bit[a] | bit[b], bit[a] | bit[c], bit[b] | bit[c]
            s1 = corr2 = corr3 = 0
            for y in range(52):
                if y == a or y == b or y == c:
                    continue
                my = bit[y]
                tab = st[my | mab] > s
                tac = st[my | mac] > s
                tbc = st[my | mbc] > s
                y52 = y * 52
                cya, cyb, cyc = c2[y52 + a], c2[y52 + b], c2[y52 + c]
                fy = c1[y] - cya - cyb - cyc + tab + tac + tbc
                s1 += fy * fy
                corr2 += tab * (cya + cyb) + tac * (cya + cyc) + tbc * (cyb + cyc)
                corr3 += tab * tac + tab * tbc + tac * tbc
            pairs_sq = q2 - sq[a] - sq[b] - sq[c] + c2[ab] ** 2 + c2[ac] ** 2 + c2[bc] ** 2
            cross = w[a] + w[b] + w[c] - corr2
            tau_sq = (c1[a] + c1[b] + c1[c] - 2 * (c2[ab] + c2[ac] + c2[bc])
                      + 2 * (m2[ab] + m2[ac] + m2[bc] - corr3))
            s2 = pairs_sq - 2 * cross + tau_sq
            ones.append(f)
            twos.append(f * f - s1 + s2 - f)
        for p, q, r in group:  # then add the group to A
            members.add(bit[p] | bit[q] | bit[r])
            size += 1
            c1[p] += 1
            c1[q] += 1
            c1[r] += 1
            for u, v, t in ((p, q, r), (p, r, q), (q, r, p)):
                old = c2[u * 52 + v]
                c2[u * 52 + v] = c2[v * 52 + u] = old + 1
                q2 += 2 * old + 1
                sq[u] += 2 * old + 1
                sq[v] += 2 * old + 1
                w[t] += old
                muv = bit[u] | bit[v]
                t52 = t * 52
                for z in range(52):
                    if z == u or z == v or (muv | bit[z]) not in members:
                        continue
                    w[z] += 1
                    if z != t:
                        m2[t52 + z] += 1
                        m2[z * 52 + t] += 1
        start = end
        if progress:
            progress(start, len(order))
    return order, ones, twos




def exact_table(players: int, progress: Progress | None = None) -> list[Threshold]:
    """Stop thresholds for a table of 2 or 3, from the exact sweep.

    The threshold for a limit is the weakest hand such that it and every stronger hand are worst at
    most that often (so stopping with it or better keeps the risk within the limit).
    """
    order, ones, twos = _sweep(progress)
    counts = ones if players == 2 else twos
    total = ordered_deals(49, players - 1)
    out = []
    for limit in THRESHOLDS:
        last: int | None = None
        for i, n in enumerate(counts):
            if Fraction(n, total) > limit:
                break
            last = i
        if last is None:
            out.append(Threshold(players, limit, None, None))
        else:
            out.append(Threshold(players, limit, _hand3(order[last]),
                                 Estimate.of(Fraction(counts[last], total))))
    return out


_SWEEP: list[tuple[list[tuple[int, int, int]], list[int], list[int]]] = []


def _sweep(progress: Progress | None = None) -> tuple[list[tuple[int, int, int]], list[int], list[int]]:
    """The sweep, computed once per process (`--table` for 2 and 3 players share it)."""
    if not _SWEEP:
        _SWEEP.append(sweep_worst_counts(progress))
    return _SWEEP[0]


def sampled_table(players: int, samples: int = TABLE_SAMPLES, seed: int = 1,
                  progress: Progress | None = None) -> list[Threshold]:
    """Stop thresholds for a larger table, by bisection over the hands in strength order.

    Each probe estimates one hand's chance of being worst from `samples` seeded deals. Bisection assumes
    the chance falls as hands get stronger, which holds apart from small card-removal wiggles (the exact
    sweep for 2 and 3 players measures them; docs/odds.md).
    """
    st = strength_table(_ORDER)
    order = sorted(combinations(range(52), 3), key=lambda h: st[(1 << h[0]) | (1 << h[1]) | (1 << h[2])])
    cache: dict[int, tuple[int, int]] = {}
    probes = 0
    budget = 16 * len(THRESHOLDS)

    def worst_count(i: int) -> tuple[int, int]:
        nonlocal probes
        if i not in cache:
            worst, _ = Sampler(order[i]).worst_best(players - 1, samples, random.Random(seed * 1_000_003 + i))
            cache[i] = (worst, samples)
            probes += 1
            if progress:
                progress(min(probes, budget), budget)
        return cache[i]

    out = []
    lo_bound = 0
    for limit in THRESHOLDS:
        lo, hi = lo_bound, len(order) - 1  # order is weakest first; find the first index with p <= limit
        while lo < hi:
            mid = (lo + hi) // 2
            hits, n = worst_count(mid)
            if Fraction(hits, n) <= limit:
                hi = mid
            else:
                lo = mid + 1
        hits, n = worst_count(lo)
        lo_bound = lo
        out.append(Threshold(players, limit, _hand3(order[lo]), Estimate.sampled(hits, n)))
    if progress:
        progress(budget, budget)
    return out


def stop_table(players: int, samples: int = TABLE_SAMPLES, seed: int = 1,
               progress: Progress | None = None, *, shipped: bool = True) -> list[Threshold]:
    """Stop thresholds for one table size: exact for 2 and 3, sampled beyond.

    The rows `--table` shows by default (sizes 2 to 9, TABLE_SAMPLES deals, seed 1) depend on no user
    input, so they ship precomputed (`stop_tables.json`, built by `python tools/build_data.py stop-tables`
    and checked against this live computation by tests/test_stop_tables.py); `shipped=False` computes.
    """
    verify_players(players)
    if shipped and samples == TABLE_SAMPLES and seed == 1:
        from .stop_tables import shipped_rows

        rows = shipped_rows(players)
        if rows is not None:
            return rows
    if players <= EXACT_MAX_PLAYERS:
        return exact_table(players, progress)
    return sampled_table(players, samples, seed, progress)


# -- replay --odds: the stopper's chance as seen at the stop --------------------------------------

REPLAY_SAMPLES = 10_000
"""Samples per stop when a replayed table is too big to count exactly (±1 point; seeded by deal number)."""


@dataclass(frozen=True)
class StopOdds(CallOdds):
    """A stop, annotated: the stopper's chance of being the worst from what they could see (their hand and
    the discard pile at the moment of the stop), and, once the hands are shown, whether the outcome was an
    upset (the outcome that happened had less than an even chance by that reckoning)."""

    deal: int
    stopper: str
    odds: Odds
    lost: bool | None
    """Did the stopper lose the token? None while the deal is unfinished."""


def pile_before(upcard: int, turns: Sequence[Turn]) -> list[Card]:
    """The discard pile after `turns`: the upcard, each discard on top, a take lifts the top, a recycle
    leaves only the top card (rule recycle)."""
    pile = [DECK[upcard]]
    for rec in turns:
        if rec.recycled:
            pile = pile[-1:]
        if rec.action.kind == "take":
            pile.pop()
        if rec.discarded is not None:
            pile.append(rec.discarded)
    return pile


def stop_odds(result: DealResult, upcard: int, samples: int = REPLAY_SAMPLES) -> StopOdds | None:
    """Annotate the stop of one replayed deal (None when nobody stopped). The stopper does not play after
    the stop, so the hand shown (or held, mid-deal) is the hand they stopped with."""
    if result.stopper is None:
        return None
    at = next(i for i, rec in enumerate(result.turns) if rec.action.kind == "stop")
    hand = result.hands[result.stopper]
    if len(hand) != 3:  # seen from the table and never shown (the deal broke a rule first): nothing to weigh
        return None
    seen = pile_before(upcard, result.turns[:at])
    players = len(result.hands)
    o = odds(_hand3(hand), players, seen, samples=samples, seed=result.number)
    lost = None if result.showdown is None else result.showdown.loser == result.stopper
    return StopOdds(result.number, result.stopper, o, lost)


def upcard_of(spec: DealSpec, players: int) -> int:
    """The upcard of a recorded deal: given in hands mode, the card after the hands in deck mode."""
    if spec.upcard is not None:
        return spec.upcard
    assert spec.deck is not None
    return spec.deck[3 * players]


def replay_stop_odds(report: Report, progress: Progress | None = None) -> dict[int, StopOdds]:
    """Every stop of a replayed record, annotated, by deal number (the unfinished deal included)."""
    deals = [*report.deals, *([report.partial] if report.partial is not None else [])]
    out: dict[int, StopOdds] = {}
    for n, d in enumerate(deals, 1):
        if d.stopper is not None and d.number <= len(report.scenario.deals):
            so = stop_odds(d, upcard_of(report.scenario.deals[d.number - 1], len(d.hands)))
            if so is not None:
                out[d.number] = so
        if progress:
            progress(n, len(deals))
    return out
