"""Game-neutral text layout shared by every game's replay account: tables that fit the console width,
and the account's shared pieces (how to print, metadata, quotes once per run, the error line).

Both the Brag account (brag/render.py) and the 31-point account (thirty_one/render.py) lay out their turn
logs and showdown tables here, so that a table never wraps a row at 80 columns in either game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rich.console import Console

from .output import plain, print_plain, quoted, safe

if TYPE_CHECKING:
    from .errors import StopbusError
    from .rulebook_model import Citation


def grid(con: Console, head: Sequence[str], rows: Sequence[Sequence[str]], *, optional: Sequence[str] = (),
          right: Sequence[str] = (), title: str | None = None) -> list[str]:
    """A table laid out here, one line per row, never wrapped: optional columns are dropped (in order)
    until the rows fit the console width; returns the columns shown.

    Why not rich's Table: it measures and wraps every cell, which made a long record's text account cost
    many times its JSON. Cells are plain text (names already
    through `output.plain`).
    """
    from rich.cells import cell_len

    lens: dict[str, int] = {}

    def cells(c: str) -> int:  # memoised: a long record repeats its cards, names and rules
        n = lens.get(c)
        if n is None:
            n = lens[c] = len(c) if c.isascii() else cell_len(c)
        return n

    widths = [max([cells(h), *(cells(r[i]) for r in rows)]) for i, h in enumerate(head)]
    keep = list(range(len(head)))
    width = con.size.width
    for col in optional:
        if sum(widths[i] for i in keep) + 2 * (len(keep) - 1) <= width:
            break
        keep.remove(head.index(col))

    def line(row: Sequence[str]) -> str:
        out = []
        for i in keep:
            pad = " " * (widths[i] - cells(row[i]))
            out.append(pad + row[i] if head[i] in right else row[i] + pad)
        return "  ".join(out).rstrip()

    if title:
        con.print(title, style="italic", markup=False, highlight=False)
    con.print(line(head), style="bold", markup=False, highlight=False)
    rule = "-" if con.options.ascii_only else "─"
    con.print(rule * (sum(widths[i] for i in keep) + 2 * (len(keep) - 1)), markup=False, highlight=False)
    print_plain(con, "\n".join(line(r) for r in rows))  # rich's print without its per-print work (output.py)
    return [head[i] for i in keep]


# -- the pieces of a replay's account every game's renderer uses ----------------------------------------

@dataclass
class View:
    """How to print: suit symbols, quotes on request and in which language, verdict lines only."""

    symbols: bool = True
    sources: bool = False
    lang: str = "en"
    brief: bool = False
    quoted: set[tuple[str, str]] = field(default_factory=set)
    first: bool = True

    def gap(self) -> str:
        """A blank line between blocks (none in --brief, none before the first block)."""
        out = "" if self.brief or self.first else "\n"
        self.first = False
        return out


def render_meta(meta: dict[str, object], con: Console) -> None:
    """A record's metadata above its account: title · date · place in bold, then notes and `x-` keys."""
    head = " · ".join(plain(meta[k]) for k in ("title", "date", "place") if meta.get(k) is not None)
    if head:
        con.print(f"[bold]{safe(head)}[/]")
    for k, v in meta.items():
        if k not in ("title", "date", "place"):
            con.print(f"{safe(k)}: {safe(v)}")


def print_quotes(con: Console, v: View, rid: str, citations: Sequence[Citation]) -> None:
    """A rule's passages under its ruling, each passage once per run (both games' accounts use it)."""
    for c in citations:
        key = (c.source, c.quote)
        if key in v.quoted:
            continue
        v.quoted.add(key)
        note = f" Note: {c.note}" if c.note else ""
        quoted(con, f"{c.label} ({rid}): “{c.quote}”{note}")


def error_line(e: StopbusError, source: str) -> str:
    """The error under a deal's heading, by kind: a broken rule, or a record that cannot be read (both games)."""
    head = "Rule broken" if e.kind == "rule" else "Cannot read the record"
    e.shown = True
    return f"[bold red]{head}:[/] {safe(e.one_line(source))}"
