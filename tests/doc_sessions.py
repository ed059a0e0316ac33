"""The ```console sessions of the README and the tutorial, run for real so that the pages cannot drift.

A session block holds `$ COMMAND` lines, each followed by the output it prints. Every command is run by
bash in the project root with the project's `stopbus` first on PATH, output piped, 80 columns, no colour
and a UTF-8 C locale, and its stdout and stderr (interleaved as a reader sees them) must be the text shown.
`python -m tests.doc_sessions README.md docs/tutorial.md` rewrites the shown output from the real one.
"""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys
from typing import NamedTuple

ROOT = pathlib.Path(__file__).resolve().parent.parent
_BLOCK = re.compile(r"^```console\n(.*?)^```$", re.S | re.M)


class Step(NamedTuple):
    """One `$ command` of a page and the output the page shows for it."""

    command: str
    shown: str


def blocks(text: str) -> list[list[Step]]:
    """The commands of each ```console block of a page: a block's commands run in order (one may write a file
    that the next reads)."""
    return [steps(block.group(0)) for block in _BLOCK.finditer(text)]


def steps(text: str) -> list[Step]:
    """Every command of every ```console block of a page, in order."""
    out: list[Step] = []
    for block in _BLOCK.finditer(text):
        for chunk in re.split(r"^\$ ", block.group(1), flags=re.M)[1:]:
            command, _, shown = chunk.partition("\n")
            out.append(Step(command, shown))
    return out


def env() -> dict[str, str]:
    """The reader's terminal, made reproducible: piped, 80 columns, no colour, UTF-8, no config file."""
    bindir = str(pathlib.Path(sys.executable).parent)
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "STOPBUS", "PYTHON"))}
    return {**keep, "PATH": bindir + os.pathsep + keep.get("PATH", ""), "COLUMNS": "80", "NO_COLOR": "1",
            "LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8", "XDG_CONFIG_HOME": str(ROOT / "tests" / "no-config"),
            "TERM": "dumb"}


def output(command: str) -> str:
    """What `command` prints (stdout and stderr together), run as a reader of the page would."""
    done = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=ROOT, env=env(), capture_output=True,
                          text=True, encoding="utf-8", timeout=120, check=False)
    return done.stdout


def update(path: pathlib.Path) -> None:
    """Rewrite the output shown under each command of a page with the real one."""
    text = path.read_text(encoding="utf-8")

    def block(match: re.Match[str]) -> str:
        chunks = re.split(r"^\$ ", match.group(1), flags=re.M)
        body = chunks[0]
        for chunk in chunks[1:]:
            command = chunk.partition("\n")[0]
            body += f"$ {command}\n{output(command)}"
        return f"```console\n{body}```"

    path.write_text(_BLOCK.sub(block, text), encoding="utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        update(ROOT / name)
