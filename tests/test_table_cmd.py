"""`stopbus table`: scripted sessions through stdin, resume, atomic writes, a real terminal via a pty."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.session import Session, parse_move
from stopbus_ref.ui.fronts import said_lines, status_lines
from stopbus_ref.ui.output import write_atomic
from tests.helpers import STOPBUS, brag_table_commands, replay_process, run, spawn_stopbus, table_run

DEAL_1 = ["upcard 5h", "d 7s", "Ben: t 9h", "Cat: stop", "take, discard 2c", "pass",
          "show Ann 9h 9c 9d", "show Ben 7s Kd Qd", "show Cat Ad 3c 4s"]


def table(tmp_path: pathlib.Path, lines: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return table_run(tmp_path, lines, list(args or ("Ann", "Ben", "Cat", "--dealer", "Cat")))


def replay_json(path: pathlib.Path) -> dict:
    return json.loads(replay_process(path).stdout)


def test_scripted_deal_is_ruled_and_its_record_replays_the_same(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, DEAL_1)
    assert p.returncode == 0, p.stderr
    assert "Ben has the worst hand" in p.stdout and "Next dealer: Ann [dealer-rotation]" in p.stdout
    out = replay_json(tmp_path / "game.yaml")
    assert out["exit_code"] == 0
    d = out["deals"][0]
    assert d["showdown"]["loser"] == "Ben" and d["tokens_after"] == {"Ann": 3, "Ben": 2, "Cat": 3}
    assert d["next_dealer"] == "Ann"


def test_scripted_refused_line_changes_nothing_and_exits_1(tmp_path: pathlib.Path) -> None:
    lines = [*DEAL_1[:2], "Cat: stop", "Ben: take, discard 7s", "pass", *DEAL_1[2:]]
    p = table(tmp_path, lines)
    assert p.returncode == 1
    assert "line 3: refused: it is Ben's turn, not Cat's" in p.stderr and "[turn-order]" in p.stderr
    assert "line 4: refused:" in p.stderr and "[take-discard]" in p.stderr
    assert "line 5: refused:" in p.stderr and "[final-turns]" in p.stderr
    good = tmp_path / "good"
    good.mkdir()
    table(good, DEAL_1)
    assert (tmp_path / "game.yaml").read_text() == (good / "game.yaml").read_text()


def test_scripted_unreadable_line_exits_2(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, ["upcard 5h", "d 1x", "frobnicate", "d 7s"])
    assert p.returncode == 2
    assert "line 2:" in p.stderr and "line 3:" in p.stderr
    assert run((tmp_path / "game.yaml").read_text()).deals[0].turns[0].action_text() == "draw, discard 7s"


def test_scripted_undo_takes_back_the_last_move(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, [*DEAL_1[:3], "undo", "Ben: t 9h", *DEAL_1[3:]])
    assert p.returncode == 0, p.stderr
    good = tmp_path / "good"
    good.mkdir()
    table(good, DEAL_1)
    assert (tmp_path / "game.yaml").read_text() == (good / "game.yaml").read_text()


def test_resume_continues_exactly(tmp_path: pathlib.Path) -> None:
    first = table(tmp_path, [*DEAL_1[:4], "quit"])
    assert first.returncode == 0
    rec = tmp_path / "game.yaml"
    p = subprocess.run([*STOPBUS, "table", "--resume", str(rec)], input="\n".join(DEAL_1[4:]) + "\n",
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    good = tmp_path / "good"
    good.mkdir()
    table(good, DEAL_1)
    assert rec.read_text() == (good / "game.yaml").read_text()


def test_existing_record_is_not_overwritten(tmp_path: pathlib.Path) -> None:
    (tmp_path / "game.yaml").write_text("keep me\n")
    p = table(tmp_path, ["upcard 5h"])
    assert p.returncode == 2 and "--resume" in p.stderr
    assert (tmp_path / "game.yaml").read_text() == "keep me\n"


def test_whole_game_to_a_winner_with_dealer_skip(tmp_path: pathlib.Path) -> None:
    # Two players, one token each: Ben loses deal 1 (0, floating), deal 2 (eliminated): Ann wins.
    deal = ["Ann: stop", "Ben: pass"]
    lines = ["upcard 2d", *["Ben: stop", "Ann: pass"], "show Ann As Ah Ad", "show Ben 2c 3h 5s",
             "upcard 2d", *deal, "show Ann As Ah Ad", "show Ben 2c 3h 5s"]
    p = table(tmp_path, lines, "Ann", "Ben", "--dealer", "Ann", "--tokens", "1")
    assert p.returncode == 0, p.stderr
    assert "Ann wins" in p.stdout
    out = replay_json(tmp_path / "game.yaml")
    assert out["winner"] == "Ann" and out["deals"][1]["eliminated"] == "Ben"


def test_cli_runner_session(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    rec = tmp_path / "r.yaml"
    r = cli("table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(rec), input="\n".join(DEAL_1) + "\n")
    assert r.exit_code == 0, r.stderr
    assert run(rec.read_text()).deals[0].showdown.loser == "Ben"  # type: ignore[union-attr]
    r = cli("table", "Ann", "--dealer", "Ann", "--record", str(tmp_path / "x.yaml"), input="")
    assert r.exit_code == 2


def test_session_why_quotes_the_last_ruling() -> None:
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    for line in DEAL_1[:2]:
        assert s.command(line).ok
    refused = s.command("Cat: stop")
    assert not refused.ok and refused.rules == ("turn-order",)
    why = said_lines(s, s.command("why"))
    assert why[0].startswith("refused: Cat: stop") and "clockwise" in why[-1]
    assert said_lines(s, s.command("rules recycle"))[0].startswith("recycle")


def test_deck_a_player_shows_one_hand_per_deal() -> None:
    """A second, different hand shown by one player is refused (the table saw the first), and nothing changes;
    undo takes the first one back."""
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    for line in DEAL_1[:7]:
        assert s.command(line).ok, line
    text = s.text()
    out = s.command("show Ann 9h 9c 9s")
    assert not out.ok and out.rules == ("deck",) and "Ann has shown 9h 9c 9d already" in said_lines(s, out)[0]
    assert s.text() == text
    assert s.command("undo").ok and s.command("show Ann 9h 9c 9s").ok


def test_session_status_fits_80_columns() -> None:
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    for line in DEAL_1[:4]:
        s.command(line)
    lines = status_lines(s)
    assert len(lines) <= 8 and all(len(x) < 80 for x in lines)
    assert any("stock 41" in x for x in lines) and not any("recycled" in x for x in lines)  # said when it matters
    many = Session.new([f"Player{i}" for i in range(17)], "Player0")
    assert all(len(x) < 80 for x in status_lines(many))


def test_parse_move_short_forms() -> None:
    assert str(parse_move("d 7s")) == "draw, discard 7s"
    assert str(parse_move("t 9h")) == "take, discard 9h"
    assert str(parse_move("take 9h, discard 2c")) == "take 9h, discard 2c"


def test_write_atomic_keeps_the_old_file_when_the_rename_fails(tmp_path: pathlib.Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "r.yaml"
    write_atomic(str(f), "old\n")

    def boom(a: str, b: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(str(f), "new\n")
    assert f.read_text() == "old\n" and os.listdir(tmp_path) == ["r.yaml"]


pexpect = pytest.importorskip("pexpect")


_spawn = spawn_stopbus


def test_real_terminal_session_undo_why_interrupt_resume(tmp_path: pathlib.Path) -> None:
    rec = tmp_path / "live.yaml"
    child = _spawn(["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(rec)], tmp_path)
    child.expect("upcard> ")
    child.sendline("5h")
    child.expect("Ann> ")
    child.sendline("d 7s")
    child.expect("Ben> ")
    child.sendline("t 2c")  # accepted (2c is unseen, so Ben may hold it), then taken back
    child.expect("Cat> ")
    child.sendline("undo")
    child.expect("Ben> ")
    child.sendline("Cat: stop")  # refused at once: not Cat's turn
    child.expect("refused: it is Ben's turn")
    child.expect("Ben> ")
    child.sendline("why")
    child.expect("clockwise")
    child.expect("Ben> ")
    child.sendline("t 9h")
    child.expect("Cat> ")
    child.sendline("stop")
    child.expect("Ann> ")
    child.sendintr()  # Ctrl-C mid-deal: the record holds every accepted move
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Cat: stop" in rec.read_text()

    child = _spawn(["table", "--resume", str(rec)], tmp_path)
    child.expect("Ann> ")
    child.sendline("take, discard 2c")
    child.expect("Ben> ")
    child.sendline("pass")
    child.expect("Ann shows> ")
    child.sendline("9h 9c 9d")
    child.expect("Ben shows> ")
    child.sendline("7s Kd Qd")
    child.expect("Cat shows> ")
    child.sendline("Ad 3c 4s")
    child.expect("Ben has the worst hand")
    child.expect("upcard> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    out = replay_json(rec)
    assert out["exit_code"] == 0
    d = out["deals"][0]
    assert d["showdown"]["loser"] == "Ben" and d["tokens_after"] == {"Ann": 3, "Ben": 2, "Cat": 3}
    assert [(t["player"], t["action"]) for t in d["turns"]] == [
        ("Ann", "draw, discard 7s"), ("Ben", "take 7s, discard 9h"), ("Cat", "stop"),
        ("Ann", "take 9h, discard 2c"), ("Ben", "pass")]


@pytest.mark.parametrize("seed,n,strategy", [(1, 3, "pair"), (5, 11, "patient"), (9, 2, "eager")])
def test_session_plays_simulated_games_to_the_full_information_rulings(seed: int, n: int, strategy: str) -> None:
    from stopbus_ref.brag.simulate import dump_record, play_game, to_record

    g = play_game([f"P{i}" for i in range(1, n + 1)], seed, strategy=strategy, max_deals=5)
    s = Session.new(list(g.players), g.first_dealer, g.tokens)
    for line in brag_table_commands(g):
        out = s.command(line)
        assert out.ok, (line, said_lines(s, out))
    full = run(dump_record(to_record(g, mode="hands")))
    again = run(s.text())
    for a, b in zip(full.deals, again.deals, strict=True):
        assert (a.showdown.loser, a.tokens_after, a.next_dealer, a.recycles, a.eliminated) == (  # type: ignore[union-attr]
            b.showdown.loser, b.tokens_after, b.next_dealer, b.recycles, b.eliminated)  # type: ignore[union-attr]
    assert again.winner == full.winner


def test_dealer_skip_is_announced(tmp_path: pathlib.Path) -> None:
    # Ann deals; Ben (Ann's left) floats at 0 and loses deal 1: eliminated, so Ann deals again.
    lines = ["upcard 2d", "Ben: stop", "Cat: pass", "Ann: pass",
             "show Ann As Ah Ad", "show Ben 2c 3h 5s", "show Cat Ks Kh Kd"]
    p = table(tmp_path, lines, "Ann", "Ben", "Cat", "--dealer", "Ann", "--tokens", "0")
    assert p.returncode == 0, p.stderr
    assert "Next dealer: Ann again" in p.stdout and "[dealer-skip]" in p.stdout


def test_killed_terminal_session_loses_nothing(tmp_path: pathlib.Path) -> None:
    import signal

    rec = tmp_path / "k.yaml"
    child = _spawn(["table", "Ann", "Ben", "--dealer", "Ben", "--record", str(rec)], tmp_path)
    child.expect("upcard> ")
    child.sendline("5h")
    child.expect("Ann> ")
    child.sendline("d 7s")
    child.expect("Ben> ")
    child.kill(signal.SIGKILL)
    child.close()
    assert "Ann: draw, discard 7s" in rec.read_text()
    child = _spawn(["table", "--resume", str(rec)], tmp_path)
    child.expect("Ben> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_real_terminal_whole_game_to_a_winner(tmp_path: pathlib.Path) -> None:
    """A 3-player game at one token each played at a terminal to its winner; the record replays the same."""
    rec = tmp_path / "game.yaml"
    losers = ["Ben", "Ben", "Cat", "Cat"]
    good = {"Ann": "As Ah Ad", "Ben": "Qs Qh Qd", "Cat": "Ks Kh Kd"}
    child = _spawn(["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--tokens", "1", "--record", str(rec)], tmp_path)
    deal = 0
    said: list[str] = []
    while True:
        i = child.expect(["upcard> ", r"(\w+) shows> ", r"(\w+)> ", "wins, the last survivor", pexpect.EOF])
        if i == 0:
            child.sendline("7d")
            deal += 1
            stopped = False
        elif i == 1:
            who = child.match.group(1)
            child.sendline("2c 3h 5s" if who == losers[deal - 1] else good[who])
        elif i == 2:
            child.sendline("pass" if stopped else "stop")
            said.append(child.match.group(1))
            stopped = True
        else:
            break
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and deal == 4
    out = replay_json(rec)
    assert out["exit_code"] == 0 and out["winner"] == "Ann"
    assert [d["showdown"]["loser"] for d in out["deals"]] == losers
    assert [d["eliminated"] for d in out["deals"]] == [None, "Ben", None, "Cat"]


def test_game_option_names_what_table_referees(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--game", "poker", "--record", str(tmp_path / "g.yaml"))
    assert r.exit_code == 2 and "unknown game" in r.stderr and not (tmp_path / "g.yaml").exists()
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--game", "31", "--record", str(tmp_path / "g.yaml"),
            input="")
    assert r.exit_code == 0, r.stderr
    assert '\ngame: thirty-one\n' in (tmp_path / "g.yaml").read_text()


def test_record_that_cannot_be_written_is_an_input_error(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--record", str(tmp_path / "no" / "such" / "dir.yaml"))
    assert r.exit_code == 2 and "cannot write the record" in r.stderr


def test_player_named_like_a_command() -> None:
    s = Session.new(["Undo", "Stop"], "Stop")
    assert s.command("upcard 5h").ok
    out = s.command("Undo: d 7s")
    assert out.ok and said_lines(s, out)[0].startswith("Undo: draw, discard 7s")
    assert s.command("Stop: stop").ok
    assert s.command("Undo: pass").ok
    assert s.command("Stop: As Ah Ad").ok and s.command("show Undo 2c 3h 5s").ok
    assert s.report.deals[0].showdown is not None and s.report.deals[0].showdown.loser == "Undo"
    assert not s.command("Nobody: d 2c").ok


@settings(max_examples=150, deadline=None)
@given(lines=st.lists(st.one_of(
    st.text(max_size=40),
    st.sampled_from(["upcard 5h", "d 7s", "t 9h", "stop", "pass", "undo", "why", "status", "rules", "rules stop",
                     "show Ann 9h 9c 9d", "show Ben", "Ann:", "Ann: d", "knock", "upcard", "d", "t 5h 6h",
                     "take 5h, discard 5h", "draw Ah, discard Ah", "show Cat Ad 3c 4s", "help"])), max_size=25))
def test_any_lines_get_an_answer_and_the_record_always_replays(lines: list[str]) -> None:
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    for line in lines:
        out = s.command(line)
        assert isinstance(out.ok, bool) and all(isinstance(x, str) for x in said_lines(s, out))
        if out.quit:
            break
    r = run(s.text())
    assert r.exit_code == 0 and r.error is None


def test_resume_keeps_a_persons_own_data_as_written(tmp_path: pathlib.Path) -> None:
    from stopbus_ref.records.loader import load_yaml

    rec = tmp_path / "game.yaml"
    rec.write_text("players: [Ann, Ben, Cat]\ndealer: Cat\nx-mine:\n  yes: 1\n  2001-01-01: d\n  7: seven\n"
                   "  ~: nothing\n  when: 2001-01-01\n  name: yes\ndeals: []\n")
    before = dict(load_yaml(rec.read_text())["x-mine"])
    p = subprocess.run([*STOPBUS, "table", "--resume", str(rec)], input="upcard 5h\nd 7s\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    after = load_yaml(rec.read_text())
    assert dict(after["x-mine"]) == before and '"True"' not in rec.read_text()
    assert len(after["deals"]) == 1
