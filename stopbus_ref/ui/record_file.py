"""The file `stopbus table` records to: one session at a time, and no temporary files left behind.

A session holds an exclusive lock (`fcntl.flock`) on a small hidden lock file beside the record for as
long as it runs, so a second session on the same record is refused, naming the process that holds it,
instead of both accepting moves and the last writer's file silently winning. The lock file holds the
holder's process id; the lock, not the file, is what counts, so a killed session's lock file is simply
taken over. Temporary files a killed session left (`write_atomic`'s) are removed once the lock is held.
"""

from __future__ import annotations

import hashlib
import os
from typing import IO

from ..core.errors import InputError
from .output import TEMP_SUFFIX, temp_prefix


def lock_path(path: str) -> str:
    """The lock file of the record at `path` (its real path: a link and its target share one lock); the name
    is short whatever the record's name."""
    real = os.path.realpath(path)
    digest = hashlib.sha1(os.fsencode(real)).hexdigest()[:16]
    return os.path.join(os.path.dirname(real), f".stopbus-lock-{digest}")


class RecordLock:
    """The exclusive right to write one record, held until `release` (or the process ends)."""

    def __init__(self) -> None:
        self.path = ""
        self.lock = ""
        self.file: IO[str] | None = None

    def acquire(self, path: str) -> None:
        """Take the lock of the record at `path`, or refuse with an InputError naming the session (process id)
        that has it."""
        import fcntl

        self.path, self.lock = path, lock_path(path)
        while True:
            try:
                f = open(self.lock, "a+", encoding="utf-8")
            except OSError:
                return  # a folder we cannot write a lock file in: the record itself cannot be written either,
                # which the first write reports, naming the file
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                f.seek(0)
                holder = f.read(40).strip() or "unknown"
                f.close()
                raise InputError(f"{self.path} is being recorded by another stopbus table session (process "
                                 f"{holder}): one session per record; finish or quit that one first", token=self.path,
                                 ) from None
            try:
                same = os.stat(self.lock).st_ino == os.fstat(f.fileno()).st_ino
            except FileNotFoundError:
                same = False
            if same:  # not a lock file its last holder removed while we waited for it
                break
            f.close()
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n")
        f.flush()
        self.file = f
        remove_stale_temps(self.path)

    def release(self) -> None:
        """Remove the lock file and let the lock go."""
        if self.file is None:
            return
        try:
            os.unlink(self.lock)
        except OSError:
            pass
        self.file.close()
        self.file = None


def remove_stale_temps(path: str) -> None:
    """Remove the temporary files of `path` that a killed session left (we hold its lock: none is in use)."""
    real = os.path.realpath(path)
    folder, prefix = os.path.dirname(real), temp_prefix(real)
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX) and len(name) == len(prefix) + 8 + len(TEMP_SUFFIX):
            try:
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass
