"""Every fast path against its plain twin, on the work it speeds up, side by side in CPU time (docs/performance.md,
"Fast paths"): the gain is the twin's CPU time over the fast path's, the median of rounds taken in turn.

A fast path is measured on the stage it belongs to, the smallest piece of a command's work the project measures:
a command's whole process for what touches start-up (a typical record, a scenario, and the long record), and on
the long record of bench/bench_replay.py (278 deals by the simulator; the 31-point game's: 2,000 rounds of
bench/bench_thirty_one.py; short ones in --tiny) for the others: loading its YAML, reading it into a record,
adjudicating it, writing its JSON, writing its text account. A fast path that gains less than 1.3x there is not
worth its twin (docs/performance.md); the figures are what decided which stayed (two of start-up's, under 1.3x,
stay for the start-up budget: bench_startup.py; json_safe's, under it too, for the JSON replay's goal of
bench_replay.py, section 6: docs/performance.md).

Run: python bench/bench_fast_paths.py [--runs N] [--only WORDS,WORDS] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: short records and one round, as the test suite runs it.)
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import in_process, median_ratio, processes  # bench/, the script's own folder

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "01-worked-final-turn.yaml"


@contextlib.contextmanager
def patched(obj: Any, name: str, value: Any) -> Iterator[None]:
    """`obj.name` set to `value` for the block (the twin switched in)."""
    old = getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, old)


def gain(fast: Callable[[], object], plain: Callable[[], object], runs: int) -> float:
    """The plain twin's CPU time over the fast path's, in this process, GC off (as `stopbus replay` runs)."""
    gc.disable()
    try:
        f, p = in_process([fast, plain], runs)
    finally:
        gc.enable()
    return median_ratio(p, f)


def show(where: str, what: str, stage: str, g: float) -> None:
    print(f"{where}: {what} -- {stage}: {g:.2f}x {'(kept: >= 1.3x)' if g >= 1.3 else '(< 1.3x)'}")


def child(body: str) -> list[str]:
    """A process running `body` with `from stopbus_ref.cli import main` done, then `main(sys.argv[1:])` ending as
    the console script does (flushed, then os._exit)."""
    return [sys.executable, "-c", "import os, sys\nfrom stopbus_ref.cli import main\n" + body +
            "\ncode = main(sys.argv[1:]); sys.stdout.flush(); sys.stderr.flush(); os._exit(code)"]




def whole_processes(long: Path, runs: int, only: str) -> None:
    """The fast paths of start-up and exit, whole processes."""
    exe = Path(sys.executable).with_name("stopbus")
    stopbus = [str(exe)] if exe.exists() else [sys.executable, "-m", "stopbus_ref"]
    cases = [
        ("cli/fast.py", "`stopbus replay FILE` without typer (the fast door); twin: the typer app",
         lambda rec: (child(""), child("main.__kwdefaults__['fast'] = False")), "replay --json"),
        ("cli/__init__.py", "the console script ends without the interpreter's teardown; twin: sys.exit",
         lambda rec: (stopbus, [sys.executable, "-c", "import sys\nfrom stopbus_ref.cli import main\n"
                                "sys.exit(main(sys.argv[1:]))"]), "replay --json"),
    ]
    for where, what, cmds, label in cases:
        if not wanted(only, where + what):
            continue
        for rec in (SCENARIO, long):
            fast, plain = cmds(rec)
            f, p = processes([[*fast, "replay", str(rec), "--json"], [*plain, "replay", str(rec), "--json"]], runs)
            show(where, what, f"`stopbus {label}` of {rec.name}, whole process", median_ratio(p, f))
        if where == "cli/__init__.py":  # the typer commands: their modules are what a teardown unloads
            f, p = processes([[*fast, "rank", "8c 9c 10c"], [*plain, "rank", "8c 9c 10c"]], runs)
            show(where, what, "`stopbus rank`, whole process", median_ratio(p, f))

    if wanted(only, "cli/commands.py one-command app"):
        rank = ["rank", "8c 9c 10c"]
        f, p = processes([[*child("from stopbus_ref.cli import commands\ncommands.FAST = True"), *rank],
                          [*child("from stopbus_ref.cli import commands\ncommands.FAST = False"), *rank]], runs)
        show("cli/commands.py", "an app holding only the command named (FAST); twin: the whole app",
             "`stopbus rank`, whole process", median_ratio(p, f))


def brag_stages(long: Path, runs: int, only: str) -> None:
    """The Brag fast paths, each on its stage of the long record."""
    import json

    from stopbus_ref.brag import record
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.records import loader, yaml_tree
    from stopbus_ref.records.reader import to_model
    from stopbus_ref.ui import output
    from stopbus_ref.ui.brag import report as report_mod

    data = long.read_bytes()
    tree = loader.load_yaml(data)
    rec = to_model(tree)
    rep = replay(rec)

    def load() -> object:
        return loader.load_yaml(data)

    def read() -> object:
        return to_model(tree)

    def write() -> object:
        out: list[str] = []
        report_mod.write_report_json(rep, out.append, ensure_ascii=False)
        return out

    search = re.compile(output._JSON_RAW_CHARS)

    def escaped(text: str) -> str:
        return search.sub(output._json_escape, text)

    def written(safe: Callable[[str], str]) -> Callable[[], object]:
        def run() -> object:  # as `write_json_text` writes each piece, without the terminal
            out: list[str] = []
            report_mod.write_report_json(rep, lambda piece: out.append(safe(piece)), ensure_ascii=False)
            return out
        return run

    def unfilled_reader(self: Any) -> None:
        init(self)
        self._actions, self._seated, self._cards = Unfilled(), Unfilled(), Unfilled()

    init = record.Reader.__init__

    def with_(*patches: tuple[Any, str, Any]) -> Callable[[Callable[[], object]], Callable[[], object]]:
        def wrap(stage: Callable[[], object]) -> Callable[[], object]:
            def run() -> object:
                with contextlib.ExitStack() as stack:
                    for obj, name, value in patches:
                        stack.enter_context(patched(obj, name, value))
                    return stage()
            return run
        return wrap

    cases: list[tuple[str, str, str, Callable[[], object], Callable[[], object]]] = [
        ("records/loader.py", "load_events, the tree from libyaml's events; twin: the full loader", "loading",
         load, lambda: loader.load_yaml(data, fast=False)),
        ("records/loader.py", "plain scalars' values memoised (_PLAIN_VALUES); twin: each resolved", "loading",
         load, with_((yaml_tree, "_PLAIN_VALUES", Unfilled()))(load)),
        ("records/loader.py", "load_json, a JSON record read by the json module; twin: load_yaml",
         "loading the record written as JSON", lambda: loader.load_json(JSON_TEXT[0]),
         lambda: loader.load_yaml(JSON_TEXT[0])),
        ("brag/record.py", "names, card tokens and action texts memoised (a spelling read before is not checked "
         "again); twin: each name, card and turn's text checked and parsed", "reading", read,
         with_((record.Reader, "__init__", unfilled_reader))(read)),
        ("ui/brag/report.py", "write_report_json, deal by deal from memoised pieces; twin: report_json + json.dumps",
         "writing the JSON", write, lambda: json.dumps(report_mod.report_json(rep), ensure_ascii=False)),
        ("ui/output.py", "json_safe returns ASCII text as it is; twin: the escape search on every piece",
         "writing the JSON to stdout", written(output.json_safe), written(escaped)),
    ]
    JSON_TEXT.append(json.dumps(tree, indent=2, ensure_ascii=False))
    for where, what, stage, fast, plain in cases:
        if wanted(only, where + what):
            show(where, what, f"{stage} of {long.name}", gain(fast, plain, runs))
    if wanted(only, "ui/layout.py text account PlainLines"):
        from rich.console import Console

        from stopbus_ref.ui.brag.render import render

        def account(record_: bool) -> Callable[[], object]:
            def run() -> object:
                con = Console(file=io.StringIO(), width=100, color_system=None, soft_wrap=True, record=record_,
                              force_terminal=False)
                render(rep, con, symbols=False, source="LONG.yaml")
                return con
            return run

        show("ui/layout.py, ui/output.py", "plain lines written without rich's rendering (PlainLines, print_plain); "
             "twin: rich's Console.print", f"the text account of {long.name}",
             gain(account(False), account(True), runs))


JSON_TEXT: list[str] = []


class Unfilled(dict):  # type: ignore[type-arg]
    """A memo that never keeps anything (its twin: the work done every time)."""

    def __len__(self) -> int:
        return 1 << 40

    def __setitem__(self, key: object, value: object) -> None:
        pass


def patched_call(obj: Any, name: str, value: Any, fn: Callable[[], object]) -> object:
    with patched(obj, name, value):
        return fn()


def ranking_api(runs: int, only: str) -> None:
    """The ranking API's tables against the plain ranking, all 22,100 hands."""
    from itertools import combinations

    import stopbus_ref
    from stopbus_ref.brag import ranking, strength
    from stopbus_ref.brag.api import _as_hand
    from stopbus_ref.core.cards import DECK

    hands = list(combinations(range(52), 3))
    texts = [" ".join(str(DECK[c]) for c in h) for h in hands[::7]]
    for t in texts:
        stopbus_ref.rank_hand(t)
    cases = [
        ("brag/strength.py", "hand_strength by the nested table from strengths.bin; twin: plain_strength",
         "ranking all 22,100 hands", lambda: [strength.hand_strength(a, b, c) for a, b, c in hands],
         lambda: [strength.plain_strength(a, b, c) for a, b, c in hands]),
        ("brag/api.py", "rank_hand(text): known spellings and the strength table; twin: parse_hand + ranking",
         "ranking 3,158 typed hands", lambda: [stopbus_ref.rank_hand(t) for t in texts],
         lambda: [ranking.rank_hand(_as_hand(t)) for t in texts]),
    ]
    import random

    from stopbus_ref.brag.compare import compare_hands

    rng = random.Random(17)
    tables17 = []
    for _ in range(50):
        dealt = rng.sample(range(52), 51)
        tables17.append({f"P{i + 1}": " ".join(str(DECK[c]) for c in dealt[3 * i:3 * i + 3]) for i in range(17)})
    cases.append(("brag/api.py", "compare_hands of typed hands: the typed path, ordered by strength number; twin: "
                  "each hand parsed, then compare.compare_hands", "comparing 50 tables of 17 labelled hands",
                  lambda: [stopbus_ref.compare_hands(t) for t in tables17],
                  lambda: [compare_hands([_as_hand(h) for h in t.values()], list(t)) for t in tables17]))
    for where, what, stage, fast, plain in cases:
        if wanted(only, where + what):
            show(where, what, stage, gain(fast, plain, runs))


def thirty_one_stages(long31: Path, runs: int, only: str) -> None:
    """The 31-point game's fast paths on its long record."""
    import json

    from stopbus_ref.records.loader import load_yaml
    from stopbus_ref.thirty_one.engine import Deal
    from stopbus_ref.thirty_one.record import read_record31
    from stopbus_ref.thirty_one.replay import replay31
    from stopbus_ref.ui.thirty_one.report import report_json31, write_report_json31

    tree = load_yaml(long31.read_bytes())
    rec = read_record31(tree)
    rep = replay31(rec)

    def adjudicate() -> object:
        return replay31(rec)

    def adjudicate_plain() -> object:
        with patched(Deal, "FAST", False):
            return replay31(rec)

    def write() -> object:
        out: list[str] = []
        write_report_json31(rep, out.append, ensure_ascii=False)
        return out

    from stopbus_ref.thirty_one import scoring
    from stopbus_ref.thirty_one.record import Reader31

    def read() -> object:
        return read_record31(tree)

    init = Reader31.__init__

    def unmemoised(self: Any) -> None:
        init(self)
        self._actions = Unfilled()


    def plain3(a: int, b: int, c: int, best_suit: bool = False) -> tuple[int, int | None]:
        return scoring.plain_score([a, b, c], best_suit)

    cases = [
        ("thirty_one/scoring.py", "score_plain3, three plain cards case by case; twin: plain_score", "adjudicating",
         adjudicate, lambda: patched_call(scoring, "score_plain3", plain3, adjudicate)),
        ("thirty_one/record.py", "action texts memoised; twin: each turn's text parsed", "reading", read,
         lambda: patched_call(Reader31, "__init__", unmemoised, read)),
        ("thirty_one/engine.py", "Deal._swap_fast for a plain swap (Deal.FAST); twin: play's checks",
         "adjudicating", adjudicate, adjudicate_plain),
        ("ui/thirty_one/report.py", "write_report_json31, deal by deal from memoised pieces; twin: report_json31 + "
         "json.dumps", "writing the JSON", write, lambda: json.dumps(report_json31(rep), ensure_ascii=False)),
    ]
    for where, what, stage, fast, plain in cases:
        if wanted(only, where + what):
            show(where, what, f"{stage} of {long31.name}", gain(fast, plain, runs))


def wanted(only: str, text: str) -> bool:
    """`--only A,B`: a fast path is measured when its file or words hold any of A, B (every one without it)."""
    return not only or any(part in text for part in only.split(","))


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 9
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else ""
    from bench_ranking import compile_package
    from bench_replay import make_record
    from bench_thirty_one import make_long

    compile_package()
    with tempfile.TemporaryDirectory() as tmp:
        long, long31 = Path(tmp) / "LONG.yaml", Path(tmp) / "LONG31.yaml"
        make_record(long, *((4, 3, 8) if tiny else (9, 30, 400)))
        make_long(long31, 20 if tiny else 2000)
        brag_stages(long, runs, only)
        thirty_one_stages(long31, runs, only)
        ranking_api(runs, only)
        whole_processes(long, runs, only)
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
