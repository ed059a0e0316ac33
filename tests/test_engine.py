"""The game rules, one test group per rule id (000 §01-§06 and the spec's adjudication)."""

from __future__ import annotations

import random

import pytest

from stopbus_ref.brag.engine import Action, Deal, Game
from stopbus_ref.brag.simulate import choose, default_names
from stopbus_ref.core.cards import DECK, Card, parse_card, parse_cards
from stopbus_ref.core.errors import InputError, RuleViolation
from tests.helpers import run, scenario, state_of, three


def err(report):  # the broken rule and turn
    assert report.error is not None, "expected a rule error"
    return report.error.rule, report.error.turn


# -- first-turn, turn-order -------------------------------------------------------------
def test_first_turn_is_dealers_left() -> None:
    r = run(three("Ann: stop", "Ben: pass", "Cat: pass"))
    assert r.exit_code == 0 and r.deals[0].first_player == "Ann"
    assert err(run(three("Ben: stop"))) == ("first-turn", 1)


def test_turn_order_clockwise() -> None:
    assert err(run(three("Ann: draw 5d, discard 5d", "Cat: stop"))) == ("turn-order", 2)


B_OUT_AFTER_DEAL_1 = """
players: [A, B, C]
tokens: {A: 3, B: 0, C: 3}
dealer: C
deals:
  - hands: {A: [Kc, Qd, 3s], B: [2h, 6h, 9s], C: [4c, 4d, Jh]}
    upcard: 7c
    turns: [A: stop, B: pass, C: pass]
  - hands: {C: [2h, 6h, 9s], A: [Kc, Qd, 3s]}
    upcard: 7c
"""
"""B floats at 0 tokens, loses deal 1 and is out; deal 2 (dealt by A) still needs its turns."""


def test_turn_order_skips_eliminated_player() -> None:
    text = B_OUT_AFTER_DEAL_1 + "    turns: [C: stop, A: pass]\n"
    r = run(text)
    assert r.deals[0].eliminated == "B"
    # the deal moves to A; B, at A's left, is out, so C plays first
    assert r.deals[1].dealer == "A" and r.deals[1].first_player == "C" and r.exit_code == 0
    bad = text.replace("turns: [C: stop, A: pass]", "turns: [C: stop, B: pass]")
    assert err(run(bad)) == ("turn-order", 2)


def test_an_eliminated_player_taking_the_first_turn_of_the_next_deal_is_refused_by_elimination() -> None:
    text = B_OUT_AFTER_DEAL_1 + "    turns: [B: stop]\n"
    r = run(text)
    assert err(r) == ("elimination", 1) and r.error is not None and "B is not in this deal" in r.error.message
    # a seated player out of turn on the first turn is still refused by first-turn
    assert err(run(text.replace("turns: [B: stop]", "turns: [A: stop]"))) == ("first-turn", 1)


# -- draw-stock ---------------------------------------------------------------------------
def test_draw_stock_may_discard_the_drawn_card() -> None:
    r = run(three("Ann: draw 5d, discard 5d", "Ben: stop", "Cat: pass", "Ann: pass"))
    assert r.exit_code == 0 and r.deals[0].turns[0].hand_after == tuple(parse_cards("2h 6h 9s"))


def test_draw_stock_discard_must_be_held() -> None:
    r = run(three("Ann: draw 5d, discard Kc"))
    assert err(r) == ("draw-stock", 1) and "Kc" in r.error.message


def test_draw_stock_cannot_name_a_visible_card() -> None:
    for card, where in (("4c", "Cat's hand"), ("7c", "discard")):
        r = run(three(f"Ann: draw {card}, discard 2h"))
        assert err(r) == ("draw-stock", 1) and where in r.error.message


def test_draw_stock_hands_mode_draw_must_name_card() -> None:
    r = run(three("Ann: draw, discard 2h"))
    assert r.exit_code == 2 and r.error.rule == "draw-stock" and r.error.line is not None


def _deck_text(turns: str, deck: list[str] | None = None) -> str:
    deck = deck or [str(c) for c in DECK]
    return f"players: [A, B]\ndealer: B\ndeals:\n  - deck: [{', '.join(deck)}]\n    turns: [{turns}]\n"


def test_deal_deck_mode_three_rounds_from_dealers_left() -> None:
    # dealer B: A gets cards 1, 3, 5 (2c 3c 4c... by value order), B gets 2, 4, 6; card 7 is the upcard
    r = run(_deck_text(""))
    d = r.deals[0]
    assert d.hands["A"] == (DECK[0], DECK[2], DECK[4]) and d.hands["B"] == (DECK[1], DECK[3], DECK[5])
    assert d.discard_top == DECK[6] and d.stock_left == 45


def test_draw_stock_deck_mode_top_card_only() -> None:
    r = run(_deck_text("A: 'draw, discard 2c', B: stop, A: pass"))
    assert r.exit_code == 0 and r.deals[0].turns[0].drawn == DECK[7]
    r = run(_deck_text("A: 'draw 9s, discard 2c'"))
    assert err(r) == ("draw-stock", 1) and str(DECK[7]) in r.error.message


# -- take-discard -------------------------------------------------------------------------
def test_take_discard_then_discard_a_different_card() -> None:
    r = run(three("Ann: take 7c, discard 9s", "Ben: stop", "Cat: pass", "Ann: pass"))
    assert r.exit_code == 0 and parse_card("7c") in r.deals[0].turns[0].hand_after
    assert err(run(three("Ann: take 7c, discard 7c"))) == ("take-discard", 1)


def test_take_discard_named_card_must_be_top() -> None:
    r = run(three("Ann: take 8c, discard 9s"))
    assert err(r) == ("take-discard", 1) and "7c" in r.error.message


# -- stop, final-turns ----------------------------------------------------------------------
def test_stop_only_once() -> None:
    assert err(run(three("Ann: stop", "Ben: stop"))) == ("stop", 2)


def test_final_turns_each_other_player_once_then_showdown() -> None:
    r = run(three("Ann: stop", "Ben: pass", "Cat: draw 5d, discard Jh"))
    d = r.deals[0]
    assert d.ended_by == "stop" and d.stopper == "Ann" and [t.final for t in d.turns] == [False, True, True]
    assert err(run(three("Ann: stop", "Ben: pass", "Cat: pass", "Ann: pass"))) == ("final-turns", 4)


def test_final_turns_stopper_does_not_play_again() -> None:
    r = run(three("Ann: stop", "Ann: pass"))
    assert err(r) == ("final-turns", 2) and "does not play again" in r.error.message


def test_final_turns_no_pass_before_a_stop() -> None:
    assert err(run(three("Ann: pass"))) == ("final-turns", 1)


def test_final_turns_in_progress_is_not_an_error() -> None:
    r = run(three("Ann: stop", "Ben: pass"))
    d = r.deals[0]
    assert r.exit_code == 0 and d.ended_by is None and d.whose_turn == "Cat"
    assert d.may == ("draw", "take", "pass") and d.showdown is None and d.next_dealer is None


def test_final_turns_unfinished_deal_before_next_deal_is_error() -> None:
    text = three("Ann: stop", "Ben: pass") + """  - hands: {Ann: [2c, 6c, 9h], Ben: [Kd, Qs, 3h], Cat: [4s, 4h, Jd]}
    upcard: 7d
"""
    assert err(run(text)) == ("final-turns", None)


# -- recycle, stock-exhausted ----------------------------------------------------------------
def _sixteen() -> Game:
    names = [chr(65 + i) for i in range(16)]
    return Game(names, dict.fromkeys(names, 3), "P")


def test_recycle_all_discards_but_the_top_become_the_stock() -> None:
    g = _sixteen()
    deal = g.start_deck(1, list(DECK))
    assert len(deal.stock) == 3
    for _ in range(3):
        top = deal.stock.top()
        deal.play(deal.current, Action("draw", None, top))
    under = deal.discards[:-1]
    deal.begin_turn()
    assert deal.recycles == 1 and sorted(deal.stock.cards()) == sorted(under) and len(deal.discards) == 1
    rec = deal.play(deal.current, Action("draw", under[0], under[0]))
    assert rec.recycled and rec.rules[0] == "recycle"


def test_recycle_reshuffle_must_hold_exactly_the_recycled_cards() -> None:
    g = _sixteen()
    deal = g.start_deck(1, list(DECK), reshuffles=[[DECK[0], DECK[1], DECK[2]]])
    for _ in range(3):
        deal.play(deal.current, Action("draw", None, deal.stock.top()))
    with pytest.raises(RuleViolation) as e:
        deal.begin_turn()
    assert e.value.rule == "recycle"


def test_recycle_scenario_counts_recycles() -> None:
    r = run(scenario("19-recycle-hands-mode.yaml"))
    assert r.exit_code == 0 and r.deals[0].recycles == 1


def test_stock_exhausted_seventeen_players_compare_at_once() -> None:
    r = run(scenario("18-seventeen-players-immediate-showdown.yaml"))
    d = r.deals[0]
    assert d.ended_by == "stock-exhausted" and d.turns == () and d.showdown is not None
    assert "stock-exhausted" in d.showdown.rules and r.warnings


def test_stock_exhausted_no_turn_after_the_end() -> None:
    text = scenario("18-seventeen-players-immediate-showdown.yaml").replace(
        "turns: []", "turns: [P01: stop]")
    assert err(run(text)) == ("stock-exhausted", 1)


# -- worst-loses, stopper-not-safe, floating, elimination, last-survivor ----------------------
def test_worst_loses_only_one_token() -> None:
    r = run(scenario("01-worked-final-turn.yaml"))
    d = r.deals[0]
    assert d.showdown.loser == "B" and d.tokens_after == {"A": 3, "B": 2, "C": 3}


def test_stopper_not_safe() -> None:
    r = run(scenario("04-stopper-loses.yaml"))
    assert r.deals[0].showdown.loser == r.deals[0].stopper == "Ann"
    assert "stopper-not-safe" in r.deals[0].showdown.rules


def test_floating_at_zero_still_plays() -> None:
    r = run(scenario("11-floating.yaml"))
    assert r.deals[0].floating == ("Ben",) and r.deals[0].eliminated is None


def test_elimination_when_floating_player_loses() -> None:
    r = run(scenario("12-elimination.yaml"))
    assert r.deals[0].eliminated == "Cat" and "Cat" not in r.deals[0].tokens_after


def test_last_survivor_wins_and_ends_the_game() -> None:
    r = run(scenario("16-game-to-winner.yaml"))
    assert r.winner == "Ben" and r.deals[-1].next_dealer is None and r.deals[-1].next_dealer_rule is None
    assert err(run(scenario("30-illegal-deal-after-winner.yaml"))) == ("last-survivor", None)


# -- dealer-rotation, dealer-skip -------------------------------------------------------------
def test_dealer_rotation_moves_left() -> None:
    r = run(three("Ann: stop", "Ben: pass", "Cat: pass"))
    assert (r.deals[0].next_dealer, r.deals[0].next_dealer_rule) == ("Ann", "dealer-rotation")


def test_dealer_skip_when_next_dealer_eliminated() -> None:
    r = run(scenario("13-dealer-skip.yaml"))
    assert (r.deals[0].next_dealer, r.deals[0].next_dealer_rule) == ("Al", "dealer-skip")
    assert r.deals[1].first_player == "Cy"


def test_dealer_rotation_after_elimination_elsewhere_and_of_the_dealer() -> None:
    r = run(scenario("14-rotation-after-elimination-elsewhere.yaml"))
    assert (r.deals[0].next_dealer, r.deals[0].next_dealer_rule) == ("Ben", "dealer-rotation")
    r = run(scenario("15-dealer-eliminated.yaml"))
    assert (r.deals[0].next_dealer, r.deals[0].next_dealer_rule) == ("Ben", "dealer-rotation")


def test_dealer_rotation_wrong_dealer_in_record() -> None:
    assert err(run(scenario("41-illegal-wrong-dealer.yaml"))) == ("dealer-rotation", None)


# -- deck, players, tokens, other-games --------------------------------------------------------
def test_deck_card_dealt_twice() -> None:
    r = run(scenario("29-illegal-card-dealt-twice.yaml"))
    assert r.error.rule == "deck" and r.error.line == 10


def test_deck_mode_needs_52_different_cards() -> None:
    deck = [str(c) for c in DECK]
    assert err(run(_deck_text("", deck[:51])))[0] == "deck"
    assert err(run(_deck_text("", [deck[0], *deck[:51]])))[0] == "deck"


@pytest.mark.parametrize("n,ok", [(1, False), (2, True), (9, True), (10, True), (17, True), (18, False)])
def test_players_two_to_seventeen(n: int, ok: bool) -> None:
    names = ", ".join(f"P{i}" for i in range(n))
    text = f"players: [{names}]\ndealer: P0\ndeals: []\n"
    if ok:
        r = run(text)
        assert bool(r.warnings) == (n > 9)
    else:
        with pytest.raises(InputError) as e:
            run(text)
        assert e.value.rule == "players"


def test_tokens_default_three_and_mapping() -> None:
    r = run(three("Ann: stop", "Ben: pass", "Cat: pass"))
    assert r.deals[0].tokens_before == {"Ann": 3, "Ben": 3, "Cat": 3}
    with pytest.raises(InputError, match="negative"):
        run(three().replace("dealer: Cat", "dealer: Cat\ntokens: -1"))


@pytest.mark.parametrize("action", ["knock", "swap Ah for Kh", "31"])
def test_other_games_actions_name_the_other_game(action: str) -> None:
    r = run(three(f"Ann: {action}"))
    assert err(r) == ("other-games", 1) and ("31" in r.error.message or "Bastard" in r.error.message)


def test_other_games_pool_key_is_named() -> None:
    with pytest.raises(InputError) as e:
        run(three().replace("    upcard: 7c", "    upcard: 7c\n    pool: [2c, 3c, 4c]"))
    assert e.value.rule == "other-games" and "31-point" in e.value.message


# -- expect ----------------------------------------------------------------------------------
def test_expect_mismatch_exit_3_and_rule_error_wins() -> None:
    r = run(scenario("34-expect-not-met.yaml"))
    assert r.exit_code == 3 and r.expect_failures[0].line == 14
    text = three("Ann: stop", "Ben: pass", "Cat: pass").replace("dealer: Cat", "dealer: Cat\nexpect: {winner: Ann}")
    r = run(text + "  - hands: {Ann: [2c, 6c, 9h], Ben: [Kd, Qs, 3h], Cat: [4s, 4h, Jd]}\n    upcard: 7d\n"
            "    turns: [Cat: stop]\n")
    assert r.exit_code == 1


def test_expect_all_keys_checked() -> None:
    text = three("Ann: stop", "Ben: pass", "Cat: pass") + """    expect:
      loser: Ann
      tokens: {Ann: 2}
      eliminated: null
      floating: []
      next_dealer: Ann
      ended_by: stop
      order: [Cat, Ben, Ann]
"""
    r = run(text)
    assert r.exit_code == 0, [f.message for f in r.expect_failures]
    r = run(text.replace("next_dealer: Ann", "next_dealer: Ben").replace("order: [Cat, Ben, Ann]", "order: [Ann]"))
    assert [f.token for f in r.expect_failures] == ["next_dealer", "order"]


# -- the turn log --------------------------------------------------------------------------------
def test_turn_records_are_frozen_and_carry_rule_ids() -> None:
    r = run(three("Ann: take 7c, discard 9s", "Ben: stop", "Cat: pass", "Ann: pass"))
    t = r.deals[0].turns[0]
    with pytest.raises(AttributeError):
        t.player = "Ben"  # type: ignore[misc]
    assert t.rules == ("first-turn", "take-discard") and t.discard_top == parse_card("9s")


def test_error_carries_yaml_line_of_the_turn() -> None:
    r = run(three("Ann: stop", "Ben: stop"))
    assert r.error.line == 12 and r.error.deal == 1 and r.error.turn == 2


def test_recycle_without_reshuffles_draws_must_name_recycled_cards() -> None:
    text = scenario("19-recycle-hands-mode.yaml")
    bad = text.replace("- D: draw 3c, discard 3s", "- D: draw, discard 3s")
    r = run(bad)
    assert r.exit_code == 2 and r.error.rule == "recycle" and r.error.turn == 4
    bad = text.replace("- D: draw 3c, discard 3s", "- D: draw 2c, discard 3s")  # 2c stays as the visible top
    assert err(run(bad)) == ("draw-stock", 4)
    ok = text.replace("- D: draw 3c, discard 3s", "- D: draw 5c, discard 3s")  # the old upcard was recycled
    r = run(ok)
    assert r.exit_code == 0 and str(r.deals[0].turns[3].drawn) == "5c"


def test_deck_card_twice_in_one_hand_is_a_deck_ruling() -> None:
    r = run(three("Ann: stop").replace("Ann: [2h, 6h, 9s]", "Ann: [2h, 2h, 9s]"))
    assert err(r) == ("deck", None) and "twice to Ann" in r.error.message and r.error.line == 6


def test_last_survivor_can_start_refuses_after_the_winner() -> None:
    g = Game(["A", "B"], {"A": 0, "B": 0}, "B")
    assert g.can_start(1) and not g.can_start(1, dealer="A")
    deal = g.start_hands(1, {"A": tuple(parse_cards("Ah Kh Qh")), "B": tuple(parse_cards("3c 3d 9s"))},
                         parse_card("5d"))
    deal.play("A", Action("stop"))
    deal.play("B", Action("draw", parse_card("3h"), parse_card("9s")))
    result = g.finish(deal)
    assert (result.eliminated, g.winner) == ("A", "B") and not g.can_start(2)


# -- verify, then change: a refused turn or start leaves the game exactly as it was ---------------
def _stock_emptied() -> tuple[Game, Deal]:
    """16 players in deck mode: three draws empty the stock, so the next turn needs a recycle."""
    g = _sixteen()
    deal = g.start_deck(1, list(DECK))
    for _ in range(3):
        deal.play(deal.current, Action("draw", None, deal.stock.top()))
    assert len(deal.stock) == 0 and len(deal.discards) == 4 and deal.recycles == 0
    return g, deal


def test_recycle_refused_turn_that_needed_a_recycle_changes_nothing() -> None:
    g, deal = _stock_emptied()
    me, top, under = deal.current, deal.discards[-1], deal.discards[0]
    other = deal.players[(deal.pos + 1) % len(deal.players)]
    refused = [(other, Action("stop"), RuleViolation, "turn-order"),
               (me, Action("pass"), RuleViolation, "final-turns"),
               (me, Action("draw", top, top), RuleViolation, "draw-stock"),
               (me, Action("draw", deal.hands[other][0], deal.hands[me][0]), RuleViolation, "draw-stock"),
               (me, Action("draw", under, deal.hands[other][0]), RuleViolation, "draw-stock"),
               (me, Action("draw", None, deal.hands[me][0]), InputError, "recycle"),  # recycled stock, order unknown
               (me, Action("take", top, top), RuleViolation, "take-discard"),
               (me, Action("other", word="knock"), RuleViolation, "other-games")]
    for player, action, kind, rule in refused:
        before = state_of(g)
        assert not deal.can_turn(player, action)
        with pytest.raises(kind) as e:
            deal.play(player, action)
        assert e.value.rule == rule, (action, e.value.message)
        assert state_of(g) == before, f"refused {action} changed the game"
        assert len(deal.stock) == 0 and deal.recycles == 0 and len(deal.discards) == 4
    # the same deal then accepts a legal turn, which starts with the recycle; the snapshot sees that change
    rec = deal.play(me, Action("draw", under, under))
    assert rec.recycled and rec.rules[0] == "recycle" and deal.recycles == 1
    assert state_of(g) != before


def test_state_of_sees_a_change_anywhere_in_the_game() -> None:
    """The snapshot the refusal tests compare is deep: a change inside the stock or a hand shows."""
    g, deal = _stock_emptied()
    before = state_of(g)
    deal.stock._pool.add(DECK[0])
    assert state_of(g) != before
    deal.stock._pool.discard(DECK[0])
    assert state_of(g) == before
    deal.hands[deal.current].reverse()
    assert state_of(g) != before


def test_recycle_verify_sees_the_table_after_the_recycle_without_making_it() -> None:
    g = _sixteen()
    deal = g.start_deck(1, list(DECK), reshuffles=[[DECK[48], DECK[50], DECK[49]]])
    for _ in range(3):
        deal.play(deal.current, Action("draw", None, deal.stock.top()))
    assert deal.discards == [DECK[48], DECK[49], DECK[50], DECK[51]]
    me, held = deal.current, deal.hands[deal.current][0]
    before = state_of(g)
    assert deal.verify_draw(me, None, held) == DECK[48]  # the reshuffle's first card tops the recycled stock
    assert deal.verify_take(me, None, held) == DECK[51]  # the top stays where it is
    assert deal.can_draw(me, DECK[48], held) and not deal.can_draw(me, DECK[50], held)
    assert deal.can_stop(me) and not deal.can_pass(me) and not deal.can_take(me, DECK[50], held)
    assert deal.can_recycle() and state_of(g) == before and len(deal.stock) == 0
    rec = deal.play(me, Action("draw", None, held))
    assert rec.drawn == DECK[48] and rec.recycled and deal.stock.cards() == [DECK[50], DECK[49]]


def test_recycle_refused_reshuffle_changes_nothing() -> None:
    g = _sixteen()
    deal = g.start_deck(1, list(DECK), reshuffles=[[DECK[0], DECK[1], DECK[2]]])
    for _ in range(3):
        deal.play(deal.current, Action("draw", None, deal.stock.top()))
    before = state_of(g)
    assert not deal.can_recycle() and not deal.can_stop(deal.current)
    for attempt in (deal.begin_turn, lambda: deal.play(deal.current, Action("stop"))):
        with pytest.raises(RuleViolation) as e:
            attempt()
        assert e.value.rule == "recycle" and e.value.path == ("reshuffles", 0)
        assert state_of(g) == before


def test_stock_exhausted_refused_turn_changes_nothing() -> None:
    names = [f"P{i:02d}" for i in range(17)]
    g = Game(names, dict.fromkeys(names, 3), "P16")
    deal = g.start_deck(1, list(DECK))
    assert deal.over and deal.ended_by == "stock-exhausted" and deal.allowed() == []
    before = state_of(g)
    for action in (Action("stop"), Action("take", None, deal.hands["P00"][0]), Action("draw", None, DECK[0])):
        with pytest.raises(RuleViolation) as e:
            deal.play("P00", action)
        assert e.value.rule == "stock-exhausted" and state_of(g) == before


def _hands(*texts: str) -> dict[str, tuple[Card, Card, Card]]:
    return {name: tuple(parse_cards(t)) for name, t in zip("ABC", texts, strict=False)}  # type: ignore[misc]


def _won_game() -> Game:
    """A two-player game that B has won: A was floating and lost the only deal."""
    g = Game(["A", "B"], {"A": 0, "B": 0}, "B")
    deal = g.start_hands(1, _hands("Ah Kh Qh", "3c 3d 9s"), parse_card("5d"))
    deal.play("A", Action("stop"))
    deal.play("B", Action("draw", parse_card("3h"), parse_card("9s")))
    g.finish(deal)
    assert g.winner == "B"
    return g


def test_last_survivor_refused_start_changes_nothing() -> None:
    g = _won_game()
    before = state_of(g)
    assert not g.can_start(2)
    for start in (lambda: g.start_hands(2, _hands("2c 3c 4c", "5d 6d 7d"), parse_card("8h")),
                  lambda: g.start_hands(2, {"B": tuple(parse_cards("2c 3c 4c"))}, parse_card("8h")),
                  lambda: g.start_deck(2, list(DECK))):
        with pytest.raises(RuleViolation) as e:
            start()
        assert e.value.rule == "last-survivor" and state_of(g) == before and g.deal is None


@pytest.mark.parametrize("stopped,rule", [(True, "final-turns"), (False, "stop")])
def test_final_turns_refused_start_while_a_deal_is_unfinished(stopped: bool, rule: str) -> None:
    g = Game(["A", "B", "C"], dict.fromkeys("ABC", 3), "C")
    deal = g.start_hands(1, _hands("Ah Kh Qh", "3c 3d 9s", "2d 7s 8c"), parse_card("5d"))
    deal.play("A", Action("stop") if stopped else Action("draw", parse_card("2c"), parse_card("2c")))
    before = state_of(g)
    assert not g.can_start(2)
    with pytest.raises(RuleViolation) as e:
        g.start_deck(2, list(DECK))
    assert e.value.rule == rule and "deal 1 is unfinished" in e.value.message and "B is to play" in e.value.message
    assert state_of(g) == before and g.deal is deal


def test_dealer_rotation_refused_start_changes_nothing() -> None:
    g = Game(["A", "B", "C"], dict.fromkeys("ABC", 3), "C")
    before = state_of(g)
    with pytest.raises(RuleViolation) as ie:  # the first deal's dealer is the one the record names: a rule
        g.start_deck(1, list(DECK), dealer="A")
    assert ie.value.rule == "dealer-rotation" and ie.value.path == ("dealer",) and state_of(g) == before
    deal = g.start_deck(1, list(DECK), dealer="C")
    deal.play("A", Action("stop"))
    deal.play("B", Action("pass"))
    deal.play("C", Action("pass"))
    g.finish(deal)
    before = state_of(g)
    assert g.dealer == "A" and not g.can_start(2, dealer="B")
    with pytest.raises(RuleViolation) as e:
        g.start_hands(2, _hands("Ah Kh Qh", "3c 3d 9s", "2d 7s 8c"), parse_card("5d"), dealer="B")
    assert e.value.rule == "dealer-rotation" and state_of(g) == before


def test_deck_refused_start_changes_nothing() -> None:
    g = Game(["A", "B", "C"], {"A": 3, "B": 3, "C": 3}, "C")
    before = state_of(g)
    starts = [(lambda: g.start_deck(1, list(DECK[:51])), "deck"),
              (lambda: g.start_deck(1, [DECK[0], *DECK[:51]]), "deck"),
              (lambda: g.start_hands(1, _hands("Ah Kh Qh", "Ah 3d 9s", "2d 7s 8c"), parse_card("5d")), "deck"),
              (lambda: g.start_hands(1, _hands("Ah Kh Qh", "3c 3d 9s", "2d 7s 8c"), parse_card("Ah")), "deck"),
              (lambda: g.start_hands(1, _hands("Ah Kh Qh", "3c 3d 9s"), parse_card("5d")), "deal")]
    for start, rule in starts:
        with pytest.raises(RuleViolation) as e:
            start()
        assert e.value.rule == rule and state_of(g) == before


@pytest.mark.parametrize("players,seed", [(2, 1), (5, 2), (16, 3), (16, 4)])
def test_every_refused_turn_changes_nothing_and_can_turn_agrees(players: int, seed: int) -> None:
    """Step through bot games; before each turn (and its recycle) try many actions by many players:
    `can_turn` is False exactly when `play` refuses, and a refusal leaves the game exactly as it was."""
    rng = random.Random(seed)
    names = default_names(players)
    g = Game(names, dict.fromkeys(names, 1), names[0])
    refusals = recycle_due = 0
    for number in range(1, 3):
        if g.winner is not None:
            break
        deck = list(DECK)
        rng.shuffle(deck)
        deal = g.start_deck(number, deck)
        while not deal.over:
            if not len(deal.stock) and len(deal.discards) > 1:
                order = list(deal.discards[:-1])
                rng.shuffle(order)
                deal.reshuffles.append(order)  # the order of the recycle that is due (as the simulator does)
            top = deal.discards[-1]
            cards = rng.sample(DECK, 6)
            before = state_of(g)
            for player in [*rng.sample(names, min(3, players)), deal.current]:
                held = deal.hands.get(player, [top])
                tries = [Action("stop"), Action("pass"), Action("other", word="knock"),
                         Action("take", None, rng.choice(held)), Action("take", cards[0], top),
                         Action("draw", None, rng.choice(held)),
                         *(Action("draw", c, rng.choice([c, *held])) for c in cards)]
                for action in tries:
                    if deal.can_turn(player, action):
                        continue
                    with pytest.raises((RuleViolation, InputError)):
                        deal.play(player, action)
                    assert state_of(g) == before, f"refused {player}: {action} changed the game"
                    refusals += 1
                    recycle_due += not len(deal.stock)
            deal.begin_turn()
            if deal.over:
                break
            action = choose(deal, rng, "pair")
            assert deal.can_turn(deal.current, action)
            deal.play(deal.current, action)
        g.finish(deal)
    assert refusals > 100 and (recycle_due > 0 or players < 16)
