"""The front of a game built on the kit (a game registered by `STOPBUS_GAMES`): its verbs in words.

Every game gets `rules` from its rulebook. A game built on the pool-exchange kit (`kit.pool`: its `Game` object
has `pool_rules()`) gets `replay`, `table`, `odds` and `simulate` as well: the kit adjudicates and returns data,
and this module says it, as text or as JSON. A game with a `replay_command` of its own (one written before the
kit) keeps it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import InputError
from .front import Front
from .output import print_json, write_out
from .table import TableWords

if TYPE_CHECKING:
    from ..core.protocol import Options
    from ..kit.pool import PoolDeal, PoolReport, PoolRules
    from ..kit.session import TableSession


def _cards(cards: Any) -> str:
    return " ".join(map(str, cards))


class KitFront(Front):
    """The front of a game that has no front of its own."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        type(self).error_extra = getattr(game, "error_extra", Front.error_extra)

    def _pool(self, verb: str) -> PoolRules:
        pool = getattr(self.game, "pool_rules", None)
        if pool is None:
            raise self._missing(verb)
        rules: PoolRules = pool()
        return rules

    # -- replay ----------------------------------------------------------------------------------------
    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **house: Any) -> int:
        verb = getattr(self.game, "replay_command", None)
        if verb is not None:
            return int(verb(record, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, odds=odds))
        if house.get("what_if") is not None or house.get("house"):
            raise InputError(f"{self.game.title} has no house rules: --house and --what-if do not apply",
                             token="--house")
        from ..kit.pool import replay

        report = replay(record, self._pool("replay"))
        err = report.error
        if err is not None:
            err.source = source
        if json_out:
            if err is not None:
                raise err
            print_json(self.report_json(report, only))
            return 0
        if not quiet:
            write_out("".join(line + "\n" for line in self.report_lines(report, brief, only)))
        if err is not None:
            raise err
        return 0

    def report_json(self, report: PoolReport, only: int | None) -> dict[str, Any]:
        """`replay --json` of a pool game: the verdict, then each deal."""
        return {"exit_code": 0, "error": None, "game": self.game.name, "winner": report.winner,
                "deals": [self.deal_json(d) for d in report.deals if only in (None, d.number)]}

    @staticmethod
    def deal_json(d: PoolDeal) -> dict[str, Any]:
        """One deal as `replay --json` writes it."""
        sd = d.showdown
        return {"number": d.number, "dealer": d.dealer, "pool": [str(c) for c in d.pool],
                "turns": [{"number": t.number, "player": t.player, "action": t.action, "rules": list(t.rules)}
                          for t in d.turns],
                "showdown": None if sd is None else {
                    "order": [{"player": p, "cards": [str(c) for c in h]} for p, h, _ in sd.order],
                    "loser": sd.loser, "rules": list(sd.rules)},
                "lives_after": d.lives_after or None, "eliminated": list(d.eliminated), "next_dealer": d.next_dealer}

    def report_lines(self, report: PoolReport, brief: bool, only: int | None) -> list[str]:
        """The text account: the verdict first, then each deal, its turns (unless brief) and its showdown."""
        last = report.deals[-1] if report.deals else None
        if report.error is not None:
            head = f"Refused at deal {report.error.deal}: see the error below"
        elif report.winner is not None:
            head = f"Winner: {report.winner} after {len(report.deals)} deals"
        else:
            head = f"No winner yet: {len(report.deals)} deal{'' if len(report.deals) == 1 else 's'}" + (
                f", deal {last.number} in play" if last is not None and last.showdown is None else "")
        lines = [head]
        for d in report.deals:
            if only not in (None, d.number):
                continue
            lines.append(f"Deal {d.number}, dealer {d.dealer}: pool {_cards(d.pool)}")
            if not brief:
                lines += [f"  {t.player}: {t.action} [{', '.join(t.rules)}]" for t in d.turns]
            lines += self.showdown_lines(d)
        return lines

    @staticmethod
    def showdown_lines(d: PoolDeal) -> list[str]:
        """A deal's showdown: the hands best first, who loses a life, who is out, who deals next."""
        sd = d.showdown
        if sd is None:
            return [f"  in play: {d.whose_turn} to move"] if d.whose_turn else []
        lines = ["  showdown: " + ", ".join(f"{p} {_cards(h)}" for p, h, _ in sd.order) + " (best first)"]
        if sd.loser is None:
            lines.append(f"  a tie for the worst hand: no one loses a life [{', '.join(sd.rules)}]")
        else:
            lines.append(f"  {sd.loser} loses a life, {d.lives_after.get(sd.loser, 0)} left [{', '.join(sd.rules)}]")
        lines += [f"  {p} is out" for p in d.eliminated]
        if d.next_dealer is not None:
            lines.append(f"  next dealer: {d.next_dealer}")
        return lines

    # -- rules -----------------------------------------------------------------------------------------
    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        verb = getattr(self.game, "rules_command", None)
        if verb is not None:
            return int(verb(rule_id, search, md, verify, json_out, lang=lang))
        book = list(self.game.rulebook())
        chosen = [r for r in book if rule_id in (None, str(r.id))]
        if search:
            w = search.casefold()
            chosen = [r for r in chosen if w in f"{r.id} {r.title} {r.statement}".casefold()]
        if not chosen:
            raise InputError(f"no rule of {self.game.title} is {rule_id or search!r}", token=str(rule_id or search))
        if json_out:
            print_json([r.to_json() for r in chosen])
        elif md:
            write_out("".join(f"## {r.id}: {r.title}\n\n{r.statement}\n\n" for r in chosen))
        else:
            write_out("".join(f"{r.id}: {r.title}. {r.statement}\n" for r in chosen))
        return 0

    # -- odds and simulate -----------------------------------------------------------------------------
    def odds_command(self, hand: str | None, players: int | None, seen: str | None, model: str,
                     strategy: str | None, samples: int | None, seed: int | None, table: bool, json_out: bool,
                     opts: Options) -> int:
        from ..kit.pool import hand_of, worst_odds

        rules = self._pool("odds")
        if hand is None or seen or table:
            raise InputError(f"stopbus odds for {self.game.title}: give a hand (no --seen, no --table)",
                             token=seen or "--table" if seen or table else "HAND")
        cards = hand_of(hand, rules)
        n, count = 4 if players is None else players, 20000 if samples is None else samples
        if not 2 <= n <= 17 or count < 1:
            raise InputError("--players from 2 to 17 and --samples of 1 or more", token=str(n))
        est = worst_odds(cards, n, count, 1 if seed is None else seed, rules)
        low, high = est.ci95 or (est.value, est.value)
        if json_out:
            print_json({"game": self.game.name, "hand": [str(c) for c in cards], "players": n, "samples": count,
                        "worst": est.value, "ci95": [low, high], "rules": [rules.showdown_rule, rules.lives_rule]})
        else:
            write_out(f"{_cards(cards)}: the worst of {n} hands just dealt in {est.value:.1%} of deals "
                      f"(95%: {low:.1%} to {high:.1%}; {count:,} samples) [{rules.showdown_rule}]\n")
        return 0

    def simulate_command(self, players: int | None, seed: int, max_deals: int, strategy: str | None,
                         names: str | None, summary: bool, games: int, json_out: bool, table_view: bool,
                         opts: Options, *, workers: int | None = None) -> int:
        from ..kit.parallel import run_blocks, seed_blocks, workers_or_cpus
        from ..kit.pool import simulate, simulate_summary
        from ..records.model import dump_record

        rules = self._pool("simulate")
        seats = [n.strip() for n in names.split(",")] if names else [f"P{i + 1}" for i in range(players or 4)]
        if not 2 <= len(seats) <= 17 or len(set(seats)) != len(seats):
            raise InputError("give from 2 to 17 different players", token=names or str(players))
        if not summary:
            rec = simulate(seats, seed, rules, max_deals)
            write_out(dump_record(rec, f"stopbus simulate --game {self.game.name} --seed {seed}: "
                                       f"{len(rec['deals'])} deals"))
            return 0
        blocks = seed_blocks(seed, games, 25)
        parts = run_blocks(simulate_summary, [(self.game.name, seats, first, n, max_deals) for first, n in blocks],
                           workers_or_cpus(workers))
        wins = {p: sum(part["wins"][p] for part in parts) for p in seats}
        stats = {"game": self.game.name, "games": games, "deals": sum(part["deals"] for part in parts),
                 "wins": wins}
        if json_out:
            print_json(stats)
        else:
            write_out(f"{games} games of {len(seats)} players: {stats['deals']} deals; wins: "
                      + ", ".join(f"{p} {w}" for p, w in wins.items()) + "\n")
        return 0

    # -- table -----------------------------------------------------------------------------------------
    def new_table(self, players: list[str], dealer: str | None, opts: Any) -> TableSession[Any]:
        from ..kit.pool_table import new_session

        rules = self._pool("table")
        for flag in opts.given():
            if flag != "--lives":
                raise InputError(f"{flag} does nothing in {self.game.title}", token=flag)
        return new_session(self.game.name, rules, self.game.rulebook(), players, dealer, opts.lives)

    def resume_table(self, data: bytes) -> TableSession[Any]:
        from ..kit.pool_table import session_class

        return session_class(self.game.name, self._pool("table"), self.game.rulebook()).resume(data)


class KitWords(TableWords):
    """The table's words for a game built on the pool kit: a move, and at the end of a deal its showdown."""

    def accepted_lines(self, out: Any) -> list[str]:
        lines = super().accepted_lines(out)
        deal = out.deal
        if getattr(out, "ended", False) and deal is not None and getattr(deal, "showdown", None) is not None:
            lines += KitFront.showdown_lines(deal)
        if out.winner is not None:
            lines.append(f"Game over: {out.winner} wins")
        return lines
