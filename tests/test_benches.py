"""Every bench/ script runs at its tiny size and prints its ratios: a smoke test, so that no bench rots
(it asserts that the bench runs and reports, never how fast anything is: the benches report CPU time side by
side, and the claims are theirs and docs/performance.md's)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.helpers import ROOT

BENCHES = sorted(p.name for p in (ROOT / "bench").glob("bench_*.py"))


def test_benches_every_script_is_listed() -> None:
    assert {"bench_ask.py", "bench_ask_heldout.py", "bench_fast_paths.py", "bench_odds.py", "bench_ranking.py",
            "bench_replay.py", "bench_replay_stream.py", "bench_serve.py", "bench_simulate.py", "bench_sizes.py",
            "bench_startup.py", "bench_table_resume.py",
            "bench_table.py", "bench_thirty_one.py"} <= set(BENCHES)


@pytest.mark.parametrize("name", BENCHES)
def test_benches_run_at_tiny_size_and_print_ratios(name: str) -> None:
    bindir = os.path.dirname(sys.executable)
    env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", ""), "STOPBUS_BENCH_TINY": "1"}
    p = subprocess.run([sys.executable, str(ROOT / "bench" / name), "--tiny"], capture_output=True, text=True,
                       cwd=ROOT, env=env, timeout=600)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    assert "Traceback" not in p.stderr
    assert re.search(r"\d(\.\d+)?x|ratio \d", p.stdout), p.stdout
