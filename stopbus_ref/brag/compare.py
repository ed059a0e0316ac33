"""Compare Brag hands and explain each decision with its rule id (000 §02, §04).

Used both by `stopbus compare` and by the showdown: hands are sorted best first, equal
strengths share a position, and every adjacent pair gets one sentence saying why (written when
first read). Reason and Placed are NamedTuples, not frozen dataclasses, and Comparison reads like one:
as immutable and compared by value, and a replay then never imports `dataclasses` (with `inspect`)
nor builds dataclasses at import.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple

from ..core.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, Card
from ..core.i18n import N_
from .ranking import SEEDS_ORDER, Category, HandRank, Order, rank_hand
from .rule_ids import RuleId

ORDINAL = ("highest", "second", "lowest")

Value = tuple[str, str, Any]
"""One value of a reason's message: its field's name, its kind and the datum, so that a renderer writes it in its
own words. Kinds: `category` (a `Category`: 'flush'), `categories` (a `Category`, plural: 'running flushes'),
`ranks` (a rank, plural: 'queens'), `rank` (a rank in letters: 'Q'), `card` (a `Card`), `suit` (a suit number:
'hearts'), `text` (the same in every language: 'A-K-Q') and `phrases` (messages of the catalogue, joined)."""


class Reason(NamedTuple):
    """Why `better` beats (or ties) `worse`: a sentence and the rule ids it rests on, and the cards that decide
    it (the highest card of each hand, when the suit rule decides; none otherwise).

    `text` writes each card of `cards` in letters (`Qd`), the form of the record format and of the JSON; a
    renderer that spells cards otherwise (suit symbols at a terminal) writes the sentence with `words`.
    The sentence is also data: `message`, its message of the catalogue (the English sentence with `{name}`
    fields), and `values`, what fills them (categories, ranks, cards, suits), from which a renderer writes it in
    the language of its reader (`ui/brag/words.py`); `text` is that message in English."""

    text: str
    rules: tuple[RuleId, ...]
    decided_by_suit: bool = False
    tied: bool = False
    cards: tuple[Card, ...] = ()
    message: str = ""
    """The message of the catalogue `text` is written from ("" for a text given as it is)."""
    values: tuple[Value, ...] = ()
    """The values of the message's fields, as data."""

    def words(self, card: Callable[[Card], str] = str) -> str:
        """The sentence with each deciding card spelled by `card` (letters by default: `text`)."""
        text = self.text
        if not self.cards or card is str:
            return text
        out, at = [], 0
        for c in self.cards:  # each card's letters, in the order the sentence names them
            name = str(c)
            i = text.find(name, at)
            if i < 0:  # already spelled otherwise (a text given with its cards written in symbols)
                return text
            out += [text[at:i], card(c)]
            at = i + len(name)
        return "".join(out) + text[at:]


def plural(cat: Category) -> str:
    """'flushes', 'running flushes', 'runs', 'pairs', 'high cards', 'prials'."""
    label = cat.label
    return label + ("es" if label.endswith(("sh", "ch", "s", "x")) else "s")


ENGLISH: dict[str, Callable[[Any], str]] = {
    "category": lambda c: c.label, "categories": plural, "ranks": RANK_PLURALS.__getitem__,
    "rank": RANK_NAMES.__getitem__, "card": str, "suit": SUIT_NAMES.__getitem__, "text": str,
    "phrases": "".join}
"""Each kind of value in the English words of `Reason.text`."""


def _reason(message: str, rules: tuple[RuleId, ...], *values: Value, decided_by_suit: bool = False,
            tied: bool = False, cards: tuple[Card, ...] = ()) -> Reason:
    """A reason from its message and values; its `text` is the message in English."""
    text = message.format(**{name: ENGLISH[kind](v) for name, kind, v in values}) if values else message
    return Reason(text, rules, decided_by_suit, tied, cards, message, values)


def _ace_by_ordinary_rank(rank: HandRank) -> bool:
    """True when the hand's top card by ordinary ranks is an ace that its category does not rank on top.

    In A-2-3 (the 3 tops the run) and in a pair with an ace kicker such as 5-5-A, "the highest-ranked
    card" of the suit tie-break is the ace only by the tool's reading (rule tiebreak-card).
    """
    ranks = sorted((c.rank for c in rank.cards), reverse=True)
    if ranks[0] != 14:
        return False
    if rank.category in (Category.RUN, Category.RUNNING_FLUSH):
        return ranks[1:] == [3, 2]
    return rank.category is Category.PAIR and ranks[1] == ranks[2]


ON_CARD = (N_("{better} beats {worse} as {category} on the highest card, {high} over {low}"),
           N_("{better} beats {worse} as {category} on the second card, {high} over {low}"),
           N_("{better} beats {worse} as {category} on the lowest card, {high} over {low}"))
"""High cards and flushes: decided on the highest, the second or the lowest card (`ORDINAL`)."""


def explain(better: HandRank, worse: HandRank) -> Reason:
    """One sentence on why `better` ranks above `worse` (or why they stay tied)."""
    cb, cw = better.category, worse.category
    order = better.rank_class.order
    if cb is not cw:
        if order.flush_over_run and {cb, cw} == {Category.RUN, Category.FLUSH}:
            return _reason(N_("under this table's house rule flush beats run"),
                           (RuleId.RANKING, RuleId.HOUSE_RUN_VS_FLUSH))
        return _reason(N_("{better} beats {worse}"), (RuleId.RANKING,), ("better", "category", cb),
                       ("worse", "category", cw))
    kb, kw = better.rank_class.key, worse.rank_class.key
    rule = cb.order_rule
    if kb != kw:
        if cb is Category.PRIAL:
            ranks = ("better", "ranks", kb[0]), ("worse", "ranks", kw[0])
            if order.aces_top_prial and kw[0] == 3:
                return _reason(N_("prial of {better} beats prial of {worse} (prials rank by card rank under this "
                                  "table's house rule)"), (rule, RuleId.HOUSE_TOP_PRIAL), *ranks)
            if kb[0] == 3:
                return _reason(N_("prial of {better} beats prial of {worse} (three 3s are the best prial)"), (rule,),
                               *ranks)
            return _reason(N_("prial of {better} beats prial of {worse}"), (rule,), *ranks)
        if cb in (Category.RUN, Category.RUNNING_FLUSH):
            runs = (("better", "text", better.rank_class.ranks_text()),
                    ("worse", "text", worse.rank_class.ranks_text()), ("category", "categories", cb))
            if order.akq_top_run and kw[0] == 15:
                return _reason(N_("{better} beats {worse} as {category} (A-2-3 is the lowest run under this house "
                                  "rule)"), (rule, RuleId.HOUSE_TOP_RUN), *runs)
            if kb[0] == 15:
                return _reason(N_("{better} beats {worse} as {category} (A-2-3 is the best run)"), (rule,), *runs)
            return _reason(N_("{better} beats {worse} as {category}"), (rule,), *runs)
        if cb is Category.PAIR:
            if kb[0] != kw[0]:
                return _reason(N_("pair of {better} beats pair of {worse}"), (rule,), ("better", "ranks", kb[0]),
                               ("worse", "ranks", kw[0]))
            return _reason(N_("both pair {ranks}; the odd card decides, {better} over {worse}"), (rule,),
                           ("ranks", "ranks", kb[0]), ("better", "rank", kb[1]), ("worse", "rank", kw[1]))
        i = next(i for i in range(3) if kb[i] != kw[i])
        return _reason(ON_CARD[i], (rule,), ("better", "text", better.rank_class.ranks_text()),
                       ("worse", "text", worse.rank_class.ranks_text()), ("category", "categories", cb),
                       ("high", "rank", kb[i]), ("low", "rank", kw[i]))
    top = max(c.rank for c in better.cards)
    dup = sum(1 for c in better.cards if c.rank == top) > 1
    best_b = max(better.cards)
    best_w = max(worse.cards)
    detail: tuple[str, ...] = (N_(" (that rank is held more than once, so its best suit counts)"),) if dup else ()
    rules: tuple[RuleId, ...] = ((RuleId.SUIT_TIEBREAK, RuleId.SUIT_TIEBREAK_DUPLICATE) if dup
                                   else (RuleId.SUIT_TIEBREAK,))
    if _ace_by_ordinary_rank(better):
        if better.category in (Category.RUN, Category.RUNNING_FLUSH):
            detail += (N_(", read as the ace (ordinary ranks, ace high; 003 writes this run 3-2-A, so this is an "
                          "interpretation)"),)
        else:
            detail += (N_(", read as the ace (the kicker, by ordinary ranks, ace high: an interpretation)"),)
        rules += (RuleId.TIEBREAK_CARD,)
    if better.tiebreak == worse.tiebreak:
        return _reason(N_("exact tie: same ranks and the same suit on the highest card {card}; these hands share "
                          "cards, so they cannot come from one deal"), (RuleId.SUIT_TIEBREAK,),
                       ("card", "card", best_b), decided_by_suit=True, tied=True, cards=(best_b,))
    return _reason(N_("same ranks ({ranks}); the highest-ranked card decides by suit{detail}: {better} beats "
                      "{worse}, {better_suit} over {worse_suit}"), rules,
                   ("ranks", "text", better.rank_class.ranks_text()), ("detail", "phrases", detail),
                   ("better", "card", best_b), ("worse", "card", best_w), ("better_suit", "suit", better.tiebreak),
                   ("worse_suit", "suit", worse.tiebreak), decided_by_suit=True, cards=(best_b, best_w))


class Placed(NamedTuple):
    """A hand in a comparison: its input index, label, rank and 1-based position."""

    index: int  # type: ignore[assignment]  # the field's name hides tuple.index, which nothing here calls
    label: str | None
    rank: HandRank
    position: int


class Comparison:
    """Hands best first, with the loser (None if the worst is tied) and per-pair reasons.

    Read like the NamedTuple it was (fields `order`, `reasons`, `worst`, `ties`, `shared_cards`: unpacked,
    indexed, compared by value, `_asdict`, `_replace`), but `reasons`, a sentence per pair of neighbours, is
    written when first read: ranking and ordering seventeen hands costs a few microseconds, their sixteen
    sentences several times that, and most callers read one or none (bench/bench_ranking.py)."""

    __slots__ = ("_reasons", "order", "shared_cards", "ties", "worst")
    _fields = ("order", "reasons", "worst", "ties", "shared_cards")

    order: tuple[Placed, ...]
    worst: int | None
    ties: tuple[tuple[int, ...], ...]
    shared_cards: tuple[Card, ...]

    def __init__(self, order: tuple[Placed, ...], reasons: tuple[Reason, ...] | None, worst: int | None,
                 ties: tuple[tuple[int, ...], ...], shared_cards: tuple[Card, ...]) -> None:
        """`reasons` None: written from `order` when first read."""
        self.order = order
        self._reasons = reasons
        self.worst = worst
        self.ties = ties
        self.shared_cards = shared_cards

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """Why each hand ranks above the next (or ties it), best first; one per pair of neighbours."""
        reasons = self._reasons
        if reasons is None:
            order = self.order
            reasons = self._reasons = tuple(explain(order[n - 1].rank, order[n].rank)
                                            for n in range(1, len(order)))
        return reasons

    @property
    def rules(self) -> list[RuleId]:
        """Every rule id the comparison used, in first-use order."""
        seen: dict[RuleId, None] = {RuleId.RANKING: None}
        for p in self.order:
            seen.setdefault(p.rank.category.order_rule, None)
        for r in self.reasons:
            for rule in r.rules:
                seen.setdefault(rule, None)
        if self.worst is not None:
            seen.setdefault(RuleId.WORST_LOSES, None)
        return list(seen)

    def _values(self) -> tuple[Any, ...]:
        return self.order, self.reasons, self.worst, self.ties, self.shared_cards

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values())

    def __len__(self) -> int:
        return 5

    def __getitem__(self, i: int) -> Any:
        return self._values()[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Comparison, tuple)):
            return self._values() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Comparison(" + ", ".join(f"{k}={v!r}" for k, v in zip(self._fields, self._values(), strict=True)) + ")"

    def _asdict(self) -> dict[str, Any]:
        return dict(zip(self._fields, self._values(), strict=True))

    def _replace(self, **changes: Any) -> Comparison:
        return Comparison(**{**self._asdict(), **changes})


def compare_hands(hands: Sequence[tuple[int, int, int]], labels: Sequence[str | None] | None = None, *,
                  order: Order = SEEDS_ORDER) -> Comparison:
    """Rank several hands against each other, best first (the suit rule included); `order`: a house order of
    the ranking tables (the seeds' by default)."""
    if len(hands) < 1:
        raise ValueError("compare needs at least one hand")
    ranked = [rank_hand(h, order) for h in hands]
    return ordered(ranked, [r[2] - 4 * r[1][0] for r in ranked], hands,  # HandRank.strength as one number
                   list(labels) if labels is not None else [None] * len(hands))


def ordered(ranked: list[HandRank], keys: Sequence[Any], hands: Sequence[Sequence[int]],
            labels: Sequence[str | None]) -> Comparison:
    """The comparison of ranked hands (at least one): `keys[i]` orders `ranked[i]` (larger is better, equal keys
    are exact ties: `HandRank.strength`, or `hand_strength`'s number); `hands` are the cards as given.

    Equal keys are what `explain` finds tied (same class, same suit), so the positions, the loser and the ties
    are read from the keys, and the sentences wait until `reasons` is read."""
    n = len(ranked)
    idx = sorted(range(n), key=keys.__getitem__, reverse=True)
    new = _new_tuple
    placed = []
    position = 0
    last = None
    for k, i in enumerate(idx, 1):
        key = keys[i]
        if key != last:
            position, last = k, key
        placed.append(new(Placed, (i, labels[i], ranked[i], position)))
    ties: tuple[tuple[int, ...], ...] = ()
    if len(set(keys)) < n:
        groups: dict[Any, list[int]] = {}
        for i, key in enumerate(keys):
            groups.setdefault(key, []).append(i)
        ties = tuple(tuple(g) for g in groups.values() if len(g) > 1)
    worst = None if n > 1 and placed[-2][3] == position else placed[-1][0]
    flat = [c for h in hands for c in h]
    shared: tuple[Card, ...] = ()
    if len(set(flat)) < len(flat):
        seen: dict[int, int] = {}
        found = []
        for c in flat:
            seen[c] = seen.get(c, 0) + 1
            if seen[c] == 2:
                found.append(Card(c))
        shared = tuple(found)
    return Comparison(tuple(placed), None, worst, ties, shared)


_new_tuple = tuple.__new__
