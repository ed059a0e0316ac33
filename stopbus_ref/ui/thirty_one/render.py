"""The human account of a 31-point replay (rich), answers first, laid out as the Brag account is.

Per deal: one verdict line that settles it, the turn log and showdown table (shared `layout.grid`: optional
columns dropped to fit the width, rule ids then on a line under the table), the rulings with their rule ids,
then the lives after that deal; at the end the winner, shared win or lives. Quotes of 002 only with
`sources` (each passage once); the broken rule's primary quote always under an error. 002 is English only,
so the language choice does not change the quotes (the CLI notes that for nl/fr).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.console import Console

from ...core.errors import ExpectMismatch
from ...core.i18n import N_, SOURCE, _, current, ngettext, pgettext
from ...thirty_one.engine import DealResult31, Turn
from ...thirty_one.replay import Report
from ...thirty_one.rule_ids import RuleId
from ...thirty_one.rulebook import BY_ID
from ...thirty_one.scoring import JOKER_NAMES, Scored, card_name, card_symbol
from ..brag.words import suit_words
from ..layout import MEMO as _MEMO
from ..layout import View, error_line, fast_lines, flush_lines, grid, print_quotes, prose, render_meta
from ..output import plain, rules_tag, safe
from .cards import action_text, names, scored_text
from .verdict import ENDED, join_names, unsettled

if TYPE_CHECKING:
    from ...thirty_one.odds import KnockOdds31

SCORING = (RuleId.SCORE, RuleId.BEST_SUIT, RuleId.THREE_SUITS, RuleId.FOUR_CARD, RuleId.JOKERS)
"""The rules a showdown's scores rest on (quoted under its table with --sources)."""


MAY = {"swap CARD for CARD": pgettext("may", "swap CARD for CARD"), "swap all": pgettext("may", "swap all"),
       "blitz (or 31, stop)": pgettext("may", "blitz (or 31, stop)"),
       "knock (a pass)": pgettext("may", "knock (a pass)"), "knock": pgettext("may", "knock"),
       "stop": pgettext("may", "stop")}
"""Only to mark what a player may do for the catalogue (read at import, in English): the verdict and the
in-progress line say it with `pgettext("may", …)` (the engine's words in English)."""
STATUSES = (N_("stated"), N_("interpreted"), N_("conflict"), N_("table agreement"))
"""A rule's status as shown beside its title (a stated rule's is not shown)."""


def _either(words: Sequence[str]) -> str:
    words = [pgettext("may", w) if w in MAY else w for w in words]
    if len(words) > 1:
        return _("{moves} or {last}").format(moves=", ".join(words[:-1]), last=words[-1])
    return "".join(words)


def verdict(d: DealResult31) -> str:
    """The one line that settles a round (plain text, no markup), like the Brag `render.verdict`.

    `Deal 1: Cat loses a life (3 → 2) · next dealer Ann`, `… Cat is eliminated`, `… Ann holds 31 …`,
    `… Ann and Ben share the win`, or `Deal 2: in progress: Ben to play, may swap, swap all, knock or stop`.
    """
    if d.ended_by is None:
        final = ((_(" (final turn after {player}'s knock)") if d.call == "knock" else
                  _(" (final turn after {player}'s stop)")).format(player=plain(d.caller)) if d.caller else "")
        return _("Deal {number}: in progress: {player} to play{final}, may {moves}").format(
            number=d.number, player=plain(d.whose_turn), final=final, moves=_either(d.may))
    sd = d.showdown
    if sd is None:  # awaiting its showdown, or over when a later turn broke a rule
        return unsettled(d, _) or ""
    parts: list[str] = []
    if sd.holders:
        parts.append(ngettext("{players} holds 31", "{players} hold 31", len(sd.holders)).format(
            players=join_names(sd.holders, markup=False)))
    elif d.ended_by == "blitz":
        parts.append(_("{player} called Blitz").format(player=plain(d.caller)))
    elif d.ended_by == "stock-exhausted":
        parts.append(_("stock exhausted, showdown at once"))
    out = [p for p in sd.losers if p in (d.eliminated or ())]
    lost = [p for p in sd.losers if p not in out]
    if lost:
        moves = [f"{d.lives_before.get(p, 0)} → {d.lives_after.get(p, 0)}" for p in lost]
        each = moves[0] if len(set(moves)) == 1 else ", ".join(
            f"{plain(p)} {m}" for p, m in zip(lost, moves, strict=True))
        who = join_names(lost, markup=False)
        parts.append(ngettext("{players} loses a life ({each})", "{players} lose a life ({each})", len(lost)).format(
            players=who, each=each))
    if out:
        parts.append(ngettext("{players} is eliminated", "{players} are eliminated", len(out)).format(
            players=join_names(out, markup=False)))
    if not sd.losers:
        parts.append(_("nobody loses a life"))
    if RuleId.HOUSE_CALLER_SAFE in sd.rules:
        parts.append(_("{player} is safe by the house rule caller-safe").format(player=plain(d.caller)))
    for p, n in d.lives_back.items():
        parts.append(ngettext("{player} gets {n} life back", "{player} gets {n} lives back", n).format(
            player=plain(p), n=n))
    if d.shared_win:
        parts.append(_("{players} share the win").format(players=join_names(d.shared_win, markup=False)))
    elif d.next_dealer is None and len(d.lives_after) == 1:
        parts.append(_("{player} wins").format(player=plain(next(iter(d.lives_after)))))
    elif d.next_dealer:
        parts.append(_("next dealer {player}").format(player=plain(d.next_dealer)))
    return _("Deal {number}: {what}").format(number=d.number, what=" · ".join(parts))


def _quote(ids: Sequence[str], con: Console, v: View) -> None:
    """With --sources, the 002 passages of these rules; a passage is quoted once per run."""
    if not v.sources:
        return
    for rid in ids:
        rule = BY_ID.get(rid)
        if rule is None:
            continue
        print_quotes(con, v, rid, rule.citations)


def _read(ids: Sequence[str]) -> str:
    """' (an interpretation: 31-x)' when a ruling rests on a rule 002 does not state in words (or a note that
    002's passages conflict there), else ''."""
    read = [i for i in ids if i in BY_ID and BY_ID[i].status == "interpreted"]
    torn = [i for i in ids if i in BY_ID and BY_ID[i].status == "conflict"]
    out = _(" (an interpretation: {rules})").format(rules=", ".join(read)) if read else ""
    return out + (_(" (002's passages conflict; the contract's reading: {rules})").format(rules=", ".join(torn))
                  if torn else "")


def _ruling(con: Console, v: View, text: str, ids: Sequence[str]) -> None:
    """One ruling line with its rule ids (none in --brief), saying so when it rests on an interpretation; with
    --sources, its quotes right under it."""
    if v.brief:
        return
    prose(con, f"{text} {rules_tag(*ids)}{safe(_read(ids))}" if ids else text)
    _quote(ids, con, v)


def _cite(rule_id: str | None, con: Console, v: View) -> None:
    """The broken rule's title and primary 002 quote, right under the error (also with --brief)."""
    rule = BY_ID.get(rule_id or "")
    if rule is None:
        return
    c = rule.citations[0]
    status = f", {_(rule.status)}" if rule.status != "stated" else ""
    con.print(f"  {rule.id} — {safe(_(rule.title))}{status}: {c.label}: “{safe(c.quote)}”")
    v.quoted.add((c.source, c.quote))
    _quote([rule.id], con, v)


_ACTIONS: dict[tuple[object, ...], str] = {}
_SYMBOLS: dict[tuple[int, ...], str] = {}
_NAMES: dict[tuple[int, ...], str] = {}
"""Hands and pools as the turn log writes them (suit symbols, letters), memoised: a long record repeats them."""


def _names(memo: dict[tuple[int, ...], str], cards: tuple[int, ...], sym: bool) -> str:
    """`names(cards, sym)`, memoised in `memo` (one memo per spelling)."""
    text = memo.get(cards)
    if text is None:
        text = names(cards, sym)
        if len(memo) < _MEMO:
            memo[cards] = text
    return text


def _said(t: Turn, sym: bool) -> str:
    """A turn's action in the language of the moment (`action_text`'s words in English)."""
    a = t.action
    turned = _(", turn {cards}").format(cards=names(t.turned, sym)) if t.turned else ""
    if a.kind == "swap" and not t.given:  # seen from the table: the card given went face down unseen
        return _("swap for {card}{turned}").format(card=names(t.taken[:1], sym), turned=turned)
    if a.kind == "swap":
        given = names(t.given[:1], True) if sym else card_name(t.given[0])
        taken = names(t.taken[:1], True) if sym else card_name(t.taken[0])
        return _("swap {given} for {taken}{turned}").format(given=given, taken=taken, turned=turned)
    if a.kind == "swap-all":
        return _("swap all{turned}").format(turned=turned)
    word = a.word or a.kind
    return _(MOVES[word]) if word in MOVES else word


MOVES = {"knock": N_("knock"), "stop": N_("stop"), "blitz": N_("blitz"), "pass": N_("pass")}
"""The calls of a turn as the turn log says them (the record's words in English)."""


def describe(s: Scored, symbols: bool = False) -> str:
    """How a hand scores, in the language of the moment (`Scored.describe`, exactly, in English)."""
    if current() == SOURCE:
        return scored_text(s, symbols)
    joker = "".join(_("; {joker} stands for {card}").format(
        joker=JOKER_NAMES[j], card=card_symbol(c) if symbols else card_name(c))
        for j, c in zip([c for c in s.cards if c >= 52], s.jokers_as, strict=True))
    if s.suit is None:
        return _("{score} (two suits tie on {score})").format(score=s.score) + joker
    counted = s.counted()
    rest = [c for c in s.cards if c not in counted]
    ignored = ngettext("; {cards} does not count", "; {cards} do not count", len(rest)).format(
        cards=names(rest, symbols)) if rest else ""
    return _("{score} in {suit} ({cards})").format(score=s.score, suit=suit_words(s.suit),
                                                  cards=names(counted, symbols)) + ignored + joker


def _turns(d: DealResult31, con: Console, v: View) -> None:
    """The turn log: one row per turn; rules, stock and pool columns dropped (in that order) to fit."""
    if not d.turns or v.brief:
        return
    sym = v.symbols
    rows = []
    memo = _SYMBOLS if sym else _NAMES
    for t in d.turns:
        a = t.action
        key = (a.kind, a.word, t.given[:1], t.taken[:1], t.turned, bool(t.given), sym, current())
        action = _ACTIONS.get(key)
        if action is None:  # action_text depends on these alone
            action = plain(action_text(t, sym) if current() == SOURCE else _said(t, sym))
            if len(_ACTIONS) < _MEMO:
                _ACTIONS[key] = action
        if t.final and a.kind not in ("swap", "swap-all") and (a.word or a.kind) == "knock":
            action = _("pass (knock)")  # a knock in the final circuit is the pass of that circuit
        label = (_("final: ") if t.final else "") + action + (_(" (recycled)") if t.recycled else "")
        hand = _names(memo, t.hand_after, sym)
        if t.unknown:
            hand = " ".join(x for x in (hand, " ".join("?" * t.unknown)) if x)  # ? = unseen
        rows.append((str(t.number), plain(t.player), label, hand, str(t.score_after) if t.score_after >= 0 else "?",
                     _names(memo, t.pool_after, sym), str(t.stock_left), ", ".join(t.rules)))
    rules, stock, pool, score = _("rules"), _("stock"), _("pool after"), _("score")
    shown = grid(con, ("#", _("player"), _("action"), _("hand after"), score, pool, stock, rules), rows,
                 optional=(rules, stock, pool), right=("#", score, stock))
    ids = list(dict.fromkeys(x for t in d.turns for x in t.rules))
    if rules not in shown and ids:  # too narrow for the column: the ids go in a line
        con.print(_("Rules of these turns") + f" {rules_tag(*ids)}")
    _quote(ids, con, v)


def _lives(d: DealResult31) -> str:
    """Lives of everyone still in, in seating order (and the pot), eliminated players named."""
    out = _("Lives: {cells}").format(cells=" · ".join(f"{safe(p)} {n}" for p, n in d.lives_after.items()))
    if d.pot is not None:
        out += " · " + _("pot {n}").format(n=d.pot)
    if d.eliminated and not d.shared_win:
        out += " · " + _("{player} out").format(player=join_names(d.eliminated))
    return out


def _awaiting(d: DealResult31, con: Console, v: View) -> None:
    """A round seen from the table that has ended but not every hand is shown: who has yet to show, and
    what is already certain of each hand."""
    waiting: tuple[str, ...] = getattr(d, "awaiting", ())
    if not waiting:
        return
    text, ids = ENDED[d.ended_by or "stop"]
    holders = join_names(getattr(d, "holders", ()) or (_("a player"),))
    _ruling(con, v, _(text).format(caller=safe(d.caller), holders=holders), ids)
    con.print(ngettext("[bold]Awaiting the showdown:[/] {players} has not shown",
                       "[bold]Awaiting the showdown:[/] {players} have not shown", len(waiting)).format(
        players=join_names(waiting)) + f" {rules_tag(RuleId.SCORE)}")
    known: dict[str, tuple[int, ...]] = getattr(d, "known", {})
    unknown: dict[str, int] = getattr(d, "unknown", {})
    for p, cards in known.items():
        hidden = unknown.get(p, 0)
        con.print("  " + _("{player}: {cards} known").format(
            player=safe(p), cards=names(cards, v.symbols) if cards else _("nothing"))
                  + (_(", {n} unknown").format(n=hidden) if hidden else _(" (whole hand known)")))
    con.print(_lives(d))


def _deal(d: DealResult31, con: Console, v: View) -> None:
    """One ended or in-progress round: verdict first, then turns, how it ended, the showdown, the lives."""
    con.print(v.gap() + f"[bold]{safe(verdict(d))}[/]")
    _ruling(con, v, _("Dealer {dealer}, {player} plays first").format(dealer=safe(d.dealer),
                                                                      player=safe(d.first_player)),
            (RuleId.DEAL, RuleId.POOL, RuleId.FIRST_TURN))
    _turns(d, con, v)
    if v.brief:
        return
    if d.ended_by is None:
        call = ((_("{player} knocked; ") if d.call == "knock" else _("{player} stopped; ")).format(
            player=safe(d.caller)) if d.caller else "")
        turn = (_("it is {player}'s final turn") if d.caller else _("it is {player}'s turn")).format(
            player=safe(d.whose_turn))
        _ruling(con, v, _("In progress: {call}{turn} and they may {moves}. Pool {pool}, {n} in the stock").format(
                call=call, turn=turn, moves=_either(d.may), pool=names(d.pool, v.symbols), n=d.stock_left),
                (RuleId.FINAL_CIRCUIT if d.caller else RuleId.TURN_ORDER,))
        con.print(_lives(d))
        return
    sd = d.showdown
    if sd is None:
        _awaiting(d, con, v)
        return
    text, ids = ENDED[d.ended_by]
    holders = join_names(sd.holders) if sd.holders else _("a player")
    _ruling(con, v, _(text).format(caller=safe(d.caller), holders=holders), ids)
    pos, score, how = _("pos"), _("score"), _("how it scores")
    grid(con, (pos, _("player"), _("hand"), score, how),
         [(str(e.position), plain(e.player), names(e.scored.cards, v.symbols), str(e.scored.score),
           describe(e.scored, v.symbols)) for e in sd.order],
         optional=(how, pos), right=(pos, score), title=_("Showdown, best first"))
    three = [e.player for e in sd.order if RuleId.THREE_SUITS in e.scored.rules()]
    if three:  # an interpreted rule (002 names only two shapes of hand): labelled as one, and quoted with --sources
        _ruling(con, v, ngettext("{players} holds three different suits: such a hand scores its highest card",
                                 "{players} hold three different suits: such a hand scores its highest card",
                                 len(three)).format(players=join_names(three)), (RuleId.THREE_SUITS,))
    _quote([x for x in sd.rules if x in SCORING], con, v)  # with --sources: the passages the scores rest on
    scores = {e.player: e.scored.score for e in sd.order}
    if sd.holders:
        _ruling(con, v, _("{players} cannot lose with 31").format(players=join_names(sd.holders)),
                (RuleId.INSTANT_31,))
    if sd.losers:
        low = min(scores[p] for p in sd.losers)
        if RuleId.BLITZ in sd.rules and sd.holders:
            _ruling(con, v, _("Blitz knockout: every player without 31 is out ({players})").format(
                players=join_names(sd.losers)), (RuleId.BLITZ,))
        elif len(sd.losers) > 1:
            _ruling(con, v, _("{players} tie for the lowest score, {score}: each loses a life").format(
                players=join_names(sd.losers), score=low), (RuleId.TIED_LOWEST,))
        else:
            _ruling(con, v, _("{player} has the lowest score, {score}, and loses a life").format(
                player=safe(sd.losers[0]), score=low), (RuleId.LOWEST_LOSES,))
        if d.caller in sd.losers and d.call != "blitz":
            text = (_("{player} knocked and is not protected") if d.call == "knock" else
                    _("{player} called and is not protected"))
            _ruling(con, v, text.format(player=safe(d.caller)), (RuleId.CALLER_NOT_SAFE,))
    _house_rulings(d, con, v)
    for p, n in d.lives_back.items():
        _ruling(con, v, ngettext("{player} gets {n} life back with a genuine 31 in Blitz",
                                 "{player} gets {n} lives back with a genuine 31 in Blitz", n).format(
            player=safe(p), n=n), (RuleId.BLITZ,))
    if d.pot is not None:
        _ruling(con, v, _("The pot holds {n}").format(n=d.pot), (RuleId.POT,))
    if d.shared_win:
        _ruling(con, v, _("Every remaining player is out at once: {players} share the win").format(
            players=join_names(d.shared_win)), (RuleId.SHARED_WIN,))
    elif d.eliminated:
        _ruling(con, v, ngettext("{players} has no lives left and is [bold red]eliminated[/] (no floating)",
                                 "{players} have no lives left and are [bold red]eliminated[/] (no floating)",
                                 len(d.eliminated)).format(players=join_names(d.eliminated)), (RuleId.ELIMINATION,))
    if d.next_dealer:
        _ruling(con, v, _("Next dealer: [bold]{dealer}[/], the next surviving player to the left").format(
            dealer=safe(d.next_dealer)), (RuleId.DEALER_ROTATION,))
    con.print(_lives(d) + " " + rules_tag(RuleId.LIVES))


def _house_rulings(d: DealResult31, con: Console, v: View) -> None:
    """The lines that say a house rule decided this showdown, citing it (and, with --sources, the passage of
    002 it departs from)."""
    sd = d.showdown
    assert sd is not None
    if RuleId.HOUSE_CALLER_SAFE in sd.rules:
        did = (_("knocked") if d.call == "knock" else _("called 'Stop the Bus'") if d.call == "stop" else
               _("called Blitz"))
        rest = _("nobody else can lose, so nobody loses a life") if not sd.losers else \
            _("the lowest score among the others loses")
        _ruling(con, v, _("{player} {did} and is safe under this table's house rule: {rest}").format(
            player=safe(d.caller), did=did, rest=rest), (RuleId.HOUSE_CALLER_SAFE,))
    if RuleId.HOUSE_SCORE in sd.rules:
        _ruling(con, v, _("Under this table's house rule a hand scores its best single suit, which changes who "
                          "loses"), (RuleId.HOUSE_SCORE,))
    if RuleId.HOUSE_BLITZ_31 in sd.rules:
        _ruling(con, v, _("Under this table's house rule a genuine 31 in Blitz knocks out every other player"),
                (RuleId.HOUSE_BLITZ_31,))


def render31(r: Report, con: Console, *, symbols: bool, brief: bool = False, only: int | None = None,
             source: str = "", sources: bool = False, odds: Mapping[int, KnockOdds31] | None = None) -> None:
    """Print the human account of a 31-point replay, each round led by its verdict line; with `odds`
    (replay --odds), each knock's odds under its round."""
    con = fast_lines(con)  # piped or NO_COLOR: plain lines, not rich's rendering (layout.PlainLines)
    render_meta(r.record.meta, con)
    v = View(symbols=symbols, sources=sources and not brief, lang="en", brief=brief)
    for d in r.deals:
        if only is None or d.number == only:
            render_deal31(d, [f for f in r.expect_failures if f.deal == d.number], con, v, source,
                          odds=None if odds is None else odds.get(d.number))
    render_end31(r, con, v, only=only, source=source, odds=odds)
    flush_lines(con)


def render_deal31(d: DealResult31, failures: list[ExpectMismatch], con: Console, v: View, source: str, *,
                  odds: KnockOdds31 | None = None) -> None:
    """One adjudicated round's block: its account (and its knock's odds, replay --odds), then the record's
    `expect` lines about it that the ruling contradicts (the deal-by-deal replay prints each round so)."""
    _deal(d, con, v)
    if odds is not None:
        _render_odds(odds, con, v.symbols)
    _expect_failures(failures, con, v, source)


def render_end31(r: Report, con: Console, v: View, *, only: int | None, source: str,
                 odds: Mapping[int, KnockOdds31] | None = None) -> None:
    """The account after the rounds: the round a problem stopped, other failed expectations, the final line.
    `r.deals` needs only its last round (and round `only`)."""
    if r.partial is not None and (only is None or r.partial.number == only):
        e = r.error
        rule = f" [{e.rule}]" if e is not None and e.rule else ""
        turn = _(" at turn {n}").format(n=e.turn) if e is not None and e.turn is not None else ""
        what = _("rule broken") if e is None or e.kind == "rule" else _("cannot be read")
        con.print(v.gap() + "[bold]" + _("Deal {number}: {what}").format(number=r.partial.number, what=what + turn)
                  + f"{safe(rule)}[/]")
        if e is not None:
            con.print(error_line(e, source))
            _cite(e.cite or e.rule, con, v)
        if not v.brief:
            con.print(_("Dealer {dealer}, {player} plays first; the turns before the error:").format(
                dealer=safe(r.partial.dealer), player=safe(r.partial.first_player)) if r.partial.turns else
                _("Dealer {dealer}; no turn was played before the error.").format(dealer=safe(r.partial.dealer)))
        _turns(r.partial, con, v)
        if odds is not None and r.partial.number in odds:
            _render_odds(odds[r.partial.number], con, v.symbols)
    elif r.error is not None:
        e = r.error
        con.print(v.gap() + error_line(e, source))
        _cite(e.cite or e.rule, con, v)
    # every failure is of a round in r.deals or of the file (deal None): those of rounds not shown above
    _expect_failures([f for f in r.expect_failures if f.deal is None or (only is not None and f.deal != only)],
                     con, v, source)
    if r.error is None and (only is None or (r.deals and r.deals[-1].number == only)):
        if r.winner:
            scoop = _("; they scoop the pot of {n}").format(n=r.pot) if r.pot is not None else ""
            con.print(v.gap() + _("[bold green]{player} wins[/]: the last player with lives{scoop}").format(
                player=safe(r.winner), scoop=scoop) + " " + rules_tag(RuleId.LAST_SURVIVOR))
            _quote([RuleId.LAST_SURVIVOR], con, v)
        elif r.shared_win:
            con.print(v.gap() + _("[bold green]{players} share the win[/]").format(players=join_names(r.shared_win))
                      + " " + rules_tag(RuleId.SHARED_WIN))
            _quote([RuleId.SHARED_WIN], con, v)
        elif r.deals and r.deals[-1].ended_by is not None:
            con.print(v.gap() + _("No winner yet. {standings}").format(standings=_lives(r.deals[-1])))


def _render_odds(ko: KnockOdds31, con: Console, sym: bool) -> None:
    """replay --odds: the caller's chance of the lowest score as they saw it, then whether the showdown
    was an upset (what happened had under an even chance)."""
    from .odds import knock_odds_lines

    for line in knock_odds_lines(ko, sym):
        con.print(line)


def quiet31(r: Report, only: int | None = None) -> str | None:
    """`replay -q` for a 31 record: `winner: Ann` (or `shared win: Ann, Ben`), else `loser: Ann (deal 2)`
    (`losers: …` when several), with --deal N round N's, or `in progress: deal 3`; None after a broken rule."""
    if only is None and r.winner:
        return f"winner: {r.winner}"
    if only is None and r.shared_win:
        return "shared win: " + ", ".join(r.shared_win)
    deals = [d for d in r.deals if only is None or d.number == only]
    if not deals:
        return None
    last = deals[-1]
    if last.showdown is not None and last.showdown.losers:
        label = "loser" if len(last.showdown.losers) == 1 else "losers"
        return f"{label}: {', '.join(last.showdown.losers)} (deal {last.number})"
    if r.first_problem is None and last.ended_by is None:
        return f"in progress: deal {last.number}"
    return None


def _expect_failures(failures: list[ExpectMismatch], con: Console, v: View, source: str) -> None:
    """The record's own `expect` lines that the ruling contradicts, each under the deal it is about."""
    for f in failures:
        con.print(_("[bold red]Expect not met:[/] {problem}").format(problem=safe(f.one_line(source))))
        f.shown = True
        _cite(f.rule, con, v)
