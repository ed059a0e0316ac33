"""A leave-one-out of `stopbus ask` over the stored questions that hides each question from its rule's BM25
document too, not only from the closest-question scores (tools/ask_dev.py hides it from those alone).

Why: each stored question is counted QUESTION_COPIES times in its rule's BM25 document (`ask.index`), so a question
asked with its entry hidden from the closest-question scores still meets its own words in its rule's document. That
leak makes a scorer leaning on BM25 look better than it is on questions it has never seen (lowering
QUESTION_WEIGHT raises tools/ask_dev.py's leave-one-out and lowers the splits). Here the question's terms are also
taken out of its rule's postings and length while it is asked, as for a question written apart. (The document
frequencies are not recomputed: a term only that question gave its rule stays counted for the rule's idf.)

Printed: top-1 per game and language, and with --misses the rule wanted and the rule got of each miss, then the
most frequent pairs.

Run: python tools/ask_loo_strict.py [--misses] [GAME ...]   (GAME: brag, thirty-one; both when left out)
"""

from __future__ import annotations

import pathlib
import sys
from collections import Counter

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))


def main() -> None:
    from ask_dev import hidden  # tools/, this script's own folder

    from stopbus_ref.ask.search import ask, index

    args = sys.argv[1:]
    misses = "--misses" in args
    games = [a for a in args if not a.startswith("--")] or ["brag", "thirty-one"]
    pairs: Counter[tuple[str, str, str]] = Counter()
    for game in games:
        for lang in ("en", "nl", "fr"):
            ix = index(game, lang)
            n = one = 0
            for rule, stored in list(ix.questions.items()):
                if rule.startswith("house:"):
                    continue
                for k, entry in enumerate(list(stored)):
                    question = str(entry[1])
                    with hidden(ix, rule, k, document=True):
                        got = ask(game, question, lang)
                    first = got.answers[0].rule if got.answers else "none"
                    n += 1
                    one += first == rule
                    if first != rule:
                        pairs[(game, rule, first)] += 1
                        if misses:
                            print(f"miss {game} {lang}: wanted {rule}, got {first}: {question}")
            print(f"strict leave-one-out {game} {lang}: top-1 {one}/{n} ({100 * one / max(n, 1):.1f}%)")
    if misses:
        for (game, want, got), count in pairs.most_common(30):
            print(f"{count:4d} {game}: {want} -> {got}")


if __name__ == "__main__":
    main()
