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
from ...core.errors import ExpectMismatch, StopbusError
from ...core.i18n import N_, SOURCE, _, current, ngettext, pgettext
from ...sources.quotes import missing_note, primary, quotes
from ..layout import MEMO as _MEMO
from ..layout import View, error_line, fast_lines, flush_lines, grid, print_quotes, prose, render_meta
from ..output import indented, plain, rules_tag, safe
from .cards import fmt_cards
from .words import hand_words, reason_words

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
            what = _("rule broken") if e.kind == "rule" else _("cannot be read")
            con.print(v.gap() + "[bold]" + _("Deal {number}: {what}").format(number=e.deal, what=what)
                      + f"{safe(f' [{e.rule}]' if e.rule else '')}[/]")
            con.print(error_line(e, source))
        else:
            con.print(v.gap() + error_line(e, source))
        _cite(e, con, v)
    # every failure is of a deal in r.deals or of the file (deal None): those of deals not shown above
    _expect_failures([f for f in r.expect_failures if f.deal is None or (only is not None and f.deal != only)],
                     con, v, source)
    if r.error is None and (only is None or (r.deals and r.deals[-1].number == only)):
        if r.winner:
            con.print(v.gap() + _("[bold green]{player} wins[/]: the last survivor").format(player=safe(r.winner))
                      + " " + rules_tag("last-survivor"))
            _quote(["last-survivor"], con, v)
        elif r.deals and r.deals[-1].ended_by is not None:
            con.print(v.gap() + _("No winner yet. {standings}").format(standings=_standings(r.deals[-1])))
        elif not r.deals:
            tokens = ", ".join(f"{safe(p)} {t}" for p, t in r.scenario.tokens.items())
            con.print(v.gap() + _("No deals recorded: no winner yet (tokens: {tokens}).").format(tokens=tokens))


def house_line(house: Mapping[str, str], con: Console) -> None:
    """'House rules: flush over run, stopper safe [house:run-vs-flush, house:stopper-safe]' (none at the default)."""
    from ...brag.rulebook import HOUSE
    from ...core.house import departures, find

    away = departures(house, HOUSE)
    if away:
        labels = ", ".join(_(find(HOUSE, k).label(v)) for k, v in away.items())  # type: ignore[union-attr]
        con.print(_("House rules: {rules}").format(rules=safe(labels)) + " "
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
        final = _(" (final turn after {player}'s stop)").format(player=d.stopper) if d.stopper else ""
        return _("Deal {number}: in progress: {player} to play{final}, may {moves}").format(
            number=d.number, player=d.whose_turn, final=final, moves=_either(d.may))
    sd = d.showdown
    if sd is None:  # a table-view deal whose hands are not all shown yet
        waiting = ", ".join(getattr(d, "awaiting", ()))
        return _("Deal {number}: awaiting the showdown ({players} to show)").format(number=d.number, players=waiting)
    loser = sd.loser
    before, after = d.tokens_before.get(loser, 0), d.tokens_after.get(loser)
    if d.eliminated:
        what = _("{player} is eliminated").format(player=loser)
    elif after == 0:
        what = _("{player} loses a token ({before} → 0) and floats").format(player=loser, before=before)
    else:
        what = _("{player} loses a token ({before} → {after})").format(player=loser, before=before, after=after)
    parts = [_("Deal {number}: {what}").format(number=d.number, what=what)]
    if d.ended_by == "stock-exhausted":
        parts.append(_("stock exhausted, showdown at once"))
    if d.next_dealer is None and len(d.tokens_after) == 1:
        parts.append(_("{player} wins").format(player=next(iter(d.tokens_after))))
    elif d.next_dealer_rule == "dealer-skip":
        parts.append(_("{player} deals again").format(player=d.next_dealer))
    elif d.next_dealer:
        parts.append(_("next dealer {player}").format(player=d.next_dealer))
    return " · ".join(parts)


MOVES = {"draw": N_("draw"), "take": N_("take"), "stop": N_("stop"), "pass": N_("pass")}
"""The moves of a turn, as the turn log and the verdict line say them (the record's words in English)."""


def _move(word: str) -> str:
    """A move (`draw`, `take`, `stop`, `pass`) in the language of the moment."""
    return _(MOVES[word]) if word in MOVES else word


def _may(word: str) -> str:
    """A move the player may make, as the verb after "may" (the words of the turn log in English)."""
    mays = {"draw": pgettext("may", "draw"), "take": pgettext("may", "take"), "stop": pgettext("may", "stop"),
            "pass": pgettext("may", "pass")}
    return mays.get(word, word)


def _either(words: Sequence[str]) -> str:
    words = [_may(w) for w in words]
    if len(words) > 1:
        return _("{moves} or {last}").format(moves=", ".join(words[:-1]), last=words[-1])
    return "".join(words)


def _standings(d: DealResult) -> str:
    """Tokens of everyone still in the game, in seating order; floating and eliminated marked."""
    floating = _(" (floating)")
    cells = [f"{safe(p)} {t}" + (floating if t == 0 else "") for p, t in d.tokens_after.items()]
    out = _("Tokens: {cells}").format(cells=" · ".join(cells))
    if d.eliminated:
        out += " · " + _("{player} out").format(player=safe(d.eliminated))
    return out


def _read(ids: Sequence[str]) -> str:
    """' (an interpretation: x)' when a ruling rests on a rule no source states in words, else ''."""
    read = [i for i in ids if i in BY_ID and BY_ID[i].status == "interpreted"]
    return _(" (an interpretation: {rules})").format(rules=", ".join(read)) if read else ""


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


STATUSES = (N_("stated"), N_("interpreted"), N_("table agreement"))
"""A rule's status as shown beside its title (a stated rule's is not shown)."""


def _cite(e: StopbusError, con: Console, v: View) -> None:
    """The broken rule's title and primary quote in the chosen language (shown even with --brief)."""
    rid = e.cite or e.rule
    rule = BY_ID.get(rid or "")
    if rule is None:
        return
    c = primary(rule, v.lang)
    status = f", {_(rule.status)}" if rule.status != "stated" else ""
    note = missing_note(rule, v.lang)
    con.print(f"  {rule.id} — {safe(_(rule.title))}{status}: {note + ' ' if note else ''}{c.label}: “{safe(c.quote)}”")
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
    key = (a.kind, t.drawn, t.discarded, a.word, a.card, a.discard, sym, current())
    text = _ACTIONS.get(key)
    if text is None:
        text = plain(t.action_text(lambda c: fmt_cards([c], sym)) if current() == SOURCE else _said(t, sym))
        if len(_ACTIONS) < _MEMO:
            _ACTIONS[key] = text
    return text


_ACTIONS: dict[tuple[object, ...], str] = {}


def _said(t: Turn, sym: bool) -> str:
    """A turn's action in the language of the moment ('draw A♥, discard K♥' in English: `Action.text`'s words)."""
    a = t.action
    if a.kind in ("stop", "pass"):
        return _move(a.kind)
    if a.kind not in ("draw", "take"):
        return a.word
    drawn = t.drawn if t.drawn is not None else a.card
    discarded = t.discarded if t.discarded is not None else a.discard
    named = f" {fmt_cards([drawn], sym)}" if drawn is not None else ""
    discard = fmt_cards([discarded], sym) if discarded is not None else "?"
    return _("{move}{card}, discard {discard}").format(move=_move(a.kind), card=named, discard=discard)


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
        label = (_("final: ") if t.final else "") + _action(t, sym)
        if t.recycled:
            label = _("recycled; ") + label
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
    rules, stock, discard = _("rules"), _("stock"), _("discard")
    shown = grid(con, ("#", _("player"), _("action"), _("hand after"), discard, stock, rules), rows,
                  optional=(rules, stock, discard), right=("#", stock))
    ids = list(dict.fromkeys(x for t in d.turns for x in t.rules))
    if rules not in shown:  # too narrow for the column: the ids go in a line
        con.print(_("Rules of these turns") + f" {rules_tag(*ids)}")
    _quote(ids, con, v)


def _showdown_table(d: DealResult, con: Console, v: View) -> None:
    sd = d.showdown
    assert sd is not None
    sym = v.symbols
    rows = [(str(e.position), plain(e.player), fmt_cards(e.rank.sorted_cards(), sym), hand_words(e.rank),
             str(e.rank.number)) for e in sd.order]
    pos, klass = _("pos"), _("class")
    grid(con, (pos, _("player"), _("hand"), _("category"), klass), rows, optional=(klass, pos),
         right=(pos, klass), title=_("Showdown, best first"))


# -- one deal -----------------------------------------------------------------------------------
def _render_deal(d: DealResult, con: Console, v: View) -> None:
    con.print(v.gap() + f"[bold]{safe(verdict(d))}[/]")
    _ruling(con, v, _("Dealer {dealer}, {player} plays first").format(dealer=safe(d.dealer),
                                                                      player=safe(d.first_player)),
            ("deal", "first-turn"))
    _turn_table(d, con, v)
    if d.recycles:
        _ruling(con, v, ngettext("The stock was recycled {n} time: every discard but the visible top became the new "
                                 "stock", "The stock was recycled {n} times: every discard but the visible top became "
                                 "the new stock", d.recycles).format(n=d.recycles), ("recycle",))
    if d.ended_by is None:
        stop = _("{player} stopped; ").format(player=safe(d.stopper)) if d.stopper else ""
        top = _card(d.discard_top, v.symbols)
        turn = (_("it is {player}'s final turn") if d.stopper else _("it is {player}'s turn")).format(
            player=safe(d.whose_turn or ""))
        _ruling(con, v, _("In progress: {stop}{turn} and they may {moves}. Discard top {top}, {n} in the stock").format(
                stop=stop, turn=turn, moves=_either(d.may), top=top, n=d.stock_left),
                ("final-turns" if d.stopper else "turn-order",))
        if not v.brief:
            con.print(_standings(d))
        return
    if d.ended_by == "stop":
        _ruling(con, v, _("{player} stopped the bus; everyone else had one final turn").format(
                player=safe(d.stopper or "")), ("stop", "final-turns"))
        if _awaiting(d, con, v):
            return
    elif d.showdown is not None and "house:stock-empty" in d.showdown.rules:
        _ruling(con, v, _("The stock ran out, and under this table's house rule an empty stock is not recycled: "
                "hands are compared at once"), ("stock-exhausted", "house:stock-empty"))
    else:
        _ruling(con, v, _("The stock ran out with nothing to recycle: hands are compared at once"),
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
        _ruling(con, v, _("{player} has the worst hand ({hand}): {other}'s hand beats it, {reason}").format(
                player=loser, hand=hand_words(loser_rank), other=safe(sd.order[-2].player),
                reason=safe(reason_words(sd.reason))), sd.reason.rules)
    else:
        _ruling(con, v, _("{player} has the worst hand ({hand})").format(player=loser, hand=hand_words(loser_rank)),
                ())
    _ranking_house(sd, con, v)
    if sd.loser == d.stopper:
        _ruling(con, v, _("{player} stopped and is not protected").format(player=loser), ("stopper-not-safe",))
    before, after = d.tokens_before.get(sd.loser, 0), d.tokens_after.get(sd.loser)
    if d.eliminated and "house:floating" in d.token_rules:
        _ruling(con, v, _("Only the worst loses: {player} {before} → 0 tokens, and under this table's house rule "
                "nobody floats: [bold red]eliminated[/]").format(player=loser, before=before),
                ("worst-loses", "house:floating", "elimination"))
    elif d.eliminated:
        _ruling(con, v, _("Only the worst loses: {player} was floating with 0 tokens and is [bold red]eliminated[/]"
                          ).format(player=loser), ("worst-loses", "elimination"))
    elif after == 0:
        _ruling(con, v, _("Only the worst loses: {player} {before} → 0 tokens, now floating (still playing)").format(
                player=loser, before=before), ("worst-loses", "floating"))
    else:
        # English says "tokens" whatever the number (1 token left is "→ 1 tokens"); other languages choose
        _ruling(con, v, ngettext("Only the worst loses: {player} {before} → {after} tokens",
                                 "Only the worst loses: {player} {before} → {after} tokens", after or 0).format(
                player=loser, before=before, after=after), ("worst-loses",))
    if d.next_dealer_rule == "dealer-skip":
        _ruling(con, v, _("Next dealer: [bold]{dealer}[/] again — the next scheduled dealer, {player}, was just "
                          "eliminated, so the next survivor still plays first").format(
                dealer=safe(d.next_dealer or ""), player=safe(d.eliminated or "")), ("dealer-skip",))
    elif d.next_dealer and "house:dealer-skip" in d.token_rules:
        _ruling(con, v, _("Next dealer: [bold]{dealer}[/], the next surviving player to the left: under this table's "
                          "house rule {previous} does not deal again after the next scheduled dealer, {player}, is "
                          "eliminated").format(dealer=safe(d.next_dealer), previous=safe(d.dealer),
                                               player=safe(d.eliminated or "")),
                ("dealer-rotation", "house:dealer-skip"))
    elif d.next_dealer:
        _ruling(con, v, _("Next dealer: [bold]{dealer}[/], the next surviving player to the left").format(
                dealer=safe(d.next_dealer)), ("dealer-rotation",))
    con.print(_standings(d))


_RANKING_HOUSE = {"house:run-vs-flush": N_("flush beats run"), "house:top-prial": N_("prials rank by card rank"),
                  "house:top-run": N_("A-K-Q is the best run and A-2-3 the lowest")}


def _ranking_house(sd: Showdown, con: Console, v: View) -> None:
    """The ranking house rules that changed this showdown's order (cited on the deal) and that the sentence on
    the worst hand has not already named: one line each."""
    said = set(sd.reason.rules) if sd.reason is not None else set()
    for rule in sd.rules:
        if rule in _RANKING_HOUSE and rule not in said:
            _ruling(con, v, _("Under this table's house rule {rule}: the seeds' order would place these hands "
                              "otherwise").format(rule=_(_RANKING_HOUSE[rule])), (rule,))


def _stopper_safe(d: DealResult, con: Console, v: View) -> None:
    """The rulings of a showdown whose worst hand is the stopper's, passed over under house rule stopper-safe."""
    sd = d.showdown
    assert sd is not None
    from ...brag.compare import explain

    worst = sd.order[-1]
    why = explain(sd.order[-2].rank, worst.rank)
    _ruling(con, v, _("{player} has the worst hand ({hand}): {other}'s hand beats it, {reason}; but {player} "
                      "stopped, and under this table's house rule the stopper is safe").format(
            player=safe(worst.player), hand=hand_words(worst.rank), other=safe(sd.order[-2].player),
            reason=safe(reason_words(why))), (*why.rules, "house:stopper-safe"))
    mine = next(e for e in sd.order if e.player == sd.loser)
    loser = safe(sd.loser)
    if sd.reason is not None and len(sd.order) > 2:
        _ruling(con, v, _("{player} has the worst of the other hands ({hand}): {other}'s hand beats it, {reason}"
                          ).format(player=loser, hand=hand_words(mine.rank), other=safe(sd.order[-3].player),
                                   reason=safe(reason_words(sd.reason))), sd.reason.rules)
    else:
        _ruling(con, v, _("{player} has the worst of the other hands ({hand})").format(
                player=loser, hand=hand_words(mine.rank)), ("worst-loses",))


def _render_partial(d: DealResult, e: StopbusError | None, con: Console, v: View, source: str) -> None:
    """A deal stopped by a broken rule: the error first, then the turns that led to it."""
    rule = f" [{e.rule}]" if e is not None and e.rule else ""
    turn = _(" at turn {n}").format(n=e.turn) if e is not None and e.turn is not None else ""
    what = _("rule broken") if e is None or e.kind == "rule" else _("cannot be read")
    con.print(v.gap() + "[bold]" + _("Deal {number}: {what}").format(number=d.number, what=what)
              + f"{turn}{safe(rule)}[/]")
    if e is not None:
        con.print(error_line(e, source))
        _cite(e, con, v)
    if not v.brief:
        con.print(_("Dealer {dealer}, {player} plays first; the turns before the error:").format(
                  dealer=safe(d.dealer), player=safe(d.first_player))
                  if d.turns else _("Dealer {dealer}; no turn was played before the error.").format(
                  dealer=safe(d.dealer)))
    _turn_table(d, con, v)


def _awaiting(d: DealResult, con: Console, v: View) -> bool:
    """A table-view deal awaiting its showdown: who has yet to show, and what is already certain."""
    from ...brag.tableview import TableDealResult

    if not isinstance(d, TableDealResult) or not d.awaiting:
        return False
    con.print(ngettext("[bold]Awaiting the showdown:[/] {players} has not shown",
                       "[bold]Awaiting the showdown:[/] {players} have not shown", len(d.awaiting)).format(
              players=", ".join(safe(p) for p in d.awaiting)) + f" {rules_tag('worst-loses')}")
    for p, known in d.known.items():
        hidden = d.unknown.get(p, 0)
        cards = fmt_cards(known, v.symbols) if known else _("nothing")
        con.print(f"  {safe(p)}: " + _("{cards} known").format(cards=cards)
                  + (_(", {n} unknown").format(n=hidden) if hidden else _(" (whole hand known)")))
    return True


def _expect_failures(failures: list[ExpectMismatch], con: Console, v: View, source: str) -> None:
    """The record's own `expect` lines that the ruling contradicts, each under the deal it is about."""
    for f in failures:
        con.print(_("[bold red]Expect not met:[/] {problem}").format(problem=safe(f.one_line(source))))
        f.shown = True
        _cite(f, con, v)
