"""Safe YAML with line numbers: the only way a record's text becomes Python values.

Only `yaml.CSafeLoader` (or SafeLoader without libyaml) is used. Its constructors are extended
to remember the line of every mapping key and sequence item, to refuse duplicate keys and
self-referencing aliases, and to turn every value a constructor cannot build (an explicit tag
with a bad value, an integer past Python's digit limit, a YAML 1.1 octal or sexagesimal number)
into an InputError with its line. No file I/O here except `read_capped`, which reads at most
the size cap (32 MiB, see MAX_BYTES) plus one byte from a binary stream, and `CheckedText`, the
stream `stream_deals` reads a record from deal by deal (up to 256 MiB, MAX_STREAM_BYTES; memory
stays that of one deal).
"""

from __future__ import annotations

import re
from typing import IO, Any

import yaml

from ..core.errors import InputError
from ..core.nodes import Map, Seq
from ..core.text import cut as cut

MAX_BYTES = 32 * 1024 * 1024
"""The size cap of a record read whole: 32 MiB, about 25,000 deals of four players (a real game has tens).
`stopbus replay` reads a plain record deal by deal instead (`stream_deals`), up to MAX_STREAM_BYTES; this cap
stays for the records only the whole-record path reads (anchors, tags) and for one deal's text.

A record this big is affordable because the replay is proportional to its size: the event loader
(`load_events`) reads a record faster than PyYAML's parse and in a fraction of its memory, and JSON
and text accounts cost a small multiple of that (bench/bench_replay.py; figures in
docs/performance.md). At most cap + 1 bytes are ever read (`read_capped`), so /dev/zero or a
huge file is refused without being read. `simulate --max-deals` is bounded so that a simulated
record always fits."""

MAX_ITEMS = 100_000
"""The most items of one list in a record, the top-level `deals:` list excepted: a deal's turns (or a hand, a
person's `x-` list) at most 100,000. A played deal has tens of turns, a simulated one (`stopbus simulate`) at
most a few hundred; a deal read costs memory in proportion to its turns, so the cap keeps reading one deal
within a bounded size (docs/performance.md). The refusal names the line of the first item past it."""

MAX_DIGITS = 200
"""Longest integer a record may hold; Python refuses more than 4,300 digits and no count needs 200."""

_Base: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_INT = "tag:yaml.org,2002:int"
_MERGE = "tag:yaml.org,2002:merge"
_YAML11_INT = re.compile(r"[-+]?(?:0[0-9_]+|[0-9][0-9_]*(?::[0-5]?[0-9])+|[0-9][0-9_]*_[0-9_]*|0b[01_]+)")


def _node_line(node: yaml.Node) -> int:
    """The 1-based line a node starts on."""
    return int(node.start_mark.line) + 1


class _Loader(_Base):  # type: ignore[misc]
    """Safe loader producing Map/Seq with line numbers; duplicate keys and self-reference are errors."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self.text_size = len(stream)

    def construct_document(self, node: Any) -> Any:
        """A document is built only when its aliases bring in no more values than the file could hold written
        out (`check_expansion`): nine levels of nine aliases are refused before a billion values are made."""
        check_expansion(node, expansion_limit(self.text_size))
        return super().construct_document(node)

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        """Every node is built here: self-reference and constructor failures become InputErrors."""
        if node in self.recursive_objects:
            raise InputError("an alias refers to the node that contains it (&anchor ... *anchor): a scenario "
                             "cannot be self-referencing", line=_node_line(node))
        try:
            return super().construct_object(node, deep=deep)
        except (InputError, yaml.YAMLError, RecursionError):
            raise
        except Exception:  # a constructor refused the value of an explicit tag (!!int abc, !!bool maybe)
            shown = cut(node.value) if isinstance(node.value, str) else f"a {node.id}"
            tag = node.tag.rsplit(':', 1)[-1]
            raise InputError(f"cannot read {shown!r} as {tag}: the explicit !!{tag} tag does not fit the value",
                             token=cut(str(node.value)), line=_node_line(node)) from None


ALIAS_FACTOR = 4
"""How many values a record may hold per character of its text once its aliases are expanded (written out,
a value takes at least two characters: `x,`), so that a short file cannot stand for an enormous one."""
ALIAS_FLOOR = 100_000
"""The expanded size every file may reach, however short (a small record with a few shared hands)."""


def expansion_limit(size: int) -> int:
    """The most values (scalars and collections) a text of `size` characters may expand to."""
    return max(ALIAS_FLOOR, ALIAS_FACTOR * size)


def check_expansion(root: yaml.Node, limit: int) -> None:
    """Count the values a composed document stands for, each alias counted as the whole node it repeats (once
    per node, so in time proportional to the text); an InputError naming the line of the collection whose
    aliases pass `limit`. A self-referencing alias is left to the constructor, which refuses it."""
    sizes: dict[int, int] = {}
    visiting: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if isinstance(node, yaml.ScalarNode):
            sizes[key] = 1
            continue
        children = node.value if isinstance(node, yaml.SequenceNode) else [x for pair in node.value for x in pair]
        if not done:
            if key in sizes or key in visiting:
                continue
            visiting.add(key)
            stack.append((node, True))
            stack.extend((c, False) for c in children if id(c) not in sizes and id(c) not in visiting)
            continue
        visiting.discard(key)
        total = 1 + sum(sizes.get(id(c), 0) for c in children)
        if total > limit:
            raise InputError(f"the aliases (*name) here stand for more than {limit:,} values once written out, more "
                             "than a record of this size can hold: write the values out, or alias less",
                             line=_node_line(node))
        sizes[key] = total


class TooManyItems(InputError):
    """A list past MAX_ITEMS items: refused by whichever path reads it, never read again by another."""


def too_many_items(line: int | None) -> InputError:
    """The refusal of a list past MAX_ITEMS items, at the line of the first item past it."""
    return TooManyItems(f"a list of more than {MAX_ITEMS:,} items: a deal may have at most {MAX_ITEMS:,} turns (and "
                      f"any other list in a record, the `deals:` list excepted, at most {MAX_ITEMS:,} items)",
                      line=line)


def check_items(text: str) -> None:
    """Refuse a list past MAX_ITEMS items (the top-level `deals:` list excepted) from libyaml's events, before
    the full loader composes the nodes of the whole document; a YAML error is left to the full loader."""
    if _CParser is None:
        return
    get = _CParser(text).get_event
    counts: list[int] = []  # per open collection: its items so far (-1 for a mapping or the top `deals:` list)
    depth_key: list[Any] = []  # per open mapping at the top: the last key read, when it is a plain scalar
    expect_key = [False]
    try:
        while True:
            e = get()
            kind = type(e)
            if kind is _StreamEnd:
                return
            if kind in (_ScalarEvent, _MapStart, _SeqStart, yaml.AliasEvent):
                if counts and counts[-1] >= 0:
                    counts[-1] += 1
                    if counts[-1] > MAX_ITEMS:
                        raise too_many_items(e.start_mark.line + 1)
                is_key = bool(counts) and counts[-1] == -1 and expect_key[-1]
                if counts and counts[-1] == -1:
                    expect_key[-1] = not expect_key[-1]
                if kind is _ScalarEvent and is_key and len(counts) == 1:
                    depth_key[:] = [e.value]
                if kind is _SeqStart:
                    top_deals = len(counts) == 1 and counts[0] == -1 and depth_key == ["deals"]
                    counts.append(-2 if top_deals else 0)
                    expect_key.append(False)
                elif kind is _MapStart:
                    counts.append(-1)
                    expect_key.append(True)
            elif kind is _MapEnd or kind is _SeqEnd:
                counts.pop()
                expect_key.pop()
                if len(counts) == 1:
                    depth_key[:] = []
    except yaml.YAMLError:
        return


def _construct_int(loader: Any, node: yaml.ScalarNode) -> int:
    """YAML 1.2 integers only: `010` (1.1 octal 8) and `1:30` (1.1 base 60, 90) are refused, not guessed."""
    text = str(node.value)
    if len(text) > MAX_DIGITS:
        raise InputError(f"a number of {len(text):,} digits is too long for a record (at most {MAX_DIGITS})",
                         token=cut(text), line=_node_line(node))
    if _YAML11_INT.fullmatch(text):
        how = ("a base-60 number" if ":" in text else "a binary number" if "b" in text
               else "an octal number" if text.lstrip("+-").startswith("0") else "a number, its underscores ignored")
        raise InputError(f"{text!r} is ambiguous: YAML 1.1 reads it as {how}; write the number plainly (for "
                         "example 10), or quote it if it is text", token=text, line=_node_line(node))
    return int(loader.construct_yaml_int(node))


def _construct_map(loader: Any, node: yaml.MappingNode) -> Map:
    """Plain (non-generator) construction: faster, and a self-referencing alias is caught above."""
    if not isinstance(node, yaml.MappingNode):
        raise InputError(f"an explicit !!map tag on a {node.id}", line=_node_line(node))
    data = Map()
    data.line = _node_line(node)
    lines: dict[Any, int] = {}
    data.lines = lines
    pairs = node.value
    if any(k.tag == _MERGE for k, _ in pairs):
        loader.flatten_mapping(node)
        pairs = node.value
    construct = loader.construct_object
    for key_node, value_node in pairs:
        key = construct(key_node, deep=True)
        line = _node_line(key_node)
        try:
            seen = key in lines
        except TypeError:
            raise InputError("a mapping key must be a plain value, not a list or mapping", line=line) from None
        if seen:
            typed = cut(str(key_node.value))
            first = next(k for k in lines if k == key)
            if type(first) is not type(key) or str(first) != str(key):  # 1 and true, 0 and false, 1 and 1.0
                raise InputError(f"keys {cut(str(first))!r} (line {lines[key]}) and {typed!r} are one key once read "
                                 f"({first!r} == {key!r}): quote them to keep both as text", token=typed, line=line)
            raise InputError(f"duplicate key {cut(str(key))!r} (first at line {lines[key]})", token=cut(str(key)),
                             line=line)
        data[key] = construct(value_node, deep=True)
        lines[key] = line
    return data


def _construct_seq(loader: Any, node: yaml.SequenceNode) -> Seq:
    """Plain construction of a list, remembering the line of each item."""
    if not isinstance(node, yaml.SequenceNode):
        raise InputError(f"an explicit !!seq tag on a {node.id}", line=_node_line(node))
    data = Seq()
    data.line = _node_line(node)
    data.lines = [_node_line(n) for n in node.value]
    construct = loader.construct_object
    data.extend([construct(n, deep=True) for n in node.value])
    return data


_Loader.add_constructor("tag:yaml.org,2002:map", _construct_map)
_Loader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)
_Loader.add_constructor(_INT, _construct_int)


def read_capped(stream: IO[bytes], limit: int = MAX_BYTES) -> bytes:
    """At most `limit` + 1 bytes of a binary stream: enough to tell that it is too large, never more."""
    return stream.read(limit + 1)


def decode(data: str | bytes) -> str:
    """The text of a record: the size cap, UTF-8 (a byte-order mark is dropped), no NUL byte."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise InputError(f"the file is too large (more than {MAX_BYTES:,} bytes, the limit)")
        raw = data
        try:
            data = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise InputError(f"the file is not UTF-8 text (byte {e.start}: {raw[e.start:e.start + 1]!r})",
                             line=raw[:e.start].count(b"\n") + 1) from None
    if len(data) > MAX_BYTES:
        raise InputError(f"the file is too large ({len(data):,} characters; the limit is {MAX_BYTES:,})")
    if "\x00" in data:
        line = data[: data.index("\x00")].count("\n") + 1
        raise InputError("the file holds a NUL byte: it is binary, not a YAML scenario", line=line)
    return data


class _Unusual(Exception):
    """The fast loader met something it leaves to the full loader (anchors, tags, merge keys, errors)."""


_FAST_DEPTH = 64
"""Deeper nesting goes to the full loader, which answers it as an error (no record nests past 6)."""
_PLAIN_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")
_STR = "tag:yaml.org,2002:str"
_BUILT_BY_CONSTRUCTOR = ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:float")
_PLAIN_VALUES: dict[str, Any] = {}
"""Plain scalar text -> value, for the texts the fast loader builds itself (str, null, bool, small int)."""


def _plain_value(text: str) -> Any:
    """The value of a plain scalar as the safe loader builds it; _Unusual for any tag but str, null,
    bool, a plain decimal int, a timestamp or a float (YAML 1.1 integer forms go to the full loader)."""
    tag = _Loader.resolve(_FAST_RESOLVER, yaml.ScalarNode, text, (True, False))
    if tag == _STR:
        value: Any = text
    elif tag == "tag:yaml.org,2002:null":
        value = None
    elif tag == "tag:yaml.org,2002:bool":
        value = _FAST_RESOLVER.bool_values[text.lower()]
    elif tag == _INT and len(text) <= MAX_DIGITS and _PLAIN_INT.fullmatch(text):
        value = int(text)
    elif tag in _BUILT_BY_CONSTRUCTOR:  # a date in a record's notes, a float: the safe loader's own constructor
        try:
            value = _FAST_RESOLVER.yaml_constructors[tag](_FAST_RESOLVER, yaml.ScalarNode(tag, text))
        except Exception:
            raise _Unusual(tag) from None
    else:
        raise _Unusual(tag)
    if len(_PLAIN_VALUES) < 65536:
        _PLAIN_VALUES[text] = value
    return value


def load_events(text: str) -> Any:
    """Fast path of `load_yaml`: the same Map/Seq/scalar tree with the same lines, built
    straight from libyaml's event stream instead of composing nodes and constructing them in Python.

    It handles the YAML records are written in: one document of block or flow mappings, lists and
    scalars (plain, quoted); anything else (anchors and aliases, explicit tags, merge keys, duplicate
    keys, a collection as a key, YAML 1.1 integers, several documents, any syntax
    error) raises _Unusual and `load_yaml` takes the full loader, which gives the same tree or the
    error message. It is faster than `yaml.load(..., CSafeLoader)` and keeps no Node and Mark objects
    (bench/bench_replay.py; figures in docs/performance.md). tests/test_fast_paths.py compares both on every scenario.
    """
    parser = _CParser(text)
    get = parser.get_event
    values = _PLAIN_VALUES
    stack: list[Any] = []  # open collections; a Map is followed by its pending key (or _NO_KEY)
    top: Any = None
    deals: Any = None  # the top-level `deals` Seq, the one list MAX_ITEMS does not cap
    ndocs = 0
    while True:
        e = get()
        kind = type(e)
        if kind is _ScalarEvent:
            if e.anchor is not None or e.tag is not None:
                raise _Unusual("tag or anchor")
            v = e.value
            if e.implicit[0]:
                try:
                    v = values[v]
                except KeyError:
                    v = _plain_value(v)
            line = e.start_mark.line + 1
        elif kind is _MapStart or kind is _SeqStart:
            if e.anchor is not None or (e.tag is not None and not e.implicit):
                raise _Unusual("tag or anchor")
            v = Map() if kind is _MapStart else Seq()
            line = v.line = e.start_mark.line + 1
            v.lines = {} if kind is _MapStart else []
        elif kind is _MapEnd:
            if stack.pop() is not _NO_KEY:
                raise _Unusual("key without a value")
            stack.pop()
            continue
        elif kind is _SeqEnd:
            stack.pop()
            continue
        elif kind is _DocStart or kind is _StreamStart:
            ndocs += kind is _DocStart
            if ndocs > 1:
                raise _Unusual("documents")
            continue
        elif kind is _DocEnd:
            continue
        elif kind is _StreamEnd:
            return top
        else:  # an alias
            raise _Unusual("alias")
        if not stack:
            top = v
        else:
            pending = stack[-1]
            if type(pending) is Seq:
                if len(pending.lines) >= MAX_ITEMS and pending is not deals:
                    raise too_many_items(line)
                pending.append(v)
                pending.lines.append(line)
            else:
                parent = stack[-2]
                if type(pending) is _Key:  # v is the value of the pending key
                    key = pending.key
                    parent[key] = v
                    parent.lines[key] = pending.line
                    stack[-1] = _NO_KEY
                    if len(stack) == 2 and key == "deals":
                        deals = v
                else:  # v is a key
                    if kind is not _ScalarEvent or v in parent.lines or v == "<<":
                        raise _Unusual("key")
                    stack[-1] = _Key(v, line)
                    continue
        if kind is not _ScalarEvent:
            stack.append(v)
            if kind is _MapStart:
                stack.append(_NO_KEY)
            if len(stack) > _FAST_DEPTH:
                raise _Unusual("depth")


class _Key:
    """A mapping key read, waiting for its value."""

    __slots__ = ("key", "line")

    def __init__(self, key: Any, line: int) -> None:
        self.key = key
        self.line = line


_NO_KEY = object()
_FAST_RESOLVER: Any = None
_CParser: Any = getattr(getattr(yaml, "_yaml", None), "CParser", None)
_ScalarEvent, _MapStart, _MapEnd = yaml.ScalarEvent, yaml.MappingStartEvent, yaml.MappingEndEvent
_SeqStart, _SeqEnd, _DocStart = yaml.SequenceStartEvent, yaml.SequenceEndEvent, yaml.DocumentStartEvent
_DocEnd, _StreamStart, _StreamEnd = yaml.DocumentEndEvent, yaml.StreamStartEvent, yaml.StreamEndEvent


def yaml_error(e: yaml.YAMLError, text: str | None) -> InputError:
    """The InputError of a YAML error: a syntax error with its line and column, a character YAML does not allow
    (its line counted in `text`, when the text is at hand), any other with its words."""
    if isinstance(e, yaml.MarkedYAMLError):
        mark = e.problem_mark or e.context_mark
        where = f" (column {mark.column + 1})" if mark else ""
        problem = " ".join(" ".join(str(x).split()) for x in (e.context, e.problem) if x)
        return InputError(f"YAML syntax error: {cut(problem, 200)}{where}", line=mark.line + 1 if mark else None)
    if isinstance(e, yaml.reader.ReaderError):  # a character YAML does not allow (BEL, other controls)
        line = text[: e.position].count("\n") + 1 if isinstance(e.position, int) and text is not None else None
        return InputError(f"character {e.character!r} is not allowed in YAML text (control characters cannot "
                          "appear in a record)", line=line, token=repr(e.character))
    return InputError(f"YAML error: {cut(' '.join(str(e).split()), 200)}")


def load_yaml(data: str | bytes, *, fast: bool = True) -> Any:
    """Parse YAML text safely into Map/Seq/scalars; every failure is an InputError with a line.

    `load_events` (libyaml events) reads the usual record; the full loader below reads everything
    else and answers every error. `fast=False` takes the full loader only (tests compare both).
    """
    text = decode(data)
    global _FAST_RESOLVER
    if fast and _CParser is not None:
        if _FAST_RESOLVER is None:
            _FAST_RESOLVER = _Loader("")
        try:
            doc = load_events(text)
        except TooManyItems:  # the fast path's own refusal, not a problem for the full loader to read again
            raise
        except (_Unusual, yaml.YAMLError, RecursionError, ValueError):
            pass
        else:
            if doc is not None:
                return doc
    check_items(text)
    try:
        docs = list(yaml.load_all(text, Loader=_Loader))
    except yaml.YAMLError as e:
        raise yaml_error(e, text) from None
    except RecursionError:
        raise InputError("the YAML is nested too deeply to be a scenario") from None
    docs = [d for d in docs if d is not None]
    if not docs:
        raise InputError("the file is empty: a scenario needs at least `players`, `dealer` and `deals`")
    if len(docs) > 1:
        raise InputError("the file holds several YAML documents; give one scenario per file")
    return docs[0]



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
    (bench/bench_replay.py); tests/test_fast_paths.py compares the trees on every scenario and random JSON."""
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
    (Called for every object: built without Map's own constructor, a Python call, a sixth of the reading.)"""
    m = _new_map(Map)
    _fill(m, pairs)
    m.line = 0
    m.lines = {}
    if len(m) != len(pairs):
        raise _NotLikeYaml("a repeated key")
    for k, v in pairs:
        if type(v) is list:
            m[k] = _json_seq(v, k == "deals")
        if len(k) > _JSON_KEY:
            raise _NotLikeYaml("a long key")
    return m


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


# -- the streaming reader: one deal at a time ----------------------------------------------------------------

MAX_STREAM_BYTES = 256 * 1024 * 1024
"""The total cap of a record replayed deal by deal (`stream_deals`): 256 MiB, about 200,000 deals. Memory does
not grow with it (each deal is read, adjudicated and written before the next is read); it bounds the work
of one run, a few minutes. A record whose YAML needs the full loader (anchors, tags) keeps MAX_BYTES."""

MAX_HELD_CHARS = MAX_BYTES
"""The most text the streaming reader holds at once (one deal, or the keys around `deals`): the old whole-record
cap, so that whatever one record could hold before, one deal still can."""


class Unstreamable(Exception):
    """The record cannot be read deal by deal (unusual YAML, keys a game reads before its deals coming after
    them, any error): the caller reads it whole, which answers it exactly as before. `line` is where."""

    def __init__(self, why: str, line: int | None = None, error: yaml.YAMLError | None = None) -> None:
        super().__init__(why)
        self.line = line
        self.error = error


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
            raise InputError(f"the file is too large (more than {self._limit:,} bytes, the limit)")
        if self.size - self.held_from > 2 * MAX_HELD_CHARS:
            raise InputError(f"the file is too large to read: more than {MAX_HELD_CHARS:,} characters without the end "
                             "of a deal (one deal, and the keys around the deals, may each hold at most that much)")
        try:
            text = self._decoder.decode(chunk, final=not chunk)
        except UnicodeDecodeError as e:
            self.binary = True
            head = self._copied(start + max(e.start, 0))
            at = len(head)
            raise InputError(f"the file is not UTF-8 text (byte {at}: {chunk[e.start:e.start + 1]!r})",
                             line=head.count(b"\n") + 1) from None
        if "\x00" in text:
            self.binary = True
            raise InputError("the file holds a NUL byte: it is binary, not a YAML scenario",
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


_HELD = f"more than {MAX_HELD_CHARS:,} characters in one deal (or around the deals)"


def stream_deals(text: Any) -> Any:
    """The record's top mapping, deal by deal: yields ("head", top) when the top-level `deals:` list opens (top
    holding the keys before it), then ("deal", value, line) for each item of that list as it closes (the item
    is not kept), then ("end", top, count) at the end of the document (top with every key, `deals` an empty Seq
    whose `lines` are the items' lines). `text` is a str or a `CheckedText`.

    The same tree as `load_events`, which it follows event for event; anything `load_events` leaves to the full
    loader, a record whose top is not a mapping or whose `deals` is not a list, and more than MAX_HELD_CHARS
    held at once raise Unstreamable (the caller reads the record whole)."""
    global _FAST_RESOLVER
    if _CParser is None:
        raise Unstreamable("no libyaml")
    if _FAST_RESOLVER is None:
        _FAST_RESOLVER = _Loader("")
    parser = _CParser(text)
    get = parser.get_event
    values = _PLAIN_VALUES
    checked = text if isinstance(text, CheckedText) else None
    stack: list[Any] = []
    top: Any = None
    deals: Any = None  # the top-level `deals` Seq, once open
    held_from = 0  # where the text held now begins (a deal's start, or the text around the deals)
    ndocs = 0
    try:
        while True:
            e = get()
            kind = type(e)
            if kind is _ScalarEvent:
                if e.anchor is not None or e.tag is not None:
                    raise Unstreamable("an anchor (&name) or tag (!!type)", e.start_mark.line + 1)
                v = e.value
                if e.implicit[0]:
                    try:
                        v = values[v]
                    except KeyError:
                        v = _plain_value(v)
                mark = e.start_mark
                line = mark.line + 1
                if mark.index - held_from > MAX_HELD_CHARS:
                    raise Unstreamable(_HELD, line)
            elif kind is _MapStart or kind is _SeqStart:
                if e.anchor is not None or (e.tag is not None and not e.implicit):
                    raise Unstreamable("an anchor (&name) or tag (!!type)", e.start_mark.line + 1)
                v = Map() if kind is _MapStart else Seq()
                line = v.line = e.start_mark.line + 1
                v.lines = {} if kind is _MapStart else []
                if stack and stack[-1] is deals:
                    held_from = e.start_mark.index
                elif e.start_mark.index - held_from > MAX_HELD_CHARS:
                    raise Unstreamable(_HELD, line)
            elif kind is _MapEnd:
                if stack.pop() is not _NO_KEY:
                    raise Unstreamable("a key without a value")
                done = stack.pop()
                if e.end_mark.index - held_from > MAX_HELD_CHARS:
                    raise Unstreamable(_HELD, e.end_mark.line + 1)
                if stack and stack[-1] is deals:
                    held_from = e.end_mark.index
                    if checked is not None:
                        checked.held_from = held_from
                    yield ("deal", done, done.line)
                continue
            elif kind is _SeqEnd:
                done = stack.pop()
                if stack and stack[-1] is deals:
                    held_from = e.end_mark.index
                    if checked is not None:
                        checked.held_from = held_from
                    yield ("deal", done, done.line)
                continue
            elif kind is _DocStart or kind is _StreamStart:
                ndocs += kind is _DocStart
                if ndocs > 1:
                    raise Unstreamable("several YAML documents")
                continue
            elif kind is _DocEnd:
                continue
            elif kind is _StreamEnd:
                if type(top) is not Map or deals is None:
                    raise Unstreamable("no `deals:` list in a top mapping")
                yield ("end", top, len(deals.lines))
                return
            else:
                raise Unstreamable("an alias (*name)", e.start_mark.line + 1)
            if not stack:
                top = v
                if kind is not _MapStart:
                    raise Unstreamable("a top that is not a mapping")
            else:
                pending = stack[-1]
                if type(pending) is Seq:
                    if pending is deals:
                        deals.lines.append(line)
                        if kind is _ScalarEvent:
                            yield ("deal", v, line)
                            continue
                    else:
                        if len(pending.lines) >= MAX_ITEMS:
                            raise too_many_items(line)
                        pending.append(v)
                        pending.lines.append(line)
                else:
                    parent = stack[-2]
                    if type(pending) is _Key:
                        key = pending.key
                        parent[key] = v
                        parent.lines[key] = pending.line
                        stack[-1] = _NO_KEY
                        if parent is top and len(stack) == 2 and key == "deals":
                            if kind is not _SeqStart:
                                raise Unstreamable("a `deals:` that is not a list", line)
                            deals = v
                            yield ("head", top)
                            held_from = e.end_mark.index
                    else:
                        if kind is not _ScalarEvent or v in parent.lines or v == "<<":
                            raise Unstreamable("a repeated key, a merge key or a key that is not plain text", line)
                        stack[-1] = _Key(v, line)
                        continue
            if kind is not _ScalarEvent:
                stack.append(v)
                if kind is _MapStart:
                    stack.append(_NO_KEY)
                if len(stack) > _FAST_DEPTH:
                    raise Unstreamable("nesting deeper than a record's", line)
    except InputError:  # CheckedText's refusals, through libyaml's read
        raise
    except yaml.YAMLError as err:
        raise Unstreamable("YAML error", error=err) from None
    except (_Unusual, RecursionError, ValueError):
        raise Unstreamable("a value only the full loader reads (a YAML 1.1 number, a tag)") from None
