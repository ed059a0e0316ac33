"""`stopbus ask`: accuracy on the question sets and start-up beside `stopbus rules ID`, measured in one run.

1. Top-1 and top-3 accuracy of the scorer on tests/ask_questions.py, per split and per language: TUNE, DEV, HELD_OUT,
   FRESH, FRESH2, DEV2, DEV3, INDEP1, INDEP2, INDEP4 and INDEP5 (seen: the constants and stored questions were
   chosen with them in view), FRESH3 and FRESH4 (written before the fourth round, not tuned on), INDEP3 and INDEP6
   (written apart from the project and never tuned on: the held-out splits); off-topic questions answered (goal:
   none; INDEP6's, held out, reported apart).
   Also `rules --search` (the same scorer in search mode, `ask.answer.ranked`) on the same questions.
2. Start-up: `stopbus ask QUESTION` and `stopbus rules ID` as whole processes, CPU time of each, taken in turn,
   median of the rounds' ratios. Goal: ask within 1.2 times rules ID.
Run: python bench/bench_ask.py [--runs N] [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1: one split and one run, as
the test suite runs it to keep it from rotting.)
"""

from __future__ import annotations

import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TINY = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))


def accuracy() -> None:
    from stopbus_ref.ask.answer import ranked
    from stopbus_ref.ask.search import LANGS, ask, detect
    from tests.ask_questions import INDEP6_OFF_TOPIC, MUST_REFUSE, OFF_TOPIC_HARD, SPLITS

    def search(game: str, question: str) -> list[str]:
        return [str(r.id) for r in ranked(game, question)]

    splits = [("indep3", SPLITS["indep3"][:40])] if TINY else [
        *SPLITS.items(), ("all", [q for split in SPLITS.values() for q in split])]
    for name, qs in splits:
        t1 = t3 = k1 = 0
        per: dict[str, list[int]] = {lang: [0, 0, 0] for lang in LANGS}
        for game, q, want in qs:
            ok = set(want.split())
            ids = [h.rule for h in ask(game, q).answers]
            one, three = bool(ids) and ids[0] in ok, any(i in ok for i in ids[:3])
            t1 += one
            t3 += three
            row = per[detect(game, q)]
            row[0] += 1
            row[1] += one
            row[2] += three
            found = search(game, q)
            k1 += bool(found) and found[0] in ok
        n = len(qs)
        langs = "  ".join(f"{lang} {r[1] / r[0]:4.0%}/{r[2] / r[0]:4.0%} ({r[0]})" for lang, r in per.items() if r[0])
        print(f"{name:9} {n:3} questions: top-1 {t1 / n:6.1%}  top-3 {t3 / n:6.1%}   [{langs}]   "
              f"(rules --search top-1 {k1 / n:6.1%})")
    off = MUST_REFUSE
    answered = [q for g, q in off if ask(g, q).answers]
    print(f"off-topic {len(off):3} questions: answered {len(answered)} (goal 0) {answered or ''}")
    held = [q for g, q in INDEP6_OFF_TOPIC if ask(g, q).answers]
    print(f"off-topic held out {len(INDEP6_OFF_TOPIC)}: answered {len(held)} {held or ''}")
    hard = [q for g, q in OFF_TOPIC_HARD if ask(g, q).answers]
    print(f"off-topic sharing rule words {len(OFF_TOPIC_HARD)}: answered {len(hard)} {hard or ''}")


def startup(runs: int) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    from timing import ratios

    exe = [sys.executable, "-m", "stopbus_ref"]
    ask = [*exe, "ask", "can the person who stopped the bus lose a token?"]
    rules = [*exe, "rules", "stopper-not-safe"]
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        (_, r), (b, a) = ratios([rules, ask], runs)
    finally:
        os.chdir(here)
    print(f"start-up, CPU time, median of {runs} rounds: stopbus ask {a * 1000:.0f} ms, stopbus rules ID "
          f"{b * 1000:.0f} ms, ratio {r:.2f}x (goal <= 1.2)")


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1 if TINY else 15
    accuracy()
    startup(runs)


if __name__ == "__main__":
    main()
