"""A language added from files alone: a pseudo-language whose every message is the English one wrapped in markers
(⟦…⟧), laid out as the package's own languages are (a line in a `languages.toml`, a compiled catalogue) in a
folder named by `STOPBUS_LOCALES`, with no line of code. The commands and a piped live table run under it; a
line of their output without a marker, outside quoted seed passages, rule ids, card codes, names and numbers,
is text that bypasses the catalogue."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.helpers import ROOT, SCENARIOS, STOPBUS

babel = pytest.importorskip("babel")  # the test extra installs it
from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

OPEN, CLOSE = "⟦", "⟧"
ACCEPTANCE31 = ROOT.parent / "shared" / "acceptance" / "scenarios31"


def pseudo_locale(folder: Path) -> Path:
    """A locale folder holding language `xx`: every message of the template wrapped in the markers."""
    with open(ROOT / "stopbus_ref" / "locale" / "stopbus.pot", "rb") as f:
        pot = read_po(f)
    cat = Catalog(locale="en", domain="stopbus")  # English plural rules: two forms
    for m in pot:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        wrapped = tuple(OPEN + i + CLOSE for i in ids)
        cat.add(m.id, wrapped if isinstance(m.id, tuple) else wrapped[0], context=m.context)
    messages = folder / "xx" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    with open(messages / "stopbus.mo", "wb") as f:
        write_mo(f, cat)
    (folder / "languages.toml").write_text('[[language]]\ncode = "xx"\nname = "Pseudo"\nnative = "Pseudo"\n',
                                           encoding="utf-8")
    return folder


def run(locale: Path, cwd: Path, *args: str, stdin: str = "") -> str:
    """`stopbus ARGS --lang xx` in a real process, stdout and stderr together."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(COLUMNS="100", NO_COLOR="1", XDG_CONFIG_HOME=str(ROOT / "no-such-config"), STOPBUS_LOCALES=str(locale))
    p = subprocess.run([*STOPBUS, *args, "--lang", "xx"], input=stdin, capture_output=True, text=True, timeout=120,
                       cwd=cwd, env=env)
    return p.stdout + p.stderr


QUOTED = re.compile(r"“.*”|“.*|\"[^\"]*\"|'[^']*'|`[^`]*`")
NOT_WORDS = re.compile(r"\[[a-z0-9:, -]+\]|--?[a-z][-a-z0-9]*|\b[a-z0-9]+(?:[-:][a-z0-9]+)+\b|\S*/\S*"
                       r"|\S+\.(?:yaml|py)\b|\b(?:10|[2-9AKQJT])[shdc♠♥♦♣]\b|\b(?:Ann|Ben|Cat|Dan|Al|Bo|Cy|[A-E]|P\d+)\b|\bupcard\b"
                       r"|\b00\d\b(?: §\d+)?[^:“(]*|\([a-z0-9:-]+\)")
"""Quoted passages and tokens, rule ids, options, paths, card codes, the players' names, the table's command words
and the seeds' own section titles (`000 §03 Turns and stopping`): not words to translate."""


def unmarked(output: str) -> list[str]:
    """The lines with words outside every message: no marker on the line, and not inside a message that a
    wrapped line carries on from the line before."""
    found = []
    depth = quoting = 0
    for line in output.splitlines():
        inside = depth > 0 or OPEN in line or CLOSE in line
        quoted = quoting > 0  # a quoted passage wrapped onto this line
        depth = max(0, depth + line.count(OPEN) - line.count(CLOSE))
        quoting = max(0, quoting + line.count("“") - line.count("”"))
        if quoted:
            line = line.split("”", 1)[1] if "”" in line else ""
        if inside or line.lstrip().startswith("$ "):  # a message, or an example command line of a help screen
            continue
        rest = NOT_WORDS.sub(" ", QUOTED.sub(" ", line))
        if re.search(r"[A-Za-z]{2}", rest):
            found.append(line)
    return found


BRAG_DEAL = ("upcard 5h\nd 7s\nBen: t 9h\nCat: stop\ntake, discard 2c\nAnn: pass\npass\nwhy\nstatus\n"
             "show Ann 9h 9c 9d\nshow Ben 7s Kd Qd\nshow Cat Ad 3c 4s\nundo\nhelp\nquit\n")
DEAL_31 = "pool 7h Kd 2c\ns Kd 4c\nBen: s 9s 7h 5d\nk\nsa 4d 5s 6h\nk\nwhy\nstatus\nhelp\nquit\n"


def outputs(tmp_path: Path) -> dict[str, str]:
    """Each command's output under the pseudo-language."""
    locale = pseudo_locale(tmp_path / "locale")
    worked = str(SCENARIOS / "01-worked-final-turn.yaml")
    out = {
        "replay": run(locale, tmp_path, "replay", worked),
        "replay --sources": run(locale, tmp_path, "replay", str(SCENARIOS / "05-final-turns-pass-and-draw.yaml"),
                                "--sources"),
        "rank": run(locale, tmp_path, "rank", "qs", "qh", "9c"),
        "compare": run(locale, tmp_path, "compare", "ah", "kh", "qh", "2c", "3d", "5s"),
        "hands": run(locale, tmp_path, "hands"),
        "odds": run(locale, tmp_path, "odds", "kd", "9s", "8s", "--players", "3"),
        "rules ID": run(locale, tmp_path, "rules", "worst-loses"),
        "table": run(locale, tmp_path, "table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", "t.yaml",
                     stdin=BRAG_DEAL),
        "table --game 31": run(locale, tmp_path, "table", "--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat",
                               "--record", "t31.yaml", stdin=DEAL_31),
        "error: missing file": run(locale, tmp_path, "replay", "missing.yaml"),
        "error: a card twice": run(locale, tmp_path, "rank", "ah", "ah", "kh"),
        "replay -h": run(locale, tmp_path, "replay", "-h"),
    }
    scenarios31 = sorted(ACCEPTANCE31.glob("*.yaml"))[:1] or sorted(SCENARIOS.glob("31-0*.yaml"))[:1]
    for path in scenarios31:
        out["replay (31)"] = run(locale, tmp_path, "replay", str(path))
    return out


def test_a_language_added_from_files_alone_is_spoken(tmp_path: Path) -> None:
    """No line of code: a folder in STOPBUS_LOCALES with a language table line and a catalogue is a language
    of `--lang`, and the replay's account, the live table and the help speak it."""
    out = outputs(tmp_path)
    assert f"{OPEN}Deal {{number}}: {{what}}{CLOSE}" not in out["replay"]  # a message with its values filled in
    assert out["replay"].startswith(OPEN + "Deal 1: "), out["replay"][:200]
    assert OPEN + "recording to t.yaml" + CLOSE in out["table"]
    assert OPEN + "Usage:" + CLOSE in out["replay -h"] or OPEN + "Usage" in out["replay -h"], out["replay -h"][:300]


def test_nothing_bypasses_the_catalogue_under_a_pseudo_language(tmp_path: Path) -> None:
    found = {cmd: unmarked(text) for cmd, text in outputs(tmp_path).items()}
    lines = [f"{cmd}: {line}" for cmd, found_lines in found.items() for line in found_lines]
    assert lines == [], f"{len(lines)} lines bypass the catalogue:\n" + "\n".join(lines)
