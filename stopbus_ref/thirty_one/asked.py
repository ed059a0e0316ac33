"""The 31-point rule that settles the hands a question writes out with their suits: how one scores, who loses.

"A♥ 3♣ 2♣, is it 11 or 5?" is settled by 31-score (two clubs score 5), "A K Q of spades" by 31-instant-31 (it is
31), a hand of three suits by 31-three-suits; two or more hands by 31-lowest-loses, or 31-tied-lowest when the
lowest scores tie. A hand without all its suits says nothing here: its score depends on them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ask.hands import HandsRuling, WrittenHand, read_hands
from ..core.cards import make_card


def rule_hands(question: str, lang: str) -> HandsRuling | None:
    """What the 31-point rules say of the hands the question writes out with their suits (none when the question
    states a table's own agreement: the house rules answer it)."""
    from ..ask.words import cues

    low = question.lower()
    if any(cue in low for cue in cues().house):
        return None
    return score_written(read_hands(question, lang))


def score_written(hands: Sequence[WrittenHand]) -> HandsRuling | None:
    """The rule a single hand's score or several hands' showdown turns on, with the scores as the verdict (None
    unless every card's suit is written)."""
    from .scoring import names, quick_score

    if not hands or any(None in h.suits or len(h.ranks) != 3 for h in hands):
        return None
    cards = [[int(make_card(r, s)) for r, s in zip(h.ranks, h.suits, strict=True) if s is not None] for h in hands]
    if any(len(set(c)) != len(c) for c in cards):
        return None
    scores = [quick_score(c) for c in cards]
    shown = [names(c, symbols=True) for c in cards]
    if len(hands) == 1:
        if scores[0] == 31:
            return HandsRuling(("31-instant-31", "31-score"), f"{shown[0]} is exactly 31: the round ends at once.")
        rule = "31-three-suits" if len(set(hands[0].suits)) == 3 else "31-score"
        return HandsRuling((rule, "31-card-values"), f"{shown[0]} scores {scores[0]}.")
    low = min(scores)
    lowest = [s for s, n in zip(shown, scores, strict=True) if n == low]
    if len(lowest) > 1:
        return HandsRuling(("31-tied-lowest", "31-lowest-loses"),
                           f"{' and '.join(lowest)} tie for the lowest score, {low}: each loses a life.")
    return HandsRuling(("31-lowest-loses",), f"{lowest[0]} has the lowest score, {low}, and loses a life.")
