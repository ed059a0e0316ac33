"""`stopbus table`: a live referee at a real table, writing the record after every accepted move.

With a terminal it shows a compact screen (whose turn, what they may do, the discard top, the
stock and when it is recycled, tokens, floating players) and prompts; without one (stdin not a
TTY) it reads one command per line, prints refusals on stderr, and ends with exit code 1 when a
line was refused by the rules, 2 when a line could not be read. The game logic is a
`tablesession.TableSession` of the chosen game (`brag.session.Session`); this module reads,
prints and writes the file atomically, the same for every game.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from ..errors import ExitCode, InputError, StopbusError
from ..output import err_line, plain, symbols_ok, write_atomic, write_out
from ..tablesession import Outcome, TableSession

Session = TableSession[Any]


@dataclass(frozen=True)
class GameOptions:
    """The options that set up a new game: Brag's tokens, or the 31-point game's lives, variants and options."""

    tokens: int | None = None
    lives: int | None = None
    variants: list[str] = field(default_factory=list)
    score: str | None = None
    blitz_31: str | None = None

    def given(self) -> list[str]:
        """The flags given, for messages."""
        return [f for f, on in (("--tokens", self.tokens is not None), ("--lives", self.lives is not None),
                                ("--variant", bool(self.variants)), ("--score", self.score is not None),
                                ("--blitz-31", self.blitz_31 is not None)) if on]


def check_game(game: str) -> str:
    """The game `--game` names; refuse one `stopbus table` cannot referee, naming it."""
    from .. import games

    known = games.names()
    chosen = games.canonical(game)
    if chosen is None:
        raise InputError(f"--game {game!r}: unknown game (known: {', '.join(known)})", token=game)
    if not games.get(chosen).has_table:
        tables = [g.name for g in games.all_games() if g.has_table]
        raise InputError(f"--game {game}: stopbus table referees {', '.join(tables)} only in this version "
                         f"(not yet {chosen})", token=game)
    return chosen


def _resume(path: str, game: str | None, opts: GameOptions) -> Session:
    """The session of the game the record names (`game:`), continued from the record in `path`."""
    from .. import games
    from ..records.loader import load_yaml
    from ..records.reader import game_of, to_model

    if opts.given():
        raise InputError(f"--resume continues the game in the file: {opts.given()[0]} is set there, not here",
                         token=opts.given()[0])
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}", token=path) from None
    try:
        doc = load_yaml(data)
        to_model(doc)  # every input problem
        found = game_of(doc)
        if game is not None and check_game(game) != found:
            raise InputError(f"{path} is a {found} record; --resume plays the game the file names (leave out "
                             f"--game {game})", token=game)
        session: Session = games.get(found).resume_table(data)
        return session
    except StopbusError as e:  # a record that cannot be read, or breaks a rule: named with its file and line
        e.source = e.source or path
        raise


def _start(players: list[str], dealer: str | None, record: str | None, resume: str | None, game: str | None,
           opts: GameOptions) -> tuple[Session, str]:
    """The session and the file it writes: a new game, or the one in `--resume FILE`."""
    if resume is not None:
        if players or dealer:
            raise InputError("--resume continues the game in the file: give no players and no --dealer")
        return _resume(resume, game, opts), record or resume
    chosen = check_game(game or "brag")
    path = record or time.strftime("stopbus-table-%Y%m%d-%H%M%S.yaml")
    try:
        from .. import games

        session: Session = games.get(chosen).new_table(players, dealer, opts)
    except StopbusError as e:  # given on the command line: the line of the record built from it means nothing
        e.line = None
        raise
    if os.path.exists(path):
        raise InputError(f"{path} exists: continue that game with --resume {path}, or choose another --record",
                         token=path)
    return session, path


def main(players: list[str], dealer: str | None, record: str | None, resume: str | None, game: str | None,
         opts: GameOptions) -> int:
    """Play until the game is won, `quit`, or the input ends; returns the exit code."""
    session, path = _start(players, dealer, record, resume, game, opts)
    try:
        write_atomic(path, session.text())
    except OSError as e:
        raise InputError(f"cannot write the record {path}: {e.strerror or e}", token=path) from None
    tty = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    if tty:
        return _interactive(session, path)
    return _scripted(session, path)


def _save(session: Session, path: str, out: Outcome) -> None:
    if out.changed:
        write_atomic(path, session.text())


def _scripted(session: Session, path: str) -> int:
    """One command per line from stdin; refusals on stderr; 1 if any line was refused, 2 if unreadable."""
    code = ExitCode.OK
    write_out(f"recording to {plain(path)}\n")
    for n, raw in enumerate(sys.stdin, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        out = session.command(line)
        _save(session, path, out)
        if out.ok:
            write_out("".join(plain(x) + "\n" for x in out.lines))
        else:
            code = max(code, ExitCode.INPUT if out.unreadable else ExitCode.RULE)
            for i, x in enumerate(out.lines):
                err_line(f"line {n}: {x}" if i == 0 else x)
        if out.quit or session.phase == "over":
            break
    write_out(f"record: {plain(path)}\n")
    return int(code)


def _interactive(session: Session, path: str) -> int:
    """The screen and prompt at a terminal; Ctrl-C or a closed terminal loses nothing."""
    try:
        import readline  # noqa: F401  (line editing and history for input())
    except ImportError:
        pass
    write_out(f"stopbus table — recording to {plain(path)} (help: moves and commands)\n")
    try:
        while session.phase != "over":
            write_out("\n" + "".join(plain(x) + "\n" for x in session.status_lines(symbols_ok())))
            sys.stdout.flush()
            prompt = _prompt(session)
            line = input(prompt)
            out = session.command(line)
            _save(session, path, out)
            write_out(_screen_lines(out))
            if out.quit:
                break
        else:
            write_out("".join(plain(x) + "\n" for x in session.status_lines()))
    except KeyboardInterrupt:
        write_out(f"\ninterrupted: the record is saved in {plain(path)}; continue with "
                  f"stopbus table --resume {plain(path)}\n")
        return int(ExitCode.ABORTED)
    except EOFError:
        write_out(f"\nthe record is saved in {plain(path)}\n")
    return int(ExitCode.OK)


def _screen_lines(out: Outcome) -> str:
    """An answer laid out for an 80-column terminal: long lines wrapped and indented, a refusal marked."""
    import textwrap

    text = []
    for i, line in enumerate(out.lines):
        mark = "✗ " if not out.ok and i == 0 else ""
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        text += textwrap.wrap(mark + plain(line), 79, subsequent_indent=indent) or [""]
    return "".join(x + "\n" for x in text)


def _prompt(session: Session) -> str:
    phase = session.phase
    if phase == session.START_WORD:
        return f"{phase}> "
    if phase == "show":
        return f"{session.awaiting()[0]} shows> "
    return f"{session.whose_turn() or ''}> "
