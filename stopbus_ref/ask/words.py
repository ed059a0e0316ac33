"""The words `ask` reads, as data: one file a language, and a game's own words and stored questions.

`ask/data/words-LANG.json` holds what any card table says in that language: the language's name and Snowball
stemmer, the stop words a rules question needs kept (first, best, empty...), verb forms the stemmer leaves apart,
filler (please, mate), words of other topics and other card games, the cues of a table's own agreement and of a
likening, players' plain words for any card game, and the card words that written-out hands are read with
("pair of", "same suit"...; the entries documented as patterns are regular expressions, the others words
matched as written); the rank letters, rank words and suit names are the language's card words, read from
`locale/LANG/cards.toml` (`core.card_words`), the one source the live table and the command line read cards with.
A new language is a new file (and its name in LANGS).

A game gives its own data through its `Game.ask_data`: `words-LANG.json` (its players' words, read as the
rulebook's: straight is a run, lives are tokens) and `questions-LANG.jsonl` (the questions each rule answers).
Everything is read when first needed, once.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.card_words import card_words

if TYPE_CHECKING:
    from ..core.rules import Question

LANGS = ("en", "nl", "fr")
"""The languages `ask` reads, each with its words file; the first is the default."""
DATA = Path(__file__).with_name("data")


class CardWords(NamedTuple):
    """How a language's players write cards and hands (ask.hands reads hands with them)."""

    letters: dict[str, int]
    """Rank letters (A, K, Q, J, T; Dutch H V B, French R D V) and their ranks, 2-14 with the ace high."""
    ranks: dict[str, int]
    """Rank words, singular and plural, without accents."""
    singular: tuple[str, ...]
    """The rank words in the singular, as three in a row name a hand ("ace king queen")."""
    plural_endings: tuple[str, ...]
    """The endings of a rank word in the plural ("two kings" is a pair, "ace two three" is not)."""
    rank_plurals: tuple[str, ...]
    """The ranks as players say them in the plural ("sevens", "7s"), for a game's rank phrases ("three sevens")."""
    suits: dict[str, int]
    """Suit names, without accents, and their suits (0-3: clubs, diamonds, hearts, spades)."""
    named_card: str
    """The pattern of a card named in words, with {rank} and {suit} ("king of hearts", Dutch "harten heer")."""
    leads: frozenset[str]
    """The words that lead a pair or prial named in words ("pair", "drie", "brelan")."""
    pair_of: tuple[str, ...]
    pair_plural: tuple[str, ...]
    three_of: tuple[str, ...]
    three_plural: tuple[str, ...]
    """What names a pair or a prial before its rank: before any rank word ("pair of", "prial of") or before one in
    the plural only ("two kings", "three 7s")."""
    kicker: tuple[str, ...]
    kicker_articles: tuple[str, ...]
    """The words between a pair and its odd card ("a pair of kings *with a* 4")."""
    both: tuple[str, ...]
    """Words that say two players hold the one hand written ("we both had Q 10 4")."""
    unsuited: tuple[str, ...]
    """Patterns that say a hand is not of one suit ("no flush", "off suit")."""
    suited: tuple[str, ...]
    """Words that say a hand is of one suit ("same suit", "assorti")."""
    suit_lead: tuple[str, ...]
    suit_article: tuple[str, ...]
    """The words that may stand between a hand and its suit ("all", "of", "the": "7 8 9 of the same suit")."""
    flush: tuple[str, ...]
    """Words of flushes: a question using one reads its hands of distinct ranks as of one suit."""
    join: tuple[str, ...]
    articles: tuple[str, ...]
    """What may stand between the cards of one hand named in words (", and the ", " et le ")."""


class Words(NamedTuple):
    """One language's words (ask/data/words-LANG.json)."""

    lang: str
    language: str
    """The language's name in English ("Dutch"), as `ask` names the language it read."""
    stemmer: str
    """The name of its Snowball stemmer."""
    keep: frozenset[str]
    """Words the stop-word list drops that decide a rules question (who plays *first*, the *best* run)."""
    lemmas: dict[str, str]
    """Forms of the game's verbs that the stemmer leaves apart (Dutch deelt: delen), read as one word before
    stemming."""
    folded_lemmas: dict[str, str]
    """`lemmas` by the forms without accents (recoit: recevoir)."""
    filler: frozenset[str]
    """Words that say nothing about the rules (please, mate, someone), dropped from a question."""
    away: tuple[str, ...]
    """Words and phrases of another topic (shopping, weather, odds...) and other card games, sorted: a question
    using one is not a rules question of this game."""
    other_games: frozenset[str]
    """The other card games among `away`: a question may liken this game to one of them."""
    common: dict[str, str]
    """Players' words of any card game read as plainer ones (max: most); "=" replaces the phrase (ask.search.expand)."""
    cards: CardWords


def _read(path: str | Path) -> Any:
    """A JSON data file (ValueError naming the file when it is not JSON)."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}:{e.lineno}: not JSON ({e.msg})") from None


@cache
def fold(text: str) -> str:
    """The text without its accents (égalité: egalite): players type French and Dutch without them."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


@cache
def raw(lang: str) -> dict[str, Any]:
    """The language's words file as stored."""
    data: dict[str, Any] = _read(DATA / f"words-{lang}.json")
    return data


@cache
def words(lang: str) -> Words:
    """The words of a language, read once."""
    d = raw(lang)
    c = d["cards"]
    table = card_words(lang)  # rank letters, ranks and suits: the language's card words, shared with the table
    cards = CardWords(
        dict(table.letters), dict(table.ranks), tuple(c["singular"]), tuple(c["plural_endings"]),
        tuple(c["rank_plurals"]), dict(table.suits), c["named_card"], frozenset(c["leads"]), tuple(c["pair_of"]),
        tuple(c["pair_plural"]), tuple(c["three_of"]), tuple(c["three_plural"]), tuple(c["kicker"]),
        tuple(c["kicker_articles"]), tuple(c["both"]), tuple(c["unsuited"]), tuple(c["suited"]),
        tuple(c["suit_lead"]), tuple(c["suit_article"]), tuple(c["flush"]), tuple(c["join"]), tuple(c["articles"]))
    lemmas: dict[str, str] = d["lemmas"]
    return Words(lang, d["language"], d["stemmer"], frozenset(d["keep"]), lemmas,
                 {fold(k): v for k, v in lemmas.items()}, frozenset(d["filler"]),
                 tuple(sorted({*d["away"], *d["other_games"]})), frozenset(d["other_games"]), d["common"], cards)


class Cues(NamedTuple):
    """The cues of every language together: a question may mix languages, so each is looked for in any question."""

    house: tuple[str, ...]
    """Words that speak of a table's own agreement ("we play", "bij ons", "chez nous"), lower case."""
    this_game: tuple[str, ...]
    """Words that say the question is about this game even where another card game is named (" in this ",
    " ici "), between spaces."""
    likened: str
    """The words that liken this game to another topic ("like", "comme", "zoals"), as one pattern's alternatives."""


@cache
def cues() -> Cues:
    """The cues of all the languages."""
    every = [raw(lang) for lang in LANGS]
    return Cues(tuple(c for d in every for c in d["house_cues"]),
                tuple(f" {c} " for d in every for c in d["this_game"]),
                "|".join(re.escape(c) for d in every for c in d["likened"]))


@cache
def all_cards() -> tuple[CardWords, ...]:
    """The card words of every language (suits and the words around hands are read in any language)."""
    return tuple(words(lang).cards for lang in LANGS)


# -- a game's own data (through its Game.ask_data) ------------------------------------------------------------
def _game_file(game: str, name: str) -> str | None:
    from ..core import registry

    return registry.get(game).ask_data(name)


@cache
def game_words(game: str, lang: str) -> dict[str, Any]:
    """The game's words file of the language as stored ({} when it has none), with the names the language's
    players also give its hands (`games.GAME.categories` of ask/data/words-LANG.json: plurals such as
    "kleurstraten", "suites assorties", "cartes hautes") read before the game's own."""
    path = _game_file(game, f"words-{lang}.json")
    data: dict[str, Any] = _read(path) if path else {}
    extra: dict[str, str] = raw(lang).get("games", {}).get(game, {}).get("categories", {})
    if extra and "categories" in data:
        data = {**data, "categories": {name: f"{extra[name]}|{pattern}" if name in extra else pattern
                                       for name, pattern in data["categories"].items()}}
    return data


def game_synonyms(game: str, lang: str) -> dict[str, str]:
    """The game's players' words of the language read as the rulebook's (longest phrase first when read), with its
    rank phrases ("three {rank}": prial) said of every rank in the plural ("three sevens", "three 7s"); a phrase the
    table names itself keeps its own words."""
    data = game_words(game, lang)
    out = dict(data.get("synonyms", {}))
    phrases: dict[str, str] = data.get("rank_phrases", {})
    for rank in words(lang).cards.rank_plurals if phrases else ():
        for phrase, meaning in phrases.items():
            out.setdefault(phrase.format(rank=rank), meaning)
    return out


@cache
def stored_questions(game: str) -> dict[str, tuple[Question, ...]]:
    """The questions each rule of the game answers, in every language (English first), by rule id."""
    from ..core.rules import read_questions

    out: dict[str, list[Question]] = {}
    for lang in LANGS:
        path = _game_file(game, f"questions-{lang}.jsonl")
        for rule, qs in (read_questions(path, lang) if path else {}).items():
            out.setdefault(rule, []).extend(qs)
    return {rule: tuple(qs) for rule, qs in out.items()}


# -- the words of a text, and the yes or no an answer leads with (read by ask.search and ask.claims) -------------
_TOKEN = re.compile(r"(?<![\w-])(?:10|[2-9tjqka])(?:[-–](?:10|[2-9tjqka]))+(?![\w-])|\w+", re.I)
_RANK = re.compile(r"10|[2-9tjqka]", re.I)
_SPACED = re.compile(r"(?<!\w)(?:10|[2-9TJQKA])(?: (?:10|[2-9TJQKA])){2,}(?!\w)")


def _spaced(m: re.Match[str]) -> str:
    """'K A 2' or '4 3 2' (three ranks or more, written apart, one a digit or all capitals) as 'K-A-2'."""
    return m.group(0).replace(" ", "-")


def tokens(text: str) -> list[str]:
    """The words of a text, casefolded; a card sequence (K-A-2, 3-3-3, 'K A 2') is one token of its sorted ranks."""
    out = []
    text = _SPACED.sub(_spaced, text)
    for m in _TOKEN.finditer(text.casefold().replace("’", "'")):
        t = m.group(0)
        if "-" in t or "–" in t:
            out.append("seq:" + "".join(sorted(_RANK.findall(t))))
        elif len(t) > 1 or t.isdigit():
            out.append(t)
    return out


LEADS = re.compile(r"^(?:Yes|No|Ja|Nee|Oui|Non)[.,!](?:\s+|$)")
"""The yes or no a stored answer leads with (Yes., Nee, Oui,…)."""
