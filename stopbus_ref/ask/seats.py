"""The seating a question names, read for "who deals next after NAME is out?": the players in their seats, who
dealt, who is out, and whether it asks who deals next (or claims that someone does).

Game-free: a game decides who deals next by its own rule (Brag's dealer-skip and dealer-rotation, the 31-point
game's rotation) from what this reads. Only what is written plainly counts: three or more names in a row ("Ann,
Ben, Cat and Dan"), read as seated clockwise in that order, one of them said to deal, one or more said to be out.
The words are each language's (`forms.seating` of ask/data/words-LANG.json).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, NamedTuple

from .question import flat
from .words import raw

_NAME = re.compile(r"(?<![\w'’])[A-Z][a-z]+(?![\w])")


class Seating(NamedTuple):
    """A seating as a question names it."""

    seats: tuple[str, ...]
    """The players clockwise, as the question names them."""
    dealer: str
    out: tuple[str, ...]
    """The players the question says are out (just eliminated)."""
    claimed: str | None
    """The player a yes/no question says deals next ("does Ann deal again?"), else None."""


@cache
def _words(lang: str) -> dict[str, Any]:
    said: dict[str, Any] = raw(lang)["forms"]["seating"]
    return said


def _said(patterns: list[str], name: str, text: str) -> bool:
    return any(re.search(p.replace("{name}", re.escape(name.lower())), text) for p in patterns)


def read_seating(question: str, lang: str) -> Seating | None:
    """The seating, the dealer and who is out, when the question names them all and asks who deals next; None
    otherwise."""
    said = _words(lang)
    t = flat(question)
    if not re.search(said["asks"], t):
        return None
    skip = {w.lower() for w in said["not_names"]}
    names = [(m.start(), m.end(), m.group(0)) for m in _NAME.finditer(question) if m.group(0).lower() not in skip]
    join = re.compile(said["join"])
    runs: list[list[tuple[int, int, str]]] = []
    for found in names:
        if runs and join.fullmatch(question[runs[-1][-1][1]:found[0]]):
            runs[-1].append(found)
        else:
            runs.append([found])
    seats = max(runs, key=len, default=[])
    order = tuple(dict.fromkeys(n for _, _, n in seats))
    if len(order) < 3:
        return None
    dealers = [n for n in order if _said(said["dealer"], n, t)]
    out = tuple(n for n in order if _said(said["out"], n, t))
    if len(dealers) != 1 or not out or len(out) >= len(order):
        return None
    claimed = next((n for n in order if _said(said["claim"], n, t)), None)
    return Seating(order, dealers[0], out, claimed)


__all__ = ["Seating", "read_seating"]
