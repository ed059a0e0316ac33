"""A third game added by the guide of docs/architecture.md: the toy game of tests/toygame.py, registered
through STOPBUS_GAMES and nothing else, runs `rules`, `replay` and `schema` through the real command line."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
STOPBUS = pathlib.Path(sys.executable).parent / "stopbus"


def _stopbus(*args: str, cwd: pathlib.Path, toy: bool = True) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("STOPBUS_GAMES", None)
    if toy:
        env["STOPBUS_GAMES"] = "tests.toygame"
    return subprocess.run([str(STOPBUS), *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60)


@pytest.fixture
def record(tmp_path: pathlib.Path) -> pathlib.Path:
    path = tmp_path / "toy.yaml"
    path.write_text("game: toy\nplayers: [Ann, Ben]\ndeals:\n  - {Ann: Kh, Ben: 9c}\n  - {Ann: 2c, Ben: Ad}\n")
    return path


def test_toy_high_card_rules_through_the_cli(tmp_path: pathlib.Path) -> None:
    r = _stopbus("rules", "--game", "toy", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("toy-high-card: The highest card wins the deal"), r.stderr
    r = _stopbus("rules", "--game", "high-card", "toy-high-card", "--json", cwd=tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)[0]["id"] == "toy-high-card"


def test_toy_high_card_replay_through_the_cli(record: pathlib.Path) -> None:
    r = _stopbus("replay", str(record), cwd=record.parent)
    assert (r.returncode, r.stdout) == (0, "Deal 1: Ann wins [toy-high-card]\nDeal 2: Ben wins [toy-high-card]\n")
    r = _stopbus("replay", str(record), "--json", cwd=record.parent)
    assert r.returncode == 0 and [d["winner"] for d in json.loads(r.stdout)["deals"]] == ["Ann", "Ben"]


def test_toy_high_card_tie_is_refused_with_the_rule(record: pathlib.Path) -> None:
    record.write_text("game: toy\nplayers: [Ann, Ben]\ndeals:\n  - {Ann: Kh, Ben: Kc}\n")
    r = _stopbus("replay", str(record), "--json", cwd=record.parent)
    assert r.returncode == 1 and "[toy-high-card]" in r.stderr
    out = json.loads(r.stdout)
    assert out["game"] == "toy" and out["error"]["rule"] == "toy-high-card"
    assert out["error"]["title"] == "The highest card wins the deal"


def test_toy_high_card_schema_has_the_game_branch(tmp_path: pathlib.Path) -> None:
    r = _stopbus("schema", cwd=tmp_path)
    schema = json.loads(r.stdout)
    assert r.returncode == 0 and "toy-record" in schema["$defs"]
    assert "toy-record" not in json.loads(_stopbus("schema", cwd=tmp_path, toy=False).stdout)["$defs"]


def test_toy_high_card_unknown_without_registration(record: pathlib.Path) -> None:
    r = _stopbus("replay", str(record), cwd=record.parent, toy=False)
    assert r.returncode == 2 and "unknown game 'toy'" in r.stderr
