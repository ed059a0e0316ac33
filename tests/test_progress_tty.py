"""Progress bars in a real terminal (pexpect): drawn on a terminal for a run over a second, never with
NO_COLOR (a bar redraws itself with cursor escapes, and NO_COLOR asks for no escape codes at all)."""

from __future__ import annotations

import pytest

from tests.helpers import ROOT, spawn_stopbus

# a hand few beat: the sampler deals every table out, so the run takes over the bar's second
LONG_ODDS = ["odds", "As Kd Qc", "--players", "9", "--samples", "300000", "--seed", "2"]


def _output(args: list[str]) -> str:
    import pexpect

    child = spawn_stopbus(args, ROOT)
    child.timeout = 300
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    out: str = child.before
    return out


def test_worst_loses_progress_bar_at_a_terminal_for_a_long_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    out = _output(LONG_ODDS)
    assert "Dealing tables" in out and "at a table of 9" in out


@pytest.mark.parametrize("args", [LONG_ODDS, ["simulate", "--summary", "--games", "60", "--workers", "2"]])
def test_cli_no_color_progress_bar_emits_no_escapes_at_a_terminal(monkeypatch: pytest.MonkeyPatch,
                                                                   args: list[str]) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    out = _output(args)
    assert "\x1b" not in out and "Dealing tables" not in out and "Playing games" not in out
    assert ("at a table of 9" if args[0] == "odds" else "60 games of 4 players") in out
