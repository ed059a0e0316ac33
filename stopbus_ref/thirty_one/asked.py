"""The 31-point rule that settles the hands a question writes out with their suits: how one scores, who loses.

"A♥ 3♣ 2♣, is it 11 or 5?" is settled by 31-score (two clubs score 5), "A K Q of spades" by 31-instant-31 (it is
31), a hand of three suits by 31-three-suits; two or more hands by 31-lowest-loses, or 31-tied-lowest when the
lowest scores tie. A hand without all its suits says nothing here: its score depends on them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..ask.hands import HandsRuling, WrittenHand, read_hands_at
from ..core.cards import make_card


def rule_hands(question: str, lang: str) -> HandsRuling | None:
    """What the 31-point rules say of the hands the question writes out with their suits (none when the question
    states a table's own agreement: the house rules answer it), with the structured question and, for a yes/no
    question naming a score ("is A♠ K♠ Q♠ 31?", "does it score 21?"), its yes or no."""
    from ..ask import question as form
    from ..ask.words import cues, game_words

    low = question.lower()
    if any(cue in low for cue in cues().house):
        return None
    found = read_hands_at(question, lang)
    ruling = score_written([h for _, _, h in found], lang)
    if ruling is None or ruling.asked is None:
        return ruling
    rest = question
    for start, end, _ in found:
        rest = form.blank(rest, (start, end))
    claimed = [int(n) for n in re.findall(r"(?<![\w♣♦♥♠])(\d{2})(?![\w♣♦♥♠])", rest) if 11 <= int(n) <= 31]
    said = form.read(question, lang)
    if not claimed and re.search(game_words("thirty-one", lang).get("say", {}).get("thirty_one_claim", "^$"),
                                 form.flat(rest)):
        claimed = [31]  # "is A♠ K♠ Q♠ an instant win?": the claim is that it is 31
    yes_no = bool(said.yes_no) and len(found) == 1 and len(claimed) == 1
    asked = {**ruling.asked, "yes_no": bool(said.yes_no)}
    if yes_no:
        asked["claimed"] = claimed[0]
        return ruling._replace(asked=asked, yes=ruling.asked["scores"][0] == claimed[0])
    return ruling._replace(asked=asked)


def score_written(hands: Sequence[WrittenHand], lang: str = "en") -> HandsRuling | None:
    """The rule a single hand's score or several hands' showdown turns on, with the scores as the verdict (None
    unless every card's suit is written)."""
    from ..ask.words import game_words
    from .scoring import card_symbol, names, quick_score

    if not hands or any(None in h.suits or len(h.ranks) != 3 for h in hands):
        return None
    cards = [[int(make_card(r, s)) for r, s in zip(h.ranks, h.suits, strict=True) if s is not None] for h in hands]
    if any(len(set(c)) != len(c) for c in cards):
        return None
    say: dict[str, str] = game_words("thirty-one", lang).get("say") or game_words("thirty-one", "en")["say"]
    scores = [quick_score(c) for c in cards]
    shown = [names(c, card_symbol) for c in cards]
    asked = {"kind": "31-score" if len(hands) == 1 else "31-lowest", "items": shown, "scores": scores}
    if len(hands) == 1:
        if scores[0] == 31:
            return HandsRuling(("31-instant-31", "31-score"), say["instant"].format(hand=shown[0]) + ".",
                               asked=asked)
        rule = "31-three-suits" if len(set(hands[0].suits)) == 3 else "31-score"
        return HandsRuling((rule, "31-card-values"), say["scores"].format(hand=shown[0], n=scores[0]) + ".",
                           asked=asked)
    low = min(scores)
    lowest = [s for s, n in zip(shown, scores, strict=True) if n == low]
    if len(lowest) > 1:
        return HandsRuling(("31-tied-lowest", "31-lowest-loses"),
                           say["tied"].format(hands=say["and"].join(lowest), n=low) + ".", asked=asked)
    return HandsRuling(("31-lowest-loses",), say["lowest"].format(hand=lowest[0], n=low) + ".", asked=asked)
