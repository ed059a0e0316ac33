"""How `stopbus ask` answers: the answer sentence, its quotes and related rules as text lines or JSON.

Shared by the `ask` command, `rules QUESTION…`, `rules --search` (ranked by the same scorer) and the table's
`? QUESTION` (`answer_lines` gives the plain lines the table session prints).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.errors import InputError
from ..core.rules import SHORT, Citation
from .question import labels
from .search import Asked, Hit, ask

if TYPE_CHECKING:
    from ..core.protocol import Game

QUOTE_SOURCES = {"en": ("000", "002"), "nl": ("003",), "fr": ("004",)}
"""The seeds quoted for a language, in order of preference; English (000, 002) when none has a passage."""
MAX_QUESTION = 2000
"""A longer question is refused: no rule question is a page long."""
CLOSE = 0.85
"""A further rule whose ranking score is at least this share of the first's is offered beside it ("Did you
mean …?"), and the answer's confidence is lowered by how close it is."""


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


def decisive(pool: list[Citation], asked: Asked) -> list[Citation]:
    """Under a computed answer on two kinds of hand (or a hand's kind against one), the quotes that name them,
    those naming both first (those naming neither are left out when one names them): "Here run beats flush." under
    run against flush, not "Any suited run beats any mixed run" under a pair against a high card."""
    from .words import game_words

    ruling = asked.ruling
    if ruling is None or ruling.asked is None or ruling.asked.get("kind") not in ("category-vs-category",
                                                                                   "hand-vs-category"):
        return pool
    said: dict[str, list[str]] = game_words(asked.game, asked.language).get("say", {}).get("quote_words", {})
    kinds = [i for i in ruling.asked["items"] if i in said] + list(ruling.asked.get("hand_kinds", []))
    names = [[w.lower() for w in said.get(item, [item])] for item in kinds]

    def named(c: Citation) -> int:
        text = c.quote.lower()
        return sum(any(w in text for w in item) for item in names)

    ranked = sorted(pool, key=lambda c: -named(c))
    return [c for c in ranked if named(c)] or ranked


def quotes(rule: Any, language: str, hit: Hit | None, every: bool = False, game: str = "",
           asked: Asked | None = None) -> list[Citation]:
    """The rule's quotes in the question's language (else English), the one sharing most words with it first
    (the words' stems read from the game's index where it has them, so that no stemmer is loaded for them); under
    a computed answer, those naming what it compares first (`decisive`)."""
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
    if asked is not None:
        pool = decisive(pool, asked)
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
        how = game.ask_elsewhere.format(q=cut(asked.question, 80))
        text += " " + labels(asked.language)["elsewhere"].format(how=how)
    return text


NEIGHBOUR_CLOSE = 0.6
"""A rule the game names as the first answer's neighbour (`neighbours`) is offered beside it when it scores at
least this share of the first's: a question on one of two neighbouring rules easily means the other."""


@cache
def neighbours(game: str) -> dict[str, frozenset[str]]:
    """The game's pairs of neighbouring rules, each rule's neighbours (its data file `neighbours.json`: "suit-tiebreak"
    and "tiebreak-card", "final-turns" and "stock-exhausted", "dealer-rotation" and "dealer-skip"...)."""
    import json

    path = _game(game).ask_data("neighbours.json")
    out: dict[str, set[str]] = {}
    if path:
        with open(path, encoding="utf-8") as f:
            for a, b in json.load(f)["pairs"]:
                out.setdefault(a, set()).add(b)
                out.setdefault(b, set()).add(a)
    return {rule: frozenset(near) for rule, near in out.items()}


def alternatives(asked: Asked) -> list[str]:
    """The rules that score close to the first answer, and its neighbouring rules that score nearly as close (a
    computed answer has none: the game judged it)."""
    if asked.ruling is not None or len(asked.answers) < 2:
        return []
    top = asked.answers[0].bm25
    near = neighbours(asked.game).get(asked.answers[0].rule, frozenset())
    return [h.rule for h in asked.answers[1:]
            if top and (h.bm25 >= CLOSE * top or (h.rule in near and h.bm25 >= NEIGHBOUR_CLOSE * top))][:2]


def confidence(asked: Asked) -> float:
    """The answer's confidence, 0 to 1: 1 for an answer the game computed on what the question compares; else
    the first rule's, lowered by how close the next one scores (down to half when they tie); 0 when refused."""
    if not asked.answers:
        return 0.0
    if asked.ruling is not None:
        return 1.0
    hit = asked.answers[0]
    if len(asked.answers) < 2 or not hit.bm25:
        return hit.confidence
    margin = max(0.0, 1 - asked.answers[1].bm25 / hit.bm25)
    return round(hit.confidence * min(1.0, 0.5 + margin / (2 * (1 - CLOSE))), 3)


def structured(asked: Asked) -> dict[str, Any]:
    """The structured question (`asked` of the JSON): the game's reading of what it compares when it computed
    the answer, else the form alone (kind "rule": answered from the rulebook's words)."""
    if asked.ruling is not None and asked.ruling.asked is not None:
        return dict(asked.ruling.asked)
    return {"kind": "rule", "yes_no": bool(asked.yes_no)}


def refused(asked: Asked) -> str | None:
    """Why no rule answers: "another-game" (a question about another card game), "no-rule"; None: answered."""
    if asked.other_game:
        return "another-game"
    return None if asked.answers else "no-rule"


def to_json(asked: Asked) -> dict[str, Any]:
    """The `ask --json` object (docs/json.md)."""
    book = rulebook(asked.game)
    out = []
    for hit in asked.answers:
        rule = book.BY_ID[hit.rule]
        out.append({"rule": hit.rule, "title": rule.title, "answer": answer_text(asked, hit), "score": hit.confidence,
                    "quotes": [{"source": SHORT[c.source], "section": _section(c), "text": c.quote}
                               for c in quotes(rule, asked.language, hit, game=asked.game,
                                                 asked=asked if hit is asked.answers[0] else None)]})
    return {"question": asked.question, "game": asked.game, "language": asked.language, "answers": out,
            "asked": structured(asked), "computed": asked.ruling is not None, "confidence": confidence(asked),
            "refused": refused(asked), "alternatives": alternatives(asked)}


def source_lines(asked: Asked) -> list[str]:
    """The first answer's rule in full, for a renderer that shows the sources (`ask --sources`): its statement,
    every quote (the question's language first, then English), and the stored question it was answered as; none
    when no rule answers."""
    if asked.other_game or not asked.answers:
        return []
    hit = asked.answers[0]
    rule = rulebook(asked.game).BY_ID[hit.rule]
    chosen = quotes(rule, asked.language, hit, every=True, game=asked.game, asked=asked)
    lines = [f"  {rule.title}: {rule.statement}", *(f"  {_label(c)}: “{c.quote}”" for c in chosen)]
    if hit.matched:
        lines.append(f"  (answered as: {hit.matched})")
    return lines


def answer_lines(asked: Asked) -> list[str]:
    """The answer as plain lines, in the question's language: answer and rule id, its best quotes (one line
    indented under it), the close alternatives ("Did you mean …?"), related rules (the rulebook's own
    cross-references first, then the next answers); or no rule and the closest topics; or, for a question about
    another card game, one line saying so. A renderer showing the sources puts `source_lines` in place of the
    quotes' line."""
    book = rulebook(asked.game)
    said = labels(asked.language)
    english = asked.language == "en"
    if asked.other_game:
        return [said["other_game"].format(game=asked.other_game)]
    lines: list[str] = []
    if not asked.answers:
        lines.append(said["no_rule"])
        if asked.closest:
            lines.append(f"{said['closest']}: " + ", ".join(
                f"{i} ({book.BY_ID[i].title})" if english else i for i in asked.closest))
        lines.append(_game(asked.game).rules_hint if english else said["rules_hint"])
    else:
        hit = asked.answers[0]
        rule = book.BY_ID[hit.rule]
        lines.append(f"{answer_text(asked, hit)}  [{hit.rule}]")
        chosen = quotes(rule, asked.language, hit, game=asked.game, asked=asked)
        if chosen:
            lines.append("  " + "   ".join(f"{_label(c)}: “{c.quote}”" for c in chosen))
        close = alternatives(asked)
        if close:
            lines.append(said["did_you_mean"].format(rule=" / ".join(close),
                                                     title=", ".join(book.BY_ID[r].title.lower() for r in close)))
        related = list(dict.fromkeys([*(str(s) for s in rule.see_also), *(h.rule for h in asked.answers[1:])]))
        related = [r for r in related if r not in close][:2]
        if related:
            first, *rest = related
            head = f"{first} ({book.BY_ID[first].title.lower()})" if english else first
            lines.append(f"{said['also']}: " + ", ".join([head, *rest]))
    if not english:
        how = said["detected"] if asked.detected else "--lang"
        game = _game(asked.game)
        seeds = game.quote_seeds.get(asked.language, game.seeds)[:3]
        note = said["english_only"] if seeds in QUOTE_SOURCES["en"] else ""
        lines.append(said["language"].format(language=said["language_name"], how=how, seeds=seeds + note))
    return lines


def explain_lines(asked: Asked) -> list[str]:
    """`ask --explain`: how the answer was reached: the question's form, what the game computed (the structured
    question), and per rule ranked the words of the question it matched, its stored question closest to this one,
    its ranking score and confidence."""
    from .question import yes_no_words

    said = labels(asked.language)
    yes, no = yes_no_words(asked.language)
    form = {True: f"{yes.lower()}/{no.lower()}", False: said["explain_open"], None: "-"}[asked.yes_no]
    lines = [f"{said['explain_form']}: {form}"]
    if asked.ruling is not None and asked.ruling.asked is not None:
        shown = ", ".join(f"{k}={v}" for k, v in asked.ruling.asked.items())
        lines.append(f"{said['explain_computed']}: {shown}; {said['explain_rules']} {' '.join(asked.ruling.rules)}")
    for hit in asked.answers:
        words = " ".join(sorted(hit.matched_terms)) or "-"
        lines.append(f"  {hit.rule}: score {hit.bm25}, {said['explain_confidence']} {hit.confidence}; "
                     f"{said['explain_words']}: {words}")
        if hit.matched:
            lines.append(f"    {said['explain_questions']}: “{hit.matched}”")
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
