"""Neighbouring rules (each game's data/neighbours.json): a question on one of two neighbouring rules easily means
the other, so when both answer, `ask` offers the second beside the first."""

from __future__ import annotations

from stopbus_ref.ask.answer import alternatives, neighbours, rulebook
from stopbus_ref.ask.search import ask


def test_every_neighbour_is_a_rule_of_its_game() -> None:
    for game in ("brag", "thirty-one"):
        near = neighbours(game)
        assert near and set(near) <= set(rulebook(game).BY_ID)


def test_the_neighbouring_rule_is_offered_beside_the_first() -> None:
    got = ask("brag", "who deals after the dealer is knocked out")
    assert got.answers[0].rule == "dealer-skip" and "dealer-rotation" in alternatives(got)
    got = ask("thirty-one", "tied for the worst score, who drops a life")
    assert {got.answers[0].rule, *alternatives(got)} >= {"31-lowest-loses", "31-tied-lowest"}
