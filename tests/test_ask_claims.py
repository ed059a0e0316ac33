"""What `stopbus ask` says from its stored answers: only the cards the question names, the statement (never a
bare yes or no) to a what/who question, and the yes or no of a stored comparison turned round when the question
compares the same two things the other way."""

from __future__ import annotations

import re

import pytest

from stopbus_ref.ask.question import read
from stopbus_ref.ask.search import ask, asks_cards, index, names_other_cards, only_asked_cards


@pytest.mark.parametrize("answer,question,lang,named", [
    ("A-K-Q, then K-Q-J down to 4-3-2.", "is A 2 3 a run?", "en", True),
    ("No. K-A-2 is not a run.", "is K A 2 a run?", "en", False),
    ("Nee. B-9-2: de 9 is hoger dan de 8.", "wint het?", "nl", True),
    ("Ja. B-9-2 verslaat 8-8-3.", "verslaat boer 9 2 van 8 8 3?", "nl", False),
    ("Non. R-D-V est une suite.", "est-ce que R D V est une couleur ?", "fr", False),
    ("Yes. A♠ K♦ 9♣ beats A♥ K♣ 9♦.", "does A♠ K♦ 9♣ beat A♥ K♣ 9♦?", "en", False),
    ("Yes. A♠ beats A♥.", "does a pair of aces beat a flush?", "en", True),
    ("The suits decide.", "who wins?", "en", False),
])
def test_an_answer_names_other_cards_in_any_languages_letters(answer: str, question: str, lang: str,
                                                             named: bool) -> None:
    assert names_other_cards(answer, question, lang) is named


def test_an_example_hand_opening_a_sentence_is_cut_and_the_rest_kept() -> None:
    assert only_asked_cards("A-4-2: flushes compare the highest card first.", "which flush is higher?") == \
        "Flushes compare the highest card first."
    assert only_asked_cards("No. K-A-2 is not a run.", "can a run wrap round?") == "No."


@pytest.mark.parametrize("question,lead", [("What is the best run?", "A-2-3"), ("wat is de beste run?", "A-2-3"),
                                           ("Quelle est la meilleure suite ?", "A-")])
def test_cards_that_are_the_answer_stay(question: str, lead: str) -> None:
    hit = ask("brag", question).answers[0]
    assert asks_cards(question, ask("brag", question).language) and lead in hit.answer, hit


@pytest.mark.parametrize("question", ["qu'est-ce qui bat une carte haute ?", "que bat une carte haute ?",
                                      "what happens when the pile runs out?", "wat verslaat een flush?"])
def test_a_what_question_gets_a_statement_never_a_bare_yes_or_no(question: str) -> None:
    answer = ask("brag", question).answers[0].answer
    assert answer.strip(" .") and not re.match(r"(Yes|No|Ja|Nee|Oui|Non)\b", answer), answer


@pytest.mark.parametrize("question,lead", [
    ("does a pair of kings beat a flush?", "No."), ("does a flush beat a pair of kings?", "Yes."),
    ("is a pair of aces worse than a flush?", "Yes."), ("is a flush worse than a pair of aces?", "No."),
    ("does flush beat run?", "No."), ("does run beat flush?", "Yes."),
])
def test_a_stored_comparison_asked_the_other_way_round_turns_its_yes(question: str, lead: str) -> None:
    assert ask("brag", question).answers[0].answer.startswith(lead)


@pytest.mark.parametrize("game", ["brag", "thirty-one"])
def test_no_first_answer_to_a_stored_question_names_cards_it_does_not(game: str) -> None:
    wrong = []
    for lang in ("en", "nl", "fr"):
        for stored in index(game, lang).questions.values():
            for entry in stored:
                question = str(entry[1])
                got = ask(game, question, lang)
                first = got.answers[0].answer if got.answers else ""
                if read(question, lang).yes_no is False and asks_cards(question, lang):
                    continue  # "what is the best run?": the cards are the answer
                if names_other_cards(first, question, lang):
                    wrong.append(f"{question!r}: {first!r}")
    assert not wrong, "\n".join(wrong[:20])
