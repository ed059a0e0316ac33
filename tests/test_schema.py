"""`stopbus schema`: the record format as JSON Schema; docs copy current; every scenario checked."""

from __future__ import annotations

import json
import pathlib
import re
from typing import Any

import jsonschema
import pytest
import yaml

from stopbus_ref.records.schema import record_schema, schema_text
from tests.helpers import ROOT, SCENARIOS

FILES = sorted(SCENARIOS.glob("*.yaml"))
HEADER = "# yaml-language-server: $schema=../docs/record.schema.json"
SEMANTIC = {"31-25-input-joker-outside-variant.yaml", "31-27-input-missing-turn-name.yaml",
            "31-42-input-lives-mapping-leaves-out-a-player.yaml", "40-input-tokens-mapping-leaves-out-a-player.yaml"}
"""Unreadable records whose problem depends on other keys (the variant, the mode, the players): the schema cannot
see it."""
OTHER_GAME_FORMS = {"31-43-brag-record-with-swap-mapping.yaml"}
"""Brag records that use the 31-point game's mapping form of a swap: read, and breaking other-games (exit 1), but
not a Brag turn's shape, so the schema (an editor's check) refuses them too."""


def _exit(path: pathlib.Path) -> int:
    m = re.search(r"^# exit: (\d)", path.read_text(encoding="utf-8"), re.M)
    return int(m.group(1)) if m else 0


def _data(path: pathlib.Path) -> Any:
    """The record as an editor's YAML server sees it: JSON types (dates as text)."""
    return json.loads(json.dumps(yaml.safe_load(path.read_text(encoding="utf-8")), default=str))


def test_schema_is_valid_draft_2020_12() -> None:
    jsonschema.Draft202012Validator.check_schema(record_schema())


def test_docs_copy_is_current() -> None:
    """docs/record.schema.json is `stopbus schema` output (regenerate: stopbus schema > docs/record.schema.json)."""
    assert (ROOT / "docs" / "record.schema.json").read_text(encoding="utf-8") == schema_text()


def test_schema_command_prints_it(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("schema")
    assert r.exit_code == 0 and json.loads(r.stdout) == record_schema()


def _keys_without_description(node: Any, path: str = "") -> list[str]:
    out = []
    if isinstance(node, dict):
        for group in ("properties", "patternProperties", "$defs"):
            for k, v in (node.get(group) or {}).items():
                if isinstance(v, dict) and "description" not in v:
                    out.append(f"{path}/{group}/{k}")
        for k, v in node.items():
            out += _keys_without_description(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _keys_without_description(v, f"{path}/{i}")
    return out


def test_every_key_has_a_description() -> None:
    assert _keys_without_description(record_schema()) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_names_the_schema_and_matches_it(path: pathlib.Path) -> None:
    assert path.read_text(encoding="utf-8").splitlines()[0] == HEADER
    validator = jsonschema.Draft202012Validator(record_schema())
    errors = list(validator.iter_errors(_data(path)))
    if _exit(path) == 2 and path.name not in SEMANTIC:  # an unreadable record is refused by the schema too
        assert errors, f"{path.name} is unreadable but matches the schema"
    elif _exit(path) == 2 or path.name not in OTHER_GAME_FORMS:
        assert errors == [], [e.message for e in errors]
    else:
        assert errors, f"{path.name} uses the other game's turn form but matches the Brag schema"


def test_schema_refuses_unknown_keys_and_keeps_extensions() -> None:
    validator = jsonschema.Draft202012Validator(record_schema())
    base = {"players": ["Ann", "Ben"], "dealer": "Ann", "deals": [{"upcard": "5h", "turns": [], "x-mine": 1}],
            "x-source": {"any": "thing"}, "title": "t", "place": "p", "date": "2026-11-30", "notes": "n"}
    assert list(validator.iter_errors(base)) == []
    assert list(validator.iter_errors(base | {"pool": 3}))
    assert list(validator.iter_errors(base | {"deals": [{"upcard": "1h"}]}))


def test_metadata_is_kept_and_never_an_error() -> None:
    from tests.helpers import run

    text = ("title: A game\ndate: 2026-11-30\nplace: Leeds\nnotes: [x, y]\nx-anything: {a: 1}\n"
            "players: [Ann, Ben]\ndealer: Ann\ndeals:\n  - upcard: 5h\n    x-deal-note: hi\n    turns: []\n")
    r = run(text)
    assert r.exit_code == 0
    assert r.scenario.meta == {"title": "A game", "date": "2026-11-30", "place": "Leeds", "notes": ["x", "y"],
                               "x-anything": {"a": 1}}


def test_metadata_in_a_thirty_one_record_is_kept_and_shown(cli, tmp_path: pathlib.Path) -> None:  # type: ignore[no-untyped-def]
    text = (ROOT / "scenarios" / "31-01-swap-one-knock-final-circuit.yaml").read_text(encoding="utf-8")
    f = tmp_path / "m.yaml"
    f.write_text(text + "title: Club night\ndate: 2026-11-30\nplace: Leeds\nx-table: 4\n", encoding="utf-8")
    r = cli("replay", str(f), "--json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["meta"] == {"title": "Club night", "date": "2026-11-30", "place": "Leeds",
                                            "x-table": 4}
    assert "Club night · 2026-11-30 · Leeds" in cli("replay", str(f)).stdout
    validator = jsonschema.Draft202012Validator(record_schema())
    assert list(validator.iter_errors(json.loads(json.dumps(yaml.safe_load(f.read_text()), default=str)))) == []
