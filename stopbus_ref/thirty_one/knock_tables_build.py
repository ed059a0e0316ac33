"""Builds `knock_tables.json` from the live computation: `python tools/build_data.py knock-tables`
(after a change to the scoring, the sampler or the thresholds; tests/test_knock_tables31.py checks the file)."""

from __future__ import annotations

from typing import Any

from ..kit.odds import write_tables
from .knock_tables import _DATA, SIZES, Threshold31
from .odds import TABLE_SAMPLES, knock_table


def encode(rows: list[Threshold31], samples: int) -> list[list[Any]]:
    """One table size's thresholds as the file stores them: [score, hand, "n/d" or [hits, deals]]."""
    out: list[list[Any]] = []
    for t in rows:
        if t.hand is None or t.lowest is None:
            out.append([None, None, None])
        elif t.lowest.fraction is not None:
            out.append([t.score, list(t.hand), f"{t.lowest.fraction.numerator}/{t.lowest.fraction.denominator}"])
        else:
            out.append([t.score, list(t.hand), [round(t.lowest.value * samples), samples]])
    return out


def build() -> dict[str, Any]:
    """Compute every shipped row live (the sampled sizes dominate the cost)."""
    tables = {}
    for players in SIZES:
        tables[str(players)] = encode(knock_table(players, TABLE_SAMPLES, 1, shipped=False), TABLE_SAMPLES)
    return {"samples": TABLE_SAMPLES, "seed": 1, "tables": tables}


def write() -> str:
    """Build the tables and write the shipped file (`python tools/build_data.py knock-tables`); returns its path."""
    write_tables(_DATA, build())
    return _DATA
