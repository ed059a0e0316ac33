"""Seating, shared by the games: who sits next clockwise among the players still in, and the names
`--names` gives."""

from __future__ import annotations

from collections.abc import Sequence


def left_of(seating: Sequence[str], player: str, among: Sequence[str]) -> str:
    """The next player clockwise from `player` among `among` (who need not include `player`).

    Raises ValueError when nobody in `among` is seated.
    """
    i = seating.index(player)
    n = len(seating)
    for k in range(1, n + 1):
        p = seating[(i + k) % n]
        if p in among:
            return p
    raise ValueError("no player left")
