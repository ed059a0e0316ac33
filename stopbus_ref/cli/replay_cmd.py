"""`stopbus replay`: read the file (or stdin), adjudicate, print text or one JSON object.

Errors are raised with the source attached (`err.source`) and answered by `cli.answer`; a rule or
expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import Any

from .. import games
from ..answering import RUN, answer_in_json
from ..errors import InputError, StopbusError
from ..records import load_yaml, read_capped
from ..records.loader import Map
from ..records.reader import game_of, to_model


def read_source(path: str) -> tuple[bytes, str]:
    """The bytes of FILE, or of stdin for '-' (at most the size cap plus one byte); an unreadable
    file is an input error."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:
            raise InputError("cannot read <stdin>: it is closed", token="-")
        from ..output import stdin_hint

        stdin_hint("a record")
        try:
            return read_capped(stdin.buffer), "<stdin>"
        except (OSError, ValueError) as e:
            raise InputError(f"cannot read <stdin>: {getattr(e, 'strerror', None) or e}", token="-") from None
    if not path.strip():
        raise InputError("no file named: give a scenario file, or - to read stdin", token=path)
    try:
        with open(path, "rb") as f:
            return read_capped(f), path
    except FileNotFoundError:
        raise InputError(f"cannot read {path}: no such file", token=path) from None
    except IsADirectoryError:
        raise InputError(f"cannot read {path}: it is a directory", token=path) from None
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}", token=path) from None


def command(file: str, json_out: bool, *, brief: bool = False, sources: bool = False, lang: str | None = None,
            deal: int | None = None, quiet: bool = False, odds: bool = False, house: Sequence[str] = (),
            what_if: Sequence[str] = ()) -> int:
    """`stopbus replay` once its command line is parsed, by the typer app or by the fast door (`fast.py`):
    the options checked together, then the replay; returns the exit code (errors are raised for `cli.answer`)."""
    from ..answering import useless
    from ..quotes import LANG_CHOICES, default_lang

    answer_in_json(json_out, winner=None, deals=[])
    if lang is not None and lang.lower() not in LANG_CHOICES:
        raise InputError(f"--lang {lang!r}: choose one of {', '.join(LANG_CHOICES)}", token=lang)
    if deal is not None and deal < 1:
        raise InputError(f"--deal {deal}: deals are numbered from 1", token=str(deal))
    if json_out:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None),
                            ("-q/--quiet", quiet)):
            if given:
                useless(flag, "with --json (the JSON holds everything; quotes via `stopbus rules ID --json`)")
    if quiet:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None),
                            ("--odds", odds)):
            if given:
                useless(flag, "with -q/--quiet (it prints only a name)")
    if brief and sources:
        useless("--sources", "with --brief (verdict lines have no rulings to quote)")
    sources = sources or (lang is not None and not brief)  # --lang picks quotes: it shows them
    from ..config import setting

    if what_if and (quiet or odds or deal is not None):
        flag = "-q/--quiet" if quiet else "--odds" if odds else "--deal"
        useless(flag, "with --what-if (it answers what changes, deal by deal)")
    return run(file, json_out, brief, deal, sources=sources, lang=(lang or setting("lang") or default_lang()).lower(),
               quiet=quiet,
               odds=odds, house=tuple(house), what_if=tuple(what_if))


def run(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool = False, lang: str = "en",
        quiet: bool = False, odds: bool = False, house: tuple[str, ...] = (), what_if: tuple[str, ...] = ()) -> int:
    """Replay one record; returns the exit code of the spec (errors are raised for `cli.answer`).

    The cyclic garbage collector is paused for this short-lived run: loading a long record
    allocates hundreds of thousands of acyclic objects, and the collector's repeated passes
    over them cost about as much as the adjudication itself (bench/bench_replay.py).
    """
    gc.disable()
    try:
        return _run(path, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, odds=odds, house=house,
                    what_if=what_if)
    finally:
        gc.enable()


def _run(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool = False, lang: str = "en",
         quiet: bool = False, odds: bool = False, house: tuple[str, ...] = (), what_if: tuple[str, ...] = ()) -> int:
    """Read, adjudicate, print; a problem is raised for `cli.answer` after the answer is printed."""
    source = "<stdin>" if path == "-" else path
    try:
        data, source = read_source(path)
        doc = load_yaml(data)
        game = games.get(game_of(doc) if isinstance(doc, Map) else games.DEFAULT)
        if game.error_extra != RUN.json_extra:  # its errors answer in its JSON shape
            answer_in_json(json_out, **game.error_extra)
        scenario = to_model(doc)
        del doc  # the node tree is the biggest thing a long record makes: free it before the replay
        if only is not None and only > len(scenario.deals):  # either game: a deal the record does not have
            raise InputError(f"--deal {only}: the record has {len(scenario.deals)} deal(s)", token=str(only))
        extra: dict[str, Any] = {}
        if house or what_if:  # the game's house rules: passed only when asked, so a game without them is unchanged
            from ..house import plan

            asked = plan(game, scenario, house, what_if)
            scenario = asked.record
            extra = {"house": asked.house}  # and only what was asked for: a game may take `house` alone
            if asked.notes:
                extra["house_notes"] = asked.notes
            if asked.what_if is not None:
                extra["what_if"] = asked.what_if
    except StopbusError as err:
        err.source = source
        raise
    return game.replay_command(scenario, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet,
                               odds=odds, **extra)
