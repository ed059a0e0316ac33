"""The 31-point game at the table: `stopbus table --game 31` following a round move by move.

The game-neutral part (command dispatch, undo, why, rules, resume, adjudicating the record from its
written text after every command, on the fast path only the deal the command changes) is
`tablesession.TableSession`; this is the 31-point part (with the fast path's hooks). What the table
sees is recorded (thirty_one/tableview.py rules on it): a deal starts from the face-up pool (`pool
7h Kd 2c`); a swap names the pool card taken and the cards turned up to refill the pool, and the
card given only when it is known (it goes face down); `knock`, `stop`, and in the Blitz variant
`blitz`/`31`. A hand of exactly 31 is declared by showing it (`show Ann Ah Kh Qh` right after Ann's
own swap, or before the first turn for a 31 dealt); after the round ends every remaining player
shows, and the showdown is announced: who loses a life and why, lives, eliminations, the next
dealer, the winner or a shared win.

Short forms (each unambiguous by its number of cards; a recycle turns up a whole fresh pool, so
use the long form there): `s TAKE UP` is `swap for TAKE, turn UP`; `s GIVE TAKE UP` is
`swap GIVE for TAKE, turn UP`; `sa A B C` is `swap all, turn A B C`; `k` is `knock`.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.errors import CardError, InputError
from ..core.rules import Rule
from ..core.text import and_list
from ..kit.session import WIDTH, CommandResult, TableSession, wrap
from ..records.fields import lower_ascii
from ..records.reader import read_record
from .engine import DealResult31, Game31, Rules31
from .record import DEFAULT_LIVES, DealSpec31, Reader31, Record
from .replay import Report, replay31
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


class Session31(TableSession[Report]):
    """A 31-point game at the table: the record so far, its adjudication, and the undo history."""

    START_WORD = "pool"
    SHOWN_TWICE_RULE = RuleId.DEAL
    MOVE_WORDS = MOVE_WORDS
    RULES = BY_ID
    RULES_COMMAND = "stopbus rules --game 31"
    HELP = ("moves: swap for TAKE, turn UP (s TAKE UP): take a pool card, give one unseen",
            "  swap GIVE for TAKE, turn UP (s GIVE TAKE UP): the given card named",
            "  swap all, turn A B C (sa A B C) · knock (k) · stop · blitz or 31 (Blitz only)",
            "a 31: show NAME C C C right after NAME's swap; at the showdown: show NAME C C C",
            "also: pool C C C, undo, why, rules WORD, ? QUESTION, status, save, quit")

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
            raise InputError("this is a Brag record: continue it with stopbus table --resume (no --game)",
                             token="game")
        return replay31(rec)

    # -- the fast path's hooks (tablesession's module doc) ---------------------------------------
    @staticmethod
    def model_of(report: Report) -> Record:
        return report.record

    @staticmethod
    def new_game(model: Record) -> Game31:
        return Game31(model.players, model.lives, model.dealer, model.rules)

    @staticmethod
    def deal_reader(model: Record) -> Reader31:
        reader = Reader31()
        reader.players, reader.rules = model.players, model.rules  # as `read` leaves them before the deals
        return reader

    @staticmethod
    def read_deal(reader: Reader31, node: Any, number: int, line: int) -> DealSpec31:
        return reader.deal(number, node, line)

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

    def status_lines(self, symbols: bool = False) -> list[str]:
        """The compact screen (a few lines of under 80 columns): lives, the deal, whose turn and what they may do."""
        items = [f"{p} {n}" if n is not None else f"{p} out" for p, n in self.lives().items()]
        d = self.current
        if d is not None and d.pot is not None:
            items.append(f"(pot {d.pot})")
        out = self._house_line() + wrap("Lives:", items)
        phase = self.phase
        if phase == "over":
            if self.report.shared_win:
                out.append(f"Game over: {and_list(self.report.shared_win)} share the win "
                           "[31-shared-win]")
            else:
                out.append(f"Game over: {self.report.winner} wins, the last player with lives [31-last-survivor]")
            return out
        if phase == "pool":
            n = len(self.record["deals"]) + 1
            out.append(f"Deal {n}: {self.next_dealer} deals. Type the face-up pool: pool {self._cards_word}")
            return out
        assert d is not None
        line = f"Deal {d.number} · dealer {d.dealer} · pool {names(d.pool, symbols) or '-'}"
        if d.stock_left:  # 002 How to play 3: nobody may count the stock, so the screen does not either
            out.append(line)
        else:  # the referee may say that a recycle is about to happen
            more = f"the stock is empty: the next refill recycles [{RuleId.NO_INSPECT}, {RuleId.RECYCLE}]"
            out += [f"{line} · {more}"] if len(line) + 3 + len(more) <= WIDTH else [line, f"  {more}"]
        if phase == "show":
            out.append(f"Showdown ({self._ending(d)}): {', '.join(self.awaiting())} to show: "
                       f"show NAME {self._cards_word}")
            return out
        called = "knocked" if d.call == "knock" else "stopped"
        head = f"{d.whose_turn}'s final turn ({d.caller} {called}):" if d.caller else f"{d.whose_turn}'s turn:"
        return out + wrap(head, [self._spoken(m) for m in d.may])

    def _house_line(self) -> list[str]:
        """`house: caller safe` atop the screen when the game is played under house rules (`house:`)."""
        own = self.report.record.house
        if not own:
            return []
        from ..core.house import header
        from .rulebook import HOUSE

        line = header(own, HOUSE)
        return [line] if line else []

    @property
    def _cards_word(self) -> str:
        """`C C C`, or `C C C C` in the four-card variant: the cards a pool or a shown hand names."""
        return " ".join("C" * self.rules31.hand_size)

    @staticmethod
    def _spoken(may: str) -> str:
        """A move the engine allows, with the short form the table types."""
        short = {"swap for CARD": "swap (s TAKE UP, s GIVE TAKE UP)", "swap all": "swap all (sa A B C)",
                 "knock": "knock (k)", "knock (a pass)": "knock (k, a pass)"}
        return short.get(may, may)

    @staticmethod
    def _ending(d: DealResult31) -> str:
        """How the round ended, in a few words."""
        if d.ended_by == "instant-31":
            holders = d.holders if isinstance(d, TableDealResult31) else ()
            if d.showdown is not None:
                holders = d.showdown.holders
            return f"{and_list(holders)} {'hold' if len(holders) > 1 else 'holds'} 31" if holders \
                else "a 31 ended it"
        if d.ended_by == "blitz":
            return f"{d.caller} called blitz"
        if d.ended_by == "stock-exhausted":
            return "no card was left for the pool"
        return f"{d.caller} {'knocked' if d.call == 'knock' else 'stopped'}"

    def known_lines(self) -> list[str]:
        d = self.current
        if not isinstance(d, TableDealResult31) or d.showdown is not None:
            return []
        return [f"  {p}: " + (names(k) if k else "-") + f" known, {d.unknown.get(p, 0)} unknown"
                for p, k in d.known.items()]

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
            return self.wrong_phase("pool")
        cards = self._cards(text, "pool")
        if not cards:
            raise InputError("pool C C C: name the face-up cards of the pool", rule=RuleId.POOL)
        rec = self.draft()
        rec["deals"].append({"dealer": self.next_dealer, "pool": [names([c]) for c in cards], "turns": []})
        return self.attempt(rec, f"Deal {len(rec['deals'])}: {self.next_dealer} deals, pool {names(cards)}")

    def move_text(self, line: str) -> str:
        return parse_move31(line, jokers=self.rules31.jokers)

    def may_show(self) -> bool:
        return self.phase in ("show", "turn")

    def shown_cards(self, who: str, text: str) -> list[str]:
        cards = self._cards(text, f"show {who}")
        size = self.rules31.hand_size
        if len(cards) != size or len(set(cards)) != size:
            raise InputError(f"show {who}: {size} different cards are needed, got {len(cards)}",
                             rule=RuleId.FOUR_CARD if size == 4 else RuleId.DEAL)
        return [names([c]) for c in cards]

    def need(self, phase: str) -> str:
        if phase == "pool":
            return f"the next deal's face-up pool first: pool {self._cards_word}"
        return super().need(phase)

    def search(self, word: str) -> list[Rule[Any]]:
        return list(search_rules(word))

    # -- what an accepted change means ----------------------------------------------------------
    def announce(self, said: str, move: bool, before: Report) -> tuple[list[str], tuple[str, ...]]:
        """The ruling of an accepted change: the move's rules, the end of the round, the showdown."""
        d = self.current
        assert d is not None
        lines, rules = self.turn_ruling(said, move)
        if d.showdown is None:
            was = before.deals[-1] if before.deals else None
            just_ended = was is None or was.number != d.number or was.ended_by is None
            if d.ended_by is not None and just_ended:
                lines.append(f"The round is over: {self._ending(d)}. Each player shows: show NAME {self._cards_word}")
                rules = (*rules, *self._end_rules(d))
            return lines, rules
        return self._showdown(d, lines, rules)

    @staticmethod
    def _end_rules(d: DealResult31) -> tuple[str, ...]:
        return {"knock": (RuleId.KNOCK, RuleId.FINAL_CIRCUIT), "stop": (RuleId.STOP, RuleId.FINAL_CIRCUIT),
                "blitz": (RuleId.BLITZ,), "instant-31": (RuleId.INSTANT_31,),
                "stock-exhausted": (RuleId.STOCK_EXHAUSTED,)}.get(d.ended_by or "", ())

    def _showdown(self, d: DealResult31, lines: list[str], rules: tuple[str, ...]
                  ) -> tuple[list[str], tuple[str, ...]]:
        """The showdown ruled: scores, who loses a life and why, lives, eliminations, next dealer, winner."""
        sd = d.showdown
        assert sd is not None
        lines.append("Showdown: " + ", ".join(f"{e.player} {e.scored.score}" for e in sd.order)
                     + f" ({self._ending(d)})")
        scores = {e.player: e.scored.score for e in sd.order}
        if sd.holders:
            lines.append(f"{and_list(sd.holders)} cannot lose with 31 [31-instant-31]")
        if sd.losers:
            low = min(scores[p] for p in sd.losers)
            if RuleId.BLITZ in sd.rules and sd.holders:
                lines.append(f"Blitz knockout: every player without 31 is out ({and_list(sd.losers)}) "
                             "[31-blitz]")
            elif len(sd.losers) > 1:
                lines.append(f"{and_list(sd.losers)} tie for the lowest score, {low}: each loses a life "
                             "[31-tied-lowest]")
            else:
                lines.append(f"{sd.losers[0]} has the lowest score, {low}, and loses a life [31-lowest-loses]")
            if d.caller in sd.losers and d.call != "blitz":
                lines.append(f"{d.caller} {'knocked' if d.call == 'knock' else 'called'} and is not protected "
                             "[31-caller-not-safe]")
        else:
            lines.append("Nobody loses a life")
        for p, n in d.lives_back.items():
            lines.append(f"{p} gets {n} {'life' if n == 1 else 'lives'} back with a genuine 31 in Blitz [31-blitz]")
        lives = [f"{p} {d.lives_after[p]}" for p in self.players if p in d.lives_after]
        lines.append("Lives: " + ", ".join(lives) + (f"; pot {d.pot}" if d.pot is not None else "") + " [31-lives]")
        if d.eliminated:
            many = len(d.eliminated) > 1
            lines.append(f"{and_list(d.eliminated)} {'have' if many else 'has'} no lives left and "
                         f"{'are' if many else 'is'} eliminated [31-elimination]")
        rules = (*rules, *sd.rules, *d.life_rules)
        if d.shared_win:
            lines.append(f"Every remaining player is out at once: {and_list(d.shared_win)} share the win "
                         "[31-shared-win]")
        elif self.report.winner is not None:
            lines.append(f"{self.report.winner} wins: the last player with lives [31-last-survivor]")
        elif d.next_dealer:
            lines.append(f"Next dealer: {d.next_dealer}, the next surviving player to the left "
                         "[31-dealer-rotation]")
            rules = (*rules, RuleId.DEALER_ROTATION)
        return lines, rules


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
            raise InputError(f"{what}: name the card{'s' if what.startswith('swap all') else ''} turned up from the "
                             f"stock to refill the pool: {what}, turn CARD…", rule=RuleId.REFILL)
        return f", turn {' '.join(up)}"

    words = text.replace(",", " ").split()
    if not words:
        raise InputError("say a move: swap, swap all, knock or stop", rule=RuleId.TURN_ORDER)
    head = lower_ascii(words[0])
    if head in ("k", "knock"):
        if len(words) > 1:
            raise InputError(f"{text.strip()!r}: a knock is the word alone", token=text.strip(), rule=RuleId.KNOCK)
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
        raise InputError(f"{text.strip()!r}: s TAKE UP (take a pool card, one card turned up) or s GIVE TAKE UP; "
                         "at a recycle say the long form: swap for TAKE, turn A B C", token=text.strip(),
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
        raise InputError("pass: in the 31-point game a player who does not swap knocks (k); in the final circuit a "
                         "knock is a pass", token="pass", rule=RuleId.KNOCK)
    if head in ("draw", "take", "d", "t", "discard"):
        raise InputError(f"{text.strip()!r} is a move of the Brag game; here: swap for TAKE, turn UP (s TAKE UP), "
                         "swap all, turn A B C (sa A B C), knock (k), stop", token=words[0], rule=RuleId.GAME)
    raise InputError(f"unknown move {text.strip()!r}: swap for TAKE, turn UP (s TAKE UP), swap GIVE for TAKE, turn UP "
                     "(s GIVE TAKE UP), swap all, turn A B C (sa A B C), knock (k), stop, or in Blitz blitz/31",
                     token=words[0], rule=RuleId.TURN_ORDER)
