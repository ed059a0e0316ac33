"""The game state machine (000 §01, §03, §04): deals, turns, stock recycling, showdown, tokens.

Pure: no I/O. A `Deal` follows one deal turn by turn with a verify/can/play triad per turn,
each play returning a frozen `TurnRecord` kept in its log. A `Game` carries tokens, floating,
elimination, the dealer rotation with its dealer-skip, and the winner across deals. Every
refusal is a `RuleViolation` carrying the id of the rule it enforces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..cards import DECK, Card, fmt_cards
from ..errors import InputError, RuleViolation
from .compare import Reason, compare_hands
from .ranking import HandRank
from .rulebook import OTHER_GAME_ACTIONS

ActionKind = Literal["draw", "take", "stop", "pass", "other"]
MAX_PLAYERS = 17


@dataclass(frozen=True)
class Action:
    """One turn as recorded: draw/take (optionally naming the card), stop, or pass."""

    kind: ActionKind
    card: Card | None = None
    discard: Card | None = None
    word: str = ""

    def __str__(self) -> str:
        if self.kind in ("stop", "pass"):
            return self.kind
        if self.kind == "other":
            return self.word
        named = f" {self.card}" if self.card is not None else ""
        return f"{self.kind}{named}, discard {self.discard}"


@dataclass(frozen=True)
class TurnRecord:
    """What one turn did: the action with its actual cards, the state after, and the rules applied."""

    number: int
    player: str
    action: Action
    drawn: Card | None
    discarded: Card | None
    hand_after: tuple[Card, ...]
    discard_top: Card
    stock_left: int
    final: bool
    recycled: bool
    rules: tuple[str, ...]

    def action_text(self) -> str:
        """Canonical action text with the actual card filled in."""
        a = self.action
        if a.kind in ("draw", "take"):  # the one formatter, Action.__str__, with the actual cards
            return str(Action(a.kind, self.drawn, self.discarded))
        return str(a)


class Stock:
    """The face-down stock: an ordered pile (deck mode, reshuffles) or a set of unseen cards."""

    def __init__(self, cards: Iterable[Card], ordered: bool) -> None:
        cards = list(cards)
        self.ordered = ordered
        self._pile = list(reversed(cards)) if ordered else []  # top is the last element
        self._pool = set(cards)

    def __len__(self) -> int:
        return len(self._pool)

    def __contains__(self, card: object) -> bool:
        return card in self._pool

    def top(self) -> Card | None:
        """The top card when the order is known."""
        return self._pile[-1] if self.ordered and self._pile else None

    def remove(self, card: Card) -> None:
        """Take `card` off the stock (the caller has checked it may be drawn)."""
        self._pool.discard(card)
        if self.ordered:
            self._pile.pop()

    def cards(self) -> list[Card]:
        """The cards in the stock, top first when ordered."""
        return list(reversed(self._pile)) if self.ordered else sorted(self._pool)


@dataclass(frozen=True)
class ShowdownEntry:
    """One player's shown hand."""

    player: str
    rank: HandRank
    position: int

    @property
    def hand(self) -> tuple[Card, Card, Card]:
        return self.rank.cards


@dataclass(frozen=True)
class Showdown:
    """The comparison of every hand still in the deal; only the worst loses (000 §04)."""

    order: tuple[ShowdownEntry, ...]
    loser: str
    reason: Reason | None
    rules: tuple[str, ...]


class Deal:
    """One deal from the cards dealt to the showdown (000 §01, §03)."""

    def __init__(self, *, number: int, players: Sequence[str], dealer: str,
                 hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card, stock: Stock,
                 reshuffles: Sequence[Sequence[Card]] = ()) -> None:
        self.number = number
        self.players = list(players)  # in play order, first player first
        self.dealer = dealer
        self.hands = {p: list(hands[p]) for p in self.players}
        self.discards: list[Card] = [upcard]
        self.stock = stock
        self.reshuffles = [list(r) for r in reshuffles]
        self.pos = 0
        self.stopper: str | None = None
        self.finals_left = 0
        self.ended_by: str | None = None
        self.recycles = 0
        self.log: list[TurnRecord] = []
        self._recycled_now = False
        self.showdown: Showdown | None = None

    # -- state ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.ended_by is not None

    @property
    def current(self) -> str:
        """Whose turn it is."""
        return self.players[self.pos % len(self.players)]

    @property
    def first_player(self) -> str:
        return self.players[0]

    def allowed(self) -> list[str]:
        """What the current player may do."""
        if self.over:
            return []
        return ["draw", "take", "pass"] if self.stopper else ["draw", "take", "stop"]

    def where_is(self, card: Card) -> str:
        """Plain words for where a visible card is."""
        for p, h in self.hands.items():
            if card in h:
                return f"it is in {p}'s hand"
        if self.discards and card == self.discards[-1]:
            return "it is the visible top of the discard pile (that is a take)"
        if card in self.discards:
            return "it lies in the discard pile under the top card"
        return "it is not in the stock"

    # -- recycling (000 §03, table agreement) -------------------------------------------------
    def begin_turn(self) -> None:
        """Start a turn: recycle an empty stock, or end the deal when nothing can be recycled."""
        if self.over or len(self.stock):
            return
        recyclable = self.discards[:-1]
        if not recyclable:
            self.ended_by = "stock-exhausted"
            return
        order = self.reshuffles[self.recycles] if self.recycles < len(self.reshuffles) else None
        if order is not None:
            if sorted(order) != sorted(recyclable):
                missing = sorted(set(recyclable) - set(order))
                extra = sorted(set(order) - set(recyclable))
                raise RuleViolation(
                    f"reshuffle {self.recycles + 1} must hold exactly the {len(recyclable)} discards under the top "
                    f"card {self.discards[-1]}" + (f"; missing {fmt_cards(missing)}" if missing else "")
                    + (f"; not recyclable {fmt_cards(extra)}" if extra else ""),
                    rule="recycle", deal=self.number, turn=len(self.log) + 1, path=("reshuffles", self.recycles))
            self.stock = Stock(order, ordered=True)
        else:
            self.stock = Stock(recyclable, ordered=False)
        self.discards = [self.discards[-1]]
        self.recycles += 1
        self._recycled_now = True

    # -- the turn triad ------------------------------------------------------------------
    def verify_turn(self, player: str, action: Action) -> None:
        """Raise RuleViolation naming the rule if `player` may not do `action` now."""
        turn = len(self.log) + 1

        def bad(rule: str, msg: str) -> RuleViolation:
            return RuleViolation(msg, rule=rule, deal=self.number, turn=turn)

        if self.over:
            if self.ended_by == "stock-exhausted":
                raise bad("stock-exhausted", f"the deal is over: the stock ran out with nothing to recycle, so "
                          f"hands were compared at once; {player} cannot play")
            if player == self.stopper:
                raise bad("final-turns", f"{player} stopped the bus and does not play again")
            raise bad("final-turns", f"the deal is over: every other player has had a final turn after "
                      f"{self.stopper}'s stop; {player} cannot play again")
        if player not in self.players:
            raise bad("turn-order", f"{player} is not in this deal (eliminated); it is {self.current}'s turn")
        if player != self.current:
            if self.stopper and player == self.stopper:
                raise bad("final-turns", f"{player} stopped the bus and does not play again; "
                          f"it is {self.current}'s final turn")
            if not self.log:
                raise bad("first-turn", f"the player to the dealer's left plays first: {self.current} "
                          f"(left of {self.dealer}), not {player}")
            raise bad("turn-order", f"it is {self.current}'s turn, not {player}'s (play goes clockwise)")
        hand = self.hands[player]
        if action.kind == "other":
            note = OTHER_GAME_ACTIONS.get(action.word.lower(), "that is an action of another game")
            raise bad("other-games", f"'{action.word}' is not a turn in this game: {note}")
        if action.kind == "stop":
            if self.stopper:
                raise bad("stop", f"the bus was already stopped by {self.stopper}; a final turn is a draw, "
                          "a take or a pass (see `stopbus rules second-stop`)")
            return
        if action.kind == "pass":
            if not self.stopper:
                raise bad("final-turns", "a pass is only allowed in a final turn after someone has stopped "
                          "the bus; before that a turn is a draw, a take or a stop (see `stopbus rules "
                          "pass-before-stop`)")
            return
        if action.discard is None:
            raise bad(f"{action.kind}-stock" if action.kind == "draw" else "take-discard",
                      f"a {action.kind} must discard a card to keep exactly three")
        if action.kind == "draw":
            if action.card is None:
                if not self.stock.ordered:
                    why, rule = (("the stock was recycled without a `reshuffles:` order", "recycle") if self.recycles
                                 else ("in hands mode the stock order is not known (give `deck:`)", "draw-stock"))
                    raise InputError(f"this draw must name the card drawn: {why}", rule=rule, deal=self.number,
                                     turn=turn)
                drawn = self.stock.top()
                assert drawn is not None  # an ordered, non-empty stock has a top card
            else:
                if action.card not in self.stock:
                    raise bad("draw-stock", f"{player} cannot draw {action.card} from the stock: "
                              f"{self.where_is(action.card)}")
                if self.stock.ordered and action.card != self.stock.top():
                    raise bad("draw-stock", f"the stock's top card is {self.stock.top()}, not {action.card}")
                drawn = action.card
            if action.discard not in hand and action.discard != drawn:
                raise bad("draw-stock", f"{player} cannot discard {action.discard}: the four cards held are "
                          f"{fmt_cards([*hand, drawn])}")
            return
        top = self.discards[-1]
        if action.card is not None and action.card != top:
            raise bad("take-discard", f"the discard pile's top card is {top}, not {action.card}")
        if action.discard == top:
            raise bad("take-discard", f"{player} took {top} from the discard pile and must discard a different card")
        if action.discard not in hand:
            raise bad("take-discard", f"{player} cannot discard {action.discard}: the cards held are "
                      f"{fmt_cards([*hand, top])}")

    def can_turn(self, player: str, action: Action) -> bool:
        """True when `verify_turn` would pass (call `begin_turn` first, as `play` does)."""
        try:
            self.verify_turn(player, action)
        except (RuleViolation, InputError):
            return False
        return True

    def play(self, player: str, action: Action) -> TurnRecord:
        """Carry out a verified turn and log it."""
        self.begin_turn()
        self.verify_turn(player, action)
        hand = self.hands[player]
        final = self.stopper is not None
        rules: list[str] = ["first-turn"] if not self.log else []
        drawn: Card | None = None
        discarded: Card | None = None
        if action.kind == "stop":
            self.stopper = player
            self.finals_left = len(self.players) - 1
            rules += ["stop", "final-turns"]
        elif action.kind == "pass":
            rules.append("final-turns")
        else:
            if action.kind == "draw":
                drawn = action.card if action.card is not None else self.stock.top()
                assert drawn is not None
                self.stock.remove(drawn)
                rules.append("draw-stock")
            else:
                drawn = self.discards.pop()
                rules.append("take-discard")
            discarded = action.discard
            assert discarded is not None
            hand.append(drawn)
            hand.remove(discarded)
            self.discards.append(discarded)
            if final:
                rules.append("final-turns")
        if self._recycled_now:
            rules.insert(0, "recycle")
        record = TurnRecord(len(self.log) + 1, player, action, drawn, discarded, tuple(hand), self.discards[-1],
                            len(self.stock), final, self._recycled_now, tuple(rules))
        self._recycled_now = False
        self.log.append(record)
        self.pos += 1
        if final:
            self.finals_left -= 1
            if self.finals_left == 0:
                self.ended_by = "stop"
        return record

    # -- showdown (000 §04) ---------------------------------------------------------------
    def compare(self) -> Showdown:
        """Show every hand; the worst loses one token (the stopper is not protected)."""
        if not self.over:
            raise ValueError("the deal is not over")
        hands = [tuple(self.hands[p]) for p in self.players]
        comp = compare_hands(hands, self.players)  # type: ignore[arg-type]
        order = tuple(ShowdownEntry(self.players[p.index], p.rank, p.position) for p in comp.order)
        loser = order[-1].player
        reason = comp.reasons[-1] if comp.reasons else None
        rules = ["worst-loses", "ranking"]
        if reason is not None:
            rules += [r for r in reason.rules if r not in rules]
        if self.ended_by == "stock-exhausted":
            rules.insert(0, "stock-exhausted")
        if loser == self.stopper:
            rules.append("stopper-not-safe")
        self.showdown = Showdown(order, loser, reason, tuple(rules))
        return self.showdown


@dataclass(frozen=True)
class DealResult:
    """The outcome of one deal as the game records it."""

    number: int
    dealer: str
    first_player: str
    ended_by: str | None
    stopper: str | None
    recycles: int
    turns: tuple[TurnRecord, ...]
    showdown: Showdown | None
    tokens_before: dict[str, int]
    tokens_after: dict[str, int]
    floating: tuple[str, ...]
    eliminated: str | None
    next_dealer: str | None
    next_dealer_rule: str | None
    token_rules: tuple[str, ...] = ()
    whose_turn: str | None = None
    may: tuple[str, ...] = ()
    discard_top: Card | None = None
    stock_left: int = 0
    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


class Game:
    """A game across deals: seating, tokens, floating, elimination, dealing order, winner (000 §04)."""

    def __init__(self, players: Sequence[str], tokens: Mapping[str, int], dealer: str) -> None:
        self.seating = list(players)
        self.tokens = {p: tokens[p] for p in players}
        self.alive = list(players)
        self.dealer = dealer
        self.next_rule = "deal"
        self.results: list[DealResult] = []
        self.deal: Deal | None = None

    @property
    def winner(self) -> str | None:
        """The last survivor, once only one player is left."""
        return self.alive[0] if len(self.alive) == 1 else None

    def left_of(self, player: str, among: Sequence[str]) -> str:
        """The next player clockwise from `player` among `among` (who need not include `player`)."""
        i = self.seating.index(player)
        n = len(self.seating)
        for k in range(1, n + 1):
            p = self.seating[(i + k) % n]
            if p in among:
                return p
        raise ValueError("no player left")

    def play_order(self, dealer: str) -> list[str]:
        """Survivors in play order, starting at the dealer's left."""
        first = self.left_of(dealer, self.alive)
        i = self.alive.index(first)
        return self.alive[i:] + self.alive[:i]

    def verify_start(self, number: int, dealer: str | None) -> None:
        """Check that another deal may start, and by whom."""
        if self.winner is not None:
            raise RuleViolation(f"the game is over: {self.winner} is the last survivor and has won; "
                                f"deal {number} cannot be played", rule="last-survivor", deal=number, path=("deal",))
        if dealer is not None and dealer != self.dealer:
            why = {"dealer-skip": f"{self.dealer} deals again because the next scheduled dealer was just eliminated",
                   "dealer-rotation": f"the deal moves left to {self.dealer}",
                   "deal": f"the file names {self.dealer} as the first dealer"}[self.next_rule]
            rule = self.next_rule if self.next_rule != "deal" else "dealer-rotation"
            raise RuleViolation(f"deal {number} is dealt by {self.dealer}, not {dealer}: {why}", rule=rule,
                                deal=number, path=("dealer",))

    def can_start(self, number: int, dealer: str | None = None) -> bool:
        """True when `verify_start` would pass."""
        try:
            self.verify_start(number, dealer)
        except RuleViolation:
            return False
        return True

    def start_hands(self, number: int, hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card,
                    reshuffles: Sequence[Sequence[Card]] = ()) -> Deal:
        """Start a deal from the recorded hands and upcard; the stock is every unseen card."""
        order = self.play_order(self.dealer)
        for p in hands:
            if p not in self.alive:
                raise RuleViolation(f"{p} was eliminated and is dealt no cards", rule="elimination", deal=number,
                                    path=("hands", p))
        for p in order:
            if p not in hands:
                raise RuleViolation(f"{p} is still in the game and must be dealt three cards", rule="deal",
                                    deal=number, path=("hands",))
        seen: dict[Card, str] = {}
        for p in order:
            for c in hands[p]:
                if c in seen:
                    twice = f"twice to {p}" if seen[c] == p else f"to both {seen[c]} and {p}"
                    raise RuleViolation(f"{c} is dealt {twice}: one deck has one of each card",
                                        rule="deck", deal=number, path=("hands", p))
                seen[c] = p
        if upcard in seen:
            raise RuleViolation(f"the upcard {upcard} is also in {seen[upcard]}'s hand", rule="deck", deal=number,
                                path=("upcard",))
        used = set(seen) | {upcard}
        stock = Stock([c for c in DECK if c not in used], ordered=False)
        return self._begin(number, order, dict(hands), upcard, stock, reshuffles)

    def start_deck(self, number: int, deck: Sequence[Card], reshuffles: Sequence[Sequence[Card]] = ()) -> Deal:
        """Start a deal from the whole shuffled deck, dealt as 000 §01 says: three rounds from the dealer's left."""
        if len(deck) != 52 or len(set(deck)) != 52:
            dup = sorted(c for c, k in Counter(deck).items() if k > 1)  # one pass: 40,000 cards stay cheap
            missing = sorted(set(DECK) - set(deck))
            raise RuleViolation(f"the deck must be the 52 different cards, got {len(deck)}"
                                + (f"; repeated {fmt_cards(dup)}" if dup else "")
                                + (f"; missing {fmt_cards(missing)}" if missing else ""),
                                rule="deck", deal=number, path=("deck",))
        order = self.play_order(self.dealer)
        n = len(order)
        hands = {p: (deck[i], deck[n + i], deck[2 * n + i]) for i, p in enumerate(order)}
        return self._begin(number, order, hands, deck[3 * n], Stock(deck[3 * n + 1:], ordered=True), reshuffles)

    def _begin(self, number: int, order: list[str], hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card,
               stock: Stock, reshuffles: Sequence[Sequence[Card]]) -> Deal:
        self.deal = Deal(number=number, players=order, dealer=self.dealer, hands=hands, upcard=upcard,
                         stock=stock, reshuffles=reshuffles)
        return self.deal

    def _result(self, deal: Deal, **outcome: object) -> DealResult:
        """A DealResult with the deal's own facts filled in and the outcome given by the caller."""
        return DealResult(
            number=deal.number, dealer=deal.dealer, first_player=deal.first_player, ended_by=deal.ended_by,
            stopper=deal.stopper, recycles=deal.recycles, turns=tuple(deal.log), discard_top=deal.discards[-1],
            stock_left=len(deal.stock), hands={p: tuple(h) for p, h in deal.hands.items()},
            floating=tuple(p for p in self.alive if self.tokens[p] == 0), **outcome)  # type: ignore[arg-type]

    def snapshot(self, deal: Deal) -> DealResult:
        """The result of a deal still in progress: whose turn, what they may do, tokens unchanged."""
        tokens = self._alive_tokens()
        return self._result(deal, showdown=None, tokens_before=tokens, tokens_after=dict(tokens), eliminated=None,
                            next_dealer=None, next_dealer_rule=None, whose_turn=deal.current,
                            may=tuple(deal.allowed()))

    def _alive_tokens(self) -> dict[str, int]:
        return {p: self.tokens[p] for p in self.alive}

    def finish(self, deal: Deal) -> DealResult:
        """Apply the showdown of an ended deal: token, floating, elimination, next dealer, winner."""
        sd = deal.compare()
        before = self._alive_tokens()
        loser = sd.loser
        eliminated = None
        token_rules: list[str] = []
        if self.tokens[loser] > 0:
            self.tokens[loser] -= 1
            token_rules.append("tokens")
            if self.tokens[loser] == 0:
                token_rules.append("floating")
        else:
            eliminated = loser
            self.alive.remove(loser)
            del self.tokens[loser]
            token_rules.append("elimination")
        next_dealer: str | None = None
        next_rule: str | None = None
        if len(self.alive) == 1:
            token_rules.append("last-survivor")
        else:
            scheduled = self.left_of(deal.dealer, [*self.alive, *([eliminated] if eliminated else [])])
            if scheduled == eliminated and deal.dealer in self.alive:
                next_dealer, next_rule = deal.dealer, "dealer-skip"
            else:
                next_dealer, next_rule = self.left_of(deal.dealer, self.alive), "dealer-rotation"
            self.dealer, self.next_rule = next_dealer, next_rule
        result = self._result(deal, showdown=sd, tokens_before=before, tokens_after=self._alive_tokens(),
                              eliminated=eliminated, next_dealer=next_dealer, next_dealer_rule=next_rule,
                              token_rules=tuple(token_rules))
        self.results.append(result)
        self.deal = None
        return result
