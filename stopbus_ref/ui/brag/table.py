"""The Brag game at the table in words: its status screen (tokens, floating players, the discard top, the
stock and when it is recycled, whose turn and what they may do), an accepted change's ruling (the showdown
best first, who loses a token and why, floating, elimination, the next dealer, the winner), its help, and
the Brag keys of the state's JSON. The session (`brag/session.py`) gives the data; `ui/table.py` the words
both games share."""

from __future__ import annotations

from typing import Any, ClassVar

from ...brag.session import BragState
from ...kit.session import Accepted, DealStart, TableState
from ..table import TableWords, wrap
from .cards import fmt_cards

MOVE_HELP = "draw (d CARD) · take (t CARD) · stop · pass"
"""The moves in their short spoken forms: `d 7s` is `draw, discard 7s`, `t 9h` is `take, discard 9h`."""


class BragWords(TableWords):
    """The Brag game's words at the table."""

    HELP: ClassVar[tuple[str, ...]] = (
        "moves: draw, discard CARD (d CARD, d7s) · take, discard CARD (t CARD, t9h) · stop (s) · pass (p)",
        "also: upcard CARD, show NAME C C C, undo, why, rules WORD, ? QUESTION, status, save, quit")

    def start_said(self, start: DealStart) -> str:
        return f"upcard {start.cards[0]}"

    def need(self, state: TableState, phase: str) -> str:
        if phase == "upcard":
            return "the next deal's upcard first: upcard CARD"
        return super().need(state, phase)

    def status_lines(self, state: TableState, symbols: bool = False) -> list[str]:
        """The compact screen (at most 8 lines of under 80 columns): the game, whose turn, the table."""
        assert isinstance(state, BragState)
        out = wrap("Tokens:", [f"{p} {t}" + (" (floating)" if t == 0 else "") for p, t in state.tokens.items()])
        if state.house:
            from ...brag.rulebook import HOUSE
            from ...core.house import header

            head = header(state.house, HOUSE)
            if head:
                out.insert(0, head)
        if state.phase == "over":
            out.append(f"Game over: {state.winner} wins, the last survivor [last-survivor]")
            return out
        if state.phase == "upcard":
            out.append(f"Deal {state.deal}: {state.dealer} deals. Type the upcard: upcard CARD")
            return out
        top = fmt_cards([state.discard_top], symbols) if state.discard_top is not None else "-"
        stock = state.stock or 0
        recycle = (f", recycled after {stock} more draw{'s' if stock != 1 else ''}" if stock
                   else ", recycled at the next turn")
        soon = stock <= sum(1 for t in state.tokens.values() if t >= 0)  # within the next circuit of turns
        out.append(f"Deal {state.deal} · dealer {state.dealer} · top {top} · stock {stock}{recycle if soon else ''}")
        if state.phase == "show":
            stop = f"{state.stopper} stopped" if state.stopper else "the stock ran out"
            out.append(f"Showdown ({stop}): {', '.join(state.awaiting)} to show: show NAME C C C")
            return out
        final = f"final turn ({state.stopper} stopped)" if state.stopper else "turn"
        may = " · ".join(m for m in MOVE_HELP.split(" · ") if m.split()[0] in state.may)
        out.append(f"{state.whose_turn}'s {final}: {may}")
        return out

    def accepted_lines(self, out: Accepted) -> list[str]:
        """The ruling of an accepted change: the move's rules, and the showdown when it came."""
        lines = super().accepted_lines(out)
        d = out.deal
        if d.showdown is None:
            if out.ended:
                why = (f"{d.stopper} stopped and everyone has had a final turn" if d.ended_by == "stop"
                       else "the stock ran out with nothing to recycle [stock-exhausted]")
                lines.append(f"Showdown: {why}. Each player shows: show NAME C C C")
            return lines
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
        if out.winner is not None:
            lines.append(f"{out.winner} wins: the last survivor [last-survivor]")
        elif d.next_dealer_rule == "dealer-skip":
            lines.append(f"Next dealer: {d.next_dealer} again: the next dealer, {d.eliminated}, was just "
                         "eliminated [dealer-skip]")
        else:
            lines.append(f"Next dealer: {d.next_dealer} [dealer-rotation]")
        return lines

    def table_json(self, state: TableState) -> dict[str, Any]:
        assert isinstance(state, BragState)
        return {"discard_top": None if state.discard_top is None else str(state.discard_top),
                "stopper": state.stopper, "tokens": dict(state.tokens), "floating": list(state.floating)}

    def deal_json(self, deal: Any) -> dict[str, Any]:
        from .report import deal_json

        return deal_json(deal)

    def turn_json(self, turn: Any) -> dict[str, Any]:
        from .report import turn_json

        return turn_json(turn)

