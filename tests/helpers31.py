"""Helpers for the 31-point game's tests: replay YAML text in-process, build records."""

from __future__ import annotations

from stopbus_ref.errors import InputError, StopbusError
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.record import read_record31
from stopbus_ref.thirty_one.replay import Report31, replay31

HEAD = "game: thirty-one\nplayers: [Ann, Ben, Cat]\ndealer: Cat\n"
NATURAL = ("2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s "
           "10c 10d 10h 10s Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks Ac Ad Ah As").split()
"""The deck in card-number order (2c first): dealt to 16 players, everyone holds one suit."""


def run31(text: str | bytes) -> Report31:
    """Read and adjudicate a 31-point record; input errors propagate."""
    return replay31(read_record31(load_yaml(text)))


def code31(text: str | bytes) -> int:
    """The exit code the CLI would give."""
    try:
        return run31(text).exit_code
    except InputError as e:
        return e.exit_code


def problem(text: str | bytes) -> StopbusError:
    """The first problem of a record (input error, rule error or expect mismatch)."""
    try:
        r = run31(text)
    except InputError as e:
        return e
    assert r.first_problem is not None, "expected a problem"
    return r.first_problem


def sixteen(turns: str, extra: str = "") -> str:
    """A 16-player deck-mode record with the natural deck: pool Ac Ad Ah, one card (As) in the stock."""
    names = ", ".join(f"P{i}" for i in range(1, 17))
    return (f"game: thirty-one\nplayers: [{names}]\ndealer: P16\ndeals:\n  - deck: [{', '.join(NATURAL)}]\n"
            f"{extra}    turns:\n{turns}")
