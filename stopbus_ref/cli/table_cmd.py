"""`stopbus table`: a live referee at a real table, writing the record after every accepted move.

With a terminal it shows a compact screen (whose turn, what they may do, the discard top, the
stock and when it is recycled, tokens, floating players) and prompts; without one (stdin not a
TTY) it reads one command per line, prints refusals on stderr, and ends with exit code 1 when a
line was refused by the rules, 2 when a line could not be read. The game logic is a
`kit.session.TableSession` of the chosen game (`brag.session.Session`), which returns data; this module
reads, prints what `ui/table.py` says of it, and writes the file atomically, the same for every game.
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..core.errors import ExitCode, InputError, StopbusError
from ..core.i18n import _
from ..kit.session import TableSession, rewrite_loses
from ..records.fields import lower_ascii
from ..ui.fronts import front_of, words_for
from ..ui.output import err_line, plain, symbols_ok, warn, write_atomic, write_out
from ..ui.record_file import RecordLock
from ..ui.table import GameOptions, Said, Table

Session = TableSession[Any]
__all__ = ["GameOptions", "Recorder", "check_game", "main"]


def check_game(game: str) -> str:
    """The game `--game` names; refuse one `stopbus table` cannot referee, naming it."""
    from ..core import registry as games

    known = games.names()
    chosen = games.canonical(game)
    if chosen is None:
        raise InputError(_("--game {game}: unknown game (known: {known})").format(game=repr(game),
                                                                                  known=", ".join(known)), token=game)
    if not games.get(chosen).has_table:
        tables = [g.name for g in games.all_games() if g.has_table]
        raise InputError(_("--game {game}: stopbus table referees {games} only in this version (not yet {chosen})")
                         .format(game=game, games=", ".join(tables), chosen=chosen), token=game)
    return chosen


def _resume(path: str, game: str | None, opts: GameOptions, record: str | None = None) -> Session:
    """The session of the game the record names (`game:`), continued from the record in `path`."""
    from ..core import registry as games
    from ..records.loader import load_yaml
    from ..records.reader import game_of, to_model

    if opts.given():
        raise InputError(_("--resume continues the game in the file: {flag} is set there, not here").format(
            flag=opts.given()[0]), token=opts.given()[0])
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise InputError(_("cannot read {path}: {why}").format(path=path, why=e.strerror or e), token=path) from None
    try:
        session = _resume_once(data) if game is None else None
        if session is None:  # read whole first, as every record was: each problem answered as before
            doc = load_yaml(data)
            to_model(doc)  # every input problem
            found = game_of(doc)
            if game is not None and check_game(game) != found:
                raise InputError(_("{path} is a {game} record; --resume plays the game the file names (leave out "
                                   "--game {given})").format(path=path, game=found, given=game), token=game)
            session = front_of(games.get(found)).resume_table(data)
        in_place = record is None or os.path.realpath(record) == os.path.realpath(path)
        lost = rewrite_loses(data, session.record, comments=in_place)
        if lost is not None:  # refused before any file is touched
            what = (_("continue it into a new record instead (--record NEW.yaml), and {path} stays as it is")
                    if in_place else _("write those values as text first")).format(path=path)
            raise InputError(_("continuing the game rewrites the record, which would lose {lost}; {what}").format(
                lost=lost, what=what), token=path)
        for failed in getattr(session.report, "expect_failures", ()):
            warn(_("{path}: {problem}: `stopbus replay {path}` exits 3 for it (the game goes on)").format(
                path=path, problem=failed.one_line()))
        return session
    except StopbusError as e:  # a record that cannot be read, or breaks a rule: named with its file and line
        e.source = e.source or path
        raise


def _resume_once(data: bytes) -> Session | None:
    """The session continued from a record that names its game before its deals and is resumed without a problem
    (read once, deal by deal, when it can be: `TableSession.resume`); None for any other record, which the caller
    reads whole first, as before, to answer it the same way."""
    from ..core import registry as games
    from ..records.reader import head_game

    found = head_game(data)
    if found is None:
        return None
    try:
        session: Session = front_of(games.get(found)).resume_table(data)
    except StopbusError:
        return None
    named = session.record.get("game", games.DEFAULT)
    return session if isinstance(named, str) and games.canonical(named) == found else None


def _start(players: list[str], dealer: str | None, record: str | None, resume: str | None, game: str | None,
           opts: GameOptions, lock: RecordLock) -> tuple[Session, str]:
    """The session and the file it writes (locked first, before it is read): a new game, or the one in
    `--resume FILE`."""
    for flag, value in (("--record", record), ("--resume", resume)):
        if value is not None and not value.strip():
            raise InputError(_("{flag} {value}: give a file name").format(flag=flag, value=repr(value)), token=value)
    if resume is not None:
        if players or dealer:
            raise InputError(_("--resume continues the game in the file: give no players and no --dealer"))
        lock.acquire(record or resume)
        return _resume(resume, game, opts, record), record or resume
    chosen = check_game(game or "brag")
    path = record or time.strftime("stopbus-table-%Y%m%d-%H%M%S.yaml")
    lock.acquire(path)
    try:
        from ..core import registry as games

        session: Session = front_of(games.get(chosen)).new_table(players, dealer, opts)
    except StopbusError as e:  # given on the command line: the line of the record built from it means nothing
        e.line = None
        raise
    if os.path.exists(path):
        raise InputError(_("{path} exists: continue that game with --resume {path}, or choose another --record")
                         .format(path=path), token=path)
    return session, path


def _present(session: Session) -> Table:
    """The session with the words this terminal and the config file ask for: the quotes' language, and suit
    symbols in `status` at a terminal that can print them (a script's output stays ASCII)."""
    from ..ui.language import shown_quotes

    lang = shown_quotes()
    try:
        symbols = sys.stdout.isatty() and symbols_ok()
    except (OSError, ValueError, AttributeError):
        symbols = False
    return Table(session, words_for(session, symbols=symbols, quote_lang=None if lang is None else str(lang)))


def main(players: list[str], dealer: str | None, record: str | None, resume: str | None, game: str | None,
         opts: GameOptions) -> int:
    """Play until the game is won, `quit`, or the input ends; returns the exit code."""
    if sys.stdin is None:  # started with stdin closed: nothing to referee, and no record to leave behind
        raise InputError(_("cannot read <stdin>: it is closed (stopbus table reads the moves from it)"), token="-")
    lock = RecordLock()
    try:
        session, path = _start(players, dealer, record, resume, game, opts, lock)
        table = _present(session)
        try:
            write_atomic(path, session.text())
        except OSError as e:
            raise InputError(_("cannot write the record {path}: {why}").format(path=path, why=e.strerror or e),
                             token=path) from None
        rec = Recorder(path, lock)
        tty = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
        code = _interactive(table, rec) if tty else _scripted(table, rec)
        if rec.unsaved:
            err_line(_("error: ") + _("the record {path} could not be written: it lacks the last accepted moves "
                                      "(they were lost with this session)").format(path=rec.path))
            return int(ExitCode.IO)
        return code
    finally:
        lock.release()


@dataclass
class Recorder:
    """The record file of a session: written after every accepted change; a failed write keeps the session and
    the moves in memory (`unsaved`) until `save` or `save as FILE` writes them."""

    path: str
    lock: RecordLock
    unsaved: bool = False

    def save(self, session: Session, out: Said) -> list[str]:
        """Write the record after an accepted change; the lines to tell when it could not be written."""
        return self.write(session) if out.changed else []

    def write(self, session: Session) -> list[str]:
        """Write the record now; on failure, what to tell (which file, why, and what to do)."""
        try:
            write_atomic(self.path, session.text())
        except OSError as e:
            self.unsaved = True
            return [_("cannot write the record {path}: {why}").format(path=self.path, why=e.strerror or e)
                    + _("; the game so far is kept here: type save to try again, or save as FILE to write it to "
                        "another file")]
        self.unsaved = False
        return []

    def command(self, session: Session, line: str) -> Said | None:
        """`save` or `save as FILE`, answered here (files are the command line's business); None for any other
        line."""
        words = line.split(maxsplit=2)
        if not words or lower_ascii(words[0]) != "save" or (len(words) > 1 and lower_ascii(words[1]) != "as"):
            return None
        if len(words) == 2 or (len(words) == 3 and not words[2].strip()):
            return Said(False, [_("save as FILE: name the file to write the record to")], unreadable=True)
        if len(words) == 1:
            failed = self.write(session)
            return Said(not failed, failed or [_("saved: {path}").format(path=self.path)])
        target = words[2].strip()
        if os.path.realpath(target) == os.path.realpath(self.path):
            return self.command(session, "save")
        if os.path.exists(target):
            return Said(False, [_("save as {path}: the file exists; choose another name").format(path=target)],
                        unreadable=True)
        other = RecordLock()
        try:
            other.acquire(target)
        except InputError as e:
            return Said(False, [e.message], unreadable=True)
        old_path, old_lock = self.path, self.lock
        self.path, self.lock = target, other
        failed = self.write(session)
        if failed:
            other.release()
            self.path, self.lock = old_path, old_lock
            self.unsaved = True
            return Said(False, failed)
        old_lock.release()
        return Said(True, [_("saved: {path}; the session records to it from now on").format(path=target)])


MAX_LINE = 4096
"""The longest command line `stopbus table` reads from a pipe (a move is a few words; /dev/zero is not a line)."""


class LineTooLong(Exception):
    """A line of stdin longer than MAX_LINE: read no further."""


def stdin_commands() -> Iterator[str]:
    """The lines of stdin, each read with at most MAX_LINE + 1 bytes held (decoded as the stream decodes);
    a longer line raises LineTooLong once the lines before it are given."""
    stream = sys.stdin
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a text stream without bytes beneath (tests, embedding): its own lines
        for raw in stream:
            if len(raw) > MAX_LINE:
                raise LineTooLong
            yield raw
        return
    encoding, errors = stream.encoding or "utf-8", stream.errors or "strict"
    while True:
        raw = buffer.readline(MAX_LINE + 1)
        if not raw:
            return
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            raise LineTooLong
        yield raw.decode(encoding, errors)


def _scripted(table: Table, rec: Recorder) -> int:
    """One command per line from stdin; refusals on stderr; 1 if any line was refused, 2 if unreadable
    (a line past MAX_LINE characters ends the session with 2, the record as it was). A record that cannot
    be written is said on stderr and the session goes on (`save`, `save as FILE`), even past the game's end."""
    code = ExitCode.OK
    write_out(_("recording to {path}").format(path=plain(rec.path)) + "\n")
    lines = enumerate(stdin_commands(), 1)
    n = 0
    while True:
        try:
            n, raw = next(lines)
        except StopIteration:
            break
        except LineTooLong:
            err_line(_("line {n}: ").format(n=n + 1) + _(
                "longer than {max} characters: not a command; the session ends here and the record is saved").format(
                max=f"{MAX_LINE:,}"))
            code = ExitCode.INPUT
            break
        except (OSError, ValueError) as e:  # stdin unreadable (a directory, a device error) or not text
            why = getattr(e, "strerror", None) or e
            err_line(_("line {n}: ").format(n=n + 1) + _("cannot read <stdin>: {why}; the record is saved").format(
                why=why))
            code = ExitCode.INPUT
            break
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        session = table.session
        out = rec.command(session, line)
        if out is None:
            out = table.command(line)
            failed = rec.save(session, out)
        else:
            failed = []
        if out.ok:
            write_out("".join((x if out.raw else plain(x)) + "\n" for x in out.lines))
        else:
            code = max(code, ExitCode.INPUT if out.unreadable else ExitCode.RULE)
            for i, x in enumerate(out.lines):
                err_line(_("line {n}: ").format(n=n) + x if i == 0 else x)
        for x in failed:
            err_line(_("line {n}: ").format(n=n) + x)
        if (out.quit or session.phase == "over") and not rec.unsaved:
            break
    write_out(_("record: {path}").format(path=plain(rec.path)) + "\n")
    return int(code)


def _interactive(table: Table, rec: Recorder) -> int:
    """The screen and prompt at a terminal; Ctrl-C or a closed terminal loses nothing. A record that cannot be
    written keeps the session open with the moves in memory until `save` or `save as FILE` writes them."""
    try:
        import readline  # noqa: F401  (line editing and history for input())
    except ImportError:
        pass
    write_out(_("stopbus table — recording to {path} (help: moves and commands)").format(path=plain(rec.path))
              + "\n")
    warned = False
    session = table.session
    answer: list[str] = []
    try:
        while session.phase != "over" or rec.unsaved:
            screen = table.screen(symbols_ok())
            if answer[:len(screen)] != screen:  # `status` has just printed the screen (and more): not twice
                write_out("\n" + "".join(plain(x) + "\n" for x in screen))
            sys.stdout.flush()
            prompt = "save> " if session.phase == "over" else _prompt(session)
            line = input(prompt)
            out = rec.command(session, line)
            if out is None:
                out = table.command(line)
                failed = rec.save(session, out)
            else:
                failed = []
            write_out(_screen_lines(out) + "".join("✗ " + plain(x) + "\n" for x in failed))
            answer = [] if out.raw or failed else list(out.lines)
            if out.quit and rec.unsaved and not warned:
                write_out("✗ " + _("{path} is not written yet: save, or save as FILE; quit again to leave without "
                                   "it").format(path=plain(rec.path)) + "\n")
                warned = True
                continue
            if out.quit:
                break
        else:
            write_out("".join(plain(x) + "\n" for x in table.screen()))
    except KeyboardInterrupt:
        if rec.unsaved:
            write_out("\n" + _("interrupted: {path} could not be written and lacks the last moves").format(
                path=plain(rec.path)) + "\n")
            return int(ExitCode.ABORTED)
        write_out("\n" + _("interrupted: the record is saved in {path}; continue with {command}").format(
            path=plain(rec.path), command=f"stopbus table --resume {plain(rec.path)}") + "\n")
        return int(ExitCode.ABORTED)
    except EOFError:
        if not rec.unsaved:
            write_out("\n" + _("the record is saved in {path}").format(path=plain(rec.path)) + "\n")
    return int(ExitCode.OK)


def _screen_lines(out: Said) -> str:
    """An answer laid out for an 80-column terminal: long lines wrapped and indented, a refusal marked (JSON as it
    is)."""
    import textwrap

    if out.raw:
        return "".join(x + "\n" for x in out.lines)
    text = []
    for i, line in enumerate(out.lines):
        mark = "✗ " if not out.ok and i == 0 else ""
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        # a rule id or a `command` stays on one line, to copy: no break at its hyphens or inside the backticks
        whole = re.sub(r"`[^`\n]*`", lambda m: m.group().replace(" ", "\0"), mark + plain(line))
        text += [x.replace("\0", " ") for x in textwrap.wrap(whole, 79, subsequent_indent=indent,
                                                             break_on_hyphens=False, break_long_words=False)] or [""]
    return "".join(x + "\n" for x in text)


def _prompt(session: Session) -> str:
    """The prompt: the phase, or whose hand or turn it is; names go through `plain` like every name printed."""
    phase = session.phase
    if phase == session.START_WORD:
        return f"{phase}> "
    if phase == "show":
        return _("{player} shows> ").format(player=plain(session.awaiting()[0]))
    return f"{plain(session.whose_turn() or '')}> "
