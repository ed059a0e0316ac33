"""Fixtures: a CliRunner-isolated call of the real entry point `stopbus_ref.cli.main`."""

from __future__ import annotations

import pathlib
import sys
from collections.abc import Callable

import pytest
from typer.testing import CliRunner


class Result:
    """What a CLI run gave: exit code, stdout, stderr."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.exit_code, self.stdout, self.stderr = code, out, err


@pytest.fixture
def cli() -> Callable[..., Result]:
    """Run `stopbus ARGS` in-process: `main` itself, inside CliRunner's isolated stdin/stdout/stderr."""
    from stopbus_ref.cli import main

    runner = CliRunner()

    def run(*args: str, input: str | None = None) -> Result:
        with runner.isolation(input=input) as (out, err, _mixed):
            code = main(list(args))
            sys.stdout.flush()
            sys.stderr.flush()
            return Result(code, out.getvalue().decode(), err.getvalue().decode())

    return run


SLOW_LIST = pathlib.Path(__file__).with_name("slow.txt")
"""The tests marked `slow` (over 2 s on an idle 2-core machine), one node id a line; measured with
`pytest -n 2 --durations=0` and kept in one file so that marking a test slow touches no test module."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests slow.txt lists with the `slow` marker (`pytest -m "not slow"` leaves them out)."""
    slow = {line.strip() for line in SLOW_LIST.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}
    for item in items:
        if item.nodeid in slow:
            item.add_marker(pytest.mark.slow)
