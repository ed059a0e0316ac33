"""The rough edges a new user hit in the first ten minutes, each reproduced with a real process."""

from __future__ import annotations

import os
import subprocess

import pexpect

from tests.helpers import ROOT, SCENARIOS, STOPBUS, spawn_stopbus


def stopbus(*args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    """`stopbus ARGS` in a real process, output piped; `env` added to the environment."""
    return subprocess.run([*STOPBUS, *args], input=stdin, capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={**os.environ, "COLUMNS": "80", **env})


def at_terminal(*args: str) -> tuple[str, int]:
    """Everything `stopbus ARGS` prints at a terminal (stdout and stderr on the one screen), and its exit code."""
    child = spawn_stopbus(list(args), ROOT)
    text = child.read()
    child.close()
    return text, child.exitstatus


def test_deck_broken_rule_is_printed_once_at_a_terminal() -> None:
    text, code = at_terminal("replay", str(SCENARIOS / "29-illegal-card-dealt-twice.yaml"))
    assert code == 1 and text.count("is dealt to both") == 1, text


def test_deck_broken_rule_piped_is_on_stdout_and_stderr() -> None:
    r = stopbus("replay", str(SCENARIOS / "29-illegal-card-dealt-twice.yaml"))
    assert r.returncode == 1 and "is dealt to both" in r.stdout and r.stderr.startswith("error: ")


def test_expect_not_met_is_printed_once_at_a_terminal() -> None:
    text, code = at_terminal("replay", str(SCENARIOS / "34-expect-not-met.yaml"))
    assert code == 3 and text.count("the ruling is Ben") == 1, text


def _no_locale() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIO", "STOPBUS"))}


def _ascii_run(env: dict[str, str], *args: str) -> str:
    p = subprocess.run([*STOPBUS, *args], capture_output=True, timeout=60, cwd=ROOT, env={**_no_locale(), **env})
    assert p.returncode == 0, p.stderr
    out = p.stdout.decode("ascii")  # strict: nothing but ASCII
    assert "\\u" not in out and "\\x" not in out, out
    return out


def test_ranking_output_is_ascii_when_the_encoding_cannot_carry_symbols() -> None:
    out = _ascii_run({"PYTHONIOENCODING": "ascii"}, "replay", str(SCENARIOS / "01-worked-final-turn.yaml"))
    assert "B loses a token (3 -> 2) - next dealer A" in out and "8c 9c 10c" in out


def test_ranking_output_is_ascii_in_the_c_locale() -> None:
    for env in ({"LANG": "C"}, {"LC_ALL": "C"}, {"LC_ALL": "POSIX"}):
        out = _ascii_run(env, "replay", str(SCENARIOS / "01-worked-final-turn.yaml"))
        assert "(3 -> 2)" in out and "8c 9c 10c" in out, env
    assert "\u2192" in subprocess.run([*STOPBUS, "replay", str(SCENARIOS / "01-worked-final-turn.yaml")],
                                      capture_output=True, text=True, encoding="utf-8", timeout=60, cwd=ROOT,
                                      env={**_no_locale(), "LANG": "C.UTF-8"}).stdout


def test_sources_quotes_in_the_c_locale_keep_their_letters_without_accents() -> None:
    out = _ascii_run({"LC_ALL": "C"}, "rules", "dealer-skip")
    assert "net is geelimineerd" in out and "section 04" in out


def test_worst_loses_odds_text_never_rounds_a_real_chance_to_zero() -> None:
    out = stopbus("odds", "ah kh qh", "--players", "3").stdout
    assert "worst 0.00071%" in out and "0.00%" not in out
    assert "expected position exactly 197/196" in out  # the mean position, 1.005, not "position 197 of 196"


def test_worst_loses_odds_percent_keeps_two_telling_digits() -> None:
    from stopbus_ref.ui.odds import percent

    assert [percent(v) for v in (0, 1, 0.5, 83 / 11653180, 1 - 83 / 11653180, 0.00012)] == [
        "0.00%", "100.00%", "50.00%", "0.00071%", "99.99929%", "0.01%"]


def test_stop_odds_table_fits_80_columns_with_every_column_named() -> None:
    lines = stopbus("odds", "--table", "--players", "3").stdout.splitlines()
    head = lines[1].split()
    assert head[:2] == ["players", "at", "most"][:2] and "category" in head and "how" in head
    table = lines[1:7]
    assert all(len(line) <= 80 for line in table) and len(table[2:]) == 4  # one line a row, none wrapped


def test_sources_quotes_alone_shows_the_quotes_it_picks() -> None:
    out = stopbus("replay", str(SCENARIOS / "01-worked-final-turn.yaml"), "--quotes", "fr").stdout
    assert "004 §03 Tours et arrêt (first-turn)" in out and "000 §" not in out


def test_sources_rules_id_lang_quotes_only_that_language() -> None:
    out = stopbus("rules", "dealer-skip", "--quotes", "nl").stdout
    assert "003 Delen (Dutch)" in out and "(English)" not in out and "(French)" not in out
    r = stopbus("rules", "--quotes", "nl")
    assert r.returncode == 2 and r.stderr.startswith("error: --quotes does nothing without a rule ID")


def test_ranking_rank_dash_at_a_terminal_says_it_is_reading() -> None:
    child = spawn_stopbus(["rank", "-"], ROOT)
    child.expect_exact("reading hands (one a line) from the terminal; Ctrl-D to end")
    child.sendline("ah kh qh")
    child.sendeof()
    child.expect_exact("running flush, A-K-Q of hearts")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_deal_replay_dash_at_a_terminal_says_it_is_reading() -> None:
    child = spawn_stopbus(["replay", "-"], ROOT)
    child.expect_exact("reading a record from the terminal; Ctrl-D to end")
    child.send((SCENARIOS / "01-worked-final-turn.yaml").read_text(encoding="utf-8").replace("\n", "\r"))
    child.sendline("")
    child.sendeof()
    child.expect(r"B(\x1b\[[0-9;]*m)* loses a token")  # the loser's name may carry its colour
    child.expect(pexpect.EOF)
    child.close()


def test_ranking_rank_dash_piped_prints_no_hint() -> None:
    r = stopbus("rank", "-", stdin="ah kh qh\n")
    assert r.returncode == 0 and r.stderr == ""


TWO_DEALS_EXPECT_FIRST = """players: [Ann, Ben]
dealer: Ben
deals:
  - hands: {Ann: [Ah, Kh, Qh], Ben: [3c, 3d, 9s]}
    upcard: 5d
    turns: [{Ann: stop}, {Ben: pass}]
    expect: {loser: Ann}
  - hands: {Ann: [Ah, Kh, Qh], Ben: [3c, 3d, 9s]}
    upcard: 5d
    turns: [{Ben: stop}, {Ann: pass}]
"""


def test_worst_loses_unmet_expect_is_reported_with_its_deal(tmp_path) -> None:  # type: ignore[no-untyped-def]
    record = tmp_path / "two.yaml"
    record.write_text(TWO_DEALS_EXPECT_FIRST, encoding="utf-8")
    for flags in ([], ["--brief"]):
        r = stopbus("replay", str(record), *flags)
        out = r.stdout
        assert r.returncode == 3 and out.index("Expect not met:") < out.index("Deal 2:"), (flags, out)


def test_game_scenario_names_say_their_game() -> None:
    """`31-…` names are the 31-point game's records, every other name a Brag record."""
    for path in SCENARIOS.glob("*.yaml"):
        thirty_one = "game: thirty-one" in path.read_text(encoding="utf-8")
        assert thirty_one == path.name.startswith("31-"), path.name


def test_draw_stock_turn_without_its_comma_is_read_as_documented() -> None:
    """The contract makes the comma optional: accepted on purpose, the same move, and said so in the docs."""
    from stopbus_ref.brag.record import parse_action

    read = parse_action
    assert read("draw Qh discard 2c") == read("draw Qh, discard 2c") == read("draw Qh,discard 2c")
    assert "`draw Qh discard 2c` reads the same" in (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")


def test_worst_loses_compare_groups_unquoted_cards_in_threes() -> None:
    r = stopbus("compare", "ah", "kh", "qh", "2c", "3d", "5h")
    assert r.returncode == 0 and r.stdout.startswith("Loses the token: B (5♥ 3♦ 2♣, high card, 5-3-2)")
    r = stopbus("compare", "--game", "31", "ah", "kh", "qh", "2c", "3d", "5h", "--json")
    assert r.returncode == 0, r.stderr


def test_worst_loses_compare_loose_cards_that_make_no_hands_say_quote_each_hand() -> None:
    for args in (["ah", "kh", "qh", "2c", "3d"], ["ah kh qh", "2c"]):
        r = stopbus("compare", *args)
        assert r.returncode == 2 and "quote each hand" in r.stderr and "Traceback" not in r.stderr


def test_help_cmd_is_cmd_dash_h() -> None:
    for command in ("rank", "replay", "table", "odds"):
        assert stopbus("help", command).stdout == stopbus(command, "-h").stdout != ""
    assert stopbus("help").stdout == stopbus("-h").stdout
    r = stopbus("help", "nope")
    assert r.returncode == 2 and "No such command 'nope'" in r.stderr


def _complete(words: str) -> list[str]:
    """What the shell's completion offers after `stopbus WORDS` (bash's protocol, a real process)."""
    env = {**os.environ, "COMP_WORDS": f"stopbus {words}", "COMP_CWORD": str(len(words.split())),
           "_STOPBUS_COMPLETE": "complete_bash"}
    p = subprocess.run(STOPBUS, capture_output=True, text=True, timeout=60, env=env, cwd=ROOT)
    return p.stdout.split()


def test_rulebook_completion_offers_values() -> None:
    assert _complete("rules dealer-") == ["dealer-rotation", "dealer-skip"]
    assert "31-lowest-loses" in _complete("rules --game 31 31-l")
    assert _complete("simulate --game 31 --variant f") == ["four-card"]
    assert _complete("table --game 31 --blitz-31 k") == ["knockout"]
    assert _complete("replay x --lang n") == ["nl"]
    assert _complete("rank --game t") == ["thirty-one"]
    assert _complete("help re") == ["replay"]
