"""The Brag draw-and-discard game (seeds 000, 003, 004) as one `Game` object, the registry's `brag`.

Light on purpose: the registry imports this module to name the game, and each method imports the
game's modules it needs only when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..core.errors import InputError
from ..core.protocol import GameBase, Options

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from enum import StrEnum

    from ..ask.hands import HandsRuling
    from ..records.loader import Map


class Brag(GameBase):
    """The default game: three-card Brag hands, tokens, stop the bus."""

    name = "brag"
    aliases = ()
    title = "the Brag game"
    has_table = True
    seeds = "000, 003, 004"
    other_game_rules = frozenset({"other-games"})
    ask_elsewhere = 'stopbus ask --game thirty-one "{q}"'
    rules_hint = "`stopbus rules` lists every rule (--game thirty-one: the 31-point game's)."
    quote_seeds: ClassVar[dict[str, str]] = {"nl": "003", "fr": "004"}

    def rule_hands(self, question: str, lang: str) -> HandsRuling | None:
        from .asked import rule_hands

        return rule_hands(question, lang)

    def rule_ids(self) -> type[StrEnum]:
        from .rule_ids import RuleId

        return RuleId

    def rulebook(self) -> Sequence[Any]:
        from .rulebook import RULES

        return RULES

    def rule(self, rule_id: str) -> Any | None:
        from .rulebook import BY_ID

        return BY_ID.get(rule_id)

    def house_catalogue(self) -> Sequence[Any]:
        from .rulebook import HOUSE

        return HOUSE

    def read_record(self, doc: Map) -> Any:
        from .record import read_brag

        return read_brag(doc)

    def schema(self) -> dict[str, Any]:
        from .schema import brag_schema

        return brag_schema()

    def schema_defs(self) -> dict[str, Any]:
        from .schema import BRAG_ACTION, BRAG_DEAL

        return {"brag-action": BRAG_ACTION, "brag-deal": BRAG_DEAL}

    def stream_replay(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                      lang: str, quiet: bool, spool: Any) -> Any | None:
        from ..ui.brag.replay import Streamed

        return Streamed(source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, spool=spool)

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **house: Any) -> int:
        from ..ui.brag import replay as replay_cmd

        return replay_cmd.run(record, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet,
                              odds=odds, **house)

    def adjudicate(self, record: Any, house: Any) -> Any:
        from .what_if import adjudicate

        return adjudicate(record, house)

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        from ..ui.brag import rules as rules_cmd

        return rules_cmd.run(rule_id, search, md, verify, json_out, lang)

    def rank_command(self, hand: list[str], json_out: bool, opts: Options,
                     stdin_lines: Callable[[], list[str]]) -> int:
        from ..ui.brag import hands as commands

        order = _ranking_order(opts, "rank")
        if hand == ["-"]:
            return commands.rank_stream(stdin_lines(), json_out, order)
        commands.rank_one(" ".join(hand), json_out, order)
        return 0

    def compare_command(self, hands: list[str], json_out: bool, quiet: bool, opts: Options) -> int:
        from ..ui.brag import hands as commands

        commands.compare(hands, json_out, quiet=quiet, order=_ranking_order(opts, "compare"))
        return 0

    def hands_command(self, classes: bool, json_out: bool, opts: Options) -> int:
        from ..ui.brag import hands as commands

        commands.hands_table(classes, json_out, _ranking_order(opts, "hands"))
        return 0

    def simulate_command(self, players: int | None, seed: int, max_deals: int, strategy: str | None,
                         names: str | None, summary: bool, games: int, json_out: bool, table_view: bool,
                         opts: Options, *, workers: int | None = None) -> int:
        from ..ui.answering import useless
        from ..ui.brag import simulate as simulate_cmd

        if opts.lives is not None:
            useless("--lives", "in the Brag game (it counts tokens: --tokens)")
        return simulate_cmd.run(4 if players is None else players, seed, 3 if opts.tokens is None else opts.tokens,
                                max_deals, strategy or "pair", names, summary, games, json_out, table_view, workers,
                                _house(opts) or None)

    def odds_command(self, hand: str | None, players: int | None, seen: str | None, model: str,
                     strategy: str | None, samples: int | None, seed: int | None, table: bool, json_out: bool,
                     opts: Options) -> int:
        from ..ui.brag import odds as odds_cmd

        return odds_cmd.run(hand, players, seen, model, strategy, samples, seed, table, json_out,
                            _ranking_order(opts, "odds") if opts.house else None)

    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> Any:
        """A new Brag game: `--tokens` only."""
        from .rule_ids import RuleId
        from .session import Session as BragSession

        for flag in opts.given():
            if flag not in ("--tokens", "--house"):
                why = ("the Brag game counts tokens (--tokens)" if flag == "--lives"
                       else "it applies to the 31-point game only")
                raise InputError(f"{flag} does nothing here: {why}; add --game 31 for the 31-point game", token=flag)
        tokens = 3 if opts.tokens is None else opts.tokens
        if not 0 <= tokens <= 99:
            raise InputError(f"--tokens {tokens:,}: must be 0 to 99", token=str(tokens))
        if len(players) < 2:
            raise InputError("stopbus table NAME NAME ... --dealer NAME: give the players in seating order "
                             "(at least two)", rule=RuleId.PLAYERS)
        if dealer is None:
            raise InputError("--dealer NAME: say who deals first", rule=RuleId.DEAL)
        house = _house(Options(house=tuple(getattr(opts, "house", ()) or ())))
        if house.get("floating") == "false" and tokens == 0:
            raise InputError("--tokens 0 with --house floating=false: nobody plays at zero tokens under that "
                             "house rule", token="0", rule=RuleId.TOKENS)
        return BragSession.new(players, dealer, tokens, house)

    def resume_table(self, data: bytes) -> Any:
        from .session import Session as BragSession

        return BragSession.resume(data)


def _ranking_order(opts: Options, command: str) -> Any:
    """The order of the ranking tables that `--house` asks for (`rank`, `compare`, `hands`, `odds`)."""
    from .ranking import SEEDS_ORDER

    if not opts.house:
        return SEEDS_ORDER
    from .house_catalogue import parse, ranking_only
    from .house_rules import order_of

    return order_of(ranking_only(parse(opts.house), f"stopbus {command}"))


def _house(opts: Options) -> dict[str, str]:
    """`--house` read against the Brag catalogue (replay-like commands: every house rule)."""
    if not opts.house:
        return {}
    from .house_catalogue import parse

    return parse(opts.house)


GAME = Brag()
"""The Brag game's `Game` object."""
