"""Start-up against another install, side by side in CPU time: this checkout's `stopbus` against a baseline's.

The same command lines run by two installs, whole processes in pairs run back to back (which goes first
alternates), CPU time of each (user + system, that process alone); for each command, the median over the pairs of
the ratio this install / the baseline. Goal: at most 1.05 (+5% CPU) for `python -m stopbus_ref` and the installed
`stopbus` console script, median of 21 paired runs.

Both run from an empty folder (so that neither imports a checkout's package from the working folder) with
their bytecode cached under one temporary PYTHONPYCACHEPREFIX, written by a first unmeasured run (as an
installed package's is; without it PYTHONDONTWRITEBYTECODE would leave both to compile their sources at every
start, and the baseline's folder is not written to).

Run: python bench/bench_startup.py [--runs N] [--base-python PATH] [--base-stopbus PATH] [--python PATH]
     [--stopbus PATH] [--tiny]
Defaults: the baseline is /work/base/.venv (the commit before the restructure, 48bbff5); this install is the
interpreter running the bench and the `stopbus` beside it. A baseline that does not exist is replaced by this
install (the ratios are then about 1, a check that the bench runs). --tiny (or STOPBUS_BENCH_TINY=1): one
round, this install against itself, as the test suite runs it.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import cpu, median_ratio, rounds  # bench/, the script's own folder

ROOT = Path(__file__).resolve().parent.parent
BASE = Path("/work/base/.venv/bin")


def arg(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def commands(python: str, stopbus: str) -> list[tuple[str, list[str]]]:
    """The command lines measured, by name: start-up alone, and the first commands a user types."""
    scenario = str(ROOT / "scenarios" / "01-worked-final-turn.yaml")
    return [
        ("python -m stopbus_ref --version", [python, "-m", "stopbus_ref", "--version"]),
        ("python -m stopbus_ref rank", [python, "-m", "stopbus_ref", "rank", "8c 9c 10c"]),
        ("stopbus --version", [stopbus, "--version"]),
        ("stopbus rank", [stopbus, "rank", "8c 9c 10c"]),
        ("stopbus rules ID", [stopbus, "rules", "worst-loses"]),
        ("stopbus replay SCENARIO --json", [stopbus, "replay", scenario, "--json"]),
    ]


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(arg("--runs", "1" if tiny else "21"))
    here = Path(sys.executable)
    python = arg("--python", str(here))
    stopbus = arg("--stopbus", str(here.with_name("stopbus")))
    base_python = arg("--base-python", str(BASE / "python"))
    base_stopbus = arg("--base-stopbus", str(BASE / "stopbus"))
    if tiny or not (os.path.exists(base_python) and os.path.exists(base_stopbus)):
        if not tiny:
            print(f"no baseline at {base_python} / {base_stopbus}: this install against itself")
        base_python, base_stopbus = python, stopbus
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pycache")
        env["NO_COLOR"] = "1"
        folder = os.path.join(tmp, "empty")
        os.mkdir(folder)
        os.chdir(folder)
        ours, theirs = commands(python, stopbus), commands(base_python, base_stopbus)
        print(f"start-up, this install ({python}) / the baseline ({base_python}), CPU time, median of {runs} paired "
              "runs' ratios, goal <= 1.05:")
        worst = 0.0
        for (name, mine), (_, base) in zip(ours, theirs, strict=True):  # each pair run back to back, in turn
            a, b = rounds([lambda c=mine: cpu(c, env=env), lambda c=base: cpu(c, env=env)], runs)
            r = median_ratio(a, b)
            worst = max(worst, r)
            print(f"   {name}: {r:.3f}x ({statistics.median(a) * 1000:.0f} ms vs {statistics.median(b) * 1000:.0f} ms)")
        print(f"   highest ratio {worst:.3f}x: {'goal met' if worst <= 1.05 else 'goal NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
