"""The frozen held-out question set of `stopbus ask`, and the floors of its published figures.

tests/data/ask_heldout.jsonl was written from the seeds and the spec only, by a writer who never saw the code nor ran
`ask` (tests/data/ask_heldout_README.md), before this round of `ask` was finished, and it is never tuned on: its
hash is pinned here so that no line of it changes. bench/bench_ask_heldout.py prints its figures (docs/asking.md
publishes them); the floors below are the figures measured when they were published, so that a change to `ask`
that lowers one fails here. Raising a floor is allowed; lowering one, or editing the set, is not.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from typing import Any

import pytest

from tests.helpers import ROOT

HELDOUT = ROOT / "tests" / "data" / "ask_heldout.jsonl"
SHA256 = "b98a3b94a64aec6cef6a777f32eafa2405655dc5dee23192a457d8c107ea5deb"
"""The hash of the set as delivered (tests/data/ask_heldout_README.md gives the same)."""
FLOORS = {"top1": 297, "top3": 322, "refused": 59, "yesno_right": 134}
"""Counts out of 340 answerable, 340, 60 to refuse and 175 yes/no questions, as last published (docs/asking.md)."""
CEILINGS = {"wrong_way": 1, "cards_not_asked": 7, "cards_not_asked_literal": 15, "english": 0, "false_refusals": 3}


def test_the_held_out_set_is_frozen() -> None:
    assert hashlib.sha256(HELDOUT.read_bytes()).hexdigest() == SHA256
    rows = [json.loads(line) for line in HELDOUT.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 400 and all({"q", "lang", "game", "expect", "kind"} <= set(r) for r in rows)


@pytest.fixture(scope="module")
def measured() -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("bench_ask_heldout", ROOT / "bench" / "bench_ask_heldout.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    result: dict[str, Any] = bench.measure(bench.rows())
    return result


def test_the_held_out_counts_are_what_the_set_holds(measured: dict[str, Any]) -> None:
    assert (measured["answerable"], measured["refusable"], measured["yesno"]) == (340, 60, 175)


@pytest.mark.parametrize("figure", sorted(FLOORS))
def test_no_held_out_figure_falls_below_its_published_floor(measured: dict[str, Any], figure: str) -> None:
    assert measured[figure] >= FLOORS[figure], measured[figure]


@pytest.mark.parametrize("figure", sorted(CEILINGS))
def test_no_held_out_fault_count_rises_above_its_published_ceiling(measured: dict[str, Any], figure: str) -> None:
    assert measured[figure] <= CEILINGS[figure], measured[figure]
