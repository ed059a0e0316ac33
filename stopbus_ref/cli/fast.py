"""The fast door of `stopbus`: `stopbus replay FILE [--json]…` run without importing typer.

Importing typer (with the click it vendors) and building its app is a noticeable part of a run next to
the parse floor of the long record in bench/bench_replay.py, which measures both doors side by side
(docs/performance.md). The door takes a command line only when it is exactly `replay`, one FILE (or - for
stdin) and options from `FLAGS`/`VALUED`, each given once, spelt as here, with its value in the next
argument, not starting with `-` (`--deal`: 1 to 18 ASCII digits). Anything else (--help, -h, another
command, `--json=…`, `--`, a repeated or unknown option, shell completion through `_STOPBUS_COMPLETE`)
goes to the typer app unchanged, which answers it as before. Both paths run the same body
(`replay_cmd.command`) under the same error handler (`cli.answer`); tests/test_fast_replay.py compares
their answers, byte for byte, for every scenario and for many command lines.
"""

from typing import NamedTuple

from ..core.errors import ExitCode

FLAGS = {"--json": "json_out", "--brief": "brief", "--sources": "sources", "-q": "quiet", "--quiet": "quiet",
         "--odds": "odds"}
"""The replay command's flags the door understands, by the `Replay` field they set."""
VALUED = {"--deal": "deal", "--quotes": "quotes"}
"""Its options taking a value (the next argument)."""


class Replay(NamedTuple):
    """A `stopbus replay` command line the door takes: what typer would have passed to the command."""

    file: str
    json_out: bool = False
    brief: bool = False
    sources: bool = False
    quotes: str | None = None
    deal: int | None = None
    quiet: bool = False
    odds: bool = False


def parse(args: list[str]) -> Replay | None:
    """The replay that `args` asks for, or None when the typer app must answer them (see the module)."""
    import os

    if args[:1] != ["replay"] or "_STOPBUS_COMPLETE" in os.environ:
        return None
    files: list[str] = []
    flags: set[str] = set()
    values: dict[str, str] = {}
    rest = iter(args[1:])
    for arg in rest:
        if arg == "-" or not arg.startswith("-"):
            files.append(arg)
            continue
        field = FLAGS.get(arg) or VALUED.get(arg)
        if field is None or field in flags or field in values:
            return None
        if arg in FLAGS:
            flags.add(field)
            continue
        value = next(rest, None)
        if value is None or value.startswith("-"):
            return None
        values[field] = value
    deal = values.get("deal")
    if len(files) != 1 or (deal is not None and not (deal.isascii() and deal.isdigit() and len(deal) <= 18)):
        return None
    return Replay(files[0], json_out="json_out" in flags, brief="brief" in flags, sources="sources" in flags,
                  quotes=values.get("quotes"), deal=None if deal is None else int(deal), quiet="quiet" in flags,
                  odds="odds" in flags)


def run(plan: Replay) -> int:
    """Run the replay `plan`; its errors are raised for `cli.answer`, as from the typer app.

    Ctrl-C during the command is exit 130 with no message, as typer answers it (click turns the
    KeyboardInterrupt into its Exit(130)).
    """
    try:
        from . import replay_cmd

        return replay_cmd.command(plan.file, plan.json_out, brief=plan.brief, sources=plan.sources, quotes=plan.quotes,
                                  deal=plan.deal, quiet=plan.quiet, odds=plan.odds)
    except KeyboardInterrupt:
        return ExitCode.ABORTED
