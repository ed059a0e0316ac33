"""The form of a player's question, read before any rule is looked for: yes/no or what/who, which way a
comparison points, and a table's own agreement stated in it.

Game-free: a game reads the items a question compares (kinds of hand, hands written out) with their places in
`flat(question)`, and this module says what is asked of them. "does a flush beat a run?" claims that the first
item is above the second (`direction` +1), "is a flush worse than a pair?" that it is below (-1), "is a run beaten
by a flush?" too (a passive turns the verb round); "which is better, a flush or a run?" asks for the statement
(`wh`), and "is it 11 or 5?" is no yes/no question but a choice. The words of each language are data (the
`forms` of ask/data/words-LANG.json): the openers of a yes/no question (does, is, can; Dutch verb-first wint, is,
mag; French est-ce que and the inversions bat-elle, vaut-il), the question words, and the words of a comparison
upwards and downwards.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any, NamedTuple

from .words import LANGS, cues, raw


def flat(text: str) -> str:
    """The text lower case, without accents, hyphens and curly apostrophes read as spaces and plain ones, one
    character for each of the question's (so that a place in it is a place in the question)."""
    out = []
    for ch in text:
        c = ch.casefold()
        c = unicodedata.normalize("NFD", c)[:1] if len(c) == 1 else ch.lower()
        out.append(" " if c in "-–" else "'" if c in "’‘" else c)
    return "".join(out)


class Forms(NamedTuple):
    """One language's question forms, compiled once."""

    yes: str
    no: str
    depends: str
    opener: re.Pattern[str]
    wh_start: re.Pattern[str]
    wh_anywhere: re.Pattern[str] | None
    inversion: re.Pattern[str] | None
    either: re.Pattern[str]
    up: re.Pattern[str]
    down: re.Pattern[str]
    both_ways: re.Pattern[str]
    or_word: re.Pattern[str]


def _words(items: list[str]) -> str:
    """Words and patterns as one pattern's alternatives, longest first, each a phrase of whole words."""
    return "|".join(flat(w).replace(" ", r"\s+") for w in sorted(items, key=len, reverse=True))


@cache
def forms(lang: str) -> Forms:
    """The question forms of the language (ask/data/words-LANG.json, `forms`)."""
    f: dict[str, Any] = raw(lang)["forms"]
    skip = rf"(?:(?:{_words(f['skip'])})\s+)*"
    opener = re.compile(rf"^\s*{skip}(?:{_words(f['openers'])})(?![\w'])")
    wh = _words(f["wh"])
    return Forms(
        f["yes"], f["no"], f["depends"], opener,
        re.compile(rf"^\s*{skip}(?:(?:{_words(f['preps'])})\s+)?(?:{wh})(?![\w])"),
        re.compile(rf"(?<![\w'])(?:{wh})(?![\w'])") if f["wh_anywhere"] else None,
        re.compile(f["inversion"]) if "inversion" in f else None,
        re.compile(rf"(?<![\w'])(?:{_words(f['either'])})(?![\w'])"),
        re.compile(rf"(?<![\w'])(?:{_words(f['up'])})(?![\w'])"),
        re.compile(rf"(?<![\w'])(?:{_words(f['down'])})(?![\w'])"),
        re.compile(rf"(?<![\w'])(?:{_words(f['both_ways'])})(?![\w'])"),
        re.compile(rf"(?<![\w']){f['or']}(?![\w'])"))


def yes_no_words(lang: str) -> tuple[str, str]:
    """Yes and No in the language (Ja/Nee, Oui/Non)."""
    f = forms(lang)
    return f.yes, f.no


def labels(lang: str) -> dict[str, str]:
    """The words `ask` answers with in the language (Also, Language, no rule answers…: `forms.labels`)."""
    out: dict[str, str] = raw(lang)["forms"]["labels"]
    return out


_CLAUSE = re.compile(r"[,.;:!?()\[\]\"]|\s-\s|\s—\s")


class Form(NamedTuple):
    """What a question asks, read from its words alone (`read`)."""

    yes_no: bool | None
    """True: a yes/no question (an opener first: does, is, wint, est-ce que; or an inversion); False: a
    what/who/which question, or a choice between two ("is it 11 or 5?"); None: neither said (a claim with a
    question mark, "a flush beats a run?", is read as yes/no by a game that can judge the claim)."""
    asked: bool
    """The text ends with a question mark."""


def read(text: str, lang: str) -> Form:
    """The question's form: yes/no, what/who, or not said."""
    f = forms(lang)
    t = flat(text)
    for clause in _CLAUSE.split(t):
        if not clause.strip():
            continue
        if f.wh_start.match(clause):
            return Form(False, "?" in t)
        if f.opener.match(clause):
            if f.or_word.search(clause) and not f.either.search(clause) and not _compares(f, clause):
                return Form(False, "?" in t)  # "is it 11 or 5?": a choice, answered with the statement
            return Form(True, "?" in t)
    if f.wh_anywhere is not None and f.wh_anywhere.search(t):
        return Form(False, "?" in t)
    if f.inversion is not None and f.inversion.search(text.casefold().replace("’", "'")):
        return Form(True, "?" in t)
    return Form(None, "?" in t.rstrip())


def _compares(f: Forms, clause: str) -> bool:
    return bool(f.up.search(clause) or f.down.search(clause))


def direction(text: str, lang: str, first: tuple[int, int], second: tuple[int, int]) -> int:
    """Which way the question says the first item stands to the second: +1 above it (beats, better than, wint
    van, bat), -1 below it (loses to, worse than, is beaten by, verliest van, est battue par), 0 not said or both
    said ("better or worse"). The words between the two items count first, then those before the first (Dutch
    and French put the verb there: "Wint een flush van een run?"), then those after the second."""
    f = forms(lang)
    t = flat(text)
    if f.both_ways.search(t):
        return 0
    for lo, hi, nearest in ((first[1], second[0], "first"), (0, first[0], "last"), (second[1], len(t), "first")):
        if hi <= lo:
            continue
        part = t[lo:hi]
        found = [(m.start(), -(m.end() - m.start()), +1) for m in f.up.finditer(part)]
        found += [(m.start(), -(m.end() - m.start()), -1) for m in f.down.finditer(part)]
        if found:
            found.sort()
            if nearest == "last":
                return max(found, key=lambda x: (x[0] - x[1], -x[1]))[2]
            return found[0][2]
    return 0


def between_or(text: str, lang: str, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether "or" joins the two items ("does a flush or a run win?": a choice, not a claim)."""
    f = forms(lang)
    part = flat(text)[first[1]:second[0]]
    return bool(f.or_word.search(part)) and not f.either.search(flat(text))


@cache
def _house_cues() -> re.Pattern[str]:
    return re.compile("|".join(re.escape(flat(c)) for c in cues().house))


def house_clause(text: str) -> tuple[int, int] | None:
    """The span of the clause in which the question states a table's own agreement ("we play flush over run",
    "bij ons gaat flush boven run", "chez nous la couleur bat la suite"), from its cue to the clause's end."""
    t = flat(text)
    m = _house_cues().search(t)
    if not m:
        return None
    end = _CLAUSE.search(t, m.end())
    return m.start(), end.start() if end else len(t)


def blank(text: str, span: tuple[int, int]) -> str:
    """The text with a span replaced by spaces (places elsewhere unchanged)."""
    return text[:span[0]] + " " * (span[1] - span[0]) + text[span[1]:]


__all__ = ["LANGS", "Form", "between_or", "blank", "direction", "flat", "forms", "house_clause", "labels", "read",
           "yes_no_words"]
