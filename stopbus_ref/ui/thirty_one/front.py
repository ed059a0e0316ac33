"""The 31-point game's command verbs in words: `rank`, `compare`, `hands`, `replay`, `rules`, `odds`, `simulate`
and `table` read their options against the 31-point game, ask it, and answer as text or JSON."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ...core.errors import InputError
from ...core.protocol import Options
from ...core.whatif import WhatIf
from ...thirty_one.game import GAME
from ..front import Front


class ThirtyOneFront(Front):
    """The front of the 31-point game."""

    own_options = ("--score", "--four-card", "--jokers")
    error_extra: ClassVar[dict[str, Any]] = {"game": "thirty-one", "winner": None, "shared_win": None, "deals": []}

    def stream_replay(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                      lang: str, quiet: bool, spool: Any) -> Any | None:
        from .replay_stream import Streamed31

        return Streamed31(source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, spool=spool)

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **given_house: Any) -> int:
        """`stopbus replay`. With `--house`/`--what-if` (only then): `house`, the house rules to play (a
        mapping, the record's own merged with `--house`; or the `KEY=VALUE` items as typed), `house_notes`,
        what to say about the record's own rules winning, and `what_if`, the comparison to answer with."""
        house: Mapping[str, str] | Sequence[str] | None = given_house.get("house")
        house_notes: Sequence[str] = given_house.get("house_notes", ())
        what_if: WhatIf | None = given_house.get("what_if")
        from ...thirty_one.rule_ids import RuleId
        from .commands import replay31_run

        if odds and (record.rules.four_card or record.rules.jokers):  # the odds cover three plain cards
            raise InputError("--odds: the 31-point odds cover hands of three plain cards, not this record's "
                             f"{'four-card' if record.rules.four_card else 'jokers'} variant", token="--odds",
                             rule=RuleId.FOUR_CARD if record.rules.four_card else RuleId.JOKERS)
        given: dict[str, str] = {}
        if isinstance(house, Mapping):
            given = dict(house)
        elif house:
            from ...thirty_one.house31 import parse_house31

            given = parse_house31(list(house))
        return replay31_run(record, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet,
                            odds=odds, house=given, house_notes=tuple(house_notes), what_if=what_if)

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        from ..answering import useless
        from .commands import rules31

        if lang is not None:
            useless("--quotes", "for the 31-point game (its only source, 002, is English)")
        return rules31(rule_id, search, md, verify, json_out)

    def rank_command(self, hand: list[str], json_out: bool, opts: Options,
                     stdin_lines: Callable[[], list[str]]) -> int:
        from ...thirty_one.scoring import score_mode
        from . import commands as t31

        mode = score_mode(opts.score)
        if hand == ["-"]:
            return t31.rank_stream31(stdin_lines(), json_out, mode, opts.four_card, opts.jokers)
        t31.rank_one31(" ".join(hand), json_out, mode, opts.four_card, opts.jokers)
        return 0

    def compare_command(self, hands: list[str], json_out: bool, quiet: bool, opts: Options) -> int:
        from ...thirty_one.scoring import score_mode
        from . import commands as t31

        t31.compare31(hands, json_out, score_mode(opts.score), opts.four_card, opts.jokers, quiet=quiet)
        return 0

    def hands_command(self, classes: bool, json_out: bool, opts: Options) -> int:
        from ...thirty_one.scoring import score_mode
        from ..answering import useless
        from . import commands as t31

        if classes:  # Brag's 741 rank classes: a 31-point hand has a score, not a class
            useless("--classes", "with --game 31 (a 31-point hand has a score, not a rank class; the table lists "
                    "every score)")
        t31.hands31(json_out, score_mode(opts.score), opts.four_card, opts.jokers)
        return 0

    def simulate_command(self, players: int | None, seed: int, max_deals: int, strategy: str | None,
                         names: str | None, summary: bool, games: int, json_out: bool, table_view: bool,
                         opts: Options, *, workers: int | None = None) -> int:
        from ..answering import useless
        from . import commands as t31

        if opts.tokens is not None:
            useless("--tokens", "in the 31-point game (it counts lives: --lives)")
        return t31.simulate31(players, seed, 3 if opts.lives is None else opts.lives, max_deals, strategy, names,
                              summary, games, json_out, list(opts.variants), opts.score, opts.blitz_31, table_view,
                              workers, house=tuple(opts.house))

    def odds_command(self, hand: str | None, players: int | None, seen: str | None, model: str,
                     strategy: str | None, samples: int | None, seed: int | None, table: bool, json_out: bool,
                     opts: Options) -> int:
        from ...thirty_one.scoring import score_mode
        from . import odds as odds_cmd

        return odds_cmd.run(hand, players, seen, model, strategy, samples, seed, table, json_out,
                            score_mode(opts.score), opts.four_card, opts.jokers)

    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> Any:
        """A new 31-point game: `--lives`, `--variant`, `--score`, `--blitz-31`."""
        from ...thirty_one.engine import BLITZ_31, VARIANTS
        from ...thirty_one.rule_ids import RuleId
        from ...thirty_one.scoring import score_mode
        from ...thirty_one.session import Session31

        if opts.tokens is not None:
            raise InputError("--tokens does nothing in the 31-point game: it counts lives (--lives N)",
                             token="--tokens", rule=RuleId.LIVES)
        lives = 3 if opts.lives is None else opts.lives
        if not 1 <= lives <= 1000:
            raise InputError(f"--lives {lives:,}: must be 1 to 1,000", token=str(lives), rule=RuleId.LIVES)
        chosen: list[str] = []
        for v in (v.strip().lower() for item in opts.variants for v in item.split(",")):
            if v and v not in VARIANTS:
                raise InputError(f"--variant {v!r}: choose from {', '.join(VARIANTS)}", token=v, rule=RuleId.GAME)
            if v and v not in chosen:
                chosen.append(v)
        options: dict[str, str] = {}
        if opts.score is not None:
            options["score"] = str(score_mode(opts.score))
        if opts.blitz_31 is not None:
            if opts.blitz_31 not in BLITZ_31:
                raise InputError(f"--blitz-31 {opts.blitz_31!r}: choose lives-back or knockout",
                                 token=opts.blitz_31, rule=RuleId.BLITZ)
            if "blitz" not in chosen:
                raise InputError("--blitz-31 does nothing without --variant blitz", token="--blitz-31",
                                 rule=RuleId.BLITZ)
            options["blitz-31"] = opts.blitz_31
        house: dict[str, str] = {}
        if getattr(opts, "house", ()):
            from ...thirty_one.house31 import check_options_vs_house, parse_house31

            house = parse_house31(opts.house)
            check_options_vs_house(house, options.get("score"), options.get("blitz-31"))
            options = {k: v for k, v in options.items() if k not in house}  # one key, one home: `house:`
        if len(players) < 2:
            raise InputError("stopbus table --game 31 NAME NAME ... --dealer NAME: give the players in seating "
                             "order (at least two)", rule=RuleId.PLAYERS)
        if dealer is None:
            raise InputError("--dealer NAME: say who deals first", rule=RuleId.DEAL)
        return Session31.new(players, dealer, lives, [v for v in VARIANTS if v in chosen], options, house)

    def resume_table(self, data: bytes) -> Any:
        from ...thirty_one.session import Session31

        return Session31.resume(data)

    def foreign_option(self, used: list[str]) -> InputError:
        """The refusal of this game's own options given to another game."""
        from ...thirty_one.rule_ids import RuleId

        return InputError(f"{', '.join(used)} {'applies' if len(used) == 1 else 'apply'} to the 31-point game "
                          "only: add --game thirty-one", token=used[0], rule=RuleId.GAME)



FRONT = ThirtyOneFront(GAME)
"""The 31-point game's front."""
