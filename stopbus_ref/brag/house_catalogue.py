"""The Brag game's house-rule catalogue as the readers use it: the entries, the other games' (to name the
game a stray key belongs to), and the typed id a refusal of a value names."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.house import HouseRule
from ..core.registry import other_catalogues
from .rule_ids import RuleId


def catalogue() -> Sequence[HouseRule]:
    """The Brag catalogue (rulebook.HOUSE)."""
    from .rulebook import HOUSE

    return HOUSE


def others() -> list[tuple[str, Sequence[HouseRule]]]:
    """Every other registered game's catalogue, with its title."""
    return other_catalogues("brag")


def rule_of(key: str) -> RuleId | None:
    """The typed id `house:KEY` of a catalogue key (None for a key not in it)."""
    try:
        return RuleId(f"house:{key}")
    except ValueError:
        return None


def parse(items: Sequence[str], option: str = "--house") -> dict[str, str]:
    """`--house KEY=VALUE` (or `--what-if`) items against the Brag catalogue (an InputError naming the bad item)."""
    from ..core.house import parse_assignments

    return parse_assignments(items, catalogue(), "the Brag game", others(), None, option, rule_of=rule_of)


def ranking_only(house: dict[str, str], command: str) -> dict[str, str]:
    """The house rules of `rank`, `compare`, `hands` and `odds`: only the ranking rules matter there."""
    from ..core.errors import InputError

    for key in house:
        if key not in ("run-vs-flush", "top-prial", "top-run"):
            raise InputError(f"house rule {key}: `{command}` ranks hands, so it takes only the ranking house "
                             "rules (run-vs-flush, top-prial, top-run)", token=key, rule=rule_of(key))
    return house
