"""Generated yes/no questions for `stopbus ask`: every ordered pair of Brag hand categories under each name its
players use (the seeds' synonyms: three of a kind, straight, trips...; the Dutch and French words of seeds 003 and
004), asked in every direction phrasing and question shape of en/nl/fr, and the answer each deserves from the
game's own ranking (`brag.ranking.Category`, best first), not from a table written here. Shared by
tests/test_ask_exhaustive.py and tools/ask_dev.py.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import NamedTuple

from stopbus_ref.brag.ranking import Category

KEY = {Category.PRIAL: "prial", Category.RUNNING_FLUSH: "running flush", Category.RUN: "run",
       Category.FLUSH: "flush", Category.PAIR: "pair", Category.HIGH_CARD: "high card"}

NAMES: dict[str, dict[str, list[tuple[str, str]]]] = {
    # (singular with its article, plural); the article is dropped or changed by some shapes
    "en": {"prial": [("a prial", "prials"), ("a three of a kind", "three of a kinds"), ("trips", "trips"),
                     ("a triple", "triples")],
           "running flush": [("a running flush", "running flushes"), ("a straight flush", "straight flushes")],
           "run": [("a run", "runs"), ("a straight", "straights")],
           "flush": [("a flush", "flushes")], "pair": [("a pair", "pairs")],
           "high card": [("a high card", "high cards"), ("high card", "high cards")]},
    "nl": {"prial": [("een prial", "prials"), ("drie dezelfde", "drie dezelfde"), ("trips", "trips")],
           "running flush": [("een running flush", "running flushes"), ("een kleurstraat", "kleurstraten"),
                             ("een straight flush", "kleurstraten")],
           "run": [("een straat", "straten"), ("een run", "runs")],
           "flush": [("een flush", "flushes"), ("een kleur", "flushes")], "pair": [("een paar", "paren")],
           "high card": [("een hoge kaart", "hoge kaarten")]},
    "fr": {"prial": [("un brelan", "les brelans"), ("un prial", "les prials")],
           "running flush": [("une quinte flush", "les quintes flush"), ("une suite couleur", "les suites couleur"),
                             ("une suite assortie", "les suites assorties")],
           "run": [("une suite", "les suites"), ("une quinte", "les quintes")],
           "flush": [("une couleur", "les couleurs"), ("un flush", "les flushs")],
           "pair": [("une paire", "les paires")], "high card": [("une carte haute", "les cartes hautes")]},
}

UP = {"en": ["does {a} beat {b}?", "is {a} better than {b}?", "is {a} higher than {b}?", "does {a} rank above {b}?",
             "does {a} outrank {b}?", "{a} beats {b}, right?", "does {a} beat {b}", "is {a} stronger than {b}?",
             "does {a} win against {b}?", "is {a} ranked higher than {b}?", "does {a} trump {b}?"],
      "nl": ["verslaat {a} {b}?", "is {a} hoger dan {b}?", "wint {a} van {b}?", "is {a} beter dan {b}?",
             "gaat {a} boven {b}?", "{a} wint van {b}, toch?", "is {a} sterker dan {b}?", "slaat {a} {b}?"],
      "fr": ["est-ce que {a} bat {b} ?", "est-ce que {a} est supérieure à {b} ?",
             "est-ce que {a} est plus forte que {b} ?", "est-ce que {a} est meilleure que {b} ?",
             "{a} bat {b}, n'est-ce pas ?", "est-ce que {a} gagne contre {b} ?", "{a} bat-elle {b} ?"]}
DOWN = {"en": ["is {a} worse than {b}?", "does {a} lose to {b}?", "is {a} lower than {b}?",
               "does {a} rank below {b}?", "is {a} beaten by {b}?", "{a} loses to {b}, right?",
               "is {a} weaker than {b}?", "does {a} lose against {b}"],
        "nl": ["is {a} lager dan {b}?", "verliest {a} van {b}?", "is {a} slechter dan {b}?",
               "is {a} zwakker dan {b}?", "wordt {a} verslagen door {b}?", "{a} verliest van {b}, toch?"],
        "fr": ["est-ce que {a} est inférieure à {b} ?", "est-ce que {a} perd contre {b} ?",
               "est-ce que {a} est plus faible que {b} ?", "est-ce que {a} est battue par {b} ?",
               "{a} perd contre {b}, n'est-ce pas ?", "{a} perd-elle contre {b} ?"]}
PLURAL_UP = {"en": ["do {a} beat {b}?", "are {a} better than {b}?"], "nl": ["verslaan {a} {b}?",
                                                                           "zijn {a} hoger dan {b}?"],
             "fr": ["est-ce que {a} battent {b} ?"]}
PLURAL_DOWN = {"en": ["do {a} lose to {b}?", "are {a} worse than {b}?"], "nl": ["verliezen {a} van {b}?",
                                                                               "zijn {a} lager dan {b}?"],
               "fr": ["est-ce que {a} perdent contre {b} ?"]}
WHICH = {"en": ["which is higher, {a} or {b}?", "which wins, {a} or {b}?", "what's better: {a} or {b}?"],
         "nl": ["wat is hoger, {a} of {b}?", "welke wint, {a} of {b}?"],
         "fr": ["qu'est-ce qui est plus fort, {a} ou {b} ?", "laquelle gagne, {a} ou {b} ?"]}
WHAT = {"en": ["what beats {a}?", "what does {a} beat?", "what loses to {a}?"],
        "nl": ["wat verslaat {a}?", "waar wint {a} van?"],
        "fr": ["qu'est-ce qui bat {a} ?", "que bat {a} ?"]}
LEADS = {"en": ("Yes", "No"), "nl": ("Ja", "Nee"), "fr": ("Oui", "Non")}


class Case(NamedTuple):
    lang: str
    question: str
    first: str
    second: str
    yes: bool | None
    """The yes expected, None for a question that asks no yes or no (it must get neither)."""


def _styled(q: str, n: int, lang: str) -> str:
    """The question in one of its written shapes: as is, capitalised, without its question mark, all capitals."""
    style = n % 4
    if style == 1:
        return q[:1].upper() + q[1:]
    if style == 2 and q.endswith("?") and lang == "en":
        return q[:-1].rstrip()
    return q


def _an(name: str) -> str:
    return "an " + name[2:] if name.startswith("a ") and name[2:3] in "aeiou" else name


def category_cases() -> Iterator[Case]:
    """Every ordered pair of categories × every name × every phrasing, in turn (the names rotate)."""
    order = sorted(Category, key=int)
    for lang in ("en", "nl", "fr"):
        n = 0
        for ca, cb in itertools.permutations(order, 2):
            a_names, b_names = NAMES[lang][KEY[ca]], NAMES[lang][KEY[cb]]
            above = ca < cb  # the game's own order: lower is better
            for templates, way, plural in ((UP[lang], True, False), (DOWN[lang], False, False),
                                           (PLURAL_UP[lang], True, True), (PLURAL_DOWN[lang], False, True),
                                           (WHICH[lang], None, False)):
                for t in templates:
                    for i, j in itertools.product(range(len(a_names)), range(len(b_names))):
                        if (i + j + n) % 2 and (len(a_names) > 1 or len(b_names) > 1):
                            continue  # half the name pairs each phrasing, the other half the next one
                        a, b = a_names[i][plural], b_names[j][plural]
                        if lang == "en":
                            a, b = _an(a), _an(b)
                        q = _styled(t.format(a=a, b=b), n, lang)
                        n += 1
                        yield Case(lang, q, KEY[ca], KEY[cb], None if way is None else above == way)
            for t in WHAT[lang]:
                yield Case(lang, t.format(a=a_names[0][0]), KEY[ca], "", None)


def lead(answer: str, lang: str) -> bool | None:
    yes, no = LEADS[lang]
    if answer.startswith((f"{yes}.", f"{yes},")):
        return True
    if answer.startswith((f"{no}.", f"{no},")):
        return False
    return None


# -- hands against hands, and "is this a run?" ---------------------------------------------------------------
RANK_LETTER = {"en": {14: "A", 13: "K", 12: "Q", 11: "J"}, "nl": {14: "A", 13: "H", 12: "V", 11: "B"},
               "fr": {14: "A", 13: "R", 12: "D", 11: "V"}}
RANK_WORD = {"en": {14: "ace", 13: "king", 12: "queen", 11: "jack"},
             "nl": {14: "aas", 13: "heer", 12: "vrouw", 11: "boer"},
             "fr": {14: "as", 13: "roi", 12: "dame", 11: "valet"}}
SUIT_WORD = {"en": ("clubs", "diamonds", "hearts", "spades"), "nl": ("klaveren", "ruiten", "harten", "schoppen"),
             "fr": ("trèfle", "carreau", "cœur", "pique")}
OF = {"en": "of", "nl": "van", "fr": "de"}
SUIT_SYMBOL = "♣♦♥♠"
SUIT_CODE = "cdhs"
HAND_UP = {"en": ["does {a} beat {b}?", "is {a} better than {b}?", "{a} beats {b}, right?", "is {a} higher than {b}"],
           "nl": ["wint {a} van {b}?", "is {a} hoger dan {b}?", "verslaat {a} {b}?"],
           "fr": ["est-ce que {a} bat {b} ?", "est-ce que {a} est plus forte que {b} ?"]}
HAND_DOWN = {"en": ["does {a} lose to {b}?", "is {a} worse than {b}?", "is {a} beaten by {b}?"],
             "nl": ["verliest {a} van {b}?", "is {a} lager dan {b}?"],
             "fr": ["est-ce que {a} perd contre {b} ?", "est-ce que {a} est inférieure à {b} ?"]}
HAND_WHICH = {"en": ["who wins, {a} or {b}?", "which is better: {a} or {b}?"],
              "nl": ["wie wint, {a} of {b}?"], "fr": ["qui gagne, {a} ou {b} ?"]}
NOTATIONS = ("codes", "symbols", "ranks", "words", "named")


class HandCase(NamedTuple):
    lang: str
    question: str
    notation: str
    yes: bool | None
    """The yes expected; None when the question asks none, or when the suits decide and none were given."""
    suits_decide: bool
    """The hands are alike but for suits the question does not give: the answer must say the suits decide."""


def _rank_text(rank: int, lang: str, words: bool = False) -> str:
    if words and rank in RANK_WORD[lang]:
        return RANK_WORD[lang][rank]
    return RANK_LETTER[lang].get(rank, str(rank))


def write_hand(cards: list[tuple[int, int]], notation: str, lang: str, n: int) -> str:
    """Three cards (rank, suit) as a player writes them in the notation."""
    if notation == "codes":
        return " ".join(RANK_LETTER["en"].get(r, str(r)) + SUIT_CODE[s] for r, s in cards)
    if notation == "symbols":
        return " ".join(_rank_text(r, lang) + SUIT_SYMBOL[s] for r, s in cards)
    if notation == "ranks":
        return ("-" if n % 2 else " ").join(_rank_text(r, lang) for r, _ in cards)
    if notation == "words":  # rank words among digits, no suits ("8 8 aas", "heer vrouw 3")
        return " ".join(_rank_text(r, lang, words=True) for r, _ in cards)
    joined = [f"{_rank_text(r, lang, words=True)} {OF[lang]} {SUIT_WORD[lang][s]}" for r, s in cards]
    return f"{joined[0]}, {joined[1]} {dict(en='and', nl='en', fr='et')[lang]} {joined[2]}"


def hand_cases(count: int = 120, seed: int = 11) -> Iterator[HandCase]:
    """Random pairs of hands in each notation and language, each asked one way, the other, or which wins; the
    yes expected is the game's own comparison (`brag.compare.compare_hands`) of the cards written, or of the
    cards with suits that make no flush when the notation gives none."""
    import random

    from stopbus_ref.brag.compare import compare_hands
    from stopbus_ref.core.cards import make_card

    rng = random.Random(seed)
    deck = [(r, s) for r in range(2, 15) for s in range(4)]
    for lang in ("en", "nl", "fr"):
        for notation in NOTATIONS:
            suited = notation in ("codes", "symbols", "named")
            done = 0
            while done < count:
                if suited:
                    if done % 3 == 0:  # a third of the hands one suit each: flushes and running flushes
                        s1, s2 = rng.sample(range(4), 2)
                        r1, r2 = rng.sample(range(2, 15), 3), rng.sample(range(2, 15), 3)
                        if done % 6 == 0:
                            top = rng.randrange(4, 15)
                            r1 = [top, top - 1, top - 2] if top > 4 else [14, 2, 3]
                        h1, h2 = [(r, s1) for r in r1], [(r, s2) for r in r2]
                    else:
                        cards = rng.sample(deck, 6)
                        h1, h2 = cards[:3], cards[3:]
                else:  # ranks alone: mixed suits, so that no hand is a flush (none is said)
                    if done % 4 == 0:
                        top = rng.randrange(4, 15)
                        ranks = [top, top - 1, top - 2] if top > 4 else [14, 2, 3]
                    elif done % 4 == 1:
                        r = rng.randrange(2, 15)
                        ranks = [r, r, rng.choice([x for x in range(2, 15) if x != r])]
                    else:
                        ranks = [rng.randrange(2, 15) for _ in range(3)]
                    other = [rng.randrange(2, 15) for _ in range(3)] if done % 5 else list(ranks)
                    h1 = [(r, k) for k, r in enumerate(ranks)]
                    h2 = next(([(r, s) for r, s in zip(other, suits, strict=True)]
                               for suits in itertools.permutations(range(4), 3)
                               if not {(r, s) for r, s in zip(other, suits, strict=True)} & set(h1)), [])
                    if len(set(h1)) < 3 or len(set(h2)) < 3:
                        continue
                    if notation == "words" and not any(r > 10 for r, _ in h1 + h2):
                        continue
                if len(set(h1 + h2)) < 6:
                    continue
                comparison = compare_hands([tuple(make_card(r, s) for r, s in h) for h in (h1, h2)])
                reason = comparison.reasons[-1]
                if reason.tied:
                    continue
                first = comparison.order[0].index == 0
                decide = reason.decided_by_suit and not suited
                a, b = write_hand(h1, notation, lang, done), write_hand(h2, notation, lang, done + 1)
                shape = done % 3
                templates = (HAND_UP, HAND_DOWN, HAND_WHICH)[shape][lang]
                q = templates[(done // 3) % len(templates)].format(a=a, b=b)
                yes = None if shape == 2 or decide else first == (shape == 0)
                done += 1
                yield HandCase(lang, q, notation, yes, decide)


RUN_SHAPES = {"en": ["is {h} a run?", "does {h} count as a run?", "is {h} a straight?", "{h} is a run, right?"],
              "nl": ["is {h} een run?", "telt {h} als een straat?"],
              "fr": ["est-ce que {h} est une suite ?", "{h}, c'est une suite ?"]}
FLUSH_SHAPES = {"en": ["is {h} a flush?", "is {h} a running flush?"], "nl": ["is {h} een flush?"],
                "fr": ["est-ce que {h} est une couleur ?"]}


def run_cases() -> Iterator[HandCase]:
    """"Is K A 2 a run?" for every class of three ranks (each set of three distinct ranks, A-2-3 and Q-K-A and
    K-A-2 among them), written in ranks alone in any order; the yes is the game's own classification
    (`brag.ranking.classify_ranks`). "Is 7 8 9 a flush?" with no suits: the suits decide (no yes or no)."""
    from stopbus_ref.brag.ranking import classify_ranks

    n = 0
    for lang in ("en", "nl", "fr"):
        wrapped = [(13, 14, 2), (12, 13, 14), (14, 2, 3), (2, 14, 13), (3, 2, 14), (14, 13, 12), (14, 2, 13)]
        for ranks in [*itertools.combinations(range(2, 15), 3), *wrapped]:
            shown = list(ranks)
            if n % 2 and ranks not in wrapped:
                shown.reverse()
            cat, _ = classify_ranks(tuple(shown), False)
            h = ("-" if n % 3 == 0 else " ").join(_rank_text(r, lang) for r in shown)
            shapes = RUN_SHAPES[lang]
            yield HandCase(lang, shapes[n % len(shapes)].format(h=h), "ranks", cat is Category.RUN, False)
            n += 1
        for ranks in ((7, 8, 9), (13, 9, 4), (14, 2, 3), (5, 5, 9)):
            h = " ".join(_rank_text(r, lang) for r in ranks)
            for t in FLUSH_SHAPES[lang]:
                named = Category.RUNNING_FLUSH if "running" in t else Category.FLUSH
                can = len(set(ranks)) == 3 and classify_ranks(ranks, True)[0] is named
                yield HandCase(lang, t.format(h=h), "ranks", None if can else False, can)


HAND_CAT = {"en": ["does {h} beat {c}?", "does {h} lose to {c}?"], "nl": ["wint {h} van {c}?", "verliest {h} van {c}?"],
            "fr": ["est-ce que {h} bat {c} ?", "est-ce que {h} perd contre {c} ?"]}


def hand_category_cases() -> Iterator[HandCase]:
    """A hand written in ranks against a kind of hand ("does K K 6 beat a flush?"), both ways, against every kind.
    The hand's kinds are the game's (`classify_ranks`) with and without one suit, as the question gives no suits;
    the yes is the order of the hand's kind against the kind named when every kind it can be gives the same one,
    and None (no yes or no: its suits, or the cards of both hands, decide) when they differ or one is the kind
    named."""
    from stopbus_ref.brag.ranking import classify_ranks

    hands = [(2, 2, 2), (13, 13, 6), (14, 13, 12), (14, 2, 3), (9, 7, 4), (5, 5, 14), (8, 9, 10), (12, 9, 2)]
    for lang in ("en", "nl", "fr"):
        for ranks in hands:
            kinds = {classify_ranks(ranks, suited)[0] for suited in (False, True)}
            h = " ".join(_rank_text(r, lang) for r in ranks)
            for named in sorted(Category, key=int):
                for k, t in enumerate(HAND_CAT[lang]):
                    yes = {None if kind is named else (kind < named) == (k == 0) for kind in kinds}
                    yield HandCase(lang, t.format(h=h, c=NAMES[lang][KEY[named]][0][0]), "ranks",
                                   yes.pop() if len(yes) == 1 else None, len(kinds) > 1)
