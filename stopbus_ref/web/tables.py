"""The tables a `stopbus serve` process holds open: the same table session as `stopbus table`, on the same files.

A table is a `kit.session.TableSession` of its game, driven line by line in the live table's own syntax
(`draw, discard 5h`, `d 5h`, `upcard 7c`, `undo`...). Its record lives in the records folder, named by the
table's id (the date and a random part: `20261203-081500-3fa9c2.yaml`), written atomically after every
accepted change, and locked (`ui.record_file.RecordLock`, the lock `stopbus table` takes) for as long as the
server holds the table open: the terminal cannot continue a record the server holds, nor the server one the
terminal holds. Closing the table releases it; `stopbus table --resume FILE` continues it from there.

Nothing here knows HTTP: `web/app.py` turns what these methods return and raise into responses. The results
and states are the JSON of `ui.table.TableWords` (docs/json.md), the same objects `status --json` prints.
"""

from __future__ import annotations

import os
import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import InputError, StopbusError
from ..kit.session import TableSession, rewrite_loses
from ..ui.fronts import words_for
from ..ui.output import write_atomic
from ..ui.record_file import RecordLock
from ..ui.table import GameOptions, TableWords

ID_PATTERN = re.compile(r"\d{8}-\d{6}-[0-9a-f]{6}")
"""A table's id: the date and time it was started and six random hex digits; also its record's name."""
MAX_PLAYERS = 17
"""The most players a table is started with (Brag's deck deals no more)."""


class TableError(Exception):
    """A request about a table that cannot be answered: `status` is the HTTP status the web layer gives it
    (404 unknown, 409 held elsewhere or refused, 400 unreadable), `body` the JSON it answers with."""

    def __init__(self, status: int, message: str, error: StopbusError | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.error = error


def default_records_dir() -> str:
    """Where records live when `--records` is not given: `$XDG_DATA_HOME/stopbus/tables`."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "stopbus", "tables")


@dataclass
class OpenTable:
    """A table the server holds open: its session, the words that say it, its record file and lock, the key that
    lets one person score it, and a version that grows with every change (viewers follow it)."""

    id: str
    path: str
    session: TableSession[Any]
    words: TableWords
    lock: RecordLock
    scorer_key: str
    version: int = 0
    mutex: threading.Lock = field(default_factory=threading.Lock)
    _state: tuple[int, dict[str, Any]] | None = None
    said: dict[str, Any] | None = None
    """The result of the scorer's last line on the page (shown under the table)."""

    def state(self) -> dict[str, Any]:
        """The `status --json` object, computed once per version (many viewers read the same state)."""
        cached = self._state
        if cached is not None and cached[0] == self.version:
            return cached[1]
        state = self.words.state_json(self.session.state())
        self._state = (self.version, state)
        return state


@dataclass(frozen=True)
class RecordEntry:
    """A record in the records folder, for the page that lists them to resume."""

    id: str
    path: str
    modified: float
    open: bool


class Tables:
    """The open tables of one server and the folder their records live in."""

    def __init__(self, records_dir: str) -> None:
        self.records_dir = os.path.abspath(records_dir)
        self.open: dict[str, OpenTable] = {}
        self.mutex = threading.Lock()

    # -- files -------------------------------------------------------------------------------------
    def path_of(self, table_id: str) -> str:
        """The record file of a table id; an id that is not one is unknown (no request names a path)."""
        if not ID_PATTERN.fullmatch(table_id):
            raise TableError(404, f"no table {table_id[:40]!r}: a table id is like 20261203-081500-3fa9c2")
        return os.path.join(self.records_dir, table_id + ".yaml")

    def records(self) -> list[RecordEntry]:
        """The records in the folder, newest first."""
        try:
            names = os.listdir(self.records_dir)
        except OSError:
            return []
        out = []
        for name in names:
            stem, ext = os.path.splitext(name)
            if ext != ".yaml" or not ID_PATTERN.fullmatch(stem):
                continue
            path = os.path.join(self.records_dir, name)
            try:
                modified = os.stat(path).st_mtime
            except OSError:
                continue
            out.append(RecordEntry(stem, path, modified, stem in self.open))
        return sorted(out, key=lambda e: (e.modified, e.id), reverse=True)

    def new_id(self) -> str:
        """A fresh table id (the date, the time and a random part)."""
        return time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)

    # -- opening -----------------------------------------------------------------------------------
    def create(self, body: Any, quote_lang: str | None = None) -> OpenTable:
        """A new table from the API's body: `players` in seating order, `dealer`, and optionally `game` (brag,
        thirty-one, 31), `tokens` or `lives`, `variants`, `house` ({KEY: VALUE} from the game's catalogue)."""
        if not isinstance(body, dict):
            raise TableError(400, 'the body must be a JSON object: {"players": [...], "dealer": ...}')
        players = body.get("players")
        if (not isinstance(players, list) or not all(isinstance(p, str) for p in players)
                or not 2 <= len(players) <= MAX_PLAYERS):
            raise TableError(400, f"players: a list of 2 to {MAX_PLAYERS} names in seating order")
        dealer = body.get("dealer")
        if not isinstance(dealer, str):
            raise TableError(400, "dealer: the name of the player who deals first")
        house = body.get("house") or {}
        if not isinstance(house, dict):
            raise TableError(400, 'house: an object of house rules, {"KEY": "VALUE"} (stopbus house lists them)')
        items = [f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in house.items()]
        variants = body.get("variants") or []
        if isinstance(variants, str):
            variants = [variants]
        ints = {}
        for key in ("tokens", "lives"):
            v = body.get(key)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
                raise TableError(400, f"{key}: a whole number")
            ints[key] = v
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise TableError(400, "variants: a list of the 31-point game's variants")
        game = body.get("game") or "brag"
        if not isinstance(game, str):
            raise TableError(400, "game: brag or thirty-one")
        opts = GameOptions(tokens=ints["tokens"], lives=ints["lives"], variants=list(variants), house=items)
        from ..core import registry as games
        from ..ui.fronts import front_of

        chosen = games.canonical(game)
        if chosen is None or not games.get(chosen).has_table:
            raise TableError(400, f"game {game[:40]!r}: choose one of "
                             + ", ".join(g.name for g in games.all_games() if g.has_table))
        try:
            session: TableSession[Any] = front_of(games.get(chosen)).new_table(
                [p.strip() for p in players], dealer.strip(), opts)
        except StopbusError as e:
            e.line = None
            raise TableError(400, e.message, e) from None
        table_id = self.new_id()
        os.makedirs(self.records_dir, exist_ok=True)
        return self._hold(table_id, session, quote_lang, new=True)

    def resume(self, table_id: str, quote_lang: str | None = None) -> OpenTable:
        """Open a record of the folder again (a table closed here, or played in the terminal and quit)."""
        path = self.path_of(table_id)
        with self.mutex:
            if table_id in self.open:
                raise TableError(409, f"table {table_id} is open on this server already")
        if not os.path.isfile(path):
            raise TableError(404, f"no table {table_id} in {self.records_dir}")
        return self._hold(table_id, None, quote_lang, new=False)

    def _hold(self, table_id: str, session: TableSession[Any] | None, quote_lang: str | None, new: bool
              ) -> OpenTable:
        """Lock the record, read it (resuming) or write it (new), and keep the table open."""
        path = self.path_of(table_id)
        lock = RecordLock()
        try:
            lock.acquire(path)
        except InputError as e:
            raise TableError(409, f"{table_id}: the record is held by a stopbus table session (quit it there "
                             "first, then open it here)", e) from None
        try:
            if session is None:
                session = self._read(path)
            elif os.path.exists(path):
                raise TableError(409, f"table {table_id} exists already")
            write_atomic(path, session.text())
        except OSError as e:
            lock.release()
            raise TableError(500, f"cannot write the record {path}: {e.strerror or e}") from None
        except BaseException:
            lock.release()
            raise
        table = OpenTable(table_id, path, session, words_for(session, quote_lang=quote_lang), lock,
                          secrets.token_urlsafe(16))
        with self.mutex:
            self.open[table_id] = table
        return table

    @staticmethod
    def _read(path: str) -> TableSession[Any]:
        """The session continued from the record at `path` (its `game:` says which game)."""
        from ..core import registry as games
        from ..records.loader import load_yaml
        from ..records.reader import game_of, to_model
        from ..ui.fronts import front_of

        try:
            with open(path, "rb") as f:
                data = f.read()
            doc = load_yaml(data)
            to_model(doc)
            session: TableSession[Any] = front_of(games.get(game_of(doc))).resume_table(data)
        except OSError as e:
            raise TableError(500, f"cannot read {path}: {e.strerror or e}") from None
        except StopbusError as e:
            e.source = e.source or path
            raise TableError(409, f"{path}: {e.one_line()}", e) from None
        lost = rewrite_loses(data, session.record)
        if lost is not None:
            raise TableError(409, f"continuing {path} here rewrites the record, which would lose {lost}; continue "
                             "it with stopbus table --resume FILE --record NEW.yaml")
        return session

    # -- playing -----------------------------------------------------------------------------------
    def get(self, table_id: str) -> OpenTable:
        """The open table with this id; an unknown one is 404 (a record in the folder, not open, says so)."""
        self.path_of(table_id)
        table = self.open.get(table_id)
        if table is None:
            raise TableError(404, f"table {table_id} is not open on this server"
                             + (" (its record is in the folder: open it to continue)"
                                if os.path.exists(self.path_of(table_id)) else ""))
        return table

    def move(self, table: OpenTable, line: str) -> dict[str, Any]:
        """One line typed at the table: the result's JSON (docs/json.md), the record written when it changed
        (a record that cannot be written is a 500, and the change is kept in memory to try again)."""
        if "\n" in line or "\r" in line:
            raise TableError(400, "line: one line of the table's syntax (draw, discard 5h; undo; why)")
        with table.mutex:
            if table.id not in self.open:
                raise TableError(404, f"table {table.id} was closed")
            out = table.session.command(line)
            if out.changed:
                table.version += 1
                try:
                    write_atomic(table.path, table.session.text())
                except OSError as e:
                    raise TableError(500, f"cannot write the record {table.path}: {e.strerror or e}; the move "
                                     "is kept here") from None
            return table.words.result_json(out)

    def record_text(self, table: OpenTable) -> str:
        """The record as YAML, as the file holds it."""
        with table.mutex:
            return table.session.text()

    def close(self, table_id: str) -> OpenTable:
        """Release a table: its record stays in the folder, free for `stopbus table --resume`."""
        table = self.get(table_id)
        with table.mutex, self.mutex:
            self.open.pop(table_id, None)
            table.lock.release()
        return table

    def close_all(self) -> None:
        """Release every table (the server stops: every record is on disk already)."""
        with self.mutex:
            tables = list(self.open.values())
            self.open.clear()
        for t in tables:
            with t.mutex:
                t.lock.release()
