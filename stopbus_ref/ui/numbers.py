"""Numbers in the language of the moment: `0.123`, `16.94%` and `22,100` in English; `0,123`, `16,94%` and
`22.100` in Dutch; `0,123`, `16,94 %` and `22 100` in French (a no-break space before the percent sign, a narrow
no-break space between groups of digits).

How a language writes numbers is data, in the language table (`locale/languages.toml`: its decimal mark, its
group mark and where its percent sign goes, as the Unicode CLDR gives them; a test checks them against Babel's
copy of the CLDR). So a number costs nothing to write in any language: no locale data is loaded at run time. The
digits are Python's own, rounded as in English, so that every language shows the same figure. A language added
from files without these marks writes numbers the English way.
"""

from __future__ import annotations

from ..core.i18n import SOURCE, Language, current, languages


def _language() -> Language | None:
    """The language of the moment when it writes numbers its own way; None for English."""
    code = current()
    if code == SOURCE:
        return None
    lang = languages().get(code)
    if lang is None or (lang.decimal, lang.group, lang.percent) == (".", ",", "{}%"):
        return None
    return lang


def _marks(text: str, lang: Language) -> str:
    """An English-written number (`22,100.5`) with the language's marks (`22.100,5`)."""
    return "".join(lang.group if c == "," else lang.decimal if c == "." else c for c in text)


def integer(value: int) -> str:
    """A whole number with its groups of three digits marked (22,100), in the language of the moment."""
    lang = _language()
    return f"{value:,}" if lang is None else _marks(f"{value:,}", lang)


def decimal(value: float, digits: int) -> str:
    """`value` with `digits` decimals (0.123), in the number format of the language of the moment."""
    lang = _language()
    return f"{value:.{digits}f}" if lang is None else _marks(f"{value:,.{digits}f}", lang)


def localized_percent(value: float, digits: int) -> str | None:
    """`percent` in a language that writes numbers its own way, or None for the English form (the caller's
    own)."""
    lang = _language()
    return None if lang is None else lang.percent.format(_marks(f"{value * 100:,.{digits}f}", lang))


def percent(value: float, digits: int) -> str:
    """`value` (a share, 0.1694) as a percentage with `digits` decimals (16.94%), in the language of the moment."""
    return localized_percent(value, digits) or f"{value:.{digits}%}"
