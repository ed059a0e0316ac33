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


def _yes_no(game: str, lang: str, question: str, stored: list[tuple[str, str]]) -> str:
    """The yes or no `_claimed` reads for the question from the given stored questions and answers alone."""
    from stopbus_ref.ask.claims import _claimed

    answer, _ = _claimed(index(game, lang), question, {}, [[[], q, a] for q, a in stored])
    return answer.split(".")[0]


@pytest.mark.parametrize("game,lang,question,stored,lead", [
    # a slot the statement fills: face up or down, a number of the same thing, clockwise or not
    ("thirty-one", "en", "Are the pool cards face down?",
     [("Are the pool cards face up?", "Yes. The pool's cards are turned face up.")], "No"),
    ("thirty-one", "en", "Do you start with one life?",
     [("Do you start with three lives?", "Yes. Three lives each is standard.")], "No"),
    ("brag", "en", "Do you deal three cards each?", [("Do you deal two cards each?", "No. Three cards each.")], "Yes"),
    ("brag", "en", "Do you deal the cards one at a time?",
     [("Do you deal three at once?", "No. Three cards each, dealt one at a time.")], "Yes"),
    ("thirty-one", "en", "Is it clockwise?", [("Does it go counter-clockwise?", "No. Play passes clockwise.")], "Yes"),
    ("brag", "nl", "Beginnen we met vijf levens?", [("Beginnen we met drie levens?", "Ja. Drie levens elk.")], "Nee"),
    ("thirty-one", "nl", "Mag ik één kaart uit het midden pakken?",
     [("Mag ik twee kaarten uit het midden pakken?", "Nee. Eén kaart, of alle drie tegelijk.")], "Ja"),
    ("brag", "fr", "Donne-t-on les trois cartes d'un coup ?",
     [("Donne-t-on trois cartes à chacun ?", "Oui. Trois cartes, une par une.")], "Non"),
    ("thirty-one", "fr", "Les cartes du milieu sont-elles face cachée ?",
     [("Les cartes du milieu sont-elles visibles ?", "Oui. Elles sont retournées face visible.")], "Non"),
    # a statement restating the asked claim says it
    ("thirty-one", "en", "Does the player to the dealer's left go first?",
     [("Does the dealer go first?", "No. The player to the dealer's left goes first.")], "Yes"),
    # a deciding word swapped: the statement holds the asked one, or the stored one
    ("brag", "en", "Is A-K-J the best flush?", [("Is A-K-Q the best flush?", "No. The best flush is A-K-J.")], "Yes"),
    ("brag", "en", "Is A-K-Q the best flush?", [("Is A-K-J the best flush?", "Yes. The best flush is A-K-J.")], "No"),
    # an opposite word turns a stored no only when the statement speaks of either: here a third one deals
    ("thirty-one", "en", "Does the winner deal next?",
     [("Does the loser deal next?", "No. The deal passes to the left of the last dealer.")], "No"),
    ("brag", "en", "Can the stopper lose?", [("Is the stopper safe?", "No. Stopping does not make you safe.")], "Yes"),
    # a no said again in the statement names no third one: the opposite word turns it
    ("thirty-one", "en", "Can the stopper lose?", [("Is the stopper immune?", "No. The caller is not protected.")],
     "Yes"),
    ("thirty-one", "fr", "Celui qui arrête peut-il perdre ?",
     [("Celui qui arrête est-il protégé ?", "Non. Il n'est pas protégé.")], "Oui"),
])
def test_the_yes_or_no_follows_what_the_answers_statement_says(game: str, lang: str, question: str,
                                                               stored: list[tuple[str, str]], lead: str) -> None:
    assert _yes_no(game, lang, question, stored) == lead


def test_a_bound_or_a_hand_is_no_number_and_a_range_is_every_number_in_it() -> None:
    from stopbus_ref.ask.claims import _slot_values

    ix = index("brag", "en")
    assert {v for v, _ in _slot_values(ix, "Two to nine players, up to 17 with a warning.")["number"]} == \
        {frozenset(range(2, 10))}
    assert "number" not in _slot_values(ix, "Is A-2-3 the best run?")
    assert "number" not in _slot_values(index("brag", "nl"), "Is een paar een goede hand?")


@pytest.mark.parametrize("game,question,lead", [
    ("brag", "Is A-K-Q the best run?", "No."),
    ("thirty-one", "Can two people play 31?", "Yes"),
    ("thirty-one", "Peut-on jouer au 31 à deux joueurs ?", "Oui"),
    ("thirty-one", "Er liggen maar twee kaarten in het midden, mag ik alles ruilen?", "Nee"),
])
def test_a_stored_question_making_the_asked_claim_keeps_its_own_yes_or_no(game: str, question: str,
                                                                          lead: str) -> None:
    """Stored answers whose statement, read alone, would say the other yes or no ("No. A-2-3 is the best run; A-K-Q
    is second."; "Yes, with a warning: 002 is for three to eight players.") answer their own question with their
    own yes or no."""
    assert ask(game, question).answers[0].answer.startswith(lead)
