"""Odds helpers shared by the games: exact-or-estimated values, the Wilson interval, and counting
ordered deals of disjoint three-card hands (used by brag/odds.py and thirty_one/odds.py).

Game-neutral on purpose: nothing here knows how a hand is ranked or scored. The answers' shared words
(the progress bar, --seen, the estimate's JSON keys and percentages) are here too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from enum import StrEnum

L = TypeVar("L")
T = TypeVar("T")
C = TypeVar("C", bound=int)

Z95 = 1.959963984540054

Progress = Callable[[int, int], None]
"""progress(done, total): called now and then by long computations."""


@dataclass(frozen=True)
class Estimate:
    """A probability (or mean): exact as a Fraction, or estimated with a 95% interval."""

    value: float
    fraction: Fraction | None = None
    ci95: tuple[float, float] | None = None

    @property
    def exact(self) -> bool:
        """True when counted, not sampled."""
        return self.fraction is not None

    @classmethod
    def of(cls, fraction: Fraction) -> Estimate:
        """An exact value."""
        return cls(float(fraction), fraction)

    @classmethod
    def sampled(cls, hits: int, n: int) -> Estimate:
        """A proportion with its Wilson 95% interval (never outside [0, 1], sensible at 0 and n)."""
        z2 = Z95 * Z95
        centre = (hits + z2 / 2) / (n + z2)
        half = Z95 / (n + z2) * math.sqrt(hits * (n - hits) / n + z2 / 4)
        return cls(hits / n, None, (max(0.0, centre - half), min(1.0, centre + half)))


@dataclass(frozen=True, kw_only=True)
class HandOdds(Generic[C]):
    """The answer for one hand as every game gives it: the hand, the table size, the cards seen, the chance of
    being the strict best and the expected position (1 = best), with the samples and seed of an estimate. A
    game's answer adds its chance of losing (`losing`, under the game's own name) and what it was asked with."""

    hand: tuple[C, C, C]
    players: int
    seen: tuple[C, ...]
    best: Estimate
    position: Estimate
    samples: int | None = None
    seed: int | None = None

    @property
    def losing(self) -> Estimate:
        """The chance of losing at the showdown (Brag's worst hand, the 31-point game's joint lowest score)."""
        raise NotImplementedError

    @property
    def exact(self) -> bool:
        """True when the chance of losing was counted exactly."""
        return self.losing.exact


class CallOdds:
    """A stop or a knock annotated with the caller's chance of losing (a game's frozen dataclass gives `lost` and
    `odds`, the caller's hand's answer): once the hands are shown, the chance the caller gave to what happened
    and whether that was an upset (less than an even chance by that reckoning)."""

    lost: bool | None
    """Did the caller lose? None while the deal is unfinished."""
    odds: HandOdds[Any]
    """The caller's hand's answer, from what they could see at the call."""

    @property
    def losing_chance(self) -> float:
        """The caller's chance of losing, from what they could see at the call."""
        return self.odds.losing.value

    @property
    def outcome_chance(self) -> float | None:
        """The chance the caller gave to what happened: losing, or not losing."""
        if self.lost is None:
            return None
        p = self.losing_chance
        return p if self.lost else 1 - p

    @property
    def upset(self) -> bool | None:
        chance = self.outcome_chance
        return None if chance is None else chance < 0.5


def write_tables(path: str, built: dict[str, Any]) -> None:
    """Write a table file `shipped_tables` reads (`{"samples", "seed", "tables"}`), one table size a line."""
    import json

    lines = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in built["tables"].items())
    with open(path, "w", encoding="utf-8") as out:
        out.write(f'{{"samples": {built["samples"]}, "seed": {built["seed"]}, "tables": {{\n{lines}\n}}}}\n')


def shipped_tables(path: str, cache: dict[int, Any]) -> dict[int, Any]:
    """A shipped table file's rows by table size (`{"tables": {"2": rows, ...}}`), read into `cache` once;
    empty when the file is missing, so that the caller computes the rows live."""
    if not cache:
        import json

        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except OSError:
            return cache
        cache.update({int(k): v for k, v in data["tables"].items()})
    return cache


def shipped_rows_of(path: str, cache: dict[int, Any], players: int, limits: Sequence[L],
                    row: Callable[[L, Any], T]) -> list[T] | None:
    """One table size's thresholds from a shipped table file (read once into `cache`), each made by the game's
    `row(limit, stored row)`; None when the file does not ship that size with a row for each of `limits` (the
    caller then computes them live)."""
    rows = shipped_tables(path, cache).get(players)
    if rows is None or len(rows) != len(limits):
        return None
    return [row(limit, r) for limit, r in zip(limits, rows, strict=True)]


def shipped_estimate(chance: str | list[int]) -> Estimate:
    """A shipped row's chance: an exact fraction as text, or `[hits, samples]` of a seeded estimate."""
    return Estimate.of(Fraction(chance)) if isinstance(chance, str) else Estimate.sampled(chance[0], chance[1])


def disjoint_pairs(family: Sequence[tuple[int, int, int]]) -> int:
    """Ordered pairs of card-disjoint hands from `family`, by inclusion-exclusion over shared cards.

    Pairs sharing a card set T are counted by c_T squared (c_T = hands of the family holding T):
    disjoint = |F|^2 - sum_x c_x^2 + sum_{x<y} c_xy^2 - |F|. Linear in |F| instead of quadratic.
    """
    c1 = [0] * 52
    c2: dict[int, int] = {}
    for a, b, c in family:
        c1[a] += 1
        c1[b] += 1
        c1[c] += 1
        for key in (a * 52 + b, a * 52 + c, b * 52 + c):
            c2[key] = c2.get(key, 0) + 1
    n = len(family)
    return n * n - sum(v * v for v in c1) + sum(v * v for v in c2.values()) - n


def ordered_deals(cards: int, hands: int) -> int:
    """Ordered ways to deal `hands` disjoint hands of three from `cards` cards."""
    total = 1
    for i in range(hands):
        total *= math.comb(cards - 3 * i, 3)
    return total


def check_players(players: int, most: int, rule: StrEnum) -> None:
    """Raise InputError unless 2 to `most` hands can be at the showdown (`rule`: the game's players rule)."""
    if not 2 <= players <= most:
        from ..core.errors import InputError

        raise InputError(f"--players must be 2 to {most}, got {players}", rule=rule, token=str(players))


def check_seen(hand: Sequence[int], players: int, seen: Sequence[int], card: Callable[[int], str],
               seen_rule: StrEnum, deal_rule: StrEnum) -> None:
    """Raise InputError if the seen cards are held or listed twice (rule `seen_rule`), or leave too few unseen
    cards to deal the other hands of three (rule `deal_rule`); `card` names a card as the game writes it."""
    from ..core.errors import InputError

    for c in seen:
        if c in hand:
            raise InputError(f"seen card {card(c)} is in the hand {' '.join(map(card, hand))}: a card is either "
                             "held or seen", rule=seen_rule, token=card(c))
    dup = sorted({c for c in seen if list(seen).count(c) > 1})
    if dup:
        raise InputError(f"seen card {card(dup[0])} is listed twice: one deck has one of each card",
                         rule=seen_rule, token=card(dup[0]))
    left = 52 - 3 - len(seen)
    if left < 3 * (players - 1):
        raise InputError(f"{left} unseen cards cannot deal {players - 1} other hands of three "
                         f"(needs {3 * (players - 1)})", rule=deal_rule, token=str(players))


def unseen_cards(hand: Sequence[int], seen: Sequence[int]) -> list[int]:
    """The cards the other hands are dealt from."""
    gone = set(hand) | set(seen)
    return [c for c in range(52) if c not in gone]
