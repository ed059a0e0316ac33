"""What a rule is, in any game: an id, a topic, a plain statement, a status and verbatim citations of the seeds.

Each game's rulebook (`brag/rulebook.py`, `thirty_one/rulebook.py`) is data of these two types, typed by the
game's own rule-id enum, so the shared rendering, search, JSON and quote check treat both games alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Generic, TypeVar

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


def parse_questions(text: str) -> dict[str, tuple[Question, ...]]:
    """Questions written one a line, `LANG[@SOURCE] | question | answer`, under `@rule-id` lines."""
    out: dict[str, list[Question]] = {}
    rule = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("@"):
            rule = line[1:]
            out.setdefault(rule, [])
        elif line:
            head, q, a = (part.strip() for part in line.split("|"))
            lang, _, source = head.partition("@")
            out[rule].append(Question(lang, q, a, source))
    return {k: tuple(v) for k, v in out.items()}


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

    @property
    def questions(self) -> tuple[Question, ...]:
        """The questions this rule answers: the game's questions.py (beside its rule ids), read on first use."""
        import importlib

        module = importlib.import_module(type(self.id).__module__.rpartition(".")[0] + ".questions")
        found: tuple[Question, ...] = module.QUESTIONS.get(str(self.id), ())
        return found

    def to_json(self) -> dict[str, object]:
        """The rule as the `rules --json` object."""
        return {"id": self.id, "topic": self.topic, "title": self.title, "statement": self.statement,
                "status": self.status, "interpretation": self.interpretation or None,
                "conflicts": self.conflicts or None, "see_also": list(self.see_also),
                "citations": [{"source": c.source, "section": c.section, "quote": c.quote, "label": c.label,
                               "note": c.note or None} for c in self.citations]}
