"""The `stopbus` command line: its front door and the single error handler, without typer.

Every error is answered in one place: commands raise, `answer` catches, and `report` prints it
(one line on stderr naming the source, plus one JSON value on stdout under --json) and gives
the exit code (`errors.ExitCode` names them all). `main` runs the typer app (`commands.py`: every
command's options, help and usage errors) for every command line but one: `stopbus replay FILE`
with plain options is taken by the fast door (`fast.py`), which runs the same command body
without importing typer (bench/bench_replay.py measures the difference).

Nothing here imports typer, and nothing may: every module of this package imports this one first.
"""

import errno
import os
import sys
from collections.abc import Callable
from typing import Any

from ..core.errors import ExitCode, InputError, StopbusError
from ..ui.answering import RUN, answer_in_json, report, useless


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


def finish(code: int) -> int:
    """Flush stdout; output that could not be written is an I/O error, a vanished reader is 141."""
    from ..ui.output import OutputClosed, err_line, silence_stdout

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


def answer(body: Callable[[], int]) -> int:
    """Run a command's `body` and answer whatever it raises, with a named exit code: the one error handler.

    Our errors go through `report`; output that cannot be written is exit 74 and a broken pipe exit
    141; Ctrl-C is 130; anything unexpected is reported as an internal error in one line (exit 70),
    never as a traceback (STOPBUS_DEBUG=1 re-raises it). The parser's own answers (usage errors,
    --help, --version) are given by `commands.run_app` before anything reaches here.
    """
    from ..ui.output import OutputClosed, err_line, silence_stdout

    def reported() -> int:
        """The body's exit code, or its error's once reported (writing the report may fail in turn)."""
        try:
            return body()
        except StopbusError as err:
            return report(err)

    try:
        code = reported()
    except OutputClosed:
        code = ExitCode.BROKEN_PIPE
    except KeyboardInterrupt:
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
        if os.environ.get("STOPBUS_DEBUG"):
            raise
        from ..records.loader import cut

        err_line(f"internal error (a bug in stopbus, please report it): {type(e).__name__}: {cut(str(e), 300)}")
        code = ExitCode.INTERNAL
    return int(finish(code))


def main(argv: list[str] | None = None, *, fast: bool = True) -> int:
    """Entry point: run the command line `argv` (default: the process's) and return its exit code.

    `stopbus replay FILE` with plain options goes through the fast door (`fast.py`), everything else
    through the typer app; `fast=False` sends everything to the typer app (the tests compare the two).
    """
    from ..ui.output import make_streams_safe

    if sys.stdout is None:
        sys.stdout = _ClosedStream()
    if sys.stderr is None:  # started with stderr closed: messages go nowhere, the exit code still tells
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # kept for the whole process
    make_streams_safe()
    args = _argv() if argv is None else list(argv)
    args, RUN.color = take_color(args)
    args, RUN.lang = take_lang(args)
    RUN.quotes = None
    if RUN.lang == "all":  # the alias of `--quotes all`: it picks the quotes, not the interface language
        RUN.lang, RUN.quotes = None, "all"
    RUN.json, RUN.json_extra = "--json" in args, ({"winner": None, "deals": []} if args[:1] == ["replay"] else {})
    if fast and args[:1] == ["replay"]:  # other commands do not pay for the door's import (`stopbus rank`)
        from . import fast as door

        plan = door.parse(args)
        if plan is not None:
            return answer(lambda: _configured(lambda: door.run(plan)))

    def typer_app() -> int:
        """Every command line the fast door does not take: the typer app, loaded only now."""
        from .commands import run_app  # imported here: a Ctrl-C during the import is answered too

        return run_app(args)

    return answer(lambda: _configured(typer_app))


def _configured(body: Callable[[], int]) -> int:
    """Read the config file first (a broken one is answered like any input error), then run `body`."""
    from ..ui.config import load

    if RUN.color is not None and RUN.color.startswith("?"):
        raise InputError(f"--color {RUN.color[1:]!r}: choose one of {', '.join(COLOR_CHOICES)}", token=RUN.color[1:])
    if RUN.lang is not None and RUN.lang.startswith("?"):
        raise InputError(f"--lang {RUN.lang[1:]!r}: choose one of {', '.join(lang_choices())}", token=RUN.lang[1:])
    from ..ui.language import choose

    choose()  # the language of every message from here on, the parser's too
    if load().values.get("ascii"):  # `ascii = true`: the output as STOPBUS_ASCII=1 makes it
        from ..ui.output import ascii_streams

        ascii_streams()
    from ..core.registry import check_extras

    check_extras()  # a bad STOPBUS_GAMES is the user's setting, named as such (not a record's problem)
    return body()


COLOR_CHOICES = ("auto", "always", "never")


def take_color(args: list[str]) -> tuple[list[str], str | None]:
    """`--color auto|always|never` (or `--color=WHEN`) anywhere before `--`, taken out of the command line so
    that every command has it; NO_COLOR still wins. A bad value is a usage error of its own (exit 2)."""
    return _take("--color", COLOR_CHOICES, args)


LANG_CHOICES = ("en", "nl", "fr", "all")
"""`--lang`: the interface languages, and `all` (the alias of `--quotes all`)."""


def lang_choices() -> tuple[str, ...]:
    """LANG_CHOICES, with the languages of the folders named in `STOPBUS_LOCALES` before `all` (a language added
    from files alone is chosen like the package's own; without that variable the table is not read here)."""
    from ..core import i18n

    if not os.environ.get(i18n.EXTRA_ENV):
        return LANG_CHOICES
    extra = tuple(code for code in i18n.languages() if code not in LANG_CHOICES)
    return (*LANG_CHOICES[:-1], *extra, LANG_CHOICES[-1])


def take_lang(args: list[str]) -> tuple[list[str], str | None]:
    """`--lang en|nl|fr|all` (or `--lang=LANG`) anywhere before `--`, taken out of the command line so that the
    language is known before the parser runs (its help screens and usage errors are in it too); the last one
    given wins. A bad value comes back as `?VALUE`, a usage error of its own (exit 2)."""
    return _take("--lang", lang_choices(), args)


def _take(option: str, choices: tuple[str, ...], args: list[str]) -> tuple[list[str], str | None]:
    """`option VALUE` or `option=VALUE` taken out of `args` (before `--`): the rest, and the value (lower case),
    or `?VALUE` when it is not one of `choices`, or None when the option is not given."""
    if not any(a == option or a.startswith(option + "=") for a in args):
        return args, None
    out: list[str] = []
    value_of: str | None = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            out += args[i:]
            break
        if a == option or a.startswith(option + "="):
            value = a.partition("=")[2] if "=" in a else (args[i + 1] if i + 1 < len(args) else "")
            i += 1 if "=" in a else 2
            value_of = value.lower() if value.lower() in choices else "?" + value
            continue
        out.append(a)
        i += 1
    return out, value_of


def run() -> None:
    """Console-script wrapper: the answer is written and flushed by `main`, then the process ends
    without the interpreter's teardown (a fast path): unloading typer, click and rich module by module is
    1.16-1.28x of a `stopbus rank` (bench/bench_fast_paths.py), under the 1.3x a fast path must gain, and
    it stays for the start-up budget. Nothing of ours runs at exit; the streams are flushed here first."""
    code = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(code)


def __getattr__(name: str) -> Any:
    """`stopbus_ref.cli.app`, the typer app, imported on first use (it lives in `commands.py`)."""
    if name == "app":
        from .commands import app

        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["RUN", "ExitCode", "InputError", "answer", "answer_in_json", "app", "main", "report", "run", "useless"]
