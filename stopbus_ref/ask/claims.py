"""The yes or no of an answer from a rule's stored answers (`_claimed`): the stored claim closest to the asked
one, its truth turned by opposite words, a comparison the other way round and negation, then checked against the
answer's own statement (a true fact): the values it gives the claim's slots (how many, one at a time or all at once,
clockwise or not, face up or down), the deciding words the asked claim swaps for the stored claim's, a statement
restating the asked claim. Loaded by `ask.search` when a yes/no question is asked."""

from __future__ import annotations

import math
import re
from functools import cache
from typing import Any

from .words import LEADS as _LEADS
from .words import fold, raw, tokens, words

_Lang = Any
"""One language's part of a game's index (`ask.search._Lang`: its surface, folded and synonyms words are read)."""

STATEMENT_SHARE = 0.7
"""How much a stored answer's statement counts as a claim beside its question's (`_claimed`)."""
FUNCTION_WEIGHT = 1.0


def _claim(ix: _Lang, text: str, wanted: dict[str, float]) -> dict[str, float]:
    """The words of a yes/no question that make its claim, each with its weight: the stems of the question's
    content words (their weight in the asked question, else one), and the function words too (not, only, before,
    first...) at FUNCTION_WEIGHT: two questions on one rule differ by them ("before" or "after" a stop)."""
    out: dict[str, float] = {}
    for t in tokens(text):
        if t.startswith("seq:") or t.isdigit():
            out[t] = max(wanted.get(t, 0.0), 2.0)
            continue
        s = ix.surface.get(t) or ix.folded.get(fold(t))
        if s is not None and t not in ix.stop:
            out[s] = wanted.get(s, 1.0)
        else:
            out["~" + fold(t)[:5]] = FUNCTION_WEIGHT
    return out


def _words_of(text: str) -> list[str]:
    return [fold(t) for t in re.findall(r"[\w']+", text.casefold().replace("’", "'"))]


def _claimed(ix: _Lang, question: str, wanted: dict[str, float], stored: list[Any]) -> tuple[str, str]:
    """The answer to a yes/no question from a rule's stored answers, with the stored question it rests on.

    Each stored answer makes claims with a truth: its question's claim, true or false as its yes or no says, and
    its statement (what follows the yes or no, or the whole answer), true. The claim closest to the asked one in
    all its words (`_claim_match`) decides; its truth is turned round when the asked claim swaps one of its words
    for its opposite (best and worst, before and after, with and without, safe and lose: the language's
    `opposites`), as many times as it swaps: a yes to "can the stopper lose?" is a no to "is the stopper safe?",
    and "No. The player to the dealer's left does." is a yes to "does the player left of the dealer go first?".
    The answer is the yes or no, then the statement."""
    from .question import yes_no_words

    mine = _claim(ix, question, wanted)
    found: list[tuple[float, bool, str, str, str]] = []
    for entry in stored:
        answer = str(entry[2])
        m = _LEADS.match(answer)
        statement = answer[m.end():] if m else answer
        if m:
            truth = answer[:m.end()].rstrip()[:-1] in ("Yes", "Ja", "Oui")
            found.append((_claim_match(mine, _claim(ix, str(entry[1]), wanted)), truth, str(entry[1]), statement,
                          str(entry[1])))
        found.append((STATEMENT_SHARE * _claim_match(mine, _claim(ix, statement, wanted)), True, statement,
                      statement, str(entry[1])))
    if not found:
        return "", ""
    closeness, truth, claim, statement, matched = max(found, key=lambda f: f[0])
    verdict = _verdict(ix, question, truth, claim, claim is statement, statement)
    if claim is statement or closeness < SAME_CLAIM or _slots_of(ix, question) != _slots_of(ix, claim):
        # (a stored question making the asked claim, with the same values, answers it with its own yes or no)
        if claim is not statement:
            differs = _differs(ix, question, wanted, claim, statement)
            if differs is None:
                differs = _slot_differs(ix, question, claim, statement)
            if differs is not None:
                verdict = differs
        said = _said(ix, question, wanted, statement)
        if said is not None:
            verdict = said
    lead = yes_no_words(ix.lang)[0 if verdict else 1]
    return f"{lead}. {statement[:1].upper()}{statement[1:]}".rstrip(), matched


def _verdict(ix: _Lang, question: str, truth: bool, claim: str, plain: bool, statement: str = "") -> bool:
    """The asked claim's truth from a stored claim's: turned round once for each opposite word the two swap, for a
    comparison made the other way, and, when the stored claim is a plain statement, for a negation one has and the
    other has not."""
    turned = _comparison_turned(ix, question, claim)
    asked_text, claim_text = question, claim
    if turned is not None:  # the comparison's own words are read by `_comparison_turned`, not as opposites
        asked_text, claim_text = _without_comparison(question, ix.lang), _without_comparison(claim, ix.lang)
    a, b = set(_words_of(asked_text)), set(_words_of(claim_text))
    swapped = [(x, y) for x, y in _opposites(ix.lang) if (x in a - b and y in b - a) or (y in a - b and x in b - a)]
    if statement and not truth and not plain and not _negated(statement, ix.lang):
        # "No. The deal passes left." to "does the loser deal next?" says no to "does the winner…?" too: a third one
        # deals; a statement that only says the no again ("No. The caller is not protected.") names no third one
        told = _words_of(statement)
        swapped = [(x, y) for x, y in swapped if any(_akin(w, x) or _akin(w, y) for w in told)]
    flips = len(swapped)
    flips += bool(turned)
    if plain and _negated(question, ix.lang) != _negated(claim, ix.lang):
        flips += 1  # a statement is plain: "the stopper does not..." is the no of "does the stopper...?"
    return truth != (flips % 2 == 1)


def _akin(a: str, b: str) -> bool:
    """Whether two words are forms of one (beschermd, bescherming; safe, safety): the same but for their last two
    letters, and at least four alike."""
    n = max(4, min(len(a), len(b)) - 2)
    return a[:n] == b[:n]


def _differs(ix: _Lang, question: str, wanted: dict[str, float], claim: str, statement: str) -> bool | None:
    """The asked claim's truth read from the deciding words it swaps for the stored claim's ("is A-K-J the best
    flush?" against "is A-K-Q the best flush?"; three cards for four; the second best for the best): the hands,
    numbers and kept words (first, best, only, second…) by which each differs from the other. When the statement
    (a true fact) holds the asked claim's words and none of the stored claim's, the asked claim says what the
    statement says; the other way round, the contrary. None: they differ by other words too, or the statement
    does not tell them apart."""
    mine = {k for k in _claim(ix, question, wanted) if not k.startswith("~")}
    theirs = {k for k in _claim(ix, claim, wanted) if not k.startswith("~")}
    ours, others = mine - theirs, theirs - mine
    if not (ours and others) or not all(_deciding(ix, k) for k in ours | others) \
            or _negated(question, ix.lang) != _negated(claim, ix.lang):  # "nobody" for "before anyone": not a swap
        return None
    said = set(_claim(ix, statement, wanted))
    plain = _negated(question, ix.lang) == _negated(statement, ix.lang)
    if ours <= said and not others & said:
        return plain
    if others <= said and not ours & said:
        return not plain
    return None


def _slot_differs(ix: _Lang, question: str, claim: str, statement: str) -> bool | None:
    """The asked claim's truth when it gives a slot another value than the stored claim (one card, not two;
    clockwise, not anticlockwise): what the statement says when it holds the asked value and not the stored
    claim's, the contrary the other way round. None: no slot tells them apart."""
    asked, stored, said = (_slot_values(ix, t) for t in (question, claim, statement))
    plain = _negated(question, ix.lang) == _negated(statement, ix.lang)
    for name, values in asked.items():
        others, statements = stored.get(name, set()), said.get(name, set())
        if name == "number":  # numbers of the same thing: "one card" and "two cards", not "one pack", "two players"
            values = {(v, after) for v, after in values if any(after & a for _, a in others)}
            others = {(v, after) for v, after in others if any(after & a for _, a in values)}
            statements = {(v, after) for v, after in statements
                          if any(after & a for _, a in values | others)} or statements  # "Exactly one each."
        mine, theirs, told = (frozenset().union(*(v for v, _ in group)) for group in (values, others, statements))
        if not theirs or mine & theirs or not told:
            continue
        if mine <= told and not theirs & told:
            return plain
        if theirs <= told and not mine & told:
            return not plain
    return None


def _deciding(ix: _Lang, term: str) -> bool:
    """Whether a claim's word is one that decides between two claims of one rule: a hand, a number, or a word the
    language keeps although a stop word (first, last, best, only, second…: `keep` of ask/data/words-LANG.json)."""
    return term.startswith("seq:") or term.isdigit() or any(term == (ix.surface.get(w) or w)
                                                            for w in words(ix.lang).keep)


SAME_CLAIM = 0.95
"""How closely a stored question must match the asked claim (`_claim_match`) to be read as making it: its own yes
or no then answers, whatever its statement is read to say (`_said`, `_differs`)."""
RESTATED = 0.8
"""How closely the answer's statement must match the asked claim, in all its words (`_claim_match`), to be read as
saying it (`_said`)."""


def _said(ix: _Lang, question: str, wanted: dict[str, float], statement: str) -> bool | None:
    """What the answer's own statement (a true fact) says of the asked claim, when it plainly says it: no when the
    statement fills a slot of the claim with another value (three lives, not one; clockwise, not anticlockwise;
    face up, not face down: `_slot_values`); the claim's truth read from the statement as a claim (`_verdict`)
    when the statement restates it ("No. The player to the dealer's left goes first." is never the answer to "does
    the player to the dealer's left go first?"). None: the statement does not say."""
    asked, said = _slot_values(ix, question), _slot_values(ix, statement)
    for name, values in asked.items():
        theirs = said.get(name, set())
        for value, after in values:
            about = [v for v, follows in theirs if name != "number" or follows & after]
            if about and value.isdisjoint(set().union(*about)):
                return _negated(question, ix.lang) != _negated(statement, ix.lang)
    if (_claim_match(_claim(ix, question, wanted), _claim(ix, statement, wanted)) >= RESTATED
            and _comparison(question, ix.lang) is None):
        return _verdict(ix, question, True, statement, True)
    return None


def _slot_text(text: str) -> str:
    """A claim as its slots are read: lower case, accents kept (één is one, een is a), hyphens read as spaces, one
    character for each of the text's."""
    return "".join(" " if c in "-–" else "'" if c in "’‘" else c.lower() for c in text)


@cache
def _slot_patterns(lang: str) -> tuple[tuple[str, re.Pattern[str], dict[str, int]], ...]:
    """Each slot of the language's claims (`forms.slots`: number, rotation, face...): its name, the pattern of its
    values' words (longest first; digits too for the number) and each word's value (its place in the slot's list,
    from one for the number)."""
    out = []
    for name, values in raw(lang)["forms"]["slots"].items():
        first = 1 if name == "number" else 0
        value_of = {w.lower(): i for i, ws in enumerate(values, first) for w in ws}
        phrases = [re.escape(w).replace(r"\ ", r"\s+") for w in sorted(value_of, key=len, reverse=True)]
        if name == "number":
            phrases.append(r"[1-9]\d?")
        out.append((name, re.compile(r"(?<![\w'])(?:" + "|".join(phrases) + r")(?!\w)"), value_of))
    return tuple(out)


@cache
def _slot_range(lang: str) -> re.Pattern[str]:
    """The words that join two numbers into a range ("two to nine", "drie tot acht", "trois à huit"):
    `forms.slot_range`."""
    return re.compile(r"\s*(?:" + "|".join(re.escape(w.lower()) for w in raw(lang)["forms"]["slot_range"])
                      + r")\s*")


@cache
def _slot_bound(lang: str) -> re.Pattern[str]:
    """The words that make the number after them a bound, not a value ("more than three", "up to 17", "moins de
    trois"): `forms.slot_bound`."""
    return re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(w.lower()) for w in raw(lang)["forms"]["slot_bound"])
                      + r")\s+$")


def _slots_of(ix: _Lang, text: str) -> dict[str, set[frozenset[int]]]:
    """The values a claim gives its slots, without the words that follow them."""
    return {name: {v for v, _ in values} for name, values in _slot_values(ix, text).items()}


def _slot_values(ix: _Lang, text: str) -> dict[str, set[tuple[frozenset[int], frozenset[str]]]]:
    """The values a claim gives its slots, each with the stems of the words that follow it and of the game's
    words for them ("three lives": number 3, of lives and tokens; "two to nine players": numbers 2 to 9, of
    players); a rank of a hand written out ("A-2-3") is no number, nor a bound ("up to 17")."""
    t = _slot_text(text)
    out: dict[str, set[tuple[frozenset[int], frozenset[str]]]] = {}
    for name, pattern, value_of in _slot_patterns(ix.lang):
        found = []
        for m in pattern.finditer(t):
            if name == "number" and ({text[m.start() - 1:m.start()], text[m.end():m.end() + 1]} & {"-", "–"}
                                     or _slot_bound(ix.lang).search(t[:m.start()])):
                continue  # a rank of a hand written out, or a bound ("fewer than three", "up to 17")
            word = re.sub(r"\s+", " ", m.group(0))
            value = int(word) if word.isdigit() else value_of[word]
            if value > len(value_of):
                continue  # a number beyond those the language names ("31" names the game, "52" the deck)
            after = [fold(w) for w in re.findall(r"[\w']+", t[m.end():])[:2]]
            found.append((m.end(), value, after, m.start()))
        k = 0
        while k < len(found):
            end, v, after, _ = found[k]
            values = {v}
            if k + 1 < len(found) and _slot_range(ix.lang).fullmatch(t[end:found[k + 1][3]]):
                v2, after = found[k + 1][1], found[k + 1][2]
                values = set(range(min(v, v2), max(v, v2) + 1))
                k += 1
            stems = frozenset(ix.surface.get(x) or ix.folded.get(x) or x
                              for w in after for x in (w, *ix.synonyms.get(w, "").split()))
            out.setdefault(name, set()).add((frozenset(values), stems))
            k += 1
    return out


def _comparison(text: str, lang: str) -> tuple[int, int, int] | None:
    """The first word of comparison in a claim ("beats", "ranks above", "loses to", "verslaat", "bat"): its place
    in `question.flat(text)` and its way (+1 up, -1 down)."""
    from .question import flat, forms

    t = flat(text)
    f = forms(lang)
    found = [(m.start(), -m.end(), +1) for m in f.up.finditer(t)] + [(m.start(), -m.end(), -1)
                                                                      for m in f.down.finditer(t)]
    if not found:
        return None
    start, end, way = min(found)
    return start, -end, way


def _sides(ix: _Lang, text: str, at: tuple[int, int, int]) -> tuple[set[str], set[str]]:
    """The content stems before and after a claim's word of comparison."""
    from .question import flat

    t = flat(text)

    def content(part: str) -> set[str]:
        return {ix.surface.get(w) or ix.folded.get(w) or w for w in re.findall(r"[\w']+", part)
                if len(w) > 2 and w not in ix.stop}

    return content(t[:at[0]]), content(t[at[1]:])


COMPARED_WORDS = 2
"""The most content words on either side of a claim's comparison for it to be read as one thing against another
(`_comparison_turned`): "does a pair of aces beat a flush?", not "Ann stopped and everyone beat her, does she…"."""


def _comparison_turned(ix: _Lang, question: str, claim: str) -> bool | None:
    """Whether a stored claim compares the asked claim's two sides the other way round: "does a pair beat a
    flush?" against "a flush ranks above a pair" (the sides swapped) or "is a flush worse than a pair?" against
    "does a flush beat a pair?" (the way turned); both at once cancel. None: not both compare, or their sides
    do not meet."""
    mine, theirs = _comparison(question, ix.lang), _comparison(claim, ix.lang)
    if mine is None or theirs is None:
        return None
    (la, ra), (ls, rs) = _sides(ix, question, mine), _sides(ix, claim, theirs)
    if not all(0 < len(side) <= COMPARED_WORDS for side in (la, ra, ls, rs)):
        return None  # a comparison of two things is two short phrases ("a pair of aces", "a flush")
    same, crossed = len(la & ls) + len(ra & rs), len(la & rs) + len(ra & ls)
    if min(same, crossed) or not max(same, crossed):
        return None  # not the same two things compared, one way or the other
    return (crossed > same) != (mine[2] != theirs[2])


def _without_comparison(text: str, lang: str) -> str:
    """The claim without its words of comparison (so that better/worse are not also counted as opposites)."""
    from .question import flat, forms

    f = forms(lang)
    return f.down.sub(" ", f.up.sub(" ", flat(text)))


_NEGATORS = {"en": r"not|never|no longer|nobody|cannot|\w+n't",
             "nl": r"niet|geen|nooit|niemand",
             "fr": r"pas|jamais|aucun|aucune|personne"}
_NEGATIVE_OPENER = re.compile(r"^\W*\w+n't\b")


def _negated(text: str, lang: str) -> bool:
    """Whether a claim is negated ("the stopper does not…", "niet", "pas"); a negative opener ("isn't it…?") asks
    the claim itself."""
    t = _NEGATIVE_OPENER.sub(" ", fold(text.casefold().replace("’", "'")))
    return bool(re.search(rf"(?<![\w'])(?:{_NEGATORS[lang]})(?![\w'])", t))


@cache
def _opposites(lang: str) -> tuple[tuple[str, str], ...]:
    """The language's pairs of opposite words, without accents (`forms.opposites`)."""
    return tuple((fold(x), fold(y)) for x, y in raw(lang)["forms"]["opposites"])


def _claim_match(mine: dict[str, float], theirs: dict[str, float]) -> float:
    """How closely a stored question's claim matches the asked one's: the shared words' weight over the square
    root of both claims' weights (a cosine on the words)."""
    shared = sum(w for k, w in mine.items() if k in theirs)
    norm = math.sqrt(sum(mine.values()) * sum(theirs.values()))
    return shared / norm if norm else 0.0
