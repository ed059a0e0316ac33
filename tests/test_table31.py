"""`stopbus table --game 31`: the 31-point game refereed live (scripted through stdin, and at a real pty).

Every session's record is replayed with `stopbus replay` and must give the same losers and lives.
"""

from __future__ import annotations

import json
import pathlib
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stopbus_ref.thirty_one.session import Session31, parse_move31
from stopbus_ref.ui.fronts import said_lines, status_lines
from tests.helpers import STOPBUS, replay_process, spawn_stopbus, table_run
from tests.helpers31 import run31, table_commands, type_in

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLAYERS = ("Ann", "Ben", "Cat", "--dealer", "Cat")

# Deal 1 (Cat deals, Ann plays first): Cat knocks; after the final circuit Ann (6) is lowest.
DEAL_1 = ["pool 7h Kd 2c", "s Kd 4c", "Ben: s 9s 7h 5d", "k", "sa 4d 5s 6h", "k",
          "show Ann 5d 4c 2c", "show Ben 7h Qh Ah", "show Cat Ks Qs 3d"]
# Deal 2 (Ben deals; Ann is out at one life): Cat stops, Ben's final turn, Cat (7) is lowest: Ben wins.
DEAL_2 = ["pool 8h 8d 8c", "stop", "k", "show Ben As Ks 2s", "show Cat 3h 4h 5d"]


def table(tmp_path: pathlib.Path, lines: list[str], *args: str, name: str = "game.yaml"
          ) -> subprocess.CompletedProcess[str]:
    return table_run(tmp_path, lines, ["--game", "31", *(args or PLAYERS)], name)


def replay_json(path: pathlib.Path) -> dict:
    p = replay_process(path)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def session(*lines: str, lives: int = 3, variants: list[str] | None = None) -> Session31:
    s = Session31.new(["Ann", "Ben", "Cat"], "Cat", lives, variants)
    for line in lines:
        out = s.command(line)
        assert out.ok, (line, said_lines(s, out))
    return s


# -- scripted sessions ------------------------------------------------------------------------------
def test_31_lowest_loses_whole_game_to_a_winner_and_the_record_replays_the_same(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, [*DEAL_1, *DEAL_2], *PLAYERS, "--lives", "1")
    assert p.returncode == 0, p.stderr
    assert "Ann has the lowest score, 6, and loses a life [31-lowest-loses]" in p.stdout
    assert "Ann has no lives left and is eliminated [31-elimination]" in p.stdout
    assert "Next dealer: Ben" in p.stdout
    assert "Ben wins: the last player with lives [31-last-survivor]" in p.stdout
    text = (tmp_path / "game.yaml").read_text()
    assert '\ngame: thirty-one\n' in text and "swap for Kd, turn 4c" in text and "swap 9s for 7h, turn 5d" in text
    out = replay_json(tmp_path / "game.yaml")
    assert out["winner"] == "Ben"
    assert [d["showdown"]["losers"] for d in out["deals"]] == [["Ann"], ["Cat"]]
    assert out["deals"][0]["lives_after"] == {"Ben": 1, "Cat": 1}
    assert out["deals"][0]["next_dealer"] == "Ben" and out["deals"][1]["eliminated"] == ["Cat"]


def test_31_lives_option_and_the_record_head(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, DEAL_1, *PLAYERS, "--lives", "2", "--variant", "pot")
    assert p.returncode == 0, p.stderr
    text = (tmp_path / "game.yaml").read_text()
    assert "lives: 2" in text and "variant: [pot]" in text
    d = replay_json(tmp_path / "game.yaml")["deals"][0]
    assert d["lives_after"] == {"Ann": 1, "Ben": 2, "Cat": 2} and d["pot"] == 1


def test_31_turn_order_wrong_player_is_refused_and_changes_nothing(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, [DEAL_1[0], "Ben: k", DEAL_1[1], "Cat: k", *DEAL_1[2:]])
    assert p.returncode == 1
    assert "line 2: refused:" in p.stderr and "[31-first-turn]" in p.stderr
    assert "line 4: refused:" in p.stderr and "[31-turn-order]" in p.stderr
    good = tmp_path / "good"
    good.mkdir()
    assert table(good, DEAL_1).returncode == 0
    assert (tmp_path / "game.yaml").read_text() == (good / "game.yaml").read_text()


def test_31_blitz_knock_is_refused_in_the_blitz_variant(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, ["pool 7h Kd 2c", "k", "blitz", "show Ann 2h 3h 4h", "show Ben 5s 6s 7s",
                         "show Cat 8d 9d 10d"], *PLAYERS, "--variant", "blitz")
    assert p.returncode == 1
    assert "line 2: refused:" in p.stderr and "[31-blitz]" in p.stderr
    assert "Ann has the lowest score, 9" in p.stdout
    d = replay_json(tmp_path / "game.yaml")["deals"][0]
    assert d["ended_by"] == "blitz" and d["showdown"]["losers"] == ["Ann"]


def test_31_swap_one_card_not_in_the_pool_is_refused(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, ["pool 7h Kd 2c", "s Qs 4c", "swap for Kd, turn 4c"])
    assert p.returncode == 1
    assert "line 2: refused:" in p.stderr and "Qs" in p.stderr and "[31-swap-one]" in p.stderr
    assert "Ann: swap for Kd, turn 4c" in (tmp_path / "game.yaml").read_text()


def test_31_swap_one_naming_the_given_card_is_recorded_as_said() -> None:
    s = session("pool 7h Kd 2c", "s Kd 4c", "Ben: s 9s 7h 5d", "Cat: swap 9h for 5d turn 6c")
    text = s.text()
    assert "Ben: swap 9s for 7h, turn 5d" in text and "Cat: swap 9h for 5d, turn 6c" in text
    out = s.command("Ann: s 9s 4c 8c")  # 9s went face down with Ben's swap: it is not Ann's to give
    assert not out.ok and "31-swap-one" in out.rules


def test_31_instant_31_a_shown_hand_that_is_not_31_mid_round_is_refused() -> None:
    s = session("pool 7h Kd 2c", "s Kd 4c")
    out = s.command("show Ann Kd 2h 3h")
    assert not out.ok and "31-instant-31" in out.rules
    assert s.phase == "turn" and s.whose_turn() == "Ben"


def test_31_instant_31_late_claim_is_refused() -> None:
    s = session("pool 7h Kd 2c", "s Kd 4c", "Ben: s 7h 5d")
    out = s.command("show Ann Kd Ad Qd")
    assert not out.ok and "31-instant-31" in out.rules
    assert said_lines(s, s.command("why"))[0].startswith("refused: Ann shows")


def test_31_instant_31_shown_right_after_the_swap_ends_the_round(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, ["pool 7h Kd 2c", "s Kd 4c", "show Ann Kd Ad Qd", "show Ben 2s 3s 5h",
                         "Cat 9c 10c 4h"])
    assert p.returncode == 0, p.stderr
    assert "The round is over: Ann holds 31" in p.stdout
    assert "Ann cannot lose with 31" in p.stdout and "Ben has the lowest score, 5" in p.stdout
    d = replay_json(tmp_path / "game.yaml")["deals"][0]
    assert d["ended_by"] == "instant-31" and d["showdown"]["losers"] == ["Ben"]


def test_31_instant_31_dealt_is_shown_before_the_first_turn() -> None:
    s = session("pool 7h Kd 2c", "show Ben As Ks Qs")
    assert s.phase == "show" and sorted(s.awaiting()) == ["Ann", "Cat"]


def test_31_unreadable_lines_exit_2(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, ["pool 7h Kd 2c", "s Kd", "frobnicate", "d 7s", "s Kd 4c"])
    assert p.returncode == 2
    assert "line 2:" in p.stderr and "turned up" in p.stderr
    assert "line 3:" in p.stderr and "line 4:" in p.stderr and "Brag" in p.stderr
    assert run31((tmp_path / "game.yaml").read_text()).deals[0].turns[0].player == "Ann"


def test_31_undo_takes_back_the_last_move(tmp_path: pathlib.Path) -> None:
    p = table(tmp_path, [*DEAL_1[:3], "undo", "undo", *DEAL_1[1:]])
    assert p.returncode == 0, p.stderr
    good = tmp_path / "good"
    good.mkdir()
    table(good, DEAL_1)
    assert (tmp_path / "game.yaml").read_text() == (good / "game.yaml").read_text()


def test_31_instant_31_resume_of_a_broken_record_names_the_file_and_its_line(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    """`--resume` of a record that breaks a rule answers as `replay` does: the file and the line in it."""
    path = tmp_path / "late.yaml"
    path.write_text((ROOT / "scenarios/31-37-illegal-table-view-late-31.yaml").read_text(encoding="utf-8"))
    r = cli("table", "--resume", str(path), input="status\n")
    assert r.exit_code == 1 and f"error: {path}:13: deal 1, turn 2:" in r.stderr and "[31-instant-31]" in r.stderr
    r = cli("table", "--game", "31", "Ann", "Ann", "Cat", "--dealer", "Cat", "--record", str(tmp_path / "n.yaml"))
    assert r.exit_code == 2 and "error: players: 'Ann' is listed twice [31-players]" in r.stderr


def test_31_deal_a_player_shows_one_hand_per_round() -> None:
    s = session("pool 7h Kd 2c", "k", "k", "k", "show Ann 3c 4c 5c")
    text = s.text()
    out = s.command("show Ann 6c 7c 8c")
    assert not out.ok and out.rules == ("31-deal",) and "Ann has shown 3c 4c 5c already" in said_lines(s, out)[0]
    assert s.text() == text


def test_31_undo_says_what_it_took_back() -> None:
    """`undo` names the turn, shown hand or deal start it took back (the terminal then shows its screen, once);
    with nothing to undo it says so, which is no refusal (a script's exit code stays 0)."""
    s = session("pool Kd 8s Jh", "s 8s 4c")
    out = s.undo()
    assert out.ok and said_lines(s, out) == ["undone: Ann: swap for 8s, turn 4c"]
    assert "Ann's turn" in "\n".join(status_lines(s))
    out = s.undo()
    assert said_lines(s, out)[0] == "undone: the start of deal 1"
    out = s.undo()
    assert out.ok and not out.changed and said_lines(s, out) == ["nothing to undo"]


def test_31_resume_continues_exactly(tmp_path: pathlib.Path) -> None:
    assert table(tmp_path, [*DEAL_1[:4], "quit"], *PLAYERS, "--lives", "1").returncode == 0
    rec = tmp_path / "game.yaml"
    p = subprocess.run([*STOPBUS, "table", "--resume", str(rec)], input="\n".join([*DEAL_1[4:], *DEAL_2]) + "\n",
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "Ben wins" in p.stdout
    good = tmp_path / "good"
    good.mkdir()
    table(good, [*DEAL_1, *DEAL_2], *PLAYERS, "--lives", "1")
    assert rec.read_text() == (good / "game.yaml").read_text()


@pytest.mark.parametrize("seed,n,strategy", [(1, 3, "steady"), (4, 5, "eager"), (7, 2, "cautious"),
                                             (11, 4, "steady"), (7, 4, "steady"), (3, 6, "cautious")])
def test_31_session_plays_simulated_games_to_the_full_information_rulings(seed: int, n: int, strategy: str) -> None:
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    g = play_game31([f"P{i}" for i in range(1, n + 1)], seed, lives=2, max_deals=12, strategy=strategy)
    s = Session31.new(list(g.players), g.first_dealer, g.lives)
    assert type_in(s, table_commands(g)) == []
    full = run31(dump_record31(to_record31(g)))
    again = run31(s.text())
    assert again.error is None
    for a, b in zip(full.deals, again.deals, strict=True):
        assert (a.showdown.losers, a.lives_after, a.eliminated, a.next_dealer, a.ended_by) == (  # type: ignore[union-attr]
            b.showdown.losers, b.lives_after, b.eliminated, b.next_dealer, b.ended_by)  # type: ignore[union-attr]
    assert (again.winner, again.shared_win) == (full.winner, full.shared_win)


VARIANT_GAMES = [  # (variants, blitz-31, seed, players): games with recycles or a shared win, found by seed
    ((), None, 2, 8), ((), None, 12, 3), (("blitz",), None, 5, 8), (("blitz",), None, 9, 8),
    (("blitz",), "knockout", 9, 8), (("blitz",), "knockout", 31, 8), (("four-card",), None, 17, 8),
    (("jokers",), None, 2, 2), (("jokers",), None, 2, 8), (("pot",), None, 2, 8), (("pot",), None, 12, 3)]


@pytest.mark.parametrize("variants,blitz_31,seed,n", VARIANT_GAMES)
def test_31_session_plays_variants_recycles_and_shared_wins_to_the_same_rulings(
        variants: tuple[str, ...], blitz_31: str | None, seed: int, n: int) -> None:
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31

    rules = Rules31(blitz="blitz" in variants, four_card="four-card" in variants, jokers="jokers" in variants,
                    pot="pot" in variants, blitz_31=blitz_31 or "lives-back")
    g = play_game31([f"P{i}" for i in range(1, n + 1)], seed, rules=rules, lives=1, max_deals=6,
                    strategy="cautious")
    s = Session31.new(list(g.players), g.first_dealer, g.lives, list(variants),
                      {"blitz-31": blitz_31} if blitz_31 else None)
    assert type_in(s, table_commands(g)) == []
    full = run31(dump_record31(to_record31(g)))
    again = run31(s.text())
    assert again.error is None
    for a, b in zip(full.deals, again.deals, strict=True):
        assert (a.showdown.losers, a.lives_after, a.eliminated, a.next_dealer, a.ended_by, a.recycles, a.pot) == (  # type: ignore[union-attr]
            b.showdown.losers, b.lives_after, b.eliminated, b.next_dealer, b.ended_by, b.recycles, b.pot)  # type: ignore[union-attr]
    assert (again.winner, again.shared_win) == (full.winner, full.shared_win)
    if again.shared_win:
        assert "share the win" in status_lines(s)[-1]
    elif again.winner:
        assert f"{again.winner} wins" in status_lines(s)[-1]


# -- the command line ------------------------------------------------------------------------------
def test_31_options_of_the_other_game_are_refused(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    rec = tmp_path / "g.yaml"
    r = cli("table", "--game", "31", "Ann", "Ben", "--dealer", "Ann", "--tokens", "2", "--record", str(rec))
    assert r.exit_code == 2 and "--tokens" in r.stderr and "lives" in r.stderr
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--lives", "2", "--record", str(rec))
    assert r.exit_code == 2 and "--lives" in r.stderr and "tokens" in r.stderr
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--variant", "blitz", "--record", str(rec))
    assert r.exit_code == 2 and "--variant" in r.stderr
    r = cli("table", "--game", "31", "Ann", "Ben", "--dealer", "Ann", "--variant", "turbo", "--record", str(rec))
    assert r.exit_code == 2 and "turbo" in r.stderr
    r = cli("table", "--game", "31", "Ann", "Ben", "--dealer", "Ann", "--lives", "0", "--record", str(rec))
    assert r.exit_code == 2 and "--lives" in r.stderr
    r = cli("table", "--game", "31", "Ann", "Ben", "--dealer", "Ann", "--blitz-31", "knockout", "--record", str(rec))
    assert r.exit_code == 2 and "--variant blitz" in r.stderr
    r = cli("table", "Ann", "Ben", "--dealer", "Ann", "--score", "best-suit", "--record", str(rec))
    assert r.exit_code == 2 and "--score" in r.stderr and "--game 31" in r.stderr
    assert not rec.exists()


def test_31_resume_takes_the_game_from_the_record(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    rec = tmp_path / "g.yaml"
    r = cli("table", "--game", "thirty-one", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(rec),
            input="pool 7h Kd 2c\n")
    assert r.exit_code == 0, r.stderr
    r = cli("table", "--resume", str(rec), input="s Kd 4c\nstatus\n")
    assert r.exit_code == 0, r.stderr
    assert "Ann: swap for Kd, turn 4c" in r.stdout and "Lives: Ann 3  Ben 3  Cat 3" in r.stdout
    r = cli("table", "--resume", str(rec), "--game", "brag", input="")
    assert r.exit_code == 2 and "thirty-one record" in r.stderr
    r = cli("table", "--resume", str(rec), "--lives", "2", input="")
    assert r.exit_code == 2 and "--lives" in r.stderr


# -- the session itself -------------------------------------------------------------------------------
def test_the_shared_session_imports_no_game() -> None:
    """tablesession.py is game-neutral: each game's session imports it, never the other way round."""
    import ast

    import stopbus_ref.kit.session as shared

    tree = ast.parse(pathlib.Path(shared.__file__).read_text(encoding="utf-8"))
    modules = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert modules and not [m for m in modules if "brag" in m or "thirty_one" in m]


def test_31_status_fits_80_columns_and_names_the_moves() -> None:
    s = session(*DEAL_1[:4])
    lines = status_lines(s)
    assert len(lines) <= 8 and all(len(x) < 80 for x in lines)
    screen = "\n".join(lines)
    assert "pool 2c 4c 5d" in screen and "stock" not in screen and "38" not in screen  # 31-no-inspect
    assert any("Ann's final turn (Cat knocked)" in x for x in lines)
    many = Session31.new([f"Player{i}" for i in range(16)], "Player0")
    assert all(len(x) < 80 for x in status_lines(many))


def test_31_help_fits_80_columns() -> None:
    s = session()
    assert all(len(x) < 80 for x in said_lines(s, s.command("help")))


def test_31_four_card_and_jokers_variants_at_the_table(tmp_path: pathlib.Path) -> None:
    lines = ["pool 7h Kd 2c 9s", "s Kd 4c", "Ben: sa RJ 5d 6d 7d", "k", "Ann: k", "Ben: k",
             "show Ann Kd 2h 3h 4h", "show Cat Ks Qs Js 3d"]
    p = table(tmp_path, lines, *PLAYERS, "--variant", "four-card,jokers", "--score", "best-suit")
    assert p.returncode == 0, p.stderr
    text = (tmp_path / "game.yaml").read_text()
    assert 'variant: [four-card, jokers]' in text and 'score: best-suit' in text
    d = replay_json(tmp_path / "game.yaml")["deals"][0]
    assert d["showdown"]["losers"] == ["Ben"] and d["lives_after"]["Ben"] == 2


def test_31_rules_word_searches_the_31_rulebook() -> None:
    s = session()
    lines = said_lines(s, s.command("rules knock"))
    assert lines[0].startswith("31-")
    assert said_lines(s, s.command("rules 31-blitz"))[0].startswith("31-blitz")


def test_31_parse_move_short_and_long_forms() -> None:
    assert parse_move31("s Kd 4c") == "swap for Kd, turn 4c"
    assert parse_move31("s 9s Kd 4c") == "swap 9s for Kd, turn 4c"
    assert parse_move31("sa 4d 5s 6h") == "swap all, turn 4d 5s 6h"
    assert parse_move31("swap for kd, turn 4c") == "swap for Kd, turn 4c"
    assert parse_move31("swap 9s for Kd turn 4c") == "swap 9s for Kd, turn 4c"
    assert parse_move31("swap for Kd, turn 4c 5d 6h") == "swap for Kd, turn 4c 5d 6h"
    assert parse_move31("swap all, turn 4d 5s 6h") == "swap all, turn 4d 5s 6h"
    assert parse_move31("K") == "knock" and parse_move31("stop") == "stop" and parse_move31("31") == "31"
    for bad in ("s Kd", "s a b c d e", "swap for Kd", "sa", "draw, discard 7s", "pass", "k now", "swap 7h"):
        with pytest.raises(Exception) as e:
            parse_move31(bad)
        assert type(e.value).__name__ == "InputError", bad


@settings(max_examples=100, deadline=None)
@given(lines=st.lists(st.one_of(
    st.text(max_size=30),
    st.sampled_from(["pool 7h Kd 2c", "7h Kd 2c", "s Kd 4c", "s 9s 7h 5d", "s 7h 5d", "sa 4d 5s 6h", "k", "stop",
                     "blitz",
                     "undo", "why", "status", "rules", "rules knock", "show Ann Kd Ad Qd", "show Ben 2s 3s 5h",
                     "Cat 9c 10c 4h", "Ann:", "Ann: k", "help", "show Cat", "s Kd 4c 5c 6c"])), max_size=20))
def test_31_any_lines_get_an_answer_and_the_record_always_replays(lines: list[str]) -> None:
    s = Session31.new(["Ann", "Ben", "Cat"], "Cat")
    for line in lines:
        out = s.command(line)
        assert isinstance(out.ok, bool) and all(isinstance(x, str) for x in said_lines(s, out))
        if out.quit:
            break
    r = run31(s.text())
    assert r.exit_code == 0 and r.error is None


# -- a real terminal ------------------------------------------------------------------------------------
pexpect = pytest.importorskip("pexpect")


_spawn = spawn_stopbus


def test_31_real_terminal_session_undo_why_interrupt_resume(tmp_path: pathlib.Path) -> None:
    rec = tmp_path / "live.yaml"
    child = _spawn(["table", "--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(rec)],
                   tmp_path)
    child.expect("pool> ")
    child.sendline("7h Kd 2c")
    child.expect("Ann> ")
    child.sendline("s Kd 4c")
    child.expect("Ben> ")
    child.sendline("k")  # accepted, then taken back
    child.expect("Cat> ")
    child.sendline("undo")
    child.expect("Ben> ")
    child.sendline("Cat: k")  # refused at once: not Cat's turn
    child.expect(r"refused: .*\[31-turn-order\]")
    child.expect("Ben> ")
    child.sendline("why")
    child.expect("31-turn-order")
    child.expect("Ben> ")
    child.sendline("s 7h 5d")
    child.expect("Cat> ")
    child.sendline("knock")
    child.expect("Ann> ")
    child.sendintr()  # Ctrl-C mid-deal: the record holds every accepted move
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Cat: knock" in rec.read_text()

    child = _spawn(["table", "--resume", str(rec)], tmp_path)
    child.expect("Ann> ")
    child.sendline("sa 4d 5s 6h")
    child.expect("Ben> ")
    child.sendline("k")
    child.expect("Ben shows> ")  # Ann's hand is known whole since her swap all: she need not show
    child.sendline("7h Qh Ah")
    child.expect("Cat shows> ")
    child.sendline("Ks Qs 3d")
    child.expect("Ann has the lowest score")
    child.expect("pool> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    out = replay_json(rec)
    assert out["exit_code"] == 0
    d = out["deals"][0]
    assert d["showdown"]["losers"] == ["Ann"] and d["lives_after"] == {"Ann": 2, "Ben": 3, "Cat": 3}
    assert [t["player"] for t in d["turns"]] == ["Ann", "Ben", "Cat", "Ann", "Ben"]


def test_31_real_terminal_whole_game_to_a_winner(tmp_path: pathlib.Path) -> None:
    """A 3-player game at one life each played at a terminal to its winner; the record replays the same."""
    rec = tmp_path / "game.yaml"
    child = _spawn(["table", "--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat", "--lives", "1",
                    "--record", str(rec)], tmp_path)
    for line in [*DEAL_1, *DEAL_2]:
        child.expect(r"> ")
        child.sendline(line)
    child.expect("Ben wins")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    out = replay_json(rec)
    assert out["winner"] == "Ben" and [d["showdown"]["losers"] for d in out["deals"]] == [["Ann"], ["Cat"]]
