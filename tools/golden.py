"""The golden harness: run a fixed plan of `stopbus` invocations through one installed `stopbus` and keep
every answer (stdout, stderr, exit code, and the record a table session wrote), so that two versions of the
program can be compared byte for byte.

    python tools/golden.py plan CORPUS PLAN.json          # the invocations: scenarios, corpus, commands
    python tools/golden.py run PLAN.json OUT --stopbus .venv/bin/stopbus [--workers 4]
    python tools/golden.py diff OLD NEW                   # the invocations whose answers differ

CORPUS is a folder of records (`*.yaml`, e.g. `stopbus simulate` output of both games, every house rule),
optional table scripts (`tables/*.json`: {"argv": [...], "lines": [...]}) and optional questions
(`questions.json`: a list of [game, question]). Every process runs with the same environment (no colour,
80 columns, an empty configuration folder, a UTF-8 locale) from a scratch folder; paths in the answers are
the plan's own, so two runs compare whatever folder they were made in.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"

Invocation = dict[str, object]


def _replays(path: pathlib.Path, *, many: bool) -> list[Invocation]:
    """The replay invocations of one record: every view of a scenario, the main views of a corpus record."""
    f = str(path)
    views: list[list[str]] = [[], ["--json"], ["--brief"]]
    if many:
        views += [["-q"], ["--sources"], ["--quotes", "nl"], ["--quotes", "fr"], ["--lang", "all"], ["--odds"],
                  ["--odds", "--json"], ["--deal", "1"], ["--deal", "1", "--json"], ["--json", "--sources"]]
    return [{"id": f"replay {path.name} {' '.join(v)}".strip(), "argv": ["replay", f, *v]} for v in views]


BRAG_HOUSE = ["run-vs-flush=flush", "top-prial=aces", "top-run=akq", "floating=false", "stock-empty=compare",
              "dealer-skip=false", "stopper-safe=true"]
HOUSE31 = ["score=best-suit", "blitz-31=knockout", "caller-safe=true"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["c", "d", "h", "s"]
SYMBOL = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def _hand(rng: random.Random, style: int) -> str:
    cards = rng.sample([(r, s) for r in RANKS for s in SUITS], 3)
    if style == 0:
        return " ".join(f"{r.lower()}{s}" for r, s in cards)
    if style == 1:
        return " ".join(f"{r}{SYMBOL[s]}" for r, s in cards)
    return ",".join(f"{r}{s.upper()}" for r, s in cards)


def plan(corpus: pathlib.Path) -> list[Invocation]:
    """Every invocation of the golden set, in a fixed order."""
    rng = random.Random(2026)
    out: list[Invocation] = []
    scenario_files = sorted((ROOT / "scenarios").glob("*.yaml"))
    for d in (SHARED / "acceptance" / "scenarios", SHARED / "acceptance" / "scenarios31"):
        scenario_files += sorted(d.glob("*.yaml"))
    for path in scenario_files:
        out += _replays(path, many=True)
        is31 = "thirty-one" in path.read_text(encoding="utf-8")
        for h in HOUSE31 if is31 else BRAG_HOUSE:
            out.append({"id": f"replay {path.name} --house {h}", "argv": ["replay", str(path), "--house", h]})
            out.append({"id": f"replay {path.name} --what-if {h}", "argv": ["replay", str(path), "--what-if", h]})
        out.append({"id": f"replay {path.name} --what-if json", "argv": ["replay", str(path), "--json", "--what-if",
                                                                        (HOUSE31 if is31 else BRAG_HOUSE)[-1]]})
    records = sorted(corpus.glob("*.yaml"))
    for i, path in enumerate(records):
        out += _replays(path, many=False)
        if i % 10 == 0:
            out.append({"id": f"replay {path.name} --odds", "argv": ["replay", str(path), "--odds"]})
        if i % 7 == 0:
            h = rng.choice(HOUSE31 if path.name.startswith("t") else BRAG_HOUSE)
            out.append({"id": f"replay {path.name} --what-if {h}", "argv": ["replay", str(path), "--what-if", h]})
    # hands
    for i in range(300):
        hand = _hand(rng, i % 3)
        out.append({"id": f"rank {i}", "argv": ["rank", hand]})
        if i % 3 == 0:
            out.append({"id": f"rank json {i}", "argv": ["rank", hand, "--json"]})
        if i % 5 == 0:
            out.append({"id": f"rank 31 {i}", "argv": ["rank", "--game", "31", hand]})
            out.append({"id": f"rank 31 json {i}", "argv": ["rank", "--game", "31", hand, "--json"]})
        if i % 11 == 0:
            out.append({"id": f"rank house {i}", "argv": ["rank", hand, "--house", rng.choice(BRAG_HOUSE[:3])]})
    for i in range(200):
        n = rng.randint(2, 6)
        cards = rng.sample([(r, s) for r in RANKS for s in SUITS], 3 * n)
        hands = [f"P{j}=" + " ".join(f"{r}{s}" for r, s in cards[3 * j:3 * j + 3]) for j in range(n)]
        out.append({"id": f"compare {i}", "argv": ["compare", *hands]})
        if i % 2 == 0:
            out.append({"id": f"compare json {i}", "argv": ["compare", *hands, "--json"]})
        if i % 4 == 0:
            out.append({"id": f"compare q {i}", "argv": ["compare", "-q", *hands]})
            out.append({"id": f"compare 31 {i}", "argv": ["compare", "--game", "31", *hands]})
            out.append({"id": f"compare 31 json {i}", "argv": ["compare", "--game", "31", *hands, "--json"]})
        if i % 9 == 0:
            out.append({"id": f"compare house {i}", "argv": ["compare", *hands, "--house", rng.choice(BRAG_HOUSE[:3])]})
    # fixed commands
    fixed: list[list[str]] = [
        ["hands"], ["hands", "--classes"], ["hands", "--json"], ["hands", "--classes", "--json"],
        ["hands", "--game", "31"], ["hands", "--game", "31", "--json"], ["hands", "--game", "31", "--four-card"],
        ["hands", "--house", "run-vs-flush=flush"], ["hands", "--house", "top-prial=aces", "--json"],
        ["rules"], ["rules", "--json"], ["rules", "--markdown"], ["rules", "--game", "31"],
        ["rules", "--game", "31", "--json"], ["rules", "--game", "31", "--markdown"], ["rules", "house"],
        ["house"], ["house", "--json"], ["schema"], ["config"], ["config", "--json"], ["rules", "--verify"],
        ["rules", "--game", "31", "--verify"], ["-h"], ["--version"], ["help", "replay"],
        ["odds", "kd", "9s", "8s", "--players", "3"], ["odds", "kd 9s 8s", "--players", "2", "--json"],
        ["odds", "Kd 9s 8s", "--players", "5", "--seen", "2c Jh", "--samples", "2000"],
        ["odds", "Kd 9s 8s", "--players", "5", "--seen", "2c Jh", "--samples", "2000", "--json"],
        ["odds", "--game", "31", "Ks Qs 9s", "--players", "3"], ["odds", "--game", "31", "Ks Qs 9s", "--players", "4",
                                                                 "--json", "--samples", "2000"],
        ["odds", "qh qs 4c", "--players", "4", "--model", "play", "--samples", "1000"],
        ["odds", "--table", "--players", "3", "--samples", "500"],
        ["odds", "--game", "31", "--table", "--players", "3"],
        ["simulate", "--summary", "--games", "40", "--workers", "1"],
        ["simulate", "--summary", "--games", "40", "--workers", "2", "--json"],
        ["simulate", "--game", "31", "--summary", "--games", "40", "--workers", "1"],
        ["simulate", "--game", "31", "--summary", "--games", "30", "--json", "--workers", "2"],
        ["simulate", "--players", "3", "--seed", "5", "--table-view"], ["simulate", "--game", "31", "--seed", "3"],
        # errors and refusals
        ["rank", "ah", "kh"], ["rank", "zz", "kh", "qh"], ["rank", "ah", "ah", "qh"], ["compare", "ah kh qh"],
        ["replay", "no-such-file.yaml"], ["rules", "no-such-rule"], ["rnak"], ["rank", "--jsno", "ah", "kh", "qh"],
        ["rank", "--game", "chess", "ah", "kh", "qh"], ["hands", "--score", "best-suit"],
        ["odds", "ah", "kh", "qh", "--players", "40"], ["simulate", "--players", "99"],
        ["table", "Ann", "--dealer", "Ann"],
    ]
    for cmd in ["rank", "compare", "hands", "replay", "rules", "house", "ask", "simulate", "table", "schema", "odds",
                "config"]:
        fixed.append([cmd, "-h"])
    for words in ["who deals", "knocked out", "stock", "flush", "prial", "dealer", "tokens", "stop", "out"]:
        fixed.append(["rules", "--search", words])
        fixed.append(["rules", "--game", "31", "--search", words])
    for a in fixed:
        out.append({"id": " ".join(a), "argv": a})
    for game, flag in (("brag", []), ("31", ["--game", "31"])):
        ids = json.loads(subprocess.run([sys.executable, "-m", "stopbus_ref", "rules", "--json", *flag],
                                        capture_output=True, text=True, check=True, cwd=ROOT).stdout)["rules"]
        for r in ids:
            out.append({"id": f"rules {game} {r['id']}", "argv": ["rules", *flag, r["id"]]})
            out.append({"id": f"rules {game} {r['id']} json", "argv": ["rules", *flag, r["id"], "--json"]})
            if game == "brag":
                for lang in ("nl", "fr"):
                    out.append({"id": f"rules {r['id']} {lang}", "argv": ["rules", r["id"], "--quotes", lang]})
    # the live table, scripted
    for t in sorted((corpus / "tables").glob("*.json")):
        spec = json.loads(t.read_text(encoding="utf-8"))
        out.append({"id": f"table {t.name}", "argv": ["table", *spec["argv"]], "stdin": "\n".join(spec["lines"]) + "\n",
                    "record": True})
    qfile = corpus / "questions.json"
    if qfile.exists():
        for i, (game, q) in enumerate(json.loads(qfile.read_text(encoding="utf-8"))):
            flag = [] if game == "brag" else ["--game", "31"]
            out.append({"id": f"ask {i}", "argv": ["ask", *flag, q]})
            if i % 4 == 0:
                out.append({"id": f"ask json {i}", "argv": ["ask", *flag, q, "--json"]})
    # environments
    for env in ({"STOPBUS_ASCII": "1"}, {"LANG": "C", "LC_ALL": "C"}, {"COLUMNS": "50"}):
        for a in (["replay", "scenarios/16-game-to-winner.yaml"], ["rank", "ah", "kh", "qh"], ["rules", "dealer-skip"]):
            out.append({"id": f"{env} {' '.join(a)}", "argv": a, "env": env})
    return out


def _run_one(inv: Invocation, stopbus: list[str], base_env: dict[str, str]) -> dict[str, object]:
    env = {**base_env, **inv.get("env", {})}  # type: ignore[dict-item]
    with tempfile.TemporaryDirectory() as tmp:
        argv = list(inv["argv"])  # type: ignore[call-overload]
        if inv.get("record"):
            argv += ["--record", "game.yaml"]
        p = subprocess.run([*stopbus, *argv], input=inv.get("stdin"), capture_output=True, text=True, env=env,
                           cwd=ROOT if not inv.get("record") else tmp, timeout=600)
        result: dict[str, object] = {"argv": argv, "code": p.returncode, "stdout": p.stdout, "stderr": p.stderr}
        rec = pathlib.Path(tmp) / "game.yaml"
        if rec.exists():
            result["record"] = rec.read_text(encoding="utf-8")
    return result


def run(plan_file: pathlib.Path, out: pathlib.Path, stopbus: list[str], workers: int) -> None:
    invocations = json.loads(plan_file.read_text(encoding="utf-8"))
    out.mkdir(parents=True, exist_ok=True)
    cfg = tempfile.mkdtemp()
    base_env = {"PATH": os.environ.get("PATH", ""), "HOME": cfg, "XDG_CONFIG_HOME": cfg, "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8", "COLUMNS": "80", "NO_COLOR": "1", "TERM": "dumb", "PAGER": "cat",
                "PYTHONHASHSEED": "0"}
    with ThreadPoolExecutor(workers) as ex:
        results = list(ex.map(lambda inv: _run_one(inv, stopbus, base_env), invocations))
    with (out / "answers.jsonl").open("w", encoding="utf-8") as f:
        for inv, res in zip(invocations, results, strict=True):
            f.write(json.dumps({"id": inv["id"], **res}, ensure_ascii=False) + "\n")
    print(f"{len(results)} invocations -> {out / 'answers.jsonl'}")


def diff(old: pathlib.Path, new: pathlib.Path, show: int, subset: bool = False) -> int:
    def load(p: pathlib.Path) -> dict[str, dict[str, object]]:
        lines = (p / "answers.jsonl").read_text(encoding="utf-8").splitlines()
        return {d["id"]: d for d in map(json.loads, lines)}

    a, b = load(old), load(new)
    differ = [k for k in a if k in b and a[k] != b[k]]
    missing = [] if subset else [k for k in a if k not in b]
    print(f"{len(a)} old, {len(b)} new, {len(differ)} differ, {len(missing)} missing")
    import difflib

    for k in differ[:show]:
        print(f"== {k}")
        for field in ("code", "stdout", "stderr", "record"):
            x, y = a[k].get(field), b[k].get(field)
            if x != y:
                print(f"-- {field}")
                print("".join(difflib.unified_diff(str(x).splitlines(True), str(y).splitlines(True), n=1))[:3000])
    for k in differ[show:]:
        print(f"== {k}")
    return 1 if differ or missing else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="verb", required=True)
    p = sub.add_parser("plan")
    p.add_argument("corpus", type=pathlib.Path)
    p.add_argument("plan", type=pathlib.Path)
    r = sub.add_parser("run")
    r.add_argument("plan", type=pathlib.Path)
    r.add_argument("out", type=pathlib.Path)
    r.add_argument("--stopbus", default=str(ROOT / ".venv" / "bin" / "stopbus"))
    r.add_argument("--workers", type=int, default=4)
    d = sub.add_parser("diff")
    d.add_argument("old", type=pathlib.Path)
    d.add_argument("new", type=pathlib.Path)
    d.add_argument("--show", type=int, default=10)
    d.add_argument("--subset", action="store_true", help="NEW ran part of the plan: compare only what it ran")
    args = ap.parse_args()
    if args.verb == "plan":
        args.plan.write_text(json.dumps(plan(args.corpus), ensure_ascii=False, indent=0), encoding="utf-8")
        return 0
    if args.verb == "run":
        run(args.plan, args.out, args.stopbus.split(), args.workers)
        return 0
    return diff(args.old, args.new, args.show, args.subset)


if __name__ == "__main__":
    sys.exit(main())
