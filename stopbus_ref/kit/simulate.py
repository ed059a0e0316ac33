"""What every game's simulator shares: a simulated deal and game as the record writer reads them, the
statistics of `simulate --summary` added game by game and merged block by block, and the block of seeded
games one worker plays (kit/parallel.py runs the blocks).

Game-neutral: the bots, the engine's moves, what a game counts and the record's words are the game's
(brag/simulate.py, thirty_one/simulate.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import KW_ONLY, dataclass, field, fields
from typing import Any, Generic, TypeVar

C = TypeVar("C", bound=int)
"""A card, as the game's deck holds it."""
T = TypeVar("T")
"""A turn, as the game's simulator keeps it for the record."""
R = TypeVar("R")
"""The engine's result of one deal."""
D = TypeVar("D", bound="SimDealBase[Any, Any, Any]")
G = TypeVar("G", bound="SimGameBase[Any]")
S = TypeVar("S", bound="Tally[Any, Any]")

SUMMARY_BLOCK = 25
"""Games per block of `simulate --summary`: fixed, so the blocks (and the result) do not depend on --workers."""


@dataclass
class SimDealBase(Generic[C, T, R]):
    """One simulated deal: the dealer, the deck, the turns as typed, the reshuffles, and the engine's result."""

    dealer: str
    deck: list[C]
    turns: list[T] = field(default_factory=list)
    reshuffles: list[list[C]] = field(default_factory=list)
    result: R | None = None


@dataclass(kw_only=True)
class SimGameBase(Generic[D]):
    """A whole simulated game: the players, the first dealer, the deals and the winner (None when there is none);
    a game's own adds what its record also writes (tokens or lives, its rules)."""

    players: list[str]
    first_dealer: str
    deals: list[D]
    winner: str | None


@dataclass
class Tally(Generic[G, R]):
    """Statistics over simulated games: games, deals and deals per game here, the game's own counts (whole
    numbers, Counters, lists) in its subclass. `add` counts one finished game (`count_game` once, `count_deal`
    for each deal's result); `merge` adds a later block's tally field by field, so that merging blocks in seed
    order gives what adding every game in that order gives (Counter.update keeps the order in which keys first
    appear, zeros too). A field whose metadata says `same` (the table size) is a label, not a count."""

    _: KW_ONLY
    games: int = 0
    deals: int = 0
    deals_per_game: list[int] = field(default_factory=list)

    def add(self, g: G) -> None:
        """Count one finished game into the statistics."""
        self.games += 1
        self.deals_per_game.append(len(g.deals))
        self.count_game(g)
        for d in g.deals:
            assert d.result is not None
            self.deals += 1
            self.count_deal(d.result, g)

    def count_game(self, g: G) -> None:
        """The game's counts of a whole game (none by default)."""

    def count_deal(self, result: R, g: G) -> None:
        """The game's counts of one deal's result."""

    def merge(self, other: Tally[G, R]) -> None:
        """Add the statistics of later games (of the same table size)."""
        for f in fields(self):
            if f.metadata.get("same"):
                continue
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if isinstance(mine, Counter):
                mine.update(theirs)
            elif isinstance(mine, list):
                mine.extend(theirs)
            else:
                setattr(self, f.name, mine + theirs)


def play_block(tally: S, first_seed: int, count: int, play: Callable[[int], Any]) -> S:
    """`tally` with the `count` games of seeds `first_seed`, `first_seed + 1`, … added, each `play(seed)`: one
    unit of work for a worker process (or a cluster engine), called by a game's module-level block function so
    that it pickles."""
    for seed in range(first_seed, first_seed + count):
        tally.add(play(seed))
    return tally
