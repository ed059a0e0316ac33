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
    """A rich console on stdout or stderr; NO_COLOR gives text without any escape codes."""
    from rich.console import Console

    plain = bool(os.environ.get("NO_COLOR"))  # no-color.org: plain text, so no bold or italic escapes either
    con = Console(stderr=stderr, highlight=False, soft_wrap=True)
    if plain:
        con = Console(stderr=stderr, highlight=False, soft_wrap=True, color_system=None)
    con.soft_wrap = not con.is_terminal  # a terminal gets word-wrapped prose; a pipe gets whole lines for grep
    return con


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


def table(title: str | None = None, **kw: Any) -> Any:
    """A rich table in the house style: a rule under the header, no outer box, so more fits in 80 columns."""
    from rich import box
    from rich.table import Table

    return Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False,
                 collapse_padding=True, **kw)


def indented(con: Console, text: str, indent: int = 2) -> None:
    """Plain text indented under a heading: word-wrapped to a terminal's width, whole lines into a pipe."""
    pad = " " * indent
    if con.soft_wrap:
        con.print(pad + text, markup=False)
        return
    import textwrap

    con.print(textwrap.fill(text, width=max(con.size.width, 40), initial_indent=pad, subsequent_indent=pad,
                            break_long_words=False, break_on_hyphens=False), markup=False)
