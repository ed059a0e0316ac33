"""Command bodies for the 31-point game (`--game thirty-one`): rank, compare, hands, rules, replay, simulate.

The commands in cli/commands.py call these when the 31-point game is chosen; the Brag bodies stay
where they are. Parse, call the game unit, render text or JSON.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.errors import EXIT_OK, ExitCode, InputError, StopbusError
from ...core.i18n import N_, _, ngettext
from ...thirty_one.rule_ids import RuleId
from ...thirty_one.scoring import (
    Scored,
    ScoreMode,
    canonical,
    distribution,
    lower_same,
    parse_hand31,
    score_hand,
    score_mode,
)
from .. import numbers
from ..output import console, err_line, paged, plain, print_json, rules_tag, safe, symbols_ok, warn, write_out
from .cards import names

if TYPE_CHECKING:
    from ...core.whatif import WhatIf
    from ...thirty_one.record import Record

# -- rank -----------------------------------------------------------------------------------------------------
def rank_json31(s: Scored, jokers: bool) -> dict[str, Any]:
    """The `rank --game 31 --json` object."""
    lower, same, total = lower_same(s.score, len(s.cards), s.mode, jokers)
    return {"game": "thirty-one", "hand": canonical(s.cards), "score": s.score, "suit": s.suit_letter,
            "counted": canonical(s.counted()), "jokers_as": canonical(s.jokers_as), "lower": lower, "same": same,
            "total": total, "mode": s.mode.value, "description": s.describe(), "instant_31": s.is_31,
            "rules": s.rules()}


SCORING = {ScoreMode.REPRESENTED: N_("represented scoring"), ScoreMode.BEST_SUIT: N_("best-suit scoring")}
"""A scoring mode as the text names it (the JSON keeps `mode`'s value)."""


def _scoring(mode: ScoreMode) -> str:
    """'represented scoring' in the language of the moment."""
    return _(SCORING[mode])


def _rank_text(s: Scored, jokers: bool, sym: bool) -> str:
    """The human form of a ranked hand: score, suit, the counted cards and the lower/same counts."""
    from ..brag.words import _suit_alone
    from .render import describe

    lower, same, total = lower_same(s.score, len(s.cards), s.mode, jokers)
    suit = _suit_alone(s.suit) if s.suit is not None else _("no single suit")
    return (_("[bold]{cards}[/]  scores [bold]{score}[/] ({suit})").format(
                cards=names(s.cards, sym), score=s.score, suit=suit)
            + (_(" — 31, the instant win") if s.is_31 else "") + "\n"
            f"  {safe(describe(s, sym))}\n  "
            + _("of all {total} {size}-card hands, {lower} score lower and {same} the same ({scoring})").format(
                total=numbers.integer(total), size=len(s.cards), lower=numbers.integer(lower),
                same=numbers.integer(same),
                scoring=_scoring(s.mode))
            + f" {rules_tag(*s.rules())}")


def rank_one31(text: str, json_out: bool, mode: ScoreMode, four_card: bool, jokers: bool) -> None:
    """`stopbus rank --game 31 HAND`."""
    s = score_hand(parse_hand31(text, size=4 if four_card else 3, jokers=jokers), mode)
    if json_out:
        print_json(rank_json31(s, jokers))
    else:
        console().print(_rank_text(s, jokers, symbols_ok()))


def rank_stream31(lines: Iterable[str], json_out: bool, mode: ScoreMode, four_card: bool, jokers: bool) -> int:
    """`stopbus rank --game 31 -`: one hand per line (blank lines and `#` comments skipped); a bad line is
    answered on stderr with its line number and the run exits 2, as for the Brag game; with --json it also
    gives `{"line": n, "error": {...}}`, and stdin without a hand line gives `{"hands": 0}`. Cards may be in the
    language's words, as `rank` reads its arguments."""
    from ...core.card_words import in_notation
    from ..answering import NO_HANDS, report

    con = None if json_out else console()
    sym = symbols_ok()
    status = int(EXIT_OK)
    read = 0
    for n, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        read += 1
        try:
            s = score_hand(parse_hand31(in_notation(text), size=4 if four_card else 3, jokers=jokers), mode)
        except StopbusError as err:
            err.line, err.source = n, "stdin"
            status = report(err, json_out=False)
            if con is None:
                print_json({"line": n, "error": {**err.to_json(), "token": err.token}})
            continue
        if con is None:
            print_json(rank_json31(s, jokers))
        else:
            con.print(_rank_text(s, jokers, sym))
    if con is None and not read:
        print_json(NO_HANDS)
    return status


# -- compare --------------------------------------------------------------------------------------------------
def compare31(args: list[str], json_out: bool, mode: ScoreMode, four_card: bool, jokers: bool, *,
              quiet: bool = False) -> None:
    """`stopbus compare --game 31 H1 H2 ...`: best first; every hand tied for lowest loses. With `quiet` only
    the label of each hand that loses a life, one a line (every hand tied for the lowest loses)."""
    if len(args) < 2:
        raise InputError(_("compare needs at least two hands"), rule=RuleId.LOWEST_LOSES)
    from ...core.cards import group_loose_cards

    hands: list[Scored] = []
    labels: list[str | None] = []
    args = group_loose_cards(args, 4 if four_card else 3)
    for i, arg in enumerate(args, 1):
        label, _sep, text = arg.partition("=") if "=" in arg else ("", "", arg)
        try:
            hands.append(score_hand(parse_hand31(text, size=4 if four_card else 3, jokers=jokers), mode))
        except InputError as err:
            raise InputError(_("hand {n}").format(n=i) + f" ({arg!r}): {err.message}", rule=err.rule,
                             token=err.token) from None
        labels.append(label.strip() or None)
    order = sorted(range(len(hands)), key=lambda i: -hands[i].score)
    positions: dict[int, int] = {}
    for k, i in enumerate(order):
        prev = order[k - 1] if k else None
        positions[i] = positions[prev] if prev is not None and hands[prev].score == hands[i].score else k + 1
    holders = [i for i, s in enumerate(hands) if s.is_31]
    held = set(holders)  # a set: 40,000 hands of 31 cost one pass, not one per hand
    others = [i for i in range(len(hands)) if i not in held]
    low = min((hands[i].score for i in others), default=None)
    losers = [i for i in others if hands[i].score == low]
    rules = [RuleId.SCORE, RuleId.LOWEST_LOSES] + ([RuleId.TIED_LOWEST] if len(losers) > 1 else []) \
        + ([RuleId.INSTANT_31] if holders else [])

    def who(i: int) -> str:
        """A hand's label, or its position, in the language of the moment."""
        return labels[i] or _("hand {n}").format(n=i + 1)

    if quiet:  # labels as scripts read them: 'hand N' whatever the language
        for i in losers:
            write_out(plain(labels[i] or f"hand {i + 1}") + "\n")
        return
    if json_out:
        print_json({"game": "thirty-one",
                    "order": [{"hand": canonical(hands[i].cards), "score": hands[i].score, "suit": hands[i].suit_letter,
                               "position": positions[i], "index": i, "label": labels[i],
                               "description": hands[i].describe()} for i in order],
                    "losers": losers, "worst": losers[0] if len(losers) == 1 else None, "lowest": low,
                    "holders_31": holders, "mode": mode.value, "rules": rules})
        return
    from ..output import table as house_table
    from .render import describe

    sym = symbols_ok()
    con = console()
    held_line = ngettext("{players} holds 31 and cannot lose", "{players} hold 31 and cannot lose",
                         len(holders)).format(players=", ".join(safe(who(i)) for i in holders)) \
        + f" {rules_tag(RuleId.INSTANT_31)}"
    if len(losers) > 1:  # the verdict first, as Brag's compare: who loses a life, then the table that proves it
        con.print(_("Lose a life: [bold]{players}[/], tied for the lowest score {score}: every tied hand loses").format(
            players=", ".join(safe(who(i)) for i in losers), score=low) + f" {rules_tag(RuleId.TIED_LOWEST)}")
    elif losers:
        con.print(_("Loses a life: [bold]{player}[/] with the lowest score, {score}").format(
            player=safe(who(losers[0])), score=low) + f" {rules_tag(RuleId.LOWEST_LOSES)}")
    else:  # every hand holds 31: that is the verdict
        con.print(held_line)
    table = house_table(_("Best first"))
    for col, name in (("pos", _("pos")), ("hand", _("hand")), ("who", _("who")), ("score", _("score")),
                      ("how it scores", _("how it scores"))):
        table.add_column(name, justify="right" if col in ("pos", "score") else "left",
                         no_wrap=col in ("pos", "hand", "score"))
    for i in order:
        table.add_row(str(positions[i]), names(hands[i].cards, sym), safe(who(i)), str(hands[i].score),
                      safe(describe(hands[i], sym)))
    con.print(table)
    if holders and losers:
        con.print(held_line)


# -- hands ----------------------------------------------------------------------------------------------------
def hands31(json_out: bool, mode: ScoreMode, four_card: bool, jokers: bool) -> None:
    """`stopbus hands --game 31`: how many hands score each total, over all hands of the size."""
    size = 4 if four_card else 3
    dist = distribution(size, mode, jokers)
    total = sum(dist.values())
    rows = []
    below = 0
    for score, n in dist.items():
        rows.append({"score": score, "hands": n, "probability": n / total, "lower": below})
        below += n
    if json_out:
        print_json({"game": "thirty-one", "size": size, "mode": mode.value, "jokers": jokers, "total": total,
                    "scores": rows, "rules": [RuleId.CARD_VALUES, RuleId.SCORE]})
        return
    from ..output import table as house_table

    con = console()
    deck = _("54 cards (with both jokers)") if jokers else _("52 cards")
    table = house_table(_("All {total} {size}-card hands from {deck} by score ({scoring})").format(
        total=numbers.integer(total), size=size, deck=deck, scoring=_scoring(mode)) + " " + rules_tag(RuleId.SCORE))
    for col in (N_("score"), N_("hands"), N_("probability"), N_("score lower")):
        table.add_column(_(col), justify="right", no_wrap=True)
    for r in rows:
        table.add_row(str(r["score"]), numbers.integer(int(r["hands"])), numbers.percent(r["probability"], 4),
                      numbers.integer(int(r["lower"])))
    with paged(con):
        con.print(table)
        con.print(_("31 exactly is the instant win (002 How to play 9).") if size == 3 or jokers else
                  _("Four cards of one suit can score above 31; only exactly 31 is the instant win."))


# -- rules ----------------------------------------------------------------------------------------------------
def markdown31() -> str:
    """The 31-point rulebook as Markdown (docs/rules-31.md is this text)."""
    from ...thirty_one.rulebook import LANG, RULES, TOPICS

    out = ["# Rulebook of the 31-point game", "",
           "Generated by `stopbus rules --game 31 --markdown` from `stopbus_ref/thirty_one/rulebook.py`; do not edit "
           "by hand.", "",
           "Source: `seeds/002_e29d0226e9dc1843.txt`, the 31-point Stop the Bus. It is used only when chosen "
           "(`game: thirty-one` in a record, `--game thirty-one` on the command line); see "
           "[thirty-one.md](thirty-one.md).", "",
           "Status: **stated** (002 says it), **interpreted** (002 is silent, vague or cut off; the tool follows the "
           "contract's reading), **conflict** (two passages of 002 disagree; both are quoted), **table agreement** (a "
           "house rule: 002's reading is its default, a table may agree an alternative in `house:` or with "
           "`--house KEY=VALUE`; its quote is the passage the alternative departs from).", ""]
    for topic in TOPICS:
        rules = [r for r in RULES if r.topic == topic]
        if not rules:
            continue
        out += [f"## {topic[0].upper()}{topic[1:]}", ""]
        for r in rules:
            out += [f'<a id="{r.id}"></a>', "", f"### `{r.id}` — {r.title}", "", f"*Status: {r.status}.* {r.statement}",
                    ""]
            if r.interpretation:
                out += [f"**Interpretation.** {r.interpretation}", ""]
            if r.conflicts:
                out += [f"**Conflict in 002.** {r.conflicts}", ""]
            for c in r.citations:
                out.append(f"- {c.label} ({LANG[c.source]}): “{c.quote}”")
            if r.see_also:
                out += ["", "See also: " + ", ".join(f"`{s}`" for s in r.see_also)]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def rules31(rule_id: str | None, word: str | None, md: bool, verify: bool, json_out: bool) -> int:
    """`stopbus rules --game 31 ...`; returns the exit code."""
    from ...thirty_one.rulebook import BY_ID, LANG, RULES, TOPICS, Rule, nearest

    con = console()
    if md and json_out:
        raise InputError("--markdown and --json ask for two different outputs; give one")
    if verify:
        from ...sources.seeds import check_all, seeds_dir

        problems = check_all("thirty-one")
        for p in problems:
            err_line(p)
        if json_out:
            print_json({"ok": not problems, "problems": problems, "seeds": str(seeds_dir())})
        else:
            n = sum(len(r.citations) for r in RULES)
            con.print(f"{n - len(problems)} of {n} quotes found verbatim in {seeds_dir()}")
        return ExitCode.SOURCES if problems else ExitCode.OK
    if md:
        write_out(markdown31())
        return 0

    def show(r: Rule) -> None:
        """One rule with its statement, notes and quotes."""
        con.print(f"[bold]{r.id}[/] — {safe(_(r.title))}  ({_(r.topic)}; {_(r.status)})")
        con.print(safe(_(r.statement)))
        if r.interpretation:
            con.print(_("[bold]Interpretation:[/] {text}").format(text=safe(_(r.interpretation))))
        if r.conflicts:
            con.print(_("[bold]Conflict in 002:[/] {text}").format(text=safe(_(r.conflicts))))
        con.print(_("[bold]Sources[/]"))
        for c in r.citations:
            con.print(f"  {c.label} ({_(LANG[c.source])}): “{safe(c.quote)}”")
        if r.see_also:
            con.print(_("See also: {rules}").format(rules=", ".join(r.see_also)))

    def listing(rules: list[Rule], title: str) -> None:
        """Rules in a table by topic."""
        from ..output import table as house_table

        table = house_table(title)
        for col in ("topic", "id", "title", "status"):  # ids are never cut (the title column wraps instead)
            table.add_column(col, no_wrap=col in ("id", "status"))
        for topic in TOPICS:
            for r in rules:
                if r.topic == topic:
                    table.add_row(topic, r.id, r.title, r.status)
        with paged(con):
            con.print(table)

    if rule_id is not None:
        key = rule_id.strip().lower()
        rule = BY_ID.get(key) or BY_ID.get(f"31-{key}")
        if rule is None:
            hint = nearest(rule_id)
            raise InputError(f"unknown rule id {rule_id!r} of the 31-point game"
                             + (f"; did you mean {', '.join(hint)}?" if hint else ""), token=rule_id)
        if json_out:
            print_json(rule.to_json())
        else:
            show(rule)
        return 0
    if word is not None:
        from ...ask.answer import ranked

        found = ranked("thirty-one", word)  # ranked by the scorer of `stopbus ask`
        if json_out:
            print_json({"game": "thirty-one", "query": word, "rules": [r.to_json() for r in found]})
        elif not found:
            con.print(f"No rule of the 31-point game mentions {word!r}.")
        else:
            listing(found, f"Rules of the 31-point game mentioning {word!r}")
        return 0
    if json_out:
        print_json({"game": "thirty-one", "rules": [r.to_json() for r in RULES]})
    else:
        listing(list(RULES), f"The 31-point game's rulebook (seed 002): {len(RULES)} rules by topic "
                "(stopbus rules --game 31 ID for one, with its sources)")
    return 0


# -- replay ---------------------------------------------------------------------------------------------------
def replay31_run(record: Record, source: str, json_out: bool, brief: bool, only: int | None, *,
                 sources: bool = False, lang: str = "en", quiet: bool = False, odds: bool = False,
                 house: dict[str, str] | None = None, house_notes: tuple[str, ...] = (),
                 what_if: WhatIf | None = None) -> int:
    """Adjudicate a validated `game: thirty-one` record and print it; a problem is raised after the answer
    (as `replay_cmd` does for the Brag game), for `cli.main` to put on stderr with its exit code.

    `house`: house rules for the keys the record does not set itself (`--house`); `house_notes`: what to say
    about the record's own rules winning; `what_if`: `replay --what-if`'s comparison, answered instead of the
    account (first line first), or in JSON as the object's `what_if`.

    002 is the only source of the 31-point game and it is English: `--lang nl|fr` quotes English with a
    note on stderr (when quotes are printed), `en` and `all` quote it silently."""
    from ...thirty_one.replay import replay31
    from .report import write_report_json31

    report = replay31(record, house)
    report.warnings += [n for n in house_notes if n not in report.warnings]
    knocks = None
    if odds:  # replay --odds: every knock annotated (a progress bar after a second on a terminal)
        from ...thirty_one.odds import replay_knock_odds
        from ..progress import LazyBar

        with LazyBar("Odds of each knock", not json_out) as bar:
            knocks = replay_knock_odds(report, bar)
    if json_out:  # the text of print_json(report_json31(report)), written deal by deal (thirty_one/report.py)
        from ..output import json_ascii, write_json_text

        extra = None
        if knocks is not None:
            from .odds import stop_odds_json31

            def extra(number: int) -> dict[str, Any]:
                ko = knocks.get(number)
                return {"stop_odds": stop_odds_json31(ko) if ko is not None else None}

        write_report_json31(report, write_json_text, ensure_ascii=json_ascii(), only=only, deal_extra=extra,
                            extra=None if what_if is None else {"what_if": what_if.json()})
    elif what_if is not None:
        from ...ui.whatif import print_what_if

        print_what_if(what_if, report.warnings)
    elif quiet:
        from .render import quiet31

        answer = quiet31(report, only)
        if answer is not None:
            write_out(plain(answer) + "\n")
    else:
        for w in report.warnings:
            warn(w)
        if lang in ("nl", "fr") and (sources or report.first_problem is not None):
            warn(_("--lang {lang}: the 31-point game's only source, 002, is English; quoting it in English").format(
                lang=lang))
        from .render import render31

        con = console()
        with paged(con):  # a long account at a terminal goes through the pager
            render31(report, con, symbols=symbols_ok(), brief=brief, only=only, source=source, sources=sources,
                     odds=knocks)
    from ..answering import raise_after_answer

    return raise_after_answer(report, source)


# -- simulate -------------------------------------------------------------------------------------------------
def simulate31(players: int | None, seed: int, lives: int, max_deals: int, strategy: str | None,
               names_opt: str | None, summary: bool, games: int, json_out: bool, variants: list[str],
               score: str | None, blitz_31: str | None, table_view: bool = False, workers: int | None = None, *,
               house: tuple[str, ...] = ()) -> int:
    """`stopbus simulate --game 31`: one record, or `--summary` statistics per player count; `house` is
    `--house KEY=VALUE` as typed (the record carries them in `house:`)."""
    from ...thirty_one.engine import BLITZ_31, VARIANTS, Rules31
    from ...thirty_one.house31 import check_options_vs_house, parse_house31
    from ...thirty_one.record import with_house31
    from ...thirty_one.simulate import STRATEGIES, Summary31, dump_record31, play_game31, to_record31

    strategy = strategy or "steady"
    if strategy not in STRATEGIES:
        raise InputError(f"unknown strategy {strategy!r} for the 31-point game; choose from {', '.join(STRATEGIES)}",
                         token=strategy)
    chosen = [v.strip().lower() for item in variants for v in item.split(",") if v.strip()]
    for v in chosen:
        if v not in VARIANTS:
            raise InputError(f"--variant {v!r}: choose from {', '.join(VARIANTS)}", token=v, rule=RuleId.GAME)
    if blitz_31 is not None and blitz_31 not in BLITZ_31:
        raise InputError(f"--blitz-31 {blitz_31!r}: choose lives-back or knockout", token=blitz_31,
                         rule=RuleId.BLITZ)
    if lives < 1:
        raise InputError(f"--lives must be 1 or more, got {lives}", rule=RuleId.LIVES, token=str(lives))
    rules = Rules31(blitz="blitz" in chosen, four_card="four-card" in chosen, jokers="jokers" in chosen,
                    pot="pot" in chosen, score=score_mode(score), blitz_31=blitz_31 or "lives-back")
    if house:
        given = parse_house31(house)
        check_options_vs_house(given, None if score is None else score_mode(score).value, blitz_31)
        rules = with_house31(rules, given)
    most = rules.max_players  # the variant's own limit: 17, 18 with jokers, 13 four-card

    def refuse(n: int) -> InputError:
        """The refusal of a table size this variant's deck cannot deal, naming its limit."""
        return InputError(f"simulate --game 31 needs 2 to {most} players with {rules.deck_words()}, got {n:,}",
                          rule=RuleId.PLAYERS, token=str(n))

    seats = None
    if names_opt is not None:  # the shared checks of --names (distinct, printable, not empty)
        from ..names import check_names

        seats = check_names(names_opt, most=most, refuse=refuse, rule=RuleId.PLAYERS)
    if seats or players is not None:
        counts = [len(seats) if seats else players or 0]
    else:  # a summary covers 002's table sizes, three to eight
        counts = list(range(3, 9)) if summary else [4]
    for n in counts:
        if not 2 <= n <= most:
            raise refuse(n)
    if not summary:
        n = counts[0]
        table = seats or [f"P{i}" for i in range(1, n + 1)]
        g = play_game31(table, seed, rules, lives, max_deals, strategy)
        end = f"winner {g.winner}" if g.winner else f"shared win {', '.join(g.shared_win or ())}" \
            if g.shared_win else "no winner yet"
        flags = "".join(f" --variant {v}" for v in rules.variant_list())
        flags += "".join(f" --house {k}={v}" for k, v in rules.house().items() if k in rules.house_keys)
        seen = " --table-view" if table_view else ""
        write_out(dump_record31(to_record31(g, mode="table" if table_view else "deck"),
                                f"stopbus simulate --game 31 --players {n} --seed {seed} --lives {lives}{flags} "
                                f"--strategy {strategy}{seen}: {len(g.deals)} deals, {end}"))
        return 0
    from ...kit.parallel import run_blocks, seed_blocks, workers_or_cpus
    from ...thirty_one.simulate import SUMMARY_BLOCK, summary_block31
    from ..progress import GameBar

    per = {n: Summary31(n) for n in counts}
    blocks = [(seats or [f"P{i}" for i in range(1, n + 1)], first, k, rules, lives, max_deals, strategy)
              for n in counts for first, k in seed_blocks(seed, games, SUMMARY_BLOCK)]
    with GameBar("Playing games", games * len(counts), not json_out) as bar:
        for b, part in zip(blocks, run_blocks(summary_block31, blocks, workers_or_cpus(workers),
                                              lambda i: bar(blocks[i][2])), strict=True):
            per[len(b[0])].merge(part)
    stats: list[dict[str, Any]] = [per[n].to_json() for n in counts]
    if json_out:
        print_json({"game": "thirty-one", "strategy": strategy, "variant": rules.variant_list(),
                    "score": rules.score.value, "games_per_count": games, "per_players": stats})
        return 0
    from ..output import table as house_table

    con = console()
    con.print(f"31-point game, strategy {strategy}, variants: {', '.join(rules.variant_list()) or 'none'}, "
              f"{games} games per table size")
    t = house_table("Per player count")
    for col in ("players", "deals", "deals/game", "31 at the deal", "any instant 31", "tied lowest"):
        t.add_column(col, justify="right")
    for s in stats:
        t.add_row(str(s["players"]), str(s["deals"]), f"{s['deals_per_game']:.1f}", f"{s['deal_31_rate']:.2%}",
                  f"{s['instant_31_rate']:.2%}", f"{s['tied_lowest_rate']:.2%}")
    con.print(t)
    t = house_table("How often the caller loses, by the caller's final score")
    for col in ("players", "call", "score", "calls", "caller lost", "rate"):
        t.add_column(col, justify="right")
    for s in stats:
        for row in s["caller_lost"]:
            t.add_row(str(s["players"]), row["call"], row["band"], str(row["calls"]), str(row["lost"]),
                      f"{row['rate']:.1%}")
    con.print(t)
    return 0
