"""Progress bars on stderr for long computations: only at a terminal, never for JSON, NO_COLOR or a pipe."""

from __future__ import annotations

import time
from types import TracebackType
from typing import TYPE_CHECKING

from .output import console, progress_ok

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


class LazyBar:
    """A rich progress bar on stderr that appears only after a computation has run for a second,
    and only on a terminal (never when stderr is piped, NO_COLOR is set or JSON is asked for)."""

    def __init__(self, label: str, enabled: bool) -> None:
        self.label = label
        self.enabled = enabled and progress_ok()
        self.start = time.monotonic()
        self.bar: Progress | None = None
        self.task: TaskID | None = None

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self.bar is None:
            if time.monotonic() - self.start < 1.0:
                return
            from rich.progress import Progress

            self.bar = Progress(console=console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.label, total=total)
        assert self.task is not None
        self.bar.update(self.task, completed=done, total=total)

    def __enter__(self) -> LazyBar:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        if self.bar is not None:
            self.bar.stop()


class GameBar:
    """`simulate --summary`'s progress bar: rich.progress on stderr, only at a terminal without NO_COLOR
    and not for --json; `bar(n)` counts n more games played."""

    def __init__(self, label: str, total: int, enabled: bool) -> None:
        self.progress: Progress | None = None
        if enabled and progress_ok():
            from rich.progress import Progress

            self.progress = Progress(console=console(stderr=True))
            self.task = self.progress.add_task(label, total=total)

    def __call__(self, n: int) -> None:
        if self.progress is not None:
            self.progress.advance(self.task, n)

    def __enter__(self) -> GameBar:
        if self.progress is not None:
            self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()
