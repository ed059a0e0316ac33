"""A record written as JSON read deal by deal by the json module: memory stays that of one deal, however long the
record (up to MAX_STREAM_BYTES), where `loader.load_json` holds the whole text and its tree.

`stream_json` yields what `loader.stream_deals` yields for the same record (the top mapping's keys before
`deals`, then each deal, then the top mapping with every key), each value read by `json.JSONDecoder.raw_decode`
with `load_json`'s hooks: the same caps (MAX_DIGITS, MAX_ITEMS, the key length), the same refusals (a float,
NaN, a repeated key, a long list anywhere but the top `deals:`, whatever `_NOT_LIKE_YAML` finds), the same
tree (Maps and Seqs without lines). What `load_json` refuses, this refuses too (Unstreamable, and anything
unusual besides): the caller then reads the record as YAML, whose answer names its line.
tests/test_json_stream.py compares the two readings on the same bytes. `events_of` gives the same events from a
record read whole, so that one replay drives both JSON routes (`cli.replay_cmd._events_replay`).
"""

from __future__ import annotations

import codecs
import itertools
import json
import re
from collections.abc import Iterable, Iterator
from typing import IO, Any

from ..core.nodes import Map, Seq
from .caps import MAX_HELD_CHARS, MAX_STREAM_BYTES, Unstreamable
from .loader import (
    _JSON_KEY,
    _LONG_DEALS,
    _NOT_LIKE_YAML,
    _NOT_LIKE_YAML_RE,
    _json_int,
    _json_map,
    _json_seq,
    _not_like_yaml,
    _NotLikeYaml,
)

CHUNK = 1 << 20
"""How many bytes are read at a time (tests read a few at a time, so that a deal straddles many reads)."""

_BLANKS = re.compile(r"[ \t\n\r]*")
"""The blanks json reads between tokens (a tab among them is refused by the `_NOT_LIKE_YAML` search)."""


def stream_json(stream: IO[bytes], head: bytes = b"", limit: int = MAX_STREAM_BYTES) -> Iterator[tuple[Any, ...]]:
    """The record on `stream` (after `head`, the bytes already read from it), as `loader.stream_deals` gives it:
    ("head", top) when the top-level `deals:` list opens (top holding the keys before it, `deals` an empty Seq),
    ("deal", value, 0) for each of its items, ("end", top, count) at the end (top with every key, `deals` an
    empty Seq of `count` lines). Unstreamable for anything `load_json` would refuse, and for a text over `limit`
    bytes or a value over MAX_HELD_CHARS characters; the values yielded before a refusal mean nothing."""
    return _Reader(stream, head, limit).events()


class _Reader:
    """The text read so far and not yet consumed (`buf`, from where the `_NOT_LIKE_YAML` search has reached,
    `checked`), the position of the next token (`pos`) and the stream it comes from."""

    def __init__(self, stream: IO[bytes], head: bytes, limit: int) -> None:
        self._stream = stream
        self._first = head
        self._limit = limit
        self._size = 0
        self._decoder = codecs.getincrementaldecoder("utf-8-sig")()
        self._eof = False
        self.buf = ""
        self.pos = 0
        self.checked = 0
        self._decode = json.JSONDecoder(object_pairs_hook=_json_map, parse_float=_not_like_yaml,
                                        parse_constant=_not_like_yaml, parse_int=_json_int).raw_decode
        if not _NOT_LIKE_YAML_RE:
            _NOT_LIKE_YAML_RE.extend(re.compile(p) for p in _NOT_LIKE_YAML)

    def _more(self) -> bool:
        """Read on (at least a chunk, and as much again as a value being read holds); False at the end."""
        if self._eof:
            return False
        if self._first:
            data, self._first = self._first, b""
        else:
            data = self._stream.read(max(CHUNK, len(self.buf) - self.checked))
        self._size += len(data)
        if self._size > self._limit:
            raise Unstreamable("too large")
        try:
            text = self._decoder.decode(data, final=not data)
        except UnicodeDecodeError:
            raise Unstreamable("not UTF-8") from None
        self._eof = not data
        keep = self.checked
        if len(self.buf) - keep > MAX_HELD_CHARS:
            raise Unstreamable("a value too long to hold")
        self.buf = self.buf[keep:] + text
        self.pos -= keep
        self.checked = 0
        return True

    def _blank(self) -> str:
        """The next character past blanks ("" at the end), read on as needed; `pos` is left on it."""
        while True:
            self.pos = _BLANKS.match(self.buf, self.pos).end()  # type: ignore[union-attr]
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more():
                return ""

    def _value(self, *, check: bool = True) -> Any:
        """The JSON value at `pos` (read on until it is whole), `pos` moved past it; with `check`, the text from
        where the search had reached to the value's end searched for what YAML reads otherwise."""
        while True:
            _LONG_DEALS.clear()
            try:
                value, end = self._decode(self.buf, self.pos)
            except (ValueError, RecursionError):  # json's errors are ValueErrors
                if self._more():
                    continue
                raise Unstreamable("not JSON") from None
            except _NotLikeYaml:
                raise Unstreamable("JSON that YAML reads otherwise") from None
            if _LONG_DEALS:  # a long `deals` list inside a value: capped as any other list
                raise Unstreamable("a long list")
            if end == len(self.buf) and self._more():  # a number or a word may go on
                continue
            break
        if check:
            self._search(end)
        self.pos = end
        return value

    def _search(self, end: int) -> None:
        """`_NOT_LIKE_YAML` searched in the text from `checked` to `end` (a value's end: no match straddles it)."""
        for p in _NOT_LIKE_YAML_RE:
            if p.search(self.buf, self.checked, end):
                raise Unstreamable("JSON that YAML reads otherwise")
        self.checked = end

    def _closed(self, close: str, what: str) -> bool:
        """Past the `,` after an item (False) or the `close` that ends its list or object (True)."""
        c = self._blank()
        self.pos += 1
        if c == close:
            return True
        if c != ",":
            raise Unstreamable(f"no `,` or `{close}` after {what}")
        return False

    def _take(self, char: str) -> None:
        if self._blank() != char:
            raise Unstreamable(f"no {char!r}")
        self.pos += 1

    def events(self) -> Iterator[tuple[Any, ...]]:
        try:
            yield from self._events()
        except (_NotLikeYaml, RecursionError, ValueError) as e:
            raise Unstreamable(str(e)) from None

    def _events(self) -> Iterator[tuple[Any, ...]]:
        while True:  # `load_json`'s test: past blanks (a tab not among them), a `{`
            self.pos = len(self.buf) - len(self.buf.lstrip(" \n\r"))
            if self.pos < len(self.buf) or not self._more():
                break
        if self.buf[self.pos:self.pos + 1] != "{":
            raise Unstreamable("not a JSON object")
        self.pos += 1
        pairs: list[tuple[str, Any]] = []
        keys: set[str] = set()
        count = -1
        if self._blank() == "}":
            raise Unstreamable("no `deals`")
        while True:
            if self._blank() != '"':
                raise Unstreamable("a key that is not a string")
            key = self._value(check=False)
            if key in keys or len(key) > _JSON_KEY:
                raise Unstreamable("a repeated or long key")
            keys.add(key)
            self._take(":")
            if key == "deals":
                self._take("[")
                self._search(self.pos)  # the text up to the `[`
                yield ("head", head_of(pairs))
                count = 0
                if self._blank() == "]":
                    self.pos += 1
                else:
                    while True:
                        self._blank()
                        deal = self._value()
                        yield ("deal", _json_seq(deal) if type(deal) is list else deal, 0)
                        count += 1
                        if self._closed("]", "a deal"):
                            break
                value: Any = no_deals(count)
            else:
                self._blank()
                value = self._value()
                if type(value) is list:
                    value = _json_seq(value)
            pairs.append((key, value))
            if self._closed("}", "a value"):
                break
        if self._blank() != "":
            raise Unstreamable("more after the top object")
        self._search(len(self.buf))
        if count < 0:
            raise Unstreamable("no `deals` list")
        doc = _json_map(pairs)
        yield ("end", doc, count)


def events_of(doc: Map) -> Iterator[tuple[Any, ...]]:
    """The events `stream_json` gives, from a record read whole (`loader.load_json`, its `deals` a Seq): each
    deal's tree is let go once the consumer has taken it, so that a deal's answer is all that is kept of it."""
    deals = doc["deals"]
    yield ("head", head_of(itertools.takewhile(lambda pair: pair[0] != "deals", doc.items())))
    for number, deal in enumerate(deals, 1):
        yield ("deal", deal, 0)
        deals[number - 1] = None
    doc["deals"] = no_deals(len(deals))
    yield ("end", doc, len(deals))


def head_of(pairs: Iterable[tuple[str, Any]]) -> Map:
    """The top mapping as the "head" event gives it: the keys before `deals`, and `deals` an empty list."""
    top = Map()
    top.lines = {}
    for key, value in pairs:
        top[key] = value
    top["deals"] = no_deals(0)
    return top


def no_deals(count: int) -> Seq:
    """The `deals` a deal-by-deal reader leaves in the top mapping: an empty list with its items' lines."""
    seq = Seq()
    seq.lines = [0] * count
    return seq


__all__ = ["CHUNK", "events_of", "head_of", "no_deals", "stream_json"]
