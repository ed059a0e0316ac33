"""`stopbus odds`: the chance that a hand is the worst (or best) at the showdown, and the stop-threshold table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...brag.cards import parse_hand
from ...brag.odds import (
    DEFAULT_SAMPLES,
    EXACT_MAX_PLAYERS,
    MODELS,
    TABLE_SAMPLES,
    Odds,
    StopOdds,
    Threshold,
    odds,
    play_odds,
    stop_table,
    verify_query,
)
from ...brag.ranking import Order, rank_hand
from ...brag.rule_ids import RuleId
from ...core.cards import Card, canonical
from ...core.errors import InputError
from ...core.i18n import _
from ..numbers import decimal, integer
from ..odds import check_samples, exact_number, how_known, percent
from ..odds import estimates as _estimates
from ..odds import fraction as _fraction
from ..odds import hands_word as _hands
from ..odds import nothing as _nothing
from ..odds import parse_seen as _parse_seen
from ..odds import pct as _pct
from ..output import console, print_json, rules_tag, safe, symbols_ok
from ..progress import LazyBar
from .cards import fmt_cards
from .words import hand_words

if TYPE_CHECKING:
    pass


RULES = [RuleId.WORST_LOSES, RuleId.RANKING, RuleId.SUIT_TIEBREAK]
"""The rules an answer rests on: the worst hand loses, hands ranked as 000 §02, exact ties broken by suit."""
TABLE_PLAYERS = range(2, 10)


def _parse_hand(text: str) -> tuple[Card, Card, Card]:
    try:
        return parse_hand(text)
    except InputError as err:
        raise InputError(f"hand {text!r}: {err.message}", rule=err.rule, token=err.token) from None


def run(hand: str | None, players: int | None, seen: str | None, model: str, strategy: str | None,
        samples: int | None, seed: int | None, table: bool, json_out: bool, order: Order | None = None) -> int:
    """Dispatch `stopbus odds`; returns the exit code. A flag that would do nothing is an input error.

    `order`: a house order of the ranking tables (`--house`), the seeds' when None."""
    if order is not None and any(order):
        if table:
            raise InputError("--house does nothing with --table: the stop tables are counted in the seeds' order; "
                             "ask for one hand's odds under the house rule instead", token="--house")
        from ...brag.odds import use_order

        use_order(order)  # this process counts in the house order, and its answers cite the house rules
        RULES.extend(RuleId(f"house:{k}") for k in order.house_rules)
    if model not in MODELS:
        raise InputError(f"unknown --model {model!r}; choose dealt or play", token=model)
    check_samples(samples)
    if strategy is not None and model != "play":
        raise InputError("--strategy applies to --model play (the bots' final turns)", token=strategy)
    if table:
        if hand is not None or seen:
            raise InputError("--table takes no hand and no --seen: it covers every hand, nothing seen",
                             token=hand or seen)
        if model != "dealt":
            raise InputError("--table uses the dealt model only", token=model)
        if players is not None and players <= EXACT_MAX_PLAYERS:
            _nothing(samples, seed, f"for {players} players: that row is exact")
        return _table(players, samples, 1 if seed is None else seed, json_out)
    if hand is None:
        raise InputError("give a hand, e.g. stopbus odds 'Kd 9s 8s' --players 4, or --table", rule=RuleId.DEAL)
    if players is None:
        raise InputError(_("--players is needed: how many hands are shown at the showdown (2 to {n})").format(n=17),
                         rule=RuleId.PLAYERS)
    cards = _parse_hand(hand)
    seen_cards = _parse_seen(seen, RuleId.DECK)
    verify_query(cards, players, seen_cards)
    if model == "dealt" and players <= EXACT_MAX_PLAYERS:
        _nothing(samples, seed, f"with {players} players: the answer is counted exactly")
    seed = 1 if seed is None else seed
    with LazyBar("Dealing tables" if model == "dealt" else "Playing final turns", not json_out) as bar:
        if model == "play":
            result = play_odds(cards, players, seen_cards, strategy or "pair", samples or DEFAULT_SAMPLES, seed,
                               bar)
        else:
            result = odds(cards, players, seen_cards, samples=samples, seed=seed, progress=bar)
    if json_out:
        print_json(odds_json(result))
    else:
        _print_odds(result)
    return 0


def odds_json(o: Odds) -> dict[str, Any]:
    """The issue's JSON object, plus the best/position details and the rule ids."""
    obj: dict[str, Any] = {
        "hand": canonical(o.hand), "players": o.players, "seen": canonical(o.seen), "model": o.model,
        "p_worst": o.worst.value, "p_best": o.best.value, "exact": o.exact,
    }
    _estimates(obj, o.worst, o.best, o.position, o.samples, o.seed)
    if o.strategy is not None:
        obj["strategy"] = o.strategy
    obj["description"] = rank_hand(o.hand).describe()
    obj["rules"] = RULES + ([RuleId.STOP, RuleId.FINAL_TURNS] if o.model == "play" else [])
    return obj


def _print_odds(o: Odds) -> None:
    con = console()
    sym = symbols_ok()
    r = rank_hand(o.hand)
    pos = o.position
    pos_text = decimal(pos.value, 3) if pos.ci95 is None else _("{chance} (95% interval {low}–{high})").format(
        chance=decimal(pos.value, 3), low=decimal(pos.ci95[0], 3), high=decimal(pos.ci95[1], 3))
    con.print(f"[bold]{fmt_cards(r.sorted_cards(), sym)}[/] " + _(
        "({hand}) at a table of {players}: [bold]worst {worst}[/], best {best}, expected position {position} of "
        "{players}").format(hand=hand_words(r), players=o.players, worst=_pct(o.worst), best=_pct(o.best),
                            position=pos_text))
    seen = _("; seen {cards}").format(cards=fmt_cards(o.seen, sym)) if o.seen else ""
    unseen = 52 - 3 - len(o.seen)
    if o.model == "play":
        con.print("  " + _("estimated (model play): you stop with this hand, each of the {others} others takes one "
                           "final turn as the '{bot}' bot, then the hands are compared; {n} simulated deals, seed "
                           "{seed}{seen}").format(others=o.players - 1, bot=o.strategy, n=integer(o.samples or 0),
                                                  seed=o.seed, seen=seen)
                  + f" {rules_tag(RuleId.STOP, RuleId.FINAL_TURNS, RuleId.WORST_LOSES)}")
        return
    if o.exact:
        assert o.worst.fraction is not None and o.best.fraction is not None and pos.fraction is not None
        con.print("  " + _("exact (model dealt): worst {worst}, best {best}, expected position exactly {position}; "
                           "every deal of the other {hands} from the {unseen} unseen cards counted{seen}").format(
            worst=_fraction(o.worst.fraction), best=_fraction(o.best.fraction),
            position=exact_number(pos.fraction), hands=_hands(o.players - 1), unseen=unseen, seen=seen)
                  + f" {rules_tag(*RULES)}")
    else:
        assert pos.fraction is not None
        con.print("  " + _("estimated (model dealt): {n} random deals of the other {hands} from the {unseen} unseen "
                           "cards, seed {seed}; the expected position is exact, {position}{seen}").format(
            n=integer(o.samples or 0), hands=_hands(o.players - 1), unseen=unseen, seed=o.seed,
            position=exact_number(pos.fraction), seen=seen) + f" {rules_tag(*RULES)}")
    con.print("  " + _("Hands from one deal never tie: the suit of the highest card breaks every exact tie "
                       "(000 §04)."))


def table_json(rows: list[list[Threshold]], samples: int, seed: int) -> dict[str, Any]:
    """`--table --json`: per table size, the weakest hand within each limit."""
    out = []
    for per in rows:
        exact = per[0].worst is None or per[0].worst.exact
        entries = []
        for t in per:
            e: dict[str, Any] = {"limit": float(t.limit), "hand": canonical(t.hand) if t.hand else None}
            if t.hand is not None and t.worst is not None:
                rk = rank_hand(t.hand)
                e.update({"description": rk.describe(), "class": rk.number, "p_worst": t.worst.value})
                if t.worst.fraction is not None:
                    e["fraction"] = _fraction(t.worst.fraction)
                if t.worst.ci95 is not None:
                    e["ci95"] = list(t.worst.ci95)
            entries.append(e)
        out.append({"players": per[0].players, "exact": exact, "samples": None if exact else samples,
                    "seed": None if exact else seed, "thresholds": entries})
    return {"model": "dealt", "seen": [], "table": out, "rules": RULES}


def _table(players: int | None, samples: int | None, seed: int, json_out: bool) -> int:
    sizes = [players] if players is not None else list(TABLE_PLAYERS)
    n = samples or TABLE_SAMPLES
    rows: list[list[Threshold]] = []
    with LazyBar("Stop thresholds", not json_out) as bar:
        for k, size in enumerate(sizes):
            def step(done: int, total: int, k: int = k) -> None:
                bar(k * 1000 + done * 1000 // max(total, 1), 1000 * len(sizes))
            rows.append(stop_table(size, n, seed, step))
    if json_out:
        print_json(table_json(rows, n, seed))
        return 0
    from ..layout import grid

    con = console()
    sym = symbols_ok()
    table: list[list[str]] = []
    for per in rows:
        exact = per[0].worst is None or per[0].worst.exact
        for i, th in enumerate(per):
            label = str(th.players) if i == 0 else ""
            how = ("exact" if exact else "estimated") if i == 0 else ""
            if th.hand is None or th.worst is None:
                table.append([label, f"{float(th.limit):.0%}", "-", "no hand", "", how])
                continue
            rk = rank_hand(th.hand)
            worst = percent(th.worst.value) if th.worst.ci95 is None else \
                f"{percent(th.worst.value)} ±{percent((th.worst.ci95[1] - th.worst.ci95[0]) / 2)}"
            table.append([label, f"{float(th.limit):.0%}", fmt_cards(rk.sorted_cards(), sym), rk.describe(), worst,
                          how])
    grid(con, ["players", "at most", "hand", "category", "worst", "how"], table, right=["players", "at most", "worst"],
         title="Stop thresholds: the weakest hand that is the worst at most … of the time")
    con.print("Dealt model, nothing seen but your own hand. Exact rows count every deal of every hand: the hand "
              "shown and every stronger hand stay within the limit. Estimated rows bisect the hands in strength "
              f"order with {n:,} seeded deals per probed hand (seed {seed}). See docs/odds.md. " + rules_tag(*RULES))
    return 0


# -- replay --odds ------------------------------------------------------------------------------------

def stop_odds_json(so: StopOdds) -> dict[str, Any]:
    """A deal's `stop_odds` under `replay --odds --json`: the odds object plus who stopped and how it ended."""
    obj = odds_json(so.odds)
    obj.update({"deal": so.deal, "stopper": so.stopper, "lost": so.lost, "upset": so.upset,
                "outcome_chance": so.outcome_chance})
    return obj


def stop_odds_lines(so: StopOdds, sym: bool) -> list[str]:
    """replay --odds in text: the stop as the stopper saw it, then the showdown's verdict on it."""
    o = so.odds
    who = safe(so.stopper)
    pile = _("the pile {cards}").format(cards=fmt_cards(o.seen, sym)) if o.seen else _("an empty pile")
    how = how_known(o.worst, o.samples)
    lines = [_("Odds: {player} stopped with {cards} ({hand}) seeing {pile}: the worst of {players} as dealt "
               "{chance} ({how})").format(player=who, cards=fmt_cards(rank_hand(o.hand).sorted_cards(), sym),
                                         hand=hand_words(rank_hand(o.hand)), pile=pile, players=o.players,
                                         chance=percent(o.worst.value), how=how)
             + f" {rules_tag(RuleId.STOP, RuleId.WORST_LOSES)}"]
    if so.lost is None or so.outcome_chance is None:  # a shown stop always has its chance
        lines.append(_("Odds: the hands are not shown yet."))
    else:
        what = _("lost") if so.lost else _("did not lose")
        text = (_("Upset: {player} {what}; as {player} saw it at the stop, the chance of that was {chance}.")
                if so.upset else
                _("No upset: {player} {what}; as {player} saw it at the stop, the chance of that was {chance}."))
        lines.append(text.format(player=who, what=what, chance=percent(so.outcome_chance)))
    return lines
