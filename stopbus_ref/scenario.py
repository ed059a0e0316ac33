"""Reading scenario files (spec "A scenario file"): safe YAML with line numbers into a typed model.

Only `yaml.CSafeLoader` (or SafeLoader without libyaml) is used. Its constructors are extended
to remember the line of every mapping key and sequence item and to refuse duplicate keys, so
that every input error can say file:line. No file I/O here: the caller passes the text.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

import yaml

from .brag.engine import MAX_PLAYERS, Action, ActionKind
from .brag.rulebook import OTHER_GAME_ACTIONS, OTHER_GAME_KEYS
from .cards import Card, check_count, parse_card, split_cards
from .errors import InputError

MAX_BYTES = 32 * 1024 * 1024
TOP_KEYS = ("players", "tokens", "dealer", "deals", "expect", "title", "notes")
DEAL_KEYS = ("dealer", "hands", "upcard", "deck", "turns", "reshuffles", "expect", "notes")
DEAL_EXPECT_KEYS = ("loser", "tokens", "eliminated", "floating", "next_dealer", "ended_by", "order")
FILE_EXPECT_KEYS = ("winner",)

_ACTION_RE = re.compile(r"\s*(draw|take)(?:\s+([^\s,]+))?\s*,?\s*discard\s+([^\s,]+)\s*", re.IGNORECASE)
_Base: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Map(dict):  # type: ignore[type-arg]
    """A YAML mapping that remembers its own line and the line of each key."""

    line: int = 0
    lines: dict[Any, int]


class Seq(list):  # type: ignore[type-arg]
    """A YAML sequence that remembers its own line and the line of each item."""

    line: int = 0
    lines: list[int]


class _Loader(_Base):  # type: ignore[misc, valid-type]
    """Safe loader producing Map/Seq with line numbers; duplicate keys are errors.

    Implicit tag resolution of plain scalars is memoised: a record repeats the same card,
    name and action texts thousands of times, and the safe loader has no path-dependent
    resolvers, so the tag depends only on the text and its implicit flags.
    """

    _tags: ClassVar[dict[tuple[str, tuple[bool, bool]], str]] = {}

    def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
        if kind is yaml.ScalarNode and implicit is not None:
            key = (value, tuple(implicit))
            tag = self._tags.get(key)
            if tag is None:
                tag = super().resolve(kind, value, implicit)
                if len(self._tags) < 65536:
                    self._tags[key] = tag
            return tag
        return super().resolve(kind, value, implicit)


_MERGE = "tag:yaml.org,2002:merge"


def _construct_map(loader: Any, node: yaml.MappingNode) -> Map:
    """Plain (non-generator) construction: faster, and a self-referencing alias becomes an input error."""
    data = Map()
    data.line = node.start_mark.line + 1
    lines: dict[Any, int] = {}
    data.lines = lines
    pairs = node.value
    if any(k.tag == _MERGE for k, _ in pairs):
        loader.flatten_mapping(node)
        pairs = node.value
    construct = loader.construct_object
    for key_node, value_node in pairs:
        key = construct(key_node, deep=True)
        line = key_node.start_mark.line + 1
        try:
            seen = key in lines
        except TypeError:
            raise InputError("a mapping key must be a plain value, not a list or mapping", line=line) from None
        if seen:
            raise InputError(f"duplicate key {key!r} (first at line {lines[key]})", token=str(key), line=line)
        data[key] = construct(value_node, deep=True)
        lines[key] = line
    return data


def _construct_seq(loader: Any, node: yaml.SequenceNode) -> Seq:
    data = Seq()
    data.line = node.start_mark.line + 1
    data.lines = [n.start_mark.line + 1 for n in node.value]
    construct = loader.construct_object
    data.extend([construct(n, deep=True) for n in node.value])
    return data


_Loader.add_constructor("tag:yaml.org,2002:map", _construct_map)
_Loader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)


def load_yaml(text: str | bytes) -> Any:
    """Parse YAML text safely; every failure is an InputError with a line and column."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise InputError(f"the file is too large ({len(text):,} bytes; the limit is {MAX_BYTES:,})")
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise InputError(f"the file is not UTF-8 text (byte {e.start}: {text[e.start:e.start + 1]!r})") from None
    if len(text) > MAX_BYTES:
        raise InputError(f"the file is too large ({len(text):,} characters; the limit is {MAX_BYTES:,})")
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise InputError("the file holds a NUL byte: it is binary, not a YAML scenario", line=line)
    try:
        docs = list(yaml.load_all(text, Loader=_Loader))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        if "recursive" in str(e.problem):
            raise InputError("an alias refers to the node that contains it (&anchor ... *anchor): a scenario "
                             "cannot be self-referencing", line=mark.line + 1 if mark else None) from None
        where = f" (column {mark.column + 1})" if mark else ""
        problem = " ".join(str(x) for x in (e.context, e.problem) if x)
        raise InputError(f"YAML syntax error: {problem}{where}", line=mark.line + 1 if mark else None) from None
    except yaml.YAMLError as e:
        raise InputError(f"YAML error: {e}") from None
    except RecursionError:
        raise InputError("the YAML is nested too deeply to be a scenario") from None
    docs = [d for d in docs if d is not None]
    if not docs:
        raise InputError("the file is empty: a scenario needs at least `players`, `dealer` and `deals`")
    if len(docs) > 1:
        raise InputError("the file holds several YAML documents; give one scenario per file")
    return docs[0]


@dataclass(frozen=True)
class TurnSpec:
    """One recorded turn: who, what, and the YAML line."""

    player: str
    action: Action
    line: int


@dataclass(frozen=True)
class DealSpec:
    """One recorded deal, as typed (not yet adjudicated)."""

    number: int
    line: int
    dealer: str | None
    hands: dict[str, tuple[Card, Card, Card]] | None
    upcard: Card | None
    deck: tuple[Card, ...] | None
    reshuffles: tuple[tuple[Card, ...], ...]
    turns: tuple[TurnSpec, ...]
    expect: dict[str, Any]
    lines: dict[str, int] = field(default_factory=dict)
    hand_lines: dict[str, int] = field(default_factory=dict)
    expect_lines: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    """A whole record: seating, tokens, first dealer, deals and the file's expectation."""

    players: tuple[str, ...]
    tokens: dict[str, int]
    dealer: str
    deals: tuple[DealSpec, ...]
    expect: dict[str, Any]
    warnings: tuple[str, ...] = ()
    lines: dict[str, int] = field(default_factory=dict)
    expect_lines: dict[str, int] = field(default_factory=dict)


def _line(obj: Any, key: Any = None, default: int | None = None) -> int | None:
    if key is not None and isinstance(obj, Map):
        return obj.lines.get(key, obj.line)
    if isinstance(obj, (Map, Seq)):
        return obj.line
    return default


def _item_lines(v: list[Any], line: int | None) -> list[int | None]:
    """The line of each item of a YAML list (the list's own line when items carry none)."""
    return list(v.lines) if isinstance(v, Seq) else [line] * len(v)


def _type_name(v: Any) -> str:
    return {bool: "a yes/no value", int: "a number", float: "a number", type(None): "empty",
            list: "a list", Seq: "a list", dict: "a mapping", Map: "a mapping"}.get(type(v), type(v).__name__)


def _did_you_mean(word: str, options: tuple[str, ...] | list[str]) -> str:
    near = difflib.get_close_matches(str(word), list(options), n=2, cutoff=0.6)
    return f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""


def _check_keys(m: Map, allowed: tuple[str, ...], what: str) -> None:
    for k in m:
        if k in allowed:
            continue
        line = m.lines.get(k)
        if isinstance(k, str) and k.lower() in OTHER_GAME_KEYS:
            raise InputError(f"unknown key {k!r} in {what}: '{k}' belongs to another game called Stop the Bus "
                             "(the 31-point game of seed 002, or Bastard Brag), not to this Brag game",
                             rule="other-games", token=str(k), line=line)
        raise InputError(f"unknown key {k!r} in {what}{_did_you_mean(str(k), allowed)} "
                         f"(allowed: {', '.join(allowed)})", token=str(k), line=line)


def _name(v: Any, line: int | None, what: str) -> str:
    if isinstance(v, str):
        if not v.strip():
            raise InputError(f"{what}: a player's name cannot be empty", line=line, rule="players")
        return v
    if isinstance(v, bool) or isinstance(v, (int, float)) or v is None:
        spelled = {False: "false (a bare No, Off or n)", True: "true (a bare Yes, On or y)"}.get(v, repr(v)) \
            if isinstance(v, bool) else (f"the number {v}" if v is not None else "empty")
        example = "No" if v is False else "Yes" if v is True else v
        raise InputError(f"{what}: YAML reads this name as {spelled}, not a name; quote it "
                         f"(for example \"{example}\")",
                         token=str(v), line=line, rule="players")
    raise InputError(f"{what}: expected a player's name, got {_type_name(v)}", line=line, rule="players")


class _Reader:
    """Validates the parsed YAML into a Scenario, one clear error per problem."""

    def __init__(self) -> None:
        self.players: tuple[str, ...] = ()
        self.warnings: list[str] = []

    def player(self, v: Any, line: int | None, what: str) -> str:
        name = _name(v, line, what)
        if name not in self.players:
            raise InputError(f"{what}: unknown player {name!r}{_did_you_mean(name, list(self.players))} "
                             f"(players: {', '.join(self.players)})", token=name, line=line)
        return name

    def card(self, v: Any, line: int | None, what: str) -> Card:
        if type(v) is str:
            try:
                return parse_card(v)
            except InputError as e:
                raise InputError(f"{what}: {e.message}", rule="deck", token=e.token, line=line) from None
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise InputError(f"{what}: expected a card such as Ah or 10c, got {_type_name(v)}", line=line,
                             token=str(v), rule="deck")
        try:
            return parse_card(str(v))
        except InputError as e:
            raise InputError(f"{what}: {e.message}", rule="deck", token=e.token, line=line) from None

    def cards(self, v: Any, line: int | None, what: str) -> list[Card]:
        if isinstance(v, str):
            v = split_cards(v)
        if not isinstance(v, list):
            raise InputError(f"{what}: expected a list of cards, got {_type_name(v)}", line=line)
        return [self.card(c, ln or line, what) for c, ln in zip(v, _item_lines(v, line), strict=False)]

    def read(self, doc: Any) -> Scenario:
        if not isinstance(doc, Map):
            raise InputError(f"a scenario is a mapping with players, dealer and deals, not {_type_name(doc)}",
                             line=_line(doc, default=1))
        _check_keys(doc, TOP_KEYS, "the file")
        for key in ("players", "dealer", "deals"):
            if key not in doc:
                raise InputError(f"missing `{key}:` (a scenario needs players, dealer and deals)", line=doc.line)
        players_v = doc["players"]
        pl = _line(doc, "players")
        if not isinstance(players_v, list):
            raise InputError(f"`players` must be a list of names in seating order, got {_type_name(players_v)}",
                             line=pl, rule="players")
        lines = _item_lines(players_v, pl)
        names = [_name(v, ln, "players") for v, ln in zip(players_v, lines, strict=False)]
        for i, n in enumerate(names):
            if n in names[:i]:
                raise InputError(f"players: {n!r} is listed twice", token=n, line=lines[i], rule="players")
        if len(names) < 2:
            raise InputError(f"the game needs 2 to 9 players (10 to {MAX_PLAYERS} fit one deck); got {len(names)}",
                             line=pl, rule="players")
        if len(names) > MAX_PLAYERS:
            raise InputError(f"{len(names)} players cannot each get three cards plus an upcard from 52 cards "
                             f"(at most {MAX_PLAYERS})", line=pl, rule="players")
        if len(names) > 9:
            self.warnings.append(f"{len(names)} players: 000 and 004 say two to nine, 003 \"van 2 tot "
                                 f"ongeveer 9 of meer\"; 10 to {MAX_PLAYERS} fit one deck and are adjudicated by "
                                 "the same rules [players]")
        self.players = tuple(names)
        tokens = self.tokens(doc.get("tokens", 3), _line(doc, "tokens"))
        dealer = self.player(doc["dealer"], _line(doc, "dealer"), "dealer")
        deals_v = doc["deals"]
        dl = _line(doc, "deals")
        if not isinstance(deals_v, list):
            raise InputError(f"`deals` must be a list of deals, got {_type_name(deals_v)}", line=dl)
        dlines = _item_lines(deals_v, dl)
        deals = tuple(self.deal(i + 1, d, ln or dl or 0)
                      for i, (d, ln) in enumerate(zip(deals_v, dlines, strict=False)))
        expect, elines = self.expect(doc.get("expect"), _line(doc, "expect"), FILE_EXPECT_KEYS, "the file's expect")
        return Scenario(self.players, tokens, dealer, deals, expect, tuple(self.warnings),
                        {k: v for k, v in doc.lines.items() if isinstance(k, str)}, elines)

    def tokens(self, v: Any, line: int | None) -> dict[str, int]:
        def count(x: Any, ln: int | None, who: str) -> int:
            if isinstance(x, bool) or not isinstance(x, int):
                raise InputError(f"tokens{who}: expected a whole number of tokens, got {x!r}", line=ln,
                                 rule="tokens", token=str(x))
            if x < 0:
                raise InputError(f"tokens{who}: {x} is negative; 0 means floating", line=ln, rule="tokens",
                                 token=str(x))
            return x

        if isinstance(v, Map):
            out = {p: 3 for p in self.players}
            for k, x in v.items():
                who = self.player(k, v.lines.get(k), "tokens")
                out[who] = count(x, v.lines.get(k), f" for {who}")
            return out
        n = count(v, line, "")
        return {p: n for p in self.players}

    def deal(self, number: int, d: Any, line: int) -> DealSpec:
        what = f"deal {number}"
        if not isinstance(d, Map):
            raise InputError(f"{what}: expected a mapping with hands and upcard (or deck) and turns, "
                             f"got {_type_name(d)}", line=line)
        _check_keys(d, DEAL_KEYS, what)
        dealer = self.player(d["dealer"], _line(d, "dealer"), f"{what} dealer") if "dealer" in d else None
        hands = upcard = deck = None
        hand_lines: dict[str, int] = {}
        if "deck" in d:
            if "hands" in d or "upcard" in d:
                raise InputError(f"{what}: give either `deck` or `hands` with `upcard`, not both",
                                 line=_line(d, "deck"))
            deck = tuple(self.cards(d["deck"], _line(d, "deck"), f"{what} deck"))
        else:
            if "hands" not in d or "upcard" not in d:
                missing = "hands" if "hands" not in d else "upcard"
                raise InputError(f"{what}: missing `{missing}:` (give `hands` and `upcard`, or the whole `deck`)",
                                 line=line, rule="deal")
            hv = d["hands"]
            if not isinstance(hv, Map):
                raise InputError(f"{what} hands: expected a mapping of player to three cards, got {_type_name(hv)}",
                                 line=_line(d, "hands"))
            hands = {}
            for k, cards_v in hv.items():
                ln = hv.lines.get(k, hv.line)
                who = self.player(k, ln, f"{what} hands")
                cards = self.cards(cards_v, ln, f"{what} hands of {who}")
                try:
                    hands[who] = check_count(cards)  # a repeated card is the engine's `deck` ruling
                except InputError as e:
                    raise InputError(f"{what} hands of {who}: {e.message}", rule=e.rule, token=e.token,
                                     line=ln) from None
                hand_lines[who] = ln
            upcard = self.card(d["upcard"], _line(d, "upcard"), f"{what} upcard")
        turns = self.turns(d.get("turns"), _line(d, "turns", line), what)
        resh: list[tuple[Card, ...]] = []
        if "reshuffles" in d and d["reshuffles"] is not None:
            rv = d["reshuffles"]
            rl = _line(d, "reshuffles")
            if not isinstance(rv, list):
                raise InputError(f"{what} reshuffles: expected a list of card lists, got {_type_name(rv)}", line=rl)
            for i, (r, rline) in enumerate(zip(rv, _item_lines(rv, rl), strict=False)):
                resh.append(tuple(self.cards(r, rline, f"{what} reshuffle {i + 1}")))
        expect, elines = self.expect(d.get("expect"), _line(d, "expect"), DEAL_EXPECT_KEYS, f"{what} expect")
        return DealSpec(number, line, dealer, hands, upcard, deck, tuple(resh), turns, expect,
                        {k: v for k, v in d.lines.items() if isinstance(k, str)}, hand_lines, elines)

    def turns(self, v: Any, line: int | None, what: str) -> tuple[TurnSpec, ...]:
        if v is None:
            return ()
        if not isinstance(v, list):
            raise InputError(f"{what} turns: expected a list of `- Player: action`, got {_type_name(v)}", line=line)
        lines = _item_lines(v, line)
        out = []
        for i, (t, ln) in enumerate(zip(v, lines, strict=False)):
            where = f"{what} turn {i + 1}"
            if not isinstance(t, Map) or len(t) != 1:
                raise InputError(f"{where}: expected one `Player: action` pair, got "
                                 f"{_type_name(t) if not isinstance(t, Map) else f'{len(t)} keys'}", line=ln)
            (k, a), = t.items()
            who = self.player(k, ln, where)
            out.append(TurnSpec(who, self.action(a, ln, where), ln or 0))
        return tuple(out)

    def action(self, a: Any, line: int | None, where: str) -> Action:
        if isinstance(a, Map):
            keys = {str(k).lower(): k for k in a}
            for word in keys:
                if word in OTHER_GAME_ACTIONS:
                    return Action("other", word=word)
            kinds = [w for w in ("draw", "take") if w in keys]
            if set(keys) <= {"stop", "pass"} and len(keys) == 1:
                return Action(next(iter(keys)))  # type: ignore[arg-type]
            extra = set(keys) - {"draw", "take", "discard"}
            if len(kinds) != 1 or "discard" not in keys or extra:
                raise InputError(f"{where}: expected {{draw: CARD or null, discard: CARD}} or "
                                 f"{{take: CARD, discard: CARD}}, got keys {', '.join(map(str, a))}", line=line)
            kind: ActionKind = "draw" if kinds[0] == "draw" else "take"
            value = a[keys[kind]]
            card = None if value is None else self.card(value, line, where)
            return Action(kind, card, self.card(a[keys["discard"]], line, where))
        if isinstance(a, (int, float)) and not isinstance(a, bool):
            a = str(a)  # `- Ann: 31` is a term of the 31-point game, reported below
        if not isinstance(a, str):
            raise InputError(f"{where}: expected an action such as 'draw Ah, discard Kh', 'take 5h, discard 7s', "
                             f"'stop' or 'pass', got {_type_name(a)}", line=line)
        m = _ACTION_RE.fullmatch(a)
        if m is not None:  # the common 'draw [CARD], discard CARD' / 'take ...' forms, fast
            word, named_text, discard = m.groups()
            return Action("draw" if word.lower() == "draw" else "take",
                          None if named_text is None else self.card(named_text, line, where),
                          self.card(discard, line, where))
        words = a.replace(",", " ").split()
        low = [w.lower() for w in words]
        for w in low:
            if w in OTHER_GAME_ACTIONS:
                return Action("other", word=w)
        if low in (["stop"], ["stop", "the", "bus"]):
            return Action("stop")
        if low == ["pass"]:
            return Action("pass")
        if low and low[0] in ("draw", "take"):
            rest = words[1:]
            named: Card | None = None
            if rest and rest[0].lower() != "discard":
                named = self.card(rest[0], line, where)
                rest = rest[1:]
            if len(rest) == 2 and rest[0].lower() == "discard":
                return Action(low[0], named, self.card(rest[1], line, where))  # type: ignore[arg-type]
            raise InputError(f"{where}: {a!r} is not a turn: expected '{low[0]} [CARD], discard CARD'",
                             token=a, line=line)
        raise InputError(f"{where}: unknown action {a!r}: a turn is 'draw [CARD], discard CARD', "
                         "'take [CARD], discard CARD', 'stop' or 'pass'", token=a, line=line)

    def expect(self, v: Any, line: int | None, keys: tuple[str, ...],
               what: str) -> tuple[dict[str, Any], dict[str, int]]:
        if v is None:
            return {}, {}
        if not isinstance(v, Map):
            raise InputError(f"{what}: expected a mapping, got {_type_name(v)}", line=line)
        _check_keys(v, keys, what)
        out: dict[str, Any] = {}
        for k, x in v.items():
            ln = v.lines.get(k)
            if k in ("loser", "eliminated", "next_dealer", "winner"):
                out[k] = None if x is None else self.player(x, ln, f"{what} {k}")
            elif k == "tokens":
                if not isinstance(x, Map):
                    raise InputError(f"{what} tokens: expected a mapping of player to tokens", line=ln)
                out[k] = {self.player(p, x.lines.get(p), f"{what} tokens"): self._int(t, x.lines.get(p), what)
                          for p, t in x.items()}
            elif k in ("floating", "order"):
                if not isinstance(x, list):
                    raise InputError(f"{what} {k}: expected a list of players", line=ln)
                out[k] = [self.player(p, ln, f"{what} {k}") for p in x]
            elif k == "ended_by":
                if x not in (None, "stop", "stock-exhausted"):
                    raise InputError(f"{what} ended_by: expected stop, stock-exhausted or null, got {x!r}", line=ln)
                out[k] = x
        return out, {str(k): ln for k, ln in v.lines.items()}

    @staticmethod
    def _int(x: Any, line: int | None, what: str) -> int:
        if isinstance(x, bool) or not isinstance(x, int):
            raise InputError(f"{what}: expected a whole number of tokens, got {x!r}", line=line)
        return x


def read_scenario(text: str | bytes) -> Scenario:
    """Parse and validate a scenario's text into the model; raise InputError with a line on any problem."""
    return _Reader().read(load_yaml(text))

