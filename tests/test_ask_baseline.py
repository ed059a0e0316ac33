"""`stopbus ask` answers every question of the project's own question sets as it did when the baseline was frozen.

tests/data/ask_baseline.jsonl holds each question (tests/ask_questions.py, off-topic ones included) with its split,
the rules that answer it (space-separated alternatives; none for a question no rule may answer) and the first
rule `ask` gave when the baseline was frozen (none: no answer). A question's first rule may change only from a
wrong one to a right one: a change to the scorer, its index or its words must not cost `ask` a right answer, nor
answer a question it refused, nor move a wrong answer to another wrong one.
"""

from __future__ import annotations

import json
import pathlib
from typing import Any

import pytest

from stopbus_ref.ask.search import ask

BASELINE = pathlib.Path(__file__).with_name("data") / "ask_baseline.jsonl"
ROWS: list[dict[str, Any]] = [json.loads(line) for line in BASELINE.read_text(encoding="utf-8").splitlines()]
SPLITS = list(dict.fromkeys(row["split"] for row in ROWS))


def allowed(row: dict[str, Any], first: str | None) -> bool:
    """Whether `first` may be the question's first rule now: the baseline's, or a right one where that was wrong."""
    if first == row["first"]:
        return True
    right = set((row["expected"] or "").split())
    if not right:  # a question no rule may answer: refusing it is right, answering it never
        return first is None
    return first in right and row["first"] not in right


def test_the_baseline_holds_every_question_once_with_its_first_rule() -> None:
    assert len(ROWS) >= 2500 and len({(r["game"], r["question"]) for r in ROWS}) >= 2400
    assert all(set(r) >= {"split", "game", "question", "expected", "first"} for r in ROWS)
    assert {"indep6", "must-refuse", "tune"} <= set(SPLITS)


@pytest.mark.parametrize("split", SPLITS)
def test_each_questions_first_rule_is_unchanged_unless_it_went_from_wrong_to_right(split: str) -> None:
    changed = []
    for row in (r for r in ROWS if r["split"] == split):
        answers = ask(row["game"], row["question"]).answers
        first = answers[0].rule if answers else None
        if not allowed(row, first):
            changed.append(f"{row['game']}: {row['question']!r}: {row['first']} -> {first} "
                           f"(expected {row['expected']})")
    assert not changed, "\n".join(changed)


def test_a_change_is_allowed_only_from_wrong_to_right() -> None:
    row = {"expected": "recycle stock-exhausted", "first": "draw-stock"}
    assert allowed(row, "draw-stock") and allowed(row, "recycle") and not allowed(row, "deck")
    assert not allowed({"expected": "recycle", "first": "recycle"}, "stock-exhausted")
    assert not allowed({"expected": None, "first": None}, "deck")
    assert not allowed({"expected": "recycle", "first": "recycle"}, None)
    assert allowed({"expected": None, "first": "31-score"}, None)  # a must-refuse question now refused
    assert not allowed({"expected": None, "first": "31-score"}, "31-knock")


def update() -> int:
    """Write today's first rule into the baseline where it went from wrong to right (and nowhere else)."""
    out, changed = [], 0
    for row in ROWS:
        answers = ask(row["game"], row["question"]).answers
        first = answers[0].rule if answers else None
        if first != row["first"] and allowed(row, first):
            row = {**row, "first": first}
            changed += 1
        out.append(json.dumps(row, ensure_ascii=False))
    BASELINE.write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"{changed} questions went from wrong to right")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(update() if sys.argv[1:] == ["--update"] else 2)
