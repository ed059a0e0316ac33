"""`simulate --summary --workers N` against one worker, side by side in one run (ratios, medians).

The same games (same seeds, same blocks) as whole processes: `--workers 1` and `--workers N` (N = the
CPUs available, at least 2), alternating, medians of the wall times; the games-per-second rate with N
workers against N times the one-worker rate. Goal >= 0.8 on an idle machine (a loaded one shares its
cores with others, so the figure is only as good as the machine is quiet: say which it was). Both games.
The statistics are checked identical for both N (the bench fails otherwise).
Run: python bench/bench_simulate.py [--games G] [--runs N] [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1:
a few games and one run, as the test suite runs it so that the bench cannot rot)
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time

TINY = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))


def stopbus() -> list[str]:
    beside = os.path.join(os.path.dirname(sys.executable), "stopbus")  # this environment's, not another's
    exe = beside if os.path.exists(beside) else shutil.which("stopbus")
    return [exe] if exe else [sys.executable, "-m", "stopbus_ref"]


def run(cmd: list[str]) -> tuple[float, str]:
    t = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return time.perf_counter() - t, out


def main() -> int:
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
    from stopbus_ref.parallel import available_cpus

    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 30 if TINY else 2000
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if TINY else 5
    n = max(2, available_cpus())
    for name, game in (("Brag, 4 players", ["--players", "4"]), ("31, 4 players", ["--game", "31", "--players", "4"])):
        base = [*stopbus(), "simulate", "--summary", "--json", "--games", str(games), *game]
        one, many = [], []
        for i in range(runs):
            order = [("1", one), (str(n), many)]
            outs = {}
            for w, times in order if i % 2 == 0 else order[::-1]:
                t, out = run([*base, "--workers", w])
                times.append(t)
                outs[w] = out
            if outs["1"] != outs[str(n)]:
                print(f"{name}: the statistics differ between 1 and {n} workers")
                return 1
        a, b = statistics.median(one), statistics.median(many)
        scaling = (games / b) / (n * games / a)
        print(f"{name}: {games} games, 1 worker {a:.2f} s ({games / a:,.0f} games/s), {n} workers {b:.2f} s "
              f"({games / b:,.0f} games/s), medians of {runs}; {games / b / (games / a):.2f}x, "
              f"{scaling:.2f} of {n}x the one-worker rate; goal >= 0.8 on an idle machine: "
              f"{'met' if scaling >= 0.8 else 'NOT met'}; statistics identical")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
