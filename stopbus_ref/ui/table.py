"""`stopbus table` in words: what a table session's results and state say, as lines and as JSON.

The session (`kit.session.TableSession` and each game's) returns data: a `CommandResult` for every
command and a `TableState` for where the game stands. This module says them: `TableWords` turns a
result into the lines the terminal prints (every word of the table: rulings, refusals, undo, why,
help, the status screen) and both into JSON (`result_json`, `state_json`: docs/json.md's table
shapes, which a web front-end serves as they are). Each game's words extend it (`ui/brag/table.py`,
`ui/thirty_one/table.py`); what a renderer shows depends on the front-end, not on the game: suit
symbols in the status screen (a terminal that prints them) and the language of the quoted passages.

`Table` is the session as the command line drives it: a line in, what to print out (`Said`), with
`status --json` answered here (a front-end's form of `status`, not a game command).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.card_words import table_line
from ..core.errors import InputError
from ..core.i18n import _
from ..kit.session import (
    Accepted,
    Answered,
    Blank,
    Change,
    CommandResult,
    DealStart,
    Help,
    Move,
    NotAHand,
    NothingToUndo,
    NotNow,
    Quit,
    Refused,
    RulesFound,
    Ruling,
    Shown,
    Status,
    TableSession,
    TableState,
    Undone,
    Unreadable,
    Why,
)
from ..records.fields import lower_ascii

if TYPE_CHECKING:
    from ..core.rules import Citation, Rule


@dataclass(frozen=True)
class GameOptions:
    """The options that set up a new game: Brag's tokens, or the 31-point game's lives, variants and options."""

    tokens: int | None = None
    lives: int | None = None
    variants: list[str] = field(default_factory=list)
    score: str | None = None
    blitz_31: str | None = None
    house: list[str] = field(default_factory=list)
    """`--house KEY=VALUE` items as typed (the game reads them against its catalogue)."""

    def given(self) -> list[str]:
        """The flags given, for messages."""
        return [f for f, on in (("--tokens", self.tokens is not None), ("--lives", self.lives is not None),
                                ("--variant", bool(self.variants)), ("--score", self.score is not None),
                                ("--blitz-31", self.blitz_31 is not None), ("--house", bool(self.house))) if on]


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
class Said:
    """What the front-end prints for one command: accepted or not, its lines, and what the command line needs to
    know of it (rules, whether the record changed, a line that could not be read, the end of the session).
    `raw`: the lines are JSON, printed as they are (not wrapped, no control character rewritten)."""

    ok: bool
    lines: list[str]
    rules: tuple[str, ...] = ()
    changed: bool = False
    unreadable: bool = False
    quit: bool = False
    raw: bool = False


class TableWords:
    """A table session's results and state in words (English), for one game; `symbols`: suit symbols in the status
    screen; `quote_lang`: the language of the passages quoted under a ruling (None: each rule's first)."""

    HELP: ClassVar[tuple[str, ...]] = ()
    """The lines `help` prints."""
    RULES_COMMAND: ClassVar[str] = "stopbus rules"
    """The command that searches the whole rulebook, named when `rules WORD` finds more than three."""

    def __init__(self, rules: Mapping[str, Rule[Any]], *, symbols: bool = False, quote_lang: str | None = None
                 ) -> None:
        self.rules = rules
        self.symbols = symbols
        self.quote_lang = quote_lang

    # -- a result ----------------------------------------------------------------------------------
    def said(self, out: CommandResult) -> Said:
        """A command's result as the front-end prints it."""
        return Said(out.ok, self.lines(out), out.rules, out.changed, out.unreadable, out.quit)

    def lines(self, out: CommandResult) -> list[str]:
        """The lines a command's result prints."""
        match out:
            case Accepted():
                return self.accepted_lines(out)
            case Refused():
                rule = out.error.rule
                return [_("refused: {problem}").format(problem=out.error.message) + (f" [{rule}]" if rule else ""),
                        *self.quote(out.rules)]
            case Unreadable():
                return [out.error.message]
            case NotNow():
                what = _("a move") if out.what == "move" else out.state.start if out.what == "start" else out.what
                return [_("not now: {what}; the table needs {need}").format(
                    what=what, need=self.need(out.state, out.state.phase))]
            case NotAHand():
                need = self.need(out.state, "show")
                if out.error is not None:
                    return [_("{problem} (not now: the table needs {need})").format(problem=out.error.message,
                                                                                   need=need)]
                return [_("{word} is not a card or a move; the table needs {need}").format(word=repr(out.word),
                                                                                          need=need)]
            case Undone():
                return [_("undone: {what}").format(what=self.taken_back(out.change))]
            case NothingToUndo():
                return [_("nothing to undo")]
            case Why():
                if out.ruling is None:
                    return [_("no ruling yet")]
                said = self.ruling_lines(out.ruling)
                return [*said, *(q for q in self.quote(out.ruling.rules) if q not in said)]
            case Status():
                return self.status_lines(out.state, self.symbols) + self.known_lines(out.state)
            case RulesFound():
                return self.found_lines(out)
            case Answered():
                from ..ask.answer import answer_lines

                return answer_lines(out.asked)
            case Help():
                return [_(line) for line in self.HELP]
            case Quit():
                return [_("bye: the record is saved")]
            case Blank():
                return []
        raise AssertionError(out)  # pragma: no cover  (every result is matched above)

    def said_change(self, change: Change) -> str:
        """A change as said at the table (the first words of its ruling)."""
        match change:
            case Move():
                return f"{change.player}: {change.action}"
            case DealStart():
                return self.start_said(change)
            case Shown():
                if change.again:
                    return f"show {change.player}"
                return _("{player} shows {cards}").format(player=change.player, cards=" ".join(change.cards))
        raise AssertionError(change)  # pragma: no cover

    def start_said(self, start: DealStart) -> str:
        """A deal's start as said at the table."""
        return _("deal {number}: {cards}").format(number=start.number, cards=" ".join(start.cards))

    def taken_back(self, change: Change | None) -> str:
        """What an undo took back: the last deal's start, a turn (`Ann: knock`) or a shown hand."""
        match change:
            case DealStart():
                return _("the start of deal {number}").format(number=change.number)
            case Move():
                return f"{change.player}: {change.action}"
            case Shown():
                return _("{player}'s shown hand").format(player=change.player)
        return _("the last change")

    def ruling_lines(self, ruling: Ruling) -> list[str]:
        """A ruling as `why` tells it (without its quotes)."""
        if isinstance(ruling, Refused):
            said = self.said_change(ruling.change)
            return [_("refused: {problem}").format(problem=f"{said}: {ruling.error.message}")]
        return self.accepted_lines(ruling)

    def accepted_lines(self, out: Accepted) -> list[str]:
        """The ruling of an accepted change: a move as the engine recorded it with its rules (both games' turn
        records give `action_text`), anything else as it was said; a game adds the end of the deal's play and the
        showdown."""
        t = out.turn
        if t is not None:
            return [f"{t.player}: {self.action_words(t)} [{', '.join(t.rules)}]"]
        return [self.said_change(out.change)]

    def action_words(self, turn: Any) -> str:
        """A turn's action as the ruling says it: `action_text` (the record's words) in English; a game says it
        in the language of the moment."""
        return str(turn.action_text())

    def need(self, state: TableState, phase: str) -> str:
        """What the table needs in `phase`, for a command given at the wrong moment."""
        if phase == "turn":
            return _("a move by {player}").format(player=state.whose_turn or "?")
        if phase == "show":
            return _("the shown hands: show {player} C C C").format(
                player=state.awaiting[0] if state.awaiting else _("NAME"))
        if phase == "over":
            return _("nothing more: the game is over")
        return _("the next deal first: {start} ...").format(start=state.start)

    # -- the rulebook ----------------------------------------------------------------------------------
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
            rule = self.rules.get(r)
            if rule is not None:
                c = self.citation(rule)
                out.append(f"  {r} — {_(rule.title)}: {c.label}: “{c.quote}”")
        return out

    def found_lines(self, out: RulesFound) -> list[str]:
        """`rules WORD`: up to three rules that mention the word, quoted, and how to see the others."""
        if not out.found:
            return [_("no rule mentions {word}").format(word=repr(out.word))]
        lines = []
        for r in out.found[:3]:
            c = self.citation(r)
            lines += [f"{r.id} — {_(r.title)}: {_(r.statement)}", f"  {c.label}: “{c.quote}”"]
        if len(out.found) > 3:
            lines.append(_("(and {n} more: {command})").format(n=len(out.found) - 3,
                                                               command=f"{self.RULES_COMMAND} --search {out.word}"))
        return lines

    # -- the state -------------------------------------------------------------------------------------
    def status_lines(self, state: TableState, symbols: bool = False) -> list[str]:
        """The compact screen: the game, whose turn, the table (a game with words of its own says more: its
        tokens or lives, its discard top or pool)."""
        out = wrap(_("Players:"), [_("{player} out").format(player=p) if p in state.eliminated else p
                                   for p in state.players])
        if state.phase == "over":
            return [*out, _("Game over: {player} wins").format(player=state.winner)]
        if state.phase == state.start:
            return [*out, _("Deal {number}: {dealer} deals. Type: {start} ...").format(
                number=state.deal, dealer=state.dealer, start=state.start)]
        out.append(_("Deal {number} · dealer {dealer} · stock {n}").format(number=state.deal, dealer=state.dealer,
                                                                          n=state.stock))
        if state.phase == "show":
            return [*out, _("Showdown: {players} to show: show NAME {cards}").format(
                players=", ".join(state.awaiting), cards=" ".join("C" * state.hand_size))]
        head = (_("{player}'s final turn:") if state.final else _("{player}'s turn:")).format(player=state.whose_turn)
        return out + wrap(head, list(state.may))

    def known_lines(self, state: TableState) -> list[str]:
        """For `status`: each player's known cards in the deal in play."""
        return ["  " + _("{player}: {cards} known, {n} unknown").format(
            player=p, cards=" ".join(k) if k else "-", n=state.unknown.get(p, 0)) for p, k in state.known.items()]

    # -- JSON ------------------------------------------------------------------------------------------
    def state_json(self, state: TableState) -> dict[str, Any]:
        """The state as docs/json.md's `status --json` object: the keys every game shares, then the game's."""
        return {"game": state.game, "players": list(state.players), "dealer": state.dealer, "deal": state.deal,
                "phase": state.phase, "start": state.start, "whose_turn": state.whose_turn, "may": list(state.may),
                "final_turn": state.final, "awaiting": list(state.awaiting), "ended_by": state.ended_by,
                **self.table_json(state), "table_view": state.table_view,
                "known": {p: list(k) for p, k in state.known.items()}, "unknown": dict(state.unknown),
                "hand_size": state.hand_size, "stock": state.stock, "recycles": state.recycles,
                "eliminated": list(state.eliminated), "house": dict(state.house),
                "last": None if state.last is None else {"message": "\n".join(self.ruling_lines(state.last)),
                                                         "rules": [str(r) for r in state.last.rules]},
                "winner": state.winner}

    def table_json(self, state: TableState) -> dict[str, Any]:
        """The game's own keys of the state's JSON."""
        return {}

    def deal_json(self, deal: Any) -> dict[str, Any]:
        """A deal result as `replay --json` writes it."""
        raise NotImplementedError

    def turn_json(self, turn: Any) -> dict[str, Any]:
        """A turn record as `replay --json` writes it."""
        raise NotImplementedError

    def result_json(self, out: CommandResult) -> dict[str, Any]:
        """A command's result as docs/json.md's table result object (what a move produced, for a web API)."""
        change: Change | None = None
        error = ruling = last = state = found = answer = None
        match out:
            case Accepted():
                change = out.change
                ruling = {"turn": None if out.turn is None else self.turn_json(out.turn),
                          "deal": self.deal_json(out.deal), "ended": out.ended, "winner": out.winner}
            case Refused():
                change, error = out.change, out.error.to_json()
            case Unreadable():
                error = out.error.to_json()
            case NotAHand():
                error = None if out.error is None else out.error.to_json()
                state = self.state_json(out.state)
            case NotNow():
                state = self.state_json(out.state)
            case Undone():
                change = out.change
            case Why():
                last = None if out.ruling is None else self.result_json(out.ruling)
            case Status():
                state = self.state_json(out.state)
            case RulesFound():
                found = [str(r.id) for r in out.found]
            case Answered():
                from ..ask.answer import to_json

                answer = to_json(out.asked)
        return {"result": KINDS[type(out)], "ok": out.ok, "changed": out.changed, "unreadable": out.unreadable,
                "rules": [str(r) for r in out.rules], "message": "\n".join(self.lines(out)),
                "change": None if change is None else change_json(change), "error": error, "ruling": ruling,
                "last": last, "state": state, "found": found, "answer": answer}


KINDS: dict[type, str] = {Accepted: "accepted", Refused: "refused", Unreadable: "unreadable", NotNow: "not-now",
                          NotAHand: "not-a-hand", Undone: "undone", NothingToUndo: "nothing-to-undo", Why: "why",
                          Status: "status", RulesFound: "rules", Answered: "answer", Help: "help", Quit: "quit",
                          Blank: "blank"}
"""The `result` of a command's JSON, by the session's result type."""


def change_json(change: Change) -> dict[str, Any]:
    """A change as JSON: `kind` (`start`, `move`, `show`) and its parts, null where the kind has none."""
    out: dict[str, Any] = {"kind": "", "deal": None, "dealer": None, "player": None, "action": None, "cards": [],
                           "again": False}
    match change:
        case DealStart():
            out.update(kind="start", deal=change.number, dealer=change.dealer, cards=list(change.cards))
        case Move():
            out.update(kind="move", player=change.player, action=change.action)
        case Shown():
            out.update(kind="show", player=change.player, cards=list(change.cards), again=change.again)
    return out


@dataclass
class Table:
    """A session as the command line drives it: a line in, what to print out. `words` says the results; `screen`
    (the status shown before each prompt at a terminal) may print suit symbols where `status` does not."""

    session: TableSession[Any]
    words: TableWords

    def command(self, line: str) -> Said:
        """One line as typed at the table: `status --json` answered here, any other line by the session (its
        command and card words in the language of the moment read as the English ones, `core.card_words`)."""
        if [lower_ascii(w) for w in line.split()] == ["status", "--json"]:
            from .output import to_json

            return Said(True, [to_json(self.words.state_json(self.session.state()))], raw=True)
        try:
            line = table_line(line, self.session.players)
        except InputError as e:
            return self.words.said(Unreadable(e))
        return self.words.said(self.session.command(line))

    def screen(self, symbols: bool = False) -> list[str]:
        """The status screen."""
        return self.words.status_lines(self.session.state(), symbols)
