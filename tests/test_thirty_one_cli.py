"""The 31-point game on the command line and its rulebook: --game on every command, JSON shapes, errors,
a real subprocess, the rulebook's quotes and statuses, docs/rules-31.md, and mutated records."""

from __future__ import annotations

import json
import pathlib
import random
import subprocess
import sys

import pytest

from stopbus_ref.core.errors import StopbusError
from stopbus_ref.sources.seeds import check_all, normalise, seed_text
from stopbus_ref.thirty_one.rule_ids import SPEC_IDS, RuleId
from stopbus_ref.thirty_one.rulebook import BY_ID, CONFLICT, INTERPRETED, RULES, STATUSES, TOPICS
from stopbus_ref.ui.thirty_one.commands import markdown31
from tests.helpers31 import code31, run31

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCEN = ROOT / "scenarios"


# -- rulebook ---------------------------------------------------------------------------------------------------
def test_31_rulebook_has_every_contract_id_with_statement_status_and_verbatim_quotes() -> None:
    assert len(SPEC_IDS) == 27 and {str(i) for i in SPEC_IDS} <= set(BY_ID)
    assert set(BY_ID) == {str(r) for r in RuleId} and len(RULES) == len(BY_ID)
    assert check_all("thirty-one") == [] and check_all() == []
    for r in RULES:
        assert type(r.id) is RuleId and all(type(x) is RuleId for x in r.see_also), r.id
        assert r.statement and r.citations and r.status in STATUSES and r.topic in TOPICS, r.id
        for c in r.citations:
            assert c.source == "002_e29d0226e9dc1843.txt"
            assert normalise(c.quote) in seed_text(c.source), (r.id, c.quote)
        if r.status == INTERPRETED:
            assert r.interpretation, r.id
        if r.status == CONFLICT:
            assert r.conflicts and len({c.quote for c in r.citations}) >= 2, r.id


def test_31_rulebook_records_the_conflicts_and_interpretations_of_002() -> None:
    assert BY_ID["31-recycle"].status == BY_ID["31-stock-exhausted"].status == CONFLICT
    quotes = " ".join(c.quote for c in BY_ID["31-recycle"].citations)
    assert "shuffle the discarded pool cards" in quotes and "deal out however many remain" in quotes
    assert BY_ID["31-swap-one"].status == INTERPRETED and len(BY_ID["31-swap-one"].citations) == 3
    assert "next-lowest" in BY_ID["31-instant-31"].citations[0].quote and BY_ID["31-instant-31"].status == INTERPRETED
    assert "8,192 bytes" in BY_ID["31-game"].interpretation
    assert BY_ID["31-score"].status == "stated" and "best single-suit" in BY_ID["31-score"].statement
    for rid in ("31-three-suits", "31-four-card", "31-dealer-rotation", "31-shared-win", "31-blitz"):
        assert BY_ID[rid].status == INTERPRETED, rid


def test_31_docs_rules_31_md_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "rules-31.md").read_text(encoding="utf-8")
    assert committed == markdown31(), "docs/rules-31.md is stale: run `stopbus rules --game 31 --markdown`"


def test_31_docs_explain_every_interpretation_by_rule_id() -> None:
    doc = (ROOT / "docs" / "thirty-one.md").read_text(encoding="utf-8")
    for r in RULES:
        if r.status in (INTERPRETED, CONFLICT):
            assert f"[`{r.id}`](rules-31.md#{r.id})" in doc, r.id
            assert f'<a id="{r.id}"></a>' in markdown31()
    assert "--game thirty-one" in doc and "game: thirty-one" in doc


def test_31_brag_other_games_points_to_the_second_game(cli) -> None:
    r = cli("rules", "other-games", "--json")
    assert "--game thirty-one" in json.loads(r.stdout)["statement"]


# -- rank, compare, hands -----------------------------------------------------------------------------------------
def test_31_cli_rank_json(cli) -> None:
    for game in ("thirty-one", "31"):
        r = cli("rank", "--game", game, "A♥ 3♣ 2♣", "--json")
        j = json.loads(r.stdout)
        assert r.exit_code == 0 and (j["score"], j["suit"], j["total"]) == (5, "c", 22100)
        assert j["lower"] + j["same"] <= 22100 and j["same"] > 0
    j = json.loads(cli("rank", "--game", "31", "--score", "best-suit", "Ah 3c 2c", "--json").stdout)
    assert (j["score"], j["suit"]) == (11, "h")
    j = json.loads(cli("rank", "--game", "31", "--four-card", "As Ks Qs Js", "--json").stdout)
    assert j["score"] == 41 and j["total"] == 270725 and j["instant_31"] is False
    j = json.loads(cli("rank", "--game", "31", "--jokers", "RJ Kd Qd", "--json").stdout)
    assert j["score"] == 31 and j["jokers_as"] == ["Ad"] and j["total"] == 24804


def test_31_cli_rank_stdin_json_lines(cli) -> None:
    r = cli("rank", "--game", "31", "-", "--json", input="Ah Kh Qh\n\nbad card\n2c 3d 4h\n")
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x.get("score") for x in lines] == [31, None, 4] and r.exit_code == 2 and "stdin:3" in r.stderr
    assert lines[1]["line"] == 3 and lines[1]["error"]["token"] == "bad"  # as the Brag game's `rank -` answers


def test_31_cli_rank_errors(cli) -> None:
    r = cli("rank", "--game", "31", "RJ Kd Qd")
    assert r.exit_code == 2 and "RJ" in r.stderr and "31-jokers" in r.stderr and "Traceback" not in r.stderr
    r = cli("rank", "--jokers", "Ah Kh Qh")
    assert r.exit_code == 2 and "--game thirty-one" in r.stderr
    r = cli("rank", "--game", "poker", "Ah Kh Qh")
    assert r.exit_code == 2 and "poker" in r.stderr
    r = cli("rank", "--game", "31", "--score", "highest", "Ah Kh Qh")
    assert r.exit_code == 2 and "best-suit" in r.stderr


def test_31_cli_compare_names_every_tied_lowest(cli) -> None:
    r = cli("compare", "--game", "31", "Ann=As 6d 4d", "Ben=Qh 3s 7s", "Cat=Kc 10c 2s", "--json")
    j = json.loads(r.stdout)
    assert j["losers"] == [0, 1] and j["worst"] is None and j["lowest"] == 10 and "31-tied-lowest" in j["rules"]
    r = cli("compare", "--game", "31", "Ann=As 6d 4d", "Ben=Qh 3s 7s", "Cat=Kc 10c 2s")
    assert "Ann" in r.stdout and "Ben" in r.stdout and "31-tied-lowest" in r.stdout


def test_31_cli_hands_distribution(cli) -> None:
    j = json.loads(cli("hands", "--game", "31", "--json").stdout)
    assert j["total"] == 22100 and sum(x["hands"] for x in j["scores"]) == 22100
    assert j["scores"][-1]["score"] == 31 and j["scores"][-1]["hands"] == 24
    j = json.loads(cli("hands", "--game", "31", "--four-card", "--json").stdout)
    assert j["total"] == 270725 and max(x["score"] for x in j["scores"]) == 41
    r = cli("hands", "--game", "31", "--jokers")
    assert r.exit_code == 0 and "24,804" in r.stdout


# -- rules ---------------------------------------------------------------------------------------------------------
def test_31_cli_rules(cli) -> None:
    j = json.loads(cli("rules", "--game", "31", "--json").stdout)
    assert {r["id"] for r in j["rules"]} == set(BY_ID)
    j = json.loads(cli("rules", "--game", "31", "tied-lowest", "--json").stdout)
    assert j["id"] == "31-tied-lowest" and j["citations"][0]["source"].startswith("002")
    r = cli("rules", "--game", "31", "--search", "joker")
    assert "31-jokers" in r.stdout
    r = cli("rules", "--game", "31", "--verify")
    assert r.exit_code == 0
    r = cli("rules", "--game", "31", "31-nope")
    assert r.exit_code == 2 and "unknown rule id" in r.stderr
    assert cli("rules", "--game", "31", "--markdown").stdout == markdown31()


def test_31_rules_verify_counts_the_quotes_of_both_rulebooks(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """`rules --verify` checks both rulebooks, so its count is of both, with a line per game."""
    from stopbus_ref.brag.rulebook import RULES as BRAG_RULES

    n_brag = sum(len(r.citations) for r in BRAG_RULES)
    n_31 = sum(len(r.citations) for r in RULES)
    r = cli("rules", "--verify")
    assert r.exit_code == 0
    assert f"{n_brag + n_31} of {n_brag + n_31} quotes found verbatim" in r.stdout
    assert f"brag: {n_brag} of {n_brag} quotes" in r.stdout and f"thirty-one: {n_31} of {n_31} quotes" in r.stdout
    j = json.loads(cli("rules", "--verify", "--json").stdout)
    assert j["quotes"]["brag"]["quotes"] == n_brag and j["quotes"]["thirty-one"]["found"] == n_31
    import stopbus_ref.sources.seeds as sources

    monkeypatch.setattr(sources, "check_all", lambda: ["31-knock: quote not found in 002: 'x'"])
    r = cli("rules", "--verify")
    assert r.exit_code == 4
    assert f"{n_brag + n_31 - 1} of {n_brag + n_31} quotes" in r.stdout
    assert f"thirty-one: {n_31 - 1} of {n_31}" in r.stdout and f"brag: {n_brag} of {n_brag}" in r.stdout


# -- replay --------------------------------------------------------------------------------------------------------
def test_31_cli_replay_json_shape(cli) -> None:
    r = cli("replay", str(SCEN / "31-01-swap-one-knock-final-circuit.yaml"), "--json")
    j = json.loads(r.stdout)
    assert r.exit_code == 0 and j["game"] == "thirty-one" and j["winner"] is None and j["shared_win"] is None
    d = j["deals"][0]
    assert d["lives_after"] == {"Ann": 3, "Ben": 3, "Cat": 2} and d["eliminated"] == []
    assert d["showdown"]["losers"] == ["Cat"] and "tokens_after" not in d
    assert all({"score", "suit", "player", "hand"} <= set(e) for e in d["showdown"]["order"])
    assert all("pool_after" in t and len(t["pool_after"]) == 3 for t in d["turns"])
    assert d["verdict"].startswith("Deal 1: Cat loses a life (16)")
    assert d["showdown"]["reason"] == "Cat has the lowest score, 16, and loses a life"
    assert j["sources"]["31-knock"]["quotes"][0]["quote"].startswith("On your turn you must do exactly one")
    assert set(j["sources"]) >= {"31-knock", "31-final-circuit", "31-lowest-loses", "31-swap-one", "31-refill"}


def test_31_cli_replay_text_gives_verdict_rule_and_002_words(cli) -> None:
    r = cli("replay", str(SCEN / "31-03-tied-lowest-all-lose.yaml"))
    first = next(x for x in r.stdout.splitlines() if x.strip())
    assert first == "Deal 1: Ann and Ben lose a life (3 → 2) · next dealer Ann"
    assert "31-tied-lowest" in r.stdout and "each of them loses a life" not in r.stdout  # quotes on request
    r = cli("replay", str(SCEN / "31-03-tied-lowest-all-lose.yaml"), "--sources")
    assert "31-tied-lowest" in r.stdout and r.stdout.count("each of them loses a life") == 1
    r = cli("replay", str(SCEN / "31-19-in-progress.yaml"))
    assert "it is Ann's final turn and they may swap" in r.stdout and r.exit_code == 0


def test_31_cli_replay_errors_are_one_line_with_file_and_line(cli) -> None:
    path = SCEN / "31-25-input-joker-outside-variant.yaml"
    r = cli("replay", str(path))
    assert r.exit_code == 2 and f"{path}:10" in r.stderr and "RJ" in r.stderr and "Traceback" not in r.stderr
    j = json.loads(cli("replay", str(path), "--json").stdout)
    assert j["error"]["kind"] == "input" and j["error"]["rule"] == "31-jokers" and j["error"]["line"] == 10
    j = json.loads(cli("replay", str(SCEN / "31-20-illegal-knock-in-blitz.yaml"), "--json").stdout)
    assert (j["exit_code"], j["error"]["kind"], j["error"]["rule"], j["error"]["deal"], j["error"]["turn"]) == \
        (1, "rule", "31-blitz", 1, 1)
    assert j["error"]["citation"]["quote"].startswith("In this common variant")
    j = json.loads(cli("replay", str(SCEN / "31-29-expect-not-met.yaml"), "--json").stdout)
    assert j["exit_code"] == 3 and j["error"]["kind"] == "expect"


def test_31_cli_game_key_dispatch(cli, tmp_path: pathlib.Path) -> None:
    text = (SCEN / "31-01-swap-one-knock-final-circuit.yaml").read_text()
    for spelling in ("31", "'31'", "Thirty-One"):
        f = tmp_path / "r.yaml"
        f.write_text(text.replace("game: thirty-one", f"game: {spelling}"))
        assert cli("replay", str(f), "--json").exit_code == 0
    f.write_text(text.replace("game: thirty-one", "game: poker"))
    r = cli("replay", str(f))
    assert r.exit_code == 2 and "poker" in r.stderr
    brag = (SCEN / "01-worked-final-turn.yaml").read_text()
    f.write_text("game: brag\n" + brag)
    assert cli("replay", str(f), "--json").exit_code == 0
    r = cli("replay", str(SCEN / "31-33-brag-record-with-knock.yaml"))
    assert r.exit_code == 1 and "game: thirty-one" in r.stdout + r.stderr


# -- simulate ------------------------------------------------------------------------------------------------------
def test_31_cli_simulate_writes_a_replayable_record(cli, tmp_path: pathlib.Path) -> None:
    r = cli("simulate", "--game", "31", "--players", "4", "--seed", "3", "--variant", "blitz,pot")
    assert r.exit_code == 0 and r.stdout.startswith("# stopbus simulate --game 31")
    f = tmp_path / "sim.yaml"
    f.write_text(r.stdout)
    assert cli("replay", str(f), "--json").exit_code == 0
    r = cli("simulate", "--game", "31", "--variant", "turbo")
    assert r.exit_code == 2 and "turbo" in r.stderr


@pytest.mark.parametrize("variant,most", [("", 17), ("jokers", 18), ("four-card", 13), ("four-card,jokers", 13)])
def test_31_players_simulate_limit_is_the_variants_own(cli, tmp_path: pathlib.Path, variant: str, most: int) -> None:
    """`simulate --game 31` seats as many players as the variant's deck deals (not the Brag game's 17),
    and a table one larger is refused by a message naming that limit (with --players or --names)."""
    from stopbus_ref.thirty_one.engine import Rules31

    rules = Rules31(four_card="four-card" in variant, jokers="jokers" in variant)
    assert rules.max_players == most == len(rules.full_deck) // rules.hand_size
    flags = ["--variant", variant] if variant else []
    r = cli("simulate", "--game", "31", "--players", str(most), "--max-deals", "2", *flags)
    assert r.exit_code == 0, r.stderr
    f = tmp_path / "sim.yaml"
    f.write_text(r.stdout)
    assert cli("replay", str(f), "--json").exit_code == 0
    for args in (["--players", str(most + 1)], ["--names", ",".join(f"n{i}" for i in range(most + 1))]):
        r = cli("simulate", "--game", "31", *args, *flags)
        assert r.exit_code == 2 and f"2 to {most} players" in r.stderr and "31-players" in r.stderr
        assert f"{len(rules.full_deck)} cards, {rules.hand_size} each" in r.stderr
    r = cli("simulate", "--players", "18")  # the Brag game keeps its own limit
    assert r.exit_code == 2 and "2 to 17 players" in r.stderr


def test_31_cli_simulate_summary(cli) -> None:
    r = cli("simulate", "--game", "31", "--summary", "--games", "5", "--json")
    j = json.loads(r.stdout)
    assert [s["players"] for s in j["per_players"]] == [3, 4, 5, 6, 7, 8]
    for s in j["per_players"]:
        assert {"deal_31_rate", "tied_lowest_rate", "caller_lost"} <= set(s)
    r = cli("simulate", "--game", "31", "--summary", "--games", "3", "--players", "5")
    assert "caller loses" in r.stdout and "tied lowest" in r.stdout


def test_31_cli_subprocess_replay_and_rank() -> None:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(SCEN / "31-16-shared-win.yaml"), "--json"],
                       capture_output=True, text=True, timeout=60)
    j = json.loads(p.stdout)
    assert p.returncode == 0 and j["winner"] is None and j["shared_win"] == ["Ann", "Ben"]
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "rank", "--game", "31", "Ah 3c 2c"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "scores 5" in p.stdout


# -- mutated records -----------------------------------------------------------------------------------------------
def _mutations(text: str, rng: random.Random) -> list[str]:
    lines = text.splitlines()
    out = []
    for _ in range(40):
        ls = list(lines)
        i = rng.randrange(len(ls))
        kind = rng.randrange(6)
        if kind == 0:
            del ls[i]
        elif kind == 1:
            ls.insert(i, ls[rng.randrange(len(ls))])
        elif kind == 2 and ls[i]:
            j = rng.randrange(len(ls[i]))
            ls[i] = ls[i][:j] + rng.choice("]:-{,7hXRJ 3") + ls[i][j + 1:]
        elif kind == 3:
            ls[i] = ls[i].replace("knock", rng.choice(["stop", "blitz", "31", "swap all", "pass"]))
        elif kind == 4:
            ls[i] = ls[i].replace("Ann", "Ben") if rng.random() < 0.5 else ls[i].replace("h", "s")
        else:
            ls = ls[:i]
        out.append("\n".join(ls) + "\n")
    return out


@pytest.mark.parametrize("name", ["31-01-swap-one-knock-final-circuit", "31-11-blitz-31-lives-back",
                                  "31-12-four-card-deck-mode", "31-17-recycle-with-reshuffles",
                                  "31-15-elimination-to-the-last-survivor"])
def test_31_mutated_records_never_crash(name: str) -> None:
    rng = random.Random(name)
    for text in _mutations((SCEN / f"{name}.yaml").read_text(), rng):
        try:
            code = code31(text)
        except StopbusError as e:  # a mutation can break the YAML before the game is known
            code = e.exit_code
        assert code in (0, 1, 2, 3)
        if code in (1, 3):
            r = run31(text)
            assert r.first_problem is not None and r.first_problem.rule and r.first_problem.line is not None


HOSTILE = ["\u212ah", "A\u017f", "8♣️", "[bold]x[/]", "\x1b[2J", "9" * 5000, "010", "1:30", "", None, True, "knock",
           "draw Ah, discard Kh", "x" * 100_000, ["Ah"], {"give": "Ah", "Give": "2c", "take": "Kh"}, "RJ", 31, -1]


def _leaves(obj: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in _leaves(v, (*path, k))]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in _leaves(v, (*path, i))]
    return [path]


def test_31_hostile_value_at_every_leaf_only_tool_answers() -> None:
    """Every scalar of a simulated 31-point record replaced by hostile values: an answer with exit 0-3,
    and a short input message (long tokens cut)."""
    import copy

    from stopbus_ref.core.errors import InputError
    from stopbus_ref.records.reader import read_record
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    rec = to_record31(play_game31(["Ann", "Ben", "Cat"], 4, Rules31(blitz=True, jokers=True, pot=True), lives=1))
    rec["deals"] = rec["deals"][:2]
    rng = random.Random(31)
    for path in _leaves(rec):
        for value in rng.sample(HOSTILE, 4):
            m = copy.deepcopy(rec)
            node: object = m
            for k in path[:-1]:
                node = node[k]  # type: ignore[index]
            node[path[-1]] = value  # type: ignore[index]
            try:
                text = dump_record31(m)
            except (TypeError, AttributeError):
                continue
            try:
                model = read_record(text)
            except InputError as e:
                assert e.exit_code == 2 and len(e.message) < 400 and len(e.token or "") < 400, (path, e.message[:200])
                continue
            if path[0] == "game":
                continue  # a hostile `game:` value that still names a game reads as that game
            assert code31(text) in (0, 1, 2, 3), (path, value)
            assert model is not None


def test_31_tied_lowest_compare_quiet_names_every_hand_that_loses_a_life(cli) -> None:
    """compare --game 31 -q, as Brag's -q: only the answer, here every hand tied for the lowest, one a line."""
    r = cli("compare", "--game", "31", "-q", "A=2h 3d 4c", "B=2c 3h 4d", "C=ah kh 2c")
    assert (r.exit_code, r.stdout) == (0, "A\nB\n")
    r = cli("compare", "--game", "31", "-q", "A=ah kh 2c", "B=3c 4c 5c")
    assert (r.exit_code, r.stdout) == (0, "B\n")


def test_31_knock_rules_id_without_game_is_found_in_the_31_rulebook(cli) -> None:
    """stopbus rules 31-knock (no --game): the id is the 31-point rulebook's, so that rule is shown."""
    r = cli("rules", "31-knock", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["id"] == "31-knock"
    assert cli("rules", "dealer-skip", "--json").exit_code == 0
    assert cli("rules", "no-such-rule").exit_code == 2


def test_31_lowest_loses_compare_text_leads_with_the_verdict_in_a_light_table(cli) -> None:
    """compare --game 31 as Brag's compare: the verdict line first, then a table without a box around it."""
    r = cli("compare", "--game", "31", "A=ah kh 2c", "B=3c 4c 5c", "C=2d 3d 4h")
    lines = r.stdout.splitlines()
    assert r.exit_code == 0 and lines[0].startswith("Loses a life: C") and "31-lowest-loses" in lines[0]
    assert lines[1] == "Best first" and lines[2].split() == ["pos", "hand", "who", "score", "how", "it", "scores"]
    assert not any(c in r.stdout for c in "┏┃│└┡")


def test_31_instant_31_compare_text_every_hand_holding_31_is_the_verdict(cli) -> None:
    """No hand loses when every hand holds 31: that line is the verdict, first; with a loser it follows the table."""
    r = cli("compare", "--game", "31", "A=ah kh qh", "B=as ks qs")
    assert r.stdout.splitlines()[0].startswith("A, B hold 31 and cannot lose")
    r = cli("compare", "--game", "31", "A=ah kh qh", "B=3c 4c 5c")
    lines = r.stdout.splitlines()
    assert lines[0].startswith("Loses a life: B") and lines[-1].startswith("A holds 31 and cannot lose")


def test_31_game_hands_refuses_classes_it_has_none() -> None:
    """`--classes` lists Brag's rank classes: with --game 31 it would do nothing, so it is refused (exit 2)."""
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "stopbus_ref", "hands", "--game", "31", "--classes"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 2 and "--classes does nothing with --game 31" in r.stderr and r.stdout == ""
