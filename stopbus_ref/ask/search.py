"""Answers to a player's question from a game's rulebook: BM25 over every rule's words, in any of three languages.

Each rule is one document per language (en, nl, fr): its title and statement, its quotes in that language and the
questions it answers with their answers (rulebook_model.Question, stored in the game's questions.py), title and
questions counted twice. Words are stemmed with the Snowball stemmer of the language (snowballstemmer) and the
library's stop words are dropped (stop-words), except the words a card table needs (first, best, run, stop...).
The game's table of players' words (straight, trips, lives...) adds the rulebook's word to a question, and a word
the index does not know may match a known word one typo away.

Beside the words, the question's hands are read (`asked_hands`) and the game rules on them (`Game.rule_hands`):
the rule that settles "K K 6 vs K K 6" ranks first and its verdict is the answer; and a question that speaks of a
table's own agreement (HOUSE_CUES) prefers the house rules (`house:KEY`) to the seeds' rules they depart from.

The index is built once, when the package is built (`python -m stopbus_ref.ask.search --build` writes data/ask-*.json;
a test checks it is current), so that a question costs a JSON load and a few stems, not a stemming of the
rulebooks: `stopbus ask` starts as fast as `stopbus rules ID` (bench/bench_ask.py). An answer is given only when
the confidence (the share of the question's weight that the best rule matches) reaches THRESHOLD, calibrated on
tests/ask_questions.py; below it the caller says that no rule answers and names the closest topics.
"""

from __future__ import annotations

import json
import math
import re
import sys
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .hands import HandsRuling


def built_in() -> tuple[str, ...]:
    """The games whose packages ship stored questions (questions.py) and an index: the registry's built-ins."""
    from ..core.registry import GAME_MODULES

    return tuple(GAME_MODULES)


def package_of(game: str) -> str:
    """The package of a game (its rulebook.py and questions.py beside its `Game` object), from the registry."""
    from ..core import registry as games

    return type(games.get(game)).__module__.rpartition(".")[0]


LANGS = ("en", "nl", "fr")
LANGUAGE_NAMES = {"en": "English", "nl": "Dutch", "fr": "French"}
STEMMERS = {"en": "english", "nl": "dutch", "fr": "french"}
DATA = Path(__file__).with_name("data")

THRESHOLD = 0.5
"""The least confidence for an answer (tests/test_ask.py: no off-topic question reaches it)."""
HOUSE_PRIOR = 0.5
"""A house rule (`house:KEY`) is a table's alternative to a rule of the seeds: its score is scaled by this unless
the question speaks of a table's own agreement (HOUSE_CUES), so that "what happens when I lose my third token"
answers with the seeds' rule and "we play that you are out at once" with the house rule."""
HOUSE_AGREED = 2.0
"""A house rule's score is scaled by this when the question speaks of a table's own agreement: the agreement it
asks about is more likely a house rule than the seeds' rule it departs from."""
HOUSE_CUES = ("house", "we play", "we always", "our table", "at our", "at home", "our group", "my family",
              "agree", "instead", "some people",
              "some tables", "variant", "what if we", "can we play", "is it ok to play", "allowed to play",
              "huisregel", "wij spelen", "we spelen", "bij ons", "afspraak", "afspreken", "in plaats", "mogen we",
              "thuis", "maison", "chez nous", "chez moi", "on joue", "nous jouons", "variante", "au lieu", "certains",
              "convenir", "peut-on jouer")
"""Words that speak of a table's own agreement, in the three languages (lower case, matched as text)."""
BLEND = 0.6
"""The confidence is this share of the rule's own cover of the question, the rest the rulebook's cover of it."""
RELATED = 0.5
"""A further rule is listed beside the answer when its BM25 score is at least this share of the best one's."""
QUESTION_WEIGHT = 0.75
"""How much the scores of the rule's closest stored questions (`_question_scores`) add to its BM25 score."""
TITLE_COPIES, STATEMENT_COPIES, QUESTION_COPIES = 2, 1, 2
"""How many times a rule's title, statement and each stored question count in its BM25 document (field weights)."""
ANSWERS_INDEXED = False
"""Whether the stored answers count in the BM25 documents (no: their incidental words mislead the ranking; they
still count for the confidence)."""
COVER = 1.0
"""A stored question's score is scaled by the share of its own words the question matches, to this power."""
SEARCH_SHARE = 0.2
"""`rules --search` lists the rules scoring at least this share of the best one's."""
K1, B = 1.2, 0.75
"""BM25's usual term-saturation and length-normalisation constants."""
UNKNOWN_WEIGHT = 3.0
"""The weight of a question word that no rule of the game uses (so it counts against the confidence)."""
NAME_WEIGHT = 1.0
"""The weight of an unknown capitalised word after the first, most often a player's name ("Ben knocked")."""
CARD_WEIGHT = 1.0
"""The weight of a card sequence or number no rule uses ("K 9 4"): an example of cards, a hint of a rules question."""
STOP_TOPIC_WEIGHT = 0.3
"""The weight of a listed stop word that no stored question uses ("invented"): a hint of another topic."""
AWAY_WEIGHT = 9.0
"""The weight of a phrase of another topic (the AWAY list: buy, weather...), counted against the answer."""
OTHER_CARD_GAMES = frozenset({"poker", "blackjack", "rummy", "whist", "bridge", "canasta", "cribbage", "solitaire",
                              "pontoon", "baccarat", "uno", "holdem", "hold'em", "klaverjassen", "pesten", "toepen",
                              "hartenjagen", "rikken", "belote", "tarot", "rami", "bataille"})
"""The other card games of the AWAY lists: a question may liken this game to one of them (LIKENED)."""
OTHER_GAME_WEIGHT = 30.0
"""The weight of another card game named not to liken it ("in rummy can you..."): the question is that game's, so
no share of it this rulebook covers reaches an answer."""
LIKENED = "like|as in|than|unlike|comme|qu'au|qu'à|zoals|dan bij|net als"
THIS_GAME = (" in this ", " here ", " in brag ", " this game ", " hier ", " bij dit spel ", " ici ", " dans ce jeu ")
"""Words that say the question is about this game even where another card game is named ("in poker it's the
other way round, isn't it?"): that game then counts as likened."""
"""Words that liken this game to the other topic that follows ("a flush beats a run like in poker"): the question
is still about this game, so that topic counts only as a word no rule knows (UNKNOWN_WEIGHT)."""
TYPO_WEIGHT = 0.8
"""A word matched one typo away counts this share of its weight."""
SHORT_TYPO_WEIGHT = 0.4
LONG_TYPO = 7
"""A typo in a word shorter than LONG_TYPO counts SHORT_TYPO_WEIGHT instead: short words collide (tarte, carte)."""
MIN_TYPO = 5
"""Words shorter than this are matched exactly (one letter of four changes too much)."""
MIN_STOP_TYPO = 4
"""An unknown word this long that is a stop word with one letter dropped ("aftr") is read as it and dropped."""
QUESTION_DECAY = 0.6
"""The second and third closest stored questions of a rule add their scores times this and its square."""
HANDS_MARGIN = 0.1
"""The rule that settles the hands a question writes out scores this share above the best BM25 score."""
MIN_COMPOUND, MIN_PART = 8, 4
"""An unknown word this long may be a compound of known words this long or longer (Dutch trekstapel)."""

KEEP = {
    "en": {"10", "again", "alone", "back", "before", "best", "better", "call", "different", "down", "eight", "empty",
           "end", "ends", "face", "first", "five", "four", "high", "higher", "highest", "keep", "kept", "last",
           "least", "left", "low", "many", "lower", "lowest", "most", "new", "next", "nine", "nobody", "one", "open",
           "order", "out", "point", "points", "round", "run", "same", "second", "seven", "show", "shown",
           "shows", "six", "stop", "take", "taken", "taking", "ten", "third", "thirty", "three", "top", "turn",
           "turned", "turning", "turns", "two", "up", "value", "zero", "give", "given", "gives", "number", "twice",
           "win", "won", "lose", "lost", "worst", "worse", "fill", "immediately", "pass", "full", "safe", "exactly",
           "both", "all", "already", "also", "too", "still", "only", "another", "after", "once", "nothing",
           "every", "other", "over"},
    "nl": {"andere", "na", "geen", "eerst", "eerste", "laatste", "hoogste", "laagste", "ook", "nog", "meer",
           "niets"},
    "fr": {"autre", "autres", "deux", "moins", "après", "seulement", "sans", "aussi", "encore", "chaque"},
}
"""Words the stop-word lists drop that decide a rules question (who plays *first*, the *best* run, *empty* stock)."""

_TOKEN = re.compile(r"(?<![\w-])(?:10|[2-9tjqka])(?:[-–](?:10|[2-9tjqka]))+(?![\w-])|\w+", re.I)
_NAME = re.compile(r"(?<=\w[ ,] )[A-Z][a-z]{2,}\b|(?<=\w )[A-Z][a-z]{2,}\b")
"""A capitalised word after the first (Ben, Cat): a player's name when the rulebooks do not know it."""
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


@cache
def _stemmer(lang: str) -> Any:
    import snowballstemmer

    return snowballstemmer.stemmer(STEMMERS[lang])


LEMMAS: dict[str, dict[str, str]] = {
    "en": {"dealt": "deal", "took": "take",
           "taken": "take", "drew": "draw", "drawn": "draw", "gave": "give", "given": "give", "got": "get",
           "gotten": "get", "threw": "throw", "thrown": "throw", "began": "begin", "begun": "begin", "held": "hold",
           "beaten": "beat", "chose": "choose", "chosen": "choose"},
    "nl": {"aflegt": "afleggen", "begint": "beginnen", "begon": "beginnen", "begonnen": "beginnen", "deelt": "delen",
           "krijgt": "krijgen", "kreeg": "krijgen", "gekregen": "krijgen", "legt": "leggen", "ligt": "liggen",
           "lag": "liggen", "neemt": "nemen", "nam": "nemen", "genomen": "nemen", "ruilt": "ruilen",
           "schudt": "schudden", "speelt": "spelen", "telt": "tellen", "wint": "winnen", "won": "winnen",
           "gewonnen": "winnen", "verliest": "verliezen", "verlies": "verliezen", "verloor": "verliezen",
           "verloren": "verliezen", "trok": "trekken", "getrokken": "trekken", "geeft": "geven", "gaf": "geven",
           "gegeven": "geven", "gooit": "gooien", "roept": "roepen", "geroepen": "roepen", "houdt": "houden",
           "gehouden": "houden"},
    "fr": {"perdre": "perd", "perdu": "perd", "perdue": "perd", "perdent": "perd", "perdez": "perd",
           "perdons": "perd", "prendre": "prend", "pris": "prend", "prise": "prend", "prennent": "prend",
           "prenez": "prend", "vaut": "valoir", "valent": "valoir", "vaux": "valoir", "battre": "bat",
           "battu": "bat", "battent": "bat", "bats": "bat", "mettre": "met", "mis": "met", "reçoit": "recevoir",
           "reçu": "recevoir", "reçoivent": "recevoir", "reçois": "recevoir", "rejouer": "jouer",
           "rejoue": "jouer", "remélanger": "mélanger", "remélange": "mélanger", "remélangé": "mélanger",
           "redonne": "donne", "redistribue": "distribue"},
}
"""Forms of the game's verbs that the Snowball stemmers leave apart (Dutch deelt/delen, verloren/verliezen; French
perdu/perdre; English drew/draw), read as one word before stemming. Not English lost or won: "lost my last token"
is its own question."""


@cache
def fold(text: str) -> str:
    """The text without its accents (égalité: egalite): players type French and Dutch without them."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


FOLDED_LEMMAS = {lang: {fold(k): v for k, v in forms.items()} for lang, forms in LEMMAS.items()}
"""LEMMAS by the forms without accents (recoit: recevoir)."""


@cache
def stem(lang: str, word: str) -> str:
    """The word's Snowball stem in the language without accents, irregular forms first read as their verb (card
    sequences and numbers unchanged). The stem is taken of the word as written, then folded, so that the
    stemmer still sees the accents of the rulebook's words."""
    if word.startswith("seq:") or word.isdigit():
        return word
    lemma = LEMMAS[lang].get(word) or FOLDED_LEMMAS[lang].get(word, word)
    return fold(str(_stemmer(lang).stemWord(lemma)))


def _phrase_text(text: str) -> str:
    """Text as words separated by single spaces, for matching the synonym table's phrases."""
    return " " + " ".join(tokens(text)).replace("seq:", "seq:") + " "


def expand(text: str, synonyms: dict[str, str]) -> str:
    """The question with the rulebook's words added after each players' phrase it contains (longest first).

    A phrase whose rulebook words start with "=" is replaced instead: its own words would mislead ("run out of
    lives" is no empty stock, "brag stop the bus" names the game, not the call)."""
    q = " " + " ".join(fold(text.casefold().replace("’", "'")).split()) + " "
    q = re.sub(r"[?!.,;:()\"]", " ", q)
    q = " " + " ".join(q.split()) + " "
    added = []
    for phrase in sorted(synonyms, key=len, reverse=True):
        p = " " + " ".join(fold(phrase.casefold()).split()) + " "
        if p in q:
            words = synonyms[phrase]
            added.append(words.removeprefix("="))
            q = q.replace(p, " ")
            if words.startswith("="):
                text = re.sub(r"(?<!\w)" + r"\W+".join(map(re.escape, phrase.split())) + r"(?!\w)", " ", text,
                              flags=re.IGNORECASE)
    return " ".join([text, *added])


def consumed(text: str, synonyms: dict[str, str]) -> frozenset[str]:
    """The words (without accents) of the question that belong to a players' phrase of the synonym table."""
    padded = fold(_phrase_text(text))
    return frozenset(t for phrase in synonyms if " " + fold(" ".join(tokens(phrase))) + " " in padded
                     for t in tokens(fold(phrase)))


def terms(lang: str, text: str, stop: frozenset[str]) -> list[str]:
    """The stemmed terms of a text in the language, stop words dropped."""
    return [stem(lang, t) for t in tokens(text) if t not in stop]


FILLER: dict[str, set[str]] = {
    "en": {"pls", "plz", "please", "guy", "guys", "bloke", "mate", "mates", "whats", "what's", "hey", "ok", "okay",
           "like", "actually", "basically", "just", "so", "um", "er", "he", "she", "had", "someone", "somebody",
           "anyone", "anybody", "everyone", "person", "people", "thing", "stuff", "really", "wait", "lol",
           "right", "quick", "question", "rule", "rules", "true", "now", "we", "us", "me", "my", "i", "im", "i'm",
           "cant", "dont", "doesnt", "isnt", "wont", "didnt", "yo", "hi", "hello", "folks", "anyway", "your",
           "supposed", "reckon", "reckons", "says", "friend", "friends", "mum", "dad"},
    "nl": {"even", "eigenlijk", "nou", "hoor", "toch", "gewoon", "iemand", "iedereen", "vraagje", "vraag", "regel",
           "regels", "klopt", "waar", "dus", "effe", "ff", "jongens", "mag", "mogen", "mocht", "moeten", "moest", "kun",
           "kunt", "wilt", "hebt", "bent", "zou", "zouden"},
    "fr": {"svp", "stp", "bon", "alors", "quelqu'un", "quelqu", "un", "une", "vrai", "question", "règle", "règles",
           "donc", "bref", "hein", "truc", "quoi", "fait", "on", "peux", "peuvent", "pouvoir", "doivent", "devoir",
           "veux", "veut", "voudrais"},
}
"""Words that say nothing about the rules (please, mate, someone), and the forms of may, can and must that the
Dutch and French stop-word lists miss (mag, kunt, peux): dropped from a question before scoring."""

AWAY: dict[str, set[str]] = {
    "en": {"buy", "shop", "store", "price", "cost", "costs", "ticket", "timetable", "weather",
           "rain", "tomorrow", "tonight", "ever", "history", "invented", "install", "download", "what time",
           "casino", "nearest", "english", "translate", "pub", "restaurant", "online", "plus", "minus",
           "multiplied", "divided", "maths", "math", "origin", "origins", "originally",
           "poker", "blackjack", "rummy", "whist", "bridge", "canasta", "cribbage", "solitaire", "pontoon", "baccarat",
           "uno", "holdem", "hold'em", "go fish", "drinking", "drinking game", "forfeit", "forfeits",
           "how long", "year old", "years old", "snack", "snacks", "food", "drinks", "beer", "pizza", "crisps",
           "odds", "probability", "chance of", "chances of", "what are the chances", "how likely", "the name",
           "saying", "expression", "etymology", "best way to shuffle", "card trick", "card tricks", "riffle",
           "brand new", "card game for", "kids party", "yahtzee", "dice", "monopoly", "scrabble", "chess",
           "darts"},
    "nl": {"kopen", "winkel", "prijs", "kost", "kaartje", "vertrekt", "weer morgen", "morgen", "regen", "hoe laat",
           "restaurant", "eten", "vanavond", "station", "betalen", "pinnen", "geschiedenis", "oorsprong",
           "uitgevonden", "poker", "blackjack", "klaverjassen", "pesten", "toepen", "hartenjagen", "rikken", "bridge",
           "drankspel", "drinkspel", "zuipspel", "hoe lang", "jaar oud", "chips", "hapjes", "bier", "drinken",
           "kansen", "kans op", "de kans", "waarschijnlijkheid", "de naam", "gezegde", "uitdrukking", "kaarttruc",
           "goed schudden", "dobbelstenen", "yahtzee", "monopoly", "scrabble", "schaken"},
    "fr": {"acheter", "magasin", "prix", "coûte", "billet", "part", "météo", "demain", "pluie", "quel temps",
           "quelle heure",
           "restaurant", "manger", "ce soir", "gare", "payer", "anglais", "histoire", "origine", "inventé", "poker",
           "blackjack", "belote", "tarot", "rami", "bataille", "whist", "bridge", "jeu à boire", "gage", "gages",
           "combien de temps", "ans", "apéro", "chips", "boissons", "bière", "grignoter", "probabilité",
           "chances de", "quelles chances", "les chances", "le nom", "un nom", "bon nom", "expression",
           "tour de cartes", "bien mélanger", "astuce", "dés", "échecs", "yahtzee", "monopoly", "scrabble"},
}
"""Words and phrases of another topic (shopping, timetables, weather, food and drink, the game's history and its
name, odds, shuffling technique, other card games and drinking games): a question using one is not a rules
question of this game, so they count against any answer (`stopbus odds` answers the odds)."""


COMMON_WORDS: dict[str, dict[str, str]] = {
    "en": {"max": "most", "maximum": "most", "minimum": "least", "direction": "clockwise", "which way": "clockwise",
           "drop": "lose", "drops": "lose", "dropped": "lost", "full deck": "52 cards", "full pack": "52 cards",
           "out of lives": "=no lives", "run out of lives": "=no lives", "ran out of lives": "=no lives",
           "runs out of lives": "=no lives", "continue": "keep playing", "carry on": "keep playing",
           "play stop the bus": "=play", "brag stop the bus": "=brag", "stop the bus game": "=game",
           "game of stop the bus": "=game", "next to deal": "=deals next", "goes first": "first turn",
           "stock gone": "stock empty", "stock's gone": "stock empty", "deck gone": "stock empty",
           "deck's gone": "stock empty", "pile gone": "stock empty", "cards gone": "stock empty",
           "go first": "first turn", "out of cards": "=stock empty",
           "gap": "emptied place", "straight away": "immediately", "right away": "immediately", "sit in": "play",
           "join in": "play", "no more cards": "no cards left", "people": "players"},
    "nl": {"gewonnen": "wint", "maximaal": "meeste", "doorspelen": "spelen", "afgelegde": "aflegstapel",
           "richting": "klok"},
    "fr": {"pareil": "identique", "pareille": "identique", "pareils": "identiques", "pareilles": "identiques",
           "jeter": "défausser", "jette": "défausse", "jeté": "défaussé", "continuer": "jouer",
           "reprendre": "prendre", "maximum": "plus", "ramasser": "prendre", "abattage": "comparez fin manche",
           "plus fort que": "=bat", "plus forte que": "=bat", "plus fort qu'": "=bat", "plus forte qu'": "=bat"},
}
"""Players' words of any card game read as plainer ones (max: most, drop a life: lose it), per language; a game's
own table (its questions.py SYNONYMS) comes on top and wins where both name a phrase."""


# -- building the index (at build time) ---------------------------------------------------------------------
def _game_modules(game: str) -> tuple[Any, Any]:
    import importlib

    base = package_of(game)
    return importlib.import_module(base + ".rulebook"), importlib.import_module(base + ".questions")


def singulars(synonyms: dict[str, str]) -> dict[str, str]:
    """The table with each phrase that ends in a plural also in the singular (picture cards: picture card), unless
    the table names that phrase itself."""
    out = dict(synonyms)
    for phrase, words in synonyms.items():
        if len(phrase) > 4 and phrase.endswith("s") and not phrase.endswith("ss"):
            out.setdefault(phrase[:-1], words)
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


def _false_friends(rules: Any, lang: str, synonyms: dict[str, str]) -> frozenset[str]:
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
        for q in r.questions:
            if q.lang == lang:
                native.update(tokens(expand(q.text, synonyms) + " " + q.answer))
            elif q.lang == "en":
                english.update(tokens(q.text))
    borrowed = {stem(lang, t) for t in native & english}  # the same word in both (flush, knock, prial)
    native_stems = {stem(lang, t) for t in native} - borrowed
    return frozenset(t for t in english - native if stem(lang, t) in native_stems)


QUOTE_LANG = {"000": "en", "002": "en", "003": "nl", "004": "fr"}
"""The language of each seed by its number."""


def build(game: str) -> dict[str, Any]:
    """The index of one game's rulebook: per language, BM25 postings, stored questions and detection words."""
    from stop_words import get_stop_words

    from ..core.rules import SHORT

    book, qs = _game_modules(game)
    out: dict[str, Any] = {"game": game, "rules": [str(r.id) for r in book.RULES], "langs": {}}
    common = common_id_words([str(r.id) for r in book.RULES])
    for lang in LANGS:
        stop = frozenset(w.casefold() for w in get_stop_words(lang)) - KEEP[lang]
        syn = singulars({**COMMON_WORDS[lang], **qs.SYNONYMS.get(lang, {})})  # stored questions read them too
        post: dict[str, dict[str, int]] = {}
        core: dict[str, set[str]] = {}
        central: dict[str, set[str]] = {}
        asked_words: set[str] = set()
        lengths: dict[str, int] = {}
        questions: dict[str, list[Any]] = {}
        surface: dict[str, str] = {}
        words: set[str] = set()
        own_stop = stop | _false_friends(book.RULES, lang, syn)
        for r in book.RULES:
            mine = [q for q in r.questions if q.lang == lang]
            name = id_words(str(r.id), common)
            texts = [r.title] * TITLE_COPIES + [r.statement] * STATEMENT_COPIES + [name]
            for c in r.citations:
                if QUOTE_LANG[SHORT[c.source]] == lang:
                    texts.append(c.quote)
            for q in mine:
                texts += [expand(q.text, syn)] * QUESTION_COPIES + ([q.answer] if ANSWERS_INDEXED else [])
                words.update(tokens(q.text))
                questions.setdefault(str(r.id), []).append([sorted(set(terms(lang, expand(q.text, syn), stop))), q.text,
                                                            q.answer, q.source])
            if lang == "en" or not mine:
                for q in (q for q in r.questions if q.lang == "en"):
                    texts.append(q.text)
            own = [r.title, r.statement, name, *(q.text + " " + q.answer for q in mine)]
            for t in terms(lang, " ".join(own), own_stop):
                core.setdefault(t, set()).add(str(r.id))
            counted: dict[str, int] = {}
            for q in mine:
                for t in set(terms(lang, q.text + " " + q.answer, stop)):
                    counted[t] = counted.get(t, 0) + 1
            for t in [*terms(lang, f"{r.title} {r.statement} {name}", own_stop),
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
                    words.update(tokens(c.quote))
        words.update(w.casefold() for w in get_stop_words(lang) if len(w) > 1)
        out["langs"][lang] = {"lengths": lengths, "post": {k: post[k] for k in sorted(post)},
                              "core": {k: sorted(core[k]) for k in sorted(core)},
                              "central": {k: sorted(central[k]) for k in sorted(central)},
                              "asked": sorted(asked_words),
                              "surface": {k: surface[k] for k in sorted(surface)}, "questions": questions,
                              "stop": sorted(stop), "words": sorted(words),
                              "synonyms": dict(sorted(syn.items())),
                              "filler": sorted(FILLER.get(lang, ())), "away": sorted(AWAY.get(lang, ()))}
    return out


def shipped(game: str) -> dict[str, str]:
    """The files of a game's index and their text: the detection words of every language in one (read for
    every question), each language's index in its own (only the question's language is read)."""
    data = build(game)
    langs = data["langs"]
    out = {f"ask-{game}-words.json": {lang: langs[lang].pop("words") for lang in LANGS}}
    out.update({f"ask-{game}-{lang}.json": langs[lang] for lang in LANGS})
    return {name: json.dumps(d, ensure_ascii=False, sort_keys=True) + "\n" for name, d in out.items()}


def write_indexes() -> None:
    """Write data/ask-GAME-*.json for both games (run after changing a rulebook or its questions)."""
    DATA.mkdir(exist_ok=True)
    for game in built_in():
        for name, text in shipped(game).items():
            (DATA / name).write_text(text, encoding="utf-8")


def game_of(rule_id: object) -> str:
    """The canonical name of the game whose rule-id enum `rule_id` is (through the registry)."""
    from ..core import registry as games

    return next(g.name for g in games.all_games() if isinstance(rule_id, g.rule_ids()))


# -- asking ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hit:
    """One rule that answers the question: its id, confidence, BM25 score, the stored question it matched."""

    rule: str
    confidence: float
    bm25: float
    answer: str
    matched: str
    matched_terms: frozenset[str]


@dataclass(frozen=True)
class Asked:
    """The outcome of one question: the language read, the answers best first (empty: no rule answers)."""

    question: str
    game: str
    language: str
    detected: bool
    answers: tuple[Hit, ...]
    closest: tuple[str, ...]
    terms: frozenset[str]


class _Lang:
    """One language's part of a game's index, with its derived lookups (those only some questions need are made
    when first needed: a question costs no more than its words)."""

    def __init__(self, data: dict[str, Any], lang: str) -> None:
        self.lang = lang
        self.post: dict[str, dict[str, int]] = data["post"]
        self.lengths: dict[str, int] = data["lengths"]
        self.questions: dict[str, list[Any]] = data["questions"]
        self.surface: dict[str, str] = data["surface"]
        self.core: dict[str, list[str]] = data["core"]
        self.central: dict[str, list[str]] = data["central"]
        self.asked = frozenset(data["asked"])
        self.stop = frozenset(data["stop"]) | {fold(w) for w in data["stop"] if len(w) > 2}
        self.synonyms: dict[str, str] = data["synonyms"]
        self.filler = frozenset(data["filler"])
        self.away: list[str] = data["away"]
        # The statistics (document count, lengths, document frequencies) are the seeds' rules': a house rule
        # restates a rule of the seeds with another value, so it makes no word of the rulebook less telling.
        seeds = [rule for rule in self.lengths if not rule.startswith("house:")]
        self.n = len(seeds)
        self.avgdl = sum(self.lengths[rule] for rule in seeds) / max(self.n, 1)
        self.qdocs = list(dict.fromkeys((rule, tuple(stored[0])) for rule, qs in self.questions.items()
                                        for stored in qs))
        """Each rule's stored questions as their terms, once per set of terms: reworded copies of one question
        ("How do you stop the bus?", "How do I stop the bus?") are one piece of evidence, not several."""
        own = [ts for rule, ts in self.qdocs if not rule.startswith("house:")]
        self._own = own
        self.qavg = sum(len(ts) for ts in own) / max(len(own), 1)
        self.qn = len(own)
        self._df: dict[str, int] = {}
        self._qdf: dict[str, int] = {}

    @cached_property
    def folded(self) -> dict[str, str]:
        """The rulebook's words by their form without accents (egalite: the stem of égalité)."""
        return {fold(k): v for k, v in sorted(self.surface.items(), reverse=True)}

    @cached_property
    def function_words(self) -> frozenset[str]:
        """The stop words, kept stop words and filler that a mistyped word may be one typo away from."""
        return frozenset(w for w in self.stop | self.filler | KEEP[self.lang] if len(w) >= MIN_STOP_TYPO)

    def df(self, term: str) -> int:
        """The seeds' rules using the term; a word only a house rule uses counts as one rule's (as rare as a word
        of the seeds can be, not rarer)."""
        if term not in self._df:
            docs = self.post.get(term, {})
            self._df[term] = max(1, sum(1 for rule in docs if not rule.startswith("house:"))) if docs else 0
        return self._df[term]

    def qdf(self, term: str) -> int:
        """The seeds' stored questions (once per set of terms) using the term."""
        if term not in self._qdf:
            self._qdf[term] = sum(1 for ts in self._own if term in ts)
        return self._qdf[term]

    def idf(self, term: str) -> float:
        df = self.df(term)
        return math.log(1 + (self.n - df + 0.5) / (df + 0.5))


@cache
def index(game: str, lang: str) -> _Lang:
    """One language's part of the game's shipped index, loaded once."""
    return _Lang(json.loads((DATA / f"ask-{game}-{lang}.json").read_text(encoding="utf-8")), lang)


@cache
def words(game: str) -> dict[str, frozenset[str]]:
    """Per language, the words its questions, quotes and stop-word list use (for `detect`)."""
    data = json.loads((DATA / f"ask-{game}-words.json").read_text(encoding="utf-8"))
    out = {lang: frozenset(data[lang]) for lang in LANGS}
    out.update({lang + "-folded": frozenset(fold(w) for w in data[lang]) - out[lang] for lang in LANGS})
    return out


def detect(game: str, question: str) -> str:
    """en, nl or fr: the language whose words the question uses most (a word the three share counts a third).

    >>> detect("brag", "wie deelt er na een ronde?"), detect("brag", "qui distribue ensuite ?")
    ('nl', 'fr')
    """
    known = words(game)
    score = dict.fromkeys(LANGS, 0.0)
    for t in tokens(question):
        having = [lang for lang in LANGS if t in known[lang] or fold(t) in known[lang + "-folded"]]
        for lang in having:
            score[lang] += 1 / len(having)
    if any(ch in question for ch in "éèêàçùâîôœ"):
        score["fr"] += 1
    best = max(LANGS, key=lambda lang: (score[lang], lang == "en"))
    return best if score[best] > score["en"] else "en"


def _edit1(a: str, b: str) -> bool:
    """True when b is a within one edit (insertion, deletion, substitution or swap of neighbours)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        return a[i + 1:] == b[i + 1:] or (i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i]
                                          and a[i + 2:] == b[i + 2:])
    return a[i + 1:] == b[i:] if la > lb else a[i:] == b[i + 1:]


def _near(ix: _Lang, lang: str, word: str) -> set[str]:
    """Known stems one typo away from an unknown word (words of four letters or more)."""
    if len(word) < MIN_TYPO or word.startswith("seq:") or word.isdigit():
        return set()
    s = stem(lang, word)
    found = {k for k in ix.core if min(len(k), len(s)) >= MIN_TYPO and abs(len(k) - len(s)) <= 1 and _edit1(s, k)}
    found |= {v for k, v in ix.surface.items()
              if len(k) >= MIN_TYPO and abs(len(k) - len(word)) <= 1 and _edit1(word, k) and v in ix.core}
    return found


def _parts(ix: _Lang, lang: str, word: str) -> set[str]:
    """The stems of the known words a compound is made of ("trekstapel": trek, stapel; "drawpile": draw, pile),
    for a word no rule uses: the known words it splits into, with the rulebook's words for them (stapel: voorraad)."""
    if len(word) < MIN_COMPOUND or word.startswith("seq:") or not word.isalpha():
        return set()
    found: set[str] = set()
    for cut in range(MIN_PART, len(word) - MIN_PART + 1):
        head, tail = word[:cut], word[cut:]
        for part in (head, tail):
            s = stem(lang, part)
            if part in ix.surface and s in ix.core:
                found.add(s)
                found.update(x for x in (stem(lang, w) for w in tokens(ix.synonyms.get(part, ""))) if x in ix.core)
    return found


def _query(ix: _Lang, lang: str, question: str) -> list[tuple[frozenset[str], float, float]]:
    """The question's terms: per word, the stems that count for it, its weight and the share a match counts."""
    text = expand(question, ix.synonyms)
    raw = [t for t in tokens(text) if t not in ix.stop and t not in ix.filler] or tokens(text)
    out: list[tuple[frozenset[str], float, float]] = []
    seen: set[frozenset[str]] = set()
    padded = _phrase_text(question)
    for phrase in ix.away:  # words of another topic (buy, weather, timetable): they count against an answer
        if " " + phrase + " " in padded:
            if phrase in OTHER_CARD_GAMES:  # a question about another card game is not this game's...
                likened = re.search(rf" (?:{LIKENED}) (?:\w+ ){{0,2}}{re.escape(phrase)} ", padded) or any(
                    cue in padded for cue in THIS_GAME)
                weight = UNKNOWN_WEIGHT if likened else OTHER_GAME_WEIGHT  # ...unless it likens this one to it
            else:
                weight = AWAY_WEIGHT
            out.append((frozenset({"?" + phrase}), weight, 1.0))
            raw = [t for t in raw if t not in phrase.split()]
    for t in tokens(question):  # a listed stop word no rules question uses ("invented") is a topic word
        if t in ix.stop and t not in ix.asked and t not in ix.filler and not t.isdigit():
            out.append((frozenset({"?" + t}), STOP_TOPIC_WEIGHT, 1.0))
    replaced = consumed(question, ix.synonyms)
    names = {m.group(0).casefold() for m in _NAME.finditer(question)}
    for t in raw:
        s = ix.surface.get(t) or stem(lang, t)  # a rulebook word's stem is stored: no stemmer to load for it
        if s not in ix.post and fold(t) in ix.folded:  # written without its accents (egalite)
            s = ix.folded[fold(t)]
        if fold(t) in replaced and s not in ix.post:  # a players' word the table read as the rulebook's
            continue
        if s in ix.post:
            alt, share = frozenset({s}), 1.0
        else:
            near = _near(ix, lang, t) or _parts(ix, lang, t)
            if not near and len(t) >= MIN_STOP_TYPO and any(len(w) == len(t) + 1 and _edit1(t, w)
                                                             for w in ix.function_words):
                continue  # a stop word with a letter dropped ("aftr", "whch"): no word of any topic
            share = TYPO_WEIGHT if len(t) >= LONG_TYPO else SHORT_TYPO_WEIGHT
            alt, share = (frozenset(near), share) if near else (frozenset({s}), 1.0)
        if alt in seen:
            continue
        seen.add(alt)
        known = [ix.idf(a) for a in alt if a in ix.post]
        unknown = NAME_WEIGHT if t in names else CARD_WEIGHT if t.startswith("seq:") or t.isdigit() else UNKNOWN_WEIGHT
        out.append((alt, max(known) if known else unknown, share))
    return out


def _bm25(ix: _Lang, q: list[tuple[frozenset[str], float, float]]) -> dict[str, float]:
    scores: dict[str, float] = {}
    for alt, _, share in q:
        for a in alt:
            idf = ix.idf(a)
            for rule, tf in ix.post.get(a, {}).items():
                norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * ix.lengths[rule] / ix.avgdl))
                scores[rule] = scores.get(rule, 0.0) + share * idf * norm
    return scores


def _question_scores(ix: _Lang, q: list[tuple[frozenset[str], float, float]]) -> dict[str, float]:
    """Per rule, the BM25 score of its stored question closest to this one (each question a document)."""
    n = ix.qn
    found: dict[str, list[float]] = {}
    for rule, ts in ix.qdocs:
        score = 0.0
        hit: set[str] = set()
        for alt, _, share in q:
            for a in alt:
                tf = ts.count(a)
                if tf:
                    hit.add(a)
                    df = ix.qdf(a)
                    idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
                    score += share * idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * len(ts) / ix.qavg))
        score *= (len(hit) / len(ts)) ** COVER if ts else 0.0
        if score:
            found.setdefault(rule, []).append(score)
    return {rule: sum(s * QUESTION_DECAY ** i for i, s in enumerate(sorted(got, reverse=True)[:3]))
            for rule, got in found.items()}


def _confidence(ix: _Lang, rule: str, q: list[tuple[frozenset[str], float, float]], anywhere: bool = False
                ) -> float:
    """The share of the question's weight found among the rule's own words (or `anywhere` in its document)."""
    total = sum(w for _, w, _ in q)
    where: dict[str, Any] = ix.post if anywhere else ix.core
    got = sum(w * share for alt, w, share in q if any(rule in where.get(a, ()) for a in alt))
    return got / total if total else 0.0


def _known(ix: _Lang, q: list[tuple[frozenset[str], float, float]]) -> float:
    """The share of the question's weight that the rulebook knows at all (any rule's document)."""
    total = sum(w for _, w, _ in q)
    got = sum(w * share for alt, w, share in q if any(a in ix.post for a in alt))
    return got / total if total else 0.0


def _central(ix: _Lang, rule: str, q: list[tuple[frozenset[str], float, float]]) -> bool:
    """The first answer must meet the question in one of the rule's central words (title, statement, or two of its
    stored questions), a question of one word in that word exactly: words met only in passing ("temps" in a French
    answer, "wrote" in one stored question) are no answer."""
    content = [(alt, share) for alt, _, share in q]
    if len(content) == 1:
        alt, share = content[0]
        return share == 1.0 and any(rule in ix.central.get(a, ()) for a in alt)
    return any(rule in ix.central.get(a, ()) for alt, _ in content for a in alt)


def _answer(ix: _Lang, game: str, rule: str, q: list[tuple[frozenset[str], float, float]]) -> tuple[str, str]:
    """The stored answer of the rule's question closest to this one (in the language, else English)."""
    wanted = {a: w for alt, w, _ in q for a in alt}
    for source in (ix, None):
        stored = (source or index(game, "en")).questions.get(rule, [])
        if stored:
            best = max(stored, key=lambda s: sum(wanted.get(t, 0.0) for t in s[0]) - 0.01 * len(s[0]))
            return str(best[2]), str(best[1])
    return "", ""


def hands_ruling(game: str, question: str, lang: str) -> HandsRuling | None:
    """What the game rules on the hands the question writes out ("K K 6 vs K K 6"), by its own ranking or scoring
    (`Game.rule_hands`); None when it writes out no hand."""
    from ..core import registry as games

    return games.get(game).rule_hands(question, lang)


class Ranking(NamedTuple):
    """A question's terms, each rule's score, and the game's ruling on the hands the question writes out, with its
    deciding rule (`settled`) when this rulebook has it."""

    q: list[tuple[frozenset[str], float, float]]
    scores: dict[str, float]
    ruling: HandsRuling | None
    settled: str | None


def rank_rules(ix: _Lang, game: str, question: str, language: str) -> Ranking:
    """BM25 over the rules' documents plus the closest stored questions' scores, house rules scaled by whether the
    question speaks of a table's agreement, the rule that settles written-out hands first."""
    q = _query(ix, language, question)
    scores = _bm25(ix, q)
    for rule, score in _question_scores(ix, q).items():
        scores[rule] = scores.get(rule, 0.0) + QUESTION_WEIGHT * score
    low = question.lower()
    agreed = any(cue in low for cue in HOUSE_CUES)
    for rule in scores:
        if rule.startswith("house:"):
            scores[rule] *= HOUSE_AGREED if agreed else HOUSE_PRIOR
    ruling = None if agreed else hands_ruling(game, question, language)
    settled = ruling.rules[0] if ruling and ruling.rules[0] in ix.lengths else None
    if settled:  # the rule that settles the hands written out ranks first
        scores[settled] = max(scores.values(), default=1.0) * (1 + HANDS_MARGIN) + scores.get(settled, 0.0)
    return Ranking(q, scores, ruling, settled)


def ask(game: str, question: str, lang: str | None = None, limit: int = 5, search: bool = False) -> Asked:
    """Rank the game's rules for the question; the answers are those above the confidence threshold.

    `search` (for `rules --search`): every rule whose words (quotes too) cover the question, ranked the same."""
    language = lang or detect(game, question)
    ix = index(game, language)
    q, scores, ruling, settled = rank_rules(ix, game, question, language)
    ranked = sorted(scores, key=lambda r: (-scores[r], r))
    all_terms = frozenset(a for alt, _, _ in q for a in alt)
    hits: list[Hit] = []
    top = scores[ranked[0]] if ranked else 0.0
    known = _known(ix, q)
    for rule in ranked[:limit]:
        cover = BLEND * _confidence(ix, rule, q, search) + (1 - BLEND) * known
        if hits and scores[rule] < (SEARCH_SHARE if search else RELATED) * top:
            break
        if rule == settled and ruling and ruling.sure:
            cover = max(cover, THRESHOLD)  # the hands written out settle it, whatever the other words
        elif cover < THRESHOLD or (not hits and not search and not _central(ix, rule, q)):
            if not hits:
                break
            continue
        conf = cover * min(1.0, scores[rule] / top if top else 0.0)
        answer, matched = _answer(ix, game, rule, q)
        if ruling and rule == settled and ruling.verdict:
            answer = ruling.verdict
        hits.append(Hit(rule, round(conf, 3), round(scores[rule], 3), answer, matched,
                        frozenset(a for alt, _, _ in q for a in alt if any(rule in ix.post.get(x, {}) for x in alt))))
    return Asked(question, game, language, lang is None, tuple(hits), tuple(ranked[:3]), all_terms)


def main(argv: list[str]) -> int:
    """`python -m stopbus_ref.ask.search --build` writes the indexes; `--check` fails when they are not current."""
    if argv == ["--build"]:
        write_indexes()
        return 0
    if argv == ["--check"]:
        stale = [name for g in built_in() for name, text in shipped(g).items()
                 if not (DATA / name).is_file() or (DATA / name).read_text(encoding="utf-8") != text]
        print("stale: " + ", ".join(stale) if stale else "current")
        return 1 if stale else 0
    print("usage: python -m stopbus_ref.ask.search --build | --check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
