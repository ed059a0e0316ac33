"""The names `simulate --names` gives: checked as a table would need them."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from enum import StrEnum

from ..core.errors import InputError
from ..core.text import cut, plain


def check_names(names: str, *, most: int, refuse: Callable[[int], InputError], rule: StrEnum,
                least: int = 2) -> list[str]:
    """The names of --names: NFC, distinct, non-empty, no control characters, `least` to `most` of them
    (counted before anything is built); `refuse` words the refusal of a count, `rule` is the game's
    players rule."""
    if names.count(",") >= most:
        raise refuse(names.count(",") + 1)
    seats = [unicodedata.normalize("NFC", n.strip()) for n in names.split(",")]
    bad = next((n for n in seats if plain(n) != n), None)
    if bad is not None:
        raise InputError(f"--names: {plain(cut(bad))!r} holds a control character (a line break, tab or "
                         "escape); a name is printable text", rule=rule, token=plain(cut(bad)))
    if len(set(seats)) != len(seats) or any(not n for n in seats):
        raise InputError(f"--names must be distinct, non-empty names separated by commas: {cut(names)!r}",
                         rule=rule, token=cut(names))
    if not least <= len(seats) <= most:
        raise refuse(len(seats))
    return seats
