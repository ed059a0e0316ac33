"""The game state machine (000 §01, §03, §04): deals, turns, stock recycling, showdown, tokens.

Pure: no I/O. Verify, then change (as pokerkit does): every state change calls its own
`verify_x` first (with a `can_x` beside it), and a refusal leaves the state exactly as it was.
A `Deal` follows one deal turn by turn: `verify_draw`/`verify_take`/`verify_stop`/`verify_pass`
check a turn against the table it would start from (after any recycle that is due, computed,
not made), then `play` carries it out and logs a frozen `Turn`. A `Game` carries tokens,
floating, elimination, the dealer rotation with its dealer-skip, and the winner across deals;
`start_hands`/`start_deck` call `verify_start` first. Every refusal is a `RuleViolation` (or,
for a draw the record cannot resolve, an `InputError`) carrying the id of the rule it enforces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Literal, NamedTuple

from ..core.cards import DECK, Card, fmt_cards
from ..core.errors import InputError, RuleViolation
from ..core.i18n import N_, Msg, lazy
from ..core.seating import left_of
from ..kit.deal import dealt_once, unfinished
from .compare import Reason, compare_hands, explain
from .house_rules import SEEDS, Settings
from .ranking import SEEDS_ORDER, HandRank, Order
from .rule_ids import OTHER_GAME_ACTIONS, RuleId

ActionKind = Literal["draw", "take", "stop", "pass", "other"]
MIN_PLAYERS = 2
"""A deal needs someone to lose to: the fewest players a game has."""
MAX_PLAYERS = 17
"""One deck deals three cards to each of 17 players and an upcard (51 + 1), so 17 is the most a deal can hold."""


class EndedBy(StrEnum):
    """How a deal ended (`ended_by` in records and JSON). An outcome, not a rule id: the rule behind an
    exhausted stock is `RuleId.STOCK_EXHAUSTED`, which happens to be spelled the same."""

    STOP = "stop"
    """Every other player has had the final turn after the stop."""
    STOCK_EXHAUSTED = "stock-exhausted"
    """The stock ran out with nothing under the discard pile's top to recycle: hands are compared at once."""


class Action(NamedTuple):
    """One turn as recorded: draw/take (optionally naming the card), stop, or pass.

    Action and Turn are NamedTuples, not frozen dataclasses: as immutable and
    compared by value, but built faster (one of each per turn of a record) and cheaper to create at
    import.
    """

    kind: ActionKind
    card: Card | None = None
    discard: Card | None = None
    word: str = ""

    def __str__(self) -> str:
        return self.text()

    def text(self, card: Callable[[Card], str] = str) -> str:
        """The one formatter of an action ('draw Ah, discard Kh'); `card` spells each card (letters by
        default, suit symbols for a terminal). An unnamed draw is 'draw, discard Kh', as a record writes it."""
        if self.kind in ("stop", "pass"):
            return self.kind
        if self.kind == "other":
            return self.word
        named = f" {card(self.card)}" if self.card is not None else ""
        discard = card(self.discard) if self.discard is not None else "?"
        return f"{self.kind}{named}, discard {discard}"


class Turn(NamedTuple):
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
    rules: tuple[RuleId, ...]

    def action_text(self, card: Callable[[Card], str] = str) -> str:
        """Canonical action text with the actual cards filled in, through the one formatter `Action.text`."""
        a = self.action
        if a.kind in ("draw", "take"):
            return Action(a.kind, self.drawn, self.discarded).text(card)
        return a.text(card)


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


class ShowdownEntry(NamedTuple):
    """One player's shown hand."""

    player: str
    rank: HandRank
    position: int

    @property
    def hand(self) -> tuple[Card, Card, Card]:
        return self.rank.cards


class Showdown(NamedTuple):
    """The comparison of every hand still in the deal; only the worst loses (000 §04)."""

    order: tuple[ShowdownEntry, ...]
    loser: str
    reason: Reason | None
    rules: tuple[RuleId, ...]


class Table(NamedTuple):
    """The stock and discard pile the next turn starts from: after the recycle that is due, if any.

    Computing it changes nothing, so a turn can be verified against it before the deal is touched.
    (A NamedTuple: one is made every turn, and it builds faster than a frozen dataclass.)
    """

    stock: Stock
    discards: Sequence[Card]
    recycled: bool


def turn_rules(kind: ActionKind, first: bool, final: bool, recycled: bool) -> tuple[RuleId, ...]:
    """The rules a turn carried out applied, in citing order: the recycle it started with, the first turn,
    the move itself, the final turn after a stop."""
    rules = [RuleId.RECYCLE] if recycled else []
    if first:
        rules.append(RuleId.FIRST_TURN)
    if kind == "stop":
        rules += [RuleId.STOP, RuleId.FINAL_TURNS]
    elif kind == "pass":
        rules.append(RuleId.FINAL_TURNS)
    else:
        rules.append(RuleId.DRAW_STOCK if kind == "draw" else RuleId.TAKE_DISCARD)
        if final:
            rules.append(RuleId.FINAL_TURNS)
    return tuple(rules)


class Deal:
    """One deal from the cards dealt to the showdown (000 §01, §03).

    Every change is verified first and a refusal leaves the deal as it was: `play` checks the
    whole turn, including the recycle the turn would start with, before it changes anything.
    """

    def __init__(self, *, number: int, players: Sequence[str], dealer: str,
                 hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card, stock: Stock,
                 reshuffles: Sequence[Sequence[Card]] = (), house: Settings = SEEDS) -> None:
        self.number = number
        self.house = house
        self._compare_empty = house.stock_compare
        self.players = list(players)  # in play order, first player first
        self.dealer = dealer
        self.hands = {p: list(hands[p]) for p in self.players}
        self.discards: list[Card] = [upcard]
        self.stock = stock
        self.reshuffles = [list(r) for r in reshuffles]
        self.pos = 0
        self.stopper: str | None = None
        self.finals_left = 0
        self.stopped = False  # every other player has had the final turn after the stop
        self.recycles = 0
        self.log: list[Turn] = []
        self._recycled_now = False
        self.showdown: Showdown | None = None

    # -- state ---------------------------------------------------------------------------
    @property
    def exhausted(self) -> bool:
        """The stock is empty and the discard pile holds only its visible top: nothing can be recycled."""
        return not len(self.stock) and (len(self.discards) <= 1 or self._compare_empty)

    @property
    def compared_on_empty(self) -> bool:
        """The deal ended on an empty stock with cards to recycle: house rule `stock-empty: compare` decided it."""
        return self._compare_empty and not len(self.stock) and len(self.discards) > 1

    @property
    def ended_by(self) -> EndedBy | None:
        """How the deal ended: "stop" (the final turns are done), "stock-exhausted", or None while in play."""
        if self.stopped:
            return EndedBy.STOP
        return EndedBy.STOCK_EXHAUSTED if self.exhausted else None

    @property
    def over(self) -> bool:
        return self.stopped or self.exhausted

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

    def where_is(self, card: Card, discards: Sequence[Card] | None = None) -> Msg:
        """Plain words for where a visible card is (`discards`: the pile the turn sees, by default the deal's)."""
        pile = self.discards if discards is None else discards
        for p, h in self.hands.items():
            if card in h:
                return lazy("it is in {player}'s hand", player=p)
        if pile and card == pile[-1]:
            return lazy("it is the visible top of the discard pile (that is a take)")
        if card in pile:
            return lazy("it lies in the discard pile under the top card")
        return lazy("it is not in the stock")

    # -- recycling (000 §03, table agreement) -------------------------------------------------
    def verify_recycle(self) -> Table:
        """The table the next turn starts from, recycling an empty stock if the discards allow; changes nothing.

        Raises RuleViolation when the record's reshuffle for this recycle is not exactly the recyclable cards.
        """
        if len(self.stock) or self.over:
            return Table(self.stock, self.discards, False)
        recyclable = self.discards[:-1]
        order = self.reshuffles[self.recycles] if self.recycles < len(self.reshuffles) else None
        if order is None:
            return Table(Stock(recyclable, ordered=False), self.discards[-1:], True)
        if sorted(order) != sorted(recyclable):
            missing = sorted(set(recyclable) - set(order))
            extra = sorted(set(order) - set(recyclable))
            raise RuleViolation(
                lazy("reshuffle {k} must hold exactly the {count} discards under the top card {top}{missing}{extra}",
                     k=self.recycles + 1, count=len(recyclable), top=self.discards[-1],
                     missing=lazy("; missing {cards}", cards=fmt_cards(missing)) if missing else "",
                     extra=lazy("; not recyclable {cards}", cards=fmt_cards(extra)) if extra else ""),
                rule=RuleId.RECYCLE, deal=self.number, turn=len(self.log) + 1, path=("reshuffles", self.recycles))
        return Table(Stock(order, ordered=True), self.discards[-1:], True)

    def can_recycle(self) -> bool:
        """True when `verify_recycle` would pass."""
        return self._can(self.verify_recycle)

    def begin_turn(self) -> None:
        """Start a turn: recycle an empty stock when the discards under the top allow it (verified first)."""
        self._set_table(self.verify_recycle())

    def _set_table(self, table: Table) -> None:
        """Lay out a verified table (the only place a recycle changes the deal)."""
        if table.recycled:
            self.stock = table.stock
            self.discards = list(table.discards)
            self.recycles += 1
            self._recycled_now = True

    # -- verifying a turn, one action at a time -------------------------------------------------
    def _refusal(self, rule: RuleId, msg: str | Msg) -> RuleViolation:
        return RuleViolation(msg, rule=rule, deal=self.number, turn=len(self.log) + 1)

    def _verify_player(self, player: str) -> None:
        """Refuse a turn by anyone but the player whose turn it is, or any turn once the deal is over."""
        players = self.players
        if player == players[self.pos % len(players)] and not self.over:
            return  # the one player allowed: none of the refusals below applies
        bad = self._refusal
        if self.over:
            if self.ended_by is EndedBy.STOCK_EXHAUSTED:
                if self.compared_on_empty:
                    err = bad(RuleId.STOCK_EXHAUSTED, lazy(
                        "the deal is over: the stock ran out, and under this table's house rule an empty stock is not "
                        "recycled: hands were compared at once [house:stock-empty]; {player} cannot play",
                        player=player))
                    err.cite = RuleId.HOUSE_STOCK_EMPTY
                    raise err
                raise bad(RuleId.STOCK_EXHAUSTED, lazy("the deal is over: the stock ran out with nothing to recycle, "
                                                       "so hands were compared at once; {player} cannot play",
                                                       player=player))
            if player == self.stopper:
                raise bad(RuleId.FINAL_TURNS, lazy("{player} stopped the bus and does not play again", player=player))
            raise bad(RuleId.FINAL_TURNS, lazy("the deal is over: every other player has had a final turn after "
                                               "{stopper}'s stop; {player} cannot play again", stopper=self.stopper,
                                               player=player))
        if player not in self.players:
            # on the deal's first turn the elimination is why (play has not begun to go round yet)
            raise bad(RuleId.TURN_ORDER if self.log else RuleId.ELIMINATION,
                      lazy("{player} is not in this deal (eliminated); it is {current}'s turn", player=player,
                           current=self.current))
        if player != self.current:
            if self.stopper and player == self.stopper:
                raise bad(RuleId.FINAL_TURNS, lazy("{player} stopped the bus and does not play again; it is "
                                                   "{current}'s final turn", player=player, current=self.current))
            if not self.log:
                raise bad(RuleId.FIRST_TURN, lazy("the player to the dealer's left plays first: {current} (left of "
                                                  "{dealer}), not {player}", current=self.current, dealer=self.dealer,
                                                  player=player))
            raise bad(RuleId.TURN_ORDER, lazy("it is {current}'s turn, not {player}'s (play goes clockwise)",
                                              current=self.current, player=player))

    def verify_stop(self, player: str, *, table: Table | None = None) -> None:
        """`player` may stop the bus now: their turn, and nobody has stopped yet (000 §03).

        `table`: the result of `verify_recycle` when the caller has it already (each verify_x takes it).
        """
        if table is None:
            self.verify_recycle()
        self._verify_player(player)
        if self.stopper:
            err = self._refusal(RuleId.STOP, lazy("the bus was already stopped by {stopper}; a final turn is a draw, a "
                                                  "take or a pass (see `stopbus rules second-stop`)",
                                                  stopper=self.stopper))
            err.cite = RuleId.SECOND_STOP  # the final-turns sentence says it, not the `stop` passage
            raise err

    def verify_pass(self, player: str, *, table: Table | None = None) -> None:
        """`player` may pass now: their final turn after someone else's stop (000 §03, §05)."""
        if table is None:
            self.verify_recycle()
        self._verify_player(player)
        if not self.stopper:
            raise self._refusal(RuleId.FINAL_TURNS, lazy(
                "a pass is only allowed in a final turn after someone has stopped the bus; before that a turn is a "
                "draw, a take or a stop (see `stopbus rules pass-before-stop`)"))

    def verify_draw(self, player: str, card: Card | None, discard: Card | None, *,
                    table: Table | None = None) -> Card:
        """`player` may draw `card` (None: the known top) from the stock and discard `discard`; returns the card drawn.

        The stock is the one the turn would start with, after any recycle that is due.
        """
        if table is None:
            table = self.verify_recycle()
        self._verify_player(player)
        bad = self._refusal
        if discard is None:
            raise bad(RuleId.DRAW_STOCK, lazy("a draw must discard a card to keep exactly three"))
        stock = table.stock
        if card is None:
            if not stock.ordered:
                why, rule = ((N_("the stock was recycled without a `reshuffles:` order"), RuleId.RECYCLE)
                             if self.recycles or table.recycled
                             else (N_("in hands mode the stock order is not known (give `deck:`)"), RuleId.DRAW_STOCK))
                raise InputError(lazy("this draw must name the card drawn: {why}", why=lazy(why)), rule=rule,
                                 deal=self.number,
                                 turn=len(self.log) + 1)
            drawn = stock.top()
            assert drawn is not None  # an ordered, non-empty stock has a top card
        else:
            if card not in stock:
                raise bad(RuleId.DRAW_STOCK, lazy("{player} cannot draw {card} from the stock: {where}", player=player,
                                                  card=card, where=self.where_is(card, table.discards)))
            if stock.ordered and card != stock.top():
                raise bad(RuleId.DRAW_STOCK, lazy("the stock's top card is {top}, not {card}", top=stock.top(),
                                                  card=card))
            drawn = card
        hand = self.hands[player]
        if discard not in hand and discard != drawn:
            raise bad(RuleId.DRAW_STOCK, lazy("{player} cannot discard {discard}: the four cards held are {cards}",
                                              player=player, discard=discard, cards=fmt_cards([*hand, drawn])))
        return drawn

    def verify_take(self, player: str, card: Card | None, discard: Card | None, *,
                    table: Table | None = None) -> Card:
        """`player` may take the discard pile's top (`card`, if named, must be it) and discard another card.

        Returns the card taken.
        """
        if table is None:
            table = self.verify_recycle()
        self._verify_player(player)
        bad = self._refusal
        if discard is None:
            raise bad(RuleId.TAKE_DISCARD, lazy("a take must discard a card to keep exactly three"))
        top = table.discards[-1]
        if card is not None and card != top:
            raise bad(RuleId.TAKE_DISCARD, lazy("the discard pile's top card is {top}, not {card}", top=top, card=card))
        if discard == top:
            raise bad(RuleId.TAKE_DISCARD,
                      lazy("{player} took {top} from the discard pile and must discard a different card",
                           player=player, top=top))
        hand = self.hands[player]
        if discard not in hand:
            raise bad(RuleId.TAKE_DISCARD, lazy("{player} cannot discard {discard}: the cards held are {cards}",
                                                player=player, discard=discard, cards=fmt_cards([*hand, top])))
        return top

    def verify_other(self, player: str, word: str, *, table: Table | None = None) -> None:
        """An action of another game is never a turn here (000 §06); always raises once it is `player`'s turn."""
        if table is None:
            self.verify_recycle()
        self._verify_player(player)
        note = OTHER_GAME_ACTIONS.get(word.lower(), N_("that is an action of another game"))
        raise self._refusal(RuleId.OTHER_GAMES, lazy("'{word}' is not a turn in this game: {note}", word=word,
                                                     note=lazy(note)))

    def verify_turn(self, player: str, action: Action, *, table: Table | None = None) -> Card | None:
        """Raise naming the rule if `player` may not do `action` now; returns the card a draw or take would get.

        Changes nothing: a recycle the turn needs is checked, not made.
        """
        if table is None:
            table = self.verify_recycle()
        kind = action.kind
        if kind == "draw":
            return self.verify_draw(player, action.card, action.discard, table=table)
        if kind == "take":
            return self.verify_take(player, action.card, action.discard, table=table)
        if kind == "stop":
            self.verify_stop(player, table=table)
        elif kind == "pass":
            self.verify_pass(player, table=table)
        else:
            self.verify_other(player, action.word, table=table)
        return None

    @staticmethod
    def _can(verify: Callable[..., object], *args: object) -> bool:
        try:
            verify(*args)
        except (RuleViolation, InputError):
            return False
        return True

    def can_turn(self, player: str, action: Action) -> bool:
        """True when `verify_turn` would pass, that is when `play` would accept the turn."""
        return self._can(self.verify_turn, player, action)

    def can_draw(self, player: str, card: Card | None, discard: Card | None) -> bool:
        """True when `verify_draw` would pass."""
        return self._can(self.verify_draw, player, card, discard)

    def can_take(self, player: str, card: Card | None, discard: Card | None) -> bool:
        """True when `verify_take` would pass."""
        return self._can(self.verify_take, player, card, discard)

    def can_stop(self, player: str) -> bool:
        """True when `verify_stop` would pass."""
        return self._can(self.verify_stop, player)

    def can_pass(self, player: str) -> bool:
        """True when `verify_pass` would pass."""
        return self._can(self.verify_pass, player)

    # -- the turn itself ---------------------------------------------------------------------
    def play(self, player: str, action: Action) -> Turn:
        """Verify the whole turn (and the recycle it starts with), then carry it out and log it.

        A refused turn raises before anything changes.
        """
        table = self.verify_recycle()
        received = self.verify_turn(player, action, table=table)
        self._set_table(table)  # verified: the recycle, if one is due, happens only now
        hand = self.hands[player]
        final = self.stopper is not None
        drawn: Card | None = None
        discarded: Card | None = None
        if action.kind == "stop":
            self.stopper = player
            self.finals_left = len(self.players) - 1
        elif action.kind != "pass":
            assert received is not None and action.discard is not None
            drawn, discarded = received, action.discard
            if action.kind == "draw":
                self.stock.remove(drawn)
            else:
                self.discards.pop()
            hand.append(drawn)
            hand.remove(discarded)
            self.discards.append(discarded)
        return self._log(player, action, drawn, discarded, final)

    def _log(self, player: str, action: Action, drawn: Card | None, discarded: Card | None,
             final: bool) -> Turn:
        """Log a turn just carried out (`final`: a final turn after the stop) and pass play to the next player."""
        record = Turn(len(self.log) + 1, player, action, drawn, discarded, tuple(self.hands[player]),
                            self.discards[-1], len(self.stock), final, self._recycled_now,
                            turn_rules(action.kind, not self.log, final, self._recycled_now))
        self._recycled_now = False
        self.log.append(record)
        self.pos += 1
        if final:
            self.finals_left -= 1
            if self.finals_left == 0:
                self.stopped = True
        return record

    # -- showdown (000 §04) ---------------------------------------------------------------
    def compare(self) -> Showdown:
        """Show every hand; the worst loses one token (the stopper is not protected)."""
        if not self.over:
            raise ValueError("the deal is not over")
        hands = [tuple(self.hands[p]) for p in self.players]
        house = self.house
        comp = compare_hands(hands, self.players, order=house.order)  # type: ignore[arg-type]
        order = tuple(ShowdownEntry(self.players[p.index], p.rank, p.position) for p in comp.order)
        loser = order[-1].player
        reason = explain(order[-2].rank, order[-1].rank) if len(order) > 1 else None  # why the worst is worst
        safe = house.stopper_safe and loser == self.stopper and len(order) > 1
        rules = [RuleId.WORST_LOSES, RuleId.RANKING]
        if safe:  # house rule stopper-safe: the worst of the other hands loses
            if reason is not None:  # why the stopper's hand is the worst: it still rules who is passed over
                rules += [r for r in reason.rules if r not in rules]
            loser = order[-2].player
            reason = explain(order[-3].rank, order[-2].rank) if len(order) > 2 else None
        if reason is not None:
            rules += [r for r in reason.rules if r not in rules]
        if RuleId.RUN_ORDER not in rules and any({c.rank for c in e.rank.cards} == {13, 14, 2} for e in order):
            rules.append(RuleId.RUN_ORDER)  # "K–A–2 invalid": the passage that makes such a hand no run
        if house.order != SEEDS_ORDER:
            rules += [r for r in _ranking_house_cited(hands, self.players, house.order, order) if r not in rules]
        if self.ended_by is EndedBy.STOCK_EXHAUSTED:
            rules.insert(0, RuleId.STOCK_EXHAUSTED)
            if self.compared_on_empty:
                rules.insert(1, RuleId.HOUSE_STOCK_EMPTY)
        if safe:
            rules.append(RuleId.HOUSE_STOPPER_SAFE)
        elif loser == self.stopper:
            rules.append(RuleId.STOPPER_NOT_SAFE)
        self.showdown = Showdown(order, loser, reason, tuple(rules))
        return self.showdown


def _ranking_house_cited(hands: list[tuple[Card, ...]], players: Sequence[str], order: Order,
                         shown: tuple[ShowdownEntry, ...]) -> list[RuleId]:
    """The ranking house rules of `order` that change this showdown (shared/spec/house-rules.md): each one whose
    key back at the seeds' reading alone gives another order of the players or another loser."""
    seen = [(e.player, e.position) for e in shown]
    cited = []
    for rule, back in ((RuleId.HOUSE_RUN_VS_FLUSH, order._replace(flush_over_run=False)),
                       (RuleId.HOUSE_TOP_PRIAL, order._replace(aces_top_prial=False)),
                       (RuleId.HOUSE_TOP_RUN, order._replace(akq_top_run=False))):
        if back == order:
            continue
        comp = compare_hands(hands, players, order=back)  # type: ignore[arg-type]
        if [(players[p.index], p.position) for p in comp.order] != seen:
            cited.append(rule)
    return cited


class DealResult(NamedTuple):
    """The outcome of one deal as the game records it.

    ShowdownEntry, Showdown and DealResult are NamedTuples, not frozen dataclasses: a
    replay then never imports `dataclasses` (with `inspect`). The table view's `TableDealResult` extends
    this one (brag/tableview.py).
    """

    number: int
    dealer: str
    first_player: str
    ended_by: EndedBy | None
    stopper: str | None
    recycles: int
    turns: tuple[Turn, ...]
    showdown: Showdown | None
    tokens_before: dict[str, int]
    tokens_after: dict[str, int]
    floating: tuple[str, ...]
    eliminated: str | None
    next_dealer: str | None
    next_dealer_rule: RuleId | None
    hands: dict[str, tuple[Card, ...]]
    token_rules: tuple[RuleId, ...] = ()
    whose_turn: str | None = None
    may: tuple[str, ...] = ()
    discard_top: Card | None = None
    stock_left: int = 0
    warnings: tuple[str, ...] = ()


class Game:
    """A game across deals: seating, tokens, floating, elimination, dealing order, winner (000 §04)."""

    def __init__(self, players: Sequence[str], tokens: Mapping[str, int], dealer: str,
                 house: Settings = SEEDS) -> None:
        if not house.floating:
            self.verify_tokens(tokens, house)
        self.house = house
        self.seating = list(players)
        self.tokens = {p: tokens[p] for p in players}
        self.alive = list(players)
        self.dealer = dealer
        self.next_rule: RuleId = RuleId.DEAL  # why `dealer` deals next: deal, dealer-rotation or dealer-skip
        self.results: list[DealResult] = []
        self.deal: Deal | None = None

    @staticmethod
    def verify_tokens(tokens: Mapping[str, int], house: Settings) -> None:
        """Under house rule `floating: false` nobody plays at zero tokens: a seat with 0 is an input error."""
        zero = [p for p, t in tokens.items() if t == 0]
        if not house.floating and zero:
            raise InputError(lazy("{player} has 0 tokens, but under this table's house rule floating: false nobody "
                                  "plays at zero tokens [house:floating]", player=zero[0]), rule=RuleId.TOKENS,
                             token=zero[0])

    @property
    def winner(self) -> str | None:
        """The last survivor, once only one player is left."""
        return self.alive[0] if len(self.alive) == 1 else None

    def left_of(self, player: str, among: Sequence[str]) -> str:
        """The next player clockwise from `player` among `among` (who need not include `player`)."""
        return left_of(self.seating, player, among)

    def play_order(self, dealer: str) -> list[str]:
        """Survivors in play order, starting at the dealer's left."""
        first = self.left_of(dealer, self.alive)
        i = self.alive.index(first)
        return self.alive[i:] + self.alive[:i]

    def verify_start(self, number: int, dealer: str | None = None) -> None:
        """Check that deal `number` may start now, and by `dealer` when the record names one (000 §01, §04).

        The deal before must be finished, the game not yet won, and the dealer the one the rotation gives.
        """
        if dealer is not None and dealer != self.dealer and not self.results and self.deal is None:
            raise RuleViolation(lazy("deal {number} is dealt by {dealer}, not {named}: the file's `dealer:` deals "
                                     "first, and a deal's dealer is checked against the rules", number=number,
                                     dealer=self.dealer, named=dealer),
                                rule=RuleId.DEALER_ROTATION, deal=number, path=("dealer",))
        if self.deal is not None:
            pending = self.deal
            raise unfinished(pending.number, pending.stopper, "stop", RuleId.FINAL_TURNS, RuleId.STOP,
                             lazy("nobody stopped the bus and the stock did not run out"), pending.current, number)
        if self.winner is not None:
            raise RuleViolation(lazy("the game is over: {player} is the last survivor and has won; deal {number} "
                                     "cannot be played", player=self.winner, number=number), rule=RuleId.LAST_SURVIVOR,
                                deal=number,
                                path=("deal",))
        if dealer is not None and dealer != self.dealer:
            why = {RuleId.DEALER_SKIP: lazy("{dealer} deals again because the next scheduled dealer was just "
                   "eliminated", dealer=self.dealer), RuleId.DEALER_ROTATION: lazy("the deal moves left to {dealer}",
                                                                                   dealer=self.dealer)}[self.next_rule]
            raise RuleViolation(lazy("deal {number} is dealt by {dealer}, not {named}: {why}", number=number,
                                     dealer=self.dealer, named=dealer, why=why), rule=self.next_rule,
                                deal=number, path=("dealer",))

    def can_start(self, number: int, dealer: str | None = None) -> bool:
        """True when `verify_start` would pass."""
        try:
            self.verify_start(number, dealer)
        except (RuleViolation, InputError):
            return False
        return True

    def verify_hands(self, number: int, hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card) -> None:
        """Check recorded hands and upcard: three cards to each survivor, none to the eliminated, no card twice."""
        order = self.play_order(self.dealer)
        for p in hands:
            if p not in self.alive:
                raise RuleViolation(lazy("{player} was eliminated and is dealt no cards", player=p),
                                    rule=RuleId.ELIMINATION,
                                    deal=number, path=("hands", p))
        for p in order:
            if p not in hands:
                raise RuleViolation(lazy("{player} is still in the game and must be dealt three cards", player=p),
                                    rule=RuleId.DEAL,
                                    deal=number, path=("hands",))
        seen = dealt_once(order, hands, str, RuleId.DECK, number)
        if upcard in seen:
            raise RuleViolation(lazy("the upcard {card} is also in {player}'s hand", card=upcard, player=seen[upcard]),
                                rule=RuleId.DECK,
                                deal=number, path=("upcard",))

    def verify_deck(self, number: int, deck: Sequence[Card]) -> None:
        """Check a recorded deck: the 52 different cards."""
        if len(deck) != 52 or len(set(deck)) != 52:
            dup = sorted(c for c, k in Counter(deck).items() if k > 1)  # one pass: 40,000 cards stay cheap
            missing = sorted(set(DECK) - set(deck))
            raise RuleViolation(lazy("the deck must be the 52 different cards, got {count}{repeated}{missing}",
                                     count=len(deck),
                                     repeated=lazy("; repeated {cards}", cards=fmt_cards(dup)) if dup else "",
                                     missing=lazy("; missing {cards}", cards=fmt_cards(missing)) if missing else ""),
                                rule=RuleId.DECK, deal=number, path=("deck",))

    def start_hands(self, number: int, hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card,
                    reshuffles: Sequence[Sequence[Card]] = (), *, dealer: str | None = None) -> Deal:
        """Start a deal from the recorded hands and upcard; the stock is every unseen card.

        Verifies the start (`dealer`: the one the record names, if any) and the cards before changing anything.
        """
        self.verify_start(number, dealer)
        self.verify_hands(number, hands, upcard)
        used = {c for h in hands.values() for c in h} | {upcard}
        stock = Stock([c for c in DECK if c not in used], ordered=False)
        return self._begin(number, self.play_order(self.dealer), dict(hands), upcard, stock, reshuffles)

    def start_deck(self, number: int, deck: Sequence[Card], reshuffles: Sequence[Sequence[Card]] = (), *,
                   dealer: str | None = None) -> Deal:
        """Start a deal from the whole shuffled deck, dealt as 000 §01 says: three rounds from the dealer's left.

        Verifies the start (`dealer`: the one the record names, if any) and the deck before changing anything.
        """
        self.verify_start(number, dealer)
        self.verify_deck(number, deck)
        order = self.play_order(self.dealer)
        n = len(order)
        hands = {p: (deck[i], deck[n + i], deck[2 * n + i]) for i, p in enumerate(order)}
        return self._begin(number, order, hands, deck[3 * n], Stock(deck[3 * n + 1:], ordered=True), reshuffles)

    def _begin(self, number: int, order: list[str], hands: Mapping[str, tuple[Card, Card, Card]], upcard: Card,
               stock: Stock, reshuffles: Sequence[Sequence[Card]]) -> Deal:
        self.deal = Deal(number=number, players=order, dealer=self.dealer, hands=hands, upcard=upcard,
                         stock=stock, reshuffles=reshuffles, house=self.house)
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

    def verify_finish(self, deal: Deal) -> None:
        """Check that `deal` is this game's deal in play and is over, so its showdown may be applied."""
        if deal is not self.deal:
            raise ValueError(f"deal {deal.number} is not the deal in play")
        if not deal.over:
            raise ValueError(f"deal {deal.number} is not over")

    def finish(self, deal: Deal) -> DealResult:
        """Apply the showdown of an ended deal: token, floating, elimination, next dealer, winner."""
        self.verify_finish(deal)
        sd = deal.compare()
        before = self._alive_tokens()
        loser = sd.loser
        eliminated = None
        token_rules: list[RuleId] = []
        if self.tokens[loser] == 1 and not self.house.floating:  # house rule floating: false
            eliminated = loser
            self.alive.remove(loser)
            del self.tokens[loser]
            token_rules += [RuleId.WORST_LOSES, RuleId.HOUSE_FLOATING, RuleId.ELIMINATION]
        elif self.tokens[loser] > 0:
            self.tokens[loser] -= 1
            token_rules.append(RuleId.WORST_LOSES)  # the loss itself; `tokens` is only the starting three
            if self.tokens[loser] == 0:
                token_rules.append(RuleId.FLOATING)
        else:
            eliminated = loser
            self.alive.remove(loser)
            del self.tokens[loser]
            token_rules.append(RuleId.ELIMINATION)
        next_dealer: str | None = None
        next_rule: RuleId | None = None
        if len(self.alive) == 1:
            token_rules.append(RuleId.LAST_SURVIVOR)
        else:
            scheduled = self.left_of(deal.dealer, [*self.alive, *([eliminated] if eliminated else [])])
            if scheduled == eliminated and deal.dealer in self.alive and self.house.dealer_skip:
                next_dealer, next_rule = deal.dealer, RuleId.DEALER_SKIP
            else:
                if scheduled == eliminated and deal.dealer in self.alive:  # house rule dealer-skip: false
                    token_rules.append(RuleId.HOUSE_DEALER_SKIP)
                next_dealer, next_rule = self.left_of(deal.dealer, self.alive), RuleId.DEALER_ROTATION
            self.dealer, self.next_rule = next_dealer, next_rule
        result = self._result(deal, showdown=sd, tokens_before=before, tokens_after=self._alive_tokens(),
                              eliminated=eliminated, next_dealer=next_dealer, next_dealer_rule=next_rule,
                              token_rules=tuple(token_rules))
        self.results.append(result)
        self.deal = None
        return result
