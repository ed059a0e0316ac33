"""What a game provides: the one `Game` object each game package exports (as `GAME` in its `game` module).

The shared layer and the command line know a game only through this interface and the registry
(`games.py`); everything about the game itself (its rule ids, rulebook, record reader and model,
schema, replay, JSON writer, text renderer, table session, simulator, odds and its command-line
options) is reached through these methods, each importing its modules on first use so that naming a
game costs nothing. A verb a game does not have is refused by `GameBase` with one clear message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from .errors import InputError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from enum import StrEnum

    from ..ask.hands import HandsRuling
    from ..records.loader import Map
    from .house import Adjudication, House, HouseRule


class Options(NamedTuple):
    """The game options of the command line, as given (None or empty when not given); each game
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


class GameBase:
    """The `Game` interface with every optional verb refused: a game overrides what it has.

    Required of every game: `name`, `aliases`, `title`, `rule_ids`, `rulebook`, `rule`, `read_record`,
    `schema` and `replay_command` (what `rules`, `replay` and `schema` need).
    """

    name: str = ""
    """The canonical name, as in a record's `game:` key and `--game`."""
    aliases: tuple[str, ...] = ()
    """Other spellings of `--game` and `game:` (lower case)."""
    title: str = ""
    """The game's name in messages ("the 31-point game")."""
    seeds: str = ""
    """The seed texts its rulebook quotes, for `rules --verify` ("000, 003, 004")."""
    error_extra: ClassVar[dict[str, Any]] = {"winner": None, "deals": []}
    """The keys a `replay --json` error answer carries beside `exit_code` and `error`."""

    # ---- what `stopbus ask` says in this game's words (ask_answer.py names no game) ----
    other_game_rules: ClassVar[frozenset[str]] = frozenset()
    """The rule ids that answer a question about another game (its answer then says where to ask)."""
    ask_elsewhere: str = ""
    """How to ask the other game's rulebook the same question: a command with `{q}` for the question."""
    rules_hint: str = "`stopbus rules` lists every rule."
    """The last line of an `ask` that no rule answers."""
    quote_seeds: ClassVar[dict[str, str]] = {}
    """By question language (nl, fr): the seeds an `ask` answer quotes, as its language line names them
    (`seeds` when the language has none here)."""
    rule_prefix: str = ""
    """What a rule id may be written without (`rules --search knock` names `31-knock` first)."""

    def rule_hands(self, question: str, lang: str) -> HandsRuling | None:
        """What the game's own rules say of the hands a question writes out (`asked_hands.read_hands`), so that
        `stopbus ask` answers with the rule the adjudicator would apply and its verdict; None (the default) when
        the question writes out nothing this game rules on."""
        return None

    def rule_ids(self) -> type[StrEnum]:
        """The game's rule-id enum."""
        raise NotImplementedError

    def rulebook(self) -> Sequence[Any]:
        """The game's rules, in rulebook order."""
        raise NotImplementedError

    def rule(self, rule_id: str) -> Any | None:
        """The rule with this id, or None."""
        raise NotImplementedError

    def read_record(self, doc: Map) -> Any:
        """The record model of a loaded node tree whose `game:` names this game (InputError with a line)."""
        raise NotImplementedError

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of this game's records (one branch of `stopbus schema`)."""
        raise NotImplementedError

    def schema_defs(self) -> dict[str, Any]:
        """Definitions this game adds to the schema's `$defs` (shapes its record schema refers to)."""
        return {}

    def quote_problems(self) -> list[str]:
        """`rules --verify`: the rulebook's quotes not found verbatim in their seed."""
        from ..sources.seeds import normalise, seed_text

        book = list(self.rulebook())
        problems = [p for r in book for p in _check(r.id, r.citations, normalise, seed_text)]
        ids = {str(r.id) for r in book}
        for h in self.house_catalogue():  # a house rule the rulebook does not hold as an entry is checked too
            if h.id not in ids:
                problems += _check(h.id, h.departs_from, normalise, seed_text)
        return problems

    def stream_replay(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                      lang: str, quiet: bool, spool: Any) -> Any | None:
        """`stopbus replay` deal by deal: an object with `head(doc)`, `deal(number, value, line)`,
        `finish(doc, count)` and `emit()` (brag/replay_cmd.py's `Streamed`), or None: the record is read whole."""
        return None

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool) -> int:
        """`stopbus replay` of a record read by `read_record`: print the answer, raise its problem.

        A game with house rules also takes, with `--house`/`--what-if` (and only then), the keywords `house` (the
        house rules to play, merged), `house_notes` (what to say about the record's own rules winning) and
        `what_if` (a `house.WhatIf`)."""
        raise NotImplementedError

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        """`stopbus rules` for this game."""
        raise NotImplementedError

    # ---- optional verbs: refused unless the game has them ----

    def _missing(self, verb: str) -> InputError:
        return InputError(f"stopbus {verb} is not built for {self.title} yet", token=verb)

    def rank_command(self, hand: list[str], json_out: bool, opts: Options,
                     stdin_lines: Callable[[], list[str]]) -> int:
        """`stopbus rank`."""
        raise self._missing("rank")

    def compare_command(self, hands: list[str], json_out: bool, quiet: bool, opts: Options) -> int:
        """`stopbus compare` (hands already read from stdin when `-` was given)."""
        raise self._missing("compare")

    def hands_command(self, classes: bool, json_out: bool, opts: Options) -> int:
        """`stopbus hands`."""
        raise self._missing("hands")

    def simulate_command(self, players: int | None, seed: int, max_deals: int, strategy: str | None,
                         names: str | None, summary: bool, games: int, json_out: bool, table_view: bool,
                         opts: Options, *, workers: int | None = None) -> int:
        """`stopbus simulate`."""
        raise self._missing("simulate")

    def odds_command(self, hand: str | None, players: int | None, seen: str | None, model: str,
                     strategy: str | None, samples: int | None, seed: int | None, table: bool, json_out: bool,
                     opts: Options) -> int:
        """`stopbus odds`."""
        raise self._missing("odds")

    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> Any:
        """`stopbus table`: a new table session (`tablesession.TableSession`)."""
        raise self._missing("table")

    def resume_table(self, data: bytes) -> Any:
        """`stopbus table --resume`: the table session continued from a record of this game."""
        raise self._missing("table")

    def house_catalogue(self) -> Sequence[HouseRule]:
        """The game's house rules (`house:KEY`), each with the seeds' reading as its default; none by default."""
        return ()

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        """`record` replayed under `house` (its values replace the record's own for those keys), deal by deal,
        stopping at the first deal that cannot be played as written: what `replay --what-if` compares."""
        raise self._missing("replay --what-if")

    has_table: bool = False
    """Whether `stopbus table` referees this game."""
    own_options: tuple[str, ...] = ()
    """The game options of `rank`, `compare`, `hands` and `odds` that belong to this game (`Options`
    fields as flags: --score, --four-card, --jokers); another game refuses them with `foreign_option`."""

    def foreign_option(self, used: list[str]) -> InputError:
        """The refusal of this game's own options given to another game."""
        return InputError(f"{', '.join(used)}: for {self.title} only (add --game {self.name})", token=used[0])


Game = GameBase
"""The interface type (every game's object is a GameBase)."""


def _check(rule_id: object, citations: Sequence[Any], normalise: Callable[[str], str],
           seed_text: Callable[[str], str]) -> list[str]:
    """The problems of one rule's citations (`sources.check_rule`'s words): quotes not verbatim in their seed."""
    return [f"{rule_id}: quote not found in {c.source}: {c.quote[:60]!r}"
            for c in citations if normalise(c.quote) not in seed_text(c.source)]
