"""`stopbus table --resume` of a long record against `stopbus replay` of the same file, both games, side by side.

A simulated game of 10,000 deals (the 31-point game: 3,000) is written as `stopbus table` writes its record (the
table's view, its last deal awaiting its showdown, the game going on), then, in turn, round after round:
`stopbus replay FILE` (which streams the record deal by deal) and `stopbus table --resume FILE` with `quit` on
stdin (which reads the record, rebuilds the table's state, writes the record back and stops). Printed: the CPU
time of the resume over the replay's (user + system of each process alone, median of the rounds' ratios; goal
<= 1.3x) and the peak memory (maximum resident set) of each, with their ratio (goal: the same order as the
replay's). No time is asserted anywhere; the figures are in docs/performance.md.
Run: python bench/bench_table_resume.py [--runs N] [--deals N] [--tiny] [--stopbus PATH]
(--tiny, or STOPBUS_BENCH_TINY=1: 40 deals and one run, as the test suite runs it; --stopbus: measure another
build's `stopbus`, e.g. an older checkout's, against this one's replay.)
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from typing import Any


def record(game: str, deals: int) -> str:
    """A simulated game of `deals` deals as `stopbus table` writes it, its last deal awaiting the showdown."""
    from stopbus_ref.kit.session import COMMENT
    from stopbus_ref.records.model import dump_record

    rec: dict[str, Any]
    if game == "brag":
        from stopbus_ref.brag.simulate import default_names, play_game, to_record

        g = play_game(default_names(4), 2026, tokens=100_000, max_deals=deals)
        rec = to_record(g, with_expect=False, mode="table")
    else:
        from stopbus_ref.thirty_one.simulate import play_game31, to_record31

        g31 = play_game31([f"P{i}" for i in range(1, 5)], 2026, lives=1000, max_deals=deals)
        rec = to_record31(g31, with_expect=False, mode="table")
    rec["deals"][-1].pop("shown", None)  # the game goes on: the last deal's showdown is still to come
    return dump_record(rec, COMMENT)


def run(cmd: list[str], stdin: bytes) -> tuple[float, int]:
    """CPU seconds (user + system) and peak memory (bytes) of one run of `cmd`, that process alone."""
    child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert child.stdin is not None and child.stderr is not None
    child.stdin.write(stdin)
    child.stdin.close()
    err = child.stderr.read()
    _, status, use = os.wait4(child.pid, 0)
    child.returncode = 0  # reaped by wait4
    if os.waitstatus_to_exitcode(status) not in (0, 3):
        raise SystemExit(f"{' '.join(cmd)}: exit {os.waitstatus_to_exitcode(status)}: {err.decode()[-2000:]}")
    return use.ru_utime + use.ru_stime, use.ru_maxrss * 1024


def main() -> None:
    if "--make" in sys.argv:  # the record, made in a process of its own (see below)
        at = sys.argv.index("--make")
        game, deals, path = sys.argv[at + 1], int(sys.argv[at + 2]), sys.argv[at + 3]
        with open(path, "w", encoding="utf-8") as f:
            f.write(record(game, deals))
        return
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 3
    size = int(sys.argv[sys.argv.index("--deals") + 1]) if "--deals" in sys.argv else 40 if tiny else 0
    here = os.path.join(os.path.dirname(sys.executable), "stopbus")
    stopbus = here if os.path.exists(here) else shutil.which("stopbus") or "stopbus"
    resumer = sys.argv[sys.argv.index("--stopbus") + 1] if "--stopbus" in sys.argv else stopbus
    with tempfile.TemporaryDirectory() as tmp:
        for game, deals in (("brag", size or 10_000), ("31", size or 3_000)):
            path = os.path.join(tmp, f"{game}.yaml")
            # made in another process: a child's peak memory counts the pages of the process it was forked from,
            # so this one stays small (it never imports the simulator)
            subprocess.run([sys.executable, __file__, "--make", game, str(deals), path], check=True)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            cpu: list[list[float]] = [[], []]
            mem: list[list[int]] = [[], []]
            for i in range(runs + 1):  # a first, unkept round warms the file caches
                order = (0, 1) if i % 2 == 0 else (1, 0)
                for k in order:
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(text)
                    c, m = (run([stopbus, "replay", path], b"") if k == 0 else
                            run([resumer, "table", "--resume", path], b"quit\n"))
                    if i:
                        cpu[k].append(c)
                        mem[k].append(m)
            with open(path, encoding="utf-8") as f:
                assert f.read() == text, "the resume changed the record"
            ratio = statistics.median(r / p for r, p in zip(cpu[1], cpu[0], strict=True))
            m_replay, m_resume = statistics.median(mem[0]), statistics.median(mem[1])
            print(f"table --resume {game:>4}, {deals:,} deals ({len(text.encode()) / 1e6:.1f} MB): CPU resume / "
                  f"replay {ratio:.2f}x (goal <= 1.3x); peak memory resume {m_resume / 1e6:.0f} MB, replay "
                  f"{m_replay / 1e6:.0f} MB, {m_resume / m_replay:.2f}x")


if __name__ == "__main__":
    main()
