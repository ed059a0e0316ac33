"""docs/json.md documents every JSON shape: each example is run and must have exactly the keys shown."""

from __future__ import annotations

import json
import pathlib
import re
import shlex
from typing import Any

import pytest

from tests.helpers import ROOT

DOC = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"<!-- shape: (.*?) -->\n```json\n(.*?)```", DOC, re.S)
DATA_KEYED = {"tokens_before", "tokens_after", "stopper_lost"}  # maps keyed by players or categories


def _json_docs(text: str) -> list[Any]:
    """The JSON values of a block: one object, or one per line (JSON lines)."""
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def same_keys(doc: Any, got: Any, path: str = "$") -> list[str]:
    """Differences in keys between a documented value and a real one (values themselves may differ)."""
    if doc is None or got is None:
        return []
    if isinstance(doc, dict) and isinstance(got, dict):
        out = []
        if path.rsplit(".", 1)[-1] in DATA_KEYED:
            if doc and got:
                out += same_keys(next(iter(doc.values())), next(iter(got.values())), path + ".*")
            return out
        if set(doc) != set(got):
            out.append(f"{path}: documented {sorted(doc)} but got {sorted(got)}")
        for k in set(doc) & set(got):
            out += same_keys(doc[k], got[k], f"{path}.{k}")
        return out
    if isinstance(doc, list) and isinstance(got, list):
        return same_keys(doc[0], got[0], path + "[0]") if doc and got else []
    if isinstance(doc, dict) != isinstance(got, dict) or isinstance(doc, list) != isinstance(got, list):
        return [f"{path}: documented {type(doc).__name__} but got {type(got).__name__}"]
    return []


def test_json_docs_has_every_json_command() -> None:
    commands = {shlex.split(args.split(" ; ")[0])[0] for args, _ in BLOCKS}
    assert commands == {"rank", "compare", "hands", "replay", "rules", "ask", "simulate", "odds", "table"}
    assert len(BLOCKS) >= 11


@pytest.mark.parametrize("args,block", BLOCKS, ids=[a for a, _ in BLOCKS])
def test_json_docs_shape_matches_the_command(cli, args: str, block: str, tmp_path: pathlib.Path) -> None:
    command, _, stdin = args.partition(" ; input: ")
    argv = [a.replace(",", " ") if "=" in a else a for a in shlex.split(command)]
    argv = [str(ROOT / a) if a.startswith("scenarios/") else a for a in argv]  # from any working directory
    argv = [str(tmp_path / "game.yaml") if a == "RECORD" else a for a in argv]  # a table session's record
    r = cli(*argv, input=stdin.replace("\\n", "\n") + "\n" if stdin else None)
    table = argv[0] == "table"  # a table session prints words; its `status --json` lines are the JSON
    got = [json.loads(line) for line in r.stdout.splitlines() if not table or line.startswith("{")]
    documented = _json_docs(block)
    assert len(got) == len(documented), r.stdout
    for doc, real in zip(documented, got, strict=True):
        assert same_keys(doc, real) == []


def test_json_docs_shape_check_can_fail() -> None:
    assert same_keys({"a": 1, "b": {"c": 2}}, {"a": 1, "b": {"d": 2}}) == [
        "$.b: documented ['c'] but got ['d']"]
    assert same_keys([{"x": 1}], [{"y": 1}]) != []
