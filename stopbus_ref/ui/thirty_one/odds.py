"""`stopbus odds --game 31`: the chance that a 31-point hand's score is the (joint) lowest at the showdown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import InputError
from ...core.i18n import _
from ..odds import check_samples, exact_number, how_known
from ..odds import estimates as _estimates
from ..odds import fraction as _fraction
from ..odds import hands_word as _hands
from ..odds import nothing as _nothing
from ..odds import parse_seen as _parse_seen
from ..odds import pct as _pct
from ..output import console, print_json, rules_tag, symbols_ok
from ..progress import LazyBar

if TYPE_CHECKING:
    from ...thirty_one.knock_tables import Threshold31
    from ...thirty_one.odds import KnockOdds31, Odds31
    from ...thirty_one.scoring import ScoreMode

TABLE_PLAYERS = range(2, 10)


def run(hand: str | None, players: int | None, seen: str | None, model: str, strategy: str | None,
          samples: int | None, seed: int | None, table: bool, json_out: bool, mode: ScoreMode, four_card: bool,
          jokers: bool) -> int:
    """`stopbus odds --game 31`: the dealt model only, three plain cards; what is not built is refused."""
    from ...thirty_one import odds as o31
    from ...thirty_one.rule_ids import RuleId
    from ...thirty_one.scoring import parse_hand31

    for flag, given, why in (
            ("--model", model != "dealt", "only the dealt model (hands as dealt) is built for the 31-point game"),
            ("--strategy", strategy is not None, "it belongs to --model play, not built for the 31-point game"),
            ("--four-card", four_card, "four-card hands are not covered by the 31-point odds"),
            ("--jokers", jokers, "hands with jokers are not covered by the 31-point odds")):
        if given:
            raise InputError(f"{flag} is not available with --game 31: {why}",
                             token=model if flag == "--model" else flag, rule=RuleId.GAME)
    check_samples(samples)
    if table:
        if hand is not None or seen:
            raise InputError("--table takes no hand and no --seen: it covers every hand, nothing seen",
                             token=hand or seen)
        if players is not None:
            o31.verify_query((0, 1, 2), players, ())
            if players <= o31.EXACT_MAX_PLAYERS:
                _nothing(samples, seed, f"for {players} players: that row is exact")
        return _table31(players, samples, 1 if seed is None else seed, json_out, mode)
    if hand is None:
        raise InputError("give a hand, e.g. stopbus odds --game 31 'Ks Qs 9s' --players 3, or --table",
                         rule=RuleId.DEAL)
    if players is None:
        raise InputError(_("--players is needed: how many hands are shown at the showdown (2 to {n})").format(
            n=o31.MAX_PLAYERS), rule=RuleId.PLAYERS)
    try:
        cards = parse_hand31(hand)
    except InputError as err:
        raise InputError(f"hand {hand!r}: {err.message}", rule=err.rule, token=err.token) from None
    seen_cards = [int(c) for c in _parse_seen(seen, RuleId.DEAL)]
    o31.verify_query(cards, players, seen_cards)
    if players <= o31.EXACT_MAX_PLAYERS:
        _nothing(samples, seed, f"with {players} players: the answer is counted exactly")
    with LazyBar("Dealing tables", not json_out) as bar:
        result = o31.odds(cards, players, seen_cards, mode, samples=samples, seed=1 if seed is None else seed,
                          progress=bar)
    if json_out:
        print_json(odds31_json(result))
    else:
        _print_odds31(result)
    return 0


def odds31_json(o: Odds31) -> dict[str, Any]:
    """The Brag odds JSON shape plus "game" and "score"; p_worst is the chance of the (joint) lowest score."""
    from ...thirty_one.odds import RULES as RULES31
    from ...thirty_one.scoring import canonical as canonical31

    obj: dict[str, Any] = {
        "game": "thirty-one", "hand": canonical31(o.hand), "players": o.players, "seen": canonical31(o.seen),
        "model": "dealt", "score": o.score, "score_mode": str(o.mode),
        "p_worst": o.lowest.value, "p_best": o.best.value, "exact": o.exact,
    }
    _estimates(obj, o.lowest, o.best, o.position, o.samples, o.seed)
    obj["rules"] = list(RULES31)
    return obj


def _print_odds31(o: Odds31) -> None:
    from ...thirty_one.odds import RULES as RULES31
    from .cards import names

    con = console()
    sym = symbols_ok()
    pos = o.position
    mode = "" if o.mode == "represented" else f", {o.mode}"
    con.print(f"[bold]{names(o.hand, sym)}[/] " + _(
        "(score {score}{mode}) at a table of {players}: [bold]lowest {lowest}[/], strict highest {best}, expected "
        "position {position} of {players}").format(score=o.score, mode=mode, players=o.players, lowest=_pct(o.lowest),
                                                   best=_pct(o.best), position=f"{pos.value:.3f}"))
    seen = _("; seen {cards}").format(cards=names(o.seen, sym)) if o.seen else ""
    unseen = 52 - 3 - len(o.seen)
    if o.exact:
        assert o.lowest.fraction is not None and o.best.fraction is not None and pos.fraction is not None
        con.print("  " + _("exact (model dealt): lowest {lowest}, strict highest {best}, expected position exactly "
                           "{position}; every deal of the other {hands} from the {unseen} unseen cards counted{seen}"
                           ).format(lowest=_fraction(o.lowest.fraction), best=_fraction(o.best.fraction),
                                    position=exact_number(pos.fraction), hands=_hands(o.players - 1), unseen=unseen,
                                    seen=seen) + f" {rules_tag(*RULES31)}")
    else:
        assert pos.fraction is not None
        con.print("  " + _("estimated (model dealt): {n} random deals of the other {hands} from the {unseen} unseen "
                           "cards, seed {seed}; the expected position is exact, {position}{seen}").format(
            n=f"{o.samples:,}", hands=_hands(o.players - 1), unseen=unseen, seed=o.seed,
            position=exact_number(pos.fraction), seen=seen) + f" {rules_tag(*RULES31)}")
    con.print("  " + _("Ties lose: the hand counts as lowest when no other hand scores less (all tied lowest lose, "
                       "002 step 8); a 31 never loses. Position: 1 + the others scoring strictly more."))


def table_json31(rows: list[list[Threshold31]], samples: int, seed: int, mode: ScoreMode) -> dict[str, Any]:
    """`--game 31 --table --json`: per table size, the lowest score (and its riskiest hand) within each limit."""
    from ...thirty_one.odds import RULES as RULES31
    from ...thirty_one.scoring import canonical as canonical31

    out = []
    for per in rows:
        exact = per[0].players <= 3
        entries = []
        for t in per:
            e: dict[str, Any] = {"limit": float(t.limit), "score": t.score,
                                 "hand": canonical31(t.hand) if t.hand else None}
            if t.hand is not None and t.lowest is not None:
                e["p_worst"] = t.lowest.value
                if t.lowest.fraction is not None:
                    e["fraction"] = _fraction(t.lowest.fraction)
                if t.lowest.ci95 is not None:
                    e["ci95"] = list(t.lowest.ci95)
            entries.append(e)
        out.append({"players": per[0].players, "exact": exact, "samples": None if exact else samples,
                    "seed": None if exact else seed, "thresholds": entries})
    return {"game": "thirty-one", "model": "dealt", "seen": [], "score_mode": str(mode), "table": out,
            "rules": list(RULES31)}


def _table31(players: int | None, samples: int | None, seed: int, json_out: bool, mode: ScoreMode) -> int:
    """`stopbus odds --game 31 --table`: the knock thresholds, verdict table first, then how it was made."""
    from ...thirty_one.odds import RULES as RULES31
    from ...thirty_one.odds import TABLE_SAMPLES, knock_table
    from ..layout import grid
    from ..odds import percent
    from .cards import names

    sizes = [players] if players is not None else list(TABLE_PLAYERS)
    n = samples or TABLE_SAMPLES
    rows: list[list[Threshold31]] = []
    with LazyBar("Knock thresholds", not json_out) as bar:
        for k, size in enumerate(sizes):
            def step(done: int, total: int, k: int = k) -> None:
                bar(k * 1000 + done * 1000 // max(total, 1), 1000 * len(sizes))
            rows.append(knock_table(size, n, seed, step, mode=mode))
    if json_out:
        print_json(table_json31(rows, n, seed, mode))
        return 0
    con = console()
    sym = symbols_ok()
    table: list[list[str]] = []
    for per in rows:
        exact = per[0].players <= 3
        for i, th in enumerate(per):
            label = str(th.players) if i == 0 else ""
            how = ("exact" if exact else "estimated") if i == 0 else ""
            if th.hand is None or th.lowest is None or th.score is None:
                table.append([label, f"{float(th.limit):.0%}", "-", "no score", "", how])
                continue
            low = percent(th.lowest.value) if th.lowest.ci95 is None else \
                f"{percent(th.lowest.value)} ±{percent((th.lowest.ci95[1] - th.lowest.ci95[0]) / 2)}"
            table.append([label, f"{float(th.limit):.0%}", str(th.score), names(th.hand, sym), low, how])
    mode_text = "" if mode == "represented" else f", scored {mode}"
    grid(con, ["players", "at most", "score", "riskiest hand", "lowest", "how"], table,
         right=["players", "at most", "score", "lowest"],
         title="Knock thresholds: the lowest score that is the lowest at most … of the time")
    con.print(f"Dealt model{mode_text}, nothing seen but your own hand; ties lose and a 31 never loses. Each score "
              "stands for its riskiest hand (the hand of that score most often the lowest at 2 players, counted "
              "exactly): the score shown and every higher score stay within the limit. Exact rows count every "
              f"deal; estimated rows use {n:,} seeded deals per score (seed {seed}). See docs/odds.md. "
              + rules_tag(*RULES31))
    return 0


# -- replay --odds ------------------------------------------------------------------------------------

def stop_odds_json31(ko: KnockOdds31) -> dict[str, Any]:
    """A round's `stop_odds` under `replay --odds --json`: the odds object plus who called, how, and how it
    ended (the Brag keys, and `call`: knock or stop)."""
    obj = odds31_json(ko.odds)
    obj.update({"deal": ko.deal, "stopper": ko.stopper, "call": ko.call, "lost": ko.lost, "upset": ko.upset,
                "outcome_chance": ko.outcome_chance})
    return obj


def knock_odds_lines(ko: KnockOdds31, sym: bool) -> list[str]:
    """replay --odds in text: the knock as the caller saw it, then the showdown's verdict on it."""
    from ...thirty_one.rule_ids import RuleId
    from ..odds import percent
    from ..output import safe
    from .cards import names

    o = ko.odds
    who = safe(ko.stopper)
    pool = f"the pool {names(o.seen, sym)}" if o.seen else "no pool"
    how = how_known(o.lowest, o.samples)
    did = "knocked" if ko.call == "knock" else "stopped the bus"
    rule = RuleId.KNOCK if ko.call == "knock" else RuleId.STOP
    lines = [f"Odds: {who} {did} with {names(o.hand, sym)} (score {o.score}) seeing {pool}: the lowest of "
             f"{o.players} as dealt {percent(o.lowest.value)} ({how}) {rules_tag(rule, RuleId.LOWEST_LOSES)}"]
    if ko.lost is None or ko.outcome_chance is None:
        lines.append("Odds: the hands are not shown yet.")
    else:
        what = "lost a life" if ko.lost else "did not lose a life"
        lead = "Upset" if ko.upset else "No upset"
        at = "knock" if ko.call == "knock" else "call"
        lines.append(f"{lead}: {who} {what}; as {who} saw it at the {at}, the chance of that was "
                     f"{percent(ko.outcome_chance)}.")
    return lines
