"""The stop-threshold rows `stopbus odds --table` shows by default, shipped precomputed.

They depend on no user input (nothing seen, table sizes 2 to 9, TABLE_SAMPLES seeded deals per probed
hand, seed 1), so computing them on every run only makes the user wait: `stop_tables.json` holds each
row's hand and its chance (a reduced fraction when exact, hits out of deals when sampled), which gives
back the same `Threshold` values the live computation does. Rebuild with
`python tools/build_data.py stop-tables` after changing the ranking, the sampler or the thresholds;
tests/test_stop_tables.py compares the file with the live computation.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..core.cards import DECK, Card
from ..kit.odds import Estimate, shipped_estimate, shipped_rows_of

THRESHOLDS = (Fraction(1, 2), Fraction(1, 4), Fraction(1, 10), Fraction(1, 20))

@dataclass(frozen=True)
class Threshold:
    """The weakest hand whose chance of being worst is at most `limit`, with that chance."""

    players: int
    limit: Fraction
    hand: tuple[Card, Card, Card] | None
    worst: Estimate | None


_DATA = os.path.join(os.path.dirname(__file__), "stop_tables.json")
SIZES = range(2, 10)
"""The table sizes shipped: those `odds --table` shows."""

_CACHE: dict[int, Any] = {}


def shipped_rows(players: int) -> list[Threshold] | None:
    """The shipped thresholds for one table size, or None when that size is not shipped."""

    def row(limit: Fraction, stored: Any) -> Threshold:
        hand, chance = stored
        if hand is None:
            return Threshold(players, limit, None, None)
        return Threshold(players, limit, (DECK[hand[0]], DECK[hand[1]], DECK[hand[2]]), shipped_estimate(chance))

    return shipped_rows_of(_DATA, _CACHE, players, THRESHOLDS, row)
