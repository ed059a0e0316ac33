"""A deal seen from the table: where every visible card can be, and the showdown from shown hands.

At a real table the dealt hands and the stock draws are secret. A table-view deal records only
what everybody saw: the upcard, `draw, discard 7s` (the drawn card unknown), `take, discard 9h`
(the card taken is the pile's top), `stop`, `pass`, any hands that became known, and `shown:`,
each player's three cards at the showdown.

Two parts, so that each rule stays in one place:

- the *order* of play (turns, stop, final turns, pass, recycling, exhaustion, the showdown and
  tokens) is ruled by the engine itself: a shadow `Deal` dealt from a stand-in deck plays a
  stand-in move for every recorded move. A draw and a take leave the stock and the discard pile
  with the same number of cards whatever the cards are, so the shadow recycles and runs out
  exactly when the real deal does, and its rulings are the real ones;
- the *cards* are followed by `CardTracker`: each card is in the pile, known in a hand, or hidden
  in a *pool*. Pool 0 is every card never seen (the dealt hands and the first stock); pool k is
  the stock made by the k-th recycle (the pile under its top, a known set). A hidden card in a
  hand came from one pool, so a card revealed later must come from a pool the player drew from.
  Any contradiction is a `RuleViolation` with the rule it breaks and the deal and turn.

The 31-point game has its own table view in `thirty_one/tableview.py`, split the same way (its
engine's `Round31` for the order, a tracker for the cards); there the card given goes face down, and
a 31 is declared by showing it.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.cards import DECK, Card, fmt_cards
from ..core.errors import InputError, RuleViolation
from ..core.i18n import Msg, lazy
from ..kit.deal import play_seen
from .engine import Action, Deal, DealResult, Game, Turn
from .rule_ids import RuleId

if TYPE_CHECKING:
    from .record import DealSpec

FIRST_POOL = 0
"""The pool of the cards never seen: dealt hands and the stock before any recycle."""


@dataclass
class CardTracker:
    """Where every card of one deal can be, from what the table saw (pure; no order rules)."""

    number: int
    players: list[str]
    pile: list[Card]
    known: dict[str, dict[Card, Msg]] = field(default_factory=dict)
    """Cards known to be in each hand, with how they became known ('was dealt', 'took at turn 4')."""
    hidden: dict[str, Counter[int]] = field(default_factory=dict)
    """How many unknown cards each player holds, by the pool each came from."""
    pools: dict[int, set[Card]] = field(default_factory=dict)
    """The cards each pool may still hold (pool 0: never seen; pool k: the k-th recycled stock)."""
    stock_pool: int = FIRST_POOL
    recycled_at: dict[int, int] = field(default_factory=dict)
    """The turn before which each recycle happened."""
    shown: dict[str, tuple[Card, ...]] = field(default_factory=dict)

    @classmethod
    def start(cls, number: int, players: list[str], upcard: Card,
              hands: dict[str, tuple[Card, Card, Card]] | None) -> CardTracker:
        """The table after the deal: the upcard, any hands that are known, every other card hidden."""
        hands = hands or {}
        t = cls(number, list(players), [upcard])
        seen: dict[Card, str] = {}
        for p in players:
            t.known[p] = {}
            for c in hands.get(p, ()):
                if c in seen:
                    twice = (lazy("{card} is dealt twice to {player}: one deck has one of each card", card=c,
                                  player=p) if seen[c] == p else
                             lazy("{card} is dealt to both {first} and {player}: one deck has one of each card",
                                  card=c, first=seen[c], player=p))
                    raise RuleViolation(twice, rule=RuleId.DECK, deal=number, path=("hands", p))
                if c == upcard:
                    raise RuleViolation(lazy("the upcard {card} is also in {player}'s hand: a card in two places at "
                                             "once", card=c, player=p), rule=RuleId.DECK, deal=number,
                                        path=("hands", p))
                seen[c] = p
                t.known[p][c] = lazy("was dealt it (hands:)")
            t.hidden[p] = Counter({FIRST_POOL: 3 - len(t.known[p])}) if len(t.known[p]) < 3 else Counter()
        t.pools[FIRST_POOL] = {c for c in DECK if c not in seen and c != upcard}
        return t

    # -- where a card is -------------------------------------------------------------------
    def holder(self, card: Card) -> str | None:
        """The player whose known cards include `card`."""
        for p, k in self.known.items():
            if card in k:
                return p
        return None

    def pool_of(self, card: Card) -> int | None:
        """The pool a hidden card belongs to, or None when the card is visible somewhere."""
        for k, cards in self.pools.items():
            if card in cards:
                return k
        return None

    def where(self, card: Card) -> Msg:
        """Plain words for where a visible card is, for a ruling."""
        if self.pile and card == self.pile[-1]:
            return lazy("{card} is the visible top of the discard pile", card=card)
        if card in self.pile:
            return lazy("{card} lies in the discard pile", card=card)
        p = self.holder(card)
        if p is not None:
            return lazy("{card} is in {player}'s hand ({player} {how})", card=card, player=p, how=self.known[p][card])
        for q, cards in self.shown.items():
            if card in cards:
                return lazy("{player} showed {card}", player=q, card=card)
        return lazy("{card} is not where it could be", card=card)

    def _unknown_source(self, player: str, card: Card, slots: Counter[int]) -> Msg:
        """Why `player` cannot hold the hidden `card`: none of their unknown cards came from its pool."""
        k = self.pool_of(card)
        if k is None:
            return self.where(card)
        if not +slots:
            return lazy("every card {player} holds is known ({cards})", player=player,
                        cards=fmt_cards(list(self.known[player])))
        if k == FIRST_POOL:
            return lazy("{card} has not been seen since the deal, so it was dealt or lay in the first stock, and "
                        "{player}'s unknown cards were all drawn from recycled stocks", card=card, player=player)
        drawn_from = ", ".join(str(lazy("the deal")) if j == FIRST_POOL else str(lazy("recycle {k}", k=j))
                               for j in sorted(+slots))
        return lazy("{card} went into the new stock at recycle {k} (before turn {turn}), and {player} drew no card "
                    "from that stock that is still unknown (unknown cards from: {drawn_from})", card=card, k=k,
                    turn=self.recycled_at[k], player=player, drawn_from=drawn_from)

    def _hidden_rule(self) -> RuleId:
        """The rule a hidden card in the wrong hand breaks: only a recycle makes pools differ, so `recycle`
        (`deck` before any recycle, for completeness)."""
        return RuleId.RECYCLE if self.recycled_at else RuleId.DECK

    # -- verify (change nothing) -------------------------------------------------------------
    def verify_discard(self, player: str, card: Card, rule: RuleId, turn: int, gained: Card | None,
                       gained_pool: int | None) -> None:
        """`player` may discard `card`: held as known, just drawn or taken, or hidden in a pool they drew from."""
        if card in self.known[player] or card == gained:
            return
        slots = Counter(self.hidden[player])
        if gained_pool is not None:
            slots[gained_pool] += 1
        k = self.pool_of(card)
        if k is not None and slots[k] > 0:
            return
        raise RuleViolation(lazy("{player} cannot discard {card}: {why}", player=player, card=card,
                                 why=self._unknown_source(player, card, slots)),
                            rule=rule if k is None or not +slots else self._hidden_rule(),
                            deal=self.number, turn=turn)

    def verify_draw(self, player: str, named: Card | None, discard: Card, turn: int) -> None:
        """A draw from the stock: a named card must still be in the stock's pool; then the discard."""
        if named is not None and named not in self.pools.get(self.stock_pool, set()):
            k = self.pool_of(named)
            why = self.where(named) if k is None else (
                lazy("{card} was never seen, so it cannot be in the stock made of recycled cards", card=named)
                if k == FIRST_POOL else lazy("{card} went into an earlier stock (recycle {k})", card=named, k=k))
            raise RuleViolation(lazy("{player} cannot draw {card} from the stock: {why}", player=player, card=named,
                                     why=why), rule=RuleId.DRAW_STOCK,
                                deal=self.number, turn=turn)
        gained_pool = None if named is not None else self.stock_pool
        self.verify_discard(player, discard, RuleId.DRAW_STOCK, turn, named, gained_pool)

    def verify_take(self, player: str, named: Card | None, discard: Card, turn: int) -> None:
        """A take of the pile's top: a named card must be the top; the discard must differ from it."""
        top = self.pile[-1]
        if named is not None and named != top:
            raise RuleViolation(lazy("the discard pile's top card is {top}, not {card}", top=top, card=named),
                                rule=RuleId.TAKE_DISCARD,
                                deal=self.number, turn=turn)
        if discard == top:
            raise RuleViolation(lazy("{player} took {top} from the discard pile and must discard a different card "
                                     "(no take-and-throw-back)", player=player, top=top), rule=RuleId.TAKE_DISCARD,
                                deal=self.number, turn=turn)
        self.verify_discard(player, discard, RuleId.TAKE_DISCARD, turn, top, None)

    def verify_shown(self, shown: dict[str, tuple[Card, Card, Card]]) -> None:
        """Every shown hand holds the player's known cards, and its other cards could be their hidden ones."""
        seen: dict[Card, str] = {c: q for q, cards in self.shown.items() for c in cards}
        pools = {k: set(v) for k, v in self.pools.items()}
        for p, cards in shown.items():
            if p not in self.players:
                raise RuleViolation(lazy("{player} is not in this deal (eliminated) and shows no hand", player=p),
                                    rule=RuleId.ELIMINATION, deal=self.number, path=("shown", p))
            if p in self.shown:
                continue
            for c, how in self.known[p].items():
                if c not in cards:
                    raise RuleViolation(lazy("{player}'s shown hand {cards} lacks {card}: {player} {how} and never "
                                             "discarded it", player=p, cards=fmt_cards(cards), card=c, how=how),
                                        rule=RuleId.CARD_CONSERVATION, deal=self.number,
                                        path=("shown", p))
            slots = Counter(self.hidden[p])
            for c in cards:
                if c in self.known[p]:
                    continue
                if c in seen:
                    raise RuleViolation(lazy("{player} shows {card}, but {other} showed it too: a card in two places "
                                             "at once", player=p, card=c, other=seen[c]),
                                        rule=RuleId.DECK, deal=self.number, path=("shown", p))
                k = next((j for j, v in pools.items() if c in v), None)
                if k is None or slots[k] <= 0:
                    why = self.where(c) if k is None else self._unknown_source(p, c, slots)
                    raise RuleViolation(lazy("{player} shows {card}, but {why}: a card in two places at once",
                                             player=p, card=c, why=why) if k is None else
                                        lazy("{player} shows {card}, but {why}", player=p, card=c, why=why),
                                        rule=RuleId.DECK if k is None else self._hidden_rule(), deal=self.number,
                                        path=("shown", p))
                slots[k] -= 1
                pools[k].discard(c)
                seen[c] = p

    # -- change (after verifying) -------------------------------------------------------------
    def _discard(self, player: str, card: Card) -> None:
        if card in self.known[player]:
            del self.known[player][card]
        else:
            k = self.pool_of(card)
            assert k is not None
            self.pools[k].discard(card)
            self.hidden[player][k] -= 1
        self.pile.append(card)

    def draw(self, player: str, named: Card | None, discard: Card, turn: int) -> None:
        """Carry out a verified draw."""
        if named is not None:
            self.pools[self.stock_pool].discard(named)
            self.known[player][named] = lazy("drew it at turn {turn}", turn=turn)
        else:
            self.hidden[player][self.stock_pool] += 1
        self._discard(player, discard)

    def take(self, player: str, discard: Card, turn: int) -> Card:
        """Carry out a verified take; returns the card taken."""
        top = self.pile.pop()
        self.known[player][top] = lazy("took it at turn {turn}", turn=turn)
        self._discard(player, discard)
        return top

    def recycle(self, turn: int) -> None:
        """Every discard but the top becomes the new stock: a new pool of known cards, order unknown."""
        k = max(self.pools) + 1
        self.pools[k] = set(self.pile[:-1])
        self.pile = self.pile[-1:]
        self.stock_pool = k
        self.recycled_at[k] = turn

    def show(self, shown: dict[str, tuple[Card, Card, Card]]) -> None:
        """Carry out verified shown hands: every card of them becomes known."""
        for p, cards in shown.items():
            if p in self.shown:
                continue
            for c in cards:
                if c not in self.known[p]:
                    k = self.pool_of(c)
                    assert k is not None
                    self.pools[k].discard(c)
                    self.hidden[p][k] -= 1
                    self.known[p][c] = lazy("showed it")
            self.shown[p] = tuple(cards)

    # -- what is certain ------------------------------------------------------------------------
    def hand_known(self, player: str) -> bool:
        return not +self.hidden[player]

    def certain(self) -> dict[str, dict[str, Any]]:
        """Each player's known cards and count of unknown ones (for reports)."""
        return {p: {"known": sorted(self.known[p]), "unknown": sum((+self.hidden[p]).values())}
                for p in self.players}


class TableDealResult(DealResult):
    """A deal result seen from the table: what each player is known to hold, and who has yet to show.

    It has every field of `DealResult` (a NamedTuple, engine.py), and four attributes of its own set
    once by `of`, the one way to build it (equality, as a tuple's, compares the fields).
    """

    known: dict[str, tuple[Card, ...]]
    unknown: dict[str, int]
    awaiting: tuple[str, ...]
    """Players whose hand the showdown still needs (empty once ruled or while the deal is in play)."""
    unknown_after: tuple[int, ...]
    """For each turn, how many cards of the player's hand were unknown after it (`hand_after` holds the known)."""

    @classmethod
    def of(cls, res: DealResult, tracker: CardTracker, awaiting: tuple[str, ...] = (),
           unknown_after: tuple[int, ...] = ()) -> TableDealResult:
        info = tracker.certain()
        out = cls._make(res)
        out.known = {p: tuple(v["known"]) for p, v in info.items()}
        out.unknown = {p: v["unknown"] for p, v in info.items()}
        out.awaiting = awaiting
        out.unknown_after = unknown_after
        return out


def _stand_in(deal: Deal, player: str, action: Action) -> Action:
    """A legal-looking move of the same kind on the shadow deal (its cards are stand-ins)."""
    if action.kind == "draw":
        card = deal.stock.top()
        if card is None:
            cards = deal.stock.cards()
            card = cards[0] if cards else None
        return Action("draw", card, card if card is not None else action.discard)
    if action.kind == "take":
        top = deal.discards[-1]
        hand = deal.hands.get(player) or [top]
        return Action("take", top, hand[0])
    return action


class TableDeal:
    """One table-view deal: the engine's shadow deal rules the order, the tracker the cards."""

    def __init__(self, game: Game, spec: DealSpec) -> None:
        assert spec.upcard is not None
        game.verify_start(spec.number, spec.dealer)
        self.game = game
        self.number = spec.number
        if spec.hands:
            for p in spec.hands:
                if p not in game.alive:
                    raise RuleViolation(lazy("{player} was eliminated and is dealt no cards", player=p),
                                        rule=RuleId.ELIMINATION,
                                        deal=spec.number, path=("hands", p))
        if spec.reshuffles:
            raise InputError(lazy("deal {number}: `reshuffles:` needs the cards of the deal (`hands` for everyone "
                                  "or `deck`); the table does not see the new stock's order", number=spec.number),
                             deal=spec.number,
                             path=("reshuffles",), rule=RuleId.RECYCLE)
        self.shadow = game.start_deck(spec.number, list(DECK))
        self.tracker = CardTracker.start(spec.number, list(self.shadow.players), spec.upcard, spec.hands)
        self.log: list[Turn] = []
        self.unknown_after: list[int] = []

    @property
    def over(self) -> bool:
        return bool(self.shadow.over)

    def _begin(self) -> None:
        """Start a turn on the shadow (a due recycle happens there) and mirror any recycle."""
        before = self.shadow.recycles
        self.shadow.begin_turn()
        if self.shadow.recycles != before:
            self.tracker.recycle(len(self.log) + 1)

    def verify(self, player: str, action: Action) -> Action:
        """Check a move against the order rules (shadow) and the cards (tracker); return the shadow's move.

        Changes nothing: when the turn starts with a recycle, the recycle and the checks are made on a copy
        of the shadow deal and the tracker."""
        if not self.shadow.verify_recycle().recycled:
            return self._verify_now(player, action)
        probe = copy.copy(self)
        probe.shadow = copy.deepcopy(self.shadow)
        probe.tracker = copy.deepcopy(self.tracker)
        probe._begin()
        return probe._verify_now(player, action)

    def _verify_now(self, player: str, action: Action) -> Action:
        """`verify` once the turn has begun (any recycle made)."""
        stand_in = _stand_in(self.shadow, player, action)
        self.shadow.verify_turn(player, stand_in)
        turn = len(self.log) + 1
        if action.kind == "draw":
            assert action.discard is not None
            self.tracker.verify_draw(player, action.card, action.discard, turn)
        elif action.kind == "take":
            assert action.discard is not None
            self.tracker.verify_take(player, action.card, action.discard, turn)
        return stand_in

    def play(self, player: str, action: Action) -> Turn:
        """Verify, then carry out one recorded move (a recycle the turn starts with is made once it is
        verified)."""
        if self.shadow.verify_recycle().recycled:
            self.verify(player, action)
            self._begin()
        stand_in = self._verify_now(player, action)
        turn = len(self.log) + 1
        rec = self.shadow.play(player, stand_in)
        drawn: Card | None = None
        if action.kind == "draw":
            assert action.discard is not None
            self.tracker.draw(player, action.card, action.discard, turn)
            drawn = action.card
        elif action.kind == "take":
            assert action.discard is not None
            drawn = self.tracker.take(player, action.discard, turn)
        real = rec._replace(action=action, drawn=drawn,
                            discarded=action.discard if action.kind in ("draw", "take") else None,
                            hand_after=tuple(sorted(self.tracker.known[player])), discard_top=self.tracker.pile[-1])
        self.log.append(real)
        self.unknown_after.append(sum((+self.tracker.hidden[player]).values()))
        return real

    def missing(self, shown: dict[str, tuple[Card, Card, Card]]) -> tuple[str, ...]:
        """Players whose hand is neither shown nor fully known."""
        return tuple(p for p in self.tracker.players if p not in shown and not self.tracker.hand_known(p))

    def _fix(self, res: DealResult, awaiting: tuple[str, ...] = ()) -> TableDealResult:
        """The shadow's result with the real turns, pile top and hands."""
        res = res._replace(turns=tuple(self.log), discard_top=self.tracker.pile[-1],
                           hands={p: tuple(sorted(self.tracker.known[p])) for p in self.tracker.players})
        return TableDealResult.of(res, self.tracker, awaiting, tuple(self.unknown_after))

    def snapshot(self) -> TableDealResult:
        """The deal as it stands (for a report that stopped at an error)."""
        snap = self.game.snapshot(self.shadow)
        return self._fix(snap if not self.over else snap._replace(whose_turn=None, may=()),
                         self.missing({}) if self.over else ())

    def finish(self, shown: dict[str, tuple[Card, Card, Card]] | None) -> TableDealResult:
        """After the last move: rule the showdown from the shown hands, or report what it still needs."""
        self._begin()
        shown = shown or {}
        if shown and not self.over:
            raise RuleViolation(lazy("hands are shown at the showdown, but the deal is still in play: it is "
                                     "{player}'s turn", player=self.shadow.current), rule=RuleId.FINAL_TURNS,
                                deal=self.number,
                                path=("shown",))
        self.tracker.verify_shown(shown)
        self.tracker.show(shown)
        if not self.over:
            return self._fix(self.game.snapshot(self.shadow))
        awaiting = self.missing(shown)
        if awaiting:
            snap = self.game.snapshot(self.shadow)
            return self._fix(snap._replace(whose_turn=None, may=()), awaiting)
        self.shadow.hands = {p: sorted(self.tracker.known[p]) for p in self.tracker.players}
        res = self.game.finish(self.shadow)
        fixed = self._fix(res)
        if self.game.results and self.game.results[-1] is res:
            self.game.results[-1] = fixed
        return fixed


def play_table_deal(game: Game, spec: DealSpec, started: list[TableDeal] | None = None) -> TableDealResult:
    """Adjudicate one table-view deal of a record: every move, then the showdown (or what it awaits).
    `started` receives the deal as soon as it exists, so that a caller can report it after an error."""
    return play_seen(TableDeal(game, spec), spec, started)
