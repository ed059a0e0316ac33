"""`stopbus table` as a new user met it: the rough edges, each reproduced with a real process."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pexpect

from stopbus_ref.brag.engine import Action
from stopbus_ref.brag.session import parse_move
from stopbus_ref.core.cards import parse_card
from tests.helpers import SCENARIOS, STOPBUS, TERMINAL_WAIT, table_run

THREE = ["Ann", "Ben", "Cat", "--dealer", "Cat"]
DEAL = ["upcard 2d", "d 7s", "t 9h", "stop", "d 4c", "pass"]
SHOWN = ["show Ann 8c 9c 10c", "show Ben 7s 7h kd", "show Cat ks js 5s"]


def test_players_a_player_named_in_another_case_is_that_player(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["upcard 2d", "ann: d 7s"], THREE)
    assert r.returncode == 0 and "Ann: draw, discard 7s" in r.stdout, r.stderr


def test_players_a_word_that_is_no_player_gets_a_suggestion(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["upcard 2d", "Anne: d 7s"], THREE)
    assert r.returncode == 2 and "did you mean" in r.stderr and "Ann" in r.stderr, r.stderr


def test_stop_a_misspelt_move_gets_a_suggestion(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["upcard 2d", "stpo"], THREE)
    assert r.returncode == 2 and "did you mean 'stop'?" in r.stderr, r.stderr


def test_final_turns_one_letter_moves_and_cards_without_a_space() -> None:
    assert parse_move("s") == Action("stop") and parse_move("p") == Action("pass")
    assert parse_move("d7s") == parse_move("d 7s") == Action("draw", None, parse_card("7s"))
    assert parse_move("t10h") == Action("take", None, parse_card("10h"))


def test_final_turns_short_moves_play_a_whole_deal(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["upcard 2d", "d7s", "t9h", "s", "d4c", "p", *SHOWN], THREE)
    assert r.returncode == 0 and "Ben loses a token" in r.stdout, r.stderr


def test_showdown_lists_each_hand_with_its_cards_on_its_own_line(tmp_path: pathlib.Path) -> None:
    out = table_run(tmp_path, [*DEAL, *SHOWN], THREE).stdout.splitlines()
    i = out.index("Showdown, best first:")
    assert out[i + 1:i + 4] == ["  Ann: 10c 9c 8c (running flush, 10-9-8 of clubs)",
                                "  Cat: Ks Js 5s (flush, K-J-5 of spades)",
                                "  Ben: Kd 7s 7h (pair of sevens, K kicker)"] or out[i + 3].startswith("  Ben: ")


def test_undo_with_nothing_to_undo_is_no_broken_rule(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["undo"], THREE)
    assert r.returncode == 0 and "nothing to undo" in r.stdout


def test_undo_says_what_it_took_back_once(tmp_path: pathlib.Path) -> None:
    r = table_run(tmp_path, ["upcard 2d", "d 7s", "undo"], THREE)
    assert r.returncode == 0 and r.stdout.count("Tokens:") == 0 and "undone: " in r.stdout


def test_why_quotes_each_rule_once(tmp_path: pathlib.Path) -> None:
    out = table_run(tmp_path, [*DEAL, *SHOWN, "why"], THREE).stdout
    why = out[out.rindex("Next dealer: Ann"):]
    quotes = [line for line in why.splitlines() if line.startswith("  ") and "“" in line]
    assert quotes and len(quotes) == len(set(quotes))


def test_recycle_stock_is_said_only_when_it_matters(tmp_path: pathlib.Path) -> None:
    out = table_run(tmp_path, ["upcard 2d", "status"], THREE).stdout
    assert "stock 42" in out and "recycled after" not in out


def test_status_at_a_utf8_terminal_shows_suit_symbols(tmp_path: pathlib.Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "STOPBUS_ASCII"}
    child = pexpect.spawn(sys.executable, ["-m", "stopbus_ref", "table", *THREE, "--record", str(tmp_path / "t.yaml")],
                          cwd=str(tmp_path), env={**env, "COLUMNS": "80", "TERM": "xterm", "LANG": "C.UTF-8"},
                          encoding="utf-8", timeout=TERMINAL_WAIT, dimensions=(24, 80))
    child.expect(">")
    child.sendline("upcard 2d")
    child.expect("Ann.*>")
    child.sendline("status")
    child.expect_exact("top 2♦")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()


def test_31_final_circuit_knock_is_logged_as_a_pass() -> None:
    out = subprocess.run([*STOPBUS, "replay", str(SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml")],
                         capture_output=True, text=True, encoding="utf-8", timeout=60,
                         env={**os.environ, "COLUMNS": "100"}).stdout
    assert "final: knock" not in out and "final: pass (knock)" in out


def test_showdown_a_word_that_is_no_card_is_answered_as_a_move(tmp_path: pathlib.Path) -> None:
    """At the showdown `bob: x` was read as a card ('bob:' is not a card): a name that is no player's gets the
    players, a near miss its did-you-mean, a move 'not now', any other word 'not a card or a move'."""
    r = table_run(tmp_path, [*DEAL, "bob: x"], THREE)
    assert r.returncode == 2 and "bob: is not a player (players: Ann, Ben, Cat)" in r.stderr, r.stderr
    assert "is not a card" not in r.stderr
    r = table_run(tmp_path, [*DEAL, "Ben: stpo", "stpo", "Ben: x", "s"], THREE, name="g2.yaml")
    lines = r.stderr.splitlines()
    near = ("unknown action 'stpo'; did you mean 'stop'? (not now: the table needs the shown hands: "
            "show Ann C C C)")
    assert lines[:2] == [f"line 7: {near}", f"line 8: {near}"], lines
    assert "'x' is not a card or a move" in lines[2] and "not now: a move" in lines[3], lines
    r = table_run(tmp_path, [*DEAL, "Ben: x", *SHOWN], THREE, name="g3.yaml")
    assert "Ben loses a token" in r.stdout  # the refused word changed nothing


def test_final_turns_help_names_the_short_moves(tmp_path: pathlib.Path) -> None:
    out = table_run(tmp_path, ["help"], THREE).stdout
    assert "d7s" in out and "stop (s)" in out and "pass (p)" in out


def test_final_turns_table_quotes_in_the_config_files_lang(tmp_path: pathlib.Path) -> None:
    """`lang = "fr"` in the config file: `rules WORD` and `why` at the table quote the French text."""
    (tmp_path / "stopbus").mkdir()
    (tmp_path / "stopbus" / "config.toml").write_text('lang = "fr"\n', encoding="utf-8")
    r = subprocess.run([*STOPBUS, "table", *THREE, "--record", str(tmp_path / "g.yaml")],
                       input="rules final-turns\nupcard 2d\nd 7s\nt 9h\nstop\nwhy\n", capture_output=True, text=True,
                       timeout=60, cwd=tmp_path, env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path)})
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("Celui qui arrête ne rejoue pas.") == 2 and "The stopper does not play again" not in r.stdout


def test_words_draw_card_and_take_card_are_d_card_and_t_card() -> None:
    for long, short in (("draw 7s", "d 7s"), ("Draw 7s", "d 7s"), ("take 9h", "t 9h"), ("TAKE 9h", "t9h")):
        assert parse_move(long) == parse_move(short) == Action(
            "draw" if short.startswith("d") else "take", None, parse_card(short[-2:]))
    assert parse_move("take 7c, discard 9s") == Action("take", parse_card("7c"), parse_card("9s"))


def test_help_table_and_the_reference_list_the_words_said_during_a_game() -> None:
    out = subprocess.run([*STOPBUS, "help", "table"], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "COLUMNS": "200"}).stdout
    root = pathlib.Path(__file__).resolve().parent.parent
    for text in (out, (root / "docs" / "cli.md").read_text("utf-8"), (root / "docs" / "stopbus.1").read_text("utf-8")):
        assert "During a game" in text
        for word in ("upcard CARD", "d CARD", "undo", "why", "status", "show NAME", "pool C C C", "quit"):
            assert word in text, word


def test_config_pager_names_no_flag_that_does_not_exist() -> None:
    from stopbus_ref.ui.config import KEYS

    assert "--no-pager" not in str(KEYS["pager"])
    out = subprocess.run([*STOPBUS, "--no-pager", "rank", "ah", "kh", "qh"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 2  # there is no such flag: the key's words must not name one


def test_screen_lines_never_split_a_rule_id_or_a_command_across_lines() -> None:
    from stopbus_ref.cli.table_cmd import _screen_lines
    from stopbus_ref.ui.table import Said

    line = ("refused: a pass is only allowed in a final turn after someone has stopped the bus; before that a turn "
            "is a draw, a take or a stop (see `stopbus rules pass-before-stop`) [final-turns]")
    text = _screen_lines(Said(False, [line]))
    assert "`stopbus rules pass-before-stop`" in text and all(len(x) <= 79 for x in text.splitlines())


def test_status_between_deals_at_a_terminal_prints_the_screen_once(tmp_path: pathlib.Path) -> None:
    from tests.helpers import spawn_stopbus

    child = spawn_stopbus(["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(tmp_path / "t.yaml")],
                          tmp_path)
    for line in ("upcard 5h", "d 7s", "Ben: t 9h", "Cat: stop", "take, discard 2c", "pass", "show Ann 9h 9c 9d",
                 "show Ben 7s Kd Qd", "show Cat Ad 3c 4s"):
        child.expect("> ")
        child.sendline(line)
    child.expect("upcard> ")
    child.sendline("status")
    child.expect("upcard> ")
    assert child.before.count("Deal 2: Ann deals") == 1, child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_status_during_a_deal_at_a_terminal_prints_the_screen_once(tmp_path: pathlib.Path) -> None:
    from tests.helpers import spawn_stopbus

    child = spawn_stopbus(["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(tmp_path / "t.yaml")],
                          tmp_path)
    for line in ("upcard 5h", "d 7s"):
        child.expect("> ")
        child.sendline(line)
    child.expect("Ben> ")
    child.sendline("status")
    child.expect("Ben> ")
    said = child.before
    assert said.count("dealer Cat") == 1, said
    assert said.count("Ben's turn:") == 1, said
    assert "known" in said, said  # the full status is still there: the known cards under the screen
    child.sendline("quit")
    child.expect(pexpect.EOF)
