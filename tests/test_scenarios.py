"""The scenarios library: every file replays to the exit code and rule its header states."""

from __future__ import annotations

import pathlib
import re

import pytest

from stopbus_ref.brag.rulebook import BY_ID
from tests.helpers import exit_code, run

FILES = sorted(p for p in (pathlib.Path(__file__).resolve().parent.parent / "scenarios").glob("*.yaml")
               if not re.match(r"31-\d\d-", p.name))  # the 31-point game's: test_thirty_one_scenarios.py


def header(path: pathlib.Path) -> tuple[int, str]:
    text = path.read_text(encoding="utf-8")
    m = re.search(r"^# exit: (\d)", text, re.M)
    rule = re.search(r"^# rule: ([a-z:-]+)", text, re.M)  # a house rule's id is house:KEY
    assert rule, f"{path.name} must name its rule in a '# rule:' comment"
    return (int(m.group(1)) if m else 0), rule.group(1)


def test_scenarios_library_size() -> None:
    assert len(FILES) >= 25


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_replays_as_its_header_says(path: pathlib.Path) -> None:
    want, rule = header(path)
    assert rule in BY_ID
    text = path.read_text(encoding="utf-8")
    assert exit_code(text) == want
    if want == 0:
        assert "expect:" in text, "a legal scenario states its outcome in an expect block"
    elif want in (1, 3):
        r = run(text)
        problem = r.first_problem
        assert problem is not None and problem.rule == rule and problem.line is not None


def test_scenarios_all_listed_in_the_format_page() -> None:
    page = (FILES[0].parent.parent / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    missing = [p.name for p in FILES if f"../scenarios/{p.name}" not in page]
    assert missing == [], f"docs/scenario-format.md does not list {missing}"
