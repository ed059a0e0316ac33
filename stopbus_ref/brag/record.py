"""The Brag game's record: its model (`Record`, `DealSpec`, `TurnSpec`) and its reader, from the
loader's node tree (Map/Seq with lines) to the model, one clear error per problem.

`records.reader` chooses the game's reader by the record's `game:` key; the helpers every game's reader
shares (places, names, metadata) are in `records.fields`. Every error says where it is.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple

from ..core.cards import Card, parse_card, split_cards
from ..core.errors import InputError
from ..core.i18n import N_, _, lazy
from ..core.nodes import Map, Seq
from ..records.fields import (
    check_lookalikes,
    did_you_mean,
    is_extension,
    item_lines,
    line_of,
    located,
    lower_ascii,
    meta_of,
    shown,
    turn_items,
    type_name,
)
from ..records.fields import name as _name
from ..records.loader import cut
from .cards import check_count
from .engine import MAX_PLAYERS, Action, ActionKind
from .rule_ids import OTHER_GAME_ACTIONS, OTHER_GAME_KEYS, RuleId


class TurnSpec(NamedTuple):
    """One recorded turn: who, what, and the YAML line. (A NamedTuple: a long record holds hundreds
    of thousands, and one builds faster than a frozen dataclass; docs/performance.md, "Fast paths".)"""

    player: str
    action: Action
    line: int


class DealSpec(NamedTuple):
    """One recorded deal, as typed (not yet adjudicated).

    DealSpec and Record are NamedTuples, not frozen dataclasses: as immutable and compared by value,
    and reading a record never imports `dataclasses` (with `inspect`), a cost of every `stopbus replay`
    process. Their mappings have no default: the validator gives each.
    """

    number: int
    line: int
    dealer: str | None
    hands: dict[str, tuple[Card, Card, Card]] | None
    upcard: Card | None
    deck: tuple[Card, ...] | None
    reshuffles: tuple[tuple[Card, ...], ...]
    turns: tuple[TurnSpec, ...]
    expect: dict[str, Any]
    lines: dict[str, int]
    hand_lines: dict[str, int]
    expect_lines: dict[str, int]
    shown: dict[str, tuple[Card, Card, Card]] | None
    """Table view: the hands revealed at the showdown (None when the record has no `shown:` key)."""
    shown_lines: dict[str, int]
    meta: dict[str, Any]
    """`notes` and `x-` keys of the deal: kept and shown, never adjudicated."""

    @property
    def table_view(self) -> bool:
        """True for a deal recorded as the table saw it: no `deck`, and no `hands` or a `shown:` key."""
        return self.deck is None and (self.hands is None or self.shown is not None)


class Record(NamedTuple):
    """A whole record: seating, tokens, first dealer, deals and the file's expectation."""

    players: tuple[str, ...]
    tokens: dict[str, int]
    dealer: str
    deals: tuple[DealSpec, ...]
    expect: dict[str, Any]
    warnings: tuple[str, ...]
    lines: dict[str, int]
    expect_lines: dict[str, int]
    meta: dict[str, Any]
    """Optional metadata (`title`, `date`, `place`, `notes`, `x-...` keys): kept and shown, never an error."""
    game: str = "brag"
    house: dict[str, str] = {}  # noqa: RUF012  # never changed: a record's house is read once
    """The table's house rules (`house:`), catalogue keys to values; empty: the seeds' rules."""


TOP_KEYS = ("game", "players", "tokens", "dealer", "deals", "expect", "title", "date", "place", "notes", "house")
DEAL_KEYS = ("dealer", "hands", "upcard", "deck", "turns", "reshuffles", "shown", "expect", "notes")
DEAL_EXPECT_KEYS = ("loser", "tokens", "eliminated", "floating", "next_dealer", "ended_by", "order")
FILE_EXPECT_KEYS = ("winner",)
TAIL_KEYS = ("expect", "title", "date", "place", "notes")
"""Top keys read after the deals (with `x-` keys): the only ones a record read deal by deal may give after
`deals:`; any other there (say `tokens`), and the record is read whole."""


def check_keys(m: Map, allowed: tuple[str, ...], what: str) -> None:
    """Refuse unknown keys, naming the other games' keys as such."""
    for k in m:
        if k in allowed or is_extension(k):
            continue
        line = m.lines.get(k)
        if isinstance(k, str) and lower_ascii(k) in OTHER_GAME_KEYS:
            raise InputError(lazy("unknown key {key} in {what}: '{name}' belongs to another game called Stop the Bus "
                                  "(the 31-point game of seed 002, or Bastard Brag), not to this Brag game",
                                  key=repr(k), what=what, name=k),
                             rule=RuleId.OTHER_GAMES, token=str(k), line=line)
        raise InputError(lazy("unknown key {key} in {what}{mean} (allowed: {keys})", key=shown(k), what=what,
                              mean=did_you_mean(str(k), allowed), keys=", ".join(allowed)),
                         token=cut(str(k)), line=line)


def name(v: Any, line: int | None, what: str, rule: StrEnum = RuleId.PLAYERS) -> str:
    """A player's name (`records.fields.name`), refused under the Brag game's players rule by default."""
    return _name(v, line, what, rule)


def count(x: Any, line: int | None, what: str, *, negative_ok: bool = False) -> int:
    """A whole number of tokens (the one token-count check)."""
    if isinstance(x, bool) or not isinstance(x, int):
        raise InputError(lazy("{what}: expected a whole number of tokens, got {value}", what=what, value=shown(x)),
                         line=line,
                         rule=RuleId.TOKENS, token=cut(str(x)))
    if x < 0 and not negative_ok:
        raise InputError(lazy("{what}: {tokens} is negative; 0 means floating", what=what, tokens=x), line=line,
                         rule=RuleId.TOKENS, token=str(x))
    return x


_KNOWN = 4096
"""How many spellings of names, cards and turns a Reader remembers (a record repeats a few hundred; the cap only
guards a record of odd spellings)."""


class Reader:
    """Validates the parsed YAML into a Record (the Brag game's record).

    A long record repeats the same few names, card tokens and turn texts thousands of times: a Reader remembers
    what each spelling it has read is (`_seated`, `_cards`, `_actions`; only what was read without a problem) and
    takes it from there the next time, so that the checks run once per spelling. A spelling it has not met, or
    anything unusual, takes the full checks, which word every refusal."""

    def __init__(self) -> None:
        self.players: tuple[str, ...] = ()
        self.seats: frozenset[str] = frozenset()
        self.warnings: list[str] = []
        self._actions: dict[str, Action] = {}
        self._seated: dict[str, str] = {}
        """A name as written (text) -> the seat it names, for every name read as one of the players."""
        self._cards: dict[str, Card] = {}
        """A card token as written (text) -> its card."""

    def player(self, v: Any, line: int | None, what: str) -> str:
        """A name that must be one of the players."""
        try:
            return self._seated[v]
        except (KeyError, TypeError):  # a name not met yet, or no text at all: the checks below
            pass
        n = name(v, line, what)
        if n not in self.seats:
            raise InputError(lazy("{what}: unknown player {player}{mean} (players: {players})", what=what,
                                  player=repr(cut(n)), mean=did_you_mean(n, list(self.players)),
                                  players=", ".join(cut(p) for p in self.players)), token=cut(n), line=line)
        if type(v) is str and len(self._seated) < _KNOWN:
            self._seated[v] = n
        return n

    def card(self, v: Any, line: int | None, what: str) -> Card:
        """One card token."""
        try:
            return self._cards[v]
        except (KeyError, TypeError):
            pass
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise InputError(lazy("{what}: expected a card such as Ah or 10c, got {type}", what=what,
                                  type=type_name(v)),
                             line=line,
                             token=cut(str(v)), rule=RuleId.DECK)
        try:
            card = parse_card(v if type(v) is str else str(v), RuleId.DECK)
        except InputError as e:
            raise located(e, what, line, rule=RuleId.DECK) from None
        if type(v) is str and len(self._cards) < _KNOWN:
            self._cards[v] = card
        return card

    def known_cards(self, v: Any) -> list[Card] | None:
        """The cards of a list whose every token has been read before (`cards` reads it alike), else None."""
        if isinstance(v, list) and (type(v) is not Seq or len(v.lines) == len(v)):
            known = self._cards
            try:
                return [known[c] for c in v]
            except (KeyError, TypeError):
                pass
        return None

    def cards(self, v: Any, line: int | None, what: str) -> list[Card]:
        """A list of cards, or cards typed in one string."""
        known = self.known_cards(v)
        if known is not None:
            return known
        if isinstance(v, str):
            v = split_cards(v)
        if not isinstance(v, list):
            raise InputError(lazy("{what}: expected a list of cards, got {type}", what=what, type=type_name(v)),
                             line=line)
        return [self.card(c, ln or line, what) for c, ln in zip(v, item_lines(v, line), strict=False)]

    def read(self, doc: Map) -> Record:
        """The whole record: its head, its deals, its tail (`stream_deals` reads the same pieces deal by deal)."""
        head = self.read_head(doc)
        deals_v = doc["deals"]
        dl = line_of(doc, "deals")
        if not isinstance(deals_v, list):
            raise InputError(lazy("`deals` must be a list of deals, got {type}", type=type_name(deals_v)), line=dl)
        dlines = item_lines(deals_v, dl)
        deals = tuple(self.deal(i + 1, d, ln or dl or 0)
                      for i, (d, ln) in enumerate(zip(deals_v, dlines, strict=False)))
        return self.read_tail(doc, head, deals)

    def read_head(self, doc: Map) -> Record:
        """What comes before the deals: the keys, seating, tokens and first dealer (a Record without deals)."""
        check_keys(doc, TOP_KEYS, _("the file"))
        for key in ("players", "dealer", "deals"):
            if key not in doc:
                raise InputError(lazy("missing `{key}:` (a scenario needs players, dealer and deals)", key=key),
                                 line=doc.line)
        self.read_players(doc["players"], line_of(doc, "players"))
        house = read_house(doc) if "house" in doc else {}
        tokens = self.tokens(doc.get("tokens", 3), line_of(doc, "tokens"))
        if house.get("floating") == "false":
            check_no_zero(tokens, doc)
        dealer = self.player(doc["dealer"], line_of(doc, "dealer"), "dealer")
        return Record(self.players, tokens, dealer, (), {}, tuple(self.warnings), {}, {}, meta={}, house=house)

    def read_tail(self, doc: Map, head: Record, deals: tuple[DealSpec, ...]) -> Record:
        """The whole Record once the deals are read: the file's `expect`, its lines and metadata."""
        expect, elines = self.expect(doc.get("expect"), line_of(doc, "expect"), FILE_EXPECT_KEYS,
                                     "the file's expect")
        return Record(head.players, head.tokens, head.dealer, deals, expect, tuple(self.warnings),
                        {k: v for k, v in doc.lines.items() if isinstance(k, str)}, elines, meta=meta_of(doc),
                        house=head.house)

    def read_players(self, players_v: Any, pl: int | None) -> None:
        """The seating: counted first (a 40,000-name list is refused at once), then names, then repeats."""
        self._seated.clear()
        if not isinstance(players_v, list):
            raise InputError(lazy("`players` must be a list of names in seating order, got {type}",
                                  type=type_name(players_v)),
                             line=pl, rule=RuleId.PLAYERS)
        if len(players_v) > MAX_PLAYERS:
            raise InputError(lazy("{count} players cannot each get three cards plus an upcard from 52 cards "
                                  "(at most {most})",
                                  count=f"{len(players_v):,}", most=MAX_PLAYERS), line=pl, rule=RuleId.PLAYERS)
        lines = item_lines(players_v, pl)
        names: dict[str, int | None] = {}
        for v, ln in zip(players_v, lines, strict=False):
            n = name(v, ln, "players")
            if n in names:
                raise InputError(lazy("players: {player} is listed twice", player=repr(cut(n))), token=cut(n), line=ln,
                                 rule=RuleId.PLAYERS)
            names[n] = ln
        check_lookalikes(names, names.values(), RuleId.PLAYERS)
        if len(names) < 2:
            raise InputError(lazy("the game needs 2 to 9 players (10 to {most} fit one deck); got {count}",
                                  most=MAX_PLAYERS, count=len(names)),
                             line=pl, rule=RuleId.PLAYERS)
        if len(names) > 9:
            self.warnings.append(str(lazy("{count} players: 000 and 004 say two to nine, 003 {quote}; 10 to {most} fit "
                                          "one deck and are adjudicated by the same rules", count=len(names),
                                          quote='"van 2 tot ongeveer 9 of meer"', most=MAX_PLAYERS)) + " [players]")
        self.players = tuple(names)
        self.seats = frozenset(names)

    def tokens(self, v: Any, line: int | None) -> dict[str, int]:
        """Everyone's starting tokens: one number, or a mapping that names every player."""
        if isinstance(v, Map):
            given: dict[str, int] = {}
            for k, x in v.items():
                who = self.player(k, v.lines.get(k), "tokens")
                given[who] = count(x, v.lines.get(k), "tokens" + _(" for {player}").format(player=who))
            missing = [p for p in self.players if p not in given]
            if missing:  # the contract's mapping names every player: no silent default for the rest
                raise InputError(lazy("tokens: the mapping names every player; it leaves out {players} (or give one "
                                      "number for everyone)", players=", ".join(missing)),
                                 line=line, token=cut(missing[0]),
                                 rule=RuleId.TOKENS)
            return {p: given[p] for p in self.players}
        n = count(v, line, "tokens")
        return {p: n for p in self.players}

    def deal(self, number: int, d: Any, line: int) -> DealSpec:
        """One deal: deck mode or hands mode, turns, reshuffles, expect."""
        what = _("deal {n}").format(n=number)  # a place in the record, in the language of its errors
        if not isinstance(d, Map):
            raise InputError(lazy("{what}: expected a mapping with hands and upcard (or deck) and turns, got {type}",
                                  what=what, type=type_name(d)), line=line)
        check_keys(d, DEAL_KEYS, what)
        dealer = self.player(d["dealer"], line_of(d, "dealer"), f"{what} dealer") if "dealer" in d else None
        hands = upcard = deck = None
        hand_lines: dict[str, int] = {}
        if "deck" in d:
            if "hands" in d or "upcard" in d:
                raise InputError(lazy("{what}: give either `deck` or `hands` with `upcard`, not both", what=what),
                                 line=line_of(d, "deck"))
            deck = tuple(self.cards(d["deck"], line_of(d, "deck"), f"{what} deck"))
        else:
            if "upcard" not in d:
                raise InputError(lazy("{what}: missing `upcard:` (give `upcard` with any `hands` known, or the whole "
                                      "`deck`)", what=what), line=line, rule=RuleId.DEAL)
            if "hands" in d:  # without `hands` the deal is seen from the table: only the upcard is known
                hands, hand_lines = self.hands(d["hands"], line_of(d, "hands"), f"{what} hands")
            upcard = self.card(d["upcard"], line_of(d, "upcard"), f"{what} upcard")
        turns = self.turns(d.get("turns"), line_of(d, "turns", line), what)
        resh: list[tuple[Card, ...]] = []
        if "reshuffles" in d and d["reshuffles"] is not None:
            rv = d["reshuffles"]
            rl = line_of(d, "reshuffles")
            if not isinstance(rv, list):
                raise InputError(lazy("{what} reshuffles: expected a list of card lists, got {type}", what=what,
                                      type=type_name(rv)), line=rl)
            for i, (r, rline) in enumerate(zip(rv, item_lines(rv, rl), strict=False)):
                resh.append(tuple(self.cards(r, rline, f"{what} reshuffle {i + 1}")))
        shown: dict[str, tuple[Card, Card, Card]] | None = None
        shown_lines: dict[str, int] = {}
        if "shown" in d:
            if deck is not None:
                raise InputError(lazy("{what}: `shown:` belongs to a deal seen from the table (with `upcard`), not "
                                      "to a `deck` deal, whose hands are all known", what=what),
                                 line=line_of(d, "shown"))
            shown, shown_lines = ({}, {}) if d["shown"] is None else \
                self.hands(d["shown"], line_of(d, "shown"), f"{what} shown")
        expect, elines = self.expect(d.get("expect"), line_of(d, "expect"), DEAL_EXPECT_KEYS, f"{what} expect")
        return DealSpec(number, line, dealer, hands, upcard, deck, tuple(resh), turns, expect,
                        {k: v for k, v in d.lines.items() if isinstance(k, str)}, hand_lines, elines,
                        shown=shown, shown_lines=shown_lines, meta=meta_of(d))

    def hands(self, hv: Any, line: int | None, what: str) -> tuple[dict[str, tuple[Card, Card, Card]], dict[str, int]]:
        """A mapping of player to three cards (`hands:` as dealt, `shown:` at the showdown), with lines."""
        if not isinstance(hv, Map):
            raise InputError(lazy("{what}: expected a mapping of player to three cards, got {type}", what=what,
                                  type=type_name(hv)), line=line)
        hands: dict[str, tuple[Card, Card, Card]] = {}
        lines: dict[str, int] = {}
        for k, cards_v in hv.items():
            ln = hv.lines.get(k, hv.line)
            who = self.player(k, ln, what)
            if who in hands:
                raise InputError(lazy("{what}: {player} is given twice", what=what, player=repr(cut(who))),
                                 token=cut(who), line=ln)
            cards = self.known_cards(cards_v)
            if cards is None:
                cards = self.cards(cards_v, ln, _("{what} of {player}").format(what=what, player=who))
            try:
                hands[who] = check_count(cards)  # a repeated card is the engine's `deck` ruling
            except InputError as e:
                raise located(e, _("{what} of {player}").format(what=what, player=who), ln) from None
            lines[who] = ln
        return hands, lines

    def turns(self, v: Any, line: int | None, what: str) -> tuple[TurnSpec, ...]:
        """The recorded turns, `- Player: action` each (`records.fields.turn_items` checks their shape first).

        A name or turn text read before is taken from the Reader's memory, and a turn's place ("deal 3 turn 7")
        is worded only for a refusal; anything out of the usual shape is read by `turn_items`, which words
        every refusal."""
        lines = v.lines if isinstance(v, Seq) else None
        if not isinstance(v, list) or (lines is not None and len(lines) != len(v)) or \
                not all([type(t) is Map and len(t) == 1 for t in v]):
            return self._turns(v, line, what)
        seated, actions = self._seated, self._actions
        out = []
        for i, t in enumerate(v):
            (k, a), = t.items()
            ln = line if lines is None else lines[i]
            try:
                who = seated[k]
            except (KeyError, TypeError):
                who = self.player(k, ln, f"{what} turn {i + 1}")
            try:
                action = actions[a]
            except (KeyError, TypeError):
                action = self.action(a, ln, f"{what} turn {i + 1}")
            out.append(TurnSpec(who, action, ln or 0))
        return tuple(out)

    def _turns(self, v: Any, line: int | None, what: str) -> tuple[TurnSpec, ...]:
        """`turns` by `turn_items`, each turn's place worded."""
        out = []
        for k, a, ln, where in turn_items(v, line, what):
            who = self.player(k, ln, where)
            out.append(TurnSpec(who, self.action(a, ln, where), ln or 0))
        return tuple(out)

    def action(self, a: Any, line: int | None, where: str) -> Action:
        """One Brag turn, as a mapping or as text; a text seen before is not parsed again."""
        if isinstance(a, Map):
            return self.action_map(a, line, where)
        if isinstance(a, (int, float)) and not isinstance(a, bool):
            a = str(a)  # `- Ann: 31` is a term of the 31-point game, reported below
        if not isinstance(a, str):
            raise InputError(lazy("{where}: expected an action such as 'draw Ah, discard Kh', 'take 5h, discard 7s', "
                                  "'stop' or 'pass', got {type}", where=where, type=type_name(a)), line=line)
        known = self._actions.get(a)
        if known is None:
            try:
                known = parse_action(a)
            except InputError as e:
                raise located(e, where, line) from None
            if len(self._actions) < 4096:
                self._actions[a] = known
        return known

    def action_map(self, a: Map, line: int | None, where: str) -> Action:
        """`{draw: CARD or null, discard: CARD}`, `{take: ..., discard: ...}`, `{stop: }` or `{pass: }`."""
        keys: dict[str, Any] = {}
        for k in a:
            word = lower_ascii(str(k))
            if word in keys:
                raise InputError(lazy("{where}: {key} and {other} are the same key; give it once", where=where,
                                      key=repr(cut(str(k))), other=repr(cut(str(keys[word])))),
                                 token=cut(str(k)), line=line)
            keys[word] = k
        for word in [*keys, *(lower_ascii(str(v)) for v in a.values() if isinstance(v, (str, int)))]:
            if word in OTHER_GAME_ACTIONS:  # a word of another game anywhere, as in turn text
                return Action("other", word=word)
        if "give" in keys:  # `{give: 2c, take: 5s}`: the mapping form of the 31-point game's swap
            return Action("other", word="swap")
        kinds = [w for w in ("draw", "take") if w in keys]
        if len(keys) == 1 and set(keys) <= {"stop", "pass"}:
            return Action("stop" if "stop" in keys else "pass")
        extra = set(keys) - {"draw", "take", "discard"}
        if len(kinds) != 1 or "discard" not in keys or extra:
            raise InputError(lazy("{where}: expected {{draw: CARD or null, discard: CARD}} or {{take: CARD, "
                                  "discard: CARD}}, got keys {keys}", where=where, keys=cut(", ".join(map(str, a)))),
                             line=line)
        kind = kinds[0]
        value = a[keys[kind]]
        card = None if value is None else self.card(value, line, where)
        return Action("draw" if kind == "draw" else "take", card, self.card(a[keys["discard"]], line, where))

    def expect(self, v: Any, line: int | None, keys: tuple[str, ...],
               what: str) -> tuple[dict[str, Any], dict[str, int]]:
        """An `expect` block: the author's belief about the outcome."""
        if v is None:
            return {}, {}
        if not isinstance(v, Map):
            raise InputError(lazy("{what}: expected a mapping, got {type}", what=what, type=type_name(v)), line=line)
        check_keys(v, keys, what)
        out: dict[str, Any] = {}
        for k, x in v.items():
            ln = v.lines.get(k)
            if k in ("loser", "eliminated", "next_dealer", "winner"):
                out[k] = None if x is None else self.player(x, ln, f"{what} {k}")
            elif k == "tokens":
                if not isinstance(x, Map):
                    raise InputError(lazy("{what} tokens: expected a mapping of player to tokens", what=what), line=ln)
                out[k] = {self.player(p, x.lines.get(p), f"{what} tokens"):
                          count(t, x.lines.get(p), what, negative_ok=True) for p, t in x.items()}
            elif k in ("floating", "order"):
                if not isinstance(x, list):
                    raise InputError(lazy("{what} {key}: expected a list of players", what=what, key=k), line=ln)
                out[k] = [self.player(p, ln, f"{what} {k}") for p in x]
            elif k == "ended_by":
                if x not in (None, "stop", "stock-exhausted"):
                    raise InputError(lazy("{what} ended_by: expected stop, stock-exhausted or null, got {value}",
                                          what=what, value=shown(x)),
                                     line=ln)
                out[k] = x
        return out, {str(k): ln for k, ln in v.lines.items()}


def parse_action(text: str) -> Action:
    """A Brag turn typed as text: 'draw [CARD], discard CARD', 'take [CARD], discard CARD', 'stop'
    (or 'stop the bus'), 'pass'; a word of another bus game anywhere makes it that game's turn
    (rule other-games). The one parser of turn text: records and anything else that reads a turn."""
    words = text.replace(",", " ").split()
    low = [lower_ascii(w) for w in words]
    for w in low:
        if w in OTHER_GAME_ACTIONS:
            return Action("other", word=w)
    if low in (["stop"], ["stop", "the", "bus"]):
        return Action("stop")
    if low == ["pass"]:
        return Action("pass")
    if low and low[0] in ("draw", "take"):
        kind: ActionKind = "draw" if low[0] == "draw" else "take"
        rest = words[1:]
        named: Card | None = None
        if rest and lower_ascii(rest[0]) != "discard":
            named = parse_card(rest[0], RuleId.DECK)
            rest = rest[1:]
        if len(rest) == 2 and lower_ascii(rest[0]) == "discard":
            return Action(kind, named, parse_card(rest[1], RuleId.DECK))
        raise InputError(lazy("{action} is not a turn: expected '{kind} [CARD], discard CARD'", action=repr(cut(text)),
                              kind=kind), token=cut(text))
    raise InputError(lazy("unknown action {action}: a turn is 'draw [CARD], discard CARD', 'take [CARD], discard "
                          "CARD', 'stop' or 'pass'", action=repr(cut(text))), token=cut(text))


def read_house(doc: Map) -> dict[str, str]:
    """The record's `house:` mapping, checked against the Brag catalogue (shared/spec/house-rules.md): an
    unknown key or value is an input error naming the key, its line and the choices."""
    from ..core.house import read_block
    from .house_catalogue import catalogue, others, rule_of

    block = doc["house"]
    lines = block.lines if isinstance(block, Map) else None
    return read_block(block, catalogue(), N_("the Brag game"), others(), None, line_of(doc, "house"),
                      {str(k): v for k, v in lines.items()} if lines else None, rule_of)


def check_no_zero(tokens: dict[str, int], doc: Map) -> None:
    """Under house rule `floating: false` nobody plays at zero tokens: a seat with 0 is an input error (`tokens`)."""
    zero = [p for p, t in tokens.items() if t == 0]
    if zero:
        tv = doc.get("tokens")
        line = tv.lines.get(zero[0], line_of(doc, "tokens")) if isinstance(tv, Map) else line_of(doc, "tokens")
        raise InputError(lazy("tokens: {player} has 0 tokens, but under this table's house rule floating: false nobody "
                              "plays at zero tokens [house:floating]", player=zero[0]),
                     rule=RuleId.TOKENS, token=cut(zero[0]), line=line)


def read_brag(doc: Map) -> Record:
    """The Brag game's reader (`Game.read_record`)."""
    return Reader().read(doc)


def read_scenario(data: str | bytes, *, fast: bool = True) -> Record:
    """Load, then validate a Brag record; a record of another game is an input error here."""
    from ..records.reader import read_record

    model = read_record(data, fast=fast)
    if not isinstance(model, Record):
        raise InputError(lazy("this is a `game: thirty-one` record: read it with read_record (stopbus replay does)"),
                         token="game")
    return model
