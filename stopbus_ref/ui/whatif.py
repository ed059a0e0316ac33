"""The words of `replay --what-if`, for any game: the answer first (how many rulings change), each change, and where
the record stops being comparable."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.whatif import Change, WhatIf
from .output import plain, warn, write_out


def _names(v: Any) -> str:
    if isinstance(v, Mapping):
        return ", ".join(f"{k} {x}" for k, x in v.items()) or "nobody"
    if isinstance(v, (list, tuple)):
        return ", ".join(str(x) for x in v) or "nobody"
    return "nobody" if v is None else str(v)


def change_line(c: Change) -> str:
    """One change as the answer's line: 'Deal 3: Ben loses instead of Cat (why) [rules]'."""
    why = f" ({c.why})" if c.why else ""
    tag = f" [{', '.join(c.rules)}]" if c.rules else ""
    if c.field == "winner":
        return f"Winner: {_names(c.now)} instead of {_names(c.was)}{why}{tag}"
    if c.field in ("loser", "losers"):
        what = f"{_names(c.now)} {'lose' if isinstance(c.now, list) and len(c.now) > 1 else 'loses'} instead of " \
               f"{_names(c.was)}"
    elif c.field == "next_dealer":
        what = f"next dealer {_names(c.now)} instead of {_names(c.was)}"
    else:
        what = f"{c.field.replace('_', ' ')}: {_names(c.now)} (was {_names(c.was)})"
    return f"Deal {c.deal}: {what}{why}{tag}"


def what_if_text(w: WhatIf) -> list[str]:
    """The answer of `replay --what-if`, first line first: how many rulings change (or none), each change,
    and where the record stops being comparable."""
    label = ", ".join(f"{k}={v}" for k, v in w.house.items())
    n = len(w.changes)
    upto = f" up to deal {w.comparable_until}" if w.stopped is not None and w.comparable_until else ""
    if not n:
        head = f"No ruling changes under {label}{upto}" + ("" if w.stopped is None else ":")
    else:
        head = f"Under {label}, {n} ruling{'s change' if n > 1 else ' changes'}{upto}:"
    lines = [head, *(change_line(c) for c in w.changes)]
    if w.stopped is not None:
        lines.append(f"Deal {w.stopped.deal} on: not comparable: {w.stopped.message} [{w.stopped.rule}]")
    return lines


def print_what_if(w: WhatIf, warnings: Sequence[str]) -> None:
    """`replay --what-if` in text, for any game: the replay's warnings on stderr, then the answer, first line first."""
    for line in warnings:
        warn(line)
    write_out("".join(plain(line) + "\n" for line in what_if_text(w)))
