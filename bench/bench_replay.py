"""Replay cost against the YAML parse floor, and a JSON record against its YAML twin, side by side in CPU time
(goals: docs/performance.md): ratios, never times.

3. Replay: `stopbus replay LONG --json` against a process that only parses the same file with yaml.CSafeLoader
   with the garbage collector off (as replay runs), whole processes, CPU time of each, taken in turn, median of
   the rounds' ratios; on the long record (a few hundred deals, by the simulator) and on one ten times longer.
   Goal <= 1.1x, bar <= 1.3x. Beside it: the same replay through the typer app (`cli.main(fast=False)`), which
   is what the fast door (`cli/fast.py`) saves, and the text account (no goal of its own; it must stay
   proportional for the 32 MiB cap to be safe).
6. JSON: `stopbus replay LONG.json --json`, the same record written as JSON (as json.dumps writes it; beside
   it, indented by 2), against `stopbus replay LONG.yaml --json`, and the same with the JSON route off (read as
   YAML, as before), and read deal by deal by the json module whatever its size (the route of a record over
   the 4 MiB read whole). Goal: the JSON record in at most 2/3 of the YAML record's CPU time.
4. Memory: peak RSS (resource.getrusage in a child) of replaying a 10,000-deal record, against parsing it alone
   with CSafeLoader. Bar: no more than the parse alone; ideal: growing with the longest deal rather than with the
   record (printed as the peak per MB of record). Beside it, the same record written as JSON, and LONG10.json.
Run: python bench/bench_replay.py [--runs N] [--keep DIR] [--no-memory] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: short records and one run each, as the test suite runs it.)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process as in_turn  # bench/, the script's own folder
from timing import median_ratio, ratios


def make_record(path: Path, players: int, tokens: int, max_deals: int, seed: int = 2026) -> int:
    """A simulated record (patient bots make long deals); returns its number of deals."""
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    g = play_game(default_names(players), seed, tokens=tokens, max_deals=max_deals, strategy="patient")
    path.write_text(dump_record(to_record(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def write_json(yaml_path: Path, indent: int | None = None) -> Path:
    """The record at `yaml_path` written as JSON beside it: as json.dumps writes it (`indent`: indented)."""
    from stopbus_ref.records.loader import load_yaml

    out = yaml_path.with_name(f"{yaml_path.stem}{'' if indent is None else '-indented'}.json")
    out.write_text(json.dumps(load_yaml(yaml_path.read_bytes()), indent=indent, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    return out


def peak_rss_mb(cmd: list[str]) -> float:
    """Peak resident memory of `cmd`, in MB, measured by a fresh wrapper process (getrusage of its child)."""
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *cmd], check=True, capture_output=True, text=True).stdout
    return int(out.split()[-1]) / 1024


def verdict(ratio: float, goal: float, bar: float | None = None) -> str:
    if ratio <= goal:
        return "goal met"
    return "bar met, goal NOT met" if bar is not None and ratio <= bar else "NOT met"


def floor_cmd(path: Path) -> list[str]:
    return [sys.executable, "-c", "import gc, yaml; gc.disable(); "
            f"yaml.load(open({str(path)!r}, 'rb'), Loader=yaml.CSafeLoader)"]


def typer_cmd(args: list[str]) -> list[str]:
    """`stopbus ARGS` through the typer app, never the fast door (and with the console script's exit)."""
    return [sys.executable, "-c", "import os, sys; from stopbus_ref.cli import main; code = main(sys.argv[1:], "
            "fast=False); sys.stdout.flush(); os._exit(code)", *args]


def yaml_route_cmd(args: list[str]) -> list[str]:
    """`stopbus ARGS` with the JSON route off (a JSON record read as YAML, as before it), the console script's exit."""
    return [sys.executable, "-c", "import os, sys; from stopbus_ref.cli import main, replay_cmd; "
            "replay_cmd.JSON = False; code = main(sys.argv[1:]); sys.stdout.flush(); os._exit(code)", *args]


def json_stream_cmd(args: list[str]) -> list[str]:
    """`stopbus ARGS` with every JSON record read deal by deal (the whole-reading cap at 0: what a record over it
    takes), the console script's exit."""
    return [sys.executable, "-c", "import os, sys; from stopbus_ref.cli import main, replay_cmd; "
            "replay_cmd.JSON_WHOLE_BYTES = 0; code = main(sys.argv[1:]); sys.stdout.flush(); os._exit(code)", *args]


def in_process(path: Path, runs: int) -> float:
    """In this process, GC off, CPU time: read + adjudicate + JSON text against the CSafeLoader parse, taken in
    turn; the median of the rounds' ratios."""
    import gc

    import yaml

    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.ui.brag.report import write_report_json

    data = path.read_bytes()

    def whole() -> None:
        write_report_json(replay(read_scenario(data)), [].append, ensure_ascii=False)

    gc.disable()
    try:
        parse, work = in_turn([lambda: yaml.load(data, Loader=yaml.CSafeLoader), whole], runs)
    finally:
        gc.enable()
    return median_ratio(work, parse)


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 11
    from bench_ranking import compile_package

    from stopbus_ref.cli import replay_cmd

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
            (_, r, t, x), (b, a, _, _) = ratios([floor_cmd(path), [*stopbus, *args], typer_cmd(args),
                                                  [*stopbus, "replay", str(path)]], n)
            print(f"3. replay --json, {path.name} ({deals} deals, {size / 1e6:.1f} MB): {a * 1000:.0f} ms CPU vs "
                  f"the CSafeLoader parse, GC off, {b * 1000:.0f} ms (medians of {n} rounds); ratio {r:.2f}x (median "
                  f"of the rounds' ratios), goal <= 1.1, bar <= 1.3: {verdict(r, 1.1, 1.3)}")
            print(f"   the same through the typer app (no fast door): {t:.2f}x; the text account: {x:.2f}x (no goal; "
                  "proportional to the record)")
            as_json, indented = write_json(path), write_json(path, 2)
            jargs, iargs = ["replay", str(as_json), "--json"], ["replay", str(indented), "--json"]
            (_, j, y, i, d), _ = ratios([[*stopbus, *args], [*stopbus, *jargs], yaml_route_cmd(jargs),
                                         [*stopbus, *iargs], json_stream_cmd(jargs)], n)
            mb = as_json.stat().st_size / 1e6
            route = "deal by deal" if as_json.stat().st_size > replay_cmd.JSON_WHOLE_BYTES else "read whole"
            print(f"6. replay --json of {as_json.name} (the same record as json.dumps writes it, {mb:.1f} MB, {route}) "
                  f"vs {path.name}: {j:.2f}x CPU, goal <= 2/3: {verdict(j, 2 / 3)}; the JSON read as YAML (the JSON "
                  f"route off, as before it): {y:.2f}x; indented by 2 ({indented.stat().st_size / 1e6:.1f} MB): "
                  f"{i:.2f}x; read deal by deal whatever its size: {d:.2f}x")
        r = in_process(records[0][0], 3 if tiny else runs)
        print(f"   in one process, {records[0][0].name}: read + adjudicate + JSON vs the parse, CPU time, in turn: "
              f"ratio {r:.2f}x")

        if "--no-memory" not in sys.argv:
            huge = where / "HUGE.yaml"
            deals = make_record(huge, 6, 50 if tiny else 5000, 40 if tiny else 10_000)
            mb = huge.stat().st_size / 1e6
            parse = peak_rss_mb(floor_cmd(huge))
            js = peak_rss_mb([*stopbus, "replay", str(huge), "--json"])
            text = peak_rss_mb([*stopbus, "replay", str(huge)])
            print(f"4. memory, {deals:,}-deal record ({mb:.1f} MB): peak RSS replay --json {js:.0f} MB, text "
                  f"{text:.0f} MB, CSafeLoader parse alone {parse:.0f} MB; ratio {max(js, text) / parse:.2f}x, "
                  f"bar <= 1: {'met' if max(js, text) <= parse else 'NOT met'}; {max(js, text) / mb:.1f} MB per MB "
                  "of record")
            huge_json = write_json(huge)
            jmb = huge_json.stat().st_size / 1e6
            jjs = peak_rss_mb([*stopbus, "replay", str(huge_json), "--json"])
            jtext = peak_rss_mb([*stopbus, "replay", str(huge_json)])
            long10 = peak_rss_mb([*stopbus, "replay", str(where / "LONG10.json"), "--json"])
            route = "deal by deal" if huge_json.stat().st_size > replay_cmd.JSON_WHOLE_BYTES else "whole"
            print(f"   the same record as JSON ({jmb:.1f} MB, read {route} by the json module): peak RSS replay "
                  f"--json {jjs:.0f} MB, text {jtext:.0f} MB; {records[1][0].stem}.json, --json: {long10:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
