"""House rules of the 31-point game (shared/spec/house-rules.md): `--house` on replay, simulate and table, the
record's `house:` written and read back, property tests over simulated games under random house rules, and
the adjudication `replay --what-if` compares (`Game31.adjudicate` with `house.compare`).

The tests named after each house rule's id (test_house_caller_safe, ...) are in test_thirty_one_rules.py.
"""

from __future__ import annotations

import copy
import json
import pathlib
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.core import registry as games
from stopbus_ref.core.errors import InputError
from stopbus_ref.core.house import HouseRule, header
from stopbus_ref.kit.whatif import compare
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.engine import Deal, Game31, Rules31
from stopbus_ref.thirty_one.game import GAME
from stopbus_ref.thirty_one.house31 import adjudicate31, parse_house31
from stopbus_ref.thirty_one.record import Record, read_record31, with_house31
from stopbus_ref.thirty_one.rule_ids import RuleId
from stopbus_ref.thirty_one.rulebook import BY_ID, HOUSE
from stopbus_ref.thirty_one.scoring import ScoreMode, score_hand
from stopbus_ref.thirty_one.simulate import choose, dump_record31, play_game31, to_record31
from stopbus_ref.ui.fronts import said_lines, status_lines
from stopbus_ref.ui.thirty_one.front import FRONT
from tests.helpers31 import run31

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCENARIOS = sorted(p for p in (ROOT / "scenarios").glob("31-*.yaml") if "# exit: 0" in p.read_text("utf-8"))
HOUSES = st.fixed_dictionaries({}, optional={"score": st.sampled_from(["represented", "best-suit"]),
                                             "blitz-31": st.sampled_from(["lives-back", "knockout"]),
                                             "caller-safe": st.sampled_from(["false", "true"])})
VARIANTS = st.builds(Rules31, blitz=st.booleans(), four_card=st.booleans(), jokers=st.booleans(), pot=st.booleans())


def stopbus(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The real command line, in a subprocess."""
    return subprocess.run([sys.executable, "-m", "stopbus_ref", *args], capture_output=True, text=True, input=stdin,
                          cwd=ROOT, timeout=120)


def record_of(path: pathlib.Path) -> Record:
    rec = read_record31(load_yaml(path.read_bytes()))
    assert isinstance(rec, Record)
    return rec


# -- the catalogue -------------------------------------------------------------------------------------------

def test_house_catalogue_is_the_contracts_with_defaults_first_and_verified_quotes() -> None:
    assert [(h.key, h.values) for h in GAME.house_catalogue()] == [
        ("score", ("represented", "best-suit")), ("blitz-31", ("lives-back", "knockout")),
        ("caller-safe", ("false", "true"))]
    for h in HOUSE:
        rule = BY_ID[h.id]
        assert rule.status == "table agreement" and rule.citations == h.departs_from and type(rule.id) is RuleId
        assert set(h.plays) == set(h.values) and all(h.label(v) for v in h.values[1:])
    assert Rules31().house() == {h.key: h.default for h in HOUSE}, "the engine's defaults are the catalogue's"
    from stopbus_ref.sources.seeds import quote_problems

    assert quote_problems(GAME) == []
    assert header({"caller-safe": "true", "score": "represented"}, HOUSE) == "house: caller safe"


def test_house_rules_of_the_31_game_on_the_rules_command() -> None:
    out = stopbus("rules", "--game", "31", "house:caller-safe")
    assert out.returncode == 0 and "not protected" in out.stdout and "table agreement" in out.stdout
    verify = stopbus("rules", "--game", "31", "--verify")
    assert verify.returncode == 0, verify.stderr


# -- --house on the command line ------------------------------------------------------------------------------

def test_house_assignments_refuse_unknown_keys_bad_values_and_another_games_key(monkeypatch: pytest.MonkeyPatch
                                                                               ) -> None:
    assert parse_house31(["caller-safe=yes", "score=best-suit"]) == {"caller-safe": "true", "score": "best-suit"}
    with pytest.raises(InputError, match="caller-safe"):
        parse_house31(["caller-save=true"])
    with pytest.raises(InputError, match="represented or best-suit"):
        parse_house31(["score=highest"])
    with pytest.raises(InputError, match="KEY=VALUE"):
        parse_house31(["caller-safe"])
    brag = games.get("brag")
    if not any(h.key == "stopper-safe" for h in brag.house_catalogue()):  # the Brag catalogue is its own work
        fake = (HouseRule("stopper-safe", "Is the stopper safe", ("false", "true"), {"false": "", "true": ""}, (),
                          yes_no=True),)
        monkeypatch.setattr(type(brag), "house_catalogue", lambda self: fake)
    with pytest.raises(InputError, match="house rule of the Brag game") as e:
        parse_house31(["stopper-safe=true"])
    assert e.value.token == "stopper-safe"
    with pytest.raises(InputError, match="house rule of the Brag game"):
        read_record31(load_yaml("game: thirty-one\nplayers: [A, B, C]\ndealer: C\nhouse: {stopper-safe: true}\n"
                                "deals: []\n"))


@pytest.mark.parametrize("where", ["options", "house"])
def test_house_blitz_31_knockout_is_cited_on_the_showdown_and_the_lives_wherever_it_is_written(where: str) -> None:
    text = (ROOT / "scenarios" / "31-10-blitz-31-knockout.yaml").read_text("utf-8").replace(
        "options: {blitz-31: knockout}", f"{where}: {{blitz-31: knockout}}")
    d = run31(text).deals[0]
    assert d.showdown is not None and "house:blitz-31" in d.showdown.rules
    assert "house:blitz-31" in d.life_rules  # Ben and Cat lose three lives at once, not one each
    two = (text.replace("[Ann, Ben, Cat]", "[Ann, Ben]\nlives: 1").replace("dealer: Cat", "dealer: Ben")
           .replace("      Cat: [6d, 3c, 4h]\n", "").replace("[Ben, Cat]", "[Ben]"))
    d = run31(two).deals[0]  # Ben alone with one life: the knockout takes what the default would take
    assert d.showdown is not None and d.eliminated == ("Ben",)
    assert "house:blitz-31" not in d.showdown.rules and "house:blitz-31" not in d.life_rules


def test_house_on_replay_applies_to_keys_the_record_does_not_set() -> None:
    scn = ROOT / "scenarios" / "31-04-caller-not-safe.yaml"
    rec = record_of(scn)
    safe = run31(scn.read_bytes())
    assert safe.deals[0].showdown is not None and safe.deals[0].showdown.losers == ("Ann",)
    from stopbus_ref.thirty_one.replay import replay31

    r = replay31(rec, {"caller-safe": "true"})
    assert r.deals[0].showdown is not None and r.deals[0].showdown.losers == ("Cat",) and not r.warnings
    own = ROOT / "scenarios" / "31-71-house-caller-safe.yaml"
    r = replay31(record_of(own), {"caller-safe": "false"})  # the record's own agreement wins, and it says so
    assert r.deals[0].showdown is not None and r.deals[0].showdown.losers == ("Cat",)
    assert len(r.warnings) == 1 and "caller-safe" in r.warnings[0] and "wins" in r.warnings[0]


def test_house_on_the_real_command_line_replay() -> None:
    scn = str(ROOT / "scenarios" / "31-04-caller-not-safe.yaml")
    out = stopbus("replay", scn, "--json", "--house", "caller-safe=true")
    if _no_house_option(out):
        pytest.skip("the shared --house option is not on replay in this build yet")
    data = json.loads(out.stdout)
    # the record's expect was written for 002's rule: under the house rule Cat loses, so it is not met (exit 3)
    assert out.returncode == 3 and data["deals"][0]["showdown"]["losers"] == ["Cat"]
    assert "house:caller-safe" in data["deals"][0]["showdown"]["rules"] and data["house"] == {"caller-safe": "true"}


def _no_house_option(out: subprocess.CompletedProcess[str]) -> bool:
    """True when the shared command line does not have `--house` yet (the CLI plumbing is the shared layer's)."""
    return out.returncode == 2 and "No such option: --house" in out.stderr


def test_house_on_simulate_is_written_into_the_record_and_replays(capfd: pytest.CaptureFixture[str]) -> None:
    from stopbus_ref.core.protocol import Options

    assert FRONT.simulate_command(4, 7, 20, None, None, False, 1, False, False,
                                 Options(house=("caller-safe=true", "score=best-suit"))) == 0
    text = capfd.readouterr().out
    doc = load_yaml(text)
    assert doc["house"] == {"score": "best-suit", "caller-safe": True} and "score" not in (doc.get("options") or {})
    assert "--house caller-safe=true" in text.splitlines()[0]
    report = run31(text)
    assert report.exit_code == 0 and report.record.rules.caller_safe
    with pytest.raises(InputError, match="top-run"):
        FRONT.simulate_command(4, 7, 20, None, None, False, 1, False, False, Options(house=("top-run=akq",)))
    with pytest.raises(InputError, match="score"):
        FRONT.simulate_command(4, 7, 20, None, None, False, 1, False, False,
                              Options(score="represented", house=("score=best-suit",)))


def test_house_on_simulate_from_the_real_command_line() -> None:
    out = stopbus("simulate", "--game", "31", "--players", "4", "--seed", "7", "--house", "caller-safe=true")
    if _no_house_option(out):
        pytest.skip("the shared --house option is not on the command line in this build yet")
    assert out.returncode == 0, out.stderr
    again = stopbus("replay", "-", "--json", stdin=out.stdout)
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["house"] == {"caller-safe": "true"}
    wrong = stopbus("simulate", "--game", "31", "--house", "caller-safe=maybe")
    assert wrong.returncode == 2 and "caller-safe" in wrong.stderr and "Traceback" not in wrong.stderr


def test_house_on_the_table_session_header_and_record() -> None:
    from stopbus_ref.core.protocol import Options

    session = FRONT.new_table(["Ann", "Ben", "Cat"], "Cat", Options(house=("caller-safe=true",)))
    assert status_lines(session)[0] == "house: caller safe"
    assert session.record["house"] == {"caller-safe": True}
    plain = FRONT.new_table(["Ann", "Ben", "Cat"], "Cat", Options())
    assert not status_lines(plain)[0].startswith("house:") and "house" not in plain.record


# -- property tests over simulated games under random house rules ---------------------------------------------

@settings(max_examples=40, deadline=None)
@given(variants=VARIANTS, house=HOUSES, players=st.integers(2, 8), seed=st.integers(0, 10_000))
def test_house_simulated_games_keep_every_invariant_that_still_holds(variants: Rules31, house: dict[str, str],
                                                                     players: int, seed: int) -> None:
    rules = with_house31(variants, house)
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(seed)
    game = Game31(names, {p: 2 for p in names}, names[0], rules)
    for number in range(1, 40):
        if game.over:
            break
        deck = list(rules.full_deck)
        rng.shuffle(deck)
        deal = game.start_deck(number, deck, shuffle=lambda cards: rng.sample(cards, len(cards)))
        while not deal.over:
            deal.play(deal.current, choose(deal, rng, "steady"))
        before = dict(game.lives)
        res = game.finish(deal)
        sd = res.showdown
        assert sd is not None
        scores = {e.player: e.scored.score for e in sd.order}
        # still true under every house rule: 31 holders never lose, lives never below 0, the losers are the
        # lowest of those who may lose
        assert all(p not in sd.losers for p in sd.holders) and all(n >= 0 for n in game.lives.values())
        may_lose = [p for p in deal.players if p not in sd.holders]
        if rules.caller_safe and deal.caller is not None:  # changed by caller-safe: the caller is passed over
            assert deal.caller not in sd.losers
            may_lose = [p for p in may_lose if p != deal.caller]
        knockout = bool(sd.holders) and rules.blitz and rules.blitz_31 == "knockout"
        if knockout:  # changed by blitz-31: every other player is out at once
            assert set(sd.losers) == set(may_lose) and all(game.lives[p] == 0 for p in sd.losers)
        elif may_lose:
            low = min(scores[p] for p in may_lose)
            assert set(sd.losers) == {p for p in may_lose if scores[p] == low}
            assert all(before[p] - game.lives[p] == 1 for p in sd.losers)
        else:  # changed by caller-safe: only the caller and 31 holders were left to lose
            assert sd.losers == () and rules.caller_safe and RuleId.HOUSE_CALLER_SAFE in sd.rules
        # the score each player shows is the house rule's way of scoring
        assert all(e.scored == score_hand(e.scored.cards, rules.score) for e in sd.order)
        # a ruling a house rule changed cites it: without a house id, 002's reading gives the same losers
        seeds = replace(rules, caller_safe=False, score=ScoreMode.REPRESENTED if "score" in house else rules.score,
                        blitz_31="lives-back" if "blitz-31" in house else rules.blitz_31)
        if not any(str(r).startswith("house:") for r in sd.rules):
            assert _losers_under(seeds, deal, names) == sd.losers


def _losers_under(rules: Rules31, deal: Deal, names: list[str]) -> tuple[str, ...]:
    """The losers the showdown of the finished `deal` has under `rules` (the same hands, caller and ending)."""
    clone = copy.copy(deal)
    clone.rules = rules
    return Game31(names, {p: 2 for p in names}, names[0], rules).showdown(clone).losers


@settings(max_examples=15, deadline=None)
@given(variants=VARIANTS, house=HOUSES, players=st.integers(3, 6), seed=st.integers(0, 10_000))
def test_house_simulated_records_carry_their_house_rules_and_replay_clean(variants: Rules31,
                                                                          house: dict[str, str], players: int,
                                                                          seed: int) -> None:
    rules = with_house31(variants, house)
    g = play_game31([f"P{i}" for i in range(players)], seed, rules, 2, 25, "steady")
    text = dump_record31(to_record31(g))
    doc = load_yaml(text)
    assert (doc.get("house") or {}).keys() == house.keys()
    assert not set(doc.get("options") or {}) & set(house), "a key is in house: or options:, never both"
    report = run31(text)
    assert report.exit_code == 0, report.first_problem
    assert report.record.rules.house() == rules.house()
    # the record's own rules, as a what-if: no ruling changes
    rec = report.record
    same = compare(rec.own_house(), adjudicate31(rec, {}), adjudicate31(rec, rec.own_house()))
    assert same.changes == () and same.stopped is None and same.comparable_until is None


# -- adjudicate / compare, what replay --what-if shows ---------------------------------------------------------

@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_house_adjudicate_with_the_records_own_rules_changes_nothing(path: pathlib.Path) -> None:
    rec = read_record31(load_yaml(path.read_bytes()))
    if not isinstance(rec, Record):
        pytest.skip("a Brag record")
    was = GAME.adjudicate(rec, {})
    what = compare(rec.own_house(), was, GAME.adjudicate(rec, rec.own_house()))
    assert what.changes == () and what.stopped is None and what.comparable_until is None
    assert len(was.deals) == sum(1 for d in run31(path.read_bytes()).deals if d.showdown is not None)


def test_house_what_if_caller_safe_on_the_caller_not_safe_scenario() -> None:
    rec = record_of(ROOT / "scenarios" / "31-04-caller-not-safe.yaml")
    what = compare({"caller-safe": "true"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"caller-safe": "true"}))
    got = {c.field: (c.was, c.now) for c in what.changes}
    assert got["losers"] == (["Ann"], ["Cat"])
    assert got["lives_after"] == ({"Ann": 2, "Ben": 3, "Cat": 3}, {"Ann": 3, "Ben": 3, "Cat": 2})
    assert "house:caller-safe" in next(c for c in what.changes if c.field == "losers").rules
    assert what.comparable_until is None and what.stopped is None
    assert what.json()["changes"][0] == {"deal": 1, "field": "losers", "was": ["Ann"], "now": ["Cat"],
                                         "rules": list(next(c for c in what.changes if c.field == "losers").rules)}


def test_house_what_if_that_cannot_change_a_ruling_reports_none() -> None:
    # no genuine 31 in Blitz anywhere: blitz-31 cannot change a ruling
    rec = record_of(ROOT / "scenarios" / "31-09-blitz-call.yaml")
    what = compare({"blitz-31": "knockout"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"blitz-31": "knockout"}))
    assert what.changes == () and what.stopped is None


def test_house_what_if_stops_where_the_record_cannot_be_played_as_written() -> None:
    # under caller-safe Ann keeps her last life after deal 1, so deal 2 (which leaves her out) is dealt wrongly
    text = ("game: thirty-one\nplayers: [Ann, Ben, Cat]\nlives: {Ann: 1, Ben: 3, Cat: 3}\ndealer: Cat\ndeals:\n"
            "  - hands: {Ann: [7h, 9s, 2d], Ben: [Kc, Qc, 4h], Cat: [5s, 6d, 3c]}\n    pool: [Kd, 8s, Jh]\n"
            "    turns:\n      - Ann: knock\n      - Ben: knock\n      - Cat: swap 3c for Kd, turn 2h\n"
            "  - hands: {Ben: [2c, 3c, 4c], Cat: [2s, 3s, 4s]}\n    pool: [5c, 5d, 5h]\n"
            "    turns:\n      - Cat: knock\n      - Ben: knock\n")
    rec = read_record31(load_yaml(text))
    assert run31(text).exit_code == 0
    what = compare({"caller-safe": "true"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"caller-safe": "true"}))
    assert what.comparable_until == 1 and what.stopped is not None and what.stopped.deal == 2
    assert what.stopped.rule.startswith("31-") and "caller-safe=true" in what.stopped.message
    assert {c.field for c in what.changes} >= {"losers", "eliminated", "lives_after"}
    assert all(c.deal == 1 for c in what.changes), "no winner compared once the record stops being comparable"


def test_house_what_if_stops_at_a_deck_deal_that_deals_in_a_player_the_alternative_eliminated() -> None:
    # Ben calls Blitz with the lowest hand; under caller-safe Cat (one life) loses and is out, but deal 2, given
    # as a deck, deals her in: the deck would be dealt to two players, so nothing after deal 1 compares
    deck = [f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A") for s in "cdhs"]
    random.Random(3).shuffle(deck)
    text = ("game: thirty-one\nplayers: [Ann, Ben, Cat]\nlives: {Ann: 3, Ben: 3, Cat: 1}\ndealer: Cat\n"
            "variant: [blitz]\ndeals:\n"
            "  - hands: {Ann: [7h, 9s, 2d], Ben: [4h, 2c, 3s], Cat: [5s, 6d, 3c]}\n    pool: [Kd, 8s, Jh]\n"
            "    turns:\n      - Ann: swap 2d for Kd, turn 2h\n      - Ben: stop\n"
            f"  - deck: [{', '.join(deck)}]\n    turns:\n      - Ben: stop\n")
    assert run31(text).exit_code == 0
    rec = read_record31(load_yaml(text))
    what = compare({"caller-safe": "true"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"caller-safe": "true"}))
    assert what.stopped is not None and what.stopped.deal == 2 and what.stopped.rule == "31-elimination"
    assert "Cat is eliminated after deal 1" in what.stopped.message and what.comparable_until == 1
    assert all(c.deal == 1 for c in what.changes)


def test_house_what_if_stops_when_a_deal_would_end_later() -> None:
    # Ann knocks, Ben swaps to 31: the round ends at once. Under best-suit... nothing differs; under a record that
    # leaves its last round unfinished as written too, there is nothing to stop at
    rec = record_of(ROOT / "scenarios" / "31-19-in-progress.yaml")
    what = compare({"caller-safe": "true"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"caller-safe": "true"}))
    assert what.stopped is None


@settings(max_examples=10, deadline=None)
@given(house=HOUSES, seed=st.integers(0, 10_000))
def test_house_what_if_on_simulated_games_compares_until_it_stops(house: dict[str, str], seed: int) -> None:
    g = play_game31(["A", "B", "C", "D"], seed, Rules31(blitz=seed % 2 == 0), 2, 25, "steady")
    rec = read_record31(load_yaml(dump_record31(to_record31(g))))
    was = GAME.adjudicate(rec, {})
    now = GAME.adjudicate(rec, house)
    what = compare(house, was, now)
    if what.stopped is None:
        assert len(now.deals) == len(was.deals)
    else:
        assert what.comparable_until == what.stopped.deal - 1 and len(now.deals) == what.stopped.deal - 1
    for c in what.changes:
        assert c.field in ("losers", "lives_after", "eliminated", "next_dealer", "winner")
    # the first change of losers is cited by a house rule that decided it
    first = next((c for c in what.changes if c.field == "losers"), None)
    if first is not None and first.deal == min(c.deal for c in what.changes):
        assert any(r.startswith("house:") for r in first.rules), first


# -- the table: a game played under a house rule, scripted and in a real terminal ------------------------------

# Deal 1 (Cat deals, Ann plays first): Cat knocks; after the final circuit Ann (6) is lowest. Ann is not the
# caller, so caller-safe changes nothing and Ann loses, as in tests/test_table31.py.
DEAL_1 = ["pool 7h Kd 2c", "s Kd 4c", "Ben: s 9s 7h 5d", "k", "sa 4d 5s 6h", "k",
          "show Ann 5d 4c 2c", "show Ben 7h Qh Ah", "show Cat Ks Qs 3d"]


def test_house_caller_safe_at_the_table_session_and_its_record(tmp_path: pathlib.Path) -> None:
    from stopbus_ref.core.protocol import Options
    from stopbus_ref.thirty_one.session import Session31

    s = FRONT.new_table(["Ann", "Ben", "Cat"], "Cat", Options(house=("caller-safe=true",)))
    assert isinstance(s, Session31)
    for line in DEAL_1:
        out = s.command(line)
        assert out.ok, (line, said_lines(s, out))
    assert status_lines(s)[0] == "house: caller safe"
    d = s.report.deals[0]
    assert d.showdown is not None and d.showdown.losers == ("Ann",)
    path = tmp_path / "game.yaml"
    path.write_text(dump_record31(s.record))
    doc = load_yaml(path.read_bytes())
    assert doc["house"] == {"caller-safe": True}
    resumed = FRONT.resume_table(path.read_bytes())
    assert status_lines(resumed)[0] == "house: caller safe"


def test_house_header_on_the_resumed_table_in_a_real_terminal(tmp_path: pathlib.Path) -> None:
    from stopbus_ref.core.protocol import Options
    from tests.helpers import spawn_stopbus

    s = FRONT.new_table(["Ann", "Ben", "Cat"], "Cat", Options(house=("caller-safe=true",)))
    path = tmp_path / "game.yaml"
    path.write_text(dump_record31(s.record))
    child = spawn_stopbus(["table", "--resume", str(path)], tmp_path)
    child.expect("house: caller safe")
    child.expect("pool> ")
    child.sendline("quit")
    import pexpect

    child.expect(pexpect.EOF)


# -- the shared --house/--what-if plumbing: a record whose `house` is replaced, the what-if answer -------------

def test_house_a_record_whose_house_is_replaced_plays_it() -> None:
    from stopbus_ref.thirty_one.replay import replay31

    rec = replace(record_of(ROOT / "scenarios" / "31-04-caller-not-safe.yaml"), house={"caller-safe": "true"})
    sd = replay31(rec).deals[0].showdown
    assert sd is not None and sd.losers == ("Cat",)
    assert GAME.adjudicate(rec, {}).deals[0].fields["losers"] == ["Cat"]
    assert GAME.adjudicate(rec, {"caller-safe": "false"}).deals[0].fields["losers"] == ["Ann"]
    own = record_of(ROOT / "scenarios" / "31-06-option-best-suit.yaml")  # options: {score: best-suit}
    r = replay31(replace(own, house={"score": "represented"}), {"score": "represented"})
    assert r.record.rules.score is ScoreMode.BEST_SUIT, "the record's own option wins"
    assert any("score" in w and "wins" in w for w in r.warnings)


def test_house_what_if_answers_first_in_text_and_in_json(capfd: pytest.CaptureFixture[str]) -> None:
    rec = record_of(ROOT / "scenarios" / "31-04-caller-not-safe.yaml")
    what = compare({"caller-safe": "true"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"caller-safe": "true"}))
    args = dict(sources=False, lang="en", quiet=False, odds=False)
    assert FRONT.replay_command(rec, "31-04", False, False, None, **args, what_if=what) == 0  # type: ignore[arg-type]
    lines = capfd.readouterr().out.splitlines()
    assert lines[0].startswith("Under caller-safe=true, 2 rulings change")
    assert lines[1].startswith("Deal 1: Cat loses instead of Ann") and "house:caller-safe" in lines[1]
    assert FRONT.replay_command(rec, "31-04", True, False, None, **args, what_if=what) == 0  # type: ignore[arg-type]
    data = json.loads(capfd.readouterr().out)
    assert data["what_if"]["changes"][0] == what.json()["changes"][0] and data["what_if"]["stopped"] is None
    assert data["deals"][0]["showdown"]["losers"] == ["Ann"], "the record itself under its own rules"
    none = compare({"blitz-31": "knockout"}, GAME.adjudicate(rec, {}), GAME.adjudicate(rec, {"blitz-31": "knockout"}))
    FRONT.replay_command(rec, "31-04", False, False, None, **args, what_if=none)  # type: ignore[arg-type]
    assert capfd.readouterr().out.splitlines()[0].startswith("No ruling changes under blitz-31=knockout")
    from stopbus_ref.core.errors import ExpectMismatch

    with pytest.raises(ExpectMismatch):  # the record's expect was written for 002's reading: exit 3
        FRONT.replay_command(rec, "31-04", True, False, None, **args, house=["caller-safe=true"])  # type: ignore[arg-type]
    assert json.loads(capfd.readouterr().out)["deals"][0]["showdown"]["losers"] == ["Cat"]
