"""The one-line verdict of a 31-point round and the words of how it ended, for the text and the JSON answers."""

from __future__ import annotations

from collections.abc import Callable

from ...core.i18n import N_, _
from ...core.text import and_list, plain
from ...thirty_one.engine import DealResult31
from ...thirty_one.rule_ids import RuleId
from ..output import safe

ENDED = {
    "knock": (N_("{caller} knocked; every other player had one final turn"), (RuleId.KNOCK, RuleId.FINAL_CIRCUIT)),
    "stop": (N_("{caller} called 'Stop the Bus'; every other player had one final turn"),
             (RuleId.STOP, RuleId.FINAL_CIRCUIT)),
    "blitz": (N_("{caller} called Blitz: the round ended at once, with no final circuit"), (RuleId.BLITZ,)),
    "instant-31": (N_("{holders} held 31: the round ended at once"), (RuleId.INSTANT_31,)),
    "stock-exhausted": (N_("no card was left to turn up for the pool: the showdown came at once"),
                        (RuleId.STOCK_EXHAUSTED,)),
}


def join_names(people: tuple[str, ...] | list[str], markup: bool = True) -> str:
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cat' (names escaped for rich markup, or only made printable)."""
    if not markup:
        return and_list(people)
    shown = [safe(p) for p in people]
    return shown[0] if len(shown) == 1 else _("{names} and {last}").format(names=", ".join(shown[:-1]),
                                                                           last=shown[-1])


def _as_written(text: str) -> str:
    return text


def unsettled(d: DealResult31, say: Callable[[str], str] = _as_written) -> str | None:
    """The verdict of an ended round without its showdown, or None: a round seen from the table whose hands are
    not all shown, or the snapshot at an error after the round was over. `say` turns each message into words: the
    JSON's verdict writes them as they are (English), the text account in the language (`_`)."""
    if d.ended_by is None or d.showdown is not None:
        return None
    waiting: tuple[str, ...] = getattr(d, "awaiting", ())  # a round seen from the table, hands not all shown
    if waiting:
        text, _rules = ENDED[d.ended_by]
        holders = join_names(getattr(d, "holders", ()) or (say(N_("a player")),), markup=False)
        return say(N_("Deal {number}: awaiting the showdown ({players} to show) — {how}")).format(
            number=d.number, players=join_names(waiting, markup=False),
            how=say(text).format(caller=plain(d.caller), holders=holders))
    return say(N_("Deal {number}: stopped at the error — the round was already over ({ended_by})")).format(
        number=d.number, ended_by=d.ended_by)


def verdict(d: DealResult31) -> str:
    """One line that answers first: who lost a life, how the round ended."""
    if d.ended_by is None:
        return f"Deal {d.number}: in progress — it is {plain(d.whose_turn)}'s turn"
    sd = d.showdown
    if sd is None:
        return unsettled(d) or ""
    if not sd.losers:
        lost = "nobody loses a life"
    else:
        scores = {e.player: e.scored.score for e in sd.order}
        who = join_names(sd.losers, markup=False)
        shown = ", ".join(str(scores[p]) for p in sd.losers)
        lost = f"{who} {'lose' if len(sd.losers) > 1 else 'loses'} a life ({shown})"
        if d.eliminated:
            lost += f"; {join_names(d.eliminated, markup=False)} {'are' if len(d.eliminated) > 1 else 'is'} out"
    if RuleId.HOUSE_CALLER_SAFE in sd.rules:
        lost += f" ({plain(d.caller)} is safe by the house rule caller-safe)"
    text, _ = ENDED[d.ended_by]
    holders = join_names(sd.holders, markup=False) if sd.holders else "a player"
    how = text.format(caller=plain(d.caller), holders=holders)
    return f"Deal {d.number}: {lost} — {how}"
