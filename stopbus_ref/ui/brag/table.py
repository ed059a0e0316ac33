"""The Brag game at the table in words: its status screen (tokens, floating players, the discard top, the
stock and when it is recycled, whose turn and what they may do), an accepted change's ruling (the showdown
best first, who loses a token and why, floating, elimination, the next dealer, the winner), its help, and
the Brag keys of the state's JSON. The session (`brag/session.py`) gives the data; `ui/table.py` the words
both games share."""

from __future__ import annotations

from typing import Any, ClassVar

from ...brag.session import BragState
from ...core.i18n import N_, SOURCE, _, current, ngettext
from ...kit.session import Accepted, DealStart, TableState
from ..table import TableWords, wrap
from .cards import fmt_cards
from .words import hand_words, reason_words

MOVE_HELP = "draw (d CARD) · take (t CARD) · stop · pass"
"""The moves in their short spoken forms: `d 7s` is `draw, discard 7s`, `t 9h` is `take, discard 9h`."""
MOVES_SAID = {"draw": N_("draw (d CARD)"), "take": N_("take (t CARD)"), "stop": N_("stop"), "pass": N_("pass")}
"""Each move of MOVE_HELP as the screen says it in the language of the moment (the commands stay as typed)."""


class BragWords(TableWords):
    """The Brag game's words at the table."""

    HELP: ClassVar[tuple[str, ...]] = (
        N_("moves: draw, discard CARD (d CARD, d7s) · take, discard CARD (t CARD, t9h) · stop (s) · pass (p)"),
        N_("also: upcard CARD, show NAME C C C, undo, why, rules WORD, ? QUESTION, status, save, quit"))

    def start_said(self, start: DealStart) -> str:
        return _("upcard {card}").format(card=start.cards[0])

    def need(self, state: TableState, phase: str) -> str:
        if phase == "upcard":
            return _("the next deal's upcard first: upcard CARD")
        return super().need(state, phase)

    def action_words(self, turn: Any) -> str:
        if current() == SOURCE:
            return str(turn.action_text())
        from .render import _said

        return _said(turn, False)

    def status_lines(self, state: TableState, symbols: bool = False) -> list[str]:
        """The compact screen (at most 8 lines of under 80 columns): the game, whose turn, the table."""
        assert isinstance(state, BragState)
        floating = _(" (floating)")
        out = wrap(_("Tokens:"), [f"{p} {t}" + (floating if t == 0 else "") for p, t in state.tokens.items()])
        if state.house:
            from ...brag.rulebook import HOUSE
            from ...core.house import header

            head = header(state.house, HOUSE)
            if head:
                out.insert(0, head)
        if state.phase == "over":
            out.append(_("Game over: {player} wins, the last survivor").format(player=state.winner)
                       + " [last-survivor]")
            return out
        if state.phase == "upcard":
            out.append(_("Deal {number}: {dealer} deals. Type the upcard: upcard CARD").format(number=state.deal,
                                                                                              dealer=state.dealer))
            return out
        top = fmt_cards([state.discard_top], symbols) if state.discard_top is not None else "-"
        stock = state.stock or 0
        recycle = (ngettext(", recycled after {n} more draw", ", recycled after {n} more draws", stock).format(n=stock)
                   if stock else _(", recycled at the next turn"))
        soon = stock <= sum(1 for t in state.tokens.values() if t >= 0)  # within the next circuit of turns
        out.append(_("Deal {number} · dealer {dealer} · top {top} · stock {n}").format(
            number=state.deal, dealer=state.dealer, top=top, n=stock) + (recycle if soon else ""))
        if state.phase == "show":
            stop = _("{player} stopped").format(player=state.stopper) if state.stopper else _("the stock ran out")
            out.append(_("Showdown ({why}): {players} to show: show NAME C C C").format(
                why=stop, players=", ".join(state.awaiting)))
            return out
        may = " · ".join(_(MOVES_SAID[m.split()[0]]) for m in MOVE_HELP.split(" · ") if m.split()[0] in state.may)
        head = (_("{player}'s final turn ({stopper} stopped):").format(player=state.whose_turn, stopper=state.stopper)
                if state.stopper else _("{player}'s turn:").format(player=state.whose_turn))
        out.append(f"{head} {may}")
        return out

    def accepted_lines(self, out: Accepted) -> list[str]:
        """The ruling of an accepted change: the move's rules, and the showdown when it came."""
        lines = super().accepted_lines(out)
        d = out.deal
        if d.showdown is None:
            if out.ended:
                why = (_("{player} stopped and everyone has had a final turn").format(player=d.stopper)
                       if d.ended_by == "stop" else
                       _("the stock ran out with nothing to recycle") + " [stock-exhausted]")
                lines.append(_("Showdown: {why}. Each player shows: show NAME C C C").format(why=why))
            return lines
        sd = d.showdown
        worst = sd.order[-1]
        reason = ""
        if sd.reason is not None and len(sd.order) > 1:
            reason = _("; {player}'s hand beats it: {reason}").format(player=sd.order[-2].player,
                                                                      reason=reason_words(sd.reason))
        lines.append(_("Showdown, best first:"))
        lines += [f"  {e.player}: {fmt_cards(e.rank.sorted_cards())} ({hand_words(e.rank)})" for e in sd.order]
        lines.append(_("{player} has the worst hand ({hand}){reason}").format(
            player=sd.loser, hand=hand_words(worst.rank), reason=reason) + f" [{', '.join(sd.rules)}]")
        if d.eliminated:
            lines.append(_("{player} was floating and is eliminated").format(player=sd.loser) + " [elimination]")
        else:
            after = d.tokens_after[sd.loser]
            lines.append(ngettext("{player} loses a token: {n} left", "{player} loses a token: {n} left", after).format(
                player=sd.loser, n=after) + (_(", now floating") + " [floating]" if after == 0 else " [tokens]"))
        if out.winner is not None:
            lines.append(_("{player} wins: the last survivor").format(player=out.winner) + " [last-survivor]")
        elif d.next_dealer_rule == "dealer-skip":
            lines.append(_("Next dealer: {dealer} again: the next dealer, {player}, was just eliminated").format(
                dealer=d.next_dealer, player=d.eliminated) + " [dealer-skip]")
        else:
            lines.append(_("Next dealer: {dealer}").format(dealer=d.next_dealer) + " [dealer-rotation]")
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

