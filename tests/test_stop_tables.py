"""The shipped stop-threshold rows (`odds --table`'s default) against the live computation they replace."""

from __future__ import annotations

import pytest

from stopbus_ref.brag import stop_tables
from stopbus_ref.brag.odds import TABLE_SAMPLES, stop_table


@pytest.mark.parametrize("players", list(stop_tables.SIZES))
def test_worst_loses_shipped_stop_table_matches_live_computation(players: int) -> None:
    shipped = stop_table(players)
    assert shipped == stop_tables.shipped_rows(players)
    assert shipped == stop_table(players, TABLE_SAMPLES, 1, shipped=False)


def test_worst_loses_stop_table_other_samples_or_seed_are_computed() -> None:
    assert stop_tables.shipped_rows(10) is None
    rows = stop_table(4, 300, 2)
    assert rows == stop_table(4, 300, 2, shipped=False) and rows != stop_table(4)


def test_worst_loses_stop_table_without_its_file_is_computed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stop_tables, "_DATA", "/nonexistent/stop_tables.json")
    monkeypatch.setattr(stop_tables, "_CACHE", {})
    assert stop_tables.shipped_rows(2) is None
    assert stop_table(2) == stop_table(2, shipped=False)
