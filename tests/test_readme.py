"""The README starts a newcomer: its two commands come first, and its session prints what it shows."""

from __future__ import annotations

import re

import pytest

from tests.doc_sessions import ROOT, output, steps

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_starts_with_the_two_commands_ci_runs() -> None:
    blocks = re.findall(r"^```(\w+)\n(.*?)^```$", README, re.S | re.M)
    assert [lang for lang, _ in blocks[:2]] == ["bash", "bash"]
    first, second = (body.strip() for _, body in blocks[:2])
    assert '.venv/bin/pip install -e . ' in first and "[test]" not in first, "the first command installs the tool alone"
    assert first.endswith("stopbus replay scenarios/01-worked-final-turn.yaml")
    assert '".[test]"' in second and second.endswith("-m pytest -n auto")
    assert "venv" not in second.replace(".venv/bin/", ""), "the second command makes nothing the first did not"


def test_readme_names_the_install_for_people_who_only_want_the_command() -> None:
    assert "pipx install ." in README and "uv tool install ." in README


@pytest.mark.parametrize("step", steps(README), ids=lambda s: s.command)
def test_readme_session_prints_what_it_shows(step) -> None:  # type: ignore[no-untyped-def]
    assert output(step.command) == step.shown


def test_readme_links_point_at_pages_that_exist() -> None:
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        if target != "docs/architecture.md":  # written with the package layout, beside this page's work
            assert (ROOT / target).is_file(), target
