"""The command line: help, exact error text and exit codes, JSON shapes, stdin, a real subprocess."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from itertools import combinations

import pytest

from stopbus_ref.brag.ranking import class_number
from stopbus_ref.core.cards import DECK
from tests.helpers import ROOT, SCENARIOS

COMMANDS = ["rank", "compare", "hands", "replay", "rules", "simulate", "odds"]


@pytest.mark.parametrize("command", COMMANDS)
def test_cli_every_command_has_help(cli, command: str) -> None:
    r = cli(command, "--help")
    assert r.exit_code == 0 and "Usage" in r.stdout and len(r.stdout) > 200


def test_cli_top_level_help_lists_commands(cli) -> None:
    r = cli("--help")
    assert r.exit_code == 0 and all(c in r.stdout for c in COMMANDS)


def test_ranking_cli_rank_json(cli) -> None:
    r = cli("rank", "8♣–9♣–10♣", "--json")
    assert r.exit_code == 0
    assert json.loads(r.stdout) == {"hand": ["8c", "9c", "10c"], "category": "running-flush", "class": 19,
                                    "beats": 22024, "ties": 4, "total": 22100,
                                    "description": "running flush, 10-9-8 of clubs", "rules": ["ranking", "run-order"]}


def test_ranking_cli_rank_text(cli) -> None:
    r = cli("rank", "ad ah 6s")
    assert r.exit_code == 0 and "pair of aces, 6 kicker" in r.stdout and "class 319 of 741" in r.stdout


@pytest.mark.parametrize("hand,message", [
    ("1h 2h 3h", "error: '1h' is not a card: rank '1' must be one of A K Q J 10 9 8 7 6 5 4 3 2 (T for 10) [deck]\n"),
    ("Ah Kh 2c 3d", "error: a hand is three cards, got 4 (Ah Kh 2c 3d): too many; '3d' is a fourth card [deal]\n"),
    ("Ax Kh 2c", "error: 'Ax' is not a card: suit 'x' must be one of s h d c (or ♠ ♥ ♦ ♣) [deck]\n"),
    ("Ah Ah 2c", "error: 'Ah' appears twice in one hand: a hand is three different cards [deck]\n"),
    ("", "error: empty hand: expected three cards such as '8c 9c 10c' [deal]\n"),
])
def test_deck_cli_bad_hand_exact_message_exit_2(cli, hand: str, message: str) -> None:
    r = cli("rank", hand)
    assert (r.exit_code, r.stderr, r.stdout) == (2, message, "")


def test_suit_tiebreak_rank_text_says_suits_decide_within_a_class(cli) -> None:
    """Hands of one class do not tie (compare ranks them by suit): the text says so, not "ties 4"."""
    out = cli("rank", "ah", "kh", "qh").stdout
    assert "4 hands in its class; suits decide between them" in out and "ties" not in out


def test_ranking_cli_rank_stdin_json_lines(cli) -> None:
    r = cli("rank", "-", "--json", input="8c 9c 10c\n\nKs,Js,7s\n")
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert r.exit_code == 0 and [x["class"] for x in lines] == [19, 114] and [x["line"] for x in lines] == [1, 3]


def test_ranking_cli_rank_stdin_bad_line_reported_with_line_number(cli) -> None:
    r = cli("rank", "-", "--json", input="8c 9c 10c\n11s 2h 3h\nAh Kh Qh\n")
    assert r.exit_code == 2 and "stdin:2:" in r.stderr
    records = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["line"] for x in records] == [1, 2, 3]
    assert records[0]["class"] == 19 and records[2]["category"] == "running-flush"
    assert set(records[1]) == {"line", "error"} and records[1]["error"]["kind"] == "input"
    assert records[1]["error"]["rule"] == "deck" and "'11s' is not a card" in records[1]["error"]["message"]


def test_worst_loses_cli_compare_json(cli) -> None:
    r = cli("compare", "A=8c 9c 10c", "B=ad ah 6s", "C=Ks Js 7s", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and out["worst"] == 1 and out["ties"] == []
    assert [(o["label"], o["position"], o["category"]) for o in out["order"]] == [
        ("A", 1, "running-flush"), ("C", 2, "flush"), ("B", 3, "pair")]
    assert "worst-loses" in out["rules"] and {"hand", "category", "class", "position"} <= set(out["order"][0])


def test_suit_tiebreak_cli_compare_text_names_the_suit_rule(cli) -> None:
    r = cli("compare", "Qd 8d 5d", "Qc 8c 5c")
    assert r.exit_code == 0 and "suit-tiebreak" in r.stdout and "diamonds over clubs" in r.stdout


def test_suit_tiebreak_cli_compare_shared_cards_warn_and_tie(cli) -> None:
    r = cli("compare", "Ah Kd 9c", "Ah Ks 9d", "Ah Kc 9s", "--json")
    out = json.loads(r.stdout)
    assert out["worst"] is None and out["ties"] == [[0, 1, 2]] and "cannot come from one deal" in r.stderr


def test_ranking_cli_compare_needs_two_hands(cli) -> None:
    r = cli("compare", "Ah Kd 9c")
    assert r.exit_code == 2 and "at least two hands" in r.stderr


def test_ranking_cli_hands_table_and_classes(cli) -> None:
    out = json.loads(cli("hands", "--json", "--classes").stdout)
    assert [c["hands"] for c in out["categories"]] == [52, 48, 720, 1096, 3744, 16440]
    assert len(out["classes"]) == 741 and out["classes"][0]["ranks"] == "3-3-3"
    text = cli("hands").stdout
    assert "16,440" in text and "74.3891%" in text


def test_final_turns_cli_replay_json_shape(cli) -> None:
    r = cli("replay", str(SCENARIOS / "01-worked-final-turn.yaml"), "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == out["exit_code"] == 0 and out["error"] is None and out["winner"] is None
    d = out["deals"][0]
    for key in ("number", "dealer", "first_player", "ended_by", "stopper", "recycles", "turns", "showdown",
                "tokens_after", "floating", "eliminated", "next_dealer", "next_dealer_rule"):
        assert key in d
    assert d["turns"][0] == {**d["turns"][0], "number": 1, "player": "A", "action": "stop"}
    assert [e["player"] for e in d["showdown"]["order"]] == ["A", "C", "B"]
    assert d["showdown"]["order"][0]["category"] == "running-flush" and d["showdown"]["loser"] == "B"


def test_final_turns_cli_replay_stdin_and_deal_filter(cli) -> None:
    text = (SCENARIOS / "13-dealer-skip.yaml").read_text()
    r = cli("replay", "-", "--json", "--deal", "2", input=text)
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and [d["number"] for d in out["deals"]] == [2]


def test_dealer_skip_cli_replay_text_explains_and_cites(cli) -> None:
    r = cli("replay", str(SCENARIOS / "13-dealer-skip.yaml"))
    assert r.exit_code == 0
    assert "Al again" in r.stdout and "[dealer-skip]" in r.stdout
    assert "the previous dealer deals again" not in r.stdout  # quotes only on request
    cited = cli("replay", str(SCENARIOS / "13-dealer-skip.yaml"), "--sources")
    assert "the previous dealer deals again" in cited.stdout  # the 000 §04 quote
    brief = cli("replay", str(SCENARIOS / "13-dealer-skip.yaml"), "--brief")
    assert brief.stdout.splitlines() == ["Deal 1: Bo is eliminated · Al deals again",
                                         "Deal 2: Al loses a token (3 → 2) · next dealer Cy",
                                         "No winner yet. Tokens: Al 2 · Cy 2"]


def test_recycle_cli_replay_text_mentions_recycling(cli) -> None:
    r = cli("replay", str(SCENARIOS / "19-recycle-hands-mode.yaml"))
    assert "stock was recycled" in r.stdout and "[recycle]" in r.stdout
    cited = cli("replay", str(SCENARIOS / "19-recycle-hands-mode.yaml"), "--sources")
    assert "Our table recycles an empty stock" in cited.stdout


def test_take_discard_cli_replay_rule_error(cli) -> None:
    path = SCENARIOS / "22-illegal-take-and-throw-back.yaml"
    r = cli("replay", str(path), "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 1 and out["error"]["kind"] == "rule" and out["error"]["rule"] == "take-discard"
    assert (out["error"]["deal"], out["error"]["turn"], out["error"]["line"]) == (1, 1, 13)
    assert r.stderr == (f"error: {path}:13: deal 1, turn 1: Ann took 7c from the discard pile and must discard "
                        "a different card [take-discard]\n")


def test_deck_cli_replay_input_error_json_and_text(cli) -> None:
    path = SCENARIOS / "32-input-bad-card.yaml"
    out = json.loads(cli("replay", str(path), "--json").stdout)
    assert out["exit_code"] == 2 and out["error"]["kind"] == "input" and out["error"]["line"] == 8
    r = cli("replay", str(path))
    assert r.exit_code == 2 and r.stderr.startswith(f"error: {path}:8: deal 1 hands of A: '11s' is not a card")


def test_cli_replay_missing_file(cli) -> None:
    r = cli("replay", "no/such/file.yaml")
    assert (r.exit_code, r.stderr) == (2, "error: no/such/file.yaml: cannot read no/such/file.yaml: no such file\n")


def test_cli_replay_expect_exit_3(cli) -> None:
    r = cli("replay", str(SCENARIOS / "34-expect-not-met.yaml"), "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 3 and out["error"]["kind"] == "expect" and out["deals"][0]["showdown"]["loser"] == "Ben"


def test_dealer_skip_cli_rules_show_quotes_all_languages(cli) -> None:
    r = cli("rules", "dealer-skip")
    assert r.exit_code == 0
    for needle in ("000 §04", "003 Delen", "004 §04", "deelt dezelfde speler opnieuw", "précédent redonne"):
        assert needle in r.stdout


def test_recycle_cli_rules_json_one_rule(cli) -> None:
    out = json.loads(cli("rules", "recycle", "--json").stdout)
    assert out["id"] == "recycle" and out["status"] == "table agreement"
    assert [c["source"] for c in out["citations"]] == ["000_296c96df14c95333.txt", "004_8d6512591a6ebd2e.txt"]
    assert out["citations"][0]["section"] == "03 Turns and stopping"


def test_cli_rules_list_json_and_search(cli) -> None:
    out = json.loads(cli("rules", "--json").stdout)
    assert len(out["rules"]) >= 27
    for word, rule in (("recycle", "recycle"), ("flottant", "floating"), ("deler", "deal"),
                       ("geëlimineerd", "dealer-skip"), ("knock", "other-games")):
        found = [x["id"] for x in json.loads(cli("rules", "--search", word, "--json").stdout)["rules"]]
        assert rule in found, word
    assert "another game" in cli("rules", "--search", "knock").stdout


def test_cli_rules_unknown_id_suggests(cli) -> None:
    r = cli("rules", "dealer-skp")
    assert r.exit_code == 2 and "did you mean dealer-skip" in r.stderr


def test_cli_rules_verify(cli) -> None:
    r = cli("rules", "--verify")
    assert r.exit_code == 0 and "quotes found verbatim" in r.stdout


def test_cli_simulate_is_deterministic_and_replays(cli) -> None:
    a = cli("simulate", "--players", "4", "--seed", "3").stdout
    assert a == cli("simulate", "--players", "4", "--seed", "3").stdout
    r = cli("replay", "-", "--json", input=a)
    assert r.exit_code == 0 and json.loads(r.stdout)["winner"] is not None


def test_cli_simulate_summary_json(cli) -> None:
    out = json.loads(cli("simulate", "--players", "5", "--summary", "--games", "5", "--json").stdout)
    assert out["games"] == 5 and out["deals"] > 0 and out["stopper_lost"]


def test_cli_simulate_bad_options(cli) -> None:
    assert cli("simulate", "--players", "18").exit_code == 2
    assert cli("simulate", "--strategy", "greedy").exit_code == 2


def test_cli_no_color_and_ascii_fallback(cli, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("STOPBUS_ASCII", "1")
    r = cli("compare", "8c 9c 10c", "ad ah 6s")
    assert "♣" not in r.stdout and "\x1b[" not in r.stdout and "10c 9c 8c" in r.stdout


def _stopbus() -> list[str]:
    """The installed `stopbus` script of the environment running the tests (else `python -m`)."""
    here = os.path.join(os.path.dirname(sys.executable), "stopbus")
    exe = here if os.path.exists(here) else shutil.which("stopbus")
    return [exe] if exe else [sys.executable, "-m", "stopbus_ref"]


def test_cli_subprocess_installed_stopbus_replay() -> None:
    p = subprocess.run([*_stopbus(), "replay", str(SCENARIOS / "01-worked-final-turn.yaml"), "--json"],
                       capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert p.returncode == 0 and json.loads(p.stdout)["deals"][0]["showdown"]["loser"] == "B"


def test_cli_subprocess_ascii_terminal_gets_letters() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "NO_COLOR": "1"}
    env.pop("STOPBUS_ASCII", None)
    p = subprocess.run([*_stopbus(), "rank", "8♣ 9♣ 10♣"], capture_output=True, text=True, timeout=60, env=env,
                       encoding="utf-8", errors="replace")
    assert p.returncode == 0 and "10c 9c 8c" in p.stdout and "Traceback" not in p.stderr


def test_ranking_cli_rank_stdin_all_22100_hands_match_class_numbering() -> None:
    hands = list(combinations(range(52), 3))
    text = "".join(" ".join(str(DECK[c]) for c in h) + "\n" for h in hands)
    p = subprocess.run([*_stopbus(), "rank", "-", "--json"], input=text, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0
    got = [json.loads(line)["class"] for line in p.stdout.splitlines()]
    assert got == [class_number(h) for h in hands]


def test_cli_subprocess_simulate_piped_into_replay_exits_0() -> None:
    """A simulated record replays: `stopbus simulate --players 5 --seed 1 | stopbus replay -` exits 0."""
    sim = subprocess.run([*_stopbus(), "simulate", "--players", "5", "--seed", "1"], capture_output=True,
                         text=True, timeout=60, check=True)
    p = subprocess.run([*_stopbus(), "replay", "-"], input=sim.stdout, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "wins" in p.stdout and "Traceback" not in p.stderr


def test_other_games_31_as_a_hand_names_the_other_game(cli) -> None:
    r = cli("rank", "31")
    assert r.exit_code == 2 and "31-point Stop the Bus" in r.stderr


def test_stop_cli_rule_error_carries_its_citation(cli) -> None:
    path = str(SCENARIOS / "27-illegal-second-stop.yaml")
    err = json.loads(cli("replay", path, "--json").stdout)["error"]
    assert err["rule"] == "stop" and err["citation"]["rule"] == "second-stop"  # quote what says it
    assert err["citation"]["source"] == "000_296c96df14c95333.txt"
    assert err["citation"]["quote"].startswith("After a stop, every OTHER player takes one final turn")
    text = cli("replay", path, "--brief").stdout
    assert "Sources" not in text and "000 §03 Turns and stopping" in text and "second-stop" in text


def test_cli_replay_deal_out_of_range(cli) -> None:
    r = cli("replay", str(SCENARIOS / "01-worked-final-turn.yaml"), "--deal", "3")
    assert r.exit_code == 2 and "--deal 3: the record has 1 deal(s)" in r.stderr
