"""The plain-lines console (`layout.PlainLines`) against rich's own printing: the same text, byte for byte,
on every scenario of both games, at several widths, with and without suit symbols, sources and --brief."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from stopbus_ref.brag.record import Record as BragRecord
from stopbus_ref.brag.replay import replay
from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record
from stopbus_ref.core.errors import InputError
from stopbus_ref.records.reader import read_record
from stopbus_ref.thirty_one.replay import replay31
from stopbus_ref.ui.brag import render as brag_render
from stopbus_ref.ui.layout import PlainLines, fast_lines
from stopbus_ref.ui.thirty_one import render as render_31

ROOT = Path(__file__).resolve().parent.parent
RECORDS = sorted([*(ROOT / "scenarios").glob("*.yaml"), *(ROOT.parent / "shared" / "acceptance").rglob("*.yaml")])
VIEWS: list[dict[str, Any]] = [
    {"symbols": True}, {"symbols": False}, {"symbols": True, "brief": True}, {"symbols": True, "sources": True},
    {"symbols": False, "sources": True, "lang": "nl"}, {"symbols": True, "only": 2},
]


def _console(width: int) -> Console:
    """A console as `output.console()` makes one into a pipe: no colour, soft wrap, no emoji."""
    return Console(file=io.StringIO(), width=width, color_system=None, soft_wrap=True, emoji=False, highlight=True)


def _both(model: Any, width: int, view: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """The account through rich (fast_lines off) and through PlainLines."""
    out = []
    for fast in (False, True):
        con = _console(width)
        for mod in (brag_render, render_31):
            monkeypatch.setattr(mod, "fast_lines", fast_lines if fast else (lambda c: c))
        if isinstance(model, BragRecord):
            brag_render.render(replay(model), con, source="s.yaml", **view)
        else:
            view31 = {k: v for k, v in view.items() if k != "lang"}
            render_31.render31(replay31(model), con, source="s.yaml", **view31)
        assert isinstance(con.file, io.StringIO)
        out.append(con.file.getvalue())
    return out[0], out[1]


def _model(path: Path) -> Any:
    try:
        return read_record(path.read_bytes())
    except InputError:
        return None


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_layout_plain_lines_print_what_rich_prints_on_every_scenario(path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    model = _model(path)
    if model is None:
        pytest.skip("a record that cannot be read has no account")
    for width, views in ((80, VIEWS), (40, VIEWS[::2]), (200, VIEWS[3:4])):
        for view in views:
            rich_text, plain_text = _both(model, width, view, monkeypatch)
            assert plain_text == rich_text, (width, view)


@pytest.mark.parametrize("seed", range(6))
def test_layout_plain_lines_print_what_rich_prints_on_simulated_games(seed: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    g = play_game(default_names(3 + seed), 100 + seed, tokens=3, max_deals=12, strategy="patient")
    model = read_record(dump_record(to_record(g), "sim"))
    for width in (80, 52):
        for view in VIEWS[:4]:
            rich_text, plain_text = _both(model, width, view, monkeypatch)
            assert plain_text == rich_text


def test_layout_plain_lines_only_stand_in_for_a_plain_soft_wrapping_console() -> None:
    """Colour, a terminal, recording or hard wrapping keep rich's own console."""
    assert isinstance(fast_lines(_console(80)), PlainLines)
    coloured = Console(file=io.StringIO(), color_system="truecolor", force_terminal=True, soft_wrap=True)
    assert fast_lines(coloured) is coloured
    recording = Console(file=io.StringIO(), color_system=None, soft_wrap=True, record=True)
    assert fast_lines(recording) is recording
    hard = Console(file=io.StringIO(), color_system=None, soft_wrap=False)
    assert fast_lines(hard) is hard


def test_layout_plain_lines_leave_tabs_markup_and_other_renderables_to_rich() -> None:
    con = _console(80)
    lines = fast_lines(con)
    lines.print("[bold]Deal 1[/]: Ann \\[x]")
    lines.print("a\tb", markup=False)
    lines.print("x", "y")
    assert isinstance(con.file, io.StringIO)
    ref = _console(80)
    ref.print("[bold]Deal 1[/]: Ann \\[x]")
    ref.print("a\tb", markup=False)
    ref.print("x", "y")
    assert isinstance(ref.file, io.StringIO)
    assert con.file.getvalue() == ref.file.getvalue()
