"""Odds helpers shared by the games: exact-or-estimated values, the Wilson interval, and counting
ordered deals of disjoint three-card hands (used by brag/odds.py and thirty_one/odds.py).

Game-neutral on purpose: nothing here knows how a hand is ranked or scored. The answers' shared words
(the progress bar, --seen, the estimate's JSON keys and percentages) are here too.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from types import TracebackType
from typing import TYPE_CHECKING, Any

from ..core.errors import InputError

if TYPE_CHECKING:
    from rich.progress import Progress as RichProgress
    from rich.progress import TaskID

    from ..core.cards import Card

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


# -- the odds answers' shared pieces ------------------------------------------------------------

class LazyBar:
    """A rich progress bar on stderr that appears only after a computation has run for a second,
    and only on a terminal (never when stderr is piped, NO_COLOR is set or JSON is asked for)."""

    def __init__(self, label: str, enabled: bool) -> None:
        self.label = label
        from ..ui.output import progress_ok

        self.enabled = enabled and progress_ok()
        self.start = time.monotonic()
        self.bar: RichProgress | None = None
        self.task: TaskID | None = None

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self.bar is None:
            if time.monotonic() - self.start < 1.0:
                return
            from rich.progress import Progress as RichProgress

            from ..ui.output import console

            self.bar = RichProgress(console=console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.label, total=total)
        assert self.task is not None
        self.bar.update(self.task, completed=done, total=total)

    def __enter__(self) -> LazyBar:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        if self.bar is not None:
            self.bar.stop()


def parse_seen(text: str | None, rule: StrEnum) -> list[Card]:
    """The cards of --seen (none when not given), refused with the option named."""
    from ..core.cards import parse_cards

    if not text:
        return []
    try:
        return parse_cards(text, rule)
    except InputError as err:
        raise InputError(f"--seen: {err.message}", rule=err.rule, token=err.token) from None


def nothing(samples: int | None, seed: int | None, why: str) -> None:
    """--samples and --seed do nothing where the answer is exact: say so rather than ignore them."""
    for flag, value in (("--samples", samples), ("--seed", seed)):
        if value is not None:
            raise InputError(f"{flag} does nothing {why}", token=str(value))


def fraction(f: Fraction) -> str:
    """A fraction as n/d."""
    return f"{f.numerator}/{f.denominator}"


def how_known(e: Estimate, samples: int | None) -> str:
    """How a chance is known, for a `replay --odds` line: 'exact n/d', or the estimate's interval and deals."""
    if e.fraction is not None:
        return f"exact {fraction(e.fraction)}"
    if e.ci95 is not None:
        return f"estimated, 95% interval {e.ci95[0]:.1%}–{e.ci95[1]:.1%}, {samples or 0:,} deals"
    return "estimated"


def estimates(obj: dict[str, Any], worst: Estimate, best: Estimate, position: Estimate, samples: int | None,
               seed: int | None) -> None:
    """The answer's numbers, in the same keys for both games: each chance or position as a value, with its
    reduced fraction when exact or its 95% interval when estimated, then the samples and seed."""
    if worst.fraction is not None:
        obj["fraction"] = fraction(worst.fraction)
    if worst.ci95 is not None:
        obj["ci95"] = list(worst.ci95)
    obj["samples"] = samples
    if best.fraction is not None:
        obj["best_fraction"] = fraction(best.fraction)
    if best.ci95 is not None:
        obj["best_ci95"] = list(best.ci95)
    obj["expected_position"] = position.value
    if position.fraction is not None:
        obj["expected_position_fraction"] = fraction(position.fraction)
    if position.ci95 is not None:
        obj["expected_position_ci95"] = list(position.ci95)
    if seed is not None:
        obj["seed"] = seed


def percent(value: float) -> str:
    """A chance as a percentage with two decimals, or with the two first digits that are not 0 or 9 when two
    decimals would say 0.00% or 100.00% of a chance that is neither (83/11,653,180 is 0.00071%)."""
    if value <= 0 or value >= 1 or 0.0001 <= value <= 0.9999:
        return f"{value:.2%}"
    gap = min(value, 1 - value) * 100
    decimals = 1 - math.floor(math.log10(gap))
    return f"{value * 100:.{decimals}f}%"


def pct(e: Estimate) -> str:
    """A chance as a percentage, with its 95% interval when estimated."""
    if e.ci95 is None:
        return percent(e.value)
    return f"{percent(e.value)} (95% interval {percent(e.ci95[0])}–{percent(e.ci95[1])})"


def hands_word(n: int) -> str:
    """'hand' or 'N hands'."""
    return "hand" if n == 1 else f"{n} hands"
