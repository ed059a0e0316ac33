"""One test per rule of the 31-point game, named after its id (test_31_swap_one checks 31-swap-one, ...)."""

from __future__ import annotations

import pytest

from stopbus_ref.core.errors import InputError, RuleViolation
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.engine import Action31, Game31, Rules31
from stopbus_ref.thirty_one.record import read_record31
from stopbus_ref.thirty_one.rule_ids import RuleId
from stopbus_ref.thirty_one.scoring import ScoreMode, card_symbol, names, parse_hand31, score_hand
from stopbus_ref.ui.fronts import status_lines
from tests.helpers31 import HEAD, code31, problem, run31, sixteen

BASE = HEAD + """deals:
  - hands:
      Ann: [7h, 9s, 2d]
      Ben: [Kc, Qc, 4h]
      Cat: [5s, 6d, 3c]
    pool: [Kd, 8s, Jh]
    turns:
"""


def rule_of(text: str) -> str | None:
    return problem(text).rule


def test_31_game() -> None:
    assert run31(BASE.replace("game: thirty-one", "game: 31") + "      - Ann: knock\n").exit_code == 0
    e = problem(BASE.replace("game: thirty-one", "game: thirty-one\nvariant: [turbo]"))
    assert isinstance(e, InputError) and e.rule == RuleId.GAME and e.line == 2 and "turbo" in e.message
    e = problem(BASE.replace("game: thirty-one", "game: thirty-one\noptions: {speed: 2}"))
    assert isinstance(e, InputError) and e.rule == RuleId.GAME
    # blitz-31 without the blitz variant is ignored
    assert run31(BASE.replace("game: thirty-one", "game: thirty-one\noptions: {blitz-31: knockout}")
                 + "      - Ann: knock\n").exit_code == 0


def test_31_players() -> None:
    two = BASE.replace("[Ann, Ben, Cat]", "[Ann, Cat]").replace("      Ben: [Kc, Qc, 4h]\n", "")
    r = run31(two + "      - Ann: knock\n      - Cat: knock\n")
    assert r.exit_code == 0 and any("31-players" in w for w in r.warnings)
    e = problem(HEAD.replace("[Ann, Ben, Cat]", "[Ann]").replace("Cat\n", "Ann\n") + "deals: []\n")
    assert isinstance(e, InputError) and e.rule == RuleId.PLAYERS
    many = ", ".join(f"P{i}" for i in range(18))
    e = problem(f"game: thirty-one\nplayers: [{many}]\ndealer: P0\ndeals: []\n")
    assert isinstance(e, InputError) and e.rule == RuleId.PLAYERS and "at most 17" in e.message


def test_31_lives() -> None:
    r = run31(BASE.replace("dealer: Cat", "dealer: Cat\nlives: {Ann: 3, Ben: 3, Cat: 5}") + "      - Ann: knock\n"
              "      - Ben: knock\n      - Cat: knock\n")
    assert r.deals[0].lives_after == {"Ann": 3, "Ben": 3, "Cat": 4}
    # starting lives below one break the rule (contract point 8: exit 1), a reading error they are not
    e = problem(BASE.replace("dealer: Cat", "dealer: Cat\nlives: 0"))
    assert isinstance(e, RuleViolation) and e.exit_code == 1 and e.rule == RuleId.LIVES and e.line == 4
    e = problem(BASE.replace("dealer: Cat", "dealer: Cat\nlives: {Ann: 3, Ben: 0, Cat: 3}"))
    assert isinstance(e, RuleViolation) and e.rule == RuleId.LIVES and e.line == 4


def test_31_lives_a_mapping_names_every_player() -> None:
    e = problem(BASE.replace("dealer: Cat", "dealer: Cat\nlives: {Cat: 5}"))
    assert isinstance(e, InputError) and e.exit_code == 2 and e.rule == RuleId.LIVES and e.line == 4
    assert "leaves out Ann, Ben" in e.message


def test_31_deal() -> None:
    # deck mode: one card at a time from the dealer's left
    from tests.helpers31 import NATURAL

    r = run31(HEAD + f"deals:\n  - deck: [{', '.join(NATURAL)}]\n")
    d = r.partial or r.deals[0]
    assert d.hands == {"Ann": (0, 3, 6), "Ben": (1, 4, 7), "Cat": (2, 5, 8)}
    assert rule_of(BASE.replace("Cat: [5s, 6d, 3c]", "Cat: [5s, 6d, 7h]")) == RuleId.DEAL
    e = problem(BASE.replace("Cat: [5s, 6d, 3c]", "Cat: [5s, 6d]"))  # a rule error (contract point 8), exit 1
    assert isinstance(e, RuleViolation) and e.rule == RuleId.DEAL and e.line == 8 and e.deal == 1
    assert rule_of(BASE.replace("      Cat: [5s, 6d, 3c]\n", "")) == RuleId.DEAL


def test_31_pool() -> None:
    e = problem(BASE.replace("pool: [Kd, 8s, Jh]", "pool: [Kd, 8s]"))  # a rule error (contract point 8), exit 1
    assert isinstance(e, RuleViolation) and e.rule == RuleId.POOL and e.line == 9 and e.deal == 1
    assert rule_of(BASE.replace("pool: [Kd, 8s, Jh]", "pool: [Kd, 8s, 9s]")) == RuleId.POOL
    r = run31(BASE + "      - Ann: knock\n")
    assert r.deals[0].pool == parse_hand31("Kd 8s Jh") and r.deals[0].whose_turn == "Ben"


def test_31_first_turn() -> None:
    e = problem(BASE + "      - Ben: knock\n")
    assert e.rule == RuleId.FIRST_TURN and e.line == 11 and e.turn == 1


def test_31_turn_order() -> None:
    e = problem(BASE + "      - Ann: knock\n      - Cat: knock\n")
    assert e.rule == RuleId.TURN_ORDER and e.turn == 2


def test_31_swap_one() -> None:
    r = run31(BASE + "      - Ann: swap 2d for 8s, turn 4c\n")
    t = (r.partial or r.deals[0]).turns[0]
    assert t.action_text() == "swap 2d for 8s, turn 4c" and RuleId.SWAP_ONE in t.rules
    assert t.action_text(card_symbol) == "swap 2♦ for 8♠, turn 4♣"  # the renderer's speller
    with pytest.warns(DeprecationWarning):  # the old `symbols` flag, positional, for a release
        assert t.action_text(True) == "swap 2♦ for 8♠, turn 4♣"  # type: ignore[arg-type]
    assert [str(c) for c in t.hand_after] == [str(c) for c in parse_hand31("7h 9s 8s")]
    assert t.pool_after == parse_hand31("Kd 4c Jh")
    assert rule_of(BASE + "      - Ann: swap 3c for 8s, turn 4c\n") == RuleId.SWAP_ONE
    assert rule_of(BASE + "      - Ann: swap 2d for 4c, turn 4c\n") == RuleId.SWAP_ONE
    assert run31(BASE + "      - Ann: {give: 2d, take: 8s, turn: 4c}\n").partial is None


def test_31_swap_all() -> None:
    r = run31(BASE + "      - Ann: swap all, turn 6h 6s 6c\n")
    assert r.error is None
    d = r.deals[0]
    assert d.hands["Ann"] == parse_hand31("Kd 8s Jh") and d.pool == parse_hand31("6h 6s 6c")
    assert RuleId.SWAP_ALL in d.turns[0].rules
    short = sixteen("      - P1: knock\n").replace("P16]", "P16, P17]").replace("dealer: P16", "dealer: P17")
    r = run31(short)
    assert r.partial is None and len((r.deals[0]).pool) == 1
    e = problem(short.replace("P1: knock", "P1: swap all"))
    assert e.rule == RuleId.SWAP_ALL


def test_31_knock() -> None:
    r = run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n")
    d = r.deals[0]
    assert d.ended_by == "knock" and d.caller == "Ann" and RuleId.KNOCK in d.turns[0].rules
    assert d.turns[1].final and d.turns[2].final


def test_31_stop() -> None:
    r = run31(BASE + "      - Ann: stop\n      - Ben: knock\n      - Cat: swap 3c for Kd, turn 2h\n")
    d = r.deals[0]
    assert d.ended_by == "stop" and d.caller == "Ann" and d.call == "stop"
    r = run31(BASE + "      - Ann: stop the bus\n      - Ben: knock\n")
    assert r.partial is None and r.deals[0].ended_by is None and r.deals[0].whose_turn == "Cat"


def test_31_final_circuit() -> None:
    assert rule_of(BASE + "      - Ann: stop\n      - Ben: stop\n") == RuleId.FINAL_CIRCUIT
    assert rule_of(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n      - Ann: knock\n") == \
        RuleId.FINAL_CIRCUIT
    e = problem(BASE + "      - Ann: knock\n      - Ann: knock\n")
    assert e.rule == RuleId.FINAL_CIRCUIT
    # an unfinished deal followed by another
    two = BASE + "      - Ann: knock\n  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2h, 3h, 4h]}\n" \
        "    pool: [5c, 5d, 5h]\n"
    assert rule_of(two) == RuleId.FINAL_CIRCUIT
    assert rule_of(two.replace("      - Ann: knock\n", "")) == RuleId.STOP


def test_31_refill() -> None:
    e = problem(BASE + "      - Ann: swap 2d for 8s\n")
    assert isinstance(e, InputError) and e.rule == RuleId.REFILL and e.line == 11
    assert rule_of(BASE + "      - Ann: swap 2d for 8s, turn 7h\n") == RuleId.REFILL  # in Ann's hand
    assert rule_of(BASE + "      - Ann: swap 2d for 8s, turn 4c 5c\n") == RuleId.REFILL  # too many names
    deck = sixteen("      - P1: swap 2c for Ac, turn Ks\n")
    assert rule_of(deck) == RuleId.REFILL  # deck mode: must be the stock top (As)
    assert run31(sixteen("      - P1: swap 2c for Ac, turn As\n")).exit_code == 0


def test_31_recycle() -> None:
    turns = "      - P1: swap 2c for Ac\n      - P2: swap 2d for Ad, turn 2c As Ah\n"
    r = run31(sixteen(turns))
    d = r.partial or r.deals[0]
    assert d.recycles == 1 and RuleId.RECYCLE in d.turns[1].rules and d.pool == (0, 51, 50) and d.stock_left == 1
    r = run31(sixteen("      - P1: swap 2c for Ac\n      - P2: swap 2d for Ad\n",
                      "    reshuffles: [[Ah, 2c, As, 2d]]\n"))
    d = r.partial or r.deals[0]
    assert d.pool == (50, 0, 51) and r.exit_code == 0
    e = problem(sixteen("      - P1: swap 2c for Ac\n      - P2: swap 2d for Ad\n"))
    assert isinstance(e, InputError) and e.rule == RuleId.RECYCLE
    assert rule_of(sixteen("      - P1: swap 2c for Ac\n      - P2: swap 2d for Ad, turn 2c As Kh\n")) == RuleId.RECYCLE
    assert rule_of(sixteen("      - P1: swap 2c for Ac\n      - P2: swap 2d for Ad\n",
                           "    reshuffles: [[Ah, 2c, As, 3d]]\n")) == RuleId.RECYCLE


def test_31_stock_exhausted() -> None:
    names = ", ".join(f"P{i}" for i in range(1, 14))
    from tests.helpers31 import NATURAL

    text = (f"game: thirty-one\nvariant: [four-card]\nplayers: [{names}]\ndealer: P13\ndeals:\n"
            f"  - deck: [{', '.join(NATURAL)}]\n")
    r = run31(text)
    d = r.deals[0]
    assert d.ended_by == "stock-exhausted" and d.showdown is not None and not d.turns
    assert RuleId.STOCK_EXHAUSTED in d.showdown.rules
    assert rule_of(text + "    turns:\n      - P1: knock\n") == RuleId.STOCK_EXHAUSTED


def test_31_card_values() -> None:
    assert score_hand(parse_hand31("Ah Kh 9h")).score == 30
    assert score_hand(parse_hand31("Qd Jd 10d")).score == 30
    assert RuleId.CARD_VALUES in score_hand(parse_hand31("2c 3c 4c")).rules()


def test_31_score() -> None:
    r = run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n")
    scores = {e.player: (e.scored.score, e.scored.suit_letter) for e in r.deals[0].showdown.order}  # type: ignore
    assert scores == {"Ann": (9, "s"), "Ben": (20, "c"), "Cat": (6, "d")}
    assert score_hand(parse_hand31("Ah 3c 2c")).score == 5


def test_31_three_suits() -> None:
    s = score_hand(parse_hand31("Ah 9s 2d"))
    assert (s.score, s.suit_letter) == (11, "h") and RuleId.THREE_SUITS in s.rules()


def test_31_best_suit() -> None:
    base = HEAD + "deals:\n  - hands: {Ann: [Ah, 3c, 2c], Ben: [6d, 2s, 9h], Cat: [Kc, Qc, 4h]}\n" \
        "    pool: [Kd, 8s, Jh]\n    turns:\n      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n"
    assert run31(base).deals[0].showdown.losers == ("Ann",)  # type: ignore[union-attr]
    best = run31(base.replace("dealer: Cat", "dealer: Cat\noptions: {score: best-suit}"))
    assert best.deals[0].showdown.losers == ("Ben",)  # type: ignore[union-attr]
    e = problem(base.replace("dealer: Cat", "dealer: Cat\noptions: {score: highest}"))
    assert isinstance(e, InputError) and e.rule == RuleId.BEST_SUIT


def test_31_instant_31() -> None:
    at_deal = BASE.replace("Ann: [7h, 9s, 2d]", "Ann: [Ah, Kh, Qh]").replace("Jh]", "2d]")
    r = run31(at_deal)
    d = r.deals[0]
    assert d.ended_by == "instant-31" and not d.turns and d.showdown.holders == ("Ann",)  # type: ignore
    assert d.showdown.losers == ("Cat",)  # type: ignore[union-attr]
    e = problem(at_deal.replace("    turns:\n", "    turns:\n      - Ann: knock\n"))
    assert e.rule == RuleId.INSTANT_31
    mid = BASE.replace("Ann: [7h, 9s, 2d]", "Ann: [Ah, Kh, 2d]").replace("Kd, 8s, Jh", "Qh, 8s, Jd")
    r = run31(mid + "      - Ann: swap 2d for Qh, turn 4c\n")
    d = r.deals[0]
    assert d.ended_by == "instant-31" and RuleId.INSTANT_31 in d.turns[0].rules
    assert rule_of(mid + "      - Ann: swap 2d for Qh, turn 4c\n      - Ben: knock\n") == RuleId.INSTANT_31


def test_31_lowest_loses() -> None:
    d = run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n").deals[0]
    assert d.showdown.losers == ("Cat",) and RuleId.LOWEST_LOSES in d.showdown.rules  # type: ignore[union-attr]
    assert d.lives_after == {"Ann": 3, "Ben": 3, "Cat": 2}


def test_31_tied_lowest() -> None:
    tie = BASE.replace("Cat: [5s, 6d, 3c]", "Cat: [9c, 6d, 3h]")
    d = run31(tie + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n").deals[0]
    assert set(d.showdown.losers) == {"Ann", "Cat"}  # type: ignore[union-attr]
    assert RuleId.TIED_LOWEST in d.showdown.rules  # type: ignore[union-attr]
    assert d.lives_after == {"Ann": 2, "Ben": 3, "Cat": 2}


def test_31_caller_not_safe() -> None:
    d = run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: swap 3c for Kd, turn 2h\n").deals[0]
    assert d.showdown.losers == ("Ann",) and RuleId.CALLER_NOT_SAFE in d.showdown.rules  # type: ignore[union-attr]


def test_31_elimination() -> None:
    text = BASE.replace("dealer: Cat", "dealer: Cat\nlives: {Ann: 3, Ben: 3, Cat: 1}") + \
        "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n"
    d = run31(text).deals[0]
    assert d.eliminated == ("Cat",) and d.lives_after == {"Ann": 3, "Ben": 3}
    again = text + "  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2h, 3h, 4h]}\n    pool: [5c, 5d, 5h]\n"
    assert rule_of(again) == RuleId.ELIMINATION
    playing = text + "  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d]}\n    pool: [5c, 5d, 5h]\n" \
        "    turns:\n      - Cat: knock\n"
    assert rule_of(playing) == RuleId.ELIMINATION


def test_31_last_survivor() -> None:
    text = BASE.replace("dealer: Cat", "dealer: Cat\nlives: {Ann: 1, Ben: 3, Cat: 1}") + \
        "      - Ann: knock\n      - Ben: knock\n      - Cat: swap 3c for Kd, turn 2h\n"
    d = run31(text).deals[0]
    assert d.eliminated == ("Ann",)
    two = text.replace("Ann: 1, Ben: 3, Cat: 1", "Ann: 1, Cat: 1, Ben: 1") + \
        "  - hands: {Ben: [2c, 3c, 4c], Cat: [2d, 3d, 5d]}\n    pool: [5c, 6d, 5h]\n    turns:\n" \
        "      - Cat: knock\n      - Ben: knock\n"
    r = run31(two)
    assert r.winner == "Cat" and RuleId.LAST_SURVIVOR in r.deals[-1].life_rules
    assert rule_of(two + "  - hands: {Cat: [2c, 3c, 4c]}\n    pool: [5c, 6d, 5h]\n") == RuleId.LAST_SURVIVOR


def test_31_shared_win() -> None:
    text = "game: thirty-one\nplayers: [Ann, Ben]\nlives: 1\ndealer: Ben\ndeals:\n" \
        "  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d]}\n    pool: [Kh, Qs, 9c]\n    turns:\n" \
        "      - Ann: knock\n      - Ben: knock\n"
    r = run31(text)
    d = r.deals[0]
    assert r.winner is None and r.shared_win == ("Ann", "Ben") and d.eliminated == ()
    assert d.lives_after == {"Ann": 0, "Ben": 0} and d.next_dealer is None


def test_31_dealer_rotation() -> None:
    text = BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n" \
        "  - dealer: Ben\n    hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2h, 3h, 4h]}\n" \
        "    pool: [5c, 5d, 5h]\n"
    assert run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n").deals[0].next_dealer == "Ann"
    e = problem(text)
    assert e.rule == RuleId.DEALER_ROTATION and e.deal == 2


BLITZ = HEAD.replace("dealer: Cat", "dealer: Cat\nvariant: [blitz]") + """deals:
  - hands:
      Ann: [7h, 9s, 2d]
      Ben: [Kc, Qc, 4h]
      Cat: [5s, 6d, 3c]
    pool: [Kd, 8s, Jh]
    turns:
"""


def test_31_blitz() -> None:
    d = run31(BLITZ + "      - Ann: blitz\n").deals[0]
    assert d.ended_by == "blitz" and d.showdown.losers == ("Cat",)  # type: ignore[union-attr]
    assert run31(BLITZ + "      - Ann: 31\n").deals[0].ended_by == "blitz"
    assert run31(BLITZ + "      - Ann: stop\n").deals[0].ended_by == "blitz"
    assert rule_of(BLITZ + "      - Ann: knock\n") == RuleId.BLITZ
    assert rule_of(BLITZ + "      - Ann: blitz\n      - Ben: blitz\n") == RuleId.BLITZ
    assert rule_of(BASE + "      - Ann: blitz\n") == RuleId.BLITZ
    assert rule_of(BASE + "      - Ann: 31\n") == RuleId.BLITZ
    # a genuine 31: lives back (default) or knockout
    genuine = BLITZ.replace("dealer: Cat", "dealer: Cat\nlives: {Ann: 3, Ben: 3, Cat: 3}").replace(
        "Ann: [7h, 9s, 2d]", "Ann: [Ah, Kh, 2d]").replace("Kd, 8s, Jh", "Qh, 8s, Jd")
    hurt = genuine.replace("lives: {Ann: 3, Ben: 3, Cat: 3}", "lives: 3")
    r = run31(hurt + "      - Ann: swap 2d for Qh, turn 4c\n")
    d = r.deals[0]
    assert d.ended_by == "instant-31" and d.showdown.losers == ("Cat",)  # type: ignore[union-attr]
    ko = hurt.replace("variant: [blitz]", "variant: [blitz]\noptions: {blitz-31: knockout}")
    r = run31(ko + "      - Ann: swap 2d for Qh, turn 4c\n")
    d = r.deals[0]
    assert set(d.showdown.losers) == {"Ben", "Cat"} and set(d.eliminated or ()) == {"Ben", "Cat"}  # type: ignore
    assert r.winner == "Ann"


def test_31_blitz_lives_back_returns_lives() -> None:
    rules = Rules31(blitz=True)
    g = Game31(["Ann", "Ben", "Cat"], {"Ann": 3, "Ben": 3, "Cat": 3}, "Cat", rules)
    g.lives["Ann"] = 1
    deal = g.start_hands(1, {"Ann": parse_hand31("Ah Kh 2d"), "Ben": parse_hand31("Kc Qc 4h"),
                             "Cat": parse_hand31("5s 6d 3c")}, parse_hand31("Qh 8s Jd"))
    deal.play("Ann", Action31("swap", parse_hand31("2d 3d 4d")[0], parse_hand31("Qh 3d 4d")[0],
                              parse_hand31("4c 3d 4d")[:1]))
    res = g.finish(deal)
    assert res.lives_after["Ann"] == 3 and res.lives_back == {"Ann": 2} and res.showdown.losers == ("Cat",)  # type: ignore


def test_31_four_card() -> None:
    text = HEAD.replace("dealer: Cat", "dealer: Cat\nvariant: [four-card]") + """deals:
  - hands:
      Ann: [7h, 9h, 2d, 3d]
      Ben: [Kc, Qc, 4h, 9c]
      Cat: [5s, 6s, 3c, 2s]
    pool: [Kd, 8s, Jh, 4s]
    turns:
      - Ann: swap all, turn 2c 2h 2s 3c
"""
    r = run31(text.replace("turn 2c 2h 2s 3c", "turn 5c 5d 5h 6c"))
    assert r.error is None
    assert r.deals[0].hands["Ann"] == parse_hand31("Kd 8s Jh 4s", size=4) and len(r.deals[0].pool) == 4
    assert r.deals[0].turns[0].score_after == 12
    assert rule_of(text) == RuleId.REFILL  # 3c and 2s are in Cat's hand
    e = problem(text.replace("Ann: [7h, 9h, 2d, 3d]", "Ann: [7h, 9h, 2d]"))
    assert isinstance(e, RuleViolation) and e.rule == RuleId.FOUR_CARD
    assert score_hand(parse_hand31("7h 9h 2d 3d", size=4)).score == 16
    assert score_hand(parse_hand31("Kd Qd 9s 8s", size=4)).score == 20


def test_31_jokers() -> None:
    text = HEAD.replace("dealer: Cat", "dealer: Cat\nvariant: [jokers]") + """deals:
  - hands:
      Ann: [RJ, Kh, Qh]
      Ben: [Kc, Qc, 4h]
      Cat: [5s, 6d, 3c]
    pool: [Kd, 8s, Jh]
"""
    d = run31(text).deals[0]
    assert d.ended_by == "instant-31" and d.showdown.holders == ("Ann",)  # type: ignore[union-attr]
    e = problem(text.replace("variant: [jokers]\n", ""))
    assert isinstance(e, InputError) and e.rule == RuleId.JOKERS and e.line == 6


def test_31_pot() -> None:
    text = BASE.replace("dealer: Cat", "dealer: Cat\nvariant: [pot]") + \
        "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n"
    r = run31(text)
    assert r.deals[0].pot == 1 and r.pot == 1 and RuleId.POT in r.deals[0].life_rules
    assert run31(BASE + "      - Ann: knock\n      - Ben: knock\n      - Cat: knock\n").deals[0].pot is None


# -- engine properties that are not one rule ------------------------------------------------------------------
def _state(deal: object) -> dict[str, object]:
    d = vars(deal)
    return {k: (repr(v.cards()) if k == "stock" else repr(v)) for k, v in d.items()}  # type: ignore[attr-defined]


def test_31_refused_action_leaves_state_unchanged() -> None:
    rec = read_record31(load_yaml(BASE + "      - Ann: knock\n"))
    g = Game31(rec.players, rec.lives, rec.dealer, rec.rules)
    spec = rec.deals[0]
    deal = g.start_hands(1, spec.hands or {}, spec.pool or ())
    before = _state(deal)
    bad = [("Ben", Action31("knock")), ("Ann", Action31("swap", 0, 1, (5,))),
           ("Ann", Action31("swap", parse_hand31("2d 3c 4c")[0], parse_hand31("8s 3c 4c")[0], (0, 1))),
           ("Ann", Action31("swap", parse_hand31("2d 3c 4c")[0], parse_hand31("8s 3c 4c")[0], None)),
           ("Ann", Action31("blitz", word="31"))]
    for who, action in bad:
        assert not deal.can_turn(who, action)
        with pytest.raises((RuleViolation, InputError)):
            deal.play(who, action)
        assert _state(deal) == before, action
    rec_t = deal.play("Ann", Action31("knock"))
    with pytest.raises(AttributeError):  # a NamedTuple, as the Brag turn (FrozenInstanceError is one too)
        rec_t.player = "Ben"  # type: ignore[misc]


def test_31_rulings_carry_typed_rule_ids() -> None:
    d = run31(BASE + "      - Ann: swap 2d for 8s, turn 4c\n      - Ben: knock\n      - Cat: knock\n"
              "      - Ann: knock\n").deals[0]
    assert d.showdown is not None
    ids = [*d.start_rules, *(x for t in d.turns for x in t.rules), *d.showdown.rules, *d.life_rules]
    assert ids and all(type(x) is RuleId for x in ids)
    e = problem(BASE + "      - Ben: knock\n")
    assert type(e.rule) is RuleId


def test_31_every_rule_id_has_a_test_named_after_it() -> None:
    names = set(globals())
    for rid in RuleId:
        assert "test_" + rid.value.replace("-", "_").replace(":", "_") in names, rid  # house:KEY -> test_house_KEY


def test_31_score_mode_option_reaches_the_engine() -> None:
    rec = read_record31(load_yaml(BASE.replace("dealer: Cat", "dealer: Cat\noptions: {score: best-suit}")))
    assert rec.rules.score is ScoreMode.BEST_SUIT
    assert code31(BASE) == 0


def test_31_no_inspect() -> None:
    """002 How to play 3: nobody counts the stock, so the live referee's screen shows no stock count."""
    from stopbus_ref.thirty_one.rulebook import BY_ID

    rule = BY_ID[RuleId.NO_INSPECT]
    assert rule.status == "stated" and "count the stock" in rule.citations[0].quote
    from tests.test_table31 import DEAL_1, session

    screen = "\n".join(status_lines(session(*DEAL_1[:4])))
    assert "pool" in screen and "stock" not in screen


def test_31_card_conservation() -> None:
    """A card in two places breaks the card-conservation rule (interpreted: no passage of 002 says it in words)."""
    from stopbus_ref.thirty_one.rulebook import BY_ID

    assert BY_ID[RuleId.CARD_CONSERVATION].status == "interpreted"
    text = HEAD + """deals:
  - pool: [Kd, 8s, Jh]
    turns:
      - Ann: knock
      - Ben: knock
      - Cat: knock
    shown: {Ann: [7h, 9s, 2d], Ben: [Kc, Qc, 4h], Cat: [Jh, 6d, 3c]}
"""
    assert rule_of(text) == RuleId.CARD_CONSERVATION


def test_31_second_stop() -> None:
    """A second stop breaks the contract's 31-final-circuit; the reading it rests on (31-second-stop, interpreted)
    is the passage quoted."""
    e = problem(BASE + "      - Ann: stop\n      - Ben: stop\n")
    assert e.rule == RuleId.FINAL_CIRCUIT and e.cite == RuleId.SECOND_STOP and e.turn == 2
    from stopbus_ref.thirty_one.rulebook import BY_ID
    from stopbus_ref.ui.answering import error_json

    assert BY_ID[RuleId.SECOND_STOP].status == "interpreted"
    assert error_json(e)["citation"]["rule"] == RuleId.SECOND_STOP  # type: ignore[index]


# -- house rules (shared/spec/house-rules.md): one test per house:KEY of the 31-point catalogue ------------------

def _house(text: str, block: str) -> str:
    """`text` with a `house:` block after its `dealer:` line."""
    return text.replace("dealer: Cat\n", f"dealer: Cat\nhouse: {block}\n", 1)


def test_house_caller_safe() -> None:
    turns = "      - Ann: knock\n      - Ben: knock\n      - Cat: swap 3c for Kd, turn 2h\n"
    sd = run31(_house(BASE, "{caller-safe: true}") + turns).deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",)  # the knocker's 9 is passed over: Cat's 16 is the lowest
    assert RuleId.HOUSE_CALLER_SAFE in sd.rules and RuleId.CALLER_NOT_SAFE not in sd.rules
    for no in ("false", "no", "{}"):  # the default, spelled every way YAML reads it, or not set: 002's ruling
        block = "{}" if no == "{}" else f"{{caller-safe: {no}}}"
        sd = run31(_house(BASE, block) + turns).deals[0].showdown
        assert sd is not None and sd.losers == ("Ann",) and RuleId.HOUSE_CALLER_SAFE not in sd.rules
    # the caller not lowest: the house rule changes nothing and is not cited
    sd = run31(_house(BASE, "{caller-safe: true}") + "      - Ann: swap 2d for Kd, turn 2h\n      - Ben: knock\n"
               "      - Cat: knock\n      - Ann: knock\n").deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",) and RuleId.HOUSE_CALLER_SAFE not in sd.rules
    # a stop and a Blitz call are calls too (fine point 1)
    sd = run31(_house(BASE, "{caller-safe: true}") + "      - Ann: stop\n      - Ben: knock\n"
               "      - Cat: swap 3c for Kd, turn 2h\n").deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",) and RuleId.HOUSE_CALLER_SAFE in sd.rules
    blitz = _house(BASE, "{caller-safe: true}").replace("dealer: Cat\n", "dealer: Cat\nvariant: [blitz]\n", 1)
    sd = run31(blitz.replace("[7h, 9s, 2d]", "[2d, 3s, 5h]") + "      - Ann: blitz\n").deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",) and RuleId.HOUSE_CALLER_SAFE in sd.rules
    assert problem(_house(BASE, "{caller-safe: maybe}")).rule == RuleId.GAME


def test_house_caller_safe_nobody_left_to_lose() -> None:
    two = ("game: thirty-one\nplayers: [Ann, Ben]\ndealer: Ben\nhouse: {caller-safe: true}\ndeals:\n  - hands:\n"
           "      Ann: [7h, 9s, 2d]\n      Ben: [Ac, Kc, 4h]\n    pool: [Qc, 8s, Jh]\n    turns:\n"
           "      - Ann: stop\n      - Ben: swap 4h for Qc, turn 2h\n")
    d = run31(two).deals[0]
    assert d.showdown is not None and d.showdown.losers == () and d.lives_after == {"Ann": 3, "Ben": 3}
    assert d.ended_by == "instant-31" and RuleId.HOUSE_CALLER_SAFE in d.showdown.rules


def test_house_score() -> None:
    text = HEAD + ("house: {score: best-suit}\ndeals:\n  - hands:\n      Ann: [Ah, 3c, 2c]\n      Ben: [Kd, Qd, 4s]\n"
                   "      Cat: [6s, 2h, 5d]\n    pool: [9c, 8h, 7s]\n    turns:\n      - Ann: knock\n"
                   "      - Ben: knock\n      - Cat: knock\n")
    rec = read_record31(load_yaml(text))
    assert rec.rules.score is ScoreMode.BEST_SUIT and rec.house == {"score": "best-suit"}
    sd = run31(text).deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",) and RuleId.HOUSE_SCORE in sd.rules
    # the same agreement in options: the ruling is the same, its words as they always were (no house id)
    sd = run31(text.replace("house:", "options:")).deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",) and RuleId.HOUSE_SCORE not in sd.rules
    both = text.replace("house: {score: best-suit}", "options: {score: represented}\nhouse:\n  score: best-suit")
    e = problem(both)
    assert isinstance(e, InputError) and e.token == "score" and e.line == 6 and e.rule == RuleId.HOUSE_SCORE
    e = problem(text.replace("best-suit}", "highest}"))
    assert isinstance(e, InputError) and e.line == 4 and "represented or best-suit" in e.message


def test_house_blitz_31() -> None:
    text = HEAD + ("variant: [blitz]\nhouse: {blitz-31: knockout}\ndeals:\n  - hands:\n      Ann: [Ah, Kh, 2c]\n"
                   "      Ben: [9s, 8s, 2d]\n      Cat: [6d, 3c, 4h]\n    pool: [Qh, 5s, 7c]\n    turns:\n"
                   "      - Ann: swap 2c for Qh, turn Jd\n")
    r = run31(text)
    sd = r.deals[0].showdown
    assert sd is not None and sd.losers == ("Ben", "Cat") and r.winner == "Ann" and RuleId.HOUSE_BLITZ_31 in sd.rules
    back = run31(text.replace("knockout", "lives-back")).deals[0].showdown
    assert back is not None and back.losers == ("Cat",) and RuleId.HOUSE_BLITZ_31 not in back.rules
    plain = run31(text.replace("variant: [blitz]\n", "")).deals[0]  # outside Blitz it is ignored, as in options:
    assert plain.showdown is not None and plain.showdown.losers == ("Cat",) and not plain.eliminated
    e = problem(text.replace("house: {", "options: {blitz-31: knockout}\nhouse: {"))
    assert isinstance(e, InputError) and e.token == "blitz-31" and e.rule == RuleId.HOUSE_BLITZ_31


def test_31_scores_spell_cards_as_the_renderer_asks() -> None:
    """A score's words name cards by their JSON names; a renderer passes `card_symbol` for suit symbols (the old
    `symbols` flag still works for a release, with a DeprecationWarning)."""
    s = score_hand(tuple(parse_hand31("3c 2c Ah")))
    assert s.describe() == "5 in clubs (3c 2c); Ah does not count"
    assert s.describe(card_symbol) == "5 in clubs (3♣ 2♣); A♥ does not count"
    j = score_hand(tuple(parse_hand31("RJ Kh 9h", jokers=True)), ScoreMode.REPRESENTED)
    assert "RJ stands for Ah" in j.describe() and "RJ stands for A♥" in j.describe(card_symbol)
    three = parse_hand31("10c Qd 2s")
    assert names(three) == "10c Qd 2s" and names(three, card_symbol) == "10♣ Q♦ 2♠"
    with pytest.warns(DeprecationWarning):
        assert s.describe(True) == s.describe(card_symbol)  # type: ignore[arg-type]
    with pytest.warns(DeprecationWarning):
        assert names(s.cards, True) == "3♣ 2♣ A♥"  # type: ignore[arg-type]
