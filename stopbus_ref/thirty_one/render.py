"""The human account of a 31-point replay (rich): each round's verdict first, then turns, showdown, sources.

Every ruling line carries its rule id; under each ruling the first words of 002 that back it,
and a Sources section at the end quotes every rule cited (left out with --brief).
"""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from ..output import plain, rules_tag, safe
from ..render import _grid as grid
from .engine import DealResult31
from .replay import ENDED, Report31, join_names, verdict
from .rule_ids import R31
from .rulebook import BY_ID, LANG
from .scoring import names


def _cite(rule_id: str | None, con: Console) -> None:
    """The broken rule's title and first quote from 002, right under the error (also with --brief)."""
    rule = BY_ID.get(rule_id or "")
    if rule is not None:
        c = rule.citations[0]
        con.print(f"  {rule.id} — {rule.title}: {c.label}: “{escape(c.quote)}”")


def _turns(d: DealResult31, con: Console, sym: bool) -> None:
    """The turns of a round, one line each, with the cards turned, the score and the pool after."""
    if not d.turns:
        return
    rows = []
    for t in d.turns:
        label = ("final: " if t.final else "") + t.action_text() + (" (stock recycled)" if t.recycled else "")
        rows.append((str(t.number), plain(t.player), label, names(t.hand_after, sym), str(t.score_after),
                     names(t.pool_after, sym), str(t.stock_left), ", ".join(t.rules)))
    grid(con, ("#", "player", "action", "hand after", "score", "pool after", "stock", "rules"), rows)


def _deal(d: DealResult31, con: Console, sym: bool) -> None:
    """One ended or in-progress round: verdict first, then turns, how it ended, the showdown and every ruling."""
    con.print(f"\n[bold]{escape(verdict(d))}[/]")
    con.print(f"Dealer {safe(d.dealer)}; {safe(d.first_player)} plays first "
              f"{rules_tag(R31.DEAL, R31.POOL, R31.FIRST_TURN)}")
    _turns(d, con, sym)
    if d.ended_by is None:
        call = f"{safe(d.caller)} {'knocked' if d.call == 'knock' else 'stopped'}; " if d.caller else ""
        final = "final " if d.caller else ""
        con.print(f"[bold]In progress:[/] {call}it is {safe(d.whose_turn)}'s {final}turn and they "
                  f"may {', '.join(d.may)}. Pool {names(d.pool, sym)}, {d.stock_left} in the stock "
                  f"{rules_tag(R31.FINAL_CIRCUIT if d.caller else R31.TURN_ORDER)}")
        return
    sd = d.showdown
    assert sd is not None
    text, ids = ENDED[d.ended_by]
    holders = join_names(sd.holders) if sd.holders else "a player"
    con.print(text.format(caller=safe(d.caller), holders=holders) + " " + rules_tag(*ids))
    grid(con, ("pos", "player", "hand", "score", "how it scores"),
         [(str(e.position), plain(e.player), names(e.scored.cards, sym), str(e.scored.score), e.scored.describe(sym))
          for e in sd.order], title="Showdown, best first")
    scores = {e.player: e.scored.score for e in sd.order}
    if sd.holders:
        con.print(f"{join_names(sd.holders)} cannot lose with 31 {rules_tag(R31.INSTANT_31)}")
    if sd.losers:
        low = min(scores[p] for p in sd.losers)
        if R31.BLITZ in sd.rules and sd.holders:
            con.print(f"Blitz knockout: every player without 31 is out ({', '.join(sd.losers)}) {rules_tag(R31.BLITZ)}")
        elif len(sd.losers) > 1:
            con.print(f"{join_names(sd.losers)} tie for the lowest score, {low}: each loses a life "
                      f"{rules_tag(R31.TIED_LOWEST)}")
        else:
            con.print(f"{safe(sd.losers[0])} has the lowest score, {low}, and loses a life "
                      f"{rules_tag(R31.LOWEST_LOSES)}")
        if d.caller in sd.losers and d.call != "blitz":
            con.print(f"{safe(d.caller)} {'knocked' if d.call == 'knock' else 'called'} and is not protected "
                      f"{rules_tag(R31.CALLER_NOT_SAFE)}")
    for p, n in d.lives_back.items():
        con.print(f"{safe(p)} gets {n} {'life' if n == 1 else 'lives'} back with a genuine 31 in Blitz "
                  f"{rules_tag(R31.BLITZ)}")
    lives = ", ".join(f"{safe(p)} {n}" for p, n in d.lives_after.items())
    con.print(f"Lives: {lives} {rules_tag(R31.LIVES)}" + (f"; pot {d.pot} {rules_tag(R31.POT)}" if d.pot is not None
                                                          else ""))
    if d.shared_win:
        con.print(f"Every remaining player is out at once: {', '.join(d.shared_win)} share the win "
                  f"{rules_tag(R31.SHARED_WIN)}")
    elif d.eliminated:
        con.print(f"{join_names(d.eliminated)} {'have' if len(d.eliminated) > 1 else 'has'} no lives left and "
                  f"{'are' if len(d.eliminated) > 1 else 'is'} [bold red]eliminated[/] (no floating) "
                  f"{rules_tag(R31.ELIMINATION)}")
    if d.next_dealer:
        con.print(f"Next dealer: [bold]{safe(d.next_dealer)}[/], the next surviving player to the left "
                  f"{rules_tag(R31.DEALER_ROTATION)}")


def render31(r: Report31, con: Console, *, symbols: bool, brief: bool = False, only: int | None = None,
             source: str = "") -> None:
    """Print the human account of a 31-point replay."""
    from ..render import render_meta

    render_meta(r.record.meta, con)
    for d in r.deals:
        if only is None or d.number == only:
            _deal(d, con, symbols)
    if r.partial is not None and (only is None or r.partial.number == only):
        con.print(f"\n[bold]Deal {r.partial.number}[/] (stopped at the error) — dealer {safe(r.partial.dealer)}")
        _turns(r.partial, con, symbols)
    if r.error is not None:
        e = r.error
        con.print(f"\n[bold red]{'Rule broken' if e.kind == 'rule' else 'Cannot read the record'}:[/] "
                  f"{escape(e.one_line(source))}")
        _cite(e.rule, con)
    for f in r.expect_failures:
        con.print(f"[bold red]expect not met:[/] {escape(f.one_line(source))}")
        _cite(f.rule, con)
    if r.error is None:
        if r.winner:
            scoop = f"; they scoop the pot of {r.pot}" if r.pot is not None else ""
            con.print(f"\n[bold green]{safe(r.winner)} wins[/]: the last player with lives "
                      f"{rules_tag(R31.LAST_SURVIVOR)}{scoop}")
        elif r.shared_win:
            con.print(f"\n[bold green]{join_names(r.shared_win)} share the win[/] {rules_tag(R31.SHARED_WIN)}")
        elif r.deals and r.deals[-1].ended_by is not None:
            lives = ", ".join(f"{safe(p)} {n}" for p, n in r.deals[-1].lives_after.items())
            con.print(f"\nNo winner yet (lives: {lives}).")
    if not brief:
        ids = r.cited_rules()
        if ids:
            con.print("\n[bold]Sources (seed 002)[/]")
            printed: set[str] = set()
            for rid in ids:
                rule = BY_ID[rid]
                con.print(f"[bold]{rid}[/] — {rule.title} ({rule.status})")
                for c in rule.citations:
                    if c.quote in printed:
                        con.print(f"  {c.label} ({LANG[c.source]}): (quoted above)")
                        continue
                    printed.add(c.quote)
                    con.print(f"  {c.label} ({LANG[c.source]}): “{escape(c.quote)}”")
