"""The 31-point Stop the Bus (seed 002) as one `Game` object, the registry's `thirty-one` (alias `31`).

Light on purpose: the registry imports this module to name the game, and each method imports the
game's modules it needs only when called. Its command verbs in words are `ui/thirty_one/front.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..core.i18n import N_
from ..kit.game import BookGame

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from ..core.house import House
    from ..core.nodes import Map
    from ..core.protocol import HandsRuling
    from ..core.whatif import Adjudication
    from ..kit.game import Book


class ThirtyOne(BookGame):
    """The second game: 31 points in one suit, lives, knocking."""

    name = "thirty-one"
    aliases = ("31",)
    title = N_("the 31-point game")
    has_table = True
    seeds = "002"
    other_game_rules = frozenset({"31-game"})
    ask_elsewhere = 'stopbus ask "{q}"'
    quote_seeds: ClassVar[dict[str, str]] = {"nl": "002, the only text of this game",
                                             "fr": "002, the only text of this game"}
    rule_prefix = "31-"

    def rule_hands(self, question: str, lang: str, house: Mapping[str, str] | None = None) -> HandsRuling | None:
        from .asked import rule_hands

        return rule_hands(question, lang, house)

    def book(self) -> Book:
        from ..kit.game import Book
        from .rule_ids import RuleId
        from .rulebook import BY_ID, HOUSE, RULES

        return Book(RuleId, RULES, BY_ID, HOUSE)

    def read_record(self, doc: Map) -> Any:
        from .record import read_record31

        return read_record31(doc)

    def schema(self) -> dict[str, Any]:
        from .schema import thirty_one_schema

        return thirty_one_schema()

    def schema_defs(self) -> dict[str, Any]:
        from .schema import ACTION31, CARD31

        return {"card31": CARD31, "action31": ACTION31}

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        from .house31 import adjudicate31

        return adjudicate31(record, house)

    def simulate(self, players: Sequence[str], seed: int, max_deals: int) -> dict[str, Any]:
        from .simulate import play_game31, to_record31

        return to_record31(play_game31(players, seed, max_deals=max_deals))

    def ask_data(self, name: str) -> str | None:
        from pathlib import Path

        path = Path(__file__).with_name("data") / name
        return str(path) if path.is_file() else None


GAME = ThirtyOne()
"""The 31-point game's `Game` object."""
