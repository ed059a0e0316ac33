"""The game-neutral part of `stopbus table`: a game followed command by command at a real table.

A session holds the record (plain data, as `records.model.dump_record` writes it) and, after every
command, adjudicates it from its written text, exactly as `stopbus replay` will read it back. So a
change is accepted only when the written record replays without a broken rule, and the record
replays to the same rulings by construction; a refused command changes nothing.

The fast path (the default; `plain = True` is the reference it is tested against): a change only
ever alters the last deal or appends one, so the session keeps the engine's game as it stood before
the last deal and the written text of every deal. A change writes the last deal's text alone, reads
it back (at its own lines of the file: `moved`, `read_deal`), and replays that one deal from a copy of the kept
game (`replay_deals`); the deals before it were adjudicated already and cannot change. The cost of a
command is that of its deal, whatever the length of the record; `text()` joins the kept texts into
the bytes `dump_record` writes. Undo restores the kept state of the step before (`Step`).

This module holds what every game's session shares: the command dispatch (`undo`, `why`, `rules
WORD`, `status`, `quit`, the `NAME: move` prefix, `show NAME C C C`), the undo stack, resuming from
a file, quoting the rulebook, and laying lines out for an 80-column screen. Each game fills in its
part (`brag/session.py`, `thirty_one/session.py`): how a deal starts, its moves, the screen and what
an accepted change announces. The command line (`cli/table_cmd.py`) reads, prints and writes the
file atomically.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from ..core.errors import InputError, RuleViolation, StopbusError
from ..core.nodes import Map, Seq
from ..core.rules import Citation, Rule
from ..records.fields import lower_ascii
from ..records.loader import load_yaml
from ..records.model import dump_record

COMMENT = "recorded with `stopbus table`; replay it with `stopbus replay FILE`"
WIDTH = 79
"""The screen is laid out for an 80-column terminal."""


def wrap(head: str, items: list[str]) -> list[str]:
    """`head` and the items on as many lines of at most WIDTH columns as they need."""
    lines = [head]
    for item in items:
        if len(lines[-1]) + 2 + len(item) > WIDTH:
            lines.append("  ")
        lines[-1] += ("  " if lines[-1] not in (head, "  ") else " " if lines[-1] == head else "") + item
    return lines


@dataclass
class CommandResult:
    """What one command did: accepted (and so recorded) or not, what to say, and the rules behind it."""

    ok: bool
    lines: list[str]
    rules: tuple[str, ...] = ()
    changed: bool = False
    unreadable: bool = False
    quit: bool = False


@dataclass
class Ruling:
    """The last ruling, for `why`: its words and the rules it applied."""

    text: str
    rules: tuple[str, ...]


def plain_data(v: Any) -> Any:
    """Loaded YAML (Map/Seq) as plain dicts and lists, the record's own form."""
    if isinstance(v, dict):
        return {str(k): plain_data(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain_data(x) for x in v]
    return v


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


def _taken_back(before: dict[str, Any], after: dict[str, Any]) -> str:
    """What an undo took back, in words: the last deal's start, a turn (`Ann: knock`) or a shown hand."""
    old, new = before.get("deals") or [], after.get("deals") or []
    if len(old) > len(new):
        return f"the start of deal {len(old)}"
    if not old:
        return "the last change"
    was, now = old[-1], new[-1]
    turns, kept = was.get("turns") or [], now.get("turns") or []
    if len(turns) > len(kept):
        (who, move), = turns[-1].items()
        return f"{who}: {move}"
    shown = [p for p in (was.get("shown") or {}) if p not in (now.get("shown") or {})]
    return f"{shown[-1]}'s shown hand" if shown else "the last change"


def _same(a: Any, b: Any) -> bool:
    """True when two loaded values are equal and of the same types throughout (a date is not its text)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def comment_lines(text: str) -> list[int]:
    """The lines (from 1) of the comments in YAML text: a `#` outside every scalar."""
    import bisect
    import re

    import yaml

    from ..records.loader import _Base

    spans = [(t.start_mark.index, t.end_mark.index) for t in yaml.scan(text, Loader=_Base)
             if isinstance(t, yaml.ScalarToken)]
    starts = [a for a, _ in spans]
    lines = []
    for m in re.finditer("#", text):
        i = bisect.bisect_right(starts, m.start()) - 1
        if i < 0 or spans[i][1] <= m.start():
            lines.append(text.count("\n", 0, m.start()) + 1)
    return lines


def rewrite_loses(text: str | bytes, record: dict[str, Any], comments: bool = True) -> str | None:
    """What rewriting a record's file (as a session writes it: `dump_record`) would lose of what a person wrote:
    its comments, or values that would come back as something else (a date as text, `!!binary`, a set, a
    float); None when nothing would be lost (a file `stopbus table` wrote reads back the same). `comments=False`
    for a record continued into another file: the comments stay in the original."""
    from ..records.loader import decode

    body = decode(text)
    ours = f"# {COMMENT}"
    found = [n for n in comment_lines(body) if not (n == 1 and body.split("\n", 1)[0] == ours)] if comments else []
    if found:
        return f"its comment{'s' if len(found) > 1 else ''} (line {', '.join(map(str, found[:5]))})"
    try:
        back = plain_data(load_yaml(dump_record(record, COMMENT)))
    except (StopbusError, TypeError, ValueError):
        back = None
    if not _same(back, record):
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
    """A game at the table: the record so far, its adjudication, and the undo history.

    Phases (`phase`): START_WORD's phase (a deal is to start), 'turn', 'show' (the showdown needs
    hands) and 'over'. A game's subclass sets the class attributes and fills in the hooks below.
    """

    record: dict[str, Any]
    report: ReportT = field(init=False)
    history: list[Step[ReportT]] = field(default_factory=list)
    """Earlier states, for undo. A record is never changed once adopted (`draft` copies the deal it changes), so
    a step holds it as it was."""
    last: Ruling | None = None
    plain: bool = False
    """True: adjudicate the whole record again after every command (the reference the fast path is tested
    against, and what bench/bench_table.py compares it with)."""
    state: Step[ReportT] = field(init=False, repr=False)
    quote_lang: str | None = field(default=None, compare=False)
    """The language of the passages quoted under a ruling (`lang` of the config file), or None: each rule's
    first passage. Set by the front-end that drives the session."""
    status_symbols: bool = field(default=False, compare=False)
    """Suit symbols in the `status` command's screen (a terminal that can print them; a script's stays ASCII)."""

    START_WORD: ClassVar[str] = "start"
    """The command that starts a deal (`upcard`, `pool`), and the name of the phase before it."""
    MOVE_WORDS: ClassVar[tuple[str, ...]] = ()
    """The first words of moves: at the showdown a line starting otherwise is a shown hand."""
    RULES: ClassVar[Mapping[str, Rule[Any]]] = {}
    """The game's rulebook by id, for quotes and `rules ID`."""
    HELP: ClassVar[tuple[str, ...]] = ()
    """The lines `help` prints."""
    SHOWN_TWICE_RULE: ClassVar[str] = ""
    """The rule a second, different shown hand of one player breaks (one deck: a hand is shown once)."""
    RULES_COMMAND: ClassVar[str] = "stopbus rules"
    """The command that searches the whole rulebook, named when `rules WORD` finds more than three."""

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

    @staticmethod
    def deal_reader(model: Any) -> Any:
        """The game's record reader, set up with the record's players and options, to read one deal at a time."""
        raise NotImplementedError

    @staticmethod
    def read_deal(reader: Any, node: Any, number: int, line: int) -> Any:
        """Deal `number` of a record read from its loaded YAML (`node`, at `line` of the file)."""
        raise NotImplementedError

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

    def status_lines(self, symbols: bool = False) -> list[str]:
        """The compact screen: the game, whose turn, the table."""
        raise NotImplementedError

    def known_lines(self) -> list[str]:
        """For `status`: each player's known cards in the deal in play."""
        return []

    def start(self, text: str) -> CommandResult:
        """Start the next deal from what the table sees at the deal (`upcard 2d`, `pool 7h Kd 2c`)."""
        raise NotImplementedError

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

    def show_said(self, who: str, cards: list[str]) -> str:
        """How a shown hand is announced when nothing else is to be said."""
        return f"{who} shows {' '.join(cards)}"

    def need(self, phase: str) -> str:
        """What the table needs in `phase`, for a command given at the wrong moment."""
        return {"turn": f"a move by {self.whose_turn() or '?'}",
                "show": f"the shown hands: show {self.awaiting()[0] if self.awaiting() else 'NAME'} C C C",
                "over": "nothing more: the game is over"}.get(phase, f"the next deal first: {self.START_WORD} ...")

    def announce(self, said: str, move: bool, before: ReportT) -> tuple[list[str], tuple[str, ...]]:
        """The ruling of an accepted change (`before` is the adjudication before it): the move's rules, and the
        showdown when it came."""
        return [said], ()

    def search(self, word: str) -> list[Rule[Any]]:
        """Rules that mention `word`."""
        return []

    # -- the record --------------------------------------------------------------------------
    @classmethod
    def resume(cls, text: str | bytes) -> Self:
        """A game continued from a record of this game (any that `stopbus replay` reads)."""
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

    def text(self) -> str:
        """The record as written to the file."""
        if self.plain:
            return dump_record(self.record, COMMENT)
        if not self.state.texts:
            return self._empty
        return self._head + "".join(self.state.texts) + self._tail

    def _set_up(self) -> None:
        """The fast path's state for the record just adjudicated whole: the text around the deals, each deal's
        text, and the engine's game before and after the last deal."""
        model = self.model_of(self.report)
        self._model, self._reader = model, self.deal_reader(model)
        self._empty = dump_record({**self.record, "deals": []}, COMMENT)
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
        self.state = Step(self.record, self.report, texts, before, after, at)

    def _try(self, rec: dict[str, Any]) -> Step[ReportT]:
        """The state `rec` would bring (InputError if it cannot be read): on the fast path when `rec` changes the
        last deal or appends one to a finished deal, else adjudicated whole."""
        now = self.state
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
        self.state, self.record, self.report = step, step.record, step.report

    def _adjudicate(self, rec: dict[str, Any]) -> ReportT:
        """Replay the record from its written text, exactly as `stopbus replay` will."""
        return self.adjudicate_text(dump_record(rec, COMMENT))

    @property
    def players(self) -> list[str]:
        return [str(p) for p in self.record["players"]]

    # -- commands -----------------------------------------------------------------------------
    def command(self, line: str) -> CommandResult:
        """One line as typed at the table; a refused or unreadable line changes nothing."""
        words = line.replace(",", " , ").split()
        if not words:
            return CommandResult(True, [])
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
                "quit": self.quit, "exit": self.quit, "q": self.quit, "undo": self.undo, "why": self.why,
                "status": lambda: CommandResult(True, self.status_lines(self.status_symbols) + self.known_lines()),
                "rules": lambda: self.rules(rest), "help": lambda: CommandResult(True, list(self.HELP)),
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
            return CommandResult(False, [e.message], (e.rule,) if e.rule else (), unreadable=True)

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
        need = self.need("show")
        try:
            self.move_text(words[0])
        except InputError as e:
            if "did you mean" in e.message:
                return CommandResult(False, [f"{e.message} (not now: the table needs {need})"], unreadable=True)
            return CommandResult(False, [f"{words[0]!r} is not a card or a move; the table needs {need}"],
                           unreadable=True)
        return self.wrong_phase("a move")

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

    def quit(self) -> CommandResult:
        return CommandResult(True, ["bye: the record is saved"], quit=True)

    def attempt(self, rec: dict[str, Any], said: str, move: bool = False) -> CommandResult:
        """Adopt `rec` if it replays without a broken rule; otherwise refuse with the ruling."""
        try:
            step = self._try(rec)
        except InputError as e:
            return CommandResult(False, [e.message], (e.rule,) if e.rule else (), unreadable=True)
        err = step.report.error
        if err is not None:
            return self.refuse(said, err.message, err.rule, unreadable=not isinstance(err, RuleViolation))
        self.history.append(self.state)
        before = self.report
        self._adopt(step)
        lines, rules = self.announce(said, move, before)
        self.last = Ruling("\n".join(lines), rules)
        return CommandResult(True, lines, rules, changed=True)

    def turn_ruling(self, said: str, move: bool) -> tuple[list[str], tuple[str, ...]]:
        """The first line of an accepted change: a move as the engine recorded it with its rules (both games'
        turn records give `action_text`), anything else as it was said."""
        d = self.current
        if move and d is not None and d.turns:
            t = d.turns[-1]
            return [f"{t.player}: {t.action_text()} [{', '.join(t.rules)}]"], tuple(t.rules)
        return [said], ()

    def refuse(self, said: str, message: str, rule: str | None, unreadable: bool = False) -> CommandResult:
        """A refused command: the ruling with its rule and quote, kept for `why`; nothing changes."""
        refused: tuple[str, ...] = (rule,) if rule else ()
        self.last = Ruling(f"refused: {said}: {message}", refused)
        head = f"refused: {message}" + (f" [{rule}]" if rule else "")
        return CommandResult(False, [head, *self.quote(refused)], refused, unreadable=unreadable)

    def citation(self, rule: Rule[Any]) -> Citation:
        """The passage quoted for a rule at the table: its first, or the first in the config file's `lang`."""
        lang = self.quote_lang
        if lang is None or lang == "all":
            return rule.citations[0]
        from ..sources.quotes import primary

        return primary(rule, str(lang))

    def quote(self, rules: Sequence[str]) -> list[str]:
        """The first quoted passage of each rule, one line each."""
        out = []
        for r in dict.fromkeys(rules):  # a rule named twice (by the move and by the showdown) is quoted once
            rule = self.RULES.get(r)
            if rule is not None:
                c = self.citation(rule)
                out.append(f"  {r} — {rule.title}: {c.label}: “{c.quote}”")
        return out

    def draft(self) -> dict[str, Any]:
        """A copy of the record for a change to be tried on (the record itself changes only if it is accepted): a
        new list of the deals with a copy of the last one, the only deal a change may alter (or it appends one)."""
        rec = dict(self.record)
        deals = list(rec["deals"])
        if deals:
            deals[-1] = copy.deepcopy(deals[-1])
        rec["deals"] = deals
        return rec

    def move(self, line: str) -> CommandResult:
        """A move for the player whose turn it is (optionally named first: `Ann: d 7s`)."""
        if self.phase != "turn":
            return self.wrong_phase("a move")
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
        return self.attempt(rec, f"{who}: {action}", move=True)

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
            return self.refuse(f"show {who}", f"{who} has shown {' '.join(deal['shown'][who])} already in this deal; "
                               "a hand is shown once (undo takes the shown hand back)", self.SHOWN_TWICE_RULE or None)
        deal["shown"][who] = cards
        return self.attempt(rec, self.show_said(who, cards))

    def wrong_phase(self, what: str) -> CommandResult:
        """A command given at the wrong moment: refused, saying what the table needs."""
        return CommandResult(False, [f"not now: {what}; the table needs {self.need(self.phase)}"])

    def undo(self) -> CommandResult:
        """Take back the last accepted change (a move, a shown hand, a deal's start)."""
        if not self.history:
            return CommandResult(True, ["nothing to undo"])
        before = self.record
        step = self.history.pop()
        if self.plain:
            step = Step(step.record, self._adjudicate(step.record))
        self._adopt(step)
        return CommandResult(True, [f"undone: {_taken_back(before, self.record)}"], changed=True)

    def why(self) -> CommandResult:
        """The last ruling (or refusal) with its quoted rules."""
        if self.last is None:
            return CommandResult(True, ["no ruling yet"])
        said = self.last.text.splitlines()
        return CommandResult(True, [*said, *(q for q in self.quote(self.last.rules) if q not in said)])

    def ask(self, question: str) -> CommandResult:
        """`? QUESTION` or `rules QUESTION`: the answer from the rulebook of the game being played."""
        from ..ask.answer import answer_lines, check_question
        from ..ask.search import ask, game_of

        game = game_of(next(iter(self.RULES.values())).id)
        return CommandResult(True, answer_lines(ask(game, check_question(question))))

    def rules(self, word: str) -> CommandResult:
        """`rules WORD`: up to three rules that mention the word (or the rule with that id), quoted."""
        if not word:
            raise InputError("rules WORD: give a word to look for, e.g. rules recycle")
        if word not in self.RULES and len(word.split()) > 1:
            return self.ask(word)
        found = [self.RULES[word]] if word in self.RULES else self.search(word)
        if not found:
            return CommandResult(True, [f"no rule mentions {word!r}"])
        lines = []
        for r in found[:3]:
            c = self.citation(r)
            lines += [f"{r.id} — {r.title}: {r.statement}", f"  {c.label}: “{c.quote}”"]
        if len(found) > 3:
            lines.append(f"(and {len(found) - 3} more: {self.RULES_COMMAND} --search {word})")
        return CommandResult(True, lines)
