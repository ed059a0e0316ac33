"""`stopbus simulate`: write one simulated game as a scenario, or summarise many games."""

from __future__ import annotations

from collections.abc import Callable

from ...brag.engine import MAX_PLAYERS, MIN_PLAYERS
from ...brag.ranking import Category
from ...brag.rule_ids import RuleId
from ...brag.simulate import STRATEGIES, Summary, default_names, play_game, to_record
from ...core.errors import InputError
from ...core.i18n import SOURCE, _, current
from ...records import dump_record
from ..names import check_names
from ..output import console, print_json, write_out
from ..output import table as house_table
from .words import category


def _seat_count(n: int) -> InputError:
    """The refusal of a table size the Brag game cannot seat."""
    return InputError(f"simulate needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {n:,}", rule=RuleId.PLAYERS)


def seat_names(names: str | None, players: int, *, most: int = MAX_PLAYERS,
               refuse: Callable[[int], InputError] = _seat_count) -> list[str]:
    """The players' names: --names (checked by `seating.check_names`, at most `most`) or P1..Pn."""
    if not names:
        if not MIN_PLAYERS <= players <= most:
            raise refuse(players)
        return default_names(players)
    return check_names(names, most=most, refuse=refuse, rule=RuleId.PLAYERS)




def run(players: int, seed: int, tokens: int, max_deals: int, strategy: str, names: str | None,
        summary: bool, games: int, json_out: bool, table_view: bool = False, workers: int | None = None,
        house: dict[str, str] | None = None) -> int:
    """Dispatch the simulate command; returns its exit code (`house`: the table's house rules, `--house`)."""
    if strategy not in STRATEGIES:
        raise InputError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}", token=strategy)
    seats = seat_names(names, players)
    if tokens < 0:
        raise InputError(f"--tokens must be 0 or more, got {tokens}", rule=RuleId.TOKENS)
    if not summary:
        g = play_game(seats, seed, tokens, max_deals, strategy, house)
        seen = " --table-view" if table_view else ""
        rules = "".join(f" --house {k}={v}" for k, v in (house or {}).items())
        write_out(dump_record(to_record(g, mode="table" if table_view else "deck"),
                              f"stopbus simulate --players {len(seats)} --seed {seed} --tokens {tokens} "
                              f"--strategy {strategy}{seen}{rules}: {len(g.deals)} deals, winner {g.winner}"))
        return 0
    from ...brag.simulate import SUMMARY_BLOCK, summary_block
    from ...kit.parallel import run_blocks, seed_blocks, workers_or_cpus
    from ..progress import GameBar

    s = Summary()
    blocks: list[tuple[object, ...]] = [(seats, first, n, tokens, max_deals, strategy, *([house] if house else []))
                                        for first, n in seed_blocks(seed, games, SUMMARY_BLOCK)]
    counts = [n for _, n in seed_blocks(seed, games, SUMMARY_BLOCK)]
    with GameBar("Playing games", games, not json_out) as bar:
        for part in run_blocks(summary_block, blocks, workers_or_cpus(workers), lambda i: bar(counts[i])):
            s.merge(part)
    stats = {
        "games": s.games, "deals": s.deals, "strategy": strategy, "players": len(seats),
        "deals_per_game": sum(s.deals_per_game) / max(s.games, 1),
        "stopper_lost": {cat: {"stops": s.stops[cat], "lost": s.stopper_lost[cat],
                               "rate": s.stopper_lost[cat] / s.stops[cat]} for cat in s.stops},
        "recycled_deal_rate": s.recycled_deals / max(s.deals, 1), "recycles": s.recycles,
        "stock_exhausted_deals": s.exhausted, "dealer_skip_rate": s.dealer_skips / max(s.deals, 1),
    }
    if json_out:
        print_json(stats)
        return 0
    con = console()
    con.print(_("{games} games of {players} players, strategy {strategy}: {deals} deals, {per_game} deals per game"
                ).format(games=s.games, players=len(seats), strategy=strategy, deals=s.deals,
                         per_game=f"{stats['deals_per_game']:.1f}"))
    t = house_table(_("How often the stopper loses, by the stopper's final hand"))
    for col, name in (("hand", _("stopper's hand")), ("stops", _("stops")), ("lost", _("stopper lost")),
                      ("rate", _("rate"))):
        t.add_column(name, justify="left" if col == "hand" else "right", no_wrap=True)
    order = [c.json_name for c in Category]  # best first
    for cat in sorted(s.stops, key=order.index):
        cell = cat if current() == SOURCE else category(Category(order.index(cat)))  # the seed's word, else the id
        t.add_row(cell, str(s.stops[cat]), str(s.stopper_lost[cat]), f"{s.stopper_lost[cat] / s.stops[cat]:.1%}")
    con.print(t)
    con.print(_("Stock recycled in {rate} of deals ({recycles} recycles); {exhausted} deals ended with nothing to "
                "recycle.\nDealer-skip after {skip} of deals.").format(
        rate=f"{stats['recycled_deal_rate']:.1%}", recycles=s.recycles, exhausted=s.exhausted,
        skip=f"{stats['dealer_skip_rate']:.2%}"))
    return 0
