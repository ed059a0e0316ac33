"""The 31-point game at the table: `stopbus table --game 31` following a round move by move.

The game-neutral part (command dispatch, undo, why, rules, resume, adjudicating the record from its
written text after every command, on the fast path only the deal the command changes) is
`kit.session.TableSession`; this is the 31-point part (with the fast path's hooks). What the table
sees is recorded (thirty_one/tableview.py rules on it): a deal starts from the face-up pool (`pool
7h Kd 2c`); a swap names the pool card taken and the cards turned up to refill the pool, and the
card given only when it is known (it goes face down); `knock`, `stop`, and in the Blitz variant
`blitz`/`31`. A hand of exactly 31 is declared by showing it (`show Ann Ah Kh Qh` right after Ann's
own swap, or before the first turn for a 31 dealt); after the round ends every remaining player
shows, and the showdown is ruled: who loses a life and why, lives, eliminations, the next dealer, the
winner or a shared win (the engine's round result, with the rules the ruling applied). What it says in
words is `ui/thirty_one/table.py`'s.

Short forms (each unambiguous by its number of cards; a recycle turns up a whole fresh pool, so
use the long form there): `s TAKE UP` is `swap for TAKE, turn UP`; `s GIVE TAKE UP` is
`swap GIVE for TAKE, turn UP`; `sa A B C` is `swap all, turn A B C`; `k` is `knock`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core.errors import CardError, InputError
from ..core.i18n import lazy
from ..core.rules import Rule
from ..kit.session import Change, CommandResult, DealStart, TableSession, TableState
from ..records.fields import lower_ascii
from ..records.reader import read_record
from .engine import DealResult31, Game31, Rules31
from .record import DEFAULT_LIVES, TAIL_KEYS, DealSpec31, Reader31, Record
from .replay import Replayer31, Report, replay31
from .rule_ids import RuleId
from .rulebook import BY_ID
from .rulebook import search as search_rules
from .scoring import names, parse_card31
from .tableview import TableDealResult31

MOVE_WORDS = ("swap", "s", "sa", "knock", "k", "stop", "blitz", "31", "pass")
"""First words of the 31-point moves (`pass` only to say that a pass is a knock here)."""

_SWAP = re.compile(r"swap\s+(?:(?P<give>\S+?)\s+)?for\s+(?P<take>\S+?)\s*(?:,?\s*turn\s+(?P<turn>.*?))?\s*",
                   re.IGNORECASE)
_ALL = re.compile(r"swap\s+all\s*(?:,?\s*turn\s+(?P<turn>.*?))?\s*", re.IGNORECASE)

MAY = {"swap for CARD": "swap", "swap CARD for CARD": "swap", "swap all": "swap-all", "knock": "knock",
       "knock (a pass)": "knock", "stop": "stop", "blitz (or 31, stop)": "blitz"}
"""The engine's words for what a player may do, as the move words of `State31.may` (in the final circuit a
knock is a pass; in Blitz a call is `blitz`, `31` or `stop`)."""


@dataclass(frozen=True, kw_only=True)
class State31(TableState):
    """Where a 31-point game at the table stands: the shared state (its `may`: `swap`, `swap-all`, `knock`,
    `stop`, `blitz`), and lives, the pot, the pool, the call that ends the round, the variants and a shared
    win. Cards here are the game's card numbers (`scoring.names` writes them)."""

    lives: dict[str, int | None]
    """Everyone's lives in seating order, None for a player out of the game."""
    pot: int | None
    """The pot (the `pot` variant), else None."""
    pool: tuple[int, ...]
    """The face-up pool of the deal in play (empty outside a deal in play)."""
    caller: str | None
    """Who knocked, stopped or called blitz in the deal in play, else None."""
    call: str | None
    """Their call: `knock`, `stop` or `blitz`."""
    holders: tuple[str, ...]
    """Who holds the 31 that ended the round (`instant-31`), when the table knows it."""
    variants: tuple[str, ...]
    """The game's variants (`blitz`, `four-card`, `jokers`, `pot`)."""
    shared_win: tuple[str, ...] | None
    """The players who share the win when every remaining player went out at once, else None."""


class Session31(TableSession[Report]):
    """A 31-point game at the table: the record so far, its adjudication, and the undo history."""

    GAME = "thirty-one"
    START_WORD = "pool"
    SHOWN_TWICE_RULE = RuleId.DEAL
    MOVE_WORDS = MOVE_WORDS
    RULES = BY_ID

    # -- starting ------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], dealer: str, lives: int = DEFAULT_LIVES, variants: list[str] | None = None,
            options: dict[str, str] | None = None, house: dict[str, str] | None = None) -> Session31:
        """A new game: players in seating order, the first dealer, everyone's lives, variants, options and the
        house rules it is played under (written to the record's `house:`)."""
        rec: dict[str, Any] = {"game": "thirty-one", "players": list(players), "lives": lives, "dealer": dealer}
        if variants:
            rec["variant"] = list(variants)
        if options:
            rec["options"] = dict(options)
        if house:
            from .rulebook import HOUSE

            rec["house"] = {h.key: (house[h.key] == "true") if h.yes_no else house[h.key] for h in HOUSE
                            if h.key in house}
        rec["deals"] = []
        return cls(rec)

    @staticmethod
    def adjudicate_text(text: str | bytes) -> Report:
        """Read and replay the record's text as `stopbus replay` does."""
        rec = read_record(text)
        if not isinstance(rec, Record):  # the session writes `game: thirty-one`; a hand-edited file may not
            raise InputError(lazy("this is a Brag record: continue it with stopbus table --resume (no --game)"),
                             token="game")
        return replay31(rec)

    # -- the fast path's hooks (tablesession's module doc) ---------------------------------------
    @staticmethod
    def model_of(report: Report) -> Record:
        return report.record

    @staticmethod
    def new_game(model: Record) -> Game31:
        return Game31(model.players, model.lives, model.dealer, model.rules)

    TAIL_KEYS = TAIL_KEYS
    READER = Reader31
    REPLAYER = Replayer31

    @staticmethod
    def replay_deals(model: Record, deals: tuple[DealSpec31, ...], game: Game31) -> Report:
        from dataclasses import replace

        return replay31(replace(model, deals=deals, expect={}), game=game)

    @property
    def rules31(self) -> Rules31:
        """The variants and options of this game."""
        return self.report.record.rules

    def lives(self) -> dict[str, int | None]:
        """Everyone's lives now, seating order; None for a player who is out."""
        d = self.current
        if d is not None:
            return {p: d.lives_after.get(p) for p in self.players}
        n = self.record.get("lives", DEFAULT_LIVES)
        return {p: (n.get(p, DEFAULT_LIVES) if isinstance(n, dict) else n) for p in self.players}

    def state(self) -> State31:
        """Where the game stands: the shared state and the 31-point table."""
        d = self.current
        in_play = d is not None and self.phase in ("turn", "show")
        holders = d.holders if in_play and isinstance(d, TableDealResult31) else ()
        return State31(**self.shared_state(), lives=self.lives(), pot=d.pot if d is not None else None,
                       pool=tuple(d.pool) if in_play else (), caller=d.caller if in_play else None,
                       call=d.call if in_play else None, holders=holders,
                       variants=tuple(self.rules31.variant_list()),
                       shared_win=tuple(self.report.shared_win) if self.report.shared_win else None)

    def known_cards(self) -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
        d = self.current
        if not isinstance(d, TableDealResult31) or d.showdown is not None:
            return {}, {}
        return {p: tuple(names([c]) for c in k) for p, k in d.known.items()}, {p: d.unknown.get(p, 0) for p in d.known}

    def moves_allowed(self) -> tuple[str, ...]:
        return tuple(MAY.get(m, m) for m in self.current.may)

    def final_turn(self) -> bool:
        return self.phase == "turn" and bool(self.current.caller)

    def hand_size(self) -> int:
        return self.rules31.hand_size

    def house(self) -> dict[str, str]:
        return dict(self.report.record.house)

    def eliminated(self) -> tuple[str, ...]:
        return tuple(p for p, n in self.lives().items() if n is None)

    # -- the 31-point part of the commands ---------------------------------------------------
    def _cards(self, text: str, what: str) -> list[int]:
        """Cards of this game (jokers only in that variant) as card numbers."""
        out = []
        for tok in text.replace(",", " ").split():
            try:
                out.append(parse_card31(tok, jokers=self.rules31.jokers))
            except CardError as e:
                raise InputError(f"{what}: {e.message}", token=tok, rule=e.rule) from None
        return out

    def bare_start(self, words: list[str]) -> bool:
        try:
            return bool(self._cards(" ".join(words), "pool"))
        except InputError:
            return False

    def start(self, text: str) -> CommandResult:
        """`pool C C C`: start the next deal with its face-up pool (the dealer is the one the rules name)."""
        if self.phase != "pool":
            return self.wrong_phase("start")
        cards = self._cards(text, "pool")
        if not cards:
            raise InputError(lazy("pool C C C: name the face-up cards of the pool"), rule=RuleId.POOL)
        rec = self.draft()
        pool = [names([c]) for c in cards]
        rec["deals"].append({"dealer": self.next_dealer, "pool": pool, "turns": []})
        return self.attempt(rec, DealStart(len(rec["deals"]), self.next_dealer, tuple(pool)))

    def start_cards(self, deal: dict[str, Any]) -> tuple[str, ...]:
        return tuple(str(c) for c in deal.get("pool") or ())

    def move_text(self, line: str) -> str:
        return parse_move31(line, jokers=self.rules31.jokers)

    def may_show(self) -> bool:
        return self.phase in ("show", "turn")

    def shown_cards(self, who: str, text: str) -> list[str]:
        cards = self._cards(text, f"show {who}")
        size = self.rules31.hand_size
        if len(cards) != size or len(set(cards)) != size:
            raise InputError(lazy("show {player}: {size} different cards are needed, got {count}", player=who,
                                  size=size, count=len(cards)),
                             rule=RuleId.FOUR_CARD if size == 4 else RuleId.DEAL)
        return [names([c]) for c in cards]

    def search(self, word: str) -> list[Rule[Any]]:
        return list(search_rules(word))

    # -- what an accepted change means ----------------------------------------------------------
    def ruling(self, change: Change, before: Report) -> tuple[bool, tuple[str, ...]]:
        """The rules of an accepted change: the move's, the end of the round's when it just ended (the hands are
        then needed), the showdown's when it came (losers, lives, eliminations, the next dealer)."""
        d = self.current
        assert d is not None
        rules = self.turn_rules(change)
        sd = d.showdown
        if sd is None:
            was = before.deals[-1] if before.deals else None
            just_ended = was is None or was.number != d.number or was.ended_by is None
            if d.ended_by is not None and just_ended:
                return True, (*rules, *self._end_rules(d))
            return False, rules
        rules = (*rules, *sd.rules, *d.life_rules)
        if not d.shared_win and self.report.winner is None and d.next_dealer:
            rules = (*rules, RuleId.DEALER_ROTATION)
        return False, rules

    @staticmethod
    def _end_rules(d: DealResult31) -> tuple[str, ...]:
        return {"knock": (RuleId.KNOCK, RuleId.FINAL_CIRCUIT), "stop": (RuleId.STOP, RuleId.FINAL_CIRCUIT),
                "blitz": (RuleId.BLITZ,), "instant-31": (RuleId.INSTANT_31,),
                "stock-exhausted": (RuleId.STOCK_EXHAUSTED,)}.get(d.ended_by or "", ())


def parse_move31(text: str, *, jokers: bool = False) -> str:
    """A move as said at the table, in the record's words: the long forms, or the short ones of the module doc."""

    def cards(s: str) -> list[str]:
        out = []
        for tok in s.replace(",", " ").split():
            try:
                out.append(names([parse_card31(tok, jokers=jokers)]))
            except CardError as e:
                raise InputError(e.message, token=tok, rule=e.rule) from None
        return out

    def turned(up: list[str], what: str) -> str:
        if not up:
            raise InputError(lazy("{what}: name the cards turned up from the stock to refill the pool: {what}, turn "
                                  "CARD…", what=what) if what.startswith("swap all") else
                             lazy("{what}: name the card turned up from the stock to refill the pool: {what}, turn "
                                  "CARD…", what=what), rule=RuleId.REFILL)
        return f", turn {' '.join(up)}"

    words = text.replace(",", " ").split()
    if not words:
        raise InputError(lazy("say a move: swap, swap all, knock or stop"), rule=RuleId.TURN_ORDER)
    head = lower_ascii(words[0])
    if head in ("k", "knock"):
        if len(words) > 1:
            raise InputError(lazy("{text}: a knock is the word alone", text=repr(text.strip())), token=text.strip(),
                             rule=RuleId.KNOCK)
        return "knock"
    if head in ("stop", "blitz", "31") and len(words) == 1:
        return head
    if " ".join(lower_ascii(w) for w in words) == "stop the bus":
        return "stop"
    if head == "sa":
        return "swap all" + turned(cards(" ".join(words[1:])), "swap all")
    if head == "s":
        given = cards(" ".join(words[1:]))
        if len(given) == 2:
            return f"swap for {given[0]}{turned(given[1:], f'swap for {given[0]}')}"
        if len(given) == 3:
            return f"swap {given[0]} for {given[1]}{turned(given[2:], f'swap {given[0]} for {given[1]}')}"
        raise InputError(lazy("{text}: s TAKE UP (take a pool card, one card turned up) or s GIVE TAKE UP; at a "
                              "recycle say the long form: swap for TAKE, turn A B C", text=repr(text.strip())),
                         token=text.strip(),
                         rule=RuleId.SWAP_ONE)
    m = _ALL.fullmatch(text.strip())
    if m is not None:
        return "swap all" + turned(cards(m["turn"] or ""), "swap all")
    m = _SWAP.fullmatch(text.strip())
    if m is not None:
        take = cards(m["take"])
        give = cards(m["give"]) if m["give"] else []
        what = f"swap {give[0]} for {take[0]}" if give else f"swap for {take[0]}"
        return what + turned(cards(m["turn"] or ""), what)
    if head == "pass":
        raise InputError(lazy("pass: in the 31-point game a player who does not swap knocks (k); in the final "
                              "circuit a knock is a pass"), token="pass", rule=RuleId.KNOCK)
    if head in ("draw", "take", "d", "t", "discard"):
        raise InputError(lazy("{text} is a move of the Brag game; here: swap for TAKE, turn UP (s TAKE UP), swap all, "
                              "turn A B C (sa A B C), knock (k), stop", text=repr(text.strip())), token=words[0],
                         rule=RuleId.GAME)
    raise InputError(lazy("unknown move {text}: swap for TAKE, turn UP (s TAKE UP), swap GIVE for TAKE, turn UP "
                          "(s GIVE TAKE UP), swap all, turn A B C (sa A B C), knock (k), stop, or in Blitz blitz/31",
                          text=repr(text.strip())), token=words[0], rule=RuleId.TURN_ORDER)
