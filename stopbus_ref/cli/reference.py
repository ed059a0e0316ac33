"""docs/cli.md and the man page docs/stopbus.1, generated from the typer app itself:
`python -m stopbus_ref.cli.reference > docs/cli.md` and `python -m stopbus_ref.cli.reference --man > docs/stopbus.1`.

Written from the same command objects that print `--help`, so neither page can drift from the program;
tests/test_cli_reference.py fails when a committed page is stale.
"""

from __future__ import annotations

import re
from typing import Any

import typer

_MARKUP = re.compile(r"\[/?(?:bold|italic|dim|red|green)?\]")


def _plain(text: str) -> str:
    """Help text without rich markup; rich's escaped brackets back to plain ones."""
    return _MARKUP.sub("", text).replace("\\[", "[").strip()


def _param(p: Any) -> str:
    """One option or argument as a Markdown list item."""
    if p.param_type_name == "argument":
        name = f"`{p.metavar or p.name.upper()}`"
    else:
        name = ", ".join(f"`{o}`" for o in [*p.opts, *p.secondary_opts])
        if not p.is_flag and p.metavar:
            name += f" `{p.metavar}`"
    extra = []
    if getattr(p, "required", False):
        extra.append("required")
    default = getattr(p, "default", None)
    if p.param_type_name == "option" and not p.is_flag and default not in (None, "") and p.show_default is not False:
        extra.append(f"default: {default}")
    help_text = _plain(getattr(p, "help", "") or "")
    return f"- {name}: {help_text}" + (f" ({'; '.join(extra)})" if extra else "")


def _section(cmd: Any, path: str, level: int) -> list[str]:
    ctx = typer.Context(cmd, info_name=path)
    out = [f"{'#' * level} `{path}`", "", _plain(cmd.help or ""), "", "```console",
           "$ " + cmd.get_usage(ctx).removeprefix("Usage: "), "```", ""]
    args = [p for p in cmd.params if p.param_type_name == "argument"]
    opts = [p for p in cmd.params if p.param_type_name == "option" and not getattr(p, "hidden", False)]
    if args:
        out += ["Arguments:", "", *(_param(p) for p in args), ""]
    if opts:
        out += ["Options:", "", *(_param(p) for p in opts), "- `-h`, `--help`: Show the help and exit.", ""]
    if cmd.epilog:
        epilog = _plain(cmd.epilog)
        head, _, codes = epilog.rpartition("Exit codes")
        examples = [line.strip().removeprefix("$ ") for line in head.splitlines()
                    if line.strip().startswith("$ ")]
        lead = head.partition("Examples")[0].strip()  # a paragraph before the examples (the words at the table)
        if lead:
            out += [lead, ""]
        out += ["Examples:", "", "```console", *(f"$ {e}" for e in examples), "```", ""]
        if codes:
            out += ["Exit codes" + codes.replace("\n", " "), ""]
    return out


def markdown() -> str:
    """The whole command reference as Markdown."""
    from .commands import app

    root = typer.main.get_command(app)
    lines = ["# Command reference", "",
             "Generated from the program by `python -m stopbus_ref.cli.reference > docs/cli.md`; do not edit "
             "by hand. JSON shapes: [json.md](json.md); the Python API: [api.md](api.md).", ""]
    lines += _section(root, "stopbus", 2)
    commands = getattr(root, "commands", {})
    for name in commands:
        lines += _section(commands[name], f"stopbus {name}", 3)
    lines += ["## Environment", "", *(f"- `{name}`: {text}" for name, text in ENVIRONMENT), ""]
    return "\n".join(lines).rstrip() + "\n"


def _roff(text: str) -> str:
    """Text for a man page line: backslashes and dashes escaped, a leading dot or quote made harmless."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def _man_param(p: Any) -> list[str]:
    """One option or argument as a man page tagged paragraph."""
    item = _param(p).removeprefix("- ")
    name, _, help_text = item.partition(": ")
    return [".TP", "\\fB" + _roff(name.replace("`", "")) + "\\fR", _roff(help_text)]


ENVIRONMENT = (
    ("NO_COLOR", "Plain output, no escape codes (it wins over --color always)."),
    ("STOPBUS_ASCII", "Suit letters and ASCII punctuation instead of symbols, dashes and curly quotes, as the C "
     "locale gives (`ascii = true` in the config file does the same); chosen automatically when the output "
     "cannot carry them."),
    ("LANG, LC_ALL", "A Dutch or French locale quotes the Dutch (003) or French (004) rule text; the C locale "
     "gives ASCII output."),
    ("COLUMNS", "The width rulings, reasons and quotes wrap to (else the terminal's, or 80 when the output is not "
     "a terminal); a width under 20 is taken as 80 into a pipe or a file, and as 20 at a terminal."),
    ("PAGER", "Long output at a terminal goes through it (else less, with LESS=FRX); PAGER=cat or `pager = false` "
     "in the config file turns paging off. When the pager cannot be started or fails, the answer is printed "
     "directly, with the command's own exit code."),
    ("XDG_CONFIG_HOME", "The config file is $XDG_CONFIG_HOME/stopbus/config.toml (else "
     "~/.config/stopbus/config.toml); `stopbus config` shows it."),
    ("PYTHONPATH", "Where Python finds modules, as for any Python program: a folder on it can stand in for a "
     "module stopbus imports, so put only folders you trust on it."),
    ("STOPBUS_GAMES", "Extra games: modules (comma-separated, found on sys.path) that every command imports, "
     "registering each one's GAME. Like PYTHONPATH it runs the code it names, by design: name only modules you "
     "trust. A module that cannot be loaded is an error naming it (exit 2)."),
)
"""The environment variables stopbus reads, for the man page and docs/cli.md."""

_MAN_TAIL = """.SH EXIT STATUS
0 adjudicated, 1 a rule of the game is broken, 2 the input cannot be read (also usage errors),
3 a record's own expect is not met, 4 rules \\-\\-verify found a quote not in the seed texts,
70 an internal error, 74 the output could not be written, 130 interrupted, 141 stdout's reader went away.
.SH ENVIRONMENT
"""
_MAN_SEE_ALSO = """.SH SEE ALSO
The tutorial, the record format and the rulebooks in the project's docs/ (tutorial.md,
scenario\\-format.md, rules.md, table.md).
"""


def _man_environment() -> list[str]:
    """The ENVIRONMENT section's tagged paragraphs."""
    out = []
    for name, text in ENVIRONMENT:
        out += [".TP", ".B " + _roff(name), re.sub(r"`([^`]*)`", r"\\fB\1\\fR", _roff(text))]
    return out


def man_page() -> str:
    """The whole command reference as a man page (roff), section 1: installed as share/man/man1/stopbus.1."""
    from .. import __version__
    from .commands import app

    root = typer.main.get_command(app)
    lines = [f'.TH STOPBUS 1 "" "stopbus {__version__}" "User Commands"', ".SH NAME",
             "stopbus \\- the reference adjudicator for the card game Stop the Bus", ".SH SYNOPSIS",
             ".B stopbus", "COMMAND [OPTIONS] [ARGS]...", ".SH DESCRIPTION", _roff(_plain(root.help or "")),
             "Every command takes \\-h; \\fBstopbus help\\fR \\fICOMMAND\\fR is the same.", ".SH COMMANDS"]
    commands = getattr(root, "commands", {})
    for name, cmd in commands.items():
        ctx = typer.Context(cmd, info_name=f"stopbus {name}")
        lines += [f".SS stopbus {name}", _roff(_plain(cmd.help or "")), ".PP",
                  "\\fB" + _roff(cmd.get_usage(ctx).removeprefix("Usage: ")) + "\\fR"]
        for p in cmd.params:
            if not getattr(p, "hidden", False):
                lines += _man_param(p)
        if cmd.epilog:
            head = _plain(cmd.epilog).rpartition("Exit codes")[0]
            examples = [line.strip() for line in head.splitlines() if line.strip().startswith("$ ")]
            lead = head.partition("Examples")[0].strip()
            if lead:
                lines += [".PP", _roff(lead)]
            if examples:
                lines += [".PP", "Examples:", ".nf", *(_roff(e) for e in examples), ".fi"]
    return "\n".join(lines) + "\n" + _MAN_TAIL + "\n".join(_man_environment()) + "\n" + _MAN_SEE_ALSO


if __name__ == "__main__":
    import sys

    sys.stdout.write(man_page() if sys.argv[1:] == ["--man"] else markdown())
