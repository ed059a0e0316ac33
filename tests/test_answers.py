"""Answers first: verdict-led replay text, sources on request in the reader's language,
explanations that hold up against the seeds, and the 2♣ (card value 0) rendering."""

from __future__ import annotations

import json
import re

import pytest

from stopbus_ref.brag.compare import compare_hands, plural
from stopbus_ref.brag.ranking import Category
from stopbus_ref.brag.rulebook import BY_ID
from stopbus_ref.core.cards import parse_hand
from stopbus_ref.sources.quotes import default_lang, primary, quotes
from tests.helpers import SCENARIOS

WORKED = str(SCENARIOS / "01-worked-final-turn.yaml")
ANSI = re.compile(r"\x1b\[")

TWO_CLUBS = """\
players: [Ann, Ben]
dealer: Ben
deals:
  - hands:
      Ann: [2c, 9d, Kh]
      Ben: [4s, 5s, 7d]
    upcard: Qc
    turns:
      - Ann: take Qc, discard 2c
      - Ben: take 2c, discard 7d
      - Ann: stop
      - Ben: pass
"""


def rows(text: str, width: int = 80) -> int:
    """Terminal rows the text takes at this width (long lines wrap)."""
    return sum(max(1, -(-len(line) // width)) for line in text.splitlines())


def test_worst_loses_replay_worked_final_turn_fits_30_rows_loser_first(cli) -> None:
    r = cli("replay", WORKED)
    lines = r.stdout.splitlines()
    assert r.exit_code == 0 and rows(r.stdout) <= 30
    assert lines[0] == "Deal 1: B loses a token (3 → 2) · next dealer A"
    assert max(len(line) for line in lines if "│" in line or line.startswith(("#", " ", "pos"))) <= 80


def test_replay_tables_never_wrap_rows_at_80_columns(cli) -> None:
    """Every table row of every Brag scenario stays on one line: a row starts with its number or position.
    (The 31-point scenarios, `31-*.yaml`, are checked the same way in test_answers31.py.)"""
    for path in sorted(p for p in SCENARIOS.glob("*.yaml") if not p.name.startswith("31-")):
        out = cli("replay", str(path)).stdout
        for line in out.splitlines():
            if re.match(r"^ *\d+  \S", line):
                assert len(line) <= 80, (path.name, line)
        assert "…" not in out, path.name  # no name or card cut short


def test_replay_uses_the_width_when_there_is_more(cli, monkeypatch) -> None:
    narrow = cli("replay", WORKED).stdout
    assert "Rules of these turns [first-turn, stop, final-turns, draw-stock]" in narrow  # the ids in a line
    assert not re.search(r"42 +first-turn, stop, final-turns", narrow)
    monkeypatch.setenv("COLUMNS", "140")
    wide = cli("replay", WORKED).stdout
    assert re.search(r"42 +first-turn, stop, final-turns", wide) and "Rules of these turns" not in wide


@pytest.mark.parametrize("name,first", [
    ("12-elimination", "Deal 1: Cat is eliminated · next dealer Ben"),
    ("13-dealer-skip", "Deal 1: Bo is eliminated · Al deals again"),
    ("17-in-progress", "Deal 1: in progress: Ann to play (final turn after Cat's stop), may draw, take or pass"),
    ("18-seventeen-players-immediate-showdown",
     "Deal 1: P05 loses a token (3 → 2) · stock exhausted, showdown at once · next dealer P01"),
])
def test_replay_each_deal_opens_with_its_verdict(cli, name: str, first: str) -> None:
    assert cli("replay", str(SCENARIOS / f"{name}.yaml")).stdout.splitlines()[0] == first


def test_last_survivor_replay_ends_with_winner_and_brief_is_verdicts_only(cli) -> None:
    full = cli("replay", str(SCENARIOS / "16-game-to-winner.yaml")).stdout
    brief = cli("replay", str(SCENARIOS / "16-game-to-winner.yaml"), "--brief").stdout.splitlines()
    assert "wins" in full.splitlines()[-1]
    assert all(line.startswith("Deal ") for line in brief[:-1]) and "wins" in brief[-1]
    assert [line for line in full.splitlines() if line.startswith("Deal ")] == brief[:-1]


def test_replay_quiet_prints_the_answer_only(cli) -> None:
    assert cli("replay", WORKED, "-q").stdout == "loser: B (deal 1)\n"
    winner = json.loads(cli("replay", str(SCENARIOS / "16-game-to-winner.yaml"), "--json").stdout)["winner"]
    assert cli("replay", str(SCENARIOS / "16-game-to-winner.yaml"), "--quiet").stdout == f"winner: {winner}\n"


def test_replay_quiet_says_which_answer_it_is(cli) -> None:
    """A winner and a last loser are told apart, and a game in progress says so instead of printing nothing."""
    assert cli("replay", str(SCENARIOS / "17-in-progress.yaml"), "-q").stdout == "in progress: deal 1\n"
    r = cli("replay", str(SCENARIOS / "16-game-to-winner.yaml"), "-q", "--deal", "1")
    assert r.stdout.startswith("loser: ") and r.stdout.endswith(" (deal 1)\n")


def test_worst_loses_compare_quiet_prints_the_loser_label(cli) -> None:
    r = cli("compare", "-q", "Ann=8c 9c 10c", "Ben=ad ah 6s", "Cat=Ks Js 7s")
    assert (r.exit_code, r.stdout) == (0, "Ben\n")


def test_replay_sources_on_request_in_the_chosen_language(cli, monkeypatch) -> None:
    plain = cli("replay", WORKED).stdout
    assert "“" not in plain  # no quotes without --sources
    en = " ".join(cli("replay", WORKED, "--sources").stdout.split())
    assert "Compare all hands; only the worst loses one token." in en and "Seule pire" not in en
    fr = " ".join(cli("replay", WORKED, "--sources", "--quotes", "fr").stdout.split())
    assert "Seule pire perd un jeton." in fr and "Compare all hands" not in fr
    every = " ".join(cli("replay", WORKED, "--sources", "--quotes", "all").stdout.split())
    assert all(q in every for q in ("Compare all hands", "Seule pire", "slechtste Brag-hand"))
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    nl = " ".join(cli("replay", WORKED, "--sources").stdout.split())
    assert "slechtste Brag-hand" in nl and "Compare all hands" not in nl


def test_final_turns_rule_error_shows_primary_quote_in_chosen_language(cli) -> None:
    path = str(SCENARIOS / "25-illegal-stopper-plays-again.yaml")
    fr = cli("replay", path, "--brief", "--quotes", "fr").stdout
    assert "004 §03 Tours et arrêt" in fr and "Celui qui arrête ne rejoue pas." in fr
    assert "The stopper does not play again." in cli("replay", path).stdout


def test_quote_languages_fall_back_to_english() -> None:
    rule = BY_ID["recycle"]  # 003 has no passage on recycling
    assert [c.source for c in quotes(rule, "nl")] == [rule.citations[0].source]
    assert primary(BY_ID["worst-loses"], "fr").quote == "Seule pire perd un jeton."
    assert default_lang({"LC_ALL": "fr_BE.UTF-8"}) == "fr" and default_lang({}) == "en"


@pytest.mark.parametrize("args", [("--json", "--brief"), ("--json", "--sources"), ("--json", "-q"),
                                  ("-q", "--sources"), ("--brief", "--sources"), ("--quotes", "de"),
                                  ("--lang", "de")])
def test_replay_flags_that_do_nothing_are_errors(cli, args: tuple[str, ...]) -> None:
    r = cli("replay", WORKED, *args)
    assert r.exit_code == 2 and r.stderr.startswith("error: ") and "does nothing" in r.stderr + "does nothing" * (
        "de" in args)
    if "--json" in args:  # the one error path answers in JSON too
        assert json.loads(r.stdout)["error"]["kind"] == "input"
    else:
        assert r.stdout == ""


# -- explanations checked against the seeds -----------------------------------------------------
def test_stop_second_stop_cites_the_final_turns_sentence(cli) -> None:
    text = cli("replay", str(SCENARIOS / "27-illegal-second-stop.yaml")).stdout
    assert "second-stop — No second stop, interpreted" in text
    assert "After a stop, every OTHER player takes one final turn" in text
    assert "without drawing or discarding" not in text
    assert BY_ID["second-stop"].status == "interpreted"


def test_tiebreak_card_ace_reading_is_said_and_cited() -> None:
    run = compare_hands([parse_hand("Ad 2s 3s"), parse_hand("Ah 2c 3c")]).reasons[0]
    assert "read as the ace" in run.text and "3-2-A" in run.text and "interpretation" in run.text
    assert run.rules == ("suit-tiebreak", "tiebreak-card")
    pair = compare_hands([parse_hand("5d 5s Ah"), parse_hand("5c 5h Ad")]).reasons[0]
    assert "read as the ace" in pair.text and "tiebreak-card" in pair.rules
    plain = compare_hands([parse_hand("Qd 8d 5d"), parse_hand("Qc 8c 5c")]).reasons[0]
    assert "read as the ace" not in plain.text and plain.rules == ("suit-tiebreak",)


def test_worst_loses_token_loss_cites_worst_loses_not_the_starting_tokens(cli) -> None:
    text = cli("replay", WORKED).stdout
    assert "B 3 → 2 tokens [worst-loses]" in text and "[tokens]" not in text
    deal = json.loads(cli("replay", WORKED, "--json").stdout)["deals"][0]
    assert deal["token_rules"] == ["worst-loses"]


def test_run_order_003_self_contradiction_said_where_quoted(cli) -> None:
    nl = [c for c in BY_ID["run-order"].citations if "De beste run is 3-2-A" in c.quote]
    assert nl and "contradicts itself" in nl[0].note
    assert "contradicts itself" in " ".join(cli("rules", "run-order").stdout.split())


def test_players_warning_quotes_003_honestly(cli) -> None:
    r = cli("replay", str(SCENARIOS / "18-seventeen-players-immediate-showdown.yaml"))
    assert "ongeveer 9 of meer" in r.stderr and "the sources describe 2 to 9" not in r.stderr


def test_flush_plurals() -> None:
    assert [plural(c) for c in Category] == ["prials", "running flushes", "runs", "flushes", "pairs", "high cards"]
    reason = compare_hands([parse_hand("Ah Kh 9h"), parse_hand("As Ks 8s")]).reasons[0]
    assert "as flushes" in reason.text and "flushs" not in reason.text


def test_deck_two_of_clubs_gets_its_symbol(cli) -> None:
    """The 2♣ is card value 0: it must not be treated as 'no card'."""
    out = cli("replay", "-", input=TWO_CLUBS).stdout
    assert "take Q♣, discard 2♣" in out and "take 2♣, discard 7♦" in out and "2c" not in out
