"""Mutations of simulated records, one kind per test: each gives the right rule id (exit 1) or a
clear input message (exit 2), and never anything but the tool's own errors."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record
from stopbus_ref.core.errors import InputError
from tests.helpers import exit_code, run

CASES = [(3, 1), (5, 2), (8, 3), (12, 4), (16, 5)]  # 17 players end deal 1 at once


def record(players: int, seed: int, mode: str = "deck") -> dict[str, Any]:
    """A simulated record whose first deal has at least two turns before its stop."""
    for s in range(seed, seed + 200):
        g = play_game(default_names(players), s, 3, 3, "pair")
        turns = g.deals[0].turns
        stop = next((i for i, (_, a, _) in enumerate(turns) if a.kind == "stop"), None)
        if stop is not None and stop >= 2 and len(g.deals[0].hands) == players:
            return to_record(g, with_expect=False, mode=mode)
    raise AssertionError("no suitable simulated game")


def first_turns(rec: dict[str, Any]) -> list[dict[str, str]]:
    return rec["deals"][0]["turns"]


def stop_index(rec: dict[str, Any]) -> int:
    return next(i for i, t in enumerate(first_turns(rec)) if next(iter(t.values())) == "stop")


def who(turn: dict[str, str]) -> str:
    return next(iter(turn))


def rule_of(rec: dict[str, Any]) -> tuple[int, str | None, int | None]:
    r = run(dump_record(rec))
    return r.exit_code, r.error.rule if r.error else None, r.error.turn if r.error else None


def order_of(rec: dict[str, Any]) -> list[str]:
    """Players of deal 1 in play order (first player first)."""
    players = rec["players"]
    i = players.index(rec["deals"][0]["dealer"])
    return players[i + 1:] + players[:i + 1]


def hand_of(rec: dict[str, Any], player: str) -> list[str]:
    deal = rec["deals"][0]
    if "hands" in deal:
        return deal["hands"][player]
    order = order_of(rec)
    k, n = order.index(player), len(order)
    return [deal["deck"][k], deal["deck"][n + k], deal["deck"][2 * n + k]]


def upcard(rec: dict[str, Any]) -> str:
    deal = rec["deals"][0]
    return deal.get("upcard") or deal["deck"][3 * len(rec["players"])]


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_swap_two_turns(players: int, seed: int) -> None:
    rec = record(players, seed)
    turns = first_turns(rec)
    i = next(i for i in range(len(turns) - 1) if who(turns[i]) != who(turns[i + 1]))
    turns[i], turns[i + 1] = turns[i + 1], turns[i]
    code, rule, turn = rule_of(rec)
    assert (code, turn) == (1, i + 1) and rule == ("first-turn" if i == 0 else "turn-order")


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_discard_a_card_not_held(players: int, seed: int) -> None:
    rec = record(players, seed)
    first, second = order_of(rec)[:2]
    stranger = hand_of(rec, second)[0]
    first_turns(rec)[0] = {first: f"draw, discard {stranger}"}
    assert rule_of(rec) == (1, "draw-stock", 1)
    first_turns(rec)[0] = {first: f"take, discard {stranger}"}
    assert rule_of(rec) == (1, "take-discard", 1)


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_take_the_discard_and_throw_it_back(players: int, seed: int) -> None:
    rec = record(players, seed)
    up = upcard(rec)
    first_turns(rec)[0] = {order_of(rec)[0]: f"take {up}, discard {up}"}
    assert rule_of(rec) == (1, "take-discard", 1)


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_stopper_plays_again(players: int, seed: int) -> None:
    rec = record(players, seed)
    s = stop_index(rec)
    stopper = who(first_turns(rec)[s])
    early = copy.deepcopy(rec)
    first_turns(early).insert(s + 1, {stopper: "pass"})
    assert rule_of(early) == (1, "final-turns", s + 2)
    late = copy.deepcopy(rec)
    first_turns(late).insert(s + players, {stopper: "draw, discard " + hand_of(rec, stopper)[0]})
    code, rule, _ = rule_of(late)
    assert (code, rule) == (1, "final-turns")


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_pass_before_any_stop(players: int, seed: int) -> None:
    rec = record(players, seed)
    first_turns(rec)[0] = {order_of(rec)[0]: "pass"}
    assert rule_of(rec) == (1, "final-turns", 1)


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_second_stop(players: int, seed: int) -> None:
    rec = record(players, seed)
    s = stop_index(rec)
    nxt = who(first_turns(rec)[s + 1]) if s + 1 < len(first_turns(rec)) else order_of(rec)[0]
    first_turns(rec).insert(s + 1, {nxt: "stop"})
    assert rule_of(rec) == (1, "stop", s + 2)


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_card_dealt_twice(players: int, seed: int) -> None:
    rec = record(players, seed)
    deck = rec["deals"][0]["deck"]
    deck[1] = deck[0]
    assert rule_of(rec)[:2] == (1, "deck")
    rec = record(players, seed, mode="hands")
    a, b = order_of(rec)[:2]
    rec["deals"][0]["hands"][b][0] = rec["deals"][0]["hands"][a][0]
    assert rule_of(rec)[:2] == (1, "deck")


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_a_players_hand_missing(players: int, seed: int) -> None:
    rec = record(players, seed, mode="hands")
    del rec["deals"][0]["hands"][order_of(rec)[-1]]
    assert rule_of(rec)[:2] == (1, "deal")


@pytest.mark.parametrize("players,seed", CASES)
def test_mutation_draw_naming_a_visible_card(players: int, seed: int) -> None:
    rec = record(players, seed, mode="hands")
    first, second = order_of(rec)[:2]
    visible = hand_of(rec, second)[1]
    first_turns(rec)[0] = {first: f"draw {visible}, discard {visible}"}
    assert rule_of(rec) == (1, "draw-stock", 1)
    rec = record(players, seed)
    up = upcard(rec)
    first_turns(rec)[0] = {first: f"draw {up}, discard {up}"}
    assert rule_of(rec) == (1, "draw-stock", 1)


@pytest.mark.parametrize("bad", ["1x", "11s", "joker", "Ah!", "10"])
def test_mutation_corrupted_card_token(bad: str) -> None:
    rec = record(5, 2)
    rec["deals"][0]["deck"][7] = bad
    with pytest.raises(InputError) as e:
        read_scenario(dump_record(rec))
    assert bad in e.value.message and e.value.line is not None and e.value.exit_code == 2


@pytest.mark.parametrize("seed", range(40))
def test_mutation_file_truncated_at_a_random_byte(seed: int) -> None:
    data = dump_record(record(4, 1 + seed % 3)).encode()
    cut = random.Random(seed).randrange(len(data))
    assert exit_code(data[:cut]) in (0, 1, 2, 3)


@pytest.mark.parametrize("seed", range(40))
def test_mutation_random_bytes_inserted(seed: int) -> None:
    rng = random.Random(seed)
    data = bytearray(dump_record(record(4, 1 + seed % 3)).encode())
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(data))
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
    assert exit_code(bytes(data)) in (0, 1, 2, 3)


HOSTILE_VALUES = ["\u212ah", "A\u017f", "8♣️", "[bold]x[/]", "\x1b[2J", "9" * 5000, "010", "1:30", "", None, True,
                  "knock", "x" * 100_000, ["Ah"], {"draw": "Ah", "Draw": "2c", "discard": "Kh"}]


def _leaves(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in _leaves(v, (*path, k))]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in _leaves(v, (*path, i))]
    return [path]


def test_hostile_value_at_every_leaf_only_tool_answers() -> None:
    """Every scalar of a simulated record replaced by each hostile value (compatibility
    characters, markup, escapes, huge and YAML 1.1 numbers, other games' words, duplicate keys):
    an answer with exit 0-3, and an input message that is short (long tokens cut)."""
    rec = record(5, 2)
    rng = random.Random(8)
    leaves = _leaves(rec)
    for path in leaves:
        for value in rng.sample(HOSTILE_VALUES, 5):
            m = copy.deepcopy(rec)
            node = m
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = value
            try:
                text = dump_record(m)
            except (TypeError, AttributeError):
                continue  # a list or mapping where the writer expects a card list item: not a record
            assert exit_code(text) in (0, 1, 2, 3), (path, value)
            try:
                read_scenario(text)
            except InputError as e:
                assert len(e.message) < 400 and len(e.token or "") < 400, (path, value, e.message[:200])
