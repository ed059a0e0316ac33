"""The 31-point game at the table in words: its status screen (lives, the pot, the pool, whether the stock is
empty, whose turn and what they may do with the short forms the table types), an accepted change's ruling
(the end of the round, the showdown's scores, who loses a life and why, lives back in Blitz, eliminations,
the next dealer, the winner or a shared win), its help, and the 31-point keys of the state's JSON. The
session (`thirty_one/session.py`) gives the data; `ui/table.py` the words both games share."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.text import and_list
from ...kit.session import Accepted, DealStart, TableState
from ...thirty_one.rule_ids import RuleId
from ..table import WIDTH, TableWords, wrap
from .cards import names

SPOKEN = {"swap-all": "swap all (sa A B C)", "blitz": "blitz (or 31, stop)"}
"""The moves a player may make, as the screen names them with the short forms the table types (the rest:
`Words31.spoken`)."""


def ending(ended_by: str | None, caller: str | None, call: str | None, holders: tuple[str, ...]) -> str:
    """How the round ended, in a few words."""
    if ended_by == "instant-31":
        return f"{and_list(holders)} {'hold' if len(holders) > 1 else 'holds'} 31" if holders else "a 31 ended it"
    if ended_by == "blitz":
        return f"{caller} called blitz"
    if ended_by == "stock-exhausted":
        return "no card was left for the pool"
    return f"{caller} {'knocked' if call == 'knock' else 'stopped'}"


def cards_word(hand_size: int) -> str:
    """`C C C`, or `C C C C` in the four-card variant: the cards a pool or a shown hand names."""
    return " ".join("C" * hand_size)


class Words31(TableWords):
    """The 31-point game's words at the table."""

    RULES_COMMAND: ClassVar[str] = "stopbus rules --game 31"
    HELP: ClassVar[tuple[str, ...]] = (
        "moves: swap for TAKE, turn UP (s TAKE UP): take a pool card, give one unseen",
        "  swap GIVE for TAKE, turn UP (s GIVE TAKE UP): the given card named",
        "  swap all, turn A B C (sa A B C) · knock (k) · stop · blitz or 31 (Blitz only)",
        "a 31: show NAME C C C right after NAME's swap; at the showdown: show NAME C C C",
        "also: pool C C C, undo, why, rules WORD, ? QUESTION, status, save, quit")

    def start_said(self, start: DealStart) -> str:
        return f"Deal {start.number}: {start.dealer} deals, pool {' '.join(start.cards)}"

    def need(self, state: TableState, phase: str) -> str:
        if phase == "pool":
            return f"the next deal's face-up pool first: pool {cards_word(state.hand_size)}"
        return super().need(state, phase)

    @staticmethod
    def _state(state: TableState) -> Any:
        from ...thirty_one.session import State31

        assert isinstance(state, State31)
        return state

    @staticmethod
    def spoken(may: str, state: Any) -> str:
        """A move the player may make, with the short form the table types."""
        if may == "swap":
            return "swap (s TAKE UP, s GIVE TAKE UP)" if state.table_view else "swap CARD for CARD"
        if may == "knock":
            return "knock (k, a pass)" if state.caller else "knock (k)"
        return SPOKEN.get(may, may)

    def status_lines(self, state: TableState, symbols: bool = False) -> list[str]:
        """The compact screen (a few lines of under 80 columns): lives, the deal, whose turn and what they may do."""
        s = self._state(state)
        items = [f"{p} {n}" if n is not None else f"{p} out" for p, n in s.lives.items()]
        if s.pot is not None:
            items.append(f"(pot {s.pot})")
        out = self._house_line(s) + wrap("Lives:", items)
        if s.phase == "over":
            if s.shared_win:
                out.append(f"Game over: {and_list(s.shared_win)} share the win [31-shared-win]")
            else:
                out.append(f"Game over: {s.winner} wins, the last player with lives [31-last-survivor]")
            return out
        if s.phase == "pool":
            out.append(f"Deal {s.deal}: {s.dealer} deals. Type the face-up pool: pool {cards_word(s.hand_size)}")
            return out
        line = f"Deal {s.deal} · dealer {s.dealer} · pool {names(s.pool, symbols) or '-'}"
        if s.stock:  # 002 How to play 3: nobody may count the stock, so the screen does not either
            out.append(line)
        else:  # the referee may say that a recycle is about to happen
            more = f"the stock is empty: the next refill recycles [{RuleId.NO_INSPECT}, {RuleId.RECYCLE}]"
            out += [f"{line} · {more}"] if len(line) + 3 + len(more) <= WIDTH else [line, f"  {more}"]
        if s.phase == "show":
            out.append(f"Showdown ({ending(s.ended_by, s.caller, s.call, s.holders)}): {', '.join(s.awaiting)} to "
                       f"show: show NAME {cards_word(s.hand_size)}")
            return out
        called = "knocked" if s.call == "knock" else "stopped"
        head = f"{s.whose_turn}'s final turn ({s.caller} {called}):" if s.caller else f"{s.whose_turn}'s turn:"
        return out + wrap(head, [self.spoken(m, s) for m in s.may])

    @staticmethod
    def _house_line(state: Any) -> list[str]:
        """`house: caller safe` atop the screen when the game is played under house rules (`house:`)."""
        if not state.house:
            return []
        from ...core.house import header
        from ...thirty_one.rulebook import HOUSE

        line = header(state.house, HOUSE)
        return [line] if line else []

    def accepted_lines(self, out: Accepted) -> list[str]:
        """The ruling of an accepted change: the move's rules, the end of the round, the showdown."""
        lines = super().accepted_lines(out)
        d = out.deal
        if d.showdown is None:
            if out.ended:
                holders = getattr(d, "holders", ())
                lines.append(f"The round is over: {ending(d.ended_by, d.caller, d.call, holders)}. Each player "
                             f"shows: show NAME {cards_word(out.hand_size)}")
            return lines
        return self._showdown(out, lines)

    def _showdown(self, out: Accepted, lines: list[str]) -> list[str]:
        """The showdown ruled: scores, who loses a life and why, lives, eliminations, next dealer, winner."""
        d = out.deal
        sd = d.showdown
        lines.append("Showdown: " + ", ".join(f"{e.player} {e.scored.score}" for e in sd.order)
                     + f" ({ending(d.ended_by, d.caller, d.call, sd.holders)})")
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
        lives = [f"{p} {d.lives_after[p]}" for p in out.players if p in d.lives_after]
        lines.append("Lives: " + ", ".join(lives) + (f"; pot {d.pot}" if d.pot is not None else "") + " [31-lives]")
        if d.eliminated:
            many = len(d.eliminated) > 1
            lines.append(f"{and_list(d.eliminated)} {'have' if many else 'has'} no lives left and "
                         f"{'are' if many else 'is'} eliminated [31-elimination]")
        if d.shared_win:
            lines.append(f"Every remaining player is out at once: {and_list(d.shared_win)} share the win "
                         "[31-shared-win]")
        elif out.winner is not None:
            lines.append(f"{out.winner} wins: the last player with lives [31-last-survivor]")
        elif d.next_dealer:
            lines.append(f"Next dealer: {d.next_dealer}, the next surviving player to the left "
                         "[31-dealer-rotation]")
        return lines

    def table_json(self, state: TableState) -> dict[str, Any]:
        s = self._state(state)
        return {"pool": [names([c]) for c in s.pool], "caller": s.caller, "call": s.call, "holders": list(s.holders),
                "lives": dict(s.lives), "pot": s.pot, "variants": list(s.variants),
                "shared_win": None if s.shared_win is None else list(s.shared_win)}

    def deal_json(self, deal: Any) -> dict[str, Any]:
        from .report import deal_json

        return deal_json(deal)

    def turn_json(self, turn: Any) -> dict[str, Any]:
        from .report import turn_json

        return turn_json(turn)
