"""Seeded blocks of independent work on a pool of processes, merged in block order.

Game-free: a caller cuts its work into blocks that each depend only on their own arguments (for
`simulate --summary`, a block is a run of consecutive game seeds), and the results come back in block
order whatever the number of workers, so merging them gives the same answer for any `workers`. The
block size is the caller's and never depends on `workers`. One worker runs every block in this process.
The same blocks run unchanged on a cluster engine (docs/performance.md): each is one picklable
call of a module-level function.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    pass

R = TypeVar("R")


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity set where the system has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def seed_blocks(first: int, count: int, size: int) -> list[tuple[int, int]]:
    """`count` consecutive seeds from `first`, as (first seed, how many) blocks of at most `size`."""
    return [(first + k, min(size, count - k)) for k in range(0, count, size)]


class Stopped(SystemExit):
    """The process was asked to stop by SIGTERM or SIGHUP while its workers ran: exit 128 + the signal, as
    a shell reports a process the signal ended (143, 129), once the workers are gone."""

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.signum = signum


STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
"""The signals that stop a pool of workers with the process (Ctrl-C's SIGINT is a KeyboardInterrupt)."""


def _raise_stopped(signum: int, _frame: object) -> None:
    raise Stopped(signum)


def _worker_start(parent: int) -> None:
    """In each worker: Ctrl-C is the parent's to handle (the terminal sends it to every process of the group),
    the stop signals end the worker at once, and the worker dies with its parent (Linux), so that no worker
    outlives the command even when the parent is killed outright."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_DFL)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the parent still ends its workers on every way out it sees
        pass
    if os.getppid() != parent:  # the parent was gone before the line above took effect
        os._exit(1)


def _end_workers(pool: ProcessPoolExecutor, futures: Sequence[Future[Any]]) -> None:
    """Cancel what has not started and end the workers now, without waiting for the blocks they run."""
    for f in futures:
        f.cancel()
    procs = list((getattr(pool, "_processes", None) or {}).values())
    for p in procs:
        if p.is_alive():
            p.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        p.join(5)
        if p.is_alive():
            p.kill()
            p.join(5)


def _result(f: Future[R]) -> R:
    """`f.result()`, waking twice a second: a stop signal that another thread of this process received is then
    handled by the main thread within that time, not only when the block is done."""
    while True:
        try:
            return f.result(timeout=0.5)
        except TimeoutError:
            continue


def run_blocks(fn: Callable[..., R], blocks: Sequence[tuple[Any, ...]], workers: int,
               done: Callable[[int], None] | None = None) -> list[R]:
    """`[fn(*b) for b in blocks]`, on up to `workers` processes; `done(i)` after block i is back (in order).

    `fn` must be a module-level function and its arguments picklable when `workers` > 1. Ctrl-C
    (KeyboardInterrupt), SIGTERM and SIGHUP (`Stopped`) end the workers before they propagate.
    """
    if workers <= 1 or len(blocks) <= 1:
        out = []
        for i, b in enumerate(blocks):
            out.append(fn(*b))
            if done:
                done(i)
        return out
    main = threading.current_thread() is threading.main_thread()
    before = {sig: signal.signal(sig, _raise_stopped) for sig in STOP_SIGNALS} if main else {}
    pool = ProcessPoolExecutor(max_workers=min(workers, len(blocks)), initializer=_worker_start,
                               initargs=(os.getpid(),))
    futures: list[Future[R]] = []
    try:
        futures = [pool.submit(fn, *b) for b in blocks]
        results = []
        for i, f in enumerate(futures):
            results.append(_result(f))
            if done:
                done(i)
        pool.shutdown()
        return results
    except BaseException:
        _end_workers(pool, futures)
        raise
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def workers_or_cpus(workers: int | None) -> int:
    """--workers, or the CPUs this process may use."""
    return available_cpus() if workers is None else workers
