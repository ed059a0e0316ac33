"""Helpers for the 31-point game's tests (and bench/): replay YAML text in-process, build records, see a
record from the table, type a simulated game into a table session, score hands by the fast table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from stopbus_ref.core.errors import InputError, StopbusError
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.record import Record, read_record31
from stopbus_ref.thirty_one.replay import Report, replay31
from stopbus_ref.thirty_one.scoring import ScoreMode, names, table3
from stopbus_ref.thirty_one.session import Session31
from stopbus_ref.thirty_one.simulate import SimGame31
from stopbus_ref.thirty_one.tableview import table_round
from stopbus_ref.ui.fronts import said_lines

HEAD = "game: thirty-one\nplayers: [Ann, Ben, Cat]\ndealer: Cat\n"
NATURAL = ("2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s "
           "10c 10d 10h 10s Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks Ac Ad Ah As").split()
"""The deck in card-number order (2c first): dealt to 16 players, everyone holds one suit."""


def run31(text: str | bytes) -> Report:
    """Read and adjudicate a 31-point record; input errors propagate."""
    return replay31(read_record31(load_yaml(text)))


def code31(text: str | bytes) -> int:
    """The exit code the CLI would give."""
    try:
        return run31(text).exit_code
    except InputError as e:
        return e.exit_code


def problem(text: str | bytes) -> StopbusError:
    """The first problem of a record (input error, rule error or expect mismatch)."""
    try:
        r = run31(text)
    except InputError as e:
        return e
    assert r.first_problem is not None, "expected a problem"
    return r.first_problem


def sixteen(turns: str, extra: str = "") -> str:
    """A 16-player deck-mode record with the natural deck: pool Ac Ad Ah, one card (As) in the stock."""
    names = ", ".join(f"P{i}" for i in range(1, 17))
    return (f"game: thirty-one\nplayers: [{names}]\ndealer: P16\ndeals:\n  - deck: [{', '.join(NATURAL)}]\n"
            f"{extra}    turns:\n{turns}")


def table_commands(g: SimGame31) -> list[str]:
    """What a table would type while a simulated game is played (tests and bench/bench_table.py): each
    pool, the swaps as seen (the given card unseen), the calls, a 31 shown the moment it is held, then every
    other hand at the showdown."""
    out = []
    for d in g.deals:
        r = d.result
        assert r is not None and r.showdown is not None
        size = g.rules.hand_size
        k = len(r.lives_before)
        out.append(f"pool {names(d.deck[k * size:k * size + size])}")
        shown: set[str] = set()
        if r.ended_by == "instant-31" and not r.turns:
            shown |= set(r.showdown.holders)
            out += [f"show {e.player} {names(e.scored.cards)}" for e in r.showdown.order if e.player in shown]
        for t in r.turns:
            if t.action.kind == "swap":
                out.append(f"{t.player}: swap for {names(t.taken)}, turn {names(t.turned)}")
            elif t.action.kind == "swap-all":
                out.append(f"{t.player}: swap all, turn {names(t.turned)}")
            else:
                out.append(f"{t.player}: {t.action.word or t.action.kind}")
            if r.ended_by == "instant-31" and t is r.turns[-1] and t.score_after == 31:
                shown.add(t.player)
                out.append(f"show {t.player} {names(t.hand_after)}")
        out += [f"show {e.player} {names(e.scored.cards)}" for e in r.showdown.order if e.player not in shown]
    return out


def type_in(session: Session31, commands: list[str]) -> list[tuple[str, list[str]]]:
    """Type `table_commands` into a session: a `show` of a hand the table already knows whole (so the showdown
    does not wait for it) is left out, as a referee would wave it through. Returns the refused lines."""
    refused = []
    for line in commands:
        if line.startswith("show "):
            who = line.split()[1]
            if session.phase == "pool" or (session.phase == "show" and who not in session.awaiting()):
                continue
        out = session.command(line)
        if not out.ok:
            refused.append((line, said_lines(session, out)))
    return refused


def seen_from_table(rec: Record, report: Report) -> dict[str, Any]:
    """The record a table would have kept of an adjudicated full-information record (plain data, for
    `records.dump_record`): used to check that hiding the cards changes no ruling."""
    out: dict[str, Any] = {"game": "thirty-one", "players": list(rec.players), "lives": dict(rec.lives),
                           "dealer": rec.dealer}
    if rec.rules.variant_list():
        out["variant"] = rec.rules.variant_list()
    opts = {}
    if rec.rules.score is not ScoreMode.REPRESENTED:
        opts["score"] = rec.rules.score.value
    if rec.rules.blitz and rec.rules.blitz_31 != "lives-back":
        opts["blitz-31"] = rec.rules.blitz_31
    if opts:
        out["options"] = opts
    if rec.house:  # the record's own house rules travel with it (none: the record as it always was)
        out["options"] = {k: v for k, v in opts.items() if k not in rec.house}
        if not out["options"]:
            del out["options"]
        out["house"] = dict(rec.house)
    size = rec.rules.hand_size
    deals = []
    for spec, d in zip(rec.deals, report.deals, strict=False):
        if spec.pool is not None:
            pool: Sequence[int] = spec.pool
        else:
            assert spec.deck is not None
            k = len(d.lives_before)  # the players dealt in: the pool follows their hands in the deck
            pool = spec.deck[size * k:size * k + size]
        deals.append(table_round(pool, d))
    out["deals"] = deals
    return out


def score3(a: int, b: int, c: int, best_suit: bool = False) -> int:
    """Score of three different plain cards (fast path: one table lookup)."""
    return table3(best_suit)[a * 2704 + b * 52 + c]


def scores3(hands: list[tuple[int, int, int]], best_suit: bool = False) -> list[int]:
    """Scores of many three-card hands at once (fast path for bulk scoring)."""
    t = table3(best_suit)
    return [t[a * 2704 + b * 52 + c] for a, b, c in hands]


def hand_index(a: int, b: int, c: int) -> int:
    """The table index of a hand, for `scores_by_index`."""
    return a * 2704 + b * 52 + c


def scores_by_index(indices: list[int], best_suit: bool = False) -> list[int]:
    """Scores of hands given as table indices (the fastest bulk path: one C-level map)."""
    return list(map(table3(best_suit).__getitem__, indices))
