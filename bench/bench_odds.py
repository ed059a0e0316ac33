"""Odds speed, measured side by side in one run: ratios of alternating runs (medians), never times in tests.

1. `stopbus odds --table` (table sizes 2 to 9, whole command) against a bare
   `python -c "import typer, rich.console, rich.table"`. Goal <= 3x. Beside it: the live computation the
   shipped rows replace (in this process), and the whole `stopbus odds HAND --players 9` command.
2. Exact odds in one process (tables loaded), per hand, against one enumeration of the 22,100 hands
   (`[T[a][b][c] for a, b, c in combinations(range(52), 3)]` with the strength table): goal <= 5x for
   2 players and <= 20x for 3; and from the first import in a fresh process (goal < 0.5 s).
3. Monte Carlo dealt tables per second at every table size 2 to 9 (and 17): the sampler against a plain
   shuffle-and-deal of the same tables with the same strength lookups. Goal >= 5x at every size.
4. `--game 31`: exact odds for 2 and 3 players per hand in a fresh process, and its Monte Carlo rate; beside
   item 1, the whole `stopbus odds --game 31 --table` command against the same bare import.
Run: python bench/bench_odds.py [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1: the smallest sizes, as the
test suite runs it so that the bench cannot rot)
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from itertools import combinations

TINY = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
HANDS = ["Kd 9s 8s", "5c 3d 2h", "Ah Kd Qc", "7c 7d 2s", "Qs Js 9s", "3c 3d 3h"]
HANDS31 = ["Ks Qs 9s", "2c 3d 4h", "Ah Kh Qh", "10c Jc 2d", "7c 8d 9h"]

CHILD = """
import time, sys
t = time.perf_counter()
from stopbus_ref.brag.odds import exact_odds
from stopbus_ref.core.cards import parse_hand
o = exact_odds(parse_hand(sys.argv[1]), int(sys.argv[2]))
print(time.perf_counter() - t)
"""
CHILD31 = """
import time, sys
t = time.perf_counter()
from stopbus_ref.thirty_one.odds import exact_odds
from stopbus_ref.thirty_one.scoring import parse_hand31
o = exact_odds(parse_hand31(sys.argv[1]), int(sys.argv[2]))
print(time.perf_counter() - t)
"""


def stopbus() -> list[str]:
    beside = os.path.join(os.path.dirname(sys.executable), "stopbus")  # this environment's, not another's
    exe = beside if os.path.exists(beside) else shutil.which("stopbus")
    return [exe] if exe else [sys.executable, "-m", "stopbus_ref"]


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def paired(a_cmd: list[str], b_cmd: list[str], runs: int) -> tuple[float, float]:
    """Medians of alternating whole-process runs (which goes first alternates too)."""
    wall(a_cmd), wall(b_cmd)  # warm the file cache
    a, b = [], []
    for i in range(runs):
        first, second = (a_cmd, b_cmd) if i % 2 else (b_cmd, a_cmd)
        x, y = wall(first), wall(second)
        (a if first is a_cmd else b).append(x)
        (b if first is a_cmd else a).append(y)
    return statistics.median(a), statistics.median(b)


def fresh(hand: str, players: int, child: str = CHILD) -> float:
    """Seconds from the first import to the exact answer, in a new interpreter."""
    out = subprocess.run([sys.executable, "-c", child, hand, str(players)], check=True, capture_output=True,
                         text=True)
    return float(out.stdout)


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def timed(fn, rounds: int) -> float:  # type: ignore[no-untyped-def]
    """Median seconds of `rounds` calls."""
    out = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def exact_vs_enumeration(rounds: int) -> None:
    from stopbus_ref.brag.odds import exact_odds
    from stopbus_ref.brag.strength import _TABLE
    from stopbus_ref.core.cards import parse_hand

    hands = [parse_hand(h) for h in (HANDS[:2] if TINY else HANDS)]
    t = _TABLE
    all_hands = list(combinations(range(52), 3))
    exact_odds(hands[0], 2)  # warm up
    for players, goal in ((2, 5), (3, 20)):
        ratios = []
        for h in hands:  # alternating: the enumeration, then the hand, then the enumeration again
            e1 = timed(lambda: [t[a][b][c] for a, b, c in all_hands], rounds)
            x = timed(lambda h=h, n=players: exact_odds(h, n), rounds)
            e2 = timed(lambda: [t[a][b][c] for a, b, c in all_hands], rounds)
            ratios.append(x / ((e1 + e2) / 2))
        r = statistics.median(ratios)
        print(f"2. exact odds, {players} players, in one process: {r:.1f}x one 22,100-hand enumeration "
              f"(median over {len(hands)} hands, worst {max(ratios):.1f}x); goal <= {goal}x: {verdict(r <= goal)}")


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

        ratios = []
        for _ in range(rounds):
            p = timed(plain, 1)
            f = timed(lambda others=others: sampler.worst_best(others, samples, random.Random(1)), 1)
            ratios.append(p / f)
        r = statistics.median(ratios)
        if players <= 9:
            worst = min(worst, r)
        parts.append(f"{players}: {r:.1f}x")
    print(f"3. Monte Carlo tables/s, sampler vs plain shuffle-and-deal ({samples:,} tables, median of {rounds}), "
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

        ratios = []
        for _ in range(rounds):
            p = timed(plain2, 1)
            f = timed(lambda others=others: top.worst_best(others, samples, random.Random(1)), 1)
            ratios.append(p / f)
        extra.append(f"{players}: {statistics.median(ratios):.1f}x")
    print(f"   beside it, a hand almost nothing beats (Ah Kd Qc, no goal): {', '.join(extra)}")


def mc31_rate(samples: int) -> float:
    """31-point Monte Carlo tables per second for 5 players (tables built first, outside the timing)."""
    from stopbus_ref.thirty_one.odds import sampled_odds
    from stopbus_ref.thirty_one.scoring import parse_hand31

    hand = parse_hand31("10c Jc 2d")
    sampled_odds(hand, 5, samples=100)
    t = time.perf_counter()
    sampled_odds(hand, 5, samples=samples)
    return samples / (time.perf_counter() - t)


def main() -> int:
    runs = 1 if TINY else 11
    bare = [sys.executable, "-c", "import typer, rich.console, rich.table"]
    a, b = paired([*stopbus(), "odds", "--table"], bare, runs)
    print(f"1. `stopbus odds --table` (2-9 players): {a * 1000:.0f} ms vs bare import {b * 1000:.0f} ms (medians "
          f"of {runs} alternating pairs); ratio {a / b:.2f}x, goal <= 3x: {verdict(a / b <= 3)}")
    e, f = paired([*stopbus(), "odds", "--game", "31", "--table"], bare, runs)
    print(f"   `stopbus odds --game 31 --table` (2-9 players, shipped rows): {e * 1000:.0f} ms vs bare import "
          f"{f * 1000:.0f} ms; ratio {e / f:.2f}x, goal <= 3x (as Brag's): {verdict(e / f <= 3)}")
    deals = 2_000 if TINY else 40_000
    c, d = paired([*stopbus(), "odds", "Kd 9s 8s", "--players", "9", "--samples", str(deals)], bare, runs)
    print(f"   `stopbus odds 'Kd 9s 8s' --players 9 --samples {deals:,}`: {c * 1000:.0f} ms; ratio {c / d:.2f}x")
    from stopbus_ref.brag.odds import TABLE_SAMPLES, stop_table

    sizes = [4] if TINY else list(range(2, 10))
    samples = 100 if TINY else TABLE_SAMPLES
    t = time.perf_counter()
    for size in sizes:
        stop_table(size, samples, 1, shipped=False)
    live = time.perf_counter() - t
    print(f"   the live computation the shipped rows replace (sizes {sizes[0]}-{sizes[-1]}, {samples:,} deals "
          f"per probe, this process): {live:.1f} s = {live / b:.0f}x the bare import")

    exact_vs_enumeration(3 if TINY else 9)
    for players in (2, 3):
        times = {h: min(fresh(h, players) for _ in range(1 if TINY else 3)) for h in HANDS[:1 if TINY else None]}
        worst = max(times.values())
        print(f"   exact, {players} players, fresh process, import to answer: slowest {worst:.3f} s; "
              f"goal < 0.5 s: {verdict(worst < 0.5)}")
    mc_rates(300 if TINY else 20_000, 1 if TINY else 5)
    for players in (2, 3):
        times = {h: min(fresh(h, players, CHILD31) for _ in range(1 if TINY else 3))
                 for h in HANDS31[:1 if TINY else None]}
        worst = max(times.values())
        print(f"4. 31 exact, {players} players, fresh process, import to answer: slowest {worst:.3f} s; "
              f"goal < 0.5 s: {verdict(worst < 0.5)}")
    rate31 = mc31_rate(500 if TINY else 100_000)
    print(f"   31 Monte Carlo, 5 players: {rate31:,.0f} tables/s (plain sample-and-score)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
