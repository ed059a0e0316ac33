"""What a rule is, in any game: an id, a topic, a plain statement, a status and verbatim citations of the seeds.

Each game's rulebook (`brag/rulebook.py`, `thirty_one/rulebook.py`) is data of these two types, typed by the
game's own rule-id enum, so the shared rendering, search, JSON and quote check treat both games alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from pathlib import Path

SHORT = {"000_296c96df14c95333.txt": "000", "003_7231e969837f25d8.txt": "003",
         "004_8d6512591a6ebd2e.txt": "004", "002_e29d0226e9dc1843.txt": "002"}
"""The seed files by the number the rulebooks cite them with."""

IdT = TypeVar("IdT", bound=StrEnum)


@dataclass(frozen=True)
class Citation:
    """A verbatim passage of a seed file and the section it is in."""

    source: str
    section: str
    quote: str
    note: str = ""
    """Where the passage says something the rulebook does not follow, or contradicts itself: said beside it."""

    @property
    def label(self) -> str:
        """'000 §03 Turns and stopping', '003 Spelverloop' or '002 How to play 7'."""
        head, _, rest = self.section.partition(" ")
        if head.isdigit():
            return f"{SHORT[self.source]} §{head} {rest}"
        return f"{SHORT[self.source]} {self.section}"


@dataclass(frozen=True)
class Question:
    """A question a rule answers, as players ask it, with its short direct answer; `source` names a seed's FAQ item."""

    lang: str
    text: str
    answer: str
    source: str = ""


QUESTION_KEYS = {"rule": True, "q": True, "a": True, "source": False}
"""The keys of a stored question's line, and whether each is required."""


def read_questions(path: str | Path, lang: str) -> dict[str, tuple[Question, ...]]:
    """The questions of one language's file (`questions-LANG.jsonl` of a game's data), by rule id in the file's order.

    One JSON object a line: `{"rule": ID, "q": QUESTION, "a": ANSWER}`, and `"source"` naming a seed's FAQ item
    where the question is one; blank lines are skipped. A line that is not such an object is a ValueError naming
    the file and the line."""
    import json

    out: dict[str, list[Question]] = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}:{n}: not a JSON object ({e.msg})") from None
            problem = _question_problem(entry)
            if problem:
                raise ValueError(f"{path}:{n}: {problem}")
            out.setdefault(entry["rule"], []).append(Question(lang, entry["q"], entry["a"], entry.get("source", "")))
    return {k: tuple(v) for k, v in out.items()}


def _question_problem(entry: object) -> str:
    """What is wrong with a stored question's entry, or '' (every value a non-empty string, no key unknown)."""
    if not isinstance(entry, dict):
        return "not a JSON object"
    missing = [k for k, required in QUESTION_KEYS.items() if required and k not in entry]
    unknown = sorted(set(entry) - set(QUESTION_KEYS))
    if missing or unknown:
        return "; ".join([*(f"no {k!r}" for k in missing), *(f"unknown key {k!r}" for k in unknown)])
    bad = [k for k, v in entry.items() if not isinstance(v, str) or not v.strip() or v != v.strip()]
    return f"{', '.join(map(repr, bad))}: not a non-empty string without surrounding spaces" if bad else ""


@dataclass(frozen=True)
class Rule(Generic[IdT]):
    """One rule: id, topic, title, statement, status, citations and notes on interpretation or conflict."""

    id: IdT
    topic: str
    title: str
    statement: str
    status: str
    citations: tuple[Citation, ...]
    interpretation: str = ""
    conflicts: str = ""
    see_also: tuple[IdT, ...] = field(default=())

    def to_json(self) -> dict[str, object]:
        """The rule as the `rules --json` object."""
        return {"id": self.id, "topic": self.topic, "title": self.title, "statement": self.statement,
                "status": self.status, "interpretation": self.interpretation or None,
                "conflicts": self.conflicts or None, "see_also": list(self.see_also),
                "citations": [{"source": c.source, "section": c.section, "quote": c.quote, "label": c.label,
                               "note": c.note or None} for c in self.citations]}
