"""The human account of a replay (rich), verdict first: each deal opens with the line that settles it.

Per deal: the verdict line, the turn log, the showdown table and its rulings (rule ids in brackets),
then the standings. Quotes appear only on request (`sources`), in the reader's language (`lang`),
except the broken rule's primary quote, which is always shown under an error. Tables fit the
console width without wrapping rows: optional columns are dropped until the table fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.console import Console

from ...brag.engine import DealResult, Turn
from ...brag.replay import Report
from ...brag.rulebook import BY_ID
from ...core.cards import fmt_cards
from ...core.errors import ExpectMismatch, StopbusError
from ...sources.quotes import missing_note, primary, quotes
from ..layout import MEMO as _MEMO
from ..layout import View, error_line, fast_lines, flush_lines, grid, print_quotes, prose, render_meta
from ..output import indented, plain, rules_tag, safe

if TYPE_CHECKING:
    from ...brag.engine import Showdown
    from ...brag.odds import StopOdds


def render(r: Report, con: Console, *, symbols: bool, brief: bool = False, only: int | None = None,
           source: str = "", sources: bool = False, lang: str = "en",
           odds: Mapping[int, StopOdds] | None = None) -> None:
    """Print the human account of a replay, each deal led by its verdict line; with `odds` (replay --odds),
    each stop's odds under its deal."""
    con = fast_lines(con)  # piped or NO_COLOR: plain lines, not rich's rendering (layout.PlainLines)
    render_meta(r.scenario.meta, con)
    if r.house and not brief:
        house_line(r.house, con)
    v = View(symbols=symbols, sources=sources and not brief, lang=lang, brief=brief)
    for d in r.deals:
        if only is None or d.number == only:
            render_deal(d, [f for f in r.expect_failures if f.deal == d.number], con, v, source)
            if odds is not None and d.number in odds:
                _render_odds(odds[d.number], con, symbols)
    render_end(r, con, v, only=only, source=source, odds=odds)
    flush_lines(con)


def render_deal(d: DealResult, failures: list[ExpectMismatch], con: Console, v: View, source: str) -> None:
    """One adjudicated deal's block: its account, then the record's `expect` lines about it that the ruling
    contradicts (the deal-by-deal replay prints each deal so, as it is played)."""
    _render_deal(d, con, v)
    _expect_failures(failures, con, v, source)


def render_end(r: Report, con: Console, v: View, *, only: int | None, source: str,
               odds: Mapping[int, StopOdds] | None = None) -> None:
    """The account after the deals: the deal a problem stopped, other failed expectations, the final line.
    `r.deals` needs only its last deal (and deal `only`)."""
    symbols = v.symbols
    if r.partial is not None and (only is None or r.partial.number == only):
        _render_partial(r.partial, r.error, con, v, source)
        if odds is not None and r.partial.number in odds:
            _render_odds(odds[r.partial.number], con, symbols)
    elif r.error is not None:
        e = r.error
        if e.deal is not None and (only is None or e.deal == only):
            what = "rule broken" if e.kind == "rule" else "cannot be read"
            con.print(v.gap() + f"[bold]Deal {e.deal}: {what}{safe(f' [{e.rule}]' if e.rule else '')}[/]")
            con.print(error_line(e, source))
        else:
            con.print(v.gap() + error_line(e, source))
        _cite(e, con, v)
    # every failure is of a deal in r.deals or of the file (deal None): those of deals not shown above
    _expect_failures([f for f in r.expect_failures if f.deal is None or (only is not None and f.deal != only)],
                     con, v, source)
    if r.error is None and (only is None or (r.deals and r.deals[-1].number == only)):
        if r.winner:
            con.print(v.gap() + f"[bold green]{safe(r.winner)} wins[/]: the last survivor "
                      + rules_tag("last-survivor"))
            _quote(["last-survivor"], con, v)
        elif r.deals and r.deals[-1].ended_by is not None:
            con.print(v.gap() + f"No winner yet. {_standings(r.deals[-1])}")
        elif not r.deals:
            tokens = ", ".join(f"{safe(p)} {t}" for p, t in r.scenario.tokens.items())
            con.print(v.gap() + f"No deals recorded: no winner yet (tokens: {tokens}).")


def house_line(house: Mapping[str, str], con: Console) -> None:
    """'House rules: flush over run, stopper safe [house:run-vs-flush, house:stopper-safe]' (none at the default)."""
    from ...brag.rulebook import HOUSE
    from ...core.house import departures, header

    away = departures(house, HOUSE)
    if away:
        con.print(f"House rules: {safe(header(house, HOUSE).removeprefix('house: '))} "
                  + rules_tag(*(f"house:{k}" for k in away)))


def _render_odds(so: StopOdds, con: Console, sym: bool) -> None:
    """replay --odds: the stopper's chance of being the worst as they saw it, then whether the showdown
    was an upset (what happened had under an even chance)."""
    from .odds import stop_odds_lines

    for line in stop_odds_lines(so, sym):
        con.print(line)


def verdict(d: DealResult) -> str:
    """The one line that settles a deal (plain text, no markup).

    `Deal 2: Ben loses a token (3 → 2) · next dealer Ann`, `… Ben is eliminated …`,
    `… stock exhausted, showdown at once`, or `Deal 3: in progress: Cat to play, may draw, take or stop`.
    """
    if d.ended_by is None:
        final = f" (final turn after {d.stopper}'s stop)" if d.stopper else ""
        return f"Deal {d.number}: in progress: {d.whose_turn} to play{final}, may {_either(d.may)}"
    sd = d.showdown
    if sd is None:  # a table-view deal whose hands are not all shown yet
        waiting = ", ".join(getattr(d, "awaiting", ()))
        return f"Deal {d.number}: awaiting the showdown ({waiting} to show)"
    loser = sd.loser
    before, after = d.tokens_before.get(loser, 0), d.tokens_after.get(loser)
    if d.eliminated:
        what = f"{loser} is eliminated"
    elif after == 0:
        what = f"{loser} loses a token ({before} → 0) and floats"
    else:
        what = f"{loser} loses a token ({before} → {after})"
    parts = [f"Deal {d.number}: {what}"]
    if d.ended_by == "stock-exhausted":
        parts.append("stock exhausted, showdown at once")
    if d.next_dealer is None and len(d.tokens_after) == 1:
        parts.append(f"{next(iter(d.tokens_after))} wins")
    elif d.next_dealer_rule == "dealer-skip":
        parts.append(f"{d.next_dealer} deals again")
    elif d.next_dealer:
        parts.append(f"next dealer {d.next_dealer}")
    return " · ".join(parts)


def _either(words: Sequence[str]) -> str:
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def _standings(d: DealResult) -> str:
    """Tokens of everyone still in the game, in seating order; floating and eliminated marked."""
    cells = [f"{safe(p)} {t}" + (" (floating)" if t == 0 else "") for p, t in d.tokens_after.items()]
    out = "Tokens: " + " · ".join(cells)
    if d.eliminated:
        out += f" · {safe(d.eliminated)} out"
    return out


def _read(ids: Sequence[str]) -> str:
    """' (an interpretation: x)' when a ruling rests on a rule no source states in words, else ''."""
    read = [i for i in ids if i in BY_ID and BY_ID[i].status == "interpreted"]
    return f" (an interpretation: {', '.join(read)})" if read else ""


def _ruling(con: Console, v: View, text: str, ids: Sequence[str]) -> None:
    """One ruling line with its rule ids, saying so when it rests on an interpretation; with --sources, its
    quotes right under it."""
    if v.brief:
        return
    prose(con, f"{text} {rules_tag(*ids)}{safe(_read(ids))}" if ids else text)
    _quote(ids, con, v)


def _quote(ids: Sequence[str], con: Console, v: View) -> None:
    """The quotes of these rules in the chosen language; a passage is quoted once per run."""
    if not v.sources:
        return
    for rid in ids:
        rule = BY_ID.get(rid)
        if rule is None:
            continue
        cited = quotes(rule, v.lang)
        note = missing_note(rule, v.lang)
        if note and any((c.source, c.quote) not in v.quoted for c in cited):
            indented(con, f"{note} ({rid})")
        print_quotes(con, v, rid, cited)


def _cite(e: StopbusError, con: Console, v: View) -> None:
    """The broken rule's title and primary quote in the chosen language (shown even with --brief)."""
    rid = e.cite or e.rule
    rule = BY_ID.get(rid or "")
    if rule is None:
        return
    c = primary(rule, v.lang)
    status = f", {rule.status}" if rule.status != "stated" else ""
    note = missing_note(rule, v.lang)
    con.print(f"  {rule.id} — {safe(rule.title)}{status}: {note + ' ' if note else ''}{c.label}: “{safe(c.quote)}”")
    v.quoted.add((c.source, c.quote))
    if v.sources:
        _quote([rule.id], con, v)


# -- tables (laid out by layout.grid, shared with the 31-point game) ----------------------------
def _card(card: object, sym: bool) -> str:
    return fmt_cards([card], sym) if card is not None else "-"  # type: ignore[list-item]


def _action(t: Turn, sym: bool) -> str:
    """'draw A♥, discard K♥' with suit symbols (the 2♣, card value 0, included), via the one formatter;
    memoised by what the text depends on (a long record repeats its actions)."""
    a = t.action
    key = (a.kind, t.drawn, t.discarded, a.word, a.card, a.discard, sym)
    text = _ACTIONS.get(key)
    if text is None:
        text = plain(t.action_text(lambda c: fmt_cards([c], sym)))
        if len(_ACTIONS) < _MEMO:
            _ACTIONS[key] = text
    return text


_ACTIONS: dict[tuple[object, ...], str] = {}


_CARDS: dict[object, str] = {}
_LETTERS: dict[object, str] = {}
"""Hands and cards as the turn log writes them (with suit symbols, with letters), memoised: a long record
repeats them thousands of times."""


def _turn_table(d: DealResult, con: Console, v: View) -> None:
    if not d.turns or v.brief:
        return
    sym = v.symbols
    rows = []
    hidden = getattr(d, "unknown_after", ())  # a table-view deal: unknown cards shown as '?'
    memo = _CARDS if sym else _LETTERS
    for t in d.turns:
        label = ("final: " if t.final else "") + _action(t, sym)
        if t.recycled:
            label = "recycled; " + label
        unknown = hidden[t.number - 1] if t.number <= len(hidden) else 0
        hand = memo.get(t.hand_after)
        if hand is None:
            hand = fmt_cards(t.hand_after, sym)
            if len(memo) < _MEMO:
                memo[t.hand_after] = hand
        if unknown:
            hand = " ".join(x for x in (hand, " ".join("?" * unknown)) if x)
        top = memo.get(t.discard_top)
        if top is None:
            top = memo[t.discard_top] = fmt_cards([t.discard_top], sym)
        rows.append((str(t.number), plain(t.player), label, hand, top, str(t.stock_left), ", ".join(t.rules)))
    shown = grid(con, ("#", "player", "action", "hand after", "discard", "stock", "rules"), rows,
                  optional=("rules", "stock", "discard"), right=("#", "stock"))
    ids = list(dict.fromkeys(x for t in d.turns for x in t.rules))
    if "rules" not in shown:  # too narrow for the column: the ids go in a line
        con.print(f"Rules of these turns {rules_tag(*ids)}")
    _quote(ids, con, v)


def _showdown_table(d: DealResult, con: Console, v: View) -> None:
    sd = d.showdown
    assert sd is not None
    sym = v.symbols
    rows = [(str(e.position), plain(e.player), fmt_cards(e.rank.sorted_cards(), sym), e.rank.describe(),
             str(e.rank.number)) for e in sd.order]
    grid(con, ("pos", "player", "hand", "category", "class"), rows, optional=("class", "pos"),
          right=("pos", "class"), title="Showdown, best first")


# -- one deal -----------------------------------------------------------------------------------
def _render_deal(d: DealResult, con: Console, v: View) -> None:
    con.print(v.gap() + f"[bold]{safe(verdict(d))}[/]")
    _ruling(con, v, f"Dealer {safe(d.dealer)}, {safe(d.first_player)} plays first", ("deal", "first-turn"))
    _turn_table(d, con, v)
    if d.recycles:
        _ruling(con, v, f"The stock was recycled {d.recycles} time{'s' if d.recycles > 1 else ''}: every discard "
                "but the visible top became the new stock", ("recycle",))
    if d.ended_by is None:
        stop = f"{safe(d.stopper)} stopped; " if d.stopper else ""
        top = _card(d.discard_top, v.symbols)
        _ruling(con, v, f"In progress: {stop}it is {safe(d.whose_turn or '')}'s {'final ' if d.stopper else ''}"
                f"turn and they may {_either(d.may)}. Discard top {top}, {d.stock_left} in the stock",
                ("final-turns" if d.stopper else "turn-order",))
        if not v.brief:
            con.print(_standings(d))
        return
    if d.ended_by == "stop":
        _ruling(con, v, f"{safe(d.stopper or '')} stopped the bus; everyone else had one final turn",
                ("stop", "final-turns"))
        if _awaiting(d, con, v):
            return
    elif d.showdown is not None and "house:stock-empty" in d.showdown.rules:
        _ruling(con, v, "The stock ran out, and under this table's house rule an empty stock is not recycled: "
                "hands are compared at once", ("stock-exhausted", "house:stock-empty"))
    else:
        _ruling(con, v, "The stock ran out with nothing to recycle: hands are compared at once",
                ("stock-exhausted",))
        if _awaiting(d, con, v):  # seen from the table: the stock can run out before anyone has shown
            return
    if v.brief:
        return
    _showdown_table(d, con, v)
    sd = d.showdown
    assert sd is not None
    loser = safe(sd.loser)
    loser_rank = sd.order[-1].rank
    if sd.loser != sd.order[-1].player:  # house rule stopper-safe passed the stopper over
        _stopper_safe(d, con, v)
    elif sd.reason is not None and len(sd.order) > 1:
        _ruling(con, v, f"{loser} has the worst hand ({loser_rank.describe()}): {safe(sd.order[-2].player)}'s "
                f"hand beats it, {safe(sd.reason.text)}", sd.reason.rules)
    else:
        _ruling(con, v, f"{loser} has the worst hand ({loser_rank.describe()})", ())
    _ranking_house(sd, con, v)
    if sd.loser == d.stopper:
        _ruling(con, v, f"{loser} stopped and is not protected", ("stopper-not-safe",))
    before, after = d.tokens_before.get(sd.loser, 0), d.tokens_after.get(sd.loser)
    if d.eliminated and "house:floating" in d.token_rules:
        _ruling(con, v, f"Only the worst loses: {loser} {before} → 0 tokens, and under this table's house rule "
                "nobody floats: [bold red]eliminated[/]", ("worst-loses", "house:floating", "elimination"))
    elif d.eliminated:
        _ruling(con, v, f"Only the worst loses: {loser} was floating with 0 tokens and is [bold red]eliminated[/]",
                ("worst-loses", "elimination"))
    elif after == 0:
        _ruling(con, v, f"Only the worst loses: {loser} {before} → 0 tokens, now floating (still playing)",
                ("worst-loses", "floating"))
    else:
        _ruling(con, v, f"Only the worst loses: {loser} {before} → {after} tokens", ("worst-loses",))
    if d.next_dealer_rule == "dealer-skip":
        _ruling(con, v, f"Next dealer: [bold]{safe(d.next_dealer or '')}[/] again — the next scheduled dealer, "
                f"{safe(d.eliminated or '')}, was just eliminated, so the next survivor still plays first",
                ("dealer-skip",))
    elif d.next_dealer and "house:dealer-skip" in d.token_rules:
        _ruling(con, v, f"Next dealer: [bold]{safe(d.next_dealer)}[/], the next surviving player to the left: under "
                f"this table's house rule {safe(d.dealer)} does not deal again after the next scheduled dealer, "
                f"{safe(d.eliminated or '')}, is eliminated", ("dealer-rotation", "house:dealer-skip"))
    elif d.next_dealer:
        _ruling(con, v, f"Next dealer: [bold]{safe(d.next_dealer)}[/], the next surviving player to the left",
                ("dealer-rotation",))
    con.print(_standings(d))


_RANKING_HOUSE = {"house:run-vs-flush": "flush beats run", "house:top-prial": "prials rank by card rank",
                  "house:top-run": "A-K-Q is the best run and A-2-3 the lowest"}


def _ranking_house(sd: Showdown, con: Console, v: View) -> None:
    """The ranking house rules that changed this showdown's order (cited on the deal) and that the sentence on
    the worst hand has not already named: one line each."""
    said = set(sd.reason.rules) if sd.reason is not None else set()
    for rule in sd.rules:
        if rule in _RANKING_HOUSE and rule not in said:
            _ruling(con, v, f"Under this table's house rule {_RANKING_HOUSE[rule]}: the seeds' order would place "
                    "these hands otherwise", (rule,))


def _stopper_safe(d: DealResult, con: Console, v: View) -> None:
    """The rulings of a showdown whose worst hand is the stopper's, passed over under house rule stopper-safe."""
    sd = d.showdown
    assert sd is not None
    from ...brag.compare import explain

    worst = sd.order[-1]
    why = explain(sd.order[-2].rank, worst.rank)
    _ruling(con, v, f"{safe(worst.player)} has the worst hand ({worst.rank.describe()}): "
            f"{safe(sd.order[-2].player)}'s hand beats it, {safe(why.text)}; but {safe(worst.player)} stopped, and "
            "under this table's house rule the stopper is safe", (*why.rules, "house:stopper-safe"))
    mine = next(e for e in sd.order if e.player == sd.loser)
    loser = safe(sd.loser)
    if sd.reason is not None and len(sd.order) > 2:
        _ruling(con, v, f"{loser} has the worst of the other hands ({mine.rank.describe()}): "
                f"{safe(sd.order[-3].player)}'s hand beats it, {safe(sd.reason.text)}", sd.reason.rules)
    else:
        _ruling(con, v, f"{loser} has the worst of the other hands ({mine.rank.describe()})", ("worst-loses",))


def _render_partial(d: DealResult, e: StopbusError | None, con: Console, v: View, source: str) -> None:
    """A deal stopped by a broken rule: the error first, then the turns that led to it."""
    rule = f" [{e.rule}]" if e is not None and e.rule else ""
    turn = f" at turn {e.turn}" if e is not None and e.turn is not None else ""
    what = "rule broken" if e is None or e.kind == "rule" else "cannot be read"
    con.print(v.gap() + f"[bold]Deal {d.number}: {what}{turn}{safe(rule)}[/]")
    if e is not None:
        con.print(error_line(e, source))
        _cite(e, con, v)
    if not v.brief:
        con.print(f"Dealer {safe(d.dealer)}, {safe(d.first_player)} plays first; the turns before the error:"
                  if d.turns else f"Dealer {safe(d.dealer)}; no turn was played before the error.")
    _turn_table(d, con, v)


def _awaiting(d: DealResult, con: Console, v: View) -> bool:
    """A table-view deal awaiting its showdown: who has yet to show, and what is already certain."""
    from ...brag.tableview import TableDealResult

    if not isinstance(d, TableDealResult) or not d.awaiting:
        return False
    con.print(f"[bold]Awaiting the showdown:[/] {', '.join(safe(p) for p in d.awaiting)} "
              f"{'has' if len(d.awaiting) == 1 else 'have'} not shown {rules_tag('worst-loses')}")
    for p, known in d.known.items():
        hidden = d.unknown.get(p, 0)
        cards = fmt_cards(known, v.symbols) if known else "nothing"
        con.print(f"  {safe(p)}: {cards} known" + (f", {hidden} unknown" if hidden else " (whole hand known)"))
    return True


def _expect_failures(failures: list[ExpectMismatch], con: Console, v: View, source: str) -> None:
    """The record's own `expect` lines that the ruling contradicts, each under the deal it is about."""
    for f in failures:
        con.print(f"[bold red]Expect not met:[/] {safe(f.one_line(source))}")
        f.shown = True
        _cite(f, con, v)
