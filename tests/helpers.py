"""Small helpers shared by tests: paths relative to this file, scenario text, replay YAML text in-process.

Tests import from here, never from conftest (pytest's fixtures file is not a module to import).
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
from enum import Enum

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.replay import Report, replay
from stopbus_ref.core.errors import InputError

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SHARED = ROOT.parent / "shared"


def scenario(name: str) -> str:
    """The text of `scenarios/<name>`, found from this file, not from the working directory."""
    return (SCENARIOS / name).read_text(encoding="utf-8")


def run(text: str | bytes) -> Report:
    """Read and adjudicate a scenario; input errors propagate."""
    return replay(read_scenario(text))


def exit_code(data: str | bytes) -> int:
    """The exit code the CLI would give; anything but the tool's own errors propagates."""
    try:
        scenario = read_scenario(data)
    except InputError as e:
        assert e.message and "Traceback" not in e.message
        return e.exit_code
    return replay(scenario).exit_code


THREE = """
players: [Ann, Ben, Cat]
dealer: Cat
deals:
  - hands:
      Ann: [2h, 6h, 9s]
      Ben: [Kc, Qd, 3s]
      Cat: [4c, 4d, Jh]
    upcard: 7c
    turns:
{turns}
"""


def three(*turns: str) -> str:
    """A three-player deal (dealer Cat, so Ann plays first) with the given turn lines."""
    return THREE.format(turns="\n".join(f"      - {t}" for t in turns) or "      []")


def state_of(obj: object) -> object:
    """A deep, comparable copy of an object's state: the attributes of plain objects, recursively.

    Objects with attributes (Game, Deal, Stock, and the frozen records too, whose dicts could still change)
    become (class name, attributes); cards, enum members, strings and numbers are kept as they are.
    """
    if isinstance(obj, dict):
        return {k: state_of(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return (type(obj).__name__, [state_of(v) for v in obj])
    if isinstance(obj, set | frozenset):
        return frozenset(obj)
    if hasattr(obj, "__dict__") and not isinstance(obj, Enum):
        return (type(obj).__name__, state_of(vars(obj)))
    return obj


# -- `stopbus table` from tests (both games) -------------------------------------------------------
STOPBUS = [sys.executable, "-m", "stopbus_ref"]


def table_run(tmp_path: pathlib.Path, lines: list[str], argv: list[str], name: str = "game.yaml"
              ) -> subprocess.CompletedProcess[str]:
    """`stopbus table ARGV --record TMP/NAME` in a real process, `lines` on stdin (the scripted mode)."""
    return subprocess.run([*STOPBUS, "table", *argv, "--record", str(tmp_path / name)],
                          input="".join(x + "\n" for x in lines), capture_output=True, text=True, timeout=60,
                          cwd=tmp_path)


def replay_process(path: pathlib.Path) -> subprocess.CompletedProcess[str]:
    """`stopbus replay PATH --json` in a real process."""
    return subprocess.run([*STOPBUS, "replay", str(path), "--json"], capture_output=True, text=True, timeout=60)


TERMINAL_WAIT = 300
"""The most a real-terminal test waits for the output it expects: it goes on as soon as the output comes, and a
busy machine (a load of 8 to 17 on 2 cores) may take many times the usual second; the limit only ends a hang."""


def spawn_stopbus(args: list[str], cwd: pathlib.Path):  # type: ignore[no-untyped-def]
    """`stopbus ARGS` in a pseudo-terminal of 80x24 (pexpect), ASCII suits, for the interactive tests (PAGER=cat:
    the screen as printed; the pager has its own tests)."""
    import pexpect

    env = {**os.environ, "COLUMNS": "80", "LINES": "24", "TERM": "xterm", "STOPBUS_ASCII": "1", "PAGER": "cat"}
    return pexpect.spawn(sys.executable, ["-m", "stopbus_ref", *args], cwd=str(cwd), env=env, encoding="utf-8",
                         timeout=TERMINAL_WAIT, dimensions=(24, 80))


def brag_table_commands(g) -> list[str]:  # type: ignore[no-untyped-def]
    """What a table would say while playing a simulated Brag game: upcards, moves, shown hands."""
    from stopbus_ref.brag.engine import Action

    out = []
    for d in g.deals:
        out.append(f"upcard {d.upcard}")
        out += [f"{p}: {Action(a.kind, None, a.discard)}" for p, a, _ in d.turns]
        sd = d.result.showdown
        out += [f"show {e.player} {' '.join(str(c) for c in e.hand)}" for e in sd.order]
    return out


def json_text(doc: object, indent: int | None, ascii_: bool, compact: bool,
              inserts: list[tuple[int, str]]) -> str | None:
    """`doc` as json.dumps writes it (None when it cannot: a surrogate it refuses), with each insert's text put in
    at its place (taken modulo the text's length): the odd JSON texts the readers' property tests compare."""
    import json

    try:
        text = json.dumps(doc, indent=indent, ensure_ascii=ascii_, separators=(",", ":") if compact else None)
    except ValueError:
        return None
    for at, piece in inserts:
        at %= len(text) + 1
        text = text[:at] + piece + text[at:]
    return text
