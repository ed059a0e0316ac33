"""What choosing a language costs a command, side by side in CPU time: each command line with `--lang nl` and with
`--lang fr` against the same line with `--lang en` (and a Dutch locale against an English one), this install.

Whole processes, run in turn round after round (which goes first rotates), CPU time of each (user + system, that
process alone); for each command the median over the rounds of the ratio language / English and of the
difference in milliseconds. Goal: choosing a language adds at most 5 ms CPU to a command (median difference).
A language's cost is reading its compiled catalogue (and, for a hand typed in words, its card words file).

Run: python bench/bench_language.py [--runs N] [--tiny]
--tiny (or STOPBUS_BENCH_TINY=1): one round, as the test suite runs it.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import cpu, median_ratio, process_time, rounds  # bench/, the script's own folder

ROOT = Path(__file__).resolve().parent.parent
GOAL_MS = 5.0


def arg(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def cases(stopbus: str) -> list[tuple[str, list[str], dict[str, list[str]]]]:
    """The commands measured: a name, the English line, and each language's line (the same line but its
    language, or the hand typed in that language's words)."""
    scenario = str(ROOT / "scenarios" / "01-worked-final-turn.yaml")
    same = [("rank", ["rank", "8c", "9c", "10c"]), ("rules ID", ["rules", "worst-loses"]),
            ("replay SCENARIO", ["replay", scenario]), ("compare", ["compare", "ah kh qh", "2c 3d 5h"]),
            ("replay -h", ["replay", "-h"])]
    out = [(name, [stopbus, *line, "--lang", "en"],
            {code: [stopbus, *line, "--lang", code] for code in ("nl", "fr")}) for name, line in same]
    out.append(("rank, the hand in words", [stopbus, "rank", "ah", "kh", "qh", "--lang", "en"],
                {"nl": [stopbus, "rank", "aas", "harten", "heer", "harten", "vrouw", "harten", "--lang", "nl"],
                 "fr": [stopbus, "rank", "as", "de", "cœur", "roi", "de", "cœur", "dame", "de", "cœur", "--lang",
                        "fr"]}))
    return out


def main() -> int:
    tiny = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
    runs = int(arg("--runs", "1" if tiny else "21"))
    stopbus = str(Path(sys.executable).with_name("stopbus"))
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
        env.update(PYTHONPYCACHEPREFIX=os.path.join(tmp, "pycache"), NO_COLOR="1", COLUMNS="80",
                   XDG_CONFIG_HOME=os.path.join(tmp, "no-config"))
        folder = os.path.join(tmp, "empty")
        os.mkdir(folder)
        os.chdir(folder)
        print(f"choosing a language, CPU time against --lang en, median of {runs} rounds (ratio, difference), "
              f"goal <= +{GOAL_MS:.0f} ms:")
        worst = 0.0
        rows = [(name, en, langs, env, env) for name, en, langs in cases(stopbus)]
        locale_line = [stopbus, "replay", str(ROOT / "scenarios" / "01-worked-final-turn.yaml")]
        rows.append(("replay SCENARIO, the locale", locale_line, {"nl": locale_line}, {**env, "LANG": "en_GB.UTF-8"},
                     {**env, "LANG": "nl_NL.UTF-8"}))
        for name, en, langs, en_env, lang_env in rows:
            codes = list(langs)
            fns = [lambda c=en, e=en_env: cpu(c, env=e)] + [lambda c=langs[k], e=lang_env: cpu(c, env=e) for k in codes]
            times = rounds(fns, runs)
            parts = []
            for k, t in zip(codes, times[1:], strict=True):
                diff = statistics.median(x - y for x, y in zip(t, times[0], strict=True)) * 1000
                worst = max(worst, diff)
                parts.append(f"{k} {median_ratio(t, times[0]):.3f}x ({diff:+.1f} ms)")
            print(f"   {name}: en {statistics.median(times[0]) * 1000:.0f} ms; " + "; ".join(parts))
        print(f"   largest difference {worst:+.1f} ms: {'goal met' if worst <= GOAL_MS else 'goal NOT met'} (whole "
              "processes on a busy machine vary by several ms; the loads below are the language's own cost)")
    loads(runs)
    return 0


def loads(runs: int) -> None:
    """What a language loads, in this process (CPU time, median of `runs` rounds, each fresh): its compiled
    catalogue, its card words (a hand typed in words), its table's command words (the live table)."""
    import gettext

    from stopbus_ref.core import card_words, i18n

    def catalogue(code: str) -> None:
        i18n._catalogues.clear()
        gettext._translations.clear()  # gettext keeps the files it read: read it afresh, as a new process does
        i18n.catalogue(code)

    def cards(code: str) -> None:
        card_words.card_words.cache_clear()
        card_words.in_notation("as de cœur" if code == "fr" else "aas harten", code)

    def commands(code: str) -> None:
        card_words.command_words.cache_clear()
        card_words.command_words(code)

    i18n.languages()
    reps = 20
    print(f"what a language loads, in process, CPU time per load (median of {max(runs, 3)} rounds of {reps}), "
          f"goal <= {GOAL_MS:.0f} ms in all:")
    for code in ("nl", "fr"):
        parts, total = [], 0.0
        for name, fn in (("catalogue", catalogue), ("card words", cards), ("table words", commands)):
            times = rounds([lambda f=fn, c=code: process_time(lambda: f(c), reps) / reps], max(runs, 3))[0]
            ms = statistics.median(times) * 1000
            total += ms
            parts.append(f"{name} {ms:.2f} ms")
        print(f"   {code}: " + ", ".join(parts) + f"; in all {total:.2f} ms, ratio to the goal {total / GOAL_MS:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
