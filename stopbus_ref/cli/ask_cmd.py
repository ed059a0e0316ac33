"""`stopbus ask QUESTION…`: the answer to a player's question first, then the rule id, its best quote, related rules.

Also the body of `rules QUESTION…`, `rules --search WORDS…` (ranked by the same scorer) and the table's
`? QUESTION`: `answer_lines` gives the plain lines the table session prints.
"""

from __future__ import annotations

from typing import Any

from ..ask import LANGS, LANGUAGE_NAMES, Asked, Hit, ask
from ..errors import ExitCode, InputError
from ..output import console, print_json, safe
from ..rulebook_model import SHORT, Citation

OTHER = {"brag": "thirty-one", "thirty-one": "brag"}
HOW_TO_ASK = {"brag": 'stopbus ask --game thirty-one "{q}"', "thirty-one": 'stopbus ask "{q}"'}
"""How to ask the other game's rulebook the same question."""
OTHER_GAME_RULES = {"other-games", "31-game"}
"""The rules that answer a question about the other game."""
QUOTE_SOURCES = {"en": ("000", "002"), "nl": ("003",), "fr": ("004",)}
"""The seeds quoted for a language, in order of preference; English (000, 002) when none has a passage."""
MAX_QUESTION = 2000
"""A longer question is refused: no rule question is a page long."""


def cut(text: str, n: int = 100) -> str:
    """The text, or its first n characters and how long it was (records.loader.cut, without loading YAML)."""
    return text if len(text) <= n else f"{text[:n]}… ({len(text):,} characters)"


def rulebook(game: str) -> Any:
    """The game's rulebook module."""
    if game == "thirty-one":
        from ..thirty_one import rulebook as book31

        return book31
    from ..brag import rulebook as book

    return book


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


def quotes(rule: Any, language: str, hit: Hit | None, every: bool = False) -> list[Citation]:
    """The rule's quotes in the question's language (else English), the one sharing most words with it first."""
    from ..ask import stem, tokens

    mine = [c for c in rule.citations if SHORT[c.source] in QUOTE_SOURCES[language]]
    english = [c for c in rule.citations if SHORT[c.source] in QUOTE_SOURCES["en"]]
    pool = mine or english
    if hit is not None:
        lang = language if mine else "en"
        pool = sorted(pool, key=lambda c: -len({stem(lang, t) for t in tokens(c.quote)} & hit.matched_terms))
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
    if hit.rule in OTHER_GAME_RULES:
        text += f" Ask the other rulebook: {HOW_TO_ASK[asked.game].format(q=cut(asked.question, 80))}"
    return text


def to_json(asked: Asked) -> dict[str, Any]:
    """The `ask --json` object (docs/json.md)."""
    book = rulebook(asked.game)
    out = []
    for hit in asked.answers:
        rule = book.BY_ID[hit.rule]
        out.append({"rule": hit.rule, "title": rule.title, "answer": answer_text(asked, hit), "score": hit.confidence,
                    "quotes": [{"source": SHORT[c.source], "section": _section(c), "text": c.quote}
                               for c in quotes(rule, asked.language, hit)]})
    return {"question": asked.question, "game": asked.game, "language": asked.language, "answers": out}


def answer_lines(asked: Asked, sources: bool = False) -> list[str]:
    """The answer as plain lines: answer and rule id, quotes, related rules; or no rule and the closest topics."""
    book = rulebook(asked.game)
    lines: list[str] = []
    if not asked.answers:
        lines.append("No rule of this game answers that.")
        if asked.closest:
            lines.append("Closest topics: " + ", ".join(f"{i} ({book.BY_ID[i].title})" for i in asked.closest))
        lines.append("`stopbus rules` lists every rule" + (" (--game thirty-one: the 31-point game's)."
                                                           if asked.game == "brag" else "."))
    else:
        hit = asked.answers[0]
        rule = book.BY_ID[hit.rule]
        lines.append(f"{answer_text(asked, hit)}  [{hit.rule}]")
        chosen = quotes(rule, asked.language, hit, every=sources)
        if sources:
            lines.append(f"  {rule.title}: {rule.statement}")
            lines += [f"  {_label(c)}: “{c.quote}”" for c in chosen]
            if hit.matched:
                lines.append(f"  (answered as: {hit.matched})")
        elif chosen:
            lines.append("  " + "   ".join(f"{_label(c)}: “{c.quote}”" for c in chosen))
        related = [h.rule for h in asked.answers[1:3]] or [str(s) for s in rule.see_also[:2]]
        if related:
            first, *rest = related
            lines.append("Also: " + ", ".join([f"{first} ({book.BY_ID[first].title.lower()})", *rest]))
    if asked.language != "en":
        how = "detected" if asked.detected else "--lang"
        seeds = "003" if asked.language == "nl" and asked.game == "brag" else (
            "004" if asked.game == "brag" else "002, the only text of this game")
        lines.append(f"Language: {LANGUAGE_NAMES[asked.language]} ({how}); quotes from {seeds}.")
    return lines


def run(words: list[str], game: str, lang: str | None, sources: bool, json_out: bool) -> int:
    """`stopbus ask`: print the answer (text or JSON); exit 1 when no rule answers, as grep does."""
    if lang is not None and lang.strip().lower() not in LANGS:
        raise InputError(f"--lang {lang!r}: choose en, nl or fr", token=lang)
    question = check_question(" ".join(words))
    asked = ask(game, question, lang.strip().lower() if lang else None)
    if json_out:
        print_json(to_json(asked))
    else:
        con = console()
        for line in answer_lines(asked, sources):
            con.print(safe(line))
    return ExitCode.OK if asked.answers else ExitCode.RULE


def ranked(game: str, words: str) -> list[Any]:
    """`rules --search WORDS`: the rules the scorer ranks above its threshold, best first (no error: a search)."""
    text = " ".join(words.split())[:MAX_QUESTION]
    if not text:
        return []
    book = rulebook(game)
    found = [book.BY_ID[h.rule] for h in ask(game, text, limit=len(book.RULES), search=True).answers]
    named = book.BY_ID.get(text.lower()) or book.BY_ID.get(f"31-{text.lower()}")
    return [named, *(r for r in found if r is not named)] if named else found  # the rule it names first


def _is_rule_id(game: str, word: str) -> bool:
    """True when the word names a rule or a section (or looks like an id: hyphenated, or long)."""
    import re

    w = word.strip().lower().rstrip("?!.,;:")
    by_id = rulebook(game).BY_ID
    return (w in by_id or f"31-{w}" in by_id or bool(re.fullmatch(r"§?\d{1,2}", w)) or "-" in w
            or len(w) > 40 or not w.isalpha())


def rules_words(game: str, words: list[str], search: str | None) -> tuple[list[str], str | None]:
    """`rules --search who deals`: words beside --search that are not one rule id belong to the search."""
    if search is not None and words and not (len(words) == 1 and _is_rule_id(game, words[0])):
        return [], " ".join([search, *words])
    return words, search


def rules_question(game: str, words: list[str], json_out: bool) -> int | None:
    """`rules QUESTION…`: answered as `ask` when the words are not one rule id or section; None leaves them to
    `rules ID` (a single word that no rule answers stays an unknown id, with its did-you-mean)."""
    if not words or (len(words) == 1 and len(words[0].split()) == 1 and _is_rule_id(game, words[0])):
        return None
    if len(words) == 1 and len(words[0].split()) == 1:
        asked = ask(game, words[0])
        if not asked.answers:
            return None
    return run(words, game, None, False, json_out)
