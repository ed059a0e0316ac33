"""The human account of a replay (rich): turn logs, showdown tables, rulings and their sources.

Player names are data: every name goes through `output.safe`, so markup, emoji codes and
control characters in a name print literally.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape

from .brag.engine import DealResult
from .brag.replay import ReplayReport
from .brag.rulebook import BY_ID
from .cards import fmt_cards
from .output import plain, print_plain, rules_tag, safe


def _cited(r: ReplayReport) -> list[str]:
    ids: dict[str, None] = {}
    for d in [*r.deals, *([r.partial] if r.partial else [])]:
        ids.setdefault("deal", None)
        ids.setdefault("first-turn", None)
        for t in d.turns:
            for x in t.rules:
                ids.setdefault(x, None)
        if d.showdown:
            for x in d.showdown.rules:
                ids.setdefault(x, None)
        for x in d.token_rules:
            ids.setdefault(x, None)
        if d.next_dealer_rule:
            ids.setdefault(d.next_dealer_rule, None)
    problem = r.first_problem
    if problem is not None and problem.rule:
        ids.setdefault(problem.rule, None)
    return [i for i in ids if i in BY_ID]


def render(r: ReplayReport, con: Console, *, symbols: bool, brief: bool = False, only: int | None = None,
           source: str = "") -> None:
    """Print the human account of a replay."""
    deals = [d for d in r.deals if only is None or d.number == only]
    for d in deals:
        _render_deal(d, con, symbols)
    if r.partial is not None and (only is None or r.partial.number == only):
        con.print(f"\n[bold]Deal {r.partial.number}[/] (stopped at the error) — dealer {safe(r.partial.dealer)}")
        _turn_table(r.partial, con, symbols)
    if r.error is not None:
        e = r.error
        con.print(f"\n[bold red]{'Rule broken' if e.kind == 'rule' else 'Cannot read the record'}:[/] "
                  f"{safe(e.one_line(source))}")
        _cite(e.rule, con)
    for f in r.expect_failures:
        con.print(f"[bold red]expect not met:[/] {safe(f.one_line(source))}")
        _cite(f.rule, con)
    if r.error is None:
        if r.winner:
            con.print(f"\n[bold green]{safe(r.winner)} wins[/]: the last survivor {rules_tag('last-survivor')}")
        elif r.deals and r.deals[-1].ended_by is None:
            pass
        elif not r.deals:
            tokens = ", ".join(f"{safe(p)} {t}" for p, t in r.scenario.tokens.items())
            con.print(f"\nNo deals recorded: no winner yet (tokens: {tokens}).")
        else:
            alive = ", ".join(f"{safe(p)} {t}" for p, t in r.deals[-1].tokens_after.items())
            con.print(f"\nNo winner yet (tokens: {alive}).")
    if not brief:
        _render_sources(_cited(r), con)


def _cite(rule_id: str | None, con: Console) -> None:
    """The broken rule's title and primary quote, right under the error (shown even with --brief)."""
    rule = BY_ID.get(rule_id or "")
    if rule is not None:
        c = rule.citations[0]
        con.print(f"  {rule.id} — {rule.title}: {c.label}: “{escape(c.quote)}”")


def _grid(con: Console, head: tuple[str, ...], rows: Sequence[tuple[str, ...]], title: str | None = None) -> None:
    """A table in rich's look (bold header, ┃ and │ between columns, no outer edge), laid out here.

    Why not rich's Table: it measures and wraps every cell, about 20 ms a deal, which made a long
    record's text account cost ten times its JSON (issue 8). Cells are plain text (names already
    through `output.plain`); lines are not wrapped, so a turn stays on one greppable line.
    """
    from rich.cells import cell_len

    lens: dict[str, int] = {}

    def width(c: str) -> int:  # memoised: a long record repeats its cards, names and rules
        n = lens.get(c)
        if n is None:
            n = lens[c] = len(c) if c.isascii() else cell_len(c)
        return n

    widths = [max([width(h), *(width(r[i]) for r in rows)]) for i, h in enumerate(head)]
    ascii_only = con.options.ascii_only

    def line(cells: tuple[str, ...], sep: str) -> str:
        return sep.join(c + " " * (w - width(c)) for c, w in zip(cells, widths, strict=True)).rstrip()

    if title:
        con.print(title, style="italic", markup=False, highlight=False)
    con.print(line(head, " | " if ascii_only else " ┃ "), style="bold", markup=False, highlight=False)
    rule = "-+-" if ascii_only else "━╇━"
    con.print(rule.join(("-" if ascii_only else "━") * w for w in widths), markup=False, highlight=False)
    sep = " | " if ascii_only else " │ "
    print_plain(con, "\n".join(line(r, sep) for r in rows))


def _turn_table(d: DealResult, con: Console, sym: bool) -> None:
    """The turns of a deal, one line each, with the actual cards and the rules applied."""
    if not d.turns:
        return
    rows = []
    for t in d.turns:
        act = t.action_text()
        if sym:
            act = act.replace(str(t.drawn), t.drawn.symbol()) if t.drawn is not None else act
            act = act.replace(f"discard {t.discarded}", f"discard {t.discarded.symbol()}") if t.discarded else act
        label = ("final: " if t.final else "") + act
        if t.recycled:
            label = "(stock recycled) " + label
        rows.append((str(t.number), plain(t.player), label, fmt_cards(t.hand_after, sym),
                     fmt_cards([t.discard_top], sym), str(t.stock_left), ", ".join(t.rules)))
    _grid(con, ("#", "player", "action", "hand after", "discard", "stock", "rules"), rows)


def _render_deal(d: DealResult, con: Console, sym: bool) -> None:
    con.print(f"\n[bold]Deal {d.number}[/] — dealer {safe(d.dealer)}, {safe(d.first_player)} plays first "
              f"{rules_tag('deal', 'first-turn')}")
    _turn_table(d, con, sym)
    if d.recycles:
        con.print(f"The stock was recycled {d.recycles} time{'s' if d.recycles > 1 else ''}: every discard but "
                  f"the visible top became the new stock {rules_tag('recycle')}")
    if d.ended_by is None:
        may = ", ".join(d.may[:-1]) + " or " + d.may[-1] if len(d.may) > 1 else "".join(d.may)
        stop = f"{safe(d.stopper)} stopped; " if d.stopper else ""
        top = fmt_cards([d.discard_top], sym) if d.discard_top is not None else "-"
        con.print(f"[bold]In progress:[/] {stop}it is {safe(d.whose_turn)}'s "
                  f"{'final ' if d.stopper else ''}turn and they may {may}. Discard top {top}, "
                  f"{d.stock_left} in the stock {rules_tag('final-turns' if d.stopper else 'turn-order')}")
        return
    if d.ended_by == "stop":
        con.print(f"{safe(d.stopper)} stopped the bus; everyone else had one final turn "
                  f"{rules_tag('stop', 'final-turns')}")
    else:
        con.print("The stock ran out with nothing to recycle: hands are compared at once "
                  + rules_tag("stock-exhausted"))
    sd = d.showdown
    assert sd is not None
    _grid(con, ("pos", "player", "hand", "category", "class"),
          [(str(e.position), plain(e.player), fmt_cards(e.rank.sorted_cards(), sym), e.rank.describe(),
            str(e.rank.number)) for e in sd.order], title="Showdown, best first")
    loser_rank = sd.order[-1].rank
    why = ""
    if sd.reason is not None and len(sd.order) > 1:
        why = (f": {safe(sd.order[-2].player)}'s hand beats it, {safe(sd.reason.text)} "
               f"{rules_tag(*sd.reason.rules)}")
    stopper = f" {safe(d.stopper)} stopped and is not protected {rules_tag('stopper-not-safe')}." \
        if sd.loser == d.stopper else ""
    con.print(f"[bold]{safe(sd.loser)}[/] has the worst hand ({loser_rank.describe()}){why}; only the worst loses "
              f"{rules_tag('worst-loses')}.{stopper}")
    before, after = d.tokens_before.get(sd.loser, 0), d.tokens_after.get(sd.loser)
    if d.eliminated:
        con.print(f"{safe(sd.loser)} was floating with 0 tokens and is [bold red]eliminated[/] "
                  f"{rules_tag('elimination')}")
    elif after == 0:
        con.print(f"{safe(sd.loser)}: {before} → 0 tokens, now floating (still playing) {rules_tag('floating')}")
    else:
        con.print(f"{safe(sd.loser)}: {before} → {after} tokens {rules_tag('tokens')}")
    if d.next_dealer_rule == "dealer-skip":
        con.print(f"Next dealer: [bold]{safe(d.next_dealer)}[/] again — the next scheduled dealer, "
                  f"{safe(d.eliminated)}, was "
                  f"just eliminated, so the next survivor still plays first {rules_tag('dealer-skip')}")
    elif d.next_dealer:
        con.print(f"Next dealer: [bold]{safe(d.next_dealer)}[/], the next surviving player to the left "
                  f"{rules_tag('dealer-rotation')}")


def _render_sources(ids: list[str], con: Console) -> None:
    """Each cited rule with its passages; a passage quoted once even when several rules cite it."""
    if not ids:
        return
    con.print("\n[bold]Sources[/]")
    printed: set[tuple[str, str]] = set()
    for rid in ids:
        rule = BY_ID[rid]
        con.print(f"[bold]{rid}[/] — {rule.title} ({rule.status})")
        for c in rule.citations:
            if (c.source, c.quote) in printed:
                con.print(f"  {c.label}: (quoted above)")
                continue
            printed.add((c.source, c.quote))
            con.print(f"  {c.label}: “{escape(c.quote)}”")
