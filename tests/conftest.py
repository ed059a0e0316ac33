"""Shared test helpers: paths and a CliRunner that calls the real entry point."""

from __future__ import annotations

import pathlib

import pytest
from typer.testing import CliRunner

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SHARED = ROOT.parent / "shared"


class Result:
    """What a CLI run gave: exit code, stdout, stderr."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.exit_code, self.stdout, self.stderr = code, out, err


@pytest.fixture
def cli():
    """Run `stopbus ARGS` in-process through typer's CliRunner and `main`'s error handling."""
    from stopbus_ref import cli as cli_mod

    runner = CliRunner()

    def run(*args: str, input: str | None = None) -> Result:
        box: dict[str, int] = {}

        def entry() -> None:
            box["code"] = cli_mod.main(list(args))

        import typer

        shim = typer.Typer()
        shim.command()(entry)
        r = runner.invoke(shim, [], input=input)
        if r.exception and not isinstance(r.exception, SystemExit):
            raise r.exception
        return Result(box.get("code", r.exit_code), r.stdout, r.stderr)

    return run


def _guard_rule_ids() -> None:
    """Every error the tool builds, in any test, must carry a registered rule id (or none)."""
    from stopbus_ref.brag.rulebook import BY_ID as BRAG_IDS
    from stopbus_ref.errors import StopbusError
    from stopbus_ref.thirty_one.rulebook import BY_ID as IDS_31

    BY_ID = {**BRAG_IDS, **IDS_31}

    original = StopbusError.__init__

    def checked(self, message: str, **kw) -> None:  # type: ignore[no-untyped-def]
        rule = kw.get("rule")
        assert rule is None or rule in BY_ID, f"error with unregistered rule id {rule!r}: {message}"
        original(self, message, **kw)

    StopbusError.__init__ = checked  # type: ignore[method-assign]


_guard_rule_ids()
