"""The 31-point rule that settles the hands a question writes out: how one scores, which beats which, who loses.

"A♥ 3♣ 2♣, is it 11 or 5?" is settled by 31-score (two clubs score 5), "A K Q of spades" by 31-instant-31 (it is
31), a hand of three suits by 31-three-suits; two or more hands by 31-lowest-loses, or 31-tied-lowest when the
lowest scores tie. A hand written without its suits ("does 3 3 3 beat A A A?", "what does K Q 5 score?") is
scored under every way its suits can fall (all one suit, two sharing one, all different; cards of one rank are
of different suits): when its score, or the comparison asked, comes out the same every way, that is the answer
("3-3-3 scores 3: its cards are of three different suits"); when it does not, the answer says that the suits
decide and what each way scores, naming no suit the question did not give. The scoring is the game's own
(`scoring.plain_score`), under the house rule `score` when the question's table plays best-suit scoring.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..ask.hands import HandsRuling, WrittenHand, read_hands_at
from ..core.cards import RANK_NAMES, make_card


def rule_hands(question: str, lang: str, house: Mapping[str, str] | None = None) -> HandsRuling | None:
    """What the 31-point rules say of the hands the question writes out (none when the question states a table's
    own agreement: the house rules answer it), with the structured question and, for a yes/no question naming a
    score ("is A♠ K♠ Q♠ 31?", "does it score 21?") or comparing two hands ("does 3 3 3 beat A A A?"), its yes or
    no. `house`: the table's house rules (`--house`); `score: best-suit` scores every hand by its best suit."""
    from ..ask import question as form
    from ..ask.words import cues, game_words

    seated = next_dealer(question, lang)
    if seated is not None:
        return seated
    low = question.lower()
    if any(cue in low for cue in cues().house):
        return None
    found = read_hands_at(question, lang)
    if not found:
        return card_values(question, lang)
    hands = [h for _, _, h in found]
    agreed = {k: v for k, v in (house or {}).items() if k == "score" and v == "best-suit"}
    said = form.read(question, lang)
    if hands and all(len(h.ranks) == 3 and h.kicker for h in hands) and (
            agreed or any(None in h.suits for h in hands)):
        return _unsuited(question, lang, found, said, agreed)
    ruling = score_written(hands, lang)
    if ruling is None or ruling.asked is None:
        return ruling
    rest = question
    for start, end, _ in found:
        rest = form.blank(rest, (start, end))
    claimed = _claimed(rest, lang)
    if not claimed and re.search(game_words("thirty-one", lang).get("say", {}).get("thirty_one_claim", "^$"),
                                 form.flat(rest)):
        claimed = [31]  # "is A♠ K♠ Q♠ an instant win?": the claim is that it is 31
    yes_no = bool(said.yes_no) and len(found) == 1 and len(claimed) == 1
    asked = {**ruling.asked, "yes_no": bool(said.yes_no)}
    if yes_no:
        asked["claimed"] = claimed[0]
        return ruling._replace(asked=asked, yes=ruling.asked["scores"][0] == claimed[0])
    if len(found) == 2:
        way = _way(question, lang, found, said)
        if way:
            a, b = ruling.asked["scores"]
            asked.update(direction="above" if way > 0 else "below", yes_no=True)
            return ruling._replace(asked=asked, yes=(a > b) if way > 0 else (a < b))
    return ruling._replace(asked=asked)


def next_dealer(question: str, lang: str) -> HandsRuling | None:
    """Who deals next in the seating a question names ("Ann, Ben and Cat; Ann dealt and Ben is out: who deals?"):
    the next player still in on the last dealer's left (31-dealer-rotation; the 31-point game has no rule that
    the dealer deals again)."""
    from ..ask import question as form
    from ..ask.seats import read_seating
    from ..core.seating import left_of

    seated = read_seating(question, lang)
    if seated is None:
        return None
    alive = [p for p in seated.seats if p not in seated.out]
    who = left_of(seated.seats, seated.dealer, alive)
    text = _say(lang)["deals_next"].format(next=who, dealer=seated.dealer)
    said = form.read(question, lang)
    yes_no = bool(said.yes_no) and seated.claimed is not None
    asked: dict[str, Any] = {"kind": "next-dealer", "items": list(seated.seats), "dealer": seated.dealer,
                             "out": list(seated.out), "next_dealer": who, "yes_no": yes_no, "house": {}}
    if yes_no:
        asked["claimed"] = seated.claimed
    return HandsRuling(("31-dealer-rotation", "31-elimination"), text[:1].upper() + text[1:] + ".", asked=asked,
                       yes=(seated.claimed == who) if yes_no else None)


def card_values(question: str, lang: str) -> HandsRuling | None:
    """Two cards' values compared in a yes/no question ("is the king worth more than the jack?", "telt een vrouw
    evenveel als een tien?", "un as vaut-il plus qu'un roi ?"), by the game's card values (31-card-values): the
    claim is that the first is worth more, less or the same; or one card's value asked ("how many points is a
    9?", "what does a 6 count for?")."""
    from ..ask import question as form
    from ..ask.words import words
    from .scoring import VALUES

    said = _say(lang).get("card_values")
    t = form.flat(question)
    yes_no = form.read(question, lang).yes_no
    if not said or not re.search(said["value_words"], t) or yes_no is None:
        return None
    cards = words(lang).cards
    names = "|".join(sorted(map(re.escape, cards.singular), key=len, reverse=True)) + r"|10|[2-9]"
    found = list(re.finditer(rf"(?<!\w){said['article']}\s*({names})(?![\w'])(?!\s+{said['counted']})", t))
    if len(found) == 1:  # "how many points is a 9?"; "is an ace worth 11?"
        m = found[0]
        shown_one = question[m.start():m.end()]
        worth = VALUES[((cards.ranks.get(m.group(1)) or int(m.group(1))) - 2) * 4]
        claims = [int(n) for n in re.findall(r"(?<![\w♣♦♥♠])(\d{1,2})(?![\w♣♦♥♠])", form.blank(t, m.span()))]
        if yes_no and len(claims) != 1:
            return None
        text = _say(lang)["value"].format(a=shown_one, x=worth)
        one: dict[str, Any] = {"kind": "31-card-values", "items": [shown_one], "values": [worth], "yes_no": yes_no}
        if yes_no:
            one["claimed"] = claims[0]
        return HandsRuling(("31-card-values",), text[:1].upper() + text[1:] + ".", asked=one,
                           yes=(worth == claims[0]) if yes_no else None)
    if len(found) != 2 or not yes_no:
        return None
    ranks = [cards.ranks.get(m.group(1)) or int(m.group(1)) for m in found]
    value = [VALUES[(r - 2) * 4] for r in ranks]
    between = t[found[0].end():found[1].start()]
    if re.search(said["same"], between) or re.search(said["same"], t[:found[0].start()]):
        yes = value[0] == value[1]
    elif re.search(said["more"], between):
        yes = value[0] > value[1]
    elif re.search(said["less"], between):
        yes = value[0] < value[1]
    else:
        return None
    shown = [question[m.start():m.end()] for m in found]
    text = _say(lang)["values"].format(a=shown[0], x=value[0], b=shown[1], y=value[1])
    asked = {"kind": "31-card-values", "items": shown, "values": value, "yes_no": True}
    return HandsRuling(("31-card-values",), text[:1].upper() + text[1:] + ".", asked=asked, yes=yes)


def _claimed(rest: str, lang: str) -> list[int]:
    """The scores a question claims outside its hands ("does it score 21?")."""
    return [int(n) for n in re.findall(r"(?<![\w♣♦♥♠])(\d{2})(?![\w♣♦♥♠])", rest) if 11 <= int(n) <= 31]


def _way(question: str, lang: str, found: Sequence[tuple[int, int, WrittenHand]], said: Any) -> int:
    """Which way a yes/no question says the first of two hands stands to the second (+1 beats, -1 loses to; 0
    not a yes/no question, or a choice between them: "which is better, …")."""
    from ..ask import question as form

    way = form.direction(question, lang, found[0][:2], found[1][:2])
    choice = form.between_or(question, lang, found[0][:2], found[1][:2])
    return way if (said.yes_no or (said.yes_no is None and way)) and not choice else 0


def _say(lang: str) -> dict[str, Any]:
    from ..ask.words import game_words

    said: dict[str, Any] = game_words("thirty-one", lang).get("say") or game_words("thirty-one", "en")["say"]
    return said


def _letters(lang: str) -> dict[int, str]:
    """Each rank's letter in the language (Dutch H V B, French R D V for king, queen, jack; 10 as 10)."""
    from ..ask.words import words

    own = {rank: letter for letter, rank in words(lang).cards.letters.items() if rank != 10}
    english = words("en").cards.letters
    mine = {rank: letter for letter, rank in words(lang).cards.letters.items() if letter not in english}
    return {r: mine.get(r) or own.get(r) or RANK_NAMES[r] for r in RANK_NAMES}


def _shown(hand: WrittenHand, lang: str) -> str:
    """The hand as the question writes it: its ranks (K-Q-5; H-V-5 in Dutch), each card with its suit where one
    is given."""
    from ..core.cards import SUIT_SYMBOLS

    letter = _letters(lang)
    if all(s is None for s in hand.suits):
        return "-".join(letter[r] for r in hand.ranks)
    return " ".join(letter[r] + ("" if s is None else SUIT_SYMBOLS[s])
                    for r, s in zip(hand.ranks, hand.suits, strict=True))


def _ways(hand: WrittenHand, best_suit: bool) -> dict[tuple[tuple[int, ...], ...], int]:
    """Every way the hand's suits can fall that the question leaves open, as which cards share a suit (a
    partition of their places), with the score of each (cards of one rank always of different suits; all one
    suit, or not, when the question says so)."""
    from itertools import product

    from .scoring import plain_score

    open_ = [i for i, s in enumerate(hand.suits) if s is None]
    out: dict[tuple[tuple[int, ...], ...], int] = {}
    for fill in product(range(4), repeat=len(open_)):
        suits = list(hand.suits)
        for i, suit in zip(open_, fill, strict=True):
            suits[i] = suit
        cards = [make_card(r, s) for r, s in zip(hand.ranks, suits, strict=True) if s is not None]
        if len(set(cards)) != 3:
            continue
        groups: dict[int, list[int]] = {}
        for i, held in enumerate(suits):
            groups.setdefault(int(held or 0), []).append(i)
        shape = tuple(sorted((tuple(g) for g in groups.values()), key=lambda g: (-len(g), g)))
        if hand.suited is not None and (len(shape) == 1) != hand.suited:
            continue  # "ace king queen of spades", "K Q 5, no flush": the question says whether it is one suit
        out[shape] = plain_score([int(c) for c in cards], best_suit)[0]
    return out


def _choices(hand: WrittenHand, ways: Mapping[tuple[tuple[int, ...], ...], int], say: Mapping[str, Any],
             lang: str) -> str:
    """What each way of the hand's suits scores ("25 if all three are one suit, 20 if K and Q share a suit, …"),
    highest first, the pairs that score alike named together."""
    names = [_letters(lang)[r] for r in hand.ranks]
    one = [n for shape, n in ways.items() if len(shape) == 1]
    apart = [n for shape, n in ways.items() if len(shape) == 3]
    shared: dict[int, list[str]] = {}
    for shape, n in ways.items():
        if len(shape) == 2:
            a, b = shape[0]
            pair = say["pair"].format(a=names[a], b=names[b])
            if pair not in shared.get(n, []):  # A-A-2: either ace with the 2 is one way
                shared.setdefault(n, []).append(pair)
    parts = [say["one_suit"].format(n=n) for n in one]
    parts += [say["two_share"].format(n=n, pairs=say["or"].join(p)) for n, p in sorted(shared.items(), reverse=True)]
    parts += [say["all_differ"].format(n=n) for n in apart]
    return ", ".join(parts)


def _house_note(agreed: Mapping[str, str], say: Mapping[str, Any]) -> str:
    return "".join(say["house"].format(rule=say["house_rules"][f"{k}={v}"]) for k, v in agreed.items())


def _unsuited(question: str, lang: str, found: Sequence[tuple[int, int, WrittenHand]], said: Any,
              agreed: Mapping[str, str]) -> HandsRuling | None:
    """Hands written without (all) their suits, or under best-suit scoring: scored every way their suits can
    fall; the answer when the scores or the comparison asked come out alike every way, else that the suits
    decide and what each way scores."""
    from ..ask import question as form

    say = _say(lang)
    best_suit = bool(agreed)
    hands = [h for _, _, h in found]
    ways = [_ways(h, best_suit) for h in hands]
    if re.search(say["three_suits_said"], form.flat(question)):  # "K Q 5 of different suits": three suits
        apart = [_ways(h._replace(suited=None), best_suit) for h in hands]
        ways = [{shape: n for shape, n in a.items() if len(shape) == 3} or w for a, w in zip(apart, ways, strict=True)]
    if not all(ways):
        return None
    shown = [_shown(h, lang) for h in hands]
    scores = [sorted(set(w.values())) for w in ways]
    fixed = [s[0] if len(s) == 1 else None for s in scores]
    note = _house_note(agreed, say)
    head: tuple[str, ...] = ("house:score",) if agreed else ()
    base: dict[str, Any] = {"kind": "31-score" if len(hands) == 1 else "31-lowest", "items": shown,
            "scores": [f if f is not None else s for f, s in zip(fixed, scores, strict=True)],
            "suits_given": all(None not in h.suits for h in hands), "yes_no": bool(said.yes_no),
            "house": dict(agreed)}

    def decide(rules: tuple[str, ...]) -> HandsRuling:
        parts = [say["options"].format(hand=s, choices=_choices(h, w, say, lang)) if f is None
                 else say["scores"].format(hand=s, n=f)
                 for s, h, w, f in zip(shown, hands, ways, fixed, strict=True)]
        text = say["suits_decide"].format(options="; ".join(parts)) + note + "."
        return HandsRuling((*head, *rules), text, asked=base)

    def three_suits(h: WrittenHand, w: Mapping[tuple[tuple[int, ...], ...], int]) -> bool:
        return all(len(shape) == 3 for shape in w)

    if len(hands) == 1:
        hand, w, only = hands[0], ways[0], fixed[0]
        rest = form.blank(question, found[0][:2])
        claimed = _claimed(rest, lang)
        if only is None:
            if len(claimed) == 1 and said.yes_no:
                base["claimed"] = claimed[0]
                if claimed[0] not in scores[0]:
                    text = say["options"].format(hand=shown[0], choices=_choices(hand, w, say, lang)) + note + "."
                    return HandsRuling((*head, "31-score", "31-card-values"), text[:1].upper() + text[1:],
                                       asked=base, yes=False)
            rules = ("31-score", "31-three-suits", "31-card-values") if any(len(s) == 3 for s in w) else (
                "31-score", "31-card-values")
            return decide(rules)
        if only == 31:
            text = say["instant"].format(hand=shown[0]) + note + "."
            rules = ("31-instant-31", "31-score")
        elif three_suits(hand, w):
            text = say["three_suits"].format(hand=shown[0], n=only) + note + "."
            rules = ("31-three-suits", "31-score", "31-card-values")
        else:
            text = say["scores"].format(hand=shown[0], n=only) + note + "."
            rules = ("31-score", "31-card-values")
        yes = None
        if len(claimed) == 1 and said.yes_no:
            base["claimed"] = claimed[0]
            yes = only == claimed[0]
        return HandsRuling((*head, *rules), text, asked=base, yes=yes)
    low = [s[0] for s in scores]
    high = [s[-1] for s in scores]
    if len(hands) == 2:
        way = _way(question, lang, found, said)
        base.update(direction={1: "above", -1: "below", 0: None}[way], yes_no=bool(way))
        if low[0] > high[1] or low[1] > high[0]:
            first = low[0] > high[1]
            up, down = (0, 1) if first else (1, 0)
            if fixed[0] is not None and fixed[1] is not None:
                text = say["beats"].format(better=shown[up], worse=shown[down], a=fixed[up], b=fixed[down])
            else:
                text = say["beats_any"].format(better=shown[up], worse=shown[down], a=low[up], b=high[down])
            base["first_better"] = first
            return HandsRuling((*head, "31-lowest-loses", "31-score"), text[:1].upper() + text[1:] + note + ".",
                               asked=base, yes=(first if way > 0 else not first) if way else None)
        if fixed[0] is not None and fixed[0] == fixed[1]:
            text = say["tie"].format(first=shown[0], second=shown[1], n=fixed[0])
            return HandsRuling((*head, "31-tied-lowest", "31-score"), text[:1].upper() + text[1:] + note + ".",
                               asked=base, yes=False if way else None)
        return decide(("31-score", "31-lowest-loses"))
    sure = [i for i, f in enumerate(fixed) if f is not None and all(f < low[j] for j in range(len(hands)) if j != i)]
    if sure:  # one hand scores less than any other can, whatever the suits
        return HandsRuling((*head, "31-lowest-loses", "31-score"),
                           say["lowest"].format(hand=shown[sure[0]], n=fixed[sure[0]]) + note + ".", asked=base)
    if all(f is not None for f in fixed):
        least = min(low)
        lowest = [s for s, n in zip(shown, low, strict=True) if n == least]
        if len(lowest) > 1:
            return HandsRuling((*head, "31-tied-lowest", "31-lowest-loses"),
                               say["tied"].format(hands=say["and"].join(lowest), n=least) + note + ".", asked=base)
        return HandsRuling((*head, "31-lowest-loses",),
                           say["lowest"].format(hand=lowest[0], n=least) + note + ".", asked=base)
    return decide(("31-score", "31-lowest-loses"))


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
