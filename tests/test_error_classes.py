"""Each error class as the contracts give it (scenario-format.md, thirty-one.md point 8): a broken rule is exit 1
with the rule's id, unreadable input exit 2, in both games; and the simulator writes only what the contract allows."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

from stopbus_ref.core.errors import InputError, RuleViolation
from stopbus_ref.records import dump_record
from stopbus_ref.thirty_one.engine import Rules31
from stopbus_ref.thirty_one.simulate import play_game31, to_record31
from tests.helpers import run
from tests.helpers31 import HEAD as HEAD31
from tests.helpers31 import problem, run31

ROOT = pathlib.Path(__file__).resolve().parent.parent
BRAG = """players: [Ann, Ben, Cat]
dealer: Cat
deals:
  - hands: {Ann: [2h, 6h, 9s], Ben: [Kc, Qd, 3s], Cat: [4c, 4d, Jh]}
    upcard: 7c
    turns:
"""
R31_DEAL = HEAD31 + """deals:
  - hands:
      Ann: [7h, 9s, 2d]
      Ben: [Kc, Qc, 4h]
      Cat: [5s, 6d, 3c]
    pool: [Kd, 8s, Jh]
    turns:
"""
NEXT31 = "  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2h, 3h, 4h]}\n    pool: [5c, 5d, 5h]\n"
NEXT = "  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2s, 3s, 4s]}\n    upcard: 5h\n"


def _brag_problem(text: str) -> Exception:
    try:
        r = run(text)
    except InputError as e:
        return e
    assert r.first_problem is not None
    return r.first_problem


# -- dealer given on a deal: checked against the rules, a rule error in both games --------------------------------
def test_dealer_rotation_a_first_deal_naming_another_dealer_breaks_the_rule() -> None:
    e = _brag_problem(BRAG.replace("  - hands:", "  - dealer: Ben\n    hands:") + "      - Ann: stop\n")
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "dealer-rotation" and e.deal == 1
    assert e.line == 4


def test_31_dealer_rotation_a_first_round_naming_another_dealer_breaks_the_rule() -> None:
    e = problem(R31_DEAL.replace("  - hands:", "  - dealer: Ben\n    hands:") + "      - Ann: knock\n")
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "31-dealer-rotation" and e.deal == 1


def test_dealer_skip_a_later_deal_cites_the_skip_when_it_applies() -> None:
    text = """players: [Al, Bo, Cy]
tokens: {Al: 3, Bo: 0, Cy: 2}
dealer: Al
deals:
  - hands: {Al: [As, Ah, Ad], Bo: [5c, 3d, 2h], Cy: [Ks, Kh, 9d]}
    upcard: 7c
    turns:
      - Bo: stop
      - Cy: pass
      - Al: pass
  - dealer: Cy
    hands: {Al: [2c, 3c, 4c], Cy: [2d, 3d, 4d]}
    upcard: 5h
"""
    e = _brag_problem(text)
    assert isinstance(e, RuleViolation) and e.rule == "dealer-skip" and e.deal == 2


# -- the 31-point game's mapping form of a swap in a Brag record ---------------------------------------------------
@pytest.mark.parametrize("turn", ["{give: 2c, take: 7c}", "{take: 7c, give: 2h}", "{GIVE: 2h, take: 7c}"])
def test_other_games_the_mapping_form_of_a_swap_is_the_31_point_game(turn: str) -> None:
    e = _brag_problem(BRAG + f"      - Ann: {turn}\n")
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "other-games"
    assert "game: thirty-one" in e.message and e.deal == 1 and e.turn == 1


# -- an unfinished deal followed by another: the unfinished deal is reported -------------------------------------
@pytest.mark.parametrize("turns,rule", [("      - Ann: stop\n      - Ben: pass\n", "final-turns"),
                                        ("      - Ann: draw 5c, discard 2h\n", "stop")])
def test_final_turns_an_unfinished_deal_is_reported_at_its_own_number(turns: str, rule: str) -> None:
    e = _brag_problem(BRAG + turns + NEXT)
    assert isinstance(e, RuleViolation) and e.rule == rule and e.deal == 1 and e.line == 4
    assert "deal 1 is unfinished" in e.message and "deal 2 cannot start" in e.message


@pytest.mark.parametrize("turns,rule", [("      - Ann: knock\n      - Ben: knock\n", "31-final-circuit"),
                                        ("      - Ann: swap 2d for Kd, turn 2s\n", "31-stop")])
def test_31_final_circuit_an_unfinished_round_is_reported_at_its_own_number(turns: str, rule: str) -> None:
    e = problem(R31_DEAL + turns + NEXT31)
    assert isinstance(e, RuleViolation) and e.rule == rule and e.deal == 1 and e.line == 5
    assert "deal 1 is unfinished" in e.message


# -- tokens/lives mappings name every player ----------------------------------------------------------------------
def test_tokens_a_mapping_that_leaves_out_players_is_an_input_error_naming_them() -> None:
    e = _brag_problem(BRAG.replace("dealer: Cat", "tokens: {Ben: 1}\ndealer: Cat") + "      - Ann: stop\n")
    assert isinstance(e, InputError) and e.exit_code == 2 and e.rule == "tokens" and e.line == 2
    assert "Ann, Cat" in e.message
    full = run(BRAG.replace("dealer: Cat", "tokens: {Ann: 3, Ben: 1, Cat: 2}\ndealer: Cat") + "      - Ann: stop\n")
    assert full.error is None and full.deals[0].tokens_after == {"Ann": 3, "Ben": 1, "Cat": 2}


def test_31_lives_a_mapping_that_leaves_out_players_is_an_input_error_naming_them() -> None:
    e = problem(R31_DEAL.replace("dealer: Cat", "lives: {Ann: 2, Cat: 4}\ndealer: Cat"))
    assert isinstance(e, InputError) and e.exit_code == 2 and e.rule == "31-lives" and "Ben" in e.message


# -- contract point 8: lives, pool and hand sizes are rules (exit 1) ----------------------------------------------
def test_31_lives_below_one_breaks_the_rule() -> None:
    for lives in ("0", "-1", "{Ann: 1, Ben: 0, Cat: 1}"):
        e = problem(R31_DEAL.replace("dealer: Cat", f"lives: {lives}\ndealer: Cat"))
        assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "31-lives", lives
    e = problem(R31_DEAL.replace("dealer: Cat", "lives: two\ndealer: Cat"))
    assert isinstance(e, InputError) and e.rule == "31-lives"  # not a number at all: unreadable


@pytest.mark.parametrize("pool", ["[Kd, 8s]", "[Kd, 8s, Jh, 4c]", "[Kd]"])
def test_31_pool_a_pool_of_the_wrong_size_breaks_the_rule(pool: str) -> None:
    e = problem(R31_DEAL.replace("pool: [Kd, 8s, Jh]", f"pool: {pool}"))
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "31-pool" and e.deal == 1


@pytest.mark.parametrize("hand", ["[5s, 6d]", "[5s, 6d, 3c, 7c]", "[5s]"])
def test_31_deal_a_hand_of_the_wrong_size_breaks_the_rule(hand: str) -> None:
    e = problem(R31_DEAL.replace("Cat: [5s, 6d, 3c]", f"Cat: {hand}"))
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == "31-deal" and e.deal == 1
    assert e.line == 8


def test_31_four_card_a_hand_of_the_wrong_size_breaks_the_four_card_rule() -> None:
    text = R31_DEAL.replace("dealer: Cat", "variant: [four-card]\ndealer: Cat").replace(
        "pool: [Kd, 8s, Jh]", "pool: [Kd, 8s, Jh, 4c]")
    e = problem(text)
    assert isinstance(e, RuleViolation) and e.rule == "31-four-card" and e.deal == 1


def test_31_deal_a_later_rule_error_does_not_hide_an_earlier_one() -> None:
    """The size is ruled at its deal: a broken rule in round 1 is still the first one reported."""
    text = R31_DEAL + "      - Ben: knock\n" + NEXT31.replace("Cat: [2h, 3h, 4h]", "Cat: [2h, 3h]")
    e = problem(text)
    assert e.rule == "31-first-turn" and e.deal == 1


def test_31_deal_a_shown_hand_of_the_wrong_size_breaks_the_rule() -> None:
    text = HEAD31 + """deals:
  - pool: [Kd, 8s, Jh]
    turns:
      - Ann: knock
      - Ben: knock
      - Cat: knock
    shown: {Ann: [7h, 9s, 2d], Ben: [Kc, Qc], Cat: [5s, 6d, 3c]}
"""
    e = problem(text)
    assert isinstance(e, RuleViolation) and e.rule == "31-deal" and e.deal == 1


# -- the simulator writes only the contract's file expect ---------------------------------------------------------
def test_31_last_survivor_simulated_records_expect_only_the_winner() -> None:
    shared = 0
    for seed in range(60):
        g = play_game31(["A", "B", "C"], seed, Rules31(), lives=1, max_deals=30)
        rec = to_record31(g)
        assert list(rec["expect"]) == ["winner"] and rec["expect"]["winner"] == g.winner
        if g.shared_win:
            shared += 1
            r = run31(dump_record(rec))
            assert r.exit_code == 0 and r.winner is None and r.shared_win == g.shared_win
    assert shared, "no simulated game ended in a shared win"


# -- citations: each ruling cites the passage that decides it -----------------------------------------------------
def test_31_best_suit_a_best_suit_showdown_cites_best_suit_not_step_7() -> None:
    text = (ROOT / "scenarios" / "31-06-option-best-suit.yaml").read_text(encoding="utf-8")
    sd = run31(text).deals[0].showdown
    assert sd is not None and "31-best-suit" in sd.rules and "31-score" not in sd.rules


@pytest.mark.parametrize("name,rule", [("31-12-four-card-deck-mode.yaml", "31-four-card"),
                                       ("31-13-jokers-wild.yaml", "31-jokers")])
def test_31_four_card_and_jokers_showdowns_cite_their_rules(name: str, rule: str) -> None:
    r = run31((ROOT / "scenarios" / name).read_text(encoding="utf-8"))
    assert any(d.showdown is not None and rule in d.showdown.rules for d in r.deals)


def test_31_three_suits_a_three_suit_hand_at_the_showdown_cites_its_rule() -> None:
    r = run31(R31_DEAL + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n")
    sd = r.deals[0].showdown
    assert sd is not None and "31-three-suits" in sd.rules and "31-score" in sd.rules


def test_31_score_text_sources_quote_step_7_at_the_showdown() -> None:
    out = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay",
                          str(ROOT / "scenarios" / "31-05-score-two-of-a-suit.yaml"), "--sources"],
                         capture_output=True, text=True)
    assert "add the two cards that share a suit and ignore the third" in " ".join(out.stdout.split())  # wrapped


def test_31_shared_win_a_text_ruling_on_an_interpretation_says_so() -> None:
    out = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay",
                          str(ROOT / "scenarios" / "31-16-shared-win.yaml")], capture_output=True, text=True)
    assert "(an interpretation: 31-shared-win)" in out.stdout
    assert "(an interpretation: 31-dealer-rotation)" not in out.stdout or "Next dealer" in out.stdout


def test_run_order_k_a_2_cites_the_passage_that_makes_it_no_run() -> None:
    r = run((ROOT / "scenarios" / "10-k-a-2-is-no-run.yaml").read_text(encoding="utf-8"))
    sd = r.deals[0].showdown
    assert sd is not None and "run-order" in sd.rules


def test_31_no_inspect_the_rule_quotes_002_and_the_recycle_sets_the_qualifier_aside() -> None:
    from stopbus_ref.thirty_one.rulebook import BY_ID

    assert "may not inspect discarded cards" in BY_ID["31-no-inspect"].citations[0].quote
    assert "set aside" in BY_ID["31-recycle"].statement and "before anyone calls" in BY_ID["31-recycle"].statement
    assert BY_ID["31-jokers"].status == "interpreted" and "shared win" in BY_ID["31-pot"].statement
