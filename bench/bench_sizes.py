"""Every input costs at most a small multiple of its size: eight times the input against the input, side by side
in CPU time (the claims tests/test_nothing_lost.py and tests/test_fuzz.py used to assert; the tests keep what the
answers are, this bench reports what they cost).

1. Whole processes, both games (`stopbus ARGS` with the input in a file or on stdin): CPU time and peak memory
   of the 8x input against the 1x input, for long player lists, a list ending in a repeated name, a deck of one
   card repeated, `compare -` and `rank -` of many lines, nested aliases. Bar: < 16x each (linear work is about
   8x; a fixed start-up makes it less).
2. In one process, a record's reading and replay (`read_scenario`, then `replay`): CPU time per call of the 8x
   input against the 1x input, for a repeated deck card, a long players list, a long card token, a long unknown
   name, a long reshuffle, many turns. Bar: < 24x (quadratic work would be 64x).
Each ratio is the median over rounds taken in turn (the 1x and the 8x input alternate).
Run: python bench/bench_sizes.py [--runs N] [--tiny]
(--tiny, or STOPBUS_BENCH_TINY=1: small inputs and one round, as the test suite runs it.)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import median_ratio, process_time, rounds  # bench/, the script's own folder

GAMES = {"brag": "", "thirty-one": "game: thirty-one\n"}
STOPBUS = [sys.executable, "-m", "stopbus_ref"]


def players(game: str) -> Callable[[int], bytes]:
    return lambda n: f"{game}players: [{', '.join(f'p{i}' for i in range(n))}]\ndealer: p0\ndeals: []\n".encode()


def players_twice(game: str) -> Callable[[int], bytes]:
    def make(n: int) -> bytes:
        names = ", ".join([*(f"p{i}" for i in range(n)), "p0"])
        return f"{game}players: [{names}]\ndealer: p0\ndeals: []\n".encode()
    return make


def one_card_deck(game: str) -> Callable[[int], bytes]:
    key = "pool: [Ah, Kh, Qh]\n    deck" if game else "deck"
    return lambda n: f"{game}players: [Ann, Ben]\ndealer: Ann\ndeals:\n  - {key}: [{', '.join(['Ah'] * n)}]\n".encode()


def bomb(game: str) -> Callable[[int], bytes]:
    """A record whose metadata nests aliases `levels` deep, each level repeating the one before 9 times."""
    def make(levels: int) -> bytes:
        lines = [f"{game}players: [Ann, Ben]", "dealer: Ann", "x-a0: &a0 [" + ", ".join(["x"] * 9) + "]"]
        lines += [f"x-a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
        return ("\n".join([*lines, "deals: []"]) + "\n").encode()
    return make


def process_cases() -> list[tuple[str, list[str], Callable[[int], bytes], int]]:
    """(name, args ({} is the input file), input of size n, n) for part 1."""
    cases = []
    for name, game in GAMES.items():
        json_game = ["--game", "31"] if game else []
        cases += [
            (f"{name}: many players", ["replay", "{}", "--json"], players(game), 4000),
            (f"{name}: many players, one repeated at the end", ["replay", "{}", "--json"], players_twice(game), 4000),
            (f"{name}: a deck of one card repeated", ["replay", "{}", "--json"], one_card_deck(game), 5000),
            (f"{name}: nested aliases", ["replay", "{}", "--json"], bomb(game), 4),
            (f"{name}: compare - (a straight)", ["compare", "-", "--json", *json_game],
             lambda n: b"ah kh qh\n" * n, 2000),
            (f"{name}: compare - (high card)", ["compare", "-", "--json", *json_game],
             lambda n: b"2c 3d 5h\n" * n, 2000),
            (f"{name}: rank - (a hand and a bad line)", ["rank", "-", "--json", *json_game],
             lambda n: b"ah kh qh\nzz\n" * n, 1000),
        ]
    return cases


def cost(args: list[str], data: bytes, folder: Path) -> tuple[float, int]:
    """CPU seconds and peak memory (kB) of `stopbus ARGS` with `data` on stdin (or in the file `{}` stands for),
    measured for that process alone (os.wait4)."""
    f = folder / f"in-{len(data)}.yaml"
    f.write_bytes(data)
    argv = [str(f) if a == "{}" else a for a in args]
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("STOPBUS_DEBUG", None)
    with open(f, "rb") as stdin:
        child = subprocess.Popen([*STOPBUS, *argv], stdin=stdin, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL, env=env, cwd=folder)
        _, _, use = os.wait4(child.pid, 0)
        child.returncode = 0  # reaped by wait4
    return use.ru_utime + use.ru_stime, use.ru_maxrss


def whole_processes(runs: int, tiny: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, args, make, n in process_cases():
            n = max(2, n // 20) if tiny and n > 10 else n
            small, big = make(n), make(8 * n)
            one: list[tuple[float, int]] = []
            eight: list[tuple[float, int]] = []
            for i in range(runs):  # in turn, which goes first alternating
                for data, into in ((small, one), (big, eight))[:: 1 if i % 2 == 0 else -1]:
                    into.append(cost(args, data, folder))
            t = median_ratio([c for c, _ in eight], [c for c, _ in one])
            m = statistics.median(b / a for (_, b), (_, a) in zip(eight, one, strict=True))
            print(f"1. {name}: {len(big) / len(small):.1f}x the input costs {t:.2f}x the CPU time and {m:.2f}x the "
                  f"peak memory; bar < 16x: {'met' if max(t, m) < 16 else 'NOT met'}")


SIZED: dict[str, Callable[[int], str]] = {
    "identical deck cards": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - deck: [" + ", ".join(["Ah"] * n) + "]\n",
    "players list": lambda n: "players: [" + ", ".join(f"p{i}" for i in range(n)) + "]\ndealer: p0\ndeals: []\n",
    "long card token": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - deck: [" + "x" * (n * 8) + "]\n",
    "long unknown name": lambda n: "players: [A, B]\ndealer: " + "Q" * (n * 8) + "\ndeals: []\n",
    "long reshuffle": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - hands: {A: [2c, 3c, 4c], B: [5c, 6c, 7c]}\n"
                                "    upcard: 8c\n    reshuffles: [[" + ", ".join(["Ah"] * n) + "]]\n",
    "many turns": lambda n: "players: [A, B]\ndealer: B\ndeals:\n  - hands: {A: [2c, 3c, 4c], B: [5c, 6c, 7c]}\n"
                            "    upcard: 8c\n    turns:\n" + "      - A: pass\n" * n,
}


def outcome(text: str) -> int:
    """The exit code `stopbus replay` gives the record (reading it, then replaying it)."""
    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.core.errors import InputError

    try:
        return int(replay(read_scenario(text)).exit_code)
    except InputError as e:
        return int(e.exit_code)


def in_process(runs: int, tiny: bool) -> None:
    import gc

    for what, make in SIZED.items():
        n = 1_250 if what == "many turns" else 5_000  # a block list of turns parses slowly, even linearly
        if tiny:
            n //= 25
        small, large = make(n), make(8 * n)
        outcome(small)  # warm caches
        repeat = max(1, int(0.02 / max(process_time(lambda s=small: outcome(s)), 1e-5)))  # about 20 ms a round
        gc.disable()  # as `stopbus replay` runs
        try:
            one, eight = rounds([lambda s=small, k=repeat: process_time(lambda: outcome(s), k),
                                 lambda s=large, k=repeat: process_time(lambda: outcome(s), k)], runs)
        finally:
            gc.enable()
        r = median_ratio(eight, one)
        print(f"2. {what}: 8x the input costs {r:.1f}x the CPU time a call; bar < 24x: "
              f"{'met' if r < 24 else 'NOT met'}")


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 5
    whole_processes(runs, tiny)
    in_process(runs, tiny)
    return 0


if __name__ == "__main__":
    sys.exit(main())
