"""Command bodies for rank, compare and hands: parse, call the core, render text or JSON."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...brag.cards import parse_hand
from ...brag.ranking import SEEDS_ORDER, TOTAL_HANDS, Category, HandRank, Order, rank_hand, tables
from ...brag.rule_ids import RuleId
from ...core.cards import Card, canonical
from ...core.errors import ExitCode, InputError, StopbusError
from ...core.i18n import N_, SOURCE, _, current
from .. import numbers
from ..output import console, plain, print_json, rules_tag, safe, symbols_ok, warn, write_out
from ..output import table as house_table
from .cards import fmt_cards, reason_text
from .words import category, hand_words

if TYPE_CHECKING:  # compare is imported lazily: `rank` does not need it
    from ...brag.compare import Comparison, Placed


def rank_json(r: HandRank) -> dict[str, Any]:
    """The spec's `rank --json` object."""
    return {"hand": canonical(r.cards), "category": r.category.json_name, "class": r.number,
            "beats": r.beats, "ties": r.ties, "total": TOTAL_HANDS, "description": r.describe(),
            "rules": r.rules}


HANDS_COLUMNS = (N_("category"), N_("example"), N_("classes"), N_("hands"), N_("probability"), N_("order rule"))
"""The columns of `stopbus hands` (and `ranks` of --classes), translated where the table is built."""
RANKS = N_("ranks")


def _rank_text(r: HandRank, sym: bool) -> str:
    return (f"[bold]{fmt_cards(r.sorted_cards(), sym)}[/]  {hand_words(r)}\n  "
            + _("class {number} of 741 · beats {beats} of {total} hands").format(
                number=r.number, beats=numbers.integer(r.beats), total=numbers.integer(TOTAL_HANDS))
            + f"\n  {_class_size(r.ties)}\n  " + _("rules: {rules}").format(rules=", ".join(r.rules)))


def _class_size(count: int) -> str:
    """The hands sharing the class: they do not tie at a showdown, the suits decide (the JSON keeps `ties`)."""
    if count == 1:
        return _("the only hand in its class")
    return _("{n} hands in its class; suits decide between them").format(n=count)


def rank_one(text: str, json_out: bool, order: Order = SEEDS_ORDER) -> None:
    """`stopbus rank HAND` (`order`: the ranking house rules, `--house`)."""
    r = rank_hand(parse_hand(text), order)
    if json_out:
        print_json(rank_json(r))
    else:
        console().print(_rank_text(r, symbols_ok()))


def rank_stream(lines: Iterable[str], json_out: bool, order: Order = SEEDS_ORDER) -> int:
    """`stopbus rank -`: one hand per line (blank lines and `#` comments skipped; cards in the record notation or
    in the language's words, as `rank` reads its arguments); exit 2 when some
    line failed. With --json every hand line gets a record in input order carrying its `line` number;
    a bad line gives `{"line": n, "error": {...}}`, and is also answered on stderr with its number.
    No hand line at all gives the summary `{"hands": 0}`, so that a script always gets JSON."""
    from ...core.card_words import in_notation
    from ..answering import NO_HANDS, report

    con = None if json_out else console()
    sym = symbols_ok()
    status = int(ExitCode.OK)
    read = 0
    for n, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        read += 1
        try:
            r = rank_hand(parse_hand(in_notation(text)), order)  # the language's card words, as `rank` arguments
        except StopbusError as err:
            err.line, err.source = n, "stdin"  # as `error: stdin:2: ...`
            status = report(err, json_out=False)
            if con is None:
                print_json({"line": n, "error": {**err.to_json(), "token": err.token}})
            continue
        if con is None:
            print_json({"line": n, **rank_json(r)})
        else:
            con.print(_rank_text(r, sym))
    if con is None and not read:
        print_json(NO_HANDS)
    return status





def parse_labelled(args: list[str]) -> tuple[list[tuple[Card, Card, Card]], list[str | None]]:
    """Parse `Ann="8c 9c 10c"` or bare hands (the one parser of labelled hands); an error names the
    argument it came from. Labels are names: Unicode-normalised (NFC) like the names of a record."""
    import unicodedata

    from ...records.fields import located
    from ...records.loader import cut

    hands: list[tuple[Card, Card, Card]] = []
    labels: list[str | None] = []
    for i, arg in enumerate(args, 1):
        label, _sep, text = arg.partition("=") if "=" in arg else ("", "", arg)
        try:
            hands.append(parse_hand(text))
        except InputError as err:
            raise located(err, _("hand {n}").format(n=i) + f" ({cut(arg)!r})", None) from None
        labels.append(unicodedata.normalize("NFC", label.strip()) or None)
    return hands, labels


def comparison_json(c: Comparison) -> dict[str, Any]:
    """The spec's `compare --json` object (plus labels and reasons)."""
    return {
        "order": [{"hand": canonical(p.rank.cards), "category": p.rank.category.json_name,
                   "class": p.rank.number, "position": p.position, "index": p.index, "label": _label(p),
                   "description": p.rank.describe()} for p in c.order],
        "worst": c.worst,
        "loser": None if c.worst is None else _label(next(p for p in c.order if p.index == c.worst)),
        "ties": [list(t) for t in c.ties],
        "reasons": [{"better": c.order[i].index, "worse": c.order[i + 1].index, "text": reason_text(r),
                     "rules": list(r.rules)} for i, r in enumerate(c.reasons)],
        "shared_cards": canonical(c.shared_cards),
        "rules": c.rules,
    }


def _label(p: Placed) -> str:
    """A hand's label as scripts read it (JSON, -q): the one given, else 'hand N', whatever the language."""
    return p.label or f"hand {p.index + 1}"


def _who(p: Placed) -> str:
    """A hand's label as the text says it: the one given, else 'hand N' in the language of the moment."""
    return p.label or _("hand {n}").format(n=p.index + 1)


def compare(args: list[str], json_out: bool, *, quiet: bool = False, order: Order = SEEDS_ORDER) -> None:
    """`stopbus compare H1 H2 ...`; with `quiet` only the loser's label (nothing when the worst is tied)."""
    if len(args) < 2:
        raise InputError(_("compare needs at least two hands"), rule=RuleId.WORST_LOSES)
    from ...brag.compare import compare_hands
    from ...core.cards import group_loose_cards

    hands, labels = parse_labelled(group_loose_cards(args))
    sym = symbols_ok()
    c = compare_hands(hands, labels, order=order)
    if c.shared_cards:
        warn(_("these hands share {cards}: they cannot come from one deal (rule deck)").format(
            cards=fmt_cards(c.shared_cards)))
    if json_out:
        print_json(comparison_json(c))
        return
    if quiet:
        if c.worst is not None:
            write_out(plain(_label(next(p for p in c.order if p.index == c.worst))) + "\n")
        return
    con = console()
    if c.worst is None:
        con.print(_("[bold]No single loser[/]: the worst hands are tied exactly, even after the suit rule") + " "
                  + rules_tag("suit-tiebreak"))
    else:
        loser = c.order[-1]
        con.print(_("[bold]Loses the token: {player}[/] ({cards}, {hand})").format(
                  player=safe(_who(loser)), cards=fmt_cards(loser.rank.sorted_cards(), sym),
                  hand=hand_words(loser.rank)) + " " + rules_tag("worst-loses"))
    table = house_table(_("Best first"))
    for col, name in (("pos", _("pos")), ("hand", _("hand")), ("who", _("who")), ("category", _("category")),
                      ("class", _("class"))):
        table.add_column(name, justify="right" if col in ("pos", "class") else "left",
                         no_wrap=col in ("pos", "hand", "class"))
    for p in c.order:
        table.add_row(str(p.position), fmt_cards(p.rank.sorted_cards(), sym), safe(_who(p)),
                      hand_words(p.rank), str(p.rank.number))
    con.print(table)
    for n, r in enumerate(c.reasons):
        rel = _("{player} ties {other}: {reason}") if r.tied else _("{player} beats {other}: {reason}")
        con.print(rel.format(player=safe(_who(c.order[n])), other=safe(_who(c.order[n + 1])),
                             reason=safe(reason_text(r, sym)))
                  + f" {rules_tag(*r.rules)}")
    con.print(_("rules: {rules}").format(rules=", ".join(c.rules)))


_EXAMPLES = {Category.PRIAL: "3-3-3", Category.RUNNING_FLUSH: N_("A-2-3 of one suit"),
             Category.RUN: N_("K-Q-J mixed"), Category.FLUSH: N_("K-J-7 of one suit"),
             Category.PAIR: "A-A-6", Category.HIGH_CARD: N_("A-K-J mixed")}
"""Each category's example, in English in the JSON and in the language of the moment in the table."""


_HOUSE_EXAMPLES = {(Category.PRIAL, "aces"): "A-A-A", (Category.RUNNING_FLUSH, "akq"): N_("A-K-Q of one suit")}


def _category_cell(cat: Category) -> str:
    """A category in the table: its JSON id in English ('running-flush', as always), its name in the seed's words
    in another language ('suite assortie')."""
    return cat.json_name if current() == SOURCE else category(cat)


def hands_table(list_classes: bool, json_out: bool, order: Order = SEEDS_ORDER) -> None:
    """`stopbus hands [--classes]` (`order`: the ranking house rules, `--house`: the categories and classes in
    that order)."""
    t = tables(order)
    house = order.house_rules
    examples = dict(_EXAMPLES)
    if order.aces_top_prial:
        examples[Category.PRIAL] = _HOUSE_EXAMPLES[Category.PRIAL, "aces"]
    if order.akq_top_run:
        examples[Category.RUNNING_FLUSH] = _HOUSE_EXAMPLES[Category.RUNNING_FLUSH, "akq"]
    in_order = list(dict.fromkeys(rc.category for rc in t.classes))
    rules: list[str] = ["ranking", *(f"house:{k}" for k in house)]
    counts = {cat: 0 for cat in Category}
    nclasses = {cat: 0 for cat in Category}
    for rc in t.classes:
        counts[rc.category] += rc.hands
        nclasses[rc.category] += 1
    cats = [{"category": cat.json_name, "example": examples[cat], "classes": nclasses[cat],
             "hands": counts[cat], "probability": counts[cat] / TOTAL_HANDS,
             "rule": cat.order_rule} for cat in in_order]
    classes = [{"class": rc.number, "category": rc.category.json_name, "ranks": rc.ranks_text(),
                "hands": rc.hands} for rc in t.classes]
    if json_out:
        obj: dict[str, Any] = {"categories": cats, "total": TOTAL_HANDS, "rules": rules}
        if list_classes:
            obj["classes"] = classes
        if house:
            obj["house"] = house
        print_json(obj)
        return
    con = console()
    if list_classes:
        table = house_table(_("All 741 rank classes, best first") + " " + rules_tag(*rules))
        for col in ("class", "category", "ranks", "hands"):
            table.add_column(_(col), justify="right" if col in ("class", "hands") else "left", no_wrap=True)
        for rc, c in zip(t.classes, classes, strict=True):
            table.add_row(str(c["class"]), _category_cell(rc.category), str(c["ranks"]), str(c["hands"]))
        from ..output import paged

        with paged(con):
            con.print(table)
        return
    table = house_table(_("Brag hands, best first") + " " + rules_tag(*rules))
    for col in HANDS_COLUMNS:
        table.add_column(_(col), justify="right" if col in ("classes", "hands", "probability") else "left",
                         no_wrap=col != "example")
    for cat, c in zip(in_order, cats, strict=True):
        table.add_row(_category_cell(cat), _(str(c["example"])), str(c["classes"]),
                      numbers.integer(c["hands"]), numbers.percent(c["probability"], 4),  # type: ignore[arg-type]
                      str(c["rule"]))
    con.print(table)
    if order.flush_over_run:
        con.print(_("{total} three-card hands; under this table's house rule a flush beats a run").format(
            total=numbers.integer(TOTAL_HANDS)) + " " + rules_tag("house:run-vs-flush") + ".")
    else:
        con.print(_("{total} three-card hands; a run beats a flush (000 §02).").format(
            total=numbers.integer(TOTAL_HANDS)))

