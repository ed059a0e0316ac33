"""`stopbus ask` computes what a question compares, in the direction the question points, in en/nl/fr.

Every ordered pair of Brag categories, asked both ways ("does A beat B?", "is A worse than B?") in each language's
phrasings and question forms, is checked against the ranking written out here from the seeds (000 §02: prial,
running flush, run, flush, pair, high card), not against the engine: the answer must lead with the right yes or
no in the question's language and say the right kind of hand wins. Then hands against hands (a category each,
read here by their ranks and suits), "is this a run?", who loses, a house rule stated in the question, suits that
decide when none are given, and other card games.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys

import pytest

from stopbus_ref.ask.answer import answer_lines, to_json
from stopbus_ref.ask.search import ask

SEEDS_ORDER = ["prial", "running flush", "run", "flush", "pair", "high card"]
"""000 §02, best first: the reference the computed answers are checked against."""

NAMES = {
    "en": {"prial": ["a prial", "three of a kind", "trips"], "running flush": ["a running flush", "a straight flush"],
           "run": ["a run", "a straight"], "flush": ["a flush"], "pair": ["a pair"],
           "high card": ["a high card", "high card"]},
    "nl": {"prial": ["een prial", "drie dezelfde"], "running flush": ["een running flush", "een kleurstraat"],
           "run": ["een straat", "een run"], "flush": ["een flush"], "pair": ["een paar"],
           "high card": ["een hoge kaart"]},
    "fr": {"prial": ["un brelan"], "running flush": ["une suite assortie", "une quinte flush"],
           "run": ["une suite"], "flush": ["une couleur", "un flush"], "pair": ["une paire"],
           "high card": ["une carte haute"]},
}
UP = {
    "en": ["does {a} beat {b}?", "is {a} better than {b}?", "is {a} higher than {b}?", "does {a} win against {b}?",
           "{a} beats {b}?", "can {a} beat {b}?", "is {a} ranked above {b}?", "would {a} beat {b}?",
           "so does {a} outrank {b}?", "is {a} stronger than {b}"],
    "nl": ["wint {a} van {b}?", "is {a} beter dan {b}?", "is {a} hoger dan {b}?", "slaat {a} {b}?",
           "gaat {a} boven {b}?", "verslaat {a} {b}?", "is {a} sterker dan {b}?"],
    "fr": ["est-ce que {a} bat {b} ?", "{a} bat-elle {b} ?", "{a} est-elle meilleure que {b} ?",
           "{a} est-elle plus forte que {b} ?", "est-ce que {a} l'emporte sur {b} ?", "{a} bat {b} ?"],
}
DOWN = {
    "en": ["is {a} worse than {b}?", "does {a} lose to {b}?", "is {a} lower than {b}?", "is {a} beaten by {b}?",
           "is {a} weaker than {b}?", "does {a} lose against {b}?", "can {a} be beaten by {b}?"],
    "nl": ["verliest {a} van {b}?", "is {a} slechter dan {b}?", "is {a} lager dan {b}?", "wordt {a} geslagen door {b}?",
           "is {a} zwakker dan {b}?"],
    "fr": ["est-ce que {a} perd contre {b} ?", "{a} est-elle plus faible que {b} ?", "{a} est-elle battue par {b} ?",
           "est-ce que {a} est inférieure à {b} ?", "{a} perd-elle contre {b} ?"],
}
WHICH = {"en": ["which is better, {a} or {b}?", "{a} or {b}, which wins?", "what ranks higher: {a} or {b}?"],
         "nl": ["wat is beter, {a} of {b}?", "welke wint: {a} of {b}?"],
         "fr": ["qu'est-ce qui est meilleur, {a} ou {b} ?", "laquelle gagne : {a} ou {b} ?"]}
YES = {"en": ("Yes", "No"), "nl": ("Ja", "Nee"), "fr": ("Oui", "Non")}
WINNER_WORDS = {  # what the verdict names the winner with, in each language (its first words)
    "en": {"prial": "A prial", "running flush": "A running flush", "run": "A run", "flush": "A flush",
           "pair": "A pair", "high card": "A high card"},
    "nl": {"prial": "Een prial", "running flush": "Een running flush", "run": "Een run", "flush": "Een flush",
           "pair": "Een paar", "high card": "Een hoge kaart"},
    "fr": {"prial": "Un brelan", "running flush": "Une suite assortie", "run": "Une suite", "flush": "Une couleur",
           "pair": "Une paire", "high card": "Une carte haute"},
}


def _cases() -> list[tuple[str, str, str, str, bool | None]]:
    """(language, question, first category, second category, the yes expected or None for a which-question)."""
    out: list[tuple[str, str, str, str, bool | None]] = []
    for lang in ("en", "nl", "fr"):
        n = 0
        for a, b in itertools.permutations(SEEDS_ORDER, 2):
            above = SEEDS_ORDER.index(a) < SEEDS_ORDER.index(b)
            for templates, way in ((UP[lang], True), (DOWN[lang], False), (WHICH[lang], None)):
                for t in templates:
                    names_a, names_b = NAMES[lang][a], NAMES[lang][b]
                    q = t.format(a=names_a[n % len(names_a)], b=names_b[(n // 2) % len(names_b)])
                    n += 1
                    out.append((lang, q[0].upper() + q[1:] if n % 3 == 0 else q, a, b,
                                None if way is None else above == way))
    return out


CASES = _cases()


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_every_category_pair_is_answered_in_the_right_direction_and_language(lang: str) -> None:
    wrong = []
    cases = [c for c in CASES if c[0] == lang]
    assert len(cases) >= 30 * 12
    for _, q, a, b, expected in cases:
        got = ask("brag", q, lang)
        answer = got.answers[0].answer if got.answers else ""
        winner = a if SEEDS_ORDER.index(a) < SEEDS_ORDER.index(b) else b
        yes, no = YES[lang]
        if expected is None:
            ok = answer.startswith(WINNER_WORDS[lang][winner]) and not re.match(r"(Yes|No|Ja|Nee|Oui|Non)\b", answer)
        else:
            lead = f"{yes if expected else no}. {WINNER_WORDS[lang][winner]}"
            ok = answer.startswith(lead)
        if not ok or not got.answers or got.answers[0].rule != "ranking" or got.ruling is None:
            wrong.append(f"{q!r}: {answer!r} (expected {expected}, {winner} wins)")
    assert not wrong, f"{len(wrong)} of {len(cases)}:\n" + "\n".join(wrong[:40])


def test_the_structured_question_says_what_was_compared_and_which_way() -> None:
    out = to_json(ask("brag", "is a flush worse than a pair?"))
    assert out["computed"] is True and out["confidence"] == 1.0 and out["alternatives"] == []
    assert out["asked"] == {"kind": "category-vs-category", "items": ["flush", "pair"], "direction": "below",
                            "yes_no": True, "house": {}}
    assert out["answers"][0]["answer"] == "No. A flush beats a pair."


RANK = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, **{str(n): n for n in range(2, 10)}}


def _category(hand: list[tuple[str, str]]) -> str:
    """The category of three cards, read here from the seeds' definitions (A-2-3 a run, K-A-2 not)."""
    ranks = sorted(RANK[r] for r, _ in hand)
    suited = len({s for _, s in hand}) == 1
    run = ranks in ([2, 3, 14],) or (ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1)
    if ranks[0] == ranks[2]:
        return "prial"
    if run:
        return "running flush" if suited else "run"
    if suited:
        return "flush"
    return "pair" if len(set(ranks)) == 2 else "high card"


def test_hand_against_hand_yes_or_no_follows_the_categories_both_ways() -> None:
    import random

    rng = random.Random(7)
    ranks, suits = list(RANK), "shdc"
    wrong = []
    done = 0
    while done < 300:
        cards = rng.sample([(r, s) for r in ranks for s in suits], 6)
        h1, h2 = cards[:3], cards[3:]
        c1, c2 = _category(h1), _category(h2)
        if c1 == c2:
            continue
        done += 1
        text1, text2 = (" ".join(r + s for r, s in h) for h in (h1, h2))
        first_better = SEEDS_ORDER.index(c1) < SEEDS_ORDER.index(c2)
        lang, template, way = rng.choice([("en", "does {a} beat {b}?", True), ("en", "does {a} lose to {b}?", False),
                                          ("nl", "wint {a} van {b}?", True), ("fr", "est-ce que {a} bat {b} ?", True),
                                          ("fr", "{a} est-elle battue par {b} ?", False),
                                          ("nl", "verliest {a} van {b}?", False)])
        q = template.format(a=text1, b=text2)
        got = ask("brag", q, lang)
        yes, no = YES[lang]
        want = yes if first_better == way else no
        answer = got.answers[0].answer if got.answers else ""
        if not answer.startswith(want + "."):
            wrong.append(f"{q!r} ({c1} vs {c2}): {answer!r}")
    assert not wrong, "\n".join(wrong[:30])


@pytest.mark.parametrize("question,lang,lead,rule", [
    ("is K A 2 a run?", "en", "No. K-A-2 is not a run", "run-order"),
    ("is A 2 3 a run?", "en", "Yes. A-2-3 is a run", "run-order"),
    ("does 5 5 5 count as a prial?", "en", "Yes. 5-5-5 is a prial", "ranking"),
    ("is 7 8 9 a running flush?", "en", "7-8-9 is a running flush only if", "run-order"),
    ("is 7♥ 8♥ 9♥ a running flush?", "en", "Yes. 7-8-9 is a running flush", "run-order"),
    ("is K 9 4 a flush?", "en", "K-9-4 is a flush only if", "ranking"),
    ("telt H A 2 als een straat?", "nl", "Nee. K-A-2 is geen run", "run-order"),
    ("est-ce que A 2 3 est une suite ?", "fr", "Oui. A-2-3 est une suite", "run-order"),
])
def test_is_this_a_category(question: str, lang: str, lead: str, rule: str) -> None:
    got = ask("brag", question, lang)
    assert got.answers[0].answer.startswith(lead) and got.answers[0].rule == rule, got.answers[0]


def test_suits_decide_when_none_are_given_and_no_suit_is_invented() -> None:
    for q, lang, lead in [("who wins if we both have A K Q?", "en", "The suits decide"),
                          ("wie wint als we allebei A K Q hebben?", "nl", "De kleur beslist"),
                          ("qui gagne si nous avons tous les deux A K Q ?", "fr", "La couleur décide")]:
        hit = ask("brag", q, lang).answers[0]
        assert hit.rule == "suit-tiebreak" and hit.answer.startswith(lead), hit
        assert not re.search(r"\b(?:hearts beat|harten verslaat|cœur bat)\b", hit.answer)


def test_who_loses_among_several_hands_names_only_the_hands_asked() -> None:
    hit = ask("brag", "K K 6 vs Q Q A vs 5 3 2, who loses?").answers[0]
    assert hit.answer == "5-3-2 is the worst of these hands and loses a token."


@pytest.mark.parametrize("question,lang,answer,rule", [
    ("we play flush over run, does a flush beat a run?", "en",
     "Yes. A flush beats a run, under the house rule the question states (flush over run).", "house:run-vs-flush"),
    ("we play flush over run, does a run beat a flush?", "en",
     "No. A flush beats a run, under the house rule the question states (flush over run).", "house:run-vs-flush"),
    ("bij ons gaat flush boven run; wint een run van een flush?", "nl",
     "Nee. Een flush verslaat een run (straat), volgens de huisregel die de vraag noemt (flush boven run).",
     "house:run-vs-flush"),
    ("chez nous la couleur bat la suite, est-ce que la suite bat la couleur ?", "fr",
     "Non. Une couleur bat une suite, selon la règle maison que cite la question (la couleur bat la suite).",
     "house:run-vs-flush"),
])
def test_a_house_rule_stated_in_the_question_applies_to_its_answer_and_is_said(question: str, lang: str,
                                                                                 answer: str, rule: str) -> None:
    got = ask("brag", question, lang)
    assert got.answers[0].answer == answer and got.answers[0].rule == rule
    assert to_json(got)["asked"]["house"] == {"run-vs-flush": "flush"}


def test_a_what_question_gets_no_stray_yes() -> None:
    hit = ask("brag", "what happens when the pile runs out?").answers[0]
    assert not re.match(r"(Yes|No)\b", hit.answer)


@pytest.mark.parametrize("question,lang", [
    ("Ik had 8 8 2 en zij had 6 6 aas, wie wint?", "nl"), ("wint 8 8 2 van 6 6 aas?", "nl"),
    ("j'ai 10 10 roi contre as as 2, qui gagne ?", "fr"), ("does a flush beat a run?", "nl"),
    ("wint een flush van een straat?", "nl"), ("la couleur bat-elle la suite ?", "fr"),
    ("wie deelt er na een ronde?", "nl"), ("qui distribue ensuite ?", "fr"), ("hoe werkt poker?", "nl"),
])
def test_no_english_in_a_dutch_or_french_answer(question: str, lang: str) -> None:
    english = re.compile(r"\b(?:beats|Also|Language|Yes|No|the|is the worst|Closest|rule of this game|Did you)\b")
    lines = answer_lines(ask("brag", question, lang))
    shown = [line.split("  [")[0].replace("Stop the Bus", "") for line in lines if not line.startswith("  ")]
    assert not any(english.search(line) for line in shown), lines


def test_hands_in_dutch_and_french_words_are_read() -> None:
    hit = ask("brag", "Ik had 8 8 2 en zij had 6 6 aas, wie wint?").answers[0]
    assert hit.answer.startswith("8-8-2 verslaat 6-6-A")


@pytest.mark.parametrize("question", ["in texas hold em does a flush beat a straight", "how do you play rummy?",
                                      "in blackjack is an ace 1 or 11?", "hoe speel je klaverjassen?",
                                      "comment joue-t-on à la belote ?"])
def test_a_question_about_another_card_game_only_is_refused_in_one_line(question: str) -> None:
    got = ask("brag", question)
    assert not got.answers and got.other_game and to_json(got)["refused"] == "another-game"
    assert len(answer_lines(got)) == 1


def test_a_stop_the_bus_question_likening_another_game_is_answered() -> None:
    hit = ask("brag", "like in poker, does a straight beat a flush?").answers[0]
    assert hit.rule == "ranking" and hit.answer == "Yes. A run beats a flush."


def test_another_game_is_exit_1_with_one_line() -> None:
    r = subprocess.run([sys.executable, "-m", "stopbus_ref", "ask", "how do you play rummy?"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1 and r.stdout.strip().startswith("That is another game (rummy)")
    assert len(r.stdout.strip().splitlines()) == 1
    r = subprocess.run([sys.executable, "-m", "stopbus_ref", "ask", "how do you play rummy?", "--json"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1 and json.loads(r.stdout)["refused"] == "another-game"


@pytest.mark.parametrize("question,answer", [
    ("is A♠ K♠ Q♠ 31?", "Yes. A♠ K♠ Q♠ is exactly 31: the round ends at once."),
    ("does 10♠ 9♠ 2♠ score 21?", "Yes. 10♠ 9♠ 2♠ scores 21."),
    ("is A♥ 3♣ 2♣ worth 11?", "No. A♥ 3♣ 2♣ scores 5."),
    ("A♥ 3♣ 2♣, is it 11 or 5?", "A♥ 3♣ 2♣ scores 5."),
    ("hoeveel telt A♥ 3♣ 2♣?", "A♥ 3♣ 2♣ telt 5 punten."),
    ("combien vaut A♥ 3♣ 2♣ ?", "A♥ 3♣ 2♣ vaut 5 points."),
])
def test_a_31_point_hand_is_scored_in_the_askers_language(question: str, answer: str) -> None:
    got = ask("thirty-one", question)
    assert got.answers[0].answer == answer and to_json(got)["computed"] is True


def test_explain_shows_the_form_what_was_computed_and_the_words_and_stored_questions_matched() -> None:
    r = subprocess.run([sys.executable, "-m", "stopbus_ref", "ask", "--explain", "does a flush beat a run?"],
                       capture_output=True, text=True, check=False)
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and lines[0] == "No. A run beats a flush.  [ranking]"
    assert "Question form: yes/no" in lines and any(line.startswith("Computed: kind=category-vs-category")
                                                     for line in lines)
    assert any("Words matched:" in line and "flush" in line for line in lines)
    assert any(line.strip().startswith("Stored questions matched: “") for line in lines)
    r = subprocess.run([sys.executable, "-m", "stopbus_ref", "ask", "--explain", "--json", "wie deelt er?"],
                       capture_output=True, text=True, check=False)
    out = json.loads(r.stdout)
    assert out["explain"][0] == "Vorm van de vraag: wat/wie/welke"


def test_quotes_under_a_computed_category_answer_name_what_it_compares() -> None:
    lines = answer_lines(ask("brag", "does a pair beat a high card?"))
    assert "pair, high card" in lines[1] and "suited run beats any mixed run" not in lines[1]


@pytest.mark.parametrize("question,lead", [
    ("we play that the stopper is safe, is that allowed?", "Yes. Tables may agree this house rule: "),
    ("bij ons is de stopper veilig, mag dat?", "Ja. Een tafel mag deze huisregel afspreken: "),
])
def test_is_that_allowed_of_a_house_rule_is_yes_a_table_may_agree_it(question: str, lead: str) -> None:
    hit = ask("brag", question).answers[0]
    assert hit.rule == "house:stopper-safe" and hit.answer.startswith(lead)


def test_hands_of_the_same_ranks_are_told_apart_by_their_written_cards() -> None:
    hit = ask("brag", "does A♠ K♦ 9♣ beat A♥ K♣ 9♦?").answers[0]
    assert hit.rule == "suit-tiebreak" and hit.answer.startswith("Yes. A♠ K♦ 9♣ beats A♥ K♣ 9♦: same ranks")


@pytest.mark.parametrize("question,answer", [
    ("l'as de cœur, le roi de cœur et la dame de cœur battent-ils 3 3 3 ?",
     "Non. 3-3-3 (un brelan) bat A-K-Q (une suite assortie)."),
    ("does A-K-Q beat A-2-3?", "No. A-2-3 beats A-K-Q as runs (A-2-3 is the best run)."),
    ("is A A A better than 3 3 3?",
     "No. 3-3-3 beats A-A-A: prial of threes beats prial of aces (three 3s are the best prial)."),
    ("est-ce que 5 5 3 bat 4 4 R ?", "Oui. 5-5-3 bat 4-4-K : ce sont des paires, et 5-5-3 est plus forte."),
])
def test_hands_in_words_and_symbols_both_ways(question: str, answer: str) -> None:
    assert ask("brag", question).answers[0].answer == answer


def test_a_yes_no_question_prefers_a_stored_answer_that_says_yes_or_no() -> None:
    hit = ask("thirty-one", "two of us have the lowest total, do we both lose a life").answers[0]
    assert hit.answer.startswith("Yes.")


def test_a_stored_answer_naming_cards_the_question_did_not_write_gives_way_to_one_nearly_as_close() -> None:
    from stopbus_ref.ask.search import names_other_cards

    assert names_other_cards("A-K-Q, then K-Q-J down to 4-3-2.", "is A 2 3 a run?")
    assert not names_other_cards("No. K-A-2 is not a run.", "is K A 2 a run?")
    assert not names_other_cards("The suits decide.", "who wins?")


@pytest.mark.parametrize("question,lead", [("is A♠ K♠ Q♠ an instant win?", "Yes. "),
                                           ("does A♠ K♠ 2♠ end the round at once?", "No. ")])
def test_a_31_point_claim_of_an_instant_31_is_judged(question: str, lead: str) -> None:
    assert ask("thirty-one", question).answers[0].answer.startswith(lead)
