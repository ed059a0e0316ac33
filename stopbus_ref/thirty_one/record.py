"""Reading a `game: thirty-one` record (contract thirty-one.md "A record") into a typed model.

Takes the YAML tree the shared loader built (mappings and lists that remember their lines) and
validates it: keys, players, lives, variants and options, hands and pool (or deck), turns, expect.
Every problem is one InputError naming the token and its line. No adjudication here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.errors import CardError, InputError
from ..core.i18n import N_, _, lazy
from ..core.nodes import Seq
from ..records.fields import (
    check_lookalikes,
    did_you_mean,
    is_extension,
    item_lines,
    line_of,
    meta_of,
    name,
    shown,
    turn_items,
    type_name,
)
from ..records.loader import cut
from .engine import BLITZ_31, VARIANTS, Action31, Rules31
from .rule_ids import RuleId
from .scoring import ScoreMode, parse_card31

TOP_KEYS = ("game", "players", "lives", "dealer", "variant", "options", "house", "deals", "expect", "title", "date",
            "place", "notes")
DEAL_KEYS = ("dealer", "hands", "pool", "deck", "turns", "reshuffles", "shown", "expect", "notes")
DEAL_EXPECT_KEYS = ("losers", "lives", "eliminated", "next_dealer", "ended_by", "scores", "pot")
FILE_EXPECT_KEYS = ("winner", "shared_win")
TAIL_KEYS = ("expect", "title", "date", "place", "notes")
"""Top keys read after the deals (with `x-` keys): the only ones a record read deal by deal may give after
`deals:`; any other there (say `lives`), and the record is read whole."""
ENDINGS = ("stop", "knock", "instant-31", "blitz", "stock-exhausted")
OPTIONS = {"score": tuple(m.value for m in ScoreMode), "blitz-31": BLITZ_31}
DEFAULT_LIVES = 3
MAX_TABLE_NOTE = 8

_SWAP_RE = re.compile(r"\s*swap\s+(\S+?)\s*(?:for|,)\s*(\S+?)\s*(?:,?\s*turn\s+(.*?))?\s*", re.IGNORECASE)
_TAKE_RE = re.compile(r"\s*swap\s+for\s+(\S+?)\s*(?:,?\s*turn\s+(.*?))?\s*", re.IGNORECASE)
"""`swap for Kd, turn 4c`: seen from the table, the card given went face down unseen."""
_ALL_RE = re.compile(r"\s*swap\s+all\s*(?:,?\s*turn\s+(.*?))?\s*", re.IGNORECASE)
_BRAG_WORDS = ("draw", "take", "discard", "pass")


class TurnSpec31(NamedTuple):
    """One recorded turn: who, what, and the YAML line (a NamedTuple: a long record holds tens of thousands,
    and one builds faster than a frozen dataclass, as brag/record.py's TurnSpec)."""

    player: str
    action: Action31
    line: int


@dataclass(frozen=True)
class DealSpec31:
    """One recorded round, as typed (not yet adjudicated)."""

    number: int
    line: int
    dealer: str | None
    hands: dict[str, tuple[int, ...]] | None
    pool: tuple[int, ...] | None
    deck: tuple[int, ...] | None
    reshuffles: tuple[tuple[int, ...], ...]
    turns: tuple[TurnSpec31, ...]
    expect: dict[str, Any]
    lines: dict[str, int] = field(default_factory=dict)
    hand_lines: dict[str, int] = field(default_factory=dict)
    expect_lines: dict[str, int] = field(default_factory=dict)
    shown: dict[str, tuple[int, ...]] | None = None
    """Seen from the table: the hands shown at the showdown, or a 31 shown when it happened (None: no key)."""
    shown_lines: dict[str, int] = field(default_factory=dict)

    @property
    def table_view(self) -> bool:
        """True for a round recorded as the table saw it: no `deck`, and no `hands` or a `shown:` key."""
        return self.deck is None and (self.hands is None or self.shown is not None)


@dataclass(frozen=True)
class Record:
    """A whole 31-point record: seating, lives, first dealer, variants and options, rounds, expect."""

    players: tuple[str, ...]
    lives: dict[str, int]
    dealer: str
    rules: Rules31
    deals: tuple[DealSpec31, ...]
    expect: dict[str, Any]
    warnings: tuple[str, ...] = ()
    lines: dict[str, int] = field(default_factory=dict)
    expect_lines: dict[str, int] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    """Optional metadata (`title`, `date`, `place`, `notes`, `x-...` keys): kept and shown, never an error."""
    house: dict[str, str] = field(default_factory=dict)
    """The record's `house:` block as read (its table's agreements; `rules` plays them with `options:`)."""
    options: dict[str, str] = field(default_factory=dict)
    """The record's `options:` as given (`score`, `blitz-31`: house rules of this game written the older way)."""

    def own_house(self) -> dict[str, str]:
        """The house rules the record itself sets, in `house:` or `options:`: its table's agreement, which a
        `--house` for the same key does not change."""
        return {**self.house, **self.options}  # as read the two never share a key; `options:` wins (settled)


def _lines(obj: Any) -> dict[Any, int]:
    """The per-key line numbers of a loaded mapping (empty for anything else)."""
    return getattr(obj, "lines", {}) if isinstance(obj, dict) else {}


def _check_keys(m: dict[Any, Any], allowed: tuple[str, ...], what: str) -> None:
    """Refuse unknown keys with a did-you-mean (this game's keys, so no other-games warning)."""
    for k in m:
        if k not in allowed and not is_extension(k):
            hint = (lazy(" (the 31-point game counts lives, not tokens)") if k == "tokens" else
                    lazy(" (a 31-point deal gives `pool`, not `upcard`)") if k == "upcard" else "")
            raise InputError(lazy("unknown key {key} in {what}{mean}{hint} (allowed: {keys})", key=shown(k), what=what,
                                  mean=did_you_mean(str(k), allowed), hint=hint, keys=", ".join(allowed)),
                             token=cut(str(k)), line=_lines(m).get(k))


class Reader31:
    """Validates the parsed YAML of a `game: thirty-one` record into a Record."""

    def __init__(self) -> None:
        self.players: tuple[str, ...] = ()
        self.rules = Rules31()
        self.warnings: list[str] = []
        self._actions: dict[str, Action31] = {}  # action text -> parsed action (texts repeat in long records)
        self.options: dict[str, str] = {}

    def player(self, v: Any, line: int | None, what: str) -> str:
        """A name that must be one of the players; a near spelling is suggested."""
        if type(v) is str and v in self.players:
            return v
        who = name(v, line, what, RuleId.PLAYERS)
        if who not in self.players:
            raise InputError(lazy("{what}: unknown player {player}{mean} (players: {players})", what=what,
                                  player=shown(who), mean=did_you_mean(who, self.players),
                                  players=cut(", ".join(self.players), 200)), token=cut(who), line=line)
        return who

    def card(self, v: Any, line: int | None, what: str) -> int:
        """One card of this game (jokers only in the jokers variant), with the place in the message."""
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise InputError(lazy("{what}: expected a card such as Ah or 10c, got {type}", what=what,
                                  type=type_name(v)), line=line,
                             token=cut(str(v)), rule=RuleId.DEAL)
        try:
            return parse_card31(str(v), jokers=self.rules.jokers)
        except CardError as e:
            raise InputError(f"{what}: {e.message}", rule=e.rule, token=e.token, line=line) from None

    def cards(self, v: Any, line: int | None, what: str) -> list[int]:
        """A list of cards (or a space-separated text); the memo makes the common all-valid list one pass."""
        if type(v) is Seq and all(type(c) is str for c in v):
            try:  # the common case, all valid spellings: one pass through the parser's memo
                return [parse_card31(c, jokers=self.rules.jokers) for c in v]
            except CardError:
                pass  # below, card by card, to name the bad one with its line
        if isinstance(v, str):
            v = v.replace(",", " ").split()
        if not isinstance(v, list):
            raise InputError(lazy("{what}: expected a list of cards, got {type}", what=what, type=type_name(v)),
                             line=line)
        return [self.card(c, ln or line, what) for c, ln in zip(v, item_lines(v, line), strict=False)]

    # -- the file ------------------------------------------------------------------------
    def read(self, doc: Any) -> Record:
        """The whole file: keys, variants and options first (they decide hand size and jokers), then the rest
        (the head, the deals, the tail: `stream_deals` reads the same pieces deal by deal)."""
        head = self.read_head(doc)
        dv = doc["deals"]
        dl = line_of(doc, "deals")
        if not isinstance(dv, list):
            raise InputError(lazy("`deals` must be a list of deals, got {type}", type=type_name(dv)), line=dl)
        deals = tuple(self.deal(i + 1, d, ln or dl or 0)
                      for i, (d, ln) in enumerate(zip(dv, item_lines(dv, dl), strict=False)))
        return self.read_tail(doc, head, deals)

    def read_head(self, doc: Any) -> Record:
        """What comes before the deals: keys, variants and options, seating, lives, first dealer (no deals)."""
        if not isinstance(doc, dict):
            raise InputError(lazy("a record is a mapping with game, players, dealer and deals, not {type}",
                                  type=type_name(doc)),
                             line=1)
        _check_keys(doc, TOP_KEYS, _("the file"))
        for key in ("players", "dealer", "deals"):
            if key not in doc:
                raise InputError(lazy("missing `{key}:` (a record needs players, dealer and deals)", key=key),
                                 line=getattr(doc, "line", 1))
        self.rules = self.variants(doc.get("variant"), line_of(doc, "variant"), doc.get("options"),
                                   line_of(doc, "options"))
        house = read_house31(doc) if "house" in doc else {}
        if house:
            self.rules = with_house31(self.rules, house)
        pv = doc["players"]
        pl = line_of(doc, "players")
        if not isinstance(pv, list):
            raise InputError(lazy("`players` must be a list of names in seating order, got {type}",
                                  type=type_name(pv)), line=pl,
                             rule=RuleId.PLAYERS)
        plines = item_lines(pv, pl)
        names = [name(v, ln, "players", RuleId.PLAYERS) for v, ln in zip(pv, plines, strict=False)]
        seen: set[str] = set()  # a set, not the names before each: 30,000 names cost one pass
        for i, n in enumerate(names):
            if n in seen:
                raise InputError(lazy("players: {player} is listed twice", player=shown(n)), token=cut(n),
                                 line=plines[i],
                                 rule=RuleId.PLAYERS)
            seen.add(n)
        check_lookalikes(names, plines, RuleId.PLAYERS)
        most = self.rules.max_players
        if len(names) < 2:
            raise InputError(lazy("the 31-point game needs at least 2 players (002: three to eight); got {count}",
                                  count=len(names)),
                             line=pl, rule=RuleId.PLAYERS)
        if len(names) > most:
            raise InputError(lazy("{count} players cannot each get {size} cards from {deck} (at most {most}: {words})",
                                  count=len(names), size=self.rules.hand_size, deck=len(self.rules.full_deck),
                                  most=most, words=self.rules.deck_words()), line=pl,
                             rule=RuleId.PLAYERS)
        if len(names) == 2 or len(names) > MAX_TABLE_NOTE:
            self.warnings.append(str(lazy("{count} players: 002 describes three to eight; the game is adjudicated by "
                                          "the same rules", count=len(names))) + f" [{RuleId.PLAYERS}]")
        self.players = tuple(names)
        lives = self.lives(doc.get("lives", DEFAULT_LIVES), line_of(doc, "lives"))
        dealer = self.player(doc["dealer"], line_of(doc, "dealer"), "dealer")
        return Record(self.players, lives, dealer, self.rules, (), {}, tuple(self.warnings),
                        {k: v for k, v in _lines(doc).items() if isinstance(k, str)}, {}, meta={}, house=house,
                        options=self.options)

    def read_tail(self, doc: Any, head: Record, deals: tuple[DealSpec31, ...]) -> Record:
        """The whole Record once the deals are read: the file's `expect`, its lines and metadata."""
        expect, elines = self.expect(doc.get("expect"), line_of(doc, "expect"), FILE_EXPECT_KEYS, "the file's expect")
        return Record(head.players, head.lives, head.dealer, head.rules, deals, expect, tuple(self.warnings),
                        {k: v for k, v in _lines(doc).items() if isinstance(k, str)}, elines, meta=meta_of(doc),
                        house=head.house, options=head.options)

    def variants(self, v: Any, line: int | None, opts: Any, oline: int | None) -> Rules31:
        """`variant:` and `options:` into the Rules31 of the record; unknown words are input errors."""
        chosen: list[str] = []
        if v is not None:
            items = [v] if isinstance(v, str) else v
            if not isinstance(items, list):
                raise InputError(lazy("`variant` must be a list of {variants}, got {type}",
                                      variants=", ".join(VARIANTS), type=type_name(v)),
                                 line=line, rule=RuleId.GAME)
            for x, ln in zip(items, item_lines(items, line), strict=False):
                word = str(x).strip().lower() if isinstance(x, (str, int)) and not isinstance(x, bool) else None
                word = {"31": "blitz", "four": "four-card", "joker": "jokers", "unlimited-lives": "pot"}.get(
                    word or "", word)
                if word not in VARIANTS:
                    raise InputError(lazy("unknown variant {variant}{mean} (variants: {variants})", variant=shown(x),
                                          mean=did_you_mean(str(x), VARIANTS), variants=", ".join(VARIANTS)),
                                     token=cut(str(x)), line=ln, rule=RuleId.GAME)
                chosen.append(word)
        options: dict[str, str] = {}
        if opts is not None:
            if not isinstance(opts, dict):
                raise InputError(lazy("`options` must be a mapping (score: ..., blitz-31: ...), got {type}",
                                      type=type_name(opts)),
                                 line=oline, rule=RuleId.GAME)
            for k, x in opts.items():
                ln = _lines(opts).get(k, oline)
                if k not in OPTIONS:
                    raise InputError(lazy("unknown option {option}{mean} (options: {options})", option=shown(k),
                                          mean=did_you_mean(str(k), tuple(OPTIONS)), options=", ".join(OPTIONS)),
                                     token=cut(str(k)), line=ln, rule=RuleId.GAME)
                if x not in OPTIONS[k]:
                    raise InputError(lazy("option {option}: {value} is not one of {values}", option=k, value=shown(x),
                                          values=", ".join(OPTIONS[k])), token=cut(str(x)),
                                     line=ln, rule=RuleId.BEST_SUIT if k == "score" else RuleId.BLITZ)
                options[k] = x
        self.options = options
        blitz = "blitz" in chosen
        return Rules31(blitz=blitz, four_card="four-card" in chosen, jokers="jokers" in chosen, pot="pot" in chosen,
                       score=ScoreMode(options.get("score", "represented")),
                       blitz_31=options.get("blitz-31", "lives-back") if blitz else "lives-back")

    def lives(self, v: Any, line: int | None) -> dict[str, int]:
        """`lives:` as an int for everyone or a mapping that names every player (default 3)."""
        def count(x: Any, ln: int | None, who: str) -> int:
            """One starting life count: a whole number of at least one."""
            if isinstance(x, bool) or not isinstance(x, int):
                raise InputError(lazy("lives{who}: expected a whole number of lives, got {value}", who=who,
                                      value=shown(x)), line=ln,
                                 rule=RuleId.LIVES, token=cut(str(x)))
            return x  # below one is read, and ruled by the replay (31-lives, a rule error: contract point 8)

        if isinstance(v, dict):
            given: dict[str, int] = {}
            for k, x in v.items():
                who = self.player(k, _lines(v).get(k), "lives")
                given[who] = count(x, _lines(v).get(k), str(lazy(" for {player}", player=who)))
            missing = [p for p in self.players if p not in given]
            if missing:  # the contract's mapping names every player: no silent default for the rest
                raise InputError(lazy("lives: the mapping names every player; it leaves out {players} (or give one "
                                      "number for everyone)", players=", ".join(missing)), line=line,
                                 token=cut(missing[0]), rule=RuleId.LIVES)
            return {p: given[p] for p in self.players}
        n = count(v, line, "")
        return {p: n for p in self.players}

    # -- a deal --------------------------------------------------------------------------
    def deal(self, number: int, d: Any, line: int) -> DealSpec31:
        """One deal: `deck`, or `hands` with `pool` (their sizes are rules, ruled at the deal), then turns, reshuffles
        and expect."""
        what = _("deal {n}").format(n=number)  # a place in the record, in the language of its errors
        if not isinstance(d, dict):
            raise InputError(lazy("{what}: expected a mapping with hands and pool (or deck) and turns, got {type}",
                                  what=what, type=type_name(d)), line=line)
        _check_keys(d, DEAL_KEYS, what)
        dealer = self.player(d["dealer"], line_of(d, "dealer"), f"{what} dealer") if "dealer" in d else None
        hands: dict[str, tuple[int, ...]] | None = None
        pool: tuple[int, ...] | None = None
        deck: tuple[int, ...] | None = None
        hand_lines: dict[str, int] = {}
        if "deck" in d:
            if "hands" in d or "pool" in d:
                raise InputError(lazy("{what}: give either `deck` or `hands` with `pool`, not both", what=what),
                                 line=line_of(d, "deck"))
            deck = tuple(self.cards(d["deck"], line_of(d, "deck"), f"{what} deck"))
        else:
            if "pool" not in d:
                raise InputError(lazy("{what}: missing `pool:` (give `pool` with the `hands`, `pool` alone for a "
                                      "round seen from the table, or the whole `deck`)", what=what), line=line,
                                 rule=RuleId.POOL)
            if "hands" in d:
                hands, hand_lines = self.hands(d["hands"], line_of(d, "hands") or line, f"{what} hands")
            pl = line_of(d, "pool")
            pool = tuple(self.cards(d["pool"], pl, f"{what} pool"))  # its size is a rule (31-pool), ruled at the deal
        shown_hands: dict[str, tuple[int, ...]] | None = None
        shown_lines: dict[str, int] = {}
        if "shown" in d:
            if deck is not None:
                raise InputError(lazy("{what}: `shown:` belongs to a round seen from the table (with `pool`), not to "
                                      "a `deck` round, whose hands are all known", what=what),
                                 line=line_of(d, "shown"), rule=RuleId.DEAL)
            shown_hands, shown_lines = ({}, {}) if d["shown"] is None else \
                self.hands(d["shown"], line_of(d, "shown") or line, f"{what} shown")
        table_view = deck is None and (hands is None or shown_hands is not None)
        if table_view and d.get("reshuffles") is not None:
            raise InputError(lazy("{what}: `reshuffles:` needs the cards of the round (`hands` for everyone, or "
                                  "`deck`); the table does not see the new stock's order", what=what),
                             line=line_of(d, "reshuffles"),
                             rule=RuleId.RECYCLE)
        turns = self.turns(d.get("turns"), line_of(d, "turns") or line, what)
        if not table_view:
            for t in turns:
                if t.action.kind == "swap" and t.action.give is None:
                    raise InputError(lazy("{what}: `{action}` leaves the card given unnamed, which only a round seen "
                                          "from the table may do (this round's hands are known: name it, `swap 7h "
                                          "for Kd`)", what=what, action=str(t.action)), line=t.line,
                                     rule=RuleId.SWAP_ONE)
        resh: list[tuple[int, ...]] = []
        if d.get("reshuffles") is not None:
            rv = d["reshuffles"]
            rl = line_of(d, "reshuffles")
            if not isinstance(rv, list):
                raise InputError(lazy("{what} reshuffles: expected a list of card lists, got {type}", what=what,
                                      type=type_name(rv)), line=rl)
            for i, (r, rline) in enumerate(zip(rv, item_lines(rv, rl), strict=False)):
                resh.append(tuple(self.cards(r, rline, f"{what} reshuffle {i + 1}")))
        expect, elines = self.expect(d.get("expect"), line_of(d, "expect"), DEAL_EXPECT_KEYS, f"{what} expect")
        return DealSpec31(number, line, dealer, hands, pool, deck, tuple(resh), turns, expect,
                          {k: v for k, v in _lines(d).items() if isinstance(k, str)}, hand_lines, elines,
                          shown_hands, shown_lines)

    def hands(self, hv: Any, line: int, what: str) -> tuple[dict[str, tuple[int, ...]], dict[str, int]]:
        """A mapping of player to a hand (`hands:` as dealt, `shown:` at the showdown), with each line."""
        size = self.rules.hand_size
        if not isinstance(hv, dict):
            raise InputError(lazy("{what}: expected a mapping of player to {size} cards, got {type}", what=what,
                                  size=size, type=type_name(hv)), line=line,
                             rule=RuleId.FOUR_CARD if self.rules.four_card else RuleId.DEAL)
        hands: dict[str, tuple[int, ...]] = {}
        hand_lines: dict[str, int] = {}
        for k, cv in hv.items():
            ln = _lines(hv).get(k, line_of(hv))
            who = self.player(k, ln, what)
            # its size is a rule: refusals.hand_size_error
            cards = self.cards(cv, ln, _("{what} of {player}").format(what=what, player=who))
            hands[who] = tuple(cards)
            hand_lines[who] = ln or line
        return hands, hand_lines

    def turns(self, v: Any, line: int | None, what: str) -> tuple[TurnSpec31, ...]:
        """The `- Player: action` list of a deal."""
        out = []
        for k, a, ln, where in turn_items(v, line, what):
            who = self.player(k, ln, where)
            out.append(TurnSpec31(who, self.action(a, ln, where), ln or 0))
        return tuple(out)

    def _turned(self, v: Any, line: int | None, where: str) -> tuple[int, ...] | None:
        """The cards named after `turn`, or None when the record names none."""
        if v is None:
            return None
        return tuple(self.cards(v, line, f"{where} turn"))

    def action(self, a: Any, line: int | None, where: str) -> Action31:
        """One action; texts repeat in long records, so parsed texts are memoised."""
        if type(a) is str:
            done = self._actions.get(a)
            if done is None:
                done = self._action(a, line, where)
                if len(self._actions) < 8192:
                    self._actions[a] = done
            return done
        return self._action(a, line, where)

    def _action(self, a: Any, line: int | None, where: str) -> Action31:
        """Parse one action: 'swap X for Y[, turn ...]', 'swap all', knock, stop, blitz/31, or the mapping forms."""
        if isinstance(a, dict):
            keys = {str(k).lower(): k for k in a}
            turned = self._turned(a[keys["turn"]], line, where) if "turn" in keys else None
            if set(keys) - {"turn"} == {"take"}:  # seen from the table: the card given unseen
                return Action31("swap", None, self.card(a[keys["take"]], line, where), turned)
            if set(keys) - {"turn"} == {"give", "take"}:
                return Action31("swap", self.card(a[keys["give"]], line, where),
                                self.card(a[keys["take"]], line, where), turned)
            if set(keys) - {"turn"} == {"swap"} and str(a[keys["swap"]]).strip().lower() == "all":
                return Action31("swap-all", turn=turned)
            raise InputError(lazy("{where}: expected {{give: CARD, take: CARD}} (with an optional turn: CARDS) or "
                                  "{{swap: all}}, got keys {keys}", where=where, keys=", ".join(map(str, a))),
                             line=line)
        if isinstance(a, int) and not isinstance(a, bool):
            a = str(a)
        if not isinstance(a, str):
            raise InputError(lazy("{where}: expected an action such as 'swap 7h for Kd', 'swap all', 'knock' or "
                                  "'stop', got {type}", where=where, type=type_name(a)), line=line)
        m = _TAKE_RE.fullmatch(a)
        if m is not None:
            return Action31("swap", None, self.card(m.group(1), line, where), self._turned(m.group(2), line, where))
        m = _SWAP_RE.fullmatch(a)
        if m is not None and m.group(1).lower() != "all":
            return Action31("swap", self.card(m.group(1), line, where), self.card(m.group(2), line, where),
                            self._turned(m.group(3), line, where))
        m = _ALL_RE.fullmatch(a)
        if m is not None:
            return Action31("swap-all", turn=self._turned(m.group(1), line, where))
        low = a.strip().lower()
        if low == "knock":
            return Action31("knock", word="knock")
        if low in ("stop", "stop the bus"):
            return Action31("stop", word="stop")
        if low in ("blitz", "31"):
            return Action31("blitz", word=low)
        first = low.replace(",", " ").split()[0] if low.split() else ""
        if first in _BRAG_WORDS:
            raise InputError(lazy("{where}: {action} is a turn of the Brag game; in the 31-point game a turn is "
                                  "'swap CARD for CARD', 'swap all', 'knock' or 'stop' (blitz in that variant)",
                                  where=where, action=shown(a)), token=cut(a), line=line)
        raise InputError(lazy("{where}: unknown action {action}: a turn is 'swap CARD for CARD[, turn CARD]', "
                              "'swap all[, turn CARDS]', 'knock', 'stop' or, in Blitz, 'blitz'/'31'", where=where,
                              action=shown(a)), token=cut(a), line=line)

    def expect(self, v: Any, line: int | None, keys: tuple[str, ...],
               what: str) -> tuple[dict[str, Any], dict[str, int]]:
        """An expect block: only the keys of the contract, players checked, values typed."""
        if v is None:
            return {}, {}
        if not isinstance(v, dict):
            raise InputError(lazy("{what}: expected a mapping, got {type}", what=what, type=type_name(v)), line=line)
        _check_keys(v, keys, what)
        out: dict[str, Any] = {}
        for k, x in v.items():
            ln = _lines(v).get(k)
            if k in ("next_dealer", "winner"):
                out[k] = None if x is None else self.player(x, ln, f"{what} {k}")
            elif k in ("lives", "scores"):
                if not isinstance(x, dict):
                    raise InputError(lazy("{what} {key}: expected a mapping of player to a number", what=what, key=k),
                                     line=ln)
                out[k] = {self.player(p, _lines(x).get(p, ln), f"{what} {k}"): self._int(n, ln, f"{what} {k}")
                          for p, n in x.items()}
            elif k in ("losers", "eliminated", "shared_win"):
                if x is None and k == "shared_win":
                    out[k] = None
                    continue
                items = [x] if isinstance(x, str) else x
                if not isinstance(items, list):
                    raise InputError(lazy("{what} {key}: expected a list of players", what=what, key=k), line=ln)
                out[k] = [self.player(p, ln, f"{what} {k}") for p in items]
            elif k == "ended_by":
                if x is not None and x not in ENDINGS:
                    raise InputError(lazy("{what} ended_by: expected one of {values} or null, got {value}", what=what,
                                          values=", ".join(ENDINGS), value=shown(x)),
                                     line=ln, token=cut(str(x)))
                out[k] = x
            elif k == "pot":
                out[k] = self._int(x, ln, f"{what} pot")
        return out, {str(k): ln for k, ln in _lines(v).items()}

    @staticmethod
    def _int(x: Any, line: int | None, what: str) -> int:
        """A whole number, for expect values."""
        if isinstance(x, bool) or not isinstance(x, int):
            raise InputError(lazy("{what}: expected a whole number, got {value}", what=what, value=shown(x)), line=line,
                             token=cut(str(x)))
        return x


def read_house31(doc: Any) -> dict[str, str]:
    """The record's `house:` block (shared/spec/house-rules.md): keys of this game's catalogue, each with one of
    its values; the same key in `options:` too is an input error naming the key and its line."""
    from ..core.house import read_block
    from ..core.registry import other_catalogues
    from .rulebook import HOUSE

    block = doc.get("house")
    line = line_of(doc, "house")
    lines = {str(k): ln for k, ln in _lines(block).items()}
    house = read_block(block, HOUSE, N_("the 31-point game"), other_catalogues("thirty-one"), RuleId.GAME, line=line,
                       lines=lines)
    opts = doc.get("options")
    for key in house:
        if isinstance(opts, dict) and key in opts:
            raise InputError(lazy("`{key}` is set in both `house:` and `options:`; give it once (both are this "
                                  "table's house rules)", key=key), token=key, line=lines.get(key, line),
                             rule=RuleId(f"house:{key}"))
    return house


def with_house31(rules: Rules31, house: Mapping[str, str]) -> Rules31:
    """`rules` playing these house rules (keys of the 31-point catalogue, values already checked); a ruling
    one of them changes cites it. `blitz-31` outside the Blitz variant is ignored, as in `options:`."""
    from dataclasses import replace

    if not house:
        return rules
    changed: dict[str, Any] = {"house_keys": rules.house_keys | frozenset(house)}
    if "score" in house:
        changed["score"] = ScoreMode(house["score"])
    if "blitz-31" in house:
        changed["blitz_31"] = house["blitz-31"] if rules.blitz else "lives-back"
    if "caller-safe" in house:
        changed["caller_safe"] = house["caller-safe"] == "true"
    return replace(rules, **changed)


def settled(rec: Record) -> Record:
    """`rec` with its `rules` playing its `house` (a record whose `house` was replaced, as the shared
    `--house`/`--what-if` plumbing does, plays it); a key also in `options:` keeps the record's option.
    A record as read is already settled: the same record comes back."""
    from dataclasses import replace

    if not rec.house:
        return rec
    rules = with_house31(rec.rules, {k: v for k, v in rec.house.items() if k not in rec.options})
    return rec if rules == rec.rules else replace(rec, rules=rules)


def with_given_house(rec: Record, given: Mapping[str, str]) -> tuple[Record, tuple[str, ...]]:
    """The record played with `--house` (or the API's `house=`) for the keys it does not set itself; also the
    keys whose given value its own agreement overrode (the tool says so)."""
    from dataclasses import replace

    from ..core.house import merge

    own = rec.own_house()
    merged, overridden = merge(own, given)
    applied = {k: v for k, v in merged.items() if k not in own}
    if not applied:
        return rec, overridden
    return replace(rec, rules=with_house31(rec.rules, applied)), overridden


def read_record31(doc: Any) -> Record:
    """Validate a parsed `game: thirty-one` record; raise InputError with a line on any problem."""
    return Reader31().read(doc)
