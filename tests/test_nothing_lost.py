"""Hostile inputs, second round: nothing lost, nothing injected, no input that costs more than its size.

One test (or a few) per finding, named after the rule or promise it checks: JSON errors with stdout
unwritable, YAML alias bombs, resuming records with comments and typed values, terminal escapes in
names at the prompt, a closed or endless stdin at the table, big tables, two sessions on one file, a
record that cannot be written mid-session, JSON for every `rank -`, NO_COLOR progress bars, the API's
one exception family, and the smaller findings. Real subprocesses throughout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stopbus_ref
from stopbus_ref.core.errors import StopbusError

ROOT = Path(__file__).resolve().parent.parent
STOPBUS = [sys.executable, "-m", "stopbus_ref"]


def stopbus(*args: str, input: str | bytes | None = None, cwd: Path = ROOT, env: dict[str, str] | None = None,
            timeout: float = 120, **kw: object) -> subprocess.CompletedProcess[bytes]:
    """The real command in a fresh interpreter, bytes in and out."""
    full = {**os.environ, "NO_COLOR": "1", **(env or {})}
    full.pop("STOPBUS_DEBUG", None)
    data = input.encode() if isinstance(input, str) else input
    if data is not None:
        kw["input"] = data
    return subprocess.run([*STOPBUS, *args], env=full, timeout=timeout, cwd=cwd,  # type: ignore[call-overload]
                          capture_output="stdout" not in kw and "stderr" not in kw, **kw)


# ---- a --json error with stdout unwritable --------------------------------------------------------


@pytest.mark.parametrize("args", [("rank", "zz", "--json"), ("replay", "nope.yaml", "--json"),
                                  ("replay", "nope.yaml", "--json", "--sources")])
def test_io_json_error_to_a_full_disk_is_exit_74_without_a_traceback(args: tuple[str, ...]) -> None:
    with open("/dev/full", "wb") as full:
        p = stopbus(*args, stdout=full, stderr=subprocess.PIPE)
    assert p.returncode == 74 and b"Traceback" not in p.stderr, p.stderr
    assert b"cannot write the output" in p.stderr and b"error: " in p.stderr


@pytest.mark.parametrize("args", [("rank", "zz", "--json"), ("replay", "nope.yaml", "--json")])
def test_io_json_error_to_a_closed_pipe_is_exit_141_without_a_traceback(args: tuple[str, ...]) -> None:
    r, w = os.pipe()
    os.close(r)
    try:
        p = stopbus(*args, stdout=w, stderr=subprocess.PIPE)
    finally:
        os.close(w)
    assert p.returncode == 141 and b"Traceback" not in p.stderr, p.stderr


# ---- the Python API: only StopbusError escapes -------------------------------------------------------


def test_api_rank_hand_refuses_the_same_card_twice() -> None:
    with pytest.raises(stopbus_ref.CardError) as e:
        stopbus_ref.rank_hand((0, 0, 1))
    assert e.value.rule == "deck"


@pytest.mark.parametrize("call", [lambda: stopbus_ref.rank_hand((52, 0, 1)),
                                  lambda: stopbus_ref.compare_hands([(60, 1, 2), (0, 1, 2)]),
                                  lambda: stopbus_ref.hand_strength(-1, -2, -3),
                                  lambda: stopbus_ref.hand_strength(52, 0, 1),
                                  lambda: stopbus_ref.strengths([(0, 1, 2), (-1, -2, -3)])])
def test_api_deck_card_indices_out_of_range_are_card_errors(call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(stopbus_ref.CardError) as e:
        call()
    assert e.value.rule == "deck" and e.value.token


def test_api_get_rule_unknown_id_is_an_input_error_naming_it() -> None:
    with pytest.raises(stopbus_ref.InputError) as e:
        stopbus_ref.get_rule("nope")
    assert "'nope'" in e.value.message and e.value.token == "'nope'"


_values = st.recursive(st.none() | st.booleans() | st.integers(-100, 100) | st.text(max_size=12) | st.binary(max_size=8)
                       | st.floats(allow_nan=True),
                       lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner, inner)
                       | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=10)
_cards = st.tuples(st.integers(-60, 60), st.integers(-60, 60), st.integers(-60, 60))


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["rank_hand", "compare_hands", "parse_hand", "parse_card", "parse_record", "get_rule",
                        "hand_strength", "strengths", "replay", "load_record"]),
       st.one_of(_values, _cards, st.lists(_cards, max_size=3), st.text(alphabet="AKQJT98765432cdhs ♠♥♦♣0,\n:-[]{}",
                                                                         max_size=30)))
def test_api_fuzz_only_stopbus_errors_escape(name: str, value: object) -> None:
    f = getattr(stopbus_ref, name)
    args: tuple[object, ...] = (value,)
    if name == "hand_strength":
        args = tuple(value) if isinstance(value, tuple) and len(value) == 3 else (value, 1, 2)
    try:
        f(*args)
    except StopbusError as e:
        assert e.message
    except Exception as e:
        raise AssertionError(f"{name}{args!r} raised {type(e).__name__}: {e}") from e


# ---- `rank -` always answers JSON ------------------------------------------------------------------


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_json_rank_stdin_unreadable_line_is_a_json_error_in_both_games(game: list[str]) -> None:
    p = stopbus("rank", "-", "--json", *game, input="zz\nah kh qh\n")
    assert p.returncode == 2
    first, second = (json.loads(x) for x in p.stdout.decode().splitlines())
    assert first["line"] == 1 and first["error"]["token"] == "zz" and first["error"]["kind"] == "input"
    assert "error" not in second


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_json_rank_stdin_without_a_hand_is_a_summary_object(game: list[str], text: str) -> None:
    p = stopbus("rank", "-", "--json", *game, input=text)
    assert p.returncode == 0 and json.loads(p.stdout) == {"hands": 0}


# ---- NO_COLOR: no cursor escapes from progress bars ------------------------------------------------


@pytest.mark.parametrize("args", [["simulate", "--players", "4", "--summary", "--games", "300"],
                                  ["odds", "ah kh qh", "--players", "4", "--samples", "400000"]])
def test_no_color_progress_bars_emit_no_escape_codes_at_a_terminal(args: list[str]) -> None:
    import pexpect

    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "80", "TERM": "xterm"}
    env.pop("STOPBUS_DEBUG", None)
    child = pexpect.spawn(sys.executable, ["-m", "stopbus_ref", *args], cwd=str(ROOT), env=env, timeout=120,
                          dimensions=(24, 80))
    out = child.read()
    child.close()
    assert child.exitstatus == 0, out
    assert b"\x1b" not in out, out[:400]


# ---- `stopbus table` with stdin closed or endless ---------------------------------------------------


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_table_stdin_closed_is_an_input_error_and_writes_no_record(tmp_path: Path, game: list[str]) -> None:
    rec = tmp_path / "g.yaml"
    p = stopbus("table", "Ann", "Ben", "--dealer", "Ann", *game, "--record", str(rec), stdin=subprocess.DEVNULL,
                cwd=tmp_path, preexec_fn=lambda: os.close(0))
    assert p.returncode == 2 and b"stdin" in p.stderr and b"closed" in p.stderr, p.stderr
    assert b"Traceback" not in p.stderr and b"internal error" not in p.stderr and not rec.exists()


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_table_endless_line_ends_the_session_with_exit_2_in_small_memory(tmp_path: Path, game: list[str]) -> None:
    import resource

    rec = tmp_path / "g.yaml"
    with open("/dev/zero", "rb") as zero:
        p = stopbus("table", "Ann", "Ben", "--dealer", "Ann", *game, "--record", str(rec), stdin=zero, cwd=tmp_path,
                    timeout=60, preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)))
    assert p.returncode == 2 and b"longer than 4,096 characters" in p.stderr, p.stderr[-500:]
    assert b"Traceback" not in p.stderr and rec.exists()


def test_table_long_line_after_moves_keeps_the_moves(tmp_path: Path) -> None:
    rec = tmp_path / "g.yaml"
    p = stopbus("table", "Ann", "Ben", "--dealer", "Ben", "--record", str(rec), cwd=tmp_path,
                input="upcard 2d\nAnn: d 7s\n" + "x" * 10_000 + "\nBen: stop\n")
    assert p.returncode == 2 and b"line 3: longer than" in p.stderr
    text = rec.read_text()
    assert "Ann: draw, discard 7s" in text and "Ben: stop" not in text


# ---- 17 players --------------------------------------------------------------------------------------


def test_players_seventeen_at_the_table_replay_in_text_with_and_without_sources(tmp_path: Path) -> None:
    from stopbus_ref.core.cards import Card

    names = [f"P{i}" for i in range(1, 18)]
    cards = [str(Card(c)) for c in range(52) if str(Card(c)) != "2d"]
    shows = [f"show {p} {' '.join(cards[3 * i:3 * i + 3])}" for i, p in enumerate([*names[1:], names[0]])]
    rec = tmp_path / "g.yaml"
    p = stopbus("table", *names, "--dealer", "P1", "--record", str(rec), cwd=tmp_path, input="upcard 2d\n")
    assert p.returncode == 0, p.stderr
    for extra in ([], ["--sources"], ["--brief"]):
        r = stopbus("replay", str(rec), *extra)
        assert r.returncode == 0 and b"Awaiting the showdown" in r.stdout and b"internal" not in r.stderr, r.stderr
    rec.unlink()
    p = stopbus("table", *names, "--dealer", "P1", "--record", str(rec), cwd=tmp_path,
                input="upcard 2d\n" + "".join(x + "\n" for x in shows))
    assert p.returncode == 0, p.stderr
    for extra in ([], ["--sources"]):
        r = stopbus("replay", str(rec), *extra)
        assert r.returncode == 0 and b"Showdown, best first" in r.stdout, r.stderr


# ---- inputs of any size get their answer (both games; what they cost: bench/bench_sizes.py) -----------------


def cost(args: list[str], data: bytes, tmp_path: Path) -> tuple[float, int, int]:
    """CPU seconds, peak memory (kB) and exit code of `stopbus ARGS` with `data` on stdin (or in the file
    `{}` in ARGS stands for), measured for that process alone (os.wait4), under a 2 GiB address-space limit."""
    import resource

    f = tmp_path / f"in-{len(data)}.yaml"
    f.write_bytes(data)
    argv = [str(f) if a == "{}" else a for a in args]
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("STOPBUS_DEBUG", None)
    with open(f, "rb") as stdin:
        child = subprocess.Popen([*STOPBUS, *argv], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 env=env, cwd=tmp_path,
                                 preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30)))
        try:
            _, status, use = os.wait4(child.pid, 0)
        finally:
            child.returncode = 0  # reaped by wait4
    return use.ru_utime + use.ru_stime, use.ru_maxrss, os.waitstatus_to_exitcode(status)


def assert_answers(args: list[str], make, n: int, tmp_path: Path, code: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """The input of size n and of 8n both get an answer, within a 2 GiB address space (the exit code as given, or
    any of the tool's own). How their cost grows is measured, not asserted: bench/bench_sizes.py."""
    small, big = make(n), make(8 * n)
    assert len(big) >= 6 * len(small)  # about 8 times: a fixed head of the record is not repeated
    codes = (cost(args, small, tmp_path)[2], cost(args, big, tmp_path)[2])
    assert codes == (code, code) if code is not None else set(codes) <= {0, 1, 2, 3}, codes


def _players(game: str, n: int) -> bytes:
    names = ", ".join(f"p{i}" for i in range(n))
    return f"{game}players: [{names}]\ndealer: p0\ndeals: []\n".encode()


GAMES = {"brag": "", "thirty-one": "game: thirty-one\n"}


@pytest.mark.parametrize("game", GAMES)
def test_size_many_players_are_refused(game: str, tmp_path: Path) -> None:
    assert_answers(["replay", "{}", "--json"], lambda n: _players(GAMES[game], n), 4000, tmp_path, code=2)


@pytest.mark.parametrize("game", GAMES)
def test_size_many_players_listed_twice_at_the_end_are_refused(game: str, tmp_path: Path) -> None:
    def make(n: int) -> bytes:
        names = ", ".join([*(f"p{i}" for i in range(n)), "p0"])
        return f"{GAMES[game]}players: [{names}]\ndealer: p0\ndeals: []\n".encode()

    assert_answers(["replay", "{}", "--json"], make, 4000, tmp_path, code=2)


@pytest.mark.parametrize("game", GAMES)
def test_size_deck_of_identical_cards_is_answered(game: str, tmp_path: Path) -> None:
    def make(n: int) -> bytes:
        key = "pool: [Ah, Kh, Qh]\n    deck" if game == "thirty-one" else "deck"
        return f"{GAMES[game]}players: [Ann, Ben]\ndealer: Ann\ndeals:\n  - {key}: [{', '.join(['Ah'] * n)}]\n".encode()

    assert_answers(["replay", "{}", "--json"], make, 5000, tmp_path)


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
@pytest.mark.parametrize("hand", ["ah kh qh", "2c 3d 5h"])
def test_size_compare_stdin_of_many_lines_is_answered(game: list[str], hand: str, tmp_path: Path) -> None:
    assert_answers(["compare", "-", "--json", *game], lambda n: (hand + "\n").encode() * n, 2000, tmp_path,
                        code=0)


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_size_rank_stdin_of_many_lines_is_answered(game: list[str], tmp_path: Path) -> None:
    assert_answers(["rank", "-", "--json", *game], lambda n: b"ah kh qh\nzz\n" * n, 1000, tmp_path, code=2)


def _bomb(levels: int, game: str = "", width: int = 9) -> bytes:
    """A record whose metadata nests aliases `levels` deep, each level repeating the one before `width` times."""
    lines = [f"{game}players: [Ann, Ben]", "dealer: Ann", "x-a0: &a0 [" + ", ".join(["x"] * width) + "]"]
    lines += [f"x-a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]" for i in range(1, levels + 1)]
    return ("\n".join([*lines, "deals: []"]) + "\n").encode()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("args", [["replay", "{}", "--json"], ["replay", "{}"], ["table", "--resume", "{}"]])
def test_alias_bomb_is_refused_quickly_naming_its_line(game: str, args: list[str], tmp_path: Path) -> None:
    _, mem, code = cost(args, _bomb(8, GAMES[game]), tmp_path)
    assert code == 2 and mem < 500_000, (code, mem)
    f = tmp_path / "b.yaml"
    f.write_bytes(_bomb(8, GAMES[game]))
    r = stopbus(*[str(f) if a == "{}" else a for a in args], input="", cwd=tmp_path)
    assert r.returncode == 2 and b"aliases" in r.stderr and b"b.yaml:" in r.stderr, r.stderr


@pytest.mark.parametrize("game", GAMES)
def test_alias_bomb_of_more_levels_is_answered(game: str, tmp_path: Path) -> None:
    """Nested aliases: a file 8 times longer (8 times the levels) is answered too (its cost: bench/bench_sizes.py)."""
    assert_answers(["replay", "{}", "--json"], lambda n: _bomb(n, GAMES[game]), 4, tmp_path)


def test_alias_a_few_shared_values_still_read(tmp_path: Path) -> None:
    f = tmp_path / "a.yaml"
    f.write_text("players: [Ann, Ben]\ndealer: Ann\nx-hand: &h [Ah, Kh, Qh]\nx-again: [*h, *h]\ndeals: []\n")
    r = stopbus("replay", str(f), "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["exit_code"] == 0


# ---- terminal escapes in names never reach the terminal raw -------------------------------------------

EVIL = "\x1b]0;PWNED\x07\x1b[2J"


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
def test_injection_names_with_terminal_escapes_are_escaped_at_the_prompt(game: list[str], tmp_path: Path) -> None:
    """A pseudo-terminal, NO_COLOR: neither the prompt nor the screen passes a name's escapes on, new or resumed."""
    import pexpect

    from tests.helpers import spawn_stopbus

    rec = tmp_path / "evil.yaml"
    start = "pool 7h Kd 2c" if game else "upcard 5h"
    child = spawn_stopbus(["table", f"A{EVIL}", f"B{EVIL}", "--dealer", f"B{EVIL}", *game, "--record", str(rec)],
                          tmp_path)
    child.expect("> ")
    seen = child.before + child.after
    child.sendline(start)
    child.expect("> ")
    seen += child.before + child.after
    child.sendline("quit")
    child.expect("bye")
    seen += child.before + child.after
    child.expect(pexpect.EOF)
    seen += child.before
    child.close()
    child = spawn_stopbus(["table", "--resume", str(rec)], tmp_path)
    child.expect("> ")
    child.sendline("status")
    child.expect("> ")
    seen += child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)
    seen += child.before
    child.close()
    assert "\\x1b]0;PWNED" in seen  # shown, escaped
    assert "\x1b]0;" not in seen and "\x1b[2J" not in seen and "\x07" not in seen


# ---- one session per record; a record that cannot be written loses nothing ----------------------------


def _session(args: list[str], cwd: Path) -> subprocess.Popen[str]:
    """`stopbus table ARGS` in a real process fed line by line (scripted mode), stderr line-buffered."""
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("STOPBUS_DEBUG", None)
    return subprocess.Popen([*STOPBUS, "table", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=cwd, env=env, bufsize=1)


def _end(p: subprocess.Popen[str]) -> None:
    """Kill the session if it still runs, reap it and close its pipes."""
    if p.poll() is None:
        p.kill()
    p.wait(60)
    for stream in (p.stdin, p.stdout, p.stderr):
        if stream is not None and not stream.closed:
            stream.close()


def _wait_for(path: Path, text: str) -> None:
    import time

    for _ in range(600):
        if path.exists() and text in path.read_text():
            return
        time.sleep(0.05)
    raise AssertionError(f"{text!r} never reached {path}")


@pytest.mark.parametrize("game", ["brag", "thirty-one"])
def test_lock_a_second_session_on_one_record_is_refused_naming_the_first(game: str, tmp_path: Path) -> None:
    rec = tmp_path / "g.yaml"
    start = "pool 7h Kd 2c" if game == "thirty-one" else "upcard 5h"
    first = _session(["Ann", "Ben", "--dealer", "Ben", "--game", game, "--record", str(rec)], tmp_path)
    try:
        assert first.stdin is not None
        first.stdin.write(start + "\n")
        first.stdin.flush()
        _wait_for(rec, start.split()[1])
        second = stopbus("table", "--resume", str(rec), input="Ann: knock\n" if game == "thirty-one" else "Ann: stop\n",
                         cwd=tmp_path)
        assert second.returncode == 2, second.stderr
        assert f"process {first.pid}".encode() in second.stderr and b"another stopbus table session" in second.stderr
        first.stdin.write("quit\n")
        first.stdin.flush()
        first.wait(60)
    finally:
        _end(first)
    assert first.returncode == 0
    again = stopbus("table", "--resume", str(rec), input="quit\n", cwd=tmp_path)  # free once the first has ended
    assert again.returncode == 0, again.stderr
    assert os.listdir(tmp_path) == ["g.yaml"]  # the lock file goes with its session


def test_write_failure_keeps_the_session_the_move_and_names_the_file(tmp_path: Path) -> None:
    """The record's folder disappears mid-session: the move is kept, the file named, `save` and `save as` work."""
    folder = tmp_path / "games"
    folder.mkdir()
    rec = folder / "g.yaml"
    p = _session(["Ann", "Ben", "--dealer", "Ben", "--record", str(rec)], tmp_path)
    assert p.stdin is not None and p.stderr is not None
    try:
        p.stdin.write("upcard 5h\n")
        p.stdin.flush()
        _wait_for(rec, "upcard: 5h")
        folder.rename(tmp_path / "away")
        p.stdin.write("Ann: d 7s\n")
        p.stdin.flush()
        said = p.stderr.readline()
        assert "cannot write the record" in said and str(rec) in said and "save" in said, said
        (tmp_path / "away").rename(folder)
        p.stdin.write("save\nBen: stop\nsave as " + str(tmp_path / "copy.yaml") + "\nAnn: pass\nquit\n")
        p.stdin.close()
        p.wait(60)
        err = p.stderr.read()
    finally:
        _end(p)
    assert p.returncode == 0, err
    assert "Ann: draw, discard 7s" in rec.read_text() and "Ben: stop" in rec.read_text()
    copy = (tmp_path / "copy.yaml").read_text()
    assert "Ann: draw, discard 7s" in copy and "Ann: pass" in copy and "Ann: pass" not in rec.read_text()


def test_write_failure_to_the_end_exits_74_naming_the_record(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    rec = folder / "g.yaml"
    p = _session(["Ann", "Ben", "--dealer", "Ben", "--record", str(rec)], tmp_path)
    assert p.stdin is not None and p.stderr is not None
    try:
        p.stdin.write("upcard 5h\n")
        p.stdin.flush()
        _wait_for(rec, "upcard: 5h")
        folder.rename(tmp_path / "away")
        p.stdin.write("Ann: d 7s\nquit\n")
        p.stdin.close()
        p.wait(60)
        err = p.stderr.read()
    finally:
        _end(p)
    assert p.returncode == 74 and str(rec) in err and "Traceback" not in err, err


# ---- the record file: mode, links, temp files, names ---------------------------------------------------


def test_record_keeps_its_mode_and_a_symlink_is_written_through(tmp_path: Path) -> None:
    rec = tmp_path / "g.yaml"
    assert stopbus("table", "Ann", "Ben", "--dealer", "Ben", "--record", str(rec), input="upcard 5h\n",
                   cwd=tmp_path).returncode == 0
    rec.chmod(0o644)
    link = tmp_path / "link.yaml"
    link.symlink_to(rec.name)
    p = stopbus("table", "--resume", str(link), input="Ann: d 7s\n", cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert link.is_symlink() and "Ann: draw, discard 7s" in rec.read_text()
    assert rec.stat().st_mode & 0o777 == 0o644


def test_record_kill_9_temp_files_are_cleaned_by_the_next_session(tmp_path: Path) -> None:
    rec = tmp_path / "g.yaml"
    assert stopbus("table", "Ann", "Ben", "--dealer", "Ben", "--record", str(rec), input="upcard 5h\n",
                   cwd=tmp_path).returncode == 0
    stale = tmp_path / ".g.yaml.abcd1234.tmp"
    stale.write_text("half a record")
    other = tmp_path / ".other.yaml.abcd1234.tmp"
    other.write_text("not ours")
    assert stopbus("table", "--resume", str(rec), input="quit\n", cwd=tmp_path).returncode == 0
    assert not stale.exists() and other.exists()
    assert sorted(os.listdir(tmp_path)) == sorted([".other.yaml.abcd1234.tmp", "g.yaml"])


def test_record_a_250_character_name_is_accepted(tmp_path: Path) -> None:
    rec = tmp_path / ("r" * 245 + ".yaml")
    p = stopbus("table", "Ann", "Ben", "--dealer", "Ben", "--record", str(rec), input="upcard 5h\nAnn: d 7s\n",
                cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "Ann: draw, discard 7s" in rec.read_text()


@pytest.mark.parametrize("flag", ["--record", "--resume"])
def test_record_empty_file_name_is_refused(flag: str, tmp_path: Path) -> None:
    args = ["--resume", ""] if flag == "--resume" else ["Ann", "Ben", "--dealer", "Ben", "--record", ""]
    p = stopbus("table", *args, input="", cwd=tmp_path)
    assert p.returncode == 2 and b"give a file name" in p.stderr and os.listdir(tmp_path) == []


# ---- resuming never loses what a person wrote -----------------------------------------------------------


def test_resume_a_record_with_comments_in_place_is_refused_before_touching_it(tmp_path: Path) -> None:
    rec = tmp_path / "x.yaml"
    original = (ROOT / "scenarios" / "36-table-view.yaml").read_bytes()
    rec.write_bytes(original)
    p = stopbus("table", "--resume", str(rec), input="upcard 2d\n", cwd=tmp_path)
    assert p.returncode == 2 and b"comments (line 1, 2, 3, 4)" in p.stderr and b"--record NEW.yaml" in p.stderr
    assert b"Traceback" not in p.stderr and rec.read_bytes() == original
    assert os.listdir(tmp_path) == ["x.yaml"]


def test_resume_into_a_new_record_keeps_dates_and_undo_works(tmp_path: Path) -> None:
    rec = tmp_path / "x.yaml"
    original = (ROOT / "scenarios" / "36-table-view.yaml").read_bytes()
    rec.write_bytes(original)
    new = tmp_path / "y.yaml"
    p = stopbus("table", "--resume", str(rec), "--record", str(new), input="upcard 2d\nBen: d 7s\nundo\nBen: stop\n",
                cwd=tmp_path)
    assert p.returncode == 0 and b"undone: Ben: draw, discard 7s" in p.stdout, p.stderr
    assert rec.read_bytes() == original
    was = json.loads(stopbus("replay", str(rec), "--json").stdout)
    now = json.loads(stopbus("replay", str(new), "--json").stdout)
    assert now["meta"] == was["meta"] and "date: 2026-11-27\n" in new.read_text()
    assert "Ben: stop" in new.read_text() and "Ben: draw" not in new.read_text()


@pytest.mark.parametrize("value", ["!!binary aGVsbG8=", "!!set {a, b}", "!!float 1e300"])
@pytest.mark.parametrize("game", GAMES)
def test_resume_values_that_would_come_back_as_text_are_refused_untouched(value: str, game: str,
                                                                          tmp_path: Path) -> None:
    rec = tmp_path / "x.yaml"
    text = f"{GAMES[game]}players: [Ann, Ben]\ndealer: Ben\nx-note: {value}\ndeals: []\n"
    rec.write_text(text)
    start = "pool 7h Kd 2c" if game == "thirty-one" else "upcard 5h"
    for extra in ([], ["--record", str(tmp_path / "y.yaml")]):
        p = stopbus("table", "--resume", str(rec), *extra, input=start + "\n", cwd=tmp_path)
        assert p.returncode == 2 and b"would lose values" in p.stderr, p.stderr
        assert rec.read_text() == text and os.listdir(tmp_path) == ["x.yaml"]


@pytest.mark.parametrize("game", GAMES)
def test_resume_dates_and_floats_survive_a_rewrite_in_place(game: str, tmp_path: Path) -> None:
    rec = tmp_path / "x.yaml"
    rec.write_text(f"{GAMES[game]}players: [Ann, Ben]\ndealer: Ben\ndate: 2026-11-27\nx-stake: 0.5\ndeals: []\n")
    start = "pool 7h Kd 2c" if game == "thirty-one" else "upcard 5h"
    p = stopbus("table", "--resume", str(rec), input=f"{start}\nundo\n{start}\n", cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    text = rec.read_text()
    assert "date: 2026-11-27\n" in text and "x-stake: 0.5\n" in text and start.split()[1] in text


@pytest.mark.parametrize("game", GAMES)
def test_resume_a_record_whose_expect_is_not_met_says_so(game: str, tmp_path: Path) -> None:
    rec = tmp_path / "x.yaml"
    rec.write_text(f"{GAMES[game]}players: [Ann, Ben]\ndealer: Ben\ndeals: []\nexpect:\n  winner: Ann\n")
    p = stopbus("table", "--resume", str(rec), input="quit\n", cwd=tmp_path)
    assert p.returncode == 0 and b"warning:" in p.stderr and b"exits 3" in p.stderr, p.stderr
    assert stopbus("replay", str(rec)).returncode == 3


# ---- kill -9 at a terminal loses nothing, in both games, resumed again and again ------------------------

_KILL_SCRIPT = {
    "brag": (["Ann", "Ben", "--dealer", "Ben"], "upcard> ", [("5h", "Ann> "), ("d 7s", "Ben> "), ("d 8s", "Ann> "),
                                                             ("d 9s", "Ben> ")],
             ["Ann: draw, discard 7s", "Ben: draw, discard 8s", "Ann: draw, discard 9s"]),
    "thirty-one": (["Ann", "Ben", "--dealer", "Ben", "--game", "31"], "pool> ",
                   [("Kd 8s Jh", "Ann> "), ("s 8s 4c", "Ben> "), ("s Kd 5c", "Ann> "), ("s Jh 6c", "Ben> ")],
                   ["Ann: swap for 8s, turn 4c", "Ben: swap for Kd, turn 5c", "Ann: swap for Jh, turn 6c"]),
}


@pytest.mark.parametrize("game", list(_KILL_SCRIPT))
def test_kill_9_at_every_step_and_resume_after_resume_loses_nothing(game: str, tmp_path: Path) -> None:
    """Each session accepts one move and is killed with SIGKILL; the next resumes the file the last one left:
    every accepted move is in the record, the record replays, and no temporary or lock file is left over."""
    import signal

    import pexpect

    from tests.helpers import spawn_stopbus

    args, first_prompt, steps, said = _KILL_SCRIPT[game]
    rec = tmp_path / "k.yaml"
    child = spawn_stopbus(["table", *args, "--record", str(rec)], tmp_path)
    child.expect(first_prompt)
    for n, (line, prompt) in enumerate(steps):
        child.sendline(line)
        child.expect(prompt)
        child.kill(signal.SIGKILL)
        child.close()
        text = rec.read_text()
        assert all(s in text for s in said[:n]), (n, text)
        r = stopbus("replay", str(rec), "--json")
        assert r.returncode == 0, r.stderr
        child = spawn_stopbus(["table", "--resume", str(rec)], tmp_path)
        child.expect(prompt)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert all(s in rec.read_text() for s in said)
    assert os.listdir(tmp_path) == ["k.yaml"]


# ---- smaller findings -----------------------------------------------------------------------------------


def test_keys_one_and_true_are_refused_as_one_key_not_as_a_duplicate_true(tmp_path: Path) -> None:
    f = tmp_path / "d.yaml"
    f.write_text("players: [Ann, Ben]\ndealer: Ann\nx-m: {1: a, true: b}\ndeals: []\n")
    p = stopbus("replay", str(f))
    assert p.returncode == 2 and b"duplicate key 'True'" not in p.stderr
    assert b"keys '1' (line 3) and 'true' are one key once read" in p.stderr, p.stderr


@pytest.mark.parametrize("game", GAMES)
def test_json_carries_c1_controls_and_bidi_overrides_as_escapes(game: str, tmp_path: Path) -> None:
    f = tmp_path / "j.yaml"
    f.write_text(f'{GAMES[game]}players: [Ann, Ben]\ndealer: Ann\ntitle: "a\\u009bb\\u202ec"\ndeals: []\n')
    p = stopbus("replay", str(f), "--json")
    out = p.stdout.decode()
    assert "\u009b" not in out and "\u202e" not in out and "\\u009b" in out and "\\u202e" in out
    assert json.loads(out)["meta"]["title"] == "a\u009bb\u202ec"


@pytest.mark.parametrize("game", [[], ["--game", "31"]])
@pytest.mark.parametrize("names", [["A", "A\u200b"], ["Ann", "\u0410nn"], ["Ann", "\u0391nn"]])
def test_players_names_that_differ_only_invisibly_or_by_lookalikes_are_refused(game: list[str], names: list[str],
                                                                              tmp_path: Path) -> None:
    rec = tmp_path / "g.yaml"
    p = stopbus("table", *names, "--dealer", names[0], *game, "--record", str(rec), input="", cwd=tmp_path)
    assert p.returncode == 2 and b"look the same" in p.stderr and not rec.exists(), p.stderr
    f = tmp_path / "r.yaml"
    f.write_text(("game: thirty-one\n" if game else "") + f"players: [{names[0]}, {names[1]}]\ndealer: {names[0]}\n"
                 "deals: []\n", encoding="utf-8")
    r = stopbus("replay", str(f))
    assert r.returncode == 2 and b"look the same" in r.stderr


def test_players_names_in_other_scripts_are_still_names(tmp_path: Path) -> None:
    f = tmp_path / "r.yaml"
    f.write_text("players: [Анна, Ann, Zoë, Ζωή]\ndealer: Ann\ndeals: []\n", encoding="utf-8")
    assert stopbus("replay", str(f)).returncode == 0
