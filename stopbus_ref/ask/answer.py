"""How `stopbus ask` answers: the answer sentence, its quotes and related rules as text lines or JSON.

Shared by the `ask` command, `rules QUESTION…`, `rules --search` (ranked by the same scorer) and the table's
`? QUESTION` (`answer_lines` gives the plain lines the table session prints).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.errors import InputError
from ..core.rules import SHORT, Citation
from .search import Asked, Hit, ask
from .words import words

if TYPE_CHECKING:
    from ..core.protocol import Game

QUOTE_SOURCES = {"en": ("000", "002"), "nl": ("003",), "fr": ("004",)}
"""The seeds quoted for a language, in order of preference; English (000, 002) when none has a passage."""
MAX_QUESTION = 2000
"""A longer question is refused: no rule question is a page long."""


def cut(text: str, n: int = 100) -> str:
    """The text, or its first n characters and how long it was (records.loader.cut, without loading YAML)."""
    return text if len(text) <= n else f"{text[:n]}… ({len(text):,} characters)"


class Book(NamedTuple):
    """A game's rulebook as `ask` reads it: the rules by id and in order."""

    BY_ID: dict[str, Any]
    RULES: list[Any]


@cache
def rulebook(game: str) -> Book:
    """The rulebook of the game with this canonical name, through the registry (built once per game)."""
    from ..core import registry as games

    rules = list(games.get(game).rulebook())
    return Book({str(r.id): r for r in rules}, rules)


def _game(name: str) -> Game:
    """The game with this canonical name: its words for what `ask` says (the registry's object)."""
    from ..core import registry as games

    return games.get(name)


def _section(c: Citation) -> str:
    head = c.section.partition(" ")[0]
    return head if head.isdigit() else c.section


def _label(c: Citation) -> str:
    """'000 §05', '000 FAQ', '003 Spelverloop', '002 How to play 7'."""
    short = SHORT[c.source]
    if c.section in ("Common questions", "Questions fréquentes"):
        return f"{short} FAQ"
    head = _section(c)
    return f"{short} §{head}" if head.isdigit() and short in ("000", "004") else f"{short} {c.section}"


def quotes(rule: Any, language: str, hit: Hit | None, every: bool = False, game: str = "") -> list[Citation]:
    """The rule's quotes in the question's language (else English), the one sharing most words with it first
    (the words' stems read from the game's index where it has them, so that no stemmer is loaded for them)."""
    from .search import index, stem, tokens

    mine = [c for c in rule.citations if SHORT[c.source] in QUOTE_SOURCES[language]]
    english = [c for c in rule.citations if SHORT[c.source] in QUOTE_SOURCES["en"]]
    pool = mine or english
    if hit is not None:
        lang = language if mine else "en"
        ix = index(game, lang) if game else None

        def stems(text: str) -> set[str]:
            words = [t for t in tokens(text) if ix is None or t not in ix.stop]
            return {(ix.surface.get(t) if ix else None) or stem(lang, t) for t in words}

        pool = sorted(pool, key=lambda c: -len(stems(c.quote) & hit.matched_terms))
        faq = [c for c in pool if "questions" in c.section.lower() or "fréquentes" in c.section.lower()]
        pool = pool[:1] + [c for c in faq if c not in pool[:1]] + [c for c in pool[1:] if c not in faq]
    if every:
        return pool + [c for c in english if c not in pool]
    return pool[:2]


def check_question(question: str) -> str:
    """The question as one line; an empty or too long one is an input error."""
    text = " ".join(question.split())
    if not text:
        raise InputError("ask QUESTION: give a question, e.g. stopbus ask \"who deals next?\"")
    if len(text) > MAX_QUESTION:
        raise InputError(f"the question is {len(text):,} characters long; ask it in at most {MAX_QUESTION:,}",
                         token=cut(text))
    return text


def answer_text(asked: Asked, hit: Hit) -> str:
    """The answer sentence, with how to ask the other rulebook when the question is about the other game."""
    text = hit.answer
    game = _game(asked.game)
    if hit.rule in game.other_game_rules:
        text += f" Ask the other rulebook: {game.ask_elsewhere.format(q=cut(asked.question, 80))}"
    return text


def to_json(asked: Asked) -> dict[str, Any]:
    """The `ask --json` object (docs/json.md)."""
    book = rulebook(asked.game)
    out = []
    for hit in asked.answers:
        rule = book.BY_ID[hit.rule]
        out.append({"rule": hit.rule, "title": rule.title, "answer": answer_text(asked, hit), "score": hit.confidence,
                    "quotes": [{"source": SHORT[c.source], "section": _section(c), "text": c.quote}
                               for c in quotes(rule, asked.language, hit, game=asked.game)]})
    return {"question": asked.question, "game": asked.game, "language": asked.language, "answers": out}


def answer_lines(asked: Asked, sources: bool = False) -> list[str]:
    """The answer as plain lines: answer and rule id, quotes, related rules (the rulebook's own cross-references
    first, then the next answers); or no rule and the closest topics."""
    book = rulebook(asked.game)
    lines: list[str] = []
    if not asked.answers:
        lines.append("No rule of this game answers that.")
        if asked.closest:
            lines.append("Closest topics: " + ", ".join(f"{i} ({book.BY_ID[i].title})" for i in asked.closest))
        lines.append(_game(asked.game).rules_hint)
    else:
        hit = asked.answers[0]
        rule = book.BY_ID[hit.rule]
        lines.append(f"{answer_text(asked, hit)}  [{hit.rule}]")
        chosen = quotes(rule, asked.language, hit, every=sources, game=asked.game)
        if sources:
            lines.append(f"  {rule.title}: {rule.statement}")
            lines += [f"  {_label(c)}: “{c.quote}”" for c in chosen]
            if hit.matched:
                lines.append(f"  (answered as: {hit.matched})")
        elif chosen:
            lines.append("  " + "   ".join(f"{_label(c)}: “{c.quote}”" for c in chosen))
        related = list(dict.fromkeys([*(str(s) for s in rule.see_also), *(h.rule for h in asked.answers[1:])]))[:2]
        if related:
            first, *rest = related
            lines.append("Also: " + ", ".join([f"{first} ({book.BY_ID[first].title.lower()})", *rest]))
    if asked.language != "en":
        how = "detected" if asked.detected else "--lang"
        game = _game(asked.game)
        seeds = game.quote_seeds.get(asked.language, game.seeds)
        lines.append(f"Language: {words(asked.language).language} ({how}); quotes from {seeds}.")
    return lines


def ranked(game: str, words: str) -> list[Any]:
    """`rules --search WORDS`: the rules the scorer ranks above its threshold, best first (no error: a search)."""
    text = " ".join(words.split())[:MAX_QUESTION]
    if not text:
        return []
    book = rulebook(game)
    found = [book.BY_ID[h.rule] for h in ask(game, text, limit=len(book.RULES), search=True).answers]
    named = book.BY_ID.get(text.lower()) or book.BY_ID.get(_game(game).rule_prefix + text.lower())
    return [named, *(r for r in found if r is not named)] if named else found  # the rule it names first
