"""Small helpers shared by tests: paths relative to this file, scenario text, replay YAML text in-process.

Tests import from here, never from conftest (pytest's fixtures file is not a module to import).
"""

from __future__ import annotations

import pathlib
from enum import Enum

from stopbus_ref.brag.replay import ReplayReport, replay
from stopbus_ref.errors import InputError
from stopbus_ref.records import read_scenario

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SHARED = ROOT.parent / "shared"


def scenario(name: str) -> str:
    """The text of `scenarios/<name>`, found from this file, not from the working directory."""
    return (SCENARIOS / name).read_text(encoding="utf-8")


def run(text: str | bytes) -> ReplayReport:
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
