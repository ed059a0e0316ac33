"""`stopbus table` for a pool-exchange game (`kit.pool`): the kit's table session with every hook filled in from
the game's `PoolRules`, so that a game built on the pool kit gets a table without a line of its own.

A deal starts with `deal` and the cards as dealt: the three of the pool, then three for each player still in,
clockwise from the dealer's left (`deal 7h kd 2c  2s 3s 4s  5d 6d 7d`); then moves as the record writes them
(`swap 2s 7h`, `all`, `stop`, `pass`). The hands are dealt face up, so a deal needs no showdown of shown hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..core.cards import parse_card, split_cards
from ..core.errors import InputError
from ..core.nodes import Map
from ..core.rules import Rule
from ..records.fields import lower_ascii
from ..records.loader import load_yaml
from .pool import MOVES, PoolGame, PoolRecord, PoolReport, PoolRules, read_deal, read_record
from .pool import new_game as pool_game
from .pool import replay as pool_replay
from .pool import replay_deals as pool_deals
from .session import CommandResult, DealStart, Move, TableSession


class PoolSession(TableSession[PoolReport]):
    """A pool game at the table; `session_class` makes one per game."""

    START_WORD = "deal"
    MOVE_WORDS = MOVES
    POOL: ClassVar[PoolRules]

    @classmethod
    def adjudicate_text(cls, text: str | bytes) -> PoolReport:
        doc = load_yaml(text)
        if not isinstance(doc, Map):
            raise InputError("a record is a mapping")
        return pool_replay(read_record(doc, cls.POOL), cls.POOL)

    @staticmethod
    def model_of(report: PoolReport) -> Any:
        return report.record

    @classmethod
    def new_game(cls, model: Any) -> Any:
        return pool_game(model, cls.POOL)

    @classmethod
    def deal_reader(cls, model: Any, head: Any) -> Any:
        return model.players

    @classmethod
    def read_deal(cls, reader: Any, node: Any, number: int, line: int) -> Any:
        return read_deal(node, number, reader, cls.POOL, line)

    @staticmethod
    def replay_deals(model: Any, deals: tuple[Any, ...], game: Any) -> PoolReport:
        record: PoolRecord = model
        g: PoolGame = game
        return pool_deals(g, deals, PoolReport(record.players, [], record=record))

    def eliminated(self) -> tuple[str, ...]:
        out = {p for d in self.report.deals for p in d.eliminated}
        return tuple(p for p in self.players if p in out)

    def final_turn(self) -> bool:
        d = self.current
        return d is not None and d.stopper is not None and d.whose_turn is not None

    def ruling(self, change: Any, before: PoolReport) -> tuple[bool, tuple[str, ...]]:
        d = self.current
        ended = isinstance(change, Move) and d is not None and d.showdown is not None
        rules = self.turn_rules(change)
        return ended, rules + (d.showdown.rules if ended and d is not None and d.showdown is not None else ())

    def start(self, text: str) -> CommandResult:
        if self.phase != self.START_WORD:
            return self.wrong_phase("start")
        cards = [str(parse_card(c, self.POOL.deal_rule)) for c in split_cards(text)] if text.strip() else []
        game = pool_game(self.report.record or PoolRecord(tuple(self.players), self.next_dealer, 1, ()), self.POOL)
        game.out = list(self.eliminated())
        game.dealer = self.next_dealer
        alive = game.alive()
        seats = [game.left_of(game.dealer)]
        while len(seats) < len(alive):
            seats.append(game.left_of(seats[-1]))
        if len(cards) != 3 + 3 * len(alive):
            raise InputError(f"deal: give the 3 cards of the pool, then 3 for each of {', '.join(seats)} "
                             f"({3 + 3 * len(alive)} cards), got {len(cards)}", token=text or "deal",
                             rule=self.POOL.deal_rule)
        rec = self.draft()
        deal = {"pool": " ".join(cards[:3]),
                "hands": {p: " ".join(cards[3 + 3 * i: 6 + 3 * i]) for i, p in enumerate(seats)}, "turns": []}
        rec["deals"] = [*rec["deals"], deal]
        return self.attempt(rec, DealStart(len(rec["deals"]), game.dealer, tuple(cards[:3])))

    def start_cards(self, deal: dict[str, Any]) -> tuple[str, ...]:
        return tuple(str(deal.get("pool", "")).split())

    def bare_start(self, words: list[str]) -> bool:
        return False

    def move_text(self, line: str) -> str:
        words = [lower_ascii(w) for w in line.split()]
        if not words or words[0] not in MOVES or (words[0] == "swap") != (len(words) == 3) or (
                words[0] != "swap" and len(words) != 1):
            raise InputError(f"{line.strip()!r} is not a move: swap GIVE TAKE, all, stop or pass",
                             token=line.strip(), rule=self.POOL.turn_rule)
        if words[0] == "swap":
            return "swap " + " ".join(str(parse_card(w, self.POOL.turn_rule)) for w in words[1:])
        return words[0]

    def shown_cards(self, who: str, text: str) -> list[str]:
        raise InputError("the hands of this game are dealt face up: nothing is shown", token=text)

    def search(self, word: str) -> list[Rule[Any]]:
        w = word.casefold()
        return [r for r in self.RULES.values() if w in f"{r.id} {r.title} {r.statement}".casefold()]


def session_class(game: str, rules: PoolRules, rulebook: Sequence[Rule[Any]]) -> type[PoolSession]:
    """The table session of the pool game `game`: its rules and rulebook set on a subclass."""
    return type(f"PoolSession_{game}", (PoolSession,), {"GAME": game, "POOL": rules,
                                                          "RULES": {str(r.id): r for r in rulebook}})


def new_session(game: str, rules: PoolRules, rulebook: Sequence[Rule[Any]], players: Sequence[str],
                dealer: str | None, lives: int | None) -> PoolSession:
    """A new table of the pool game `game`."""
    if len(players) < 2 or len(set(players)) != len(players):
        raise InputError("give two or more different players", rule=rules.deal_rule)
    if dealer is not None and dealer not in players:
        raise InputError(f"dealer {dealer!r} is not a player", token=dealer, rule=rules.dealer_rule)
    record = {"game": game, "players": list(players), "dealer": dealer or players[0],
              "lives": rules.lives if lives is None else lives, "deals": []}
    return session_class(game, rules, rulebook)(record)


__all__ = ["PoolSession", "new_session", "session_class"]
