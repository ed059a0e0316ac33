"""Terminal edges shared by the commands: consoles, suit symbols, JSON, and text that is data.

Names and typed text are data: `plain` escapes control characters (ESC, BEL, bidi overrides,
line breaks) so they cannot move the cursor, set a title or start a hyperlink, and `safe`
also escapes rich markup. Every write to stdout goes through here so that a reader that went
away (`| head`, `| true`) becomes `OutputClosed`, which `cli.answer` answers with its exit code.
"""

from __future__ import annotations

import os
import re
import sys
from typing import IO, TYPE_CHECKING, Any

from ..core.text import plain as plain
from .stderr import err_line as err_line
from .stderr import warn as warn

if TYPE_CHECKING:  # rich is imported only when text is rendered, not on the JSON path
    from rich.console import Console

MAX_WIDTH = 400
"""Widest console the tool lays out for (COLUMNS=99999999 would cost minutes and gigabytes)."""
MIN_WIDTH = 20
"""Narrowest console the tool lays out for: a width under it (COLUMNS=0, a terminal reporting no size) would
print empty cells or nothing at all, so it is taken as 80 columns into a pipe or a file and as 20 at a terminal."""


def usable_width(width: int, terminal: bool) -> int:
    """A console width the answers can be laid out in: within MAX_WIDTH, and a width under MIN_WIDTH taken as 80
    (not at a terminal) or MIN_WIDTH (at one)."""
    if width < MIN_WIDTH:
        return MIN_WIDTH if terminal else 80
    return min(width, MAX_WIDTH)


class OutputClosed(Exception):
    """stdout's reader went away (broken pipe): not an OSError, so no library turns it into exit 1."""


def safe(text: object) -> str:
    """Text for a rich markup string: control characters and markup both escaped."""
    from rich.markup import escape

    return escape(plain(text))


def _can_encode(stream: IO[str], text: str) -> bool:
    enc = getattr(stream, "encoding", None) or "ascii"
    try:
        text.encode(enc)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def symbols_ok(stream: IO[str] | None = None) -> bool:
    """True when the stream can print suit symbols; STOPBUS_ASCII=1 (or `ascii = true` in the config) forces
    letters."""
    from .config import setting

    return not os.environ.get("STOPBUS_ASCII") and not setting("ascii") and _can_encode(stream or sys.stdout,
                                                                                       "♠♥♦♣–")


def color_choice() -> str:
    """never, always or auto: NO_COLOR wins, then --color, then the config file's `color`."""
    if os.environ.get("NO_COLOR"):
        return "never"
    from .config import setting
    from .run_state import RUN

    return RUN.color or setting("color") or "auto"


_ASCII = {"→": "->", "←": "<-", "·": "-", "—": "-", "–": "-", "−": "-", "“": '"', "”": '"', "‘": "'", "’": "'",
          "…": "...", "─": "-", "│": "|", "×": "x", "≤": "<=", "≥": ">=", "♠": "s", "♥": "h", "♦": "d", "♣": "c",
          "§": "section ", "\u00a0": " ", "œ": "oe", "Œ": "OE"}
"""ASCII stand-ins for the symbols of our own text, for an output that cannot carry them; letters without one
(é, ë) lose their accents, and the ligature of French cœur, which has none, is written out."""

ASCII_ERRORS = "stopbus-ascii"
"""The encode error handler of such an output: our symbols as ASCII, accents dropped, anything else escaped."""


def _ascii_stand_in(err: UnicodeError) -> tuple[str, int]:
    """`->` for an arrow, `-` for a dot or a dash, `e` for `ë`, `\\u2603` for what has no stand-in."""
    import unicodedata

    if not isinstance(err, UnicodeEncodeError):
        raise err
    out = []
    for ch in err.object[err.start:err.end]:
        sub = _ASCII.get(ch)
        if sub is None:
            sub = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode() or ch.encode(
                "ascii", "backslashreplace").decode()
        out.append(sub)
    return "".join(out), err.end


def _c_locale() -> bool:
    """True when the locale chosen is the plain C (POSIX) one, ASCII: Python still writes UTF-8 to it (its
    C-locale coercion sets LC_CTYPE=C.UTF-8 in the environment; LANG keeps what the user set)."""
    env = os.environ
    name = env.get("LC_ALL") or ""
    if not name:
        ctype = env.get("LC_CTYPE") or ""
        name = env.get("LANG", "") if ctype == "C.UTF-8" and sys.flags.utf8_mode else ctype or env.get("LANG", "")
    return name in ("C", "POSIX")


def make_streams_safe() -> None:
    """Make the output ASCII (our symbols as `->`, `-`, suit letters) when its encoding cannot carry them, the
    locale is C or STOPBUS_ASCII=1 asks for it, never a crash or a literal `\\u2192`; keep the layout width
    within MAX_WIDTH and at least MIN_WIDTH."""
    import codecs

    ascii_only = _c_locale() or bool(os.environ.get("STOPBUS_ASCII"))
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        if ascii_only:
            codecs.register_error(ASCII_ERRORS, _ascii_stand_in)
            reconfigure(encoding="ascii", errors=ASCII_ERRORS)
        elif not _can_encode(stream, "♠·—“"):
            codecs.register_error(ASCII_ERRORS, _ascii_stand_in)
            reconfigure(errors=ASCII_ERRORS)
    for var in ("COLUMNS", "LINES"):
        value = os.environ.get(var, "")
        if value and (not value.isdigit() or int(value[:12]) > MAX_WIDTH):
            os.environ[var] = str(MAX_WIDTH)
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) < MIN_WIDTH:  # every console reads it, typer's help too
        os.environ["COLUMNS"] = str(usable_width(int(columns), _isatty(sys.stdout)))


def _isatty(stream: IO[str] | None) -> bool:
    """True when the stream is a terminal (a closed or odd stream is not)."""
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError, AttributeError):
        return False


def ascii_streams() -> None:
    """Make stdout and stderr ASCII as the C locale does (`ascii = true` in the config file, read after the
    streams are set up): every symbol, dash and quote of ours as its ASCII stand-in, JSON with \\u escapes."""
    import codecs

    codecs.register_error(ASCII_ERRORS, _ascii_stand_in)
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="ascii", errors=ASCII_ERRORS)


def _closed(self: Any) -> None:
    """rich's broken-pipe hook, raising OutputClosed instead of SystemExit(1)."""
    self.quiet = True
    silence_stdout()
    raise OutputClosed


def silence_stdout() -> None:
    """Point fd 1 at /dev/null so that the interpreter's last flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


def guard_rich() -> None:
    """Make every rich console (ours and typer's help) report a broken pipe as OutputClosed."""
    from rich.console import Console

    Console.on_broken_pipe = _closed  # type: ignore[method-assign]


def console(stderr: bool = False) -> Console:
    """A rich console on stdout or stderr. NO_COLOR gives text without any escape codes (no bold
    either); no emoji codes (`:smile:` in a name stays text) and no automatic highlighting. A terminal
    gets prose word-wrapped to its width; a pipe gets whole lines, for grep."""
    from rich.console import Console

    guard_rich()
    when = color_choice()
    if when == "never":  # no-color.org
        con = Console(stderr=stderr, highlight=False, soft_wrap=True, emoji=False, color_system=None)
    else:
        from rich.theme import Theme

        con = Console(stderr=stderr, highlight=True, soft_wrap=True, emoji=False, theme=Theme(COLORS),
                      highlighter=_meaning(), force_terminal=True if when == "always" else None)
    width = con.width
    if not MIN_WIDTH <= width <= MAX_WIDTH:  # a terminal too narrow to lay anything out in is taken as MIN_WIDTH
        con.width = usable_width(width, con.is_terminal)
    con.soft_wrap = not con.is_terminal
    return con


def progress_ok() -> bool:
    """True when a progress bar may draw on stderr: a terminal, and neither NO_COLOR nor TERM=dumb (a bar
    moves the cursor and hides it, escape codes that a console asked to stay plain must not get)."""
    return sys.stderr.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


COLORS = {"stopbus.red_card": "red", "stopbus.loser": "bold magenta"}
"""Colour with a meaning: hearts and diamonds red, whoever loses a token (or a life) in one colour."""


def _meaning() -> Any:
    """The highlighter that colours red cards and the loser in every line printed with colour on."""
    from rich.highlighter import RegexHighlighter

    class Meaning(RegexHighlighter):
        base_style = "stopbus."
        highlights = [  # noqa: RUF012 - rich's own attribute, read-only here
            r"(?P<red_card>(?:10|[2-9AKQJ])[♥♦])",
            r"(?P<loser>[^\s:;,()]+(?= loses a (?:token|life)))",
            r"Loses the token: (?P<loser>[^\s(]+)",
        ]

    return Meaning()


def paged(con: Console) -> Any:
    """A context in which long output at a terminal goes through a pager, as git and gh do: $PAGER (else
    less, with LESS=FRX so that a short answer stays on the screen); `pager = false` in the config file, or
    PAGER=cat, turns it off. Into a pipe or a file it does nothing. A pager that cannot be started or fails
    (PAGER=false, a misspelt one, no less installed) loses nothing: the answer is printed directly, and the
    command's exit code stays its own."""
    import contextlib

    from .config import setting

    if (not con.is_terminal or setting("pager") is False or not sys.stdin or os.environ.get("TERM") == "dumb"
            or os.environ.get("PAGER", "").strip() == "cat"):
        return contextlib.nullcontext()
    os.environ.setdefault("LESS", "FRX")
    from rich.pager import Pager

    class Fallback(Pager):
        """The user's pager, or straight to stdout when it cannot show the text (`page`)."""

        def show(self, content: str) -> None:
            page(content)

    return con.pager(Fallback(), styles=con.color_system is not None)


def page(content: str) -> None:
    """Show `content` through $PAGER (else less), as pydoc does; when the pager cannot be started or exits
    with a failure before showing it (exit status not 0: not found 127, PAGER=false 1), write it to stdout
    instead, so that the answer and the one line of an error in it are never lost. Only a terminal on both
    stdin and stdout gets a pager at all (pydoc's own test)."""
    import subprocess

    if not (_isatty(sys.stdin) and _isatty(sys.stdout)):
        write_out(content)
        return
    command = os.environ.get("PAGER", "").strip() or "less"
    try:
        sys.stdout.flush()
        proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                encoding=getattr(sys.stdout, "encoding", None) or "utf-8",
                                errors=getattr(sys.stdout, "errors", None) or "backslashreplace")
    except OSError:  # no shell, no process left to start: print it here
        write_out(content)
        return
    try:
        with proc.stdin as pipe:  # type: ignore[union-attr]  # stdin=PIPE: never None
            try:
                pipe.write(content)
            except KeyboardInterrupt:  # the pager has the terminal: it ends when the reader quits it
                pass
    except OSError:  # the pager quit (or never read): its exit status says which
        pass
    while True:
        try:
            status = proc.wait()
            break
        except KeyboardInterrupt:  # Ctrl-C belongs to the pager (less ignores it); waiting on, as pydoc does
            pass
    if status != 0:
        write_out(content)


def print_plain(con: Console, text: str) -> None:
    """`con.print(text, markup=False, highlight=False)` for unstyled text free of control characters
    (already through `plain`): written straight to the console's file, which is what rich writes for it.

    Fast path: rich builds a Text, strips control codes with str.translate, checks the terminal and
    splits segments for every print, most of a long record's text account.
    A recording or buffering console takes rich's path; tests/test_fast_paths.py compares both.
    """
    if con.record or con._buffer_index or con.is_jupyter:
        con.print(text, markup=False, highlight=False)
        return
    if con.color_system is not None and getattr(con.highlighter, "base_style", "") == "stopbus.":  # colour on
        # (a console of ours): the red cards and the loser get their colours
        con.print(text, markup=False, highlight=True)
        return
    try:
        con.file.write(text + "\n")
    except BrokenPipeError:
        silence_stdout()
        raise OutputClosed from None


def write_out(text: str) -> None:
    """Write text to stdout; a closed pipe becomes OutputClosed."""
    try:
        sys.stdout.write(text)
    except BrokenPipeError:
        silence_stdout()
        raise OutputClosed from None


def _utf8(stream: IO[str]) -> bool:
    """True when the stream encodes UTF-8."""
    return (getattr(stream, "encoding", "") or "").lower().replace("-", "") in ("utf8", "utf8sig")


def json_ascii() -> bool:
    """True when JSON must escape non-ASCII text: stdout does not encode UTF-8."""
    return not _utf8(sys.stdout)


def to_json(obj: Any) -> str:
    """One JSON value on one line, exact whatever the locale: non-ASCII is escaped (\\u00eb) when
    stdout is not UTF-8, so Zoë and Zoé never both come out as Zo?; C1 controls and bidi overrides
    (U+009B, U+202E) always are, so that JSON shown on a terminal cannot move its cursor."""
    import json  # here, not at the top: text answers never need it (start-up)

    return json_safe(json.dumps(obj, ensure_ascii=json_ascii()))


def json_safe(text: str) -> str:
    """JSON text (or a piece of it) with C1 controls and bidi overrides written as \\u escapes: they can stand
    only inside strings, where an escape means the same character."""
    global _JSON_RAW
    if text.isascii() and "\x7f" not in text:  # the usual answer: of `_JSON_RAW_CHARS` only DEL is ASCII
        return text
    if _JSON_RAW is None:
        _JSON_RAW = re.compile(_JSON_RAW_CHARS)
    return _JSON_RAW.sub(_json_escape, text)


_JSON_RAW_CHARS = "[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
"""What json.dumps leaves raw of `_CONTROL_CHARS` (it escapes \\x00-\\x1f itself; a piece's closing newline
stays a newline)."""
_JSON_RAW: re.Pattern[str] | None = None


def write_json_text(text: str) -> None:
    """Write a piece of JSON text to stdout (`json_safe`), as `write_out` does."""
    write_out(json_safe(text))


def _json_escape(m: re.Match[str]) -> str:
    """A JSON escape (\u009b, \u202e) for one control or bidi character that json.dumps leaves raw."""
    return f"\\u{ord(m.group()):04x}"


def print_json(obj: Any) -> None:
    """One JSON value on one line of stdout."""
    write_out(to_json(obj) + "\n")


def stdin_hint(what: str) -> None:
    """A one-line hint on stderr when `-` reads a terminal, which would otherwise seem to hang."""
    stdin = sys.stdin
    try:
        tty = stdin is not None and stdin.isatty()
    except (OSError, ValueError):
        tty = False
    if tty:
        err_line(f"reading {what} from the terminal; Ctrl-D to end")


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
    """Plain text indented under a heading, the answer itself (a rule's statement and quotes in `rules`):
    word-wrapped to a terminal's width, whole lines into a pipe, for grep."""
    pad = " " * indent
    if con.soft_wrap:
        con.print(pad + text, markup=False)
        return
    import textwrap

    con.print(textwrap.fill(text, width=max(con.size.width, 40), initial_indent=pad, subsequent_indent=pad,
                            break_long_words=False, break_on_hyphens=False), markup=False)


TEMP_SUFFIX = ".tmp"


def temp_prefix(path: str) -> str:
    """The prefix of `write_atomic`'s temporary files for `path` (hidden; the name cut so that a file name of
    up to 255 bytes, the longest a file system takes, still leaves room for the random part)."""
    return "." + os.fsencode(os.path.basename(path))[:200].decode("utf-8", "ignore") + "."


def quoted(con: Console, text: str, indent: int = 2) -> None:
    """A quote under a ruling (plain text, no markup): word-wrapped to the console's width, piped or not,
    each wrapped line hanging two columns further in."""
    _wrapped(con, text, markup=False, first=indent, rest=indent + 2)


def prose(con: Console, text: str, first: int = 0, rest: int = 2) -> None:
    """A prose line with markup (a ruling with its rule ids, a cited rule): word-wrapped to the console's
    width, piped or not (COLUMNS, else 80), with a hanging indent. Answer lines (verdicts, errors,
    standings) are printed whole instead, one line each, for grep."""
    _wrapped(con, text, markup=True, first=first, rest=rest)


def _wrapped(con: Console, text: str, *, markup: bool, first: int, rest: int) -> None:
    """Print text indented by `first`, word-wrapped to the console's width with continuation lines indented by
    `rest`; a line that fits is printed exactly as before (the same bytes, the same colours)."""
    from rich.text import Text

    pad = " " * first
    body = Text.from_markup(text, emoji=False) if markup else Text(text)
    width = max(con.width, 40)
    if body.cell_len + first <= width or " " not in body.plain.strip():
        con.print(pad + text, markup=markup)
        return
    import textwrap

    if con.color_system is not None and con._highlight:  # highlight the whole line, then cut it
        body = con.highlighter(body)
    flat = body.plain
    lines = textwrap.wrap(flat, width=width, initial_indent=pad, subsequent_indent=" " * rest,
                          break_long_words=False, break_on_hyphens=False, replace_whitespace=False,
                          drop_whitespace=True, expand_tabs=False)
    cursor = 0
    for i, line in enumerate(lines):
        chunk = line[first if i == 0 else rest:]
        start = flat.find(chunk, cursor)
        if start < 0:  # textwrap changed the text (never expected): print the rest whole
            con.print(Text(" " * (rest if i else first)) + body[cursor:], soft_wrap=True)
            return
        cursor = start + len(chunk)
        con.print(Text(line[:first if i == 0 else rest]) + body[start:cursor], soft_wrap=True)


def write_atomic(path: str, text: str) -> None:
    """Replace the file at `path` with `text` all at once: write a temporary file beside it, flush it
    to disk, then rename it over the old one, so that a crash or Ctrl-C leaves the old or the new
    file, never half of one. A symbolic link is written through (its target is replaced, the link
    stays), and a file that exists keeps its permissions."""
    import tempfile

    path = os.path.realpath(path)
    if os.path.exists(path) and not os.path.isfile(path):  # a device or a folder is never replaced by a record
        import errno

        raise OSError(errno.EINVAL, "not a regular file", path)
    folder = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
    try:
        try:
            os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        except FileNotFoundError:  # a new file: the usual mode for new files (0666 less the umask)
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(tmp, 0o666 & ~mask)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
