"""`stopbus ask` on its development sets (never the frozen held-out set): the figures a round of work on `ask`
measures itself by, before and after.

Printed:

- yes/no right first on tests/ask_yesno.py (questions written from the seeds, tuned on);
- the generated Brag questions of tests/ask_exhaustive.py (category, hand and "is it a run?" questions, and
  hands against kinds of hand), right yes or no first;
- top-1 and top-3 of the project's question splits (tests/ask_questions.py), per game;
- a leave-one-out run over the stored questions of the game's rules (each stored question asked with its own
  entry hidden from the closest-question scores): top-1 per game and language, and for the stored yes/no
  questions (those whose answer leads with Yes/No, Ja/Nee, Oui/Non) the right yes or no first.

Run: python tools/ask_dev.py [GAME]   (GAME: brag or thirty-one; both when left out)
"""

from __future__ import annotations

import contextlib
import pathlib
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ask_exhaustive import lead as _lead  # noqa: E402  (the yes or no an answer leads with)


def yes_no_set() -> None:
    from stopbus_ref.ask.search import ask
    from tests.ask_yesno import YES_NO

    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for game, lang, question, yes in YES_NO:
        got = ask(game, question)
        answer = got.answers[0].answer if got.answers else ""
        total[game] += 1
        right[game] += _lead(answer, lang) is yes
    for game in sorted(total):
        print(f"yes/no set {game}: {right[game]}/{total[game]}")
    print(f"yes/no set all: {sum(right.values())}/{sum(total.values())}")


def generated() -> None:
    """The generated Brag questions of tests/ask_exhaustive.py: right yes or no first (or none when none is asked)
    in the asker's language."""
    from stopbus_ref.ask.search import ask
    from tests.ask_exhaustive import category_cases, hand_cases, hand_category_cases, lead, run_cases

    for name, cases in (("categories", category_cases()), ("hands", hand_cases()), ("is-a-run", run_cases()),
                        ("hand-vs-category", hand_category_cases())):
        n = right = 0
        for c in cases:
            got = ask("brag", c.question)
            first = got.answers[0].answer if got.answers else ""
            n += 1
            right += got.language == c.lang and lead(first, c.lang) is c.yes
        print(f"generated {name}: {right}/{n} ({100 * right / max(n, 1):.1f}%)")


def splits(games: list[str]) -> None:
    import time

    from stopbus_ref.ask.search import ask
    from tests.ask_questions import SPLITS

    for game in games:
        n = one = three = 0
        cpu = 0.0
        for rows in SPLITS.values():
            for g, question, rule in rows:
                if g != game:
                    continue
                t0 = time.process_time()
                got = [h.rule for h in ask(g, question).answers]
                cpu += time.process_time() - t0
                n += 1
                want = rule.split()  # an entry may name several acceptable rules
                one += bool(got) and got[0] in want
                three += any(r in want for r in got[:3])
        print(f"question splits {game}: top-1 {one}/{n} ({100 * one / max(n, 1):.1f}%), "
              f"top-3 {three}/{n} ({100 * three / max(n, 1):.1f}%), CPU per answer {1000 * cpu / max(n, 1):.2f} ms")


@contextlib.contextmanager
def hidden(ix: Any, rule: str, k: int, document: bool = False) -> Iterator[None]:
    """The rule's k-th stored question hidden from the index `ix` for the block: from the closest-question scores,
    and with `document` from the rule's BM25 postings and length too (tools/ask_loo_strict.py: each stored
    question is counted QUESTION_COPIES times in its rule's document). Everything is put back after the block."""
    from stopbus_ref.ask.search import QUESTION_COPIES, expand, stem, tokens

    stored = ix.questions[rule]
    entry = stored[k]
    terms = tuple(entry[0])
    ix.questions[rule] = stored[:k] + stored[k + 1:]
    kept = ix.qdocs
    if sum(1 for s in stored if tuple(s[0]) == terms) == 1:
        ix.qdocs = [d for d in kept if d != (rule, terms)]
    removed = []
    if document:
        for t in (stem(ix.lang, t) for t in tokens(expand(str(entry[1]), ix.synonyms)) if t not in ix.stop):
            docs = ix.post.get(t, {})
            if docs.get(rule, 0) >= QUESTION_COPIES:
                docs[rule] -= QUESTION_COPIES
                removed.append(t)
                if not docs[rule]:
                    del docs[rule]
        ix.lengths[rule] -= QUESTION_COPIES * len(removed)
    try:
        yield
    finally:
        ix.questions[rule] = stored
        ix.qdocs = kept
        for t in removed:
            ix.post.setdefault(t, {})[rule] = ix.post[t].get(rule, 0) + QUESTION_COPIES
        ix.lengths[rule] += QUESTION_COPIES * len(removed)


def leave_one_out(games: list[str]) -> None:
    """Also counted: first answers naming cards their question does not write (`ask.search.names_other_cards`;
    not those of a what/which question asking for cards, "what is the best run?": `ask.search.asks_cards`),
    and what/who questions answered with a yes or no. ASK_DEV_DUMP=FILE writes each stored yes/no question's
    outcome there (to compare two versions)."""
    import os

    from stopbus_ref.ask.question import read
    from stopbus_ref.ask.search import ask, asks_cards, index, names_other_cards

    dump = open(os.environ["ASK_DEV_DUMP"], "w", encoding="utf-8") if os.environ.get("ASK_DEV_DUMP") else None

    for game in games:
        for lang in ("en", "nl", "fr"):
            ix = index(game, lang)
            n = one = yn = yn_right = cards = stray = 0
            for rule, stored in list(ix.questions.items()):
                if rule.startswith("house:"):
                    continue
                for k, entry in enumerate(list(stored)):
                    question, answer = str(entry[1]), str(entry[2])
                    with hidden(ix, rule, k):
                        got = ask(game, question, lang)
                    n += 1
                    one += bool(got.answers) and got.answers[0].rule == rule
                    truth = _lead(answer, lang)
                    first = got.answers[0].answer if got.answers else ""
                    form = read(question, lang).yes_no
                    if names_other_cards(first, question, lang) and not (form is False
                                                                         and asks_cards(question, lang)):
                        cards += 1
                        if dump:
                            print(f"CARDS {game} {lang} {question!r} => {first!r}", file=dump)
                    if form is False and _lead(first, lang) is not None:
                        stray += 1
                        if dump:
                            print(f"STRAY {game} {lang} {question!r} => {first!r}", file=dump)
                    if truth is not None and form is True:
                        yn += 1
                        ok = bool(got.answers) and _lead(first, lang) is truth
                        yn_right += ok
                        if dump:
                            print(f"YN {'ok' if ok else 'WRONG'} {game} {lang} {question!r} => {first!r}",
                                  file=dump)
            print(f"leave-one-out {game} {lang}: top-1 {one}/{n} ({100 * one / max(n, 1):.1f}%), "
                  f"yes/no right first {yn_right}/{yn} ({100 * yn_right / max(yn, 1):.1f}%), "
                  f"naming unasked cards {cards}, stray yes/no on what/who {stray}")


def main() -> None:
    games = sys.argv[1:] or ["brag", "thirty-one"]
    yes_no_set()
    if "brag" in games:
        generated()
    splits(games)
    leave_one_out(games)


if __name__ == "__main__":
    main()
