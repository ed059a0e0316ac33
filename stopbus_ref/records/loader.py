"""Safe YAML with line numbers, and JSON: the only way a record's text becomes Python values.

Every record's text is checked here first (`decode`: the size cap, UTF-8, no NUL byte). A record written as
JSON is read by the json module (`load_json`), without importing YAML; everything else by `records.yaml_tree`
(libyaml's events, or `yaml.CSafeLoader` with line numbers: `load_yaml`, `stream_deals`), imported when a
record is first read as YAML. No file I/O here except `read_capped`, which reads at most
the size cap (32 MiB, see MAX_BYTES) plus one byte from a binary stream, and `CheckedText`, the
stream `stream_deals` reads a record from deal by deal (up to 256 MiB, MAX_STREAM_BYTES; memory
stays that of one deal).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from types import MappingProxyType
from typing import IO, TYPE_CHECKING, Any, cast

from ..core.errors import InputError
from ..core.i18n import lazy
from ..core.nodes import Map as Map
from ..core.nodes import Seq as Seq
from .caps import MAX_BYTES as MAX_BYTES
from .caps import MAX_DIGITS as MAX_DIGITS
from .caps import MAX_HELD_CHARS as MAX_HELD_CHARS
from .caps import MAX_ITEMS as MAX_ITEMS
from .caps import MAX_STREAM_BYTES as MAX_STREAM_BYTES
from .caps import TooManyItems as TooManyItems
from .caps import Unstreamable as Unstreamable
from .caps import cut as cut
from .caps import too_many_items as too_many_items

if TYPE_CHECKING:
    import yaml


def read_capped(stream: IO[bytes], limit: int = MAX_BYTES) -> bytes:
    """At most `limit` + 1 bytes of a binary stream: enough to tell that it is too large, never more."""
    return stream.read(limit + 1)


def decode(data: str | bytes) -> str:
    """The text of a record: the size cap, UTF-8 (a byte-order mark is dropped), no NUL byte."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise InputError(lazy("the file is too large (more than {limit:,} bytes, the limit)", limit=MAX_BYTES))
        raw = data
        try:
            data = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise InputError(lazy("the file is not UTF-8 text (byte {at}: {byte})", at=e.start,
                                  byte=repr(raw[e.start:e.start + 1])),
                             line=raw[:e.start].count(b"\n") + 1) from None
    if len(data) > MAX_BYTES:
        raise InputError(lazy("the file is too large ({count:,} characters; the limit is {limit:,})", count=len(data),
                              limit=MAX_BYTES))
    if "\x00" in data:
        line = data[: data.index("\x00")].count("\n") + 1
        raise InputError(lazy("the file holds a NUL byte: it is binary, not a YAML scenario"), line=line)
    return data


def load_yaml(data: str | bytes, *, fast: bool = True) -> Any:
    """Parse YAML text safely into Map/Seq/scalars; every failure is an InputError with a line.

    `load_events` (libyaml events) reads the usual record; the full loader reads everything
    else and answers every error. `fast=False` takes the full loader only (tests compare both).
    """
    text = decode(data)
    from .yaml_tree import read_yaml

    return read_yaml(text, fast=fast)


def load_events(text: str) -> Any:
    """The tree from libyaml's events (`records.yaml_tree.load_events`)."""
    from .yaml_tree import load_events as events

    return events(text)


def stream_deals(text: Any) -> Iterator[tuple[Any, ...]]:
    """The record's top mapping, deal by deal (`records.yaml_tree.stream_deals`, which says what it yields)."""
    from .yaml_tree import stream_deals as deals

    return deals(text)  # type: ignore[no-any-return]


def yaml_error(e: yaml.YAMLError, text: str | None) -> InputError:
    """The InputError of a YAML error (`records.yaml_tree.yaml_error`)."""
    from .yaml_tree import yaml_error as error

    return error(e, text)


def __getattr__(name: str) -> Any:
    """The YAML side's other names (`_Base`, the safe loader's class, for the record writer's checks), from
    `records.yaml_tree`, imported when first asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    from . import yaml_tree

    try:
        return getattr(yaml_tree, name)
    except AttributeError:
        raise AttributeError(name) from None


# -- a record written as JSON --------------------------------------------------------------------------------

_NOT_LIKE_YAML = ("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]",
                  r"\\u[dD][89a-fA-F]", '"[ \n\r]+:')
"""What JSON allows and YAML reads otherwise or refuses (three searches, compiled on first use: one alternation
costs several times their sum): a character YAML's reader refuses (controls, DEL, C1 controls, U+FFFE), a tab
(YAML refuses one before the top `{`), NEL and the Unicode line separators (line breaks to YAML); a surrogate
escape (a character only when paired, to JSON); a blank between a key and its `:` (YAML reads a key and its `:`
only within a line and 1,024 characters)."""
_NOT_LIKE_YAML_RE: list[re.Pattern[str]] = []
_JSON_KEY = 150
"""The longest key the JSON reader takes: written with escapes (six characters each) it stays within the 1,024
characters YAML reads a key in."""


class _NotLikeYaml(Exception):
    """The JSON text is not read the same by YAML: the YAML path reads it."""


def load_json(data: str | bytes) -> Map | None:
    """The tree `load_yaml` reads from a record written as JSON (one object; JSON is a subset of YAML the format
    allows), read by the json module, or None: then `load_yaml` must read it (not JSON, or JSON that YAML reads
    otherwise or refuses, or any problem at all: the YAML path answers it with its line).

    The same caps as `load_yaml` (`decode`: the size cap, UTF-8, no NUL byte; integers of at most MAX_DIGITS
    digits); the same values where YAML reads them alike: strings (quoted in JSON, so never read as another type),
    true, false, null and integers; a float, NaN, a repeated key, a key longer than _JSON_KEY, or any text
    _NOT_LIKE_YAML finds sends the record to YAML. The tree's Maps and Seqs have no lines (`line` 0, `lines` empty
    for a Map, zeros for a Seq): a caller uses it only for an answer that names no line, and reads the record
    again with `load_yaml` for any other (cli/replay_cmd.py). Several times faster than `load_events`
    (bench/bench_replay.py); tests/test_fast_paths.py compares the trees on every scenario and random JSON. A
    record too long to read whole is read deal by deal with the same hooks (`records.json_stream.stream_json`)."""
    import json

    try:
        text = decode(data)
    except InputError:
        return None
    if text.lstrip(" \n\r")[:1] != "{":
        return None
    if not _NOT_LIKE_YAML_RE:
        _NOT_LIKE_YAML_RE.extend(re.compile(p) for p in _NOT_LIKE_YAML)
    if any(p.search(text) for p in _NOT_LIKE_YAML_RE):
        return None
    _LONG_DEALS.clear()
    try:
        doc = json.loads(text, object_pairs_hook=_json_map, parse_float=_not_like_yaml,
                         parse_constant=_not_like_yaml, parse_int=_json_int)
    except (ValueError, _NotLikeYaml, RecursionError):  # json's errors are ValueErrors
        return None
    finally:
        long_deals = list(_LONG_DEALS)
        _LONG_DEALS.clear()
    if type(doc) is not Map or any(s is not doc.get("deals") for s in long_deals):  # a long `deals` list inside
        return None  # a value (a person's `x-` data) is capped as any other list: the YAML path refuses it
    return doc


_LONG_DEALS: list[Any] = []
"""The lists past MAX_ITEMS items under a key `deals` that the JSON reading at work has met: only the top-level
`deals:` list may be one (objects are built inner first, so an object does not know whether it is the top)."""


def _json_map(pairs: list[tuple[str, Any]]) -> Map:
    """A JSON object as the node tree's Map (its lists as Seqs), or _NotLikeYaml for what YAML reads otherwise.
    Called for every object, so it does the least Python it can: the Map built without its own constructor (a
    Python call) and given the one read-only empty `lines` every Map of the tree shares (a JSON tree names no
    line; a dict each was a sixth of the reading)."""
    m = _new_map(Map)
    _fill(m, pairs)
    m.line = 0
    m.lines = _NO_LINES
    if len(m) != len(pairs):
        raise _NotLikeYaml("a repeated key")
    for k, v in pairs:
        if type(v) is list:
            m[k] = _json_seq(v, k == "deals")
        if len(k) > _JSON_KEY:
            raise _NotLikeYaml("a long key")
    return m


_NO_LINES: dict[Any, int] = cast("dict[Any, int]", MappingProxyType({}))
"""The lines of every Map of a JSON tree: none, and read-only, shared by all of them."""
_new_map = Map.__new__
_fill = dict.update


def _json_seq(items: list[Any], uncapped: bool = False) -> Seq:
    if len(items) > MAX_ITEMS and not uncapped:  # the YAML path refuses it with its line
        raise _NotLikeYaml("a long list")
    s = Seq()
    if len(items) > MAX_ITEMS:
        _LONG_DEALS.append(s)
    s.extend([_json_seq(v) if type(v) is list else v for v in items])
    s.lines = [0] * len(items)
    return s


def _json_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise _NotLikeYaml("a long number")
    return int(text)


def _not_like_yaml(text: str) -> Any:
    raise _NotLikeYaml(text)


class CheckedText:
    """A binary stream read as a record's text, in chunks, with `decode`'s checks on the way: the size cap,
    UTF-8 (a byte-order mark dropped), no NUL byte; every byte read is kept in `copy` (memory, then a temporary
    file) so that the whole text can be read again if the record cannot be streamed."""

    def __init__(self, stream: IO[bytes], limit: int = MAX_STREAM_BYTES) -> None:
        import codecs

        self._stream = stream
        self._limit = limit
        self._decoder = codecs.getincrementaldecoder("utf-8-sig")()
        self.size = 0
        self.lines = 0
        self.binary = False
        """True once the text is refused as not UTF-8 or holding a NUL byte: no record at any size."""
        self.held_from = 0
        """Where the text held now begins (`stream_deals` moves it past each deal)."""
        self._chunks: list[bytes] = []  # the copy: in memory up to 4 MiB, then in a temporary file
        self._held = 0
        self._file: Any = None

    def read(self, size: int = -1) -> str:
        """Up to `size` bytes' worth of text (libyaml calls this); problems are InputErrors, as `decode` words them."""
        chunk = self._stream.read(min(size if size > 0 else 65536, self._limit + 1 - self.size))
        self._keep(chunk)
        start = self.size
        self.size += len(chunk)
        if self.size > self._limit:
            raise InputError(lazy("the file is too large (more than {limit:,} bytes, the limit)", limit=self._limit))
        if self.size - self.held_from > 2 * MAX_HELD_CHARS:
            raise InputError(lazy("the file is too large to read: more than {count:,} characters without the end of a "
                                  "deal (one deal, and the keys around the deals, may each hold at most that much)",
                                  count=MAX_HELD_CHARS))
        try:
            text = self._decoder.decode(chunk, final=not chunk)
        except UnicodeDecodeError as e:
            self.binary = True
            head = self._copied(start + max(e.start, 0))
            at = len(head)
            raise InputError(lazy("the file is not UTF-8 text (byte {at}: {byte})", at=at,
                                  byte=repr(chunk[e.start:e.start + 1])),
                             line=head.count(b"\n") + 1) from None
        if "\x00" in text:
            self.binary = True
            raise InputError(lazy("the file holds a NUL byte: it is binary, not a YAML scenario"),
                             line=self.lines + text[: text.index("\x00")].count("\n") + 1)
        self.lines += text.count("\n")
        return text

    def _keep(self, chunk: bytes) -> None:
        self._chunks.append(chunk)
        self._held += len(chunk)
        if self._held > 4 * 1024 * 1024:
            if self._file is None:
                import tempfile

                self._file = tempfile.TemporaryFile()
            self._file.write(b"".join(self._chunks))
            self._chunks.clear()
            self._held = 0

    def _copied(self, limit: int) -> bytes:
        """The first `limit` bytes read."""
        if self._file is None:
            return b"".join(self._chunks)[:limit]
        self._file.seek(0)
        head = bytes(self._file.read(limit))
        self._file.seek(0, 2)
        return (head + b"".join(self._chunks))[:limit]

    def whole(self) -> bytes:
        """Every byte read so far and the rest of the stream, at most the whole-record cap plus one byte."""
        head = self._copied(MAX_BYTES + 1)
        return head + self._stream.read(max(0, MAX_BYTES + 1 - len(head)))

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
