"""What a game provides: the one `Game` object each game package exports (as `GAME` in its `game` module).

Everything a front-end (the command line, the web page) and the shared layers know of a game goes through
this interface and the registry (`core.registry`): its rule ids and rulebook, its house rules, its record
reader and schema, and what its rules say (a record adjudicated under other house rules for what-if, the
hands a question writes out). Its verbs take domain inputs and return domain results; none prints or knows
how the answer is shown: text, JSON and HTML are the front-ends' (`ui.front.Front` is a game's command
verbs in words). Each method imports the game's modules on first use, so that naming a game costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol

if TYPE_CHECKING:
    from .house import House, HouseRule
    from .nodes import Map
    from .rules import Rule
    from .whatif import Adjudication


class Options(NamedTuple):
    """The game options of the command line, as given (None or empty when not given); each game's front
    checks them and refuses the ones that mean nothing to it."""

    score: str | None = None
    four_card: bool = False
    jokers: bool = False
    tokens: int | None = None
    lives: int | None = None
    variants: tuple[str, ...] = ()
    blitz_31: str | None = None
    house: tuple[str, ...] = ()
    """`--house KEY=VALUE` items as typed; the game reads them against its catalogue (`house.parse_assignments`)."""


class HandsRuling(NamedTuple):
    """What a game rules on the hands a question writes out: the rules that settle them, the deciding one first,
    and the verdict in a sentence ("Q-9-4 beats Q-9-3 as flushes on the lowest card, 4 over 3"; empty when the
    verdict would rest on cards the question does not give, such as suits it leaves out). `sure`: the hands were
    written out, so the ruling answers even a question whose words alone would not reach an answer; a ruling
    read from named kinds of hand only ranks its rule first."""

    rules: tuple[str, ...]
    verdict: str = ""
    sure: bool = True
    asked: Mapping[str, Any] | None = None
    """The structured question the ruling answers (its kind, the items compared, the direction asked, whether
    yes/no, the house rules it states), as `ask --json` shows it; None for a ruling on hands alone."""
    yes: bool | None = None
    """The answer to a yes/no question (None: not one, or the question's claim cannot be judged)."""


class Game(Protocol):
    """A game as the shared layers and the front-ends see it."""

    @property
    def name(self) -> str:
        """The canonical name, as in a record's `game:` key and `--game`."""
        ...

    @property
    def aliases(self) -> tuple[str, ...]:
        """Other spellings of `--game` and `game:` (lower case)."""
        ...

    @property
    def title(self) -> str:
        """The game's name in messages ("the 31-point game")."""
        ...

    @property
    def seeds(self) -> str:
        """The seed texts its rulebook quotes, for `rules --verify` ("000, 003, 004")."""
        ...

    @property
    def has_table(self) -> bool:
        """Whether a table session (`stopbus table`) referees this game."""
        ...

    @property
    def other_game_rules(self) -> frozenset[str]:
        """The rule ids that answer a question about another game (an `ask` answer then says where to ask)."""
        ...

    @property
    def ask_elsewhere(self) -> str:
        """How to ask the other game's rulebook the same question: a command with `{q}` for the question."""
        ...

    @property
    def rules_hint(self) -> str:
        """The last line of an `ask` that no rule answers."""
        ...

    @property
    def quote_seeds(self) -> Mapping[str, str]:
        """By question language (nl, fr): the seeds an `ask` answer quotes, as its language line names them."""
        ...

    @property
    def rule_prefix(self) -> str:
        """What a rule id may be written without (`rules --search knock` names `31-knock` first)."""
        ...


    def rule_ids(self) -> type[StrEnum]:
        """The game's rule-id enum."""
        ...

    def rulebook(self) -> Sequence[Rule[Any]]:
        """The game's rules, in rulebook order."""
        ...

    def rule(self, rule_id: str) -> Rule[Any] | None:
        """The rule with this id, or None."""
        ...

    def house_catalogue(self) -> Sequence[HouseRule]:
        """The game's house rules (`house:KEY`), each with the seeds' reading as its default."""
        ...

    def read_record(self, doc: Map) -> Any:
        """The record model of a loaded node tree whose `game:` names this game (InputError with a line)."""
        ...

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of this game's records (one branch of `stopbus schema`)."""
        ...

    def schema_defs(self) -> dict[str, Any]:
        """Definitions this game adds to the schema's `$defs` (shapes its record schema refers to)."""
        ...

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        """`record` replayed under `house` (its values replace the record's own for those keys), deal by deal,
        stopping at the first deal that cannot be played as written: what `replay --what-if` compares."""
        ...

    def rule_hands(self, question: str, lang: str, house: Mapping[str, str] | None = None) -> HandsRuling | None:
        """What the game's own rules say of the hands a question writes out (or of the seating it names), or
        None; under the table's `house` rules (`ask --house`) where they bear on it."""
        ...

    def simulate(self, players: Sequence[str], seed: int, max_deals: int) -> dict[str, Any]:
        """A whole game played by the game's own bots from `seed` (its default strategy, table and house rules),
        as a record in plain data (`records.model.dump_record` writes it): what `adjudicate` and the engine's
        invariants are checked on."""
        ...

    def ask_data(self, name: str) -> str | None:
        """The path of the game's data file `name` for `ask`, None when the game has none: `questions-LANG.jsonl`
        (the questions each rule answers, one a line) and `words-LANG.json` (its players' words) per language.
        With the rulebook, all that `ask` reads of a game to build its index."""
        ...


class GameBase:
    """The defaults of `Game`: a game subclasses it and overrides what it has (a verb it lacks is refused)."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    title: str = ""
    seeds: str = ""
    has_table: bool = False
    other_game_rules: ClassVar[frozenset[str]] = frozenset()
    ask_elsewhere: str = ""
    rules_hint: str = "`stopbus rules` lists every rule."
    quote_seeds: ClassVar[dict[str, str]] = {}
    rule_prefix: str = ""

    def rule_ids(self) -> type[StrEnum]:
        raise NotImplementedError

    def rulebook(self) -> Sequence[Rule[Any]]:
        raise NotImplementedError

    def rule(self, rule_id: str) -> Rule[Any] | None:
        return next((r for r in self.rulebook() if r.id == rule_id), None)

    def house_catalogue(self) -> Sequence[HouseRule]:
        return ()

    def read_record(self, doc: Map) -> Any:
        raise NotImplementedError

    def schema(self) -> dict[str, Any]:
        raise NotImplementedError

    def schema_defs(self) -> dict[str, Any]:
        return {}

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        from .errors import InputError

        raise InputError(f"stopbus replay --what-if is not built for {self.title} yet", token="--what-if")

    def rule_hands(self, question: str, lang: str, house: Mapping[str, str] | None = None) -> HandsRuling | None:
        return None

    def simulate(self, players: Sequence[str], seed: int, max_deals: int) -> dict[str, Any]:
        from .errors import InputError

        raise InputError(f"stopbus simulate is not built for {self.title} yet", token="simulate")

    def ask_data(self, name: str) -> str | None:
        return None
