"""House rules: a table's own agreements, each a named point with the seeds' reading as its default.

Game-free. Each game's rulebook holds its catalogue, a tuple of `HouseRule` (see `Game.house_catalogue`);
this module reads a record's `house:` mapping and `--house KEY=VALUE`, merges the two (a record's own
agreement wins), and compares two adjudications of one record for `replay --what-if`.
The contract is `shared/spec/house-rules.md`; with no house rule set nothing changes, so the default
path of every game never consults this module beyond an empty mapping.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InputError, did_you_mean

if TYPE_CHECKING:
    from enum import StrEnum

    from .protocol import GameBase
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


def other_catalogues(name: str) -> list[tuple[str, Sequence[HouseRule]]]:
    """Every registered game's catalogue but game `name`'s, with the game's title (for "a house rule of ...")."""
    from . import registry as games

    return [(g.title, g.house_catalogue()) for g in games.all_games() if g.name != name]


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
        return InputError(f"{where} {key!r} is a house rule of {owner}, not of {title}", token=key, rule=rule,
                          line=line)
    keys = catalogue_keys(catalogue)
    return InputError(f"unknown house rule {key!r} in {where}{did_you_mean(key, keys)} (house rules of {title}: "
                      f"{', '.join(keys)})", token=key, rule=rule, line=line)


def _value_error(r: HouseRule, key: str, raw: object, where: str, rule: StrEnum | None,
                 line: int | None) -> InputError:
    shown = "true" if raw is True else "false" if raw is False else str(raw)
    return InputError(f"{where} {key}={shown}: choose {' or '.join(r.values)}"
                      f"{did_you_mean(shown, r.values)}", token=shown, rule=rule, line=line)


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
        raise InputError(f"`house` must be a mapping of house rules (KEY: VALUE), got {type(block).__name__}",
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
            raise InputError(f"{option} {item!r}: write KEY=VALUE (e.g. {option} {catalogue[0].key}="
                             f"{catalogue[0].values[-1]})", token=item, rule=rule)
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


# -- what if ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DealFacts:
    """What one deal decided, field by field, named as the game's JSON names them (`loser` or `losers`,
    `tokens_after` or `lives_after`, `floating`, `eliminated`, `next_dealer`), with the rules behind each."""

    deal: int
    fields: Mapping[str, Any]
    rules: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    why: Mapping[str, str] = field(default_factory=dict)
    """Field -> a short reason a reader needs when it changes ("A-2-3 is the lowest run under this house rule")."""


@dataclass(frozen=True)
class Stop:
    """Where a record stops being playable as written under other rules, and why (with the rule)."""

    deal: int
    rule: str
    message: str


@dataclass(frozen=True)
class Adjudication:
    """One record adjudicated under one set of house rules, deal by deal, up to where it can be played."""

    deals: tuple[DealFacts, ...]
    winner: str | None
    winner_rules: tuple[str, ...] = ()
    stopped: Stop | None = None


@dataclass(frozen=True)
class Change:
    """One difference: after `deal`, `field` was `was` and is `now`."""

    deal: int
    field: str
    was: Any
    now: Any
    rules: tuple[str, ...]
    why: str = ""

    def json(self) -> dict[str, Any]:
        """The contract's change object."""
        return {"deal": self.deal, "field": self.field, "was": self.was, "now": self.now, "rules": list(self.rules)}


@dataclass(frozen=True)
class WhatIf:
    """The comparison `replay --what-if` answers with."""

    house: Mapping[str, str]
    changes: tuple[Change, ...]
    comparable_until: int | None
    stopped: Stop | None

    def json(self) -> dict[str, Any]:
        """The contract's `what_if` object."""
        stop = None if self.stopped is None else {"deal": self.stopped.deal, "rule": self.stopped.rule,
                                                  "message": self.stopped.message}
        return {"house": dict(self.house), "changes": [c.json() for c in self.changes],
                "comparable_until": self.comparable_until, "stopped": stop}


def compare(house: House, was: Adjudication, now: Adjudication) -> WhatIf:
    """Deal by deal, every field that differs under the alternative `now`, until it stops being comparable.

    `was` is the record under its own rules (complete: the record itself is valid); `now` stops at the first
    deal that cannot be played as written. The winner is compared only when every deal compares.
    """
    changes: list[Change] = []
    for a, b in zip(was.deals, now.deals, strict=False):
        for name, old in a.fields.items():
            new = b.fields.get(name)
            if new != old:
                changes.append(Change(a.deal, name, old, new, b.rules.get(name, ()), b.why.get(name, "")))
    if now.stopped is not None:
        return WhatIf(dict(house), tuple(changes), now.stopped.deal - 1, now.stopped)
    if was.deals and was.winner != now.winner:
        changes.append(Change(was.deals[-1].deal, "winner", was.winner, now.winner, now.winner_rules))
    return WhatIf(dict(house), tuple(changes), None, None)


# -- the command line's part, game-free: reading --house/--what-if against the record's game, the text ----

@dataclass(frozen=True)
class Plan:
    """What `replay --house/--what-if` asks of a game: the house rules to play (the record's own with the
    command line's for keys it does not set), what to say about the overridden ones, and the comparison."""

    house: Mapping[str, str]
    notes: tuple[str, ...]
    what_if: WhatIf | None
    record: Any


def with_house(record: Any, house: Mapping[str, str]) -> Any:
    """`record` with its `house` replaced (a NamedTuple's `_replace`, or a dataclass's `replace`)."""
    if dict(getattr(record, "house", {}) or {}) == dict(house):
        return record
    if hasattr(record, "_replace"):
        return record._replace(house=dict(house))
    import dataclasses

    return dataclasses.replace(record, house=dict(house))


def plan(game: GameBase, record: Any, house_items: Sequence[str], what_if_items: Sequence[str]) -> Plan:
    """Read `--house` and `--what-if` against `game`'s catalogue, merge with the record's own `house:` (which
    wins, and the notes say so) and, for `--what-if`, adjudicate the record under both and compare."""
    catalogue = game.house_catalogue()
    if not catalogue:
        raise InputError(f"{game.title} has no house rules yet: --house and --what-if do not apply",
                         token="--what-if" if what_if_items else "--house")
    others = other_catalogues(game.name)
    given = parse_assignments(house_items, catalogue, game.title, others, None)
    own = dict(getattr(record, "house", {}) or {})
    merged, overridden = merge(own, given)
    notes = tuple(f"the record's own house rule {k}={own[k]} is its table's agreement and wins over --house "
                  f"{k}={given[k]}" for k in overridden)
    record = with_house(record, merged)
    what_if = None
    if what_if_items:
        alt = parse_assignments(what_if_items, catalogue, game.title, others, None, "--what-if")
        was = game.adjudicate(record, {})
        now = game.adjudicate(record, alt)
        what_if = compare(alt, was, now)
    return Plan(merged, notes, what_if, record)


def _names(v: Any) -> str:
    if isinstance(v, Mapping):
        return ", ".join(f"{k} {x}" for k, x in v.items()) or "nobody"
    if isinstance(v, (list, tuple)):
        return ", ".join(str(x) for x in v) or "nobody"
    return "nobody" if v is None else str(v)


def change_line(c: Change) -> str:
    """One change as the answer's line: 'Deal 3: Ben loses instead of Cat (why) [rules]'."""
    why = f" ({c.why})" if c.why else ""
    tag = f" [{', '.join(c.rules)}]" if c.rules else ""
    if c.field == "winner":
        return f"Winner: {_names(c.now)} instead of {_names(c.was)}{why}{tag}"
    if c.field in ("loser", "losers"):
        what = f"{_names(c.now)} {'lose' if isinstance(c.now, list) and len(c.now) > 1 else 'loses'} instead of " \
               f"{_names(c.was)}"
    elif c.field == "next_dealer":
        what = f"next dealer {_names(c.now)} instead of {_names(c.was)}"
    else:
        what = f"{c.field.replace('_', ' ')}: {_names(c.now)} (was {_names(c.was)})"
    return f"Deal {c.deal}: {what}{why}{tag}"


def what_if_text(w: WhatIf) -> list[str]:
    """The answer of `replay --what-if`, first line first: how many rulings change (or none), each change,
    and where the record stops being comparable."""
    label = ", ".join(f"{k}={v}" for k, v in w.house.items())
    n = len(w.changes)
    upto = f" up to deal {w.comparable_until}" if w.stopped is not None and w.comparable_until else ""
    if not n:
        head = f"No ruling changes under {label}{upto}" + ("" if w.stopped is None else ":")
    else:
        head = f"Under {label}, {n} ruling{'s change' if n > 1 else ' changes'}{upto}:"
    lines = [head, *(change_line(c) for c in w.changes)]
    if w.stopped is not None:
        lines.append(f"Deal {w.stopped.deal} on: not comparable: {w.stopped.message} [{w.stopped.rule}]")
    return lines


def print_what_if(w: WhatIf, warnings: Sequence[str]) -> None:
    """`replay --what-if` in text, for any game: the replay's warnings on stderr, then the answer, first line first."""
    from ..ui.output import plain, warn, write_out

    for line in warnings:
        warn(line)
    write_out("".join(plain(line) + "\n" for line in what_if_text(w)))
