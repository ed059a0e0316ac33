"""The odds answers' shared words, for both games: how a chance is known, percentages, the estimate's JSON keys, and
the options that do nothing where an answer is exact."""

from __future__ import annotations

import math
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..core.errors import InputError
from ..core.i18n import _, ngettext
from ..kit.odds import Estimate
from . import numbers

if TYPE_CHECKING:
    from ..core.cards import Card


def parse_seen(text: str | None, rule: StrEnum) -> list[Card]:
    """The cards of --seen (none when not given), refused with the option named."""
    from ..core.cards import parse_cards

    if not text:
        return []
    try:
        return parse_cards(text, rule)
    except InputError as err:
        raise InputError(f"--seen: {err.message}", rule=err.rule, token=err.token) from None


MAX_SAMPLES = 10_000_000
"""The most Monte Carlo deals `odds --samples` plays (250 times the default; a minute or so of work), as
`simulate` caps its counts: a larger number is a usage error, not hours of work."""


def check_samples(samples: int | None) -> None:
    """`--samples`: 1 to MAX_SAMPLES, or an InputError naming it (exit 2)."""
    if samples is not None and samples < 1:
        raise InputError(f"--samples must be 1 or more, got {samples}", token=str(samples))
    if samples is not None and samples > MAX_SAMPLES:
        shown = f"{samples:,}" if samples < 10**30 else f"{str(samples)[:20]}… ({len(str(samples))} digits)"
        raise InputError(f"--samples {shown}: must be 1 to {MAX_SAMPLES:,}", token=shown)


def nothing(samples: int | None, seed: int | None, why: str) -> None:
    """--samples and --seed do nothing where the answer is exact: say so rather than ignore them."""
    for flag, value in (("--samples", samples), ("--seed", seed)):
        if value is not None:
            raise InputError(f"{flag} does nothing {why}", token=str(value))


def fraction(f: Fraction) -> str:
    """A fraction as n/d."""
    return f"{f.numerator}/{f.denominator}"


def exact_number(f: Fraction) -> str:
    """An exact value as words print it: '2' when it is whole, else the reduced fraction '7/3'."""
    return str(f.numerator) if f.denominator == 1 else fraction(f)


def how_known(e: Estimate, samples: int | None) -> str:
    """How a chance is known, for a `replay --odds` line: 'exact n/d', or the estimate's interval and deals."""
    if e.fraction is not None:
        return _("exact {fraction}").format(fraction=fraction(e.fraction))
    if e.ci95 is not None:
        return _("estimated, 95% interval {low}–{high}, {n} deals").format(low=numbers.percent(e.ci95[0], 1),
                                                                           high=numbers.percent(e.ci95[1], 1),
                                                                           n=numbers.integer(samples or 0))
    return _("estimated")


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
    decimals would say 0.00% or 100.00% of a chance that is neither (83/11,653,180 is 0.00071%); in the number
    format of the language of the moment (16,94 % in French)."""
    if value <= 0 or value >= 1 or 0.0001 <= value <= 0.9999:
        return numbers.percent(value, 2)
    gap = min(value, 1 - value) * 100
    decimals = 1 - math.floor(math.log10(gap))
    return numbers.localized_percent(value, decimals) or f"{value * 100:.{decimals}f}%"


def pct(e: Estimate) -> str:
    """A chance as a percentage, with its 95% interval when estimated."""
    if e.ci95 is None:
        return percent(e.value)
    return _("{chance} (95% interval {low}–{high})").format(chance=percent(e.value), low=percent(e.ci95[0]),
                                                            high=percent(e.ci95[1]))


def hands_word(n: int) -> str:
    """'hand' or 'N hands'."""
    return _("hand") if n == 1 else ngettext("{n} hand", "{n} hands", n).format(n=n)
