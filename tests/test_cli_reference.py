"""docs/cli.md is generated from the typer app; this fails when the committed page is stale."""

from __future__ import annotations

from stopbus_ref.cli.reference import markdown
from tests.helpers import ROOT
from tests.test_cli import COMMANDS


def test_cli_reference_docs_cli_md_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert committed == markdown(), "docs/cli.md is stale: run `python -m stopbus_ref.cli.reference > docs/cli.md`"


def test_cli_reference_covers_every_command_option() -> None:
    page = markdown()
    for command in COMMANDS:
        assert f"### `stopbus {command}`" in page
    for option in ("--sources", "--lang", "--quiet", "--brief", "--deal", "--search", "--strategy", "--version"):
        assert f"`{option}`" in page, option
    assert "[bold]" not in page and "&#x27;" not in page
