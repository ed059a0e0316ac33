"""Properties over simulated games of 2 to 17 players: replay accepts them and every invariant holds.

STOPBUS_EXAMPLES=N raises the number of hypothesis examples (default 25) for a longer run.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.engine import Deal, DealResult, Game, Showdown
from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.replay import replay
from stopbus_ref.brag.simulate import STRATEGIES, SimGame, default_names, dump_record, play_game, to_record
from stopbus_ref.core.cards import DECK

EXAMPLES = int(os.environ.get("STOPBUS_EXAMPLES", "25"))
games = st.builds(lambda n, seed, strategy, tokens: play_game(default_names(n), seed, tokens, 300, strategy),
                  st.integers(2, 17), st.integers(0, 2**32), st.sampled_from(sorted(STRATEGIES)), st.integers(0, 3))
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_cards(deal: Deal) -> None:
    """All 52 cards are accounted for, none in two places, and every hand holds three."""
    places = [c for h in deal.hands.values() for c in h] + deal.discards + deal.stock.cards()
    assert Counter(places) == Counter(DECK), "a card is missing or in two places"
    assert all(len(h) == 3 for h in deal.hands.values())


def step_through(g: SimGame) -> Game:
    """Re-play a simulated game on a fresh engine, checking the cards after every turn."""
    game = Game(g.players, dict.fromkeys(g.players, g.tokens), g.first_dealer)
    for n, d in enumerate(g.deals, 1):
        assert game.dealer == d.dealer
        deal = game.start_deck(n, d.deck, d.reshuffles)
        check_cards(deal)
        assert deal.first_player == game.left_of(d.dealer, game.alive)
        for player, action, _ in d.turns:
            deal.play(player, action)
            check_cards(deal)
        deal.begin_turn()
        assert deal.over
        game.finish(deal)
    return game


@SLOW
@given(games)
def test_simulate_replay_accepts_every_simulated_game(g: SimGame) -> None:
    for mode in ("deck", "hands"):
        r = replay(read_scenario(dump_record(to_record(g, mode=mode))))
        assert r.exit_code == 0, (mode, r.first_problem and r.first_problem.one_line())
        assert r.winner == g.winner and len(r.deals) == len(g.deals)


@SLOW
@given(games)
def test_deck_every_card_accounted_for_after_every_turn(g: SimGame) -> None:
    step_through(g)


def finished(g: SimGame) -> list[tuple[DealResult, Showdown]]:
    """Every deal's result with its showdown (a simulated deal always ends)."""
    out = []
    for d in g.deals:
        assert d.result is not None and d.result.showdown is not None
        out.append((d.result, d.result.showdown))
    return out


@SLOW
@given(games)
def test_worst_loses_exactly_one_token_or_one_elimination_per_showdown(g: SimGame) -> None:
    for r, sd in finished(g):
        lost = {p: r.tokens_before[p] - r.tokens_after.get(p, 0) for p in r.tokens_before}
        changed = {p for p in r.tokens_before if p not in r.tokens_after or lost[p]}
        assert changed == {sd.loser}
        if r.eliminated:
            assert r.eliminated == sd.loser and r.tokens_before[r.eliminated] == 0
        else:
            assert lost[sd.loser] == 1


@SLOW
@given(games)
def test_rulebook_every_rule_id_a_game_emits_is_registered(g: SimGame) -> None:
    from stopbus_ref.brag.rule_ids import RuleId
    from stopbus_ref.brag.rulebook import BY_ID

    for r, sd in finished(g):
        ids = [*(x for t in r.turns for x in t.rules), *sd.rules, *r.token_rules]
        ids += [r.next_dealer_rule] if r.next_dealer_rule is not None else []
        assert all(type(x) is RuleId for x in ids), ids  # typed members, not strings that happen to match
        assert set(ids) <= set(BY_ID), set(ids) - set(BY_ID)


@SLOW
@given(games)
def test_last_survivor_game_ends_with_one_winner(g: SimGame) -> None:
    eliminated = [d.result.eliminated for d in g.deals if d.result and d.result.eliminated]
    if g.winner is not None:
        assert sorted([*eliminated, g.winner]) == sorted(g.players)
        assert g.deals[-1].result.next_dealer is None
    else:
        assert len(g.deals) == 300


@SLOW
@given(games)
def test_dealer_rotation_and_dealer_skip_hold_every_deal(g: SimGame) -> None:
    alive = list(g.players)
    for d, nxt in zip(g.deals, [*g.deals[1:], None], strict=True):
        r = d.result
        assert r is not None
        left = next(alive[(alive.index(r.dealer) + k) % len(alive)] for k in range(1, len(alive) + 1)
                    if alive[(alive.index(r.dealer) + k) % len(alive)] != r.dealer)
        if r.eliminated:
            alive.remove(r.eliminated)
        if len(alive) == 1:
            assert r.next_dealer is None
            continue
        if r.eliminated == left and r.dealer in alive:
            assert (r.next_dealer, r.next_dealer_rule) == (r.dealer, "dealer-skip")
        else:
            assert r.next_dealer_rule == "dealer-rotation" and r.next_dealer != r.dealer
        if nxt is not None:
            assert nxt.dealer == r.next_dealer


@pytest.mark.parametrize("players", range(2, 18))
def test_simulate_same_seed_same_record_for_every_table_size(players: int) -> None:
    a = dump_record(to_record(play_game(default_names(players), players * 7, strategy="patient")))
    b = dump_record(to_record(play_game(default_names(players), players * 7, strategy="patient")))
    assert a == b
    assert replay(read_scenario(a)).exit_code == 0


def test_recycle_happens_in_simulated_games() -> None:
    g = play_game(default_names(8), 1, 0, 1, "patient")
    assert g.deals[0].reshuffles and g.deals[0].result.recycles == len(g.deals[0].reshuffles)
    step_through(g)


def test_simulate_bots_take_nine_in_ten_improving_discards_and_pass_seven_in_ten_good_final_turns() -> None:
    """The bots' two documented rates (TAKE_IMPROVING, PASS_WHEN_GOOD), measured over seeded games."""
    from stopbus_ref.brag.ranking import rank_hand
    from stopbus_ref.brag.simulate import PASS_WHEN_GOOD, TAKE_IMPROVING, _best_discard, _strength

    takes = take_chances = passes = pass_chances = 0
    for seed in range(40):
        g = play_game(default_names(4), seed, 2, 30, "pair")
        game = Game(g.players, dict.fromkeys(g.players, g.tokens), g.first_dealer)
        target = STRATEGIES["pair"][0]
        for n, d in enumerate(g.deals, 1):
            deal = game.start_deck(n, d.deck, d.reshuffles)
            for player, action, _ in d.turns:
                deal.begin_turn()
                hand, top = deal.hands[player], deal.discards[-1]
                if _best_discard([*hand, top], keep=top)[1] > _strength(hand):
                    take_chances += 1
                    takes += action.kind == "take"
                if deal.stopper and action.kind != "take" and rank_hand(tuple(hand)).category <= target:
                    pass_chances += 1
                    passes += action.kind == "pass"
                deal.play(player, action)
            deal.begin_turn()
            game.finish(deal)
    assert take_chances > 400 and pass_chances > 100
    assert abs(takes / take_chances - TAKE_IMPROVING) < 0.05
    assert abs(passes / pass_chances - PASS_WHEN_GOOD) < 0.1


@pytest.mark.parametrize("args", [("--players", "4", "--seed", "3"), ("--players", "6", "--seed", "8", "--strategy",
                                                                     "patient"),
                                  ("--game", "31", "--players", "3", "--seed", "2"),
                                  ("--game", "31", "--players", "5", "--seed", "4", "--variant", "blitz,pot")])
def test_simulate_table_view_records_replay_to_their_own_expect(cli, args: tuple[str, ...]) -> None:
    """`simulate --table-view` writes only what the table saw (no deck, no dealt hands; `shown:` at every
    showdown) with the full game's expect blocks; replaying it meets them all (exit 0)."""
    r = cli("simulate", *args, "--table-view")
    assert r.exit_code == 0, r.stderr
    assert "deck:" not in r.stdout and "hands:" not in r.stdout and "shown:" in r.stdout
    assert "expect:" in r.stdout and "--table-view" in r.stdout.splitlines()[0]
    again = cli("replay", "-", "--json", input=r.stdout)
    assert again.exit_code == 0, again.stdout[-400:]


def test_simulate_table_view_is_refused_with_summary(cli) -> None:
    r = cli("simulate", "--summary", "--table-view")
    assert r.exit_code == 2 and "--table-view does nothing with --summary" in r.stderr
