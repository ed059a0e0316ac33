"""docs/tutorial.md: every command on the page is run, and must print what the page shows."""

from __future__ import annotations

import pytest

from tests.doc_sessions import ROOT, Step, blocks, output

PAGE = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")


def test_tutorial_has_the_five_tasks() -> None:
    for task in ("Who loses this showdown?", "Is the stopper safe?", "Check last night's game",
                 "Referee tonight's game", "Script 10,000 comparisons"):
        assert f"## {task}" in PAGE


@pytest.mark.parametrize("block", blocks(PAGE), ids=lambda b: b[0].command[:40])
def test_tutorial_block_prints_what_it_shows(block: list[Step]) -> None:
    for step in block:
        assert output(step.command) == step.shown, step.command
