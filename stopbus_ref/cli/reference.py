"""docs/cli.md, generated from the typer app itself: `python -m stopbus_ref.cli.reference > docs/cli.md`.

Written from the same command objects that print `--help`, so the page cannot drift from the program;
tests/test_cli_reference.py fails when the committed page is stale.
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
    return "\n".join(lines).rstrip() + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(markdown())
