"""The Brag game at the table: `stopbus table` following a Brag game move by move.

The game-neutral part (command dispatch, undo, why, rules, resume, adjudicating the record from its
written text after every command, on the fast path only the deal the command changes) is
`tablesession.TableSession`; this is the Brag part: a deal starts from its upcard, the moves are
`draw, discard 7s` / `take, discard 9h` (`d 7s`, `t 9h`), `stop` and `pass`, the screen shows
tokens and floating players, and the showdown is announced with the loser, tokens, eliminations and
the next dealer (dealer-skip included); and the fast path's hooks (the engine's game, one deal read
and replayed).
"""

from __future__ import annotations

import re
from typing import Any

from ..core.cards import Card, fmt_cards, split_cards
from ..core.errors import InputError
from ..core.rules import Rule
from ..kit.session import COMMENT, CommandResult, Ruling, TableSession, plain_data, wrap
from ..records.fields import lower_ascii
from .cards import parse_card
from .engine import Action, Game
from .record import DealSpec, Reader, Record, parse_action, read_scenario
from .replay import Report, replay
from .rule_ids import RuleId
from .rulebook import BY_ID
from .rulebook import search as search_rules
from .tableview import TableDealResult

__all__ = ["COMMENT", "MOVE_HELP", "CommandResult", "Ruling", "Session", "parse_move", "plain_data"]

MOVE_HELP = "draw (d CARD) · take (t CARD) · stop · pass"
"""The moves in their short spoken forms: `d 7s` is `draw, discard 7s`, `t 9h` is `take, discard 9h`."""


class Session(TableSession[Report]):
    """A Brag game at the table: the record so far, its adjudication, and the undo history."""

    START_WORD = "upcard"
    SHOWN_TWICE_RULE = RuleId.DECK
    MOVE_WORDS = ("draw", "take", "d", "t", "stop", "pass")
    RULES = BY_ID
    HELP = ("moves: draw, discard CARD (d CARD, d7s) · take, discard CARD (t CARD, t9h) · stop (s) · pass (p)",
            "also: upcard CARD, show NAME C C C, undo, why, rules WORD, ? QUESTION, status, save, quit")

    # -- starting ------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], dealer: str, tokens: int = 3, house: dict[str, str] | None = None) -> Session:
        """A new game: players in seating order, the first dealer, everyone's tokens, the table's house rules
        (written in the record's `house:`, yes/no rules as YAML booleans)."""
        rec: dict[str, Any] = {"players": list(players), "tokens": tokens, "dealer": dealer}
        if house:
            yes_no = {"true": True, "false": False}
            rec["house"] = {k: yes_no.get(v, v) if k in ("floating", "dealer-skip", "stopper-safe") else v
                            for k, v in house.items()}
        rec["deals"] = []
        return cls(rec)

    @staticmethod
    def adjudicate_text(text: str | bytes) -> Report:
        return replay(read_scenario(text))

    # -- the fast path's hooks (tablesession's module doc) ---------------------------------------
    @staticmethod
    def model_of(report: Report) -> Record:
        return report.scenario

    @staticmethod
    def new_game(model: Record) -> Game:
        return Game(model.players, model.tokens, model.dealer)

    @staticmethod
    def deal_reader(model: Record) -> Reader:
        reader = Reader()
        reader.players, reader.seats = model.players, frozenset(model.players)  # as `read_players` leaves them
        return reader

    @staticmethod
    def read_deal(reader: Reader, node: Any, number: int, line: int) -> DealSpec:
        return reader.deal(number, node, line)

    @staticmethod
    def replay_deals(model: Record, deals: tuple[DealSpec, ...], game: Game) -> Report:
        return replay(model._replace(deals=deals, expect={}), game=game)

    def tokens(self) -> dict[str, int]:
        """Everyone's tokens now (the players still in the game)."""
        d = self.current
        if d is not None:
            return dict(d.tokens_after)
        t = self.record.get("tokens", 3)
        return {p: (t.get(p, 3) if isinstance(t, dict) else t) for p in self.record["players"]}

    def status_lines(self, symbols: bool = False) -> list[str]:
        """The compact screen (at most 8 lines of under 80 columns): the game, whose turn, the table."""
        out = wrap("Tokens:", [f"{p} {t}" + (" (floating)" if t == 0 else "") for p, t in self.tokens().items()])
        head = self._house_header() if self.record.get("house") else ""
        if head:
            out.insert(0, head)
        d = self.current
        phase = self.phase
        if phase == "over":
            out.append(f"Game over: {self.report.winner} wins, the last survivor [last-survivor]")
            return out
        if phase == "upcard":
            n = len(self.record["deals"]) + 1
            out.append(f"Deal {n}: {self.next_dealer} deals. Type the upcard: upcard CARD")
            return out
        assert d is not None
        top = fmt_cards([d.discard_top], symbols) if d.discard_top is not None else "-"
        stock = d.stock_left
        recycle = (f", recycled after {stock} more draw{'s' if stock != 1 else ''}" if stock
                   else ", recycled at the next turn")
        soon = stock <= sum(1 for t in self.tokens().values() if t >= 0)  # within the next circuit of turns
        out.append(f"Deal {d.number} · dealer {d.dealer} · top {top} · stock {stock}{recycle if soon else ''}")
        if phase == "show":
            stop = f"{d.stopper} stopped" if d.stopper else "the stock ran out"
            out.append(f"Showdown ({stop}): {', '.join(self.awaiting())} to show: show NAME C C C")
            return out
        final = f"final turn ({d.stopper} stopped)" if d.stopper else "turn"
        may = " · ".join(m for m in MOVE_HELP.split(" · ") if m.split()[0] in d.may)
        out.append(f"{d.whose_turn}'s {final}: {may}")
        return out

    def _house_header(self) -> str:
        """'house: flush over run, stopper safe' (the table's house rules away from the seeds')."""
        from ..core.house import header
        from .rulebook import HOUSE

        words = {True: "true", False: "false"}
        house = {str(k): words.get(v, str(v)) if isinstance(v, bool) else str(v)
                 for k, v in self.record["house"].items()}
        return header(house, HOUSE)

    # -- the Brag part of the commands ----------------------------------------------------------
    def start(self, text: str) -> CommandResult:
        """`upcard CARD`: start the next deal with its upcard (the dealer is the one the rules name)."""
        if self.phase != "upcard":
            return self.wrong_phase("upcard")
        card = parse_card(text.strip())
        rec = self.draft()
        rec["deals"].append({"dealer": self.next_dealer, "upcard": str(card), "turns": []})
        return self.attempt(rec, f"upcard {card}")

    def move_text(self, line: str) -> str:
        return str(parse_move(line))

    def shown_cards(self, who: str, text: str) -> list[str]:
        cards = [parse_card(c) for c in split_cards(text)]
        if len(cards) != 3 or len(set(cards)) != 3:
            raise InputError(f"show {who}: three different cards are needed, got {len(cards)}")
        return [str(c) for c in cards]

    def show_said(self, who: str, cards: list[str]) -> str:
        return f"{who} shows {fmt_cards([parse_card(c) for c in cards])}"

    def need(self, phase: str) -> str:
        if phase == "upcard":
            return "the next deal's upcard first: upcard CARD"
        return super().need(phase)

    def search(self, word: str) -> list[Rule[Any]]:
        return list(search_rules(word))

    def known_lines(self) -> list[str]:
        d = self.current
        if not isinstance(d, TableDealResult) or d.showdown is not None:
            return []
        return [f"  {p}: " + (fmt_cards(k) if k else "-") + f" known, {d.unknown.get(p, 0)} unknown"
                for p, k in d.known.items()]

    # -- what an accepted change means ----------------------------------------------------------
    def announce(self, said: str, move: bool, before: Report) -> tuple[list[str], tuple[str, ...]]:
        """The ruling of an accepted change: the move's rules, and the showdown when it came."""
        d = self.current
        assert d is not None
        lines, rules = self.turn_ruling(said, move)
        if d.showdown is None:
            if isinstance(d, TableDealResult) and d.awaiting and move:
                why = (f"{d.stopper} stopped and everyone has had a final turn" if d.ended_by == "stop"
                       else "the stock ran out with nothing to recycle [stock-exhausted]")
                lines.append(f"Showdown: {why}. Each player shows: show NAME C C C")
            return lines, rules
        sd = d.showdown
        worst = sd.order[-1]
        reason = ""
        if sd.reason is not None and len(sd.order) > 1:
            reason = f"; {sd.order[-2].player}'s hand beats it: {sd.reason.text}"
        lines.append("Showdown, best first:")
        lines += [f"  {e.player}: {fmt_cards(e.rank.sorted_cards())} ({e.rank.describe()})" for e in sd.order]
        lines.append(f"{sd.loser} has the worst hand ({worst.rank.describe()}){reason} [{', '.join(sd.rules)}]")
        if d.eliminated:
            lines.append(f"{sd.loser} was floating and is eliminated [elimination]")
        else:
            after = d.tokens_after[sd.loser]
            lines.append(f"{sd.loser} loses a token: {after} left" + (", now floating [floating]" if after == 0
                                                                         else " [tokens]"))
        rules = (*sd.rules, *d.token_rules)
        if self.report.winner is not None:
            lines.append(f"{self.report.winner} wins: the last survivor [last-survivor]")
        elif d.next_dealer_rule == "dealer-skip":
            lines.append(f"Next dealer: {d.next_dealer} again: the next dealer, {d.eliminated}, was just "
                         "eliminated [dealer-skip]")
            rules = (*rules, RuleId.DEALER_SKIP)
        else:
            lines.append(f"Next dealer: {d.next_dealer} [dealer-rotation]")
            rules = (*rules, RuleId.DEALER_ROTATION)
        return lines, rules



def parse_move(text: str) -> Action:
    """A move as said at the table: the record's forms, or `d CARD` / `t CARD` for draw or take and discard."""
    words = text.replace(",", " ").split()
    low = [lower_ascii(w) for w in words]
    if len(low) == 1 and low[0] in ("s", "p"):
        return Action("stop" if low[0] == "s" else "pass")
    if len(low) == 1 and re.fullmatch(r"[dt](?:10|[2-9akqjt])[cdhs♣♦♥♠]", low[0]):
        words, low = [words[0][0], words[0][1:]], [low[0][0], low[0][1:]]  # `d7s`: `d 7s`
    if len(low) == 2 and low[0] in ("d", "t"):
        card: Card = parse_card(words[1])
        return Action("draw" if low[0] == "d" else "take", None, card)
    try:
        return parse_action(text)  # a word of another game is recorded and refused by the rules (other-games)
    except InputError as e:
        if len(low) != 1:
            raise
        from ..records.fields import did_you_mean

        hint = did_you_mean(low[0], list(TABLE_WORDS))
        if not hint:
            raise
        raise InputError(f"{e.message.split(':')[0]}{hint}", token=e.token, rule=e.rule) from None


TABLE_WORDS = ("stop", "pass", "draw", "take", "undo", "why", "status", "rules", "help", "quit", "show", "upcard")
"""The words said at the table, for a suggestion after a near miss (`stpo`: stop)."""
