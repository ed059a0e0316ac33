"""Text written now and copied out later (the deal-by-deal replay's output, held until the record is known to be
readable): a light module, so that `replay --json` imports no rich."""

from __future__ import annotations

from typing import Any


class Spool:
    """Text written now and copied out later, in order, holding at most about `limit` characters in memory (the
    rest in a temporary file): the deal-by-deal replay writes each deal's account here as it is played, and
    copies it to stdout only once the whole record is known to be readable, so that what a refused record
    prints is exactly what it printed when records were read whole (nothing but the error)."""

    def __init__(self, limit: int = 1 << 20) -> None:
        self._parts: list[str] = []
        self._held = 0
        self._limit = limit
        self._file: Any = None

    def write(self, text: str) -> None:
        """Add text at the end."""
        self._parts.append(text)
        self._held += len(text)
        if self._held > self._limit:
            self._flush()

    def _flush(self) -> None:
        if self._file is None:
            import tempfile

            self._file = tempfile.TemporaryFile("w+", encoding="utf-8", errors="surrogatepass")
        self._file.write("".join(self._parts))
        self._parts.clear()
        self._held = 0

    def copy_to(self, write: Any) -> None:
        """Every text written, in order, through `write`, in pieces of about `limit` characters."""
        if self._file is not None:
            self._flush()
            self._file.seek(0)
            while True:
                piece = self._file.read(self._limit)
                if not piece:
                    break
                write(piece)
            self._file.close()
            self._file = None
        elif self._parts:
            write("".join(self._parts))
        self._parts.clear()
        self._held = 0
