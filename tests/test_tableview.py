"""Table-view records: only what the table saw; contradictions are rule errors with id, deal and turn."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.replay import Report
from stopbus_ref.brag.simulate import play_game, to_record
from stopbus_ref.brag.tableview import TableDealResult
from stopbus_ref.core.cards import DECK, parse_card
from stopbus_ref.records import dump_record
from stopbus_ref.ui.brag.report import report_json
from tests.helpers import exit_code, run


def record(turns: list[str], shown: dict[str, str] | None = None, hands: dict[str, str] | None = None,
           upcard: str = "5h", players: tuple[str, ...] = ("Ann", "Ben", "Cat"), more: str = "") -> str:
    """A one-deal table-view record, dealer the last player."""
    lines = [f"players: [{', '.join(players)}]", f"dealer: {players[-1]}", "deals:", f"  - upcard: {upcard}"]
    if hands:
        lines.append("    hands:")
        lines += [f"      {p}: [{c}]" for p, c in hands.items()]
    lines.append("    turns:")
    lines += [f"      - {t}" for t in turns] or ["      []"]
    if shown is not None:
        lines.append("    shown:")
        lines += [f"      {p}: [{c}]" for p, c in shown.items()]
    return "\n".join(lines) + "\n" + more


PLAY = ["Ann: draw, discard 7s", "Ben: take, discard 9h", "Cat: stop", "Ann: take 9h, discard 2c", "Ben: pass"]
GOOD = {"Ann": "9h, 9c, 9d", "Ben": "7s, Kd, Qd", "Cat": "Ad, 3c, 4s"}


def broken(text: str) -> tuple[str | None, int | None, int | None]:
    r = run(text)
    assert r.exit_code == 1, r.first_problem and r.first_problem.one_line()
    e = r.error
    assert e is not None and e.line is not None
    return e.rule, e.deal, e.turn


def test_consistent_table_view_deal_is_ruled_from_the_shown_hands() -> None:
    r = run(record(PLAY, GOOD))
    assert r.exit_code == 0
    d = r.deals[0]
    assert d.showdown is not None and d.showdown.loser == "Ben"
    assert d.tokens_after == {"Ann": 3, "Ben": 2, "Cat": 3} and d.next_dealer == "Ann"
    assert [t.action_text() for t in d.turns][:2] == ["draw, discard 7s", "take 7s, discard 9h"]
    assert d.turns[0].drawn is None


def test_deck_card_in_two_places_upcard_in_a_known_hand() -> None:
    assert broken(record(PLAY, GOOD, hands={"Ann": "5h, 2c, 3d"})) == ("deck", 1, None)


def test_deck_shown_card_lies_in_the_pile() -> None:
    assert broken(record(PLAY, {**GOOD, "Ben": "5h, Kd, 7s"})) == ("deck", 1, None)
    assert broken(record(PLAY, {**GOOD, "Cat": "Ad, 3c, 2c"})) == ("deck", 1, None)


def test_deck_two_players_show_the_same_card() -> None:
    assert broken(record(PLAY, {**GOOD, "Cat": "Ad, Kd, 4s"})) == ("deck", 1, None)


def test_card_conservation_shown_hand_lacks_a_taken_card() -> None:
    assert broken(record(PLAY, {**GOOD, "Ben": "Jc, Kd, Qd"})) == ("card-conservation", 1, None)


def test_card_conservation_shown_hand_lacks_a_known_dealt_card() -> None:
    assert broken(record(PLAY, GOOD, hands={"Cat": "Ad, 3c, 4h"})) == ("card-conservation", 1, None)


def test_draw_stock_discard_of_a_card_lying_in_the_pile() -> None:
    assert broken(record(["Ann: draw, discard 7s", "Ben: draw, discard 5h"])) == ("draw-stock", 1, 2)


def test_take_discard_discard_of_a_card_in_another_players_known_cards() -> None:
    assert broken(record(["Ann: draw, discard 7s", "Ben: take, discard 9h", "Cat: take, discard 7s"])) \
        == ("take-discard", 1, 3)


def test_draw_stock_discard_of_a_known_dealt_card_of_another_player() -> None:
    assert broken(record(["Ann: draw, discard Kd"], {}, hands={"Ben": "Kd, Qd, Jd"})) == ("draw-stock", 1, 1)


def test_take_discard_take_and_throw_back() -> None:
    assert broken(record(["Ann: draw, discard 7s", "Ben: take, discard 7s"])) == ("take-discard", 1, 2)


def test_take_discard_named_take_is_not_the_top() -> None:
    assert broken(record(["Ann: draw, discard 7s", "Ben: take 5h, discard 2c"])) == ("take-discard", 1, 2)


def test_turn_order_is_the_engines() -> None:
    assert broken(record(["Ben: draw, discard 7s"])) == ("first-turn", 1, 1)
    assert broken(record(["Ann: pass"])) == ("final-turns", 1, 1)


def test_final_turns_shown_before_the_showdown() -> None:
    assert broken(record(PLAY[:3], GOOD)) == ("final-turns", 1, None)


def test_awaiting_the_showdown_reports_what_is_certain() -> None:
    r = run(record(PLAY, {"Ann": GOOD["Ann"]}))
    assert r.exit_code == 0
    d = r.deals[0]
    assert isinstance(d, TableDealResult) and d.awaiting == ("Ben", "Cat") and d.showdown is None
    assert d.known["Ben"] == (parse_card("7s"),) and d.unknown == {"Ann": 0, "Ben": 2, "Cat": 3}
    out = report_json(r)["deals"][0]
    assert out["table_view"]["awaiting_showdown"] == ["Ben", "Cat"] and out["showdown"] is None
    assert out["table_view"]["known"]["Ben"] == ["7s"]


def test_worst_loses_a_deal_awaiting_its_showdown_blocks_the_next() -> None:
    text = record(PLAY, {}) + "  - upcard: 2d\n    turns: []\n"
    assert exit_code(text) == 2


def test_in_progress_table_view_deal() -> None:
    r = run(record(PLAY[:2]))
    assert r.exit_code == 0 and r.deals[0].ended_by is None and r.deals[0].whose_turn == "Cat"


SIXTEEN = tuple("ABCDEFGHIJKLMNOP")


def _sixteen(turns: list[str], shown: dict[str, list[str]]) -> str:
    return record(turns, {p: ", ".join(c) for p, c in shown.items()}, players=SIXTEEN)


def _fill(shown: dict[str, list[str]], used: set[str]) -> dict[str, list[str]]:
    """Give every other player three cards nobody has seen."""
    free = [str(c) for c in DECK if str(c) not in used and all(str(c) not in v for v in shown.values())]
    out = dict(shown)
    for p in SIXTEEN:
        if p not in out:
            out[p] = [free.pop(), free.pop(), free.pop()]
    return out


RECYCLE_TURNS = ["A: draw, discard 2c", "B: draw, discard 3c", "C: draw, discard 4c",
                 "D: draw, discard 2c", "E: stop", *[f"{p}: pass" for p in "FGHIJKLMNOP"],
                 "A: draw, discard 3c", "B: pass", "C: pass", "D: pass"]


def test_recycle_unknown_draws_across_a_recycle_are_consistent() -> None:
    # 16 players leave a stock of 3; D's turn starts with a recycle of 5h 2c 3c (4c stays on top).
    # D draws an unknown recycled card and throws 2c; after the stop A draws and throws 3c.
    used = {"5h", "2c", "3c", "4c"}
    r = run(_sixteen(RECYCLE_TURNS, _fill({}, used)))
    assert r.exit_code == 0, r.first_problem and r.first_problem.one_line()
    d = r.deals[0]
    assert d.recycles == 1 and d.turns[3].recycled and "recycle" in d.turns[3].rules
    assert d.showdown is not None


def test_recycle_shown_card_went_into_the_new_stock_and_was_never_drawn() -> None:
    used = {"5h", "2c", "3c", "4c"}
    assert broken(_sixteen(RECYCLE_TURNS, _fill({"F": ["5h", "Ks", "Qs"]}, used))) == ("recycle", 1, None)


def test_recycle_a_recycled_card_can_be_shown_by_the_player_who_drew_after_the_recycle() -> None:
    # After the stop A draws (from the recycled stock) and throws 9d, a card A was dealt: A's unknown
    # cards are then two dealt ones and one recycled one, so A may show the recycled 5h
    turns = [*RECYCLE_TURNS[:16], "A: draw, discard 9d", "B: pass", "C: pass", "D: pass"]
    used = {"5h", "2c", "3c", "4c", "9d"}
    assert exit_code(_sixteen(turns, _fill({"A": ["5h", "Ks", "Qs"]}, used))) == 0
    # but not two recycled cards: A drew only one after the recycle
    assert broken(_sixteen(turns, _fill({"A": ["5h", "3c", "Qs"]}, used))) == ("recycle", 1, None)


def _rulings(r: Report) -> list[tuple[Any, ...]]:
    return [(d.showdown.loser if d.showdown else None, d.tokens_after, d.eliminated, d.next_dealer,
             d.next_dealer_rule, d.ended_by, d.recycles, [e.player for e in d.showdown.order] if d.showdown else None)
            for d in r.deals]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 11), strategy=st.sampled_from(["pair", "patient", "eager"]),
       keep=st.integers(0, 3))
def test_hidden_simulated_games_give_the_same_rulings(seed: int, n: int, strategy: str, keep: int) -> None:
    g = play_game([f"P{i}" for i in range(1, n + 1)], seed, strategy=strategy, max_deals=6)
    full = run(dump_record(to_record(g, mode="hands")))
    table = to_record(g, mode="table")
    for entry, sim in zip(table["deals"], g.deals, strict=True):  # some dealt hands became known
        known = list(sim.hands.items())[:keep]
        if known:
            entry["hands"] = {p: [str(c) for c in h] for p, h in known}
    hidden = run(dump_record(table))
    assert hidden.exit_code == full.exit_code == 0, hidden.first_problem and hidden.first_problem.one_line()
    assert _rulings(hidden) == _rulings(full)
    assert hidden.winner == full.winner


@pytest.mark.parametrize("seed", [3, 17])
def test_hidden_simulated_game_with_recycles(seed: int) -> None:
    g = play_game([f"P{i}" for i in range(1, 12)], seed, strategy="patient", max_deals=4)
    full = run(dump_record(to_record(g, mode="deck")))
    hidden = run(dump_record(to_record(g, mode="table")))
    assert sum(d.recycles for d in hidden.deals) > 0
    assert _rulings(hidden) == _rulings(full)


def test_full_information_records_keep_their_shape() -> None:
    text = record(PLAY, GOOD)
    out = report_json(run(text))
    assert set(out["deals"][0]) >= {"number", "dealer", "first_player", "ended_by", "stopper", "recycles", "turns",
                                    "showdown", "tokens_after", "floating", "eliminated", "next_dealer",
                                    "next_dealer_rule"}


def test_draw_stock_named_draw_of_a_visible_card() -> None:
    assert broken(record(["Ann: draw 5h, discard 2c"])) == ("draw-stock", 1, 1)
    assert exit_code(record(["Ann: draw Ah, discard 2c"])) == 0


def test_card_conservation_shown_hand_lacks_a_card_drawn_by_name() -> None:
    turns = ["Ann: draw Ah, discard 7s", "Ben: stop", "Cat: pass", "Ann: pass"]
    assert broken(record(turns, {"Ann": "2c, 3c, 4c", "Ben": "Kd, Qd, Jd", "Cat": "9s, 9h, 9d"})) \
        == ("card-conservation", 1, None)


def test_stock_exhausted_at_once_awaits_every_hand() -> None:
    players = tuple(f"P{i}" for i in range(17))
    r = run(record([], players=players))
    d = r.deals[0]
    assert r.exit_code == 0 and d.ended_by == "stock-exhausted"
    assert isinstance(d, TableDealResult) and d.awaiting == tuple(d.known)


def test_fully_known_hands_need_no_shown() -> None:
    hands = {"Ann": "9h, 9c, 9d", "Ben": "7s, Kd, Qd", "Cat": "Ad, 3c, 4s"}
    r = run(record(["Ann: stop", "Ben: pass", "Cat: pass"], {}, hands=hands))
    assert r.exit_code == 0 and r.deals[0].showdown is not None and r.deals[0].showdown.loser == "Ben"


def test_hostile_value_at_every_leaf_of_a_table_view_record() -> None:
    """Every scalar of a table-view record replaced by each hostile value: an answer with exit 0-3."""
    import copy
    import random

    from tests.test_mutations import HOSTILE_VALUES, _leaves

    g = play_game([f"P{i}" for i in range(1, 5)], 3, strategy="pair", max_deals=2)
    rec = to_record(g, mode="table")
    rng = random.Random(11)
    for path in _leaves(rec):
        for value in rng.sample(HOSTILE_VALUES, 3):
            m = copy.deepcopy(rec)
            node = m
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = value
            try:
                text = dump_record(m)
            except (TypeError, AttributeError):
                continue
            assert exit_code(text) in (0, 1, 2, 3), (path, value)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), deal=st.integers(0, 5), turn=st.integers(0, 200), card=st.sampled_from(DECK))
def test_any_changed_discard_in_a_table_view_record_is_an_answer(seed: int, deal: int, turn: int, card: Any) -> None:
    """A discard changed to any card: accepted or refused with a rule (exit 0 or 1), never anything else,
    and an accepted record still has every rule id registered."""
    g = play_game(["A", "B", "C"], seed, strategy="pair", max_deals=3)
    rec = to_record(g, mode="table", with_expect=False)
    d = rec["deals"][deal % len(rec["deals"])]
    moves = [i for i, t in enumerate(d["turns"]) if "discard" in next(iter(t.values()))]
    if not moves:
        return
    i = moves[turn % len(moves)]
    (p, text), = d["turns"][i].items()
    d["turns"][i] = {p: text.rsplit(" ", 1)[0] + f" {card}"}
    assert exit_code(dump_record(rec)) in (0, 1)


def test_recycle_discard_of_a_recycled_card_by_a_player_who_drew_none() -> None:
    turns = [*RECYCLE_TURNS[:4], "E: take, discard 3c"]  # 3c went into the new stock; E only took the top
    assert broken(_sixteen(turns, {})) == ("recycle", 1, 5)
