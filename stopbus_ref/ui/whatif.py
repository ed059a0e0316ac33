"""The words of `replay --what-if`, for any game: the answer first (how many rulings change), each change, and where
the record stops being comparable."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.i18n import N_, _, ngettext
from ..core.whatif import Change, WhatIf
from .output import plain, warn, write_out

FIELDS = (N_("tokens after"), N_("lives after"), N_("floating"), N_("eliminated"))
"""Only to mark the names of the compared fields for the catalogue (`tokens_after` is shown as 'tokens after')."""


def _names(v: Any) -> str:
    if isinstance(v, Mapping):
        return ", ".join(f"{k} {x}" for k, x in v.items()) or _("nobody")
    if isinstance(v, (list, tuple)):
        return ", ".join(str(x) for x in v) or _("nobody")
    return _("nobody") if v is None else str(v)


def change_line(c: Change) -> str:
    """One change as the answer's line: 'Deal 3: Ben loses instead of Cat (why) [rules]'."""
    why = f" ({_(c.why)})" if c.why else ""
    tag = f" [{', '.join(c.rules)}]" if c.rules else ""
    now, was = _names(c.now), _names(c.was)
    if c.field == "winner":
        return _("Winner: {now} instead of {was}").format(now=now, was=was) + why + tag
    if c.field in ("loser", "losers"):
        what = (_("{now} lose instead of {was}") if isinstance(c.now, list) and len(c.now) > 1
                else _("{now} loses instead of {was}")).format(now=now, was=was)
    elif c.field == "next_dealer":
        what = _("next dealer {now} instead of {was}").format(now=now, was=was)
    else:
        what = _("{field}: {now} (was {was})").format(field=_(c.field.replace("_", " ")), now=now, was=was)
    return _("Deal {deal}: {what}").format(deal=c.deal, what=what) + why + tag


def what_if_text(w: WhatIf) -> list[str]:
    """The answer of `replay --what-if`, first line first: how many rulings change (or none), each change,
    and where the record stops being comparable."""
    label = ", ".join(f"{k}={v}" for k, v in w.house.items())
    n = len(w.changes)
    upto = _(" up to deal {deal}").format(deal=w.comparable_until) if w.stopped is not None and w.comparable_until \
        else ""
    if not n:
        head = _("No ruling changes under {label}").format(label=label) + upto + ("" if w.stopped is None else ":")
    else:
        head = ngettext("Under {label}, {n} ruling changes{upto}:", "Under {label}, {n} rulings change{upto}:",
                        n).format(label=label, n=n, upto=upto)
    lines = [head, *(change_line(c) for c in w.changes)]
    if w.stopped is not None:
        lines.append(_("Deal {deal} on: not comparable: {message}").format(deal=w.stopped.deal,
                                                                          message=w.stopped.message)
                     + f" [{w.stopped.rule}]")
    return lines


def print_what_if(w: WhatIf, warnings: Sequence[str]) -> None:
    """`replay --what-if` in text, for any game: the replay's warnings on stderr, then the answer, first line first."""
    for line in warnings:
        warn(line)
    write_out("".join(plain(line) + "\n" for line in what_if_text(w)))
