"""`stopbus ask` reads the hands a question writes out and answers with the rule that settles them.

The reading (asked_hands.read_hands) is checked on written forms in three languages and on questions that write
numbers but no hand; the Brag ruling (brag/asked.py) against an independent reading of the ranking rules over
random pairs of hands; the 31-point ruling against the scorer.
"""

from __future__ import annotations

import doctest
import random
import re

import pytest

from stopbus_ref.ask import hands as asked_hands
from stopbus_ref.ask.hands import WrittenHand, read_hands
from stopbus_ref.ask.search import ask
from stopbus_ref.brag.asked import compare_written as brag_ruling
from stopbus_ref.core.cards import SUIT_LETTERS, SUIT_SYMBOLS, make_card
from stopbus_ref.thirty_one.asked import score_written as ruling_31
from stopbus_ref.thirty_one.scoring import quick_score

RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}


def brag_rules(hands: list[WrittenHand]) -> tuple[str, ...]:
    ruling = brag_ruling(hands)
    return ruling.rules if ruling else ()


def rules_31(hands: list[WrittenHand]) -> tuple[str, ...]:
    ruling = ruling_31(hands)
    return ruling.rules if ruling else ()


def test_asked_hands_doctests_pass() -> None:
    assert doctest.testmod(asked_hands).failed == 0


@pytest.mark.parametrize(("question", "lang", "ranks", "suited"), [
    ("K K 6 against K K 6, which one loses?", "en", [(13, 13, 6), (13, 13, 6)], [None, None]),
    ("KK6 or QQA", "en", [(13, 13, 6), (12, 12, 14)], [None, None]),
    ("is 7-8-9 in spades better than 10 J Q mixed", "en", [(7, 8, 9), (10, 11, 12)], [True, False]),
    ("J 9 2 of clubs v 5 4 3 of diamonds", "en", [(11, 9, 2), (5, 4, 3)], [True, True]),
    ("Ks 7s 3s vs 9h 8h 2h", "en", [(13, 7, 3), (9, 8, 2)], [True, True]),
    ("5♥ 5♣ A♦ tegen 5♠ 5♦ A♣", "nl", [(5, 5, 14), (5, 5, 14)], [False, False]),
    ("H V B tegen A H V", "nl", [(13, 12, 11), (14, 13, 12)], [None, None]),
    ("R D V contre A R D", "fr", [(13, 12, 11), (14, 13, 12)], [None, None]),
    ("a pair of nines with a king or two eights with an ace", "en", [(9, 9, 13), (8, 8, 14)], [False, False]),
    ("drie boeren tegen drie vrouwen", "nl", [(11, 11, 11), (12, 12, 12)], [False, False]),
    ("brelan de valets contre paire d'as", "fr", [(11, 11, 11), (14, 14, 2)], [False, False]),
    ("the queen of spades, the 9 of spades and the 4 of hearts", "en", [(12, 9, 4)], [False]),
    ("schoppen vrouw, schoppen 9 en schoppen 4", "nl", [(12, 9, 4)], [True]),
    ("la dame de pique, le 9 de pique et le 4 de pique", "fr", [(12, 9, 4)], [True]),
    ("we both held 9 6 3, who goes down?", "en", [(9, 6, 3), (9, 6, 3)], [None, None]),
    ("does ace king queen beat ace two three", "en", [(14, 13, 12), (14, 2, 3)], [None, None]),
    ("heer vrouw boer tegen aas heer vrouw", "nl", [(13, 12, 11), (14, 13, 12)], [None, None]),
    ("roi dame valet contre as deux trois", "fr", [(13, 12, 11), (14, 2, 3)], [None, None]),
])
def test_hands_written_in_three_languages_are_read(question: str, lang: str, ranks: list[tuple[int, ...]],
                                                   suited: list[bool | None]) -> None:
    hands = read_hands(question, lang)
    assert [h.ranks for h in hands] == ranks
    assert [h.suited for h in hands] == suited


@pytest.mark.parametrize(("question", "lang"), [
    ("we have 3 players and 2 decks, is that ok", "en"),
    ("can 9 of us play?", "en"),
    ("can I take 2 cards from the middle", "en"),
    ("what is 31 times 3", "en"),
    ("how many points is a 7 worth", "en"),
    ("met hoeveel spelers, 2 tot 8?", "nl"),
    ("A la fin, qui gagne ?", "fr"),
    ("I have a pair", "en"),
])
def test_questions_that_write_no_hand_read_none(question: str, lang: str) -> None:
    assert read_hands(question, lang) == []


def _category(cards: tuple[int, int, int]) -> str:
    """The hand's category by 000 §02, read from ranks and suits here (not by the package's tables)."""
    ranks = sorted((c // 4 + 2 for c in cards), reverse=True)
    suited = len({c % 4 for c in cards}) == 1
    run = ranks[0] - ranks[1] == ranks[1] - ranks[2] == 1 or ranks == [14, 3, 2]
    if len(set(ranks)) == 1:
        return "prial"
    if run:
        return "running flush" if suited else "run"
    if suited:
        return "flush"
    return "pair" if len(set(ranks)) == 2 else "high card"


ORDER_RULE = {"prial": "prial-order", "running flush": "run-order", "run": "run-order", "flush": "flush-order",
              "pair": "pair-order", "high card": "high-card-order"}


def _deciding_rule(a: tuple[int, int, int], b: tuple[int, int, int]) -> str:
    """An independent reading of which Brag rule decides between two hands (000 §02-§03)."""
    if _category(a) != _category(b):
        return "ranking"
    ranks_a = sorted((c // 4 + 2 for c in a), reverse=True)
    ranks_b = sorted((c // 4 + 2 for c in b), reverse=True)
    if ranks_a != ranks_b:
        return ORDER_RULE[_category(a)]
    top = ranks_a[0]
    if top == 14 and (ranks_a[1:] == [3, 2] or (_category(a) == "pair" and ranks_a[1] == ranks_a[2])):
        return "tiebreak-card"
    return "suit-tiebreak-duplicate" if ranks_a.count(top) > 1 else "suit-tiebreak"


def _written(cards: tuple[int, int, int], style: int) -> str:
    """A hand as a player might type it: K♠ 7♠ 3♠, Ks 7s 3s or K-7-3 of spades (one suit only)."""
    ranks = [RANK_TEXT.get(c // 4 + 2, str(c // 4 + 2)) for c in cards]
    if style == 0:
        return " ".join(r + SUIT_SYMBOLS[c % 4] for r, c in zip(ranks, cards, strict=True))
    if style == 1:
        return " ".join(r + SUIT_LETTERS[c % 4] for r, c in zip(ranks, cards, strict=True))
    return "-".join(ranks) + " of " + ("clubs", "diamonds", "hearts", "spades")[cards[0] % 4]


def test_ranking_rule_deciding_written_hands_matches_an_independent_reading() -> None:
    rng = random.Random(17)
    deck = list(range(52))
    checked = 0
    for _ in range(3000):
        a, b = (tuple(sorted(rng.sample(deck, 3))) for _ in range(2))
        if set(a) & set(b):
            continue
        style = rng.randrange(3)
        if style == 2 and not (len({c % 4 for c in a}) == 1 and len({c % 4 for c in b}) == 1):
            style = 0
        hands = read_hands(f"{_written(a, style)} vs {_written(b, style)}, who loses?")
        assert [tuple(make_card(r, s or 0) for r, s in zip(h.ranks, h.suits, strict=True)) for h in hands] == [
            tuple(a), tuple(b)]
        assert brag_rules(hands)[0] == _deciding_rule(a, b)  # type: ignore[arg-type]
        checked += 1
    assert checked > 2000


@pytest.mark.parametrize(("ranks", "rule"), [
    ([(13, 13, 13), (3, 3, 3)], "prial-order"),
    ([(13, 13, 6), (13, 13, 6)], "suit-tiebreak-duplicate"),
    ([(5, 5, 14), (5, 5, 14)], "tiebreak-card"),
    ([(12, 10, 4), (12, 10, 4)], "suit-tiebreak"),
    ([(14, 14, 2), (13, 13, 2)], "pair-order"),
    ([(9, 8, 7), (14, 2, 3)], "run-order"),
    ([(9, 9, 2), (8, 7, 4)], "ranking"),
])
def test_ranks_without_suits_are_settled_by_the_rule_that_decides_them(ranks: list[tuple[int, int, int]],
                                                                       rule: str) -> None:
    hands = [WrittenHand(r, (None, None, None), False) for r in ranks]
    assert brag_rules(hands)[0] == rule


def test_one_hand_alone_is_settled_by_no_comparison() -> None:
    assert brag_rules(read_hands("is ace two three the best run")) == ()


def test_pair_order_same_pair_with_odd_cards_unnamed_is_the_odd_card() -> None:
    hands = read_hands("both of us have a pair of tens, who wins?")
    assert brag_rules(hands) in ((), ("pair-order",))
    assert brag_rules(read_hands("a pair of tens against a pair of tens")) == ("pair-order",)


def test_31_score_a_written_hand_is_settled_by_how_it_scores() -> None:
    def rules(text: str) -> tuple[str, ...]:
        return rules_31(read_hands(text))

    assert rules("A♥ 3♣ 2♣, what's that worth")[0] == "31-score"
    assert rules("A♠ K♠ Q♠ straight from the deal")[0] == "31-instant-31"
    assert rules("A♠ 9♥ 4♦ what do I score")[0] == "31-three-suits"
    assert rules("K♥ 9♥ 2♣ vs 10♦ 9♦ 2♠")[0] == "31-tied-lowest"
    assert quick_score([int(make_card(13, 2)), int(make_card(9, 2)), int(make_card(2, 0))]) == 19
    assert rules("K♥ 9♥ 2♣ vs 10♦ 8♦ 2♠")[0] == "31-lowest-loses"
    assert rules("K K 6 vs K K 6") == ()  # no suits: the score is unknown


@pytest.mark.parametrize(("game", "question", "rule"), [
    ("brag", "Q-9-4 clubs vs Q-9-3 hearts, which flush wins?", "flush-order"),
    ("brag", "I had J J 4 and she had J J 4, who lost?", "suit-tiebreak-duplicate"),
    ("brag", "I had 4 4 J and she had 4 4 J, who lost?", "suit-tiebreak"),  # the jack is the highest-ranked card
    ("brag", "mes 8 8 8 contre ses 3 3 3 ?", "prial-order"),
    ("brag", "Q K A tegen A 2 3, wat is hoger?", "run-order"),
    ("thirty-one", "is A♦ K♦ Q♦ an instant win?", "31-instant-31"),
])
def test_ask_answers_a_hand_question_with_the_rule_that_settles_it(game: str, question: str, rule: str) -> None:
    answers = ask(game, question).answers
    assert answers and answers[0].rule == rule


def test_house_rules_a_table_agreement_with_hands_is_not_settled_by_the_seeds_rule() -> None:
    answers = ask("brag", "at our table A K Q is the top run and A 2 3 the bottom, can we play that?").answers
    assert answers and answers[0].rule == "house:top-run"


@pytest.mark.parametrize(("game", "question", "verdict"), [
    ("brag", "Q-9-4 clubs vs Q-9-3 hearts, which flush wins?",
     "Q-9-4 beats Q-9-3 as flushes on the lowest card, 4 over 3."),
    ("brag", "7 7 2 or 6 5 4, who loses?", "6-5-4 beats 7-7-2: run beats pair."),
    ("brag", "a pair of kings or a pair of queens", "Pair of kings beats pair of queens."),
    ("thirty-one", "A♥ 3♣ 2♣, is it 11 or 5?", "A♥ 3♣ 2♣ scores 5."),
    ("thirty-one", "dealt A♠ K♠ Q♠", "A♠ K♠ Q♠ is exactly 31: the round ends at once."),
])
def test_ask_answers_a_hand_question_with_the_adjudicators_verdict(game: str, question: str, verdict: str) -> None:
    assert ask(game, question).answers[0].answer == verdict


@pytest.mark.parametrize("question", [
    "K K 6 vs K K 6, which king counts?",  # the suits are not given: the suit rule, not a verdict on invented cards
    "both of us have a pair of tens with different kickers",
])
def test_no_verdict_rests_on_cards_the_question_does_not_give(question: str) -> None:
    # No winner on suits the question leaves out: at most that the suits decide, in their order, naming no card.
    ruling = brag_ruling(read_hands(question))
    assert ruling is None or ruling.verdict == "" or (
        ruling.verdict.startswith("The suits decide") and "suit-tiebreak" in " ".join(ruling.rules)
        and not re.search(r"\b(?:[2-9]|10|[AKQJ])(?:♠|♥|♦|♣|s|h|d|c)?\b|K-K", ruling.verdict))


def test_a_ruling_on_written_hands_reports_a_confidence_no_lower_than_an_answer_needs() -> None:
    from stopbus_ref.ask.search import THRESHOLD

    hit = ask("brag", "KK6 or QQA").answers[0]
    assert hit.rule == "pair-order" and hit.confidence >= THRESHOLD * 0.999


@pytest.mark.parametrize(("question", "lang", "suits"), [
    ("I have the king of hearts and the 7 and 4 of clubs", "en", [(2, 0, 0)]),
    ("ace of hearts, 3 and 2 of clubs", "en", [(2, 0, 0)]),
    ("le roi de cœur, le 7 et le 4 de trèfle", "fr", [(2, 0, 0)]),
    ("harten heer, 7 en 4 van klaveren", "nl", [(2, 0, 0)]),
    ("7 of hearts and 4 of clubs and 2 of spades", "en", [(2, 0, 3)]),
    ("3 2 of clubs and king of hearts", "en", []),  # no "and" between 3 and 2: the 3's suit is not said
])
def test_a_rank_joined_to_a_named_card_shares_its_suit(question: str, lang: str,
                                                       suits: list[tuple[int, ...]]) -> None:
    assert [h.suits for h in read_hands(question, lang)] == suits


def test_a_31_point_hand_with_two_cards_of_one_suit_named_together_is_scored() -> None:
    got = ask("thirty-one", "I have the king of hearts and the 7 and 4 of clubs, what's my score?").answers[0]
    assert (got.rule, got.answer) == ("31-score", "K♥ 7♣ 4♣ scores 11.")
