"""31-point game speed, measured side by side in CPU time in one run (goals in docs/performance.md; ratios, not
absolute times).

1. Three-card hands scored by the fast table (`scoring.table3`, the odds' bulk path), through the tests'
   helpers: per call (`score3`) against an empty three-argument function over the same hands (CPU time, in
   turn, median of the rounds' ratios), in bulk (`scores3`) and by table index (`scores_by_index`) against the
   per-call path. Beside them the rate in hands per CPU second (goal: >= 5,000,000 hands/s; a rate depends on
   the machine, the ratios do not).
2. `stopbus replay LONG.yaml --json` of a long 31-point record against only parsing the same file with
   yaml.CSafeLoader, each as a whole process (CPU time, in turn, median of the rounds' ratios), plus the same
   split inside one process, as bench/bench_replay.py does for Brag. Goal: replay at most 1.3 times the parse. The parse
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
import sys
import tempfile
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process as in_turn  # bench/, the script's own folder
from timing import median_ratio, processes  # bench/, the script's own folder


def api_rates(rounds: int) -> tuple[float, float, float, float]:
    """score3 per call / an empty 3-argument call; scores3 and scores_by_index / score3 per call (CPU time, in
    turn, medians of the rounds' ratios); and the best of the three as hands per CPU second."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' scoring helpers
    from stopbus_ref.thirty_one.scoring import table3
    from tests.helpers31 import hand_index, score3, scores3, scores_by_index

    table3()
    hands = list(combinations(range(52), 3))
    index = [hand_index(*h) for h in hands]

    def empty(a: int, b: int, c: int) -> None:
        pass

    def per_call() -> None:
        for a, b, c in hands:
            score3(a, b, c)

    def nothing() -> None:
        for a, b, c in hands:
            empty(a, b, c)

    call, none, bulk, by_index = in_turn([per_call, nothing, lambda: scores3(hands),
                                             lambda: scores_by_index(index)], rounds)
    best = len(hands) / min(statistics.median(t) for t in (call, bulk, by_index))
    return median_ratio(call, none), median_ratio(bulk, call), median_ratio(by_index, call), best


def make_long(path: Path, deals: int) -> int:
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    g = play_game31([f"P{i}" for i in range(1, 9)], 2026, Rules31(), lives=10 * deals, max_deals=deals,
                    strategy="cautious")
    path.write_text(dump_record31(to_record31(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def in_process(path: Path) -> dict[str, float]:
    """Inside one process with the collector paused (as `stopbus replay` runs), CPU time, the least of three: the
    parse, and read / adjudicate / JSON on the fast and on the plain path."""
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
            t = time.process_time()
            yaml.load(data, Loader=yaml.CSafeLoader)
            keep("parse", time.process_time() - t)
            t = time.process_time()
            doc = load_yaml(data)
            keep("load", time.process_time() - t)
            t = time.process_time()
            rec = read_record31(doc)
            keep("read", time.process_time() - t)
            for fast in (True, False):
                Deal.FAST = fast
                t = time.process_time()
                rep = replay31(rec)
                keep("replay" if fast else "replay plain", time.process_time() - t)
                t = time.process_time()
                if fast:
                    out: list[str] = []
                    write_report_json31(rep, out.append, ensure_ascii=False)
                else:
                    json.dumps(report_json31(rep))
                keep("json" if fast else "json plain", time.process_time() - t)
    finally:
        Deal.FAST = True
        gc.enable()
    return best


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 7
    per_call, bulk, by_index, best = api_rates(1 if tiny else 9)
    print(f"API: score3 {per_call:.2f}x an empty 3-argument call (CPU time, all 22,100 hands, in turn); scores3 "
          f"{bulk:.2f}x and scores_by_index {by_index:.2f}x the per-call path; the fastest {best:,.0f} hands per CPU "
          f"second, goal 5,000,000: {'met' if best >= 5e6 else 'NOT met'} (a rate, on this machine)")
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
        parse_t, replay_t, paused_t = processes([parse_cmd, replay_cmd, paused_cmd], runs)
        r, rc = median_ratio(replay_t, parse_t), median_ratio(replay_t, paused_t)
        a, b, c = (statistics.median(x) for x in (replay_t, parse_t, paused_t))
        t = in_process(path)
    print(f"record: {deals} deals, {lines:,} lines, {path.stat().st_size if path.exists() else 0:,} bytes"
          if "--keep" in sys.argv else f"record: {deals} deals, {lines:,} lines")
    print(f"processes: stopbus replay --json {a * 1000:.0f} ms CPU vs CSafeLoader parse {b * 1000:.0f} ms (medians "
          f"of {runs} rounds); ratio {r:.2f}x (median of the rounds' ratios), goal <= 1.3: "
          f"{'met' if r <= 1.3 else 'NOT met'}")
    print(f"  the same parse with the collector paused, as `stopbus replay` runs (the collector's passes over a "
          f"large document cost the plain parse process about as much as the parse): {c * 1000:.0f} ms; "
          f"ratio {rc:.2f}x, {'met' if rc <= 1.3 else 'NOT met'} by this stricter measure")
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
