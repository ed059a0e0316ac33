"""The 31-point game's state machine (002 Setting up, How to play 1-10, Variations; contract thirty-one.md).

Pure: no I/O. A `Deal` follows one round: the deal, turns (swap one, swap all, knock, stop,
blitz), refills and recycling of the stock, the final circuit and instant 31. Every turn is
planned first without touching the state (`verify_turn` = plan and throw away), so a refused
action leaves the deal exactly as it was; `play` plans again and commits, returning an immutable
`Turn`. A `Game31` carries lives, the pot, elimination, shared wins and the dealer rotation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Literal, NamedTuple

from ..core.errors import InputError, RuleViolation
from ..core.i18n import Msg, lazy, lazy_n
from ..core.seating import left_of
from ..kit.deal import dealt_once
from .refusals import called_again, hand_size_error, round_over, second_stop
from .rule_ids import RuleId
from .scoring import JOKERS, Scored, ScoreMode, card_name, names, quick_score, score_hand

ActionKind = Literal["swap", "swap-all", "knock", "stop", "blitz"]
EndKind = Literal["stop", "knock", "instant-31", "blitz", "stock-exhausted"]
VARIANTS = ("blitz", "four-card", "jokers", "pot")
BLITZ_31 = ("lives-back", "knockout")


@dataclass(frozen=True)
class Rules31:
    """The variants and options of one record (contract "A record")."""

    blitz: bool = False
    four_card: bool = False
    jokers: bool = False
    pot: bool = False
    score: ScoreMode = ScoreMode.REPRESENTED
    blitz_31: str = "lives-back"
    caller_safe: bool = False
    """House rule `caller-safe: true`: whoever ended the round by a call never loses a life at its showdown."""
    house_keys: frozenset[str] = frozenset()
    """The keys set as house rules (`house:` or `--house`, not `options:`): a ruling one of them changes cites
    `house:KEY`. `options:` keeps its rulings' words as they always were."""

    def house(self) -> dict[str, str]:
        """Every house rule of the catalogue with the value this game plays (`blitz-31` is `lives-back` outside
        Blitz, where the rule is ignored)."""
        return {"score": self.score.value, "blitz-31": self.blitz_31,
                "caller-safe": "true" if self.caller_safe else "false"}

    @property
    def hand_size(self) -> int:
        """Cards in a hand, and places in the pool: 3, or 4 in `four-card`."""
        return 4 if self.four_card else 3

    @property
    def full_deck(self) -> tuple[int, ...]:
        """The 52 cards, plus both jokers in the jokers variant."""
        return tuple(range(52)) + (JOKERS if self.jokers else ())

    @property
    def max_players(self) -> int:
        """How many players the deck can deal a hand each (002 Setting up 2): 17 from 52 cards, 18 with the
        jokers (54), 13 with four-card hands (with or without jokers). The pool then has what is left."""
        return len(self.full_deck) // self.hand_size

    def deck_words(self) -> str:
        """The deck and hand size in words, for messages on the player limit ('54 cards, 3 each (jokers)')."""
        chosen = [v for v in ("four-card", "jokers") if v in self.variant_list()]
        return (f"{len(self.full_deck)} cards, {self.hand_size} each"
                + (f" ({' and '.join(chosen)})" if chosen else ""))

    def variant_list(self) -> list[str]:
        """The variants on, in the contract's order (for JSON and records)."""
        return [v for v, on in zip(VARIANTS, (self.blitz, self.four_card, self.jokers, self.pot), strict=True) if on]


@dataclass(frozen=True)
class Action31:
    """One turn as recorded; `turn` names the cards turned up by the action, in order (or None). `give` is None
    only in a deal seen from the table, where the card given went face down unseen."""

    kind: ActionKind
    give: int | None = None
    take: int | None = None
    turn: tuple[int, ...] | None = None
    word: str = ""

    def __str__(self) -> str:
        turned = f", turn {names(self.turn)}" if self.turn else ""
        if self.kind == "swap":
            take = "?" if self.take is None else card_name(self.take)
            if self.give is None:  # seen from the table: the given card went face down unseen
                return f"swap for {take}{turned}"
            return f"swap {card_name(self.give)} for {take}{turned}"
        if self.kind == "swap-all":
            return f"swap all{turned}"
        return self.word or self.kind


class Turn(NamedTuple):
    """What one turn did: the cards given, taken and turned, the state after, and the rules applied.

    A NamedTuple, as the Brag game's turn: a long record holds tens of thousands, and one builds faster
    than a frozen dataclass (the project's one idiom for hot records; docs/performance.md, "Fast paths").
    """

    number: int
    player: str
    action: Action31
    given: tuple[int, ...]
    taken: tuple[int, ...]
    turned: tuple[int, ...]
    hand_after: tuple[int, ...]
    pool_after: tuple[int, ...]
    stock_left: int
    final: bool
    recycled: int
    score_after: int
    rules: tuple[RuleId, ...]
    unknown: int = 0
    """Seen from the table (thirty_one/tableview.py): how many cards of `hand_after` are not known; then
    `hand_after` holds only the known ones and `score_after` is -1 (not known)."""

    def action_text(self, card: Callable[[int], str] = card_name) -> str:
        """Canonical action text with the turned cards filled in; `card` spells each card (its JSON name by
        default, `card_symbol` for suit symbols at a terminal)."""
        a = self.action
        turned = f", turn {names(self.turned, card)}" if self.turned else ""
        if a.kind == "swap" and not self.given:  # seen from the table: the card given went face down unseen
            return f"swap for {names(self.taken[:1], card)}{turned}"
        if a.kind == "swap":
            if card is card_name:
                return f"swap {card_name(self.given[0])} for {card_name(self.taken[0])}{turned}"
            return f"swap {names(self.given[:1], card)} for {names(self.taken[:1], card)}{turned}"
        if a.kind == "swap-all":
            return f"swap all{turned}"
        return a.word or a.kind


class Stock31:
    """The face-down stock: ordered (deck mode, a given reshuffle) or a set of unseen cards."""

    __slots__ = ("_cards", "ordered", "recycled")

    def __init__(self, cards: Sequence[int], ordered: bool, recycled: bool = False) -> None:
        self.ordered = ordered
        self.recycled = recycled
        self._cards: list[int] = list(reversed(cards)) if ordered else sorted(cards)  # top is the last

    def copy(self) -> Stock31:
        """An independent copy, for planning a turn without touching the real stock."""
        s = Stock31.__new__(Stock31)
        s.ordered, s.recycled, s._cards = self.ordered, self.recycled, list(self._cards)
        return s

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def cards(self) -> list[int]:
        """Top first when ordered, else sorted."""
        return list(reversed(self._cards)) if self.ordered else list(self._cards)

    def pop_top(self) -> int:
        """Take the top card (ordered stock only)."""
        return self._cards.pop()

    def remove(self, card: int) -> None:
        """Take a named card out (unordered stock)."""
        self._cards.remove(card)


@dataclass
class _Plan:
    """The outcome of a turn, computed before anything changes."""

    hand: list[int]
    pool: list[int]
    discards: list[int]
    stock: Stock31
    given: tuple[int, ...]
    taken: tuple[int, ...]
    turned: list[int] = field(default_factory=list)
    recycled: int = 0
    exhausted: bool = False
    new_orders: list[list[int]] = field(default_factory=list)


def _bad(rule: RuleId, msg: str | Msg, deal: int, turn: int | None) -> RuleViolation:
    """A RuleViolation of this deal and turn."""
    return RuleViolation(msg, rule=rule, deal=deal, turn=turn)


class Round31:
    """The order of one round, whatever the cards (002 How to play 1-6, 9): whose turn it is, knock, stop,
    blitz, the final circuit and how the round ends. `Deal` adds the cards; a deal seen from the table
    (tableview.py) adds what the table saw. So each order rule has one home for both kinds of deal."""

    def __init__(self, *, number: int, players: Sequence[str], dealer: str, rules: Rules31) -> None:
        self.number = number
        self.players = list(players)  # play order, the dealer's left first
        self.dealer = dealer
        self.rules = rules
        self.pool: list[int] = []
        self.pos = 0
        self.caller: str | None = None
        self.call: str | None = None
        self.finals_left = 0
        self.ended_by: EndKind | None = None
        self.recycles = 0
        self.log: list[Turn] = []
        self.holders: list[str] = []
        self.start_rules: list[RuleId] = [RuleId.DEAL, RuleId.POOL]

    # -- state ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once the round (or game) has ended."""
        return self.ended_by is not None

    @property
    def current(self) -> str:
        """Whose turn it is."""
        return self.players[self.pos % len(self.players)]

    @property
    def first_player(self) -> str:
        """The player to the dealer's left, who played first."""
        return self.players[0]

    @property
    def stock_left(self) -> int:
        """Cards in the stock."""
        raise NotImplementedError

    def hand_view(self) -> dict[str, tuple[int, ...]]:
        """Each player's hand as far as it is known (all of it in a full deal)."""
        raise NotImplementedError

    def score(self, player: str) -> Scored:
        """The player's scored hand at the showdown, under this record's scoring mode."""
        raise NotImplementedError

    def allowed(self) -> list[str]:
        """What the current player may do now."""
        if self.over:
            return []
        out = ["swap CARD for CARD"]
        if len(self.pool) == self.rules.hand_size:
            out.append("swap all")
        if self.rules.blitz:
            out += ["blitz (or 31, stop)"]
        elif self.caller is not None:
            out.append("knock (a pass)")
        else:
            out += ["knock", "stop"]
        return out

    # -- the order rules -----------------------------------------------------------------
    def verify_order(self, player: str, action: Action31) -> None:
        """Raise RuleViolation unless `player` may make a move of this kind now (the cards aside): the round
        still on, the player in it and on turn, and the call allowed (no knock in Blitz, no second stop,
        blitz only in that variant)."""
        turn = len(self.log) + 1
        n = self.number
        if self.ended_by is not None:
            rule = {"instant-31": RuleId.INSTANT_31, "blitz": RuleId.BLITZ, "stock-exhausted": RuleId.STOCK_EXHAUSTED
                    }.get(self.ended_by, RuleId.FINAL_CIRCUIT)
            why = round_over(self.ended_by, self.holders, self.caller, self.call, player)
            raise _bad(rule, lazy("the round is over ({why}); {player} cannot play", why=why, player=player), n, turn)
        if player not in self.players:
            raise _bad(RuleId.ELIMINATION, lazy("{player} is out of the game (no lives left) and does not play; "
                                                "it is {current}'s turn", player=player, current=self.current), n, turn)
        if player != self.current:
            if player == self.caller:
                raise _bad(RuleId.FINAL_CIRCUIT, called_again(player, self.call, self.current), n, turn)
            if not self.log:
                raise _bad(RuleId.FIRST_TURN, lazy("the player to the dealer's left goes first: {current} (left of "
                                                   "{dealer}), not {player}", current=self.current,
                                                   dealer=self.dealer, player=player), n, turn)
            raise _bad(RuleId.TURN_ORDER, lazy("it is {current}'s turn, not {player}'s (play passes clockwise)",
                                               current=self.current, player=player), n, turn)
        kind = action.kind
        if kind == "knock" and self.rules.blitz:
            raise _bad(RuleId.BLITZ, lazy("there is no knocking in Blitz (the knocking mechanic is removed entirely); "
                                          "call blitz, 31 or stop to end the round, or swap"), n, turn)
        if kind == "stop" and self.caller is not None and not self.rules.blitz:
            err = _bad(RuleId.FINAL_CIRCUIT, second_stop(self.caller, self.call), n, turn)
            err.cite = RuleId.SECOND_STOP  # the contract's id; the reading it rests on is quoted
            raise err
        if kind == "blitz" and not self.rules.blitz:
            raise _bad(RuleId.BLITZ, lazy("'{word}' is a call of the Blitz variant only "
                                          "(variant: [blitz]); here end the round with knock or stop",
                                          word=action.word or "blitz"), n, turn)

    def _call_rules(self, player: str, kind: ActionKind, final: bool, rules: list[RuleId]) -> None:
        """Carry out a verified knock, stop or blitz (a swap calls nothing), then add the final-circuit id
        to a turn of the final circuit or the call that starts it."""
        if kind == "knock":
            rules.append(RuleId.KNOCK)
            if not final:
                self.caller, self.call = player, "knock"
                self.finals_left = len(self.players) - 1
        elif kind == "stop" and not self.rules.blitz:
            self.caller, self.call = player, "stop"
            self.finals_left = len(self.players) - 1
            rules.append(RuleId.STOP)
        elif kind in ("blitz", "stop"):  # blitz, 31, or a stop in the blitz variant
            self.caller, self.call = player, "blitz"
            self.ended_by = "blitz"
            rules.append(RuleId.BLITZ)
        if final or (self.caller == player and not self.rules.blitz):
            rules.append(RuleId.FINAL_CIRCUIT)

    def _end_turn(self, final: bool, holder: str | None, exhausted: bool) -> None:
        """After a turn is logged: play passes on; a 31 (`holder`) or an empty stock ends the round at once,
        the last turn of the final circuit ends it too."""
        self.pos += 1
        if holder is not None:
            self.holders = [holder]
            self.ended_by = "instant-31"
        elif exhausted:
            self.ended_by = "stock-exhausted"
        elif final and self.ended_by is None:
            self.finals_left -= 1
            if self.finals_left == 0:
                self.ended_by = "knock" if self.call == "knock" else "stop"


class Deal(Round31):
    """One round from the deal to the showdown with every card known (002 Setting up 2-5, How to play 1-9)."""

    def __init__(self, *, number: int, players: Sequence[str], dealer: str, hands: Mapping[str, Sequence[int]],
                 pool: Sequence[int], stock: Stock31, rules: Rules31,
                 reshuffles: Sequence[Sequence[int]] = (),
                 shuffle: Callable[[list[int]], list[int]] | None = None) -> None:
        super().__init__(number=number, players=players, dealer=dealer, rules=rules)
        self.hands: dict[str, list[int]] = {p: list(hands[p]) for p in self.players}
        self.pool: list[int] = list(pool)
        self.discards: list[int] = []
        self.stock = stock
        self.reshuffles = [list(r) for r in reshuffles]
        self.shuffle = shuffle  # simulations only: orders a recycle the record does not order
        best = rules.score is ScoreMode.BEST_SUIT  # the score alone (no Scored built): 31 or not
        held = [p for p in self.players if quick_score(self.hands[p], best) == 31]
        if held:  # 002 How to play 9: the moment a player holds 31, the round is over
            self.holders = held
            self.ended_by = "instant-31"
            self.start_rules.append(RuleId.INSTANT_31)
        elif not self.pool and not len(self.stock):
            self.ended_by = "stock-exhausted"
            self.start_rules.append(RuleId.STOCK_EXHAUSTED)

    # -- state ---------------------------------------------------------------------------
    @property
    def stock_left(self) -> int:
        """Cards in the stock."""
        return len(self.stock)

    def hand_view(self) -> dict[str, tuple[int, ...]]:
        """Every hand (all known here)."""
        return {p: tuple(h) for p, h in self.hands.items()}

    def score(self, player: str) -> Scored:
        """The player's scored hand under this record's scoring mode."""
        return score_hand(self.hands[player], self.rules.score)

    def where_is(self, card: int) -> Msg:
        """Plain words for where a card is, for refusal messages."""
        for p, h in self.hands.items():
            if card in h:
                return lazy("it is in {player}'s hand", player=p)
        if card in self.pool:
            return lazy("it is in the pool")
        if card in self.discards:
            return lazy("it lies face down on the discard pile")
        if card in self.stock:
            return lazy("it is still in the stock")
        return lazy("it is not in play")

    # -- the turn triad ----------------------------------------------------------------
    def verify_turn(self, player: str, action: Action31) -> None:
        """Raise RuleViolation (or InputError for a missing `turn` name) if the turn is not allowed."""
        self._plan(player, action)

    def can_turn(self, player: str, action: Action31) -> bool:
        """True when `verify_turn` would pass."""
        try:
            self._plan(player, action)
        except (RuleViolation, InputError):
            return False
        return True

    FAST: ClassVar[bool] = True
    """The fast-path switch (docs/performance.md, "Fast paths"): `play` tries `_swap_fast` first; False
    sends every turn the plain way (tests/test_thirty_one_fast.py compares the two)."""

    def play(self, player: str, action: Action31) -> Turn:
        """Verify and carry out one turn; log and return its frozen record."""
        if self.FAST:
            done = self._swap_fast(player, action)
            if done is not None:
                return done
        plan = self._plan(player, action)
        final = self.caller is not None
        rules: list[RuleId] = []
        kind = action.kind
        if plan is not None:
            self.hands[player] = plan.hand
            self.pool, self.discards, self.stock = plan.pool, plan.discards, plan.stock
            self.recycles += plan.recycled
            self.reshuffles += plan.new_orders
            rules.append(RuleId.SWAP_ONE if kind == "swap" else RuleId.SWAP_ALL)
            if plan.turned:
                rules.append(RuleId.REFILL)
            if plan.recycled:
                rules.append(RuleId.RECYCLE)
            if plan.exhausted:
                rules.append(RuleId.STOCK_EXHAUSTED)
        self._call_rules(player, kind, final, rules)
        if plan is None:
            return self._log_turn(player, action, final, rules, (), (), (), 0, False, False)
        return self._log_turn(player, action, final, rules, plan.given, plan.taken, tuple(plan.turned),
                              plan.recycled, plan.exhausted, True)

    def _log_turn(self, player: str, action: Action31, final: bool, rules: list[RuleId], given: tuple[int, ...],
                  taken: tuple[int, ...], turned: tuple[int, ...], recycled: int, exhausted: bool,
                  moved: bool) -> Turn:
        """The end of every turn (both paths): score, instant 31, the frozen record, the final circuit."""
        turn = len(self.log) + 1
        if turn == 1:
            rules.insert(0, RuleId.FIRST_TURN)
        score = quick_score(self.hands[player], self.rules.score is ScoreMode.BEST_SUIT)
        instant = score == 31 and moved
        if instant:
            rules.append(RuleId.INSTANT_31)
        record = Turn(turn, player, action, given, taken, turned, tuple(self.hands[player]), tuple(self.pool),
                        len(self.stock), final, recycled, score, tuple(rules))
        self.log.append(record)
        self._end_turn(final, player if instant else None, exhausted)
        return record
    def _swap_fast(self, player: str, action: Action31) -> Turn | None:
        """Fast path of `play` for the common turn: a swap (of one card, or all) refilled from the top of an
        ordered stock that holds enough cards (deck mode, no recycle on this turn).

        It checks what `_plan` checks for such a turn and then changes the state in place, with no copied
        stock, plan or lists; any other turn, and every turn `_plan` would refuse, returns None with nothing
        changed, for the plain path (which words the refusal); it makes a long record's adjudication faster
        (bench/bench_thirty_one.py; figures in docs/performance.md, "Fast paths"). Tested against
        the plain path (FAST off) on every 31 scenario and simulated records (tests/test_thirty_one_fast.py).
        """
        if self.ended_by is not None or player != self.players[self.pos % len(self.players)]:
            return None
        stock = self.stock
        if not stock.ordered:
            return None
        cards = stock._cards  # the top is the last
        hand = self.hands[player]
        pool = self.pool
        named = action.turn
        kind = action.kind
        if kind == "swap":
            give, take = action.give, action.take
            if give is None or take is None or give not in hand or take not in pool or not cards:
                return None
            top = cards[-1]
            if named is not None and (len(named) != 1 or named[0] != top):
                return None
            cards.pop()
            hand[hand.index(give)] = take
            pool[pool.index(take)] = top
            self.discards.append(give)
            given: tuple[int, ...] = (give,)
            taken: tuple[int, ...] = (take,)
            turned: tuple[int, ...] = (top,)
            rule = RuleId.SWAP_ONE
        elif kind == "swap-all":
            n = len(hand)
            if len(pool) != n or len(cards) < n:
                return None
            turned = tuple(cards[:-n - 1:-1])  # the top n cards, top first: the pool's places in order
            if named is not None and named != turned:
                return None
            del cards[-n:]
            given, taken = tuple(hand), tuple(pool)
            self.discards.extend(hand)
            self.hands[player] = list(pool)
            self.pool = list(turned)
            rule = RuleId.SWAP_ALL
        else:
            return None
        final = self.caller is not None
        rules = [rule, RuleId.REFILL, RuleId.FINAL_CIRCUIT] if final else [rule, RuleId.REFILL]
        return self._log_turn(player, action, final, rules, given, taken, turned, 0, False, True)

    def _plan(self, player: str, action: Action31) -> _Plan | None:
        """Check the turn and compute its effect on copies; None for turns that move no card."""
        self.verify_order(player, action)
        turn = len(self.log) + 1
        n = self.number
        kind = action.kind
        if kind in ("knock", "stop", "blitz"):
            return None
        hand = self.hands[player]
        if kind == "swap":
            give, take = action.give, action.take
            if give is None:
                raise InputError(lazy("`{action}` leaves the card given unnamed, which only a deal seen from the "
                                      "table may do (this deal's hands are known: name the card, `swap 7h for Kd`)",
                                      action=str(action)),
                                 rule=RuleId.SWAP_ONE, deal=n, turn=turn)
            assert take is not None
            if give not in hand:
                raise _bad(RuleId.SWAP_ONE, lazy("{player} cannot give {card}: the hand is {cards} ({where})",
                                                 player=player, card=card_name(give), cards=names(hand),
                                                 where=self.where_is(give)), n, turn)
            if take not in self.pool:
                raise _bad(RuleId.SWAP_ONE, lazy("{player} cannot take {card}: the pool is {cards} ({where})",
                                                 player=player, card=card_name(take), cards=names(self.pool),
                                                 where=self.where_is(take)), n, turn)
            new_hand = [take if c == give else c for c in hand]
            pool: list[int | None] = [None if c == take else c for c in self.pool]
            plan = _Plan(new_hand, [], [*self.discards, give], self.stock.copy(), (give,), (take,))
        else:
            if len(self.pool) != len(hand):
                raise _bad(RuleId.SWAP_ALL,
                           lazy("swap all gives all {count} hand cards for all {count} pool cards, but the pool "
                                "holds only {k} ({cards})", count=len(hand), k=len(self.pool),
                                cards=names(self.pool)), n, turn)
            plan = _Plan(list(self.pool), [], [*self.discards, *hand], self.stock.copy(), tuple(hand),
                         tuple(self.pool))
            pool = [None] * len(self.pool)
        self._refill(plan, pool, action.turn, turn)
        return plan

    def _refill(self, plan: _Plan, pool: list[int | None], names_given: tuple[int, ...] | None, turn: int) -> None:
        """Fill each emptied pool place from the stock top; recycle discards and pool when it runs out (002 2, 4)."""
        n = self.number
        used = 0

        def draw() -> int:
            """Turn up the next card, checking any name the record gives."""
            nonlocal used
            stock = plan.stock
            rule = RuleId.RECYCLE if stock.recycled else RuleId.REFILL
            named = names_given[used] if names_given is not None and used < len(names_given) else None
            if stock.ordered:
                top = stock.pop_top()
                if names_given is not None:
                    if named is None:
                        raise _bad(rule, lazy("`turn` names {count} card(s) but more were turned up: the next "
                                              "is {card}", count=len(names_given), card=card_name(top)), n, turn)
                    if named != top:
                        raise _bad(rule, lazy("the card turned up is the stock's top card {top}, not {card}",
                                              top=card_name(top), card=card_name(named)), n, turn)
                card = top
            else:
                if named is None:
                    why = (lazy("the stock was recycled without a `reshuffles:` order") if stock.recycled
                           else lazy("in hands mode the stock's order is not known"))
                    raise InputError(lazy("this turn must name every card turned up from the stock ('turn CARD ...'): "
                                          "{why}; {count} card(s) needed so far", why=why, count=len(plan.turned) + 1),
                                     rule=rule, deal=n, turn=turn)
                if named not in stock:
                    raise _bad(rule, lazy("{card} cannot be turned up from the stock: {where}{again}",
                                          card=card_name(named), where=self.where_is(named),
                                          again=lazy(" (or was turned up already)") if named in plan.turned else ""),
                               n, turn)
                stock.remove(named)
                card = named
            used += 1
            plan.turned.append(card)
            return card

        i = 0
        while i < len(pool):
            if pool[i] is not None:
                i += 1
                continue
            if not len(plan.stock):
                self._recycle(plan, pool, turn)
                pool = [None] * min(self.rules.hand_size, len(plan.stock))
                if not pool:
                    plan.exhausted = True
                    break
                i = 0
                continue
            pool[i] = draw()
            i += 1
        plan.pool = [c for c in pool if c is not None]
        if names_given is not None and used < len(names_given):
            rule = RuleId.RECYCLE if plan.recycled else RuleId.REFILL
            raise _bad(rule, lazy_n("`turn` names {named} card(s) but {used} was turned up ({cards})",
                                    "`turn` names {named} card(s) but {used} were turned up ({cards})", used,
                                    named=len(names_given), used=used, cards=names(plan.turned) or lazy("none")),
                       n, turn)

    def _recycle(self, plan: _Plan, pool: list[int | None], turn: int) -> None:
        """The discard pile and the cards still in the pool become a new stock (002 4; contract)."""
        cards = [*plan.discards, *(c for c in pool if c is not None)]
        k = self.recycles + plan.recycled
        if k < len(self.reshuffles):
            order = self.reshuffles[k]
            if sorted(order) != sorted(cards):
                missing = sorted(set(cards) - set(order))
                extra = sorted(set(order) - set(cards))
                raise _bad(RuleId.RECYCLE, lazy("reshuffle {k} must hold exactly the {count} discarded and pool cards "
                                                "({cards}){missing}{extra}", k=k + 1, count=len(cards),
                                                cards=names(sorted(cards)),
                                                missing=lazy("; missing {cards}", cards=names(missing)) if missing
                                                else "",
                                                extra=lazy("; not recyclable {cards}", cards=names(extra)) if extra
                                                else ""), self.number, turn)
            plan.stock = Stock31(order, ordered=True, recycled=True)
        elif self.shuffle is not None:
            order = self.shuffle(cards)
            plan.new_orders.append(order)
            plan.stock = Stock31(order, ordered=True, recycled=True)
        else:
            plan.stock = Stock31(cards, ordered=False, recycled=True)
        plan.discards = []
        plan.recycled += 1


@dataclass(frozen=True)
class ShowEntry:
    """One player's shown hand at the showdown."""

    player: str
    scored: Scored
    position: int


@dataclass(frozen=True)
class Showdown31:
    """Every hand shown, best first; the losers (all tied lowest) and the 31 holders."""

    order: tuple[ShowEntry, ...]
    losers: tuple[str, ...]
    holders: tuple[str, ...]
    rules: tuple[RuleId, ...]


@dataclass(frozen=True)
class DealResult31:
    """The outcome of one round as the game records it (or its state while in progress)."""

    number: int
    dealer: str
    first_player: str
    ended_by: str | None
    caller: str | None
    call: str | None
    recycles: int
    turns: tuple[Turn, ...]
    showdown: Showdown31 | None
    lives_before: dict[str, int]
    lives_after: dict[str, int]
    eliminated: tuple[str, ...] | None
    shared_win: tuple[str, ...] | None
    pot: int | None
    next_dealer: str | None
    next_dealer_rule: str | None
    life_rules: tuple[RuleId, ...] = ()
    start_rules: tuple[RuleId, ...] = ()
    whose_turn: str | None = None
    may: tuple[str, ...] = ()
    pool: tuple[int, ...] = ()
    stock_left: int = 0
    hands: dict[str, tuple[int, ...]] = field(default_factory=dict)
    lives_back: dict[str, int] = field(default_factory=dict)


class _Way(NamedTuple):
    """How a showdown picks its losers: the scoring, whether the caller is passed over, Blitz 31 knockout."""

    mode: ScoreMode
    safe: bool
    ko: bool

    def back(self, rule: RuleId) -> _Way:
        """This way with one house rule back at 002's reading."""
        if rule is RuleId.HOUSE_CALLER_SAFE:
            return self._replace(safe=False)
        if rule is RuleId.HOUSE_BLITZ_31:
            return self._replace(ko=False)
        return self._replace(mode=ScoreMode.REPRESENTED)


class Game31:
    """A game across rounds: lives, the pot, elimination, shared wins, the dealer rotation (002 8-10)."""

    def __init__(self, players: Sequence[str], lives: Mapping[str, int], dealer: str, rules: Rules31) -> None:
        self.seating = list(players)
        self.start_lives = {p: lives[p] for p in players}
        self.lives = dict(self.start_lives)
        self.alive = list(players)
        self.dealer = dealer
        self.rules = rules
        self.pot = 0
        self.shared_win: tuple[str, ...] | None = None
        self.results: list[DealResult31] = []
        self.deal: Round31 | None = None

    @property
    def winner(self) -> str | None:
        """The last survivor (none after a shared win)."""
        return self.alive[0] if len(self.alive) == 1 and self.shared_win is None else None

    @property
    def over(self) -> bool:
        """True once the round (or game) has ended."""
        return self.shared_win is not None or len(self.alive) <= 1

    def left_of(self, player: str, among: Sequence[str]) -> str:
        """The next player clockwise from `player` among `among`."""
        return left_of(self.seating, player, among)

    def play_order(self) -> list[str]:
        """Survivors in play order, starting at the dealer's left (002 Setting up 5)."""
        first = self.left_of(self.dealer, self.alive)
        i = self.alive.index(first)
        return self.alive[i:] + self.alive[:i]

    # -- starting a round ------------------------------------------------------------------
    def verify_start(self, number: int, dealer: str | None) -> None:
        """Check that another round may start, and by whom."""
        if self.over:
            who = (lazy("{players} shared the win", players=", ".join(self.shared_win)) if self.shared_win
                   else lazy("{player} is the last player with lives and has won", player=self.winner))
            raise RuleViolation(lazy("the game is over: {who}; deal {number} cannot be played", who=who,
                                     number=number),
                                rule=RuleId.LAST_SURVIVOR, deal=number, path=("deal",))
        if dealer is not None and dealer != self.dealer:
            why = (lazy("the file names the first dealer") if not self.results
                   else lazy("the deal passes to the next survivor on the left"))
            raise RuleViolation(lazy("deal {number} is dealt by {dealer}, not {named} ({why})", number=number,
                                     dealer=self.dealer, named=dealer, why=why),
                                rule=RuleId.DEALER_ROTATION, deal=number, path=("dealer",))

    def can_start(self, number: int, dealer: str | None = None) -> bool:
        """True when `verify_start` would pass."""
        try:
            self.verify_start(number, dealer)
        except RuleViolation:
            return False
        return True

    def expected_pool(self, players: int) -> int:
        """Pool places that can be filled at the deal: three (four), fewer at a huge table."""
        return max(0, min(self.rules.hand_size, len(self.rules.full_deck) - players * self.rules.hand_size))

    def verify_hands(self, number: int, hands: Mapping[str, Sequence[int]], pool: Sequence[int]) -> None:
        """Check that a round may start from these recorded hands and pool (changes nothing)."""
        self.verify_start(number, None)
        order = self.play_order()
        size = self.rules.hand_size
        for p in hands:
            if p not in self.alive:
                raise RuleViolation(lazy("{player} is out of the game and is dealt no cards", player=p),
                                    rule=RuleId.ELIMINATION,
                                    deal=number, path=("hands", p))
        for p in order:
            if p not in hands:
                raise RuleViolation(lazy("{player} is still in the game and must be dealt {size} cards", player=p,
                                         size=size), rule=RuleId.DEAL,
                                    deal=number, path=("hands",))
            wrong = hand_size_error(size, p, tuple(hands[p]), number, "dealt", ("hands", p))
            if wrong is not None:
                raise wrong
        want = self.expected_pool(len(order))
        if len(pool) != want:
            raise RuleViolation(lazy("the pool is {want} face-up cards here, got {count} ({cards})", want=want,
                                     count=len(pool), cards=names(pool)),
                                rule=RuleId.POOL, deal=number, path=("pool",))
        seen = dealt_once(order, hands, card_name, RuleId.DEAL, number)
        for c in pool:
            if c in seen:
                raise RuleViolation(lazy("the pool card {card} is also in {player}'s hand", card=card_name(c),
                                         player=seen[c]), rule=RuleId.POOL,
                                    deal=number, path=("pool",))
            seen[c] = "the pool"

    def start_hands(self, number: int, hands: Mapping[str, Sequence[int]], pool: Sequence[int],
                    reshuffles: Sequence[Sequence[int]] = ()) -> Deal:
        """Start a round from recorded hands and pool, verified first; the stock is every other card, order
        unknown."""
        self.verify_hands(number, hands, pool)
        order = self.play_order()
        dealt = {c for p in order for c in hands[p]} | set(pool)
        stock = Stock31([c for c in self.rules.full_deck if c not in dealt], ordered=False)
        return self._begin(number, order, hands, pool, stock, reshuffles)

    def verify_deck(self, number: int, deck: Sequence[int]) -> None:
        """Check that a round may be dealt from this shuffled deck (changes nothing)."""
        self.verify_start(number, None)
        plain = [c for c in deck if c < 52]
        if len(plain) != 52 or len(set(deck)) != len(deck):
            dup = sorted({c for c in deck if deck.count(c) > 1})
            missing = sorted(set(range(52)) - set(deck))
            jokers = lazy(" plus up to two jokers") if self.rules.jokers else ""
            raise RuleViolation(lazy("the deck must be the 52 different cards{jokers}, got {count}{repeated}{missing}",
                                     jokers=jokers, count=len(deck),
                                     repeated=lazy("; repeated {cards}", cards=names(dup)) if dup else "",
                                     missing=lazy("; missing {cards}", cards=names(missing)) if missing else ""),
                                rule=RuleId.DEAL, deal=number, path=("deck",))
        order = self.play_order()
        size = self.rules.hand_size
        k = len(order)
        if k * size > len(deck):
            raise RuleViolation(lazy("{k} players cannot each be dealt {size} cards from {count}", k=k, size=size,
                                     count=len(deck)),
                                rule=RuleId.PLAYERS, deal=number, path=("deck",))

    def start_deck(self, number: int, deck: Sequence[int], reshuffles: Sequence[Sequence[int]] = (),
                   shuffle: Callable[[list[int]], list[int]] | None = None) -> Deal:
        """Deal a shuffled deck as 002 says, verified first: one card at a time from the dealer's left, then
        the pool face up."""
        self.verify_deck(number, deck)
        order = self.play_order()
        size = self.rules.hand_size
        k = len(order)
        hands = {p: [deck[r * k + i] for r in range(size)] for i, p in enumerate(order)}
        rest = list(deck[size * k:])
        pool = rest[:size]
        return self._begin(number, order, hands, pool, Stock31(rest[size:], ordered=True), reshuffles, shuffle)

    def _begin(self, number: int, order: list[str], hands: Mapping[str, Sequence[int]], pool: Sequence[int],
               stock: Stock31, reshuffles: Sequence[Sequence[int]],
               shuffle: Callable[[list[int]], list[int]] | None = None) -> Deal:
        """Open the round with its dealt hands, pool and stock."""
        self.deal = Deal(number=number, players=order, dealer=self.dealer, hands=hands, pool=pool, stock=stock,
                           rules=self.rules, reshuffles=reshuffles, shuffle=shuffle)
        return self.deal

    # -- results ---------------------------------------------------------------------------
    def _alive_lives(self) -> dict[str, int]:
        """Lives of the players still in the game, in seating order."""
        return {p: self.lives[p] for p in self.alive}

    def _result(self, deal: Round31, **outcome: object) -> DealResult31:
        """A DealResult31 with the deal's own facts filled in and the outcome given by the caller."""
        return DealResult31(
            number=deal.number, dealer=deal.dealer, first_player=deal.first_player, ended_by=deal.ended_by,
            caller=deal.caller, call=deal.call, recycles=deal.recycles, turns=tuple(deal.log),
            pool=tuple(deal.pool), stock_left=deal.stock_left, start_rules=tuple(deal.start_rules),
            hands=deal.hand_view(), **outcome)  # type: ignore[arg-type]

    def snapshot(self, deal: Round31) -> DealResult31:
        """A round still in progress: whose turn, what they may do; lives unchanged."""
        lives = self._alive_lives()
        return self._result(deal, showdown=None, lives_before=lives, lives_after=dict(lives), eliminated=None,
                            shared_win=None, pot=self.pot if self.rules.pot else None, next_dealer=None,
                            next_dealer_rule=None, whose_turn=deal.current, may=tuple(deal.allowed()))

    def showdown(self, deal: Round31) -> Showdown31:
        """Score every hand; the lowest (all tied lowest) lose, 31 holders never (002 7-9)."""
        scored = {p: deal.score(p) for p in deal.players}
        ranked = sorted(deal.players, key=lambda p: -scored[p].score)
        order: list[ShowEntry] = []
        for i, p in enumerate(ranked):
            pos = i + 1 if i == 0 or scored[ranked[i - 1]].score != scored[p].score else order[-1].position
            order.append(ShowEntry(p, scored[p], pos))
        rules: list[RuleId] = list(dict.fromkeys(  # the scoring rules the hands rest on: step 7 or best-suit, shapes
            x for p in ranked for x in scored[p].rules() if x not in (RuleId.CARD_VALUES, RuleId.INSTANT_31)))
        holders = tuple(p for p in deal.players if scored[p].is_31) if deal.ended_by == "instant-31" else ()
        others = [p for p in deal.players if p not in holders]
        if holders:
            rules.append(RuleId.INSTANT_31)
        knockout = bool(holders) and self.rules.blitz and self.rules.blitz_31 == "knockout"
        may_lose = others
        if self.rules.caller_safe and deal.caller in others:  # house rule caller-safe: the caller is passed over
            may_lose = [p for p in others if p != deal.caller]
        if knockout:
            losers = tuple(may_lose)
            rules.append(RuleId.BLITZ)
        elif may_lose:
            low = min(scored[p].score for p in may_lose)
            losers = tuple(p for p in may_lose if scored[p].score == low)
            rules.append(RuleId.LOWEST_LOSES)
            if len(losers) > 1:
                rules.append(RuleId.TIED_LOWEST)
        else:
            losers = ()
        if self.rules.house_keys or self.rules.caller_safe or knockout:
            rules += self._house_cited(deal, scored, others, losers, knockout)
        if deal.caller in losers and deal.call != "blitz":
            rules.append(RuleId.CALLER_NOT_SAFE)
        if deal.ended_by == "stock-exhausted":
            rules.insert(0, RuleId.STOCK_EXHAUSTED)
        return Showdown31(tuple(order), losers, holders, tuple(rules))

    def _house_cited(self, deal: Round31, scored: Mapping[str, Scored], others: list[str], losers: tuple[str, ...],
                     knockout: bool) -> list[RuleId]:
        """The house rules that decided this showdown's losers, to cite (`house:KEY`) besides the rules the
        ruling always cites: each one whose value back at 002's reading alone gives other losers; when none
        does alone but all of them together do, every one in play."""
        def pick(mode: ScoreMode, safe: bool, ko: bool) -> tuple[str, ...]:
            """The losers with this scoring, caller rule and Blitz 31 (the same hands, holders and caller)."""
            may = [p for p in others if p != deal.caller] if safe else others
            if ko:
                return tuple(may)
            if not may:
                return ()
            score = {p: scored[p].score if mode is self.rules.score else score_hand(scored[p].cards, mode).score
                     for p in may}
            low = min(score.values())
            return tuple(p for p in may if score[p] == low)

        keys = self.rules.house_keys
        now = _Way(self.rules.score, self.rules.caller_safe and deal.caller in others, knockout)
        away: list[RuleId] = []
        if now.safe:
            away.append(RuleId.HOUSE_CALLER_SAFE)
        if knockout:  # `blitz-31` is this game's house rule whether agreed in `house:` or in `options:`
            away.append(RuleId.HOUSE_BLITZ_31)
        if self.rules.score is not ScoreMode.REPRESENTED and "score" in keys:
            away.append(RuleId.HOUSE_SCORE)
        cited = [rid for rid in away if pick(*now.back(rid)) != losers]
        if not cited and away:
            seeds = now
            for rid in away:
                seeds = seeds.back(rid)
            if pick(*seeds) != losers:
                cited = list(away)
        return cited

    def verify_finish(self, deal: Round31) -> None:
        """Check that `deal` is this game's round in play and is over, so its showdown may be applied."""
        if deal is not self.deal:
            raise ValueError(f"round {deal.number} is not the round in play")
        if not deal.over:
            raise ValueError("the round is not over")

    def finish(self, deal: Round31) -> DealResult31:
        """Apply an ended round, verified first: lives (and pot), elimination, shared win, next dealer
        (002 8-10)."""
        self.verify_finish(deal)
        sd = self.showdown(deal)
        before = self._alive_lives()
        life_rules: list[RuleId] = []
        back: dict[str, int] = {}
        knockout = bool(sd.holders) and self.rules.blitz and self.rules.blitz_31 == "knockout"
        if sd.holders and self.rules.blitz and not knockout:
            for p in sd.holders:
                gain = self.start_lives[p] - self.lives[p]
                if gain > 0:
                    back[p] = gain
                    self.lives[p] += gain
                    if self.rules.pot:
                        self.pot -= gain
            life_rules.append(RuleId.BLITZ)
        for p in sd.losers:
            lost = self.lives[p] if knockout else 1
            self.lives[p] -= lost
            if self.rules.pot:
                self.pot += lost
        if sd.losers:
            life_rules.append(RuleId.LIVES)
        if knockout and (RuleId.HOUSE_BLITZ_31 in sd.rules or any(before[p] > 1 for p in sd.losers)
                         or any(self.lives[p] < self.start_lives[p] for p in sd.holders)):
            life_rules.append(RuleId.HOUSE_BLITZ_31)  # lives the default (one each, lives back) would not give
        if self.rules.pot:
            life_rules.append(RuleId.POT)
        out = [p for p in self.alive if self.lives[p] <= 0]
        shared: tuple[str, ...] | None = None
        if out and len(out) == len(self.alive):  # everyone left would be out: they share the win
            shared = tuple(p for p in self.seating if p in out)
            self.shared_win = shared
            eliminated: tuple[str, ...] = ()
            life_rules += [RuleId.ELIMINATION, RuleId.SHARED_WIN]
            lives_after = {p: self.lives[p] for p in self.alive}
        else:
            eliminated = tuple(out)
            for p in out:
                self.alive.remove(p)
            if out:
                life_rules.append(RuleId.ELIMINATION)
            lives_after = self._alive_lives()
        next_dealer: str | None = None
        next_rule: str | None = None
        if self.over:
            if shared is None:
                life_rules.append(RuleId.LAST_SURVIVOR)
        else:
            next_dealer = self.left_of(deal.dealer, self.alive)
            next_rule = RuleId.DEALER_ROTATION
            self.dealer = next_dealer
        result = self._result(deal, showdown=sd, lives_before=before, lives_after=lives_after,
                              eliminated=eliminated, shared_win=shared, pot=self.pot if self.rules.pot else None,
                              next_dealer=next_dealer, next_dealer_rule=next_rule,
                              life_rules=tuple(life_rules), lives_back=back)
        self.results.append(result)
        self.deal = None
        return result
