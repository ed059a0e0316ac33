"""The reading helpers every game's record reader shares: places of nodes, names, metadata, messages.

A game's reader (`brag/record.py`, `thirty_one/record.py`) turns the loader's node tree (Map/Seq with
lines) into its record model with these; `located` is the one helper that adds the place to an error.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from ..core.errors import InputError
from ..core.errors import did_you_mean as did_you_mean
from ..core.i18n import Msg, _, lazy
from ..core.nodes import Map, Seq
from .loader import cut

META_KEYS = ("title", "date", "place", "notes")
"""Optional metadata keys (with any key starting `x-`): kept and shown, never adjudicated."""


def located(e: InputError, what: str, line: int | None, rule: StrEnum | None = None) -> InputError:
    """The same error with its place: `what` before the message, the line if it had none."""
    return InputError(f"{what}: {e.message}", rule=rule or e.rule, token=e.token,
                      line=e.line if e.line is not None else line)


def line_of(obj: Any, key: Any = None, default: int | None = None) -> int | None:
    """The line of a mapping key, or of a node itself."""
    if key is not None and isinstance(obj, Map):
        return obj.lines.get(key, obj.line)
    if isinstance(obj, (Map, Seq)):
        return obj.line
    return default


def item_lines(v: list[Any], line: int | None) -> list[int | None]:
    """The line of each item of a YAML list (the list's own line when items carry none)."""
    return list(v.lines) if isinstance(v, Seq) else [line] * len(v)


def turn_items(v: Any, line: int | None, what: str) -> list[tuple[Any, Any, int | None, str]]:
    """A deal's `turns:` list, `- Player: action` each, as (player key, action node, line, "WHAT turn N") for a
    game's reader to read the player and the action; refused (InputError with the line) unless a list of
    one-key mappings. Every game writes its turns so."""
    if v is None:
        return []
    if not isinstance(v, list):
        raise InputError(lazy("{what} turns: expected a list of `- Player: action`, got {got}", what=what,
                              got=type_word(v)), line=line)
    out = []
    for i, (t, ln) in enumerate(zip(v, item_lines(v, line), strict=False)):
        where = f"{what} turn {i + 1}"
        if not isinstance(t, dict) or len(t) != 1:
            raise InputError(lazy("{where}: expected one `Player: action` pair, got {got}", where=where,
                                  got=type_word(t) if not isinstance(t, dict) else lazy("{count} keys", count=len(t))),
                             line=ln)
        (k, a), = t.items()
        out.append((k, a, ln, where))
    return out


def type_name(v: Any) -> str:
    """How a value's YAML type is named in messages."""
    return {bool: "a yes/no value", int: "a number", float: "a number", type(None): "empty",
            list: "a list", Seq: "a list", dict: "a mapping", Map: "a mapping"}.get(type(v), type(v).__name__)


def type_word(v: Any) -> Msg | str:
    """`type_name` as a message of the catalogue, for the messages of this module (the same English words)."""
    if type(v) is bool:
        return lazy("a yes/no value")
    if type(v) in (int, float):
        return lazy("a number")
    if v is None:
        return lazy("empty")
    if type(v) in (list, Seq):
        return lazy("a list")
    if type(v) in (dict, Map):
        return lazy("a mapping")
    return type(v).__name__


def shown(v: Any) -> str:
    """A value as quoted in a message, cut to a readable length: text in quotes, a number or yes/no as YAML
    writes it, anything else by what it is (never a Python form: a set's order changes from run to run)."""
    if isinstance(v, str):
        return cut(repr(v), 80)
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return cut(str(v), 80)
    iso = getattr(v, "isoformat", None)
    if callable(iso):
        return _("a date ({date})").format(date=iso())
    if isinstance(v, (set, frozenset)):
        return "a set"
    if isinstance(v, (list, tuple)):
        return "a list"
    return type_name(v)




def lower_ascii(word: str) -> str:
    """Lower-case an ASCII word; anything else is left alone, so that compatibility characters
    (the Kelvin sign, the long s) never pass for the letters they resemble."""
    return word.lower() if word.isascii() else word


def is_extension(key: Any) -> bool:
    """An `x-` key: the record author's own data, kept and never an error."""
    return isinstance(key, str) and key.startswith("x-")


def plain_meta(v: Any) -> Any:
    """A metadata value as plain JSON-able data: dates and times as ISO text, mappings and lists kept."""
    if isinstance(v, dict):
        return {str(k): plain_meta(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain_meta(x) for x in v]
    if v is None or isinstance(v, (str, int, float, bool)):
        return v
    iso = getattr(v, "isoformat", None)
    return iso() if callable(iso) else str(v)


TEXT_META = ("title", "date", "place")
"""The metadata keys the schema types as text (`date` may also be a YAML date or time): anything else is an
input error, not printed in Python's form."""


def meta_of(m: dict[Any, Any]) -> dict[str, Any]:
    """The metadata of a record or deal: `title`, `date`, `place`, `notes` and every `x-` key; `title`, `date`
    and `place` checked as the schema types them (text; `date` also a YAML date)."""
    for key in TEXT_META:
        if key not in m or m[key] is None or isinstance(m[key], str):
            continue
        if key == "date" and callable(getattr(m[key], "isoformat", None)):
            continue
        raise InputError(lazy("`{key}` must be text, got {got}; quote it if it is meant as text", key=key,
                              got=shown(m[key])), token=key, line=line_of(m, key))
    return {str(k): plain_meta(v) for k, v in m.items() if k in META_KEYS or is_extension(k)}


def name(v: Any, line: int | None, what: str, rule: StrEnum) -> str:
    """A player's name: non-empty text, Unicode-normalised (NFC) so that Zoë typed either way is one name;
    a refusal names `rule`, the players rule of the game reading the record."""
    if isinstance(v, str):
        if not v.strip():
            raise InputError(lazy("{what}: a player's name cannot be empty", what=what), line=line, rule=rule)
        return unicodedata.normalize("NFC", v)
    if v is None:
        raise InputError(lazy("{what}: no name given (YAML reads an empty value, null or ~ as nothing); give a "
                              "player's name, and quote it if it is spelled null", what=what), line=line, rule=rule)
    if isinstance(v, bool) or isinstance(v, (int, float)):
        spelled = (lazy("false (a bare No, Off or n)") if v is False else lazy("true (a bare Yes, On or y)")
                   if v is True else lazy("the number {number}", number=cut(repr(v))))
        example = "No" if v is False else "Yes" if v is True else cut(repr(v))
        raise InputError(lazy("{what}: YAML reads this name as {spelled}, not a name; quote it (for example "
                              "\"{example}\")", what=what, spelled=spelled, example=example), token=cut(str(v)),
                         line=line, rule=rule)
    raise InputError(lazy("{what}: expected a player's name, got {got}", what=what, got=type_word(v)), line=line,
                     rule=rule)


_LOOKALIKES = dict(zip(
    "АВЕКМНОРСТХаеорсухіјѕԁԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧονϲ",
    "ABEKMHOPCTXaeopcyxijsdqwABEZHIKMNOPTYXovc", strict=True))
"""Cyrillic and Greek letters drawn like Latin ones: `Ann` in either script reads as the Latin name."""


def lookalike_key(n: str) -> str:
    """What a name looks like: compatibility forms folded (NFKC), invisible characters (format characters such
    as U+200B) dropped, Cyrillic and Greek look-alikes read as Latin. Two names with one key cannot be told
    apart at a table."""
    import unicodedata

    folded = unicodedata.normalize("NFKC", n)
    return "".join(_LOOKALIKES.get(c, c) for c in folded if unicodedata.category(c) != "Cf")


def check_lookalikes(names: Iterable[str], lines: Iterable[int | None], rule: StrEnum) -> None:
    """Refuse two different players' names that look the same (`lookalike_key`), naming both escaped."""
    from ..core.text import plain

    seen: dict[str, str] = {}
    for n, ln in zip(names, lines, strict=False):
        key = lookalike_key(n)
        other = seen.setdefault(key, n)
        if other != n:
            raise InputError(lazy("players: {name} and {other} look the same (they differ only by invisible or "
                                  "look-alike characters): give names that can be told apart",
                                  name=repr(cut(plain(n))), other=repr(cut(plain(other)))),
                             token=cut(plain(n)), line=ln, rule=rule)
