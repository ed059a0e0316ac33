"""The seed texts the rulebook cites: locating them (wheel or checkout) and checking quotes.

This is an edge module (it reads files); the rulebook itself is pure data.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from .brag.rulebook import RULES, Rule

_PKG_SEEDS = Path(__file__).resolve().parent / "seeds"
_REPO_SEEDS = Path(__file__).resolve().parent.parent / "seeds"


def seeds_dir() -> Path:
    """The seeds folder: inside the installed package (wheel), else the checkout's top-level seeds/."""
    for d in (_PKG_SEEDS, _REPO_SEEDS):
        if (d / "000_296c96df14c95333.txt").is_file():
            return d
    raise FileNotFoundError("the seed texts are missing: reinstall stopbus-ref")


def normalise(text: str) -> str:
    """Collapse runs of whitespace, so quotes match across line breaks."""
    return re.sub(r"\s+", " ", text).strip()


@cache
def seed_text(name: str) -> str:
    """The whitespace-normalised text of one seed file."""
    return normalise((seeds_dir() / name).read_text(encoding="utf-8"))


def check_rule(rule: Rule) -> list[str]:
    """Problems with one rule's citations: quotes not found verbatim in their seed."""
    return [f"{rule.id}: quote not found in {c.source}: {c.quote[:60]!r}"
            for c in rule.citations if normalise(c.quote) not in seed_text(c.source)]


def check_all() -> list[str]:
    """Problems across the whole rulebook (empty when every quote is verbatim)."""
    return [p for r in RULES for p in check_rule(r)]
