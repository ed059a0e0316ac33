"""The typer app of `stopbus`: every command's options, help and examples, and the parser's own answers.

Every error is answered in one place, `cli.answer` (in `__init__.py`, which imports no typer): the
commands here raise, and `run_app` answers only what belongs to the parser (usage errors, --help,
--version). Heavy modules are imported inside the commands that need them; `stopbus replay FILE`
usually does not come here at all (the fast door, `fast.py`).

Start-up (bench/bench_ranking.py): no `from __future__ import annotations` here, since
typer would evaluate every annotation string with `typing.get_type_hints` at each start (a large part
of a `stopbus rank`); no dataclass built at import; json, rich tables and the commands'
modules are imported only by the command that needs them.
"""

import os
from typing import Annotated, Any

import typer

from ..core.errors import ExitCode, InputError, StopbusError
from ..core.i18n import N_, _
from ..ui.answering import RUN, answer_in_json, useless
from . import parser_words

if os.environ.get("NO_COLOR"):  # rich drops colours for NO_COLOR but keeps bold; plain text means no escapes
    import typer.rich_utils

    typer.rich_utils.COLOR_SYSTEM = None


def _plain_metavar() -> None:
    """Usage lines show `HAND…`, not typer's `{HAND…}` braces around required arguments."""
    from typer.core import TyperArgument

    original = TyperArgument.make_metavar

    def make_metavar(self: TyperArgument, *args: Any, **kwargs: Any) -> str:  # signature varies across typers
        text = original(self, *args, **kwargs)
        return text[1:-1] if text.startswith("{") and text.endswith("}") else text

    TyperArgument.make_metavar = make_metavar  # type: ignore[method-assign]


_plain_metavar()
parser_words.install()  # help texts, typer's and click's words in the language of each run


def _words_type() -> Any:
    """The click type of our text arguments: text like typer's own, but with no `<str>` type shown beside the
    placeholder in the help panel (the placeholder, `HAND…`, already says what to type)."""
    try:
        from typer._click import types as click_types  # typer >= 0.20 vendors click
    except ImportError:  # pragma: no cover - older typers use click itself
        from click import types as click_types  # type: ignore[import-not-found, no-redef, unused-ignore]

    class Words(click_types.StringParamType):
        def get_metavar(self, *args: Any, **kwargs: Any) -> str:
            return ""

    return Words()


WORDS = _words_type()

EXIT_CODES = "[bold]Exit codes[/]: 0 ok · 1 a rule of the game is broken · 2 the input cannot be read"

TABLE_WORDS = N_(
    "[bold]During a game[/] (type help at the prompt for the game's own list): Brag: upcard CARD, d CARD (draw, "
    "discard CARD; also draw CARD), t CARD (take, discard CARD; also take CARD), s or stop, p or pass, show NAME "
    "C C C. 31: pool C C C, s TAKE UP or s GIVE TAKE UP (swap), sa A B C (swap all), k (knock), stop, blitz or "
    "31 (Blitz only), show NAME C C C. Both: undo, why, rules WORD, ? QUESTION, status, save, quit.")
TABLE_WORDS_HELP = TABLE_WORDS + "\n\n"
"""The words said during a game, for `stopbus table -h` (and so docs/cli.md and the man page)."""


EPILOG_PIECES = (
    TABLE_WORDS,
    N_("[bold]Examples[/]"), N_("[bold]Exit codes[/]: 0 ok"), N_("[bold]Exit codes[/]: 0 ok, answered"),
    N_("1 a rule of the game is broken"), N_("1 no rule of the game answers it"),
    N_("2 a hand cannot be read (with -, some line failed)"), N_("2 a hand cannot be read"),
    N_("2 the input cannot be read"), N_("2 unknown rule id or section"), N_("2 the question cannot be read"),
    N_("2 a bad option value"),
    N_("2 the input cannot be read (without a terminal: a line was refused or unreadable)"),
    N_("2 the input cannot be read (a bad card, a seen card in the hand, a flag that does nothing)"),
    N_("2 the config file cannot be read"), N_("2 no such command"), N_("3 the record's own expect is not met"),
    N_("3 a record's own expect is not met"), N_("4 --verify found a quote missing from its seed"),
    N_("[bold]Exit codes[/]: 0 ok, stopped by Ctrl-C"), N_("2 a bad option, the port taken, or the web extra missing"),
)
"""The pieces of the commands' epilogs (a title, an exit code each) for the catalogue: an epilog is translated
piece by piece (`parser_words.epilog`); tests/test_i18n.py checks that every piece of every epilog is here."""


def _epilog(*examples: str, codes: str = EXIT_CODES) -> str:
    """Examples and exit codes under a command's help (one paragraph per example keeps its line)."""
    return "[bold]Examples[/]\n\n" + "\n\n".join(f"  $ {e}" for e in examples) + "\n\n" + codes


app = typer.Typer(
    no_args_is_help=True,
    add_completion=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    help=N_("Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare "
    "hands, replay game records, explain every ruling with citations."),
    epilog=_epilog("stopbus rank ah kh qh", "stopbus replay scenarios/01-worked-final-turn.yaml",
                   "stopbus rules --search who deals",
                   codes=EXIT_CODES + " · 3 a record's own expect is not met"),
)

def _game_names() -> dict[str, str]:
    """Every spelling of --game (the registry's), for shell completion."""
    from ..core.registry import names

    return names()


def _choices(*words: str) -> Any:
    """A completion of an option's value: the words that start with what is typed so far."""

    def complete(incomplete: str) -> list[str]:
        return [w for w in words if w.startswith(incomplete)]

    return complete


def _rule_ids(ctx: typer.Context, incomplete: str) -> list[str]:
    """`stopbus rules <TAB>`: the rule ids of the chosen game (`--game 31` given first: the 31-point game's)."""
    from ..core import registry as games

    name = games.canonical(str(ctx.params.get("game") or games.DEFAULT)) or games.DEFAULT
    ids = [str(r.id) for r in games.get(name).rulebook()]
    return [i for i in ids if i.startswith(incomplete.lower())]


VARIANT_NAMES = ("blitz", "four-card", "jokers", "pot")
"""The 31-point game's variants (thirty_one.engine.VARIANTS, not imported at start-up), for completion."""

ColorOpt = Annotated[str | None, typer.Option(
    "--color", metavar=N_("WHEN"), show_default=False, expose_value=False,
    autocompletion=_choices("auto", "always", "never"),
    help=N_("Colour with a meaning: auto (at a terminal; the default), always or never. NO_COLOR wins."))]
"""--color, taken off the command line before the parser sees it (`cli.take_color`: any command, anywhere before
`--`); declared on every command so that its help, docs/cli.md and the man page show it."""
LangOpt = Annotated[str | None, typer.Option(
    "--lang", metavar=N_("LANG"), show_default=False, expose_value=False,
    autocompletion=_choices("en", "nl", "fr", "all"),
    help=N_("The language of the answer: en, nl or fr (default: the config file's lang, else the locale); "
    "all: --quotes all."))]
"""--lang, taken off the command line before the parser sees it (`cli.take_lang`), so that help screens and
usage errors are in the language too; declared on every command so that its help, docs/cli.md and the man page
show it."""
QuotesOpt = Annotated[str | None, typer.Option(
    "--quotes", metavar=N_("LANG"), show_default=False, autocompletion=_choices("en", "nl", "fr", "all"),
    help=N_("Quote other rule texts than the language's: en (000), nl (003), fr (004) or all."))]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print JSON instead of text (shapes: docs/json.md)."))]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q",
                                        help=N_("Print only the answer: the loser's (or winner's) name."))]
# The game options: --game chooses the game through the registry (games.py); the options that belong to
# one game are shown in that game's help panel.
GAMES_PANEL = N_("31-point game options")
GameOpt = Annotated[str, typer.Option("--game", metavar=N_("GAME"), autocompletion=lambda: list(_game_names()),
                                      help=N_("brag (the default) or thirty-one (alias 31)."))]
ScoreOpt = Annotated[str | None, typer.Option("--score", metavar=N_("MODE"), show_default=False,
                                              autocompletion=_choices("represented", "best-suit"),
                                              help=N_("31 only: represented (002, default) or best-suit."),
                                              rich_help_panel=GAMES_PANEL)]
FourOpt = Annotated[bool, typer.Option("--four-card", help=N_("31 only: four-card hands."),
                                       rich_help_panel=GAMES_PANEL)]
JokersOpt = Annotated[bool, typer.Option("--jokers", help=N_("31 only: allow the jokers RJ and BJ."),
                                          rich_help_panel=GAMES_PANEL)]
HouseOpt = Annotated[list[str] | None, typer.Option(
    "--house", metavar=N_("KEY=VALUE"), show_default=False,
    help=N_("Play a house rule of the table (repeatable), e.g. run-vs-flush=flush; `stopbus rules house` lists "
    "them. A record's own house: wins."))]
RankHouseOpt = Annotated[list[str] | None, typer.Option(
    "--house", metavar=N_("KEY=VALUE"), show_default=False,
    help=N_("Rank under a ranking house rule (repeatable): run-vs-flush=flush, top-prial=aces, top-run=akq."))]


def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo("stopbus " + __version__)  # the program's name and version: no words to translate
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help=N_("Print the version and exit."), callback=_version,
                                          is_eager=True)] = False,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare hands, replay game
    records, explain every ruling with citations."""


@app.command(epilog=_epilog("stopbus rank ah kh qh", "stopbus rank '8♣–9♣–10♣' --json",
                            "printf 'ah kh qh\\n2c 3d 5h\\n' | stopbus rank - --json",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a hand cannot be read (with -, some line failed)"))
def rank(
    hand: Annotated[list[str], typer.Argument(click_type=WORDS, metavar=N_("HAND…"), show_default=False,
                                              help=N_("Three cards, quoted or not (ah kh qh, '8c 9c 10c', 8c9c10c), "
                                              "or - to read one hand per line from stdin."))],
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
    house: RankHouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Rank one hand: category, class 1..741, and how many of the 22,100 hands it beats (--game 31: its score)."""
    from ..core.card_words import notation_args
    from ..core.protocol import Options
    from ..ui.fronts import front_of
    from . import game_opts as g
    from .stdin import stdin_lines

    answer_in_json(json_out)
    chosen = g.chosen(game)
    opts = Options(score=score, four_card=four_card, jokers=jokers, house=tuple(house or ()))
    g.refuse_foreign(chosen, opts)
    code = front_of(chosen).rank_command(notation_args(hand), json_out, opts, stdin_lines)
    if code:
        raise typer.Exit(code)


@app.command(epilog=_epilog("stopbus compare Ann='8c 9c 10c' Ben='ad ah 6s' Cat='ks js 7s'",
                            "stopbus compare -q 'qd 8d 5d' 'qc 8c 5c'",
                            "printf 'Ann=8c 9c 10c\\nBen=ad ah 6s\\n' | stopbus compare -",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a hand cannot be read"))
def compare(
    hands: Annotated[list[str], typer.Argument(click_type=WORDS, metavar=N_("HAND…"), show_default=False,
                                               help=N_("Two or more hands, optionally labelled (Ann='8c 9c 10c'), "
                                               "unquoted cards three a hand (ah kh qh 2c 3d 5h: A, B), "
                                               "or - to read one hand per line (label=hand) from stdin."))],
    json_out: JsonOpt = False,
    quiet: QuietOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
    house: RankHouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Order hands best first, say who would lose the token and why each hand beats the next."""
    from ..core.card_words import notation_args
    from ..core.protocol import Options
    from ..ui.fronts import front_of
    from . import game_opts as g
    from .stdin import stdin_lines

    answer_in_json(json_out)
    if quiet and json_out:
        useless("-q/--quiet", N_("with --json (the JSON names the loser)"))
    if hands == ["-"]:
        typed = stdin_lines("hands (label=hand, one a line)")
        hands = [line.strip() for line in typed if line.strip() and not line.lstrip().startswith("#")]
    chosen = g.chosen(game)
    opts = Options(score=score, four_card=four_card, jokers=jokers, house=tuple(house or ()))
    g.refuse_foreign(chosen, opts)
    code = front_of(chosen).compare_command(notation_args(hands), json_out, quiet, opts)
    if code:
        raise typer.Exit(code)


@app.command(epilog=_epilog("stopbus hands", "stopbus hands --classes", "stopbus hands --json",
                            codes="[bold]Exit codes[/]: 0 ok"))
def hands(
    classes: Annotated[bool, typer.Option("--classes", help=N_("List all 741 rank classes in order."))] = False,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
    house: RankHouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """The ranking table: six categories best first with counts and probabilities (--game 31: scores)."""
    from ..core.protocol import Options
    from ..ui.fronts import front_of
    from . import game_opts as g

    answer_in_json(json_out)
    chosen = g.chosen(game)
    opts = Options(score=score, four_card=four_card, jokers=jokers, house=tuple(house or ()))
    g.refuse_foreign(chosen, opts)
    code = front_of(chosen).hands_command(classes, json_out, opts)
    if code:
        raise typer.Exit(code)


@app.command(epilog=_epilog("stopbus replay scenarios/01-worked-final-turn.yaml",
                            "stopbus replay game.yaml --lang nl --sources",
                            "stopbus simulate --players 5 --seed 1 | stopbus replay - --brief",
                            codes=EXIT_CODES + " · 3 the record's own expect is not met"))
def replay(
    file: Annotated[str, typer.Argument(click_type=WORDS, metavar=N_("FILE"),
                                        help=N_("Scenario YAML file, or - for stdin."))],
    json_out: JsonOpt = False,
    brief: Annotated[bool, typer.Option("--brief", help=N_("Print only the verdict lines: one per deal, then the "
                                        "winner or the standings."))] = False,
    sources: Annotated[bool, typer.Option("--sources", help=N_("Quote the rule texts under each ruling."))] = False,
    quotes: Annotated[str | None, typer.Option("--quotes", metavar=N_("LANG"), show_default=False,
                                               autocompletion=_choices("en", "nl", "fr", "all"),
                                               help=N_("Quote en (000), nl (003), fr (004) or all, whatever the "
                                               "language (default: the language's own). Implies --sources "
                                               "(unless --brief). A 31-point record quotes 002, English only "
                                               "(nl/fr: a note on stderr)."))] = None,
    deal: Annotated[int | None, typer.Option("--deal", metavar="N", help=N_("Show only deal N (1 or more)."))] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help=N_("Print one line: winner: NAME, else loser: NAME "
                                        "(deal N) of the last finished deal (or of --deal N), or in progress: "
                                        "deal N."))] = False,
    odds: Annotated[bool, typer.Option("--odds", help=N_("Annotate each stop with the stopper's chance of being the "
                                       "worst from what they could see (a 31-point record: each knock, the "
                                       "lowest score), and each showdown with whether it was an upset "
                                       "(docs/odds.md)."))] = False,
    house: HouseOpt = None,
    what_if: Annotated[list[str] | None, typer.Option(
        "--what-if", metavar=N_("KEY=VALUE"), show_default=False,
        help=N_("Adjudicate the record again under this house rule (repeatable) and answer first what changes, "
        "deal by deal (docs/house-rules.md)."))] = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Adjudicate a game record turn by turn: each deal's verdict first, then turns, showdown and standings."""
    from . import replay_cmd  # the fast door (fast.py) runs the same body without typer

    raise typer.Exit(replay_cmd.command(file, json_out, brief=brief, sources=sources, quotes=quotes, deal=deal,
                                        quiet=quiet, odds=odds, house=house or (), what_if=what_if or ()))


@app.command(epilog=_epilog("stopbus rules dealer-skip", "stopbus rules 03",
                            "stopbus rules --search 'knocked out'",
                            codes="[bold]Exit codes[/]: 0 ok · 2 unknown rule id or section · "
                            "4 --verify found a quote missing from its seed"))
def rules(
    rule_id: Annotated[list[str] | None, typer.Argument(click_type=WORDS, metavar=N_("[ID|QUESTION]…"),
                                                        show_default=False, autocompletion=_rule_ids,
                                                        help=N_("A rule id (dealer-skip), a section number (03) or a "
                                                        "question (who deals next)."))] = None,
    search: Annotated[str | None, typer.Option("--search", metavar=N_("WORDS"), show_default=False,
                                               help=N_("Find rules by words in any order and any language; "
                                               "table words work too (knocked out, who deals)."))] = None,
    markdown: Annotated[bool, typer.Option("--markdown", help=N_("Print the whole rulebook as Markdown."))] = False,
    verify: Annotated[bool, typer.Option("--verify", help=N_("Check every quote against the seed texts "
                                         "(exit 4 when one is not found)."))] = False,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    quotes: Annotated[str | None, typer.Option("--quotes", metavar=N_("LANG"), show_default=False,
                                               autocompletion=_choices("en", "nl", "fr", "all"),
                                               help=N_("With ID: quote only en (000), nl (003) or fr (004), or all "
                                               "(default: the language's, when one is chosen; else all)."))] = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """The rulebook: every rule with its id, status and quoted sources (000, 003, 004; --game 31: 002)."""
    from ..ui.fronts import front_of
    from . import ask_cmd
    from . import game_opts as g

    answer_in_json(json_out)
    words, search = ask_cmd.rules_words(g.game_name(game), list(rule_id or []), search)
    chosen = [f for f, given in (("ID", bool(words)), ("--search", search is not None),
                                 ("--markdown", markdown), ("--verify", verify)) if given]
    if len(chosen) > 1:
        useless(chosen[1], _("together with {flag}: choose one").format(flag=chosen[0]))
    from ..core.registry import DEFAULT

    name = g.game_name(game)
    if [w.strip().lower() for w in words] == ["house"] and search is None:  # every game's house rules
        from . import house_cmd

        raise typer.Exit(house_cmd.run(json_out))
    if len(words) == 1 and words[0].strip().lower().startswith("house:") and not any(
            gm.rule(words[0].strip().lower()) for gm in _all_games()):
        from . import house_cmd

        raise typer.Exit(house_cmd.show(words[0], json_out) or 0)
    code = ask_cmd.rules_question(name, words, json_out)
    if code is not None:
        raise typer.Exit(code)
    one = words[0] if words else None
    book = g.chosen(game)
    if one is not None and name == DEFAULT:  # the default game: an id of another game's rulebook is its rule
        book = g.owner_of_rule(one, book)
    raise typer.Exit(front_of(book).rules_command(one, search, markdown, verify, json_out,
                                                   lang=quotes or RUN.quotes))


def _all_games() -> list[Any]:
    from ..core.registry import all_games

    return list(all_games())


@app.command(name="house", epilog=_epilog("stopbus house", "stopbus house --json", "stopbus rules house:top-run",
                                          codes="[bold]Exit codes[/]: 0 ok"))
def house_rules(json_out: JsonOpt = False, lang: LangOpt = None, color: ColorOpt = None) -> None:
    """Every game's house rules: the seeds' reading as each default, the alternatives, the passage departed from."""
    from . import house_cmd

    answer_in_json(json_out)
    raise typer.Exit(house_cmd.run(json_out))


@app.command(epilog=_epilog('stopbus ask "can the person who stopped the bus lose a token?"',
                            "stopbus ask wie deelt er na een ronde", "stopbus ask --game 31 tie lowest --json",
                            codes="[bold]Exit codes[/]: 0 ok, answered · 1 no rule of the game answers it · "
                            "2 the question cannot be read"))
def ask(
    question: Annotated[list[str] | None, typer.Argument(click_type=WORDS, metavar=N_("QUESTION…"), show_default=False,
                                                         help=N_("The question, in English, Dutch or French."))] = None,
    game: GameOpt = "brag",
    sources: Annotated[bool, typer.Option("--sources", help=N_("Quote every passage of the rule."))] = False,
    explain: Annotated[bool, typer.Option("--explain", help=N_("Also show how the answer was reached: the question's "
                                          "form, what was computed, the words and stored questions each rule "
                                          "matched."))] = False,
    house: Annotated[list[str] | None, typer.Option(
        "--house", metavar=N_("KEY=VALUE"), show_default=False,
        help=N_("Answer under a house rule of the table (repeatable), e.g. run-vs-flush=flush; `stopbus rules "
                "house` lists them. A house rule the question states wins."))] = None,
    json_out: JsonOpt = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", metavar=N_("LANG"), show_default=False, expose_value=False,
        autocompletion=_choices("en", "nl", "fr"),
        help=N_("en, nl or fr: the question's language and the answer's (default: the question's, detected)."))] = None,
    color: ColorOpt = None,
) -> None:
    """Answer a question about the rules: the answer first, then the rule id, its quote and related rules."""
    from . import ask_cmd
    from . import game_opts as g

    answer_in_json(json_out)
    raise typer.Exit(ask_cmd.run(list(question or []), g.game_name(game), RUN.lang, sources, json_out, explain,
                                 list(house or [])))


@app.command(epilog=_epilog("stopbus simulate --players 5 --seed 1 | stopbus replay - --brief",
                            "stopbus simulate --players 4 --summary --games 500 --strategy patient",
                            "stopbus simulate --game 31 --players 3 --table-view | stopbus replay -",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a bad option value"))
def simulate(
    players: Annotated[int | None, typer.Option("--players", metavar="N", show_default=False,
                                                 help=N_("Number of players, 2 to 17 (default 4); 31: as many as the "
                                                 "variant's deck deals (18 with jokers, 13 four-card)."))] = None,
    seed: Annotated[int, typer.Option("--seed", metavar="S", help=N_("Random seed: the same seed gives the same "
                                      "record."))] = 1,
    tokens: Annotated[int | None, typer.Option("--tokens", metavar="N", show_default=False,
                                               help=N_("Brag only: starting tokens for everyone (default 3)."))] = None,
    max_deals: Annotated[int, typer.Option("--max-deals", metavar="N",
                                           help=N_("Stop after this many deals (1 to 10,000, so that the record "
                                           "fits the 32 MiB cap)."))] = 500,
    strategy: Annotated[str | None, typer.Option("--strategy", metavar=N_("NAME"), show_default=False,
                                                 autocompletion=_choices("cautious", "pair", "flush", "eager",
                                                                          "patient", "steady"),
                                                 help=N_("Bot strategy: cautious, pair (default), flush, eager or "
                                                 "patient (31: cautious, steady or eager)."))] = None,
    names: Annotated[str | None, typer.Option("--names", metavar="A,B,…", show_default=False,
                                              help=N_("Comma-separated player names."))] = None,
    summary: Annotated[bool, typer.Option("--summary", help=N_("Play many games and print statistics."))] = False,
    games: Annotated[int | None, typer.Option("--games", metavar="G", show_default=False,
                                              help=N_("Games to play with --summary (default 200, at most "
                                              "1,000,000)."))] = None,
    json_out: Annotated[bool, typer.Option("--json", help=N_("With --summary: print the statistics as JSON "
                                           "(docs/json.md)."))] = False,
    game: GameOpt = "brag",
    variant: Annotated[list[str] | None, typer.Option("--variant", metavar=N_("NAME"), show_default=False,
                                                      autocompletion=_choices(*VARIANT_NAMES),
                                                      help=N_("31 only: blitz, four-card, jokers, pot "
                                                      "(repeat, or comma-separated)."),
                                                      rich_help_panel=GAMES_PANEL)] = None,
    score: ScoreOpt = None,
    blitz_31: Annotated[str | None, typer.Option("--blitz-31", metavar=N_("MODE"), show_default=False,
                                                 autocompletion=_choices("lives-back", "knockout"),
                                                 help=N_("31 only: lives-back or knockout."),
                                                 rich_help_panel=GAMES_PANEL)] = None,
    lives: Annotated[int | None, typer.Option("--lives", metavar="N", show_default=False,
                                              help=N_("31 only: starting lives, 1 to 1,000 (default 3)."),
                                              rich_help_panel=GAMES_PANEL)] = None,
    table_view: Annotated[bool, typer.Option("--table-view", help=N_("Write the record as the table saw it: no "
                                             "deck, the secret cards left out, the hands shown at each showdown "
                                             "(docs/scenario-format.md)."))] = False,
    workers: Annotated[int | None, typer.Option("--workers", metavar="N", show_default=False,
                                                help=N_("With --summary: processes to play the games on (default: "
                                                "the CPUs available); the statistics are the same for any N."))
                       ] = None,
    house: HouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Play whole games with simple bots and print the record as a scenario (deck mode, or as the table saw it)."""
    from ..core.protocol import Options
    from ..ui.fronts import front_of
    from . import game_opts as g

    answer_in_json(json_out)
    if not summary:
        if json_out:
            useless("--json", N_("without --summary (the record is YAML; replay it with `stopbus replay - --json`)"))
        if games is not None:
            useless("--games", N_("without --summary (one game is written as a record)"))
        if workers is not None:
            useless("--workers", N_("without --summary (one game is played in this process)"))
    elif table_view:
        useless("--table-view", N_("with --summary (it prints statistics, not a record)"))
    # --players is checked by each game against its own limit (Brag 17; 31: what the variant's deck deals)
    for flag, value, least, most in (("--max-deals", max_deals, 1, 10_000), ("--games", games, 1, 1_000_000),
                                     ("--lives", lives, 1, 1000), ("--workers", workers, 1, 1024)):
        if value is not None and not least <= value <= most:
            raise InputError(_("{flag} {value}: must be {least} to {most}").format(
                flag=flag, value=f"{value:,}", least=least, most=f"{most:,}"), token=str(value))
    n_games = 200 if games is None else games
    opts = Options(score=score, tokens=tokens, lives=lives, variants=tuple(variant or ()), blitz_31=blitz_31,
                   house=tuple(house or ()))
    front = front_of(g.chosen(game))
    raise typer.Exit(front.simulate_command(players, seed, max_deals, strategy, names, summary, n_games, json_out,
                                            table_view, opts, workers=workers))


@app.command(epilog=TABLE_WORDS_HELP + _epilog(
                            "stopbus table Ann Ben Cat --dealer Cat --tokens 2 --record tonight.yaml",
                            "stopbus table --game 31 Ann Ben Cat --dealer Cat --lives 3 --variant blitz",
                            "stopbus table --resume tonight.yaml",
                            codes=EXIT_CODES + " (without a terminal: a line was refused or unreadable)"))
def table(
    players: Annotated[list[str] | None, typer.Argument(click_type=WORDS, metavar=N_("[PLAYER]…"), show_default=False,
                                                        help=N_("The players in seating order (clockwise)."))] = None,
    dealer: Annotated[str | None, typer.Option("--dealer", metavar=N_("NAME"), show_default=False,
                                               help=N_("Who deals the first deal."))] = None,
    tokens: Annotated[int | None, typer.Option("--tokens", metavar="N", show_default=False,
                                               help=N_("Brag: starting tokens for everyone, 0 to 99 "
                                                       "(default 3)."))] = None,
    record: Annotated[str | None, typer.Option("--record", metavar=N_("FILE"), show_default=False,
                                               help=N_("The record file to write after every move "
                                               "(default stopbus-table-DATE.yaml)."))] = None,
    resume: Annotated[str | None, typer.Option("--resume", metavar=N_("FILE"), show_default=False,
                                               help=N_("Continue the game in this record file (its game: "
                                               "key says which game)."))] = None,
    game: Annotated[str | None, typer.Option("--game", metavar=N_("GAME"), show_default=False,
                                             autocompletion=lambda: list(_game_names()),
                                             help=N_("brag (the default) or thirty-one (alias 31)."))] = None,
    lives: Annotated[int | None, typer.Option("--lives", metavar="N", show_default=False,
                                              help=N_("31 only: starting lives, 1 to 1,000 (default 3)."),
                                              rich_help_panel=GAMES_PANEL)] = None,
    variant: Annotated[list[str] | None, typer.Option("--variant", metavar=N_("NAME"), show_default=False,
                                                      autocompletion=_choices(*VARIANT_NAMES),
                                                      help=N_("31 only: blitz, four-card, jokers, pot "
                                                      "(repeat, or comma-separated)."),
                                                      rich_help_panel=GAMES_PANEL)] = None,
    score: ScoreOpt = None,
    blitz_31: Annotated[str | None, typer.Option("--blitz-31", metavar=N_("MODE"), show_default=False,
                                                 autocompletion=_choices("lives-back", "knockout"),
                                                 help=N_("31 only: lives-back or knockout."),
                                                 rich_help_panel=GAMES_PANEL)] = None,
    house: HouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Referee a game live at the table: moves as said aloud, refusals with the rule, the record written as you go."""
    from . import table_cmd

    if resume is None:  # the config file's usual table, each value only where its flag is not given
        from ..ui.config import setting

        thirty_one = (game or "").lower() in ("31", "thirty-one")
        players = players or setting("players")
        tokens = tokens if tokens is not None or thirty_one else setting("tokens")
        lives = lives if lives is not None or not thirty_one else setting("lives")
    raise typer.Exit(table_cmd.main(list(players or []), dealer, record, resume, game,
                                    table_cmd.GameOptions(tokens, lives, variant or [], score, blitz_31,
                                                          list(house or []))))


@app.command(epilog=_epilog("stopbus serve", "stopbus serve --lan", "stopbus serve --port 0 --records ~/tables",
                            codes="[bold]Exit codes[/]: 0 ok, stopped by Ctrl-C · 2 a bad option, the port taken, or "
                            "the web extra missing"))
def serve(
    host: Annotated[str | None, typer.Option("--host", metavar="H", show_default=False,
                                             help=N_("The address to listen on (default 127.0.0.1; with --lan the "
                                             "default route's IPv4 address)."))] = None,
    port: Annotated[int, typer.Option("--port", metavar="N", help=N_("The port; 0 picks a free one and prints "
                                      "it."))] = 8765,
    lan: Annotated[bool, typer.Option("--lan", help=N_("Serve the phones of the local network: listen on the "
                                      "LAN address, print the URL with a random key and its QR code."))] = False,
    records: Annotated[str | None, typer.Option("--records", metavar=N_("DIR"), show_default=False,
                                                help=N_("The folder of the tables' records (default "
                                                "$XDG_DATA_HOME/stopbus/tables)."))] = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """A local web page for the phones at a table: ask, compare hands, read the rules, referee a game."""
    from . import serve_cmd

    raise typer.Exit(serve_cmd.run(host, port, lan, records))


@app.command(epilog=_epilog("stopbus schema > stopbus-record.schema.json",
                            "stopbus schema | python3 -m json.tool | head",
                            codes="[bold]Exit codes[/]: 0 ok"))
def schema(lang: LangOpt = None, color: ColorOpt = None) -> None:
    """Print the JSON Schema (draft 2020-12) of the record format, for editors and scripts."""
    from ..records.schema import schema_text
    from ..ui.output import write_out

    write_out(schema_text())


@app.command(epilog=_epilog("stopbus odds kd 9s 8s --players 3",
                            "stopbus odds 'Kd 9s 8s' --players 5 --seen '2c Jh' --json",
                            "stopbus odds --game 31 'Ks Qs 9s' --players 3",
                            codes="[bold]Exit codes[/]: 0 ok · 2 the input cannot be read (a bad card, a seen card "
                            "in the hand, a flag that does nothing)"))
def odds(
    hand: Annotated[list[str] | None, typer.Argument(click_type=WORDS, metavar=N_("HAND…"), show_default=False,
                                                     help=N_("Your three cards, quoted or not: 'Kd 9s 8s', kd 9s 8s."))
                    ] = None,
    players: Annotated[int | None, typer.Option("--players", metavar="N",
                                                help=N_("Hands at the showdown, yours included (2 to 17); "
                                                "with --table, one table size (default 2 to 9)."))] = None,
    seen: Annotated[str | None, typer.Option("--seen", metavar=N_("CARDS"),
                                             help=N_("Cards you saw that nobody holds: upcard, discards "
                                             "(last = top of the pile), in one argument."))] = None,
    model: Annotated[str, typer.Option("--model", metavar=N_("MODEL"), autocompletion=_choices("dealt", "play"),
                                       help=N_("dealt (default): the others' hands as "
                                       "dealt; play: each other player takes one final turn with a simulator "
                                       "bot."))] = "dealt",
    strategy: Annotated[str | None, typer.Option("--strategy", metavar="S", help=N_("Bot for --model play: cautious, "
                                                 "pair, flush, eager or patient (default pair)."))] = None,
    samples: Annotated[int | None, typer.Option("--samples", metavar="N", help=N_("Monte Carlo deals (default "
                                                "40,000: ±0.5 points; 10,000 per probed hand with --table; at "
                                                "most 10,000,000)."))] = None,
    seed: Annotated[int | None, typer.Option("--seed", metavar="N", help=N_("Random seed of the Monte Carlo estimate "
                                             "(default 1)."))] = None,
    table: Annotated[bool, typer.Option("--table", help=N_("The stop-threshold table: the weakest hand worst at "
                                        "most 50%, 25%, 10%, 5% of the time (--game 31: the lowest score to "
                                        "knock on)."))] = False,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
    house: RankHouseOpt = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """The chance that HAND is the worst (and the best) of N hands at the showdown: exact for 2 and 3 players,
    a seeded Monte Carlo estimate with its 95% interval beyond (--game 31: the chance its score is the joint
    lowest, ties losing)."""
    from ..core.protocol import Options
    from ..ui.fronts import front_of
    from . import game_opts as g

    answer_in_json(json_out)
    text = " ".join(hand) if hand else None
    chosen = g.chosen(game)
    opts = Options(score=score, four_card=four_card, jokers=jokers, house=tuple(house or ()))
    g.refuse_foreign(chosen, opts)
    front = front_of(chosen)
    raise typer.Exit(front.odds_command(text, players, seen, model, strategy, samples, seed, table, json_out, opts))


@app.command(epilog=_epilog("stopbus config", "stopbus config --json",
                            codes="[bold]Exit codes[/]: 0 ok · 2 the config file cannot be read"))
def config(json_out: JsonOpt = False, lang: LangOpt = None, color: ColorOpt = None) -> None:
    """Where the config file is read from ($XDG_CONFIG_HOME/stopbus/config.toml) and what it sets."""
    from ..ui.config import KEYS, load
    from ..ui.output import console, print_json, safe

    answer_in_json(json_out)
    cfg = load()
    if json_out:
        print_json({"path": str(cfg.path), "exists": cfg.exists, "settings": cfg.values,
                    "keys": {k: v.means for k, v in KEYS.items()}})
        return
    con = console()
    state = _("read") if cfg.exists else _("not found: nothing set")
    con.print(_("Config file: {path} ({state})").format(path=safe(str(cfg.path)), state=state))
    if cfg.exists and not cfg.values:
        con.print(_("It sets nothing."))
    for key, value in cfg.values.items():
        shown = ", ".join(value) if isinstance(value, list) else str(value).lower()
        con.print(f"  {key} = {safe(shown)}  ({safe(KEYS[key].means)})")
    unset = [k for k in KEYS if k not in cfg.values]
    if unset:
        con.print(_("Keys it may set: {keys} (stopbus config -h); a flag on the command line wins.").format(
            keys=", ".join(unset)))


@app.command(name="help", epilog=_epilog("stopbus help replay", "stopbus help", codes="[bold]Exit codes[/]: 0 ok · "
                                         "2 no such command"))
def help_(
    command: Annotated[list[str] | None, typer.Argument(click_type=WORDS, metavar=N_("[COMMAND]"), show_default=False,
                                                        autocompletion=lambda incomplete: [c for c in COMMAND_NAMES
                                                                                         if c.startswith(incomplete)],
                                                        help=N_("The command to explain (none: every command)."))
                       ] = None,
    lang: LangOpt = None,
    color: ColorOpt = None,
) -> None:
    """Show a command's help: `stopbus help CMD` is `stopbus CMD -h`."""
    raise typer.Exit(run_app([*(command or []), "--help"]))


SUMMARIES = {
    "rank": N_("Rank one hand: its category, class and how many hands it beats."),
    "compare": N_("Order hands best first: who would lose the token, and why."),
    "hands": N_("The ranking table: categories best first, counts, chances."),
    "replay": N_("Adjudicate a game record: each deal's verdict, then its turns."),
    "rules": N_("The rulebook: every rule with its id and quoted sources."),
    "house": N_("Every game's house rules: the default and the alternatives."),
    "ask": N_("Answer a question about the rules, with the rule and its quote."),
    "simulate": N_("Play whole games with simple bots and print the record."),
    "table": N_("Referee a game live at the table, writing the record as you go."),
    "serve": N_("A local web page for the phones at the table (the web extra)."),
    "schema": N_("Print the JSON Schema of the record format."),
    "odds": N_("The chance that a hand is the worst (and the best) at a showdown."),
    "config": N_("Where the config file is read from and what it sets."),
    "help": N_("Show a command's help: `stopbus help CMD` is `stopbus CMD -h`."),
}
"""Each command's one line in `stopbus -h` (at most 64 characters: one line each at 80 columns); its own `-h`, the
man page and docs/cli.md give the whole description."""
for _command in app.registered_commands:
    _command.short_help = SUMMARIES[str(_command.name or getattr(_command.callback, "__name__", ""))]

COMMAND_NAMES = ["rank", "compare", "hands", "replay", "rules", "simulate", "table", "serve", "schema", "odds",
                 "config", "help"]
"""The commands, for the completion of `stopbus help`."""


def _show_plain(e: Any) -> None:
    """The parser's usage error as one line on stderr, as every error is (`error: MESSAGE (see 'stopbus CMD
    -h')`), with click's did-you-mean when it has one; the typed argument's control characters escaped and a very
    long one cut."""
    from ..core.text import cut
    from ..ui.output import err_line

    ctx = getattr(e, "ctx", None)
    path = getattr(ctx, "command_path", "") or "stopbus"
    message = parser_words.usage_error(" ".join(str(e.format_message()).split("\n")).strip())
    err_line(_("error: {message} (see '{command} -h')").format(message=cut(message, 300), command=path))


FAST = True
"""The fast-path switch (docs/performance.md, "Fast paths"): `main` runs a copy of the app holding only
the command named first (see `_app_for`); tests/test_fast_paths.py compares it with the whole app. It gains
about 1.1x of a `stopbus rank`, under the 1.3x a fast path must gain, and stays for the start-up budget:
without it a typer command starts up to 5-7% later than before the restructure (bench/bench_startup.py)."""


def _app_for(args: list[str]) -> typer.Typer:
    """The app to run for `args`: the whole app, or (fast path) a copy holding only the
    command named first, which typer alone then turns into click parameters.

    typer converts every command's signature at each start, much of what `stopbus rank` adds to its
    bare imports (bench/bench_ranking.py). The copy keeps the app's
    settings and callback, plus a hidden stand-in command so that it stays a group with the same
    usage lines and errors; --help and anything but an exact command name take the whole app.
    tests/test_fast_paths.py runs many command lines both ways and compares the answers.
    """
    if not FAST or not args or "--help" in args or app.registered_groups:
        return app
    chosen = [c for c in app.registered_commands
              if str(c.name or getattr(c.callback, "__name__", "")).lower().replace("_", "-") == args[0]]
    if len(chosen) != 1:
        return app
    import copy

    standin = typer.Typer()
    standin.command(name="\x00stand-in", hidden=True)(_stand_in)
    one = copy.copy(app)
    one.registered_commands = [*chosen, *standin.registered_commands]
    return one


def _stand_in() -> None:
    """Never run: it only keeps a one-command copy of the app a group (see `_app_for`)."""



def run_app(args: list[str]) -> int:
    """Run the typer app on `args` and return the exit code; the parser's own answers are given here.

    typer.Exit (--version, a command's code) gives its code; a usage error prints its usage message
    (one JSON value too under --json) and is exit 2; click's Abort (end of input at a prompt) is
    answered as Ctrl-C. Everything a command raises goes on to `cli.answer`, the one error handler.
    """
    if not args or "--help" in args or "-h" in args:  # help into a closed pipe is exit 141 like any answer
        from ..ui.output import guard_rich

        guard_rich()
    parser_words.set_rich_words()
    try:
        rv = _app_for(args)(args=args, prog_name="stopbus", standalone_mode=False)
    except typer.Exit as e:
        return int(e.exit_code or 0)
    except typer.Abort:
        raise KeyboardInterrupt from None
    except StopbusError:
        raise
    except Exception as e:
        if not (hasattr(e, "show") and hasattr(e, "exit_code")):  # not the parser's usage error
            raise
        if RUN.json:
            from ..ui.output import print_json

            usage = parser_words.usage_error(e.format_message() if hasattr(e, "format_message") else str(e))
            print_json({"exit_code": int(ExitCode.INPUT), "error": {
                "kind": "usage", "rule": None, "deal": None, "turn": None, "line": None,
                "message": usage}, **RUN.json_extra})
        _show_plain(e)
        return ExitCode.INPUT
    return rv if isinstance(rv, int) else 0
