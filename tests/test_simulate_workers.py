"""`simulate --summary --workers N`: seeded blocks merged in order, so the statistics are the same for any N."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from stopbus_ref.brag.simulate import Summary, play_game, summary_block
from stopbus_ref.kit.parallel import available_cpus, run_blocks, seed_blocks
from stopbus_ref.thirty_one.engine import Rules31
from stopbus_ref.thirty_one.simulate import Summary31, play_game31, summary_block31
from tests.helpers import ROOT


def _summary(*args: str) -> dict[str, object]:
    p = subprocess.run([sys.executable, "-m", "stopbus_ref", "simulate", "--summary", "--json", *args],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 0 and p.stderr == "", p.stderr
    out: dict[str, object] = json.loads(p.stdout)
    return out


@pytest.mark.parametrize("game", [[], ["--game", "31", "--players", "3"]])
def test_simulate_summary_one_worker_and_two_workers_identical_json(game: list[str]) -> None:
    args = ["--games", "60", "--seed", "7", *game]
    one = _summary(*args, "--workers", "1")
    assert one == _summary(*args, "--workers", "2") == _summary(*args)
    assert one["games"] == 60 if not game else one["games_per_count"] == 60


def test_simulate_summary_blocks_merge_to_the_game_by_game_statistics() -> None:
    seats = ["A", "B", "C", "D"]
    whole = Summary()
    for seed in range(3, 3 + 37):
        whole.add(play_game(seats, seed, 3, 40, "eager"))
    merged = Summary()
    for part in run_blocks(summary_block, [(seats, f, n, 3, 40, "eager") for f, n in seed_blocks(3, 37, 10)], 2):
        merged.merge(part)
    assert merged == whole and list(merged.stops) == list(whole.stops)
    rules = Rules31(blitz=True)
    whole31 = Summary31(3)
    for seed in range(5, 5 + 23):
        whole31.add(play_game31(seats[:3], seed, rules, 3, 30, "eager"))
    merged31 = Summary31(3)
    for f, n in seed_blocks(5, 23, 4):
        merged31.merge(summary_block31(seats[:3], f, n, rules, 3, 30, "eager"))
    assert merged31 == whole31 and merged31.to_json() == whole31.to_json()


def test_simulate_seed_blocks_cover_the_seeds_once_in_order() -> None:
    assert seed_blocks(10, 7, 3) == [(10, 3), (13, 3), (16, 1)] and seed_blocks(1, 0, 5) == []
    assert available_cpus() >= 1


@pytest.mark.parametrize("args,message", [
    (["simulate", "--workers", "2"], "--workers does nothing without --summary"),
    (["simulate", "--summary", "--workers", "0"], "--workers 0: must be 1 to 1,024"),
])
def test_simulate_workers_bad_use_is_an_input_error(cli, args: list[str], message: str) -> None:
    r = cli(*args)
    assert r.exit_code == 2 and message in r.stderr and r.stdout == ""


# -- stopping a summary that runs on workers: every way out ends the workers --------------------------------------

def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True, check=False)
    return [int(x) for x in out.stdout.split()]


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"  # a zombie has ended
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and ps --ppid")
@pytest.mark.parametrize(("how", "code"), [("SIGTERM", 143), ("SIGHUP", 129), ("SIGINT", 130), ("SIGKILL", None)])
def test_simulate_summary_stopped_by_a_signal_leaves_no_worker(how: str, code: int | None) -> None:
    import os
    import signal
    import time

    p = subprocess.Popen([sys.executable, "-m", "stopbus_ref", "simulate", "--summary", "--games", "1000000",
                          "--workers", "2"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                         start_new_session=True)
    try:
        limit = time.monotonic() + 300  # a generous limit for a busy machine: the loop waits on the workers
        while len(workers := _children(p.pid)) < 2 and time.monotonic() < limit:
            time.sleep(0.1)
        assert len(workers) >= 2, "the workers never started"
        sig = getattr(signal, how)
        if how == "SIGINT":
            os.killpg(p.pid, sig)  # Ctrl-C: the terminal signals the whole process group
        else:
            os.kill(p.pid, sig)
        p.wait(timeout=300)
        if code is not None:
            assert p.returncode == code
        while any(_alive(w) for w in workers) and time.monotonic() < limit:
            time.sleep(0.1)
        assert not any(_alive(w) for w in workers), "a worker outlived the command"
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
