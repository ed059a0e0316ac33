"""The game-neutral part of `stopbus table`: a game followed command by command at a real table.

A session holds the record (plain data, as `records.model.dump_record` writes it) and, after every
command, adjudicates it from its written text, exactly as `stopbus replay` will read it back. So a
change is accepted only when the written record replays without a broken rule, and the record
replays to the same rulings by construction; a refused command changes nothing.

A session speaks in data, never in words: `command(line)` returns what the command did (one of the
`CommandResult` types, in `kit/table_results.py` and exported here: a change accepted with its ruling, a
refusal with its error and rule ids, an undo with what it took back, the last ruling, the state, rules found,
an answer...), and `state()` says where the game stands (`TableState`, which each game extends with its
own table: tokens or lives, the discard top or the pool). The front-end says them in words (`ui/table.py`
and each game's `ui/*/table.py`: the terminal's lines, the JSON of `status --json`), so that a web page or
another language renders the same session.

The fast path (the default; `plain = True` is the reference it is tested against): a change only
ever alters the last deal or appends one, so the session keeps the engine's game as it stood before
the last deal and the written text of every deal. A change writes the last deal's text alone, reads
it back (at its own lines of the file: `moved`, `read_deal`), and replays that one deal from a copy of the kept
game (`replay_deals`); the deals before it were adjudicated already and cannot change. The cost of a
command is that of its deal, whatever the length of the record; `text()` joins the kept texts into
the bytes `dump_record` writes. Undo restores the kept state of the step before (`Step`).

This module holds what every game's session shares: the command dispatch (`undo`, `why`, `rules
WORD`, `status`, `quit`, the `NAME: move` prefix, `show NAME C C C`), the undo stack, resuming from
a file. Each game fills in its part (`brag/session.py`, `thirty_one/session.py`): how a deal starts,
its moves, its state and which rules an accepted change applied. The command line
(`cli/table_cmd.py`) reads, prints through the front-end and writes the file atomically.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from ..core.errors import InputError, RuleViolation, StopbusError
from ..core.nodes import Map, Seq
from ..core.rules import Rule
from ..records.fields import lower_ascii
from ..records.loader import load_yaml
from ..records.model import dump_record
from .kept import ITEM, KeptDeals, LineStarts, NotKept, Unread, comment_lines, plain_record, same
from .kept import plain_data as plain_data

# the results of a command live in kit/table_results.py; importers take them from here too
from .table_results import Accepted as Accepted
from .table_results import Answered as Answered
from .table_results import Blank as Blank
from .table_results import Change as Change
from .table_results import CommandResult as CommandResult
from .table_results import DealStart as DealStart
from .table_results import Help as Help
from .table_results import Move as Move
from .table_results import NotAHand as NotAHand
from .table_results import NothingToUndo as NothingToUndo
from .table_results import NotNow as NotNow
from .table_results import Quit as Quit
from .table_results import Refused as Refused
from .table_results import RulesFound as RulesFound
from .table_results import Ruling as Ruling
from .table_results import Shown as Shown
from .table_results import Status as Status
from .table_results import TableState as TableState
from .table_results import Undone as Undone
from .table_results import Unreadable as Unreadable
from .table_results import Why as Why

COMMENT = "recorded with `stopbus table`; replay it with `stopbus replay FILE`"





class Adjudicated(Protocol):
    """What a session needs of a game's replay report: the first refused rule, the winner, and the deals
    (each game's deal result: `showdown`, `dealer`, `next_dealer`, `whose_turn`, `ended_by`, and for a deal
    seen from the table `awaiting`), and the `expect` differences found."""

    deals: list[Any]
    expect_failures: list[Any]

    @property
    def error(self) -> StopbusError | None: ...

    @property
    def winner(self) -> str | None: ...


ReportT = TypeVar("ReportT", bound=Adjudicated)


def rewrite_loses(text: str | bytes, record: dict[str, Any], comments: bool = True) -> str | None:
    """What rewriting a record's file (as a session writes it: `dump_record`) would lose of what a person wrote:
    its comments, or values that would come back as something else (a date as text, `!!binary`, a set, a
    float); None when nothing would be lost (a file `stopbus table` wrote reads back the same). `comments=False`
    for a record continued into another file: the comments stay in the original."""
    from ..records.loader import decode

    body = decode(text)
    ours = f"# {COMMENT}"
    first, _, rest = body.partition("\n")
    found = [n for n in comment_lines(body) if not (n == 1 and first == ours)] if comments and "#" in (
        rest if first == ours else body) else []
    if found:
        return f"its comment{'s' if len(found) > 1 else ''} (line {', '.join(map(str, found[:5]))})"
    deals = record.get("deals")
    if isinstance(deals, KeptDeals):  # resumed deal by deal: only the last deal is ever written again
        record = {**record, "deals": [deals[-1]] if deals else []}
    try:
        back = plain_data(load_yaml(dump_record(record, COMMENT)))
    except (StopbusError, TypeError, ValueError):
        back = None
    if not same(back, record):
        return "values written as a date, a float, !!binary or !!set, which the rewritten file would hold as text"
    return None


def deal_text(deal: Any) -> str:
    """One deal's lines as `dump_record` writes them inside a record's `deals:` list (ending in a newline)."""
    return dump_record({"deals": [deal]})[len("deals:\n"):]


def clone_game(game: Any) -> Any:
    """A copy of an engine's game to play a deal on, leaving `game` as it was: everything is copied but the
    results of the deals before (a new list of the same results, which no later deal changes) and the rules."""
    memo: dict[int, Any] = {}
    results = getattr(game, "results", None)
    if isinstance(results, list):
        memo[id(results)] = list(results)
    rules = getattr(game, "rules", None)
    if rules is not None:
        memo[id(rules)] = rules
    return copy.deepcopy(game, memo)


def moved(node: Any, by: int) -> None:
    """Move the lines a loaded YAML tree (`records.loader`'s Map and Seq) remembers down by `by` lines: a deal
    read alone, as if read in its place in the file."""
    if isinstance(node, Map):
        node.line += by
        node.lines = {k: v + by for k, v in node.lines.items()}
        for v in node.values():
            moved(v, by)
    elif isinstance(node, Seq):
        node.line += by
        node.lines = [v + by for v in node.lines]
        for v in node:
            moved(v, by)


@dataclass
class Step(Generic[ReportT]):
    """One state of a session, kept for undo: the record and its adjudication, and the fast path's part (the
    text of each deal, the engine's game before the last deal and after it, the lines of text before it)."""

    record: dict[str, Any]
    report: ReportT
    texts: list[str] = field(default_factory=list)
    before: Any = None
    after: Any = None
    at: int = 0


@dataclass
class TableSession(Generic[ReportT]):
    """A game at the table: the record so far, its adjudication, and the undo history. Phases (`phase`):
    START_WORD's phase (a deal is to start), 'turn', 'show' (the showdown needs hands) and 'over'. A game's
    subclass sets the class attributes and fills in the hooks below."""

    record: dict[str, Any]
    report: ReportT = field(init=False)
    history: list[Step[ReportT]] = field(default_factory=list)
    """Earlier states, for undo. A record is never changed once adopted (`draft` copies the deal it changes), so
    a step holds it as it was."""
    last: Ruling | None = None
    """The last ruling, for `why`: the last change accepted or refused."""
    plain: bool = False
    """True: adjudicate the whole record again after every command (the reference the fast path is tested
    against, and what bench/bench_table.py compares it with)."""
    step: Step[ReportT] = field(init=False, repr=False)
    """The state kept for the fast path and for undo."""

    GAME: ClassVar[str] = ""
    """The game's registry name."""
    START_WORD: ClassVar[str] = "start"
    """The command that starts a deal (`upcard`, `pool`), and the name of the phase before it."""
    MOVE_WORDS: ClassVar[tuple[str, ...]] = ()
    """The first words of moves: at the showdown a line starting otherwise is a shown hand."""
    RULES: ClassVar[Mapping[str, Rule[Any]]] = {}
    """The game's rulebook by id, for quotes and `rules ID`."""
    SHOWN_TWICE_RULE: ClassVar[StrEnum | None] = None
    """The rule a second, different shown hand of one player breaks (one deck: a hand is shown once)."""

    def __post_init__(self) -> None:
        self.report = self._adjudicate(self.record)
        if self.report.error is not None:
            raise self.report.error
        self._set_up()

    # -- hooks for a game -----------------------------------------------------------------------
    @staticmethod
    def adjudicate_text(text: str | bytes) -> ReportT:
        """Read and replay a record's text as `stopbus replay` does (InputError if it cannot be read)."""
        raise NotImplementedError

    @staticmethod
    def model_of(report: ReportT) -> Any:
        """The record model a report was made from (its players, first dealer and game options)."""
        raise NotImplementedError

    @staticmethod
    def new_game(model: Any) -> Any:
        """The engine's game at the start of the record `model`, before any deal."""
        raise NotImplementedError

    @classmethod
    def deal_reader(cls, model: Any, head: Map) -> Any:
        """The game's reader of one deal at a time: its `READER` as reading the loaded record's keys before `deals:`
        (`head`) leaves them (a game without a `READER` makes its own, from the record `model`)."""
        got = cls.head_reader(head)
        assert got is not None, "a game without a READER makes its own deal reader"
        return got[0]

    @staticmethod
    def read_deal(reader: Any, node: Any, number: int, line: int) -> Any:
        """Deal `number` of a record read from its loaded YAML (`node`, at `line` of the file): by default the
        reader's `deal(number, node, line)`, as both built-in games' readers have it."""
        return reader.deal(number, node, line)

    TAIL_KEYS: ClassVar[tuple[str, ...]] = ()
    """The keys a record of this game may have after its `deals:` (`expect` and metadata, read after the deals)."""

    READER: ClassVar[Callable[[], Any] | None] = None  # the game's record reader; None: resumed whole
    REPLAYER: ClassVar[Callable[..., Any] | None] = None  # its deal-by-deal replay, `REPLAYER(model, game=game)`

    @classmethod
    def head_reader(cls, doc: Any) -> tuple[Any, Any] | None:
        """The game's record reader and the record model it reads from the keys before `deals:` (`doc`), to read
        the deals one at a time and then `read_tail(doc, model, ())` the whole record without them; None when this
        game's records are resumed whole (no `READER`)."""
        if cls.READER is None:
            return None
        reader = cls.READER()
        return reader, reader.read_head(doc)

    @classmethod
    def replayer(cls, model: Any, game: Any) -> Any:
        """The game's deal-by-deal replay (`play(spec)` for each deal, then `finish(record)` for the report, as
        `stopbus replay` adjudicates a record deal by deal), from the engine's `game`."""
        if cls.REPLAYER is None:
            raise NotImplementedError
        return cls.REPLAYER(model, game=game)

    @staticmethod
    def replay_deals(model: Any, deals: tuple[Any, ...], game: Any) -> ReportT:
        """These deals of the record replayed from the engine's `game` (which they change), as the replay rules
        them after the deals before; the report holds these deals alone."""
        raise NotImplementedError

    # -- where the game stands (both games' deal results answer alike) ---------------------------
    @property
    def current(self) -> Any:
        """The deal in play, or the last one (None before the first)."""
        deals = self.report.deals
        return deals[-1] if deals else None

    @property
    def over(self) -> bool:
        """True once the game has a winner (or, in the 31-point game, a shared win)."""
        return self.report.winner is not None or getattr(self.report, "shared_win", None) is not None

    @property
    def phase(self) -> str:
        """START_WORD (a deal is to start), 'turn', 'show' or 'over'."""
        if self.over:
            return "over"
        d = self.current
        if d is None or d.showdown is not None:
            return self.START_WORD
        return "show" if getattr(d, "awaiting", ()) else "turn"

    @property
    def next_dealer(self) -> str:
        """Who deals the next deal (the file's dealer before the first)."""
        d = self.current
        if d is None:
            return str(self.record["dealer"])
        return str(d.next_dealer or d.dealer)

    def whose_turn(self) -> str | None:
        """The player to move now, if a deal is in play."""
        d = self.current
        return d.whose_turn if d is not None and d.ended_by is None else None

    def awaiting(self) -> list[str]:
        """The players whose shown hand the showdown still needs."""
        return list(getattr(self.current, "awaiting", ()))

    def state(self) -> TableState:
        """Where the game stands (a game's session returns its own extension of TableState)."""
        return TableState(**self.shared_state())

    def shared_state(self) -> dict[str, Any]:
        """The fields of TableState, for a game's `state` to extend."""
        d = self.current
        phase = self.phase
        in_play = d is not None and phase in ("turn", "show")
        ahead = d is None or phase == self.START_WORD
        known, unknown = self.known_cards() if in_play else ({}, {})
        return {"game": self.GAME, "players": tuple(self.players), "start": self.START_WORD, "phase": phase,
                "deal": len(self.record["deals"]) + 1 if ahead else d.number,
                "dealer": self.next_dealer if ahead else str(d.dealer),
                "whose_turn": self.whose_turn() if phase == "turn" else None,
                "may": self.moves_allowed() if phase == "turn" else (), "final": self.final_turn(),
                "awaiting": tuple(self.awaiting()), "table_view": in_play and hasattr(d, "known"),
                "known": known, "unknown": unknown, "hand_size": self.hand_size(),
                "stock": d.stock_left if in_play else None, "recycles": d.recycles if in_play else 0,
                "ended_by": str(d.ended_by) if in_play and d.ended_by else None,
                "house": self.house(), "eliminated": self.eliminated(), "last": self.last, "winner": self.report.winner}

    def known_cards(self) -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
        """Each player's known cards (in the record's notation) and the count of unknown ones in the deal in play,
        when it is seen from the table; else two empty maps."""
        return {}, {}

    def moves_allowed(self) -> tuple[str, ...]:
        """What the player to move may do, in the game's move words."""
        return tuple(getattr(self.current, "may", ()))

    def final_turn(self) -> bool:
        """True when the turn in play is a final one."""
        return False

    def hand_size(self) -> int:
        """The cards in a hand."""
        return 3

    def house(self) -> dict[str, str]:
        """The table's house rules as written (`true`/`false` for the yes/no rules)."""
        return {}

    def eliminated(self) -> tuple[str, ...]:
        """The players out of the game, in seating order."""
        return ()

    def start(self, text: str) -> CommandResult:
        """Start the next deal from what the table sees at the deal (`upcard 2d`, `pool 7h Kd 2c`)."""
        raise NotImplementedError

    def start_cards(self, deal: dict[str, Any]) -> tuple[str, ...]:
        """The cards a deal of the record started from (its upcard, its pool)."""
        return ()

    def bare_start(self, words: list[str]) -> bool:
        """True when a line of these words, typed before a deal, is the start's argument alone."""
        return len(words) == 1

    def move_text(self, line: str) -> str:
        """A move as said at the table, in the record's words (InputError if it cannot be read)."""
        raise NotImplementedError

    def may_show(self) -> bool:
        """True when a `show` may be recorded now."""
        return self.phase == "show"

    def shown_cards(self, who: str, text: str) -> list[str]:
        """The cards of `who`'s shown hand, in the record's words (InputError if they cannot be read)."""
        raise NotImplementedError

    def ruling(self, change: Change, before: ReportT) -> tuple[bool, tuple[str, ...]]:
        """What an accepted change means (`before` is the adjudication before it): whether it ended the deal's
        play (the showdown now needs the hands), and the rules its ruling applied."""
        return False, self.turn_rules(change)

    def turn_rules(self, change: Change) -> tuple[str, ...]:
        """The rules of a move as the engine recorded them (both games' turn records give `rules`)."""
        turn = self.turn_of(change)
        return tuple(turn.rules) if turn is not None else ()

    def turn_of(self, change: Change) -> Any | None:
        """The engine's record of the turn a move made (None for another change)."""
        d = self.current
        return d.turns[-1] if isinstance(change, Move) and d is not None and d.turns else None

    def search(self, word: str) -> list[Rule[Any]]:
        """Rules that mention `word`."""
        return []

    # -- the record --------------------------------------------------------------------------
    @classmethod
    def resume(cls, text: str | bytes, *, whole: bool = False) -> Self:
        """A game continued from a record of this game (any that `stopbus replay` reads): read deal by deal in one
        pass when it can be (`resume_streamed`), else read and adjudicated whole, which answers every problem
        with its line. `whole=True` reads it whole always (the reference the tests compare the first with)."""
        session = None if whole else cls.resume_streamed(text)
        if session is not None:
            return session
        report = cls.adjudicate_text(text)  # every input problem or broken rule, with its line in the file
        if report.error is not None:
            raise report.error
        rec = plain_data(load_yaml(text))
        if not isinstance(rec, dict):
            raise InputError("a record is a mapping")
        rec.setdefault("deals", [])
        if rec["deals"] is None:
            rec["deals"] = []
        return cls(rec)

    @classmethod
    def resume_streamed(cls, text: str | bytes) -> Self | None:
        """The game continued from a record read once, deal by deal, as `stopbus replay` streams it: each deal read,
        adjudicated and dropped but for its text; the last one kept read (a change may alter it). `text()` is the
        file's text as it is until a change rewrites the last deal. None for a record this path does not read (no
        deal, YAML left to the full loader, another layout, any problem): `resume` reads it whole, as before."""
        from ..records.loader import Unstreamable, decode

        try:
            body = decode(text)
        except InputError:
            return None
        if "\r" in body or "\n..." in body or "\n---" in body:  # other line ends, a document's end or a second one
            return None
        try:
            return cls._streamed(body)
        except (StopbusError, Unstreamable, NotKept, RecursionError):
            return None

    @classmethod
    def _streamed(cls, body: str) -> Self:
        """`resume_streamed`'s reading of the record's text `body` (NotKept, or the reader's problem, to stop)."""
        from ..records.fields import is_extension
        from ..records.loader import stream_deals
        from ..records.reader import game_of

        lines = LineStarts(body)
        reader: Any = None
        model: Any = None
        replayer: Any = None
        head_keys: set[Any] = set()
        held: Any = None  # the deal read and not yet played: the last one is played on a copy kept for undo
        last: Any = None
        last_line = 0
        starts: list[int] = []
        top: Any = None
        for event in stream_deals(body):
            if event[0] == "deal":
                node, line = event[1], event[2]
                at = lines.start(line)
                if replayer is None or not body.startswith(ITEM, at):  # deals written as `dump_record` writes them
                    raise NotKept
                starts.append(at)
                spec = cls.read_deal(reader, node, len(starts), line)
                if held is not None and replayer.play(held) is None:
                    raise NotKept
                held, last, last_line = spec, node, line
            elif event[0] == "head":
                top = event[1]
                got = cls.head_reader(top) if game_of(top) == cls.GAME else None
                if got is None:
                    raise NotKept
                reader, model = got
                head_keys = set(top)
                replayer = cls.replayer(model, cls.new_game(model))
            else:
                top = event[1]
        if held is None or top is None:
            raise NotKept
        late = [k for k in top if k not in head_keys]
        if any(k not in cls.TAIL_KEYS and not is_extension(k) for k in late):
            raise NotKept
        full = reader.read_tail(top, model, ())
        end = lines.start(min(top.lines[k] for k in late)) if late else len(body)
        before = clone_game(replayer.game)
        if replayer.play(held) is None:
            raise NotKept
        report = replayer.finish(full)
        if report.error is not None:
            raise NotKept
        texts = [body[a:b] for a, b in zip(starts, [*starts[1:], end], strict=True)]
        if not texts[-1].endswith("\n"):
            texts[-1] += "\n"
        rec = plain_data(top)
        rec["deals"] = KeptDeals([*map(Unread, texts[:-1]), plain_data(last)])
        self = cls.__new__(cls)
        self.record, self.report, self.history, self.last, self.plain = rec, report, [], None, False
        self._model, self._reader = full, cls.deal_reader(full, top)
        self._empty = dump_record({**rec, "deals": []}, COMMENT)
        self._head, self._tail = body[:starts[0]], body[end:]
        self.step = Step(rec, report, texts, before, replayer.game, last_line - 1)
        return self

    def text(self) -> str:
        """The record as written to the file."""
        if self.plain:
            return dump_record(plain_record(self.record), COMMENT)
        if not self.step.texts:
            return self._empty
        return self._head + "".join(self.step.texts) + self._tail

    def _set_up(self) -> None:
        """The fast path's state for the record just adjudicated whole: the text around the deals, each deal's
        text, and the engine's game before and after the last deal."""
        model = self.model_of(self.report)
        self._empty = dump_record({**self.record, "deals": []}, COMMENT)
        self._model, self._reader = model, self.deal_reader(model, load_yaml(self._empty))
        cut = self._empty.index("\ndeals: []\n") + 1  # top-level keys are unique, and no scalar spans lines
        self._head = self._empty[:cut] + "deals:\n"
        self._tail = self._empty[cut + len("deals: []\n"):]
        texts = [deal_text(d) for d in self.record["deals"]]
        game = self.new_game(model)
        before = after = game
        if model.deals:
            self.replay_deals(model, tuple(model.deals[:-1]), game)  # adjudicated whole just now: no error
            after = clone_game(before)
            self.replay_deals(model, tuple(model.deals[-1:]), after)
        at = self._head.count("\n") + sum(t.count("\n") for t in texts[:-1])
        self.step = Step(self.record, self.report, texts, before, after, at)

    def _try(self, rec: dict[str, Any]) -> Step[ReportT]:
        """The state `rec` would bring (InputError if it cannot be read): on the fast path when `rec` changes the
        last deal or appends one to a finished deal, else adjudicated whole."""
        now = self.step
        deals, old = rec["deals"], self.record["deals"]
        n = len(deals)
        if self.plain or not n or not (n == len(old) or (n == len(old) + 1 and self.phase == self.START_WORD)):
            return Step(rec, self._adjudicate(rec))
        if n == len(old):  # the last deal changed
            game, at, texts, earlier = now.before, now.at, now.texts[:-1], self.report.deals[:-1]
        else:  # a deal started
            game, texts, earlier = now.after, list(now.texts), list(self.report.deals)
            at = now.at + (now.texts[-1].count("\n") if now.texts else 0)
        text = deal_text(deals[-1])
        node = load_yaml(text)  # a list of the one deal
        if not isinstance(node, list) or len(node) != 1:
            return Step(rec, self._adjudicate(rec))
        moved(node, at)  # at its own lines of the file
        from ..records.fields import item_lines

        spec = self.read_deal(self._reader, node[0], n, item_lines(node, at + 1)[0] or at + 1)
        after = clone_game(game)
        report = self.replay_deals(self._model, (spec,), after)
        report.deals[:0] = earlier
        report.expect_failures[:0] = [f for f in self.report.expect_failures
                                      if getattr(f, "deal", None) is not None and f.deal < n]
        texts.append(text)
        return Step(rec, report, texts, game, after, at)

    def _adopt(self, step: Step[ReportT]) -> None:
        """Make `step` the session's state."""
        self.step, self.record, self.report = step, step.record, step.report

    def _adjudicate(self, rec: dict[str, Any]) -> ReportT:
        """Replay the record from its written text, exactly as `stopbus replay` will."""
        return self.adjudicate_text(dump_record(plain_record(rec), COMMENT))

    @property
    def players(self) -> list[str]:
        return [str(p) for p in self.record["players"]]

    # -- commands -----------------------------------------------------------------------------
    def command(self, line: str) -> CommandResult:
        """One line as typed at the table; a refused or unreadable line changes nothing."""
        words = line.replace(",", " , ").split()
        if not words:
            return Blank()
        head = lower_ascii(words[0].rstrip(":"))
        rest = line.strip()[len(words[0]):].strip()
        try:
            if line.lstrip().startswith("?"):  # `? QUESTION`: the rules reference, as `stopbus ask` answers
                return self.ask(line.lstrip()[1:])
            if words[0].endswith(":") and self.player_word(words[0]) is not None:  # `Ann: d 7s`, even for a
                if self.phase == "show":  # Undo
                    return self.no_hand(rest) or self.show(line.replace(":", " ", 1))
                return self.move(line)
            handler: dict[str, Callable[[], CommandResult]] = {
                "quit": Quit, "exit": Quit, "q": Quit, "undo": self.undo, "why": self.why,
                "status": lambda: Status(self.state()), "rules": lambda: self.rules(rest), "help": Help,
                self.START_WORD: lambda: self.start(rest), "show": lambda: self.show(rest)}
            if head in handler:
                return handler[head]()
            if self.phase == self.START_WORD and self.bare_start(words):
                return self.start(line.strip())
            if self.phase == "show" and head not in self.MOVE_WORDS:
                who = self.player_word(words[0])
                if who is not None:
                    return self.show(rest and f"{who} {rest}")
                if words[0].endswith(":"):  # `bob: x`: a name that is no player's, not a card
                    raise self.not_a_player(words[0])
                return self.no_hand(line) or self.show(f"{self.awaiting()[0]} {line}")
            return self.move(line)
        except InputError as e:
            return Unreadable(e)

    def no_hand(self, text: str) -> CommandResult | None:
        """At the showdown, one word that is no card is answered as a move would be elsewhere: a move is
        refused as not now, a near miss gets its did-you-mean; None when the text may be a shown hand."""
        words = text.split()
        if len(words) != 1 or not self.awaiting():
            return None
        try:
            self.shown_cards(self.awaiting()[0], words[0])
        except InputError as e:
            if e.token is not None and e.token != words[0]:
                return None
        else:
            return None
        try:
            self.move_text(words[0])
        except InputError as e:
            return NotAHand(words[0], e if "did you mean" in e.message else None, self.state())
        return self.wrong_phase("move")

    def player_word(self, word: str) -> str | None:
        """The player a word names (`Ann` or `Ann:`), or None."""
        w = word.rstrip(":")
        if w in self.record["players"]:
            return w
        same = [p for p in self.players if p.casefold() == w.casefold()]  # `ann: stop` at a table of Ann
        return same[0] if len(same) == 1 else None

    def not_a_player(self, word: str, what: str = "") -> InputError:
        """The error for a word that should name a player."""
        from ..records.fields import did_you_mean

        hint = did_you_mean(word.rstrip(":"), self.players)
        return InputError(f"{what}{word if not what else repr(word)} is not a player{hint} "
                          f"(players: {', '.join(self.players)})", token=word)

    def attempt(self, rec: dict[str, Any], change: Change) -> CommandResult:
        """Adopt `rec` if it replays without a broken rule; otherwise refuse with the ruling."""
        try:
            step = self._try(rec)
        except InputError as e:
            return Unreadable(e)
        err = step.report.error
        if err is not None:
            return self.refuse(change, err)
        self.history.append(self.step)
        before = self.report
        self._adopt(step)
        ended, rules = self.ruling(change, before)
        out = Accepted(change, self.current, self.turn_of(change), ended, self.report.winner, tuple(self.players),
                       self.hand_size(), rules)
        self.last = out
        return out

    def refuse(self, change: Change, error: StopbusError) -> Refused:
        """A refused change: the ruling, kept for `why`; nothing else changes."""
        out = Refused(change, error)
        self.last = out
        return out

    def draft(self) -> dict[str, Any]:
        """A copy of the record for a change to be tried on (the record itself changes only if it is accepted): a
        new list of the deals with a copy of the last one, the only deal a change may alter (or it appends one)."""
        rec = dict(self.record)
        deals = rec["deals"].copy()
        if deals:
            deals[-1] = copy.deepcopy(deals[-1])
        rec["deals"] = deals
        return rec

    def move(self, line: str) -> CommandResult:
        """A move for the player whose turn it is (optionally named first: `Ann: d 7s`)."""
        if self.phase != "turn":
            return self.wrong_phase("move")
        who = self.whose_turn()
        assert who is not None
        words = line.split()
        named = self.player_word(words[0])
        if named is not None and len(words) > 1:
            who, line = named, line.strip()[len(words[0]):].strip()
        elif words[0].endswith(":") and named is None:
            raise self.not_a_player(words[0])
        action = self.move_text(line)
        rec = self.draft()
        rec["deals"][-1].setdefault("turns", []).append({who: action})
        return self.attempt(rec, Move(who, action))

    def show(self, text: str) -> CommandResult:
        """`show NAME C C C`: a hand shown (at the showdown, or where the game allows it)."""
        if not self.may_show():
            return self.wrong_phase("show")
        words = text.split()
        if not words:
            raise InputError("show NAME CARD CARD CARD: name the player and the cards of their hand")
        who = self.player_word(words[0])
        if who is None:
            raise self.not_a_player(words[0], "show: ")
        cards = self.shown_cards(who, " ".join(words[1:]))
        rec = self.draft()
        deal = rec["deals"][-1]
        if not isinstance(deal.get("shown"), dict):
            deal["shown"] = {}
        if who in deal["shown"]:  # the table saw that hand already: a second one is a contradiction, not a fix
            error = RuleViolation(f"{who} has shown {' '.join(deal['shown'][who])} already in this deal; a hand is "
                                  "shown once (undo takes the shown hand back)", rule=self.SHOWN_TWICE_RULE,
                                  deal=len(rec["deals"]))
            return self.refuse(Shown(who, tuple(cards), again=True), error)
        deal["shown"][who] = cards
        return self.attempt(rec, Shown(who, tuple(cards)))

    def wrong_phase(self, what: str) -> NotNow:
        """A command given at the wrong moment (`move`, `show`, `start`): refused, with where the table stands."""
        return NotNow(what, self.state())

    def undo(self) -> CommandResult:
        """Take back the last accepted change (a move, a shown hand, a deal's start)."""
        if not self.history:
            return NothingToUndo()
        before = self.record
        step = self.history.pop()
        if self.plain:
            step = Step(step.record, self._adjudicate(step.record))
        self._adopt(step)
        return Undone(self.taken_back(before, self.record))

    def taken_back(self, before: dict[str, Any], after: dict[str, Any]) -> Change | None:
        """What an undo took back: the last deal's start, a turn or a shown hand (None: another change)."""
        old, new = before.get("deals") or [], after.get("deals") or []
        if len(old) > len(new):
            return DealStart(len(old), str(old[-1].get("dealer")), self.start_cards(old[-1]))
        if not old:
            return None
        was, now = old[-1], new[-1]
        turns, kept = was.get("turns") or [], now.get("turns") or []
        if len(turns) > len(kept):
            (who, move), = turns[-1].items()
            return Move(str(who), str(move))
        shown = [p for p in (was.get("shown") or {}) if p not in (now.get("shown") or {})]
        return Shown(str(shown[-1]), tuple(str(c) for c in was["shown"][shown[-1]])) if shown else None

    def why(self) -> Why:
        """The last ruling (or refusal)."""
        return Why(self.last)

    def ask(self, question: str) -> Answered:
        """`? QUESTION` or `rules QUESTION`: the answer from the rulebook of the game being played."""
        from ..ask.answer import check_question
        from ..ask.search import ask, game_of

        game = game_of(next(iter(self.RULES.values())).id)
        return Answered(ask(game, check_question(question)))

    def rules(self, word: str) -> CommandResult:
        """`rules WORD`: the rules that mention the word (or the rule with that id)."""
        if not word:
            raise InputError("rules WORD: give a word to look for, e.g. rules recycle")
        if word not in self.RULES and len(word.split()) > 1:
            return self.ask(word)
        return RulesFound(word, (self.RULES[word],) if word in self.RULES else tuple(self.search(word)))
