"""The `stopbus` command line: a thin Typer layer over the pure core.

Every domain error is caught once in `main`, printed as one line on stderr and turned into
the spec's exit code; heavy modules are imported inside the commands that need them.
"""

from __future__ import annotations

import os
import sys
from typing import Annotated, Any

import typer

from ..errors import EXIT_INPUT, InputError, StopbusError

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

    TyperArgument.make_metavar = make_metavar  # type: ignore[method-assign,assignment]


_plain_metavar()

EXIT_CODES = "[bold]Exit codes[/]: 0 ok · 1 a rule of the game is broken · 2 the input cannot be read"


def _epilog(*examples: str, codes: str = EXIT_CODES) -> str:
    """Examples and exit codes under a command's help (one paragraph per example keeps its line)."""
    return "[bold]Examples[/]\n\n" + "\n\n".join(f"  $ {e}" for e in examples) + "\n\n" + codes


app = typer.Typer(
    no_args_is_help=True,
    add_completion=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare "
    "hands, replay game records, explain every ruling with citations.",
    epilog=_epilog("stopbus rank ah kh qh", "stopbus replay scenarios/01-worked-final-turn.yaml",
                   "stopbus rules --search who deals",
                   codes=EXIT_CODES + " · 3 a record's own expect is not met"),
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of text (shapes: docs/json.md).")]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="Print only the answer: the loser's (or winner's) name.")]


def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"stopbus {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print the version and exit.", callback=_version,
                                          is_eager=True)] = False,
) -> None:
    """Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare hands, replay game
    records, explain every ruling with citations."""


def _useless(flag: str, why: str) -> None:
    """A flag that would do nothing here is an error, not silence."""
    raise InputError(f"{flag} does nothing {why}")


def _label_and_hand(arg: str) -> tuple[str | None, str]:
    if "=" in arg:
        label, _, text = arg.partition("=")
        return (label.strip() or None), text
    return None, arg


@app.command(epilog=_epilog("stopbus rank ah kh qh", "stopbus rank '8♣–9♣–10♣' --json",
                            "printf 'ah kh qh\\n2c 3d 5h\\n' | stopbus rank - --json",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a hand cannot be read (with -, some line failed)"))
def rank(
    hand: Annotated[list[str], typer.Argument(metavar="HAND…", show_default=False,
                                              help="Three cards, quoted or not (ah kh qh, '8c 9c 10c', 8c9c10c), "
                                              "or - to read one hand per line from stdin.")],
    json_out: JsonOpt = False,
) -> None:
    """Rank one hand: category, class 1..741, and how many of the 22,100 hands it beats."""
    from . import rank_cmd as commands

    if hand == ["-"]:
        raise typer.Exit(commands.rank_stream(sys.stdin, json_out))
    commands.rank_one(" ".join(hand), json_out)


@app.command(epilog=_epilog("stopbus compare Ann='8c 9c 10c' Ben='ad ah 6s' Cat='ks js 7s'",
                            "stopbus compare -q 'qd 8d 5d' 'qc 8c 5c'",
                            "printf 'Ann=8c 9c 10c\\nBen=ad ah 6s\\n' | stopbus compare -",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a hand cannot be read"))
def compare(
    hands: Annotated[list[str], typer.Argument(metavar="HAND…", show_default=False,
                                               help="Two or more hands, optionally labelled (Ann='8c 9c 10c'), "
                                               "or - to read one hand per line (label=hand) from stdin.")],
    json_out: JsonOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Order hands best first, say who would lose the token and why each hand beats the next."""
    from . import rank_cmd as commands

    if quiet and json_out:
        _useless("-q/--quiet", "with --json (the JSON names the loser)")
    if hands == ["-"]:
        hands = [line.strip() for line in sys.stdin if line.strip() and not line.lstrip().startswith("#")]
    commands.compare(hands, json_out, quiet=quiet)


@app.command(epilog=_epilog("stopbus hands", "stopbus hands --classes", "stopbus hands --json",
                            codes="[bold]Exit codes[/]: 0 ok"))
def hands(
    classes: Annotated[bool, typer.Option("--classes", help="List all 741 rank classes in order.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """The ranking table: six categories best first with counts and probabilities."""
    from . import rank_cmd as commands

    commands.hands_table(classes, json_out)


@app.command(epilog=_epilog("stopbus replay scenarios/01-worked-final-turn.yaml",
                            "stopbus replay game.yaml --sources --lang nl",
                            "stopbus simulate --players 5 --seed 1 | stopbus replay - --brief",
                            codes=EXIT_CODES + " · 3 the record's own expect is not met"))
def replay(
    file: Annotated[str, typer.Argument(metavar="FILE", help="Scenario YAML file, or - for stdin.")],
    json_out: JsonOpt = False,
    brief: Annotated[bool, typer.Option("--brief", help="Print only the verdict lines: one per deal, then the "
                                        "winner or the standings.")] = False,
    sources: Annotated[bool, typer.Option("--sources", help="Quote the rule texts under each ruling.")] = False,
    lang: Annotated[str | None, typer.Option("--lang", metavar="LANG", show_default=False,
                                             autocompletion=lambda: ["en", "nl", "fr", "all"],
                                             help="Language of the quotes: en (000), nl (003), fr (004) or all. "
                                             "Default: en, or nl/fr when LC_ALL/LANG is Dutch/French.")] = None,
    deal: Annotated[int | None, typer.Option("--deal", metavar="N", help="Show only deal N (1 or more).")] = None,
    quiet: QuietOpt = False,
) -> None:
    """Adjudicate a game record turn by turn: each deal's verdict first, then turns, showdown and standings."""
    from ..quotes import LANG_CHOICES, default_lang
    from . import replay_cmd

    if lang is not None and lang.lower() not in LANG_CHOICES:
        raise InputError(f"--lang {lang!r}: choose one of {', '.join(LANG_CHOICES)}", token=lang)
    if deal is not None and deal < 1:
        raise InputError(f"--deal {deal}: deals are numbered from 1", token=str(deal))
    if json_out:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None),
                            ("-q/--quiet", quiet)):
            if given:
                _useless(flag, "with --json (the JSON holds everything; quotes via `stopbus rules ID --json`)")
    if quiet:
        for flag, given in (("--brief", brief), ("--sources", sources), ("--lang", lang is not None)):
            if given:
                _useless(flag, "with -q/--quiet (it prints only a name)")
    if brief and sources:
        _useless("--sources", "with --brief (verdict lines have no rulings to quote)")
    raise typer.Exit(replay_cmd.run(file, json_out, brief, deal, sources=sources,
                                    lang=(lang or default_lang()).lower(), quiet=quiet))


@app.command(epilog=_epilog("stopbus rules dealer-skip", "stopbus rules 03",
                            "stopbus rules --search 'knocked out'",
                            codes="[bold]Exit codes[/]: 0 ok · 1 --verify found a quote missing from its seed · "
                            "2 unknown rule id"))
def rules(
    rule_id: Annotated[str | None, typer.Argument(metavar="[ID]", show_default=False,
                                                  help="A rule id (dealer-skip) or a section number (03).")] = None,
    search: Annotated[str | None, typer.Option("--search", metavar="WORDS", show_default=False,
                                               help="Find rules by words in any order and any language; "
                                               "table words work too (knocked out, who deals).")] = None,
    markdown: Annotated[bool, typer.Option("--markdown", help="Print the whole rulebook as Markdown.")] = False,
    verify: Annotated[bool, typer.Option("--verify", help="Check every quote against the seed texts.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """The rulebook: every rule with its id, status and quoted sources (000, 003, 004)."""
    from . import rules_cmd

    chosen = [f for f, given in (("ID", rule_id is not None), ("--search", search is not None),
                                 ("--markdown", markdown), ("--verify", verify)) if given]
    if len(chosen) > 1:
        _useless(chosen[1], f"together with {chosen[0]}: choose one")
    if markdown and json_out:
        _useless("--json", "with --markdown")
    raise typer.Exit(rules_cmd.run(rule_id, search, markdown, verify, json_out))


@app.command(epilog=_epilog("stopbus simulate --players 5 --seed 1 > game.yaml",
                            "stopbus simulate --players 5 --seed 1 | stopbus replay - --brief",
                            "stopbus simulate --players 4 --summary --games 500 --strategy patient",
                            codes="[bold]Exit codes[/]: 0 ok · 2 a bad option value"))
def simulate(
    players: Annotated[int, typer.Option("--players", metavar="N", help="Number of players, 2 to 17.")] = 4,
    seed: Annotated[int, typer.Option("--seed", metavar="S", help="Random seed: the same seed gives the same "
                                      "record.")] = 1,
    tokens: Annotated[int, typer.Option("--tokens", metavar="N", help="Starting tokens for everyone.")] = 3,
    max_deals: Annotated[int, typer.Option("--max-deals", metavar="N",
                                           help="Stop after this many deals (1 or more).")] = 500,
    strategy: Annotated[str, typer.Option("--strategy", metavar="NAME",
                                          autocompletion=lambda: ["cautious", "pair", "flush", "eager", "patient"],
                                          help="Bot strategy: cautious, pair, flush, eager or patient.")] = "pair",
    names: Annotated[str | None, typer.Option("--names", metavar="A,B,…", show_default=False,
                                              help="Comma-separated player names.")] = None,
    summary: Annotated[bool, typer.Option("--summary", help="Play many games and print statistics.")] = False,
    games: Annotated[int | None, typer.Option("--games", metavar="G", show_default=False,
                                              help="Games to play with --summary (default 200).")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="With --summary: print the statistics as JSON "
                                           "(docs/json.md).")] = False,
) -> None:
    """Play whole games with simple bots and print the record as a scenario (deck mode)."""
    from . import simulate_cmd

    if not summary:
        if json_out:
            _useless("--json", "without --summary (the record is YAML; replay it with `stopbus replay - --json`)")
        if games is not None:
            _useless("--games", "without --summary (one game is written as a record)")
    for flag, value in (("--max-deals", max_deals), ("--games", games)):
        if value is not None and value < 1:
            raise InputError(f"{flag} {value}: must be 1 or more", token=str(value))
    raise typer.Exit(simulate_cmd.run(players, seed, tokens, max_deals, strategy, names, summary,
                                      200 if games is None else games, json_out))


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the app, turning domain errors into one line and an exit code.

    Usage errors from the command-line parser print their usage message (exit 2); anything
    unexpected is reported as an internal error in one line, never as a traceback
    (STOPBUS_DEBUG=1 re-raises it).
    """
    from ..output import make_streams_safe

    make_streams_safe()
    try:
        rv = app(args=argv, prog_name="stopbus", standalone_mode=False)
    except StopbusError as err:
        sys.stderr.write(f"error: {err.one_line()}\n")
        return err.exit_code
    except typer.Exit as e:
        return int(e.exit_code or 0)
    except (typer.Abort, KeyboardInterrupt):
        sys.stderr.write("aborted\n")
        return 130
    except Exception as e:
        if hasattr(e, "show") and hasattr(e, "exit_code"):  # the parser's usage errors
            e.show()
            return EXIT_INPUT
        if os.environ.get("STOPBUS_DEBUG"):
            raise
        sys.stderr.write(f"internal error (a bug in stopbus, please report it): {type(e).__name__}: {e}\n")
        return 70
    return rv if isinstance(rv, int) else 0


def run() -> None:
    """Console-script wrapper."""
    sys.exit(main())


__all__ = ["InputError", "app", "main", "run"]
