"""The `ask` index of each game, built from its rulebook, its stored questions and the words of each language.

Built once, when the package is built, not at each question: `python tools/build_data.py ask-index` writes
data/ask-GAME-LANG.jsonl and data/ask-GAME-words.jsonl (a test fails while they are stale; `--check` says whether
they are current), so that a question costs reading one language's index and a few stems. One JSON object a line,
so that a change to a rule changes its own line: first the language's stop words, the players' words table, the
stems of the rulebook's words and the words the stored questions use; then one line a rule, in rulebook order,
with its document's length and BM25 term counts, its own and central words and its stored questions with their
terms (`ask.search.index` reads them back). A Dutch or French rule's document also carries its title and statement
as the package's message catalogue translates them (`native`), so the index is rebuilt when those change. The
words file holds, one line a language, the words that tell the language of a question (`ask.search.detect`).
"""

from __future__ import annotations

import gettext
import json
from functools import cache
from typing import TYPE_CHECKING, Any

from .search import (
    ANSWERS_INDEXED,
    DATA,
    QUESTION_COPIES,
    STATEMENT_COPIES,
    TITLE_COPIES,
    expand,
    stem,
    terms,
    tokens,
)
from .words import LANGS, game_synonyms, stored_questions, words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..core.rules import Question, Rule


def built_in() -> tuple[str, ...]:
    """The games that ship stored questions and an index: the registry's built-ins."""
    from ..core.registry import GAME_MODULES

    return tuple(GAME_MODULES)


def singulars(synonyms: dict[str, str]) -> dict[str, str]:
    """The table with each phrase that ends in a plural also in the singular (picture cards: picture card), unless
    the table names that phrase itself."""
    out = dict(synonyms)
    for phrase, meaning in synonyms.items():
        if len(phrase) > 4 and phrase.endswith("s") and not phrase.endswith("ss"):
            out.setdefault(phrase[:-1], meaning)
    return out


def common_id_words(ids: list[str]) -> frozenset[str]:
    """The words most of a game's rule ids share ("31" in 31-knock, 31-pool...): they name the game, not the rule,
    so indexing them would make every rule match a question saying "31"."""
    count: dict[str, int] = {}
    for rid in ids:
        for w in set(rid.split("-")):
            count[w] = count.get(w, 0) + 1
    return frozenset(w for w, n in count.items() if n > len(ids) / 2)


def id_words(rule_id: str, common: frozenset[str]) -> str:
    """A rule id as words for its document, without the words most of the game's ids share."""
    return " ".join(w for w in rule_id.split("-") if w not in common)


QUOTE_LANG = {"000": "en", "002": "en", "003": "nl", "004": "fr"}
"""The language of each seed by its number."""


def _false_friends(rules: Sequence[Rule[Any]], stored: dict[str, tuple[Question, ...]], lang: str,
                   synonyms: dict[str, str]) -> frozenset[str]:
    """The English words of the rules' titles and statements that a Dutch or French document would read as another
    word of its own language (English "suit" stems as French "suite", a run): left out of that document. Every
    document carries the English text (the rulebook's own words), so that these words must not match."""
    if lang == "en":
        return frozenset()
    from ..core.rules import SHORT

    native: set[str] = set()
    english: set[str] = set()
    for r in rules:
        english.update(tokens(f"{r.title} {r.statement}"))
        native.update(t for c in r.citations if QUOTE_LANG[SHORT[c.source]] == lang for t in tokens(c.quote))
        for q in stored.get(str(r.id), ()):
            if q.lang == lang:
                native.update(tokens(expand(q.text, synonyms) + " " + q.answer))
            elif q.lang == "en":
                english.update(tokens(q.text))
    borrowed = {stem(lang, t) for t in native & english}  # the same word in both (flush, knock, prial)
    native_stems = {stem(lang, t) for t in native} - borrowed
    return frozenset(t for t in english - native if stem(lang, t) in native_stems)


def native(rule: Rule[Any], lang: str) -> tuple[str, str]:
    """The rule's title and statement in the language, from the interface's message catalogue ("" where it has
    none, and in English): a Dutch or French question meets a rule in the rulebook's own words for it ("zweven",
    "flotter"), not only in its stored questions and quotes."""
    if lang == "en" or not NATIVE_RULE_TEXT:
        return "", ""
    cat = _shipped_catalogue(lang)
    title, statement = cat.gettext(str(rule.title)), cat.gettext(str(rule.statement))
    return (title if title != rule.title else ""), (statement if statement != rule.statement else "")


@cache
def _shipped_catalogue(lang: str) -> gettext.NullTranslations:
    """The package's own message catalogue of the language (never a folder of `STOPBUS_LOCALES`: the index is what
    the package ships, whoever builds it)."""
    from ..core.i18n import DOMAIN, LOCALE

    try:
        return gettext.translation(DOMAIN, str(LOCALE), languages=[lang])
    except OSError:
        return gettext.NullTranslations()


NATIVE_RULE_TEXT = True
"""Whether a Dutch or French document carries its rule's translated title and statement."""


def build(game: str) -> dict[str, Any]:
    """The index of one game's rulebook: per language, BM25 postings, stored questions and detection words."""
    from stop_words import get_stop_words

    from ..core import registry
    from ..core.rules import SHORT

    rules = registry.get(game).rulebook()
    stored = stored_questions(game)
    out: dict[str, Any] = {"game": game, "rules": [str(r.id) for r in rules], "langs": {}}
    common = common_id_words([str(r.id) for r in rules])
    for lang in LANGS:
        stop = frozenset(w.casefold() for w in get_stop_words(lang)) - words(lang).keep
        syn = singulars({**words(lang).common, **game_synonyms(game, lang)})  # stored questions read them too
        post: dict[str, dict[str, int]] = {}
        core: dict[str, set[str]] = {}
        central: dict[str, set[str]] = {}
        asked_words: set[str] = set()
        lengths: dict[str, int] = {}
        questions: dict[str, list[Any]] = {}
        surface: dict[str, str] = {}
        known: set[str] = set()
        own_stop = stop | _false_friends(rules, stored, lang, syn)
        for r in rules:
            every = stored.get(str(r.id), ())
            mine = [q for q in every if q.lang == lang]
            name = id_words(str(r.id), common)
            texts = [r.title] * TITLE_COPIES + [r.statement] * STATEMENT_COPIES + [name]
            title, statement = native(r, lang)
            texts += [title] * TITLE_COPIES + [statement] * STATEMENT_COPIES
            for c in r.citations:
                if QUOTE_LANG[SHORT[c.source]] == lang:
                    texts.append(c.quote)
            for q in mine:
                texts += [expand(q.text, syn)] * QUESTION_COPIES + ([q.answer] if ANSWERS_INDEXED else [])
                known.update(tokens(q.text))
                questions.setdefault(str(r.id), []).append([sorted(set(terms(lang, expand(q.text, syn), stop))), q.text,
                                                            q.answer, q.source])
            if lang == "en" or not mine:
                for q in (q for q in every if q.lang == "en"):
                    texts.append(q.text)
            own = [r.title, r.statement, name, title, statement, *(q.text + " " + q.answer for q in mine)]
            for t in terms(lang, " ".join(own), own_stop):
                core.setdefault(t, set()).add(str(r.id))
            counted: dict[str, int] = {}
            for q in mine:
                for t in set(terms(lang, q.text + " " + q.answer, stop)):
                    counted[t] = counted.get(t, 0) + 1
            for t in [*terms(lang, f"{r.title} {r.statement} {name} {title} {statement}", own_stop),
                      *(t for t, n in counted.items() if n >= 2)]:
                central.setdefault(t, set()).add(str(r.id))
            for q in mine:
                asked_words.update(tokens(q.text))
            doc = [t for text in texts for t in tokens(text) if t not in own_stop]
            for t in doc:
                surface.setdefault(t, stem(lang, t))
            stems = [stem(lang, t) for t in doc]
            lengths[str(r.id)] = len(stems)
            for s in stems:
                post.setdefault(s, {}).setdefault(str(r.id), 0)
                post[s][str(r.id)] += 1
            for c in r.citations:
                if QUOTE_LANG[SHORT[c.source]] == lang and lang != "en":
                    known.update(tokens(c.quote))
        known.update(w.casefold() for w in get_stop_words(lang) if len(w) > 1)
        out["langs"][lang] = {"lengths": lengths, "post": {k: post[k] for k in sorted(post)},
                              "core": {k: sorted(core[k]) for k in sorted(core)},
                              "central": {k: sorted(central[k]) for k in sorted(central)},
                              "asked": sorted(asked_words),
                              "surface": {k: surface[k] for k in sorted(surface)}, "questions": questions,
                              "stop": sorted(stop), "words": sorted(known),
                              "synonyms": dict(sorted(syn.items()))}
    return out


def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True) + "\n"


def _lines(part: dict[str, Any]) -> str:
    """One language's index as JSON lines: what the whole language shares, then one line a rule."""
    head = "".join(_line({key: part[key]}) for key in ("stop", "synonyms", "surface", "asked"))
    rules = []
    for rule, length in part["lengths"].items():
        entry: dict[str, Any] = {
            "rule": rule, "length": length,
            "post": {s: tf[rule] for s, tf in part["post"].items() if rule in tf},
            "core": [s for s, having in part["core"].items() if rule in having],
            "central": [s for s, having in part["central"].items() if rule in having]}
        if rule in part["questions"]:
            entry["questions"] = part["questions"][rule]
        rules.append(_line(entry))
    return head + "".join(rules)


def shipped(game: str) -> dict[str, str]:
    """The files of a game's index and their text: the detection words of every language in one (read for
    every question), each language's index in its own (only the question's language is read)."""
    langs = build(game)["langs"]
    out = {f"ask-{game}-words.jsonl": "".join(_line({"lang": lang, "words": langs[lang].pop("words")})
                                              for lang in LANGS)}
    out.update({f"ask-{game}-{lang}.jsonl": _lines(langs[lang]) for lang in LANGS})
    return out


def write_indexes() -> None:
    """Write data/ask-GAME-*.jsonl for the built-in games (run after changing a rulebook, its questions or words)."""
    DATA.mkdir(exist_ok=True)
    for game in built_in():
        for name, text in shipped(game).items():
            (DATA / name).write_text(text, encoding="utf-8")


def stale() -> list[str]:
    """The index files that are missing or not what `--build` would write now."""
    return [name for g in built_in() for name, text in shipped(g).items()
            if not (DATA / name).is_file() or (DATA / name).read_text(encoding="utf-8") != text]
