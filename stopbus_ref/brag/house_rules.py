"""The Brag game's house rules as the engine plays them: a typed `Settings` built from a table's `house:`.

Light (no rulebook): the engine, the reader and the replay import it. The catalogue with its statements
and quotes is data in rulebook.py (`HOUSE`); the keys and values here are the same (a test checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from .ranking import SEEDS_ORDER, Order


class Settings(NamedTuple):
    """What a table plays: the order of the ranking tables and the four play rules (the seeds' by default)."""

    order: Order = SEEDS_ORDER
    floating: bool = True
    """`floating`: losing the last token leaves a player floating (False: eliminated at once)."""
    stock_compare: bool = False
    """`stock-empty: compare`: a turn that begins with the stock empty ends the deal."""
    dealer_skip: bool = True
    """`dealer-skip`: the previous dealer deals again after the next scheduled dealer is eliminated."""
    stopper_safe: bool = False
    """`stopper-safe`: a stopper with the worst hand is passed over."""

    @property
    def seeds(self) -> bool:
        """True when every house rule is at the seeds' reading."""
        return self == SEEDS


SEEDS = Settings()
"""Every house rule at the seeds' reading."""

KEYS = {"run-vs-flush": ("run", "flush"), "top-prial": ("threes", "aces"), "top-run": ("a23", "akq"),
        "floating": ("true", "false"), "stock-empty": ("recycle", "compare"), "dealer-skip": ("true", "false"),
        "stopper-safe": ("false", "true")}
"""The catalogue's keys and values (the default first), as the engine reads them."""


def settings(house: Mapping[str, str] | None) -> Settings:
    """The Settings of a read House (keys and values already checked against the catalogue)."""
    if not house:
        return SEEDS
    get = house.get
    order = Order(get("run-vs-flush") == "flush", get("top-prial") == "aces", get("top-run") == "akq")
    return Settings(order, get("floating", "true") == "true", get("stock-empty") == "compare",
                    get("dealer-skip", "true") == "true", get("stopper-safe") == "true")


def order_of(house: Mapping[str, str] | None) -> Order:
    """The order of the ranking tables a House plays."""
    return settings(house).order
