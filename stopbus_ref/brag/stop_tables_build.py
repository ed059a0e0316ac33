"""Builds `stop_tables.json` from the live computation: `python tools/build_data.py stop-tables`
(after a change to the ranking, the sampler or the thresholds; tests/test_stop_tables.py checks the file)."""

from __future__ import annotations

from typing import Any

from ..kit.odds import write_tables
from .odds import TABLE_SAMPLES, stop_table
from .stop_tables import _DATA, SIZES, Threshold


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
    tables = {}
    for players in SIZES:
        rows = stop_table(players, TABLE_SAMPLES, 1, shipped=False)
        tables[str(players)] = encode(rows, TABLE_SAMPLES)
    return {"samples": TABLE_SAMPLES, "seed": 1, "tables": tables}


def write() -> str:
    """Build the tables and write the shipped file (`python tools/build_data.py stop-tables`); returns its path."""
    write_tables(_DATA, build())
    return _DATA
