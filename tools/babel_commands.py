"""A Babel extractor for `stopbus_ref/cli/commands.py`: its marked messages, and its commands' docstrings.

A command's docstring is its help text (typer reads it), translated with the others when the app is built
(`cli/parser_words.py`); Babel's Python extractor does not read docstrings, so this one adds the docstrings of
the functions decorated with `@app.command` or `@app.callback`. Named in `babel.cfg`; run from the repo root
(`python -m babel.messages.frontend extract -F babel.cfg …`, see docs/translating.md).
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from babel.messages.extract import extract_python


def extract_commands(fileobj: IO[bytes], keywords: Mapping[str, Any] | Collection[str], comment_tags: Collection[str],
                     options: dict[str, Any]) -> Iterator[tuple[int, str | None, str | tuple[str, ...], list[str]]]:
    """Babel's Python messages of the file, then the docstring of each of its commands."""
    source = fileobj.read()
    import io

    yield from extract_python(io.BytesIO(source), keywords, comment_tags, options)  # type: ignore[arg-type]
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.FunctionDef):
            continue
        if not any(isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute)
                   and d.func.attr in ("command", "callback") for d in node.decorator_list):
            continue
        doc = ast.get_docstring(node, clean=False)
        if doc:
            yield node.lineno, None, inspect.cleandoc(doc), ["The help text of a command (its docstring)."]
