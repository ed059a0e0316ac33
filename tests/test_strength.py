"""The ranking API's fast path (a precomputed nested table) against the plain ranking, exhaustively."""

from __future__ import annotations

from itertools import combinations, permutations
from pathlib import Path

import pytest

import stopbus_ref
from stopbus_ref.brag import strength
from stopbus_ref.brag.ranking import class_number, tables, tiebreak_suit

ALL_HANDS = list(combinations(range(52), 3))


def test_ranking_fast_table_equals_plain_ranking_in_every_order() -> None:
    """All 22,100 hands in all six orders: the table gives the plain path's class and suit."""
    top = len(tables().classes) + 1
    for hand in ALL_HANDS:
        want = (top - class_number(hand)) * 4 + tiebreak_suit(hand)
        for a, b, c in permutations(hand):
            assert strength.hand_strength(a, b, c) == want


def test_ranking_shipped_table_is_the_plain_one() -> None:
    """strengths.bin is exactly what the plain ranking computes (regenerate with tools/build_data.py strengths)."""
    with open(strength._DATA, "rb") as f:
        assert f.read() == strength._plain_rows()


def test_ranking_missing_table_file_falls_back_to_plain(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(strength, "_DATA", str(tmp_path / "missing.bin"))
    assert strength._build() == strength._TABLE


def test_ranking_api_is_exported_at_the_top_level() -> None:
    assert stopbus_ref.hand_strength is strength.hand_strength
    assert stopbus_ref.strengths(ALL_HANDS[:5]) == [strength.hand_strength(*h) for h in ALL_HANDS[:5]]
    with pytest.raises(AttributeError):
        stopbus_ref.no_such_name  # noqa: B018


@pytest.mark.parametrize("hand", [(5, 5, 9), (5, 9, 5), (9, 5, 5), (7, 7, 7), (0, 1, 52), (60, 1, 2)])
def test_ranking_not_three_distinct_cards_is_a_value_error(hand: tuple[int, int, int]) -> None:
    with pytest.raises(ValueError):
        strength.hand_strength(*hand)
    with pytest.raises(ValueError):
        strength.strengths([(0, 1, 2), hand])


def test_ranking_mask_table_matches() -> None:
    table = strength.strength_table()
    assert len(table) == 22_100
    assert all(table[(1 << a) | (1 << b) | (1 << c)] == strength.hand_strength(c, a, b) for a, b, c in ALL_HANDS)
