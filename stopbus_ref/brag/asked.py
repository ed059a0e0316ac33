"""The Brag ruling on what a question compares: kinds of hand, hands written out, or a hand and a kind.

A question is read into a structured question first (`Structured`): its kind (category against category, hand
against hand, "is this a run?", who loses among several hands), the items it compares in the order it names them,
which way it says the first stands to the second (`ask.question.direction`: "does a flush beat a run?" +1, "is a
flush worse than a pair?" -1), whether it asks yes or no, and a table's agreement it states ("we play flush over
run", "bij ons gaat flush boven run", "chez nous la couleur bat la suite"), which then orders the hands for this
answer. The game's own ranking and comparison then judge it: the verdict is computed, not recalled, and the rules
cited are the comparison's own reasons' rules.

"K 7 3 spades against K 7 2 diamonds" is settled by flush-order, "K K 6 vs K K 6" by suit-tiebreak-duplicate,
"J 9 4 all hearts vs a pair of aces" by ranking: `compare_hands` says which, as it does at a showdown. Suits the
question does not give are filled in so that no hand is a flush unless the question says it is, and two hands
written alike hold different cards; a verdict that would rest on a filled-in suit is not given as a winner:
the answer says that the suits decide, and in which order (suit-tiebreak), naming no suit.

The sentences are each language's (the `say` of the game's words-LANG.json), so that a Dutch question gets a
Dutch answer; the English verdicts on two hands are the comparison's own reasons.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from ..ask import question as form
from ..ask.hands import HandsRuling, WrittenHand, fold, read_hands_at
from ..ask.words import game_words
from ..core.cards import DECK, make_card
from .ranking import SEEDS_ORDER, Category, Order, classify_ranks
from .rule_ids import RuleId

CATEGORY = {"prial": Category.PRIAL, "running flush": Category.RUNNING_FLUSH, "run": Category.RUN,
            "flush": Category.FLUSH, "pair": Category.PAIR, "high card": Category.HIGH_CARD}
"""The categories by the names of the game's words files."""
NAME = {v: k for k, v in CATEGORY.items()}


@cache
def _category_patterns(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The Brag hand categories as the language's players name them (patterns, the longer names first, so that a
    running flush is not also read as a run and a flush: the `categories` of the game's words-LANG.json),
    compiled once: each name between the separators of a question's words."""
    categories: dict[str, str] = game_words("brag", lang)["categories"]
    spaced = {name: pattern.replace(" ", r"\s+") for name, pattern in categories.items()}
    return tuple((name, re.compile(rf"(?<=[\s,;:(]){pattern}(?=[\s,;:?!.)])")) for name, pattern in spaced.items())


def find_categories(text: str, lang: str = "en") -> list[tuple[int, int, str]]:
    """The hand categories the question names, with their places in `ask.question.flat(text)`, in order."""
    flat = " " + form.flat(text) + " "
    found: list[tuple[int, int, str]] = []
    for name, pattern in _category_patterns(lang):
        for m in pattern.finditer(flat):
            found.append((m.start() - 1, m.end() - 1, name))
            flat = flat[:m.start()] + "#" * (m.end() - m.start()) + flat[m.end():]
    return sorted(found)


def read_categories(text: str, lang: str = "en") -> list[str]:
    """The hand categories the question names, in the order it names them ("is a run better than a flush":
    run, flush); a category named twice is listed once."""
    return list(dict.fromkeys(name for _, _, name in find_categories(text, lang)))


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


class Structured(NamedTuple):
    """A question as the game reads it: what it compares and how (the `asked` of `ask --json`)."""

    kind: str
    """"category-vs-category", "hand-vs-hand", "hand-vs-category", "is-category", "best-or-worst" or
    "who-loses"."""
    items: tuple[str, ...]
    """The categories or hands compared, in the order the question names them."""
    direction: int
    """+1: the question says the first item is above the second; -1: below; 0: it asks which."""
    yes_no: bool
    house: dict[str, str]
    """The house rules the question states (`{"run-vs-flush": "flush"}`): they apply to this answer."""

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "items": list(self.items),
                "direction": {1: "above", -1: "below", 0: None}[self.direction], "yes_no": self.yes_no,
                "house": self.house}


def _say(lang: str) -> dict[str, Any]:
    said: dict[str, Any] = game_words("brag", lang)["say"]
    return said


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _stated_house(text: str, lang: str) -> tuple[dict[str, str], tuple[int, int] | None]:
    """The house rule a question states in its agreement clause, and that clause's span: run against flush, read
    with the direction words ("we play flush over run": flush above run)."""
    span = form.house_clause(text)
    if span is None:
        return {}, None
    clause = form.blank(text, (0, span[0]))[:span[1]]
    cats = [c for c in find_categories(clause, lang) if c[0] >= span[0]]
    if [c[2] for c in cats] == ["flush"]:  # "we play flush over run": a run named bare
        bare = re.search(_say(lang)["bare_run"], form.flat(clause)[span[0]:])
        if bare:
            cats = sorted([*cats, (span[0] + bare.start(), span[0] + bare.end(), "run")])
    names = [c[2] for c in cats]
    if len(cats) >= 2 and set(names[:2]) == {"run", "flush"}:
        way = form.direction(clause, lang, cats[0][:2], cats[1][:2])
        if way:
            top = names[0] if way > 0 else names[1]
            return {"run-vs-flush": top}, span
    return {}, span


RANKING_HOUSE = ("run-vs-flush", "top-prial", "top-run")
"""The house rules that change which hand beats which (`ask --house` applies them to a computed comparison)."""
_DEFAULTS = {"run-vs-flush": "run", "top-prial": "threes", "top-run": "a23"}


def _order(house: dict[str, str]) -> Order:
    order = Order(house.get("run-vs-flush") == "flush", house.get("top-prial") == "aces",
                  house.get("top-run") == "akq")
    return SEEDS_ORDER if order == SEEDS_ORDER else order


def _place(cat: Category, order: Order) -> int:
    """The category's place in the order, 0 the best (a flush above a run under `run-vs-flush: flush`)."""
    if order.flush_over_run and cat in (Category.RUN, Category.FLUSH):
        return 5 - cat  # run 2 <-> flush 3
    return int(cat)


def _house_note(house: dict[str, str], lang: str, given: frozenset[str] = frozenset()) -> str:
    """What the answer adds for the house rules it was ruled under: those the question states, and those the
    table gives (`ask --house`, the keys in `given`), each said as such."""
    say = _say(lang)
    return "".join(say["house_given" if k in given else "house"].format(rule=say["house_rules"][f"{k}={v}"])
                   for k, v in house.items())


def _answer(text: str, lang: str, claim: bool | None, yes_no: bool | None) -> tuple[str, bool | None]:
    """The verdict sentence and the yes or no it answers with (None: no yes/no question, or no claim)."""
    sentence = _cap(text) + "."
    return sentence, (claim if yes_no else None)


def rule_hands(question: str, lang: str, table: Mapping[str, str] | None = None) -> HandsRuling | None:
    """What the Brag rules say of the hands the question writes out or the kinds of hand it names (or who deals
    next in the seating it names), with the structured question and, for a yes/no question, its yes or no.
    `table`: the table's house rules (`ask --house`); a house rule the question states wins for its key."""
    seated = next_dealer(question, lang, table or {})
    if seated is not None:
        return seated
    question = question.replace("œ", "oe").replace("Œ", "Oe")  # as the hands are read: places stay the same
    house, clause = _stated_house(question, lang)
    if clause is not None and not house:
        return None  # an agreement the question states but this reading does not: the house rules answer it
    given = {k: v for k, v in (table or {}).items() if k in RANKING_HOUSE and k not in house
             and v != _DEFAULTS.get(k)}
    house = {**given, **house}
    text = form.blank(question, clause) if clause else question
    hands = read_hands_at(text, lang)
    named = find_categories(text, lang)

    def crosses(c: tuple[int, int, str], s: int, e: int) -> bool:
        return c[0] < e and c[1] > s and not (s <= c[0] and c[1] <= e)

    # A kind of hand that runs across a hand read from words is the kind ("een paar, drie dezelfde"); one inside
    # it is the hand's own word ("a prial of 3s").
    hands = [h for h in hands if not any(crosses(c, h[0], h[1]) for c in named)]
    cats = [c for c in named if all(c[1] <= s or c[0] >= e for s, e, _ in hands)]
    said = form.read(text, lang)
    if len(hands) >= 2:
        return _hands(text, lang, hands, said, house, frozenset(given))
    if len(hands) == 1 and len(cats) == 1:
        alone = read_hands_at(form.blank(text, cats[0][:2]), lang)  # the kind named says nothing of its suits
        hand = alone[0] if len(alone) == 1 else hands[0]
        against = _hand_against(text, lang, hand, cats[0], said, house, frozenset(given))
        if against is not None:
            return against
        if _linked(text, lang, hands[0][:2], cats[0][:2]):
            return _is_category(text, lang, hand, cats[0], said)
    distinct = [c for i, c in enumerate(cats) if c[2] not in [d[2] for d in cats[:i]]]
    if len(distinct) >= 3 or (distinct and re.search(_say(lang).get("negated", "^$"),
                                                     form.flat(text)[max(0, distinct[0][0] - 30):distinct[0][0]])):
        return None  # three kinds at once ("a flush, a pair, high card: who loses?"), or none held ("no pair")
    if len(distinct) >= 2 and not hands:
        return _categories(text, lang, distinct, said, house, frozenset(given))
    if len(distinct) == 1 and not hands and said.yes_no:
        return _superlative(text, lang, distinct[0])
    return None


def _superlative(text: str, lang: str, cat: tuple[int, int, str]) -> HandsRuling | None:
    """"Is a prial the best hand?", "is high card the worst hand?": the kind asked of against the top or the
    bottom of the ranking (a prial tops it and a high card hand ends it under every house order). A question on
    prials cites prial-order first, the rule that orders the best hands, with the ranking."""
    say = _say(lang)
    after = form.flat(text)[cat[1]:]
    for end, top in (("best", Category.PRIAL), ("worst", Category.HIGH_CARD)):
        if re.search(say["superlative"][end], after):
            sentence = say[f"{end}_is"].format(name=say["names"][NAME[top]])
            verdict, yes = _answer(sentence, lang, CATEGORY[cat[2]] is top, True)
            asked = Structured("best-or-worst", (cat[2], end), 0, True, {})
            rules = ("prial-order", "ranking") if CATEGORY[cat[2]] is Category.PRIAL else ("ranking",)
            return HandsRuling(rules, verdict, sure=False, asked=asked.as_dict(), yes=yes)
    return None


def next_dealer(question: str, lang: str, table: Mapping[str, str]) -> HandsRuling | None:
    """Who deals next in the seating a question names ("Ann, Ben, Cat and Dan; Ann dealt and Ben is out: who
    deals?"), as the engine decides it: when the player who would deal next was just eliminated, the dealer deals
    again (dealer-skip), unless the table plays `dealer-skip: false`; else the next player still in on the
    dealer's left (dealer-rotation)."""
    from ..ask.seats import read_seating
    from ..core.seating import left_of

    seated = read_seating(question, lang)
    if seated is None:
        return None
    say = _say(lang)
    alive = [p for p in seated.seats if p not in seated.out]
    scheduled = left_of(seated.seats, seated.dealer, [*alive, *seated.out])
    skip = scheduled in seated.out and seated.dealer in alive
    house: dict[str, str] = {}
    if skip and table.get("dealer-skip", "true") != "false":
        who = seated.dealer
        first = left_of(seated.seats, who, alive)
        text = say["deals_again"].format(dealer=who, out=scheduled, first=first)
        rules: tuple[str, ...] = (str(RuleId.DEALER_SKIP), str(RuleId.DEALER_ROTATION))
    else:
        who = left_of(seated.seats, seated.dealer, alive)
        if skip:
            house = {"dealer-skip": "false"}
            text = say["deals_next_house"].format(next=who, out=scheduled, dealer=seated.dealer)
            rules = (str(RuleId.HOUSE_DEALER_SKIP), str(RuleId.DEALER_ROTATION), str(RuleId.DEALER_SKIP))
        else:
            text = say["deals_next"].format(next=who, dealer=seated.dealer)
            rules = (str(RuleId.DEALER_ROTATION), str(RuleId.DEALER_SKIP))
    said = form.read(question, lang)
    yes_no = bool(said.yes_no) and seated.claimed is not None
    asked = {"kind": "next-dealer", "items": list(seated.seats), "dealer": seated.dealer, "out": list(seated.out),
             "next_dealer": who, "yes_no": yes_no, "house": house}
    if yes_no:
        asked["claimed"] = seated.claimed
    return HandsRuling(rules, _cap(text) + ".", sure=True, asked=asked,
                       yes=(seated.claimed == who) if yes_no else None)


def _linked(text: str, lang: str, hand: tuple[int, int], cat: tuple[int, int]) -> bool:
    """Whether the question says the hand is of the kind ("is K A 2 a run?", "does 7 8 9 count as a run?",
    "telt A 2 3 als een run?"): only linking words stand between them ("is 2 2 2 the worst trips" says more)."""
    lo, hi = (hand[1], cat[0]) if hand[1] <= cat[0] else (cat[1], hand[0])
    flat = form.flat(text)
    gap = re.findall(r"[\w']+", flat[lo:hi])
    links = set(_say(lang)["links"])
    lead = re.findall(r"[\w']+", flat[cat[0]:cat[1]])[:1]
    return len(gap) <= 4 and all(w in links for w in gap) and any(w in links for w in gap + lead)


def _categories(text: str, lang: str, cats: Sequence[tuple[int, int, str]], said: form.Form,
                house: dict[str, str], given: frozenset[str] = frozenset()) -> HandsRuling:
    """Category against category: the first named against the second, in the order of the table's rules."""
    order = _order(house)
    a, b = cats[0], cats[1]
    way = form.direction(text, lang, a[:2], b[:2])
    choice = form.between_or(text, lang, a[:2], b[:2])
    yes_no = bool(said.yes_no or (said.yes_no is None and way)) and bool(way) and not choice
    ca, cb = CATEGORY[a[2]], CATEGORY[b[2]]
    better, worse = (ca, cb) if _place(ca, order) < _place(cb, order) else (cb, ca)
    say = _say(lang)
    sentence = say["beats"].format(better=say["names"][NAME[better]], worse=say["names"][NAME[worse]])
    said_house = {k: v for k, v in house.items() if k == "run-vs-flush"}
    sentence += _house_note(said_house, lang, given)
    rules: tuple[str, ...] = ("ranking",)
    if said_house and {ca, cb} == {Category.RUN, Category.FLUSH}:
        rules = (str(RuleId.HOUSE_RUN_VS_FLUSH), "ranking")
    claim = (better == ca) if way > 0 else (better == cb)
    verdict, yes = _answer(sentence, lang, claim, yes_no)
    asked = Structured("category-vs-category", (a[2], b[2]), way if yes_no else 0, yes_no, house)
    return HandsRuling(rules, verdict, sure=False, asked=asked.as_dict(), yes=yes)


def _hand_against(text: str, lang: str, at: tuple[int, int, WrittenHand], cat: tuple[int, int, str],
                  said: form.Form, house: dict[str, str], given: frozenset[str]) -> HandsRuling | None:
    """"Does K K 6 beat a flush?", "verliest 9 7 4 van een paar?": the hand's kind against the kind named, in the
    table's order, read with the question's direction words. A hand written without suits that its suits could
    make another kind (9-7-4 a flush, 8-9-10 a running flush) is answered yes or no only when both kinds give the
    same answer; otherwise the answer says that the suits decide (and, where its suits would make it the kind named,
    that the cards of both hands do: "does K K 6 beat a pair?" has no yes or no). A question that says no
    direction, asks for the best or the worst of a kind, or asks what or which, is no ruling here."""
    hand = at[2]
    if len(hand.ranks) != 3 or (not hand.kicker and len(set(hand.ranks)) == 3) or said.yes_no is False:
        return None
    say = _say(lang)
    if re.search(say["superlative_word"], form.flat(text)):
        return None  # "is A 2 3 the best run?": the kind's own order, not a comparison with it
    first_is_hand = at[0] < cat[0]
    spans = (at[:2], cat[:2]) if first_is_hand else (cat[:2], at[:2])
    way = form.direction(text, lang, *spans)
    if not way or form.between_or(text, lang, *spans):
        return None
    named = CATEGORY[cat[2]]
    suits = (False, True) if hand.suited is None and len(set(hand.ranks)) == 3 else (bool(hand.suited),)
    kinds = list(dict.fromkeys(classify_ranks(hand.ranks, s)[0] for s in suits))
    order = _order(house)
    names = say["names"]
    shown = "-".join(_rank_letter(r) for r in hand.ranks)

    def hand_wins(kind: Category) -> bool:
        return _place(kind, order) < _place(named, order)

    def beats(kind: Category) -> str:
        if kind is named:
            return str(say["same_kind"].format(name=names[NAME[named]]))
        better, worse = (kind, named) if hand_wins(kind) else (named, kind)
        return str(say["beats"].format(better=names[NAME[better]], worse=names[NAME[worse]]))

    def claim(kind: Category) -> bool | None:
        return None if kind is named else hand_wins(kind) == ((way > 0) == first_is_hand)

    claims = {claim(k) for k in kinds}
    if len(kinds) == 1:
        opening = say["is_a"].format(hand=shown, name=names[NAME[kinds[0]]])
    else:
        opening = say["only_suited"].format(hand=shown, name=names[NAME[kinds[1]]], actual=names[NAME[kinds[0]]])
    sentence = "; ".join([opening, *(beats(k) for k in kinds)])
    said_house = {k: v for k, v in house.items() if k == "run-vs-flush"}
    rules: tuple[str, ...] = ("ranking",)
    if said_house and {Category.RUN, Category.FLUSH} <= {named, *kinds}:
        sentence += _house_note(said_house, lang, given)
        rules = (str(RuleId.HOUSE_RUN_VS_FLUSH), "ranking")
    verdict, yes = _answer(sentence, lang, claims.pop() if len(claims) == 1 else None, True)
    items = (shown, cat[2]) if first_is_hand else (cat[2], shown)
    asked = {**Structured("hand-vs-category", items, way, True, house).as_dict(),
             "hand_kinds": [NAME[k] for k in kinds]}
    return HandsRuling(rules, verdict, sure=len(kinds) == 1, asked=asked, yes=yes)


def _hand_text(hand: WrittenHand, cards: tuple[int, int, int]) -> str:
    """The hand as its ranks read (K-K-6, A-2-3), a pair named without its odd card as the pair alone (A-A)."""
    from .ranking import rank_hand

    if not hand.kicker:
        r = hand.ranks[0]
        return "-".join([rank_hand(cards).rank_class.ranks_text().split("-")[0]] * (3 if hand.ranks[2] == r else 2))
    return rank_hand(cards).rank_class.ranks_text()


def _is_category(text: str, lang: str, at: tuple[int, int, WrittenHand], cat: tuple[int, int, str],
                 said: form.Form) -> HandsRuling | None:
    """"Is K A 2 a run?": the hand's category against the one named (runs: run-order decides which are runs)."""
    hand = at[2]
    if len(hand.ranks) != 3 or not hand.kicker:
        return None
    named = CATEGORY[cat[2]]
    say = _say(lang)
    names = say["names"]
    shown = "-".join(_rank_letter(r) for r in hand.ranks)
    suited = hand.suited
    actual, _ = classify_ranks(hand.ranks, bool(suited))
    run_like = named in (Category.RUN, Category.RUNNING_FLUSH)
    rules: tuple[str, ...] = (str(named.order_rule), "ranking") if run_like else ("ranking",)
    args = {"hand": shown, "name": names[cat[2]], "actual": names[NAME[actual]],
            "bare": say.get("bare", {}).get(cat[2], names[cat[2]])}
    claim: bool | None
    if suited is None and named in (Category.FLUSH, Category.RUNNING_FLUSH) and len(set(hand.ranks)) == 3:
        unsuited, _ = classify_ranks(hand.ranks, False)
        suited_cat, _ = classify_ranks(hand.ranks, True)
        if suited_cat is named:
            sentence, claim = say["only_suited"].format(**{**args, "actual": names[NAME[unsuited]]}), None
        else:
            sentence, claim = say["not_a"].format(**{**args, "actual": names[NAME[unsuited]]}), False
    elif named is Category.RUN and actual is Category.RUNNING_FLUSH:
        sentence, claim = say["is_a_also"].format(**args), True
    elif actual is named:
        sentence, claim = say["is_a"].format(**args), True
    else:
        sentence, claim = say["not_a"].format(**args), False
    yes_no = said.yes_no is not False
    verdict, yes = _answer(sentence, lang, claim, yes_no)
    asked = Structured("is-category", (shown, cat[2]), 0, yes_no, {})
    return HandsRuling(rules, verdict, sure=True, asked=asked.as_dict(), yes=yes)


def _rank_letter(rank: int) -> str:
    from ..core.cards import RANK_NAMES

    return RANK_NAMES[rank]


def _hands(text: str, lang: str, hands: Sequence[tuple[int, int, WrittenHand]], said: form.Form,
           house: dict[str, str], given: frozenset[str] = frozenset()) -> HandsRuling | None:
    """Hand against hand (or who loses among several): the game's comparison, its last reason's rules."""
    ruling = compare_written([h for _, _, h in hands], lang, _order(house))
    if ruling is None or ruling.asked is None:
        return ruling
    asked = dict(ruling.asked)
    first_better = asked.pop("first_better", None)
    verdict = ruling.verdict
    if house and verdict and lang != "en":
        verdict = verdict[:-1] + _house_note(house, lang, given) + "."
    elif given and verdict:  # the English reasons name the order, not that the table chose it
        verdict = verdict[:-1] + _house_note({k: house[k] for k in given}, lang, given) + "."
    if asked["kind"] != "hand-vs-hand" or first_better is None:
        asked.update(direction=None, yes_no=bool(said.yes_no), house=house)
        return ruling._replace(verdict=verdict, asked=asked)
    way = form.direction(text, lang, hands[0][:2], hands[1][:2])
    choice = form.between_or(text, lang, hands[0][:2], hands[1][:2])
    yes_no = bool(said.yes_no or (said.yes_no is None and way)) and bool(way) and not choice
    claim = first_better if way > 0 else not first_better
    asked.update(direction={1: "above", -1: "below", 0: None}[way if yes_no else 0], yes_no=yes_no, house=house)
    return ruling._replace(verdict=verdict, asked=asked, yes=claim if yes_no else None)


def compare_written(hands: Sequence[WrittenHand], lang: str = "en", order: Order = SEEDS_ORDER
                    ) -> HandsRuling | None:
    """The rules that decide between two or more written hands, the most specific first, and the verdict (None
    for a single hand: one hand alone is settled by no comparison)."""
    from .compare import compare_hands

    cards = [_cards(h, i) for i, h in enumerate(hands)]
    dealt = [c for c in cards if c is not None]
    if len(dealt) < 2 or len(dealt) != len(cards):
        return None
    shown = [_hand_text(h, c) for h, c in zip(hands, dealt, strict=True)]
    say = _say(lang)
    pairs = [h.ranks[0] for h in hands if not h.kicker]
    if pairs and all(h.ranks[0] == h.ranks[1] == pairs[0] for h in hands):
        return HandsRuling(("pair-order",), asked={"kind": "hand-vs-hand", "items": shown})
    comparison = compare_hands(dealt, order=order)
    kind = "hand-vs-hand" if len(dealt) == 2 else "who-loses"
    asked: dict[str, Any] = {"kind": kind, "items": shown}
    if len(dealt) > 2:
        reason = comparison.reasons[-1]
        rules = tuple(str(rule) for rule in reversed(reason.rules))
        suit_guessed = reason.decided_by_suit and any(None in h.suits for h in hands)
        if comparison.worst is None or suit_guessed or not all(h.kicker for h in hands):
            verdict = _cap(say["suits"]) + "." if suit_guessed else ""
            return HandsRuling(rules, verdict, asked=asked)
        worst = shown[comparison.worst]
        return HandsRuling((*rules, "worst-loses"), _cap(say["worst"].format(hand=worst)) + ".", asked=asked)
    reason = comparison.reasons[-1]
    rules = tuple(str(rule) for rule in reversed(reason.rules))
    suit_guessed = reason.decided_by_suit and any(None in h.suits for h in hands)
    by_pairs_alone = reason.rules == (RuleId.PAIR_ORDER,) and "odd card" not in reason.text
    odd_card_guessed = not all(h.kicker for h in hands) and not by_pairs_alone
    if suit_guessed:
        return HandsRuling(rules, _cap(say["suits"]) + ".", asked=asked)
    if reason.tied or odd_card_guessed:
        return HandsRuling(rules, asked=asked)
    first = comparison.order[0].index == 0
    asked["first_better"] = first
    better_i, worse_i = (0, 1) if first else (1, 0)
    if shown[0] == shown[1]:  # the same ranks: the hands are told apart by their cards as written
        shown = [" ".join(c.symbol() for c in sorted((DECK[x] for x in d), reverse=True)) for d in dealt]
        b, w = shown[better_i], shown[worse_i]
        text = reason.text if lang == "en" else say["suits_decided"]
        return HandsRuling(rules, _cap(say["beats"].format(better=b, worse=w)) + ": " + text + ".", asked=asked)
    if lang == "en":
        better, worse = (p.rank.rank_class.ranks_text() for p in comparison.order)
        named = reason.text.startswith(better) or not all(h.kicker for h in hands)
        text = reason.text if named else f"{better} beats {worse}: {reason.text}"
        if order is not SEEDS_ORDER and not named:
            text = f"{better} beats {worse}: {reason.text}"
        return HandsRuling(rules, _cap(text) + ".", asked=asked)
    cat_b, cat_w = (comparison.order[k].rank.category for k in (0, 1))
    b, w = shown[better_i], shown[worse_i]
    if cat_b is cat_w:
        sentence = say["hands_same"].format(better=b, worse=w, plural=say["plurals"][NAME[cat_b]])
    else:
        sentence = say["hands_cat"].format(better=b, worse=w, cat_better=say["names"][NAME[cat_b]],
                                           cat_worse=say["names"][NAME[cat_w]])
    return HandsRuling(rules, _cap(sentence) + ".", asked=asked)


__all__ = ["compare_written", "find_categories", "fold", "read_categories", "read_hands_at", "rule_hands"]
