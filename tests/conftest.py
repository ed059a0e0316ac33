"""Fixtures: a CliRunner-isolated call of the real entry point `stopbus_ref.cli.main`."""

from __future__ import annotations

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
