"""The seed texts the rulebook cites: locating them (wheel or checkout) and checking quotes.

This is an edge module (it reads files); the rulebook itself is pure data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..core.protocol import Game

_PKG_SEEDS = Path(__file__).resolve().parent.parent / "seeds"
_REPO_SEEDS = Path(__file__).resolve().parent.parent.parent / "seeds"


def seeds_dir() -> Path:
    """The seeds folder: inside the installed package (wheel), else the checkout's top-level seeds/."""
    for d in (_PKG_SEEDS, _REPO_SEEDS):
        if (d / "000_296c96df14c95333.txt").is_file():
            return d
    raise FileNotFoundError("the seed texts are missing: reinstall stopbus-ref")


def normalise(text: str) -> str:
    """Collapse runs of whitespace, so quotes match across line breaks."""
    return re.sub(r"\s+", " ", text).strip()


@cache
def seed_text(name: str) -> str:
    """The whitespace-normalised text of one seed file."""
    return normalise((seeds_dir() / name).read_text(encoding="utf-8"))


class _Cited(Protocol):
    """What a quote check needs of a citation."""

    @property
    def source(self) -> str: ...
    @property
    def quote(self) -> str: ...


class Cited(Protocol):
    """What a quote check needs of a rule, in any game's rulebook."""

    @property
    def id(self) -> str: ...
    @property
    def citations(self) -> Iterable[_Cited]: ...


def check_rule(rule: Cited) -> list[str]:
    """Problems with one rule's citations: quotes not found verbatim in their seed."""
    return [f"{rule.id}: quote not found in {c.source}: {c.quote[:60]!r}"
            for c in rule.citations if normalise(c.quote) not in seed_text(c.source)]


def quote_problems(game: Game) -> list[str]:
    """`rules --verify` for one game: its rulebook's quotes, and the passages its house rules depart from (a house
    rule the rulebook does not hold as an entry is checked too), not found verbatim in their seed."""
    book = list(game.rulebook())
    problems = [p for r in book for p in check_rule(r)]
    ids = {str(r.id) for r in book}
    for h in game.house_catalogue():
        if h.id not in ids:
            problems += [f"{h.id}: quote not found in {c.source}: {c.quote[:60]!r}"
                         for c in h.departs_from if normalise(c.quote) not in seed_text(c.source)]
    return problems


def check_all(game: str | None = None) -> list[str]:
    """Problems across the rulebooks (empty when every quote is verbatim): the game named `game`, or every
    game of the registry."""
    from ..core import registry as games

    chosen = games.all_games() if game is None else [games.get(game)]
    return [p for g in chosen for p in quote_problems(g)]
