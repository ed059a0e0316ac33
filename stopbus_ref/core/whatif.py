"""What `replay --what-if` compares and answers with, as data: what each deal decided under one set of house
rules (`DealFacts`, `Adjudication`), where a record stops being playable as written (`Stop`), and the changes
between two adjudications (`Change`, `WhatIf`). The comparison itself is `kit.whatif`; its words are `ui.whatif`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class DealFacts:
    """What one deal decided, field by field, named as the game's JSON names them (`loser` or `losers`,
    `tokens_after` or `lives_after`, `floating`, `eliminated`, `next_dealer`), with the rules behind each."""

    deal: int
    fields: Mapping[str, Any]
    rules: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    why: Mapping[str, str] = field(default_factory=dict)
    """Field -> a short reason a reader needs when it changes ("A-2-3 is the lowest run under this house rule")."""


@dataclass(frozen=True)
class Stop:
    """Where a record stops being playable as written under other rules, and why (with the rule)."""

    deal: int
    rule: str
    message: str


@dataclass(frozen=True)
class Adjudication:
    """One record adjudicated under one set of house rules, deal by deal, up to where it can be played."""

    deals: tuple[DealFacts, ...]
    winner: str | None
    winner_rules: tuple[str, ...] = ()
    stopped: Stop | None = None


@dataclass(frozen=True)
class Change:
    """One difference: after `deal`, `field` was `was` and is `now`."""

    deal: int
    field: str
    was: Any
    now: Any
    rules: tuple[str, ...]
    why: str = ""

    def json(self) -> dict[str, Any]:
        """The contract's change object."""
        return {"deal": self.deal, "field": self.field, "was": self.was, "now": self.now, "rules": list(self.rules)}


@dataclass(frozen=True)
class WhatIf:
    """The comparison `replay --what-if` answers with."""

    house: Mapping[str, str]
    changes: tuple[Change, ...]
    comparable_until: int | None
    stopped: Stop | None

    def json(self) -> dict[str, Any]:
        """The contract's `what_if` object."""
        stop = None if self.stopped is None else {"deal": self.stopped.deal, "rule": self.stopped.rule,
                                                  "message": self.stopped.message}
        return {"house": dict(self.house), "changes": [c.json() for c in self.changes],
                "comparable_until": self.comparable_until, "stopped": stop}
