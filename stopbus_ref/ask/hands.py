"""The hands a player writes out in a question ("K K 6 vs K K 6", "7 8 9 of hearts", "a pair of aces", "A♥ 3♣ 2♣"),
read as ranks and whatever suits the question gives, in English, Dutch or French.

Game-free: each game's `Game.rule_hands` reads them with `read_hands` and decides which of its rules settles
those hands, so that `stopbus ask` answers "flush vs flush, K 7 3 spades against K 7 2 diamonds" with the rule the
adjudicator would apply, not with the rule whose words the question happens to share. Only what is written plainly
counts: three ranks in a row (one a digit or all in capitals, so that English words are not read as cards), cards
with their suits, and a pair or three of a rank named in words; anything else reads as no hand.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

from ..core.cards import SUIT_LETTERS, SUIT_SYMBOLS
from ..core.protocol import HandsRuling as HandsRuling


class WrittenHand(NamedTuple):
    """A hand as the question writes it: its ranks (2-14, ace high), each card's suit (0-3: clubs, diamonds, hearts,
    spades) or None, and whether the question says the hand is all of one suit (True), not (False) or neither."""

    ranks: tuple[int, ...]
    suits: tuple[int | None, ...]
    suited: bool | None
    kicker: bool = True
    """False when the question names only the pair ("a pair of sevens"): the odd card here is a stand-in."""


LETTERS = {
    "en": {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10},
    "nl": {"A": 14, "K": 13, "H": 13, "Q": 12, "V": 12, "J": 11, "B": 11, "T": 10},
    "fr": {"A": 14, "K": 13, "R": 13, "Q": 12, "D": 12, "J": 11, "V": 11, "T": 10},
}
"""The rank letters of each language's players (Dutch heer/vrouw/boer, French roi/dame/valet)."""

_WORDS = {
    "en": {"ace": 14, "aces": 14, "king": 13, "kings": 13, "queen": 12, "queens": 12, "jack": 11, "jacks": 11,
           "ten": 10, "tens": 10, "nine": 9, "nines": 9, "eight": 8, "eights": 8, "seven": 7, "sevens": 7,
           "six": 6, "sixes": 6, "five": 5, "fives": 5, "four": 4, "fours": 4, "three": 3, "threes": 3,
           "two": 2, "twos": 2, "deuces": 2},
    "nl": {"aas": 14, "azen": 14, "heer": 13, "heren": 13, "koning": 13, "koningen": 13, "vrouw": 12,
           "vrouwen": 12, "dame": 12, "dames": 12, "boer": 11, "boeren": 11, "tien": 10, "tienen": 10, "negen": 9,
           "negens": 9, "acht": 8, "achten": 8, "zeven": 7, "zevens": 7, "zes": 6, "zessen": 6, "vijf": 5,
           "vijven": 5, "vier": 4, "vieren": 4, "drie": 3, "drieen": 3, "twee": 2, "tweeen": 2},
    "fr": {"as": 14, "roi": 13, "rois": 13, "dame": 12, "dames": 12, "valet": 11, "valets": 11, "dix": 10,
           "neuf": 9, "huit": 8, "sept": 7, "six": 6, "cinq": 5, "quatre": 4, "trois": 3, "deux": 2},
}
"""Rank words, singular and plural, without accents."""

_SUIT_WORDS = {
    "clubs": 0, "club": 0, "klaveren": 0, "klaver": 0, "trefle": 0, "trefles": 0,
    "diamonds": 1, "diamond": 1, "ruiten": 1, "ruit": 1, "carreau": 1, "carreaux": 1,
    "hearts": 2, "heart": 2, "harten": 2, "hart": 2, "coeur": 2, "coeurs": 2,
    "spades": 3, "spade": 3, "schoppen": 3, "schop": 3, "pique": 3, "piques": 3,
}
"""Suit names of the three languages, without accents."""

_SUITED = re.compile(r"^\W*(?:all |in |of |de |d'|en |van |alle |allemaal )*(?:the )?(?:same suit|one suit|suited|"
                     r"assortie?s?|dezelfde kleur|[a-z]+)\b")
_UNSUITED = re.compile(r"no flush|not suited|unsuited|off ?suit|mixed(?: suits?)?|different suits|"
                       r"not all (?:the )?same suit|not of (?:one|the same) suit|depareille|pas assorti|sans couleur|"
                       r"pas de couleur|"
                       r"verschillende kleuren|niet dezelfde kleur|gemengd|geen flush")
_FLUSHY = re.compile(r"flush|couleur|kleur|suited|assorti")
_CARD = re.compile(r"^(10|[2-9]|[A-Za-z])([♣♦♥♠♧♢♡♤]|[cdhs])$")
_SYMBOL = {s: i for i, s in enumerate(SUIT_SYMBOLS)} | {"♧": 0, "♢": 1, "♡": 2, "♤": 3}


def fold(text: str) -> str:
    """Lower case without accents (cœur: coeur, drieën: drieen)."""
    text = text.replace("œ", "oe").replace("Œ", "Oe")
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if unicodedata.category(c) != "Mn")


def _rank(token: str, lang: str) -> int | None:
    """A rank written as a digit or a capital letter of the language (10 as 10 or T)."""
    if token.isdigit():
        n = int(token)
        return n if 2 <= n <= 10 else 14 if n == 1 else None
    return LETTERS[lang].get(token)


def _card(token: str, lang: str) -> tuple[int, int] | None:
    """A card written with its suit (Ah, 10♣, k♥): rank and suit."""
    m = _CARD.match(token)
    if not m or (m.group(2) in SUIT_LETTERS and m.group(1).islower()):  # "vs", "as": words, not cards
        return None
    rank = _rank(m.group(1).upper(), lang)
    suit = _SYMBOL.get(m.group(2))
    if suit is None:
        suit = SUIT_LETTERS.index(m.group(2))
    return (rank, suit) if rank else None


_SPLIT = re.compile(r"(\s+|[,;:/?!()]|(?<=\w)[-–](?=\w)|\.(?!\d))")


def _pieces(text: str) -> list[str]:
    """The question's tokens with their separators kept apart (a hand's cards are one space or dash apart)."""
    return [p for p in _SPLIT.split(text) if p]


def _compact(token: str, lang: str) -> tuple[int, ...] | None:
    """Three ranks written together (KK6, 333, A23, QJ10): one a digit, or all capitals."""
    if not (token.isupper() or any(c.isdigit() for c in token)) or not token.isalnum():
        return None
    ranks: list[int] = []
    rest = token
    while rest:
        if rest.startswith("10"):
            ranks.append(10)
            rest = rest[2:]
            continue
        r = _rank(rest[0].upper() if not rest[0].isdigit() else rest[0], lang)
        if r is None or (rest[0].isalpha() and not rest[0].isupper() and not any(c.isdigit() for c in token)):
            return None
        ranks.append(r)
        rest = rest[1:]
    return tuple(ranks) if len(ranks) == 3 else None


def _suit_after(words: str) -> bool | int | None:
    """What the words after a hand say of its suits: a suit (its number), False (not one suit) or None."""
    head = fold(words)[:40]
    if _UNSUITED.match(head.strip(" ,.")):
        return False
    m = _SUITED.match(head)
    if m:
        word = m.group(0).split()[-1].strip("'") if m.group(0).split() else ""
        if word in _SUIT_WORDS:
            return _SUIT_WORDS[word]
        if any(w in m.group(0) for w in ("same suit", "one suit", "suited", "assorti", "dezelfde kleur")):
            return True
    return None


_PLURAL = {"en": ("s",), "nl": ("en", "s"), "fr": ("s",)}
"""The endings of a rank word in the plural ("two kings" is a pair, "ace two three" is not)."""
_SINGULAR = {
    "en": ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five", "four", "three", "two"),
    "nl": ("aas", "heer", "koning", "vrouw", "boer", "tien", "negen", "acht", "zeven", "zes", "vijf", "vier", "drie",
           "twee"),
    "fr": ("as", "roi", "dame", "valet", "dix", "neuf", "huit", "sept", "six", "cinq", "quatre", "trois", "deux"),
}
"""The rank words in the singular, as three in a row name a hand ("ace king queen")."""
_NAMED_CARD = {
    "en": r"(?P<r>{rank}) of (?P<s>{suit})",
    "nl": r"(?P<s>{suit}) (?P<r>{rank})|(?P<r2>{rank}) (?P<s2>{suit})",
    "fr": r"(?P<r>{rank}) (?:de |d')(?P<s>{suit})",
}
"""A card named in words: "king of hearts", Dutch "harten heer", French "roi de coeur"."""
_BOTH = re.compile(r"\b(?:both|we each|each had|same hand|allebei|alle twee|beiden|tous les deux|tous deux|"
                   r"toutes les deux|la meme main|dezelfde hand)\b")
"""Words that say two players hold the one hand written ("we both had Q 10 4")."""


_LEADS = {"en": {"pair", "pairs", "two", "three", "trips", "prial", "3", "2"},
          "nl": {"paar", "paartje", "twee", "drie", "prial", "3", "2"},
          "fr": {"paire", "deux", "trois", "brelan", "3", "2"}}
"""The words that lead a pair or prial named in words ("pair of", "drie", "brelan de")."""


_WORD_READERS_NEED = {lang: frozenset(_WORDS[lang]) | frozenset(_SUIT_WORDS) | _LEADS[lang] for lang in _WORDS}
"""The words without which no hand named in words can be read (a rank or suit word, or a pair's or prial's)."""


def _value(word: str, lang: str) -> int | None:
    """A rank word or a digit with a plural ending (7s, 7's, Dutch 7en) as its rank."""
    digits = re.fullmatch(r"(10|[2-9])(?:'?s|en)?", word)
    if digits:
        return int(digits.group(1))
    return _WORDS[lang].get(word)


def _word_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Pairs and prials named in words ("a pair of aces", "two kings with a 4", "paire de rois", "drie heren")."""
    words = _WORDS[lang]
    plural = [w for w in words if w.endswith(_PLURAL[lang]) or (lang == "fr" and w == "as")]
    any_rank = "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r"|(?:10|[2-9])(?:'?s|en)?"
    plurals = "|".join(sorted(map(re.escape, plural), key=len, reverse=True)) + r"|(?:10|[2-9])(?:'?s|en)"
    pair_any, pair_plural, three_any, three_plural = {
        "en": ("pair of", "two", "trips of|prial of", "three|3"),
        "nl": ("paar|paartje", "twee", "prial", "drie|3"),
        "fr": ("paire de|paire d'", "deux", "brelan de|brelan d'", "trois|3"),
    }[lang]
    kicker = {"en": r"(?: and| with)(?: a| an)? ", "nl": r" (?:en|met)(?: een)? ",
              "fr": r" (?:et|avec)(?: une?)? "}[lang]
    found: list[tuple[int, int, WrittenHand]] = []
    folded = fold(text)
    for kind, lead, ranks in ((2, pair_any, any_rank), (2, pair_plural, plurals), (3, three_any, any_rank),
                              (3, three_plural, plurals)):
        for m in re.finditer(rf"\b(?:{lead}) ?({ranks})\b(?:{kicker}({any_rank})\b)?", folded):
            r = _value(m.group(1), lang)
            if r is None or any(abs(m.start() - s) < 3 for s, _, _ in found):
                continue
            if kind == 3:
                found.append((m.start(), m.end(), WrittenHand((r, r, r), (None,) * 3, False)))
                continue
            odd = _value(m.group(2), lang) if m.group(2) else None
            named = odd is not None and odd != r
            if not named:
                odd = 2 if r != 2 else 3
            found.append((m.start(), m.end(), WrittenHand((r, r, odd or 2), (None,) * 3, False, named)))
    return found


def _rank_word_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Three ranks named in words one after another ("ace king queen", "heer vrouw boer", "roi dame valet")."""
    singular = sorted(_SINGULAR[lang], key=len, reverse=True)
    word = "(" + "|".join(map(re.escape, singular)) + ")"
    pattern = re.compile(rf"\b{word}[\s,-]+{word}[\s,-]+{word}\b(?![\s,-]+(?:{'|'.join(singular)})\b)")
    return [(m.start(), m.end(), WrittenHand(tuple(_WORDS[lang][w] for w in m.groups()), (None,) * 3, None))
            for m in pattern.finditer(fold(text))]


def _named_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Three or four cards named in words one after another ("ace of hearts, 3 of clubs and 2 of clubs")."""
    rank = "|".join(sorted(map(re.escape, _WORDS[lang]), key=len, reverse=True)) + r"|10|[2-9]|[akqjhvrdb]"
    suit = "|".join(sorted(_SUIT_WORDS, key=len, reverse=True))
    pattern = re.compile(r"\b(?:" + _NAMED_CARD[lang].format(rank=rank, suit=suit) + r")\b")
    folded = fold(text)
    cards: list[tuple[int, int, int, int]] = []
    for m in pattern.finditer(folded):
        r_word = m.group("r") or m.groupdict().get("r2") or ""
        s_word = m.group("s") or m.groupdict().get("s2") or ""
        r = _value(r_word, lang) or LETTERS[lang].get(r_word.upper())
        if r:
            cards.append((m.start(), m.end(), r, _SUIT_WORDS[s_word]))
    runs: list[list[tuple[int, int, int, int]]] = []
    for card in cards:
        gap = folded[runs[-1][-1][1]:card[0]] if runs else "?"
        if _JOIN.fullmatch(gap):
            runs[-1].append(card)
        else:
            runs.append([card])
    return [(run[0][0], run[-1][1], WrittenHand(tuple(c[2] for c in run), tuple(c[3] for c in run),
                                                len({c[3] for c in run}) == 1))
            for run in runs if len(run) in (3, 4)]


_JOIN = re.compile(r"[\s,;&+]*(?:(?:and|en|et|with|met|avec|plus)\s+)?(?:(?:the|a|an|le|la|l'|un|une|het|de|een)\s*)?")
"""What may stand between the cards of one hand named in words (", ", " and the ", " et le ")."""


def _with_suits(ranks: list[int], suits: list[int | None], after: str) -> WrittenHand:
    """A hand of written ranks, with what the words after it say of its suits ("of hearts", "no flush")."""
    said = _suit_after(after)
    suited: bool | None = None
    if isinstance(said, bool):
        suited = said
    elif said is not None:
        suits = [said if s is None else s for s in suits]
        suited = True
    if None not in suits:
        suited = len(set(suits)) == 1
    return WrittenHand(tuple(ranks), tuple(suits), suited)


def _symbol_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Hands written in card symbols: three or four ranks or cards one space or dash apart ("K K 6", "A-10-4",
    "5♥ 5♣ A♦"), or three ranks written together ("KK6", "A23")."""
    pieces = _pieces(text)
    starts = [sum(len(p) for p in pieces[:k]) for k in range(len(pieces))]
    found: list[tuple[int, int, WrittenHand]] = []
    i = 0
    while i < len(pieces):
        ranks: list[int] = []
        suits: list[int | None] = []
        j = i
        while j < len(pieces) and len(ranks) < 4:
            token = pieces[j]
            card = _card(token, lang) if len(token) > 1 else None
            rank = None if card else _rank(token, lang)
            if card:
                ranks.append(card[0])
                suits.append(card[1])
            elif rank is not None and (token.isdigit() or token.isupper()):
                ranks.append(rank)
                suits.append(None)
            else:
                break
            j += 1
            if j < len(pieces) and pieces[j] in (" ", "-", "–"):
                j += 1
            else:
                break
        if len(ranks) not in (3, 4):
            compact = _compact(pieces[i], lang)
            if compact is None:
                i += 1
                continue
            ranks, suits, j = list(compact), [None, None, None], i + 1
        end = starts[j - 1] + len(pieces[j - 1])
        found.append((starts[i], end, _with_suits(ranks, suits, "".join(pieces[j:j + 8]))))
        i = max(j, i + 1)
    return found


def read_hands(text: str, lang: str = "en") -> list[WrittenHand]:
    """The hands the question writes out, in the order it writes them (none when it writes none plainly).

    A hand the question says two players hold ("we both had Q 10 4") is read twice; hands of distinct ranks are
    read as one suit when the question speaks of flushes, and as not when it says they are not.

    >>> read_hands("K K 6 vs K K 6")[0].ranks
    (13, 13, 6)
    >>> [h.suited for h in read_hands("7 8 9 of hearts vs A 2 3 of clubs")]
    [True, True]
    """
    found: list[tuple[int, int, WrittenHand]] = []
    words = set(re.findall(r"[\w']+", fold(text)))
    readers = [_symbol_hands]  # the plainest reading first; a reader runs only when its words are there
    if not _WORD_READERS_NEED[lang].isdisjoint(words):
        readers += [_rank_word_hands, _named_hands, _word_hands]
    for reader in readers:
        found += [(start, end, hand) for start, end, hand in reader(text, lang)
                  if all(end <= s or start >= e for s, e, _ in found)]
    hands = [hand for _, _, hand in sorted(found, key=lambda x: x[0])]
    folded = fold(text)
    if len(hands) == 1 and hands[0].kicker and _BOTH.search(folded):
        hands *= 2
    if _UNSUITED.search(folded):
        return [h._replace(suited=False) if h.suited is None else h for h in hands]
    if _FLUSHY.search(folded):
        return [h._replace(suited=True) if h.suited is None and len(set(h.ranks)) == len(h.ranks) else h
                for h in hands]
    return hands
