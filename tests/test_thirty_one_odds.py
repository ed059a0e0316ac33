"""`stopbus odds --game 31`: exact counts against brute force on reduced decks, the Monte Carlo against the
exact answer, the tie and instant-31 rules, the JSON shape and the CLI errors.

The plain reference is `plain_score` (the contract's words), never the fast table the odds module reads.
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.core.cards import parse_cards
from stopbus_ref.core.errors import InputError
from stopbus_ref.thirty_one.odds import exact_odds, odds, sampled_odds, unseen_cards
from stopbus_ref.thirty_one.scoring import ScoreMode, parse_hand31, plain_score


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def brute(hand: tuple[int, ...], players: int, seen: list[int], best_suit: bool = False) -> tuple[Fraction, Fraction]:
    """(lowest, strict highest) over every ordered deal of the other hands, scored by the plain rule:
    lowest when no other hand scores less (all tied lowest lose), never for a 31 (31-instant-31)."""
    mine = plain_score(hand, best_suit)[0]
    low = best = total = 0

    def deal(left: list[int], k: int, scores: list[int]) -> None:
        nonlocal low, best, total
        if k == 0:
            total += 1
            low += mine != 31 and all(x >= mine for x in scores)
            best += all(x < mine for x in scores)
            return
        for h in combinations(left, 3):
            deal([c for c in left if c not in h], k - 1, [*scores, plain_score(h, best_suit)[0]])

    deal(unseen_cards(hand, seen), players - 1, [])
    return Fraction(low, total), Fraction(best, total)


@settings(max_examples=25, deadline=None)
@given(st.permutations(range(52)), st.sampled_from([2, 3]), st.integers(9, 13), st.booleans())
def test_31_tied_lowest_exact_odds_match_brute_force_on_reduced_decks(deck: list[int], players: int, unseen: int,
                                                                       best_suit: bool) -> None:
    hand = tuple(deck[:3])
    seen = deck[3:52 - unseen]
    mode = ScoreMode.BEST_SUIT if best_suit else ScoreMode.REPRESENTED
    o = exact_odds(hand, players, seen, mode)
    assert (o.lowest.fraction, o.best.fraction) == brute(hand, players, seen, best_suit)
    assert o.score == plain_score(hand, best_suit)[0]


def test_31_tied_lowest_ties_count_as_losing() -> None:
    # 2c 3d 4h scores 4; the seen cards leave only hands scoring 4 or more, one of them exactly 4: it loses always
    hand = parse_hand31("2c 3d 4h")
    seen = [c for c in range(52) if c not in hand and c not in cards("2d 3h 4c 5s 6s 7s")]
    o = exact_odds(hand, 2, seen)
    assert o.lowest.fraction == brute(hand, 2, seen)[0]
    ties = [h for h in combinations(cards("2d 3h 4c 5s 6s 7s"), 3) if plain_score(h)[0] == 4]
    assert ties and o.lowest.fraction == 1 and o.best.fraction == 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_31_instant_31_a_hand_of_31_is_never_lowest(players: int) -> None:
    hand = parse_hand31("Ah Kh Qh")
    o = odds(hand, players, samples=2_000)
    assert o.score == 31 and o.lowest.value == 0
    if o.exact:
        assert o.lowest.fraction == 0
    # even when every other hand is forced to 31 too
    seen = [c for c in range(52) if c not in hand and c not in cards("As Ks Qs")]
    assert exact_odds(hand, 2, seen).lowest.fraction == 0


def test_31_lowest_loses_never_lowest_when_every_hand_scoring_as_much_is_impossible() -> None:
    # Ah Kh 9h scores 30; with the other aces, two ten-cards of each other suit and Qh seen, no hand reaches 30
    hand = parse_hand31("Ah Kh 9h")
    seen = cards("As Ad Ac Ks Qs Kd Qd Kc Qc Qh")
    rest = unseen_cards(hand, seen)
    assert max(plain_score(h)[0] for h in combinations(rest, 3)) < 30
    for players in (2, 3):
        o = exact_odds(hand, players, seen)
        assert o.lowest.fraction == 0 and o.best.fraction == 1
    assert sampled_odds(hand, 5, seen, samples=3_000).lowest.value == 0


@pytest.mark.parametrize("text,players", [("Ks Qs 9s", 3), ("7c 8d 9h", 3), ("10c Jc 2d", 2)])
def test_31_lowest_loses_monte_carlo_interval_holds_the_exact_value(text: str, players: int) -> None:
    hand = parse_hand31(text)
    exact = exact_odds(hand, players)
    est = sampled_odds(hand, players, samples=20_000, seed=7)
    assert est.lowest.ci95 is not None and est.best.ci95 is not None
    assert est.lowest.ci95[0] <= exact.lowest.value <= est.lowest.ci95[1]
    assert est.best.ci95[0] <= exact.best.value <= est.best.ci95[1]
    assert est.position == exact.position  # the expected position is exact in both


def test_31_lowest_loses_monte_carlo_matches_brute_force_for_four_players() -> None:
    hand = parse_hand31("9c 5d 2h")
    keep = cards("3c 4c 6d 7d 8h 10h Js Qs Ks 2s")
    seen = [c for c in range(52) if c not in hand and c not in keep]
    low, best = brute(hand, 4, seen)
    est = sampled_odds(hand, 4, seen, samples=20_000, seed=3)
    assert est.lowest.ci95 is not None and est.best.ci95 is not None
    assert est.lowest.ci95[0] <= low <= est.lowest.ci95[1]
    assert est.best.ci95[0] <= best <= est.best.ci95[1]


def test_31_players_refused_when_the_unseen_cards_cannot_deal() -> None:
    hand = parse_hand31("Ah Kh Qh")
    with pytest.raises(InputError):
        exact_odds(hand, 3, list(range(3, 47)))  # 49 - 44 = 5 cards cannot deal two hands
    with pytest.raises(InputError):
        exact_odds(hand, 1)


def test_31_score_cli_odds_json_keys(cli) -> None:
    r = cli("odds", "--game", "31", "Ks Qs 9s", "--players", "3", "--json")
    assert r.exit_code == 0, r.stderr
    obj = json.loads(r.stdout)
    for key in ("game", "hand", "players", "seen", "model", "score", "p_worst", "p_best", "exact", "fraction",
                "samples"):
        assert key in obj
    assert obj["game"] == "thirty-one" and obj["score"] == 29 and obj["exact"] is True and obj["samples"] is None
    assert Fraction(obj["fraction"]) == exact_odds(parse_hand31("Ks Qs 9s"), 3).lowest.fraction
    r = cli("odds", "--game", "31", "Ks Qs 9s", "--players", "5", "--json", "--samples", "2000")
    obj = json.loads(r.stdout)
    assert obj["exact"] is False and "fraction" not in obj and len(obj["ci95"]) == 2 and obj["samples"] == 2000


def test_31_best_suit_cli_odds_score_mode(cli) -> None:
    a = json.loads(cli("odds", "--game", "31", "Ah Kh 9s", "--players", "2", "--json").stdout)
    b = json.loads(cli("odds", "--game", "31", "Ah Kh 9s", "--players", "2", "--json", "--score", "best-suit").stdout)
    assert (a["score"], b["score"]) == (21, 21) and b["score_mode"] == "best-suit"


@pytest.mark.parametrize("args,token", [
    (["Ah Kh Qh", "--players", "3", "--table"], "--table"),
    (["Ah Kh Qh", "--players", "3", "--model", "play"], "--model"),
    (["Ah Kh Qh", "--players", "3", "--strategy", "pair"], "--strategy"),
    (["Ah Kh Qh 2c", "--players", "3", "--four-card"], "--four-card"),
    (["Ah Kh RJ", "--players", "3", "--jokers"], "--jokers"),
    (["Ah Kh Qh", "--players", "2", "--samples", "100"], "--samples"),
    (["Ah Kh Qh", "--players", "2", "--seen", "Ah"], "Ah"),
    (["Ah Kh Zz", "--players", "2"], "Zz"),
    (["Ah Kh Qh"], "--players"),
    (["Ah Kh Qh", "--players", "18"], "--players"),
])
def test_31_game_cli_odds_errors_exit_2_naming_the_option(cli, args: list[str], token: str) -> None:
    r = cli("odds", "--game", "31", *args)
    assert r.exit_code == 2 and token in r.stderr, r.stderr
    assert "Traceback" not in r.stderr


def test_31_game_cli_odds_text_and_subprocess() -> None:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "odds", "--game", "31", "2c 3d 4h", "--players", "2"],
                       capture_output=True, text=True, check=False)
    assert p.returncode == 0 and "score 4" in p.stdout and "exact" in p.stdout and "4603/4606" in p.stdout
