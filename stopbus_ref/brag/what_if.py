"""`replay --what-if` for the Brag game: a record adjudicated under other house rules, deal by deal, up to
the first deal it cannot be played as written (shared/spec/house-rules.md, fine point 5).

`adjudicate` replays the record twice, as written (its own house rules) and under `house`, and stops the
second where it departs from the record: a player dealt in who would be out, a different dealer, a turn the
engine refuses (a deal that would have ended earlier), or a deal not over after its written turns (one that
would end later). `house.compare` then lists what changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.i18n import N_
from ..core.whatif import Adjudication, DealFacts, Stop
from .engine import DealResult
from .record import Record
from .replay import Report, replay
from .rule_ids import RuleId

WHY: dict[tuple[str, str], str] = {
    ("run-vs-flush", "flush"): N_("flush beats run under this house rule"),
    ("run-vs-flush", "run"): N_("run beats flush, as the seeds rank them"),
    ("top-prial", "aces"): N_("prials rank by card rank under this house rule"),
    ("top-prial", "threes"): N_("three 3s are the best prial, as the seeds rank them"),
    ("top-run", "akq"): N_("A-2-3 is the lowest run under this house rule"),
    ("top-run", "a23"): N_("A-2-3 is the best run, as the seeds rank them"),
    ("floating", "false"): N_("losing the last token eliminates at once under this house rule"),
    ("floating", "true"): N_("a player who loses the last token floats, as the seeds say"),
    ("stock-empty", "compare"): N_("an empty stock ends the deal under this house rule"),
    ("stock-empty", "recycle"): N_("an empty stock is recycled, as the seeds' table does"),
    ("dealer-skip", "false"): N_("the deal always passes left under this house rule"),
    ("dealer-skip", "true"): N_("the dealer deals again after the next dealer is eliminated, as the seeds say"),
    ("stopper-safe", "true"): N_("the stopper is safe under this house rule"),
    ("stopper-safe", "false"): N_("the stopper is not protected, as the seeds say"),
}
"""A short reason for a change a house rule made, by key and the value compared (a message of the catalogue,
shown in the language of the reader by `ui/whatif.py`)."""


def label(house: Mapping[str, str]) -> str:
    """'top-run=akq, floating=false': the what-if's rules as typed."""
    return ", ".join(f"{k}={v}" for k, v in house.items())


def _fields(d: DealResult) -> dict[str, Any]:
    """The deal's facts the comparison reads, named as the replay's JSON names them."""
    return {"loser": d.showdown.loser if d.showdown is not None else None,
            "tokens_after": dict(d.tokens_after), "floating": list(d.floating),
            "eliminated": [d.eliminated] if d.eliminated else [], "next_dealer": d.next_dealer}


def _rules(d: DealResult) -> dict[str, tuple[str, ...]]:
    """The rules behind each field of a deal."""
    shown = tuple(d.showdown.rules) if d.showdown is not None else ()
    tokens = tuple(d.token_rules)
    dealer = ((d.next_dealer_rule,) if d.next_dealer_rule else ()) + tuple(
        r for r in tokens if r == RuleId.HOUSE_DEALER_SKIP)
    return {"loser": shown, "tokens_after": tokens, "floating": tokens, "eliminated": tokens,
            "next_dealer": dealer}


def _facts(now: DealResult, was: DealResult | None, changed: Mapping[str, str]) -> DealFacts:
    """One deal's facts under the alternative, each field's rules led by the compared house rules that
    ruled it (under either set of rules), and a short why for each field a compared house rule ruled."""
    rules = _rules(now)
    old = _rules(was) if was is not None else {}
    out_rules: dict[str, tuple[str, ...]] = {}
    why: dict[str, str] = {}
    for name, ids in rules.items():
        seen = set(ids) | set(old.get(name, ()))
        if name in ("tokens_after", "floating", "eliminated"):  # who lost decides the tokens too
            seen |= set(rules["loser"]) | set(old.get("loser", ()))
        house = [f"house:{k}" for k in changed if f"house:{k}" in seen]
        out_rules[name] = tuple(dict.fromkeys([*house, *ids]))
        if house:
            key = house[0].removeprefix("house:")
            why[name] = WHY.get((key, changed[key]), "")
    return DealFacts(now.number, _fields(now), out_rules, why)


def _stop(n: int, rule: str, message: str) -> Stop:
    return Stop(n, rule, message)


def _alive_before(r: Report, n: int) -> list[str] | None:
    """Who is still in the game when deal `n` starts (None when the replay did not get that far)."""
    if n == 1:
        return list(r.scenario.players)
    if n - 2 < len(r.deals):
        return list(r.deals[n - 2].tokens_after)
    return None


def compare_runs(sc: Record, written: Report, alt: Report, changed: Mapping[str, str]) -> Adjudication:
    """The alternative's facts deal by deal while the record can be played as written, and where it cannot."""
    name = label(changed)
    deals: list[DealFacts] = []
    for n, own in enumerate(written.deals, start=1):
        alive = _alive_before(alt, n)
        if alive is not None and set(alive) != set(own.tokens_before):
            out = [p for p in own.tokens_before if p not in alive]
            if len(alive) == 1:
                return Adjudication(tuple(deals), alive[0], (RuleId.LAST_SURVIVOR,), _stop(n, RuleId.LAST_SURVIVOR, (
                    f"under {name} {alive[0]} has won after deal {n - 1}, and the record plays deal {n}")))
            if out:
                return Adjudication(tuple(deals), None, (), _stop(n, RuleId.ELIMINATION, (
                    f"under {name} {out[0]} is eliminated after deal {n - 1}, and deal {n} deals them in")))
            kept = [p for p in alive if p not in own.tokens_before]
            return Adjudication(tuple(deals), None, (), _stop(n, RuleId.DEAL, (
                f"under {name} {kept[0]} is still in the game at deal {n}, which deals them no cards")))
        if n > len(alt.deals):
            err = alt.error
            if err is None:
                return Adjudication(tuple(deals), None, (), _stop(n, RuleId.STOP, (
                    f"under {name} deal {n} cannot be played as written")))
            return Adjudication(tuple(deals), None, (), _stop(n, str(err.rule or RuleId.DEAL), (
                f"under {name} {err.message}")))
        now = alt.deals[n - 1]
        if now.dealer != own.dealer or now.first_player != own.first_player:
            rule = alt.deals[n - 2].next_dealer_rule if n > 1 else None
            return Adjudication(tuple(deals), None, (), _stop(n, str(rule or RuleId.DEALER_ROTATION), (
                f"under {name} deal {n} is dealt by {now.dealer}, not {own.dealer}")))
        if now.ended_by is None and own.ended_by is not None:
            rule = RuleId.FINAL_TURNS if now.stopper else RuleId.STOP
            return Adjudication(tuple(deals), None, (), _stop(n, rule, (
                f"under {name} deal {n} is not over after its written turns ({now.whose_turn} would play next)")))
        deals.append(_facts(now, own, changed))
    if alt.error is not None and (written.error is None or (alt.error.deal or 0) < (written.error.deal or 1 << 30)):
        n = alt.error.deal or len(written.deals) + 1
        return Adjudication(tuple(deals), None, (), _stop(n, str(alt.error.rule or RuleId.DEAL),
                                                         f"under {name} {alt.error.message}"))
    return Adjudication(tuple(deals), alt.winner, (RuleId.LAST_SURVIVOR,) if alt.winner else ())


def adjudicate(sc: Record, house: Mapping[str, str]) -> Adjudication:
    """`Game.adjudicate`: the record under `house` (its values replace the record's own `house:` for those
    keys), compared with the record as written to find where it stops being playable as written."""
    own = dict(sc.house)
    alt_rules = {**own, **house}
    first = replay(sc, own)
    alt = first if alt_rules == own else replay(sc, alt_rules)
    return compare_runs(sc, first, alt, dict(house))
