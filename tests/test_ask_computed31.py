"""`stopbus ask` computes what the 31-point game, the seating and the table's house rules decide.

The questions here were written from the seeds alone (002 for the 31-point game, 000/003/004 for dealing in
Brag): hands compared or scored with and without their suits, who deals after a named player is out, and
`ask --house`. Each answer is checked for its yes or no first (in the asker's language), its rule, and that it
names no suit the question did not give.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from stopbus_ref.ask.answer import to_json
from stopbus_ref.ask.search import ask

SUITS = re.compile("[♠♥♦♣]")


def first(game: str, question: str, **kw: object) -> tuple[str, str]:
    got = ask(game, question, **kw)  # type: ignore[arg-type]
    assert got.answers, question
    return got.answers[0].rule, got.answers[0].answer


# -- the 31-point game: hands compared and scored ------------------------------------------------------------
COMPARED = [
    ("does 3 3 3 beat A A A", "No. A-A-A beats 3-3-3: 11 against 3"),
    ("does 3 3 3 beat A A A?", "No."),
    ("is A A A better than 3 3 3?", "Yes."),
    ("does A A A lose to 3 3 3?", "No."),
    ("is 3 3 3 worse than K Q 5?", "Yes. K-Q-5 beats 3-3-3 whatever the suits"),
    ("wint 3 3 3 van A A A?", "Nee. A-A-A wint van 3-3-3: 11 tegen 3"),
    ("is A A A beter dan 3 3 3?", "Ja."),
    ("est-ce que 3 3 3 bat A A A ?", "Non. A-A-A bat 3-3-3 : 11 contre 3"),
    ("A A A est-elle meilleure que 3 3 3 ?", "Oui."),
    ("does K K K beat Q Q Q?", "No. K-K-K and Q-Q-Q both score 10: a tie"),
]


@pytest.mark.parametrize(("question", "start"), COMPARED)
def test_hands_without_suits_are_compared_by_the_game_s_scoring(question: str, start: str) -> None:
    rule, answer = first("thirty-one", question)
    assert answer.startswith(start), answer
    assert rule in ("31-lowest-loses", "31-tied-lowest") and not SUITS.search(answer)


def test_when_the_suits_decide_the_answer_says_what_each_way_scores_and_names_no_suit() -> None:
    rule, answer = first("thirty-one", "what does K Q 5 score")
    assert rule == "31-score" and not SUITS.search(answer)
    assert answer.startswith("That depends on the suits")
    assert all(part in answer for part in ("25 if all three are one suit", "20 if K and Q share a suit",
                                           "15 if K and 5 or Q and 5 share a suit", "10 if all three suits differ"))
    _, answer = first("thirty-one", "does K Q 5 beat 9 8 7?")
    assert answer.startswith("That depends on the suits") and "9-8-7 scores 24 if all three are one suit" in answer
    _, answer = first("thirty-one", "wat telt H V 5?")
    assert answer.startswith("Dat hangt af van de kleuren") and "H-V-5 telt 25" in answer
    _, answer = first("thirty-one", "combien fait R D 5 ?")
    assert answer.startswith("Cela dépend des couleurs") and "R-D-5 fait 25" in answer


def test_a_score_claimed_of_a_hand_without_suits() -> None:
    assert first("thirty-one", "does K Q 5 score 30?")[1].startswith("No. K-Q-5 scores 25 if all three")
    assert first("thirty-one", "does 3 3 3 score 3 points?")[1].startswith("3-3-3 scores 3: its cards are of three")
    assert first("thirty-one", "does K Q 5 score 25?")[1].startswith("That depends on the suits")


def test_hands_with_their_suits_are_scored_as_before_and_compared_yes_or_no() -> None:
    assert first("thirty-one", "what does K♥ Q♥ 5♥ score") == ("31-score", "K♥ Q♥ 5♥ scores 25.")
    assert first("thirty-one", "what if i'm dealt ace king queen of spades") == (
        "31-instant-31", "A♠ K♠ Q♠ is exactly 31: the round ends at once.")
    rule, answer = first("thirty-one", "does A♠ K♠ Q♠ beat 2♥ 3♥ 4♥?")
    assert rule == "31-lowest-loses" and answer.startswith("Yes.")
    assert first("thirty-one", "does 2♥ 3♥ 4♥ beat A♠ K♠ Q♠?")[1].startswith("No.")


def test_who_loses_among_hands_without_suits() -> None:
    assert first("thirty-one", "who loses: K K K, 3 3 3, A A 2") == (
        "31-lowest-loses", "3-3-3 has the lowest score, 3, and loses a life.")
    assert first("thirty-one", "wie verliest er met K K K, 3 3 3 en A A 2?")[1].startswith("3-3-3 heeft de laagste")


def test_the_structured_question_of_a_31_point_comparison() -> None:
    out = to_json(ask("thirty-one", "does 3 3 3 beat A A A"))
    assert out["computed"] and out["asked"]["kind"] == "31-lowest"
    assert out["asked"]["items"] == ["3-3-3", "A-A-A"] and out["asked"]["scores"] == [3, 11]
    assert out["asked"]["direction"] == "above" and out["asked"]["suits_given"] is False
    out = to_json(ask("thirty-one", "what does K Q 5 score"))
    assert out["asked"]["scores"] == [[10, 15, 20, 25]]


# -- who deals next ------------------------------------------------------------------------------------------
SEATED = "Ann, Ben, Cat and Dan sit in that order."


def test_brag_the_dealer_deals_again_when_the_next_dealer_is_out() -> None:
    rule, answer = first("brag", f"{SEATED} Ann dealt and Ben is out: who deals next?")
    assert rule == "dealer-skip"
    assert answer == "Ann deals again: Ben, who would have dealt next, is out, so Cat still plays first."
    rule, answer = first("brag", f"{SEATED} Ann dealt and Ben got knocked out. Does Ann deal again?")
    assert rule == "dealer-skip" and answer.startswith("Yes. Ann deals again")
    rule, answer = first("brag", f"{SEATED} Ann dealt and Ben got knocked out. Does Cat deal next?")
    assert answer.startswith("No. Ann deals again")


def test_brag_the_deal_moves_left_when_another_player_is_out() -> None:
    rule, answer = first("brag", f"{SEATED} Ann dealt and Cat is out. Who deals next?")
    assert (rule, answer) == ("dealer-rotation", "Ben deals next: the next player still in on Ann's left.")
    rule, answer = first("brag", f"{SEATED} Ann dealt and was knocked out herself. Who deals next?")
    assert answer.startswith("Ben deals next")


def test_who_deals_next_in_dutch_and_french() -> None:
    rule, answer = first("brag", "Ann, Ben, Cat en Dan; Ann deelde en Ben ligt eruit. Wie deelt er nu?")
    assert rule == "dealer-skip" and answer.startswith("Ann deelt opnieuw: Ben")
    rule, answer = first("brag", "Ann, Ben, Cat et Dan ; Ann a donné et Ben est éliminé. Qui donne ensuite ?")
    assert rule == "dealer-skip" and answer.startswith("Ann donne à nouveau : Ben")


def test_the_31_point_game_passes_the_deal_on() -> None:
    rule, answer = first("thirty-one", f"{SEATED} Ann dealt and Ben is out: who deals next?")
    assert (rule, answer) == ("31-dealer-rotation", "Cat deals next: the next player still in on Ann's left.")
    out = to_json(ask("thirty-one", f"{SEATED} Ann dealt and Ben is out: who deals next?"))
    assert out["asked"] == {"kind": "next-dealer", "items": ["Ann", "Ben", "Cat", "Dan"], "dealer": "Ann",
                            "out": ["Ben"], "next_dealer": "Cat", "yes_no": False, "house": {}}


def test_a_question_without_the_seating_is_answered_from_the_rulebook() -> None:
    got = ask("brag", "who deals after the next dealer is knocked out?")
    assert got.ruling is None and got.answers[0].rule == "dealer-skip"


# -- the table's house rules ---------------------------------------------------------------------------------
def test_house_rules_given_apply_to_computed_answers_and_are_said() -> None:
    rule, answer = first("brag", "does a run beat a flush?", house={"run-vs-flush": "flush"})
    assert rule == "house:run-vs-flush"
    assert answer == "No. A flush beats a run, under the table's house rule (flush over run)."
    rule, answer = first("brag", "we play run over flush: does a run beat a flush?", house={"run-vs-flush": "flush"})
    assert answer.startswith("Yes. A run beats a flush, under the house rule the question states")
    rule, answer = first("brag", "does 3 3 3 beat A A A?", house={"top-prial": "aces"})
    assert answer.startswith("No. A-A-A beats 3-3-3") and "table's house rule (three aces top)" in answer
    rule, answer = first("brag", f"{SEATED} Ann dealt and Ben is out: who deals next?", house={"dealer-skip": "false"})
    assert rule == "house:dealer-skip" and answer.startswith("Cat deals next: Ben is out, and under the house rule")
    rule, answer = first("thirty-one", "what does A♥ 3♣ 2♣ score?", house={"score": "best-suit"})
    assert (rule, answer) == ("house:score", "A♥ 3♣ 2♣ scores 11 (under the table's house rule best-suit scoring).")
    assert first("thirty-one", "what does A♥ 3♣ 2♣ score?") == ("31-score", "A♥ 3♣ 2♣ scores 5.")


def _ask(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "stopbus_ref", "ask", *args], capture_output=True, text=True,
                          check=False)


def test_ask_house_on_the_command_line() -> None:
    r = _ask("--house", "run-vs-flush=flush", "--json", "does a run beat a flush?")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["asked"]["house"] == {"run-vs-flush": "flush"} and out["answers"][0]["answer"].startswith("No.")
    r = _ask("--game", "31", "--house", "score=best-suit", "--lang", "nl", "wat telt A♥ 3♣ 2♣?")
    assert r.returncode == 0 and r.stdout.startswith("A♥ 3♣ 2♣ telt 11 punten (volgens de huisregel van de tafel")
    r = _ask("--house", "floting=true", "does a run beat a flush?")
    assert r.returncode == 2 and "floting" in r.stderr and "Traceback" not in r.stderr


VALUES = [
    ("Is the king worth more than the jack?", "No. The king counts 10 and the jack counts 10."),
    ("Does a queen count the same as a ten?", "Yes."),
    ("Is a 10 worth less than a jack in 31?", "No."),
    ("Is an ace worth more than a king?", "Yes. An ace counts 11 and a king counts 10."),
    ("Is de heer meer waard dan de boer?", "Nee. De heer telt 10 en de boer telt 10."),
    ("Telt een vrouw evenveel als een tien?", "Ja."),
    ("Un as vaut-il plus qu'un roi ?", "Oui. Un as vaut 11 et un roi vaut 10."),
]


@pytest.mark.parametrize(("question", "start"), VALUES)
def test_two_cards_values_compared_by_the_game_s_values(question: str, start: str) -> None:
    rule, answer = first("thirty-one", question)
    assert rule == "31-card-values" and answer.startswith(start), answer


def test_brag_kinds_of_hand_nobody_holds_or_three_at_once_are_not_compared_two_by_two() -> None:
    """"No pair, no run, no flush, who wins?" asks of high cards, and "a flush, a pair, high card: who loses?" of
    the worst hand: neither is "a flush beats a pair"."""
    for question, rule in (("Nobody has a pair or a run, how do we decide?", "high-card-order"),
                           ("No pair, no run, no flush, who wins?", "high-card-order"),
                           ("Ann has a flush, Ben a pair, Cat high card, who loses?", "worst-loses"),
                           ("Niemand heeft een paar of een run, wie wint?", "high-card-order")):
        got = ask("brag", question)
        assert got.ruling is None and got.answers[0].rule == rule, question
    assert first("brag", "does a flush beat a run?") == ("ranking", "No. A run beats a flush.")


def test_one_card_s_value_asked() -> None:
    assert first("thirty-one", "How many points is a 9?") == ("31-card-values", "A 9 counts 9.")
    assert first("thirty-one", "Combien vaut un valet ?") == ("31-card-values", "Un valet vaut 10.")
    assert ask("thirty-one", "my three cards are all different suits, what do I score").answers[0].rule == (
        "31-three-suits")


def test_a_value_claimed_of_one_card() -> None:
    assert first("thirty-one", "Is een aas 11 punten waard?") == ("31-card-values", "Ja. Een aas telt 11.")
    assert first("thirty-one", "L'as vaut-il 11 points ?") == ("31-card-values", "Oui. L'as vaut 11.")
    assert first("thirty-one", "Is an ace worth 1?") == ("31-card-values", "No. An ace counts 11.")


def test_brag_is_a_kind_of_hand_the_best_or_the_worst() -> None:
    assert first("brag", "Is a prial the best hand?") == ("prial-order", "Yes. A prial is the best hand.")
    assert first("brag", "Is a running flush the best hand?") == ("ranking", "No. A prial is the best hand.")
    assert first("brag", "is a pair the lowest hand?")[1] == "No. A high card hand is the worst hand."
    assert first("brag", "Is een prial de beste hand?")[1] == "Ja. Een prial is de beste hand."
    assert first("brag", "Une suite est-elle la meilleure main ?")[1] == "Non. Un brelan est la meilleure main."
