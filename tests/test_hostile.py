"""Reliability, what a hostile tester found: one test per finding, reproduced from its description.

In-process runs use the `cli` fixture (the real `main`); findings about streams, the locale,
argv bytes and the process's exit code run the real command in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.core.cards import parse_card, parse_hand
from stopbus_ref.core.errors import ExitCode, InputError
from stopbus_ref.records import MAX_BYTES, dump_record
from tests.helpers import run, three

ROOT = Path(__file__).resolve().parent.parent
OK = ROOT / "scenarios" / "01-worked-final-turn.yaml"
RULE = ROOT / "scenarios" / "22-illegal-take-and-throw-back.yaml"
EXPECT = ROOT / "scenarios" / "34-expect-not-met.yaml"


def stopbus(*args: str | bytes, env: dict[str, str] | None = None, **kw: object) -> subprocess.CompletedProcess:
    """The real command in a fresh interpreter (bytes, so that nothing is decoded on the way)."""
    full = {**os.environ, "NO_COLOR": "1", **(env or {})}
    full.pop("STOPBUS_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "stopbus_ref", *args], env=full, timeout=120, cwd=ROOT,
                          **kw)  # type: ignore[call-overload, no-any-return]


def bad(text: str | bytes) -> InputError:
    with pytest.raises(InputError) as e:
        read_scenario(text)
    return e.value


def two(players: str = "[Ann, Ben]", dealer: str = "Ann", rest: str = "deals: []") -> str:
    return f"players: {players}\ndealer: {dealer}\n{rest}\n"


# ---- quadratic or unbounded work before a refusal --------------------------------------------------


def test_quadratic_deck_of_40000_identical_cards_is_one_ruling() -> None:
    """The duplicate check counts once (Counter), not once per card: 40,000 cards take one pass."""
    deck = ", ".join(["Ah"] * 40_000)
    r = run(two(rest=f"deals:\n  - deck: [{deck}]"))
    assert r.error is not None and r.error.rule == "deck" and "repeated Ah" in r.error.message


def test_quadratic_players_list_of_40000_counted_first() -> None:
    names = ", ".join(f"p{i}" for i in range(40_000))
    e = bad(two(players=f"[{names}]", dealer="p0"))
    assert e.rule == "players" and "40,000 players" in e.message and "at most 17" in e.message


def test_quadratic_players_duplicate_check_is_a_set() -> None:
    """17 names, one repeated: found by a set lookup (the old check sliced the list for each name)."""
    e = bad(two(players="[" + ", ".join(["A", *[f"p{i}" for i in range(15)], "A"]) + "]", dealer="A"))
    assert "listed twice" in e.message and e.line == 1


def test_unbounded_dev_zero_reads_at_most_cap_plus_one_byte() -> None:
    p = stopbus("replay", "/dev/zero", capture_output=True)
    assert p.returncode == 2 and b"too large" in p.stderr and b"Traceback" not in p.stderr


def test_unbounded_yes_pipe_reads_at_most_cap_plus_one_byte() -> None:
    yes = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    try:
        p = stopbus("replay", "-", stdin=yes.stdout, capture_output=False, stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE)
    finally:
        yes.kill()
        yes.wait()
        assert yes.stdout is not None
        yes.stdout.close()
    assert p.returncode == 2 and b"too large" in p.stderr


def test_unbounded_read_capped_reads_limit_plus_one() -> None:
    from io import BytesIO

    from stopbus_ref.records import read_capped

    assert len(read_capped(BytesIO(b"x" * 100), limit=10)) == 11


@pytest.mark.parametrize("args", [("--players", "1000000000"), ("--players", "18"),
                                  ("--names", ",".join(f"n{i}" for i in range(100_000)))])
def test_unbounded_simulate_players_validated_before_building(cli, args: tuple[str, str]) -> None:
    r = cli("simulate", *args)
    assert r.exit_code == 2 and "17" in (r.stderr + r.stdout)


def test_unbounded_columns_clamped_for_help() -> None:
    p = stopbus("--help", env={"COLUMNS": "99999999"}, capture_output=True)
    longest = max(len(line) for line in p.stdout.decode().splitlines())
    assert p.returncode == 0 and longest <= 400


def test_unbounded_record_cap_is_documented() -> None:
    """The cap is stated where it lives; the cost below it is measured by bench/bench_replay.py."""
    from stopbus_ref.records import loader

    assert MAX_BYTES == 32 * 1024 * 1024 and "cap" in (loader.__doc__ or "") and "32 MiB" in (loader.__doc__ or "")


# ---- internal errors (exit 70) instead of answers ---------------------------------------------------


@pytest.mark.parametrize("token", ["\u212ah", "A\u212a", "\u212a\u2665"])
def test_internal_kelvin_sign_is_not_a_king(token: str) -> None:
    with pytest.raises(InputError) as e:
        parse_card(token)
    assert "KELVIN SIGN" in e.value.message


def test_internal_long_s_is_not_spades() -> None:
    with pytest.raises(InputError) as e:
        parse_card("A\u017f")
    assert "LONG S" in e.value.message


@pytest.mark.parametrize("args", [("rank", "\u212ah 2c 3d"), ("compare", "\u212ah 2c 3d", "2h 3h 4h"),
                                  ("rank", "A\u017f 2c 3d")])
def test_internal_compatibility_characters_on_the_command_line_exit_2(cli, args: tuple[str, ...]) -> None:
    r = cli(*args)
    assert r.exit_code == 2 and "internal" not in r.stderr and "is not a card" in r.stderr


def test_internal_kelvin_sign_in_rank_stdin_does_not_stop_later_lines(cli) -> None:
    r = cli("rank", "-", "--json", input="\u212ah 2c 3d\nAh Kh Qh\n")
    first, second = (json.loads(x) for x in r.stdout.splitlines())  # a record for every line
    assert r.exit_code == 2 and second["class"] == 15 and "stdin:1:" in r.stderr
    assert first["line"] == 1 and first["error"]["kind"] == "input" and second["line"] == 2


def test_internal_kelvin_sign_in_a_record_is_an_input_error() -> None:
    e = bad(three("Ann: draw \u212ah, discard 9s"))
    assert e.line == 11 and "KELVIN SIGN" in e.message


@pytest.mark.parametrize("value", ["!!float abc", "!!int abc", "!!bool maybe", "!!timestamp 2001-13-45",
                                   "!!map [1]", "!!seq {a: 1}", "!!int 0x", "!!binary '%%%'", "!!set [1]",
                                   "!!omap {a: 1}", "!!float", "!!null x"])
def test_internal_explicit_tags_with_bad_values_are_input_errors(value: str) -> None:
    try:
        read_scenario(f"players: [Ann, Ben]\ndealer: Ann\ntokens: {value}\ndeals: []\n")
    except InputError as e:
        assert e.line == 3 or "YAML" in e.message
    else:
        pytest.fail(f"{value} was accepted as a token count")


@pytest.mark.parametrize("where", ["tokens: {n}", "deals:\n  - deck: [{n}]", "notes: {n}",
                                   "expect:\n  winner: {n}"])
def test_internal_integers_past_the_digit_limit_are_input_errors(where: str) -> None:
    text = "players: [Ann, Ben]\ndealer: Ann\n" + where.format(n="9" * 5000) + "\n"
    if "deals" not in where:
        text += "deals: []\n"
    e = bad(text)
    assert "too long" in e.message and e.line is not None and len(e.message) < 300


def test_internal_markup_in_names_is_printed_literally(cli, tmp_path: Path) -> None:
    names = ["[bold red]x[/]", "[link=file:///etc/passwd]Ann[/link]", ":smile:", "[/]"]
    rec = tmp_path / "markup.yaml"
    rec.write_text(dump_record({"players": names, "dealer": names[2], "deals": []}), encoding="utf-8")
    r = cli("replay", str(rec))
    assert r.exit_code == 0 and all(n in r.stdout for n in names)


@pytest.mark.parametrize("word", ["[/]", "[red]stop", "[link=x]a", ":smile:"])
def test_internal_markup_in_rules_search_is_printed_literally(cli, word: str) -> None:
    r = cli("rules", "--search", word)
    assert r.exit_code == 0 and word in r.stdout


def test_internal_simulate_summary_huge_games_is_a_usage_error(cli) -> None:
    r = cli("simulate", "--summary", "--games", "99999999999999999999")
    assert r.exit_code == 2 and "internal" not in r.stderr


@pytest.mark.parametrize("option", ["--games", "--max-deals", "--seed", "--tokens", "--players"])
def test_internal_huge_integers_on_the_command_line_are_not_internal_errors(cli, option: str) -> None:
    r = cli("simulate", "--summary", "--games", "1", option, "9" * 5000)
    assert r.exit_code in (0, 2) and "internal" not in r.stderr


def test_internal_stdout_full_is_an_io_error() -> None:
    with open("/dev/full", "wb") as full:
        p = stopbus("replay", str(OK), stdout=full, stderr=subprocess.PIPE)
    assert p.returncode == ExitCode.IO and b"cannot write the output" in p.stderr and b"bug" not in p.stderr


def test_internal_stdout_full_json_is_an_io_error() -> None:
    with open("/dev/full", "wb") as full:
        p = stopbus("rank", "ah kh qh", "--json", stdout=full, stderr=subprocess.PIPE)
    assert p.returncode == ExitCode.IO and b"cannot write the output" in p.stderr


def test_internal_stdout_closed_is_an_io_error() -> None:
    p = subprocess.run(f'"{sys.executable}" -m stopbus_ref replay "{OK}" >&-', shell=True, cwd=ROOT,
                       stderr=subprocess.PIPE, timeout=120)
    assert p.returncode == ExitCode.IO and b"stdout is closed" in p.stderr and b"bug" not in p.stderr


def test_internal_stdin_closed_is_an_input_error() -> None:
    for args in ("replay -", "rank -"):
        p = subprocess.run(f'"{sys.executable}" -m stopbus_ref {args} <&-', shell=True, cwd=ROOT,
                           capture_output=True, timeout=120)
        assert p.returncode == 2 and b"closed" in p.stderr and b"bug" not in p.stderr


# ---- terminal and markup injection -----------------------------------------------------------------


ESC_NAMES = ["\x1b]0;title\x07", "\x1b[2J", "a\x9bb", "\u202egnp.exe", "x\ny"]


def test_injection_control_characters_in_names_are_escaped_in_text(cli, tmp_path: Path) -> None:
    rec = tmp_path / "esc.yaml"
    players = [*ESC_NAMES, "Zed"]
    rec.write_text(dump_record({"players": players, "dealer": "Zed", "deals": [{
        "hands": {p: [f"{r}c", f"{r}d", f"{r}h"] for p, r in zip(players, "23456789", strict=False)},
        "upcard": "As", "turns": [{ESC_NAMES[0]: "stop"}]}]}), encoding="utf-8")
    r = cli("replay", str(rec), "--brief")
    assert r.exit_code == 0, r.stderr
    for ch in "\x1b\x07\x9b\u202e":
        assert ch not in r.stdout and ch not in r.stderr
    assert "\\x1b" in r.stdout


def test_injection_control_characters_in_errors_are_escaped_on_stderr(cli, tmp_path: Path) -> None:
    rec = tmp_path / "esc.yaml"
    rec.write_text('players: [Ann, Ben]\ndealer: "\\e[2J\\e]0;owned\\a"\ndeals: []\n', encoding="utf-8")
    r = cli("replay", str(rec))
    assert r.exit_code == 2 and "\x1b" not in r.stderr and "\\x1b[2J" in r.stderr


@pytest.mark.parametrize("label", ["\x1b[2J", "[bold]x[/]", ":smile:", "\x1b]8;;file:///etc/passwd\x1b\\Ann"])
def test_injection_compare_labels_are_literal(cli, label: str) -> None:
    r = cli("compare", f"{label}=ah kh qh", "2c 3d 5h")
    assert r.exit_code == 0 and "\x1b" not in r.stdout
    assert (label if "\x1b" not in label else label.replace("\x1b", "\\x1b")) in r.stdout


def test_injection_rank_argument_with_escape_is_escaped_on_stderr(cli) -> None:
    r = cli("rank", "\x1b[2J 2c 3d")
    assert r.exit_code == 2 and "\x1b" not in r.stderr and "\\x1b" in r.stderr


# ---- wrong exit codes and lost output ----------------------------------------------------------------


def test_exit_broken_pipe_is_documented_141_not_1() -> None:
    p = subprocess.run(f'"{sys.executable}" -m stopbus_ref replay "{OK}" | true; echo "${{PIPESTATUS[0]}}"',
                       shell=True, executable="/bin/bash", cwd=ROOT, capture_output=True, timeout=120)
    assert p.stdout.strip() == str(int(ExitCode.BROKEN_PIPE)).encode() and b"Traceback" not in p.stderr
    assert ExitCode.BROKEN_PIPE == 141


def test_exit_broken_pipe_on_big_json_and_help() -> None:
    for cmd in ("hands --classes --json", "--help", "rules --markdown"):
        p = subprocess.run(f'"{sys.executable}" -m stopbus_ref {cmd} | head -c 10 >/dev/null; '
                           'echo "${PIPESTATUS[0]}"', shell=True, executable="/bin/bash", cwd=ROOT,
                           capture_output=True, timeout=120)
        assert p.stdout.strip() in (b"0", b"141") and b"Traceback" not in p.stderr and b"bug" not in p.stderr


def test_exit_rule_error_in_text_mode_also_on_stderr(cli) -> None:
    r = cli("replay", str(RULE))
    assert r.exit_code == 1 and "Rule broken" in r.stdout
    assert r.stderr.startswith(f"error: {RULE}:13: deal 1, turn 1:") and r.stderr.rstrip().endswith("[take-discard]")


def test_exit_expect_error_in_text_mode_also_on_stderr(cli) -> None:
    r = cli("replay", str(EXPECT))
    assert r.exit_code == 3 and r.stderr.startswith(f"expect: {EXPECT}:")


@pytest.mark.parametrize("args", [("rank", "1h 2h 3h"), ("compare", "ah kh qh"), ("compare", "ah kh", "2c 3c 4c"),
                                  ("rules", "no-such-rule"), ("rules", "--markdown"), ("simulate", "--players", "1"),
                                  ("simulate", "--strategy", "greedy"), ("rank",), ("replay", "no/such.yaml")])
def test_exit_json_errors_are_one_json_value(cli, args: tuple[str, ...]) -> None:
    r = cli(*args, "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 2 and out["exit_code"] == 2 and out["error"]["message"] and r.stderr


def test_exit_rules_markdown_json_conflict_is_an_error(cli) -> None:
    r = cli("rules", "--markdown", "--json")
    assert r.exit_code == 2 and "# Rulebook" not in r.stdout and "--markdown and --json" in r.stderr


def test_exit_rules_verify_failure_is_4_not_1(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    import stopbus_ref.sources.seeds as sources

    monkeypatch.setattr(sources, "check_all", lambda: ["000 §01: quote not found"])
    r = cli("rules", "--verify")
    assert r.exit_code == ExitCode.SOURCES == 4 and "quote not found" in r.stderr


def test_exit_every_code_is_named() -> None:
    assert [int(c) for c in ExitCode] == [0, 1, 2, 3, 4, 70, 74, 130, 141]
    from stopbus_ref.core.errors import EXIT_EXPECT, EXIT_INPUT, EXIT_OK, EXIT_RULE

    assert (EXIT_OK, EXIT_RULE, EXIT_INPUT, EXIT_EXPECT) == (0, 1, 2, 3)


# ---- data corrupted on the way out -------------------------------------------------------------------


def test_corrupt_json_under_ascii_locale_keeps_every_letter() -> None:
    p = stopbus("compare", "Zoë=ah kh qh", "Zoé=2c 3d 5h", "--json", env={"PYTHONIOENCODING": "ascii"},
                capture_output=True)
    out = json.loads(p.stdout)
    assert p.returncode == 0 and [o["label"] for o in out["order"]] == ["Zoë", "Zoé"]


def test_corrupt_invalid_utf8_argv_gives_valid_utf8_json() -> None:
    p = stopbus(b"compare", b"\xff=ah kh qh", b"2c 3d 5h", b"--json", capture_output=True)
    out = json.loads(p.stdout.decode("utf-8"))  # strict: raises on invalid UTF-8
    assert p.returncode == 0 and out["order"][0]["label"] == "\\xff"


@pytest.mark.parametrize("names", ["evil\ntokens: 99,good", "a\rb,c", "x\x1b[2J,y", "x\u2028y,z"])
def test_corrupt_simulate_names_with_control_characters_refused(cli, names: str) -> None:
    r = cli("simulate", "--names", names)
    assert r.exit_code == 2 and "control character" in r.stderr and r.stdout == ""


@pytest.mark.parametrize("names", ["# not a comment,b", "'q,\"dq\"", "No,Yes", "a: b,[c]", "Zoë,Zoé", "x\u200dy,z",
                                   "&a,*a", "null,~", "1:30,010"])
def test_corrupt_simulate_output_always_replays(cli, names: str) -> None:
    sim = cli("simulate", "--names", names, "--seed", "3")
    assert sim.exit_code == 0, sim.stderr
    r = cli("replay", "-", "--json", input=sim.stdout)
    assert r.exit_code == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["players"] == [unicodedata.normalize("NFC", n.strip()) for n in names.split(",")]


# ---- reasonable input refused or misread ---------------------------------------------------------------


@pytest.mark.parametrize("data", [b"\xef\xbb\xbfAh Kh Qh\r2c 3d 5h\r", b"# hands\nAh Kh Qh\r\n  # more\n2c 3d 5h\n",
                                  b"\xef\xbb\xbf# bom then comment\rAh Kh Qh\r\r2c 3d 5h"])
def test_misread_rank_stdin_bom_cr_and_comments(data: bytes) -> None:
    p = stopbus("rank", "-", "--json", input=data, capture_output=True)
    assert p.returncode == 0, p.stderr
    assert [json.loads(x)["class"] for x in p.stdout.splitlines()] == [15, 741]


@pytest.mark.parametrize("text", ["8♣️ 9♣️ 10♣️", "8♣\ufe0e9♣\ufe0e10♣\ufe0e", "8♣️-9♣️-10♣️"])
def test_misread_emoji_variation_selector_is_ignored(text: str) -> None:
    assert [str(c) for c in parse_hand(text)] == ["8c", "9c", "10c"]


def test_misread_c_locale_argv_is_read_as_utf8() -> None:
    env = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    p = stopbus("rank", "8♣ 9♣ 10♣", env=env, capture_output=True)
    assert p.returncode == 0 and b"10c 9c 8c" in p.stdout and b"???" not in p.stdout + p.stderr


def test_misread_c_locale_bad_card_is_shown_readably() -> None:
    env = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    p = stopbus("rank", "8♣ 9♣ 1♣", env=env, capture_output=True)
    assert p.returncode == 2 and b"?" not in p.stderr.split(b"is not a card")[0]


def test_misread_nfc_and_nfd_names_are_one_player() -> None:
    nfc, nfd = "Zo\u00eb", "Zoe\u0308"
    sc = read_scenario(f"players: [{nfc}, Ben]\ndealer: {nfd}\ndeals: []\n")
    assert sc.dealer == nfc and sc.players == (nfc, "Ben")


def test_misread_nfc_and_nfd_names_listed_twice() -> None:
    e = bad("players: [Zo\u00eb, Zoe\u0308]\ndealer: Ben\ndeals: []\n")
    assert "listed twice" in e.message


@pytest.mark.parametrize("value", ["010", "0o10", "1:30", "-010", "190:20:30", "1_0:3"])
def test_misread_yaml_1_1_numbers_refused(value: str) -> None:
    try:
        sc = read_scenario(f"players: [Ann, Ben]\ndealer: Ann\ntokens: {value}\ndeals: []\n")
    except InputError as e:
        assert e.line == 3
    else:
        assert sc.tokens["Ann"] == int(value.replace("_", ""), 0), "read as YAML 1.2 or refused"


@pytest.mark.parametrize("value", ["!!int abc", "!!float abc", "2001-01-01 10:00:00", "2001-01-01", "!!set {a, b}",
                                   "!!omap [{a: 1}, {b: 2}]", "[1, 2]", "yes"])
def test_message_no_python_repr_or_exception_name_for_a_bad_value(value: str) -> None:
    e = bad(f"players: [Ann, Ben]\ndealer: Ann\ntokens: {value}\ndeals: []\n")
    assert e.line == 3
    for python in ("Error", "datetime", "{'", "[(", "('", "True", "invalid literal"):
        assert python not in e.message, e.message


@pytest.mark.parametrize("value", ["1_000", "010", "0b11", "-1_0"])
def test_misread_underscored_and_octal_numbers_refused_alike(value: str) -> None:
    e = bad(f"players: [Ann, Ben]\ndealer: Ann\ntokens: {value}\ndeals: []\n")
    assert e.line == 3 and "ambiguous" in e.message and "write the number plainly" in e.message


@pytest.mark.parametrize("game", ["", "game: thirty-one\n"])
@pytest.mark.parametrize("meta", ["title: [a, b]", "title: yes", "place: 12", "date: {a: 1}", "place: 1.5"])
def test_message_metadata_typed_text_refuses_other_values(cli, tmp_path: Path, game: str, meta: str) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(f"{game}players: [Ann, Ben]\ndealer: Ann\n{meta}\ndeals: []\n")
    r = cli("replay", str(path))
    key = meta.split(":")[0]
    line = 4 if game else 3
    assert r.exit_code == 2 and f"r.yaml:{line}: `{key}` must be text" in r.stderr, r.stderr
    assert "['a'" not in r.stderr and "True" not in r.stderr


@pytest.mark.parametrize("meta", ["title: Friday", "date: 2026-11-30", "date: 2026-11-30 20:15:00", "place: '12'",
                                  "title:"])
def test_message_metadata_as_the_schema_types_it_is_kept(meta: str) -> None:
    read_scenario(f"players: [Ann, Ben]\ndealer: Ann\n{meta}\ndeals: []\n")


@pytest.mark.parametrize("turn", ["{draw: Ah, Draw: 2c, discard: Kh}", "{take: 7c, discard: 9s, DISCARD: 2h}",
                                  "{stop: , Stop: }"])
def test_misread_duplicate_action_keys_refused(turn: str) -> None:
    e = bad(three(f"Ann: {turn}"))
    assert "same key" in e.message and e.line == 11


# ---- misleading messages -------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", ["", " ", "~", "null"])
def test_message_empty_dealer_does_not_suggest_none(dealer: str) -> None:
    e = bad(two(dealer=dealer))
    assert '"None"' not in e.message and "no name given" in e.message and e.line == 2


def test_message_bel_character_has_a_line_number_and_one_line() -> None:
    e = bad("players: [Ann, Ben]\ndealer: An\x07n\ndeals: []\n")
    assert e.line == 2 and "\n" not in e.message and "control" in e.message


def test_message_empty_deals_says_no_deals(cli, tmp_path: Path) -> None:
    rec = tmp_path / "empty.yaml"
    rec.write_text(two(), encoding="utf-8")
    r = cli("replay", str(rec))
    assert r.exit_code == 0 and "tokens: )" not in r.stdout and "No deals recorded" in r.stdout
    assert "Ann 3, Ben 3" in r.stdout


def test_message_replay_empty_path_is_not_a_directory(cli) -> None:
    r = cli("replay", "")
    assert r.exit_code == 2 and "directory" not in r.stderr and "no file named" in r.stderr


@pytest.mark.parametrize("where", ["players: [Ann, Ben]\ndealer: Ann\ndeals:\n  - deck: [{t}]\n",
                                   "players: [Ann, Ben]\ndealer: {t}\ndeals: []\n",
                                   "players: [Ann, Ben]\ndealer: Ann\n{t}: 1\ndeals: []\n",
                                   "players: [Ann, Ben]\ndealer: Ann\ndeals:\n  - hands: {{Ann: [{t}]}}\n"
                                   "    upcard: 2c\n",
                                   "players: [Ann, Ben]\ndealer: Ann\ndeals: [{{hands: {{Ann: [2c, 3c, 4c], "
                                   "Ben: [5c, 6c, 7c]}}, upcard: 8c, turns: [{{Ann: {t}}}]}}]\n"])
def test_message_huge_token_is_cut(where: str) -> None:
    e = bad(where.format(t="x" * 5_000_000))
    assert len(e.message) < 400 and "x" * 100 not in e.message and len(e.token or "") < 400


def test_message_huge_token_on_the_command_line_is_cut(cli) -> None:
    r = cli("rank", "x" * 1_000_000)
    assert r.exit_code == 2 and len(r.stderr) < 400
    r = cli("rules", "x" * 1_000_000)
    assert r.exit_code == 2 and len(r.stderr) < 400


def test_unbounded_longest_simulated_record_fits_the_cap() -> None:
    """`simulate --max-deals` is bounded (10,000) so that its record always replays under the 32 MiB cap."""
    from stopbus_ref.brag.simulate import play_game, to_record

    g = play_game(["A", "B"], 5, tokens=100_000, max_deals=10_000, strategy="patient")
    size = len(dump_record(to_record(g)).encode())
    assert len(g.deals) == 10_000 and size < MAX_BYTES * 0.75


def test_unbounded_simulate_max_deals_over_the_bound_is_a_usage_error(cli) -> None:
    assert cli("simulate", "--max-deals", "10001").exit_code == 2


def test_injection_usage_errors_escape_the_typed_option(cli) -> None:
    r = cli("rank", "--bogus\x1b[2J")
    assert r.exit_code == 2 and "\x1b" not in r.stderr and "\\x1b[2J" in r.stderr


def test_message_huge_search_word_is_cut(cli) -> None:
    r = cli("rules", "--search", "[x]" * 300_000)
    assert r.exit_code == 0 and len(r.stdout) < 400 and "characters" in r.stdout


def test_message_huge_names_are_cut_in_every_player_message() -> None:
    big = "N" * 1_000_000
    for text in (f"players: [{big}, {big}]\ndealer: Ann\ndeals: []\n",
                 f"players: [{big}, B]\ndealer: C\ndeals: []\n"):
        e = bad(text)
        assert len(e.message) < 400


def test_one_action_formatter_for_records_and_turns() -> None:
    """Recorded turns and simulated records print an action the same way (Action.__str__)."""
    from stopbus_ref.brag.simulate import play_game, to_record

    g = play_game(["A", "B", "C"], 7, max_deals=3)
    rec = to_record(g)
    for deal, sim in zip(rec["deals"], g.deals, strict=True):
        assert sim.result is not None
        shown = [t.action_text() for t in sim.result.turns]
        assert [next(iter(t.values())) for t in deal["turns"]] == shown


def test_message_huge_number_in_a_usage_error_is_cut(cli) -> None:
    r = cli("replay", str(OK), "--deal", "9" * 5000)
    assert r.exit_code == 2 and len(r.stderr) < 1000 and "internal" not in r.stderr


def test_internal_os_error_while_reading_is_not_called_an_output_error(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    import stopbus_ref.sources.seeds as sources

    def missing() -> list[str]:
        raise FileNotFoundError(2, "No such file or directory", "seeds/000.txt")

    monkeypatch.setattr(sources, "check_all", missing)
    r = cli("rules", "--verify")
    assert r.exit_code == ExitCode.IO and "input/output failed" in r.stderr and "seeds/000.txt" in r.stderr
    assert "bug" not in r.stderr


@pytest.mark.parametrize("args,code", [("rank", 2), ("rank 1h", 2), ("rank 'ah kh qh'", 0),
                                       ("replay scenarios/22-illegal-take-and-throw-back.yaml", 1)])
def test_internal_stderr_closed_keeps_the_exit_code(args: str, code: int) -> None:
    p = subprocess.run(f'"{sys.executable}" -m stopbus_ref {args} 2>&- >/dev/null', shell=True, cwd=ROOT, timeout=120)
    assert p.returncode == code
