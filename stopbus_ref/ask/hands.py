"""The hands a player writes out in a question ("K K 6 vs K K 6", "7 8 9 of hearts", "a pair of aces", "A♥ 3♣ 2♣"),
read as ranks and whatever suits the question gives, in English, Dutch or French.

Game-free: each game's `Game.rule_hands` reads them with `read_hands` and decides which of its rules settles
those hands, so that `stopbus ask` answers "flush vs flush, K 7 3 spades against K 7 2 diamonds" with the rule the
adjudicator would apply, not with the rule whose words the question happens to share. Only what is written plainly
counts: three ranks in a row (one a digit or all in capitals, so that English words are not read as cards), cards
with their suits, and a pair or three of a rank named in words; anything else reads as no hand. The words it
reads them by (rank letters and words, suit names, "pair of", "same suit"...) are each language's card words
(`ask.words`, ask/data/words-LANG.json); suit names and what is said around a hand are read in any language.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import NamedTuple

from ..core.cards import SUIT_LETTERS, SUIT_SYMBOLS
from ..core.protocol import HandsRuling as HandsRuling
from .words import CardWords, all_cards, words


class WrittenHand(NamedTuple):
    """A hand as the question writes it: its ranks (2-14, ace high), each card's suit (0-3: clubs, diamonds, hearts,
    spades) or None, and whether the question says the hand is all of one suit (True), not (False) or neither."""

    ranks: tuple[int, ...]
    suits: tuple[int | None, ...]
    suited: bool | None
    kicker: bool = True
    """False when the question names only the pair ("a pair of sevens"): the odd card here is a stand-in."""


def _cards(lang: str) -> CardWords:
    """The card words of the language."""
    return words(lang).cards


def _alternatives(items: list[str] | tuple[str, ...]) -> str:
    """Words as a pattern's alternatives, each matched as written."""
    return "|".join(map(re.escape, items))


class _Around(NamedTuple):
    """What is read around hands in any language: suit names, and the patterns of what is said of a hand's suits,
    of two players holding one hand, of flushes and between the cards of a hand named in words."""

    suits: dict[str, int]
    suited_words: tuple[str, ...]
    suited: re.Pattern[str]
    unsuited: re.Pattern[str]
    flushy: re.Pattern[str]
    both: re.Pattern[str]
    join: re.Pattern[str]
    letters: str
    """The rank letters of a card named in words ("k of hearts"), any language's but a ten's (written 10)."""


@cache
def _around() -> _Around:
    """The patterns of every language's card words, compiled once."""
    cards = all_cards()
    suited_words = tuple(w for c in cards for w in c.suited)
    lead = "|".join(re.escape(w if w.endswith("'") else w + " ") for c in cards for w in c.suit_lead)
    article = "|".join(re.escape(w + " ") for c in cards for w in c.suit_article)
    joining = _alternatives(list(dict.fromkeys(w for c in cards for w in c.join)))
    articles = _alternatives(list(dict.fromkeys(w for c in cards for w in c.articles)))
    return _Around(
        {w: suit for c in cards for w, suit in c.suits.items()}, suited_words,
        re.compile(rf"^\W*(?:{lead})*(?:{article})?(?:{_alternatives(suited_words)}|[a-z]+)\b"),
        re.compile("|".join(p for c in cards for p in c.unsuited)),
        re.compile(_alternatives([w for c in cards for w in c.flush])),
        re.compile(rf"\b(?:{_alternatives([w for c in cards for w in c.both])})\b"),
        re.compile(rf"[\s,;&+]*(?:(?:{joining})\s+)?(?:(?:{articles})\s*)?"),
        "".join(sorted({k.lower() for c in cards for k, rank in c.letters.items() if rank != 10})))


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
    return _cards(lang).letters.get(token)


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
    around = _around()
    head = fold(words)[:40]
    if around.unsuited.match(head.strip(" ,.")):
        return False
    m = around.suited.match(head)
    if m:
        word = m.group(0).split()[-1].strip("'") if m.group(0).split() else ""
        if word in around.suits:
            return around.suits[word]
        if any(w in m.group(0) for w in around.suited_words):
            return True
    return None


@cache
def _word_readers_need(lang: str) -> frozenset[str]:
    """The words without which no hand named in words can be read (a rank or suit word, or a pair's or prial's)."""
    cards = _cards(lang)
    return frozenset(cards.ranks) | frozenset(_around().suits) | cards.leads


def _value(word: str, lang: str) -> int | None:
    """A rank word or a digit with a plural ending (7s, 7's, Dutch 7en) as its rank."""
    digits = re.fullmatch(r"(10|[2-9])(?:'?s|en)?", word)
    if digits:
        return int(digits.group(1))
    return _cards(lang).ranks.get(word)


def _word_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Pairs and prials named in words ("a pair of aces", "two kings with a 4", "paire de rois", "drie heren")."""
    cards = _cards(lang)
    plural = [w for w in cards.ranks if w.endswith(cards.plural_endings)]
    any_rank = "|".join(sorted(map(re.escape, cards.ranks), key=len, reverse=True)) + r"|(?:10|[2-9])(?:'?s|en)?"
    plurals = "|".join(sorted(map(re.escape, plural), key=len, reverse=True)) + r"|(?:10|[2-9])(?:'?s|en)"
    pair_any, pair_plural, three_any, three_plural = (_alternatives(leads) for leads in (
        cards.pair_of, cards.pair_plural, cards.three_of, cards.three_plural))
    kicker = (f"(?:{'|'.join(' ' + re.escape(w) for w in cards.kicker)})"
              f"(?:{'|'.join(' ' + re.escape(w) for w in cards.kicker_articles)})? ")
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
    """Three ranks named in words one after another ("ace king queen", "heer vrouw boer", "roi dame valet"), with
    the suit said after them ("ace king queen of spades")."""
    singular = sorted(_cards(lang).singular, key=len, reverse=True)
    word = "(" + "|".join(map(re.escape, singular)) + ")"
    pattern = re.compile(rf"\b{word}[\s,-]+{word}[\s,-]+{word}\b(?![\s,-]+(?:{'|'.join(singular)})\b)")
    folded = fold(text)
    return [(m.start(), m.end(), _with_suits([_cards(lang).ranks[w] for w in m.groups()], [None] * 3,
                                             folded[m.end():m.end() + 40]))
            for m in pattern.finditer(folded)]


def _named_hands(text: str, lang: str) -> list[tuple[int, int, WrittenHand]]:
    """Three or four cards named in words one after another ("ace of hearts, 3 of clubs and 2 of clubs")."""
    cards, around = _cards(lang), _around()
    rank = "|".join(sorted(map(re.escape, cards.ranks), key=len, reverse=True)) + rf"|10|[2-9]|[{around.letters}]"
    suit = "|".join(sorted(around.suits, key=len, reverse=True))
    pattern = re.compile(r"\b(?:" + cards.named_card.format(rank=rank, suit=suit) + r")\b")
    folded = fold(text)
    shared = re.compile(rf"(?<![\w'])(?P<r>{rank}){around.join.pattern}$")
    joins = set(cards.join)  # a rank joined by "and" to a named card, not a mere space or comma ("3 2 of clubs")
    found: list[tuple[int, int, int, int]] = []

    def value(word: str) -> int | None:
        return _value(word, lang) or cards.letters.get(word.upper())

    for m in pattern.finditer(folded):
        r_word = m.group("r") or m.groupdict().get("r2") or ""
        s_word = m.group("s") or m.groupdict().get("s2") or ""
        r = value(r_word)
        if not r:
            continue
        before = shared.search(folded, found[-1][1] if found else 0, m.start())
        rank_first = m.start("r" if m.group("r") else "r2") == m.start()  # not a suit first ("klaveren 4")
        if before and rank_first and set(re.findall(r"[\w']+", folded[before.end("r"):m.start()])) & joins:
            # a rank and then a named card share its suit ("the 7 and 4 of clubs", "le 7 et le 4 de trèfle")
            b = value(before.group("r"))
            if b:
                found.append((before.start(), before.end("r"), b, around.suits[s_word]))
        found.append((m.start(), m.end(), r, around.suits[s_word]))
    runs: list[list[tuple[int, int, int, int]]] = []
    for card in found:
        gap = folded[runs[-1][-1][1]:card[0]] if runs else "?"
        if around.join.fullmatch(gap):
            runs[-1].append(card)
        else:
            runs.append([card])
    runs = [part for run in runs for part in ((run[:3], run[3:]) if len(run) == 6 else (run,))]
    return [(run[0][0], run[-1][1], WrittenHand(tuple(c[2] for c in run), tuple(c[3] for c in run),
                                                len({c[3] for c in run}) == 1))
            for run in runs if len(run) in (3, 4)]


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
    words_rank = {w: r for w, r in _cards(lang).ranks.items() if w in _cards(lang).singular and r > 10}
    found: list[tuple[int, int, WrittenHand]] = []
    i = 0
    while i < len(pieces):
        ranks: list[int] = []
        suits: list[int | None] = []
        said = 0
        j = i
        ends: list[int] = []
        while j < len(pieces) and len(ranks) < 6:
            token = pieces[j]
            card = _card(token, lang) if len(token) > 1 else None
            rank = None if card else _rank(token, lang)
            word = None if card or rank is not None else words_rank.get(fold(token))
            if card:
                ranks.append(card[0])
                suits.append(card[1])
            elif rank is not None and (token.isdigit() or token.isupper()):
                ranks.append(rank)
                suits.append(None)
            elif word is not None:  # a rank word among ranks written as symbols ("6 6 aas", "A K queen")
                ranks.append(word)
                suits.append(None)
                said += 1
            else:
                break
            j += 1
            ends.append(j)
            if j < len(pieces) and pieces[j] in (" ", "-", "–"):
                j += 1
            else:
                break
        if said and len(ranks) == said:  # rank words alone are the word readers' ("ace king queen")
            ranks = []
        if len(ranks) == 6:  # two hands with nothing between them ("verslaat H 8 7 2 V 3?"): three each
            found.append((starts[i], starts[ends[2] - 1] + len(pieces[ends[2] - 1]),
                          _with_suits(ranks[:3], suits[:3], "")))
            k = ends[2] + 1
            found.append((starts[k], starts[ends[5] - 1] + len(pieces[ends[5] - 1]),
                          _with_suits(ranks[3:], suits[3:], "".join(pieces[ends[5]:ends[5] + 8]))))
            i = ends[5]
            continue
        if len(ranks) == 5:  # four cards as before, the fifth read again with what follows
            ranks, suits = ranks[:4], suits[:4]
            j = ends[3] + 1 if ends[3] < len(pieces) and pieces[ends[3]] in (" ", "-", "–") else ends[3]
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
    return [hand for _, _, hand in read_hands_at(text, lang)]


def read_hands_at(text: str, lang: str = "en") -> list[tuple[int, int, WrittenHand]]:
    """`read_hands` with each hand's place in the question (start, end)."""
    found: list[tuple[int, int, WrittenHand]] = []
    said = set(re.findall(r"[\w']+", fold(text)))
    readers = [_symbol_hands]  # the plainest reading first; a reader runs only when its words are there
    if not _word_readers_need(lang).isdisjoint(said):
        readers += [_rank_word_hands, _named_hands, _word_hands]
    for reader in readers:
        found += [(start, end, hand) for start, end, hand in reader(text, lang)
                  if all(end <= s or start >= e for s, e, _ in found)]
    hands = sorted(found, key=lambda x: x[0])
    folded = fold(text)
    around = _around()
    if len(hands) == 1 and hands[0][2].kicker and around.both.search(folded):
        hands *= 2
    if around.unsuited.search(folded):
        return [(s, e, h._replace(suited=False) if h.suited is None else h) for s, e, h in hands]
    if around.flushy.search(folded):
        return [(s, e, h._replace(suited=True) if h.suited is None and len(set(h.ranks)) == len(h.ranks) else h)
                for s, e, h in hands]
    return hands
