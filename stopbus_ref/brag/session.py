"""The Brag game at the table: `stopbus table` following a Brag game move by move.

The game-neutral part (command dispatch, undo, why, rules, resume, adjudicating the record from its
written text after every command, on the fast path only the deal the command changes) is
`kit.session.TableSession`; this is the Brag part: a deal starts from its upcard, the moves are
`draw, discard 7s` / `take, discard 9h` (`d 7s`, `t 9h`), `stop` and `pass`, the state holds tokens,
floating players, the discard top and the stock, and an accepted change's ruling names the rules of the
move and of the showdown (the loser, tokens, eliminations and the next dealer, dealer-skip included);
and the fast path's hooks (the engine's game, one deal read and replayed). What it says in words is
`ui/brag/table.py`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card, canonical, split_cards
from ..core.errors import InputError
from ..core.rules import Rule
from ..kit.session import COMMENT, Change, CommandResult, DealStart, Move, TableSession, TableState, plain_data
from ..records.fields import lower_ascii
from .cards import parse_card
from .engine import Action, Game
from .record import TAIL_KEYS, DealSpec, Reader, Record, parse_action, read_scenario
from .replay import Replayer, Report, replay
from .rule_ids import RuleId
from .rulebook import BY_ID
from .rulebook import search as search_rules
from .tableview import TableDealResult

__all__ = ["COMMENT", "BragState", "CommandResult", "Session", "parse_move", "plain_data"]


@dataclass(frozen=True, kw_only=True)
class BragState(TableState):
    """Where a Brag game at the table stands: the shared state (its `may`: `draw`, `take`, `stop`, `pass`), and
    tokens, floating players, the discard top and who stopped."""

    tokens: dict[str, int]
    """Everyone's tokens, the players still in the game in seating order."""
    floating: tuple[str, ...]
    """The players at no token who play on (`floating`)."""
    discard_top: Card | None
    """The discard pile's top in the deal in play (None outside a deal in play)."""
    stopper: str | None
    """Who stopped the bus in the deal in play (None before a stop, outside a deal in play)."""


class Session(TableSession[Report]):
    """A Brag game at the table: the record so far, its adjudication, and the undo history."""

    GAME = "brag"
    START_WORD = "upcard"
    SHOWN_TWICE_RULE = RuleId.DECK
    MOVE_WORDS = ("draw", "take", "d", "t", "stop", "pass")
    RULES = BY_ID

    # -- starting ------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], dealer: str, tokens: int = 3, house: dict[str, str] | None = None) -> Session:
        """A new game: players in seating order, the first dealer, everyone's tokens, the table's house rules
        (written in the record's `house:`, yes/no rules as YAML booleans)."""
        rec: dict[str, Any] = {"players": list(players), "tokens": tokens, "dealer": dealer}
        if house:
            yes_no = {"true": True, "false": False}
            rec["house"] = {k: yes_no.get(v, v) if k in ("floating", "dealer-skip", "stopper-safe") else v
                            for k, v in house.items()}
        rec["deals"] = []
        return cls(rec)

    @staticmethod
    def adjudicate_text(text: str | bytes) -> Report:
        return replay(read_scenario(text))

    # -- the fast path's hooks (tablesession's module doc) ---------------------------------------
    @staticmethod
    def model_of(report: Report) -> Record:
        return report.scenario

    @staticmethod
    def new_game(model: Record) -> Game:
        """The engine's game at the start, playing the record's house rules (as the replay plays them)."""
        if model.house:
            from .house_rules import settings

            return Game(model.players, model.tokens, model.dealer, settings(model.house))
        return Game(model.players, model.tokens, model.dealer)

    TAIL_KEYS = TAIL_KEYS
    READER = Reader
    REPLAYER = Replayer

    @staticmethod
    def replay_deals(model: Record, deals: tuple[DealSpec, ...], game: Game) -> Report:
        return replay(model._replace(deals=deals, expect={}), game=game)

    def tokens(self) -> dict[str, int]:
        """Everyone's tokens now (the players still in the game)."""
        d = self.current
        if d is not None:
            return dict(d.tokens_after)
        t = self.record.get("tokens", 3)
        return {p: (t.get(p, 3) if isinstance(t, dict) else t) for p in self.record["players"]}

    def state(self) -> BragState:
        """Where the game stands: the shared state, and the Brag table (tokens, floating, discard top, stopper)."""
        tokens = self.tokens()
        d = self.current
        in_play = d is not None and self.phase in ("turn", "show")
        return BragState(**self.shared_state(), tokens=tokens, floating=tuple(p for p, t in tokens.items() if t == 0),
                         discard_top=d.discard_top if in_play else None, stopper=d.stopper if in_play else None)

    def known_cards(self) -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
        d = self.current
        if not isinstance(d, TableDealResult) or d.showdown is not None:
            return {}, {}
        return {p: tuple(canonical(k)) for p, k in d.known.items()}, {p: d.unknown.get(p, 0) for p in d.known}

    def final_turn(self) -> bool:
        d = self.current
        return self.phase == "turn" and bool(d.stopper)

    def house(self) -> dict[str, str]:
        words = {True: "true", False: "false"}
        return {str(k): words.get(v, str(v)) if isinstance(v, bool) else str(v)
                for k, v in (self.record.get("house") or {}).items()}

    def eliminated(self) -> tuple[str, ...]:
        tokens = self.tokens()
        return tuple(p for p in self.players if p not in tokens)

    # -- the Brag part of the commands ----------------------------------------------------------
    def start(self, text: str) -> CommandResult:
        """`upcard CARD`: start the next deal with its upcard (the dealer is the one the rules name)."""
        if self.phase != "upcard":
            return self.wrong_phase("start")
        card = parse_card(text.strip())
        rec = self.draft()
        rec["deals"].append({"dealer": self.next_dealer, "upcard": str(card), "turns": []})
        return self.attempt(rec, DealStart(len(rec["deals"]), self.next_dealer, (str(card),)))

    def start_cards(self, deal: dict[str, Any]) -> tuple[str, ...]:
        return (str(deal.get("upcard")),)

    def move_text(self, line: str) -> str:
        return str(parse_move(line))

    def shown_cards(self, who: str, text: str) -> list[str]:
        cards = [parse_card(c) for c in split_cards(text)]
        if len(cards) != 3 or len(set(cards)) != 3:
            raise InputError(f"show {who}: three different cards are needed, got {len(cards)}")
        return [str(c) for c in cards]

    def search(self, word: str) -> list[Rule[Any]]:
        return list(search_rules(word))

    # -- what an accepted change means ----------------------------------------------------------
    def ruling(self, change: Change, before: Report) -> tuple[bool, tuple[str, ...]]:
        """The rules of an accepted change: the move's, and the showdown's when it came (the loser, tokens, the
        next dealer); it ended the deal's play when a move leaves the showdown waiting for the hands."""
        d = self.current
        assert d is not None
        rules = self.turn_rules(change)
        if d.showdown is None:
            return isinstance(d, TableDealResult) and bool(d.awaiting) and isinstance(change, Move), rules
        rules = (*rules, *d.showdown.rules, *d.token_rules)
        if self.report.winner is not None:
            return False, rules
        if d.next_dealer_rule == "dealer-skip":
            return False, (*rules, RuleId.DEALER_SKIP)
        return False, (*rules, RuleId.DEALER_ROTATION)


def parse_move(text: str) -> Action:
    """A move as said at the table: the record's forms, or `d CARD` / `t CARD` (also spelt `draw CARD` /
    `take CARD`) for draw or take and discard."""
    words = text.replace(",", " ").split()
    low = [lower_ascii(w) for w in words]
    if len(low) == 1 and low[0] in ("s", "p"):
        return Action("stop" if low[0] == "s" else "pass")
    if len(low) == 1 and re.fullmatch(r"[dt](?:10|[2-9akqjt])[cdhs♣♦♥♠]", low[0]):
        words, low = [words[0][0], words[0][1:]], [low[0][0], low[0][1:]]  # `d7s`: `d 7s`
    if len(low) == 2 and low[0] in ("d", "t", "draw", "take"):  # `draw 7s` is `d 7s`: draw, discard 7s
        card: Card = parse_card(words[1])
        return Action("draw" if low[0] in ("d", "draw") else "take", None, card)
    try:
        return parse_action(text)  # a word of another game is recorded and refused by the rules (other-games)
    except InputError as e:
        if len(low) != 1:
            raise
        from ..records.fields import did_you_mean

        hint = did_you_mean(low[0], list(TABLE_WORDS))
        if not hint:
            raise
        raise InputError(f"{e.message.split(':')[0]}{hint}", token=e.token, rule=e.rule) from None


TABLE_WORDS = ("stop", "pass", "draw", "take", "undo", "why", "status", "rules", "help", "quit", "show", "upcard")
"""The words said at the table, for a suggestion after a near miss (`stpo`: stop)."""
