"""The deal-by-deal replay against the whole-record replay it replaced, side by side in one run (ratios of CPU time,
never times).

2. Memory: peak RSS (resource.getrusage of a child) of `stopbus replay FILE --json` and of the text account
   at 1k, 10k and 30k deals, deal by deal, and of `--json` read whole (`cli.replay_cmd.STREAM = False`, the
   old path; a record over its 32 MiB cap is refused there: nan). Goal: flat in the record's length,
   the peak at 30k deals <= 1.5x the peak at 1k. Time: `replay --json` deal by deal against read whole on
   the long record, whole processes' CPU time taken in turn, median of the rounds' ratios; goal <= 1.1x.
3. Text: the text account against `--json` on the long record (both deal by deal), the same way; goal <= 2x.
Run: python bench/bench_replay_stream.py [--runs N] [--keep DIR] [--long] [--tiny]
(--long: the time ratios on the 10k-deal record instead of the 1k one.)
(--tiny, or STOPBUS_BENCH_TINY=1: short records and one run each, as the test suite runs it.)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from timing import ratios  # bench/, the script's own folder, is first on sys.path


def make_record(path: Path, deals: int, seed: int = 2026) -> int:
    """A simulated Brag record of about `deals` deals (six players with tokens enough to last); its deal count."""
    from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record

    g = play_game(default_names(6), seed, tokens=deals, max_deals=deals, strategy="patient")
    path.write_text(dump_record(to_record(g), f"bench: {len(g.deals)} deals"), encoding="utf-8")
    return len(g.deals)


def stopbus_cmd(args: list[str], *, stream: bool) -> list[str]:
    """`stopbus ARGS` in a fresh interpreter, deal by deal or read whole (the old path)."""
    return [sys.executable, "-c", "import os, sys; from stopbus_ref.cli import main, replay_cmd; "
            f"replay_cmd.STREAM = {stream}; code = main(sys.argv[1:]); sys.stdout.flush(); os._exit(code)", *args]


def peak_rss_mb(cmd: list[str]) -> float:
    """Peak resident memory of `cmd`, in MB, measured by a fresh wrapper process (getrusage of its child)."""
    probe = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
             "stderr=subprocess.DEVNULL); print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *cmd], check=True, capture_output=True, text=True).stdout
    code, kb = out.split()[-2:]
    return int(kb) / 1024 if code in ("0", "1", "3") else float("nan")


def verdict(ratio: float, goal: float) -> str:
    return "goal met" if ratio <= goal else "goal NOT met"


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 5
    sizes = (20, 60, 200) if tiny else (1000, 10_000, 30_000)
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else Path(tmp)
        where.mkdir(parents=True, exist_ok=True)
        peaks: dict[str, list[float]] = {"stream --json": [], "stream text": [], "whole --json": []}
        paths = []
        for n in sizes:
            path = where / f"R{n}.yaml"
            if not path.exists():
                make_record(path, n)
            paths.append(path)
            mb = path.stat().st_size / 1e6
            row = {}
            for label, stream, extra in (("stream --json", True, ["--json"]), ("stream text", True, []),
                                         ("whole --json", False, ["--json"])):
                row[label] = peak_rss_mb(stopbus_cmd(["replay", str(path), *extra], stream=stream))
                peaks[label].append(row[label])
            print(f"2. peak RSS, {n:,} deals ({mb:.1f} MB): " + ", ".join(f"{k} {v:.0f} MB" for k, v in row.items())
                  + " (nan: refused, over the old cap)")
        for label, values in peaks.items():
            ratio = values[-1] / values[0]
            print(f"   {label}: peak at {sizes[-1]:,} deals / at {sizes[0]:,} = {ratio:.2f}x"
                  + (f", goal <= 1.5: {verdict(ratio, 1.5)}" if label.startswith("stream") else ""))
        long = paths[0]  # the time ratios on the 1k-deal record (the 10k one is timed the same way by --long)
        if "--long" in sys.argv:
            long = paths[1]
        (_, r), (b, a) = ratios([stopbus_cmd(["replay", str(long), "--json"], stream=False),
                                 stopbus_cmd(["replay", str(long), "--json"], stream=True)], runs)
        print(f"2. time, replay --json, {long.name}: deal by deal {a * 1000:.0f} ms CPU vs read whole "
              f"{b * 1000:.0f} ms (medians of {runs} rounds); ratio {r:.2f}x (median of the rounds' ratios), "
              f"goal <= 1.1: {verdict(r, 1.1)}")
        (_, r), (d, c) = ratios([stopbus_cmd(["replay", str(long), "--json"], stream=True),
                                 stopbus_cmd(["replay", str(long)], stream=True)], runs)
        print(f"3. time, text account vs --json, {long.name}: {c * 1000:.0f} ms vs {d * 1000:.0f} ms CPU; ratio "
              f"{r:.2f}x, goal <= 2: {verdict(r, 2.0)}")
        if "--keep" not in sys.argv:
            shutil.rmtree(where, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
