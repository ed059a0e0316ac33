"""The ranking API: `hand_strength(a, b, c)` ranks three card indices at the cost of a function call.

Fast path: a nested list indexed by card, `_TABLE[a][b][c]`, with all six orders of
every hand filled (`_TABLE[a][b]` and `_TABLE[b][a]` are the same row), read at import from
`strengths.bin` (shipped precomputed: 1,326 rows of 52 little-endian uint16, one row per pair of
cards; built by `python tools/build_data.py strengths`, checked against the plain ranking by
tests/test_strength.py). bench/bench_ranking.py measures it against an empty three-argument
function per hand over the 22,100 hands in a fresh process (a bitmask-keyed dict, whose keys hashed
into long probe chains, was slower); the table is loaded once per process.
The plain path is `ranking.class_number` + `ranking.tiebreak_suit`.

Not imported by the command line's `rank`: only code that ranks many hands (bots, odds) needs it.
"""

from __future__ import annotations

import os
import sys
from itertools import combinations

TYPE_CHECKING = False
"""Not `typing.TYPE_CHECKING`: this module is the ranking API's whole import, and `typing` is not in it."""
if TYPE_CHECKING:
    from collections.abc import Callable

    from .ranking import Order

_DATA = os.path.join(os.path.dirname(__file__), "strengths.bin")
_ROWS = 1326
"""Pairs of distinct cards, in `combinations(range(52), 2)` order: one row of 52 strengths each."""


def plain_strength(a: int, b: int, c: int, order: Order | None = None) -> int:
    """The same value as `hand_strength`, computed from the rank classes (the plain path); `order`: a house
    order of the ranking tables (`ranking.Order`), the seeds' by default."""
    from .ranking import SEEDS_ORDER, class_number, tables, tiebreak_suit

    hand = (a, b, c)
    o = SEEDS_ORDER if order is None else order
    return (len(tables(o).classes) + 1 - class_number(hand, o)) * 4 + tiebreak_suit(hand)


def _plain_rows(order: Order | None = None) -> bytes:
    """The rows of `strengths.bin` (or of a house order's table), computed by the plain path."""
    from array import array

    out = array("H")
    for a, b in combinations(range(52), 2):
        out.extend(0 if c in (a, b) else plain_strength(a, b, c, order) for c in range(52))
    if sys.byteorder != "little":
        out.byteswap()
    return out.tobytes()


def _build(order: Order | None = None) -> list[list[list[int]]]:
    """The nested table from the shipped rows (the plain rows if the file is missing or damaged, or for a
    house order of the ranking tables)."""
    if order is None:
        try:
            with open(_DATA, "rb") as f:
                data = f.read()
        except OSError:
            data = b""
    else:
        data = _plain_rows(order)
    if len(data) != _ROWS * 52 * 2:
        data = _plain_rows()
    view = memoryview(data).cast("H")
    if sys.byteorder != "little":
        from array import array

        swapped = array("H", data)
        swapped.byteswap()
        view = memoryview(swapped.tobytes()).cast("H")
    zero = [0] * 52
    table = [[zero] * 52 for _ in range(52)]
    o = 0
    for a in range(52):
        row_a = table[a]
        for b in range(a + 1, 52):
            row = view[o:o + 52].tolist()
            o += 52
            row_a[b] = row
            table[b][a] = row
    return table


_TABLE = _build()
_HOUSE_TABLES: dict[Order, list[list[list[int]]]] = {}


def table_for(order: Order | None) -> list[list[list[int]]]:
    """The nested strength table of a house order of the ranking tables (`_TABLE` for the seeds' order);
    a house order's is built by the plain path on first use."""
    if order is None or not any(order):
        return _TABLE
    found = _HOUSE_TABLES.get(order)
    if found is None:
        found = _HOUSE_TABLES[order] = _build(order)
    return found


def house_strength(order: Order | None) -> Callable[[int, int, int], int]:
    """`hand_strength` under a house order of the ranking tables (the same function for the seeds' order)."""
    table = table_for(order)
    if table is _TABLE:
        return hand_strength

    def strength(a: int, b: int, c: int) -> int:
        try:
            if a >= 0 and b >= 0 and c >= 0:
                return table[a][b][c] or _not_a_hand(a, b, c)
        except (IndexError, TypeError):
            pass
        return _not_a_hand(a, b, c)

    return strength


def _not_a_hand(*cards: object) -> int:
    """The CardError (a ValueError) for three values that are not three distinct cards 0..51."""
    from ..core.errors import CardError
    from .rule_ids import RuleId

    shown = ", ".join(repr(c) for c in cards)
    raise CardError(f"not three distinct cards 0..51: {shown}", rule=RuleId.DECK, token=shown)


def hand_strength(a: int, b: int, c: int) -> int:
    """Full strength of a hand of three distinct cards 0..51 (any order), suit tie-break included;
    larger wins. Equal strengths are exact ties. A repeated card, a negative one or one past 51 is a
    CardError (a ValueError). The fast path checks only that: it takes any int-like index (`Card`,
    `numpy` integers, `True` as 1) and does not check the types beyond what indexing refuses."""
    try:
        if a >= 0 and b >= 0 and c >= 0:  # a negative index would read the table from its end
            return _TABLE[a][b][c] or _not_a_hand(a, b, c)  # 0: a card given twice
    except (IndexError, TypeError):
        pass
    return _not_a_hand(a, b, c)


def strengths(hands: list[tuple[int, int, int]]) -> list[int]:
    """Strength of many hands at once, for bulk ranking (same values as `hand_strength`)."""
    t = _TABLE
    try:
        out = [t[a][b][c] if (a | b | c) >= 0 else 0 for a, b, c in hands]
    except (IndexError, TypeError, ValueError):
        bad = next((h for h in hands if not _is_hand(h)), hands) if isinstance(hands, (list, tuple)) else hands
        return [_not_a_hand(*bad) if isinstance(bad, (list, tuple)) else _not_a_hand(bad)]
    if 0 in out:
        a, b, c = hands[out.index(0)]
        _not_a_hand(a, b, c)
    return out


def _is_hand(h: object) -> bool:
    """True for three card indices 0..51 (repeats are found by the table's zero)."""
    return (isinstance(h, (tuple, list)) and len(h) == 3
            and all(isinstance(x, int) and 0 <= x < 52 for x in h))


_BY_MASK: dict[int, int] = {}
_HOUSE_BY_MASK: dict[Order, dict[int, int]] = {}


def strength_table(order: Order | None = None) -> dict[int, int]:
    """Bitmask of every one of the 22,100 hands -> its strength (for callers that key hands by mask), in
    the seeds' order or a house `order`. Filled on first use; later calls return the same dict."""
    if order is not None and any(order):
        found = _HOUSE_BY_MASK.get(order)
        if found is None:
            t = table_for(order)
            found = _HOUSE_BY_MASK[order] = {(1 << a) | (1 << b) | (1 << c): t[a][b][c]
                                             for a, b, c in combinations(range(52), 3)}
        return found
    if not _BY_MASK:
        _BY_MASK.update({(1 << a) | (1 << b) | (1 << c): _TABLE[a][b][c] for a, b, c in combinations(range(52), 3)})
    return _BY_MASK


def write_data() -> str:
    """Regenerate strengths.bin from the plain ranking (`python tools/build_data.py strengths`); returns its
    path."""
    with open(_DATA, "wb") as out:
        out.write(_plain_rows())
    return _DATA
