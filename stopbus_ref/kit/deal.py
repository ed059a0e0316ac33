"""Dealing, game-free: what every game checks of the hands a record says were dealt."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Any, Protocol, TypeVar

from ..core.errors import InputError, RuleViolation
from ..core.i18n import Msg, lazy

C = TypeVar("C", bound=int)
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


def unfinished(number: int, caller: str | None, call: str, ended: StrEnum, unended: StrEnum, nobody: str | Msg,
               to_play: str | None, next_number: int) -> RuleViolation:
    """The refusal of deal `next_number` while deal `number` is still in play: after `caller`'s `call`, not
    every other player has had a final turn (rule `ended`), or nobody called (`nobody` says how else a deal
    ends; rule `unended`); `to_play` is the player to move."""
    why: str | Msg = nobody
    if caller:
        why = {"stop": lazy("not every other player has had a final turn after {player}'s stop", player=caller),
               "knock": lazy("not every other player has had a final turn after {player}'s knock", player=caller),
               }.get(call) or lazy("not every other player has had a final turn after {player}'s {call}",
                                   player=caller, call=call)
    return RuleViolation(lazy("deal {number} is unfinished ({why}; {player} is to play), so deal {next} cannot start",
                              number=number, why=why, player=to_play, next=next_number),
                         rule=ended if caller else unended, deal=number, path=("deal",))


class Awaiting(Protocol):
    """A deal seen from the table whose showdown is still to come: its number and who has not shown."""

    @property
    def number(self) -> int: ...

    @property
    def awaiting(self) -> Sequence[str]: ...


class NextSpec(Protocol):
    """The deal a replay is about to play: its number and the line it starts at."""

    @property
    def number(self) -> int: ...

    @property
    def line(self) -> int | None: ...


S = TypeVar("S", bound=NextSpec)


def next_deal(specs: dict[int, S], spec: S, awaiting: Awaiting | None, losers: str, rule: StrEnum) -> None:
    """Before a replay plays `spec`: `specs` keeps the deals an error can name (the one before and this one);
    then the refusal of the deal while deal `awaiting`, seen from the table, still awaits its showdown (the
    `shown:` hands it lacks), so that what it decides ("its loser is", "its losers are": `losers`) is not known
    (rule `rule`)."""
    for n in [n for n in specs if n != spec.number - 1]:
        del specs[n]
    specs[spec.number] = spec
    if awaiting is not None:
        raise InputError(lazy("deal {number} awaits its showdown (`shown:` lacks {players}), so {losers} not known "
                              "and deal {next} cannot start", number=awaiting.number,
                              players=", ".join(awaiting.awaiting), losers=lazy(losers), next=spec.number),
                         rule=rule, deal=spec.number, line=spec.line)


class SeenDeal(Protocol[R_co]):
    """A deal seen from the table, as each game's table view plays it: moves, then the showdown."""

    def play(self, player: str, action: Any) -> Any: ...

    def finish(self, shown: Any) -> R_co: ...


def play_seen(deal: SeenDeal[R], spec: Any, started: list[Any] | None) -> R:
    """Adjudicate one deal seen from the table: every turn of `spec`, then the showdown (or what it awaits).
    `started` receives the deal as soon as it exists, so that a caller can report it after an error."""
    if started is not None:
        started.append(deal)
    for t in spec.turns:
        deal.play(t.player, t.action)
    return deal.finish(spec.shown)


def dealt_once(order: Iterable[str], hands: Mapping[str, Iterable[C]], card_name: Callable[[C], str],
               rule: StrEnum, number: int) -> dict[C, str]:
    """Every card of the hands, taken in seating `order`, dealt once (one deck has one of each card): each card
    with the player holding it; else the RuleViolation `rule` of deal `number` naming the card and both places."""
    seen: dict[C, str] = {}
    for p in order:
        for c in hands[p]:
            if c in seen:
                twice = (lazy("{card} is dealt twice to {player}: one deck has one of each card", card=card_name(c),
                              player=p) if seen[c] == p else
                         lazy("{card} is dealt to both {first} and {player}: one deck has one of each card",
                              card=card_name(c), first=seen[c], player=p))
                raise RuleViolation(twice, rule=rule, deal=number, path=("hands", p))
            seen[c] = p
    return seen
