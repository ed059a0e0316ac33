"""A Babel extractor for the rulebooks (`stopbus_ref/*/rulebook.py`): their marked messages, each rule's title
and statement (and notes, and a quote's note), and each house rule's title, the meaning of each of its values
and their labels.

A rule's title, statement and notes on an interpretation or a conflict are data, written in English in the
rulebook (`Rule(id, topic, TITLE, STATEMENT, …, interpretation=…, conflicts=…)`); so are the names of the
topics and the sources' languages (`TOPICS`, `LANG`) and the house rules (`HouseRule(key, TITLE, values,
{value: MEANING}, …, labels={value: LABEL})`). They are shown in the reader's language where they are shown
(`stopbus rules ID`, `rules house`, the quote lines under a ruling): they are messages of the catalogue like the
others, translated in each language's `stopbus.po`, so that a language stays files (its catalogue) and a changed
English statement comes back untranslated instead of keeping a stale translation. Babel's Python extractor only
reads marked calls; this one adds these strings of the data. Named in `babel.cfg`; run from the repo root (see
docs/translating.md).
"""

from __future__ import annotations

import ast
import io
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from babel.messages.extract import extract_python


def extract_rulebook(fileobj: IO[bytes], keywords: Mapping[str, Any] | Collection[str], comment_tags: Collection[str],
                     options: dict[str, Any]) -> Iterator[tuple[int, str | None, str | tuple[str, ...], list[str]]]:
    """Babel's Python messages of the file, then the title and the statement of each of its rules."""
    source = fileobj.read()
    yield from extract_python(io.BytesIO(source), keywords, comment_tags, options)  # type: ignore[arg-type]
    tree = ast.parse(source)
    for stmt in tree.body:  # the topics' names and the sources' languages, shown beside a rule
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ("TOPICS", "LANG")
                                                for t in stmt.targets):
            values = stmt.value.values if isinstance(stmt.value, ast.Dict) else getattr(stmt.value, "elts", [])
            for v in values:
                if isinstance(v, ast.Constant) and isinstance(v.value, str):
                    yield v.lineno, None, v.value, ["A topic of the rulebook, or the language of a source."]
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "HouseRule"
                and len(node.args) >= 4):  # a house rule's title, what each value plays, its short labels
            key = ast.unparse(node.args[0])
            texts = [(node.args[1], "title")]
            texts += [(v, "meaning of a value") for v in getattr(node.args[3], "values", [])]
            for k in node.keywords:
                if k.arg == "labels":
                    texts += [(v, "short label of a value") for v in getattr(k.value, "values", [])]
            for arg, what in texts:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield arg.lineno, None, arg.value, [f"The {what} of house rule {key}."]
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_c":
            for k in node.keywords:  # a citation's note (the quote itself is the seed's, never translated)
                if k.arg == "note" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str):
                    yield k.value.lineno, None, k.value.value, ["A note on a quoted passage."]
            continue
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Rule"
                and len(node.args) >= 4):
            continue
        rule = ast.unparse(node.args[0])
        texts = [(node.args[2], "title"), (node.args[3], "statement")]
        texts += [(k.value, k.arg) for k in node.keywords if k.arg in ("interpretation", "conflicts")]
        for arg, what in texts:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield arg.lineno, None, arg.value, [f"The {what} of a rule ({rule})."]
