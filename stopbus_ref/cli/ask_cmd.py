"""`stopbus ask QUESTION…`: the answer to a player's question first, then the rule id, its best quote, related rules.

Also the body of `rules QUESTION…`, `rules --search WORDS…` (ranked by the same scorer) and the table's
`? QUESTION`: `answer_lines` gives the plain lines the table session prints.
"""

from __future__ import annotations

from ..ask.answer import answer_lines, check_question, explain_lines, rulebook, source_lines, to_json
from ..ask.search import LANGS, Asked, ask
from ..core.errors import ExitCode, InputError
from ..ui.output import console, print_json, safe


def run(words: list[str], game: str, lang: str | None, sources: bool, json_out: bool, explain: bool = False,
        house: list[str] | None = None) -> int:
    """`stopbus ask`: print the answer (text or JSON), with how it was reached when `explain`; exit 1 when no rule
    answers, as grep does. `house`: `--house KEY=VALUE` items, read against the game's catalogue; a computed
    answer is ruled under them (and says so)."""
    if lang is not None and lang.strip().lower() not in LANGS:
        raise InputError(f"--lang {lang!r}: choose en, nl or fr", token=lang)
    table = _house(game, house or [])
    question = check_question(" ".join(words))
    asked = ask(game, question, lang.strip().lower() if lang else None, house=table)
    if json_out:
        out = to_json(asked)
        if explain:
            out["explain"] = explain_lines(asked)
        print_json(out)
    else:
        con = console()
        for line in _lines(asked, sources) + (explain_lines(asked) if explain else []):
            con.print(safe(line))
    return ExitCode.OK if asked.answers else ExitCode.RULE


def _house(game: str, items: list[str]) -> dict[str, str]:
    """`--house KEY=VALUE` items as the game's house rules (an unknown key or value is an input error naming it)."""
    if not items:
        return {}
    from ..core import registry as games
    from ..core.house import parse_assignments

    g = games.get(game)
    return dict(parse_assignments(items, g.house_catalogue(), g.title, games.other_catalogues(game), None))


def _lines(asked: Asked, sources: bool) -> list[str]:
    """The answer's lines; with `sources`, the rule's statement and every quote in place of its best quotes'
    line (the one indented line under the answer)."""
    lines = answer_lines(asked)
    if not sources or not asked.answers:
        return lines
    rest = lines[1:]
    if rest and rest[0].startswith("  "):
        rest = rest[1:]
    return [*lines[:1], *source_lines(asked), *rest]


def _is_rule_id(game: str, word: str) -> bool:
    """True when the word names a rule or a section (or looks like an id: hyphenated, or long)."""
    import re

    w = word.strip().lower().rstrip("?!.,;:")
    by_id = rulebook(game).BY_ID
    return (w in by_id or f"31-{w}" in by_id or bool(re.fullmatch(r"§?\d{1,2}", w)) or "-" in w
            or len(w) > 40 or not w.isalpha())


def rules_words(game: str, words: list[str], search: str | None) -> tuple[list[str], str | None]:
    """`rules --search who deals`: words beside --search that are not one rule id belong to the search."""
    if search is not None and words and not (len(words) == 1 and _is_rule_id(game, words[0])):
        return [], " ".join([search, *words])
    return words, search


def rules_question(game: str, words: list[str], json_out: bool) -> int | None:
    """`rules QUESTION…`: answered as `ask` when the words are not one rule id or section; None leaves them to
    `rules ID` (a single word that no rule answers stays an unknown id, with its did-you-mean)."""
    if not words or (len(words) == 1 and len(words[0].split()) == 1 and _is_rule_id(game, words[0])):
        return None
    if len(words) == 1 and len(words[0].split()) == 1:
        asked = ask(game, words[0])
        if not asked.answers:
            return None
    return run(words, game, None, False, json_out)
