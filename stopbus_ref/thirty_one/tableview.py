"""A round of the 31-point game seen from the table: what everybody saw, and the showdown.

At a real table the dealt hands are secret and the card a player gives goes face down (contract:
"the given hand card goes face down to a discard pile"). What the table sees is the pool, the card
each player takes from it, the cards turned up to refill it, the calls, and at the end the hands
shown. A round seen from the table records just that:

    - pool: [7h, Kd, 2c]              # no deck, no hands
      turns:
        - Ann: swap for Kd, turn 4c   # Kd taken, a card given unseen, 4c turned up
        - Ben: swap all, turn 5d 6h Qs
        - Cat: knock
        ...
      shown: {Ann: [...], Ben: [...], Cat: [...]}

Two parts, each rule in one place:

- the *order* (whose turn, knock, stop, blitz, the final circuit, how the round ends) is the
  engine's own `Round31`, which `TableDeal31` extends as `Deal` does; the refill and recycling of
  the pool follow `Deal._refill` with counts instead of cards (the stock is face down, so only its
  size is known; a card turned up is named by the record);
- the *cards* are followed by `Tracker31`. A hand is a set of possible states, each the cards
  known to be held (taken from the pool, or dealt and known) plus a count of dealt cards held
  unseen. A give that nobody saw branches the states (any known card, or an unseen one); a swap all
  collapses them. A card turned up from a recycled stock must have been in it: a known discard, a
  pool card, or a card some player may have given unseen (that player's states are narrowed).

A shown 31 is how the table declares an instant 31 ("the moment a player holds 31 the round is
over", 002 How to play 9): a player's hand changes only by their own swaps, so a shown hand of 31 was
held since that player's last swap (or since the deal). The round ended there; a later turn is a
rule error. When a hand is known whole after a swap (after a swap all, say) a 31 ends the round at
once without being shown.

Where the table cannot know, the tracker accepts: after a recycle a card never seen before may come
up as long as some player gave a card unseen into that stock (which player is not pinned down).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

from ..core.errors import InputError, RuleViolation
from ..core.i18n import Msg, lazy, lazy_n
from ..kit.deal import play_seen
from .engine import Action31, DealResult31, Game31, Round31, Turn
from .refusals import hand_size_error
from .rule_ids import RuleId
from .scoring import NAMES, Scored, card_name, names, score_hand

if TYPE_CHECKING:
    from .record import DealSpec31

State = tuple[frozenset[int], int]
"""One possible hand: the cards known to be held, and how many dealt cards are held unseen."""

MAX_STATES = 20_000
"""A guard on the possible hands of one player (each unseen give can branch them): far above any real
round (a player's states are at most the subsets of the cards they took, of hand size, times four),
it keeps a hostile record from costing more than a moment."""


def _bad(rule: RuleId, msg: str | Msg, deal: int, turn: int | None = None, path: tuple[str, ...] = ()
         ) -> RuleViolation:
    return RuleViolation(msg, rule=rule, deal=deal, turn=turn, path=path)


@dataclass
class Tracker31:
    """Where the cards of one round can be, from what the table saw (pure; no order rules)."""

    number: int
    players: list[str]
    size: int
    states: dict[str, set[State]] = field(default_factory=dict)
    how: dict[str, dict[int, Msg]] = field(default_factory=dict)
    """How each player came by each card they may hold ('took it at turn 4', 'was dealt it')."""
    seen: dict[int, Msg] = field(default_factory=dict)
    """Every card seen this round, with the last place it was seen (for rulings)."""
    pool: list[int] = field(default_factory=list)
    known_discards: dict[int, Msg] = field(default_factory=dict)
    """Cards known to lie face down on the discard pile since the last recycle, with who gave them."""
    unseen_discards: int = 0
    """Cards given unseen since the last recycle."""
    stock: int = 0
    stock_known: set[int] | None = None
    """After a recycle: the known cards the stock may still hold (None before any: never-seen cards)."""
    stock_unseen: int = 0
    """After a recycle: how many cards of the stock were given unseen (their names unknown)."""
    turned_since: set[int] = field(default_factory=set)
    """The cards turned up from the current stock: gone from it (a card given after the recycle lies on the
    new discard pile, not in the stock)."""
    last_move: dict[str, int] = field(default_factory=dict)
    """The turn of each player's last swap (0: none yet, the hand is as dealt)."""
    shown: dict[str, tuple[int, ...]] = field(default_factory=dict)

    @classmethod
    def start(cls, number: int, players: list[str], size: int, pool: tuple[int, ...],
              hands: dict[str, tuple[int, ...]], deck: tuple[int, ...]) -> Tracker31:
        """The table after the deal: the pool face up, any hands known, every other card unseen."""
        t = cls(number, list(players), size)
        for c in pool:
            t.seen[c] = lazy("it is in the pool")
        t.pool = list(pool)
        for p in players:
            known = hands.get(p, ())
            t.states[p] = {(frozenset(known), size - len(known))}
            t.how[p] = {c: lazy("was dealt it (hands:)") for c in known}
            for c in known:
                t.seen[c] = lazy("{player} was dealt it", player=p)
            t.last_move[p] = 0
        t.stock = len(deck) - size * len(players) - len(pool)
        return t

    # -- what is certain ------------------------------------------------------------------
    def certain(self, player: str) -> frozenset[int]:
        """The cards the player holds in every possible hand."""
        return frozenset.intersection(*(k for k, _ in self.states[player]))

    def possible(self, player: str) -> frozenset[int]:
        """The known cards the player may hold."""
        return frozenset().union(*(k for k, _ in self.states[player]))

    def unknown(self, player: str) -> int:
        """How many cards of the player's hand are not known for certain."""
        return self.size - len(self.certain(player))

    def whole(self, player: str) -> tuple[int, ...] | None:
        """The player's hand when it is known whole (one possible hand, no card unseen), else None."""
        if len(self.states[player]) != 1:
            return None
        (k, h), = self.states[player]
        return tuple(sorted(k)) if h == 0 else None

    def where(self, card: int) -> Msg:
        """Plain words for where a seen card is, for a ruling."""
        name = card_name(card)
        if card in self.pool:
            return lazy("{card} is in the pool", card=name)
        if card in self.known_discards:
            return lazy("{card} lies face down on the discard pile ({how})", card=name, how=self.known_discards[card])
        for p in self.players:
            if card in self.certain(p):
                return lazy("{card} is in {player}'s hand: {player} {how}", card=name, player=p,
                            how=self.how[p].get(card) or lazy("holds it"))
        for q, cards in self.shown.items():
            if card in cards:
                return lazy("{player} showed {card}", player=q, card=name)
        why = self.seen.get(card)
        return (lazy("{card} was seen this round ({why})", card=name, why=why) if why
                else lazy("{card} is not in play", card=name))

    # -- verify (change nothing) -------------------------------------------------------------
    def verify_swap(self, player: str, give: int | None, take: int, turn: int) -> None:
        """`player` may take `take` from the pool and give `give` (None: unseen)."""
        if take not in self.pool:
            raise _bad(RuleId.SWAP_ONE, lazy("{player} cannot take {card}: the pool is {cards} ({where})",
                                             player=player, card=card_name(take), cards=names(self.pool),
                                             where=self.where(take)), self.number, turn)
        if give is not None and not self._give(player, give):
            raise _bad(RuleId.SWAP_ONE, lazy("{player} cannot give {card}: {why}", player=player, card=card_name(give),
                                             why=self.where(give) if give in self.seen
                                             and give not in self.possible(player) else
                                             lazy("{player} cannot hold it ({hand})", player=player,
                                                  hand=self._hand_words(player))), self.number, turn)

    def _give(self, player: str, card: int | None) -> set[State]:
        """The player's possible hands after giving `card` (None: any card, unseen)."""
        out: set[State] = set()
        for k, h in self.states[player]:
            if card is None:
                out.update((k - {c}, h) for c in k)
                if h:
                    out.add((k, h - 1))
            elif card in k:
                out.add((k - {card}, h))
            elif h and card not in self.seen:
                out.add((k, h - 1))
        if len(out) > MAX_STATES:
            raise InputError(lazy("deal {number}: {player}'s possible hands grew past {most}; the round is too long "
                                  "to follow from the table", number=self.number, player=player,
                                  most=f"{MAX_STATES:,}"), deal=self.number, rule=RuleId.SWAP_ONE)
        return out

    def _hand_words(self, player: str) -> str:
        """What the table knows of a hand, in words."""
        sure = self.certain(player)
        maybe = self.possible(player) - sure
        hidden = max(h for _, h in self.states[player])
        parts: list[Msg] = []
        if sure:
            parts.append(lazy("holds {cards}", cards=names(sorted(sure))))
        if maybe:
            parts.append(lazy("may hold {cards}", cards=names(sorted(maybe))))
        if not hidden:
            parts.append(lazy("no unseen dealt card"))
        elif len(self.states[player]) > 1:
            parts.append(lazy_n("at most {count} dealt card unseen", "at most {count} dealt cards unseen", hidden,
                                count=hidden))
        else:
            parts.append(lazy_n("{count} dealt card unseen", "{count} dealt cards unseen", hidden, count=hidden))
        return ", ".join(str(p) for p in parts)

    def verify_turned(self, card: int, turn: int) -> None:
        """A card turned up from the stock must be one the stock can hold."""
        if self.stock_known is None:
            if card in self.seen:
                raise _bad(RuleId.REFILL, lazy("{card} cannot be turned up from the stock: {where}",
                                               card=card_name(card), where=self.where(card)), self.number, turn)
            return
        if card in self.stock_known:
            return
        visible = card in self.turned_since or card in self.pool or card in self.known_discards or any(
            card in cards for cards in self.shown.values()) or any(card in self.certain(p) for p in self.players)
        if visible or self.stock_unseen <= 0:
            why = (lazy("{card} came up from this stock already ({how})", card=card_name(card), how=self.seen[card])
                   if card in self.turned_since else self.where(card) if card in self.seen
                   else lazy("{card} was never seen this round", card=card_name(card)))
            left = "" if visible else lazy(", and every card given unseen into it has come up already")
            raise _bad(RuleId.RECYCLE, lazy("{card} cannot be turned up from the recycled stock, which holds the "
                                            "discards and the pool cards of the recycle: {why}{left}",
                                            card=card_name(card), why=why, left=left), self.number, turn)
        # a card given unseen: never seen (somebody's dealt card), or one a player took and may have given

    # -- change (after verifying) -------------------------------------------------------------
    def swap(self, player: str, give: int | None, take: int, turn: int) -> None:
        """Carry out a verified swap of one card (before the refill)."""
        after = self._give(player, give)  # before the given card is marked seen: it may be an unseen dealt one
        if give is not None:
            self.known_discards[give] = lazy("{player} gave it at turn {turn}", player=player, turn=turn)
            self.seen[give] = lazy("{player} gave it face down at turn {turn}", player=player, turn=turn)
        else:
            self.unseen_discards += 1
        self.states[player] = {(k | {take}, h) for k, h in after}
        self.how[player][take] = lazy("took it at turn {turn}", turn=turn)
        self.seen[take] = lazy("{player} took it at turn {turn}", player=player, turn=turn)
        self.pool.remove(take)
        self.last_move[player] = turn

    def swap_all(self, player: str, turn: int) -> None:
        """Carry out a verified swap all (before the refill): the hand given unseen, the pool taken."""
        sure = self.certain(player) if len(self.states[player]) == 1 else frozenset()
        for c in sure:
            self.known_discards[c] = lazy("{player} gave it in a swap all at turn {turn}", player=player, turn=turn)
        self.unseen_discards += self.size - len(sure)
        for c in self.pool:
            self.how[player][c] = lazy("took it in a swap all at turn {turn}", turn=turn)
            self.seen[c] = lazy("{player} took it at turn {turn}", player=player, turn=turn)
        self.states[player] = {(frozenset(self.pool), 0)}
        self.pool = []
        self.last_move[player] = turn

    def recycle(self) -> int:
        """The discard pile and the pool become the new stock; returns its size."""
        self.stock_known = set(self.known_discards) | set(self.pool)
        self.stock_unseen = self.unseen_discards
        self.stock = len(self.known_discards) + self.unseen_discards + len(self.pool)
        self.known_discards, self.unseen_discards, self.pool = {}, 0, []
        self.turned_since = set()
        return self.stock

    def turn_up(self, card: int, turn: int) -> None:
        """Carry out a verified card turned up into the pool."""
        if self.stock_known is not None:
            if card in self.stock_known:
                self.stock_known.discard(card)
            else:  # it was given unseen: nobody holds it any more
                self.stock_unseen -= 1
                for p in self.players:
                    if card in self.possible(p):
                        self.states[p] = {(k, h) for k, h in self.states[p] if card not in k}
        self.stock -= 1
        self.turned_since.add(card)
        self.pool.append(card)
        self.seen[card] = lazy("turned up into the pool at turn {turn}", turn=turn)

    # -- the showdown -------------------------------------------------------------------------
    def verify_shown(self, shown: dict[str, tuple[int, ...]]) -> None:
        """Every shown hand is one the player can hold."""
        taken: dict[int, str] = {c: q for q, cards in self.shown.items() for c in cards}
        for p, cards in shown.items():
            path = ("shown", p)
            if p not in self.players:
                raise _bad(RuleId.ELIMINATION, lazy("{player} is out of the game (no lives left) and shows no hand",
                                                    player=p), self.number, path=path)
            if p in self.shown:
                continue
            wrong = hand_size_error(self.size, p, cards, self.number, "shown", path)
            if wrong is not None:
                raise wrong
            for c in cards:
                if c in taken:
                    raise _bad(RuleId.CARD_CONSERVATION, lazy("{player} shows {card}, but {other} showed it too: a "
                                                              "card in two places at once", player=p,
                                                              card=card_name(c), other=taken[c]), self.number,
                               path=path)
                taken[c] = p
            if self._fits(p, cards):
                continue
            raise self._misfit(p, cards)

    def _fits(self, player: str, cards: tuple[int, ...]) -> bool:
        """Some possible hand of the player is exactly `cards`."""
        s = frozenset(cards)
        fresh = {c for c in s if c not in self.seen}
        return any(k <= s and len(s - k) == h and s - k <= fresh for k, h in self.states[player])

    def _misfit(self, p: str, cards: tuple[int, ...]) -> RuleViolation:
        """The ruling on a shown hand the player cannot hold: the plainest reason first."""
        path = ("shown", p)
        s = frozenset(cards)
        possible = self.possible(p)
        for c in cards:
            if c in self.seen and c not in possible:
                return _bad(RuleId.CARD_CONSERVATION, lazy("{player} shows {card}, but {where}: a card in two "
                                                           "places at once", player=p, card=card_name(c),
                                                           where=self.where(c)), self.number, path=path)
        for c in sorted(self.certain(p) - s):
            how = self.how[p].get(c) or lazy("holds it")
            return _bad(RuleId.SWAP_ALL if "swap all" in how.msgid else RuleId.SWAP_ONE,
                        lazy("{player}'s shown hand {cards} lacks {card}: {player} {how} and cannot have given it "
                             "since", player=p, cards=names(cards), card=card_name(c), how=how), self.number, path=path)
        fresh = sorted(c for c in s if c not in self.seen)
        most = max(h for _, h in self.states[p])
        rule = RuleId.SWAP_ALL if any(k == frozenset() or h == 0 for k, h in self.states[p]) and most == 0 \
            else RuleId.SWAP_ONE
        return _bad(rule, lazy_n("{player}'s shown hand {cards} cannot be the hand {player} holds: it has {count} "
                                 "card never seen this round{fresh}, and the table saw that {player} {hand}",
                                 "{player}'s shown hand {cards} cannot be the hand {player} holds: it has {count} "
                                 "cards never seen this round{fresh}, and the table saw that {player} {hand}",
                                 len(fresh), player=p, cards=names(cards), count=len(fresh),
                                 fresh=f" ({names(fresh)})" if fresh else "", hand=self._hand_words(p)),
                    self.number, path=path)

    def show(self, shown: dict[str, tuple[int, ...]]) -> None:
        """Carry out verified shown hands: each becomes the player's one possible hand."""
        for p, cards in shown.items():
            if p in self.shown:
                continue
            self.shown[p] = tuple(cards)
            self.states[p] = {(frozenset(cards), 0)}
            for c in cards:
                self.how[p].setdefault(c, lazy("showed it"))
                self.seen[c] = lazy("{player} showed it", player=p)


@dataclass(frozen=True)
class TableDealResult31(DealResult31):
    """A round result seen from the table: what each player is known to hold, and who has yet to show."""

    known: dict[str, tuple[int, ...]] = field(default_factory=dict)
    unknown: dict[str, int] = field(default_factory=dict)
    awaiting: tuple[str, ...] = ()
    """Players whose hand the showdown still needs (empty once ruled or while the round is in play)."""
    holders: tuple[str, ...] = ()
    """Who holds the 31 that ended the round (known before the showdown is ruled)."""

    @classmethod
    def of(cls, res: DealResult31, tracker: Tracker31, awaiting: tuple[str, ...] = (),
           holders: tuple[str, ...] = ()) -> TableDealResult31:
        """The engine's result with what the tracker makes certain of each hand."""
        base = {f.name: getattr(res, f.name) for f in fields(res)}
        return cls(**base, known={p: tuple(sorted(tracker.certain(p))) for p in tracker.players},
                   unknown={p: tracker.unknown(p) for p in tracker.players}, awaiting=awaiting, holders=holders)


class TableDeal31(Round31):
    """One round seen from the table: `Round31` rules the order, `Tracker31` the cards."""

    def __init__(self, game: Game31, spec: DealSpec31) -> None:
        assert spec.pool is not None
        super().__init__(number=spec.number, players=game.play_order(), dealer=game.dealer, rules=game.rules)
        n = spec.number
        hands = dict(spec.hands or {})
        for p in hands:
            if p not in game.alive:
                raise _bad(RuleId.ELIMINATION, lazy("{player} is out of the game and is dealt no cards", player=p), n,
                           path=("hands", p))
            wrong = hand_size_error(game.rules.hand_size, p, hands[p], n, "dealt", ("hands", p))
            if wrong is not None:
                raise wrong
        want = game.expected_pool(len(self.players))
        if len(spec.pool) != want:
            raise _bad(RuleId.POOL, lazy("the pool is {want} face-up cards here, got {count} ({cards})", want=want,
                                         count=len(spec.pool), cards=names(spec.pool)), n, path=("pool",))
        seen: dict[int, str] = {}
        for c in spec.pool:
            if c in seen:
                raise _bad(RuleId.POOL, lazy("the pool holds {card} twice", card=card_name(c)), n, path=("pool",))
            seen[c] = "the pool"
        for p, cards in hands.items():
            for c in cards:
                if c in seen:
                    raise _bad(RuleId.DEAL, lazy("{card} is dealt to {player} but is also in the pool: one deck has "
                                                 "one of each card", card=card_name(c), player=p)
                               if seen[c] == "the pool" else
                               lazy("{card} is dealt to {player} but is also in {other}'s hand: one deck has one of "
                                    "each card", card=card_name(c), player=p, other=seen[c]), n, path=("hands", p))
                seen[c] = p
        self.pool = list(spec.pool)
        self.tracker = Tracker31.start(n, self.players, self.rules.hand_size, spec.pool, hands,
                                       self.rules.full_deck)
        self.game = game
        game.deal = self
        held = [p for p in self.players if self._is_31(self.tracker.whole(p))]
        if held:  # a hand known whole at the deal that holds 31 (002 How to play 9)
            self.holders = held
            self.ended_by = "instant-31"
            self.start_rules.append(RuleId.INSTANT_31)
        elif not self.pool and not self.tracker.stock:
            self.ended_by = "stock-exhausted"
            self.start_rules.append(RuleId.STOCK_EXHAUSTED)

    def _is_31(self, hand: tuple[int, ...] | None) -> bool:
        """True for a known hand that scores exactly 31 under this record's scoring."""
        return hand is not None and score_hand(hand, self.rules.score).is_31

    # -- the Round31 interface ------------------------------------------------------------------
    @property
    def stock_left(self) -> int:
        return self.tracker.stock

    def hand_view(self) -> dict[str, tuple[int, ...]]:
        """The cards known to be in each hand."""
        return {p: tuple(sorted(self.tracker.certain(p))) for p in self.players}

    def score(self, player: str) -> Scored:
        """The shown (or wholly known) hand's score; only asked once every hand is known."""
        hand = self.tracker.shown.get(player) or self.tracker.whole(player)
        assert hand is not None, f"{player}'s hand is not known"
        return score_hand(hand, self.rules.score)

    def allowed(self) -> list[str]:
        """What the current player may do, in the table's words: a swap names only the card taken."""
        return ["swap for CARD" if m == "swap CARD for CARD" else m for m in super().allowed()]

    # -- a turn -----------------------------------------------------------------------------------
    def verify_turn(self, player: str, action: Action31) -> None:
        """Raise RuleViolation (InputError for a missing `turn` name) unless the turn is allowed; change nothing."""
        self._run(player, action, commit=False)

    def can_turn(self, player: str, action: Action31) -> bool:
        """True when `verify_turn` would pass."""
        try:
            self.verify_turn(player, action)
        except (RuleViolation, InputError):
            return False
        return True

    def play(self, player: str, action: Action31) -> Turn:
        """Verify, then carry out one turn as the table saw it: the turn is played once, on a copy of the
        tracker, which replaces the real one only when every check has passed."""
        return self._run(player, action, commit=True)  # type: ignore[return-value]

    def _run(self, player: str, action: Action31, commit: bool) -> Turn | None:
        """The turn on a copy of the tracker: thrown away (verify), or kept once it has passed (commit)."""
        self.verify_order(player, action)
        turn = len(self.log) + 1
        final = self.caller is not None
        rules: list[RuleId] = [RuleId.FIRST_TURN] if turn == 1 else []
        kind = action.kind
        t = _copy(self.tracker)
        given: tuple[int, ...] = ()
        taken: tuple[int, ...] = ()
        turned: list[int] = []
        recycled = 0
        exhausted = False
        if kind == "swap":
            assert action.take is not None
            t.verify_swap(player, action.give, action.take, turn)
            given = () if action.give is None else (action.give,)
            taken = (action.take,)
            t.swap(player, action.give, action.take, turn)
            rules.append(RuleId.SWAP_ONE)
        elif kind == "swap-all":
            if len(t.pool) != self.rules.hand_size:
                raise _bad(RuleId.SWAP_ALL, lazy("swap all gives all {count} hand cards for all {count} pool cards, "
                                                 "but the pool holds only {k} ({cards})", count=self.rules.hand_size,
                                                 k=len(t.pool), cards=names(t.pool)), self.number, turn)
            taken = tuple(t.pool)
            whole = t.whole(player)
            given = whole if whole is not None else ()
            t.swap_all(player, turn)
            rules.append(RuleId.SWAP_ALL)
        if kind in ("swap", "swap-all"):
            recycled, exhausted = self._refill(t, action, turned, turn)
            if turned:
                rules.append(RuleId.REFILL)
            if recycled:
                rules.append(RuleId.RECYCLE)
            if exhausted:
                rules.append(RuleId.STOCK_EXHAUSTED)
        if not commit:
            return None
        self.tracker = t
        self.pool = list(t.pool)
        self.recycles += recycled
        if kind not in ("swap", "swap-all"):
            self._call_rules(player, kind, final, rules)
        elif final:
            rules.append(RuleId.FINAL_CIRCUIT)
        whole = t.whole(player)
        instant = kind in ("swap", "swap-all") and self._is_31(whole)
        if instant:
            rules.append(RuleId.INSTANT_31)
        score = score_hand(whole, self.rules.score).score if whole is not None else -1
        record = Turn(turn, player, action, given, taken, tuple(turned), tuple(sorted(t.certain(player))),
                        tuple(t.pool), t.stock, final, recycled, score, tuple(rules), t.unknown(player))
        self.log.append(record)
        self._end_turn(final, player if instant else None, exhausted)
        return record

    def _refill(self, t: Tracker31, action: Action31, turned: list[int], turn: int) -> tuple[int, bool]:
        """Fill the pool's empty places from the stock, recycling when it runs out: `Deal._refill` with the
        stock's size instead of its cards (a face-down stock), each card turned up named by the record."""
        named = action.turn
        n = self.number
        places = self.rules.hand_size - len(t.pool)
        recycled = 0
        while places:
            if not t.stock:
                recycled += 1
                places = min(self.rules.hand_size, t.recycle())
                if not places:
                    return recycled, True
                continue
            rule = RuleId.RECYCLE if t.stock_known is not None else RuleId.REFILL
            if named is None or len(turned) >= len(named):
                raise InputError(lazy("this turn must name every card turned up from the stock ('turn CARD ...'): "
                                      "{why}; {count} card(s) needed so far",
                                      why=lazy("seen from the table the stock is face down"), count=len(turned) + 1),
                                 rule=rule, deal=n, turn=turn)
            card = named[len(turned)]
            t.verify_turned(card, turn)
            t.turn_up(card, turn)
            turned.append(card)
            places -= 1
        if named is not None and len(turned) < len(named):
            rule = RuleId.RECYCLE if recycled else RuleId.REFILL
            raise _bad(rule, lazy_n("`turn` names {named} card(s) but {used} was turned up ({cards})",
                                    "`turn` names {named} card(s) but {used} were turned up ({cards})", len(turned),
                                    named=len(named), used=len(turned), cards=names(turned) or lazy("none")), n, turn)
        return recycled, False

    # -- the showdown ---------------------------------------------------------------------------
    def _missing(self) -> tuple[str, ...]:
        """Players whose hand is neither shown nor known whole."""
        t = self.tracker
        return tuple(p for p in self.players if p not in t.shown and t.whole(p) is None)

    def verify_shown(self, shown: dict[str, tuple[int, ...]]) -> None:
        """The shown hands fit what the table saw, and a 31 among them fits the moment the round ended."""
        t = self.tracker
        t.verify_shown(shown)
        moment = self._moment(shown)
        if moment is not None and moment < len(self.log):
            at, holders = moment, [p for p, c in shown.items() if self._is_31(c) and t.last_move[p] == moment]
            since = (lazy("since the deal") if at == 0
                     else lazy("since {player}'s swap at turn {turn}", player=holders[0], turn=at))
            nxt = self.log[at]
            raise _bad(RuleId.INSTANT_31, lazy_n("{players} shows 31, held {since} (a hand changes only by its "
                                                 "holder's own swaps): the round ended there, so turn {turn} "
                                                 "({player}: {action}) came after it was over",
                                                 "{players} show 31, held {since} (a hand changes only by its "
                                                 "holder's own swaps): the round ended there, so turn {turn} "
                                                 "({player}: {action}) came after it was over", len(holders),
                                                 players=" and ".join(holders), since=since, turn=at + 1,
                                                 player=nxt.player, action=nxt.action_text()),
                       self.number, at + 1)
        if moment is None and not self.over:
            p = next(iter(q for q in shown if q not in t.shown), None)
            if p is not None:
                got = score_hand(shown[p], self.rules.score).score
                raise _bad(RuleId.INSTANT_31, lazy("{player} shows a hand worth {got} while the round is in play (it "
                                                   "is {current}'s turn): hands are shown at the showdown, or at once "
                                                   "for a 31", player=p, got=got, current=self.current),
                           self.number, path=("shown", p))

    def _moment(self, shown: dict[str, tuple[int, ...]]) -> int | None:
        """The turn after which a shown 31 was first held (0: the deal), or None when no 31 is shown."""
        times = [self.tracker.last_move[p] for p, c in shown.items() if self._is_31(c)]
        return min(times) if times else None

    def show(self, shown: dict[str, tuple[int, ...]]) -> None:
        """Carry out verified shown hands; a 31 among them ends the round at its moment."""
        moment = self._moment(shown)
        self.tracker.show(shown)
        if moment is not None and (self.ended_by != "instant-31" or not self.holders):
            self.holders = [p for p, c in shown.items()
                            if self._is_31(c) and self.tracker.last_move[p] == moment]
            self.ended_by = "instant-31"
            if moment == 0:
                self.start_rules.append(RuleId.INSTANT_31)

    def snapshot(self) -> TableDealResult31:
        """The round as it stands (in play, or ended and awaiting the shown hands)."""
        snap = self.game.snapshot(self)
        if self.over:
            snap = replace(snap, whose_turn=None, may=())
        return TableDealResult31.of(snap, self.tracker, self._missing() if self.over else (), tuple(self.holders))

    def finish(self, shown: dict[str, tuple[int, ...]] | None) -> TableDealResult31:
        """After the last turn: rule the showdown from the shown hands, or report what it still needs."""
        shown = shown or {}
        self.verify_shown(shown)
        self.show(shown)
        if not self.over or self._missing():
            return self.snapshot()
        res = self.game.finish(self)
        fixed = TableDealResult31.of(res, self.tracker, holders=tuple(self.holders))
        if self.game.results and self.game.results[-1] is res:
            self.game.results[-1] = fixed
        return fixed


def _copy(t: Tracker31) -> Tracker31:
    """A copy to verify a turn on: the mutable parts copied, the sets of states shared (never mutated)."""
    return replace(t, states=dict(t.states), how={p: dict(v) for p, v in t.how.items()}, seen=dict(t.seen),
                   pool=list(t.pool), known_discards=dict(t.known_discards),
                   stock_known=None if t.stock_known is None else set(t.stock_known), last_move=dict(t.last_move),
                   turned_since=set(t.turned_since),
                   shown=dict(t.shown))


def play_table_deal31(game: Game31, spec: DealSpec31, started: list[TableDeal31] | None = None
                      ) -> TableDealResult31:
    """Adjudicate one round seen from the table: every turn, then the showdown (or what it awaits).
    `started` receives the round as soon as it exists, so that a caller can report it after an error."""
    return play_seen(TableDeal31(game, spec), spec, started)


def table_round(pool: Sequence[int], result: DealResult31) -> dict[str, Any]:
    """One adjudicated round as the table saw it (plain data): the pool as dealt, each turn without the
    cards given, and the hands shown at its showdown. The simulator's table mode (and the tests' `seen_from_table`)
    write rounds through this one function."""
    turns = []
    for t in result.turns:
        if t.action.kind == "swap":
            text = f"swap for {NAMES[t.taken[0]]}"
        elif t.action.kind == "swap-all":
            text = "swap all"
        else:
            text = t.action.word or t.action.kind
        if t.turned:
            text += ", turn " + " ".join(NAMES[c] for c in t.turned)
        turns.append({t.player: text})
    out: dict[str, Any] = {"pool": [NAMES[c] for c in pool], "turns": turns}
    if result.showdown is not None:
        out["shown"] = {e.player: [NAMES[c] for c in e.scored.cards] for e in result.showdown.order}
    return out
