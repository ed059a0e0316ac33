"""Which source text to quote: the reader's language (`--lang en|nl|fr|all`) picks 000, 003 or 004.

Pure apart from reading the environment for the default: `LC_ALL`, then `LC_MESSAGES`, then `LANG`,
the first one set decides (POSIX precedence); Dutch or French picks 003 or 004, anything else English.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.rules import Citation, Rule

LANG_CHOICES = ("en", "nl", "fr", "all")
LANG_SEEDS = {"en": "000_296c96df14c95333.txt", "nl": "003_7231e969837f25d8.txt", "fr": "004_8d6512591a6ebd2e.txt"}
"""The seed quoted in each language (000, the English text, is the primary; a rule citing none of the
chosen language's seed is quoted from its first citation)."""


def default_lang(env: Mapping[str, str] | None = None) -> str:
    """'nl' or 'fr' when the locale is Dutch or French, else 'en'.

    >>> default_lang({"LANG": "nl_BE.UTF-8"}), default_lang({"LC_ALL": "fr_FR", "LANG": "nl_NL"})
    ('nl', 'fr')
    >>> default_lang({"LANG": "C.UTF-8"})
    'en'
    """
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            code = value[:2].lower()
            return code if code in ("nl", "fr") else "en"
    return "en"


def quotes(rule: Rule[Any], lang: str) -> list[Citation]:
    """The rule's citations in `lang` ('all': every one); English when that language does not cite it."""
    if lang == "all":
        return list(rule.citations)
    source = LANG_SEEDS.get(lang, LANG_SEEDS["en"])
    mine = [c for c in rule.citations if c.source == source]
    return mine or [rule.citations[0]]


def missing_note(rule: Rule[Any], lang: str) -> str:
    """'003 has no passage for this rule; 000 says:' when the chosen language's text does not cite the rule (its
    quotes then fall back to the rule's first citation), else ''."""
    from ..core.rules import SHORT

    source = LANG_SEEDS.get(lang) if lang in ("nl", "fr") else None
    if source is None or not rule.citations or any(c.source == source for c in rule.citations):
        return ""
    first = rule.citations[0].source
    from ..core.i18n import _

    return _("{source} has no passage for this rule; {other} says:").format(source=SHORT.get(source, source),
                                                                            other=SHORT.get(first, first))


def primary(rule: Rule[Any], lang: str) -> Citation:
    """The one passage shown under a broken rule: the first in the chosen language (000 for 'all')."""
    return quotes(rule, "en" if lang == "all" else lang)[0]
