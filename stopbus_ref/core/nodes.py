"""The node tree a record is read into: YAML mappings and sequences that remember their lines.

The records loader (`records.loader`) builds it from a record's text; every game's reader turns it into that
game's record model, naming the line of whatever it refuses.
"""

from __future__ import annotations

from typing import Any


class Map(dict):  # type: ignore[type-arg]
    """A YAML mapping that remembers its own line and the line of each key.

    Map and Seq have __slots__: no attribute dict per node, less memory for a long record's tree,
    whose hundreds of thousands of one-key turn mappings are its peak."""

    __slots__ = ("line", "lines")
    line: int
    lines: dict[Any, int]

    def __init__(self) -> None:
        super().__init__()
        self.line = 0


class Seq(list):  # type: ignore[type-arg]
    """A YAML sequence that remembers its own line and the line of each item."""

    __slots__ = ("line", "lines")
    line: int
    lines: list[int]

    def __init__(self) -> None:
        super().__init__()
        self.line = 0
