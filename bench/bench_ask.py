"""`stopbus ask`: accuracy on the question sets and start-up beside `stopbus rules ID`, measured in one run.

1. Top-1 and top-3 accuracy of the scorer on tests/ask_questions.py, per split: TUNE (the constants and the
   threshold were chosen on it), DEV (a second batch, tuned on likewise), HELD_OUT, FRESH and FRESH2 (never tuned on);
   off-topic questions answered (goal: none).
   Also `rules --search`'s old keyword AND (rulebook.search) on the same questions, for comparison.
2. Start-up: `stopbus ask QUESTION` and `stopbus rules ID` as whole processes, interleaved, best of N each
   (the machine is shared: load hits both alike). Goal: ask within 1.2 times rules ID.
Run: python bench/bench_ask.py [--runs N]
"""

from __future__ import annotations

import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def accuracy() -> None:
    from stopbus_ref.ask import ask
    from tests.ask_questions import (
        DEV,
        DEV_OFF_TOPIC,
        FRESH,
        FRESH2,
        FRESH_OFF_TOPIC,
        HELD_OUT,
        OFF_TOPIC,
        OFF_TOPIC_HARD,
        TUNE,
    )

    def keyword(game: str, question: str) -> list[str]:
        if game == "brag":
            from stopbus_ref.brag.rulebook import search
        else:
            from stopbus_ref.thirty_one.rulebook import search
        return [str(r.id) for r in search(question)]

    for name, qs in (("tune", TUNE), ("dev", DEV), ("held-out", HELD_OUT), ("fresh", FRESH), ("fresh2", FRESH2),
                     ("all", TUNE + DEV + HELD_OUT + FRESH + FRESH2)):
        t1 = t3 = k1 = 0
        for game, q, want in qs:
            ok = set(want.split())
            ids = [h.rule for h in ask(game, q).answers]
            t1 += bool(ids) and ids[0] in ok
            t3 += any(i in ok for i in ids[:3])
            old = keyword(game, q)
            k1 += bool(old) and old[0] in ok
        n = len(qs)
        print(f"{name:9} {n:3} questions: top-1 {t1 / n:6.1%}  top-3 {t3 / n:6.1%}   "
              f"(old keyword search top-1 {k1 / n:6.1%})")
    off = OFF_TOPIC + DEV_OFF_TOPIC + FRESH_OFF_TOPIC
    answered = [q for g, q in off if ask(g, q).answers]
    print(f"off-topic {len(off):3} questions: answered {len(answered)} (goal 0) {answered or ''}")
    hard = [q for g, q in OFF_TOPIC_HARD if ask(g, q).answers]
    print(f"off-topic sharing rule words {len(OFF_TOPIC_HARD)}: answered {len(hard)} {hard or ''}")


def startup(runs: int) -> None:
    exe = [sys.executable, "-m", "stopbus_ref"]
    ask = [*exe, "ask", "can the person who stopped the bus lose a token?"]
    rules = [*exe, "rules", "stopper-not-safe"]
    best = {"ask": float("inf"), "rules": float("inf")}
    for _ in range(runs):
        for name, argv in (("ask", ask), ("rules", rules)):
            t = time.perf_counter()
            subprocess.run(argv, capture_output=True, check=False, cwd=ROOT)
            best[name] = min(best[name], time.perf_counter() - t)
    print(f"start-up, best of {runs}: stopbus ask {best['ask'] * 1000:.0f} ms, stopbus rules ID "
          f"{best['rules'] * 1000:.0f} ms, ratio {best['ask'] / best['rules']:.2f} (goal <= 1.2)")


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 15
    accuracy()
    startup(runs)


if __name__ == "__main__":
    main()
