"""`stopbus replay`: read the file (or stdin), adjudicate, print text or one JSON object.

Errors are raised with the source attached (`err.source`) and answered by `cli.answer`; a rule or
expect problem found by the replay is part of the printed answer and is raised after it
(`reported`), so that it also reaches stderr in text mode.
"""

from __future__ import annotations

import gc
import io
import sys
from collections.abc import Iterator, Sequence
from typing import IO, Any

from ..core import registry as games
from ..core.errors import InputError, StopbusError
from ..core.i18n import _
from ..core.nodes import Map
from ..records import load_yaml, read_capped
from ..records.loader import MAX_BYTES
from ..records.reader import game_of, to_model
from ..ui.answering import RUN, answer_in_json
from ..ui.fronts import front_of


def read_source(path: str) -> tuple[bytes, str]:
    """The bytes of FILE, or of stdin for '-' (at most the size cap plus one byte); an unreadable
    file is an input error."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:
            raise InputError("cannot read <stdin>: it is closed", token="-")
        from ..ui.output import stdin_hint

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
        raise InputError(_("cannot read {path}: no such file").format(path=path), token=path) from None
    except IsADirectoryError:
        raise InputError(_("cannot read {path}: it is a directory").format(path=path), token=path) from None
    except OSError as e:
        raise InputError(_("cannot read {path}: {why}").format(path=path, why=e.strerror or e), token=path) from None


def command(file: str, json_out: bool, *, brief: bool = False, sources: bool = False, quotes: str | None = None,
            deal: int | None = None, quiet: bool = False, odds: bool = False, house: Sequence[str] = (),
            what_if: Sequence[str] = ()) -> int:
    """`stopbus replay` once its command line is parsed, by the typer app or by the fast door (`fast.py`):
    the options checked together, then the replay; returns the exit code (errors are raised for `cli.answer`).
    `quotes`: `--quotes` (`--lang all` is its alias, in `RUN.quotes`); the quotes otherwise follow the language."""
    from ..sources.quotes import LANG_CHOICES
    from ..ui.answering import useless
    from ..ui.language import quote_lang

    answer_in_json(json_out, winner=None, deals=[])
    quotes_flag = "--quotes" if quotes is not None else "--lang all"
    quotes = quotes or RUN.quotes
    if quotes is not None and quotes.lower() not in LANG_CHOICES:
        raise InputError(f"--quotes {quotes!r}: choose one of {', '.join(LANG_CHOICES)}", token=quotes)
    if deal is not None and deal < 1:
        raise InputError(f"--deal {deal}: deals are numbered from 1", token=str(deal))
    if json_out:
        for flag, given in (("--brief", brief), ("--sources", sources), (quotes_flag, quotes is not None),
                            ("-q/--quiet", quiet)):
            if given:
                useless(flag, "with --json (the JSON holds everything; quotes via `stopbus rules ID --json`)")
    if quiet:
        for flag, given in (("--brief", brief), ("--sources", sources), (quotes_flag, quotes is not None),
                            ("--odds", odds)):
            if given:
                useless(flag, "with -q/--quiet (it prints only a name)")
    if brief and sources:
        useless("--sources", "with --brief (verdict lines have no rulings to quote)")
    sources = sources or (quotes is not None and not brief)  # --quotes picks quotes: it shows them

    if what_if and (quiet or odds or deal is not None):
        flag = "-q/--quiet" if quiet else "--odds" if odds else "--deal"
        useless(flag, "with --what-if (it answers what changes, deal by deal)")
    return run(file, json_out, brief, deal, sources=sources, lang=quote_lang(quotes),
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


STREAM = True
"""Replay deal by deal when a record allows it; False reads every record whole, as before (the bench compares)."""


def _run(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool = False, lang: str = "en",
         quiet: bool = False, odds: bool = False, house: tuple[str, ...] = (), what_if: tuple[str, ...] = ()) -> int:
    """Read, adjudicate, print; a problem is raised for `cli.answer` after the answer is printed. A record is
    replayed deal by deal when it can be (`_streamed`), else read whole (`_whole`), with the same answer;
    `--odds`, `--house` and `--what-if` read it whole."""
    if STREAM and not odds and not house and not what_if and (json_out or quiet or _plain_text()):
        done = _streamed(path, json_out, brief, only, sources=sources, lang=lang, quiet=quiet)
        if isinstance(done, int):
            return done
        data, source = done
    else:
        source = "<stdin>" if path == "-" else path
        try:
            data, source = read_source(path)
        except StopbusError as err:
            err.source = source
            raise
    return _whole(data, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, odds=odds,
                  house=house, what_if=what_if)


def _whole(data: bytes, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool, lang: str,
           quiet: bool, odds: bool, house: tuple[str, ...] = (), what_if: tuple[str, ...] = ()) -> int:
    """The record read whole, then adjudicated and printed (records up to MAX_BYTES)."""
    try:
        doc = load_yaml(data)
        game = games.get(game_of(doc) if isinstance(doc, Map) else games.DEFAULT)
        if front_of(game).error_extra != RUN.json_extra:  # its errors answer in its JSON shape
            answer_in_json(json_out, **front_of(game).error_extra)
        scenario = to_model(doc)
        del doc  # the node tree is the biggest thing a long record makes: free it before the replay
        if only is not None and only > len(scenario.deals):  # either game: a deal the record does not have
            raise InputError(f"--deal {only}: the record has {len(scenario.deals)} deal(s)", token=str(only))
        extra: dict[str, Any] = {}
        if house or what_if:  # the game's house rules: passed only when asked, so a game without them is unchanged
            from ..kit.whatif import plan

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
    return front_of(game).replay_command(scenario, source, json_out, brief, only, sources=sources, lang=lang,
                                         quiet=quiet, odds=odds, **extra)


def _plain_text() -> bool:
    """True when the text account goes out as plain lines (a pipe or a file, or NO_COLOR): it can be streamed."""
    from ..ui.layout import PlainLines, fast_lines
    from ..ui.output import console

    return isinstance(fast_lines(console()), PlainLines)


def open_source(path: str) -> tuple[IO[bytes], str]:
    """FILE (or stdin for '-') opened for reading, with `read_source`'s refusals."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None:
            raise InputError("cannot read <stdin>: it is closed", token="-")
        from ..ui.output import stdin_hint

        stdin_hint("a record")
        return stdin.buffer, "<stdin>"
    if not path.strip():
        raise InputError("no file named: give a scenario file, or - to read stdin", token=path)
    try:
        return _Input(io.FileIO(path, "rb")), path
    except FileNotFoundError:
        raise InputError(_("cannot read {path}: no such file").format(path=path), token=path) from None
    except IsADirectoryError:
        raise InputError(_("cannot read {path}: it is a directory").format(path=path), token=path) from None
    except OSError as e:
        raise InputError(_("cannot read {path}: {why}").format(path=path, why=e.strerror or e), token=path) from None


class _Input(io.BufferedReader):
    """A record file opened for reading, whose read errors (EIO: `/proc/self/mem`, a failing disk) are InputErrors
    naming it: an unreadable input (exit 2), never taken for an output that could not be written."""

    def read(self, size: int | None = -1) -> bytes:
        try:
            return super().read(size)
        except OSError as e:
            raise self._unreadable(e) from None

    def peek(self, size: int = 0) -> bytes:
        try:
            return super().peek(size)
        except OSError as e:
            raise self._unreadable(e) from None

    def _unreadable(self, e: OSError) -> InputError:
        path = str(self.raw.name)  # type: ignore[attr-defined]  # a FileIO: its path
        return InputError(_("cannot read {path}: {why}").format(path=path, why=e.strerror or e), token=path)


def _streamed(path: str, json_out: bool, brief: bool, only: int | None, *, sources: bool, lang: str,
              quiet: bool) -> int | tuple[bytes, str]:
    """The record replayed deal by deal (`records.loader.stream_deals`, each game's `stream_replay`): memory
    does not grow with its length, and records up to MAX_STREAM_BYTES are read. The answer is printed only once
    the record has been read to its end; any problem before that (unusual YAML, keys a game reads before its
    deals coming after them, any error) gives back the record's bytes to read whole (`_whole`), which answers
    it exactly as before, when it is within MAX_BYTES; a longer one gets the problem found here."""
    from ..records.loader import CheckedText, Unstreamable, stream_deals
    from ..ui.spool import Spool

    source = "<stdin>" if path == "-" else path
    try:
        stream, source = open_source(path)
    except StopbusError as err:
        err.source = source
        raise
    if JSON and _looks_like_json(stream):
        cap = min(JSON_WHOLE_BYTES, MAX_BYTES)
        whole = read_capped(stream, cap)  # a failure to read answers as it does when libyaml reads the stream
        if len(whole) <= cap:
            try:
                done = _json_replay(whole, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet)
            finally:
                if stream is not getattr(sys.stdin, "buffer", None):
                    stream.close()
            if done is not None:
                return done
            stream = _again(None, whole)
        else:
            done = None
            if _seekable(stream):  # read on as JSON, and from its start again as YAML if that stops
                done = _json_stream_replay(stream, whole, source, json_out, brief, only, sources=sources, lang=lang,
                                           quiet=quiet)
            if done is not None:
                if stream is not getattr(sys.stdin, "buffer", None):
                    stream.close()
                return done
            stream = _again(stream, whole, cap)
    checked = CheckedText(stream)
    spool = Spool()
    handler: Any = None
    try:
        try:
            number = 0
            for event in stream_deals(checked):
                if event[0] == "deal":
                    number += 1
                    handler.deal(number, event[1], event[2])
                elif event[0] == "head":
                    game = games.get(game_of(event[1]))
                    handler = front_of(game).stream_replay(source, json_out, brief, only, sources=sources, lang=lang,
                                                 quiet=quiet, spool=spool)
                    if handler is None:
                        raise Unstreamable(f"{game.name} records are read whole")
                    if front_of(game).error_extra != RUN.json_extra:
                        answer_in_json(json_out, **front_of(game).error_extra)
                    handler.head(event[1])
                else:
                    if game_of(event[1]) != game.name:
                        raise Unstreamable("`game:` after `deals:`")
                    handler.finish(event[1], event[2])
        except (StopbusError, Unstreamable) as problem:
            data = _rest(checked, stream, path, source)
            if data is not None and (len(data) <= MAX_BYTES or checked.binary):  # binary: no record at any size
                return data, source
            refusal = problem if isinstance(problem, StopbusError) else _too_unusual(problem)
            refusal.source = source
            raise refusal from None
    finally:
        checked.close()
        if stream is not getattr(sys.stdin, "buffer", None):
            stream.close()
    return int(handler.emit())


JSON_WHOLE_BYTES = 4 * 1024 * 1024
"""The largest record written as JSON that the json module reads whole (`_json_replay`): its tree costs about
thirteen times its text, so a longer one is read deal by deal, by the json module too (`_json_stream_replay`,
from a file: memory of one deal), else as YAML (`stream_deals`); the answer is the same whichever route
(tests/test_fast_replay.py, tests/test_json_stream.py)."""

JSON_SPOOL_CHARS = 4 * 1024 * 1024
"""How much of its answer a record written as JSON holds in memory before the rest goes to a temporary file (the
deal-by-deal route holds 1 MiB): the answer of a record of 0.5 MB as json.dumps writes it is about 3 MB. The
cost is memory: peak RSS of a 0.5 MB record's replay 30 MB against 27 MB with 1 MiB, of a 4 MB one 83 MB
against 66 MB (the record's tree, read whole, is the most of it)."""

JSON = True
"""Replay a record written as JSON through `records.loader.load_json` when it can; False reads it as YAML, as any
other record (the bench and tests/test_fast_replay.py compare the two)."""


def _looks_like_json(stream: Any) -> bool:
    """True when the stream's first character, past a byte-order mark and blanks, is `{` (peeked, not read)."""
    try:
        head = bytes(stream.peek(64))
    except (AttributeError, OSError, ValueError):
        return False
    return head.removeprefix(b"\xef\xbb\xbf").lstrip(b" \n\r")[:1] == b"{"


def _again(stream: Any, data: bytes, limit: int | None = None) -> Any:
    """The record from its start again, after `data` was read from `stream` (None: closed) by `read_capped` with
    `limit`: `data` when it is the whole record; a longer one's file rewound (so that a record it cannot stream is
    refused as before), or a pipe's `data` followed by what is left of it."""
    import io

    if stream is None or len(data) <= (MAX_BYTES if limit is None else limit):  # `read_capped` stopped short
        return io.BytesIO(data)
    try:
        stream.seek(0)
        return stream
    except (AttributeError, OSError, ValueError):
        return _Chained(data, stream)


class _Chained:
    """`data`, then the rest of `stream`, read as one binary stream."""

    def __init__(self, data: bytes, stream: IO[bytes]) -> None:
        import io

        self._head = io.BytesIO(data)
        self._stream = stream

    def read(self, size: int = -1) -> bytes:
        chunk = self._head.read(size)
        if size < 0:
            return chunk + self._stream.read()
        if len(chunk) < size:
            chunk += self._stream.read(size - len(chunk))
        return chunk

    def close(self) -> None:
        self._stream.close()


def _json_replay(data: bytes, source: str, json_out: bool, brief: bool, only: int | None, *, sources: bool,
                 lang: str, quiet: bool) -> int | None:
    """A record written as JSON replayed from the json module's reading (`records.loader.load_json`), deal by
    deal through the game's `stream_replay` as `_streamed` drives it, and printed; None, with nothing printed,
    when anything stops it (not JSON YAML reads alike, a game that reads records whole, any refusal, a rule or
    expect problem, an error of any kind): the YAML path then answers, with the lines its answer names.

    The answer is held in memory up to JSON_SPOOL_CHARS (a longer one goes on in a temporary file, as the
    deal-by-deal route's does past 1 MiB): most answers need neither a temporary file nor the `tempfile` module."""
    from ..core.nodes import Seq
    from ..records.json_stream import events_of
    from ..records.loader import load_json
    from ..ui.spool import Spool

    doc = load_json(data)
    if doc is None or type(doc.get("deals")) is not Seq:
        return None
    return _events_replay(events_of(doc), doc, source, json_out, brief, only, sources=sources, lang=lang,
                          quiet=quiet, spool=Spool(JSON_SPOOL_CHARS))


def _seekable(stream: Any) -> bool:
    """True when the stream can be read again from its start (a file, not a pipe)."""
    try:
        return bool(stream.seekable())
    except (AttributeError, OSError, ValueError):
        return False


def _json_stream_replay(stream: IO[bytes], head: bytes, source: str, json_out: bool, brief: bool, only: int | None,
                        *, sources: bool, lang: str, quiet: bool) -> int | None:
    """A record written as JSON, too long to read whole (`head`, its first bytes, already read from `stream`),
    replayed deal by deal from the json module's reading (`records.json_stream.stream_json`), as `_streamed`
    drives the game's `stream_replay` from YAML; None, with nothing printed, when anything stops it, as
    `_json_replay`: the caller reads the record again from its start as YAML, which answers it."""
    from ..records.json_stream import stream_json
    from ..ui.spool import Spool

    return _events_replay(stream_json(stream, head), None, source, json_out, brief, only, sources=sources, lang=lang,
                          quiet=quiet, spool=Spool())  # a long answer: memory as the YAML route's


def _events_replay(events: Iterator[tuple[Any, ...]], whole: Any, source: str, json_out: bool, brief: bool,
                   only: int | None, *, sources: bool, lang: str, quiet: bool, spool: Any) -> int | None:
    """The JSON routes' replay: a record's events (head, deals, end: `records.json_stream`) fed to the game's
    `stream_replay`, and its answer printed; None, with nothing printed, when anything stops it (a refusal, a rule
    or expect problem, a `game:` after `deals:` the head did not name, an error of any kind). The game is the
    head's, or `whole`'s when the record was read whole."""
    handler: Any = None
    try:
        number = 0
        for event in events:
            if event[0] == "deal":
                number += 1
                handler.deal(number, event[1], 0)
            elif event[0] == "head":
                game = games.get(game_of(event[1] if whole is None else whole))
                front = front_of(game)
                handler = front.stream_replay(source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet,
                                              spool=spool)
                if handler is None:
                    return None
                handler.head(event[1])
            else:
                if game_of(event[1]) != game.name:
                    return None
                handler.finish(event[1], event[2])
        if handler is None or handler.report.first_problem is not None:
            return None
    except Exception:  # a refusal, or anything else: the YAML path answers it
        return None
    if front.error_extra != RUN.json_extra:  # from here on its errors answer in its JSON shape
        answer_in_json(json_out, **front.error_extra)
    return int(handler.emit())


def _rest(checked: Any, stream: IO[bytes], path: str, source: str) -> bytes | None:
    """The whole record again (at most MAX_BYTES + 1 bytes): a regular file read anew, as `read_source`
    reads it (None when it is longer than that: not read); stdin (or a pipe named as a file) from what was
    read of it and the rest."""
    import os
    import stat

    try:
        st = os.fstat(stream.fileno())
        regular = path != "-" and stat.S_ISREG(st.st_mode)
    except (OSError, ValueError, AttributeError):
        regular = False
    if regular:
        if st.st_size > MAX_BYTES and not checked.binary:  # too long to read whole: not read again
            return None
        return read_source(path)[0]
    try:
        return bytes(checked.whole())
    except (OSError, ValueError) as e:
        raise InputError(f"cannot read {source}: {getattr(e, 'strerror', None) or e}",
                         token="-" if path == "-" else path) from None


def _too_unusual(problem: Any) -> StopbusError:
    """The refusal of a record over MAX_BYTES that cannot be read deal by deal."""
    from ..records.loader import yaml_error

    if problem.error is not None:
        return yaml_error(problem.error, None)
    return InputError(f"a record over {MAX_BYTES:,} bytes is read deal by deal, which takes plain YAML with "
                      f"`deals:` after the keys it needs; this one has {problem}: write it plainly, or split it",
                      line=problem.line)
