"""31-point game speed, measured side by side in one run (goals from issue 9; ratios, not absolute times).

1. Three-card hands scored per second through the Python API: per call (`score3`), in bulk (`scores3`),
   and by table index (`scores_by_index`). Goal: >= 5,000,000 hands/s.
2. `stopbus replay LONG.yaml --json` of a long 31-point record (the simulator, many players, many lives)
   against only parsing the same file with yaml.CSafeLoader, each as a whole process (interleaved
   runs, medians), plus the same split inside one process. Goal: replay at most 1.3 times the parse.
Run: python bench/bench_thirty_one.py [--runs N] [--keep PATH]
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from itertools import combinations
from pathlib import Path


def api_rates() -> tuple[float, float, float]:
    from stopbus_ref.thirty_one.scoring import hand_index, score3, scores3, scores_by_index, table3

    table3()
    hands = list(combinations(range(52), 3))
    index = [hand_index(*h) for h in hands]
    call = bulk = by_index = 0.0
    for _ in range(5):
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


def make_long(path: Path) -> int:
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    g = play_game31([f"P{i}" for i in range(1, 9)], 2026, Rules31(), lives=40, max_deals=400, strategy="cautious")
    path.write_text(dump_record31(to_record31(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def in_process(path: Path) -> tuple[float, float]:
    import gc
    import json

    import yaml

    from stopbus_ref.records.loader import load_yaml
    from stopbus_ref.thirty_one.record import read_record31
    from stopbus_ref.thirty_one.replay import replay31
    from stopbus_ref.thirty_one.report import report_json31

    data = path.read_bytes()
    gc.disable()  # as `stopbus replay` does
    best_parse = best_replay = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        yaml.load(data, Loader=yaml.CSafeLoader)
        best_parse = min(best_parse, time.perf_counter() - t)
        t = time.perf_counter()
        json.dumps(report_json31(replay31(read_record31(load_yaml(data)))))
        best_replay = min(best_replay, time.perf_counter() - t)
    gc.enable()
    return best_parse, best_replay


def main() -> int:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    call, bulk, by_index = api_rates()
    best = max(call, bulk, by_index)
    print(f"API: {call:,.0f} hands/s per call (score3), {bulk:,.0f} in bulk (scores3), {by_index:,.0f} by index "
          f"(scores_by_index); goal 5,000,000: {'met' if best >= 5e6 else 'NOT met'}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else Path(tmp) / "LONG31.yaml"
        deals = make_long(path)
        lines = path.read_text().count("\n")
        exe = shutil.which("stopbus")
        replay_cmd = ([exe] if exe else [sys.executable, "-m", "stopbus_ref"]) + ["replay", str(path), "--json"]
        parse_cmd = [sys.executable, "-c",
                     f"import yaml; yaml.load(open({str(path)!r}, 'rb'), Loader=yaml.CSafeLoader)"]
        wall(replay_cmd), wall(parse_cmd)
        a, b = [], []
        for _ in range(runs):
            a.append(wall(replay_cmd))
            b.append(wall(parse_cmd))
        ra, rb = statistics.median(a), statistics.median(b)
        p, r = in_process(path)
    print(f"record: {deals} deals, {lines:,} lines")
    print(f"processes: stopbus replay --json {ra * 1000:.0f} ms vs CSafeLoader parse {rb * 1000:.0f} ms "
          f"(medians of {runs}); ratio {ra / rb:.2f}, goal <= 1.3: {'met' if ra / rb <= 1.3 else 'NOT met'}")
    print(f"in one process: read + adjudicate + JSON {r * 1000:.0f} ms vs parse {p * 1000:.0f} ms; ratio {r / p:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
