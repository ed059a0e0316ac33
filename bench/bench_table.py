"""Table view and `stopbus table` speed, measured side by side in one run (ratios of CPU time, never times).

1. The same simulated game replayed from its full-information record (hands mode) and from its
   table-view record (hands and draws hidden, shown hands at the end): the card tracker and the
   engine's shadow deal (which verifies every move twice: once before the tracker checks the cards,
   once in its own play) against the plain engine, CPU time, in turn, median of the rounds' ratios.
   Goal: at most 3.5 times (figures in docs/performance.md).
2. `stopbus table`, both games: the CPU time of each accepted command while the deal after a record
   of 1, 10, 40 and 200 deals is typed in, on the fast path (tablesession's module doc: only the
   deal a command changes is adjudicated) and, side by side, on the plain path (the whole record
   adjudicated again); and a command with the fsync'd write of its record against the write alone, in
   wall time (the write is the disk's time, which CPU time does not see). Goals: CPU at 200 deals <= 1.5x
   the 1-deal figure (bar 3x); wall <= write + 2 ms. No time is asserted anywhere; the figures are in
   docs/performance.md.
Run: python bench/bench_table.py [--runs N] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: short games and one run, as the test suite runs it.)
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process, median_ratio  # bench/, the script's own folder


def main() -> None:
    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 5
    g = play_game(default_names(6), 2026, tokens=10, max_deals=10 if tiny else 200, strategy="patient")
    full = read_scenario(dump_record(to_record(g, mode="hands")))
    table = read_scenario(dump_record(to_record(g, mode="table")))
    turns = sum(len(d.turns) for d in full.deals)
    t_full, t_table = in_process([lambda: replay(full), lambda: replay(table)], max(runs, 3))
    print(f"replay of {len(full.deals)} deals, {turns} turns: table view / full information, CPU time, in turn: "
          f"ratio {median_ratio(t_table, t_full):.2f}x (goal <= 3.5)")

    sessions(runs, tiny)


def brag_deals(n: int) -> tuple[Any, list[list[str]]]:
    """A new Brag session and what its table says, deal by deal, for a simulated game of `n` deals."""
    from stopbus_ref.brag.engine import Action
    from stopbus_ref.brag.session import Session
    from stopbus_ref.brag.simulate import default_names, play_game

    g = play_game(default_names(4), 2026, tokens=99, max_deals=n)
    deals = []
    for d in g.deals:
        sd = d.result.showdown
        deals.append([f"upcard {d.upcard}", *(f"{p}: {Action(a.kind, None, a.discard)}" for p, a, _ in d.turns),
                      *(f"show {e.player} {' '.join(str(c) for c in e.hand)}" for e in sd.order)])
    return Session.new(list(g.players), g.first_dealer, g.tokens), deals


def deals31(n: int) -> tuple[Any, list[list[str]]]:
    """The same for the 31-point game (every command of `table_commands`, split at each pool)."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))  # the tests' table helpers
    from stopbus_ref.thirty_one.session import Session31
    from stopbus_ref.thirty_one.simulate import play_game31
    from tests.helpers31 import table_commands

    g = play_game31([f"P{i}" for i in range(1, 5)], 2026, lives=99, max_deals=n)
    deals: list[list[str]] = []
    for line in table_commands(g):
        if line.startswith("pool "):
            deals.append([])
        deals[-1].append(line)
    return Session31.new(list(g.players), g.first_dealer, g.lives), deals


def type_deal(s: Any, lines: list[str]) -> list[str]:
    """Type one deal's lines; the accepted ones (a `show` the table does not need is left out, as `type_in`)."""
    done = []
    for line in lines:
        if line.startswith("show ") and s.phase != "turn" and line.split()[1] not in s.awaiting():
            continue
        out = s.command(line)
        assert out.ok, (line, out.lines)
        done.append(line)
    return done


def per_move(s: Any, lines: list[str], runs: int, path: str) -> tuple[float, float, float]:
    """CPU seconds per accepted command of `lines` (median over `runs` typings of them, undone between them); the
    wall time a command with its fsync'd write takes beyond the same write alone, and the write alone (medians
    over every command)."""
    from stopbus_ref.ui.output import write_atomic

    cpu: list[float] = []
    extra: list[float] = []
    write: list[float] = []
    for _ in range(runs):
        n = 0
        c = 0.0
        for line in lines:
            t0, t1 = time.process_time(), time.perf_counter()
            out = s.command(line)
            c += time.process_time() - t0
            write_atomic(path, s.text())
            t2 = time.perf_counter()
            write_atomic(path, s.text())  # the same write again, alone: interleaved, so that load hits both alike
            t3 = time.perf_counter()
            extra.append((t2 - t1) - (t3 - t2))
            write.append(t3 - t2)
            assert out.ok, (line, out.lines)
            n += 1
        cpu.append(c / n)
        for _ in lines:
            s.command("undo")
    return statistics.median(cpu), statistics.median(extra), statistics.median(write)


AFTER = 3
"""The deals typed after the record to measure a command: deals differ in length, so a few smooth the figure."""


def sessions(runs: int, tiny: bool) -> None:
    """2. `stopbus table`, both games: CPU per accepted command typing the AFTER deals after a record of 1, 10, 40
    and 200 deals (the fast path, and the whole record adjudicated again, `plain`, side by side), and the wall time
    of a command with the fsync'd write of its record against the write alone. Goals: the fast path's CPU at
    200 deals <= 1.5x its 1-deal figure (bar 3x); a command's wall time <= the write + 2 ms."""
    import tempfile

    sizes = (1, 3) if tiny else (1, 10, 40, 200)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.yaml")
        for game, make in (("brag", brag_deals), ("31", deals31)):
            base, deals = make(max(sizes) + AFTER)
            fast_cpu: dict[int, float] = {}
            for size in sizes:
                s = type(base).resume(base.text())  # a new game: the fast path types the deals before in
                for d in deals[:size]:
                    type_deal(s, d)
                lines = [line for d in deals[size:size + AFTER] for line in type_deal(s, d)]
                for _ in lines:
                    s.command("undo")
                results = {}
                for plain in (False, True):  # the same deal typed on the fast path, then on the plain one
                    s.plain = plain
                    results[plain] = per_move(s, lines, max(1, runs // 3) if plain and size > 40 else runs, path)
                (cpu, extra, write), (pcpu, _, _) = results[False], results[True]
                fast_cpu[size] = cpu
                print(f"table {game:>4}, {size:>3} deal{'s' if size > 1 else ' '} before: {cpu * 1000:5.2f} ms CPU a "
                      f"command (the plain path {pcpu / cpu:5.1f}x that); a command with its fsync'd write / the "
                      f"write alone, wall time: {(write + extra) / write:.2f}x ({extra * 1000:+.2f} ms, goal <= +2 ms)")
            first, last = fast_cpu[sizes[0]], fast_cpu[sizes[-1]]
            print(f"table {game:>4}: CPU a command at {sizes[-1]} deals / at {sizes[0]}: {last / first:.2f}x "
                  "(goal <= 1.5x, bar 3x)")


if __name__ == "__main__":
    main()
