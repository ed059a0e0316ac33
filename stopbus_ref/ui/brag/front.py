"""The Brag game's command verbs in words: `rank`, `compare`, `hands`, `replay`, `rules`, `odds`, `simulate` and
`table` read their options against the Brag game, ask it, and answer as text or JSON."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...brag.game import GAME
from ...core.errors import InputError
from ...core.protocol import Options
from ..front import Front


class BragFront(Front):
    """The front of the Brag game."""

    def stream_replay(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                      lang: str, quiet: bool, spool: Any) -> Any | None:
        from .replay import Streamed

        return Streamed(source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, spool=spool)

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **house: Any) -> int:
        from . import replay as replay_cmd

        return replay_cmd.run(record, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet,
                              odds=odds, **house)

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        from . import rules as rules_cmd

        return rules_cmd.run(rule_id, search, md, verify, json_out, lang)

    def rank_command(self, hand: list[str], json_out: bool, opts: Options,
                     stdin_lines: Callable[[], list[str]]) -> int:
        from . import hands as commands

        order = _ranking_order(opts, "rank")
        if hand == ["-"]:
            return commands.rank_stream(stdin_lines(), json_out, order)
        commands.rank_one(" ".join(hand), json_out, order)
        return 0

    def compare_command(self, hands: list[str], json_out: bool, quiet: bool, opts: Options) -> int:
        from . import hands as commands

        commands.compare(hands, json_out, quiet=quiet, order=_ranking_order(opts, "compare"))
        return 0

    def hands_command(self, classes: bool, json_out: bool, opts: Options) -> int:
        from . import hands as commands

        commands.hands_table(classes, json_out, _ranking_order(opts, "hands"))
        return 0

    def simulate_command(self, players: int | None, seed: int, max_deals: int, strategy: str | None,
                         names: str | None, summary: bool, games: int, json_out: bool, table_view: bool,
                         opts: Options, *, workers: int | None = None) -> int:
        from ..answering import useless
        from . import simulate as simulate_cmd

        if opts.lives is not None:
            useless("--lives", "in the Brag game (it counts tokens: --tokens)")
        return simulate_cmd.run(4 if players is None else players, seed, 3 if opts.tokens is None else opts.tokens,
                                max_deals, strategy or "pair", names, summary, games, json_out, table_view, workers,
                                _house(opts) or None)

    def odds_command(self, hand: str | None, players: int | None, seen: str | None, model: str,
                     strategy: str | None, samples: int | None, seed: int | None, table: bool, json_out: bool,
                     opts: Options) -> int:
        from . import odds as odds_cmd

        return odds_cmd.run(hand, players, seen, model, strategy, samples, seed, table, json_out,
                            _ranking_order(opts, "odds") if opts.house else None)

    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> Any:
        """A new Brag game: `--tokens` only."""
        from ...brag.rule_ids import RuleId
        from ...brag.session import Session as BragSession

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
        from ...brag.session import Session as BragSession

        return BragSession.resume(data)

def _ranking_order(opts: Options, command: str) -> Any:
    """The order of the ranking tables that `--house` asks for (`rank`, `compare`, `hands`, `odds`)."""
    from ...brag.ranking import SEEDS_ORDER

    if not opts.house:
        return SEEDS_ORDER
    from ...brag.house_catalogue import parse, ranking_only
    from ...brag.house_rules import order_of

    return order_of(ranking_only(parse(opts.house), f"stopbus {command}"))


def _house(opts: Options) -> dict[str, str]:
    """`--house` read against the Brag catalogue (replay-like commands: every house rule)."""
    if not opts.house:
        return {}
    from ...brag.house_catalogue import parse

    return parse(opts.house)



FRONT = BragFront(GAME)
"""The Brag game's front."""
