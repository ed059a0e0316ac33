"""The 31-point game's house rules at work: `--house` read against its catalogue, and a record adjudicated
under other house rules for `replay --what-if` (shared/spec/house-rules.md).

The catalogue itself is data in rulebook.py (`HOUSE`); the rules are played by the engine (`Rules31`),
read from a record by record.py. This module only joins them for the commands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.house import parse_assignments
from ..core.i18n import N_
from ..core.registry import other_catalogues
from ..core.whatif import Adjudication, DealFacts, Stop
from .engine import DealResult31
from .record import Record, settled, with_house31
from .replay import Report, replay31
from .rule_ids import RuleId
from .rulebook import HOUSE

TITLE = N_("the 31-point game")


def parse_house31(items: Sequence[str]) -> dict[str, str]:
    """`--house KEY=VALUE` items as this game's house rules; another game's key is refused naming that game."""
    return parse_assignments(items, HOUSE, TITLE, other_catalogues("thirty-one"), RuleId.GAME)


def check_options_vs_house(house: Mapping[str, str], score: str | None, blitz_31: str | None) -> None:
    """`--score`/`--blitz-31` and `--house` for the same key must agree: they name one house rule."""
    from ..core.errors import InputError
    from ..core.i18n import lazy

    for key, flag, given in (("score", "--score", score), ("blitz-31", "--blitz-31", blitz_31)):
        if given is not None and key in house and house[key] != given:
            raise InputError(lazy("{flag} {given} and --house {key}={value} set one house rule two ways; give one",
                                  flag=flag, given=given, key=key, value=house[key]),
                             token=f"{key}={house[key]}", rule=RuleId.GAME)


def _facts(d: DealResult31) -> DealFacts:
    """What one finished round decided, named as the JSON names it, with the rules behind each field."""
    from .replay import loss_reason

    sd = d.showdown
    assert sd is not None
    life = tuple(str(r) for r in d.life_rules)
    fields: dict[str, Any] = {"losers": list(sd.losers), "lives_after": dict(d.lives_after),
                              "eliminated": list(d.eliminated or ()), "next_dealer": d.next_dealer}
    rules = {"losers": tuple(str(r) for r in sd.rules), "lives_after": life, "eliminated": life,
             "next_dealer": (str(d.next_dealer_rule),) if d.next_dealer_rule else life}
    return DealFacts(d.number, fields, rules, {"losers": loss_reason(d) or ""})


def _stop_of(report: Report, what: str, unfinished_as_written: bool) -> Stop | None:
    """Where the record stops being playable as written under the house rules `what`: a broken rule, or a
    round left unfinished (a turn missing) though as written it is over."""
    err = report.error
    if err is not None:
        return Stop(err.deal or 1, str(err.rule or RuleId.GAME), f"under {what}: {err.message}")
    last = report.deals[-1] if report.deals else None
    if last is not None and last.ended_by is None and not unfinished_as_written:
        rule = RuleId.FINAL_CIRCUIT if last.caller else RuleId.STOP
        return Stop(last.number, str(rule), f"under {what} deal {last.number} would not be over after its last "
                    f"written turn ({last.whose_turn} is to play)")
    return None


def _dealt_otherwise(own: Report, alt: Report, what: str) -> Stop | None:
    """The first deal that the record deals to other players than the alternative would (a deal given as a deck
    deals whoever is in): a player the alternative eliminated earlier is dealt in as written, or one it kept in
    the game is dealt no cards. None when every deal the alternative reached deals the same players."""
    for n in range(2, min(len(own.deals), len(alt.deals) + 1) + 1):
        written = list(own.deals[n - 1].lives_before)
        after = alt.deals[n - 2]
        if after.shared_win or after.ended_by is None:
            return None
        alive = list(after.lives_after)
        out = [p for p in written if p not in alive]
        if len(alive) == 1 and out:
            return Stop(n, str(RuleId.LAST_SURVIVOR), f"under {what} {alive[0]} has won after deal {n - 1}, and the "
                        f"record plays deal {n}")
        if out:
            return Stop(n, str(RuleId.ELIMINATION), f"under {what} {out[0]} is eliminated after deal {n - 1}, and "
                        f"deal {n} deals them in")
        kept = [p for p in alive if p not in written]
        if kept:
            return Stop(n, str(RuleId.DEAL), f"under {what} {kept[0]} is still in the game at deal {n}, which "
                        "deals them no cards")
    return None


def adjudicate31(rec: Record, house: Mapping[str, str]) -> Adjudication:
    """`rec` replayed with `house` replacing its own values for those keys, deal by deal, up to the first deal
    that cannot be played as written (fine point 5): what `replay --what-if` compares. A record that ends
    in progress as written compares its finished rounds."""
    from dataclasses import replace

    rec = settled(rec)
    changed = replace(rec, rules=with_house31(rec.rules, house), house={**rec.house, **house}) if house else rec
    report = replay31(changed)
    unfinished = True
    if house and report.error is None and report.deals and report.deals[-1].ended_by is None:
        own = replay31(rec)
        unfinished = bool(own.deals) and own.deals[-1].ended_by is None
    what = ", ".join(f"{k}={v}" for k, v in house.items()) or "its own rules"
    stop = _stop_of(report, what, unfinished)
    if house:
        dealt = _dealt_otherwise(replay31(rec), report, what)
        if dealt is not None and (stop is None or dealt.deal <= stop.deal):
            stop = dealt
    deals = tuple(_facts(d) for d in report.deals
                  if d.showdown is not None and d.ended_by is not None and (stop is None or d.number < stop.deal))
    winner_rules = (str(RuleId.SHARED_WIN),) if report.shared_win else (str(RuleId.LAST_SURVIVOR),)
    return Adjudication(deals, report.winner, winner_rules, stop)
