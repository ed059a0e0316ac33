"""Whole-process timing shared by the benches: runs taken in turn, so that load on the machine hits each alike."""

from __future__ import annotations

import statistics
import subprocess
import time


def wall(cmd: list[str], stderr: int | None = None) -> float:
    """Seconds one run of the command takes as a whole process (its output dropped; `stderr` as subprocess's)."""
    t = time.perf_counter()
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL, stderr=stderr)
    return time.perf_counter() - t


def alternating(cmds: list[list[str]], runs: int, stderr: int | None = None) -> list[float]:
    """Medians of whole-process runs taken in turn (which goes first rotates too)."""
    for cmd in cmds:  # warm the file cache
        wall(cmd, stderr)
    times: list[list[float]] = [[] for _ in cmds]
    for i in range(runs):
        for j in range(len(cmds)):
            k = (i + j) % len(cmds)
            times[k].append(wall(cmds[k], stderr))
    return [statistics.median(t) for t in times]
