"""What `TableSession.resume_streamed` (kit/session.py) keeps of a record it reads deal by deal, and the checks of
what a rewrite of a record would lose: the deals as the file has them (`KeptDeals`, each read to plain data only
when asked for), where lines start in the text, and the comments and values of a record's text."""

from __future__ import annotations

import datetime
from typing import Any

from ..core.errors import InputError


def plain_data(v: Any) -> Any:
    """Loaded YAML (Map/Seq) as plain dicts and lists, the record's own form. A key that YAML read as a yes/no,
    a number, a date or null (possible only in a person's own `x-` data) stays that value, so that the record
    written back reads back the same (`yes:` is written `true:`, never the text "True")."""
    if isinstance(v, dict):
        return {k if k is None or isinstance(k, (bool, int, float, datetime.date)) else str(k): plain_data(x)
                for k, x in v.items()}
    if isinstance(v, list):
        return [plain_data(x) for x in v]
    return v


def same(a: Any, b: Any) -> bool:
    """True when two loaded values are equal and of the same types throughout (a date is not its text)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def comment_lines(text: str) -> list[int]:
    """The lines (from 1) of the comments in YAML text: a `#` outside every scalar."""
    import bisect
    import re

    import yaml

    from ..records.loader import _Base

    spans = [(t.start_mark.index, t.end_mark.index) for t in yaml.scan(text, Loader=_Base)
             if isinstance(t, yaml.ScalarToken)]
    starts = [a for a, _ in spans]
    lines = []
    for m in re.finditer("#", text):
        i = bisect.bisect_right(starts, m.start()) - 1
        if i < 0 or spans[i][1] <= m.start():
            lines.append(text.count("\n", 0, m.start()) + 1)
    return lines


class NotKept(Exception):
    """A record `TableSession.resume_streamed` does not read deal by deal: it is read whole."""


ITEM = "  - "
"""How `dump_record` starts each deal of a record's `deals:` list (a resumed file's deals must start so, for its
text to be kept and a rewritten last deal to fit in)."""


class LineStarts:
    """Where lines start in a text, asked for in increasing order of line (from 1)."""

    def __init__(self, text: str) -> None:
        self.text, self.line, self.at = text, 1, 0

    def start(self, line: int) -> int:
        if line < self.line:
            raise NotKept
        text, at = self.text, self.at
        for _ in range(line - self.line):
            at = text.index("\n", at) + 1
        self.line, self.at = line, at
        return at


class Unread:
    """A deal of a resumed record not read yet: its text as the file has it (`KeptDeals`)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _read_kept(text: str) -> Any:
    """A deal's plain data from its text (a one-item YAML list, as the file holds it)."""
    from ..records.loader import load_yaml

    node = plain_data(load_yaml(text))
    if not isinstance(node, list) or len(node) != 1:
        raise InputError("a deal's text is not one item of the `deals:` list")
    return node[0]


class KeptDeals(list[Any]):
    """The `deals` of a record resumed deal by deal (`TableSession.resume`): a list whose deals are read to plain
    data only when asked for, from the text the file holds (a change only ever alters the last deal, so the
    others are never read again, and the record costs its text, not a tree of every deal). It behaves as a
    list: `deals[-1]`, `len`, iteration (which reads every deal), `append`; `copy()` keeps the unread deals
    unread."""

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        v = list.__getitem__(self, i)
        if type(v) is Unread:
            v = _read_kept(v.text)
            list.__setitem__(self, i, v)
        return v

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self)))

    def __reversed__(self) -> Any:
        return (self[i] for i in range(len(self) - 1, -1, -1))

    def copy(self) -> KeptDeals:
        return KeptDeals(list.__iter__(self))

    def plain(self) -> list[Any]:
        """Every deal read, as a plain list (to write the whole record)."""
        return list(iter(self))


def plain_record(rec: dict[str, Any]) -> dict[str, Any]:
    """The record with its deals as a plain list (`KeptDeals` read whole), for `dump_record`."""
    deals = rec.get("deals")
    return {**rec, "deals": deals.plain()} if isinstance(deals, KeptDeals) else rec
