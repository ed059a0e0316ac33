"""Property tests over simulated 31-point games of every variant, and the simulated records' replay."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.thirty_one.engine import Game31, Rules31
from stopbus_ref.thirty_one.scoring import ScoreMode
from stopbus_ref.thirty_one.simulate import Summary31, choose, dump_record31, play_game31, to_record31
from tests.helpers31 import run31

RULES = st.builds(Rules31, blitz=st.booleans(), four_card=st.booleans(), jokers=st.booleans(), pot=st.booleans(),
                  score=st.sampled_from(list(ScoreMode)), blitz_31=st.sampled_from(["lives-back", "knockout"]))


def _accounted(game: Game31) -> None:
    deal = game.deal
    assert deal is not None
    held = [c for h in deal.hands.values() for c in h] + deal.pool + deal.discards + deal.stock.cards()
    assert Counter(held) == Counter(game.rules.full_deck), "every card accounted for"
    size = game.rules.hand_size
    assert all(len(h) == size for h in deal.hands.values())
    assert len(deal.pool) == game.expected_pool(len(deal.players)) or len(deal.pool) == size


@settings(max_examples=40, deadline=None)
@given(rules=RULES, players=st.integers(2, 12), seed=st.integers(0, 10_000))
def test_31_simulated_games_keep_every_invariant(rules: Rules31, players: int, seed: int) -> None:
    players = min(players, len(rules.full_deck) // rules.hand_size)
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(seed)
    game = Game31(names, {p: 2 for p in names}, names[0], rules)
    for number in range(1, 60):
        if game.over:
            break
        deck = list(rules.full_deck)
        rng.shuffle(deck)
        deal = game.start_deck(number, deck, shuffle=lambda cards: rng.sample(cards, len(cards)))
        _accounted(game)
        turns = 0
        while not deal.over:
            deal.play(deal.current, choose(deal, rng, "steady"))
            _accounted(game)
            turns += 1
            assert turns < 2000
        before = dict(game.lives)
        res = game.finish(deal)
        sd = res.showdown
        assert sd is not None
        taken = sum(before[p] - game.lives[p] for p in sd.losers)
        assert taken >= 1 or set(sd.holders) == set(deal.players), "a showdown takes at least one life"
        assert all(n >= 0 for n in game.lives.values())
        assert all(p not in sd.losers for p in sd.holders)
        if res.eliminated:
            assert all(game.lives[p] == 0 and p not in game.alive for p in res.eliminated)
        if rules.pot:
            assert game.pot == sum(game.start_lives.values()) - sum(game.lives.values())


@settings(max_examples=15, deadline=None)
@given(rules=RULES, players=st.integers(2, 9), seed=st.integers(0, 10_000))
def test_31_simulated_records_replay_to_their_expect(rules: Rules31, players: int, seed: int) -> None:
    g = play_game31([f"P{i}" for i in range(players)], seed, rules, lives=2)
    text = dump_record31(to_record31(g))
    r = run31(text)
    assert r.exit_code == 0, r.first_problem
    assert r.winner == g.winner and r.shared_win == g.shared_win


def test_31_simulation_is_deterministic_and_summarised() -> None:
    rules = Rules31(blitz=True)
    a = dump_record31(to_record31(play_game31(["A", "B", "C"], 5, rules)))
    b = dump_record31(to_record31(play_game31(["A", "B", "C"], 5, rules)))
    assert a == b and 'game: thirty-one\n' in a and "variant: [blitz]" in a
    s = Summary31(3)
    for k in range(30):
        s.add(play_game31(["A", "B", "C"], k))
    j = s.to_json()
    assert j["games"] == 30 and j["deals"] > 30
    assert 0 <= j["tied_lowest_rate"] <= 1 and 0 <= j["deal_31_rate"] <= 1
    assert sum(x["calls"] for x in j["caller_lost"]) > 0
    assert all(0 <= x["rate"] <= 1 for x in j["caller_lost"])
