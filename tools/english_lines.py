"""Count the lines of English a Dutch or French reader still meets: the done-when measure of the table's own
language. Runs the public scenarios' text replays (scenarios/ and, beside the repository, the 31-point
acceptance scenarios), rank, compare, hands, odds, rules ID, a piped live table deal of each game, typical
errors and two -h screens with `--lang CODE`, and counts the lines that still carry English words outside
quoted seed passages, rule ids in brackets, options and card codes.

    python tools/english_lines.py nl fr          # one summary line per language
    python tools/english_lines.py nl --show      # and the English lines themselves

The English words are common words of stopbus's English output that neither Dutch nor French use.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STOPBUS = [sys.executable, "-m", "stopbus_ref"]
ENGLISH = set("""the and of to is are was were with from by for at on it its this that these those which who when
where what why how has have had not cannot can't no yes may must should would will be been being or
loses lose lost wins win won token tokens life lives dealer deals dealt plays play played first next last
worst best beats beat hand hands player players turn turns final showdown shows shown stopped knocked knock
discard discards discarded draw drew take takes took swap swapped score scores scored lowest highest
stock pile upcard pool cards card rule rules broken refused error warning unknown known left right
each every one two three only still yet already after before than then again nobody everyone
chance chances odds worst-hand shows exposed standings tied tie counts count does don't doesn't
clubs spades hearts diamonds prial pair high run flush record file line expected allowed type
usage options arguments commands help show exit exits codes examples recording undone bye saved""".split())
DUTCH_OR_FRENCH_TOO = {"in", "a", "de", "stop", "deal", "pas", "run", "flush", "prial", "hand", "handen", "pool",
                       "score", "is", "type", "final", "rules", "ranking", "at"}
ENGLISH -= {"prial", "run", "flush"}  # the seeds' own words in Dutch (003 keeps them)
QUOTE = re.compile(r"“[^”]*”?|\"[^\"]*\"")
TAG = re.compile(r"\[[a-z0-9:, -]+\]|--?[a-z][-a-z0-9]*|\b[a-z0-9]+(?:-[a-z0-9]+)+\b")
WORD = re.compile(r"[A-Za-z']+")


def commands(tmp: Path) -> list[tuple[list[str], str]]:
    """Each command line with its stdin."""
    out: list[tuple[list[str], str]] = []
    for yaml in sorted((ROOT / "scenarios").glob("*.yaml")):
        out.append((["replay", str(yaml)], ""))
    acc31 = ROOT.parent / "shared" / "acceptance" / "scenarios31"
    for yaml in sorted(acc31.glob("*.yaml")):
        out.append((["replay", str(yaml)], ""))
    out += [(["rank", "ah", "kh", "qh"], ""), (["rank", "qs", "qh", "9c"], ""),
            (["compare", "ah", "kh", "qh", "2c", "3d", "5s"], ""), (["hands"], ""),
            (["odds", "kd", "9s", "8s"], ""), (["odds", "kd", "9s", "8s", "--game", "31"], ""),
            (["rules", "worst-loses"], ""), (["rules", "--game", "31", "31-knock"], ""),
            (["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(tmp / "t.yaml")],
             "upcard 5h\nd 7s\nBen: t 9h\nCat: stop\ntake, discard 2c\nd 1x\nAnn: pass\npass\nwhy\nstatus\n"
             "show Ann 9h 9c 9d\nshow Ben 7s Kd Qd\nshow Cat Ad 3c 4s\nundo\nquit\n"),
            (["table", "--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(tmp / "t31.yaml")],
             "pool 7h Kd 2c\ns Kd 4c\nBen: s 9s 7h 5d\nk\nsa 4d 5s 6h\nk\nwhy\nstatus\nquit\n"),
            (["replay", str(tmp / "missing.yaml")], ""), (["rank", "ah", "ah", "kh"], ""),
            (["compare", "ah", "kh"], ""), (["replay", "-h"], ""), (["table", "-h"], "")]
    return out


def english(line: str) -> bool:
    """Whether a line carries English words outside quotes, rule ids, options and card codes (two words, or
    one word that only English uses on a short line)."""
    rest = TAG.sub(" ", QUOTE.sub(" ", line))
    words = [w.lower().strip("'") for w in WORD.findall(rest)]
    hits = [w for w in words if w in ENGLISH and w not in DUTCH_OR_FRENCH_TOO]
    return len(hits) >= 2 or (len(hits) == 1 and len(words) <= 3)


def main(argv: list[str]) -> int:
    show = "--show" in argv
    codes = [a for a in argv if not a.startswith("-")] or ["nl", "fr"]
    env = {**os.environ, "COLUMNS": "100", "XDG_CONFIG_HOME": "/nonexistent", "NO_COLOR": "1"}
    for k in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(k, None)
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        cmds = commands(tmp)
        for code in codes:
            total = eng = 0
            shown: list[str] = []
            for args, stdin in cmds:
                for f in tmp.glob("*.yaml"):
                    f.unlink()
                p = subprocess.run([*STOPBUS, *args, "--lang", code], input=stdin, capture_output=True,
                                   text=True, env=env, cwd=ROOT, timeout=120)
                for line in (p.stdout + p.stderr).splitlines():
                    if not line.strip() or set(line.strip()) <= set("─━-│╭╮╰╯ "):
                        continue
                    total += 1
                    if english(line):
                        eng += 1
                        shown.append(f"{args[0]} {Path(args[1]).name if len(args) > 1 else ''}: {line}")
            print(f"{code}: {eng} English lines of {total} ({100 * eng / max(total, 1):.1f}%), {len(cmds)} commands")
            if show:
                print("\n".join(shown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
