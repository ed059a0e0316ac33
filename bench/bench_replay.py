"""Replay time and memory against the YAML parse floor, side by side in one run (goals: docs/performance.md).

3. Replay: `stopbus replay LONG --json` against a process that only parses the same file with
   yaml.CSafeLoader with the garbage collector off (as replay runs), whole processes, alternating
   pairs, ratio of the medians; on the long record (a few hundred deals, by the simulator) and on
   one ten times longer. Goal <= 1.1x, bar <= 1.3x. Measured beside them: the same replay through
   the typer app (`cli.main(fast=False)`), which is what the fast door (`cli/fast.py`) saves. The
   text account is measured the same way (no goal of its own; it must stay proportional for the
   32 MiB cap to be safe).
4. Memory: peak RSS (resource.getrusage in a child) of replaying a 10,000-deal record, against
   parsing it alone with CSafeLoader. Bar: no more than the parse alone; ideal: growing with the
   longest deal rather than with the record (printed as the peak per MB of record).
Run: python bench/bench_replay.py [--runs N] [--keep DIR] [--no-memory] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: short records and one run each, as the test suite runs it.)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from timing import alternating  # bench/, the script's own folder, is first on sys.path


def make_record(path: Path, players: int, tokens: int, max_deals: int, seed: int = 2026) -> int:
    """A simulated record (patient bots make long deals); returns its number of deals."""
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    g = play_game(default_names(players), seed, tokens=tokens, max_deals=max_deals, strategy="patient")
    path.write_text(dump_record(to_record(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def paired(a_cmd: list[str], b_cmd: list[str], runs: int) -> tuple[float, float]:
    """Medians of alternating whole-process runs (which goes first alternates too)."""
    a, b = alternating([a_cmd, b_cmd], runs)
    return a, b


def peak_rss_mb(cmd: list[str]) -> float:
    """Peak resident memory of `cmd`, in MB, measured by a fresh wrapper process (getrusage of its child)."""
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *cmd], check=True, capture_output=True, text=True).stdout
    return int(out.split()[-1]) / 1024


def verdict(ratio: float, goal: float, bar: float) -> str:
    return "goal met" if ratio <= goal else "bar met, goal NOT met" if ratio <= bar else "bar NOT met"


def floor_cmd(path: Path) -> list[str]:
    return [sys.executable, "-c", "import gc, yaml; gc.disable(); "
            f"yaml.load(open({str(path)!r}, 'rb'), Loader=yaml.CSafeLoader)"]


def typer_cmd(args: list[str]) -> list[str]:
    """`stopbus ARGS` through the typer app, never the fast door (and with the console script's exit)."""
    return [sys.executable, "-c", "import os, sys; from stopbus_ref.cli import main; code = main(sys.argv[1:], "
            "fast=False); sys.stdout.flush(); os._exit(code)", *args]


def in_process(path: Path) -> tuple[float, float]:
    """Best of three, in this process, GC off: CSafeLoader parse vs read + adjudicate + JSON text."""
    import gc

    import yaml

    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.ui.brag.report import write_report_json

    data = path.read_bytes()
    gc.disable()
    best_parse = best_replay = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        yaml.load(data, Loader=yaml.CSafeLoader)
        best_parse = min(best_parse, time.perf_counter() - t)
        t = time.perf_counter()
        out: list[str] = []
        write_report_json(replay(read_scenario(data)), out.append, ensure_ascii=False)
        best_replay = min(best_replay, time.perf_counter() - t)
    gc.enable()
    return best_parse, best_replay


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 7
    sys.path.insert(0, os.path.dirname(__file__))
    from bench_ranking import compile_package

    compile_package()
    beside = Path(sys.executable).with_name("stopbus")  # this environment's script, not another checkout's
    exe = str(beside) if beside.exists() else shutil.which("stopbus")
    stopbus = [exe] if exe else [sys.executable, "-m", "stopbus_ref"]
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else Path(tmp)
        where.mkdir(parents=True, exist_ok=True)
        records = [(where / "LONG.yaml", 9, 30, 400), (where / "LONG10.yaml", 9, 300, 2780)]
        if tiny:
            records = [(where / "LONG.yaml", 4, 3, 8), (where / "LONG10.yaml", 4, 5, 30)]
        for path, players, tokens, max_deals in records:
            deals = make_record(path, players, tokens, max_deals)
            size = path.stat().st_size
            n = runs if size < 2_000_000 or tiny else max(3, runs // 2)
            args = ["replay", str(path), "--json"]
            a, b, t = alternating([[*stopbus, *args], floor_cmd(path), typer_cmd(args)], n)
            print(f"3. replay --json, {path.name} ({deals} deals, {size / 1e6:.1f} MB): {a * 1000:.0f} ms vs "
                  f"CSafeLoader parse, GC off, {b * 1000:.0f} ms (medians of {n}); ratio {a / b:.2f}, goal <= 1.1, "
                  f"bar <= 1.3: {verdict(a / b, 1.1, 1.3)}")
            print(f"   the same through the typer app (no fast door): {t * 1000:.0f} ms; ratio {t / b:.2f}")
            c, d = paired([*stopbus, "replay", str(path)], floor_cmd(path), 1 if tiny else max(3, n // 2))
            print(f"   replay (text account), {path.name}: {c * 1000:.0f} ms vs parse {d * 1000:.0f} ms; "
                  f"ratio {c / d:.2f} (no goal; proportional to the record)")
        p, r = in_process(records[0][0])
        print(f"   in one process, {records[0][0].name}: read + adjudicate + JSON {r * 1000:.0f} ms vs parse "
              f"{p * 1000:.0f} ms; ratio {r / p:.2f}")

        if "--no-memory" not in sys.argv:
            huge = where / "HUGE.yaml"
            deals = make_record(huge, 6, 50 if tiny else 5000, 40 if tiny else 10_000)
            mb = huge.stat().st_size / 1e6
            parse = peak_rss_mb(floor_cmd(huge))
            js = peak_rss_mb([*stopbus, "replay", str(huge), "--json"])
            text = peak_rss_mb([*stopbus, "replay", str(huge)])
            print(f"4. memory, {deals:,}-deal record ({mb:.1f} MB): peak RSS replay --json {js:.0f} MB, text "
                  f"{text:.0f} MB, CSafeLoader parse alone {parse:.0f} MB; ratio {max(js, text) / parse:.2f}, "
                  f"bar <= 1: {'met' if max(js, text) <= parse else 'NOT met'}; {max(js, text) / mb:.0f} MB per MB "
                  "of record (ideal, growing with the longest deal only: NOT met, the record is held whole)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
