"""Reading stdin for the commands that take `-` (`rank -`, `compare -`): lines, capped, as typed anywhere."""

from __future__ import annotations

import sys

from ..core.errors import InputError


def stdin_lines(what: str = "hands (one a line)") -> list[str]:
    """Lines of stdin as typed anywhere: UTF-8 with or without a byte-order mark, any line ends
    (LF, CRLF, CR alone); more than the record size cap is refused, a closed stdin is an error. At a
    terminal a one-line hint on stderr says what is read (`what`) and how to end it."""
    from ..records.loader import MAX_BYTES, read_capped
    from ..ui.output import stdin_hint

    stdin = sys.stdin
    if stdin is None:
        raise InputError("cannot read <stdin>: it is closed", token="-")
    stdin_hint(what)
    try:
        data = read_capped(stdin.buffer)
    except (OSError, ValueError) as e:
        raise InputError(f"cannot read <stdin>: {getattr(e, 'strerror', None) or e}", token="-") from None
    if len(data) > MAX_BYTES:
        raise InputError(f"stdin holds more than {MAX_BYTES:,} bytes, the limit", token="-")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError(f"stdin is not UTF-8 text (byte {e.start}: {data[e.start:e.start + 1]!r})",
                         line=data[:e.start].count(b"\n") + 1) from None
    return text.splitlines()
