"""Engine invariants, written once against the game protocol and checked on every registered game (the toy
game of tests/toygame.py included): a game each game's own bots play from a seed (`Game.simulate`) is read
back (`Game.read_record`) and adjudicated (`Game.adjudicate`), and what each deal decided must keep the
rules every game here shares.

- one loss per showdown: a game that names one `loser` has exactly one (unless tied: None); a game that
  names `losers` has at least one;
- conservation: the lives (tokens, plus the floating life of a player still in, for a game that counts tokens)
  fall by exactly the losses of the deal, and never for a player who did not lose;
- elimination: a player goes out in the deal that takes their last life, never loses or deals again;
- dealer rotation: the next dealer is a player still in, and the player left of the one before when nobody
  went out;
- the winner is the one player still in;
- every card accounted for: the pool and the hands are different cards of one deck (the pool kit's deals); the
  hands, the discard pile and the stock are the 52 cards, each once, at every turn (the Brag game); the hands,
  the pool, the discards and the stock are the variant's deck, each card once, at every turn, through recycles
  in the record's order and in an order the record does not give (the 31-point game).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from stopbus_ref.core import registry
from stopbus_ref.core.protocol import Game
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.records.model import dump_record

GAMES = ["brag", "thirty-one", "toy"]


@pytest.fixture(scope="module", autouse=True)
def _toy_registered() -> Iterator[None]:
    """The toy game registered in this process while these tests run (as STOPBUS_GAMES=tests.toygame registers
    it for the CLI), and taken out after, so that no other test sees a third game."""
    from tests import toygame

    registry.register(toygame.GAME)
    yield
    registry._loaded.pop("toy", None)
    for alias in ("toy", *toygame.GAME.aliases):
        registry._extra_names.pop(alias, None)


def _play(game: Game, players: int, seed: int) -> tuple[dict[str, Any], Any]:
    names = [f"P{i + 1}" for i in range(players)]
    rec = game.simulate(names, seed, 80)
    return rec, game.adjudicate(game.read_record(load_yaml(dump_record(rec))), {})


def _lives(fields: dict[str, Any], alive: set[str], players: list[str]) -> dict[str, int]:
    """Each player's lives after a deal, in one unit for every game: lives, or tokens plus the floating life."""
    if "lives_after" in fields:
        return {p: int(fields["lives_after"].get(p, 0)) for p in players}
    tokens = fields["tokens_after"]
    return {p: int(tokens.get(p, 0)) + (1 if p in alive else 0) for p in players}


def _left(players: list[str], alive: set[str], of: str) -> str:
    i = players.index(of)
    return next(players[(i + k) % len(players)] for k in range(1, len(players) + 1)
                if players[(i + k) % len(players)] in alive)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000))
@example(players=5, seed=473)  # the 31-point game: everyone left out at once, a shared win
def test_engine_invariants(name: str, players: int, seed: int) -> None:
    game = registry.get(name)
    rec, adj = _play(game, players, seed)
    assert adj.stopped is None, adj.stopped
    seats = [str(p) for p in rec["players"]]
    alive = set(seats)
    before: dict[str, int] | None = None
    dealer: str | None = None
    for facts in adj.deals:
        f = dict(facts.fields)
        losers = [f["loser"]] if f.get("loser") is not None else list(f.get("losers") or [])
        if "losers" in f:
            assert losers, f"deal {facts.deal}: no loser"
        else:
            assert len(losers) <= 1
        assert set(losers) <= alive, f"deal {facts.deal}: a loser who was out"
        out = set(f.get("eliminated") or [])
        assert out <= set(losers), f"deal {facts.deal}: out without losing"
        alive -= out
        lives = _lives(f, alive, seats)
        if before is not None:
            lost = {p: before[p] - lives[p] for p in seats}
            assert lost == {p: (1 if p in losers else 0) for p in seats}, f"deal {facts.deal}: {lost}"
        if alive and all(lives[p] <= 0 for p in alive):  # everyone left is out at once: they share the win
            assert facts is adj.deals[-1] and f["next_dealer"] is None and adj.winner is None, f"deal {facts.deal}"
            assert alive == set(losers), f"deal {facts.deal}: a shared win of {alive}, losers {losers}"
            return
        assert all((lives[p] > 0) == (p in alive) for p in seats), f"deal {facts.deal}: {lives} {alive}"
        before = lives
        nxt = f["next_dealer"]
        if len(alive) > 1:
            assert nxt in alive, f"deal {facts.deal}: next dealer {nxt} is out"
            if dealer is not None and not out:
                assert nxt == _left(seats, alive, dealer), f"deal {facts.deal}: {dealer} -> {nxt}"
        dealer = nxt
    if adj.winner is not None:
        assert alive == {adj.winner}


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000))
def test_every_card_accounted_for_in_the_pool_kit(players: int, seed: int) -> None:
    """The pool and the hands of every deal are different cards of one deck, and every turn keeps the six of
    the player's hand and the pool the same six cards."""
    from stopbus_ref.kit.pool import replay

    game = registry.get("toy")
    rec = game.simulate([f"P{i + 1}" for i in range(players)], seed, 80)
    report = replay(game.read_record(load_yaml(dump_record(rec))), game.pool_rules())  # type: ignore[attr-defined]
    assert report.error is None
    for d in report.deals:
        hands = {p: str(h).split() for p, h in rec["deals"][d.number - 1]["hands"].items()}
        dealt = [str(c) for c in d.pool] + [c for h in hands.values() for c in h]
        assert len(set(dealt)) == len(dealt) == 3 + 3 * len(hands)
        pool = {str(c) for c in d.pool}
        for t in d.turns:
            six = {str(c) for c in t.hand} | {str(c) for c in t.pool}
            assert len(six) == 6 and six == set(hands[t.player]) | pool, t
            hands[t.player] = [str(c) for c in t.hand]
            pool = {str(c) for c in t.pool}


def _brag_deals(players: int, seed: int) -> tuple[Any, int]:
    """A Brag game its bots play from `seed`, replayed; and the number of deals it has."""
    from stopbus_ref.brag.replay import replay

    game = registry.get("brag")
    rec = game.simulate([f"P{i + 1}" for i in range(players)], seed, 80)
    report = replay(game.read_record(load_yaml(dump_record(rec))))
    assert report.error is None, report.error
    return report, len(rec["deals"])


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000))
def test_every_card_accounted_for_in_the_brag_game(players: int, seed: int) -> None:
    """In every deal of a Brag game: the dealt hands are different cards, and at every turn the hands, the
    discard pile (its first card, turned up at the deal, unnamed by the report) and the stock are the 52 cards of
    one deck, each once: a draw takes a card of the stock, a take the pile's top, each discard goes on the pile,
    a recycle turns the pile under its top into the stock."""
    report, deals = _brag_deals(players, seed)
    assert len(report.deals) == deals
    for d in report.deals:
        hands = {p: set(h) for p, h in d.hands.items()}
        for t in reversed(d.turns):  # back from the showdown's hands to the dealt ones
            if t.action.kind in ("draw", "take") and t.drawn != t.discarded:  # a drawn card may go straight out
                hands[t.player] = (hands[t.player] - {t.drawn}) | {t.discarded}
        dealt = [c for h in hands.values() for c in h]
        assert all(len(h) == 3 for h in hands.values()) and len(set(dealt)) == len(dealt), d.number
        pile: list[Any] = [None]  # the card turned up at the deal
        stock = 52 - len(dealt) - 1
        for t in d.turns:
            if t.recycled:
                stock += len(pile) - 1
                pile = pile[-1:]
            hand = hands[t.player]
            if t.action.kind == "draw":
                assert t.drawn not in {c for h in hands.values() for c in h} | set(pile), t  # from the stock
                stock -= 1
            elif t.action.kind == "take":
                assert pile[-1] in (None, t.drawn), t  # the top of the pile (the first turn names the unnamed one)
                pile.pop()
            if t.action.kind in ("draw", "take"):
                assert t.discarded in hand | {t.drawn}, t
                hands[t.player] = (hand | {t.drawn}) - {t.discarded}
                pile.append(t.discarded)
            if pile[-1] is None:  # a stop or pass on the first turn: the card turned up at the deal is the top
                pile[-1] = t.discard_top
            assert set(t.hand_after) == hands[t.player] and len(t.hand_after) == 3, t
            assert t.stock_left == stock and t.discard_top == pile[-1], t
            known = [c for h in hands.values() for c in h] + [c for c in pile if c is not None]
            assert len(set(known)) == len(known), t
            assert len(hands) * 3 + len(pile) + stock == 52, t


def _hands_mode31(rec: dict[str, Any], report: Any) -> dict[str, Any]:
    """A deck-mode 31-point record written again in hands mode with no `reshuffles:`: each deal's dealt hands and
    pool, every turn naming the cards it turned up, so that every recycle makes a stock of unknown order."""
    from stopbus_ref.thirty_one.scoring import card_name

    deals = []
    for entry, d in zip(rec["deals"], report.deals, strict=True):
        hands, pool = _dealt31(d, [_card_of(c) for c in entry["deck"]], report.record.rules.hand_size)
        deals.append({"dealer": entry["dealer"], "hands": {p: [card_name(c) for c in h] for p, h in hands.items()},
                      "pool": [card_name(c) for c in pool], "turns": [{t.player: t.action_text()} for t in d.turns]})
    return {**{k: v for k, v in rec.items() if k not in ("deals", "expect")}, "deals": deals}


def _card_of(name: str) -> int:
    """A 31-point card from its record name (jokers allowed)."""
    from stopbus_ref.thirty_one.scoring import parse_card31

    return parse_card31(name, jokers=True)


def _dealt31(d: Any, deck: list[int], size: int) -> tuple[dict[str, list[int]], list[int]]:
    """The hands and pool dealt from `deck` as 002 deals: one card at a time to each player still in, from the
    first player on, then the pool face up."""
    seats = list(d.lives_before)
    i = seats.index(d.first_player)
    order = seats[i:] + seats[:i]
    k = len(order)
    return {p: [deck[r * k + j] for r in range(size)] for j, p in enumerate(order)}, deck[size * k:size * k + size]


def _walk31(d: Any, hands: dict[str, list[int]], pool: list[int], stock: list[int], deck: tuple[int, ...]) -> None:
    """Every turn of one 31-point deal, followed card by card from the dealt `hands`, `pool` and `stock` (a set
    here: its order is the record's business): the cards given are the player's, the cards taken the pool's,
    each card turned up comes out of the stock, a recycle makes the discards and what the pool still holds the
    new stock; after every turn the hands, the pool, the discards and the stock are the deck, each card once,
    and the replay's hand, pool and stock count are the ones followed."""
    discards: list[int] = []
    size = len(next(iter(hands.values())))

    def accounted(where: object) -> None:
        held = [c for h in hands.values() for c in h] + pool + discards + stock
        assert sorted(held) == sorted(deck), where

    accounted(("deal", d.number))
    for t in d.turns:
        hand = hands[t.player]
        assert all(c in hand for c in t.given) and all(c in pool for c in t.taken), t
        for c in t.given:
            hand.remove(c)
        hand.extend(t.taken)
        discards.extend(t.given)
        places: list[int | None] = [None if c in t.taken else c for c in pool]
        recycles = 0
        turned = list(t.turned)
        while None in places:
            if not stock:  # a recycle: the discards and the cards left in the pool become the stock
                recycles += 1
                stock = discards + [c for c in places if c is not None]
                discards = []
                places = [None] * min(size, len(stock))
                if not places:
                    break
                continue
            assert turned, t
            c = turned.pop(0)
            assert c in stock, (t, c)
            stock.remove(c)
            places[places.index(None)] = c
        pool = [c for c in places if c is not None]
        assert not turned and recycles == t.recycled, t
        assert sorted(t.hand_after) == sorted(hand) and len(hand) == size, t
        assert sorted(t.pool_after) == sorted(pool) and t.stock_left == len(stock), t
        accounted(t)


RULES31 = st.builds(lambda blitz, four, jokers, pot: (blitz, four, jokers, pot), st.booleans(), st.booleans(),
                    st.booleans(), st.booleans())


@settings(max_examples=25, deadline=None)
@given(variant=RULES31, players=st.integers(2, 12), seed=st.integers(0, 10_000),
       strategy=st.sampled_from(["cautious", "steady", "eager"]))
@example(variant=(False, False, False, False), players=9, seed=1, strategy="cautious")
def test_every_card_accounted_for_in_the_31_point_game(variant: tuple[bool, bool, bool, bool], players: int, seed: int,
                                                        strategy: str) -> None:
    """In every round of a 31-point game its bots play (every variant: blitz, four-card hands, jokers, the pot),
    replayed from its record: at every turn the hands, the pool, the discards and the stock are the cards of the
    variant's deck, each once (`_walk31`), through recycles ordered by the record's `reshuffles:`; and again
    from the same game written in hands mode without them, where each recycle makes a stock of unknown order."""
    from stopbus_ref.thirty_one.engine import Rules31
    from stopbus_ref.thirty_one.replay import replay31
    from stopbus_ref.thirty_one.simulate import play_game31, to_record31

    blitz, four, jokers, pot = variant
    rules = Rules31(blitz=blitz, four_card=four, jokers=jokers, pot=pot)
    players = min(players, len(rules.full_deck) // rules.hand_size - 1)
    g = play_game31([f"P{i + 1}" for i in range(players)], seed, rules, 2, 40, strategy)
    game = registry.get("thirty-one")
    rec = to_record31(g)
    report = replay31(game.read_record(load_yaml(dump_record(rec))))
    assert report.error is None, report.error
    assert len(report.deals) == len(g.deals)
    size = rules.hand_size
    for d, sim in zip(report.deals, g.deals, strict=True):
        hands, pool = _dealt31(d, list(sim.deck), size)
        _walk31(d, hands, pool, list(sim.deck[size * len(hands) + len(pool):]), rules.full_deck)
    again = replay31(game.read_record(load_yaml(dump_record(_hands_mode31(rec, report)))))
    assert again.error is None, again.error
    for d, sim in zip(again.deals, g.deals, strict=True):
        hands, pool = _dealt31(d, list(sim.deck), size)
        _walk31(d, hands, pool, list(sim.deck[size * len(hands) + len(pool):]), rules.full_deck)
