"""Replay speed against the YAML parse floor, side by side in one run (goal from issue 4).

Makes a long record (a few hundred deals, by the simulator), then prints the wall time of
`stopbus replay LONG.yaml --json` and of only parsing the same file with yaml.CSafeLoader, each
as a whole process (interleaved runs, medians), plus the same split inside one process.
Goal: replay at most 2 times the parse. The text account (`stopbus replay LONG.yaml`) is measured
the same way (issue 8: it cost about 10 times the JSON while rich laid out every table; goal: at
most 4 times the parse).
Run: python bench/bench_replay.py [--runs N] [--keep PATH]
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def make_long(path: Path) -> int:
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    g = play_game(default_names(9), 2026, tokens=30, max_deals=400, strategy="patient")
    path.write_text(dump_record(to_record(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def in_process(path: Path) -> tuple[float, float]:
    import gc
    import json

    import yaml

    from stopbus_ref.brag.replay import replay
    from stopbus_ref.records import read_scenario
    from stopbus_ref.report import report_json

    data = path.read_bytes()
    gc.disable()  # as `stopbus replay` does
    best_parse = best_replay = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        yaml.load(data, Loader=yaml.CSafeLoader)
        best_parse = min(best_parse, time.perf_counter() - t)
        t = time.perf_counter()
        json.dumps(report_json(replay(read_scenario(data))))
        best_replay = min(best_replay, time.perf_counter() - t)
    gc.enable()
    return best_parse, best_replay


def main() -> int:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else Path(tmp) / "LONG.yaml"
        deals = make_long(path)
        lines = path.read_text().count("\n")
        exe = shutil.which("stopbus")
        replay_cmd = ([exe] if exe else [sys.executable, "-m", "stopbus_ref"]) + ["replay", str(path), "--json"]
        text_cmd = replay_cmd[:-1]
        parse_cmd = [sys.executable, "-c",
                     f"import yaml; yaml.load(open({str(path)!r}, 'rb'), Loader=yaml.CSafeLoader)"]
        wall(replay_cmd), wall(parse_cmd)
        a, b, c = [], [], []
        for _ in range(runs):
            a.append(wall(replay_cmd))
            b.append(wall(parse_cmd))
            c.append(wall(text_cmd))
        ra, rb, rc = statistics.median(a), statistics.median(b), statistics.median(c)
        p, r = in_process(path)
    print(f"record: {deals} deals, {lines:,} lines")
    print(f"processes: stopbus replay --json {ra * 1000:.0f} ms vs CSafeLoader parse {rb * 1000:.0f} ms "
          f"(medians of {runs}); ratio {ra / rb:.2f}, goal <= 2: {'met' if ra / rb <= 2 else 'NOT met'}")
    print(f"processes: stopbus replay (text) {rc * 1000:.0f} ms vs parse {rb * 1000:.0f} ms; ratio {rc / rb:.2f}, "
          f"goal <= 4: {'met' if rc / rb <= 4 else 'NOT met'}")
    print(f"in one process: read + adjudicate + JSON {r * 1000:.0f} ms vs parse {p * 1000:.0f} ms; ratio {r / p:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
