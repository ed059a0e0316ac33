"""Which language a command speaks, and which seed it quotes: chosen once, before the command line is parsed.

The interface language is `--lang en|nl|fr` (taken off the command line by `cli.take_lang`, any command), else
the config file's `lang`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first one set decides), else
English. It is the language of every message (`core.i18n`); it never changes rule ids, JSON keys or enumerated
JSON values. The quotes follow it (003 for Dutch, 004 for French) unless `--quotes` (or its alias `--lang all`,
or the config file's `lang = "all"`) picks others.
"""

from __future__ import annotations

from ..core import i18n
from .run_state import RUN


def choose() -> str:
    """Make the interface language of this command the language of the moment, and return its code."""
    from .config import setting

    code = RUN.lang
    if code is None:
        configured = setting("lang")
        code = configured if configured in i18n.languages() else i18n.from_locale()
    i18n.set_current(code or i18n.SOURCE)  # set each time: one process may run many commands (the tests do)
    return i18n.current()


def explicit_quotes() -> str | None:
    """The quotes asked for in so many words: `--lang all` or the config file's `lang = "all"` (None: none)."""
    from .config import setting

    if RUN.quotes is not None:
        return RUN.quotes
    return "all" if RUN.lang is None and setting("lang") == "all" else None


def quote_lang(given: str | None = None) -> str:
    """The language of the quotes: `given` (`--quotes`), else `--lang all`/config `all`, else the interface's."""
    return (given or explicit_quotes() or i18n.current()).lower()


def chosen_explicitly() -> bool:
    """Whether the interface language was chosen on the command line or in the config file (not the locale)."""
    from .config import setting

    return RUN.lang is not None or setting("lang") in ("en", "nl", "fr")


def shown_quotes(given: str | None = None) -> str | None:
    """The quotes of a command that shows every language's by default (`rules ID`, the live table): `given`
    (`--quotes`), else `--lang all`/config `all`, else the interface language when it was chosen (on the command
    line, in the config file, or a locale other than English); None: every language's (the table: the first)."""
    if given:
        return given.lower()
    chosen = explicit_quotes()
    if chosen is None and (chosen_explicitly() or i18n.current() != i18n.SOURCE):
        chosen = i18n.current()
    return chosen
