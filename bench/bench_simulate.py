"""`simulate --summary --workers N` against one worker, side by side in one run (ratios, medians).

The same games (same seeds, same blocks) as whole processes: `--workers 1` and `--workers N` (N = the
CPUs available, at least 2), taken in turn. In CPU time (the process and its workers, user + system): what N
workers spend against one, the cost of the pool, its start-up and the pickles, whatever the load (the
figure that holds on a shared machine). In wall time, the games-per-second rate with N workers against N
times the one-worker rate: goal >= 0.8 on an idle machine only (the speed-up of parallel work is wall
time, and a loaded machine shares its cores with others: say which it was). Both games. The statistics
are checked identical for both N (the bench fails otherwise).
Beside it, the same blocks in one process (`parallel.run_blocks` with 1 and N workers, in turn): the CPU
time of the parallel part itself, without the interpreter start-up and imports that both whole-process
runs pay once.
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


def run(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the process and its workers (user + system), and stdout."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, out


def main() -> int:
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
    from stopbus_ref.kit.parallel import available_cpus

    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 30 if TINY else 2000
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if TINY else 5
    n = max(2, available_cpus())
    for name, game in (("Brag, 4 players", ["--players", "4"]), ("31, 4 players", ["--game", "31", "--players", "4"])):
        base = [*stopbus(), "simulate", "--summary", "--json", "--games", str(games), *game]
        one, many = [], []
        cpu: dict[str, list[float]] = {"1": [], str(n): []}
        for i in range(runs):
            order = [("1", one), (str(n), many)]
            outs = {}
            for w, times in order if i % 2 == 0 else order[::-1]:
                t, c, out = run([*base, "--workers", w])
                times.append(t)
                cpu[w].append(c)
                outs[w] = out
            if outs["1"] != outs[str(n)]:
                print(f"{name}: the statistics differ between 1 and {n} workers")
                return 1
        a, b = statistics.median(one), statistics.median(many)
        scaling = (games / b) / (n * games / a)
        extra = statistics.median(y / x for x, y in zip(cpu["1"], cpu[str(n)], strict=True))
        print(f"{name}: {games} games; CPU time of {n} workers (process and workers) / one worker: {extra:.2f}x "
              f"(median of {runs} rounds' ratios: what the pool, its start-up and the pickles add); statistics "
              f"identical")
        print(f"   wall time: {games / b / (games / a):.2f}x the one-worker rate, {scaling:.2f} of {n}x; goal >= 0.8 "
              f"on an idle machine: {'met' if scaling >= 0.8 else 'NOT met'} (load average now "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")
    in_process(games, runs, n)
    return 0


def in_process(games: int, runs: int, n: int) -> None:
    """The blocks of both games through `run_blocks` in this process: N workers against one."""
    from stopbus_ref.brag.simulate import SUMMARY_BLOCK, summary_block
    from stopbus_ref.kit.parallel import run_blocks, seed_blocks
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import summary_block31

    seats = ["P1", "P2", "P3", "P4"]
    cases = (("Brag, 4 players", summary_block,
              [(seats, first, k, 3, 500, "pair") for first, k in seed_blocks(1, games, SUMMARY_BLOCK)]),
             ("31, 4 players", summary_block31,
              [(seats, first, k, Rules31(), 3, 500, "steady") for first, k in seed_blocks(1, games, SUMMARY_BLOCK)]))
    for name, fn, blocks in cases:
        one, many = [], []
        for i in range(runs):
            for w, times in ((1, one), (n, many)) if i % 2 == 0 else ((n, many), (1, one)):
                times.append(cpu_of(lambda w=w, fn=fn, blocks=blocks: run_blocks(fn, blocks, w)))
        r = statistics.median(y / x for x, y in zip(one, many, strict=True))
        print(f"   in one process, {name}: CPU time of {n} workers / one: {r:.2f}x ({len(blocks)} blocks of "
              f"{SUMMARY_BLOCK} games)")


def cpu_of(fn) -> float:  # type: ignore[no-untyped-def]
    """CPU seconds of `fn()`: this process's and its finished children's (the pool's workers), user + system."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.process_time()
    fn()
    spent = time.process_time() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return spent + after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


if __name__ == "__main__":
    raise SystemExit(main())
