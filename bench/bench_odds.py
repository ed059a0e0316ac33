"""Odds speed, measured side by side in one run (goals from issue 12; ratios, not absolute times in tests).

1. Exact odds for 2 and 3 players, per hand, each in a fresh process: the time from the first import to
   the answer (tables built from nothing), for several hands (goal: each < 0.5 s), next to the bare
   interpreter start-up, and the whole `stopbus odds` command.
2. Monte Carlo dealt tables per second for 5 players: the rejection sampler against a plain
   shuffle-and-deal of the same tables (goal: >= 100,000/s).
3. `stopbus odds --table` for 2..9 players, wall time of the whole command (goal: < 30 s), and the exact
   all-hands sweep against the per-hand count it replaces.
Run: python bench/bench_odds.py [--quick]
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
import time

HANDS = ["Kd 9s 8s", "5c 3d 2h", "Ah Kd Qc", "7c 7d 2s", "Qs Js 9s", "3c 3d 3h"]

CHILD = """
import time, sys
t = time.perf_counter()
from stopbus_ref.brag.odds import exact_odds
from stopbus_ref.cards import parse_hand
o = exact_odds(parse_hand(sys.argv[1]), int(sys.argv[2]))
print(time.perf_counter() - t)
"""


def fresh(hand: str, players: int) -> float:
    """Seconds from the first import to the exact answer, in a new interpreter."""
    out = subprocess.run([sys.executable, "-c", CHILD, hand, str(players)], check=True, capture_output=True,
                         text=True)
    return float(out.stdout)


def startup() -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - t


def mc_rates(samples: int) -> tuple[float, float]:
    """Tables per second for 5 players: the fast sampler, and a plain shuffle with the strength table."""
    from stopbus_ref.brag.odds import Sampler, unseen_cards
    from stopbus_ref.brag.ranking import strength_table
    from stopbus_ref.cards import parse_hand

    hand = parse_hand("Kd 9s 8s")
    sampler = Sampler(hand)
    t = time.perf_counter()
    sampler.run(4, samples, random.Random(1))
    fast = samples / (time.perf_counter() - t)
    st = strength_table()
    s = st[(1 << hand[0]) | (1 << hand[1]) | (1 << hand[2])]
    cards = unseen_cards(hand, [])
    rng = random.Random(2)
    n = samples // 4
    t = time.perf_counter()
    for _ in range(n):
        rng.shuffle(cards)
        sum(st[(1 << cards[i]) | (1 << cards[i + 1]) | (1 << cards[i + 2])] > s for i in range(0, 12, 3))
    plain = n / (time.perf_counter() - t)
    return fast, plain


def sweep_vs_per_hand() -> tuple[float, float]:
    """Seconds for the all-hands sweep, and the per-hand count extrapolated to all 22,100 hands."""
    from stopbus_ref.brag.odds import exact_odds, sweep_worst_counts

    t = time.perf_counter()
    order, _, _ = sweep_worst_counts()
    sweep = time.perf_counter() - t
    rng = random.Random(3)
    some = rng.sample(order, 20)
    t = time.perf_counter()
    for h in some:
        exact_odds(h, 3)
    per_hand = (time.perf_counter() - t) / len(some) * len(order)
    return sweep, per_hand


def command(*args: str) -> float:
    """Wall time of one `stopbus` run."""
    exe = shutil.which("stopbus")
    cmd = [exe] if exe else [sys.executable, "-m", "stopbus_ref"]
    t = time.perf_counter()
    subprocess.run([*cmd, *args], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main() -> int:
    quick = "--quick" in sys.argv
    base = min(startup() for _ in range(3))
    print(f"interpreter start-up: {base:.3f} s")
    for players in (2, 3):
        times = {h: min(fresh(h, players) for _ in range(1 if quick else 3)) for h in HANDS}
        worst = max(times.values())
        detail = ", ".join(f"{h}: {t:.3f}" for h, t in times.items())
        print(f"exact, {players} players, fresh process, import to answer (s): {detail}; "
              f"slowest {worst:.3f} s = {worst / base:.1f}x start-up; goal < 0.5 s: {verdict(worst < 0.5)}")
        whole = min(command("odds", "5c 3d 2h", "--players", str(players), "--json") for _ in range(3))
        print(f"  the whole command `stopbus odds '5c 3d 2h' --players {players} --json`: {whole:.3f} s")
    fast, plain = mc_rates(50_000 if quick else 300_000)
    print(f"Monte Carlo, 5 players: {fast:,.0f} tables/s (rejection sampler) vs {plain:,.0f} tables/s "
          f"(plain shuffle), ratio {fast / plain:.1f}x; goal 100,000/s: {verdict(fast >= 100_000)}")
    sweep, per_hand = sweep_vs_per_hand()
    print(f"exact all-hands sweep (2 and 3 players): {sweep:.2f} s vs {per_hand:.0f} s by per-hand counting "
          f"(extrapolated), ratio {per_hand / sweep:.0f}x")
    wall = command("odds", "--table", "--json")
    print(f"`stopbus odds --table` (2..9 players): {wall:.1f} s; goal < 30 s: {verdict(wall < 30)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
