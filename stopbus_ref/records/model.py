"""The one writer of record text, for every game.

`dump_record` writes a record (plain dicts and lists, as `brag.simulate.to_record` builds them)
as YAML text that the loader reads back to the same values, whatever the names hold.
"""

from __future__ import annotations

import datetime
import json
import re
from typing import Any

# ---- writing a record -------------------------------------------------------------------------

_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ,_-]*")
_PLAIN_SEEN: dict[str, bool] = {}


def _plain_ok(s: str) -> bool:
    """True when `s` can be written unquoted and reads back as the same text (cards, actions):
    letters, digits, spaces and commas only, and not a word YAML reads as a number, bool or null."""
    ok = _PLAIN_SEEN.get(s)
    if ok is None:
        import yaml

        ok = bool(_PLAIN.fullmatch(s)) and not s.endswith((" ", ",")) and \
            yaml.resolver.Resolver().resolve(yaml.ScalarNode, s, (True, False)) == "tag:yaml.org,2002:str"  # type: ignore[no-untyped-call]
        if len(_PLAIN_SEEN) < 4096:
            _PLAIN_SEEN[s] = ok
    return ok


def _escape_unprintable(m: re.Match[str]) -> str:
    """A YAML \\u escape for one character."""
    n = ord(m.group())
    return f"\\u{n:04x}" if n <= 0xFFFF else f"\\U{n:08x}"


_UNPRINTABLE_CHARS = r"[^\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
_UNPRINTABLE: re.Pattern[str] | None = None
"""Compiled by the first `quote`: reading a record never needs it."""


def quote(s: str) -> str:
    """A YAML double-quoted scalar: JSON escapes, plus \\u escapes for line separators and other
    characters YAML would fold or refuse, so that the text reads back exactly."""
    global _UNPRINTABLE
    if _UNPRINTABLE is None:
        _UNPRINTABLE = re.compile(_UNPRINTABLE_CHARS)
    return _UNPRINTABLE.sub(_escape_unprintable, json.dumps(s, ensure_ascii=False))


def scalar(v: Any, flow: bool = False) -> str:
    """One value as YAML: null, true/false, a number, plain text when safe, else quoted.
    Inside a flow collection (`[...]`, `{...}`) a comma must be quoted."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, (float, datetime.date)):  # a date or a number in a record's notes stays one when read back
        s = v.isoformat() if isinstance(v, datetime.date) else repr(v)
        if _reads_as(s) == ("tag:yaml.org,2002:float" if isinstance(v, float) else "tag:yaml.org,2002:timestamp"):
            return s
    s = str(v)
    return s if _plain_ok(s) and not (flow and "," in s) else quote(s)


def _reads_as(s: str) -> str:
    """The tag YAML gives `s` written plain."""
    import yaml

    return str(yaml.resolver.Resolver().resolve(yaml.ScalarNode, s, (True, False)))  # type: ignore[no-untyped-call]


def _is_scalar(v: Any) -> bool:
    """True for a value written on one line (not a list or mapping)."""
    return not isinstance(v, (list, tuple, dict))


def _flow(v: Any) -> str | None:
    """Lists of scalars (cards) and mappings of numbers (tokens) on one line; None for anything else."""
    if isinstance(v, (list, tuple)) and all(_is_scalar(x) for x in v):
        return "[" + ", ".join(scalar(x, flow=True) for x in v) + "]"
    if isinstance(v, dict) and (not v or all(isinstance(x, int) for x in v.values())):
        return "{" + ", ".join(f"{scalar(k, flow=True)}: {scalar(x, flow=True)}" for k, x in v.items()) + "}"
    return None


def _lines(v: Any, indent: int) -> list[str]:
    """Block-style lines of a mapping or list at `indent` spaces."""
    pad = " " * indent
    out: list[str] = []
    if isinstance(v, dict):
        for k, x in v.items():
            one = scalar(x) if _is_scalar(x) else _flow(x)
            if one is not None:
                out.append(f"{pad}{scalar(k)}: {one}")
            else:
                out.append(f"{pad}{scalar(k)}:")
                out += _lines(x, indent + 2)
        return out
    for x in v:
        one = scalar(x) if _is_scalar(x) else _flow(x)
        if one is not None:
            out.append(f"{pad}- {one}")
        else:
            sub = _lines(x, indent + 2)
            out += [f"{pad}- {sub[0][indent + 2:]}", *sub[1:]] if sub else [f"{pad}- []"]
    return out


def dump_record(rec: dict[str, Any], comment: str = "") -> str:
    """YAML text of a record that the loader reads back to the same values: lists of cards on one
    line, everything else in block style, text quoted whenever plain would read differently. The
    comment stays on one line, its control characters escaped."""
    head = [f"# {quote(comment)[1:-1]}"] if comment else []
    return "\n".join(head + _lines(rec, 0)) + "\n"
