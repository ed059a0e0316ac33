"""CPU timing shared by the benches: runs taken side by side, in turn, and compared as ratios.

Every figure a bench prints is a ratio of CPU times measured side by side: a whole process's CPU time (user +
system, of that process alone, `os.wait4`), or `time.process_time()` around work done in this process. A
machine shared with other jobs stretches wall-clock times unevenly; the CPU time a piece of work takes moves
much less with the load, and A and B taken in turn, round after round, meet the same machine. The figure of a
comparison is the median over the rounds of each round's ratio (which one runs first alternates).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence

Cmd = Sequence[str]


def cpu(cmd: Cmd, *, stdin: bytes | None = None, env: dict[str, str] | None = None,
        stdout: int | None = subprocess.DEVNULL, stderr: int | None = subprocess.DEVNULL) -> float:
    """CPU seconds (user + system) of one run of `cmd` as a whole process, that process alone (its output
    dropped unless `stdout`/`stderr` say otherwise; `stdin`: bytes written to it)."""
    child = subprocess.Popen(list(cmd), stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                             stdout=stdout, stderr=stderr, env=env)
    if stdin is not None:
        assert child.stdin is not None
        try:
            child.stdin.write(stdin)
            child.stdin.close()
        except BrokenPipeError:
            pass
    _, _, use = os.wait4(child.pid, 0)
    child.returncode = 0  # reaped by wait4
    return use.ru_utime + use.ru_stime


def rounds(fns: Sequence[Callable[[], float]], runs: int, warm: bool = True) -> list[list[float]]:
    """`runs` rounds of each measuring function in turn (the order rotates from round to round): for each
    function, the list of what it measured (a first, unkept round warms file caches when `warm`)."""
    if warm:
        for fn in fns:
            fn()
    out: list[list[float]] = [[] for _ in fns]
    for i in range(runs):
        for j in range(len(fns)):
            k = (i + j) % len(fns)
            out[k].append(fns[k]())
    return out


def median_ratio(a: list[float], b: list[float]) -> float:
    """The median of the per-round ratios a/b (rounds taken side by side)."""
    return statistics.median(x / y if y > 0 else float("inf") for x, y in zip(a, b, strict=True))


def processes(cmds: Sequence[Cmd], runs: int, *, stdin: bytes | None = None,
              env: dict[str, str] | None = None) -> list[list[float]]:
    """CPU seconds of whole-process runs of `cmds`, taken in turn for `runs` rounds (see `rounds`)."""
    return rounds([lambda c=c: cpu(c, stdin=stdin, env=env) for c in cmds], runs)


def ratios(cmds: Sequence[Cmd], runs: int, **kw: object) -> tuple[list[float], list[float]]:
    """Whole processes side by side: for each command, the median of its per-round CPU ratio to the first
    command, and its median CPU seconds."""
    times = processes(cmds, runs, **kw)  # type: ignore[arg-type]
    return ([median_ratio(t, times[0]) for t in times], [statistics.median(t) for t in times])


def process_time(fn: Callable[[], object], repeat: int = 1) -> float:
    """CPU seconds of this process for `repeat` calls of `fn` (time.process_time: every thread of this
    process, none of any other)."""
    t = time.process_time()
    for _ in range(repeat):
        fn()
    return time.process_time() - t


def in_process(fns: Sequence[Callable[[], object]], runs: int, repeat: int = 1) -> list[list[float]]:
    """CPU seconds of `repeat` calls of each function, taken in turn for `runs` rounds (see `rounds`)."""
    return rounds([lambda f=f: process_time(f, repeat) for f in fns], runs)


def fmt(ratio: float) -> str:
    return f"{ratio:.2f}x"
