"""Ranking and start-up cost, measured side by side in CPU time (goals: docs/performance.md): ratios, never times.

1. Bulk ranking: `stopbus_ref.hand_strength(a, b, c)` over all 22,100 hands against an empty three-argument
   Python function over the same hands, in a fresh process each round (so that the table is loaded as a user's
   process loads it), the two loops taken in turn inside it; median of the rounds' ratios. Goal <= 2x, bar 3x.
2. One typed hand: `stopbus_ref.rank_hand(text)` against its floor `TABLE[frozenset(text.split())]` (a dict
   from the frozenset of a hand's card tokens to its class, built once), over all 22,100 hands typed
   `'10h 9h 8h'`; alternating rounds in this process, median of ratios. Goal <= 3x.
3. `stopbus_ref.compare_hands` on 17 labelled hands (51 different cards, as at a full table) against looking
   each hand up in the same dict and sorting the classes, over many deals; the same way. Goal <= 3x. Beside
   it, the same comparison with every reason read (`reasons` is written when first read).
4. Start-up: `stopbus rank "8c 9c 10c"` against `python -c "import typer, rich.console, rich.table"`, whole
   processes, CPU time of each, alternating rounds, median of ratios. Goal <= 1.05x, bar 1.10x.
5. Typer pin: what `import pydantic` (imported on every parse by typer >= 0.29) would add to the same start-up,
   measured the same way when an interpreter here has pydantic installed.
Run: python bench/bench_ranking.py [--runs N] [--processes N] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: the smallest sizes, as the test suite runs it to keep it from rotting.)
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process, median_ratio, ratios

_CHILD = r"""
import sys, time
from itertools import combinations
import stopbus_ref
hand_strength = stopbus_ref.hand_strength
hands = list(combinations(range(52), 3))

def empty(a, b, c):
    pass

def run(f):
    t = time.process_time()
    for a, b, c in hands:
        f(a, b, c)
    return time.process_time() - t

run(hand_strength), run(empty)  # warm
if sys.argv[1] == "api-first":
    api = run(hand_strength); base = run(empty)
else:
    base = run(empty); api = run(hand_strength)
print(api / base, api / len(hands) * 1e9, base / len(hands) * 1e9)
"""


def ranking_api(processes: int) -> tuple[float, float, float]:
    """Median over fresh processes of: ratio, ns per hand, ns per empty call (CPU time)."""
    rows = []
    for i in range(processes):
        out = subprocess.run([sys.executable, "-c", _CHILD, "api-first" if i % 2 else "empty-first"],
                             check=True, capture_output=True, text=True).stdout.split()
        rows.append([float(x) for x in out])
    return tuple(statistics.median(r[k] for r in rows) for k in range(3))  # type: ignore[return-value]


def floor_table() -> tuple[dict[frozenset[str], int], list[str]]:
    """The floor's dict (frozenset of a hand's tokens -> its class, `742 - strength // 4` of the shipped table)
    and every hand typed as the project writes cards ('10h 9h 8h')."""
    from itertools import combinations

    from stopbus_ref.brag.strength import table_for
    from stopbus_ref.core.cards import DECK

    t = table_for(None)
    table: dict[frozenset[str], int] = {}
    texts = []
    for a, b, c in combinations(range(52), 3):
        toks = (str(DECK[c]), str(DECK[b]), str(DECK[a]))
        table[frozenset(toks)] = 742 - t[a][b][c] // 4
        texts.append(" ".join(toks))
    return table, texts


def one_hand(runs: int, tiny: bool) -> tuple[float, float, float]:
    """2. rank_hand(text) / its floor: median ratio, ns per hand of each."""
    import stopbus_ref

    table, texts = floor_table()
    if tiny:
        texts = texts[::50]
    rank_hand = stopbus_ref.rank_hand
    for t in texts:  # every spelling read once, as a first call reads it
        assert 742 - rank_hand(t).number == 742 - table[frozenset(t.split())]

    def api() -> None:
        for t in texts:
            rank_hand(t)

    def floor() -> None:
        for t in texts:
            table[frozenset(t.split())]

    a, f = in_process([api, floor], runs)
    n = len(texts)
    return median_ratio(a, f), statistics.median(a) / n * 1e9, statistics.median(f) / n * 1e9


def seventeen(runs: int, tiny: bool) -> tuple[float, float, float]:
    """3. compare_hands on 17 labelled hands / the floor; the same with every reason read."""
    import stopbus_ref
    from stopbus_ref.core.cards import DECK

    table, _ = floor_table()
    rng = random.Random(17)
    deals = []
    for _ in range(20 if tiny else 400):
        cards = rng.sample(range(52), 51)
        deals.append({f"P{i + 1}": " ".join(str(DECK[c]) for c in cards[3 * i:3 * i + 3]) for i in range(17)})
    compare_hands = stopbus_ref.compare_hands
    for d in deals:  # the same order of classes as the floor's
        got = [p.rank.number for p in compare_hands(d).order]
        assert got == sorted(table[frozenset(h.split())] for h in d.values())

    def api() -> None:
        for d in deals:
            compare_hands(d)

    def explained() -> None:
        for d in deals:
            _ = compare_hands(d).reasons

    def floor() -> None:
        for d in deals:
            sorted([table[frozenset(h.split())] for h in d.values()])

    a, e, f = in_process([api, explained, floor], runs)
    return median_ratio(a, f), median_ratio(e, f), statistics.median(f) / len(deals) * 1e6


def verdict(ratio: float, goal: float, bar: float | None = None) -> str:
    if ratio <= goal:
        return "goal met"
    return "bar met, goal NOT met" if bar is not None and ratio <= bar else "NOT met"


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
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 21
    processes = int(sys.argv[sys.argv.index("--processes") + 1]) if "--processes" in sys.argv else 2 if tiny else 10
    ratio, ns, ns_empty = ranking_api(processes)
    print(f"1. bulk ranking: hand_strength {ns:.0f} ns/hand vs an empty 3-argument function {ns_empty:.0f} ns/call, "
          f"CPU time, all 22,100 hands in a fresh process (median of {processes}); ratio {ratio:.2f}x, goal <= 2, "
          f"bar <= 3: {verdict(ratio, 2, 3)}")
    r, a, f = one_hand(runs, tiny)
    print(f"2. rank_hand(text) {a:.0f} ns vs its floor TABLE[frozenset(text.split())] {f:.0f} ns, CPU time, "
          f"alternating rounds (median of {runs} ratios); ratio {r:.2f}x, goal <= 3: {verdict(r, 3)}")
    r, e, f = seventeen(runs, tiny)
    print(f"3. compare_hands, 17 labelled hands, vs looking each up in the floor's dict and sorting ({f:.1f} us a "
          f"deal): ratio {r:.2f}x, goal <= 3: {verdict(r, 3)}; with every reason read {e:.2f}x")

    exe = shutil.which("stopbus")
    rank = ([exe] if exe else [sys.executable, "-m", "stopbus_ref"]) + ["rank", "8c 9c 10c"]
    bare = [sys.executable, "-c", "import typer, rich.console, rich.table"]
    # The console script skips the interpreter's teardown (cli.run); the bare import does not. The same
    # command with a normal exit shows what the imports and the work alone cost against the bare import.
    plain_exit = [sys.executable, "-c", "import sys; from stopbus_ref.cli import main; "
                  "sys.exit(main(['rank', '8c 9c 10c']))"]
    (_, r, s), (b, a, _) = ratios([bare, rank, plain_exit], runs)
    print(f"4. start-up: stopbus rank {a * 1000:.1f} ms CPU vs the bare import {b * 1000:.1f} ms (medians of {runs} "
          f"alternating rounds); ratio {r:.3f}x (median of the rounds' ratios), goal <= 1.05, bar <= 1.10: "
          f"{verdict(r, 1.05, 1.10)}; with the interpreter's normal teardown {s:.3f}x")

    py = pydantic_python()
    if py is None:
        print("5. typer pin: no interpreter here has pydantic; its import cost is not measured")
    else:
        base = [py, "-c", "import typing, enum, dataclasses, re"]
        with_pd = [py, "-c", "import typing, enum, dataclasses, re, pydantic, pydantic.fields"]
        (_, extra), (q, p) = ratios([base, with_pd], 1 if tiny else max(runs // 2, 5))
        print(f"5. typer pin: importing pydantic (as typer >= 0.29 does) adds {(p - q) / a:.1f}x a whole "
              f"`stopbus rank` run's CPU time ({extra:.2f}x an interpreter importing typing, enum, dataclasses, re); "
              "pyproject.toml keeps typer < 0.29")
    return 0


if __name__ == "__main__":
    sys.exit(main())
