"""`stopbus simulate`: write one simulated game as a scenario, or summarise many games."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..brag.engine import MAX_PLAYERS, MIN_PLAYERS
from ..brag.ranking import Category
from ..brag.rule_ids import BragRule
from ..brag.simulate import STRATEGIES, Summary, default_names, play_game, to_record
from ..errors import InputError
from ..output import bars_ok, console, plain, print_json, write_out
from ..output import table as house_table
from ..records import dump_record
from ..records.loader import cut

if TYPE_CHECKING:
    from rich.progress import Progress


def _seat_count(n: int) -> InputError:
    """The refusal of a table size the Brag game cannot seat."""
    return InputError(f"simulate needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {n:,}", rule=BragRule.PLAYERS)


def seat_names(names: str | None, players: int, *, most: int = MAX_PLAYERS,
               refuse: Callable[[int], InputError] = _seat_count) -> list[str]:
    """The players' names: --names (NFC, distinct, non-empty, no control characters, at most
    `most`, counted before anything is built) or P1..Pn. The limit is the game's own (Brag's
    MAX_PLAYERS by default; the 31-point game passes its variant's) and `refuse` words its refusal."""
    if not names:
        if not MIN_PLAYERS <= players <= most:
            raise refuse(players)
        return default_names(players)
    if names.count(",") >= most:
        raise refuse(names.count(",") + 1)
    seats = [unicodedata.normalize("NFC", n.strip()) for n in names.split(",")]
    bad = next((n for n in seats if plain(n) != n), None)
    if bad is not None:
        raise InputError(f"--names: {plain(cut(bad))!r} holds a control character (a line break, tab or "
                         "escape); a name is printable text", rule=BragRule.PLAYERS, token=plain(cut(bad)))
    if len(set(seats)) != len(seats) or any(not n for n in seats):
        raise InputError(f"--names must be distinct, non-empty names separated by commas: {cut(names)!r}",
                         rule=BragRule.PLAYERS, token=cut(names))
    if not MIN_PLAYERS <= len(seats) <= most:
        raise refuse(len(seats))
    return seats


def workers_or_cpus(workers: int | None) -> int:
    """--workers, or the CPUs this process may use."""
    from ..parallel import available_cpus

    return available_cpus() if workers is None else workers


class GameBar:
    """`simulate --summary`'s progress bar: rich.progress on stderr, only at a terminal without NO_COLOR
    and not for --json; `bar(n)` counts n more games played."""

    def __init__(self, label: str, total: int, enabled: bool) -> None:
        self.progress: Progress | None = None
        if enabled and bars_ok():
            from rich.progress import Progress

            self.progress = Progress(console=console(stderr=True))
            self.task = self.progress.add_task(label, total=total)

    def __call__(self, n: int) -> None:
        if self.progress is not None:
            self.progress.advance(self.task, n)

    def __enter__(self) -> GameBar:
        if self.progress is not None:
            self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()


def run(players: int, seed: int, tokens: int, max_deals: int, strategy: str, names: str | None,
        summary: bool, games: int, json_out: bool, table_view: bool = False, workers: int | None = None) -> int:
    """Dispatch the simulate command; returns its exit code."""
    if strategy not in STRATEGIES:
        raise InputError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}", token=strategy)
    seats = seat_names(names, players)
    if tokens < 0:
        raise InputError(f"--tokens must be 0 or more, got {tokens}", rule=BragRule.TOKENS)
    if not summary:
        g = play_game(seats, seed, tokens, max_deals, strategy)
        seen = " --table-view" if table_view else ""
        write_out(dump_record(to_record(g, mode="table" if table_view else "deck"),
                              f"stopbus simulate --players {len(seats)} --seed {seed} --tokens {tokens} "
                              f"--strategy {strategy}{seen}: {len(g.deals)} deals, winner {g.winner}"))
        return 0
    from ..brag.simulate import SUMMARY_BLOCK, summary_block
    from ..parallel import run_blocks, seed_blocks

    s = Summary()
    blocks = [(seats, first, n, tokens, max_deals, strategy) for first, n in seed_blocks(seed, games, SUMMARY_BLOCK)]
    with GameBar("Playing games", games, not json_out) as bar:
        for part in run_blocks(summary_block, blocks, workers_or_cpus(workers), lambda i: bar(blocks[i][2])):
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
    con.print(f"{s.games} games of {len(seats)} players, strategy {strategy}: {s.deals} deals, "
              f"{stats['deals_per_game']:.1f} deals per game")
    t = house_table("How often the stopper loses, by the stopper's final hand")
    for col in ("stopper's hand", "stops", "stopper lost", "rate"):
        t.add_column(col, justify="left" if col == "stopper's hand" else "right", no_wrap=True)
    order = [c.json_name for c in Category]  # best first
    for cat in sorted(s.stops, key=order.index):
        t.add_row(cat, str(s.stops[cat]), str(s.stopper_lost[cat]), f"{s.stopper_lost[cat] / s.stops[cat]:.1%}")
    con.print(t)
    con.print(f"Stock recycled in {stats['recycled_deal_rate']:.1%} of deals ({s.recycles} recycles); "
              f"{s.exhausted} deals ended with nothing to recycle.\n"
              f"Dealer-skip after {stats['dealer_skip_rate']:.2%} of deals.")
    return 0
