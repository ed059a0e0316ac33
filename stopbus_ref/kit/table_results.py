"""What a table command answers, as data: the change it made to the record (`DealStart`, `Move`, `Shown`), its
result (`Accepted`, `Refused`, `Undone`, ... : `CommandResult`) and where the game stands (`TableState`).

The session (`kit/session.py`, which also exports these names) returns them; the front-ends say them in words
(`ui/table.py`, each game's `ui/*/table.py`, the web page). Each game extends `TableState` with its own table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.errors import InputError, RuleViolation, StopbusError
from ..core.rules import Rule

if TYPE_CHECKING:
    from ..ask.search import Asked


# -- a change to the record, as the table said it -------------------------------------------------
@dataclass(frozen=True)
class DealStart:
    """The start of a deal: its number (from 1), its dealer, and the cards the table saw turned up (Brag's
    upcard, the 31-point game's pool), in the record's notation."""

    number: int
    dealer: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Move:
    """A move: who made it and what, in the record's words (`draw, discard 7s`, `swap for Kd, turn 4c`)."""

    player: str
    action: str


@dataclass(frozen=True)
class Shown:
    """A hand shown: whose and its cards, in the record's notation. `again`: a second hand of a player who has
    shown one in this deal already (refused: one deck, a hand is shown once)."""

    player: str
    cards: tuple[str, ...]
    again: bool = False


Change = DealStart | Move | Shown
"""A change the table asks of the record."""


# -- what a command did ---------------------------------------------------------------------------
# Each result says of itself whether the command was accepted (`ok`), whether the record changed
# (`changed`), the rule ids behind it (`rules`), whether a refusal was a line that could not be read
# rather than a broken rule (`unreadable`: exit 2 in a script, else 1) and whether the session ends
# (`quit`).

class _Answered:
    """A command answered without a change or a refusal."""

    ok: ClassVar[bool] = True
    changed: ClassVar[bool] = False
    unreadable: ClassVar[bool] = False
    quit: ClassVar[bool] = False
    rules: ClassVar[tuple[str, ...]] = ()


@dataclass(frozen=True)
class Blank(_Answered):
    """An empty line."""


@dataclass(frozen=True)
class Accepted:
    """A change accepted and recorded, with its ruling: the engine's deal result after it (the game's deal
    result type: the showdown, tokens or lives, eliminations and the next dealer once the deal is ruled), the
    engine's turn record for a move, whether the change ended the deal's play (the showdown now needs the
    hands), the winner once there is one, and every rule the ruling applied."""

    change: Change
    deal: Any
    turn: Any | None
    ended: bool
    winner: str | None
    players: tuple[str, ...]
    """The players in seating order (the order a ruling lists them in)."""
    hand_size: int
    """The cards in a hand (what a shown hand names)."""
    rules: tuple[str, ...]

    ok: ClassVar[bool] = True
    changed: ClassVar[bool] = True
    unreadable: ClassVar[bool] = False
    quit: ClassVar[bool] = False


@dataclass(frozen=True)
class Refused:
    """A change refused: the record, with it, does not replay (`error`: the broken rule, a RuleViolation, or
    another problem, an InputError). Nothing changed."""

    change: Change
    error: StopbusError

    ok: ClassVar[bool] = False
    changed: ClassVar[bool] = False
    quit: ClassVar[bool] = False

    @property
    def rules(self) -> tuple[str, ...]:
        return (self.error.rule,) if self.error.rule else ()

    @property
    def unreadable(self) -> bool:
        return not isinstance(self.error, RuleViolation)


@dataclass(frozen=True)
class Unreadable:
    """A line that could not be read (a card, a name, a move that is no move). Nothing changed."""

    error: InputError

    ok: ClassVar[bool] = False
    changed: ClassVar[bool] = False
    unreadable: ClassVar[bool] = True
    quit: ClassVar[bool] = False

    @property
    def rules(self) -> tuple[str, ...]:
        return (self.error.rule,) if self.error.rule else ()


@dataclass(frozen=True)
class NotNow:
    """A command given at the wrong moment: `what` was tried (`move`, `show`, `start`: the deal's start) while
    the table needs what `state` says (its phase). Nothing changed."""

    what: str
    state: TableState

    ok: ClassVar[bool] = False
    changed: ClassVar[bool] = False
    unreadable: ClassVar[bool] = False
    quit: ClassVar[bool] = False
    rules: ClassVar[tuple[str, ...]] = ()


@dataclass(frozen=True)
class NotAHand:
    """At the showdown, one word that is neither a card nor a move (`error`: the move reader's near miss, a
    did-you-mean, or None). Nothing changed."""

    word: str
    error: InputError | None
    state: TableState

    ok: ClassVar[bool] = False
    changed: ClassVar[bool] = False
    unreadable: ClassVar[bool] = True
    quit: ClassVar[bool] = False
    rules: ClassVar[tuple[str, ...]] = ()


@dataclass(frozen=True)
class Undone:
    """The last accepted change taken back: which (None: a change the session cannot name)."""

    change: Change | None

    ok: ClassVar[bool] = True
    changed: ClassVar[bool] = True
    unreadable: ClassVar[bool] = False
    quit: ClassVar[bool] = False
    rules: ClassVar[tuple[str, ...]] = ()


@dataclass(frozen=True)
class NothingToUndo(_Answered):
    """`undo` with nothing accepted to take back (no refusal)."""


@dataclass(frozen=True)
class Why(_Answered):
    """`why`: the last ruling, an accepted change's or a refusal's (None before the first)."""

    ruling: Ruling | None


@dataclass(frozen=True)
class Status(_Answered):
    """`status`: where the game stands."""

    state: TableState


@dataclass(frozen=True)
class RulesFound(_Answered):
    """`rules WORD`: the rules that mention the word (or the rule with that id), best first."""

    word: str
    found: tuple[Rule[Any], ...]


@dataclass(frozen=True)
class Answered(_Answered):
    """`? QUESTION` (or `rules` with several words): the answer from the game's rulebook, as `stopbus ask` finds
    it."""

    asked: Asked


@dataclass(frozen=True)
class Help(_Answered):
    """`help`."""


@dataclass(frozen=True)
class Quit(_Answered):
    """`quit`: the session ends (the record is saved after every change)."""

    quit: ClassVar[bool] = True


CommandResult = (Blank | Accepted | Refused | Unreadable | NotNow | NotAHand | Undone | NothingToUndo | Why | Status
                 | RulesFound | Answered | Help | Quit)
"""What one command did."""
Ruling = Accepted | Refused
"""A ruling `why` tells again: the last change accepted or refused."""


# -- where the game stands --------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class TableState:
    """Where a game at the table stands, the same for every game; each game's session extends it with its own
    table (`brag.session.BragState`, `thirty_one.session.State31`). Values are data: phases, moves and keys
    are the session's words (they never change with the language), cards in the record's notation."""

    game: str
    """The game's registry name (`brag`, `thirty-one`)."""
    players: tuple[str, ...]
    """Everyone who sat down, in seating order (eliminated players too)."""
    start: str
    """The command that starts a deal (`upcard`, `pool`); also the phase's name while a deal is to start."""
    phase: str
    """`start`'s word while a deal is to start, `turn`, `show` (the showdown needs hands) or `over`."""
    deal: int
    """The deal in play (or the last one, once over), or the number of the deal to start."""
    dealer: str
    """Its dealer (the dealer of the deal to start while one is to start)."""
    whose_turn: str | None
    """The player to move (phase `turn`), else None."""
    may: tuple[str, ...]
    """What that player may do, in the game's move words (empty outside phase `turn`)."""
    final: bool
    """True when the turn is a final one (after a stop or a knock)."""
    awaiting: tuple[str, ...]
    """The players whose shown hand the showdown still needs (phase `show`)."""
    table_view: bool
    """True when the deal in play is seen from the table (its hands unknown); `known` and `unknown` say what
    the table knows of each hand."""
    known: Mapping[str, tuple[str, ...]]
    """Each player's known cards in the deal in play (empty outside a deal seen from the table)."""
    unknown: Mapping[str, int]
    """How many of each player's cards are unknown (the same players as `known`)."""
    hand_size: int
    """The cards in a hand (what a shown hand names)."""
    stock: int | None
    """The cards left in the stock of the deal in play (None outside a deal in play)."""
    recycles: int
    """How many times the deal in play recycled its stock so far."""
    ended_by: str | None
    """How the deal in play ended while the showdown waits for the hands (`stop`, `stock-exhausted`, the
    31-point game's `knock`, `blitz`, `instant-31`), else None."""
    house: Mapping[str, str]
    """The table's house rules as written in the record (`true`/`false` for the yes/no rules)."""
    eliminated: tuple[str, ...]
    """The players out of the game, in seating order."""
    last: Ruling | None
    """The last ruling (what `why` tells)."""
    winner: str | None
    """The winner once the game is over (None for a shared win: see the 31-point game's `shared_win`)."""
