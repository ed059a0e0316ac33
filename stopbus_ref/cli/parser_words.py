"""The command-line parser's words in the language of the moment: our help texts, and typer's and click's own.

Our help texts are written in English in `commands.py` (marked with `N_` for the catalogue) and translated when
typer turns the app into click commands, which it does on every run: the words are those of the language chosen
for that run, even when one process runs many (the tests do). Typer's own words (the panel titles, `[default:
…]`, `[required]`) are module constants of `typer.rich_utils`, set here on every run; click's ("Usage:", "Show
this message and exit.", the usage errors) are not translatable in the click that typer vendors, so its usage
line prefix and help option are set here, and its usage errors are translated by their patterns (`usage_error`).
In English nothing is changed: every text is typer's and click's own, byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..core.i18n import N_, SOURCE, _, current

RICH_WORDS = {
    "DEPRECATED_STRING": N_("(deprecated) "),
    "DEFAULT_STRING": N_("[default: {}]"),
    "ENVVAR_STRING": N_("[env var: {}]"),
    "REQUIRED_LONG_STRING": N_("[required]"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ERRORS_PANEL_TITLE": N_("Error"),
    "ABORTED_TEXT": N_("Aborted."),
    "RICH_HELP": N_("Try [blue]'{command_path} {help_option}'[/] for help."),
}
"""typer.rich_utils's words, by the constant that holds each (their English is typer's own)."""
USAGE = N_("Usage: ")
"""Click's usage line prefix."""
HELP_OPTION = N_("Show this message and exit.")
"""Click's help of -h/--help."""

USAGE_ERRORS: tuple[tuple[str, str], ...] = (
    (r"No such option: (?P<name>.+?)(?= \(Possible options|\Z| Did you mean)", N_("No such option: {name}")),
    (r"\(Possible options: (?P<names>[^)]*)\)", N_("(Possible options: {names})")),
    (r"Did you mean (?P<name>\S+)\?", N_("Did you mean {name}?")),
    (r"Missing argument (?P<name>'[^']*')\.", N_("Missing argument {name}.")),
    (r"Missing option (?P<name>'[^']*')\.", N_("Missing option {name}.")),
    (r"Missing parameter (?P<name>'[^']*')\.", N_("Missing parameter {name}.")),
    (r"Got unexpected extra arguments? \((?P<args>.*)\)", N_("Got unexpected extra argument ({args})")),
    (r"Option (?P<name>'[^']*') requires an argument\.", N_("Option {name} requires an argument.")),
    (r"Option (?P<name>'[^']*') does not take a value\.", N_("Option {name} does not take a value.")),
    (r"Invalid value for (?P<name>'[^']*'):", N_("Invalid value for {name}:")),
    (r"(?P<value>'[^']*') is not a valid integer\.", N_("{value} is not a valid integer.")),
    (r"(?P<value>'[^']*') is not one of (?P<choices>.*)\.", N_("{value} is not one of {choices}.")),
    (r"No such command (?P<name>'[^']*')\.", N_("No such command {name}.")),
    (r"Missing command\.", N_("Missing command.")),
)
"""Click's usage errors (and typer's), as patterns of the message and the catalogue's message for each."""

_ORIGINAL: dict[str, Any] = {}


def usage_error(message: str) -> str:
    """A usage error of the parser in the language of the moment (English: the message as click wrote it)."""
    if current() == SOURCE:
        return message
    for pattern, msgid in USAGE_ERRORS:
        message = re.sub(pattern, _filled(msgid), message)
    return message


def _filled(msgid: str) -> Callable[[re.Match[str]], str]:
    """The replacement of a usage error's pattern: its message translated, with the parts the pattern found."""
    return lambda m: _(msgid).format(**m.groupdict())


def _translated_init(cls: Any, keys: tuple[str, ...]) -> None:
    """Make `cls.__init__` translate its keyword arguments `keys` (help texts) into the language of the moment."""
    original: Callable[..., None] = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if current() != SOURCE:
            for key in keys:
                text = kwargs.get(key)
                if isinstance(text, str) and text:
                    kwargs[key] = epilog(text) if key == "epilog" else _(text)
        original(self, *args, **kwargs)

    cls.__init__ = __init__


def epilog(text: str) -> str:
    """A command's epilog translated paragraph by paragraph: examples (`  $ …`) stay, the exit codes are
    translated piece by piece (`0 ok · 1 …`), so that each piece is one message of the catalogue."""
    out = []
    for paragraph in text.split("\n\n"):
        if paragraph.startswith("  $ "):
            out.append(paragraph)
        else:
            out.append(" · ".join(_(piece) for piece in paragraph.split(" · ")))
            if paragraph.startswith(TABLE_WORDS_START):
                out += table_words()
    return "\n\n".join(out)


OPTIONS_METAVAR = N_("[OPTIONS]")
"""Where a command's usage line puts its options (typer's own word, translated like the metavars of the options
and arguments, `FILE`, `NAME`: the placeholders of a help screen are in its language)."""

TABLE_WORDS_START = "[bold]During a game[/]"
"""How the table's words open `stopbus table -h`'s epilog (commands.TABLE_WORDS)."""


def table_words() -> list[str]:
    """The paragraph after the table's words in `stopbus table -h`: the live table's commands in the language of
    the moment (its `table.toml`), each with the English word it stands for; none in English or a language
    without command words."""
    from ..core.card_words import written_command_words

    code = current()
    words = written_command_words(code) if code != SOURCE else {}
    said = [f"{'/'.join(own)} ({english})" for english, ways in words.items()
            if (own := [w for w in ways if w != english])]
    if not said:
        return []
    return [_("[bold]The table's words in this language[/], beside the English ones: {words}.").format(
        words=", ".join(said))]


def install() -> None:
    """Translate the parser's words from now on, in the language of each run (called once, by `commands.py`)."""
    from typer import core

    try:
        from typer._click import formatting
    except ImportError:  # pragma: no cover - older typers use click itself
        from click import formatting  # type: ignore[no-redef, unused-ignore]
    for param in (core.TyperArgument, core.TyperOption):
        _translated_init(param, ("help", "rich_help_panel", "metavar"))
    for command in (core.TyperCommand, core.TyperGroup):
        _translated_init(command, ("help", "short_help", "epilog", "rich_help_panel", "options_metavar"))
    write_usage = formatting.HelpFormatter.write_usage

    def translated_usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None and current() != SOURCE:
            prefix = _(USAGE)
        write_usage(self, prog, args, prefix)

    formatting.HelpFormatter.write_usage = translated_usage  # type: ignore[method-assign]
    get_help_option = core.TyperCommand.get_help_option

    def translated_help_option(self: Any, ctx: Any) -> Any:
        option = get_help_option(self, ctx)
        if option is not None:
            option.help = HELP_OPTION if current() == SOURCE else _(HELP_OPTION)
        return option

    for command in (core.TyperCommand, core.TyperGroup):
        command.get_help_option = translated_help_option  # type: ignore[method-assign]


def set_rich_words() -> None:
    """typer's own words for this run: the language of the moment's (English: typer's, as it wrote them)."""
    import typer.rich_utils as rich_utils

    if not _ORIGINAL:
        _ORIGINAL.update({name: getattr(rich_utils, name) for name in RICH_WORDS})
    for name, msgid in RICH_WORDS.items():
        setattr(rich_utils, name, _ORIGINAL[name] if current() == SOURCE else _(msgid))
