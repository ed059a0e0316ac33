"""docs/cli.md is generated from the typer app; this fails when the committed page is stale."""

from __future__ import annotations

from stopbus_ref.cli.reference import man_page, markdown
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


def test_cli_reference_man_page_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "stopbus.1").read_text(encoding="utf-8")
    assert committed == man_page(), "stale: python -m stopbus_ref.cli.reference --man > docs/stopbus.1"


def test_cli_reference_man_page_names_every_command() -> None:
    page = man_page()
    assert page.startswith(".TH STOPBUS 1 ")
    for command in [*COMMANDS, "table", "schema", "help"]:
        assert f".SS stopbus {command}\n" in page
    assert not any(line.startswith((".", "'")) and line.split()[0] not in (".TH", ".SH", ".SS", ".TP", ".PP", ".B",
                                                                         ".nf", ".fi") for line in page.splitlines())



def test_cli_reference_man_page_is_installed_where_man_looks() -> None:
    """The wheel puts it in share/man/man1 (.ci/run builds the wheel and checks that it is there)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shared = project["tool"]["hatch"]["build"]["targets"]["wheel"]["shared-data"]
    assert shared == {"docs/stopbus.1": "share/man/man1/stopbus.1"}
