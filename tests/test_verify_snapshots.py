"""Verify-then-change in the table views: a table view's verify changes nothing (the state pickled before
and after is byte-identical, for accepted and refused moves, recycles included), and each turn of a
31-point table view is played once."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from stopbus_ref.brag.engine import Action
from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.replay import replay
from stopbus_ref.brag.simulate import play_game, to_record
from stopbus_ref.brag.tableview import TableDeal
from stopbus_ref.core.errors import StopbusError
from stopbus_ref.records import dump_record
from stopbus_ref.thirty_one.engine import Action31, Rules31
from stopbus_ref.thirty_one.record import read_record31
from stopbus_ref.thirty_one.replay import replay31
from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31
from stopbus_ref.thirty_one.tableview import TableDeal31
from tests.helpers31 import seen_from_table


def _state(deal: Any) -> bytes:
    return pickle.dumps(deal.__dict__)


def test_recycle_brag_table_view_verify_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every move of simulated table-view games, and a refused move before each: verify leaves the shadow
    deal, the card tracker and the log as they were, also when the turn starts with a recycle."""
    real = TableDeal.verify
    seen = {"moves": 0, "recycles": 0}

    def checked(self: TableDeal, player: str, action: Action) -> Action:
        before = _state(self)
        if self.shadow.verify_recycle().recycled:
            seen["recycles"] += 1
        wrong = next(p for p in self.shadow.players if p != player)
        with pytest.raises(StopbusError):
            real(self, wrong, Action("stop"))
        assert _state(self) == before
        try:
            return real(self, player, action)
        finally:
            assert _state(self) == before
            seen["moves"] += 1

    monkeypatch.setattr(TableDeal, "verify", checked)
    monkeypatch.setattr(TableDeal, "play", _play_through_verify(TableDeal.play, checked))
    for seed in range(8):
        g = play_game([f"P{i}" for i in range(1, 3 + seed % 4)], seed, strategy="patient", max_deals=8)
        report = replay(read_scenario(dump_record(to_record(g, mode="table"))))
        assert report.first_problem is None
    assert seen["moves"] > 100 and seen["recycles"] > 0


def _play_through_verify(play: Any, checked: Any) -> Any:
    """`play` with the (checked) verify called first, as a caller verifying before playing would."""
    def wrapped(self: Any, player: str, action: Any) -> Any:
        checked(self, player, action)
        return play(self, player, action)

    return wrapped


def test_31_recycle_table_view_verify_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every turn of simulated 31-point games seen from the table, and a refused turn before each:
    verify_turn leaves the round as it was."""
    real = TableDeal31.verify_turn
    seen = {"turns": 0}

    def checked(self: TableDeal31, player: str, action: Action31) -> None:
        before = _state(self)
        wrong = next(p for p in self.players if p != player)
        with pytest.raises(StopbusError):
            real(self, wrong, Action31("knock"))
        assert _state(self) == before
        try:
            real(self, player, action)
        finally:
            assert _state(self) == before
            seen["turns"] += 1

    monkeypatch.setattr(TableDeal31, "verify_turn", checked)
    monkeypatch.setattr(TableDeal31, "play", _play_through_verify(TableDeal31.play, checked))
    for seed in range(4):
        g = play_game31([f"P{i}" for i in range(2 + seed % 5)], seed, Rules31())
        rec = read_record31_text(dump_record31(to_record31(g)))
        table = read_record31_text(dump_record(seen_from_table(rec, replay31(rec))))
        assert replay31(table).first_problem is None
    assert seen["turns"] > 100


def read_record31_text(text: str) -> Any:
    from stopbus_ref.records.loader import load_yaml

    return read_record31(load_yaml(text))


def test_31_table_view_each_turn_is_played_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """TableDeal31.play runs the turn once (on a copy that it keeps), not a verify run and then a second run."""
    from stopbus_ref.thirty_one import tableview

    runs = {"n": 0}
    real = tableview.TableDeal31._run

    def counted(self: TableDeal31, player: str, action: Action31, commit: bool) -> Any:
        runs["n"] += 1
        return real(self, player, action, commit)

    monkeypatch.setattr(tableview.TableDeal31, "_run", counted)
    g = play_game31(["A", "B", "C"], 3, Rules31())
    rec = read_record31_text(dump_record31(to_record31(g)))
    table = read_record31_text(dump_record(seen_from_table(rec, replay31(rec))))
    report = replay31(table)
    assert report.first_problem is None
    turns = sum(len(d.turns) for d in report.deals)
    assert turns > 0 and runs["n"] == turns
