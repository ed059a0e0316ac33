"""The Python API: the README's three jobs (rank a hand, compare hands, replay a record) as functions.

Everything here is re-exported at the package top level (`from stopbus_ref import rank_hand`). The
functions are the ones the command line calls, so a script gets the same rulings, rule ids and errors.
Errors are exceptions of one family, `StopbusError` (a ValueError): `InputError` (exit code 2, the input
cannot be read; `CardError` for cards), `RuleViolation` (1, a rule of the game is broken) and
`ExpectMismatch` (3, a record's own `expect` differs from the ruling); each has `.rule`, `.line`,
`.deal`, `.turn`, `.message` and `.one_line()`.

>>> from stopbus_ref import parse_hand, rank_hand
>>> r = rank_hand(parse_hand("ah kh qh"))
>>> r.category.json_name, r.number, r.describe()
('running-flush', 15, 'running flush, A-K-Q of hearts')
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from ..core.cards import DECK, Card
from ..core.errors import CardError, ExitCode, ExpectMismatch, InputError, RuleViolation, StopbusError
from ..core.rules import Citation, Rule
from ..records.loader import cut
from .cards import check_three, parse_card, parse_hand
from .compare import Comparison, Placed, Reason, ordered
from .compare import compare_hands as _compare
from .engine import DealResult, Showdown
from .engine import Turn as Turn
from .ranking import SEEDS_ORDER, Category, HandRank, Order, RankClass, tables
from .ranking import rank_hand as _rank
from .record import Record as Record
from .record import read_scenario
from .replay import Report as Report
from .replay import replay as _replay
from .rule_ids import RuleId
from .rulebook import BY_ID

Scenario = Record  # public alias: the record's name before the games' common scheme (docs/api.md)
ReplayReport = Report  # public alias: the report's name before the games' common scheme (docs/api.md)
TurnRecord = Turn  # public alias: the turn's name before the games' common scheme (docs/api.md)
ALIASES = ("ReplayReport", "Scenario", "TurnRecord")  # public alias: kept importable, as docs/api.md says

__all__ = [
    "Card", "CardError", "Category", "Citation", "Comparison", "DealResult", "ExitCode", "ExpectMismatch",
    "HandRank", "InputError", "Placed", "Reason", "Record", "Report", "Rule", "RuleViolation", "Showdown",
    "StopbusError", "Turn", "compare_hands", "get_rule", "load_record", "parse_card", "parse_hand",
    "parse_record", "rank_hand", "replay", *ALIASES,
]

Hand = tuple[Card, Card, Card]


def rank_hand(hand: str | tuple[int, int, int], *, house: Mapping[str, object] | None = None) -> HandRank:
    """Rank one hand, typed ('8c 9c 10c', '8♣–9♣–10♣') or parsed: category, class 1..741, beats, ties;
    `house`: the ranking house rules (`{"top-run": "akq"}`, docs/house-rules.md).

    >>> r = rank_hand("ad ah 6s")
    >>> r.describe(), r.number, r.beats, ", ".join(r.rules)
    ('pair of aces, 6 kicker', 319, 19992, 'ranking, pair-order')
    >>> rank_hand("ah 2c 3d", house={"top-run": "akq"}).number  # A-2-3 is the lowest run there
    37
    >>> rank_hand("ah kh")
    Traceback (most recent call last):
    ...
    stopbus_ref.core.errors.CardError: a hand is three cards, got 2 (ah kh): too few
    """
    if not house and type(hand) is str:  # the typed hand's path, see `_typed`
        toks = hand.split()
        if len(toks) == 3:
            table, classes, card_of = _TYPED or _typed()
            a, b, c = card_of.get(toks[0]), card_of.get(toks[1]), card_of.get(toks[2])
            if a is not None and b is not None and c is not None and a != b and a != c and b != c:
                s = table[a][b][c]
                return _new_tuple(HandRank, ((a, b, c), classes[741 - (s >> 2)], s & 3))
    cards = _as_hand(hand)
    if type(hand) is str:
        _learn(hand, cards)
    return _rank(cards, _order(house, "rank_hand"))


_TYPED: tuple[list[list[list[int]]], tuple[RankClass, ...], dict[str, Card]] | None = None
"""The typed hand's path, once set up (`_typed`)."""
_CARD_OF: dict[str, Card] = {}
"""Card spellings (`ah`, `Ah`, `10c`, `Q♥`) to the card `parse_card` reads each as; never the text of a hand."""


def _typed() -> tuple[list[list[list[int]]], tuple[RankClass, ...], dict[str, Card]]:
    """What the typed hand's path reads: the strength table (`strength.py`; its class is `742 - strength // 4`
    and its suit tie-break `strength % 4`), the seeds' 741 classes, and the card spellings (each card as the
    project writes it, lower case, upper case and with its suit symbol; others are added once the notation has
    read them, `_learn`).

    A hand typed as three cards between blanks, each a spelling read before, three different cards, is ranked
    by three lookups: what `parse_hand` and `ranking.rank_hand` make of it, at a few times the cost of one dict
    lookup (bench/bench_ranking.py); anything else takes the notation's whole reading (tests/test_fast_paths.py
    compares both)."""
    global _TYPED
    from .strength import table_for

    for card in DECK:
        for spelled in {str(card), str(card).lower(), str(card).upper(), card.symbol()}:
            _learn_card(spelled, card)
    _TYPED = (table_for(None), tables(SEEDS_ORDER).classes, _CARD_OF)
    return _TYPED


def _learn(text: str, cards: tuple[Card, Card, Card]) -> None:
    """After `text` was read as `cards`: its blank-separated words, when they are three, become known spellings
    of their cards (each read alone by `parse_card` first, so that only a card's own spelling is kept)."""
    toks = text.split()
    if len(toks) == 3 and len(_CARD_OF) < 4096:  # spellings are few; the cap only guards odd ones
        for tok, card in zip(toks, cards, strict=True):
            if tok not in _CARD_OF:
                _learn_card(tok, card)


def _learn_card(tok: str, card: Card) -> None:
    try:
        read = parse_card(tok)
    except CardError:
        return
    if read == card:
        _CARD_OF[tok] = read


_new_tuple = tuple.__new__


def _house(house: Mapping[str, object] | None, what: str) -> dict[str, str]:
    """A house mapping given to the API, read against the Brag catalogue (an InputError naming the bad key)."""
    if not house:
        return {}
    from ..core.house import read_block
    from .house_catalogue import catalogue, others, rule_of

    return read_block(dict(house), catalogue(), "the Brag game", others(), None, rule_of=rule_of)


def _order(house: Mapping[str, object] | None, what: str) -> Order:
    """The order of the ranking tables of the ranking house rules in `house`."""
    if not house:
        return SEEDS_ORDER
    from .house_catalogue import ranking_only
    from .house_rules import order_of

    return order_of(ranking_only(_house(house, what), what))


def _as_hand(hand: object) -> Hand:
    """A hand as the API takes it (typed text, card names, or three card indices 0..51), checked: three
    distinct cards, else a CardError naming the bad value (the ranking tables trust what they are given)."""
    if isinstance(hand, (tuple, list)) and hand and all(isinstance(c, int) and not isinstance(c, bool) for c in hand):
        for c in hand:
            if not 0 <= c < 52:
                raise CardError(f"{c!r} is not a card: a card index is 0 to 51", rule=RuleId.DECK, token=repr(c))
        return check_three([Card(c) for c in hand])
    if isinstance(hand, (str, tuple, list)) and all(isinstance(c, str) for c in hand):
        return parse_hand(hand)
    raise CardError(f"{cut(repr(hand))} is not a hand: give three cards, as text ('8c 9c 10c') or card indices "
                    "0..51", rule=RuleId.DEAL, token=cut(repr(hand)))


def compare_hands(hands: list[str] | list[Hand] | dict[str, str], *, house: Mapping[str, object] | None = None,
                  **deprecated: bool) -> Comparison:
    """Order hands best first and say who loses the token and why; a dict maps labels to hands; `house`: the
    ranking house rules. Each reason's `text` spells cards in letters; `reason.words(Card.symbol)` spells them
    with suit symbols (the keyword `symbols=True`, which did that here, still works for a release and warns).

    >>> c = compare_hands({"Ann": "8c 9c 10c", "Ben": "ad ah 6s", "Cat": "ks js 7s"})
    >>> [p.label for p in c.order], c.order[-1].label
    (['Ann', 'Cat', 'Ben'], 'Ben')
    >>> c.reasons[-1].text, [str(rule) for rule in c.reasons[-1].rules]  # rule ids are RuleId members
    ('flush beats pair', ['ranking'])
    >>> compare_hands(["qd 8d 5d", "qc 8c 5c"]).reasons[0].text
    'same ranks (Q-8-5); the highest-ranked card decides by suit: Qd beats Qc, diamonds over clubs'
    """
    if deprecated:
        return _with_symbols(compare_hands(hands, house=house), **deprecated)
    labels: list[str | None]
    typed: list[object]
    if isinstance(hands, dict):
        labels, typed = [str(k) for k in hands], list(hands.values())
    elif isinstance(hands, (list, tuple)):
        labels, typed = [None] * len(hands), [*hands]
    else:
        raise InputError(f"{cut(repr(hands))} is not a list of hands (or a mapping of labels to hands)",
                         rule=RuleId.RANKING, token=cut(repr(hands)))
    if not typed:
        raise InputError("compare needs at least one hand", rule=RuleId.RANKING, token="")
    if not house:
        done = _compare_typed(typed, labels)
        if done is not None:
            return done
    parsed = [_as_hand(h) for h in typed]
    for h, cards in zip(typed, parsed, strict=True):
        if type(h) is str:
            _learn(h, cards)
    return _compare(parsed, labels, order=_order(house, "compare_hands"))


def _with_symbols(c: Comparison, **deprecated: bool) -> Comparison:
    """`compare_hands(..., symbols=...)` as it was: the reasons' texts with suit symbols if asked (a renderer's
    choice now, `Reason.words`), with a DeprecationWarning; any other keyword is a TypeError, as before."""
    import warnings

    unknown = sorted(set(deprecated) - {"symbols"})
    if unknown:
        raise TypeError(f"compare_hands() got an unexpected keyword argument {unknown[0]!r}")
    warnings.warn("compare_hands(symbols=...) is deprecated: each reason's words(Card.symbol) spells its cards "
                  "with suit symbols", DeprecationWarning, stacklevel=3)
    if not deprecated["symbols"]:
        return c
    return c._replace(reasons=tuple(r._replace(text=r.words(Card.symbol)) for r in c.reasons))


def _compare_typed(typed: list[object], labels: list[str | None]) -> Comparison | None:
    """The comparison of hands each typed as `rank_hand`'s path takes them (None if one is not): each ranked by
    its lookups, ordered by its strength number (`compare.ordered`)."""
    table, classes, card_of = _TYPED or _typed()
    get = card_of.get
    new = _new_tuple
    ranked: list[HandRank] = []
    keys: list[int] = []
    cards: list[tuple[Card, Card, Card]] = []
    for text in typed:
        if type(text) is not str:
            return None
        toks = text.split()
        if len(toks) != 3:
            return None
        a, b, c = get(toks[0]), get(toks[1]), get(toks[2])
        if a is None or b is None or c is None or a == b or a == c or b == c:
            return None
        s = table[a][b][c]
        hand = (a, b, c)
        ranked.append(new(HandRank, (hand, classes[741 - (s >> 2)], s & 3)))
        keys.append(s)
        cards.append(hand)
    return ordered(ranked, keys, cards, labels)


def parse_record(text: str | bytes) -> Record:
    """Read a game record (YAML text, docs/scenario-format.md) into a validated Record.

    >>> sc = parse_record("players: [A, B]\\ndealer: B\\ndeals: []\\n")
    >>> sc.players, sc.dealer
    (('A', 'B'), 'B')
    """
    return read_scenario(_text_of(text, "parse_record"))


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read a game record from a file; an unreadable file or record raises InputError with its line.

    >>> load_record("scenarios/01-worked-final-turn.yaml").players
    ('A', 'B', 'C')
    """
    try:
        data = Path(path).read_bytes()
    except (TypeError, ValueError) as e:  # not a path, or a NUL byte in it
        raise InputError(f"cannot read {cut(repr(path))}: {e}", token=cut(repr(path))) from None
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}", token=str(path)) from None
    return read_scenario(data)


def replay(record: Record | str | os.PathLike[str], *, house: Mapping[str, object] | None = None) -> Report:
    """Adjudicate a whole record (a Record, or a file path); never raises for rule errors, it reports them.

    `house`: house rules for the keys the record's own `house:` does not set (its own agreement wins, and
    `warnings` says so); a bad key or value is an InputError.

    >>> from stopbus_ref import ExitCode
    >>> report = replay("scenarios/01-worked-final-turn.yaml")
    >>> d = report.deals[0]
    >>> d.showdown.loser, d.tokens_after, d.next_dealer, int(report.exit_code)
    ('B', {'A': 3, 'B': 2, 'C': 3}, 'A', 0)
    >>> bad = replay("scenarios/22-illegal-take-and-throw-back.yaml")
    >>> bad.exit_code == ExitCode.RULE, bad.error.rule == "take-discard", bad.error.line
    (True, True, 13)
    """
    scenario = record if isinstance(record, Record) else load_record(record)
    if not house:
        return _replay(scenario)
    from ..core.house import merge

    given = _house(house, "replay")
    merged, overridden = merge(scenario.house, given)
    report = _replay(scenario, merged)
    report.warnings += [f"the record's own house rule {k}={scenario.house[k]} is its table's agreement and wins "
                        f"over {k}={given[k]}" for k in overridden]
    return report


def _text_of(value: object, what: str) -> str | bytes:
    """`value` if it is text or bytes, else an InputError naming it."""
    if isinstance(value, (str, bytes)):
        return value
    raise InputError(f"{what}: expected text, got {cut(repr(value))}", token=cut(repr(value)))


def get_rule(rule_id: str) -> Rule[RuleId]:
    """A rule of the rulebook by id, with its statement, status and verbatim citations.

    >>> rule = get_rule("worst-loses")
    >>> rule.status, rule.citations[0].label, rule.citations[0].quote
    ('stated', '000 §04 Lowest hand loses', 'Compare all hands; only the worst loses one token.')
    """
    rule = BY_ID.get(rule_id) if isinstance(rule_id, str) else None
    if rule is None:
        raise InputError(f"no rule {cut(repr(rule_id))} in the rulebook (stopbus rules lists them)",
                         token=cut(repr(rule_id)))
    return rule
