"""The Dutch and French quick-starts (docs/quickstart-nl.md, docs/quickstart-fr.md): the README's "Settle an
argument" session and the table's quick-start in the language, with cards typed in its words; every command on
the pages is run and must print what the page shows. `python -m tests.doc_sessions docs/quickstart-nl.md
docs/quickstart-fr.md` rewrites the pages' output from the real one (after a translation changes)."""

from __future__ import annotations

import pytest

from tests.doc_sessions import ROOT, Step, blocks, output

PAGES = {code: (ROOT / "docs" / f"quickstart-{code}.md").read_text(encoding="utf-8") for code in ("nl", "fr")}


@pytest.mark.parametrize("code", PAGES)
def test_a_quickstart_has_the_readme_session_and_the_table(code: str) -> None:
    page = PAGES[code]
    commands = [step.command for block in blocks(page) for step in block]
    assert len(blocks(page)) == 2 and all(f"--lang {code}" in c for c in commands)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"docs/quickstart-{code}.md" in readme
    assert f"quickstart-{code}\n" in (ROOT / "docs" / "index.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("block", [b for page in PAGES.values() for b in blocks(page)],
                         ids=lambda b: b[0].command[:40])
def test_a_quickstart_block_prints_what_it_shows(block: list[Step]) -> None:
    for step in block:
        assert output(step.command) == step.shown, step.command
