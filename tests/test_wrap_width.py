"""Prose wraps to the width, piped or not (COLUMNS, else 80), with a hanging indent; answer lines stay whole.

Whole lines, one each, for grep: a deal's verdict, `Rules of these turns [...]`, an error or unmet expect
and the rule cited under it, the standings. Rulings, reasons and quotes are prose and wrap.
"""

from __future__ import annotations

import os
import subprocess

import pytest

from tests.helpers import ROOT, SCENARIOS, STOPBUS

WORKED = str(SCENARIOS / "01-worked-final-turn.yaml")
WHOLE = ("Deal ", "Rules of these turns ", "Rule broken:", "Cannot read the record:", "Expect not met:",
         "Tokens: ", "Lives: ", "No winner yet.")
"""The beginnings of the lines documented to stay whole whatever the width."""


def replay(*args: str, columns: str | None = "80") -> str:
    """`stopbus replay ARGS` piped, COLUMNS set (or unset when None), no colour."""
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "FORCE_COLOR")}
    if columns is not None:
        env["COLUMNS"] = columns
    r = subprocess.run([*STOPBUS, "replay", *args], capture_output=True, text=True, encoding="utf-8", timeout=60,
                       cwd=ROOT, env={**env, "NO_COLOR": "1"})
    return r.stdout


def too_long(out: str, width: int) -> list[str]:
    """Lines wider than `width` that are not documented whole lines (nor the cited rule under an error)."""
    return [x for x in out.splitlines()
            if len(x) > width and not x.startswith(WHOLE) and not (x.startswith("  ") and " — " in x[:40])]


@pytest.mark.parametrize("columns", ["80", None])
def test_ranking_reason_line_wraps_to_80_columns_piped(columns: str | None) -> None:
    """The worked final turn's reason line was 92 columns into a pipe at 80 columns (and with COLUMNS unset)."""
    out = replay(WORKED, columns=columns)
    lines = out.splitlines()
    first = "B has the worst hand (pair of aces, 6 kicker): C's hand beats it, flush beats"
    assert first in lines and lines[lines.index(first) + 1] == "  pair [ranking]"
    assert max(len(x) for x in lines) <= 80
    assert lines[0] == "Deal 1: B loses a token (3 → 2) · next dealer A"


def test_verdict_lines_stay_whole_when_narrow() -> None:
    """At 40 columns the verdict (47 columns) is still one line, for grep; the rulings wrap under it."""
    out = replay(WORKED, "--sources", columns="40")
    assert "Deal 1: B loses a token (3 → 2) · next dealer A" in out.splitlines()
    assert "Only the worst loses: B 3 → 2 tokens" in out.splitlines()
    assert "  [worst-loses]" in out.splitlines()


def test_ranking_wide_console_keeps_the_reason_on_one_line() -> None:
    out = replay(WORKED, columns="100")
    assert "B has the worst hand (pair of aces, 6 kicker): C's hand beats it, flush beats pair [ranking]" in out


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.name[:24])
def test_every_prose_line_fits_80_columns_piped_both_games(path: os.PathLike[str]) -> None:
    """Every scenario of both games, with its quotes: only the documented whole lines may be wider than 80."""
    out = replay(str(path), "--sources")
    assert not too_long(out, 80), too_long(out, 80)


def test_31_quotes_wrap_with_a_hanging_indent() -> None:
    out = replay(str(SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml"), "--sources")
    lines = out.splitlines()
    start = next(i for i, x in enumerate(lines) if x.startswith("  002 How to play 1 (31-swap-one):"))
    assert len(lines[start]) <= 80 and lines[start + 1].startswith("    ") and lines[start + 1][4] != " "
