"""The 31-point game's replay text answers first, laid out as the Brag one (shared
`layout.grid`), quotes of 002 only on request, --brief, -q, --lang, NO_COLOR, 80 columns."""

from __future__ import annotations

import json
import re

import pytest

from stopbus_ref.thirty_one.rulebook import BY_ID
from tests.helpers import SCENARIOS

SCEN31 = sorted(SCENARIOS.glob("31-*.yaml"))
ROW = re.compile(r"^ *\d+  \S")  # a table row starts with its number or position
ANSI = re.compile(r"\x1b\[")


def s31(name: str) -> str:
    return str(next(SCENARIOS.glob(f"{name}*.yaml")))


def test_31_replay_tables_never_wrap_rows_at_80_columns(cli) -> None:
    """Every table row (and rule line under a table) of every 31 scenario stays within 80 columns."""
    for path in SCEN31:
        out = cli("replay", str(path)).stdout
        for line in out.splitlines():
            if ROW.match(line) or line.startswith(("#  ", "pos  ", "───", "---")):
                assert len(line) <= 80, (path.name, line)
        assert "…" not in out, path.name


def test_31_replay_uses_the_width_when_there_is_more(cli, monkeypatch) -> None:
    path = s31("31-01-")
    narrow = cli("replay", path).stdout
    assert "Rules of these turns [31-first-turn, 31-swap-one, 31-refill, 31-knock, 31-final-circuit]" in narrow
    assert not re.search(r"39  31-first-turn, 31-swap-one", narrow)
    monkeypatch.setenv("COLUMNS", "140")
    wide = cli("replay", path).stdout
    assert re.search(r"39  31-first-turn, 31-swap-one, 31-refill", wide) and "Rules of these turns" not in wide


@pytest.mark.parametrize("name,first", [
    ("31-01-", "Deal 1: Cat loses a life (3 → 2) · next dealer Ann"),
    ("31-03-", "Deal 1: Ann and Ben lose a life (3 → 2) · next dealer Ann"),
    ("31-07-", "Deal 1: Ben holds 31 · Cat loses a life (3 → 2) · next dealer Ann"),
    ("31-10-", "Deal 1: Ann holds 31 · Ben and Cat are eliminated · Ann wins"),
    ("31-15-", "Deal 1: Cat is eliminated · next dealer Ann"),
    ("31-16-", "Deal 1: Ann and Ben lose a life (1 → 0) · Ann and Ben share the win"),
    ("31-19-", "Deal 1: in progress: Ann to play (final turn after Ben's knock), may swap CARD for CARD, "
               "swap all or knock (a pass)"),
])
def test_31_replay_each_deal_opens_with_its_verdict(cli, name: str, first: str) -> None:
    assert cli("replay", s31(name)).stdout.splitlines()[0] == first


def test_31_replay_deal_order_verdict_turns_showdown_lives_then_answer(cli) -> None:
    lines = cli("replay", s31("31-01-")).stdout.splitlines()
    head = lines.index("#  player  action                          hand after  score  pool after  stock")
    show = lines.index("Showdown, best first")
    lives = lines.index("Lives: Ann 3 · Ben 3 · Cat 2 [31-lives]")
    assert lines[0].startswith("Deal 1:") and 0 < head < show < lives
    assert "1  Ann     swap 2♦ for 8♠, turn 4♣" in lines[head + 2]  # cards with suit symbols
    assert lines[-1] == "No winner yet. Lives: Ann 3 · Ben 3 · Cat 2"
    assert "Sources" not in "\n".join(lines) and "“" not in "\n".join(lines)  # no quotes unless asked


def test_31_last_survivor_and_shared_win_end_the_account(cli) -> None:
    assert cli("replay", s31("31-15-")).stdout.splitlines()[-1] == \
        "Ann wins: the last player with lives [31-last-survivor]"
    assert cli("replay", s31("31-16-")).stdout.splitlines()[-1] == "Ann and Ben share the win [31-shared-win]"


def test_31_brief_prints_only_verdict_lines(cli) -> None:
    out = cli("replay", s31("31-15-"), "--brief").stdout.splitlines()
    assert out == ["Deal 1: Cat is eliminated · next dealer Ann", "Deal 2: Ben is eliminated · Ann wins",
                   "Ann wins: the last player with lives [31-last-survivor]"]


def test_31_sources_quote_each_passage_once_under_its_ruling(cli) -> None:
    r = cli("replay", s31("31-11-"), "--sources")
    assert r.exit_code == 0
    quoted = [line for line in r.stdout.splitlines() if line.startswith("  002 ")]
    assert quoted and len(quoted) == len(set(q.split(": ", 1)[1] for q in quoted))
    lines = r.stdout.splitlines()
    i = lines.index("Ann has the lowest score, 4, and loses a life [31-lowest-loses]")
    # the ruling's own passage first (step 8), then the showdown passage it follows from (step 7)
    assert lines[i + 1].startswith("  002 How to play 8 (31-lowest-loses): “The player with the lowest score")


def test_31_rule_error_shows_the_broken_rules_primary_quote_without_sources(cli) -> None:
    r = cli("replay", s31("31-20-"))
    assert r.exit_code == 1
    quote = BY_ID["31-blitz"].citations[0].quote
    assert quote in r.stdout and r.stdout.count(quote) == 1
    r = cli("replay", s31("31-20-"), "--brief")
    assert quote in r.stdout


def test_31_quiet_prints_the_winner_or_the_last_deals_losers(cli) -> None:
    assert cli("replay", s31("31-15-"), "-q").stdout == "winner: Ann\n"
    assert cli("replay", s31("31-01-"), "-q").stdout == "loser: Cat (deal 1)\n"
    assert cli("replay", s31("31-03-"), "-q").stdout == "losers: Ann, Ben (deal 1)\n"
    assert cli("replay", s31("31-16-"), "-q").stdout == "shared win: Ann, Ben\n"
    assert cli("replay", s31("31-19-"), "-q").stdout == "in progress: deal 1\n"
    r = cli("replay", s31("31-20-"), "-q")
    assert r.exit_code == 1 and r.stdout == "" and "31-blitz" in r.stderr


def test_31_lang_quotes_002_in_english_with_a_note_for_nl_fr(cli) -> None:
    en = cli("replay", s31("31-01-"), "--sources", "--quotes", "en")
    assert en.exit_code == 0 and "002 is English" not in en.stderr
    nl = cli("replay", s31("31-01-"), "--sources", "--quotes", "nl")
    assert nl.exit_code == 0 and nl.stdout == en.stdout and "002, is English" in nl.stderr
    assert cli("replay", s31("31-01-"), "--sources", "--quotes", "all").stdout == en.stdout


def test_31_no_color_gives_no_escape_codes(cli, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    for name in ("31-01-", "31-15-", "31-20-"):
        r = cli("replay", s31(name), "--sources")
        assert not ANSI.search(r.stdout + r.stderr), name


def test_31_json_ignores_the_text_layout(cli, monkeypatch) -> None:
    """--json is the same whatever the width: the text layout never reaches it."""
    narrow = json.loads(cli("replay", s31("31-01-"), "--json").stdout)
    monkeypatch.setenv("COLUMNS", "140")
    assert json.loads(cli("replay", s31("31-01-"), "--json").stdout) == narrow


def test_31_a_showdown_scoring_three_different_suits_says_it_rests_on_an_interpretation(cli) -> None:
    assert BY_ID["31-three-suits"].status == "interpreted"
    out = cli("replay", s31("31-10-")).stdout.replace("\n  ", " ")
    assert ("Cat holds three different suits: such a hand scores its highest card [31-three-suits] "
            "(an interpretation: 31-three-suits)") in out
    quoted = cli("replay", s31("31-10-"), "--sources").stdout
    line = quoted.splitlines().index(next(x for x in quoted.splitlines() if x.startswith("Cat holds three")))
    assert quoted.splitlines()[line + 2].startswith("  002 How to play 7 (31-three-suits)")  # its passage
