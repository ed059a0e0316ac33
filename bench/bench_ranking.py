"""Ranking and start-up cost, measured side by side in one run (goals: docs/performance.md): ratios, not times.

1. Ranking API: `stopbus_ref.hand_strength(a, b, c)` over all 22,100 hands, once, in a fresh process,
   against an empty three-argument Python function over the same hands in the same process
   (which one runs first alternates between processes; median of the ratios).
   Goal <= 2x, bar <= 3x. The one-off table load at import is printed too.
2. Start-up: `stopbus rank "8c 9c 10c"` against `python -c "import typer, rich.console, rich.table"`,
   many alternating paired runs, ratio of the medians. Goal <= 1.05x, bar <= 1.10x.
5. Typer pin: what `import pydantic` (imported on every parse by typer >= 0.29) would add to the
   same start-up, measured the same way when an interpreter here has pydantic installed.
Run: python bench/bench_ranking.py [--runs N] [--processes N] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: the smallest sizes, as the test suite runs it to keep it from rotting.)
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time

_CHILD = r"""
import sys, time
from itertools import combinations
t = time.perf_counter()
import stopbus_ref
hand_strength = stopbus_ref.hand_strength
load = time.perf_counter() - t
hands = list(combinations(range(52), 3))

def empty(a, b, c):
    pass

def run(f):
    t = time.perf_counter()
    for a, b, c in hands:
        f(a, b, c)
    return time.perf_counter() - t

if sys.argv[1] == "api-first":
    api = run(hand_strength); base = run(empty)
else:
    base = run(empty); api = run(hand_strength)
print(api / base, load * 1000, api / len(hands) * 1e9, base / len(hands) * 1e9)
"""


def ranking_api(processes: int) -> tuple[float, float, float, float]:
    """Median over fresh processes of: ratio, table load (ms), ns per hand, ns per empty call."""
    rows = []
    for i in range(processes):
        out = subprocess.run([sys.executable, "-c", _CHILD, "api-first" if i % 2 else "empty-first"],
                             check=True, capture_output=True, text=True).stdout.split()
        rows.append([float(x) for x in out])
    return tuple(statistics.median(r[k] for r in rows) for k in range(4))  # type: ignore[return-value]


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def paired(a_cmd: list[str], b_cmd: list[str], runs: int) -> tuple[float, float]:
    """Medians of alternating runs (which goes first alternates too)."""
    wall(a_cmd), wall(b_cmd)  # warm the file cache
    a, b = [], []
    for i in range(runs):
        if i % 2:
            a.append(wall(a_cmd))
            b.append(wall(b_cmd))
        else:
            b.append(wall(b_cmd))
            a.append(wall(a_cmd))
    return statistics.median(a), statistics.median(b)


def verdict(ratio: float, goal: float, bar: float) -> str:
    return "goal met" if ratio <= goal else "bar met, goal NOT met" if ratio <= bar else "bar NOT met"


def pydantic_python() -> str | None:
    """An interpreter of this Python that can import pydantic (this venv's base, when not this one)."""
    for exe in dict.fromkeys([sys.executable, getattr(sys, "_base_executable", sys.executable)]):
        if subprocess.run([exe, "-c", "import pydantic"], capture_output=True).returncode == 0:
            return exe
    return None


def compile_package() -> None:
    """Byte-compile stopbus_ref, as an installed package is (PYTHONDONTWRITEBYTECODE would leave the
    source to be compiled at every start, which is not what a user's run costs)."""
    import stopbus_ref

    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.dirname(stopbus_ref.__file__)], check=True)


def main() -> int:
    compile_package()
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 41
    processes = int(sys.argv[sys.argv.index("--processes") + 1]) if "--processes" in sys.argv else 2 if tiny else 10
    ratio, load, ns, ns_empty = ranking_api(processes)
    print(f"1. ranking API: hand_strength {ns:.0f} ns/hand vs empty 3-argument function {ns_empty:.0f} ns/call over "
          f"all 22,100 hands in a fresh process (median of {processes}); ratio {ratio:.2f}, goal <= 2, bar <= 3: "
          f"{verdict(ratio, 2, 3)} (table load at import {load:.1f} ms, once per process; counted in, "
          f"{(ns * 22_100 + load * 1e6) / (ns_empty * 22_100):.1f}x for one pass)")

    exe = shutil.which("stopbus")
    rank = ([exe] if exe else [sys.executable, "-m", "stopbus_ref"]) + ["rank", "8c 9c 10c"]
    bare = [sys.executable, "-c", "import typer, rich.console, rich.table"]
    a, b = paired(rank, bare, runs)
    print(f"2. start-up: stopbus rank {a * 1000:.1f} ms vs bare import {b * 1000:.1f} ms (medians of {runs} "
          f"alternating pairs); ratio {a / b:.3f}, goal <= 1.05, bar <= 1.10: {verdict(a / b, 1.05, 1.10)}")
    # The console script skips the interpreter's teardown (cli.run); the bare import does not. The same
    # command with a normal exit shows what the imports and the work alone cost against the bare import.
    plain_exit = [sys.executable, "-c", "import sys; from stopbus_ref.cli import main; "
                  "sys.exit(main(['rank', '8c 9c 10c']))"]
    c, d = paired(plain_exit, bare, runs)
    print(f"   the same with the interpreter's normal teardown: {c * 1000:.1f} ms vs {d * 1000:.1f} ms; "
          f"ratio {c / d:.3f} ({verdict(c / d, 1.05, 1.10)})")

    py = pydantic_python()
    if py is None:
        print("5. typer pin: no interpreter here has pydantic; its import cost is not measured")
    else:
        base = [py, "-c", "import typing, enum, dataclasses, re"]
        with_pd = [py, "-c", "import typing, enum, dataclasses, re, pydantic, pydantic.fields"]
        p, q = paired(with_pd, base, 1 if tiny else max(runs // 2, 5))
        print(f"5. typer pin: importing pydantic (as typer >= 0.29 does) {(p - q) * 1000:.0f} ms to every run "
              f"({(p - q) / a:.1f}x a whole `stopbus rank` run); "
              "pyproject.toml keeps typer < 0.29")
    return 0


if __name__ == "__main__":
    sys.exit(main())
