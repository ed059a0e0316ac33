"""Odds speed, measured side by side in one run: ratios of CPU time (runs taken in turn, medians of the rounds'
ratios), never times in tests.

1. `stopbus odds --table` (table sizes 2 to 9, whole command) against a bare
   `python -c "import typer, rich.console, rich.table"`, whole processes. Goal <= 3x. Beside it: the live
   computation the shipped rows replace (in this process), and the whole `stopbus odds HAND --players 9` command.
2. Exact odds in one process (tables loaded), per hand, against one enumeration of the 22,100 hands
   (`[T[a][b][c] for a, b, c in combinations(range(52), 3)]` with the strength table): goal <= 5x for
   2 players and <= 20x for 3; and a fresh process from its first import to the exact answer against the bare
   import of item 1 (goal <= 3x, as item 1's: an answer as soon as the command line's own start).
3. Monte Carlo: the sampler against a plain shuffle-and-deal of the same tables with the same strength lookups,
   at every table size 2 to 9 (and 17), as how many times faster the sampler deals a table. Goal >= 5x at
   every size.
4. `--game 31`: exact odds for 2 and 3 players per hand in a fresh process (as item 2's), and its Monte Carlo
   sampler against a plain sample-and-score loop (no goal); beside item 1, the whole `stopbus odds --game 31 --table`
   command against the same bare import.
Run: python bench/bench_odds.py [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1: the smallest sizes, as the
test suite runs it so that the bench cannot rot)
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import sys
from itertools import combinations

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process, median_ratio, process_time, ratios  # bench/, the script's own folder

TINY = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
HANDS = ["Kd 9s 8s", "5c 3d 2h", "Ah Kd Qc", "7c 7d 2s", "Qs Js 9s", "3c 3d 3h"]
HANDS31 = ["Ks Qs 9s", "2c 3d 4h", "Ah Kh Qh", "10c Jc 2d", "7c 8d 9h"]

CHILD = """
import sys
from stopbus_ref.brag.odds import exact_odds
from stopbus_ref.core.cards import parse_hand
o = exact_odds(parse_hand(sys.argv[1]), int(sys.argv[2]))
"""
CHILD31 = """
import sys
from stopbus_ref.thirty_one.odds import exact_odds
from stopbus_ref.thirty_one.scoring import parse_hand31
o = exact_odds(parse_hand31(sys.argv[1]), int(sys.argv[2]))
"""
BARE = [sys.executable, "-c", "import typer, rich.console, rich.table"]


def stopbus() -> list[str]:
    beside = os.path.join(os.path.dirname(sys.executable), "stopbus")  # this environment's, not another's
    exe = beside if os.path.exists(beside) else shutil.which("stopbus")
    return [exe] if exe else [sys.executable, "-m", "stopbus_ref"]


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def fresh(hands: list[str], players: int, runs: int, child: str = CHILD) -> float:
    """The slowest hand's fresh process (first import to the exact answer) against the bare import of item 1:
    the median of the rounds' CPU ratios."""
    return max(ratios([BARE, [sys.executable, "-c", child, h, str(players)]], runs)[0][1] for h in hands)


def exact_vs_enumeration(rounds: int) -> None:
    from stopbus_ref.brag.odds import exact_odds
    from stopbus_ref.brag.strength import _TABLE
    from stopbus_ref.core.cards import parse_hand

    hands = [parse_hand(h) for h in (HANDS[:2] if TINY else HANDS)]
    t = _TABLE
    all_hands = list(combinations(range(52), 3))
    exact_odds(hands[0], 2)  # warm up
    for players, goal in ((2, 5), (3, 20)):
        ratios_ = []
        for h in hands:  # in turn: the enumeration, then the hand
            e, x = in_process([lambda: [t[a][b][c] for a, b, c in all_hands],
                               lambda h=h, n=players: exact_odds(h, n)], rounds)
            ratios_.append(median_ratio(x, e))
        r = statistics.median(ratios_)
        print(f"2. exact odds, {players} players, in one process: {r:.1f}x one 22,100-hand enumeration, CPU time "
              f"(median over {len(hands)} hands, worst {max(ratios_):.1f}x); goal <= {goal}x: {verdict(r <= goal)}")


def mc_rates(samples: int, rounds: int) -> None:
    """Tables per second, sampler vs a plain shuffle-and-deal with the strength table, at every table size."""
    from stopbus_ref.brag.odds import Sampler, unseen_cards
    from stopbus_ref.brag.strength import strength_table
    from stopbus_ref.core.cards import parse_hand

    hand = parse_hand("Kd 9s 8s")
    sampler = Sampler(hand)
    st = strength_table()
    s = st[(1 << hand[0]) | (1 << hand[1]) | (1 << hand[2])]
    cards = unseen_cards(hand, [])
    worst = float("inf")
    parts = []
    for players in (*range(2, 10), 17):
        others = players - 1

        def plain(others: int = others) -> None:
            rng = random.Random(2)
            hist = [0] * (others + 1)
            for _ in range(samples):
                rng.shuffle(cards)
                up = sum(st[(1 << cards[i]) | (1 << cards[i + 1]) | (1 << cards[i + 2])] > s
                         for i in range(0, 3 * others, 3))
                hist[up] += 1

        p, f = in_process([plain, lambda others=others: sampler.worst_best(others, samples, random.Random(1))], rounds)
        r = median_ratio(p, f)
        if players <= 9:
            worst = min(worst, r)
        parts.append(f"{players}: {r:.1f}x")
    print(f"3. Monte Carlo, sampler vs plain shuffle-and-deal, CPU time ({samples:,} tables, median of {rounds}), "
          f"by table size: {', '.join(parts)}; goal >= 5x at every size 2-9: {verdict(worst >= 5)} "
          f"(lowest {worst:.1f}x)")
    # beside the goal: a hand that almost nothing beats (A-K-Q, the top run) deals every hand of nearly every
    # table, since a table stops being dealt only once it holds a stronger and a weaker hand
    strong = parse_hand("Ah Kd Qc")
    top = Sampler(strong)
    s2 = st[(1 << strong[0]) | (1 << strong[1]) | (1 << strong[2])]
    cards2 = unseen_cards(strong, [])
    extra = []
    for players in (5, 9):
        others = players - 1

        def plain2(others: int = others) -> None:
            rng = random.Random(2)
            for _ in range(samples):
                rng.shuffle(cards2)
                sum(st[(1 << cards2[i]) | (1 << cards2[i + 1]) | (1 << cards2[i + 2])] > s2
                    for i in range(0, 3 * others, 3))

        p, f = in_process([plain2, lambda others=others: top.worst_best(others, samples, random.Random(1))], rounds)
        extra.append(f"{players}: {median_ratio(p, f):.1f}x")
    print(f"   beside it, a hand almost nothing beats (Ah Kd Qc, no goal): {', '.join(extra)}")


def mc31(samples: int, rounds: int) -> float:
    """31-point Monte Carlo for 5 players: a plain sample-and-score loop of the same tables (the same score table)
    against `sampled_odds`, CPU time, in turn (tables built first): the sampler's cost in that loop's."""
    from stopbus_ref.thirty_one.odds import sampled_odds, unseen_cards
    from stopbus_ref.thirty_one.scoring import parse_hand31, table3

    hand = parse_hand31("10c Jc 2d")
    sampled_odds(hand, 5, samples=100)
    t = table3()
    cards = unseen_cards(hand, [])
    mine = t[hand[0] * 2704 + hand[1] * 52 + hand[2]]

    def plain() -> None:
        rng = random.Random(2)
        for _ in range(samples):
            dealt = rng.sample(cards, 12)
            sum(t[dealt[i] * 2704 + dealt[i + 1] * 52 + dealt[i + 2]] > mine for i in range(0, 12, 3))

    p, f = in_process([plain, lambda: sampled_odds(hand, 5, samples=samples)], rounds)
    return median_ratio(f, p)


def main() -> int:
    runs = 1 if TINY else 11
    deals = 2_000 if TINY else 40_000
    (_, a, e, c), (b, *_) = ratios([BARE, [*stopbus(), "odds", "--table"],
                                    [*stopbus(), "odds", "--game", "31", "--table"],
                                    [*stopbus(), "odds", "Kd 9s 8s", "--players", "9", "--samples", str(deals)]], runs)
    print(f"1. `stopbus odds --table` (2-9 players) vs the bare import, CPU time (median of {runs} rounds' ratios): "
          f"{a:.2f}x, goal <= 3x: {verdict(a <= 3)}")
    print(f"   `stopbus odds --game 31 --table` (2-9 players, shipped rows): {e:.2f}x, goal <= 3x (as Brag's): "
          f"{verdict(e <= 3)}")
    print(f"   `stopbus odds 'Kd 9s 8s' --players 9 --samples {deals:,}`: {c:.2f}x")
    from stopbus_ref.brag.odds import TABLE_SAMPLES, stop_table

    sizes = [4] if TINY else list(range(2, 10))
    samples = 100 if TINY else TABLE_SAMPLES
    live = process_time(lambda: [stop_table(size, samples, 1, shipped=False) for size in sizes])
    print(f"   the live computation the shipped rows replace (sizes {sizes[0]}-{sizes[-1]}, {samples:,} deals "
          f"per probe, this process): {live / b:.0f}x the bare import's CPU time")

    exact_vs_enumeration(3 if TINY else 9)
    for players in (2, 3):
        worst = fresh(HANDS[:1] if TINY else HANDS, players, 1 if TINY else 5)
        print(f"   exact, {players} players, a fresh process from its first import to the answer vs the bare import: "
              f"slowest hand {worst:.2f}x; goal <= 3x: {verdict(worst <= 3)}")
    mc_rates(300 if TINY else 20_000, 1 if TINY else 5)
    for players in (2, 3):
        worst = fresh(HANDS31[:1] if TINY else HANDS31, players, 1 if TINY else 5, CHILD31)
        print(f"4. 31 exact, {players} players, a fresh process from its first import to the answer vs the bare "
              f"import: slowest hand {worst:.2f}x; goal <= 3x: {verdict(worst <= 3)}")
    r = mc31(500 if TINY else 100_000, 1 if TINY else 5)
    print(f"   31 Monte Carlo, 5 players: the sampler {r:.1f}x the CPU time of a plain sample-and-score loop that only "
          "counts the better hands (no goal)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
