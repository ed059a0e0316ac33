"""The live referee behind `stopbus table` (issue 11): a Brag game followed move by move at a real table.

Pure apart from nothing: the session holds the record (plain data, as `records.model.dump_record`
writes it) and, after every command, adjudicates the whole record again exactly as `stopbus replay`
would read it back from its text. So a move is accepted only when the written record replays
without a broken rule, and the record replays to the same rulings by construction. Nothing is
changed by a refused command. The command line (`cli/table_cmd.py`) does the reading, the
printing and the atomic writing of the file.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, fmt_cards, parse_card, split_cards
from ..errors import InputError, RuleViolation
from ..records import dump_record, load_yaml, read_scenario
from ..records.validate import lower_ascii, parse_action
from .engine import Action, DealResult
from .replay import ReplayReport, replay
from .rule_ids import BragRule
from .rulebook import BY_ID, search
from .tableview import TableDealResult

COMMENT = "recorded with `stopbus table`; replay it with `stopbus replay FILE`"
MOVE_HELP = "draw (d CARD) · take (t CARD) · stop · pass"
"""The moves in their short spoken forms: `d 7s` is `draw, discard 7s`, `t 9h` is `take, discard 9h`."""
WIDTH = 79
"""The screen is laid out for an 80-column terminal."""


def _wrap(head: str, items: list[str]) -> list[str]:
    """`head` and the items on as many lines of at most WIDTH columns as they need."""
    lines = [head]
    for item in items:
        if len(lines[-1]) + 2 + len(item) > WIDTH:
            lines.append("  ")
        lines[-1] += ("  " if lines[-1] not in (head, "  ") else " " if lines[-1] == head else "") + item
    return lines


@dataclass
class Outcome:
    """What one command did: accepted (and so recorded) or not, what to say, and the rules behind it."""

    ok: bool
    lines: list[str]
    rules: tuple[str, ...] = ()
    changed: bool = False
    unreadable: bool = False
    quit: bool = False


@dataclass
class Ruling:
    """The last ruling, for `why`: its words and the rules it applied."""

    text: str
    rules: tuple[str, ...]


def plain_data(v: Any) -> Any:
    """Loaded YAML (Map/Seq) as plain dicts and lists, the record's own form."""
    if isinstance(v, dict):
        return {str(k): plain_data(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain_data(x) for x in v]
    return v


@dataclass
class Session:
    """A game at the table: the record so far, its adjudication, and the undo history."""

    record: dict[str, Any]
    report: ReplayReport = field(init=False)
    history: list[str] = field(default_factory=list)
    last: Ruling | None = None

    def __post_init__(self) -> None:
        self.report = self._adjudicate(self.record)
        if self.report.error is not None:
            raise self.report.error

    # -- starting ------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str], dealer: str, tokens: int = 3) -> Session:
        """A new game: players in seating order, the first dealer, everyone's tokens."""
        return cls({"players": list(players), "tokens": tokens, "dealer": dealer, "deals": []})

    @classmethod
    def resume(cls, text: str | bytes) -> Session:
        """A game continued from a record (any Brag record that `stopbus replay` reads)."""
        read_scenario(text)  # every input problem, with its line
        rec = plain_data(load_yaml(text))
        if not isinstance(rec, dict):
            raise InputError("a record is a mapping")
        rec.setdefault("deals", [])
        if rec["deals"] is None:
            rec["deals"] = []
        return cls(rec)

    def text(self) -> str:
        """The record as written to the file."""
        return dump_record(self.record, COMMENT)

    @staticmethod
    def _adjudicate(rec: dict[str, Any]) -> ReplayReport:
        """Replay the record from its written text, exactly as `stopbus replay` will."""
        return replay(read_scenario(dump_record(rec, COMMENT)))

    # -- where the game stands -------------------------------------------------------------
    @property
    def current(self) -> DealResult | None:
        return self.report.deals[-1] if self.report.deals else None

    @property
    def phase(self) -> str:
        """'upcard' (a deal is to start), 'turn', 'show' (the showdown needs hands) or 'over'."""
        if self.report.winner is not None:
            return "over"
        d = self.current
        if d is None or d.showdown is not None:
            return "upcard"
        if isinstance(d, TableDealResult) and d.awaiting:
            return "show"
        return "turn"

    @property
    def next_dealer(self) -> str:
        d = self.current
        if d is None:
            return str(self.record["dealer"])
        return d.next_dealer or d.dealer

    def awaiting(self) -> list[str]:
        d = self.current
        return list(d.awaiting) if isinstance(d, TableDealResult) else []

    def tokens(self) -> dict[str, int]:
        d = self.current
        if d is not None:
            return dict(d.tokens_after)
        t = self.record.get("tokens", 3)
        return {p: (t.get(p, 3) if isinstance(t, dict) else t) for p in self.record["players"]}

    def status_lines(self, symbols: bool = False) -> list[str]:
        """The compact screen (at most 8 lines of under 80 columns): the game, whose turn, the table."""
        out = _wrap("Tokens:", [f"{p} {t}" + (" (floating)" if t == 0 else "") for p, t in self.tokens().items()])
        d = self.current
        phase = self.phase
        if phase == "over":
            out.append(f"Game over: {self.report.winner} wins, the last survivor [last-survivor]")
            return out
        if phase == "upcard":
            n = len(self.record["deals"]) + 1
            out.append(f"Deal {n}: {self.next_dealer} deals. Type the upcard: upcard CARD")
            return out
        assert d is not None
        top = fmt_cards([d.discard_top], symbols) if d.discard_top is not None else "-"
        stock = d.stock_left
        recycle = (f"recycled after {stock} more draw{'s' if stock != 1 else ''}" if stock
                   else "recycled at the next turn")
        out.append(f"Deal {d.number} · dealer {d.dealer} · top {top} · stock {stock}, {recycle}")
        if phase == "show":
            stop = f"{d.stopper} stopped" if d.stopper else "the stock ran out"
            out.append(f"Showdown ({stop}): {', '.join(self.awaiting())} to show: show NAME C C C")
            return out
        final = f"final turn ({d.stopper} stopped)" if d.stopper else "turn"
        may = " · ".join(m for m in MOVE_HELP.split(" · ") if m.split()[0] in d.may)
        out.append(f"{d.whose_turn}'s {final}: {may}")
        return out

    # -- commands -----------------------------------------------------------------------------
    def command(self, line: str) -> Outcome:
        """One line as typed at the table; a refused or unreadable line changes nothing."""
        words = line.replace(",", " , ").split()
        if not words:
            return Outcome(True, [])
        head = lower_ascii(words[0].rstrip(":"))
        rest = line.strip()[len(words[0]):].strip()
        try:
            if words[0].endswith(":") and self._player_word(words[0]) is not None:  # `Ann: d 7s`, even for a
                return self.show(line.replace(":", " ", 1)) if self.phase == "show" else self.move(line)  # Undo
            if head in ("quit", "exit", "q"):
                return Outcome(True, ["bye: the record is saved"], quit=True)
            if head == "undo":
                return self.undo()
            if head == "why":
                return self.why()
            if head == "status":
                return Outcome(True, self.status_lines() + self._known_lines())
            if head == "rules":
                return self.rules(rest)
            if head == "help":
                return Outcome(True, ["moves: draw, discard CARD (d CARD) · take, discard CARD (t CARD) · stop · pass",
                                      "also: upcard CARD, show NAME C C C, undo, why, "
                                      "rules WORD, status, quit"])
            if head == "upcard":
                return self.upcard(rest)
            if head == "show":
                return self.show(rest)
            if self.phase == "upcard" and len(words) == 1:
                return self.upcard(words[0])
            if self.phase == "show" and head not in ("draw", "take", "d", "t", "stop", "pass"):
                who = self._player_word(words[0])
                if who is not None:
                    return self.show(rest and f"{who} {rest}")
                return self.show(f"{self.awaiting()[0]} {line}")
            return self.move(line)
        except InputError as e:
            return Outcome(False, [e.message], (e.rule,) if e.rule else (), unreadable=True)

    def _player_word(self, word: str) -> str | None:
        w = word.rstrip(":")
        return w if w in self.record["players"] else None

    def _try(self, rec: dict[str, Any], said: str, move: bool = False) -> Outcome:
        """Adopt `rec` if it replays without a broken rule; otherwise refuse with the ruling."""
        try:
            report = self._adjudicate(rec)
        except InputError as e:
            return Outcome(False, [e.message], (e.rule,) if e.rule else (), unreadable=True)
        err = report.error
        if err is not None:
            refused: tuple[str, ...] = (err.rule,) if err.rule else ()
            self.last = Ruling(f"refused: {said}: {err.message}", refused)
            head = f"refused: {err.message}" + (f" [{err.rule}]" if err.rule else "")
            return Outcome(False, [head, *self._quote(refused)], refused,
                           unreadable=not isinstance(err, RuleViolation))
        self.history.append(json.dumps(self.record))
        self.record = rec
        self.report = report
        lines, rules = self._announce(said, move)
        self.last = Ruling("\n".join(lines), rules)
        return Outcome(True, lines, rules, changed=True)

    def _quote(self, rules: tuple[str, ...]) -> list[str]:
        out = []
        for r in rules:
            rule = BY_ID.get(r)
            if rule is not None:
                c = rule.citations[0]
                out.append(f"  {r} — {rule.title}: {c.label}: “{c.quote}”")
        return out

    def upcard(self, text: str) -> Outcome:
        """Start the next deal with its upcard (the dealer is the one the rules name)."""
        if self.phase != "upcard":
            return self._wrong_phase("upcard")
        card = parse_card(text.strip())
        rec = copy.deepcopy(self.record)
        rec["deals"].append({"dealer": self.next_dealer, "upcard": str(card), "turns": []})
        return self._try(rec, f"upcard {card}")

    def move(self, line: str) -> Outcome:
        """A move for the player whose turn it is (optionally named first: `Ann: d 7s`)."""
        if self.phase != "turn":
            return self._wrong_phase("a move")
        d = self.current
        assert d is not None and d.whose_turn is not None
        words = line.split()
        who = d.whose_turn
        named = self._player_word(words[0])
        if named is not None and len(words) > 1:
            who, line = named, line.strip()[len(words[0]):].strip()
        elif words[0].endswith(":") and named is None:
            raise InputError(f"{words[0]} is not a player (players: {', '.join(self.record['players'])})",
                             token=words[0])
        action = parse_move(line)
        rec = copy.deepcopy(self.record)
        rec["deals"][-1].setdefault("turns", []).append({who: str(action)})
        return self._try(rec, f"{who}: {action}", move=True)

    def show(self, text: str) -> Outcome:
        """`show NAME C C C`: a hand shown at the showdown."""
        if self.phase != "show":
            return self._wrong_phase("show")
        words = text.split()
        if not words:
            raise InputError("show NAME CARD CARD CARD: name the player and their three cards")
        who = self._player_word(words[0])
        if who is None:
            raise InputError(f"show: {words[0]!r} is not a player (players: {', '.join(self.record['players'])})",
                             token=words[0])
        cards = [parse_card(c) for c in split_cards(" ".join(words[1:]))]
        if len(cards) != 3 or len(set(cards)) != 3:
            raise InputError(f"show {who}: three different cards are needed, got {len(cards)}")
        rec = copy.deepcopy(self.record)
        deal = rec["deals"][-1]
        if not isinstance(deal.get("shown"), dict):
            deal["shown"] = {}
        deal["shown"][who] = [str(c) for c in cards]
        return self._try(rec, f"{who} shows {fmt_cards(cards)}")

    def _wrong_phase(self, what: str) -> Outcome:
        need = {"upcard": "the next deal's upcard first: upcard CARD",
                "turn": f"a move by {self.current.whose_turn if self.current else '?'}",
                "show": f"the shown hands: show {self.awaiting()[0] if self.awaiting() else 'NAME'} C C C",
                "over": "nothing more: the game is over"}[self.phase]
        return Outcome(False, [f"not now: {what}; the table needs {need}"])

    def undo(self) -> Outcome:
        """Take back the last accepted change (a move, a shown hand, an upcard)."""
        if not self.history:
            return Outcome(False, ["nothing to undo"])
        self.record = json.loads(self.history.pop())
        self.report = self._adjudicate(self.record)
        return Outcome(True, ["undone: " + self.status_lines()[-1]], changed=True)

    def why(self) -> Outcome:
        if self.last is None:
            return Outcome(True, ["no ruling yet"])
        return Outcome(True, [*self.last.text.splitlines(), *self._quote(self.last.rules)])

    def rules(self, word: str) -> Outcome:
        if not word:
            raise InputError("rules WORD: give a word to look for, e.g. rules recycle")
        found = [BY_ID[word]] if word in BY_ID else search(word)
        if not found:
            return Outcome(True, [f"no rule mentions {word!r}"])
        lines = []
        for r in found[:3]:
            c = r.citations[0]
            lines += [f"{r.id} — {r.title}: {r.statement}", f"  {c.label}: “{c.quote}”"]
        if len(found) > 3:
            lines.append(f"(and {len(found) - 3} more: stopbus rules --search {word})")
        return Outcome(True, lines)

    def _known_lines(self) -> list[str]:
        d = self.current
        if not isinstance(d, TableDealResult) or d.showdown is not None:
            return []
        return [f"  {p}: " + (fmt_cards(k) if k else "-") + f" known, {d.unknown.get(p, 0)} unknown"
                for p, k in d.known.items()]

    # -- what an accepted change means ----------------------------------------------------------
    def _announce(self, said: str, move: bool) -> tuple[list[str], tuple[str, ...]]:
        """The ruling of an accepted change: the move's rules, and the showdown when it came."""
        d = self.current
        assert d is not None
        lines = []
        rules: tuple[str, ...] = ()
        if move and d.turns:
            t = d.turns[-1]
            rules = tuple(t.rules)
            lines.append(f"{t.player}: {t.action_text()} [{', '.join(t.rules)}]")
        else:
            lines.append(said)
        if d.showdown is None:
            if isinstance(d, TableDealResult) and d.awaiting and move:
                why = (f"{d.stopper} stopped and everyone has had a final turn" if d.ended_by == "stop"
                       else "the stock ran out with nothing to recycle [stock-exhausted]")
                lines.append(f"Showdown: {why}. Each player shows: show NAME C C C")
            return lines, rules
        sd = d.showdown
        worst = sd.order[-1]
        reason = ""
        if sd.reason is not None and len(sd.order) > 1:
            reason = f"; {sd.order[-2].player}'s hand beats it: {sd.reason.text}"
        lines.append("Showdown: " + ", ".join(f"{e.player} {e.rank.describe()}" for e in sd.order))
        lines.append(f"{sd.loser} has the worst hand ({worst.rank.describe()}){reason} [{', '.join(sd.rules)}]")
        if d.eliminated:
            lines.append(f"{sd.loser} was floating and is eliminated [elimination]")
        else:
            after = d.tokens_after[sd.loser]
            lines.append(f"{sd.loser} loses a token: {after} left" + (", now floating [floating]" if after == 0
                                                                         else " [tokens]"))
        rules = (*sd.rules, *d.token_rules)
        if self.report.winner is not None:
            lines.append(f"{self.report.winner} wins: the last survivor [last-survivor]")
        elif d.next_dealer_rule == "dealer-skip":
            lines.append(f"Next dealer: {d.next_dealer} again: the next dealer, {d.eliminated}, was just "
                         "eliminated [dealer-skip]")
            rules = (*rules, BragRule.DEALER_SKIP)
        else:
            lines.append(f"Next dealer: {d.next_dealer} [dealer-rotation]")
            rules = (*rules, BragRule.DEALER_ROTATION)
        return lines, rules


def parse_move(text: str) -> Action:
    """A move as said at the table: the record's forms, or `d CARD` / `t CARD` for draw or take and discard."""
    words = text.replace(",", " ").split()
    low = [lower_ascii(w) for w in words]
    if len(low) == 2 and low[0] in ("d", "t"):
        card: Card = parse_card(words[1])
        return Action("draw" if low[0] == "d" else "take", None, card)
    return parse_action(text)  # a word of another game is recorded and refused by the rules (other-games)
