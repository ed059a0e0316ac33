"""Small helpers shared by tests: replay YAML text in-process."""

from __future__ import annotations

from stopbus_ref.brag.replay import ReplayReport, replay
from stopbus_ref.errors import InputError
from stopbus_ref.records import read_scenario


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
