"""A game's `Game` object from its rulebook, configured per game: the verbs every game answers alike from its
rule ids, its rules and its house-rule catalogue, read when first asked (the registry imports a game's module
to name the game, not its rulebook)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.protocol import GameBase

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from enum import StrEnum

    from ..core.house import HouseRule
    from ..core.rules import Rule


class Book(NamedTuple):
    """What a game's rulebook module holds: the rule ids, the rules in order, the rules by id, the house rules."""

    rule_ids: type[StrEnum]
    rules: Sequence[Rule[Any]]
    by_id: Mapping[str, Rule[Any]]
    house: Sequence[HouseRule]


class BookGame(GameBase):
    """A game whose rulebook verbs read its `Book` (`book`, imported when first called)."""

    def book(self) -> Book:
        """The game's rulebook (its modules imported here, on the first call)."""
        raise NotImplementedError

    def rule_ids(self) -> type[StrEnum]:
        return self.book().rule_ids

    def rulebook(self) -> Sequence[Rule[Any]]:
        return self.book().rules

    def rule(self, rule_id: str) -> Rule[Any] | None:
        return self.book().by_id.get(rule_id)

    def house_catalogue(self) -> Sequence[HouseRule]:
        return self.book().house
