"""`stopbus serve` under a real HTTP client: the server's CPU time per request, and viewers following a game.

A server process is started on 127.0.0.1 (`--port 0`) and driven by httpx over keep-alive connections.

1. CPU time per request, p50 and p95, of the server's main thread (the one that parses HTTP and answers every
   request but a replay), read from /proc/PID/schedstat before and after each request (nanoseconds on CPU; the
   wait for the disk in a move's fsync is not CPU time, so a move is measured "without its fsync" as asked):
   - ask: questions in English, Dutch and French (GET /api/ask);
   - compare: three random hands (GET /api/compare);
   - a table move: the lines of a simulated game played through POST /api/tables/{id}/moves.
   Goal: p95 <= 10 ms each.
2. Twenty read-only viewers following the game as the page does (GET /api/tables/{id} every 2 s each), against
   none: the scorer's moves' wall time (client side), in turn, median of the rounds' ratios; also with the
   viewers polling ten times as often. Goal: <= 2x at the page's pace.
3. Ctrl-C with a table and a connection open: the wall time until the server has stopped. Goal: <= 2 s.

Run: python bench/bench_serve.py [--runs N] [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1: a few requests, as the
test suite runs it). Prints figures and ratios; asserts nothing.
"""

from __future__ import annotations

import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import median_ratio  # bench/, the script's own folder

QUESTIONS = ["who deals next", "can the person who stopped the bus lose a token", "what beats a run",
             "what happens when the stock runs out", "wie deelt er na een ronde", "wat gebeurt er bij gelijkspel",
             "qui distribue ensuite", "que se passe-t-il si la pioche est vide"]


def start(records: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, "-m", "stopbus_ref", "serve", "--port", "0", "--records", records],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    for line in proc.stdout:
        m = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
        if m:
            threading.Thread(target=proc.stdout.read, daemon=True).start()  # drain what it prints later
            return proc, m.group(1)
    raise SystemExit("stopbus serve printed no URL (is the web extra installed?)")


def on_cpu(pid: int) -> float:
    """Seconds the server's main thread has run on a CPU so far."""
    with open(f"/proc/{pid}/schedstat", encoding="ascii") as f:
        return int(f.read().split()[0]) / 1e9


def game_lines(deals: int, seed: int) -> tuple[list[str], str, list[list[str]]]:
    """A simulated Brag game as the table says it: players, first dealer, each deal's lines."""
    from stopbus_ref.brag.engine import Action
    from stopbus_ref.brag.simulate import default_names, play_game

    g = play_game(default_names(4), seed, tokens=99, max_deals=deals)
    out = []
    for d in g.deals:
        sd = d.result.showdown
        out.append([f"upcard {d.upcard}", *(f"{p}: {Action(a.kind, None, a.discard)}" for p, a, _ in d.turns),
                    *(f"show {e.player} {' '.join(str(c) for c in e.hand)}" for e in sd.order)])
    return list(g.players), g.first_dealer, out


def new_table(client: Any, players: list[str], dealer: str) -> dict[str, Any]:
    table: dict[str, Any] = client.post("/api/tables", json={"players": players, "dealer": dealer,
                                                             "tokens": 99}).json()
    return table


def play(client: Any, pid: int | None, table: dict[str, Any], deals: list[list[str]]) -> list[float]:
    """Play the game at `table` through the API: each accepted move's server CPU time (pid given) or wall time;
    the table is closed after."""
    url, headers = f"/api/tables/{table['id']}/moves", {"X-Scorer-Key": table["scorer_key"]}
    times = []
    for lines in deals:
        for line in lines:
            t0 = on_cpu(pid) if pid else time.perf_counter()
            r = client.post(url, json={"line": line}, headers=headers)
            t1 = on_cpu(pid) if pid else time.perf_counter()
            if r.status_code == 200:
                times.append(t1 - t0)
    client.post(f"/api/tables/{table['id']}/close", headers=headers)
    return times


def pct(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main() -> None:
    import httpx

    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if tiny else 5
    n = 20 if tiny else 300
    rng = random.Random(2026)
    deck = [r + s for s in "cdhs" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]
    with tempfile.TemporaryDirectory() as records:
        proc, base = start(records)
        try:
            with httpx.Client(base_url=base, timeout=60) as client:
                for q in QUESTIONS:  # warm: the indexes, rulebooks and comparer load on first use
                    client.get("/api/ask", params={"q": q})
                    client.get("/api/compare", params=[("hand", "ah kh qh"), ("hand", "2c 3d 5h")])
                cpu: dict[str, list[float]] = {"ask": [], "compare": [], "table move": []}
                for i in range(n):
                    t0 = on_cpu(proc.pid)
                    client.get("/api/ask", params={"q": QUESTIONS[i % len(QUESTIONS)]})
                    cpu["ask"].append(on_cpu(proc.pid) - t0)
                    cards = rng.sample(deck, 9)
                    hands = [f"P{k}={' '.join(cards[3 * k:3 * k + 3])}" for k in range(3)]
                    t0 = on_cpu(proc.pid)
                    client.get("/api/compare", params=[("hand", h) for h in hands])
                    cpu["compare"].append(on_cpu(proc.pid) - t0)
                players, dealer, deals = game_lines(2 if tiny else 12, 2026)
                while len(cpu["table move"]) < n:
                    cpu["table move"] += play(client, proc.pid, new_table(client, players, dealer), deals)
                for what, values in cpu.items():
                    print(f"{what}: server CPU per request p50 {pct(values, 0.5) * 1e3:.2f} ms, p95 "
                          f"{pct(values, 0.95) * 1e3:.2f} ms over {len(values)} requests (goal p95 <= 10 ms): "
                          f"ratio {pct(values, 0.95) / 0.010:.2f}x of the goal")
                viewers(base, client, players, dealer, deals, runs, tiny)
                # Ctrl-C with a table open and this client's keep-alive connection still open
                table = new_table(client, players, dealer)
                client.get(f"/api/tables/{table['id']}")
                t0 = time.perf_counter()
                proc.send_signal(signal.SIGINT)
                proc.wait(timeout=30)
                took = time.perf_counter() - t0
                print(f"Ctrl-C with a table and a connection open: stopped in {took:.2f} s, wall time (goal <= 2 s): "
                      f"ratio {took / 2:.2f}x of the goal")
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)
                proc.wait(timeout=30)


def viewers(base: str, client: Any, players: list[str], dealer: str, deals: list[list[str]], runs: int,
            tiny: bool) -> None:
    """The scorer's moves with twenty viewers polling the table, against none (wall time, in turn)."""
    import httpx

    paces = ((2.0, "every 2 s, the page's pace"), (0.2, "every 0.2 s, ten times the page's"))
    for interval, label in paces[:1] if tiny else paces:
        alone: list[float] = []
        watched: list[float] = []
        for i in range(1 if tiny else max(runs, 3)):
            for with_viewers in ((False, True) if i % 2 == 0 else (True, False)):
                stop = threading.Event()
                threads = []
                table = new_table(client, players, dealer)
                if with_viewers:
                    def viewer(k: int, tid: str = table["id"], stop: threading.Event = stop,
                               interval: float = interval) -> None:
                        with httpx.Client(base_url=base, timeout=60) as c:
                            stop.wait(interval * k / 20)  # spread over the interval, as phones are
                            while not stop.is_set():
                                c.get(f"/api/tables/{tid}")
                                stop.wait(interval)

                    threads = [threading.Thread(target=viewer, args=(k,)) for k in range(20)]
                    for t in threads:
                        t.start()
                times = play(client, None, table, deals)
                stop.set()
                for t in threads:
                    t.join()
                (watched if with_viewers else alone).append(statistics.median(times))
        print(f"twenty viewers polling {label}: the scorer's move, wall time, with / without, in turn: "
              f"ratio {median_ratio(watched, alone):.2f}x (goal <= 2)")


if __name__ == "__main__":
    main()
