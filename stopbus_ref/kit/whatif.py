"""`replay --what-if` and `--house`, game-free: the record's own house rules merged with the command line's, and
one record adjudicated under two sets of house rules compared deal by deal (`compare`), up to where the
alternative cannot be played as written."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.errors import InputError
from ..core.house import House, merge, parse_assignments
from ..core.registry import other_catalogues
from ..core.whatif import Adjudication, Change, WhatIf

if TYPE_CHECKING:
    from ..core.protocol import Game


def compare(house: House, was: Adjudication, now: Adjudication) -> WhatIf:
    """Deal by deal, every field that differs under the alternative `now`, until it stops being comparable.

    `was` is the record under its own rules (complete: the record itself is valid); `now` stops at the first
    deal that cannot be played as written. The winner is compared only when every deal compares.
    """
    changes: list[Change] = []
    for a, b in zip(was.deals, now.deals, strict=False):
        for name, old in a.fields.items():
            new = b.fields.get(name)
            if new != old:
                changes.append(Change(a.deal, name, old, new, b.rules.get(name, ()), b.why.get(name, "")))
    if now.stopped is not None:
        if now.winner is not None and now.winner != was.winner and now.stopped.deal > 1:
            # the alternative ended the game before the record does: its winner is a change too
            changes.append(Change(now.stopped.deal - 1, "winner", was.winner, now.winner, now.winner_rules))
        return WhatIf(dict(house), tuple(changes), now.stopped.deal - 1, now.stopped)
    if was.deals and was.winner != now.winner:
        changes.append(Change(was.deals[-1].deal, "winner", was.winner, now.winner, now.winner_rules))
    return WhatIf(dict(house), tuple(changes), None, None)




@dataclass(frozen=True)
class Plan:
    """What `replay --house/--what-if` asks of a game: the house rules to play (the record's own with the
    command line's for keys it does not set), what to say about the overridden ones, and the comparison."""

    house: Mapping[str, str]
    notes: tuple[str, ...]
    what_if: WhatIf | None
    record: Any


def with_house(record: Any, house: Mapping[str, str]) -> Any:
    """`record` with its `house` replaced (a NamedTuple's `_replace`, or a dataclass's `replace`)."""
    if dict(getattr(record, "house", {}) or {}) == dict(house):
        return record
    if hasattr(record, "_replace"):
        return record._replace(house=dict(house))
    import dataclasses

    return dataclasses.replace(record, house=dict(house))


def plan(game: Game, record: Any, house_items: Sequence[str], what_if_items: Sequence[str]) -> Plan:
    """Read `--house` and `--what-if` against `game`'s catalogue, merge with the record's own `house:` (which
    wins, and the notes say so) and, for `--what-if`, adjudicate the record under both and compare."""
    catalogue = game.house_catalogue()
    if not catalogue:
        raise InputError(f"{game.title} has no house rules yet: --house and --what-if do not apply",
                         token="--what-if" if what_if_items else "--house")
    others = other_catalogues(game.name)
    given = parse_assignments(house_items, catalogue, game.title, others, None)
    own = dict(getattr(record, "house", {}) or {})
    merged, overridden = merge(own, given)
    notes = tuple(f"the record's own house rule {k}={own[k]} is its table's agreement and wins over --house "
                  f"{k}={given[k]}" for k in overridden)
    record = with_house(record, merged)
    what_if = None
    if what_if_items:
        alt = parse_assignments(what_if_items, catalogue, game.title, others, None, "--what-if")
        was = game.adjudicate(record, {})
        now = game.adjudicate(record, alt)
        what_if = compare(alt, was, now)
    return Plan(merged, notes, what_if, record)
