"""The rough edges a new user hit in the first ten minutes, each reproduced with a real process."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.helpers import ROOT, SCENARIOS, STOPBUS, spawn_stopbus


def stopbus(*args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    """`stopbus ARGS` in a real process, output piped; `env` added to the environment."""
    return subprocess.run([*STOPBUS, *args], input=stdin, capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={**os.environ, "COLUMNS": "80", **env})


def at_terminal(*args: str) -> tuple[str, int]:
    """Everything `stopbus ARGS` prints at a terminal (stdout and stderr on the one screen), and its exit code."""
    child = spawn_stopbus(list(args), ROOT)
    text = child.read()
    child.close()
    return text, child.exitstatus


def test_deck_broken_rule_is_printed_once_at_a_terminal() -> None:
    text, code = at_terminal("replay", str(SCENARIOS / "29-illegal-card-dealt-twice.yaml"))
    assert code == 1 and text.count("is dealt to both") == 1, text


def test_deck_broken_rule_piped_is_on_stdout_and_stderr() -> None:
    r = stopbus("replay", str(SCENARIOS / "29-illegal-card-dealt-twice.yaml"))
    assert r.returncode == 1 and "is dealt to both" in r.stdout and r.stderr.startswith("error: ")


def test_expect_not_met_is_printed_once_at_a_terminal() -> None:
    text, code = at_terminal("replay", str(SCENARIOS / "34-expect-not-met.yaml"))
    assert code == 3 and text.count("the ruling is Ben") == 1, text
