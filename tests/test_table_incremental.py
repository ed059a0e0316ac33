"""The table session's fast path (tablesession's module doc) against the plain one, which adjudicates the whole
record after every command: the same answers, records, screens and rulings over random command sequences of both
games (simulated games typed in, with refused and unreadable lines, undos, eliminations, recycles and resumes
mixed in), and a refused command leaves the fast path's whole state as it was."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from stopbus_ref.brag.session import Session
from stopbus_ref.kit.session import TableSession
from stopbus_ref.thirty_one.session import Session31
from stopbus_ref.ui.fronts import known_lines, said_lines, status_lines
from tests.helpers import brag_table_commands, state_of
from tests.helpers31 import table_commands

NOISE = ["undo", "undo", "why", "status", "help", "rules stop", "quit", "", "stpo", "d", "show", "show Nobody 2c",
         "P1: d 7s", "P2: stop", "P3: pass", "P2: t 9h", "upcard 5h", "upcard Zz", "pool 7h Kd 2c", "pool",
         "k", "knock", "s 9h 2c", "sa 2c 3c 4c", "P1: swap for 7h, turn 2c", "show P1 Ah Kh Qh", "show P2 2c 3c 4c",
         "P4: knock", "blitz", "swap all", "Nobody: stop", "take 5h, discard 5h"]
"""Lines typed at the wrong moment, with a typo, or breaking a rule: most are refused, some accepted."""


def brag_commands(seed: int) -> tuple[Session, list[str]]:
    """A new Brag session and what its table says for a simulated game (few tokens: floating, eliminations;
    patient bots: long deals that recycle the stock)."""
    from stopbus_ref.brag.simulate import play_game

    rng = random.Random(seed)
    n = rng.randint(2, 5)
    g = play_game([f"P{i}" for i in range(1, n + 1)], seed, tokens=rng.randint(0, 2), max_deals=8,
                  strategy=rng.choice(["pair", "patient", "eager"]))
    return Session.new(list(g.players), g.first_dealer, g.tokens), brag_table_commands(g)


def commands31(seed: int) -> tuple[Session31, list[str]]:
    """A new 31-point session (sometimes Blitz) and what its table says for a simulated game."""
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.simulate import play_game31

    rng = random.Random(seed)
    n = rng.randint(2, 5)
    blitz = rng.random() < 0.3
    rules = Rules31(blitz=True) if blitz else Rules31()
    g = play_game31([f"P{i}" for i in range(1, n + 1)], seed, rules=rules, lives=rng.randint(1, 2), max_deals=8)
    return Session31.new(list(g.players), g.first_dealer, g.lives, ["blitz"] if blitz else None), table_commands(g)


def seen(s: TableSession[Any]) -> tuple[Any, ...]:
    """What a session shows of itself after a command: the file, the screen, where the game stands."""
    return (s.text(), s.phase, status_lines(s), known_lines(s), s.over, s.awaiting(), s.whose_turn(),
            s.report.winner, len(s.history))


def answer(s: TableSession[Any], out: Any) -> tuple[Any, ...]:
    return (out.ok, said_lines(s, out), out.rules, out.changed, out.unreadable, out.quit)


def differential(fast: TableSession[Any], lines: list[str], seed: int) -> int:
    """Type `lines`, with noise, undos and resumes mixed in, into `fast` and a plain copy; compare everything."""
    rng = random.Random(seed)
    plain = type(fast).resume(fast.text())
    plain.plain = True
    checked = 0
    i = 0
    while i < len(lines):
        roll = rng.random()
        if roll < 0.15:
            line = rng.choice(NOISE)
        elif roll < 0.22:
            line = "undo"
        elif roll < 0.24:  # the game continued from its file, as `--resume` does
            fast, plain = type(fast).resume(fast.text()), type(plain).resume(plain.text())
            plain.plain = True
            continue
        else:
            line, i = lines[i], i + 1
        if line == "undo" and rng.random() < 0.5:
            i = max(0, i - 1)  # the undone line is typed again
        a, b = fast.command(line), plain.command(line)
        assert answer(fast, a) == answer(plain, b), (line, a, b)
        assert seen(fast) == seen(plain), line
        assert said_lines(fast, fast.command("why")) == said_lines(plain, plain.command("why"))
        checked += 1
    assert state_of(fast.report.deals) == state_of(plain.report.deals)
    assert fast.text() == plain.text()
    return checked


@pytest.mark.parametrize("seed", range(12))
def test_table_incremental_brag_matches_the_whole_record_replayed(seed: int) -> None:
    s, lines = brag_commands(seed)
    assert differential(s, lines, seed) >= len(lines)


@pytest.mark.parametrize("seed", range(12))
def test_table_incremental_31_matches_the_whole_record_replayed(seed: int) -> None:
    s, lines = commands31(seed)
    assert differential(s, lines, seed) >= len(lines) // 2


def test_table_incremental_games_reach_eliminations_recycles_and_winners() -> None:
    """The sequences above cover what the fast path must get right across deals."""
    found: set[str] = set()
    want = {"Session elimination", "Session recycle", "Session winner", "Session31 elimination", "Session31 winner"}
    for seed in range(12):
        for make in (brag_commands, commands31):
            if want <= found:
                return
            s, lines = make(seed)
            for line in lines:
                s.command(line)
            for d in s.report.deals:
                if d.eliminated:
                    found.add(f"{type(s).__name__} elimination")
                if getattr(d, "recycles", 0):
                    found.add(f"{type(s).__name__} recycle")
            if s.report.winner is not None:
                found.add(f"{type(s).__name__} winner")
    assert want <= found, found


def fast_state(s: TableSession[Any]) -> bytes:
    """Everything a session holds, the fast path's kept games and texts included, as bytes to compare (of the undo
    history, its length and the step an undo would restore)."""
    return pickle.dumps((s.record, s.step, len(s.history), s.history[-1:], s.last, s.report))


@pytest.mark.parametrize("make", [brag_commands, commands31])
def test_table_incremental_refused_command_changes_nothing(make: Any) -> None:
    """Verify-then-change on the fast path: before every line of a game, each refused line leaves the session
    (the record, the kept games before and after the last deal, each deal's text, the undo history) as it was."""
    s, lines = make(3)
    s.command(lines[0])
    ruled = 0
    for k, line in enumerate(lines[1:]):
        if k % 3:  # every third moment of the game: enough of each phase, at a third of the time
            s.command(line)
            continue
        bad = ["P1: d Zz", "show Nobody 2c", "upcard 5h", "pool 7h Kd 2c", "P9: stop", "stpo", "show P1 Ah"]
        bad += [f"{p}: {m}" for p in s.players
                for m in ("stop", "pass", "knock", "d 2c", "t 2c", "swap for 2c, turn 3c")]
        for b in bad:
            before = fast_state(s)
            why = s.last
            out = s.command(b)
            if not out.ok:
                ruled += not out.unreadable and bool(out.rules)
                s.last = why  # a refusal is kept for `why`, and nothing else changes
                assert fast_state(s) == before, b
            else:
                s.command("undo")
        s.command(line)
    assert ruled > 10  # refused by the rules, after the deal was replayed on the fast path


def test_table_incremental_record_text_is_dump_record_of_the_record() -> None:
    """The joined deal texts are the bytes `dump_record` writes for the whole record, at every step."""
    from stopbus_ref.kit.session import COMMENT
    from stopbus_ref.records.model import dump_record

    for make in (brag_commands, commands31):
        s, lines = make(5)
        assert s.text() == dump_record(s.record, COMMENT)
        for line in lines:
            s.command(line)
            assert s.text() == dump_record(s.record, COMMENT)
