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
from typing import Any

from ..errors import ExitCode, InputError
from ..output import err_line, plain, symbols_ok, write_atomic, write_out
from ..tablesession import Outcome, TableSession

Session = TableSession[Any]

TABLE_GAMES = ("brag",)
"""The games `stopbus table` can referee; the 31-point game's table view is not built yet."""


def check_game(game: str) -> str:
    """The game `--game` names; refuse one `stopbus table` cannot referee, naming it."""
    from ..games import GAME_NAMES

    chosen = GAME_NAMES.get(game.strip().lower())
    if chosen is None:
        raise InputError(f"--game {game!r}: unknown game (known: {', '.join(GAME_NAMES)})", token=game)
    if chosen not in TABLE_GAMES:
        raise InputError(f"--game {game}: stopbus table referees {', '.join(TABLE_GAMES)} only in this version "
                         f"(not yet {chosen})", token=game)
    return chosen


def _resume(data: bytes) -> Session:
    """The session of the game the record names (`game:`) continued from the record."""
    from ..records.validate import read_record

    read_record(data)  # every input problem of any game, with its line
    from ..brag.session import Session as BragSession

    return BragSession.resume(data)


def _new(game: str, players: list[str], dealer: str, tokens: int) -> Session:
    """A new game of `game` at the table."""
    from ..brag.session import Session as BragSession

    return BragSession.new(players, dealer, tokens)


def _start(game: str, players: list[str], dealer: str | None, tokens: int, record: str | None,
           resume: str | None) -> tuple[Session, str]:
    """The session and the file it writes: a new game, or the one in `--resume FILE`."""
    if resume is not None:
        if players or dealer:
            raise InputError("--resume continues the game in the file: give no players and no --dealer")
        try:
            with open(resume, "rb") as f:
                data = f.read()
        except OSError as e:
            raise InputError(f"cannot read {resume}: {e.strerror or e}", token=resume) from None
        try:
            return _resume(data), record or resume
        except InputError as e:
            e.source = resume
            raise
    from ..brag.rule_ids import BragRule

    if len(players) < 2:
        raise InputError("stopbus table NAME NAME ... --dealer NAME: give the players in seating order "
                         "(at least two)", rule=BragRule.PLAYERS)
    if dealer is None:
        raise InputError("--dealer NAME: say who deals first", rule=BragRule.DEAL)
    path = record or time.strftime("stopbus-table-%Y%m%d-%H%M%S.yaml")
    if os.path.exists(path):
        raise InputError(f"{path} exists: continue that game with --resume {path}, or choose another --record",
                         token=path)
    return _new(game, players, dealer, tokens), path


def run(players: list[str], dealer: str | None, tokens: int, record: str | None, resume: str | None,
        game: str = "brag") -> int:
    """Play until the game is won, `quit`, or the input ends; returns the exit code."""
    session, path = _start(check_game(game), players, dealer, tokens, record, resume)
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
