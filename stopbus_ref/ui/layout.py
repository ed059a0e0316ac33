"""Game-neutral text layout shared by every game's replay account: tables that fit the console width,
and the account's shared pieces (how to print, metadata, quotes once per run, the error line).

Both the Brag account (brag/render.py) and the 31-point account (thirty_one/render.py) lay out their turn
logs and showdown tables here, so that a table never wraps a row at 80 columns in either game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from rich.console import Console

from . import output
from .output import plain, print_plain, safe

if TYPE_CHECKING:
    from ..core.errors import StopbusError
    from ..core.rules import Citation


_NARROW = frozenset(map(chr, range(128))) | frozenset("♣♦♥♠")
"""Characters counted one cell each, as grid always counted ASCII, with the suit symbols (one cell in rich)."""
_WIDTHS: dict[str, int] = {}
MEMO = 8192
"""Most entries of each memo of the text accounts (widths, cards, actions): enough for the texts a record repeats,
few enough that the memos stay small however long the record."""
_MEMO = MEMO


def _cells(c: str) -> int:
    """The cell width of a table cell as rich measures it, memoised: a long record repeats its cards,
    names and rules (a cell of one-cell characters is its length)."""
    n = _WIDTHS.get(c)
    if n is None:
        if _NARROW.issuperset(c):
            n = len(c)
        else:
            from rich.cells import cell_len

            n = cell_len(c)
        if len(_WIDTHS) < _MEMO:
            _WIDTHS[c] = n
    return n


def grid(con: Console, head: Sequence[str], rows: Sequence[Sequence[str]], *, optional: Sequence[str] = (),
          right: Sequence[str] = (), title: str | None = None) -> list[str]:
    """A table laid out here, one line per row, never wrapped: optional columns are dropped (in order)
    until the rows fit the console width; returns the columns shown.

    Why not rich's Table: it measures and wraps every cell, which made a long record's text account cost
    many times its JSON. Cells are plain text (names already
    through `output.plain`).
    """
    cells = _cells
    widths = [max([cells(h), *(cells(r[i]) for r in rows)]) for i, h in enumerate(head)]
    keep = list(range(len(head)))
    width = con.size.width
    for col in optional:
        if sum(widths[i] for i in keep) + 2 * (len(keep) - 1) <= width:
            break
        keep.remove(head.index(col))

    cols = [(i, widths[i], head[i] in right) for i in keep]

    def line(row: Sequence[str]) -> str:
        out = []
        for i, w, r in cols:
            c = row[i]
            pad = " " * (w - cells(c))
            out.append(pad + c if r else c + pad)
        return "  ".join(out).rstrip()

    if title:
        con.print(title, style="italic", markup=False, highlight=False)
    con.print(line(head), style="bold", markup=False, highlight=False)
    rule = "-" if con.options.ascii_only else "─"
    con.print(rule * (sum(widths[i] for i in keep) + 2 * (len(keep) - 1)), markup=False, highlight=False)
    print_plain(con, "\n".join(line(r) for r in rows))  # rich's print without its per-print work (output.py)
    return [head[i] for i in keep]


class _Size:
    """The console's size, read once (rich measures the terminal on every `size` access)."""

    __slots__ = ("height", "width")

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height


class _Options:
    """The one console option the accounts read (`ascii_only`), read once."""

    __slots__ = ("ascii_only",)

    def __init__(self, ascii_only: bool) -> None:
        self.ascii_only = ascii_only


class PlainLines:
    """A console that writes plain lines: what rich prints for a str or Text when the console has no colour
    and soft-wraps (piped or NO_COLOR output), written straight to its file without rich's rendering.

    Why: `Console.print` builds a Text, segments and a style per line, several times the cost of the line
    itself in a long record's account. Anything it does not handle (other renderables, tabs, other
    arguments) goes to the real console; tests/test_render_plain.py compares both on every scenario.
    """

    def __init__(self, con: Console, file: Any = None) -> None:
        self._con = con
        self.file = con.file if file is None else file
        self.size = _Size(con.size.width, con.size.height)
        self.width = con.width
        self.options = _Options(con.options.ascii_only)
        self.record = False
        self._buffer_index = 0
        self.is_jupyter = False
        self.is_terminal = False
        self.color_system = None
        self.soft_wrap = True
        self._highlight = con._highlight
        self.highlighter = con.highlighter
        self._texts: dict[str, str] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._con, name)

    def _plain(self, text: str, markup: bool) -> str:
        """The text rich prints for a str: markup rendered (memoised), control codes stripped."""
        if not markup or "[" not in text:
            return strip_control_codes(text)
        out = self._texts.get(text)
        if out is None:
            from rich.markup import render

            out = render(text, emoji=False).plain
            if len(self._texts) < _MEMO:
                self._texts[text] = out
        return out

    def wrapped(self, text: str, *, markup: bool, first: int, rest: int) -> None:
        """`output._wrapped` on plain text: the same lines (a line that fits whole, else word-wrapped with a
        hanging indent), without building a rich Text per line."""
        flat = self._plain(text, markup)
        pad = " " * first
        width = max(self.width, 40)
        if "\t" in flat:  # rich's tab expansion: its own path
            if markup:
                self._rich(lambda: output.prose(self._con, text, first, rest))
            else:
                self._rich(lambda: output.quoted(self._con, text, first))
            return
        if _cells_of(flat) + first <= width or " " not in flat.strip():
            self._write(pad + flat)
            return
        import textwrap

        lines = textwrap.wrap(flat, width=width, initial_indent=pad, subsequent_indent=" " * rest,
                              break_long_words=False, break_on_hyphens=False, replace_whitespace=False,
                              drop_whitespace=True, expand_tabs=False)
        cursor = 0
        out = []
        for i, line in enumerate(lines):
            indent = first if i == 0 else rest
            chunk = line[indent:]
            start = flat.find(chunk, cursor)
            if start < 0:  # as output._wrapped: the rest whole
                out.append(" " * indent + flat[cursor:])
                break
            cursor = start + len(chunk)
            out.append(line[:indent] + flat[start:cursor])
        self._write("\n".join(out))

    def _write(self, text: str) -> None:
        """One line (or lines) and a newline to the console's file; a closed pipe becomes OutputClosed."""
        try:
            self.file.write(text + "\n")
        except BrokenPipeError:
            output.silence_stdout()
            raise output.OutputClosed from None

    def print(self, *objects: Any, style: Any = None, markup: bool | None = None, highlight: bool | None = None,
              soft_wrap: bool | None = None, **kw: Any) -> None:
        """`Console.print` of one str or Text as plain text plus a newline; anything else by rich."""
        from rich.text import Text

        text = None
        if len(objects) == 1 and not kw and soft_wrap is not False:
            obj = objects[0]
            if type(obj) is str:
                text = self._plain(obj, markup is not False)
            elif type(obj) is Text and obj.end == "\n":
                text = obj.plain
        if text is not None and "\t" not in text:  # rich expands tabs: left to it
            self._write(text)
            return
        self._rich(lambda: self._con.print(*objects, style=style, markup=markup, highlight=highlight,
                                           soft_wrap=soft_wrap, **kw))

    def _rich(self, call: Callable[[], None]) -> None:
        """Print by rich itself: straight to the console, or captured and written to this one's file."""
        if self.file is self._con.file:
            call()
            return
        with self._con.capture() as captured:
            call()
        self.file.write(captured.get())


def strip_control_codes(text: str) -> str:
    """rich's own stripping of the control codes a Text never holds (BEL, BS, VT, FF, CR)."""
    from rich.control import strip_control_codes as strip

    return strip(text)


def flush_lines(con: Console) -> None:
    """Flush a PlainLines console's file at the end of an account (rich flushes after every print), so that the
    account is out before an error line on stderr, in that order, as before."""
    if isinstance(con, PlainLines):
        try:
            con.file.flush()
        except BrokenPipeError:
            output.silence_stdout()
            raise output.OutputClosed from None


def fast_lines(con: Console, file: Any = None) -> Console:
    """`con` itself, or a `PlainLines` on it when it prints plain text (no colour, soft wrap, no recording);
    `file` writes its lines elsewhere (a Spool). A PlainLines is returned as it is."""
    if isinstance(con, PlainLines):
        return con
    if con.color_system is not None or not con.soft_wrap or con.record or con.is_terminal or con.is_jupyter:
        return con
    return cast(Console, PlainLines(con, file))


def _cells_of(text: str) -> int:
    """Cell width of a line as rich's Text measures it."""
    if text.isascii() and text.isprintable():
        return len(text)
    from rich.cells import cell_len

    return cell_len(text)


def prose(con: Console, text: str, first: int = 0, rest: int = 2) -> None:
    """`output.prose` (a ruling with markup, word-wrapped with a hanging indent), by PlainLines when `con` is one."""
    if isinstance(con, PlainLines):
        con.wrapped(text, markup=True, first=first, rest=rest)
    else:
        output.prose(con, text, first, rest)


def quoted(con: Console, text: str, indent: int = 2) -> None:
    """`output.quoted` (a quote under a ruling, plain text), by PlainLines when `con` is one."""
    if isinstance(con, PlainLines):
        con.wrapped(text, markup=False, first=indent, rest=indent + 2)
    else:
        output.quoted(con, text, indent)


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
        from ..core.i18n import _

        note = " " + _("Note: {text}").format(text=_(c.note)) if c.note else ""
        quoted(con, f"{c.label} ({rid}): “{c.quote}”{note}")


def error_line(e: StopbusError, source: str) -> str:
    """The error under a deal's heading, by kind: a broken rule, or a record that cannot be read (both games)."""
    from ..core.i18n import _

    head = _("[bold red]Rule broken:[/]") if e.kind == "rule" else _("[bold red]Cannot read the record:[/]")
    e.shown = True
    return f"{head} {safe(e.one_line(source))}"

