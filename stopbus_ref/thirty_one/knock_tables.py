"""The knock-threshold rows `stopbus odds --game 31 --table` shows by default, shipped precomputed.

They depend on no user input (nothing seen, the score 002 names, table sizes 2 to 9, TABLE_SAMPLES
seeded deals per sampled score, seed 1), so `knock_tables.json` holds each row's score, hand and chance
(a reduced fraction when exact, hits out of deals when sampled), which gives back the same
`Threshold31` values the live computation does (`odds.knock_table`). Rebuild with
`python tools/build_data.py knock-tables` after changing the scoring, the sampler or the
thresholds; tests/test_knock_tables31.py compares the file with the live computation.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..kit.odds import Estimate, shipped_estimate, shipped_rows_of

THRESHOLDS = (Fraction(1, 2), Fraction(1, 4), Fraction(1, 10), Fraction(1, 20))
"""The limits of a row: the chance of the lowest score at most a half, a quarter, a tenth, a twentieth."""
SIZES = range(2, 10)
"""The table sizes shipped: those `odds --game 31 --table` shows."""


@dataclass(frozen=True)
class Threshold31:
    """The lowest score whose riskiest hand is the (joint) lowest at most `limit` of the time, every higher
    score within the limit too; `hand` is that riskiest hand and `lowest` its chance."""

    players: int
    limit: Fraction
    score: int | None
    hand: tuple[int, int, int] | None
    lowest: Estimate | None


_DATA = os.path.join(os.path.dirname(__file__), "knock_tables.json")
_CACHE: dict[int, Any] = {}


def shipped_rows(players: int) -> list[Threshold31] | None:
    """The shipped thresholds for one table size, or None when that size is not shipped."""

    def row(limit: Fraction, stored: Any) -> Threshold31:
        score, hand, chance = stored
        if hand is None:
            return Threshold31(players, limit, None, None, None)
        return Threshold31(players, limit, score, (hand[0], hand[1], hand[2]), shipped_estimate(chance))

    return shipped_rows_of(_DATA, _CACHE, players, THRESHOLDS, row)
