"""Decimal numbers in the language of the moment: `0.123` and `16.94%` in English, `0,123` and `16,94 %` in French,
`0,123` and `16,94%` in Dutch (Babel's number patterns of the locale, with the digits asked for).

English is formatted by Python as before, without Babel; another language uses Babel's patterns when Babel is
installed and knows the language (a language added from files alone may be one it does not know), and the English
form otherwise. Babel and a locale's data are loaded on the first number shown in that language only, so that
commands that show no decimal number do not pay for them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.i18n import SOURCE, current


@cache
def _pattern(code: str, kind: str, digits: int) -> tuple[Any, Any] | None:
    """The locale and its decimal or percent pattern with exactly `digits` decimals, or None (no Babel, or a
    language Babel does not know)."""
    try:
        from babel import Locale
        from babel.numbers import parse_pattern

        locale = Locale.parse(code)
        formats = locale.percent_formats if kind == "percent" else locale.decimal_formats
        pattern = parse_pattern(formats[None].pattern)
    except Exception:  # ImportError, an unknown locale: the English form
        return None
    pattern.frac_prec = (digits, digits)
    return locale, pattern


def _localized(value: float, kind: str, digits: int) -> str | None:
    code = current()
    if code == SOURCE:
        return None
    found = _pattern(code, kind, digits)
    if found is None:
        return None
    locale, pattern = found
    return str(pattern.apply(value, locale))


def decimal(value: float, digits: int) -> str:
    """`value` with `digits` decimals (0.123), in the number format of the language of the moment."""
    return _localized(value, "decimal", digits) or f"{value:.{digits}f}"


def localized_percent(value: float, digits: int) -> str | None:
    """`percent` in a language other than English, or None for the English form (the caller's own)."""
    return _localized(value, "percent", digits)


def percent(value: float, digits: int) -> str:
    """`value` (a share, 0.1694) as a percentage with `digits` decimals (16.94%), in the language of the moment."""
    return _localized(value, "percent", digits) or f"{value:.{digits}%}"
