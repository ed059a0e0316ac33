"""Simulated games with simple honest bots, written out as deck-mode scenario records.

Bots keep the best three of four, take the discard when it improves their hand (nine times
in ten, TAKE_IMPROVING), and stop when the hand reaches the strategy's threshold (or, so that
every deal ends, after enough rounds); in a final turn a good hand passes seven times in ten
(PASS_WHEN_GOOD). The engine itself adjudicates every move, so a record is legal by construction, and
the same seed always gives the same record. Pure apart from the caller's choice of output.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.cards import DECK, Card
from ..kit.simulate import SUMMARY_BLOCK as SUMMARY_BLOCK
from ..kit.simulate import SimDealBase, SimGameBase, Tally, play_block
from ..records.model import dump_record as dump_record  # the record writer, re-exported
from .engine import Action, Deal, DealResult, EndedBy, Game
from .ranking import Category, rank_hand
from .rule_ids import RuleId
from .strength import hand_strength

YES_NO = ("floating", "dealer-skip", "stopper-safe")
"""The yes/no house rules, written as YAML booleans."""

TAKE_IMPROVING = 0.9
"""How often a bot takes a discard that improves its hand. One time in ten it overlooks the take and draws
instead, as players do, so records also hold draws a greedy bot would never make (and the stock runs down
further, so recycles turn up). Changing it changes every simulated record of a seed."""
PASS_WHEN_GOOD = 0.7
"""How often a bot whose hand already reaches its strategy's target passes in a final turn; otherwise it
draws for a better hand, so records hold both passes and final-turn draws. Also fixed for seeded records."""

STRATEGIES = {
    # name: (category a hand must reach to stop, rounds after which any hand stops)
    "cautious": (Category.RUN, 6),
    "pair": (Category.PAIR, 4),
    "flush": (Category.FLUSH, 5),
    "eager": (Category.HIGH_CARD, 1),
    "patient": (Category.RUNNING_FLUSH, 14),
}


@dataclass
class SimDeal(SimDealBase[Card, tuple[str, Action, Card | None], DealResult]):
    """One simulated deal (each turn: the player, the action, the card drawn), with the hands dealt and the
    upcard that a record in hands mode writes."""

    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    upcard: Card | None = None


@dataclass(kw_only=True)
class SimGame(SimGameBase[SimDeal]):
    """A whole simulated game, with everyone's starting tokens."""

    tokens: int
    house: dict[str, str] = field(default_factory=dict)
    """The house rules it was played under (empty: the seeds')."""


def _strength(cards: Sequence[int]) -> int:
    a, b, c = cards
    return hand_strength(a, b, c)


def _best_discard(four: list[Card], keep: Card | None = None) -> tuple[Card, int]:
    """The card whose discard leaves the strongest three (never `keep`)."""
    best: tuple[int, Card] | None = None
    for c in four:
        if c == keep:
            continue
        rest = [x for x in four if x != c]
        s = _strength(rest)
        if best is None or s > best[0]:
            best = (s, c)
    assert best is not None
    return best[1], best[0]


def choose(deal: Deal, rng: random.Random, strategy: str) -> Action:
    """The bot's action for the current player of `deal` (the stock top is peeked only to draw it)."""
    player = deal.current
    hand = deal.hands[player]
    now = _strength(hand)
    target, patience = STRATEGIES[strategy]
    top = deal.discards[-1]
    discard, with_top = _best_discard([*hand, top], keep=top)
    if with_top > now and rng.random() < TAKE_IMPROVING:
        return Action("take", top, discard)
    rounds = len(deal.log) // len(deal.players)
    good = rank_hand(tuple(hand)).category <= target  # type: ignore[arg-type]
    if deal.stopper is None:
        if good or rounds >= patience:
            return Action("stop")
    elif good and rng.random() < PASS_WHEN_GOOD:
        return Action("pass")
    drawn = deal.stock.top()
    assert drawn is not None
    discard, _ = _best_discard([*hand, drawn])
    return Action("draw", drawn, discard)


def play_game(players: Sequence[str], seed: int, tokens: int = 3, max_deals: int = 500,
              strategy: str = "pair", house: Mapping[str, str] | None = None) -> SimGame:
    """Play one complete game (or `max_deals` deals) with seeded bots, under the table's `house` rules if
    any (the bots choose by the seeds' ranking; the engine rules every deal by the house rules)."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    rng = random.Random(seed)
    players = list(players)
    dealer = rng.choice(players)
    if house:
        from .house_rules import settings

        game = Game(players, {p: tokens for p in players}, dealer, settings(house))
    else:
        game = Game(players, {p: tokens for p in players}, dealer)
    deals: list[SimDeal] = []
    for number in range(1, max_deals + 1):
        if game.winner is not None:
            break
        deck = list(DECK)
        rng.shuffle(deck)
        sim = SimDeal(game.dealer, deck)
        deal = game.start_deck(number, deck)
        sim.hands = {p: tuple(h) for p, h in deal.hands.items()}
        sim.upcard = deal.discards[-1]
        while True:
            if not len(deal.stock) and len(deal.discards) > 1 and not deal.over:
                order = list(deal.discards[:-1])
                rng.shuffle(order)
                deal.reshuffles.append(order)
                sim.reshuffles.append(order)
            deal.begin_turn()
            if deal.over:
                break
            player = deal.current
            action = choose(deal, rng, strategy)
            rec = deal.play(player, action)
            sim.turns.append((player, action, rec.drawn))
            if deal.over:
                break
        sim.result = game.finish(deal)
        deals.append(sim)
    return SimGame(players=players, tokens=tokens, first_dealer=dealer, deals=deals, winner=game.winner,
                   house=dict(house or {}))


def default_names(n: int) -> list[str]:
    """P1..Pn."""
    return [f"P{i}" for i in range(1, n + 1)]


def to_record(g: SimGame, with_expect: bool = True, mode: str = "deck") -> dict[str, Any]:
    """The scenario mapping of a simulated game: deck mode (the whole deck), hands mode
    (hands + upcard, every draw naming its card), with reshuffles and expect blocks, or table mode
    (what the table saw: the upcard, draws and takes without the card, the hands shown at the end).
    `records.model.dump_record` (re-exported here) writes it as YAML."""
    deals = []
    for d in g.deals:
        entry: dict[str, Any] = {"dealer": d.dealer}
        if mode == "table":
            entry["upcard"] = str(d.upcard)
            entry["turns"] = [{p: str(Action(a.kind, None, a.discard))} for p, a, _ in d.turns]
            if d.result is not None and d.result.showdown is not None:
                entry["shown"] = {e.player: [str(c) for c in e.hand] for e in d.result.showdown.order}
        elif mode == "deck":
            entry["deck"] = [str(c) for c in d.deck]
        else:
            entry["hands"] = {p: [str(c) for c in h] for p, h in d.hands.items()}
            entry["upcard"] = str(d.upcard)
        if mode != "table":
            entry["turns"] = [{p: str(Action(a.kind, drawn, a.discard) if a.kind == "draw" else a)}
                              for p, a, drawn in d.turns]
        if d.reshuffles and mode != "table":
            entry["reshuffles"] = [[str(c) for c in r] for r in d.reshuffles]
        r = d.result
        if with_expect and r is not None and r.showdown is not None:
            entry["expect"] = {"loser": r.showdown.loser, "tokens": dict(r.tokens_after),
                               "eliminated": r.eliminated, "next_dealer": r.next_dealer}
        deals.append(entry)
    rec: dict[str, Any] = {"players": list(g.players), "tokens": g.tokens, "dealer": g.first_dealer}
    if g.house:  # the house rules it was played under (yes/no rules as YAML booleans)
        rec["house"] = {k: {"true": True, "false": False}.get(v, v) if k in YES_NO else v for k, v in g.house.items()}
    rec["deals"] = deals
    if with_expect:
        rec["expect"] = {"winner": g.winner}
    return rec


@dataclass
class Summary(Tally[SimGame, DealResult]):
    """Statistics over many simulated games: stops and the stopper's losses by the category stopped on,
    recycles, deals the stock ran out in, dealer skips."""

    stops: Counter[str] = field(default_factory=Counter)
    stopper_lost: Counter[str] = field(default_factory=Counter)
    recycled_deals: int = 0
    recycles: int = 0
    exhausted: int = 0
    dealer_skips: int = 0

    def count_deal(self, result: DealResult, g: SimGame) -> None:
        r = result
        assert r.showdown is not None
        self.recycles += r.recycles
        self.recycled_deals += r.recycles > 0
        self.exhausted += r.ended_by is EndedBy.STOCK_EXHAUSTED
        self.dealer_skips += r.next_dealer_rule is RuleId.DEALER_SKIP
        if r.stopper is not None:
            cat = next(e.rank.category for e in r.showdown.order if e.player == r.stopper).json_name
            self.stops[cat] += 1
            self.stopper_lost[cat] += r.showdown.loser == r.stopper


def summary_block(players: Sequence[str], first_seed: int, count: int, tokens: int, max_deals: int,
                  strategy: str, house: Mapping[str, str] | None = None) -> Summary:
    """The statistics of `count` games with seeds `first_seed`, `first_seed + 1`, … (`kit.simulate.play_block`),
    module-level so that it pickles."""
    return play_block(Summary(), first_seed, count,
                      lambda seed: play_game(players, seed, tokens, max_deals, strategy, house))
