"""The Brag draw-and-discard game (seeds 000, 003, 004) as one `Game` object, the registry's `brag`.

Light on purpose: the registry imports this module to name the game, and each method imports the
game's modules it needs only when called. Its command verbs in words are `ui/brag/front.py`.
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


class Brag(BookGame):
    """The default game: three-card Brag hands, tokens, stop the bus."""

    name = "brag"
    aliases = ()
    title = N_("the Brag game")
    has_table = True
    seeds = "000, 003, 004"
    other_game_rules = frozenset({"other-games"})
    ask_elsewhere = 'stopbus ask --game thirty-one "{q}"'
    rules_hint = "`stopbus rules` lists every rule (--game thirty-one: the 31-point game's)."
    quote_seeds: ClassVar[dict[str, str]] = {"nl": "003", "fr": "004"}

    def rule_hands(self, question: str, lang: str, house: Mapping[str, str] | None = None) -> HandsRuling | None:
        from .asked import rule_hands

        return rule_hands(question, lang, house)

    def book(self) -> Book:
        from ..kit.game import Book
        from .rule_ids import RuleId
        from .rulebook import BY_ID, HOUSE, RULES

        return Book(RuleId, RULES, BY_ID, HOUSE)

    def read_record(self, doc: Map) -> Any:
        from .record import read_brag

        return read_brag(doc)

    def schema(self) -> dict[str, Any]:
        from .schema import brag_schema

        return brag_schema()

    def schema_defs(self) -> dict[str, Any]:
        from .schema import BRAG_ACTION, BRAG_DEAL

        return {"brag-action": BRAG_ACTION, "brag-deal": BRAG_DEAL}

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        from .what_if import adjudicate

        return adjudicate(record, house)

    def simulate(self, players: Sequence[str], seed: int, max_deals: int) -> dict[str, Any]:
        from .simulate import play_game, to_record

        return to_record(play_game(players, seed, max_deals=max_deals))

    def ask_data(self, name: str) -> str | None:
        from pathlib import Path

        path = Path(__file__).with_name("data") / name
        return str(path) if path.is_file() else None


GAME = Brag()
"""The Brag game's `Game` object."""
