"""Text that is data: names, tokens and typed text escaped and cut before they go into a message.

`plain` escapes control characters (ESC, BEL, bidi overrides, line breaks) so that a name cannot move the
cursor, set a title or start a hyperlink wherever a message is shown; `cut` shortens a token so that a 50 MB
token is not echoed whole.
"""

from __future__ import annotations

import re

from .i18n import _

_CONTROL_CHARS = "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
_CONTROL: re.Pattern[str] | None = None
"""Compiled on the first text that needs it (start-up)."""


def _escape_control(m: re.Match[str]) -> str:
    """A visible escape (\\x1b, \\u202e) for one control character."""
    n = ord(m.group())
    return f"\\x{n:02x}" if n <= 0xFF else f"\\u{n:04x}"


def plain(text: object) -> str:
    """Text with control characters written as escapes (\\x1b), safe to print on a terminal."""
    s = str(text)
    global _CONTROL
    if _CONTROL is None:
        _CONTROL = re.compile(_CONTROL_CHARS)
    return _CONTROL.sub(_escape_control, s) if _CONTROL.search(s) else s


def cut(text: str, limit: int = 60) -> str:
    """A token shortened for an error message: a 50 MB token is not echoed whole."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


def and_list(names: tuple[str, ...] | list[str]) -> str:
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cat', each name made printable (`plain`)."""
    shown = [plain(p) for p in names]
    return shown[0] if len(shown) == 1 else _("{names} and {last}").format(names=", ".join(shown[:-1]),
                                                                           last=shown[-1])
