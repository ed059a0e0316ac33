"""The Brag game's house rules (shared/spec/house-rules.md): the catalogue, the eight orders of the ranking
tables against an independent reading, each play rule in the engine, `house:` and `--house`, the refusals,
`replay --what-if`, and simulated games under random house mappings."""

from __future__ import annotations

import json
import random
import subprocess
from itertools import combinations, product
from typing import Any

import pytest

from stopbus_ref.brag.engine import Game
from stopbus_ref.brag.house_rules import KEYS, SEEDS, settings
from stopbus_ref.brag.ranking import ORDERS, SEEDS_ORDER, Order, rank_hand, tables
from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.replay import replay
from stopbus_ref.brag.rule_ids import RuleId
from stopbus_ref.brag.rulebook import BY_ID, HOUSE
from stopbus_ref.brag.simulate import dump_record, play_game, to_record
from stopbus_ref.brag.strength import hand_strength, house_strength, table_for
from stopbus_ref.brag.what_if import adjudicate
from stopbus_ref.core.cards import Card
from stopbus_ref.core.errors import InputError
from stopbus_ref.kit.whatif import compare
from stopbus_ref.sources.seeds import check_rule
from stopbus_ref.ui.whatif import what_if_text
from tests.helpers import ROOT, STOPBUS, scenario

HANDS = list(combinations(range(52), 3))


# -- the catalogue ----------------------------------------------------------------------------------------
def test_house_catalogue_is_the_contracts_with_the_default_first() -> None:
    assert {h.key: h.values for h in HOUSE} == KEYS
    assert [h.key for h in HOUSE] == ["run-vs-flush", "top-prial", "top-run", "floating", "stock-empty",
                                      "dealer-skip", "stopper-safe"]


def test_house_rule_ids_are_typed_members_with_a_rulebook_entry_quoting_the_passage_departed_from() -> None:
    for h in HOUSE:
        rid = RuleId(h.id)
        rule = BY_ID[rid]
        assert rule.status == h.status == "table agreement" and rule.citations == h.departs_from
        assert check_rule(rule) == [] and h.departs_from, h.id
        assert all(v in h.plays for v in h.values) and rule.topic == "house rules"


# -- ranking: the eight orders against an independent reading -----------------------------------------------
def _reading(cards: tuple[int, int, int], order: Order) -> tuple[int, tuple[int, ...]]:
    """Where a hand ranks, smaller is better, read from the contract's table without the tool's tables."""
    ranks = sorted((c // 4 + 2 for c in cards), reverse=True)
    suited = len({c % 4 for c in cards}) == 1
    windows = [{14, 13, 12}] + [{t, t - 1, t - 2} for t in range(13, 3, -1)]  # A-K-Q, K-Q-J ... 4-3-2
    runs = [*windows, {14, 2, 3}] if order.akq_top_run else [{14, 2, 3}, *windows]
    prials = list(range(14, 1, -1)) if order.aces_top_prial else [3, *range(14, 3, -1), 2]
    cats = ["prial", "running-flush", "flush", "run", "pair", "high-card"] if order.flush_over_run else \
        ["prial", "running-flush", "run", "flush", "pair", "high-card"]
    if len(set(ranks)) == 1:
        return cats.index("prial"), (prials.index(ranks[0]),)
    if len(set(ranks)) == 2:
        pair = ranks[1]
        kicker = ranks[0] if ranks[0] != pair else ranks[2]
        return cats.index("pair"), (-pair, -kicker)
    if set(ranks) in runs:
        return cats.index("running-flush" if suited else "run"), (runs.index(set(ranks)),)
    return cats.index("flush" if suited else "high-card"), tuple(-r for r in ranks)


@pytest.mark.parametrize("order", ORDERS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.house_rules.items())
                         or "seeds")
def test_ranking_every_house_order_matches_an_independent_reading_on_all_22100_hands(order: Order) -> None:
    by_class: dict[int, set[tuple[int, tuple[int, ...]]]] = {}
    for h in HANDS:
        by_class.setdefault(rank_hand(h, order).number, set()).add(_reading(h, order))
    assert sorted(by_class) == list(range(1, 742))
    assert all(len(v) == 1 for v in by_class.values()), "one reading per class"
    readings = [next(iter(by_class[n])) for n in range(1, 742)]
    assert readings == sorted(readings), "classes numbered best first by the reading"


@pytest.mark.parametrize("order", ORDERS[1:], ids=lambda o: ",".join(f"{k}={v}" for k, v in o.house_rules.items()))
def test_ranking_suit_tiebreak_is_the_same_under_every_house_order(order: Order) -> None:
    seeds, house = table_for(None), table_for(order)
    strength = house_strength(order)
    for a, b, c in HANDS[::7]:
        assert house[a][b][c] % 4 == seeds[a][b][c] % 4
        assert strength(a, b, c) == house[a][b][c] == (742 - rank_hand((a, b, c), order).number) * 4 + max(a, b, c) % 4


def test_ranking_seeds_order_is_the_default_path_unchanged() -> None:
    assert house_strength(SEEDS_ORDER) is hand_strength and table_for(SEEDS_ORDER) is table_for(None)
    assert tables() is tables(SEEDS_ORDER) and rank_hand((0, 1, 2)) == rank_hand((0, 1, 2), SEEDS_ORDER)


def test_ranking_house_rules_cited_only_where_they_move_the_hand() -> None:
    order = Order(True, True, True)
    card = {f"{r}{s}": 4 * i + j for i, r in enumerate("23456789TJQKA") for j, s in enumerate("cdhs")}
    hand = lambda t: tuple(card[x] for x in t.split())  # noqa: E731
    assert "house:top-run" in rank_hand(hand("Ah 2c 3d"), order).rules
    assert "house:run-vs-flush" in rank_hand(hand("Kh 9h 2h"), order).rules
    assert not any(str(r).startswith("house:") for r in rank_hand(hand("Ah Ad 6s"), order).rules)


# -- the play rules in the engine (each scenario ruled under its own house, and differently without it) ---------
HOUSE_SCENARIOS = {"run-vs-flush": "50-house-flush-over-run.yaml", "top-prial": "51-house-aces-top-prial.yaml",
                   "top-run": "52-house-akq-top-run.yaml", "floating": "53-house-no-floating.yaml",
                   "stock-empty": "54-house-empty-stock-compares.yaml", "dealer-skip": "55-house-no-dealer-skip.yaml",
                   "stopper-safe": "56-house-stopper-safe.yaml"}


@pytest.mark.parametrize("key", list(HOUSE_SCENARIOS))
def test_house_rule_scenario_changes_the_ruling_and_cites_the_house_rule(key: str) -> None:
    sc = read_scenario(scenario(HOUSE_SCENARIOS[key]))
    assert key in sc.house
    own = replay(sc)
    assert own.exit_code == 0 and own.expect_failures == [] and own.error is None
    cited = {str(r) for d in own.deals for r in (*(d.showdown.rules if d.showdown else ()), *d.token_rules)}
    assert f"house:{key}" in cited
    seeds = replay(sc, {})
    assert seeds.exit_code != 0 or [d.showdown and d.showdown.loser for d in seeds.deals] != [
        d.showdown and d.showdown.loser for d in own.deals] or [d.next_dealer for d in seeds.deals] != [
        d.next_dealer for d in own.deals]


def _showdown_record(house: str, ann: str, ben: str, cat: str) -> str:
    """Ann stops at once and the others pass: the three hands are compared under `house`."""
    return (f"players: [Ann, Ben, Cat]\ndealer: Cat\nhouse: {{{house}}}\ndeals:\n"
            f"  - hands: {{Ann: [{ann}], Ben: [{ben}], Cat: [{cat}]}}\n    upcard: 7d\n"
            "    turns: [{Ann: stop}, {Ben: pass}, {Cat: pass}]\n")


def _best_first(hands: list[tuple[int, ...]], order: Order) -> list[int]:
    """The hands' indices best first under `order`, read from `rank_hand` alone."""
    return sorted(range(len(hands)), key=lambda k: rank_hand(hands[k], order).strength, reverse=True)


@pytest.mark.parametrize(("house", "hands", "key"), [
    ("run-vs-flush: flush", ("Ad, Kd, Qc", "Kh, Qs, Js", "Ah, Jh, 9h"), "run-vs-flush"),  # another loser
    ("top-run: akq", ("4d, 3c, 2h", "Ah, 2s, 3d", "Kh, Ks, 9c"), "top-run"),  # the same loser, another order
    ("top-prial: aces", ("As, Ad, Ac", "3h, 3s, 3d", "Kh, Ks, 9c"), "top-prial"),
])
def test_house_ranking_rule_that_changes_a_showdown_is_cited_on_the_deal(house: str, hands: tuple[str, str, str],
                                                                         key: str) -> None:
    text = _showdown_record(house, *hands)
    d = replay(read_scenario(text)).deals[0]
    assert d.showdown is not None and f"house:{key}" in d.showdown.rules
    out = subprocess.run([*STOPBUS, "replay", "-"], input=text, capture_output=True, text=True, check=False)
    assert out.returncode == 0 and f"[house:{key}]" in out.stdout.replace("\n  ", " ")


def test_house_ranking_rule_that_does_not_change_a_showdown_is_not_cited() -> None:
    text = _showdown_record("run-vs-flush: flush, top-run: akq, top-prial: aces", "Ad, Ks, 9c", "Kh, Kd, 2s",
                            "4h, 4s, Qc")
    d = replay(read_scenario(text)).deals[0]
    assert d.showdown is not None and not any(str(r).startswith("house:") for r in d.showdown.rules)


def test_house_ranking_rules_cited_exactly_when_the_seeds_reading_of_that_key_orders_the_hands_otherwise() -> None:
    rng = random.Random(7)
    keys = {"run-vs-flush": "flush_over_run", "top-prial": "aces_top_prial", "top-run": "akq_top_run"}
    values = {"run-vs-flush": "flush", "top-prial": "aces", "top-run": "akq"}
    cited_some = 0
    for _ in range(1000):
        order = rng.choice(ORDERS[1:])
        cards = rng.sample([c for c in range(52) if str(Card(c)) != "7d"], 9)  # 7d is the upcard
        hands = [tuple(sorted(cards[i:i + 3])) for i in (0, 3, 6)]
        house = ", ".join(f"{k}: {values[k]}" for k in order.house_rules)
        text = _showdown_record(house, *(", ".join(str(Card(c)) for c in h) for h in hands))
        d = replay(read_scenario(text)).deals[0]
        assert d.showdown is not None

        for key in order.house_rules:
            changes = _best_first(hands, order._replace(**{keys[key]: False})) != _best_first(hands, order)
            assert (f"house:{key}" in d.showdown.rules) == changes, (text, key)
            cited_some += changes
    assert cited_some >= 5


def test_house_what_if_lists_the_winner_when_the_alternative_ends_the_game_before_the_record_does() -> None:
    # Ann floats and stops with the worst hand: safe as written, eliminated at deal 1 under stopper-safe=false
    text = ("players: [Ann, Ben]\ntokens: {Ann: 0, Ben: 2}\ndealer: Ben\nhouse: {stopper-safe: true}\ndeals:\n"
            "  - hands: {Ann: [5d, 3c, 2h], Ben: [Kh, Ks, 9c]}\n    upcard: 7d\n    turns: [{Ann: stop}, {Ben: pass}]\n"
            "  - hands: {Ann: [Ah, As, 9c], Ben: [5d, 3c, 2h]}\n    upcard: 7d\n"
            "    turns: [{Ben: \"draw 4c, discard 4c\"}, {Ann: stop}, {Ben: pass}]\n")
    sc = read_scenario(text)
    assert replay(sc).winner is None
    what = compare({"stopper-safe": "false"}, adjudicate(sc, {}), adjudicate(sc, {"stopper-safe": "false"}))
    assert what.stopped is not None and what.stopped.deal == 2 and what.stopped.rule == "last-survivor"
    winner = [c for c in what.changes if c.field == "winner"]
    assert [(c.deal, c.was, c.now) for c in winner] == [(1, None, "Ben")]
    assert "Winner: Ben instead of nobody [last-survivor]" in what_if_text(what)


def test_house_floating_false_eliminates_at_once_and_nobody_floats() -> None:
    d = replay(read_scenario(scenario("53-house-no-floating.yaml"))).deals[0]
    assert d.eliminated == "Ann" and d.floating == () and list(d.token_rules) == [
        "worst-loses", "house:floating", "elimination"]


def test_house_floating_false_refuses_a_seat_with_zero_tokens() -> None:
    text = "players: [Ann, Ben]\ntokens: {Ann: 0, Ben: 2}\ndealer: Ben\nhouse: {floating: no}\ndeals: []\n"
    with pytest.raises(InputError) as e:
        read_scenario(text)
    assert e.value.rule == RuleId.TOKENS and e.value.line == 2 and "Ann has 0 tokens" in str(e.value)
    with pytest.raises(InputError):
        Game(["Ann", "Ben"], {"Ann": 0, "Ben": 2}, "Ben", settings({"floating": "false"}))


def test_house_stock_empty_compare_ends_the_deal_on_the_turn_that_empties_the_stock() -> None:
    d = replay(read_scenario(scenario("54-house-empty-stock-compares.yaml"))).deals[0]
    assert d.ended_by == "stock-exhausted" and d.recycles == 0 and len(d.turns) == 3
    assert d.showdown is not None and list(d.showdown.rules[:2]) == ["stock-exhausted", "house:stock-empty"]


def test_house_stock_empty_compare_refuses_a_turn_after_the_stock_ran_out() -> None:
    text = scenario("54-house-empty-stock-compares.yaml").replace(
        "      - C: draw 2c, discard 2c\n", "      - C: draw 2c, discard 2c\n      - D: draw 3c, discard 3s\n")
    r = replay(read_scenario(text))
    assert r.error is not None and r.error.rule == RuleId.STOCK_EXHAUSTED and "house:stock-empty" in r.error.message


def test_house_dealer_skip_false_passes_the_deal_left_and_lists_the_house_rule() -> None:
    d = replay(read_scenario(scenario("55-house-no-dealer-skip.yaml"))).deals[0]
    assert d.next_dealer == "Cy" and d.next_dealer_rule == "dealer-rotation" and "house:dealer-skip" in d.token_rules


def test_house_stopper_safe_passes_the_stopper_over_also_when_the_stock_runs_out() -> None:
    d = replay(read_scenario(scenario("56-house-stopper-safe.yaml"))).deals[0]
    assert d.showdown is not None and d.showdown.order[-1].player == "Ann" == d.stopper and d.showdown.loser == "Cat"
    assert "house:stopper-safe" in d.showdown.rules and "stopper-not-safe" not in d.showdown.rules
    two = scenario("56-house-stopper-safe.yaml").replace("players: [Ann, Ben, Cat]", "players: [Ann, Cat]").replace(
        "      Ben: [Kc, Kd, 4h]\n", "").replace("      - Ben: pass\n", "").replace(
        "      tokens: {Ann: 3, Ben: 3, Cat: 2}\n", "")
    assert replay(read_scenario(two)).deals[0].showdown.loser == "Cat"  # type: ignore[union-attr]


def test_house_none_set_plays_exactly_the_seeds() -> None:
    assert settings({}) is SEEDS and settings({"top-run": "a23", "floating": "true"}) == SEEDS


# -- the command line ---------------------------------------------------------------------------------------
def stopbus(*args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, timeout=120, input=input, cwd=ROOT,
                          env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin", "COLUMNS": "200"})


def test_house_record_unknown_key_is_an_input_error_with_line_and_did_you_mean(tmp_path: Any) -> None:
    f = tmp_path / "r.yaml"
    f.write_text("players: [Ann, Ben]\ndealer: Ben\nhouse:\n  stoper-safe: true\ndeals: []\n")
    r = stopbus("replay", str(f))
    assert r.returncode == 2 and f"{f}:4:" in r.stderr and "'stoper-safe'" in r.stderr
    assert "did you mean 'stopper-safe'" in r.stderr and "Traceback" not in r.stderr


def test_house_record_bad_value_is_an_input_error_naming_the_choices(tmp_path: Any) -> None:
    f = tmp_path / "r.yaml"
    f.write_text("players: [Ann, Ben]\ndealer: Ben\nhouse: {top-run: kqj}\ndeals: []\n")
    r = stopbus("replay", str(f), "--json")
    err = json.loads(r.stdout)["error"]
    assert r.returncode == 2 and err["line"] == 3 and "choose a23 or akq" in err["message"]
    assert err["rule"] == "house:top-run"


def test_house_record_zero_tokens_with_floating_false_is_an_input_error(tmp_path: Any) -> None:
    f = tmp_path / "r.yaml"
    f.write_text("players: [Ann, Ben]\ntokens: 0\ndealer: Ben\nhouse: {floating: false}\ndeals: []\n")
    r = stopbus("replay", str(f))
    assert r.returncode == 2 and "[tokens]" in r.stderr and f"{f}:2:" in r.stderr


def test_house_option_of_the_other_game_is_an_input_error_naming_that_game() -> None:
    from stopbus_ref.core import registry as games

    theirs = [h.key for h in games.get("thirty-one").house_catalogue()]
    if not theirs:
        pytest.skip("the 31-point game's catalogue has not landed in this tree")
    r = stopbus("replay", "scenarios/01-worked-final-turn.yaml", "--house", f"{theirs[0]}={'x'}")
    assert r.returncode == 2 and "31-point game" in r.stderr


def test_house_option_unknown_or_malformed_is_refused_on_every_command() -> None:
    for args in (["replay", "scenarios/01-worked-final-turn.yaml", "--house", "top-run"],
                 ["replay", "scenarios/01-worked-final-turn.yaml", "--what-if", "nope=1"],
                 ["rank", "ah 2c 3d", "--house", "top-run=kqj"],
                 ["compare", "ah 2c 3d", "kh 9h 2h", "--house", "floating=false"],
                 ["simulate", "--players", "3", "--house", "stoper-safe=true"]):
        r = stopbus(*args)
        assert r.returncode == 2 and r.stderr.startswith("error:") and "Traceback" not in r.stderr, args


def test_house_rank_compare_hands_take_the_ranking_rules() -> None:
    plain, akq = stopbus("rank", "ah 2c 3d", "--json"), stopbus("rank", "ah 2c 3d", "--json", "--house", "top-run=akq")
    assert json.loads(plain.stdout)["class"] == 26 and json.loads(akq.stdout)["class"] == 37
    assert "house:top-run" in json.loads(akq.stdout)["rules"]
    c = json.loads(stopbus("compare", "A=ah 2c 3d", "B=kh 9h 2h", "--json", "--house", "run-vs-flush=flush").stdout)
    assert c["loser"] == "A" and "house:run-vs-flush" in c["rules"]
    h = json.loads(stopbus("hands", "--json", "--house", "run-vs-flush=flush").stdout)
    assert [x["category"] for x in h["categories"]][2:4] == ["flush", "run"] and h["house"] == {"run-vs-flush": "flush"}


def test_house_replay_option_applies_and_the_records_own_house_wins() -> None:
    r = stopbus("replay", "scenarios/08-a23-beats-akq.yaml", "--json", "--house", "top-run=akq")
    data = json.loads(r.stdout)
    assert data["house"] == {"top-run": "akq"} and "house:top-run" in data["deals"][0]["showdown"]["rules"]
    own = stopbus("replay", "scenarios/52-house-akq-top-run.yaml", "--house", "top-run=a23")
    assert own.returncode == 0 and "wins over --house top-run=a23" in own.stderr
    assert "Ann loses" in own.stdout


def test_house_text_ruling_says_the_house_rule_decided_it_and_sources_quote_the_passage() -> None:
    out = stopbus("replay", "scenarios/50-house-flush-over-run.yaml", "--sources").stdout
    assert out.startswith("House rules: flush over run [house:run-vs-flush]")
    assert "under this table's house rule flush beats run [ranking, house:run-vs-flush]" in out
    assert "“Here run beats flush.”" in out  # the passage departed from (quoted once per run)


def test_house_rules_house_lists_every_games_catalogue() -> None:
    data = json.loads(stopbus("rules", "house", "--json").stdout)
    assert [g["game"] for g in data["games"]] == ["brag", "thirty-one"]
    brag = data["games"][0]["house_rules"]
    assert [h["id"] for h in brag] == [h.id for h in HOUSE] and brag[0]["departs_from"][0]["quote"]
    text = stopbus("house").stdout
    assert "house:stopper-safe" in text and "departs from 000 §05" in text
    one = stopbus("rules", "house:top-run")
    assert one.returncode == 0 and "A–2–3 highest, A–K–Q second" in one.stdout


def test_house_simulate_writes_house_and_replays_under_it() -> None:
    rec = stopbus("simulate", "--players", "3", "--seed", "7", "--house", "stopper-safe=true",
                  "--house", "top-run=akq").stdout
    assert "house:\n  stopper-safe: true\n  top-run: akq\n" in rec
    r = stopbus("replay", "-", "--json", input=rec)
    assert r.returncode == 0 and json.loads(r.stdout)["house"] == {"stopper-safe": "true", "top-run": "akq"}


# -- what if -------------------------------------------------------------------------------------------------
def _what_if(name: str, **alt: str) -> Any:
    sc = read_scenario(scenario(name))
    return compare(alt, adjudicate(sc, {}), adjudicate(sc, alt))


def test_what_if_top_run_akq_changes_the_loser_of_a23_over_akq() -> None:
    w = _what_if("08-a23-beats-akq.yaml", **{"top-run": "akq"})
    assert [(c.field, c.was, c.now) for c in w.changes][:1] == [("loser", "Ann", "Ben")]
    assert w.changes[0].rules[0] == "house:top-run" and w.stopped is None and w.comparable_until is None
    assert what_if_text(w)[0] == "Under top-run=akq, 2 rulings change:"


def test_what_if_the_records_own_rules_change_nothing() -> None:
    for key, name in HOUSE_SCENARIOS.items():
        own = read_scenario(scenario(name)).house
        w = _what_if(name, **{key: own[key]})
        assert w.changes == () and w.stopped is None, key


def test_what_if_top_prial_without_a_prial_at_any_showdown_changes_nothing() -> None:
    w = _what_if("01-worked-final-turn.yaml", **{"top-prial": "aces"})
    assert w.changes == () and what_if_text(w) == ["No ruling changes under top-prial=aces"]


def test_what_if_stops_where_the_record_cannot_be_played_as_written() -> None:
    w = _what_if("55-house-no-dealer-skip.yaml", **{"dealer-skip": "true"})
    assert w.comparable_until == 1 and w.stopped is not None and w.stopped.deal == 2
    assert [(c.field, c.now) for c in w.changes] == [("next_dealer", "Al")]
    w0 = _what_if("11-floating.yaml", floating="false")
    assert w0.comparable_until == 0 or w0.changes  # a record seating 0 tokens cannot be played at all


def test_what_if_json_and_text_through_the_command_line() -> None:
    r = stopbus("replay", "scenarios/53-house-no-floating.yaml", "--what-if", "floating=true", "--json")
    w = json.loads(r.stdout)["what_if"]
    assert r.returncode == 0 and w["house"] == {"floating": "true"} and w["comparable_until"] is None
    fields = {c["field"]: c for c in w["changes"]}
    assert fields["eliminated"]["was"] == ["Ann"] and fields["eliminated"]["now"] == []
    assert fields["floating"]["now"] == ["Ann"] and fields["tokens_after"]["now"] == {"Ann": 0, "Ben": 3, "Cat": 3}
    text = stopbus("replay", "scenarios/53-house-no-floating.yaml", "--what-if", "floating=true").stdout
    assert text.splitlines()[0].startswith("Under floating=true, ")


def test_what_if_keeps_the_exit_code_of_the_record_under_its_own_rules() -> None:
    r = stopbus("replay", "scenarios/34-expect-not-met.yaml", "--what-if", "top-run=akq")
    assert r.returncode == 3 and r.stdout.splitlines()[0].startswith(("Under ", "No ruling changes"))


# -- simulated games under random house mappings -------------------------------------------------------------
def _random_house(rng: random.Random) -> dict[str, str]:
    return {k: rng.choice(v) for k, v in KEYS.items() if rng.random() < 0.6}


@pytest.mark.parametrize("seed", range(24))
def test_simulated_games_under_random_house_rules_replay_and_keep_their_invariants(seed: int) -> None:
    rng = random.Random(seed)
    house = _random_house(rng)
    players = [f"P{i}" for i in range(1, 2 + seed % 6 + 1)]
    tokens = 1 + seed % 3
    g = play_game(players, 100 + seed, tokens, 60, ["cautious", "pair", "flush", "eager", "patient"][seed % 5], house)
    text = dump_record(to_record(g), "sim")
    sc = read_scenario(text)
    assert dict(sc.house) == house
    r = replay(sc)
    assert r.exit_code == 0 and r.error is None and r.expect_failures == [], house  # expect blocks met
    s = settings(house)
    for d in r.deals:
        sd = d.showdown
        assert sd is not None and all(t >= 0 for t in d.tokens_after.values())
        cited = {str(x) for x in (*sd.rules, *d.token_rules)}
        assert {x for x in cited if x.startswith("house:")} <= {f"house:{k}" for k in house}
        if not s.floating:  # changed invariant: nobody ever floats
            assert d.floating == () and all(t > 0 for t in d.tokens_after.values())
        if s.stock_compare:  # changed invariant: no recycling
            assert d.recycles == 0
        if not s.dealer_skip:
            assert d.next_dealer_rule != "dealer-skip"
        if s.stopper_safe:  # changed invariant: the stopper never loses
            assert sd.loser != d.stopper
        else:  # the seeds' invariant: the worst hand of the house order loses
            assert sd.loser == sd.order[-1].player
        strengths = [(-e.rank.number, e.rank.tiebreak) for e in sd.order]
        assert strengths == sorted(strengths, reverse=True)  # best first in the house order
    w = compare(house, adjudicate(sc, {}), adjudicate(sc, dict(house)))
    assert w.changes == () and w.stopped is None  # the record's own rules change nothing
    alt = {k: rng.choice(v) for k, v in KEYS.items()}
    w2 = compare(alt, adjudicate(sc, {}), adjudicate(sc, alt))
    assert w2.comparable_until is None or 0 <= w2.comparable_until < len(r.deals)
    assert all(1 <= c.deal <= (w2.comparable_until or len(r.deals)) for c in w2.changes)


def test_simulated_games_seeds_mapping_is_byte_for_byte_the_default() -> None:
    for seed in range(6):
        plain = dump_record(to_record(play_game(["A", "B", "C"], seed, 2, 40)), "x")
        seeded = dump_record(to_record(play_game(["A", "B", "C"], seed, 2, 40, "pair", {})), "x")
        assert plain == seeded


def test_all_eight_orders_are_distinct_and_the_catalogue_mapping_reaches_them() -> None:
    got = {settings(dict(zip(("run-vs-flush", "top-prial", "top-run"), combo, strict=True))).order
           for combo in product(("run", "flush"), ("threes", "aces"), ("a23", "akq")) for _ in [0]}
    assert got == set(ORDERS) and len({tables(o).classes[0].key for o in ORDERS}) == 2


# -- the Python API ------------------------------------------------------------------------------------------
def test_house_api_replay_and_rank_hand_take_house() -> None:
    import stopbus_ref

    assert stopbus_ref.rank_hand("ah 2c 3d", house={"top-run": "akq"}).number == 37
    r = stopbus_ref.replay(str(ROOT / "scenarios/08-a23-beats-akq.yaml"), house={"top-run": "akq"})
    assert r.house == {"top-run": "akq"} and r.deals[0].showdown.loser == "Ben"  # type: ignore[union-attr]
    own = stopbus_ref.replay(str(ROOT / "scenarios/52-house-akq-top-run.yaml"), house={"top-run": "a23"})
    assert own.deals[0].showdown.loser == "Ann" and "wins over top-run=a23" in own.warnings[0]  # type: ignore[union-attr]
    with pytest.raises(InputError, match="did you mean 'top-run'"):
        stopbus_ref.rank_hand("ah 2c 3d", house={"top-rn": "akq"})
    with pytest.raises(InputError, match="only the ranking house rules"):
        stopbus_ref.compare_hands(["ah 2c 3d", "kh 9h 2h"], house={"stopper-safe": True})
