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


def run_blocks(fn: Callable[..., R], blocks: Sequence[tuple[Any, ...]], workers: int,
               done: Callable[[int], None] | None = None) -> list[R]:
    """`[fn(*b) for b in blocks]`, on up to `workers` processes; `done(i)` after block i is back (in order).

    `fn` must be a module-level function and its arguments picklable when `workers` > 1.
    """
    if workers <= 1 or len(blocks) <= 1:
        out = []
        for i, b in enumerate(blocks):
            out.append(fn(*b))
            if done:
                done(i)
        return out
    with ProcessPoolExecutor(max_workers=min(workers, len(blocks))) as pool:
        futures: list[Future[R]] = [pool.submit(fn, *b) for b in blocks]
        try:
            results = []
            for i, f in enumerate(futures):
                results.append(f.result())
                if done:
                    done(i)
            return results
        except BaseException:
            for f in futures:
                f.cancel()
            raise


def workers_or_cpus(workers: int | None) -> int:
    """--workers, or the CPUs this process may use."""
    return available_cpus() if workers is None else workers
