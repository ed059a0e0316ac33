"""The words of the 31-point round's refusals, as messages of the catalogue (`core.i18n.lazy`: a msgid and its
values, words only where they are shown): a hand of the wrong size, why a round is over, a caller who plays
again, a second stop. The engine (engine.py) and the round seen from the table (tableview.py) raise them."""

from __future__ import annotations

from ..core.errors import RuleViolation
from ..core.i18n import Msg, lazy
from .rule_ids import RuleId


def hand_size_error(size: int, player: str, cards: tuple[int, ...], number: int, what: str,
                    path: tuple[object, ...]) -> RuleViolation | None:
    """A hand of the wrong size breaks 31-deal (31-four-card in that variant, whose hands are four cards): a
    rule error, not unreadable input (contract point 8); None when the size is right. `what`: dealt or shown."""
    if len(cards) == size:
        return None
    extra = lazy(" (the four-card variant deals four)") if len(cards) == 4 and size == 3 else ""
    values = {"player": player, "count": len(cards), "size": size, "extra": extra}
    hand = (lazy("{player}'s dealt hand is {count} cards; a hand is {size} cards{extra}", **values) if what == "dealt"
            else lazy("{player}'s shown hand is {count} cards; a hand is {size} cards{extra}", **values)
            if what == "shown" else
            lazy("{player}'s {what} hand is {count} cards; a hand is {size} cards{extra}", what=what, **values))
    return RuleViolation(hand, rule=RuleId.FOUR_CARD if size == 4 else RuleId.DEAL, deal=number, path=path)


def called_again(player: str, call: str | None, current: str | None = None) -> Msg:
    """`player` knocked (or stopped the bus) and does not play again; with `current`, whose final turn it is."""
    if current is None:
        return (lazy("{player} knocked and does not play again", player=player) if call == "knock" else
                lazy("{player} stopped the bus and does not play again", player=player))
    return (lazy("{player} knocked and does not play again; it is {current}'s final turn", player=player,
                 current=current) if call == "knock" else
            lazy("{player} stopped the bus and does not play again; it is {current}'s final turn", player=player,
                 current=current))


def round_over(ended_by: str, holders: list[str], caller: str | None, call: str | None, player: str) -> Msg:
    """Why a round that ended (`ended_by`) takes no more turns, for a refusal of `player`'s turn."""
    if ended_by == "instant-31":
        if len(holders) == 1:
            return lazy("{players} held 31, which ends the round at once", players=holders[0])
        return lazy("{players} and {last} held 31, which ends the round at once", players=" and ".join(holders[:-1]),
                    last=holders[-1] if holders else "")
    if ended_by == "blitz":
        return lazy("{player} called Blitz, which ends the round at once with no final circuit", player=caller)
    if ended_by == "stock-exhausted":
        return lazy("no card was left to turn up, so the showdown came at once")
    if player == caller:
        return called_again(player, call)
    if call == "knock":
        return lazy("every other player has had one final turn after {player}'s knock", player=caller)
    if call == "stop":
        return lazy("every other player has had one final turn after {player}'s stop", player=caller)
    return lazy("every other player has had one final turn after {player}'s {call}", player=caller, call=call)


def second_stop(caller: str, call: str | None) -> Msg:
    """A stop during the final circuit that `caller`'s knock or stop began."""
    if call == "knock":
        return lazy("{player} already knocked; in the final circuit a turn is a swap, a swap all or a knock "
                    "(a pass), not a second stop", player=caller)
    return lazy("{player} already stopped; in the final circuit a turn is a swap, a swap all or a knock "
                "(a pass), not a second stop", player=caller)
