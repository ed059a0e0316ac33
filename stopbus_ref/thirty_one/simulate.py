"""Simulated 31-point games with simple honest bots, written out as deck-mode `game: thirty-one` records.

Bots take the swap that raises their score most, and knock (or stop, or call Blitz) once the score
reaches the strategy's threshold or after enough rounds, so every round ends. The engine adjudicates
every move, so a record is legal by construction; recycles are ordered by the seeded generator and
written as `reshuffles:`, so the same seed always gives the same record. Pure apart from output.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..kit.simulate import SUMMARY_BLOCK as SUMMARY_BLOCK
from ..kit.simulate import SimDealBase, SimGameBase, Tally, play_block
from .engine import Action31, Deal, DealResult31, Game31, Rules31
from .scoring import card_name, score_hand

STRATEGIES = {
    # name: (score at which to knock or stop, rounds after which any score knocks)
    "cautious": (27, 8),
    "steady": (24, 5),
    "eager": (20, 2),
}
BANDS = ((0, 15, "0-15"), (16, 20, "16-20"), (21, 25, "21-25"), (26, 29, "26-29"), (30, 99, "30+"))


def band(score: int) -> str:
    """The score band a caller's final score falls in, for the summary."""
    return next(name for lo, hi, name in BANDS if lo <= score <= hi)


@dataclass
class SimDeal31(SimDealBase[int, tuple[str, str], DealResult31]):
    """One simulated round (each turn: the player and the action as the record writes it)."""


@dataclass(kw_only=True)
class SimGame31(SimGameBase[SimDeal31]):
    """A whole simulated game, with everyone's starting lives, the rules it was played under and, when the last
    players went out together, the shared win."""

    lives: int
    rules: Rules31
    shared_win: tuple[str, ...] | None


def _options(deal: Deal, player: str) -> list[tuple[int, Action31]]:
    """Every swap the player could make, with the score it leads to."""
    hand = deal.hands[player]
    mode = deal.rules.score
    out = []
    for g in hand:
        for t in deal.pool:
            out.append((score_hand([t if c == g else c for c in hand], mode).score, Action31("swap", g, t)))
    if len(deal.pool) == len(hand):
        out.append((score_hand(deal.pool, mode).score, Action31("swap-all")))
    return out


def choose(deal: Deal, rng: random.Random, strategy: str) -> Action31:
    """The bot's action for the current player (it sees its hand and the pool, never the stock)."""
    player = deal.current
    now = deal.score(player).score
    threshold, patience = STRATEGIES[strategy]
    options = _options(deal, player)
    best = max(s for s, _ in options) if options else -1
    improving = [a for s, a in options if s == best and s > now]
    rounds = len(deal.log) // len(deal.players)
    if deal.caller is None and (now >= threshold or rounds >= patience) and best < 31:
        if deal.rules.blitz:
            return Action31("blitz", word=rng.choice(("blitz", "31", "stop")))
        return Action31("stop", word="stop") if rng.random() < 0.25 else Action31("knock", word="knock")
    if improving:
        return rng.choice(improving)
    if deal.caller is not None or not options:
        if deal.rules.blitz:
            return rng.choice([a for _, a in options]) if options else Action31("blitz", word="blitz")
        return Action31("knock", word="knock")
    return rng.choice([a for s, a in options if s == best])


def play_game31(players: Sequence[str], seed: int, rules: Rules31 | None = None, lives: int = 3,
                max_deals: int = 300, strategy: str = "steady") -> SimGame31:
    """Play one complete game (or `max_deals` rounds) with seeded bots (plain rules unless given)."""
    rules = rules or Rules31()
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    rng = random.Random(seed)
    players = list(players)
    dealer = rng.choice(players)
    game = Game31(players, {p: lives for p in players}, dealer, rules)
    deals: list[SimDeal31] = []

    def shuffle(cards: list[int]) -> list[int]:
        """A seeded order for a recycle, written to the record as `reshuffles:`."""
        return rng.sample(cards, len(cards))

    for number in range(1, max_deals + 1):
        if game.over:
            break
        deck = list(rules.full_deck)
        rng.shuffle(deck)
        sim = SimDeal31(game.dealer, deck)
        deal = game.start_deck(number, deck, shuffle=shuffle)
        while not deal.over:
            player = deal.current
            action = choose(deal, rng, strategy)
            rec = deal.play(player, action)
            text = rec.action_text().split(", turn")[0]
            sim.turns.append((player, text))
        sim.reshuffles = [list(r) for r in deal.reshuffles]
        sim.result = game.finish(deal)
        deals.append(sim)
    return SimGame31(players=players, lives=lives, first_dealer=dealer, rules=rules, deals=deals,
                     winner=game.winner, shared_win=game.shared_win)


def to_record31(g: SimGame31, with_expect: bool = True, mode: str = "deck") -> dict[str, Any]:
    """The `game: thirty-one` record of a simulated game: deck mode (the deck, reshuffles), or table mode
    (what the table saw: each round's pool, swaps without the card given, the hands shown at the end;
    `tableview.table_round`); with expect blocks."""
    from .tableview import table_round

    size = g.rules.hand_size
    deals = []
    for d in g.deals:
        entry: dict[str, Any] = {"dealer": d.dealer}
        if mode == "table":
            assert d.result is not None
            k = len(d.result.lives_before)  # the players dealt in: the pool follows their hands in the deck
            entry.update(table_round(d.deck[size * k:size * k + size], d.result))
        else:
            entry["deck"] = [card_name(c) for c in d.deck]
            if d.reshuffles:
                entry["reshuffles"] = [[card_name(c) for c in r] for r in d.reshuffles]
            entry["turns"] = [{p: a} for p, a in d.turns]
        r = d.result
        if with_expect and r is not None and r.showdown is not None:
            entry["expect"] = {"ended_by": r.ended_by, "losers": list(r.showdown.losers),
                               "lives": dict(r.lives_after), "eliminated": list(r.eliminated or ()),
                               "next_dealer": r.next_dealer,
                               "scores": {e.player: e.scored.score for e in r.showdown.order}}
        deals.append(entry)
    rec: dict[str, Any] = {"game": "thirty-one", "players": list(g.players), "lives": g.lives,
                           "dealer": g.first_dealer, "variant": g.rules.variant_list(),
                           "options": {"score": g.rules.score.value}, "deals": deals}
    if g.rules.blitz:
        rec["options"]["blitz-31"] = g.rules.blitz_31
    if g.rules.house_keys:  # the house rules it was played under, in `house:` (and not in `options:` too)
        rec["options"] = {k: v for k, v in rec["options"].items() if k not in g.rules.house_keys}
        rec = _with_house_block(rec, g.rules)
    if with_expect:
        rec["expect"] = {"winner": g.winner}  # the only file key of the contract (null at a shared win)
    return rec


def house_block(rules: Rules31) -> dict[str, Any]:
    """The record's `house:` mapping of the house rules a game was played under (booleans for the yes/no
    rules, as YAML writes them), in catalogue order."""
    from .rulebook import HOUSE

    values = rules.house()
    return {h.key: (values[h.key] == "true") if h.yes_no else values[h.key] for h in HOUSE
            if h.key in rules.house_keys}


def _with_house_block(rec: dict[str, Any], rules: Rules31) -> dict[str, Any]:
    """`rec` with `house:` after `options:` (an empty `options:` left out)."""
    out: dict[str, Any] = {}
    for k, v in rec.items():
        if k == "options":
            if v:
                out[k] = v
            out["house"] = house_block(rules)
        else:
            out[k] = v
    return out


def dump_record31(rec: dict[str, Any], comment: str = "") -> str:
    """YAML text of a 31-point record, by the one record writer of the project."""
    from ..records import dump_record

    return dump_record(rec, comment)


@dataclass
class Summary31(Tally[SimGame31, DealResult31]):
    """Statistics tables argue about, over many simulated games of one player count."""

    players: int = field(metadata={"same": True})
    calls: Counter[tuple[str, str]] = field(default_factory=Counter)
    caller_lost: Counter[tuple[str, str]] = field(default_factory=Counter)
    deal_31: int = 0
    instant_31: int = 0
    tied_lowest: int = 0
    shared_wins: int = 0

    def count_game(self, g: SimGame31) -> None:
        self.shared_wins += g.shared_win is not None

    def count_deal(self, result: DealResult31, g: SimGame31) -> None:
        r = result
        assert r.showdown is not None
        self.deal_31 += r.ended_by == "instant-31" and not r.turns
        self.instant_31 += r.ended_by == "instant-31"
        knockout = bool(r.showdown.holders) and g.rules.blitz and g.rules.blitz_31 == "knockout"
        self.tied_lowest += len(r.showdown.losers) > 1 and not knockout
        if r.caller is not None and r.call is not None:
            score = next(e.scored.score for e in r.showdown.order if e.player == r.caller)
            key = (r.call, band(score))
            self.calls[key] += 1
            self.caller_lost[key] += r.caller in r.showdown.losers

    def to_json(self) -> dict[str, Any]:
        """The statistics as JSON: rates per player count and the caller-loss table by score band."""
        deals = max(self.deals, 1)
        return {
            "players": self.players, "games": self.games, "deals": self.deals,
            "deals_per_game": sum(self.deals_per_game) / max(self.games, 1),
            "caller_lost": [{"call": c, "band": b, "calls": n, "lost": self.caller_lost[(c, b)],
                             "rate": self.caller_lost[(c, b)] / n}
                            for (c, b), n in sorted(self.calls.items(),
                                                    key=lambda kv: (kv[0][0], [x[2] for x in BANDS].index(kv[0][1])))],
            "deal_31_rate": self.deal_31 / deals, "instant_31_rate": self.instant_31 / deals,
            "tied_lowest_rate": self.tied_lowest / deals, "shared_win_games": self.shared_wins,
        }


def summary_block31(players: Sequence[str], first_seed: int, count: int, rules: Rules31, lives: int,
                    max_deals: int, strategy: str) -> Summary31:
    """The statistics of `count` games with seeds `first_seed`, `first_seed + 1`, … (`kit.simulate.play_block`),
    module-level so that it pickles."""
    return play_block(Summary31(len(players)), first_seed, count,
                      lambda seed: play_game31(players, seed, rules, lives, max_deals, strategy))
