"""Ranking speed, measured side by side in one run (goals from issue 2; ratios, not absolute times).

1. Hands ranked per second through the Python API, per call and in bulk (goal: >= 1,000,000/s).
2. Wall time of `stopbus rank "8c 9c 10c"` against `python -c "import typer, rich.console, rich.table"`,
   interleaved runs, medians (goal: ratio <= 1.25).
Run: python bench/bench_ranking.py [--runs N]
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time
from itertools import combinations


def api_rates() -> tuple[float, float]:
    from stopbus_ref.brag.ranking import hand_strength, strength_table, strengths

    strength_table()
    hands = list(combinations(range(52), 3))
    best_call = best_bulk = 0.0
    for _ in range(5):
        t = time.perf_counter()
        for a, b, c in hands:
            hand_strength(a, b, c)
        best_call = max(best_call, len(hands) / (time.perf_counter() - t))
        t = time.perf_counter()
        strengths(hands)
        best_bulk = max(best_bulk, len(hands) / (time.perf_counter() - t))
    return best_call, best_bulk


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def main() -> int:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 15
    call, bulk = api_rates()
    print(f"API: {call:,.0f} hands/s per call (hand_strength), {bulk:,.0f} hands/s in bulk (strengths); "
          f"goal 1,000,000: {'met' if max(call, bulk) >= 1e6 else 'NOT met'}")
    exe = shutil.which("stopbus")
    rank = [exe] if exe else [sys.executable, "-m", "stopbus_ref"]
    rank += ["rank", "8c 9c 10c"]
    bare = [sys.executable, "-c", "import typer, rich.console, rich.table"]
    wall(rank), wall(bare)  # warm the file cache
    a, b = [], []
    for _ in range(runs):
        a.append(wall(rank))
        b.append(wall(bare))
    ratio = statistics.median(a) / statistics.median(b)
    print(f"CLI: stopbus rank {statistics.median(a) * 1000:.0f} ms vs bare import {statistics.median(b) * 1000:.0f} ms "
          f"(medians of {runs}); ratio {ratio:.2f}, goal <= 1.25: {'met' if ratio <= 1.25 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
