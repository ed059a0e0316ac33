"""`stopbus odds`: exact counts against brute force, the fast paths against the plain ones, the CLI.

The plain reference everywhere is `rank_hand(...).strength` (class and suit tie-break as the compare
command uses them), never the bitmask strength table the odds module reads.
"""

from __future__ import annotations

import json
import math
import pathlib
import random
import subprocess
import sys
from bisect import bisect_right
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.compare import compare_hands
from stopbus_ref.brag.odds import (
    DEFAULT_SAMPLES,
    THRESHOLDS,
    Estimate,
    Sampler,
    exact_odds,
    exact_table,
    odds,
    play_odds,
    sampled_odds,
    sampled_table,
    sweep_worst_counts,
    unseen_cards,
)
from stopbus_ref.brag.odds import _sweep as cached_sweep
from stopbus_ref.brag.ranking import Category, rank_hand, tables
from stopbus_ref.core.cards import parse_cards, parse_hand
from stopbus_ref.core.errors import InputError
from tests.helpers import ROOT

Hand = tuple[int, int, int]
Sweep = tuple[list[Hand], list[int], list[int]]


@pytest.fixture(scope="module")
def sweep() -> Sweep:
    """The exact all-hands sweep, computed once (the same cache `--table` uses)."""
    return cached_sweep()


def plain_strength(h: Hand) -> tuple[int, int]:
    return rank_hand(h).strength  # type: ignore[arg-type]


def brute_force(hand: Hand, players: int, seen: list[int]) -> tuple[Fraction, Fraction, Fraction]:
    """Every ordered deal of the other hands from the unseen cards: P(worst), P(best), E[position]."""
    cards = unseen_cards(hand, seen)
    s = plain_strength(hand)
    strength = {h: plain_strength(h) for h in combinations(cards, 3)}
    deals = worst = best = pos_sum = 0

    def go(left: frozenset[int], k: int, stronger: int) -> None:
        nonlocal deals, worst, best, pos_sum
        if k == 0:
            deals += 1
            worst += stronger == players - 1
            best += stronger == 0
            pos_sum += 1 + stronger
            return
        for h in combinations(sorted(left), 3):
            assert strength[h] != s  # disjoint hands never tie exactly
            go(left - set(h), k - 1, stronger + (strength[h] > s))

    go(frozenset(cards), players - 1, 0)
    return Fraction(worst, deals), Fraction(best, deals), Fraction(pos_sum, deals)


def within(est: Estimate, truth: float, z: float = 3.29) -> bool:
    """True when `truth` lies in the estimate's interval widened from 95% to 99.9% (z = 3.29): a test
    that fails one run in twenty by chance is no test, one in a thousand is (and the seeds are fixed)."""
    assert est.ci95 is not None
    low, high = est.ci95
    centre, half = (low + high) / 2, (high - low) / 2 * z / 1.96
    return centre - half <= truth <= centre + half


def reduced_case(seed: int, unseen: int) -> tuple[Hand, list[int]]:
    """A random hand and a seen set that leaves only `unseen` cards for the others."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    hand = tuple(sorted(deck[:3]))
    return hand, deck[3 + unseen:]  # type: ignore[return-value]


# -- exact counts ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("players", [2, 3])
def test_worst_loses_exact_matches_brute_force_on_reduced_decks(seed: int, players: int) -> None:
    hand, seen = reduced_case(seed, 12)
    o = exact_odds(hand, players, seen)
    assert (o.worst.fraction, o.best.fraction, o.position.fraction) == brute_force(hand, players, seen)
    assert o.exact and o.samples is None


@pytest.mark.parametrize("seed", range(3))
def test_worst_loses_expected_position_exact_for_four_players(seed: int) -> None:
    hand, seen = reduced_case(100 + seed, 10)
    o = sampled_odds(hand, 4, seen, samples=2_000, seed=seed)
    _, _, pos = brute_force(hand, 4, seen)
    assert o.position.fraction == pos and not o.exact


@pytest.mark.parametrize("seed,unseen", [(7, 12), (8, 10), (9, 9)])
def test_worst_loses_sampled_within_interval_of_brute_force(seed: int, unseen: int) -> None:
    """Few unseen cards: the sampler deals the first hands by rejection and the rest from the free cards."""
    hand, seen = reduced_case(seed, unseen)
    worst, best, _ = brute_force(hand, 4, seen)
    o = sampled_odds(hand, 4, seen, samples=20_000, seed=3)
    assert o.worst.ci95 is not None and o.best.ci95 is not None
    assert within(o.worst, worst) and within(o.best, best)


def _direct_stronger_count() -> tuple[list[tuple[int, int]], dict[Hand, tuple[int, int]]]:
    every = {h: plain_strength(h) for h in combinations(range(52), 3)}
    return sorted(every.values()), every  # type: ignore[return-value]


def test_ranking_two_players_exact_for_every_rank_class(sweep: Sweep) -> None:
    """All 741 classes: P(worst) of N = 2 is (hands beating it, minus those sharing a card) / C(49,3)."""
    ordered, every = _direct_stronger_count()
    order, ones, _ = sweep
    by_hand = dict(zip(order, ones, strict=True))
    reps: dict[int, Hand] = {}
    for h in every:
        reps.setdefault(rank_hand(h).number, h)
    assert len(reps) == 741
    for number, h in sorted(reps.items()):
        s = every[h]
        stronger = len(ordered) - bisect_right(ordered, s)
        near = {tuple(sorted((c, *pair))) for c in h for pair in combinations([x for x in range(52) if x != c], 2)}
        touching = sum(1 for g in near if every[g] > s)  # type: ignore[index]
        direct = Fraction(stronger - touching, math.comb(49, 3))
        assert Fraction(by_hand[h], math.comb(49, 3)) == direct, (number, h)
        if number % 10 == 1:
            assert exact_odds(h, 2).worst.fraction == direct, (number, h)


def test_ranking_sweep_matches_per_hand_count_for_three_players(sweep: Sweep) -> None:
    order, ones, twos = sweep
    assert sweep_worst_counts() == sweep  # the cache holds what a fresh sweep computes
    rng = random.Random(12)
    total = math.comb(49, 3) * math.comb(46, 3)
    for i in [0, 1, 2, len(order) - 1, len(order) - 2, *rng.sample(range(len(order)), 30)]:
        o = exact_odds(order[i], 3)
        assert o.worst.fraction == Fraction(twos[i], total), order[i]
        assert exact_odds(order[i], 2).worst.fraction == Fraction(ones[i], math.comb(49, 3))


def test_worst_loses_averages_over_all_22100_hands_are_one_in_n(sweep: Sweep) -> None:
    """No two hands of one deal tie, so a random seat is the worst with chance exactly 1/N."""
    _, ones, twos = sweep
    assert Fraction(sum(ones), 22_100 * math.comb(49, 3)) == Fraction(1, 2)
    assert Fraction(sum(twos), 22_100 * math.comb(49, 3) * math.comb(46, 3)) == Fraction(1, 3)


def test_ranking_six_categories_over_22100_hands(sweep: Sweep) -> None:
    """Per category: its share of the 22,100 hands, and its chance of being the worst of two (exact,
    from the sweep) against a plain Monte Carlo that deals two hands and lets compare_hands decide."""
    order, ones, _ = sweep
    count: Counter[Category] = Counter()
    worst: Counter[Category] = Counter()
    for h, n in zip(order, ones, strict=True):
        cat = rank_hand(h).category
        count[cat] += 1
        worst[cat] += n
    assert [count[c] for c in Category] == [52, 48, 720, 1096, 3744, 16440]
    exact = {c: Fraction(worst[c], count[c] * math.comb(49, 3)) for c in Category}
    assert exact[Category.PRIAL] < exact[Category.RUNNING_FLUSH] < exact[Category.RUN] < exact[Category.FLUSH] \
        < exact[Category.PAIR] < exact[Category.HIGH_CARD]
    rng = random.Random(5)
    deck = list(range(52))
    deals: Counter[Category] = Counter()
    lost: Counter[Category] = Counter()
    for _ in range(20_000):
        rng.shuffle(deck)
        a, b = tuple(deck[:3]), tuple(deck[3:6])
        cat = rank_hand(a).category  # type: ignore[arg-type]
        deals[cat] += 1
        lost[cat] += compare_hands([a, b]).worst == 0  # type: ignore[list-item]
    for cat in Category:
        if deals[cat] >= 50:
            est = Estimate.sampled(lost[cat], deals[cat])
            assert est.ci95 is not None
            half = (est.ci95[1] - est.ci95[0]) / 2 * 1.7  # a 99.9% band
            assert abs(float(exact[cat]) - est.value) <= half, cat


# -- seen cards --------------------------------------------------------------------------------

def test_deck_hand_whose_beating_cards_are_seen_is_never_worst() -> None:
    aces = parse_hand("Ac Ad Ah")  # only a prial of threes beats it
    assert exact_odds(aces, 2).worst.fraction == Fraction(4, math.comb(49, 3))
    seen = parse_cards("3c 3d")
    for players in (2, 3):
        assert exact_odds(aces, players, seen).worst.fraction == 0
    o = sampled_odds(aces, 6, seen, samples=5_000)
    assert o.worst.value == 0 and o.position.fraction is not None and o.position.fraction == 1


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 30))
def test_deck_seen_cards_are_removed_from_the_count(rng: random.Random, nseen: int) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    hand: Hand = (deck[0], deck[1], deck[2])
    seen = deck[3:3 + nseen]
    s = plain_strength(hand)
    hands = list(combinations(unseen_cards(hand, seen), 3))
    stronger = sum(1 for h in hands if plain_strength(h) > s)
    o = exact_odds(hand, 2, seen)
    assert o.worst.fraction == Fraction(stronger, len(hands))
    assert o.best.fraction == Fraction(len(hands) - stronger, len(hands))


def test_deck_seen_card_in_hand_or_twice_is_an_input_error() -> None:
    hand = parse_hand("Kd 9s 8s")
    with pytest.raises(InputError, match="seen card Kd is in the hand"):
        exact_odds(hand, 2, parse_cards("2c Kd"))
    with pytest.raises(InputError, match="listed twice"):
        exact_odds(hand, 2, parse_cards("2c 2c"))
    with pytest.raises(InputError, match="cannot deal"):
        exact_odds(hand, 3, [c for c in range(52) if c not in hand][:44])


# -- the Monte Carlo fast path -------------------------------------------------------------------

def plain_monte_carlo(hand: Hand, players: int, samples: int, seed: int) -> tuple[int, int]:
    """Shuffle the unseen cards and deal them out in threes: worst and best counts."""
    rng = random.Random(seed)
    cards = unseen_cards(hand, [])
    s = plain_strength(hand)
    worst = best = 0
    for _ in range(samples):
        rng.shuffle(cards)
        up = sum(plain_strength(tuple(sorted(cards[3 * i:3 * i + 3]))) > s for i in range(players - 1))  # type: ignore[arg-type]
        worst += up == players - 1
        best += up == 0
    return worst, best


def test_worst_loses_rejection_sampler_agrees_with_plain_shuffle() -> None:
    hand = parse_hand("Qc 9d 4h")
    fast = sampled_odds(hand, 5, samples=60_000, seed=11)
    w, b = plain_monte_carlo(hand, 5, 24_000, 12)
    for est, hits in ((fast.worst, w), (fast.best, b)):
        plain = Estimate.sampled(hits, 24_000)
        assert est.ci95 is not None and plain.ci95 is not None
        assert est.ci95[0] <= plain.ci95[1] and plain.ci95[0] <= est.ci95[1]


def test_worst_loses_sampled_three_players_within_interval_of_exact() -> None:
    for text, seed in (("Kd 9s 8s", 1), ("2c 2d 7h", 2), ("Ah Kh 4h", 3)):
        hand = parse_hand(text)
        exact = exact_odds(hand, 3)
        est = sampled_odds(hand, 3, samples=DEFAULT_SAMPLES, seed=seed)
        assert within(est.worst, exact.worst.value)
        assert est.worst.ci95[1] - est.worst.ci95[0] <= 0.01  # the default is precise to ±0.5 points


def test_worst_loses_sampler_is_seeded() -> None:
    hand = parse_hand("Jc 7d 3s")
    a, b = sampled_odds(hand, 6, samples=3_000, seed=4), sampled_odds(hand, 6, samples=3_000, seed=4)
    assert a == b and odds(hand, 3) == exact_odds(hand, 3) and not odds(hand, 4, samples=100).exact


def test_worst_loses_sampler_deals_uniform_hands() -> None:
    s = Sampler(parse_hand("Kd 9s 8s"))
    assert len(s.masks) == math.comb(49, 3) and s.stronger == sum(s.flags)


# -- the play model ------------------------------------------------------------------------------

def test_final_turns_play_model_best_hand_never_loses() -> None:
    o = play_odds(parse_hand("3c 3d 3h"), 4, samples=300, seed=2)
    assert o.worst.value == 0 and o.best.value == 1 and o.model == "play" and o.position.value == 1


def test_final_turns_play_model_is_seeded_and_worse_than_dealt_for_a_weak_hand() -> None:
    hand = parse_hand("5c 3d 2h")
    a = play_odds(hand, 3, parse_cards("9s"), samples=400, seed=9, strategy="eager")
    assert a == play_odds(hand, 3, parse_cards("9s"), samples=400, seed=9, strategy="eager")
    assert a.worst.value >= 0.95 and a.strategy == "eager"
    with pytest.raises(InputError, match="unknown strategy"):
        play_odds(hand, 3, samples=1, strategy="bold")


def test_stock_exhausted_play_model_on_full_tables() -> None:
    """17 players leave no stock: the engine compares the hands at once; 16 players with two cards seen
    run the stock dry and recycle the seen cards lying in the pile."""
    full = play_odds(parse_hand("Kd 9s 8s"), 17, samples=30, seed=1)
    dealt = sampled_odds(parse_hand("Kd 9s 8s"), 17, samples=30, seed=1)
    assert full.samples == 30 and 1 <= full.position.value <= 17 and dealt.position.value == 9
    tight = play_odds(parse_hand("Kd 9s 8s"), 16, parse_cards("2c 3c"), samples=60, seed=2)
    assert tight.samples == 60 and 1 <= tight.position.value <= 16


# -- the stop-threshold table ---------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_worst_loses_exact_table_is_the_weakest_safe_hand(players: int, sweep: Sweep) -> None:
    order, ones, twos = sweep
    counts = ones if players == 2 else twos
    total = math.comb(49, 3) * (math.comb(46, 3) if players == 3 else 1)
    for row in exact_table(players):
        assert row.hand is not None and row.worst is not None and row.worst.fraction is not None
        i = order.index(tuple(sorted(row.hand)))  # type: ignore[arg-type]
        assert all(Fraction(c, total) <= row.limit for c in counts[:i + 1])
        assert Fraction(counts[i + 1], total) > row.limit
        assert plain_strength(order[i + 1]) < plain_strength(order[i])
        assert row.worst.fraction == Fraction(counts[i], total) == exact_odds(row.hand, players).worst.fraction


def test_worst_loses_sampled_table_thresholds_get_stronger() -> None:
    rows = sampled_table(5, samples=1_500, seed=2)
    assert [r.limit for r in rows] == list(THRESHOLDS)
    ranks = [rank_hand(r.hand).number for r in rows if r.hand is not None]  # type: ignore[arg-type]
    assert len(ranks) == 4 and ranks == sorted(ranks, reverse=True)
    for r in rows:
        assert r.worst is not None and r.worst.ci95 is not None and not r.worst.exact


# -- the command line ------------------------------------------------------------------------------

REQUIRED = {"hand", "players", "seen", "model", "p_worst", "p_best", "exact", "samples"}


def test_worst_loses_cli_odds_json_exact(cli) -> None:
    r = cli("odds", "Kd 9s 8s", "--players", "3", "--seen", "2c", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and r.stderr == ""
    assert set(out) == REQUIRED | {"fraction", "best_fraction", "expected_position", "expected_position_fraction",
                                   "description", "rules"}
    o = exact_odds(parse_hand("Kd 9s 8s"), 3, parse_cards("2c"))
    assert o.worst.fraction is not None
    assert out["fraction"] == f"{o.worst.fraction.numerator}/{o.worst.fraction.denominator}"
    assert out["hand"] == ["Kd", "9s", "8s"] and out["seen"] == ["2c"] and out["exact"] is True
    assert out["samples"] is None and out["p_worst"] == float(o.worst.fraction) and "worst-loses" in out["rules"]


def test_worst_loses_cli_odds_json_estimated(cli) -> None:
    r = cli("odds", "Kd 9s 8s", "--players", "5", "--samples", "2000", "--seed", "3", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0
    assert set(out) == REQUIRED | {"ci95", "best_ci95", "expected_position", "expected_position_fraction", "seed",
                                   "description", "rules"}
    assert out["exact"] is False and out["samples"] == 2000 and out["ci95"][0] <= out["p_worst"] <= out["ci95"][1]
    assert out["expected_position_fraction"] == "3/1"  # K-9-8 is the median hand


def test_final_turns_cli_odds_play_json(cli) -> None:
    r = cli("odds", "Qh Qs 4d", "--players", "3", "--model", "play", "--strategy", "cautious", "--samples", "200",
            "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and out["model"] == "play" and out["strategy"] == "cautious" and not out["exact"]
    assert {"ci95", "expected_position_ci95"} <= set(out) and "final-turns" in out["rules"]


def test_worst_loses_cli_odds_text_leads_with_the_verdict(cli) -> None:
    r = cli("odds", "Ac Ad Ah", "--players", "2")
    first = r.stdout.splitlines()[0]
    assert r.exit_code == 0 and "worst 0.02%" in first and first.startswith("A")
    assert "exact" in r.stdout and "1/4606" in r.stdout


@pytest.mark.parametrize("args,message", [
    (["Kd 9s 1s", "--players", "3"], "error: hand 'Kd 9s 1s': '1s' is not a card: rank '1' must be one of A K Q J "
                                     "10 9 8 7 6 5 4 3 2 (T for 10) [deck]\n"),
    (["Kd 9s 8s", "--players", "3", "--seen", "2c 9s"], "error: seen card 9s is in the hand Kd 9s 8s: a card is "
                                                        "either held or seen [deck]\n"),
    (["Kd 9s 8s", "--players", "3", "--seen", "2c Zz"], "error: --seen: 'Zz' is not a card: expected a rank (A K Q "
                                                        "J 10 9 8 7 6 5 4 3 2, T for 10) then a suit (s h d c or ♠ "
                                                        "♥ ♦ ♣), e.g. Ah, 10c, q♥ [deck]\n"),
    (["Kd 9s 8s"], "error: --players is needed: how many hands are shown at the showdown (2 to 17) [players]\n"),
    (["Kd 9s 8s", "--players", "1"], "error: --players must be 2 to 17, got 1 [players]\n"),
    (["Kd 9s 8s", "--players", "3", "--model", "guess"], "error: unknown --model 'guess'; choose dealt or play\n"),
    (["Kd 9s 8s", "--players", "3", "--strategy", "pair"], "error: --strategy applies to --model play (the bots' "
                                                           "final turns)\n"),
    (["Kd 9s 8s", "--table"], "error: --table takes no hand and no --seen: it covers every hand, nothing seen\n"),
    ([], "error: give a hand, e.g. stopbus odds 'Kd 9s 8s' --players 4, or --table [deal]\n"),
    (["Kd 9s 8s", "--players", "3", "--samples", "100"], "error: --samples does nothing with 3 players: the answer "
                                                         "is counted exactly\n"),
    (["Kd", "9s", "8s", "--players", "2", "--seed", "4"], "error: --seed does nothing with 2 players: the answer is "
                                                          "counted exactly\n"),
    (["--table", "--players", "3", "--samples", "9"], "error: --samples does nothing for 3 players: that row is "
                                                      "exact\n"),
])
def test_deck_cli_odds_bad_input_exact_message_exit_2(cli, args: list[str], message: str) -> None:
    r = cli("odds", *args)
    assert (r.exit_code, r.stderr, r.stdout) == (2, message, "")


def test_ranking_cli_odds_unquoted_cards(cli) -> None:
    quoted = json.loads(cli("odds", "Kd 9s 8s", "--players", "3", "--json").stdout)
    assert json.loads(cli("odds", "kd", "9s", "8s", "--players", "3", "--json").stdout) == quoted


def test_worst_loses_cli_odds_help_has_examples_and_exit_codes(cli) -> None:
    r = cli("odds", "--help")
    examples = [line for line in r.stdout.splitlines() if line.strip().startswith("$ stopbus odds")]
    assert r.exit_code == 0 and len(examples) == 3 and "Exit codes: 0 ok" in r.stdout


def test_worst_loses_cli_odds_table_json(cli) -> None:
    r = cli("odds", "--table", "--players", "2", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and [t["players"] for t in out["table"]] == [2] and out["table"][0]["exact"]
    first = out["table"][0]["thresholds"][0]
    assert first["limit"] == 0.5 and first["fraction"] == "1/2" and first["description"] == "high card, K-9-8"


def test_worst_loses_cli_odds_subprocess() -> None:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "odds", "2h 3d 5c", "--players", "2", "--json"],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    out = json.loads(p.stdout)
    assert p.returncode == 0 and p.stderr == "" and out["exact"] and out["p_best"] == 0
    assert out["fraction"] == "1/1" and tables().classes[-1].number == rank_hand(parse_hand("2h 3d 5c")).number


def test_worst_loses_largest_table_deals_every_card() -> None:
    """17 players use 51 cards: the sampler's tail deals the last hands from the few free cards."""
    hand = parse_hand("Ac Ad Ah")
    o = sampled_odds(hand, 17, samples=300, seed=1)
    assert o.worst.value == 0 and o.position.fraction is not None and o.position.fraction == 1 + Fraction(16 * 4, 18424)
    assert 0.9 < o.best.value <= 1
    with pytest.raises(InputError, match="cannot deal"):
        sampled_odds(hand, 17, parse_cards("2c 2d"), samples=1)


def test_worst_loses_progress_bar_only_on_a_terminal_after_a_second(monkeypatch) -> None:
    from stopbus_ref.ui.brag.odds import LazyBar

    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    with LazyBar("x", True) as piped:
        piped.start -= 5
        piped(1, 2)
        assert piped.bar is None
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    with LazyBar("x", True) as quick:
        quick(1, 2)
        assert quick.bar is None  # under a second: no bar
        quick.start -= 5
        quick(2, 4)
        assert quick.bar is not None and quick.bar.tasks[0].completed == 2
    with LazyBar("x", False) as json_run:
        json_run.start -= 5
        json_run(1, 2)
        assert json_run.bar is None


def test_worst_loses_progress_bar_never_with_no_color(monkeypatch) -> None:
    """A bar redraws itself with cursor escapes: NO_COLOR (no-color.org) asks for none, so no bar."""
    from stopbus_ref.ui.progress import LazyBar

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    monkeypatch.setenv("NO_COLOR", "1")
    with LazyBar("x", True) as bar:
        bar.start -= 5
        bar(1, 2)
        assert bar.bar is None


# -- replay --odds: the pure annotation ---------------------------------------------------------------

def _stops(name: str) -> list[object]:
    from stopbus_ref.brag.odds import stop_odds, upcard_of
    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from tests.helpers import SCENARIOS

    sc = read_scenario((SCENARIOS / name).read_bytes())
    report = replay(sc)
    deals = report.deals + ([report.partial] if report.partial is not None else [])
    return [stop_odds(d, upcard_of(sc.deals[d.number - 1], len(d.hands))) for d in deals]


def test_stop_replay_odds_from_the_stoppers_view() -> None:
    """07: Ann stops with A-A-K seeing only the upcard 2c; a pair of aces is worst of two 8.97% of the
    time, and she loses: an upset."""
    (so,) = _stops("07-suit-tiebreak-duplicated-rank.yaml")
    assert so is not None and so.stopper == "Ann" and so.lost is True and so.upset is True  # type: ignore[attr-defined]
    expected = exact_odds(parse_hand("Ah Ad Kc"), 2, parse_cards("2c"))
    assert so.odds == expected and so.outcome_chance == expected.worst.value  # type: ignore[attr-defined]


def test_stop_replay_odds_pile_follows_takes_and_discards() -> None:
    """03: Ann takes the upcard, so the pile she sees at her stop is only what was discarded since."""
    (so,) = _stops("03-take-the-discard.yaml")
    assert so is not None and [str(c) for c in so.odds.seen] == ["3s", "Qh"]  # type: ignore[attr-defined]
    assert so.lost is True and so.upset is False  # type: ignore[attr-defined]


def test_stop_replay_odds_unfinished_and_unstopped_deals() -> None:
    (mid,) = _stops("17-in-progress.yaml")
    assert mid is not None and mid.lost is None and mid.upset is None  # type: ignore[attr-defined]
    assert _stops("18-seventeen-players-immediate-showdown.yaml") == [None]


def test_recycle_replay_odds_pile_restarts_after_a_recycle() -> None:
    from stopbus_ref.brag.engine import Action, Turn
    from stopbus_ref.brag.odds import pile_before

    def rec(kind: str, discarded: str, recycled: bool = False) -> Turn:
        d = parse_cards(discarded)[0]
        return Turn(1, "P", Action(kind), None, d, (), d, 0, False, recycled, ())  # type: ignore[arg-type]

    up = parse_cards("2d")[0]
    turns = [rec("draw", "5c"), rec("take", "7h"), rec("draw", "9s", recycled=True), rec("draw", "Jd")]
    assert [str(c) for c in pile_before(up, turns[:2])] == ["2d", "7h"]
    assert [str(c) for c in pile_before(up, turns)] == ["7h", "9s", "Jd"]


# -- replay --odds: the command line ------------------------------------------------------------------

def test_stop_cli_replay_odds_json(cli) -> None:
    from tests.helpers import SCENARIOS

    r = cli("replay", str(SCENARIOS / "07-suit-tiebreak-duplicated-rank.yaml"), "--odds", "--json")
    so = json.loads(r.stdout)["deals"][0]["stop_odds"]
    assert r.exit_code == 0 and so["stopper"] == "Ann" and so["seen"] == ["2c"] and so["players"] == 2
    assert (so["fraction"], so["exact"], so["lost"], so["upset"]) == ("97/1081", True, True, True)
    assert REQUIRED <= set(so) and so["outcome_chance"] == so["p_worst"]
    plain = json.loads(cli("replay", str(SCENARIOS / "07-suit-tiebreak-duplicated-rank.yaml"), "--json").stdout)
    assert "stop_odds" not in plain["deals"][0]


def test_stop_cli_replay_odds_text(cli) -> None:
    from tests.helpers import SCENARIOS

    upset = cli("replay", str(SCENARIOS / "07-suit-tiebreak-duplicated-rank.yaml"), "--odds").stdout
    assert "Odds: Ann stopped with" in upset and "the worst of 2 as dealt 8.97% (exact 97/1081)" in upset
    assert "Upset: Ann lost; as Ann saw it at the stop, the chance of that was 8.97%." in upset
    calm = cli("replay", str(SCENARIOS / "13-dealer-skip.yaml"), "--odds").stdout
    assert calm.count("No upset: Cy did not lose") == 2
    waiting = cli("replay", str(SCENARIOS / "17-in-progress.yaml"), "--odds").stdout
    assert "Odds: the hands are not shown yet." in waiting


def test_stop_cli_replay_odds_for_the_31_point_game_through_its_game(cli) -> None:
    from tests.helpers import SCENARIOS

    r = cli("replay", str(SCENARIOS / "31-02-swap-all-stop.yaml"), "--odds")
    assert r.exit_code == 0 and "Odds: Ben stopped the bus with" in r.stdout  # tests/test_knock_tables31.py


def test_replay_odds_on_a_table_view_that_breaks_a_rule_before_the_stopper_showed() -> None:
    # seen from the table, Cat stopped but the deal broke card-conservation at the showdown: her hand is
    # unknown, so there are no odds to give, and the record's own answer (exit 1) stands
    path = "scenarios/37-illegal-table-view-shown-lacks-taken-card.yaml"
    for extra in ([], ["--json"]):
        p = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", path, "--odds", *extra],
                           capture_output=True, text=True, check=False, cwd=pathlib.Path(__file__).parent.parent)
        assert p.returncode == 1 and "internal error" not in p.stderr, p.stderr
        assert "card-conservation" in p.stdout + p.stderr


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
@pytest.mark.parametrize("samples", ["999999999999", "10000001"])
def test_odds_samples_over_the_cap_is_one_line_exit_2(game: list[str], samples: str) -> None:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "odds", "kd", "9s", "8s", "--players", "5",
                        "--samples", samples, *game], capture_output=True, text=True, check=False, timeout=120)
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.splitlines()) == 1, p.stderr
    assert "--samples" in p.stderr and "10,000,000" in p.stderr


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_odds_exact_expected_position_prints_a_whole_number_plainly_else_the_reduced_fraction(game: list[str]) -> None:
    def second_line(hand: str) -> str:
        p = subprocess.run([sys.executable, "-m", "stopbus_ref", "odds", *hand.split(), "--players", "3", *game],
                           capture_output=True, text=True, check=True)
        return p.stdout.splitlines()[1]

    if not game:  # 5-3-2 is the worst Brag hand: always third of three
        assert "expected position exactly 3;" in second_line("2h 3d 5c")
    line = second_line("2h 3d 9c")
    fraction = Fraction(line.split("expected position exactly ")[1].split(";")[0])
    assert fraction.denominator > 1 and f"exactly {fraction.numerator}/{fraction.denominator};" in line
