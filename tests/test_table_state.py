"""The table session as data: `state()` and the typed results of commands (both games), `status --json` in a
piped session and at a terminal, the JSON of a command's result against docs/json.md, and verify-then-change
seen through `state()`: a refused command leaves the state as it was (the refusal becomes the last ruling)."""

from __future__ import annotations

import dataclasses
import json
import pathlib
import random
import re
from typing import Any

import pytest

from stopbus_ref.brag.session import BragState, Session
from stopbus_ref.kit import session as kit
from stopbus_ref.kit.session import Accepted, DealStart, Move, Refused, Shown, TableSession
from stopbus_ref.thirty_one.session import Session31, State31
from stopbus_ref.ui.fronts import said_lines, status_lines, words_for
from tests.helpers import ROOT, brag_table_commands, spawn_stopbus, table_run
from tests.helpers31 import table_commands

BRAG_DEAL = ["upcard 5h", "d 7s", "Ben: t 9h", "Cat: stop", "take, discard 2c", "pass",
             "show Ann 9h 9c 9d", "show Ben 7s Kd Qd", "show Cat Ad 3c 4s"]
DEAL31 = ["pool 7h Kd 2c", "s Kd 4c", "Ben: s 9s 7h 5d", "k", "sa 4d 5s 6h", "k",
          "show Ann 5d 4c 2c", "show Ben 7h Qh Ah", "show Cat Ks Qs 3d"]


def typed(s: TableSession[Any], lines: list[str]) -> TableSession[Any]:
    for line in lines:
        out = s.command(line)
        assert out.ok, (line, said_lines(s, out))
    return s


def status_json(tmp_path: pathlib.Path, argv: list[str], lines: list[str]) -> tuple[list[dict[str, Any]], str]:
    """The `status --json` objects a piped session prints (each typed after the lines before it), and its stdout."""
    p = table_run(tmp_path, lines, argv)
    assert p.returncode == 0, p.stderr
    return [json.loads(x) for x in p.stdout.splitlines() if x.startswith("{")], p.stdout


# -- state() -------------------------------------------------------------------------------------------------
def test_brag_state_follows_a_deal() -> None:
    s = Session.new(["Ann", "Ben", "Cat"], "Cat", tokens=1)
    st = s.state()
    assert isinstance(st, BragState)
    assert (st.game, st.players, st.phase, st.deal, st.dealer, st.whose_turn, st.may) == (
        "brag", ("Ann", "Ben", "Cat"), "upcard", 1, "Cat", None, ())
    assert st.tokens == {"Ann": 1, "Ben": 1, "Cat": 1} and st.stock is None and st.last is None and not st.known
    typed(s, BRAG_DEAL[:4])
    st = s.state()
    assert (st.phase, st.whose_turn, st.may, st.final, st.stopper) == ("turn", "Ann", ("draw", "take", "pass"),
                                                                        True, "Cat")
    assert st.discard_top is not None and str(st.discard_top) == "9h" and st.stock == 41 and st.table_view
    assert st.known == {"Ann": (), "Ben": ("7s",), "Cat": ()} and st.unknown == {"Ann": 3, "Ben": 2, "Cat": 3}
    assert isinstance(st.last, Accepted) and st.last.rules == ("stop", "final-turns")
    typed(s, BRAG_DEAL[4:7])
    st = s.state()
    assert (st.phase, st.awaiting, st.ended_by, st.whose_turn) == ("show", ("Ben", "Cat"), "stop", None)
    typed(s, BRAG_DEAL[7:])
    st = s.state()
    assert (st.phase, st.deal, st.dealer) == ("upcard", 2, "Ann")
    assert st.tokens == {"Ann": 1, "Ben": 0, "Cat": 1} and st.floating == ("Ben",) and st.eliminated == ()
    assert isinstance(st.last, Accepted) and st.last.deal.showdown.loser == "Ben"
    assert st.last.rules[-1] == "dealer-rotation" and isinstance(st.last.change, Shown)


def test_31_state_follows_a_round_to_the_winner() -> None:
    s = Session31.new(["Ann", "Ben", "Cat"], "Cat", 1)
    st = s.state()
    assert isinstance(st, State31) and (st.phase, st.start, st.hand_size, st.pool) == ("pool", "pool", 3, ())
    typed(s, DEAL31[:4])
    st = s.state()
    assert (st.phase, st.whose_turn, st.caller, st.call, st.final) == ("turn", "Ann", "Cat", "knock", True)
    assert st.may == ("swap", "swap-all", "knock") and len(st.pool) == 3
    typed(s, DEAL31[4:6])
    st = s.state()
    assert (st.phase, st.ended_by, st.awaiting) == ("show", "knock", ("Ben", "Cat"))
    assert isinstance(st.last, Accepted) and st.last.ended and "31-final-circuit" in st.last.rules
    typed(s, DEAL31[6:])
    st = s.state()
    assert st.lives == {"Ann": None, "Ben": 1, "Cat": 1} and st.eliminated == ("Ann",) and st.phase == "pool"
    typed(s, ["pool 8h 8d 8c", "stop", "k", "show Ben As Ks 2s", "show Cat 3h 4h 5d"])
    st = s.state()
    assert (st.phase, st.winner, st.shared_win) == ("over", "Ben", None)
    assert st.lives == {"Ann": None, "Ben": 1, "Cat": None} and st.eliminated == ("Ann", "Cat")


def test_results_are_data() -> None:
    """What a command did is a typed value: the change, the engine's deal result and turn, the rules, the error."""
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    out = s.command("upcard 5h")
    assert isinstance(out, Accepted) and out.change == DealStart(1, "Cat", ("5h",)) and out.turn is None
    out = s.command("d 7s")
    assert isinstance(out, Accepted) and out.change == Move("Ann", "draw, discard 7s")
    assert out.turn.player == "Ann" and out.rules == ("first-turn", "draw-stock") and not out.ended
    out = s.command("Cat: stop")
    assert isinstance(out, Refused) and out.change == Move("Cat", "stop") and out.rules == ("turn-order",)
    assert out.error.rule == "turn-order" and out.error.deal == 1 and not out.unreadable
    why = s.command("why")
    assert isinstance(why, kit.Why) and why.ruling is out
    out = s.command("d 1x")
    assert isinstance(out, kit.Unreadable) and out.unreadable and not out.ok
    out = s.command("upcard 2d")
    assert isinstance(out, kit.NotNow) and out.what == "start" and out.state == s.state() and not out.unreadable
    assert isinstance(s.command("status"), kit.Status)
    out = s.command("undo")
    assert isinstance(out, kit.Undone) and out.change == Move("Ann", "draw, discard 7s") and out.changed
    assert s.command("undo") == kit.Undone(DealStart(1, "Cat", ("5h",)))
    assert isinstance(s.command("undo"), kit.NothingToUndo)


def test_sessions_keep_no_words() -> None:
    """The screen, help, quotes and presentation flags belong to the front-end (ui/table.py), not to a session."""
    for cls in (Session, Session31):
        for name in ("status_lines", "known_lines", "HELP", "RULES_COMMAND", "quote", "citation", "announce",
                     "quote_lang", "status_symbols", "need"):
            assert not hasattr(cls, name), (cls, name)


# -- verify, then change ---------------------------------------------------------------------------------------
BAD = ["P1: d Zz", "show Nobody 2c", "upcard 5h", "pool 7h Kd 2c", "P9: stop", "stpo", "show P1 Ah", "frobnicate",
       "d 2c", "t 2c", "stop", "pass", "k", "s 2c 3c", "swap for 2c, turn 3c", "show P1 Ah Kh Qh", "show P2 2c 3c 4c",
       "blitz", "sa 2c 3c 4c"]


def _games() -> list[tuple[TableSession[Any], list[str]]]:
    from stopbus_ref.brag.simulate import play_game
    from stopbus_ref.thirty_one.simulate import play_game31

    g = play_game(["P1", "P2", "P3"], 4, tokens=1, max_deals=4)
    g31 = play_game31(["P1", "P2", "P3"], 4, lives=1, max_deals=4)
    return [(Session.new(list(g.players), g.first_dealer, g.tokens), brag_table_commands(g)),
            (Session31.new(list(g31.players), g31.first_dealer, g31.lives), table_commands(g31))]


@pytest.mark.parametrize("game", [0, 1], ids=["brag", "31"])
def test_refused_command_leaves_the_state_unchanged(game: int) -> None:
    s, lines = _games()[game]
    refused = 0
    for line in lines:
        for bad in [*BAD, *(f"{p}: {m}" for p in s.players for m in ("stop", "d 2c", "knock"))]:
            before, text = s.state(), s.text()
            out = s.command(bad)
            if out.ok:
                s.command("undo")
                assert s.state() == dataclasses.replace(before, last=s.last) and s.text() == text
                continue
            refused += 1
            after = s.state()
            assert s.text() == text, bad
            assert after == dataclasses.replace(before, last=after.last), bad  # all but the last ruling
            assert after.last is (out if isinstance(out, Refused) else before.last), bad
        s.command(line)
    assert refused > 100


@pytest.mark.parametrize("seed", range(3))
def test_state_is_the_same_on_the_fast_path_and_the_plain_one(seed: int) -> None:
    from stopbus_ref.brag.simulate import play_game

    rng = random.Random(seed)
    g = play_game([f"P{i}" for i in range(1, 5)], seed, tokens=rng.randint(0, 1), max_deals=6)
    fast = Session.new(list(g.players), g.first_dealer, g.tokens)
    plain = Session.new(list(g.players), g.first_dealer, g.tokens)
    plain.plain = True
    for line in brag_table_commands(g):
        for extra in ([line] if rng.random() < 0.8 else [line, "undo", line, "P9: stop", "stop"]):
            fast.command(extra)
            plain.command(extra)
            a, b = fast.state(), plain.state()  # the last ruling compared in words (an error is equal only to itself)
            assert dataclasses.replace(a, last=None) == dataclasses.replace(b, last=None), extra
            assert said_lines(fast, fast.why()) == said_lines(plain, plain.why())


# -- status --json ---------------------------------------------------------------------------------------------
def test_status_json_brag_piped(tmp_path: pathlib.Path) -> None:
    lines = ["status --json", *BRAG_DEAL[:4], "status --json", *BRAG_DEAL[4:7], "STATUS --json", *BRAG_DEAL[7:],
             "status --json"]
    (start, turn, show, after), stdout = status_json(tmp_path, ["Ann", "Ben", "Cat", "--dealer", "Cat"], lines)
    assert "Tokens:" not in stdout  # `status --json` prints the JSON only
    assert start["phase"] == "upcard" and start["deal"] == 1 and start["dealer"] == "Cat" and start["last"] is None
    assert start["stock"] is None and start["discard_top"] is None and start["tokens"] == {"Ann": 3, "Ben": 3, "Cat": 3}
    assert (turn["phase"], turn["whose_turn"], turn["may"], turn["final_turn"]) == ("turn", "Ann",
                                                                                   ["draw", "take", "pass"], True)
    assert turn["discard_top"] == "9h" and turn["stopper"] == "Cat" and turn["known"]["Ben"] == ["7s"]
    assert turn["last"] == {"message": "Cat: stop [stop, final-turns]", "rules": ["stop", "final-turns"]}
    assert (show["phase"], show["awaiting"], show["ended_by"]) == ("show", ["Ben", "Cat"], "stop")
    assert after["phase"] == "upcard" and after["deal"] == 2 and after["tokens"]["Ben"] == 2
    assert after["last"]["message"].startswith("Cat shows Ad 3c 4s\nShowdown, best first:")
    assert after["last"]["rules"][-1] == "dealer-rotation"
    assert list(after) == list(start)  # one shape whatever the phase


def test_status_json_31_piped(tmp_path: pathlib.Path) -> None:
    argv = ["--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat", "--lives", "1", "--variant", "pot"]
    lines = [*DEAL31[:4], "status --json", *DEAL31[4:], "status --json", "pool 8h 8d 8c", "stop", "k",
             "show Ben As Ks 2s", "status --json", "show Cat 3h 4h 5d"]
    (turn, after, show), stdout = status_json(tmp_path, argv, lines)
    assert stdout.rstrip().splitlines()[-2] == "Ben wins: the last player with lives [31-last-survivor]"
    assert turn["game"] == "thirty-one" and turn["phase"] == "turn" and turn["whose_turn"] == "Ann"
    assert turn["may"] == ["swap", "swap-all", "knock"] and turn["caller"] == "Cat" and turn["call"] == "knock"
    assert len(turn["pool"]) == 3 and turn["pot"] == 0 and turn["variants"] == ["pot"] and turn["final_turn"]
    assert after["lives"] == {"Ann": None, "Ben": 1, "Cat": 1} and after["eliminated"] == ["Ann"]
    assert after["pool"] == [] and after["phase"] == "pool" and after["deal"] == 2 and after["dealer"] == "Ben"
    assert after["last"]["rules"][-1] == "31-dealer-rotation" and after["pot"] == 1
    assert (show["phase"], show["awaiting"], show["ended_by"], show["caller"]) == ("show", ["Cat"], "stop", "Cat")
    assert show["known"] == {} or show["table_view"]
    assert list(turn) == list(after) == list(show)


def test_status_json_at_a_terminal(tmp_path: pathlib.Path) -> None:
    child = spawn_stopbus(["table", "Ann", "Ben", "--dealer", "Ann", "--record", str(tmp_path / "g.yaml")], tmp_path)
    child.expect("upcard> ")
    child.sendline("upcard 5h")
    child.expect("Ben> ")
    child.sendline("status --json")
    child.expect(r'\{"game": "brag".*"winner": null\}\r\n')
    assert '"whose_turn": "Ben"' in child.after
    child.expect("Ben> ")
    child.sendline("quit")
    child.expect("bye")
    child.wait()


# -- a command's result as JSON (docs/json.md) -----------------------------------------------------------------
DOC = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
RESULT_BLOCKS = re.findall(r"<!-- table result: (.*?) -->\n```json\n(.*?)```", DOC, re.S)


def _keys(doc: dict[str, Any], got: dict[str, Any]) -> None:
    assert set(doc) == set(got)
    for k in ("change", "error", "ruling"):
        if isinstance(doc[k], dict) and isinstance(got[k], dict):
            assert set(doc[k]) == set(got[k]), k


@pytest.mark.parametrize("lines,block", RESULT_BLOCKS, ids=[a for a, _ in RESULT_BLOCKS])
def test_result_json_has_the_documented_keys(lines: str, block: str) -> None:
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    *before, last = lines.split(" ; ")
    typed(s, before)
    doc = json.loads(block)
    got = words_for(s).result_json(s.command(last))
    _keys(doc, got)
    assert got["result"] == doc["result"] and got["rules"] == doc["rules"] and got["message"] == doc["message"]
    assert got["error"] == doc["error"]


def test_result_json_of_every_kind_has_one_shape() -> None:
    """Whatever the line, the same keys (null where a result has none), and the kinds docs/json.md lists."""
    s = Session.new(["Ann", "Ben", "Cat"], "Cat")
    words = words_for(s)
    kinds = {}
    for line in ["", "help", "why", "undo", "status", "rules recycle", "? who deals next", "d 7s", "upcard 5h",
                 "Cat: stop", "d 1x", "why", "d 7s", "undo", *BRAG_DEAL[1:7], "stpo", "show Ann 9h 9c 9s", "quit"]:
        got = words.result_json(s.command(line))
        json.dumps(got)
        kinds[got["result"]] = got
        assert list(got) == ["result", "ok", "changed", "unreadable", "rules", "message", "change", "error",
                             "ruling", "last", "state", "found", "answer"]
    assert set(kinds) == {"blank", "help", "why", "nothing-to-undo", "status", "rules", "answer", "not-now",
                          "accepted", "refused", "unreadable", "undone", "not-a-hand", "quit"}
    for kind in kinds:
        assert f'`"{kind}"`' in DOC, kind
    assert kinds["why"]["last"]["result"] == "refused" and kinds["status"]["state"]["phase"] == "upcard"
    assert kinds["rules"]["found"][0] == "recycle" and kinds["answer"]["answer"]["game"] == "brag"
    assert kinds["not-a-hand"]["state"]["phase"] == "show"


def test_status_lines_come_from_the_state() -> None:
    """The screen is the state in words: the same state, the same lines, whichever session it came from."""
    a = typed(Session.new(["Ann", "Ben", "Cat"], "Cat"), BRAG_DEAL[:3])
    b = Session.resume(a.text())
    assert a.state() == dataclasses.replace(b.state(), last=a.state().last)
    assert status_lines(a) == status_lines(b) and words_for(a).status_lines(b.state()) == status_lines(a)


def test_a_game_without_words_of_its_own_gets_the_shared_screen() -> None:
    """A game built on the kit (no `ui/*/table.py`) is still shown: players, the deal, whose turn, what they may do."""
    from stopbus_ref.ui.table import TableWords

    s = typed(Session.new(["Ann", "Ben", "Cat"], "Cat"), BRAG_DEAL[:2])
    words = TableWords(s.RULES)
    assert words.status_lines(s.state()) == ["Players: Ann  Ben  Cat", "Deal 1 · dealer Cat · stock 41",
                                             "Ben's turn: draw  take  stop"]
    typed(s, BRAG_DEAL[2:6])
    assert words.status_lines(s.state())[-1] == "Showdown: Ann, Ben, Cat to show: show NAME C C C"
    assert words.lines(s.command("why")) == ["Ben: pass [final-turns]", *words.quote(["final-turns"])]
