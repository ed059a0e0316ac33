"""The `stopbus` command line: a thin Typer layer over the pure core.

Every error is answered in one place: commands raise, `main` catches, and `report` prints it
(one line on stderr naming the source, plus one JSON value on stdout under --json) and gives
the exit code (`errors.ExitCode` names them all). Heavy modules are imported inside the
commands that need them.

Start-up (issue 13, bench/bench_ranking.py): no `from __future__ import annotations` here, since
typer would evaluate every annotation string with `typing.get_type_hints` at each start (about
7 ms of a `stopbus rank`); no dataclass built at import; json, rich tables and the commands'
modules are imported only by the command that needs them.
"""

import errno
import os
import sys
from typing import Annotated, Any

import typer

from ..errors import ExitCode, ExpectMismatch, InputError, StopbusError


class _Run:
    """What the running command asked for, so that `report` answers in its format."""

    def __init__(self) -> None:
        self.json = False
        self.json_extra: dict[str, Any] = {}


RUN = _Run()


def answer_in_json(json_out: bool, **extra: Any) -> None:
    """Called by a command first: errors are then answered as one JSON value (with `extra` keys)."""
    RUN.json = json_out
    RUN.json_extra = extra


def report(err: StopbusError, *, json_out: bool | None = None) -> int:
    """Print an error once: one JSON value (unless the answer already holds it) and one stderr line.

    The stderr line is `error: SOURCE:LINE: message [rule]` (`expect:` for an expect that is
    not met); control characters in it are escaped. Returns the error's exit code.
    """
    from ..output import err_line, print_json

    as_json = RUN.json if json_out is None else json_out
    if as_json and not err.reported:
        from ..report import error_json

        print_json({"exit_code": int(err.exit_code), "error": error_json(err), **RUN.json_extra})
    prefix = "expect" if isinstance(err, ExpectMismatch) else "error"
    err_line(f"{prefix}: {err.one_line(err.source)}")
    return int(err.exit_code)

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Reference adjudicator for Stop the Bus (Brag draw-and-discard form): rank and compare "
    "hands, replay game records, explain every ruling with citations.",
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
# The second game (seed 002, the 31-point Stop the Bus), used only when chosen; bodies in thirty_one_cmd.py.
GameOpt = Annotated[str, typer.Option("--game", help="brag (the default) or thirty-one (alias 31).")]
ScoreOpt = Annotated[str | None, typer.Option("--score", help="31 only: represented (002, default) or best-suit.")]
FourOpt = Annotated[bool, typer.Option("--four-card", help="31 only: four-card hands.")]
JokersOpt = Annotated[bool, typer.Option("--jokers", help="31 only: allow the jokers RJ and BJ.")]


@app.command()
def rank(
    hand: Annotated[str, typer.Argument(help="Three cards, e.g. '8c 9c 10c', or - to read one hand per line.")],
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
) -> None:
    """Rank one hand: category, class 1..741, and how many of the 22,100 hands it beats (--game 31: its score)."""
    from . import game_opts as g
    from . import rank_cmd as commands

    answer_in_json(json_out)
    if g.game_name(game) == "thirty-one":
        from . import thirty_one_cmd as t31

        mode = g.score_mode(score)
        if hand == "-":
            raise typer.Exit(t31.rank_stream31(commands.stdin_lines(), json_out, mode, four_card, jokers))
        return t31.rank_one31(hand, json_out, mode, four_card, jokers)
    g.brag_only_options(score, four_card, jokers)
    if hand == "-":
        raise typer.Exit(commands.rank_stream(commands.stdin_lines(), json_out))
    commands.rank_one(hand, json_out)


@app.command()
def compare(
    hands: Annotated[list[str], typer.Argument(help="Two or more hands, optionally labelled: Ann='8c 9c 10c'.")],
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
) -> None:
    """Order hands best first, say who would lose the token and why each hand beats the next."""
    from . import game_opts as g
    from . import rank_cmd as commands

    answer_in_json(json_out)
    if g.game_name(game) == "thirty-one":
        from . import thirty_one_cmd as t31

        return t31.compare31(hands, json_out, g.score_mode(score), four_card, jokers)
    g.brag_only_options(score, four_card, jokers)
    commands.compare(hands, json_out)


@app.command()
def hands(
    classes: Annotated[bool, typer.Option("--classes", help="List all 741 rank classes in order.")] = False,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    score: ScoreOpt = None,
    four_card: FourOpt = False,
    jokers: JokersOpt = False,
) -> None:
    """The ranking table: six categories best first with counts and probabilities (--game 31: scores)."""
    from . import game_opts as g
    from . import rank_cmd as commands

    answer_in_json(json_out)
    if g.game_name(game) == "thirty-one":
        from . import thirty_one_cmd as t31

        return t31.hands31(json_out, g.score_mode(score), four_card, jokers)
    g.brag_only_options(score, four_card, jokers)
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

    answer_in_json(json_out, winner=None, deals=[])
    raise typer.Exit(replay_cmd.run(file, json_out, brief, deal))


@app.command()
def rules(
    rule_id: Annotated[str | None, typer.Argument(help="A rule id, e.g. dealer-skip.")] = None,
    search: Annotated[str | None, typer.Option("--search", help="Find rules by a word, in any language.")] = None,
    markdown: Annotated[bool, typer.Option("--markdown", help="Print the whole rulebook as Markdown.")] = False,
    verify: Annotated[bool, typer.Option("--verify", help="Check every quote against the seed texts "
                                         "(exit 4 when one is not found).")] = False,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
) -> None:
    """The rulebook: every rule with its id, status and quoted sources (000, 003, 004; --game 31: 002)."""
    from . import game_opts as g
    from . import rules_cmd

    answer_in_json(json_out)
    if g.game_name(game) == "thirty-one":
        from . import thirty_one_cmd as t31

        raise typer.Exit(t31.rules31(rule_id, search, markdown, verify, json_out))
    raise typer.Exit(rules_cmd.run(rule_id, search, markdown, verify, json_out))


@app.command()
def simulate(
    players: Annotated[int | None, typer.Option("--players", help="Number of players, 2 to 17 (default 4).",
                                                 min=2, max=17)] = None,
    seed: Annotated[int, typer.Option("--seed", help="Random seed: the same seed gives the same record.")] = 1,
    tokens: Annotated[int, typer.Option("--tokens", help="Starting tokens for everyone.")] = 3,
    max_deals: Annotated[int, typer.Option("--max-deals", help="Stop after this many deals (at most 10,000, "
                                           "so that the record fits the 32 MiB cap).", min=1, max=10_000)] = 500,
    strategy: Annotated[str | None, typer.Option("--strategy", help="Bot strategy: cautious, pair, flush or eager "
                                                  "(31: cautious, steady or eager).")] = None,
    names: Annotated[str | None, typer.Option("--names", help="Comma-separated player names.")] = None,
    summary: Annotated[bool, typer.Option("--summary", help="Play many games and print statistics.")] = False,
    games: Annotated[int, typer.Option("--games", help="Games to play with --summary.", min=1,
                                       max=1_000_000)] = 200,
    json_out: JsonOpt = False,
    game: GameOpt = "brag",
    variant: Annotated[list[str] | None, typer.Option("--variant", help="31 only: blitz, four-card, jokers, pot "
                                                      "(repeat, or comma-separated).")] = None,
    score: ScoreOpt = None,
    blitz_31: Annotated[str | None, typer.Option("--blitz-31", help="31 only: lives-back or knockout.")] = None,
    lives: Annotated[int, typer.Option("--lives", help="31 only: starting lives.", min=1, max=1000)] = 3,
) -> None:
    """Play whole games with simple bots and print the record as a scenario (deck mode)."""
    from . import game_opts as g
    from . import simulate_cmd

    answer_in_json(json_out)
    if g.game_name(game) == "thirty-one":
        from . import thirty_one_cmd as t31

        raise typer.Exit(t31.simulate31(players, seed, lives, max_deals, strategy, names, summary, games, json_out,
                                        variant or [], score, blitz_31))
    raise typer.Exit(simulate_cmd.run(4 if players is None else players, seed, tokens, max_deals,
                                      strategy or "pair", names, summary, games, json_out))


def _argv() -> list[str]:
    """The arguments as the user typed them: bytes the locale could not decode (LC_ALL=C) are read
    as UTF-8, and bytes that are not UTF-8 either are shown as \\xff escapes, never as
    lone surrogates that would corrupt the output."""
    out = []
    for arg in sys.argv[1:]:
        try:
            raw = os.fsencode(arg)
        except UnicodeError:
            out.append(arg)
            continue
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            out.append(raw.decode("utf-8", "backslashreplace"))
    return out


_OUTPUT_ERRNOS = {errno.ENOSPC, errno.EBADF, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EPIPE}
"""errno values of a failed write to stdout (disk full, closed descriptor, device error)."""


class _ClosedStream:
    """Stands for stdout when the process started with it closed: every write is an I/O error."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        raise OSError(9, "stdout is closed")

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError(9, "stdout is closed")


class _PlainStderr:
    """stderr for the parser's usage messages, which quote the typed argument: control characters
    escaped, a very long line cut."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        from ..output import plain
        from ..records.loader import cut

        return int(self.stream.write("\n".join(plain(cut(line, 300)) for line in text.split("\n"))))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _show_plain(e: Any) -> None:
    """The parser's usage error on stderr, with the typed argument's control characters escaped."""
    saved = sys.stderr
    sys.stderr = _PlainStderr(saved)
    try:
        e.show()
    except (OSError, ValueError, AttributeError):
        pass
    finally:
        sys.stderr = saved


def _finish(code: int) -> int:
    """Flush stdout; output that could not be written is an I/O error, a vanished reader is 141."""
    from ..output import OutputClosed, err_line, silence_stdout

    try:
        try:
            sys.stdout.flush()
        except BrokenPipeError:
            silence_stdout()
            raise OutputClosed from None
    except OutputClosed:
        return ExitCode.BROKEN_PIPE
    except (OSError, ValueError) as e:
        silence_stdout()
        err_line(f"error: cannot write the output: {getattr(e, 'strerror', None) or e}")
        return ExitCode.IO
    return code


ONE_COMMAND = True
"""Let `main` run a copy of the app holding only the command named first (see `_app_for`)."""


def _app_for(args: list[str]) -> typer.Typer:
    """The app to run for `args`: the whole app, or (fast path, issue 13) a copy holding only the
    command named first, which typer alone then turns into click parameters.

    typer converts every command's signature at each start: about 2 ms of the 4 to 5 ms that
    `stopbus rank` adds to its bare imports (bench/bench_ranking.py). The copy keeps the app's
    settings and callback, plus a hidden stand-in command so that it stays a group with the same
    usage lines and errors; --help and anything but an exact command name take the whole app.
    tests/test_fast_paths.py runs many command lines both ways and compares the answers.
    """
    if not ONE_COMMAND or not args or "--help" in args or app.registered_groups:
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


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the app and answer every error in one place, with a named exit code.

    Usage errors from the command-line parser print their usage message (exit 2); output that
    cannot be written is exit 74 and a broken pipe exit 141 (`ExitCode`); anything unexpected
    is reported as an internal error in one line (exit 70), never as a traceback
    (STOPBUS_DEBUG=1 re-raises it).
    """
    from ..output import OutputClosed, err_line, guard_rich, make_streams_safe, silence_stdout

    if sys.stdout is None:
        sys.stdout = _ClosedStream()
    if sys.stderr is None:  # started with stderr closed: messages go nowhere, the exit code still tells
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # kept for the whole process
    make_streams_safe()
    args = _argv() if argv is None else list(argv)
    RUN.json, RUN.json_extra = "--json" in args, ({"winner": None, "deals": []} if args[:1] == ["replay"] else {})
    if not args or "--help" in args:
        guard_rich()
    try:
        rv = _app_for(args)(args=args, prog_name="stopbus", standalone_mode=False)
        code = rv if isinstance(rv, int) else 0
    except StopbusError as err:
        code = report(err)
    except typer.Exit as e:
        code = int(e.exit_code or 0)
    except OutputClosed:
        code = ExitCode.BROKEN_PIPE
    except (typer.Abort, KeyboardInterrupt):
        err_line("aborted")
        code = ExitCode.ABORTED
    except OSError as e:  # raised past the commands, which turn unreadable input into InputError
        silence_stdout()
        if e.filename is None and e.errno in _OUTPUT_ERRNOS:
            err_line(f"error: cannot write the output: {e.strerror or e}")
        else:
            err_line(f"error: input/output failed: {e}")
        return ExitCode.IO
    except Exception as e:
        if hasattr(e, "show") and hasattr(e, "exit_code"):  # the parser's usage errors
            if RUN.json:
                from ..output import print_json

                usage = e.format_message() if hasattr(e, "format_message") else str(e)
                print_json({"exit_code": int(ExitCode.INPUT), "error": {
                    "kind": "usage", "rule": None, "deal": None, "turn": None, "line": None,
                    "message": usage}, **RUN.json_extra})
            _show_plain(e)
            return _finish(ExitCode.INPUT)
        if os.environ.get("STOPBUS_DEBUG"):
            raise
        from ..records.loader import cut

        err_line(f"internal error (a bug in stopbus, please report it): {type(e).__name__}: {cut(str(e), 300)}")
        code = ExitCode.INTERNAL
    return int(_finish(code))


def run() -> None:
    """Console-script wrapper: the answer is written and flushed by `main`, then the process ends
    without the interpreter's teardown (fast path, issue 13): freeing a long record's million
    objects one by one cost about 5% of a `replay` (bench/bench_replay.py). Nothing of ours
    runs at exit; the streams are flushed here first."""
    code = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(code)


__all__ = ["ExitCode", "InputError", "app", "main", "report", "run"]
