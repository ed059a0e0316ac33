"""The stop-threshold rows `stopbus odds --table` shows by default, shipped precomputed.

They depend on no user input (nothing seen, table sizes 2 to 9, TABLE_SAMPLES seeded deals per probed
hand, seed 1), so computing them on every run only makes the user wait: `stop_tables.json` holds each
row's hand and its chance (a reduced fraction when exact, hits out of deals when sampled), which gives
back the same `Threshold` values the live computation does. Rebuild with
`python -m stopbus_ref.brag.stop_tables` after changing the ranking, the sampler or the thresholds;
tests/test_stop_tables.py compares the file with the live computation.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..cards import DECK
from ..odds_common import Estimate

if TYPE_CHECKING:
    from .odds import Threshold

_DATA = os.path.join(os.path.dirname(__file__), "stop_tables.json")
SIZES = range(2, 10)
"""The table sizes shipped: those `odds --table` shows."""

_CACHE: dict[int, Any] = {}


def _entries() -> dict[int, Any]:
    """The file's rows by table size, read once (empty if the file is missing: the caller computes)."""
    if not _CACHE:
        try:
            with open(_DATA, encoding="utf-8") as f:
                data = json.load(f)
        except OSError:
            return _CACHE
        _CACHE.update({int(k): v for k, v in data["tables"].items()})
    return _CACHE


def shipped_rows(players: int) -> list[Threshold] | None:
    """The shipped thresholds for one table size, or None when that size is not shipped."""
    from .odds import THRESHOLDS, Threshold

    rows = _entries().get(players)
    if rows is None or len(rows) != len(THRESHOLDS):
        return None
    out: list[Threshold] = []
    for limit, (hand, chance) in zip(THRESHOLDS, rows, strict=True):
        if hand is None:
            out.append(Threshold(players, limit, None, None))
            continue
        est = Estimate.of(Fraction(chance)) if isinstance(chance, str) else Estimate.sampled(chance[0], chance[1])
        out.append(Threshold(players, limit, (DECK[hand[0]], DECK[hand[1]], DECK[hand[2]]), est))
    return out


def encode(rows: list[Threshold], samples: int) -> list[list[Any]]:
    """One table size's thresholds as the file stores them: [hand or null, "n/d" or [hits, deals]]."""
    out: list[list[Any]] = []
    for t in rows:
        if t.hand is None or t.worst is None:
            out.append([None, None])
        elif t.worst.fraction is not None:
            out.append([[int(c) for c in t.hand], f"{t.worst.fraction.numerator}/{t.worst.fraction.denominator}"])
        else:
            out.append([[int(c) for c in t.hand], [round(t.worst.value * samples), samples]])
    return out


def build() -> dict[str, Any]:
    """Compute every shipped row live (the sampled sizes dominate the cost)."""
    from .odds import TABLE_SAMPLES, stop_table

    tables = {}
    for players in SIZES:
        rows = stop_table(players, TABLE_SAMPLES, 1, shipped=False)
        tables[str(players)] = encode(rows, TABLE_SAMPLES)
    return {"samples": TABLE_SAMPLES, "seed": 1, "tables": tables}


if __name__ == "__main__":
    built = build()
    lines = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in built["tables"].items())
    with open(_DATA, "w", encoding="utf-8") as out:
        out.write(f'{{"samples": {built["samples"]}, "seed": {built["seed"]}, "tables": {{\n{lines}\n}}}}\n')
    print(f"wrote {_DATA}")
