"""The 31-point game's scenarios (scenarios/31-NN-*.yaml): each replays to the exit code and rule its header states.

Also the public acceptance records of the contract (../shared/acceptance/scenarios31), when present,
through the real command line.
"""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import sys

import pytest

from stopbus_ref.brag.rulebook import BY_ID as BRAG_IDS
from stopbus_ref.core.errors import InputError
from stopbus_ref.thirty_one.rule_ids import RuleId
from stopbus_ref.thirty_one.rulebook import BY_ID
from tests.helpers import exit_code as brag_exit_code
from tests.helpers import run as brag_run
from tests.helpers31 import problem, run31

ROOT = pathlib.Path(__file__).resolve().parent.parent
FILES = sorted(p for p in (ROOT / "scenarios").glob("*.yaml") if re.match(r"31-\d\d-", p.name))
PUBLIC = ROOT.parent / "shared" / "acceptance" / "scenarios31"


def header(path: pathlib.Path) -> tuple[int, str]:
    text = path.read_text(encoding="utf-8")
    m = re.search(r"^# exit: (\d)", text, re.M)
    rule = re.search(r"^# rule: ([a-z0-9:-]+)", text, re.M)  # house rules: house:KEY
    assert m and rule, f"{path.name} must state '# exit:' and '# rule:'"
    return int(m.group(1)), rule.group(1)


def test_31_scenarios_library_covers_every_variant_and_error_kind() -> None:
    assert len(FILES) >= 20
    texts = [p.read_text(encoding="utf-8") for p in FILES]
    for variant in ("blitz", "four-card", "jokers", "pot"):
        assert any(re.search(rf"^variant: \[.*{variant}", t, re.M) for t in texts), variant
    assert any("score: best-suit" in t for t in texts) and any("blitz-31: knockout" in t for t in texts)
    assert {header(p)[0] for p in FILES} == {0, 1, 2, 3}
    assert any("deck:" in t for t in texts) and any("pool:" in t for t in texts)
    assert any("reshuffles:" in t for t in texts)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_31_scenario_replays_as_its_header_says(path: pathlib.Path) -> None:
    want, rule = header(path)
    text = path.read_text(encoding="utf-8")
    if not re.search(r"^game: (thirty-one|31)", text, re.M):  # a Brag record using a word of the 31-point game
        assert rule in BRAG_IDS and brag_exit_code(text) == want
        err = brag_run(text).first_problem
        assert err is not None and err.rule == rule and "game: thirty-one" in err.message
        return
    assert rule in BY_ID
    if want == 0:
        assert "expect:" in text, "a legal scenario states its outcome in an expect block"
        r = run31(text)
        assert r.exit_code == 0, r.first_problem
        return
    e = problem(text)
    assert e.exit_code == want and e.rule == rule and e.line is not None, e.one_line()
    if want == 2:
        assert isinstance(e, InputError)


def _check_public(path: pathlib.Path, got: dict, code: int) -> list[str]:
    exp = json.loads(path.with_suffix("").with_suffix(".expect.json").read_text())
    out = []
    if code not in exp["exit_code"]:
        out.append(f"exit {code}")
    for k in ("winner", "shared_win"):
        if k in exp and got.get(k) != exp[k]:
            out.append(k)
    for want, have in zip(exp.get("deals", []), got["deals"], strict=False):
        for k in ("ended_by", "lives_after", "next_dealer", "pot"):
            if k in want and have.get(k) != want[k]:
                out.append(k)
        if "losers" in want and sorted(have["showdown"]["losers"]) != sorted(want["losers"]):
            out.append("losers")
        if "eliminated" in want and sorted(have["eliminated"]) != sorted(want["eliminated"]):
            out.append("eliminated")
    return out


@pytest.mark.skipif(not PUBLIC.is_dir(), reason="the shared acceptance folder is not beside the project")
@pytest.mark.parametrize("path", sorted(PUBLIC.glob("*.yaml")) if PUBLIC.is_dir() else [], ids=lambda p: p.stem)
def test_31_public_acceptance_records(path: pathlib.Path) -> None:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(path), "--json"], capture_output=True,
                       text=True, timeout=60)
    assert "Traceback" not in p.stderr
    got = json.loads(p.stdout)
    assert got["game"] == "thirty-one"
    assert _check_public(path, got, p.returncode) == []


def test_31_error_kinds_carry_registered_ids() -> None:
    for path in FILES:
        want, rule = header(path)
        if want:
            assert rule in BY_ID or rule in BRAG_IDS
    assert {header(p)[1] for p in FILES} >= {
        RuleId.BLITZ, RuleId.INSTANT_31, RuleId.REFILL, RuleId.RECYCLE, RuleId.FOUR_CARD,
        RuleId.JOKERS, RuleId.POT, RuleId.SHARED_WIN, RuleId.STOCK_EXHAUSTED}
