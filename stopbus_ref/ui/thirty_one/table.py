"""The 31-point game at the table in words: its status screen (lives, the pot, the pool, whether the stock is
empty, whose turn and what they may do with the short forms the table types), an accepted change's ruling
(the end of the round, the showdown's scores, who loses a life and why, lives back in Blitz, eliminations,
the next dealer, the winner or a shared win), its help, and the 31-point keys of the state's JSON. The
session (`thirty_one/session.py`) gives the data; `ui/table.py` the words both games share."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.i18n import N_, SOURCE, _, current, ngettext, pgettext
from ...core.text import and_list
from ...kit.session import Accepted, DealStart, TableState
from ...thirty_one.rule_ids import RuleId
from ..table import WIDTH, TableWords, wrap
from .cards import names

SPOKEN = {"swap-all": N_("swap all (sa A B C)"), "blitz": N_("blitz (or 31, stop)")}
"""The moves a player may make, as the screen names them with the short forms the table types (the rest:
`Words31.spoken`)."""


def ending(ended_by: str | None, caller: str | None, call: str | None, holders: tuple[str, ...]) -> str:
    """How the round ended, in a few words."""
    if ended_by == "instant-31":
        return (ngettext("{players} holds 31", "{players} hold 31", len(holders)).format(players=and_list(holders))
                if holders else _("a 31 ended it"))
    if ended_by == "blitz":
        return _("{player} called blitz").format(player=caller)
    if ended_by == "stock-exhausted":
        return _("no card was left for the pool")
    return (_("{player} knocked") if call == "knock" else _("{player} stopped")).format(player=caller)


def cards_word(hand_size: int) -> str:
    """`C C C`, or `C C C C` in the four-card variant: the cards a pool or a shown hand names."""
    return " ".join("C" * hand_size)


class Words31(TableWords):
    """The 31-point game's words at the table."""

    RULES_COMMAND: ClassVar[str] = "stopbus rules --game 31"
    HELP: ClassVar[tuple[str, ...]] = (
        N_("moves: swap for TAKE, turn UP (s TAKE UP): take a pool card, give one unseen"),
        N_("  swap GIVE for TAKE, turn UP (s GIVE TAKE UP): the given card named"),
        N_("  swap all, turn A B C (sa A B C) · knock (k) · stop · blitz or 31 (Blitz only)"),
        N_("a 31: show NAME C C C right after NAME's swap; at the showdown: show NAME C C C"),
        N_("also: pool C C C, undo, why, rules WORD, ? QUESTION, status, save, quit"))

    def start_said(self, start: DealStart) -> str:
        return _("Deal {number}: {dealer} deals, pool {cards}").format(number=start.number, dealer=start.dealer,
                                                                      cards=" ".join(start.cards))

    def need(self, state: TableState, phase: str) -> str:
        if phase == "pool":
            return _("the next deal's face-up pool first: pool {cards}").format(cards=cards_word(state.hand_size))
        return super().need(state, phase)

    def action_words(self, turn: Any) -> str:
        if current() == SOURCE:
            return str(turn.action_text())
        from .render import _said

        return _said(turn, False)

    @staticmethod
    def _state(state: TableState) -> Any:
        from ...thirty_one.session import State31

        assert isinstance(state, State31)
        return state

    @staticmethod
    def spoken(may: str, state: Any) -> str:
        """A move the player may make, with the short form the table types."""
        if may == "swap":
            return _("swap (s TAKE UP, s GIVE TAKE UP)") if state.table_view else pgettext("may", "swap CARD for CARD")
        if may == "knock":
            return _("knock (k, a pass)") if state.caller else _("knock (k)")
        return _(SPOKEN[may]) if may in SPOKEN else may

    def status_lines(self, state: TableState, symbols: bool = False) -> list[str]:
        """The compact screen (a few lines of under 80 columns): lives, the deal, whose turn and what they may do."""
        s = self._state(state)
        items = [f"{p} {n}" if n is not None else _("{player} out").format(player=p) for p, n in s.lives.items()]
        if s.pot is not None:
            items.append("(" + _("pot {n}").format(n=s.pot) + ")")
        out = self._house_line(s) + wrap(_("Lives:"), items)
        if s.phase == "over":
            if s.shared_win:
                out.append(_("Game over: {players} share the win").format(players=and_list(s.shared_win))
                           + " [31-shared-win]")
            else:
                out.append(_("Game over: {player} wins, the last player with lives").format(player=s.winner)
                           + " [31-last-survivor]")
            return out
        if s.phase == "pool":
            out.append(_("Deal {number}: {dealer} deals. Type the face-up pool: pool {cards}").format(
                number=s.deal, dealer=s.dealer, cards=cards_word(s.hand_size)))
            return out
        line = _("Deal {number} · dealer {dealer} · pool {cards}").format(number=s.deal, dealer=s.dealer,
                                                                         cards=names(s.pool, symbols) or "-")
        if s.stock:  # 002 How to play 3: nobody may count the stock, so the screen does not either
            out.append(line)
        else:  # the referee may say that a recycle is about to happen
            more = _("the stock is empty: the next refill recycles") + f" [{RuleId.NO_INSPECT}, {RuleId.RECYCLE}]"
            out += [f"{line} · {more}"] if len(line) + 3 + len(more) <= WIDTH else [line, f"  {more}"]
        if s.phase == "show":
            out.append(_("Showdown ({why}): {players} to show: show NAME {cards}").format(
                why=ending(s.ended_by, s.caller, s.call, s.holders), players=", ".join(s.awaiting),
                cards=cards_word(s.hand_size)))
            return out
        if s.caller:
            head = (_("{player}'s final turn ({caller} knocked):") if s.call == "knock" else
                    _("{player}'s final turn ({caller} stopped):")).format(player=s.whose_turn, caller=s.caller)
        else:
            head = _("{player}'s turn:").format(player=s.whose_turn)
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
                lines.append(_("The round is over: {why}. Each player shows: show NAME {cards}").format(
                    why=ending(d.ended_by, d.caller, d.call, holders), cards=cards_word(out.hand_size)))
            return lines
        return self._showdown(out, lines)

    def _showdown(self, out: Accepted, lines: list[str]) -> list[str]:
        """The showdown ruled: scores, who loses a life and why, lives, eliminations, next dealer, winner."""
        d = out.deal
        sd = d.showdown
        lines.append(_("Showdown: {scores} ({why})").format(
            scores=", ".join(f"{e.player} {e.scored.score}" for e in sd.order),
            why=ending(d.ended_by, d.caller, d.call, sd.holders)))
        scores = {e.player: e.scored.score for e in sd.order}
        if sd.holders:
            lines.append(_("{players} cannot lose with 31").format(players=and_list(sd.holders)) + " [31-instant-31]")
        if sd.losers:
            low = min(scores[p] for p in sd.losers)
            if RuleId.BLITZ in sd.rules and sd.holders:
                lines.append(_("Blitz knockout: every player without 31 is out ({players})").format(
                    players=and_list(sd.losers)) + " [31-blitz]")
            elif len(sd.losers) > 1:
                lines.append(_("{players} tie for the lowest score, {score}: each loses a life").format(
                    players=and_list(sd.losers), score=low) + " [31-tied-lowest]")
            else:
                lines.append(_("{player} has the lowest score, {score}, and loses a life").format(
                    player=sd.losers[0], score=low) + " [31-lowest-loses]")
            if d.caller in sd.losers and d.call != "blitz":
                text = (_("{player} knocked and is not protected") if d.call == "knock" else
                        _("{player} called and is not protected"))
                lines.append(text.format(player=d.caller) + " [31-caller-not-safe]")
        else:
            lines.append(_("Nobody loses a life"))
        for p, n in d.lives_back.items():
            lines.append(ngettext("{player} gets {n} life back with a genuine 31 in Blitz",
                                  "{player} gets {n} lives back with a genuine 31 in Blitz", n).format(player=p, n=n)
                         + " [31-blitz]")
        lives = [f"{p} {d.lives_after[p]}" for p in out.players if p in d.lives_after]
        pot = "; " + _("pot {n}").format(n=d.pot) if d.pot is not None else ""
        lines.append(_("Lives: {cells}").format(cells=", ".join(lives)) + pot + " [31-lives]")
        if d.eliminated:
            lines.append(ngettext("{players} has no lives left and is eliminated",
                                  "{players} have no lives left and are eliminated", len(d.eliminated)).format(
                players=and_list(d.eliminated)) + " [31-elimination]")
        if d.shared_win:
            lines.append(_("Every remaining player is out at once: {players} share the win").format(
                players=and_list(d.shared_win)) + " [31-shared-win]")
        elif out.winner is not None:
            lines.append(_("{player} wins: the last player with lives").format(player=out.winner)
                         + " [31-last-survivor]")
        elif d.next_dealer:
            lines.append(_("Next dealer: {dealer}, the next surviving player to the left").format(
                dealer=d.next_dealer) + " [31-dealer-rotation]")
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
