"""Scoring a hand of the 31-point game (002 "How to play" 7, "Winning and scoring", "Jokers Wild").

A card is an int: 0..51 as in `stopbus_ref.core.cards` ((rank - 2) * 4 + suit), 52 the red joker RJ and
53 the black joker BJ. `plain_score` is the plain, readable rule; `score_plain3` its case-by-case fast path for
three plain cards, and `table3` a flat bytes table of every three-card score indexed by
a*2704 + b*52 + c (the odds' bulk path), both checked against the plain rule for every hand by the tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import combinations, permutations, product

from ..core.cards import SUIT_LETTERS, SUIT_NAMES, Card, parse_card, read_hand
from ..core.errors import CardError, InputError
from ..core.i18n import N_, lazy
from .rule_ids import RuleId

RJ, BJ = 52, 53
JOKERS = (RJ, BJ)
JOKER_NAMES = {RJ: "RJ", BJ: "BJ"}
_JOKER_IN = {"RJ": RJ, "BJ": BJ}
VALUES: tuple[int, ...] = tuple(11 if c // 4 == 12 else 10 if c // 4 >= 9 else c // 4 + 2 for c in range(52))
"""The value of each plain card (002: ace 11, king/queen/jack 10, number cards their face value)."""
_DESC_RANKS = tuple(range(14, 1, -1))


class ScoreMode(StrEnum):
    """How a hand is scored: 002's words (the best-represented suit) or the best single-suit total."""

    REPRESENTED = "represented"
    BEST_SUIT = "best-suit"


NAMES: tuple[str, ...] = (*(str(Card(c)) for c in range(52)), "RJ", "BJ")
"""Canonical name of each card number 0..53 ('2c' ... 'As', 'RJ', 'BJ')."""


def card_name(c: int) -> str:
    """Canonical JSON form: '10c', 'Ah', 'RJ'."""
    return NAMES[c]


def card_symbol(c: int) -> str:
    """Human form with a suit symbol ('10♣'); jokers stay RJ/BJ."""
    return JOKER_NAMES[c] if c >= 52 else Card(c).symbol()


def names(cards: Iterable[int], card: Callable[[int], str] = card_name) -> str:
    """Cards joined by spaces, each spelled by `card`: its JSON name by default ('10c', 'RJ'); a renderer passes
    `card_symbol` for suit symbols. (A bool in its place, the old `symbols` flag, still works for a release
    and warns.)"""
    if card is card_name:
        return " ".join(NAMES[c] for c in cards)
    return " ".join(map(_speller(card), cards))


def _speller(card: Callable[[int], str] | bool) -> Callable[[int], str]:
    """`card` itself, or for the old flag (True: suit symbols) its speller, with a DeprecationWarning."""
    if isinstance(card, bool):
        import warnings

        warnings.warn("a `symbols` flag is deprecated here: pass card_symbol (or card_name) to spell the cards",
                      DeprecationWarning, stacklevel=3)
        return card_symbol if card else card_name
    return card


def canonical(cards: Iterable[int]) -> list[str]:
    """JSON list of card names."""
    return [NAMES[c] for c in cards]


_PARSED: tuple[dict[str, int], dict[str, int]] = ({}, {})


def parse_card31(token: object, *, jokers: bool) -> int:
    """One card of the 31-point game; RJ/BJ only when `jokers` (else an input error naming the token).

    Valid spellings are memoised (a long record repeats the same few hundred tokens).
    """
    cache = _PARSED[jokers]
    try:
        return cache[token]  # type: ignore[index]
    except (KeyError, TypeError):
        pass
    card = _parse_card31(token, jokers=jokers)
    if isinstance(token, str) and len(cache) < 4096:
        cache[token] = card
    return card


def _parse_card31(token: object, *, jokers: bool) -> int:
    """The uncached parse behind parse_card31."""
    if isinstance(token, str) and token.strip().isascii() and token.strip().upper() in _JOKER_IN:
        if not jokers:
            raise CardError(lazy("'{token}' is a joker: jokers are used only in the `jokers` variant "
                                 "(variant: [jokers], or --jokers)", token=token.strip()),
                            rule=RuleId.JOKERS, token=token.strip())
        return _JOKER_IN[token.strip().upper()]
    return int(parse_card(token, RuleId.DEAL, jokers=N_("jokers are RJ and BJ, in the jokers variant only")))


def parse_hand31(text: object, *, size: int = 3, jokers: bool = False) -> tuple[int, ...]:
    """A typed hand of `size` different cards ('Ah 3c 2c', 'RJ Kd Qd'): the shared notation
    (`cards.read_hand`) with the 31-point game's cards and words."""
    rule = RuleId.FOUR_CARD if size == 4 else RuleId.DEAL

    def count(tokens: list[str]) -> CardError:
        """A hand of the wrong size, naming the first card too many."""
        n = len(tokens)
        cards = " ".join(tokens)
        if n <= size:
            msg = lazy("a hand is {size} cards here, got {count} ({cards})", size=size, count=n, cards=cards)
        elif size == 3 and n == 4:
            msg = lazy("a hand is {size} cards here, got {count} ({cards}); '{extra}' is card {next} (--four-card "
                       "scores four)", size=size, count=n, cards=cards, extra=tokens[size], next=size + 1)
        else:
            msg = lazy("a hand is {size} cards here, got {count} ({cards}); '{extra}' is card {next}", size=size,
                       count=n, cards=cards, extra=tokens[size], next=size + 1)
        return CardError(msg, rule=rule, token=cards)

    return tuple(read_hand(
        text, size=size, card=lambda t: parse_card31(t, jokers=jokers), count=count,
        not_a_hand=lambda t: CardError(lazy("{text} is not a hand: expected {size} cards such as 'Ah Kh Qh'",
                                            text=repr(str(t)[:60]), size=size), rule=RuleId.DEAL, token=str(t)[:60]),
        twice=lambda tok: CardError(lazy("'{token}' appears twice in one hand: a hand is {size} different cards",
                                         token=tok, size=size), rule=RuleId.DEAL, token=tok)))


def plain_score(cards: tuple[int, ...] | list[int], best_suit: bool = False) -> tuple[int, int | None]:
    """(score, scoring suit or None) of plain cards (no jokers), by the contract's words.

    Represented (002): among the suits holding the most cards, the highest total; so two cards of a
    suit count and the third is ignored, and with all suits different the highest single card counts.
    Best-suit: the highest single-suit total. The suit is None when two suits tie on the score.
    """
    totals = [0, 0, 0, 0]
    counts = [0, 0, 0, 0]
    for c in cards:
        s = c & 3
        totals[s] += VALUES[c]
        counts[s] += 1
    if best_suit:
        cand = [s for s in range(4) if counts[s]]
    else:
        most = max(counts)
        cand = [s for s in range(4) if counts[s] == most]
    best = max(totals[s] for s in cand)
    winners = [s for s in cand if totals[s] == best]
    return best, (winners[0] if len(winners) == 1 else None)


def score_plain3(a: int, b: int, c: int, best_suit: bool = False) -> tuple[int, int | None]:
    """`plain_score` of three plain cards, case by case (fast path of a replay: no lists, no table to build).

    All one suit: the sum. Two of a suit: that pair (002), or in best-suit mode the better of the pair
    and the odd card. Three suits: the highest card. Tested against `plain_score` on every ordered
    triple in both modes (tests/test_thirty_one_fast.py). Faster than `plain_score` a hand
    (bench/bench_thirty_one.py; figures in docs/performance.md, "Fast paths").
    """
    sa, sb, sc = a & 3, b & 3, c & 3
    va, vb, vc = VALUES[a], VALUES[b], VALUES[c]
    if sa == sb:
        if sb == sc:
            return va + vb + vc, sa
        pair, ps, odd, os_ = va + vb, sa, vc, sc
    elif sa == sc:
        pair, ps, odd, os_ = va + vc, sa, vb, sb
    elif sb == sc:
        pair, ps, odd, os_ = vb + vc, sb, va, sa
    else:
        top = va if va >= vb else vb
        if vc > top:
            top = vc
        n = (va == top) + (vb == top) + (vc == top)
        if n > 1:
            return top, None
        return top, sa if va == top else sb if vb == top else sc
    if not best_suit or pair > odd:
        return pair, ps
    return (odd, None) if odd == pair else (odd, os_)


def _highest_missing(held: list[int], suit: int) -> int:
    """The highest card of `suit` not in `held` (what a joker joining that suit becomes)."""
    for r in _DESC_RANKS:
        c = (r - 2) * 4 + suit
        if c not in held:
            return c
    raise ValueError("a whole suit is held")  # cannot happen with at most four cards


def joker_score(cards: tuple[int, ...] | list[int], best_suit: bool = False
                ) -> tuple[int, int | None, tuple[int, ...]]:
    """(score, suit, what each joker stands for): each joker joins the suit that makes the hand's
    score highest, as the highest card of that suit not already in the hand (002 "Jokers Wild")."""
    if len(cards) == 3:
        a, b, c = cards
        if a < 52 and b < 52 and c < 52:  # the common hand: the fast path above
            s3, suit3 = score_plain3(a, b, c, best_suit)
            return s3, suit3, ()
    held = [c for c in cards if c < 52]
    n = len(cards) - len(held)
    if n == 0:
        s, suit = plain_score(held, best_suit)
        return s, suit, ()
    best = -1
    suits: set[int | None] = set()
    stand: tuple[int, ...] = ()
    for choice in product(range(4), repeat=n):
        filled = list(held)
        for s in choice:
            filled.append(_highest_missing(filled, s))
        score, suit = plain_score(filled, best_suit)
        if score > best:
            best, suits, stand = score, {suit}, tuple(filled[len(held):])
        elif score == best:
            suits.add(suit)
    return best, (next(iter(suits)) if len(suits) == 1 else None), stand


# -- the fast path: three plain cards ----------------------------------------------------------
@cache
def table3(best_suit: bool = False) -> bytes:
    """Score of every ordered triple of plain cards, index a*2704 + b*52 + c (built once, on first use)."""
    t = bytearray(52 ** 3)
    for hand in combinations(range(52), 3):
        s = plain_score(hand, best_suit)[0]
        for a, b, c in permutations(hand):
            t[a * 2704 + b * 52 + c] = s
    return bytes(t)


# -- the scored hand, for rank / compare / showdown --------------------------------------------
@dataclass(frozen=True)
class Scored:
    """A hand with its score, scoring suit, the cards that count and what any joker stands for."""

    cards: tuple[int, ...]
    score: int
    suit: int | None
    jokers_as: tuple[int, ...]
    mode: ScoreMode

    @property
    def suit_letter(self) -> str | None:
        """The scoring suit as its letter ('c', 'd', 'h', 's'), or None."""
        return None if self.suit is None else SUIT_LETTERS[self.suit]

    @property
    def is_31(self) -> bool:
        """True for exactly 31, the instant win."""
        return self.score == 31

    def counted(self) -> tuple[int, ...]:
        """The cards that make the score, best first (each joker counting as the card it stands for)."""
        full = [c for c in self.cards if c < 52]
        stand = dict(zip([c for c in self.cards if c >= 52], self.jokers_as, strict=True))
        as_card = {c: c for c in full} | stand
        if self.suit is None:
            return ()
        return tuple(sorted((c for c in self.cards if as_card[c] & 3 == self.suit),
                            key=lambda c: -VALUES[as_card[c]]))

    def rules(self) -> list[RuleId]:
        """The rule ids that decide this score: best-suit scoring cites its own rule, not step 7 (which it sets
        aside), and each shape its rule (three suits under step 7, four cards, jokers)."""
        out = [RuleId.CARD_VALUES]
        plain = [c for c in self.cards if c < 52]
        if self.mode is ScoreMode.BEST_SUIT:
            out.append(RuleId.BEST_SUIT)
        else:
            out.append(RuleId.SCORE)
            if not self.jokers_as and len({c & 3 for c in plain}) == len(plain):
                out.append(RuleId.THREE_SUITS)
        if len(self.cards) == 4:
            out.append(RuleId.FOUR_CARD)
        if self.jokers_as:
            out.append(RuleId.JOKERS)
        if self.score == 31:
            out.append(RuleId.INSTANT_31)
        return out

    def describe(self, card: Callable[[int], str] = card_name) -> str:
        """Plain words: '5 in clubs (3c 2c); Ah does not count', jokers and tied suits included; `card` spells
        each card (`card_symbol`: '5 in clubs (3♣ 2♣); A♥ does not count')."""
        card = _speller(card)
        joker = "".join(f"; {JOKER_NAMES[j]} stands for {card(c)}"
                        for j, c in zip([c for c in self.cards if c >= 52], self.jokers_as, strict=True))
        if self.suit is None:
            return f"{self.score} (two suits tie on {self.score}){joker}"
        counted = self.counted()
        rest = [c for c in self.cards if c not in counted]
        ignored = f"; {names(rest, card)} {'does' if len(rest) == 1 else 'do'} not count" if rest else ""
        return f"{self.score} in {SUIT_NAMES[self.suit]} ({names(counted, card)}){ignored}{joker}"


def quick_score(cards: list[int] | tuple[int, ...], best_suit: bool = False) -> int:
    """The score alone, by the plain rule: a replay scores a few thousand hands, fewer than it would take
    to pay for building the fast table; bulk scoring (the odds) uses `table3`."""
    return joker_score(cards, best_suit)[0]


def score_hand(cards: tuple[int, ...] | list[int], mode: ScoreMode = ScoreMode.REPRESENTED) -> Scored:
    """Score any hand (three or four cards, jokers allowed) by the rule of `mode`."""
    s, suit, stand = joker_score(cards, mode is ScoreMode.BEST_SUIT)
    return Scored(tuple(cards), s, suit, stand, mode)


# -- distributions over all hands of a size ----------------------------------------------------
DIST3: dict[bool, dict[int, int]] = {
    False: {2: 4, 3: 28, 4: 76, 5: 304, 6: 400, 7: 676, 8: 820, 9: 1148, 10: 5336, 11: 2508, 12: 1104, 13: 1264,
            14: 1112, 15: 1132, 16: 980, 17: 996, 18: 844, 19: 856, 20: 1168, 21: 712, 22: 96, 23: 104, 24: 88,
            25: 80, 26: 64, 27: 60, 28: 44, 29: 40, 30: 32, 31: 24},
    True: {2: 4, 3: 28, 4: 76, 5: 196, 6: 316, 7: 532, 8: 724, 9: 1040, 10: 5732, 11: 2652, 12: 1104, 13: 1264,
           14: 1112, 15: 1132, 16: 980, 17: 996, 18: 844, 19: 856, 20: 1168, 21: 712, 22: 96, 23: 104, 24: 88,
           25: 80, 26: 64, 27: 60, 28: 44, 29: 40, 30: 32, 31: 24},
}
"""How many of the 22,100 three-card hands score each total (False: 002's rule, True: best-suit). A fast
path for `rank`: the tests count all 22,100 hands against it (test_31_score_all_22100_...)."""
DIST4: dict[bool, dict[int, int]] = {
    False: {2: 1, 3: 15, 4: 65, 5: 2209, 6: 2415, 7: 4799, 8: 5281, 9: 8205, 10: 23258, 11: 16921, 12: 16302,
            13: 19440, 14: 17878, 15: 19246, 16: 17348, 17: 18408, 18: 16226, 19: 17010, 20: 23130, 21: 15256,
            22: 3832, 23: 4160, 24: 3556, 25: 3280, 26: 2676, 27: 2536, 28: 1924, 29: 1772, 30: 1456, 31: 1144,
            32: 196, 33: 184, 34: 156, 35: 124, 36: 96, 37: 80, 38: 56, 39: 40, 40: 28, 41: 16},
    True: {2: 1, 3: 15, 4: 65, 5: 373, 6: 795, 7: 1871, 8: 3025, 9: 5445, 10: 31034, 11: 20545, 12: 16302,
           13: 19440, 14: 17878, 15: 19246, 16: 17348, 17: 18408, 18: 16226, 19: 17010, 20: 23130, 21: 15256,
           22: 3832, 23: 4160, 24: 3556, 25: 3280, 26: 2676, 27: 2536, 28: 1924, 29: 1772, 30: 1456, 31: 1144,
           32: 196, 33: 184, 34: 156, 35: 124, 36: 96, 37: 80, 38: 56, 39: 40, 40: 28, 41: 16},
}
"""The same for the 270,725 four-card hands (checked hand by hand by test_31_score_all_270725_...)."""

@cache
def distribution(size: int, mode: ScoreMode = ScoreMode.REPRESENTED, jokers: bool = False) -> dict[int, int]:
    """How many of all hands of `size` cards (from 52, or 54 with jokers) score each total.

    Three plain cards use the fast table; other sizes are counted once per process (about a second).
    """
    best = mode is ScoreMode.BEST_SUIT
    if size in (3, 4) and not jokers:
        return dict((DIST3 if size == 3 else DIST4)[best])
    deck = range(54 if jokers else 52)
    counts: Counter[int] = Counter()
    if size == 3:
        t = table3(best)
        counts.update(t[a * 2704 + b * 52 + c] for a, b, c in combinations(range(52), 3))
        if jokers:
            counts.update(joker_score(h, best)[0] for h in combinations(deck, 3) if h[-1] >= 52)
    else:
        for h in combinations(deck, size):
            counts[joker_score(h, best)[0] if h[-1] >= 52 else plain_score(h, best)[0]] += 1
    return dict(sorted(counts.items()))


def lower_same(score: int, size: int, mode: ScoreMode = ScoreMode.REPRESENTED,
               jokers: bool = False) -> tuple[int, int, int]:
    """(hands scoring lower, hands scoring the same, all hands) for a hand of `size` cards."""
    dist = distribution(size, mode, jokers)
    lower = sum(n for s, n in dist.items() if s < score)
    return lower, dist.get(score, 0), sum(dist.values())


def score_mode(score: str | None) -> ScoreMode:
    """The --score option: represented (002's words, the default) or best-suit."""
    if score is None:
        return ScoreMode.REPRESENTED
    try:
        return ScoreMode(score.strip().lower())
    except ValueError:
        raise InputError(lazy("--score {score}: choose represented (002's rule, the default) or best-suit",
                              score=repr(score)),
                         token=score, rule=RuleId.BEST_SUIT) from None
