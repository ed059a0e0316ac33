"""`stopbus ask` on the frozen held-out question set: the figures users can check.

tests/data/ask_heldout.jsonl was written from the seeds and the spec alone, before this round of `ask`, by a writer
who never saw the code or ran `ask` (tests/data/ask_heldout_README.md); it is never tuned on, and its sha256 is
checked by tests/test_ask_heldout.py. Printed, over both games in en/nl/fr:

- top-1 and top-3: the expected rule first, or among the first three, over the answerable questions (per game and
  language too);
- refusals: the off-topic and other-card-game questions refused (goal: all), and answerable questions refused;
- yes/no right first: yes/no questions whose answer leads with the right Yes/No, Ja/Nee, Oui/Non;
- wrong-way category answers: yes/no questions on two kinds of hand answered with the wrong yes or no;
- answers naming cards not asked: answers naming a hand (K-K-6, A♠…) the question did not write;
- English in a Dutch or French answer (its first line);
- CPU time per answer, in-process (goal: under 10 ms), as a ratio to that goal.

Run: python bench/bench_ask_heldout.py [--tiny]   (--tiny, or STOPBUS_BENCH_TINY=1: the first 40 questions, as the
test suite runs it so that it does not rot; tests/test_ask_heldout.py holds the full set to floors.)
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import sys
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TINY = "--tiny" in sys.argv or bool(os.environ.get("STOPBUS_BENCH_TINY"))
HELDOUT = ROOT / "tests" / "data" / "ask_heldout.jsonl"
GAMES = {"brag": "brag", "31": "thirty-one", "thirty-one": "thirty-one"}
YES_NO = {"en": ("Yes", "No"), "nl": ("Ja", "Nee"), "fr": ("Oui", "Non")}
GOAL_MS = 10.0
_HAND = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])(?:-(?:10|[2-9AKQJ])){1,2}(?![\w-])|(?:10|[2-9AKQJ])[♠♥♦♣]")
_ENGLISH = re.compile(r"\b(?:beats|Also|Language|Yes|No|the|is the worst|Closest|rule of this game|Did you|loses|"
                      r"scores|lowest|suits decide)\b")


def rows() -> list[dict[str, Any]]:
    return [json.loads(line) for line in HELDOUT.read_text(encoding="utf-8").splitlines() if line.strip()]


def _cards_not_asked(question: str, answer: str, lang: str, literal: bool = False) -> bool:
    """Whether the answer names a hand (ranks in a row, or a card with its suit) the question did not write.

    A card with its suit counts as written when the question names it in any notation the hand reader reads
    ("the ace of hearts", "harten aas", "Ah": A♥); `literal` counts it only when its symbol is in the question (the
    check of the first publication, which counted "A♥" as not asked of "the ace of hearts")."""
    from stopbus_ref.ask.hands import read_hands

    hands = read_hands(question, lang)
    asked = [sorted(h.ranks) for h in hands]
    named = {(r, s) for h in hands for r, s in zip(h.ranks, h.suits, strict=True) if s is not None}
    letters = {"A": 14, "K": 13, "Q": 12, "J": 11}
    for token in _HAND.findall(answer):
        if token[-1] in "♠♥♦♣":
            rank = letters.get(token[:-1]) or int(token[:-1])
            if token not in question and (literal or (rank, "♣♦♥♠".index(token[-1])) not in named):
                return True
            continue
        ranks = sorted(letters.get(r) or int(r) for r in token.split("-"))
        if not any(ranks == hand or (len(ranks) == 2 and ranks[0] == ranks[1] and hand.count(ranks[0]) >= 2)
                   for hand in asked):
            return True
    return False


def measure(data: list[dict[str, Any]]) -> dict[str, Any]:
    """The held-out figures of `ask` on these rows (see the module's docstring)."""
    from stopbus_ref.ask.answer import answer_lines
    from stopbus_ref.ask.search import ask

    out: dict[str, Any] = {"answerable": 0, "top1": 0, "top3": 0, "refusable": 0, "refused": 0,
                           "false_refusals": 0, "yesno": 0, "yesno_right": 0, "category_yesno": 0,
                           "wrong_way": 0, "cards_not_asked": 0, "cards_not_asked_literal": 0, "english": 0, "per": {},
                           "misses": []}
    cpu = 0.0
    for row in data:
        game = GAMES[row["game"]]
        q, lang = row["q"], row["lang"]
        start = time.process_time()
        got = ask(game, q)
        cpu += time.process_time() - start
        ids = [h.rule for h in got.answers]
        answer = got.answers[0].answer if got.answers else ""
        if row["expect"] is None:
            out["refusable"] += 1
            out["refused"] += not ids
            if ids:
                out["misses"].append(f"answered {ids[0]}: {q}")
            continue
        out["answerable"] += 1
        want = set(row["expect"].split())
        one, three = bool(ids) and ids[0] in want, any(i in want for i in ids[:3])
        out["top1"] += one
        out["top3"] += three
        out["false_refusals"] += not ids
        per = out["per"].setdefault(f"{game} {lang}", [0, 0])
        per[0] += 1
        per[1] += one
        if not one:
            out["misses"].append(f"{ids[0] if ids else None} (want {row['expect']}): {q}")
        if row["kind"] == "yesno":
            out["yesno"] += 1
            yes, no = YES_NO[lang]
            right = answer.startswith(f"{yes if row['yes'] else no}.") or answer.startswith(
                f"{yes if row['yes'] else no},")
            out["yesno_right"] += right
            if got.ruling is not None and (got.ruling.asked or {}).get("kind") == "category-vs-category":
                out["category_yesno"] += 1
                out["wrong_way"] += not right
        if answer and _cards_not_asked(q, answer, lang):
            out["cards_not_asked"] += 1
            out["misses"].append(f"names cards not asked: {answer}: {q}")
        out["cards_not_asked_literal"] += bool(answer) and _cards_not_asked(q, answer, lang, literal=True)
        if lang != "en" and got.answers:
            first = answer_lines(got)[0].split("  [")[0].replace("Stop the Bus", "")
            if _ENGLISH.search(first):
                out["english"] += 1
    out["ms_per_answer"] = 1000 * cpu / max(len(data), 1)
    return out


def _pct(n: int, d: int) -> str:
    return f"{100 * n / d:.1f}% ({n}/{d})" if d else "n/a"


def main() -> int:
    from stopbus_ref.ask.search import ask

    data = rows()
    if TINY:
        data = data[:40]
    ask("brag", "who deals next?")  # the index of each language loaded before the clock runs
    ask("thirty-one", "who deals next?")
    m = measure(data)
    print(f"held-out set: {len(data)} questions ({HELDOUT.relative_to(ROOT)})")
    print(f"top-1 {_pct(m['top1'], m['answerable'])}   top-3 {_pct(m['top3'], m['answerable'])}")
    print("  " + "   ".join(f"{k} {_pct(v[1], v[0])}" for k, v in sorted(m["per"].items())))
    print(f"refused: off-topic and other games {_pct(m['refused'], m['refusable'])}; "
          f"answerable refused {m['false_refusals']}")
    print(f"yes/no right first {_pct(m['yesno_right'], m['yesno'])}; wrong-way category answers "
          f"{m['wrong_way']} of {m['category_yesno']}")
    print(f"answers naming cards not asked: {m['cards_not_asked']} ({m['cards_not_asked_literal']} by the literal "
          f"check); English in a Dutch or French answer: {m['english']}")
    print(f"CPU per answer {m['ms_per_answer']:.2f} ms: {m['ms_per_answer'] / GOAL_MS:.2f}x the {GOAL_MS:.0f} ms goal")
    if "--misses" in sys.argv:
        print("\n".join(m["misses"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
