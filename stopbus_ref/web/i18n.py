"""The page's language: chosen from the cookie the language switch sets, else the browser's Accept-Language,
else English; its words from the web catalogue (`web/locale/CODE/LC_MESSAGES/web.mo`, compiled from `web.po`,
whose strings Babel extracts from the templates: babel-web.cfg).

The language of a request is a context variable, so that the templates' `_()` (Jinja2's i18n extension) say
each request in its own language, whichever thread or task renders it.
"""

from __future__ import annotations

import gettext
from contextvars import ContextVar
from functools import cache
from pathlib import Path

LANGS = ("en", "nl", "fr")
"""The page's languages, English first (the catalogues' source)."""
NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français"}
"""Each language in its own words, for the switch."""
COOKIE = "stopbus_lang"
LOCALE = Path(__file__).resolve().parent / "locale"
DOMAIN = "web"

_current: ContextVar[str] = ContextVar("stopbus_web_lang", default="en")


@cache
def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language (English: the msgids themselves)."""
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, str(LOCALE), languages=[code], fallback=True)


def current() -> str:
    """The language of the request being answered."""
    return _current.get()


def use(code: str) -> None:
    """Answer the rest of this request in `code`."""
    _current.set(code if code in LANGS else "en")


def gettext_(message: str) -> str:
    """`message` in the request's language."""
    return catalogue(current()).gettext(message)


def ngettext_(singular: str, plural: str, n: int) -> str:
    """The singular or plural of a message in the request's language."""
    return catalogue(current()).ngettext(singular, plural, n)


def choose(cookie: str | None, accept: str | None) -> str:
    """The page's language: the switch's cookie, else the best of Accept-Language (`nl-BE,nl;q=0.9,en;q=0.8`),
    else English."""
    if cookie in LANGS:
        return str(cookie)
    best, best_q = "en", 0.0
    for i, part in enumerate((accept or "")[:500].split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        code = tag.strip().lower()[:2]
        q = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                q = float(params[2:])
            except ValueError:
                q = 0.0
        q -= i * 1e-6  # the first of equals wins
        if code in LANGS and q > best_q:
            best, best_q = code, q
    return best
