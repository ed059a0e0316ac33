"""House rules: a table's own agreements, each a named point with the seeds' reading as its default.

Game-free. Each game's rulebook holds its catalogue, a tuple of `HouseRule` (see `Game.house_catalogue`);
this module reads a record's `house:` mapping and `--house KEY=VALUE`, merges the two (a record's own
agreement wins), and says which differ from the seeds' reading (the what-if comparison is `kit.whatif`).
The contract is `shared/spec/house-rules.md`; with no house rule set nothing changes, so the default
path of every game never consults this module beyond an empty mapping.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InputError, did_you_mean
from .i18n import _, lazy

if TYPE_CHECKING:
    from enum import StrEnum

    from .rules import Citation

House = Mapping[str, str]
"""A table's house rules: catalogue key -> value, as words (`true`/`false` for the yes/no rules)."""

YES = ("true", "yes", "on")
NO = ("false", "no", "off")


@dataclass(frozen=True)
class HouseRule:
    """One point a table may agree differently: its key, its values (the seeds' reading first), what each
    value plays, and the seed passage the alternatives depart from (verified like every citation)."""

    key: str
    title: str
    values: tuple[str, ...]
    """The values, the default (the seeds' reading) first."""
    plays: Mapping[str, str]
    """Each value -> one or two sentences saying what the table plays under it."""
    departs_from: tuple[Citation, ...]
    """The seed passages the alternatives depart from."""
    labels: Mapping[str, str] = field(default_factory=dict)
    """Each non-default value -> a short label for a screen header ("flush over run")."""
    yes_no: bool = False
    """The values are `true`/`false` (YAML booleans in a record; yes/no/on/off also read on the command line)."""
    status: str = "table agreement"

    @property
    def id(self) -> str:
        """The id rulings cite: `house:KEY`."""
        return f"house:{self.key}"

    @property
    def default(self) -> str:
        """The seeds' reading."""
        return self.values[0]

    def label(self, value: str) -> str:
        """What a header shows for `value`: its label, else `KEY=VALUE`."""
        return self.labels.get(value, f"{self.key}={value}")


def schema(catalogue: Sequence[HouseRule], game: str) -> dict[str, Any]:
    """The JSON Schema of a record's `house:` mapping for one game's catalogue (keys and values, default named)."""
    props: dict[str, Any] = {}
    for r in catalogue:
        described = f"{r.title}: {' or '.join(r.values)} (default {r.default}, the seeds' reading)."
        if r.yes_no:
            props[r.key] = {"description": described,
                            "anyOf": [{"type": "boolean"}, {"enum": [*YES, *NO]}]}
        else:
            props[r.key] = {"description": described, "enum": list(r.values)}
    return {"type": "object", "additionalProperties": False, "properties": props,
            "description": f"The table's house rules ({game}; shared/spec/house-rules.md): keys of the game's "
                           "catalogue, each absent key at the seeds' reading."}


def catalogue_keys(catalogue: Sequence[HouseRule]) -> tuple[str, ...]:
    """The keys of a catalogue, in its order."""
    return tuple(r.key for r in catalogue)


def find(catalogue: Sequence[HouseRule], key: str) -> HouseRule | None:
    """The catalogue's rule with this key, or None."""
    return next((r for r in catalogue if r.key == key), None)


def value_of(rule: HouseRule, raw: object) -> str | None:
    """`raw` as one of the rule's values (booleans and yes/no words for the yes/no rules), or None."""
    if rule.yes_no:
        if isinstance(raw, bool):
            return "true" if raw else "false"
        word = str(raw).strip().lower()
        return "true" if word in YES else "false" if word in NO else None
    if isinstance(raw, bool) or not isinstance(raw, (str, int)):
        return None
    word = str(raw).strip().lower()
    return word if word in rule.values else None


def _key_error(key: str, catalogue: Sequence[HouseRule], title: str,
               others: Iterable[tuple[str, Sequence[HouseRule]]], rule: StrEnum | None, where: str,
               line: int | None) -> InputError:
    """The error for a key not in the catalogue: the game it belongs to if another game has it, else the choices."""
    owner = next((t for t, cat in others if find(cat, key) is not None), None)
    if owner is not None:
        return InputError(lazy("{where} {key} is a house rule of {owner}, not of {title}", where=where, key=repr(key),
                               owner=lazy(owner), title=lazy(title)), token=key, rule=rule, line=line)
    keys = catalogue_keys(catalogue)
    return InputError(lazy("unknown house rule {key} in {where}{mean} (house rules of {title}: {keys})", key=repr(key),
                           where=where, mean=did_you_mean(key, keys), title=lazy(title), keys=", ".join(keys)),
                      token=key, rule=rule, line=line)


def _value_error(r: HouseRule, key: str, raw: object, where: str, rule: StrEnum | None,
                 line: int | None) -> InputError:
    shown = "true" if raw is True else "false" if raw is False else str(raw)
    return InputError(lazy("{where} {key}={value}: choose {values}{mean}", where=where, key=key, value=shown,
                           values=_(" or ").join(r.values), mean=did_you_mean(shown, r.values)),
                      token=shown, rule=rule, line=line)


def read_block(block: object, catalogue: Sequence[HouseRule], title: str,
               others: Iterable[tuple[str, Sequence[HouseRule]]], rule: StrEnum | None,
               line: int | None = None, lines: Mapping[str, int] | None = None,
               rule_of: Callable[[str], StrEnum | None] | None = None) -> dict[str, str]:
    """A record's `house:` mapping as a House; anything else, an unknown key or value is an InputError.

    `lines` gives each key's line where the reader knows it; `rule` is the rule id a refusal names, and
    `rule_of(key)`, when given, the id a bad value of a known key names (the game's `house:KEY`).
    """
    if block is None:
        return {}
    if not isinstance(block, Mapping):
        raise InputError(lazy("`house` must be a mapping of house rules (KEY: VALUE), got {type}",
                              type=type(block).__name__),
                         token="house", rule=rule, line=line)
    out: dict[str, str] = {}
    others = list(others)
    for k, raw in block.items():
        key = str(k)
        at = (lines or {}).get(key, line)
        r = find(catalogue, key)
        if r is None:
            raise _key_error(key, catalogue, title, others, rule, "`house:`", at)
        v = value_of(r, raw)
        if v is None:
            raise _value_error(r, key, raw, "`house:`", rule_of(key) if rule_of else rule, at)
        out[key] = v
    return out


def parse_assignments(items: Sequence[str], catalogue: Sequence[HouseRule], title: str,
                      others: Iterable[tuple[str, Sequence[HouseRule]]], rule: StrEnum | None,
                      option: str = "--house",
                      rule_of: Callable[[str], StrEnum | None] | None = None) -> dict[str, str]:
    """`--house KEY=VALUE` (repeatable) as a House; a malformed item, an unknown key or value is an InputError."""
    out: dict[str, str] = {}
    others = list(others)
    for item in items:
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq or not key or not raw.strip():
            raise InputError(lazy("{option} {item}: write KEY=VALUE (e.g. {option} {example})", option=option,
                                  item=repr(item), example=f"{catalogue[0].key}={catalogue[0].values[-1]}"),
                             token=item, rule=rule)
        r = find(catalogue, key)
        if r is None:
            raise _key_error(key, catalogue, title, others, rule, option, None)
        v = value_of(r, raw)
        if v is None:
            raise _value_error(r, key, raw.strip(), option, rule_of(key) if rule_of else rule, None)
        out[key] = v
    return out


def merge(own: House, given: House) -> tuple[dict[str, str], tuple[str, ...]]:
    """A record's own house rules with the command line's for keys it does not set; also the keys the
    command line gave that the record's own agreement overrode (the tool says so)."""
    merged = dict(given)
    merged.update(own)
    overridden = tuple(k for k, v in given.items() if k in own and own[k] != v)
    return merged, overridden


def departures(house: House, catalogue: Sequence[HouseRule]) -> dict[str, str]:
    """The keys of `house` set away from the seeds' reading, in catalogue order."""
    return {r.key: house[r.key] for r in catalogue if r.key in house and house[r.key] != r.default}


def header(house: House, catalogue: Sequence[HouseRule]) -> str:
    """'house: flush over run, stopper safe' for a screen header, or '' when every rule is the default."""
    away = departures(house, catalogue)
    if not away:
        return ""
    return "house: " + ", ".join(find(catalogue, k).label(v) for k, v in away.items())  # type: ignore[union-attr]
