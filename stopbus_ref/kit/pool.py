"""Exchange with a face-up pool, game-free: three cards each and three face up in the centre; on a turn a player
swaps one card with the pool, swaps all three, or stops; after a stop every other player has one final turn (in
which they may pass); then the worst hand loses a life, a player with none left is out, and the deal moves left.

A game configures it (`PoolRules`: how a hand ranks, the rule id behind each ruling, the lives) and gets from it
a record reader, an engine that adjudicates a record deal by deal (`replay`, returning data: `PoolReport`),
the simulator (`simulate`, `simulate_summary`, by seeds, for `kit.parallel`), the odds of a hand being the worst
by sampling (`worst_odds`) and, through `kit.pool_table`, a table session. A front-end renders the results
(`ui.kit`). Nothing here prints or knows the words of any language.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..core.cards import DECK, Card, parse_card, split_cards
from ..core.errors import InputError, RuleViolation, StopbusError
from ..core.house import House
from ..core.i18n import Msg, _, lazy
from ..core.nodes import Map
from ..core.protocol import GameBase
from ..core.whatif import Adjudication, DealFacts, Stop
from ..records.fields import item_lines, line_of, name, type_name
from .odds import Estimate

Hand = tuple[Card, ...]
MOVES = ("swap", "all", "stop", "pass")
"""The move words of a pool game, as a record writes them (`swap GIVE TAKE`, `all`, `stop`, `pass`)."""


@dataclass(frozen=True)
class PoolRules:
    """What a pool-exchange game configures. `strength` ranks a hand of three distinct cards (larger is better;
    equal strengths tie); each `*_rule` is the game's rule id behind that ruling."""

    game: str
    strength: Callable[[Hand], int]
    deal_rule: StrEnum
    turn_rule: StrEnum
    stop_rule: StrEnum
    final_rule: StrEnum
    showdown_rule: StrEnum
    lives_rule: StrEnum
    dealer_rule: StrEnum
    lives: int = 2


@dataclass(frozen=True)
class PoolDealSpec:
    """One deal as the record writes it: the pool turned up, each player's dealt hand, the turns in order."""

    number: int
    pool: Hand
    hands: Mapping[str, Hand]
    turns: tuple[tuple[str, str, int | None], ...]
    """(player, move as written, line)."""
    line: int | None = None


@dataclass(frozen=True)
class PoolRecord:
    """A pool game's record: players in seating order, the first dealer, the lives each starts with."""

    players: tuple[str, ...]
    dealer: str
    lives: int
    deals: tuple[PoolDealSpec, ...]


@dataclass(frozen=True)
class PoolTurn:
    """A turn as adjudicated: who, the move as written, the rules applied, the hand and pool after it."""

    number: int
    player: str
    action: str
    rules: tuple[str, ...]
    hand: Hand
    pool: Hand

    def action_text(self) -> str:
        """The move as the record writes it (`swap 2s 7h`): data, the same in every language."""
        return self.action


@dataclass(frozen=True)
class Showdown:
    """The hands compared, best first, with their strength; the loser (None on a tie for the worst)."""

    order: tuple[tuple[str, Hand, int], ...]
    loser: str | None
    rules: tuple[str, ...]


@dataclass
class PoolDeal:
    """One deal's adjudication (also what a table session reads: `whose_turn`, `may`, `ended_by`...)."""

    number: int
    dealer: str
    pool: Hand
    hands: dict[str, Hand]
    turns: list[PoolTurn] = field(default_factory=list)
    stopper: str | None = None
    final_left: list[str] = field(default_factory=list)
    whose_turn: str | None = None
    showdown: Showdown | None = None
    lives_after: dict[str, int] = field(default_factory=dict)
    eliminated: tuple[str, ...] = ()
    next_dealer: str | None = None
    stock_left: int = 0
    recycles: int = 0
    ended_by: str | None = None

    @property
    def may(self) -> tuple[str, ...]:
        """The moves the player to move may make."""
        if self.whose_turn is None:
            return ()
        return ("swap", "all", "pass") if self.stopper is not None else ("swap", "all", "stop")


@dataclass
class PoolGame:
    """The engine's state between deals: lives by player, who is out, who deals next."""

    players: tuple[str, ...]
    lives: dict[str, int]
    dealer: str
    rules: PoolRules
    out: list[str] = field(default_factory=list)

    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.out]

    def left_of(self, player: str) -> str:
        """The next player still in the game, clockwise from `player`."""
        seats = self.players
        i = seats.index(player)
        for k in range(1, len(seats) + 1):
            p = seats[(i + k) % len(seats)]
            if p not in self.out:
                return p
        return player


@dataclass
class PoolReport:
    """A record adjudicated: the deals (the last one possibly in play), the winner, the first broken rule."""

    players: tuple[str, ...]
    deals: list[PoolDeal]
    winner: str | None = None
    error: StopbusError | None = None
    expect_failures: list[Any] = field(default_factory=list)
    record: PoolRecord | None = None


# -- reading a record -----------------------------------------------------------------------------------------
def _cards(v: Any, line: int | None, what: str, rules: PoolRules) -> Hand:
    items = split_cards(v) if isinstance(v, str) else v if isinstance(v, list) else None
    if items is None or len(items) != 3:
        raise InputError(lazy("{what}: give three cards, got {type} {value}", what=what, type=type_name(v),
                              value=repr(v)), line=line, rule=rules.deal_rule)
    try:
        return tuple(parse_card(c, rules.deal_rule) for c in items)
    except InputError as e:
        e.line = line
        raise


def read_deal(node: Any, number: int, players: Sequence[str], rules: PoolRules, line: int | None) -> PoolDealSpec:
    """Deal `number` of a record from its loaded YAML: `pool`, `hands` (each player still in), `turns`."""
    if not isinstance(node, Map):
        raise InputError(lazy("deal {number}: a deal is a mapping with pool, hands and turns, got {type}",
                              number=number, type=type_name(node)),
                         line=line, rule=rules.deal_rule)
    pool = _cards(node.get("pool"), line_of(node, "pool", line), f"deal {number} pool", rules)
    hands_node = node.get("hands")
    if not isinstance(hands_node, Map):
        raise InputError(lazy("deal {number}: `hands` maps each player to three cards", number=number),
                         line=line_of(node, "hands", line),
                         rule=rules.deal_rule)
    hands = {}
    for p, v in hands_node.items():
        if str(p) not in players:
            raise InputError(lazy("deal {number}: {player} is not a player", number=number, player=repr(p)),
                             line=line_of(hands_node, p, line), token=str(p))
        hands[str(p)] = _cards(v, line_of(hands_node, p, line), f"deal {number} hand of {p}", rules)
    turns = []
    seq = node.get("turns") or []
    if not isinstance(seq, list):
        raise InputError(lazy("deal {number}: `turns` is a list", number=number), line=line_of(node, "turns", line))
    for t, tl in zip(seq, item_lines(seq, line), strict=True):
        if not isinstance(t, Map) or len(t) != 1:
            raise InputError(lazy("deal {number}: a turn is one `PLAYER: MOVE`", number=number), line=tl,
                             rule=rules.turn_rule)
        (who, move), = t.items()
        turns.append((str(who), str(move), tl))
    return PoolDealSpec(number, pool, hands, tuple(turns), line)


def read_record(doc: Map, rules: PoolRules) -> PoolRecord:
    """A pool game's record from its loaded YAML (InputError with the line of what is wrong)."""
    players = doc.get("players")
    if not isinstance(players, list) or len(players) < 2:
        raise InputError(lazy("`players` must be a list of two or more names, got {type}", type=type_name(players)),
                         line=line_of(doc, "players"), rule=rules.deal_rule)
    seats = tuple(name(p, line_of(doc, "players"), "players", rules.deal_rule) for p in players)
    dealer = str(doc.get("dealer", seats[0]))
    if dealer not in seats:
        raise InputError(lazy("dealer {dealer} is not a player", dealer=repr(dealer)), line=line_of(doc, "dealer"),
                         rule=rules.dealer_rule)
    lives = doc.get("lives", rules.lives)
    if type(lives) is not int or lives < 1:
        raise InputError(lazy("`lives` is a whole number of 1 or more, got {value}", value=repr(lives)),
                         line=line_of(doc, "lives"),
                         rule=rules.lives_rule)
    deals_node = doc.get("deals") or []
    if not isinstance(deals_node, list):
        raise InputError(lazy("`deals` is a list"), line=line_of(doc, "deals"))
    deals = tuple(read_deal(d, i + 1, seats, rules, dl)
                  for i, (d, dl) in enumerate(zip(deals_node, item_lines(deals_node, doc.line), strict=True)))
    return PoolRecord(seats, dealer, lives, deals)


# -- the engine ---------------------------------------------------------------------------------------------------
def new_game(record: PoolRecord, rules: PoolRules) -> PoolGame:
    """The state before the first deal."""
    return PoolGame(record.players, {p: record.lives for p in record.players}, record.dealer, rules)


def _violation(message: str | Msg, rule: StrEnum, deal: int, line: int | None) -> RuleViolation:
    return RuleViolation(message, rule=rule, deal=deal, line=line)


def play_deal(game: PoolGame, spec: PoolDealSpec) -> PoolDeal:
    """One deal played on `game` (which it changes); RuleViolation at the first move the rules refuse."""
    r = game.rules
    alive = game.alive()
    if sorted(spec.hands) != sorted(alive):
        raise _violation(lazy("deal a hand to each player still in ({players}), and to no one else",
                              players=", ".join(alive)), r.deal_rule, spec.number, spec.line)
    seen = list(spec.pool) + [c for p in alive for c in spec.hands[p]]
    if len(set(seen)) != len(seen):
        twice = next(c for c in seen if seen.count(c) > 1)
        raise _violation(lazy("{card} is dealt twice (one deck)", card=twice), r.deal_rule, spec.number, spec.line)
    d = PoolDeal(spec.number, game.dealer, spec.pool, dict(spec.hands), stock_left=52 - len(seen))
    pool = list(spec.pool)
    d.whose_turn = game.left_of(game.dealer)
    for n, (who, move, line) in enumerate(spec.turns, 1):
        if d.whose_turn is None:
            raise _violation(lazy("the deal is over; {player} has no turn", player=who), r.turn_rule, spec.number, line)
        if who != d.whose_turn:
            raise _violation(lazy("it is {current}'s turn, not {player}'s", current=d.whose_turn, player=who),
                             r.turn_rule, spec.number, line)
        words = move.split()
        hand = list(d.hands[who])
        final = d.stopper is not None
        rules: tuple[str, ...] = (r.final_rule,) if final else (r.turn_rule,)
        if words == ["stop"] and not final:
            d.stopper, rules = who, (r.stop_rule,)
            start = alive.index(who)
            d.final_left = [alive[(start + k) % len(alive)] for k in range(1, len(alive))]
        elif words == ["pass"] and final:
            pass
        elif words == ["all"]:
            hand, pool = pool, hand
        elif len(words) == 3 and words[0] == "swap":
            give, take = (parse_card(w, r.turn_rule) for w in words[1:])
            if give not in hand or take not in pool:
                raise _violation(lazy("{player} may swap a card of the hand ({hand}) for one of the pool ({pool})",
                                      player=who, hand=" ".join(map(str, hand)), pool=" ".join(map(str, pool))),
                                 r.turn_rule, spec.number, line)
            hand[hand.index(give)], pool[pool.index(take)] = take, give
        else:
            allowed = _(" or ").join(d.may)
            raise _violation(lazy("{player} may {allowed} now, not {move}", player=who, allowed=allowed,
                                  move=repr(move)), r.turn_rule, spec.number, line)
        d.hands[who] = tuple(hand)
        d.turns.append(PoolTurn(n, who, move, rules, tuple(hand), tuple(pool)))
        if final:
            d.final_left.pop(0)
        d.whose_turn = game.left_of(who) if d.stopper is None else d.final_left[0] if d.final_left else None
    if d.whose_turn is None:
        _showdown(game, d)
    return d


def _showdown(game: PoolGame, d: PoolDeal) -> None:
    """Compare the hands: the worst loses a life (no one on a tie for the worst); out at none; the deal moves left."""
    r = game.rules
    d.ended_by = "stop"
    order = sorted(((p, h, r.strength(h)) for p, h in d.hands.items()), key=lambda x: -x[2])
    worst = [p for p, _, s in order if s == order[-1][2]]
    loser = worst[0] if len(worst) == 1 else None
    rules = [r.showdown_rule]
    if loser is not None:
        game.lives[loser] -= 1
        rules.append(r.lives_rule)
        if game.lives[loser] <= 0:
            game.out.append(loser)
            d.eliminated = (loser,)
    d.showdown = Showdown(tuple(order), loser, tuple(rules))
    d.lives_after = {p: game.lives[p] for p in game.players}
    if len(game.alive()) > 1:
        game.dealer = d.next_dealer = game.left_of(game.dealer)


def replay_deals(game: PoolGame, deals: Sequence[PoolDealSpec], report: PoolReport) -> PoolReport:
    """These deals played on `game` in order, into `report` (stopping at the first broken rule)."""
    for spec in deals:
        if report.winner is not None:
            report.error = _violation(lazy("the game is over ({player} won)", player=report.winner),
                                      game.rules.dealer_rule, spec.number, spec.line)
            break
        if report.deals and report.deals[-1].showdown is None:
            report.error = _violation(lazy("deal {number} is not over", number=spec.number - 1),
                                      game.rules.deal_rule, spec.number, spec.line)
            break
        try:
            report.deals.append(play_deal(game, spec))
        except StopbusError as e:
            report.error = e
            break
        if len(game.alive()) == 1:
            report.winner = game.alive()[0]
    return report


def replay(record: PoolRecord, rules: PoolRules) -> PoolReport:
    """A whole record adjudicated deal by deal."""
    return replay_deals(new_game(record, rules), record.deals, PoolReport(record.players, [], record=record))


# -- the simulator ----------------------------------------------------------------------------------------------
def _bot_move(d: PoolDeal, who: str, rules: PoolRules, rng: random.Random, turns: int) -> str:
    """A plain player: the best of swapping one card, all three or keeping; stops once the hand is good enough."""
    hand, pool = d.hands[who], d.turns[-1].pool if d.turns else d.pool
    best, move = rules.strength(hand), "pass" if d.stopper is not None else "stop"
    if d.stopper is None and (turns > 12 or (turns >= 2 * len(d.hands) and rng.random() < 0.5)):
        return "stop"
    for i, g in enumerate(hand):
        for t in pool:
            s = rules.strength((*hand[:i], t, *hand[i + 1:]))
            if s > best:
                best, move = s, f"swap {g} {t}"
    if rules.strength(tuple(pool)) > best:
        move = "all"
    if move == "stop" and turns < 2 and rng.random() < 0.7:
        return "all"
    return move


def simulate(players: Sequence[str], seed: int, rules: PoolRules, max_deals: int = 200) -> dict[str, Any]:
    """A game played by plain bots from `seed`, as a record (plain data, `records.model.dump_record` writes it)."""
    rng = random.Random(seed)
    seats = tuple(players)
    rec: dict[str, Any] = {"game": rules.game, "players": list(seats), "dealer": seats[rng.randrange(len(seats))],
                           "lives": rules.lives, "deals": []}
    game = new_game(PoolRecord(seats, rec["dealer"], rules.lives, ()), rules)
    for number in range(1, max_deals + 1):
        if len(game.alive()) < 2:
            break
        deck = list(DECK)
        rng.shuffle(deck)
        alive = game.alive()
        hands = {p: tuple(deck[3 + 3 * i: 6 + 3 * i]) for i, p in enumerate(alive)}
        spec = PoolDealSpec(number, tuple(deck[:3]), hands, ())
        turns: list[tuple[str, str, int | None]] = []
        while True:
            d = play_deal(_copy(game), PoolDealSpec(number, spec.pool, hands, tuple(turns)))
            if d.whose_turn is None:
                break
            turns.append((d.whose_turn, _bot_move(d, d.whose_turn, rules, rng, len(turns)), None))
        play_deal(game, PoolDealSpec(number, spec.pool, hands, tuple(turns)))
        rec["deals"].append({"pool": " ".join(map(str, spec.pool)),
                             "hands": {p: " ".join(map(str, h)) for p, h in hands.items()},
                             "turns": [{p: m} for p, m, _ in turns]})
    return rec


def _copy(game: PoolGame) -> PoolGame:
    return PoolGame(game.players, dict(game.lives), game.dealer, game.rules, list(game.out))


def simulate_summary(game_name: str, players: Sequence[str], first: int, count: int, max_deals: int) -> dict[str, Any]:
    """`count` games from seed `first` (one block of `kit.parallel.run_blocks`; the game found by its registry
    name, so that a worker process needs only picklable arguments): games, deals, wins by seat."""
    from ..core.registry import get

    rules: PoolRules = get(game_name).pool_rules()  # type: ignore[attr-defined]
    wins = {p: 0 for p in players}
    deals = 0
    for seed in range(first, first + count):
        rec = simulate(players, seed, rules, max_deals)
        report = replay(read_record(_as_map(rec), rules), rules)
        deals += len(report.deals)
        if report.winner is not None:
            wins[report.winner] += 1
    return {"games": count, "deals": deals, "wins": wins}


def _as_map(rec: dict[str, Any]) -> Map:
    from ..records.loader import load_yaml
    from ..records.model import dump_record

    doc = load_yaml(dump_record(rec))
    assert isinstance(doc, Map)
    return doc


# -- odds -------------------------------------------------------------------------------------------------------
def worst_odds(hand: Hand, players: int, samples: int, seed: int, rules: PoolRules) -> Estimate:
    """The chance that `hand` is the worst of `players` hands just dealt, by sampling the others' hands."""
    rest = [c for c in DECK if c not in hand]
    mine = rules.strength(hand)
    rng = random.Random(seed)
    hits = 0
    for _sample in range(samples):
        drawn = rng.sample(rest, 3 * (players - 1))
        if all(rules.strength(tuple(drawn[3 * i: 3 * i + 3])) > mine for i in range(players - 1)):
            hits += 1
    return Estimate.sampled(hits, samples)


def hand_of(text: str, rules: PoolRules) -> Hand:
    """A hand of three distinct cards from text ("ah kh qh")."""
    cards = tuple(parse_card(c, rules.deal_rule) for c in split_cards(text))
    if len(cards) != 3 or len(set(cards)) != 3:
        raise InputError(lazy("{text} is not a hand: give three different cards", text=repr(text)), token=text,
                         rule=rules.deal_rule)
    return cards


def spec_of(node: Any, number: int, players: Sequence[str], rules: PoolRules, line: int | None) -> PoolDealSpec:
    """`read_deal` under the name the table session's hooks use."""
    return read_deal(node, number, players, rules, line)


# -- the game object ------------------------------------------------------------------------------------------
def adjudication(report: PoolReport) -> Adjudication:
    """What each deal decided, as `replay --what-if` and the engine's invariants read it: the loser, the lives
    after, who went out, the next dealer (each with its rules)."""
    deals = []
    for d in report.deals:
        if d.showdown is None:
            break
        sd = d.showdown
        fields = {"loser": sd.loser, "lives_after": dict(d.lives_after), "eliminated": list(d.eliminated),
                  "next_dealer": d.next_dealer}
        deals.append(DealFacts(d.number, fields, {"loser": sd.rules, "lives_after": sd.rules,
                                                  "eliminated": sd.rules, "next_dealer": ()}))
    stop = None if report.error is None else Stop(report.error.deal or 0, str(report.error.rule or ""),
                                                  report.error.message)
    return Adjudication(tuple(deals), report.winner, (), stop)


class PoolGameBase(GameBase):
    """The `Game` of a game built on this kit: a subclass gives its name, rulebook and `pool_rules()`; reading a
    record, adjudicating it and simulating a game come from here."""

    has_table = True

    def pool_rules(self) -> PoolRules:
        raise NotImplementedError

    def read_record(self, doc: Map) -> PoolRecord:
        return read_record(doc, self.pool_rules())

    def adjudicate(self, record: Any, house: House) -> Adjudication:
        if house:
            raise InputError(lazy("{game} has no house rules", game=lazy(self.title)), token="--what-if")
        return adjudication(replay(record, self.pool_rules()))

    def simulate(self, players: Sequence[str], seed: int, max_deals: int) -> dict[str, Any]:
        return simulate(players, seed, self.pool_rules(), max_deals)


__all__ = [
    "MOVES",
    "Hand",
    "PoolDeal",
    "PoolDealSpec",
    "PoolGame",
    "PoolGameBase",
    "PoolRecord",
    "PoolReport",
    "PoolRules",
    "PoolTurn",
    "Showdown",
    "adjudication",
    "hand_of",
    "new_game",
    "play_deal",
    "read_deal",
    "read_record",
    "replay",
    "replay_deals",
    "simulate",
    "simulate_summary",
    "spec_of",
    "worst_odds",
]
