"""Answers to a player's question from a game's rulebook: BM25 over every rule's words, in any of three languages.

Each rule is one document per language (en, nl, fr): its title and statement, its quotes in that language and the
questions it answers with their answers (the game's stored questions, `ask.words.stored_questions`), title and
questions counted twice. Words are stemmed with the Snowball stemmer of the language (snowballstemmer) and the
library's stop words are dropped (stop-words), except the words a card table needs (first, best, run, stop...).
The game's table of players' words (straight, trips, lives...) adds the rulebook's word to a question, and a word
the index does not know may match a known word one typo away. The words of each language are data
(`ask.words`: ask/data/words-LANG.json and each game's own).

Beside the words, the question's hands are read (`ask.hands`) and the game rules on them (`Game.rule_hands`):
the rule that settles "K K 6 vs K K 6" ranks first and its verdict is the answer; and a question that speaks of a
table's own agreement (the house cues) prefers the house rules (`house:KEY`) to the seeds' rules they depart from.

The index is built once, when the package is built (`ask.index`: `python tools/build_data.py ask-index` writes
data/ask-*.jsonl; a test checks it is current), so that a question costs reading one language's index and a few
stems, not a stemming of the rulebooks: `stopbus ask` starts as fast as `stopbus rules ID` (bench/bench_ask.py).
An answer is given only when the confidence (the share of the question's weight that the best rule matches)
reaches THRESHOLD, calibrated on tests/ask_questions.py; below it the caller says that no rule answers and names
the closest topics. `rules --search` and the table's `rules WORD` rank the rules with the same scorer
(`ask(..., search=True)`, through `ask.answer.ranked`).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Mapping

from .words import LANGS as LANGS
from .words import LEADS as _LEADS
from .words import cues, fold, raw, words
from .words import tokens as tokens

if TYPE_CHECKING:
    from .hands import HandsRuling


DATA = Path(__file__).with_name("data")

THRESHOLD = 0.5
"""The least confidence for an answer (tests/test_ask.py: no off-topic question reaches it)."""
HOUSE_PRIOR = 0.5
"""A house rule (`house:KEY`) is a table's alternative to a rule of the seeds: its score is scaled by this unless
the question speaks of a table's own agreement (the house cues of `ask.words`), so that "what happens when I lose
my third token" answers with the seeds' rule and "we play that you are out at once" with the house rule."""
HOUSE_AGREED = 2.0
"""A house rule's score is scaled by this when the question speaks of a table's own agreement: the agreement it
asks about is more likely a house rule than the seeds' rule it departs from."""
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
"""The weight of a phrase of another topic (a language's `away` words: buy, weather...), counted against the
answer."""
OTHER_GAME_WEIGHT = 30.0
"""The weight of another card game named not to liken it ("in rummy can you..."): the question is that game's, so
no share of it this rulebook covers reaches an answer."""
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
YES_NO_SHARE = 0.75
"""A yes/no question is answered with the closest stored answer that says yes or no when its stored question
scores at least this share of the closest one's."""
HANDS_MARGIN = 0.1
"""The rule that settles the hands a question writes out scores this share above the best BM25 score."""
MIN_COMPOUND, MIN_PART = 8, 4
"""An unknown word this long may be a compound of known words this long or longer (Dutch trekstapel)."""

_NAME = re.compile(r"(?<=\w[ ,] )[A-Z][a-z]{2,}\b|(?<=\w )[A-Z][a-z]{2,}\b")
"""A capitalised word after the first (Ben, Cat): a player's name when the rulebooks do not know it."""
_RANK = re.compile(r"10|[2-9tjqka]", re.I)


@cache
def _stemmer(lang: str) -> Any:
    import snowballstemmer

    return snowballstemmer.stemmer(words(lang).stemmer)


@cache
def stem(lang: str, word: str) -> str:
    """The word's Snowball stem in the language without accents, irregular forms first read as their verb (card
    sequences and numbers unchanged). The stem is taken of the word as written, then folded, so that the
    stemmer still sees the accents of the rulebook's words."""
    if word.startswith("seq:") or word.isdigit():
        return word
    known = words(lang)
    lemma = known.lemmas.get(word) or known.folded_lemmas.get(word, word)
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
            meaning = synonyms[phrase]
            added.append(meaning.removeprefix("="))
            q = q.replace(p, " ")
            if meaning.startswith("="):
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
    ruling: HandsRuling | None = None
    """What the game computed on the hands or kinds of hand the question compares (its structured question in
    `ruling.asked`), when the first answer is that ruling's."""
    other_game: str = ""
    """The other card game the question is about ("poker"): refused, that is another game."""
    yes_no: bool | None = None
    """Whether the question asks yes or no (`ask.question.read`)."""


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
        known = words(lang)
        self.filler = known.filler
        self.away = known.away
        self.other_games = known.other_games
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
        return frozenset(w for w in self.stop | self.filler | words(self.lang).keep if len(w) >= MIN_STOP_TYPO)

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
    """One language's part of the game's shipped index (`ask.index`), loaded once: the lines the language shares,
    then one line a rule, read back into the postings by term."""
    data: dict[str, Any] = {}
    post: dict[str, dict[str, int]] = {}
    core: dict[str, list[str]] = {}
    central: dict[str, list[str]] = {}
    lengths: dict[str, int] = {}
    questions: dict[str, list[Any]] = {}
    with open(DATA / f"ask-{game}-{lang}.jsonl", encoding="utf-8") as f:
        for line in f:
            entry = json.loads(line)
            rule = entry.get("rule")
            if rule is None:
                data.update(entry)
                continue
            lengths[rule] = entry["length"]
            for term, tf in entry["post"].items():
                post.setdefault(term, {})[rule] = tf
            for term in entry["core"]:
                core.setdefault(term, []).append(rule)
            for term in entry["central"]:
                central.setdefault(term, []).append(rule)
            if "questions" in entry:
                questions[rule] = entry["questions"]
    data.update(post=post, core=core, central=central, lengths=lengths, questions=questions)
    return _Lang(data, lang)


@cache
def known_words(game: str) -> dict[str, frozenset[str]]:
    """Per language, the words its questions, quotes and stop-word list use (for `detect`)."""
    data: dict[str, list[str]] = {}
    with open(DATA / f"ask-{game}-words.jsonl", encoding="utf-8") as f:
        for line in f:
            entry = json.loads(line)
            data[entry["lang"]] = entry["words"]
    out = {lang: frozenset(data[lang]) for lang in LANGS}
    out.update({lang + "-folded": frozenset(fold(w) for w in data[lang]) - out[lang] for lang in LANGS})
    return out


def detect(game: str, question: str) -> str:
    """en, nl or fr: the language whose words the question uses most (a word the three share counts a third).

    >>> detect("brag", "wie deelt er na een ronde?"), detect("brag", "qui distribue ensuite ?")
    ('nl', 'fr')
    """
    known = known_words(game)
    score = dict.fromkeys(LANGS, 0.0)
    for t in tokens(question):
        if _CARD_TOKEN.fullmatch(t):
            continue  # a card or a run of ranks (K-A-2, 9s, Jc) is written alike in every language
        having = [lang for lang in LANGS if t in known[lang] or fold(t) in known[lang + "-folded"]]
        for lang in having:
            score[lang] += 1 / len(having)
    if any(ch in question for ch in "éèêàçùâîôœ"):
        score["fr"] += 1
    for lang in _compared_in(question, known):
        score[lang] += 1
    best = max(LANGS, key=lambda lang: (score[lang], lang == "en"))
    return best if score[best] > score["en"] else "en"


_CARD_TOKEN = re.compile(r"seq:.*|(?:10|[2-9jqka])[cdhs]|(?:10|[2-9])'?s")


def _compared_in(question: str, known: Mapping[str, frozenset[str]] | None = None) -> list[str]:
    """The languages whose words of comparison ("beter dan", "plus forte que", "worse than") the question uses,
    each phrase counted for the one language that has it: a short question comparing hands ("is A A A beter dan
    3 3 3?") has few other words to tell its language by. A single word counts too when no other language's
    questions or quotes use it (`known`: "verslaan prials straten?" is Dutch, "win" is not)."""
    from .question import flat, forms

    t = flat(question)
    said = {lang: {m.group(0) for p in (forms(lang).up, forms(lang).down) for m in p.finditer(t)} for lang in LANGS}

    def own(phrase: str, lang: str) -> bool:
        if any(phrase in said[other] for other in LANGS if other != lang):
            return False
        if " " in phrase:
            return True
        return known is not None and not any(phrase in known[other] or phrase in known[other + "-folded"]
                                             for other in LANGS if other != lang)

    return [lang for lang in LANGS for phrase in said[lang] if own(phrase, lang)]


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
            if phrase in ix.other_games:  # a question about another card game is not this game's...
                likened = re.search(rf" (?:{cues().likened}) (?:\w+ ){{0,2}}{re.escape(phrase)} ", padded) or any(
                    cue in padded for cue in cues().this_game)
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


_CARDS = re.compile(r"(?<![\w-])(?:10|[2-9AKQJHVBRD])(?:[-–](?:10|[2-9AKQJHVBRD])){1,2}(?![\w-])"
                    r"|(?:10|[2-9AKQJHVBRD])[♠♥♦♣]")


def _card_ranks(token: str, lang: str) -> tuple[int, ...]:
    """The sorted ranks of a card sequence written in the language's letters (B-9-2 in Dutch is J-9-2)."""
    from .hands import _rank

    ranks = [_rank(t, lang) or _rank(t, "en") or 0 for t in re.findall(r"10|[2-9A-Z]", token)]
    return tuple(sorted(ranks))


@lru_cache(maxsize=64)
def _asked_cards(question: str, lang: str) -> tuple[frozenset[str], frozenset[tuple[int, ...]],
                                                    frozenset[tuple[int, int | None]]]:
    """The cards a question writes: its rank sequences (sorted, as tokens), the sorted ranks of each hand it
    writes in any notation, and the cards it writes with their suits (read once per question)."""
    from .hands import read_hands

    hands = read_hands(question, lang)
    asked = frozenset(t.removeprefix("seq:") for t in tokens(question) if t.startswith("seq:"))
    ranks = {tuple(sorted(h.ranks)) for h in hands} | {_card_ranks(s.upper(), "en") for s in asked}
    held = frozenset((r, s) for h in hands for r, s in zip(h.ranks, h.suits, strict=False))
    return asked, frozenset(ranks), held


def names_other_cards(answer: str, question: str, lang: str = "en") -> bool:
    """Whether an answer names cards (K-Q-J, A♠, Dutch B-9-2) the question does not write: a sequence of ranks
    is asked when the question writes those ranks (as a sequence, or as a hand in any notation it reads), a
    card with its suit when the question writes it or a hand holding it."""
    found = _CARDS.findall(answer)
    if not found:
        return False
    asked, asked_ranks, held = _asked_cards(question, lang)
    for token in found:
        if token[-1] in "♠♥♦♣":
            rank = _card_ranks(token[:-1], lang)
            if token not in question and (*rank[:1], "♣♦♥♠".index(token[-1])) not in held:
                return True
            continue
        ranks = _card_ranks(token, lang)
        if "".join(sorted(_RANK.findall(token.lower()))) in asked or ranks in asked_ranks:
            continue
        if len(ranks) == 2 and any(ranks[0] in h and ranks[1] in h for h in asked_ranks):
            continue  # a pair or two cards of a hand asked of ("A-A" of "A A K")
        return True
    return False


_SENTENCE = re.compile(r"(?<=[.;!?])\s+")


_EXAMPLE = re.compile(r"^(?:10|[2-9AKQJHVBRD])(?:[-–](?:10|[2-9AKQJHVBRD])){1,2}(?: \([^)]*\))?\s*:\s*(?=\w)")


def _example_cut(sentence: str, question: str, lang: str) -> str:
    """A sentence without the example hand it opens with ("A-4-2: flushes compare the highest card first" is
    "Flushes compare the highest card first"), when that hand is not the question's."""
    m = _EXAMPLE.match(sentence)
    if not m or not names_other_cards(m.group(0), question, lang):
        return sentence
    rest = sentence[m.end():]
    return rest[:1].upper() + rest[1:]


def only_asked_cards(answer: str, question: str, lang: str = "en") -> str:
    """A stored answer without its sentences (or the part after its yes or no) that name cards the question does
    not write (the rulebook's example hands: "No. K-A-2 is not a run." to "can a run wrap round?" is "No."), as
    long as something of it is left; the answer as it is when every part names them."""
    if not names_other_cards(answer, question, lang):
        return answer
    m = _LEADS.match(answer)
    lead = answer[:m.end()].strip() if m else ""
    pieces = [p for p in _SENTENCE.split(answer[len(lead):].strip()) if p]
    kept = [c for c in (_example_cut(p, question, lang) for p in pieces) if not names_other_cards(c, question, lang)]
    if kept == pieces or not (kept or lead):
        return answer
    if not kept:
        return lead.rstrip(",:.") + "."
    text = " ".join(kept)
    return f"{lead.rstrip(',:.')}. {text[:1].upper()}{text[1:]}" if lead else text


def _answer(ix: _Lang, game: str, rule: str, q: list[tuple[frozenset[str], float, float]],
            yes_no: bool | None = None, question: str = "") -> tuple[str, str]:
    """The stored answer of the rule's question closest to this one (in the language, else English); for a
    yes/no question, the stored answer said yes or no whose question makes the claim closest to this one
    (`_claim`); and among those nearly as close, one that names no cards the question does not write."""
    wanted = {a: w for alt, w, _ in q for a in alt}
    for source in (ix, None):
        stored = (source or index(game, "en")).questions.get(rule, [])
        if stored:
            def score(s: list[Any]) -> float:
                return sum(wanted.get(t, 0.0) for t in s[0]) - 0.01 * len(s[0])

            best = max(stored, key=score)
            near = [s for s in stored if score(s) >= YES_NO_SHARE * score(best)]
            if yes_no:
                from .claims import _claimed  # the yes/no reading, loaded when a yes/no question is asked

                return _claimed(ix, question, wanted, stored)
            if yes_no is False:  # a what/who question wants a statement, not a bare "No."
                def says(s: list[Any]) -> bool:
                    return bool(_statement(only_asked_cards(str(s[2]), question, ix.lang)).strip(" .,"))

                said = [s for s in near if says(s)] or [s for s in stored if says(s)]
                if said and best not in said:
                    best = max(said, key=score)
                    near = [s for s in said if score(s) >= YES_NO_SHARE * score(best)]
            plain = [s for s in near if not names_other_cards(str(s[2]), question, ix.lang)]
            if not plain and yes_no is False and not asks_cards(question, ix.lang):
                # cards are an example here, not the answer ("nothing in either hand, who wins?": not "A-Q-3")
                plain = [s for s in stored if score(s) > 0 and not names_other_cards(str(s[2]), question, ix.lang)]
            if plain and best not in plain:
                best = max(plain, key=score)
            return str(best[2]), str(best[1])
    return "", ""


CLAIM_WORDS = 4
"""A claim with a question mark and no question word ("A-2-3 is the best run?") is a yes/no question when it has
at least this many words (a fragment such as "stock empty?" asks what happens)."""


def hands_ruling(game: str, question: str, lang: str, house: Mapping[str, str] | None = None
                 ) -> HandsRuling | None:
    """What the game rules on the hands the question writes out ("K K 6 vs K K 6"), by its own ranking or scoring
    (`Game.rule_hands`); None when it writes out no hand."""
    from ..core import registry as games

    return games.get(game).rule_hands(question, lang, house)


class Ranking(NamedTuple):
    """A question's terms, each rule's score, and the game's ruling on the hands the question writes out, with its
    deciding rule (`settled`) when this rulebook has it."""

    q: list[tuple[frozenset[str], float, float]]
    scores: dict[str, float]
    ruling: HandsRuling | None
    settled: str | None


def rank_rules(ix: _Lang, game: str, question: str, language: str, house: Mapping[str, str] | None = None
               ) -> Ranking:
    """BM25 over the rules' documents plus the closest stored questions' scores, house rules scaled by whether the
    question speaks of a table's agreement, the rule that settles written-out hands first."""
    q = _query(ix, language, question)
    scores = _bm25(ix, q)
    for rule, score in _question_scores(ix, q).items():
        scores[rule] = scores.get(rule, 0.0) + QUESTION_WEIGHT * score
    low = question.lower()
    agreed = any(cue in low for cue in cues().house)
    for rule in scores:
        if rule.startswith("house:"):
            scores[rule] *= HOUSE_AGREED if agreed else HOUSE_PRIOR
    ruling = hands_ruling(game, question, language, house)
    settled = ruling.rules[0] if ruling and ruling.rules[0] in ix.lengths else None
    if settled:  # the rule that settles the hands written out ranks first
        scores[settled] = max(scores.values(), default=1.0) * (1 + HANDS_MARGIN) + scores.get(settled, 0.0)
    return Ranking(q, scores, ruling, settled)


def other_game(ix: _Lang, question: str) -> str:
    """The other card game a question is about ("in rummy can you…", "in texas hold em does a flush beat…"), or
    "": a game named only to liken this one to it ("like in poker") or in a question that says it asks about
    this one ("in this game") does not count."""
    padded = _phrase_text(question)
    for phrase in sorted(ix.other_games, key=len, reverse=True):
        if " " + phrase + " " in padded:
            likened = re.search(rf" (?:{cues().likened}) (?:\w+ ){{0,2}}{re.escape(phrase)} ", padded) or any(
                cue in padded for cue in cues().this_game)
            if not likened:
                return phrase
    return ""


def arithmetic(question: str, language: str) -> bool:
    """Whether the question is a sum ("what is 31 times 3"): refused, no rule answers it (a hand's score is no
    sum: its cards are read as a hand)."""
    from .question import flat

    pattern = raw(language)["forms"]["arithmetic"]
    return bool(re.search(pattern, flat(question)))


def asks_cards(question: str, language: str) -> bool:
    """Whether a what/which question asks for cards ("what is the best run?": A-2-3 is the answer, not an example
    the question did not name): it asks for the best, the lowest, the second, the order (`forms.asks_cards`)."""
    from .question import flat

    return bool(re.search(raw(language)["forms"]["asks_cards"], flat(question)))


def allowed(question: str, language: str) -> bool:
    """Whether the question asks if something is allowed ("we play X, is that allowed?", "mag dat?")."""
    from .question import flat

    return any(flat(cue) in flat(question) for cue in raw(language)["forms"]["allowed"])


def house_allowed(answer: str, language: str) -> str:
    """The answer to "is that allowed?" about a house rule: yes, a table may agree it, then what it does."""
    from .question import labels, yes_no_words

    said = _statement(answer)
    return f"{yes_no_words(language)[0]}. {labels(language)['house_allowed']} {said[:1].lower()}{said[1:]}"




def _statement(answer: str) -> str:
    """A stored answer without the yes or no it leads with (for a what/who question that asked none)."""
    m = _LEADS.match(answer)
    return answer[m.end():][:1].upper() + answer[m.end() + 1:] if m else answer


def composed(ruling: HandsRuling, language: str) -> str:
    """The computed answer: the yes or no first (Yes/Ja/Oui, No/Nee/Non) for a yes/no question, then the
    verdict."""
    from .question import yes_no_words

    if ruling.yes is None:
        return ruling.verdict
    yes, no = yes_no_words(language)
    return f"{yes if ruling.yes else no}. {ruling.verdict}"


def ask(game: str, question: str, lang: str | None = None, limit: int = 5, search: bool = False,
        house: Mapping[str, str] | None = None) -> Asked:
    """Rank the game's rules for the question; the answers are those above the confidence threshold.

    `search` (for `rules --search`): every rule whose words (quotes too) cover the question, ranked the same.
    `house`: the table's house rules (`ask --house`), which a computed answer is ruled under (a house rule the
    question states wins for its key)."""
    from .question import read

    language = lang or detect(game, question)
    ix = index(game, language)
    elsewhere = "" if search else other_game(ix, question)
    if elsewhere:
        return Asked(question, game, language, lang is None, (), (), frozenset(), None, elsewhere, None)
    if not search and arithmetic(question, language):
        return Asked(question, game, language, lang is None, (), (), frozenset())
    q, scores, ruling, settled = rank_rules(ix, game, question, language, house)
    form = read(question, language)
    yes_no = form.yes_no
    if yes_no is None and form.asked and len(tokens(question)) >= CLAIM_WORDS:
        yes_no = True  # a claim with a question mark ("3 lives each?", "on peut dire stop hors de son tour ?")
    ranked = sorted(scores, key=lambda r: (-scores[r], r))
    all_terms = frozenset(a for alt, _, _ in q for a in alt)
    hits: list[Hit] = []
    top = scores[ranked[0]] if ranked else 0.0
    known = _known(ix, q)
    for rule in ranked[:limit]:
        cover = BLEND * _confidence(ix, rule, q, search) + (1 - BLEND) * known
        if hits and scores[rule] < (SEARCH_SHARE if search else RELATED) * top:
            break
        if rule == settled and ruling and (ruling.sure or ruling.yes is not None):
            cover = max(cover, THRESHOLD)  # the hands written out settle it, whatever the other words
        elif cover < THRESHOLD or (not hits and not search and not _central(ix, rule, q)):
            if not hits:
                break
            continue
        conf = cover * min(1.0, scores[rule] / top if top else 0.0)
        answer, matched = _answer(ix, game, rule, q, yes_no, question)
        wanted_cards = yes_no is False and asks_cards(question, language)  # "what is the best run?": A-2-3
        if not (ruling and rule == settled and ruling.verdict) and yes_no is not False:
            answer = only_asked_cards(answer, question, language)
        if ruling and rule == settled and ruling.verdict:
            answer = composed(ruling, language)
        elif yes_no is False:
            answer = _statement(answer if wanted_cards else only_asked_cards(answer, question, language))
        elif not hits and rule.startswith("house:") and allowed(question, language):
            answer = house_allowed(answer, language)
        hits.append(Hit(rule, round(conf, 3), round(scores[rule], 3), answer, matched,
                        frozenset(a for alt, _, _ in q for a in alt if any(rule in ix.post.get(x, {}) for x in alt))))
    computed = ruling if ruling and hits and hits[0].rule == settled and ruling.verdict else None
    return Asked(question, game, language, lang is None, tuple(hits), tuple(ranked[:3]), all_terms, computed, "",
                 yes_no)
