"""Table view and `stopbus table` speed, measured side by side in one run.

1. The same simulated game replayed from its full-information record (hands mode) and from its
   table-view record (hands and draws hidden, shown hands at the end): the card tracker and the
   engine's shadow deal (which verifies every move twice: once before the tracker checks the cards,
   once in its own play) against the plain engine, interleaved, best of N each. Goal: at most 3.5
   times (figures in docs/performance.md; medians vary with other processes' load).
2. `stopbus table` adjudicates the whole record again after every command, so that what it
   accepts is exactly what `stopbus replay` reads back. Per-command time for a record of 1 deal and
   of a long evening (40 deals): the ratio shows the growth (linear in the record, below what a player
   notices at 40 deals; no time is asserted anywhere).
Run: python bench/bench_table.py [--runs N] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: short games and one run, as the test suite runs it.)
"""

from __future__ import annotations

import os
import statistics
import sys
import time


def timed(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def main() -> None:
    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.brag.session import Session
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 5
    g = play_game(default_names(6), 2026, tokens=10, max_deals=10 if tiny else 200, strategy="patient")
    full = read_scenario(dump_record(to_record(g, mode="hands")))
    table = read_scenario(dump_record(to_record(g, mode="table")))
    turns = sum(len(d.turns) for d in full.deals)
    t_full = t_table = float("inf")
    for _ in range(runs):  # interleaved, best of each: the machine is shared, so load hits both alike
        t_full = min(t_full, timed(lambda: replay(full), 1))
        t_table = min(t_table, timed(lambda: replay(table), 1))
    print(f"replay of {len(full.deals)} deals, {turns} turns: full information {t_full * 1000:.1f} ms, "
          f"table view {t_table * 1000:.1f} ms, ratio {t_table / t_full:.2f} (goal <= 3.5)")

    small = to_record(play_game(default_names(4), 7, tokens=1, max_deals=1), mode="table")
    big = to_record(play_game(default_names(4), 7, tokens=20, max_deals=5 if tiny else 40), mode="table")
    for rec in (small, big):
        rec.pop("expect", None)
        for d in rec["deals"]:
            d.pop("expect", None)
    per = {}
    for name, rec in (("1 deal", small), (f"{len(big['deals'])} deals", big)):
        last = rec["deals"][-1]
        shown = last.pop("shown")
        who = next(iter(shown))
        s = Session(rec)
        line = f"show {who} {' '.join(shown[who])}"

        def one(s: Session = s, line: str = line) -> None:
            out = s.command(line)
            assert out.ok, out.lines
            s.command("undo")

        per[name] = timed(one, runs) / 2
        print(f"stopbus table, record of {name}: {per[name] * 1000:.1f} ms a command")
    a, b = per.values()
    print(f"ratio long/short: {b / a:.1f} (the whole record is adjudicated again each time)")
    table31(runs, tiny)


def table31(runs: int, tiny: bool = False) -> None:
    """The same for `stopbus table --game 31`: a command at the start of deal 2 and of deal 41."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))  # the tests' table helpers
    from stopbus_ref.thirty_one.session import Session31
    from stopbus_ref.thirty_one.simulate import play_game31
    from tests.helpers31 import table_commands, type_in

    per = {}
    for lives, deals in ((1, 1), (20, 5 if tiny else 40)):
        g = play_game31([f"P{i}" for i in range(1, 5)], 7, lives=lives, max_deals=deals)
        s = Session31.new(list(g.players), g.first_dealer, g.lives)
        assert type_in(s, table_commands(g)) == []
        if s.phase != "pool":
            continue
        name = f"{len(g.deals)} deal{'s' if len(g.deals) > 1 else ''}"

        def one(s: Session31 = s) -> None:
            out = s.command("pool 7h Kd 2c")
            assert out.ok, out.lines
            s.command("undo")

        per[name] = timed(one, runs) / 2
        print(f"stopbus table --game 31, record of {name}: {per[name] * 1000:.1f} ms a command")
    if len(per) == 2:
        a, b = per.values()
        print(f"ratio long/short: {b / a:.1f}")


if __name__ == "__main__":
    main()
