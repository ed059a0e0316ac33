"""Every category question and many hand questions, generated (tests/ask_exhaustive.py): the answer leads with the
yes or no the game's own ranking and comparison give, in the asker's language, and a question that asks no yes or
no gets neither; hands alike but for suits not given are answered "the suits decide", with no yes or no."""

from __future__ import annotations

import pytest

from stopbus_ref.ask.search import ask
from tests.ask_exhaustive import category_cases, hand_cases, hand_category_cases, lead, run_cases

SUITS_DECIDE = {"en": "suits decide", "nl": "kleur beslist", "fr": "couleur décide"}


def _wrong(cases: list, check_suits: bool = False) -> list[str]:  # type: ignore[type-arg]
    wrong = []
    for c in cases:
        got = ask("brag", c.question)
        answer = got.answers[0].answer if got.answers else ""
        ok = got.language == c.lang and lead(answer, c.lang) is c.yes
        if check_suits and c.suits_decide and c.yes is None and " " in c.question.split("?")[0]:
            ok = ok and (SUITS_DECIDE[c.lang] in answer.lower() or "only if" in answer or "alleen" in answer
                         or "seulement" in answer)
        if not ok:
            wrong.append(f"{c.question!r} ({got.language}): {answer!r}, expected {c.yes}")
    return wrong


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_every_category_pair_every_phrasing_leads_with_the_rankings_yes_or_no(lang: str) -> None:
    cases = [c for c in category_cases() if c.lang == lang]
    assert len(cases) > 1000
    wrong = _wrong(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)}:\n" + "\n".join(wrong[:30])


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_hands_in_every_notation_lead_with_the_comparisons_yes_or_no(lang: str) -> None:
    cases = [c for c in hand_cases() if c.lang == lang]
    assert len(cases) == 600 and sum(c.suits_decide for c in cases) > 10
    wrong = _wrong(cases, check_suits=True)
    assert not wrong, f"{len(wrong)} of {len(cases)}:\n" + "\n".join(wrong[:30])


def test_is_this_a_run_for_every_class_of_three_ranks() -> None:
    cases = list(run_cases())
    assert any("K-A-2" in c.question or "K A 2" in c.question or "R-A-2" in c.question for c in cases)
    wrong = _wrong(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)}:\n" + "\n".join(wrong[:30])


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_a_hand_against_every_kind_of_hand_leads_with_the_rankings_yes_or_no(lang: str) -> None:
    cases = [c for c in hand_category_cases() if c.lang == lang]
    assert len(cases) == 96 and sum(c.yes is None for c in cases) > 10 and sum(c.yes is True for c in cases) > 10
    wrong = _wrong(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)}:\n" + "\n".join(wrong[:30])
