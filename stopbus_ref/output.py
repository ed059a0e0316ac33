"""Terminal edges shared by the commands: consoles, suit symbols, JSON printing."""

from __future__ import annotations

import json
import os
import sys
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:  # rich is imported only when text is rendered, not on the JSON path
    from rich.console import Console


def _can_encode(stream: IO[str], text: str) -> bool:
    enc = getattr(stream, "encoding", None) or "ascii"
    try:
        text.encode(enc)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def symbols_ok(stream: IO[str] | None = None) -> bool:
    """True when the stream can print suit symbols; STOPBUS_ASCII=1 forces letters."""
    return not os.environ.get("STOPBUS_ASCII") and _can_encode(stream or sys.stdout, "♠♥♦♣–")


def make_streams_safe() -> None:
    """Let a terminal that cannot encode some character print a replacement, not crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and not _can_encode(stream, "♠·—“"):
            reconfigure(errors="replace")


def console(stderr: bool = False) -> Console:
    """A rich console on stdout or stderr; rich itself honours NO_COLOR and non-terminals."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def print_json(obj: Any) -> None:
    """One JSON object on one line of stdout."""
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def warn(message: str) -> None:
    """A one-line warning on stderr."""
    sys.stderr.write(f"warning: {message}\n")


def rules_tag(*ids: str) -> str:
    """Rule ids as a bracketed tag that rich prints literally: '[worst-loses]'."""
    from rich.markup import escape

    return escape("[" + ", ".join(ids) + "]")
