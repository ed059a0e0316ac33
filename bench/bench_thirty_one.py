"""31-point game speed, measured side by side in one run (goals in docs/performance.md; ratios, not absolute
times).

1. Three-card hands scored per second by the fast table (`scoring.table3`, the odds' bulk path), through
   the tests' helpers: per call (`score3`), in bulk (`scores3`), and by table index (`scores_by_index`).
   Goal: >= 5,000,000 hands/s.
2. `stopbus replay LONG.yaml --json` of a long 31-point record against only parsing the same file with
   yaml.CSafeLoader, each as a whole process (interleaved runs, medians), plus the same split inside one
   process, as bench/bench_replay.py does for Brag. Goal: replay at most 1.3 times the parse. The parse
   process of that measure runs with the cyclic collector on, which on a long record costs it about as
   much again as the parse (stopbus pauses it); the same parse with the collector paused is printed too.
   The long record is 2,000 deals by the simulator (8 players with lives enough never to run out, about
   59,000 lines, 2 MB), so that start-up is amortised; `--deals N` for another length.
   In one process the plain path (Deal.FAST off, report_json31 + json.dumps) is timed beside the fast
   one (Deal._swap_fast, write_report_json31), with each stage as a fraction of the parse.
The package is byte-compiled first, as an installed one is (`--no-compile` to skip: where
PYTHONDONTWRITEBYTECODE is set, every run then compiles the sources, a cost of every start-up).
Run: python bench/bench_thirty_one.py [--runs N] [--deals N] [--keep PATH] [--no-compile] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: a 20-deal record and one run, as the test suite runs it.)
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from itertools import combinations
from pathlib import Path


def api_rates(rounds: int = 5) -> tuple[float, float, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' scoring helpers
    from stopbus_ref.thirty_one.scoring import table3
    from tests.helpers31 import hand_index, score3, scores3, scores_by_index

    table3()
    hands = list(combinations(range(52), 3))
    index = [hand_index(*h) for h in hands]
    call = bulk = by_index = 0.0
    for _ in range(rounds):
        t = time.perf_counter()
        for a, b, c in hands:
            score3(a, b, c)
        call = max(call, len(hands) / (time.perf_counter() - t))
        t = time.perf_counter()
        scores3(hands)
        bulk = max(bulk, len(hands) / (time.perf_counter() - t))
        t = time.perf_counter()
        scores_by_index(index)
        by_index = max(by_index, len(hands) / (time.perf_counter() - t))
    return call, bulk, by_index


def make_long(path: Path, deals: int) -> int:
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    g = play_game31([f"P{i}" for i in range(1, 9)], 2026, Rules31(), lives=10 * deals, max_deals=deals,
                    strategy="cautious")
    path.write_text(dump_record31(to_record31(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def in_process(path: Path) -> dict[str, float]:
    """Best of three, inside one process with the collector paused (as `stopbus replay` runs): the parse,
    and read / adjudicate / JSON on the fast and on the plain path."""
    import gc
    import json

    import yaml

    from stopbus_ref.records.loader import load_yaml
    from stopbus_ref.thirty_one.engine import Deal
    from stopbus_ref.thirty_one.record import read_record31
    from stopbus_ref.thirty_one.replay import replay31
    from stopbus_ref.ui.thirty_one.report import report_json31, write_report_json31

    data = path.read_bytes()
    best: dict[str, float] = {}

    def keep(name: str, t: float) -> None:
        best[name] = min(best.get(name, float("inf")), t)

    gc.disable()  # as `stopbus replay` does
    try:
        for _ in range(3):
            t = time.perf_counter()
            yaml.load(data, Loader=yaml.CSafeLoader)
            keep("parse", time.perf_counter() - t)
            t = time.perf_counter()
            doc = load_yaml(data)
            keep("load", time.perf_counter() - t)
            t = time.perf_counter()
            rec = read_record31(doc)
            keep("read", time.perf_counter() - t)
            for fast in (True, False):
                Deal.FAST = fast
                t = time.perf_counter()
                rep = replay31(rec)
                keep("replay" if fast else "replay plain", time.perf_counter() - t)
                t = time.perf_counter()
                if fast:
                    out: list[str] = []
                    write_report_json31(rep, out.append, ensure_ascii=False)
                else:
                    json.dumps(report_json31(rep))
                keep("json" if fast else "json plain", time.perf_counter() - t)
    finally:
        Deal.FAST = True
        gc.enable()
    return best


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 7
    call, bulk, by_index = api_rates(1 if tiny else 5)
    best = max(call, bulk, by_index)
    print(f"API: {call:,.0f} hands/s per call (score3), {bulk:,.0f} in bulk (scores3), {by_index:,.0f} by index "
          f"(scores_by_index); goal 5,000,000: {'met' if best >= 5e6 else 'NOT met'}")
    n_deals = int(sys.argv[sys.argv.index("--deals") + 1]) if "--deals" in sys.argv else 20 if tiny else 2000
    if "--no-compile" not in sys.argv:  # as an installed package is: without it, under
        import compileall  # PYTHONDONTWRITEBYTECODE, every `stopbus` run compiles its sources

        import stopbus_ref

        compileall.compile_dir(str(Path(stopbus_ref.__file__).parent), quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else Path(tmp) / "LONG31.yaml"
        deals = make_long(path, n_deals)
        lines = path.read_text().count("\n")
        exe = shutil.which("stopbus")
        replay_cmd = ([exe] if exe else [sys.executable, "-m", "stopbus_ref"]) + ["replay", str(path), "--json"]
        parse_cmd = [sys.executable, "-c",
                     f"import yaml; yaml.load(open({str(path)!r}, 'rb'), Loader=yaml.CSafeLoader)"]
        paused_cmd = [sys.executable, "-c", "import gc; gc.disable(); import yaml; "
                      f"yaml.load(open({str(path)!r}, 'rb').read(), Loader=yaml.CSafeLoader)"]
        wall(replay_cmd), wall(parse_cmd)
        a, b, c = [], [], []
        for _ in range(runs):
            a.append(wall(replay_cmd))
            b.append(wall(parse_cmd))
            c.append(wall(paused_cmd))
        ra, rb, rc = statistics.median(a), statistics.median(b), statistics.median(c)
        t = in_process(path)
    print(f"record: {deals} deals, {lines:,} lines, {path.stat().st_size if path.exists() else 0:,} bytes"
          if "--keep" in sys.argv else f"record: {deals} deals, {lines:,} lines")
    print(f"processes: stopbus replay --json {ra * 1000:.0f} ms vs CSafeLoader parse {rb * 1000:.0f} ms "
          f"(medians of {runs}); ratio {ra / rb:.2f}, goal <= 1.3: {'met' if ra / rb <= 1.3 else 'NOT met'}")
    print(f"  the same parse with the collector paused, as `stopbus replay` runs (the collector's passes over a "
          f"large document cost the plain parse process about as much as the parse): {rc * 1000:.0f} ms; "
          f"ratio {ra / rc:.2f}, {'met' if ra / rc <= 1.3 else 'NOT met'} by this stricter measure")
    p = t["parse"]
    fast = t["load"] + t["read"] + t["replay"] + t["json"]
    plain = t["load"] + t["read"] + t["replay plain"] + t["json plain"]
    print(f"in one process: load + read + adjudicate + JSON {fast * 1000:.0f} ms vs parse {p * 1000:.0f} ms; "
          f"ratio {fast / p:.2f} (plain path {plain / p:.2f})")
    print(f"  per stage, x the parse: load {t['load'] / p:.2f}, read {t['read'] / p:.2f}, adjudicate "
          f"{t['replay'] / p:.2f} (plain {t['replay plain'] / p:.2f}), JSON {t['json'] / p:.2f} "
          f"(plain {t['json plain'] / p:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
