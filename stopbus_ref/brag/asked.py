"""The Brag rule that settles the hands a question writes out: the adjudicator's own comparison of them.

"K 7 3 spades against K 7 2 diamonds" is settled by flush-order, "K K 6 vs K K 6" by suit-tiebreak-duplicate,
"J 9 4 all hearts vs a pair of aces" by ranking: `compare_hands` says which, as it does at a showdown, and its
reason is the verdict. Suits the question does not give are filled in so that no hand is a flush unless the
question says it is, and two hands written alike hold different cards (so that the suit rule, not an exact tie,
decides between them); a verdict that would rest on a filled-in suit or odd card is not given. A question that
writes out no hand but names two kinds of hand ("is a run better than a flush") is ranking's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ..ask.hands import HandsRuling, WrittenHand, fold, read_hands
from ..ask.words import game_words
from ..core.cards import make_card
from .rule_ids import RuleId


@cache
def _category_patterns(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The Brag hand categories as the language's players name them (patterns, the longer names first, so that a
    running flush is not also read as a run and a flush: the `categories` of the game's words-LANG.json),
    compiled once: each name between the separators of a question's words."""
    categories: dict[str, str] = game_words("brag", lang)["categories"]
    return tuple((name, re.compile(rf"(?<=[\s,;:(]){pattern}(?=[\s,;:?!.)])")) for name, pattern in categories.items())


def read_categories(text: str, lang: str = "en") -> list[str]:
    """The hand categories the question names, in the order it names them ("is a run better than a flush":
    run, flush); a category named twice is listed once."""
    folded = " " + " ".join(fold(text).replace("-", " ").split()) + " "
    found: list[tuple[int, str]] = []
    for name, pattern in _category_patterns(lang):
        for m in pattern.finditer(folded):
            found.append((m.start(), name))
            folded = folded[:m.start()] + "#" * (m.end() - m.start()) + folded[m.end():]
    out: list[str] = []
    for _, name in sorted(found):
        if name not in out:
            out.append(name)
    return out


def _cards(hand: WrittenHand, i: int) -> tuple[int, int, int] | None:
    """The `i`th hand as three cards: its written suits, one suit for a hand said to be one suit, else three."""
    if len(hand.ranks) != 3:
        return None
    if hand.suited and len(set(hand.ranks)) == 3 and None in hand.suits:
        known = [s for s in hand.suits if s is not None]
        suits = [known[0] if known else (3 - i) % 4] * 3
    else:
        free = [(i + j) % 4 for j in range(4)]
        suits = [s if s is not None else free[j] for j, s in enumerate(hand.suits)]
    cards = tuple(make_card(r, s) for r, s in zip(hand.ranks, suits, strict=True))
    if len(set(cards)) != 3:
        return None
    return cards[0], cards[1], cards[2]


def rule_hands(question: str, lang: str) -> HandsRuling | None:
    """What the Brag rules say of the hands the question writes out or, writing none, of the kinds of hand it
    names: two kinds ("is a run better than a flush") are ranked by `ranking`."""
    hands = read_hands(question, lang)
    if hands:
        return compare_written(hands)
    return HandsRuling(("ranking",), sure=False) if len(read_categories(question, lang)) >= 2 else None


def compare_written(hands: Sequence[WrittenHand]) -> HandsRuling | None:
    """The rules that decide between two or more written hands, the most specific first, and the verdict on two
    (None for a single hand: one hand alone is settled by no comparison)."""
    from .compare import compare_hands

    cards = [_cards(h, i) for i, h in enumerate(hands)]
    dealt = [c for c in cards if c is not None]
    if len(dealt) < 2 or len(dealt) != len(cards):
        return None
    pairs = [h.ranks[0] for h in hands if not h.kicker]
    if pairs and all(h.ranks[0] == h.ranks[1] == pairs[0] for h in hands):
        return HandsRuling(("pair-order",))  # the same pair with its odd cards not given: the odd card decides
    comparison = compare_hands(dealt)
    reason = comparison.reasons[-1]
    rules = tuple(str(rule) for rule in reversed(reason.rules))
    suit_guessed = reason.decided_by_suit and any(None in h.suits for h in hands)
    by_pairs_alone = reason.rules == (RuleId.PAIR_ORDER,) and "odd card" not in reason.text
    odd_card_guessed = not all(h.kicker for h in hands) and not by_pairs_alone
    if len(dealt) != 2 or reason.tied or suit_guessed or odd_card_guessed:
        return HandsRuling(rules)
    better, worse = (p.rank.rank_class.ranks_text() for p in comparison.order)
    named = reason.text.startswith(better) or not all(h.kicker for h in hands)
    text = reason.text if named else f"{better} beats {worse}: {reason.text}"
    return HandsRuling(rules, text[0].upper() + text[1:] + ".")
