"""A third game built on the kit (tests/toygame.py: cards exchanged with a face-up pool of three, ranked by
Brag's order), registered through STOPBUS_GAMES and nothing else, runs `rules`, `replay`, a piped `table`
deal, `odds` and `simulate` with workers through the real command line."""

from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
STOPBUS = pathlib.Path(sys.executable).parent / "stopbus"
TOY = ROOT / "tests" / "toygame.py"

RECORD = """game: toy
players: [Ann, Ben, Cat]
dealer: Ann
deals:
  - pool: 7h Kd 2c
    hands: {Ann: 2s 3s 4s, Ben: 5d 6d 9d, Cat: Ah Ad 6s}
    turns:
      - Ben: swap 5d 7h
      - Cat: stop
      - Ann: pass
      - Ben: all
"""


def _stopbus(*args: str, cwd: pathlib.Path, toy: bool = True, stdin: str | None = None
             ) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1", COLUMNS="100")
    env.pop("STOPBUS_GAMES", None)
    if toy:
        env["STOPBUS_GAMES"] = "tests.toygame"
    return subprocess.run([str(STOPBUS), *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=120,
                          input=stdin)


@pytest.fixture
def record(tmp_path: pathlib.Path) -> pathlib.Path:
    path = tmp_path / "toy.yaml"
    path.write_text(RECORD)
    return path


def test_the_toy_game_is_small_and_built_on_the_kit() -> None:
    """At most 400 non-blank lines, and nothing of the 31-point game or of a front-end imported: the toy game
    declares its rules and configures the kit (Brag's ranking is the one public function it borrows)."""
    text = TOY.read_text(encoding="utf-8")
    assert sum(1 for line in text.splitlines() if line.strip()) <= 400
    imported = [n.module or "" for n in ast.walk(ast.parse(text)) if isinstance(n, ast.ImportFrom)]
    assert all(not m.startswith(("stopbus_ref.thirty_one", "stopbus_ref.ui", "stopbus_ref.cli")) for m in imported)
    assert "stopbus_ref.kit.pool" in imported


def test_rules_through_the_cli(tmp_path: pathlib.Path) -> None:
    r = _stopbus("rules", "--game", "toy", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("toy-deal: Three cards each and a pool of three."), r.stderr
    r = _stopbus("rules", "--game", "pool-brag", "toy-showdown", "--json", cwd=tmp_path)
    assert r.returncode == 0 and [x["id"] for x in json.loads(r.stdout)] == ["toy-showdown"]
    assert json.loads(r.stdout)[0]["citations"][0]["section"] == "02 Full Brag ranking"


def test_replay_through_the_cli(record: pathlib.Path) -> None:
    r = _stopbus("replay", str(record), cwd=record.parent)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "No winner yet: 1 deal"
    assert "  Cat: stop [toy-stop]" in r.stdout and "  Ben: all [toy-final-turn]" in r.stdout
    assert "  Ben loses a life, 1 left [toy-showdown, toy-lives]" in r.stdout, r.stdout
    out = json.loads(_stopbus("replay", str(record), "--json", cwd=record.parent).stdout)
    deal = out["deals"][0]
    assert out["game"] == "toy" and deal["showdown"]["loser"] == "Ben" and deal["next_dealer"] == "Ben"
    assert [p["player"] for p in deal["showdown"]["order"]] == ["Ann", "Cat", "Ben"]


def test_a_refused_move_names_its_rule_and_line(record: pathlib.Path) -> None:
    record.write_text(RECORD.replace("Ben: swap 5d 7h", "Cat: swap 6s 7h"))
    r = _stopbus("replay", str(record), "--json", cwd=record.parent)
    assert r.returncode == 1 and "[toy-turn]" in r.stderr, r.stderr
    assert ":8: deal 1: it is Ben's turn, not Cat's" in r.stderr
    out = json.loads(r.stdout)
    assert out["game"] == "toy" and out["error"]["rule"] == "toy-turn"


def test_a_piped_table_deal_records_what_replay_rules(tmp_path: pathlib.Path) -> None:
    lines = "deal 7h kd 2c 5d 6d 9d ah ad 6s 2s 3s 4s\nBen: swap 5d 7h\nCat: stop\nAnn: pass\nBen: all\nstatus --json\n"
    r = _stopbus("table", "--game", "toy", "Ann", "Ben", "Cat", "--record", "t.yaml", cwd=tmp_path, stdin=lines)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "  Ben loses a life, 1 left [toy-showdown, toy-lives]" in r.stdout
    state = json.loads(next(line for line in r.stdout.splitlines() if line.startswith("{")))
    assert (state["phase"], state["deal"], state["dealer"]) == ("deal", 2, "Ben")
    again = _stopbus("replay", "t.yaml", "--json", cwd=tmp_path)
    assert json.loads(again.stdout)["deals"][0]["showdown"]["loser"] == "Ben"


def test_odds_through_the_cli(tmp_path: pathlib.Path) -> None:
    r = _stopbus("odds", "--game", "toy", "2c 3d 5h", "--players", "4", "--samples", "3000", "--json", cwd=tmp_path)
    out = json.loads(r.stdout)
    assert r.returncode == 0 and out["worst"] > 0.9 and out["ci95"][0] <= out["worst"] <= out["ci95"][1]
    r = _stopbus("odds", "--game", "toy", "3c 3d 3h", "--samples", "3000", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("3c 3d 3h: the worst of 4 hands just dealt in 0.0% of deals")


def test_simulate_with_workers_through_the_cli(tmp_path: pathlib.Path) -> None:
    r = _stopbus("simulate", "--game", "toy", "--players", "3", "--seed", "7", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    (tmp_path / "sim.yaml").write_text(r.stdout)
    out = json.loads(_stopbus("replay", "sim.yaml", "--json", cwd=tmp_path).stdout)
    assert out["exit_code"] == 0 and out["winner"] is not None
    one, two = (_stopbus("simulate", "--game", "toy", "--summary", "--games", "40", "--workers", w, "--json",
                         cwd=tmp_path) for w in ("1", "2"))
    assert one.returncode == two.returncode == 0, two.stderr
    assert json.loads(one.stdout) == json.loads(two.stdout)
    assert json.loads(one.stdout)["games"] == sum(json.loads(one.stdout)["wins"].values()) == 40


def test_schema_has_the_game_branch(tmp_path: pathlib.Path) -> None:
    schema = json.loads(_stopbus("schema", cwd=tmp_path).stdout)
    assert "toy-record" in schema["$defs"]
    assert "toy-record" not in json.loads(_stopbus("schema", cwd=tmp_path, toy=False).stdout)["$defs"]


def test_unknown_without_registration(record: pathlib.Path) -> None:
    r = _stopbus("replay", str(record), cwd=record.parent, toy=False)
    assert r.returncode == 2 and "unknown game 'toy'" in r.stderr
