"""The YAML side of reading a record: libyaml's events read into the node tree (`load_events`, and deal by deal,
`stream_deals`), and the safe loader with line numbers that reads everything else and answers every error
(`read_yaml`). `records.loader` is the entrance (the text's checks, the JSON reader); this module is imported
only when a record is read as YAML.

Only `yaml.CSafeLoader` (or SafeLoader without libyaml) is used. Its constructors are extended
to remember the line of every mapping key and sequence item, to refuse duplicate keys and
self-referencing aliases, and to turn every value a constructor cannot build (an explicit tag
with a bad value, an integer past Python's digit limit, a YAML 1.1 octal or sexagesimal number)
into an InputError with its line.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from ..core.errors import InputError
from ..core.i18n import lazy
from ..core.nodes import Map, Seq
from .caps import MAX_DIGITS, MAX_HELD_CHARS, MAX_ITEMS, TooManyItems, Unstreamable, cut, too_many_items

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
            raise InputError(lazy("an alias refers to the node that contains it (&anchor ... *anchor): a scenario "
                                  "cannot be self-referencing"), line=_node_line(node))
        try:
            return super().construct_object(node, deep=deep)
        except (InputError, yaml.YAMLError, RecursionError):
            raise
        except Exception:  # a constructor refused the value of an explicit tag (!!int abc, !!bool maybe)
            shown = cut(node.value) if isinstance(node.value, str) else f"a {node.id}"
            tag = node.tag.rsplit(':', 1)[-1]
            raise InputError(lazy("cannot read {value} as {tag}: the explicit !!{tag} tag does not fit the value",
                                  value=repr(shown), tag=tag), token=cut(str(node.value)),
                             line=_node_line(node)) from None


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
            raise InputError(lazy("the aliases (*name) here stand for more than {limit:,} values once written out, "
                                  "more than a record of this size can hold: write the values out, or alias less",
                                  limit=limit), line=_node_line(node))
        sizes[key] = total



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
        raise InputError(lazy("a number of {digits:,} digits is too long for a record (at most {most})",
                              digits=len(text), most=MAX_DIGITS), token=cut(text), line=_node_line(node))
    if _YAML11_INT.fullmatch(text):
        how = (lazy("a base-60 number") if ":" in text else lazy("a binary number") if "b" in text
               else lazy("an octal number") if text.lstrip("+-").startswith("0")
               else lazy("a number, its underscores ignored"))
        raise InputError(lazy("{text} is ambiguous: YAML 1.1 reads it as {how}; write the number plainly (for "
                              "example 10), or quote it if it is text", text=repr(text), how=how), token=text,
                         line=_node_line(node))
    return int(loader.construct_yaml_int(node))


def _construct_map(loader: Any, node: yaml.MappingNode) -> Map:
    """Plain (non-generator) construction: faster, and a self-referencing alias is caught above."""
    if not isinstance(node, yaml.MappingNode):
        raise InputError(lazy("an explicit !!map tag on a {kind}", kind=node.id), line=_node_line(node))
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
            raise InputError(lazy("a mapping key must be a plain value, not a list or mapping"), line=line) from None
        if seen:
            typed = cut(str(key_node.value))
            first = next(k for k in lines if k == key)
            if type(first) is not type(key) or str(first) != str(key):  # 1 and true, 0 and false, 1 and 1.0
                raise InputError(lazy("keys {first} (line {first_line}) and {typed} are one key once read ({read} == "
                                      "{key}): quote them to keep both as text", first=repr(cut(str(first))),
                                      first_line=lines[key], typed=repr(typed), read=repr(first), key=repr(key)),
                                 token=typed, line=line)
            raise InputError(lazy("duplicate key {key} (first at line {first_line})", key=repr(cut(str(key))),
                                  first_line=lines[key]), token=cut(str(key)), line=line)
        data[key] = construct(value_node, deep=True)
        lines[key] = line
    return data


def _construct_seq(loader: Any, node: yaml.SequenceNode) -> Seq:
    """Plain construction of a list, remembering the line of each item."""
    if not isinstance(node, yaml.SequenceNode):
        raise InputError(lazy("an explicit !!seq tag on a {kind}", kind=node.id), line=_node_line(node))
    data = Seq()
    data.line = _node_line(node)
    data.lines = [_node_line(n) for n in node.value]
    construct = loader.construct_object
    data.extend([construct(n, deep=True) for n in node.value])
    return data


_Loader.add_constructor("tag:yaml.org,2002:map", _construct_map)
_Loader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)
_Loader.add_constructor(_INT, _construct_int)

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
        problem = cut(" ".join(" ".join(str(x).split()) for x in (e.context, e.problem) if x), 200)
        if mark:
            return InputError(lazy("YAML syntax error: {problem} (column {column})", problem=problem,
                                   column=mark.column + 1), line=mark.line + 1)
        return InputError(lazy("YAML syntax error: {problem}", problem=problem))
    if isinstance(e, yaml.reader.ReaderError):  # a character YAML does not allow (BEL, other controls)
        line = text[: e.position].count("\n") + 1 if isinstance(e.position, int) and text is not None else None
        return InputError(lazy("character {char} is not allowed in YAML text (control characters cannot appear in a "
                               "record)", char=repr(e.character)), line=line, token=repr(e.character))
    return InputError(lazy("YAML error: {problem}", problem=cut(" ".join(str(e).split()), 200)))


def read_yaml(text: str, *, fast: bool = True) -> Any:
    """Parse YAML text (already decoded and checked: `records.loader.decode`) safely into Map/Seq/scalars; every
    failure is an InputError with a line.

    `load_events` (libyaml events) reads the usual record; the full loader below reads everything
    else and answers every error. `fast=False` takes the full loader only (tests compare both).
    """
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
        raise InputError(lazy("the YAML is nested too deeply to be a scenario")) from None
    docs = [d for d in docs if d is not None]
    if not docs:
        raise InputError(lazy("the file is empty: a scenario needs at least `players`, `dealer` and `deals`"))
    if len(docs) > 1:
        raise InputError(lazy("the file holds several YAML documents; give one scenario per file"))
    return docs[0]




_HELD = f"more than {MAX_HELD_CHARS:,} characters in one deal (or around the deals)"


def stream_deals(text: Any) -> Any:
    """The record's top mapping, deal by deal: yields ("head", top) when the top-level `deals:` list opens (top
    holding the keys before it), then ("deal", value, line) for each item of that list as it closes (the item
    is not kept), then ("end", top, count) at the end of the document (top with every key, `deals` an empty Seq
    whose `lines` are the items' lines). `text` is a str or a `records.loader.CheckedText`.

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
    checked = None if isinstance(text, str) else text
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
