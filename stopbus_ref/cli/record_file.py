"""The record file's lock, where the command line has always found it (it lives in `ui/record_file.py`, shared with
the web page's tables)."""

from ..ui.record_file import RecordLock, lock_path, remove_stale_temps

__all__ = ["RecordLock", "lock_path", "remove_stale_temps"]
