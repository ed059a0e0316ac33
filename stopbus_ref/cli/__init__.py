"""The `stopbus` command line: a thin Typer layer over the pure core.

Every domain error is caught once in `main`, printed as one line on stderr and turned into
the spec's exit code; heavy modules are imported inside the commands that need them.
"""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer

from ..errors import EXIT_INPUT, InputError, StopbusError

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare "
    "hands, replay game records, explain every ruling with citations.",
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


def _label_and_hand(arg: str) -> tuple[str | None, str]:
    if "=" in arg:
        label, _, text = arg.partition("=")
        return (label.strip() or None), text
    return None, arg


@app.command()
def rank(
    hand: Annotated[str, typer.Argument(help="Three cards, e.g. '8c 9c 10c', or - to read one hand per line.")],
    json_out: JsonOpt = False,
) -> None:
    """Rank one hand: category, class 1..741, and how many of the 22,100 hands it beats."""
    from . import rank_cmd as commands

    if hand == "-":
        raise typer.Exit(commands.rank_stream(sys.stdin, json_out))
    commands.rank_one(hand, json_out)


@app.command()
def compare(
    hands: Annotated[list[str], typer.Argument(help="Two or more hands, optionally labelled: Ann='8c 9c 10c'.")],
    json_out: JsonOpt = False,
) -> None:
    """Order hands best first, say who would lose the token and why each hand beats the next."""
    from . import rank_cmd as commands

    commands.compare(hands, json_out)


@app.command()
def hands(
    classes: Annotated[bool, typer.Option("--classes", help="List all 741 rank classes in order.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """The ranking table: six categories best first with counts and probabilities."""
    from . import rank_cmd as commands

    commands.hands_table(classes, json_out)


@app.command()
def replay(
    file: Annotated[str, typer.Argument(help="Scenario YAML file, or - for stdin.")],
    json_out: JsonOpt = False,
    brief: Annotated[bool, typer.Option("--brief", help="Leave out the Sources section.")] = False,
    deal: Annotated[int | None, typer.Option("--deal", help="Show only deal N.", min=1)] = None,
) -> None:
    """Adjudicate a game record turn by turn: rulings, showdown, tokens, next dealer, winner."""
    from . import replay_cmd

    raise typer.Exit(replay_cmd.run(file, json_out, brief, deal))


@app.command()
def rules(
    rule_id: Annotated[str | None, typer.Argument(help="A rule id, e.g. dealer-skip.")] = None,
    search: Annotated[str | None, typer.Option("--search", help="Find rules by a word, in any language.")] = None,
    markdown: Annotated[bool, typer.Option("--markdown", help="Print the whole rulebook as Markdown.")] = False,
    verify: Annotated[bool, typer.Option("--verify", help="Check every quote against the seed texts.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """The rulebook: every rule with its id, status and quoted sources (000, 003, 004)."""
    from . import rules_cmd

    raise typer.Exit(rules_cmd.run(rule_id, search, markdown, verify, json_out))


@app.command()
def simulate(
    players: Annotated[int, typer.Option("--players", help="Number of players, 2 to 17.")] = 4,
    seed: Annotated[int, typer.Option("--seed", help="Random seed: the same seed gives the same record.")] = 1,
    tokens: Annotated[int, typer.Option("--tokens", help="Starting tokens for everyone.")] = 3,
    max_deals: Annotated[int, typer.Option("--max-deals", help="Stop after this many deals.", min=1)] = 500,
    strategy: Annotated[str, typer.Option("--strategy", help="Bot strategy: cautious, pair, flush or eager.")] = "pair",
    names: Annotated[str | None, typer.Option("--names", help="Comma-separated player names.")] = None,
    summary: Annotated[bool, typer.Option("--summary", help="Play many games and print statistics.")] = False,
    games: Annotated[int, typer.Option("--games", help="Games to play with --summary.", min=1)] = 200,
    json_out: JsonOpt = False,
) -> None:
    """Play whole games with simple bots and print the record as a scenario (deck mode)."""
    from . import simulate_cmd

    raise typer.Exit(simulate_cmd.run(players, seed, tokens, max_deals, strategy, names, summary, games, json_out))


@app.command()
def odds(
    hand: Annotated[list[str] | None, typer.Argument(metavar="HAND…", show_default=False,
                                                     help="Your three cards, quoted or not: 'Kd 9s 8s', kd 9s 8s.")
                    ] = None,
    players: Annotated[int | None, typer.Option("--players", help="Hands at the showdown, yours included (2 to 17); "
                                                "with --table, one table size (default 2 to 9).")] = None,
    seen: Annotated[str | None, typer.Option("--seen", help="Cards you saw that nobody holds: upcard, discards "
                                             "(last = top of the pile), in one argument.")] = None,
    model: Annotated[str, typer.Option("--model", help="dealt: the others' hands as dealt; play: each other "
                                       "player takes one final turn with a simulator bot.")] = "dealt",
    strategy: Annotated[str | None, typer.Option("--strategy", help="Bot for --model play: cautious, pair, "
                                                 "flush, eager or patient (default pair).")] = None,
    samples: Annotated[int | None, typer.Option("--samples", help="Monte Carlo deals (default 40,000: "
                                                "±0.5 points; 10,000 per probed hand with --table).")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Random seed of the Monte Carlo estimate "
                                             "(default 1).")] = None,
    table: Annotated[bool, typer.Option("--table", help="The stop-threshold table: the weakest hand worst at "
                                        "most 50%, 25%, 10%, 5% of the time.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """The chance that HAND is the worst (and the best) of N hands at the showdown: exact for 2 and 3 players,
    a seeded Monte Carlo estimate with its 95% interval beyond.

    \b
    Examples:
      stopbus odds "Kd 9s 8s" --players 3
      stopbus odds "Kd 9s 8s" --players 5 --seen "2c Jh" --json
      stopbus odds --table --players 4

    \b
    Exit codes: 0 answered, 2 unreadable input (a bad card, a seen card in the hand, too many players).
    """
    from . import odds_cmd

    text = " ".join(hand) if hand else None
    raise typer.Exit(odds_cmd.run(text, players, seen, model, strategy, samples, seed, table, json_out))


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
