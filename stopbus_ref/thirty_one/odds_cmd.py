"""`stopbus odds --game 31`: the chance that a 31-point hand's score is the (joint) lowest at the showdown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import InputError
from ..odds_common import LazyBar
from ..odds_common import estimates as _estimates
from ..odds_common import fraction as _fraction
from ..odds_common import hands_word as _hands
from ..odds_common import nothing as _nothing
from ..odds_common import parse_seen as _parse_seen
from ..odds_common import pct as _pct
from ..output import console, print_json, rules_tag, symbols_ok

if TYPE_CHECKING:
    from .odds import Odds31
    from .scoring import ScoreMode


def run(hand: str | None, players: int | None, seen: str | None, model: str, strategy: str | None,
          samples: int | None, seed: int | None, table: bool, json_out: bool, mode: ScoreMode, four_card: bool,
          jokers: bool) -> int:
    """`stopbus odds --game 31`: the dealt model only, three plain cards; what is not built is refused."""
    from . import odds as o31
    from .rule_ids import R31
    from .scoring import parse_hand31

    for flag, given, why in (
            ("--table", table, "the stop-threshold table is built for Brag only"),
            ("--model", model != "dealt", "only the dealt model (hands as dealt) is built for the 31-point game"),
            ("--strategy", strategy is not None, "it belongs to --model play, not built for the 31-point game"),
            ("--four-card", four_card, "four-card hands are not covered by the 31-point odds"),
            ("--jokers", jokers, "hands with jokers are not covered by the 31-point odds")):
        if given:
            raise InputError(f"{flag} is not available with --game 31: {why}",
                             token=model if flag == "--model" else flag, rule=R31.GAME)
    if samples is not None and samples < 1:
        raise InputError(f"--samples must be 1 or more, got {samples}", token=str(samples))
    if hand is None:
        raise InputError("give a hand, e.g. stopbus odds --game 31 'Ks Qs 9s' --players 3", rule=R31.DEAL)
    if players is None:
        raise InputError(f"--players is needed: how many hands are shown at the showdown (2 to {o31.MAX_PLAYERS})",
                         rule=R31.PLAYERS)
    try:
        cards = parse_hand31(hand)
    except InputError as err:
        raise InputError(f"hand {hand!r}: {err.message}", rule=err.rule, token=err.token) from None
    seen_cards = [int(c) for c in _parse_seen(seen, R31.DEAL)]
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
    from .odds import RULES as RULES31
    from .scoring import canonical as canonical31

    obj: dict[str, Any] = {
        "game": "thirty-one", "hand": canonical31(o.hand), "players": o.players, "seen": canonical31(o.seen),
        "model": "dealt", "score": o.score, "score_mode": str(o.mode),
        "p_worst": o.lowest.value, "p_best": o.best.value, "exact": o.exact,
    }
    _estimates(obj, o.lowest, o.best, o.position, o.samples, o.seed)
    obj["rules"] = list(RULES31)
    return obj


def _print_odds31(o: Odds31) -> None:
    from .odds import RULES as RULES31
    from .scoring import names

    con = console()
    sym = symbols_ok()
    pos = o.position
    mode = "" if o.mode == "represented" else f", {o.mode}"
    con.print(f"[bold]{names(o.hand, sym)}[/] (score {o.score}{mode}) at a table of {o.players}: "
              f"[bold]lowest {_pct(o.lowest)}[/], strict highest {_pct(o.best)}, expected position "
              f"{pos.value:.3f} of {o.players}")
    seen = f"; seen {names(o.seen, sym)}" if o.seen else ""
    unseen = 52 - 3 - len(o.seen)
    if o.exact:
        assert o.lowest.fraction is not None and o.best.fraction is not None and pos.fraction is not None
        con.print(f"  exact (model dealt): lowest {_fraction(o.lowest.fraction)}, strict highest "
                  f"{_fraction(o.best.fraction)}, expected position exactly {_fraction(pos.fraction)}; every deal of "
                  f"the other {_hands(o.players - 1)} from the {unseen} unseen cards counted{seen} "
                  f"{rules_tag(*RULES31)}")
    else:
        assert pos.fraction is not None
        con.print(f"  estimated (model dealt): {o.samples:,} random deals of the other {_hands(o.players - 1)} from "
                  f"the {unseen} unseen cards, seed {o.seed}; the expected position is exact, "
                  f"{_fraction(pos.fraction)}{seen} {rules_tag(*RULES31)}")
    con.print("  Ties lose: the hand counts as lowest when no other hand scores less (all tied lowest lose, "
              "002 step 8); a 31 never loses. Position: 1 + the others scoring strictly more.")
