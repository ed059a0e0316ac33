"""A game's command verbs in words: what `stopbus rank`, `compare`, `hands`, `replay`, `rules`, `odds`,
`simulate` and `table` answer for one game, as text or JSON.

The game itself (`core.protocol.Game`) rules and returns data; its front reads the command line's options
for it, asks the game, and renders the answer. `ui.fronts.front_of(game)` gives the front of any registered game: the
built-in games have their own (`ui.brag.front`, `ui.thirty_one.front`); a game built on the kit gets the kit's
front (`ui.kit`). A verb a game does not have is refused with one clear message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.errors import InputError

if TYPE_CHECKING:
    from ..core.protocol import Game, Options
    from ..kit.session import TableSession
    from .spool import Spool


class Front:
    """The command verbs of one game, each refused unless the game's front has it."""

    error_extra: ClassVar[dict[str, Any]] = {"winner": None, "deals": []}
    """The keys a `replay --json` error answer carries beside `exit_code` and `error`."""
    own_options: tuple[str, ...] = ()
    """The game options of `rank`, `compare`, `hands` and `odds` that belong to this game (`Options` fields as
    flags: --score, --four-card, --jokers); another game refuses them with `foreign_option`."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def _missing(self, verb: str) -> InputError:
        return InputError(f"stopbus {verb} is not built for {self.game.title} yet", token=verb)

    def foreign_option(self, used: list[str]) -> InputError:
        """The refusal of this game's own options given to another game."""
        return InputError(f"{', '.join(used)}: for {self.game.title} only (add --game {self.game.name})",
                          token=used[0])

    def stream_replay(self, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                      lang: str, quiet: bool, spool: Spool) -> Any | None:
        """`stopbus replay` deal by deal: an object with `head(doc)`, `deal(number, value, line)`,
        `finish(doc, count)` and `emit()` (ui/brag/replay.py's `Streamed`), or None: the record is read whole."""
        return None

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **house: Any) -> int:
        """`stopbus replay` of a record read by the game's `read_record`: print the answer, raise its problem.

        With `--house`/`--what-if` (and only then) also the keywords `house` (the house rules to play, merged),
        `house_notes` (what to say about the record's own rules winning) and `what_if` (a `WhatIf`)."""
        raise self._missing("replay")

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        """`stopbus rules` for this game."""
        raise self._missing("rules")

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

    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> TableSession[Any]:
        """`stopbus table`: a new table session, the table's options read for this game."""
        raise self._missing("table")

    def resume_table(self, data: bytes) -> TableSession[Any]:
        """`stopbus table --resume`: the table session continued from a record of this game."""
        raise self._missing("table")
