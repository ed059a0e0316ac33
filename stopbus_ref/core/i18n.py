"""Messages in the table's own language: the catalogues, the language of the moment, and lazy messages.

A language is files: `stopbus_ref/locale/languages.toml` (the one language table: each language's code, its
names and the seed written in it) and, per language, `locale/CODE/LC_MESSAGES/stopbus.mo` (the message
catalogue, compiled from `stopbus.po` with Babel), with its card words and ask word lists beside it. More
folders laid out the same way can be named in `STOPBUS_LOCALES` (separated by the path separator): their
languages join the table, so that a language can be added without a line of code.

The language of the moment is a context variable: one per command of the command line, one per request of
the web page. `_()` and `ngettext()` translate at once; `lazy()` and `lazy_n()` make a `Msg`, a message with
its values that becomes words each time it is shown, in the language of that moment: a ruling stored in a
table's state reads in the language of whoever looks at it. Values that are themselves messages are
translated too. English is the catalogues' source: an English message is its msgid, so English output never
depends on a catalogue.
"""

from __future__ import annotations

import gettext as _gettext
import os
from contextvars import ContextVar, Token
from pathlib import Path
from typing import Any, NamedTuple

LOCALE = Path(__file__).resolve().parent.parent / "locale"
"""The package's locale folder: `languages.toml` and one folder per language."""
DOMAIN = "stopbus"
"""The gettext domain: `locale/CODE/LC_MESSAGES/stopbus.mo`."""
EXTRA_ENV = "STOPBUS_LOCALES"
"""Environment variable naming more locale folders, laid out like the package's."""
SOURCE = "en"
"""The language the messages are written in (the catalogues' msgids)."""


class Language(NamedTuple):
    """One row of the language table."""

    code: str
    """The code of `--lang`, the config file's `lang` and a locale's first two letters (`nl`)."""
    name: str
    """Its name in English ("Dutch")."""
    native: str
    """Its name in itself ("Nederlands")."""
    seed: str | None
    """The seed text written in it, whose passages are quoted to its readers ("003"), or None."""
    folder: Path
    """The locale folder holding its files."""
    decimal: str = "."
    """Its decimal mark (`,` in Dutch and French)."""
    group: str = ","
    """The mark between groups of three digits (`.` in Dutch, a narrow no-break space in French)."""
    percent: str = "{}%"
    """Where the percent sign goes, `{}` being the number (`{}\u00a0%` in French: a no-break space before it)."""


_current: ContextVar[str] = ContextVar("stopbus_language", default=SOURCE)
_table: tuple[str, dict[str, Language]] | None = None
_catalogues: dict[str, _gettext.NullTranslations] = {}


def _folders() -> list[Path]:
    extra = os.environ.get(EXTRA_ENV, "")
    return [LOCALE, *(Path(p) for p in extra.split(os.pathsep) if p.strip())]


def languages() -> dict[str, Language]:
    """The language table: English first, then each folder's languages in its file's order (read once per value
    of `STOPBUS_LOCALES`)."""
    global _table
    key = os.environ.get(EXTRA_ENV, "")
    if _table is not None and _table[0] == key:
        return _table[1]
    import tomllib

    table: dict[str, Language] = {}
    for folder in _folders():
        try:
            with open(folder / "languages.toml", "rb") as f:
                rows = tomllib.load(f).get("language", [])
        except (OSError, ValueError):
            continue
        for row in rows:
            code = str(row.get("code", "")).lower()
            if code and code not in table:
                table[code] = Language(code, str(row.get("name", code)), str(row.get("native", code)),
                                       row.get("seed") or None, folder, str(row.get("decimal", ".")),
                                       str(row.get("group", ",")), str(row.get("percent", "{}%")))
    _table = (key, table)
    _catalogues.clear()
    return table


def from_locale(env: dict[str, str] | os._Environ[str] | None = None) -> str | None:
    """The language of the environment's locale, POSIX precedence (`LC_ALL`, then `LC_MESSAGES`, then `LANG`:
    the first one set decides), when the table has it; None otherwise (`C`, `POSIX`, a language not here)."""
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            code = value.split("_")[0].split(".")[0].split("@")[0].lower()
            if code in ("c", "posix", SOURCE):  # the usual answers, without reading the language table
                return SOURCE if code == SOURCE else None
            return code if code in languages() else None
    return None


def current() -> str:
    """The language of this moment (this command, this request)."""
    return _current.get()


def set_current(code: str) -> Token[str]:
    """Make `code` the language of this moment (until `reset`); a code the table lacks means English."""
    return _current.set(code if code == SOURCE or code in languages() else SOURCE)


def reset(token: Token[str]) -> None:
    """The language before `set_current`."""
    _current.reset(token)


def catalogue(code: str | None = None) -> _gettext.NullTranslations:
    """The message catalogue of a language (of this moment by default): English and a language without a
    catalogue give the messages as written."""
    code = code or _current.get()
    found = _catalogues.get(code)
    if found is None:
        lang = languages().get(code)
        found = _gettext.NullTranslations()
        if lang is not None and code != SOURCE:
            try:
                found = _gettext.translation(DOMAIN, str(lang.folder), languages=[code])
            except OSError:
                pass
        _catalogues[code] = found
    return found


def _(message: str) -> str:
    """A message in the language of this moment."""
    if _current.get() == SOURCE:
        return message
    return catalogue().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for `n`, in the language of this moment (its plural rules)."""
    if _current.get() == SOURCE:
        return singular if n == 1 else plural
    return catalogue().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message that needs a context to be translated right (a word that is a noun here, a verb there)."""
    if _current.get() == SOURCE:
        return message
    return catalogue().pgettext(context, message)


def N_(message: str) -> str:
    """Mark a message for the catalogue without translating it here (it is translated where it is shown)."""
    return message


def _shown(value: object) -> object:
    return str(value) if isinstance(value, Msg) else value


class Msg:
    """A message of the catalogue with its values: words only when shown (`str`), in the language of that moment.

    Compares equal to the string it shows, so that code and tests that read a message as text keep working.
    """

    __slots__ = ("msgid", "n", "plural", "values")

    def __init__(self, msgid: str, plural: str | None = None, n: int | None = None, **values: Any) -> None:
        self.msgid = msgid
        self.plural = plural
        self.n = n
        self.values = values

    def __str__(self) -> str:
        if self.plural is not None and self.n is not None:
            text = ngettext(self.msgid, self.plural, self.n)
        else:
            text = _(self.msgid)
        if not self.values:
            return text
        return text.format(**{k: _shown(v) for k, v in self.values.items()})

    def in_language(self, code: str) -> str:
        """The message in language `code`, whatever the language of this moment."""
        token = set_current(code)
        try:
            return str(self)
        finally:
            reset(token)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Msg({self.msgid!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Msg):
            return (self.msgid, self.plural, self.n, self.values) == (other.msgid, other.plural, other.n, other.values)
        return str(self) == other if isinstance(other, str) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.msgid)

    def __add__(self, other: object) -> str:
        return str(self) + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + str(self)

    def __len__(self) -> int:
        return len(str(self))

    def __contains__(self, part: str) -> bool:
        return part in str(self)


def lazy(message: str, **values: Any) -> Msg:
    """A message to be shown later, in the language of that moment; `values` fill its `{name}` fields."""
    return Msg(message, **values)


def lazy_n(singular: str, plural: str, n: int, **values: Any) -> Msg:
    """A message with a singular and a plural form, chosen by `n` when shown."""
    return Msg(singular, plural, n, **values)
