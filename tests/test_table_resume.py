"""`stopbus table --resume` of a long record reads it once, deal by deal (`TableSession.resume_streamed`): the same
session as the record read and adjudicated whole (`resume(..., whole=True)`, the path every record took before) —
the same file, screens, state, answers and written bytes after every later command — in both games, whatever the
phase the record stopped in; the deals before the last are never read again; records that path does not read are
read whole, as before."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from stopbus_ref.brag.session import Session
from stopbus_ref.kit.session import COMMENT, KeptDeals, TableSession
from stopbus_ref.records.model import dump_record
from stopbus_ref.thirty_one.session import Session31
from stopbus_ref.ui.fronts import said_lines
from tests.helpers import STOPBUS, brag_table_commands, state_of
from tests.helpers31 import table_commands
from tests.test_table_incremental import answer, seen

PHASES = ["start", "show", "turn"]
"""Where the record stops: after a whole deal, a deal whose showdown awaits the hands, a deal in play."""


def _long(game: str, deals: int, phase: str) -> tuple[type[TableSession[Any]], str, list[str]]:
    """A simulated game of `deals` deals (then a few more) as a table records it, stopped at `phase` of the deal
    after them, and the commands the table says from there on."""
    if game == "brag":
        from stopbus_ref.brag.simulate import play_game, to_record

        g = play_game([f"P{i}" for i in range(1, 5)], 7, tokens=200, max_deals=deals + 3)
        rec, commands, start, cls = to_record(g, with_expect=False, mode="table"), brag_table_commands(g), "upcard", \
            Session
    else:
        from stopbus_ref.thirty_one.simulate import play_game31, to_record31

        g31 = play_game31([f"P{i}" for i in range(1, 5)], 7, lives=200, max_deals=deals + 3)
        rec, commands, start, cls = to_record31(g31, with_expect=False, mode="table"), table_commands(g31), "pool", \
            Session31
    per_deal: list[list[str]] = []
    for line in commands:
        if line.startswith(start + " "):
            per_deal.append([])
        per_deal[-1].append(line)
    later = [line for d in per_deal[deals + 1:] for line in d]
    if phase == "start":
        rec["deals"] = rec["deals"][:deals]
        return cls, dump_record(rec, COMMENT), [line for d in per_deal[deals:] for line in d]
    last = dict(rec["deals"][deals])
    del last["shown"]
    moves = [line for line in per_deal[deals][1:] if not line.startswith("show ")]
    if phase == "turn":
        last["turns"] = last["turns"][:len(moves) // 2]
        rest = moves[len(moves) // 2:] + [line for line in per_deal[deals] if line.startswith("show ")]
    else:
        rest = [line for line in per_deal[deals] if line.startswith("show ")]
    rec["deals"] = [*rec["deals"][:deals], last]
    return cls, dump_record(rec, COMMENT), rest + later


NOISE = ["status", "why", "undo", "stpo", "show Nobody 2c"]


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("game", ["brag", "31"])
def test_resume_of_a_long_record_is_the_session_read_whole(game: str, phase: str, monkeypatch: Any) -> None:
    import stopbus_ref.kit.kept as kit

    cls, text, later = _long(game, 300 if game == "brag" else 200, phase)
    reads: list[str] = []
    read = kit._read_kept
    monkeypatch.setattr(kit, "_read_kept", lambda t: reads.append(t) or read(t))
    fast, whole = cls.resume(text), cls.resume(text, whole=True)
    assert isinstance(fast.record["deals"], KeptDeals) and not isinstance(whole.record["deals"], KeptDeals)
    assert fast.text() == text == whole.text()  # the file as it was, byte for byte
    assert seen(fast) == seen(whole) and fast.state() == whole.state()
    assert state_of(fast.report.deals) == state_of(whole.report.deals)
    assert fast.report.expect_failures == whole.report.expect_failures == []
    for n, line in enumerate(later):
        if n % 7 == 3:  # something else typed between the moves, and an undo typed again
            noise = NOISE[n % len(NOISE)]
            assert answer(fast, fast.command(noise)) == answer(whole, whole.command(noise)), noise
            if noise == "undo":
                line = ""
        if line:
            a, b = fast.command(line), whole.command(line)
            assert answer(fast, a) == answer(whole, b), line
        assert seen(fast) == seen(whole), line
    assert said_lines(fast, fast.command("why")) == said_lines(whole, whole.command("why"))
    assert fast.text() == whole.text() and fast.text().startswith(text.rsplit("\n  - ", 1)[0])
    assert reads == []  # the deals before the last were never read again


@pytest.mark.parametrize("game", ["brag", "31"])
def test_resume_on_the_command_line_appends_what_the_whole_reading_appends(game: str, tmp_path: Path) -> None:
    """`stopbus table --resume` of a long record, piped: the record it leaves is the one the session read whole
    writes after the same lines, and nothing of the file before the last deal changed."""
    cls, text, later = _long(game, 150, "show")
    path = tmp_path / "long.yaml"
    path.write_text(text)
    p = subprocess.run([*STOPBUS, "table", "--resume", str(path)], input="\n".join(later[:40]) + "\n",
                       capture_output=True, text=True, timeout=600, cwd=tmp_path)
    whole = cls.resume(text, whole=True)
    code = 0
    for line in later[:40]:
        out = whole.command(line)
        code = max(code, 0 if out.ok else 2 if out.unreadable else 1)
        if whole.phase == "over":
            break
    assert p.returncode == code, p.stderr
    assert path.read_text() == whole.text()
    assert path.read_text().startswith(text.rsplit("\n  - ", 1)[0])


def test_a_record_laid_out_otherwise_is_read_whole_as_before() -> None:
    """Deals not written as `stopbus table` writes them (here at the margin), a record with no deal yet, and a
    record that breaks a rule are read whole: the same session and answers as before."""
    text = "players: [Ann, Ben]\ndealer: Ben\ndeals:\n- upcard: 5h\n  turns:\n  - Ann: draw, discard 7s\n"
    s = Session.resume(text)
    assert not isinstance(s.record["deals"], KeptDeals) and s.whose_turn() == "Ben"
    assert s.command("stop").ok and "  - upcard: 5h\n" in s.text()
    assert not isinstance(Session.resume("players: [Ann, Ben]\ndealer: Ben\ndeals: []\n").record["deals"], KeptDeals)
    broken = "players: [Ann, Ben]\ndealer: Ben\ndeals:\n  - upcard: 5h\n    turns:\n      - Ben: stop\n"
    with pytest.raises(Exception) as e:
        Session.resume(broken)
    assert getattr(e.value, "line", None) == 6 and getattr(e.value, "rule", None)


def test_resume_keeps_a_persons_data_in_the_deals_before_the_last_as_written() -> None:
    """The deals before the last are written back as the file has them (a key `yes:` stays `yes:`); the last one,
    which a change writes again, is checked as before."""
    text = (f"# {COMMENT}\nplayers: [Ann, Ben]\ndealer: Ben\ndeals:\n  - upcard: 5h\n    turns:\n"
            "      - Ann: stop\n      - Ben: pass\n    shown:\n      Ann: [2c, 3d, 4h]\n      Ben: [Ac, Kd, Qh]\n"
            "    x-mine: {yes: 1}\n  - upcard: 9h\n    turns: []\n")
    s = Session.resume(text)
    assert isinstance(s.record["deals"], KeptDeals) and s.text() == text
    assert s.command("Ben: stop").ok
    assert "    x-mine: {yes: 1}\n" in s.text() and s.text().startswith(text.rsplit("\n  - ", 1)[0])


def test_the_brag_table_plays_the_records_house_rules_as_the_replay_does(tmp_path: Path) -> None:
    """Under `run-vs-flush: flush` a flush beats a run: the table rules Ben's K-Q-J the worst hand, as `stopbus
    replay` of its record does, and so does the session resumed from the record."""
    lines = ["upcard 2d", "stop", "pass", "pass", "show Ann Ad Kd Qc", "show Ben Kh Qs Js", "show Cat Ah Jh 9h"]
    rec = tmp_path / "h.yaml"
    p = subprocess.run([*STOPBUS, "table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--house", "run-vs-flush=flush",
                        "--record", str(rec)], input="\n".join(lines) + "\n", capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "Ben has the worst hand" in p.stdout and "Cat has the worst hand" not in p.stdout
    r = subprocess.run([*STOPBUS, "replay", str(rec), "--brief"], capture_output=True, text=True, timeout=120)
    assert "Ben loses a token" in r.stdout, r.stdout
    s = Session.resume(rec.read_text())
    assert s.tokens() == {"Ann": 3, "Ben": 2, "Cat": 3}


def test_a_record_naming_its_game_after_its_deals_is_resumed_as_that_game(tmp_path: Path) -> None:
    """The game is read from the keys before `deals:` to read the record once; a `game:` after the deals is found
    all the same (the record is then read whole, as before)."""
    rec = tmp_path / "late.yaml"
    rec.write_text("players: [Ann, Ben]\ndealer: Ben\ndeals:\n  - pool: [7h, Kd, 2c]\n    turns: []\n"
                   "game: thirty-one\n")
    p = subprocess.run([*STOPBUS, "table", "--resume", str(rec)], input="status --json\n", capture_output=True,
                       text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert '"game": "thirty-one"' in p.stdout and '"pool": ["7h", "Kd", "2c"]' in p.stdout
