"""31-point rounds seen from the table (thirty_one/tableview.py): hidden cards change no ruling,
and every contradiction the table can see is a rule error with its id, deal and turn."""

from __future__ import annotations

import copy
import json
import pathlib
import subprocess
import sys

import pytest

from stopbus_ref.core.errors import InputError, RuleViolation
from stopbus_ref.records import dump_record
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.engine import Rules31
from stopbus_ref.thirty_one.record import read_record31
from stopbus_ref.thirty_one.replay import Report, replay31
from stopbus_ref.thirty_one.scoring import ScoreMode, parse_card31
from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31
from stopbus_ref.thirty_one.tableview import TableDeal31, TableDealResult31
from tests.helpers31 import problem, run31, seen_from_table

ROOT = pathlib.Path(__file__).resolve().parent.parent
HEAD = "game: thirty-one\nplayers: [Ann, Ben, Cat]\ndealer: Cat\n"


def rulings(r: Report) -> tuple[object, ...]:
    """What a replay decides: per round the ending, losers, lives, eliminations and next dealer; the winner."""
    return (tuple((d.number, d.ended_by, tuple(sorted(d.showdown.losers)) if d.showdown else None,
                   dict(d.lives_after), d.eliminated, d.next_dealer, d.recycles, d.pot) for d in r.deals),
            r.winner, r.shared_win, r.pot)


def hidden(text: str) -> tuple[Report, Report, str]:
    """Replay a full record, then the same game with every hidden card removed."""
    rec = read_record31(load_yaml(text))
    full = replay31(rec)
    table = dump_record(seen_from_table(rec, full), "seen from the table")
    return full, run31(table), table


def round_(turns: str, shown: str = "", pool: str = "[Kd, 8s, Jh]", extra: str = "") -> str:
    """A one-round table-view record for Ann, Ben, Cat (Cat deals, Ann plays first)."""
    return HEAD + extra + f"deals:\n  - pool: {pool}\n    turns:\n{turns}" + (f"    shown:\n{shown}" if shown else "")


def T(*lines: str) -> str:
    return "".join(f"      - {x}\n" for x in lines)


def S(**hands: str) -> str:
    return "".join(f"      {p}: [{h}]\n" for p, h in hands.items())


def violation(text: str) -> RuleViolation:
    e = problem(text)
    assert isinstance(e, RuleViolation), e
    return e


# -- hiding the cards changes no ruling ------------------------------------------------------------

SCENARIOS = sorted(p for p in (ROOT / "scenarios").glob("31-*.yaml")
                   if "\n# exit: 0" in (t := p.read_text(encoding="utf-8")) and "shown:" not in t)
"""The 31 scenarios that replay without a problem and record every card."""


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_31_table_view_of_each_scenario_rules_the_same(path: pathlib.Path) -> None:
    """Every 31 scenario that replays without a problem, with its dealt hands, cards given and stock order
    removed, replays to the same endings, losers, lives, eliminations and dealers."""
    text = path.read_text(encoding="utf-8")
    full, table, written = hidden(text)
    assert full.first_problem is None
    assert table.first_problem is None, (table.first_problem, written)
    assert rulings(table) == rulings(full)
    assert all(isinstance(d, TableDealResult31) for d in table.deals)


def test_31_table_view_scenario_list_is_not_empty() -> None:
    assert len(SCENARIOS) >= 18


VARIANTS = [Rules31(), Rules31(blitz=True), Rules31(four_card=True), Rules31(jokers=True), Rules31(pot=True),
            Rules31(score=ScoreMode.BEST_SUIT), Rules31(blitz=True, blitz_31="knockout"),
            Rules31(four_card=True, jokers=True)]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: "-".join(r.variant_list()) or r.score.value)
def test_31_simulated_games_with_every_hidden_card_removed_rule_the_same(rules: Rules31) -> None:
    """Whole simulated games (2 to 8 players, recycles included) seen from the table: the same rulings."""
    for players in (2, 3, 5, 8):
        for seed in range(4):
            g = play_game31([f"P{i}" for i in range(players)], seed, rules)
            full, table, _ = hidden(dump_record31(to_record31(g)))
            assert full.first_problem is None
            assert table.first_problem is None, (players, seed, table.first_problem)
            assert rulings(table) == rulings(full), (players, seed)


def test_31_recycles_seen_from_the_table_are_followed() -> None:
    """The simulated games above include rounds whose stock is recycled (several times in some)."""
    total = 0
    for seed in range(12):
        g = play_game31([f"P{i}" for i in range(8)], seed, Rules31())
        full, table, _ = hidden(dump_record31(to_record31(g)))
        assert rulings(table) == rulings(full)
        total += sum(d.recycles for d in table.deals)
    assert total >= 5


# -- what the table can see: one contradiction per kind ----------------------------------------------

def test_31_swap_one_takes_only_a_pool_card() -> None:
    e = violation(round_(T("Ann: swap for Qc, turn 4c")))
    assert (e.rule, e.deal, e.turn) == ("31-swap-one", 1, 1) and "the pool is" in str(e)


def test_31_swap_one_a_named_give_must_be_holdable() -> None:
    """A card given by name that lies in the pool (or was taken by another) cannot be in the hand."""
    e = violation(round_(T("Ann: swap Jh for 8s, turn 4c")))
    assert (e.rule, e.turn) == ("31-swap-one", 1) and "Jh is in the pool" in str(e)
    e = violation(round_(T("Ann: swap for 8s, turn 4c", "Ben: swap 8s for Kd, turn 2h")))
    assert (e.rule, e.turn) == ("31-swap-one", 2) and "Ann's hand" in str(e)


def test_31_swap_one_a_named_give_of_a_dealt_card_never_seen() -> None:
    """Giving by name a card nobody has seen is giving one of the dealt cards: it is then known to be on the
    discard pile, so nobody can show it."""
    turns = T("Ann: swap for Kd, turn 4c", "Ben: swap 9s for 8s, turn 5d", "Cat: knock", "Ann: knock", "Ben: knock")
    r = run31(round_(turns, S(Ann="Kd, 2c, 3c", Ben="8s, 2d, 3d", Cat="5s, 6d, 7d")))
    assert r.first_problem is None and r.deals[0].turns[1].given == (parse_card31("9s", jokers=False),)
    e = violation(round_(turns, S(Ann="Kd, 2c, 9s", Ben="8s, 2d, 3d", Cat="5s, 6d, 7d")))
    assert e.rule == "31-card-conservation" and "discard pile" in str(e) and "Ben gave it at turn 2" in str(e)


def test_31_refill_a_card_turned_up_must_be_unseen() -> None:
    e = violation(round_(T("Ann: swap for 8s, turn Kd")))
    assert (e.rule, e.turn) == ("31-refill", 1) and "Kd" in str(e)
    e = violation(round_(T("Ann: swap for 8s, turn 4c", "Ben: swap for Kd, turn 8s")))
    assert (e.rule, e.turn) == ("31-refill", 2) and "Ann took it" in str(e)


def test_31_refill_every_card_turned_up_is_named() -> None:
    e = problem(round_(T("Ann: swap for 8s")))
    assert isinstance(e, InputError) and e.exit_code == 2
    assert e.rule == "31-refill" and e.turn == 1 and "face down" in str(e)
    e = violation(round_(T("Ann: swap for 8s, turn 4c 5c")))
    assert e.rule == "31-refill" and "names 2 card(s) but 1 was turned up" in str(e)


def test_31_swap_all_needs_the_whole_pool_and_makes_the_hand_known() -> None:
    r = run31(round_(T("Ann: swap all, turn 4c 5c 6c")))
    assert r.first_problem is None
    d = r.deals[0]
    assert isinstance(d, TableDealResult31)
    pool = tuple(sorted(parse_card31(c, jokers=False) for c in ("Kd", "8s", "Jh")))
    assert d.known["Ann"] == pool and d.unknown["Ann"] == 0
    assert d.turns[0].score_after == 10 and d.turns[0].unknown == 0


def test_31_card_conservation_a_shown_card_in_two_places() -> None:
    base = T("Ann: swap for 8s, turn 4c", "Ben: knock", "Cat: swap for Kd, turn 2h", "Ann: knock")
    e = violation(round_(base, S(Ann="7h, 9s, 8s", Ben="Kc, Qc, 4h", Cat="Jh, 6d, Kd")))
    assert e.rule == "31-card-conservation" and "Jh is in the pool" in str(e) and e.path == ("shown", "Cat")
    e = violation(round_(base, S(Ann="7h, 9s, 8s", Ben="Kc, Qc, 7h", Cat="5s, 6d, Kd")))
    assert e.rule == "31-card-conservation" and "Ann showed it too" in str(e).replace("Ben shows 7h, but ", "")


def test_31_swap_one_a_shown_hand_keeps_the_card_taken() -> None:
    """Cat took K♦ on the last turn and cannot have given it since: a shown hand without it is refused."""
    base = T("Ann: swap for 8s, turn 4c", "Ben: knock", "Cat: swap for Kd, turn 2h", "Ann: knock")
    e = violation(round_(base, S(Ann="7h, 9s, 8s", Ben="Kc, Qc, 4h", Cat="5s, 6d, 7d")))
    assert e.rule == "31-swap-one" and "lacks Kd" in str(e) and "took it at turn 3" in str(e)


def test_31_swap_all_a_shown_hand_has_no_unseen_card_after_it() -> None:
    """After a swap all every card of the hand came from the pool: a never-seen card shown is refused."""
    base = T("Ann: swap all, turn 4c 5c 6c", "Ben: knock", "Cat: knock", "Ann: knock")
    e = violation(round_(base, S(Ann="Kd, 8s, 2c", Ben="Kc, Qc, 4h", Cat="5s, 6d, 7d")))
    assert e.rule == "31-swap-all" and "lacks Jh" in str(e) and "took it in a swap all at turn 1" in str(e)
    later = T("Ann: swap all, turn 4c 5c 6c", "Ben: knock", "Cat: knock", "Ann: swap for 4c, turn 7c")
    e = violation(round_(later, S(Ann="4c, Kd, 2c", Ben="Kc, Qc, 4h", Cat="5s, 6d, 7d")))
    assert e.rule == "31-swap-all" and "1 card never seen this round (2c)" in str(e)
    ok = run31(round_(base, S(Ann="Kd, 8s, Jh", Ben="Kc, Qc, 4h", Cat="5s, 6d, 7d")))
    assert ok.first_problem is None and ok.deals[0].showdown is not None


def test_31_swap_one_an_unseen_give_may_be_any_card() -> None:
    """After two swaps with the given cards unseen, Ann may still hold either card she took, or neither."""
    turns = T("Ann: swap for 8s, turn 4c", "Ben: swap for 4c, turn 5c", "Cat: swap for Kd, turn 6c",
              "Ann: swap for Jh, turn 7c", "Ben: knock", "Cat: knock")
    for ann in ("8s, Jh, 2c", "Jh, 2c, 3c", "Jh, 8s, 9d"):
        r = run31(round_(turns + T("Ann: knock"), S(Ann=ann, Ben="4c, Qc, 4h", Cat="Kd, 6d, 7d")))
        assert r.first_problem is None, (ann, r.first_problem)
    e = violation(round_(turns + T("Ann: knock"), S(Ann="8s, 2c, 3c", Ben="4c, Qc, 4h", Cat="Kd, 6d, 7d")))
    assert e.rule == "31-swap-one" and "lacks Jh" in str(e)


def test_31_instant_31_shown_ends_the_round_at_its_moment() -> None:
    text = (ROOT / "scenarios/31-35-table-view-shown-31.yaml").read_text(encoding="utf-8")
    r = run31(text)
    d = r.deals[0]
    assert r.first_problem is None and d.ended_by == "instant-31" and d.showdown is not None
    assert d.showdown.holders == ("Ann",) and d.showdown.losers == ("Cat",)


def test_31_instant_31_shown_late_breaks_the_rule_at_the_next_turn() -> None:
    e = violation((ROOT / "scenarios/31-37-illegal-table-view-late-31.yaml").read_text(encoding="utf-8"))
    assert (e.rule, e.deal, e.turn) == ("31-instant-31", 1, 2) and "Ben: knock" in str(e)


def test_31_instant_31_dealt_and_shown_before_any_turn() -> None:
    r = run31(round_("", S(Ann="Ah, Kh, Qh", Ben="2c, 3d, 4s", Cat="9c, 9d, 2s")).replace("turns:\n", "turns: []\n"))
    d = r.deals[0]
    assert r.first_problem is None and d.ended_by == "instant-31" and "31-instant-31" in d.start_rules
    assert d.showdown is not None and d.showdown.losers == ("Ben",)
    e = violation(round_(T("Ann: knock"), S(Ben="Ah, Kh, Qh")))
    assert (e.rule, e.turn) == ("31-instant-31", 1) and "since the deal" in str(e)


def test_31_instant_31_a_hand_known_whole_ends_the_round_by_itself() -> None:
    """A swap all into A♥ K♥ Q♥ makes a known 31: the round ends without anything shown; a later turn breaks it."""
    r = run31(round_(T("Ann: swap all, turn 4c 5c 6c"), pool="[Ah, Kh, Qh]"))
    d = r.deals[0]
    assert r.first_problem is None and d.ended_by == "instant-31" and isinstance(d, TableDealResult31)
    assert d.awaiting == ("Ben", "Cat") and d.holders == ("Ann",)
    e = violation(round_(T("Ann: swap all, turn 4c 5c 6c", "Ben: knock"), pool="[Ah, Kh, Qh]"))
    assert (e.rule, e.turn) == ("31-instant-31", 2)


def test_31_instant_31_only_a_31_is_shown_mid_round() -> None:
    e = violation(round_(T("Ann: swap for 8s, turn 4c"), S(Ann="7h, 9s, 8s")))
    assert e.rule == "31-instant-31" and "while the round is in play" in str(e)


def test_31_elimination_an_eliminated_player_shows_nothing() -> None:
    text = ("game: thirty-one\nplayers: [Ann, Ben, Cat]\nlives: {Ann: 3, Ben: 3, Cat: 1}\ndealer: Cat\ndeals:\n"
            "  - pool: [Kd, 8s, Jh]\n    turns:\n" + T("Ann: swap for 8s, turn 4c", "Ben: knock",
                                                      "Cat: swap for Kd, turn 2h", "Ann: knock")
            + "    shown:\n" + S(Ann="7h, 9s, 8s", Ben="Kc, Qc, 4h", Cat="5s, 6d, Kd")
            + "  - pool: [2c, 3c, 4d]\n    shown:\n" + S(Cat="5c, 6c, 7c"))
    e = violation(text)
    assert (e.rule, e.deal) == ("31-elimination", 2)


def test_31_lowest_loses_a_round_awaiting_its_showdown_blocks_the_next() -> None:
    text = round_(T("Ann: swap for 8s, turn 4c", "Ben: knock", "Cat: swap for Kd, turn 2h", "Ann: knock"),
                  S(Ben="Kc, Qc, 4h")) + "  - pool: [2c, 3c, 4d]\n"
    e = problem(text)
    assert isinstance(e, InputError) and e.rule == "31-lowest-loses" and "awaits its showdown" in str(e)


def test_31_recycle_a_card_turned_up_must_have_gone_into_the_stock() -> None:
    """16 players leave one card in the stock: the second swap recycles the discards and the pool. A card the
    first player took and has held since cannot come up; a card given unseen (never seen before) can."""
    names = ", ".join(f"P{i}" for i in range(1, 17))
    head = f"game: thirty-one\nplayers: [{names}]\ndealer: P16\ndeals:\n  - pool: [Ac, Ad, Ah]\n    turns:\n"
    ok = run31(head + T("P1: swap for Ac, turn As", "P2: swap for Ad, turn 2c Ah As"))
    assert ok.first_problem is None and ok.deals[0].recycles == 1
    assert "31-recycle" in ok.deals[0].turns[1].rules
    e = violation(head + T("P1: swap for Ac, turn As", "P2: swap for Ad, turn Ac Ah As"))
    assert (e.rule, e.turn) == ("31-recycle", 2) and "P1" in str(e)
    assert run31(head + T("P1: swap for Ac, turn As", "P2: swap for Ad, turn 2c 3c Ah")).first_problem is None
    e = violation(head + T("P1: swap for Ac, turn As", "P2: swap for Ad, turn 2c 3c 4c"))
    assert (e.rule, e.turn) == ("31-recycle", 2) and "come up already" in str(e)


def test_31_recycle_a_card_that_came_up_from_the_new_stock_cannot_come_up_again() -> None:
    """Two players swap through the whole stock; after the recycle 6c comes up and Ann takes it, then gives a
    card unseen: that card lies on the new discard pile, not in the stock, so 6c cannot come up again (found
    by review: the tracker once took it for a card given unseen before the recycle)."""
    deck = [r + s for s in "shdc" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()]
    pool, dealt = ["2c", "3c", "4c"], {"As", "Kd", "2h", "Ad", "Ks", "3h"}
    stock = [c for c in deck if c not in dealt and c not in pool]
    turns, seats, face = [], ["Ann", "Ben"], list(pool)
    while stock:
        take, up = face.pop(0), stock.pop(0)
        face.append(up)
        turns.append(f"{seats[len(turns) % 2]}: swap for {take}, turn {up}")
    take, (r0, r1) = face.pop(0), face
    turns.append(f"{seats[len(turns) % 2]}: swap for {take}, turn {r0} {r1} 2c")  # the recycle
    turns.append(f"{seats[len(turns) % 2]}: swap for {r0}, turn 3c")
    turns.append(f"{seats[len(turns) % 2]}: swap for {r1}, turn 4c")
    head = "game: thirty-one\nplayers: [Ann, Ben]\ndealer: Ben\ndeals:\n  - pool: [2c, 3c, 4c]\n    turns:\n"
    ok = run31(head + T(*turns))
    assert ok.first_problem is None and ok.deals[0].recycles == 1
    e = violation(head + T(*turns, f"{seats[len(turns) % 2]}: swap for 2c, turn {r0}"))
    assert (e.rule, e.turn) == ("31-recycle", len(turns) + 1) and "came up from this stock already" in str(e)


def test_31_recycle_reshuffles_need_the_cards() -> None:
    with pytest.raises(InputError) as ei:
        run31(round_(T("Ann: knock")) + "    reshuffles: [[2c, 3c]]\n")
    assert ei.value.rule == "31-recycle" and "does not see" in str(ei.value)


def test_31_swap_one_an_unnamed_give_needs_a_table_view_round() -> None:
    text = HEAD + ("deals:\n  - hands: {Ann: [2c, 3c, 4c], Ben: [2d, 3d, 4d], Cat: [2h, 3h, 4h]}\n"
                   "    pool: [Kd, 8s, Jh]\n    turns:\n") + T("Ann: swap for 8s, turn 4s")
    with pytest.raises(InputError) as ei:
        run31(text)
    assert ei.value.rule == "31-swap-one" and "only a round seen from the table" in str(ei.value)


def test_31_pool_a_table_view_round_checks_its_pool_and_known_hands() -> None:
    e = problem(round_(T("Ann: knock"), pool="[Kd, 8s]"))
    assert isinstance(e, RuleViolation) and e.rule == "31-pool"
    e = violation(round_(T("Ann: knock"), extra="", pool="[Kd, 8s, Jh]").replace(
        "    turns:", "    hands: {Ann: [Kd, 2c, 3c]}\n    shown: {}\n    turns:"))
    assert e.rule == "31-deal" and "pool" in str(e)


# -- verify, then change ----------------------------------------------------------------------------------

def test_31_turn_order_a_refused_turn_leaves_the_round_as_it_was() -> None:
    """verify_turn and a refused play change nothing (a deep copy of the round's state compares equal)."""
    from stopbus_ref.thirty_one.engine import Game31

    rec = read_record31(load_yaml(round_(T("Ann: swap for 8s, turn 4c", "Ben: swap for 4c, turn 5c"))))
    game = Game31(rec.players, rec.lives, rec.dealer, rec.rules)
    deal = TableDeal31(game, rec.deals[0])
    for t in rec.deals[0].turns:
        deal.play(t.player, t.action)

    def state() -> object:
        return copy.deepcopy({k: v for k, v in vars(deal).items() if k != "game"})

    before = state()
    bad = [("Ann", "swap for Qc, turn 6c"), ("Ben", "knock"), ("Cat", "swap for Kd"), ("Cat", "swap for Kd, turn 8s"),
           ("Cat", "blitz"), ("Cat", "swap Jh for Kd, turn 6c")]
    from stopbus_ref.thirty_one.record import Reader31

    reader = Reader31()
    reader.read(load_yaml(HEAD + "deals: []\n"))
    for who, text in bad:
        action = reader.action(text, 1, "t")
        assert not deal.can_turn(who, action)
        with pytest.raises((RuleViolation, InputError)):
            deal.play(who, action)
        assert state() == before, (who, text)
    assert deal.can_turn("Cat", reader.action("swap for Kd, turn 6c", 1, "t"))
    assert state() == before


# -- output ---------------------------------------------------------------------------------------------

def test_31_table_view_json_and_text_show_what_is_certain() -> None:
    path = ROOT / "scenarios/31-36-table-view-awaiting-showdown.yaml"
    out = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(path), "--json"], capture_output=True,
                         text=True, check=False, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)["deals"][0]
    assert d["showdown"] is None and d["ended_by"] == "knock"
    tv = d["table_view"]
    assert tv["awaiting_showdown"] == ["Ann", "Cat"] and tv["known"]["Ann"] == ["8s"] and tv["unknown"]["Ann"] == 2
    assert tv["unknown_after_turn"] == [2, 3, 2, 2]
    assert d["turns"][0]["action"] == "swap for 8s, turn 4c" and d["turns"][0]["score"] is None
    text = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(path)], capture_output=True, text=True,
                          check=False, cwd=ROOT, env={"NO_COLOR": "1", "COLUMNS": "80", "PATH": ""}).stdout
    first = text.splitlines()[0]
    assert first.startswith("Deal 1: awaiting the showdown (Ann and Cat to show)")
    assert "Ann: 8s known, 2 unknown" in text or "Ann: 8♠ known, 2 unknown" in text
    full = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay",
                           str(ROOT / "scenarios/31-01-swap-one-knock-final-circuit.yaml"), "--json"],
                          capture_output=True, text=True, check=False, cwd=ROOT)
    assert json.loads(full.stdout)["deals"][0]["table_view"] is None


def test_31_table_view_mutated_records_are_answered_never_crash() -> None:
    """Seeded mutations of table-view records (a card token replaced by another, a shown hand or a turn
    dropped): every one replays to an answer (exit 0-3), never an internal error."""
    import random
    import re

    from stopbus_ref.core.errors import StopbusError
    from tests.helpers31 import NATURAL

    rng = random.Random(31)
    texts = []
    for players, seed in ((3, 1), (4, 2), (8, 3)):
        g = play_game31([f"P{i}" for i in range(players)], seed, Rules31(), max_deals=3)
        texts.append(hidden(dump_record31(to_record31(g)))[2])
    codes: set[int] = set()
    card = re.compile(r"\b(?:10|[2-9JQKA])[cdhs]\b")
    for i in range(300):
        lines = rng.choice(texts).splitlines()
        k = rng.randrange(len(lines))
        if i % 3 == 0 and (m := list(card.finditer(lines[k]))):
            x = rng.choice(m)
            lines[k] = lines[k][:x.start()] + rng.choice(NATURAL) + lines[k][x.end():]
        elif i % 3 == 1 and lines[k].startswith("      - "):
            del lines[k]
        else:
            lines[k] = lines[k].replace("swap for", "swap 2c for", 1)
        try:
            r = run31("\n".join(lines) + "\n")
            codes.add(r.exit_code)
        except StopbusError as e:
            codes.add(e.exit_code)
    assert codes <= {0, 1, 2, 3} and 1 in codes


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: "-".join(r.variant_list()) or r.score.value)
def test_31_simulator_table_mode_records_meet_their_expect(rules: Rules31) -> None:
    """`to_record31(mode="table")` writes what the table saw, with the full game's expect blocks (ending,
    losers, lives, eliminations, next dealer, scores, winner): each replays to exit 0, so to the same rulings."""
    for players in (3, 6):
        for seed in range(3):
            g = play_game31([f"P{i}" for i in range(players)], seed, rules)
            text = dump_record31(to_record31(g, mode="table"))
            assert "deck:" not in text and "shown:" in text
            r = run31(text)
            assert r.exit_code == 0, (players, seed, r.first_problem)
            assert all(isinstance(d, TableDealResult31) for d in r.deals)


def test_31_refill_an_unreadable_turn_mid_round_is_headed_as_unreadable(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    """An input error inside a round (a swap without its `turn` name) is told as a record that cannot be read,
    exit 2, not as a broken rule (found by review)."""
    path = tmp_path / "t.yaml"
    path.write_text(round_(T("Ann: swap for 8s")), encoding="utf-8")
    r = cli("replay", str(path))
    assert r.exit_code == 2
    assert "Deal 1: cannot be read at turn 1 [31-refill]" in r.stdout and "Cannot read the record:" in r.stdout
    assert "Rule broken" not in r.stdout
