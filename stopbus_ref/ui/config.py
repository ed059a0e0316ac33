"""The user's configuration file: what a regular table sets once, read with the standard library's tomllib.

`$XDG_CONFIG_HOME/stopbus/config.toml` (`~/.config/stopbus/config.toml` when XDG_CONFIG_HOME is not set).
Every value is only a default: the matching flag (or environment variable) given on a command line wins.
A file that cannot be read (not TOML, not a regular file, over 1 MiB, nested too deeply, a wrong value) is an
input error naming the file and the line (exit 2), never a traceback or a hang; an unknown key is a warning.
`stopbus config` shows where the file is read from and what it sets.
"""

from __future__ import annotations

import os
import pathlib
import re
from typing import Any, NamedTuple

from ..core.errors import InputError
from ..core.text import cut


class Key(NamedTuple):
    """One setting: its TOML type, the choices a text value has (if any), and what it is a default for."""

    kind: type
    choices: tuple[str, ...]
    means: str


KEYS: dict[str, Key] = {
    "lang": Key(str, ("en", "nl", "fr", "all"),
                "the interface language (--lang), whose rule text is quoted; all: every language's quotes"),
    "ascii": Key(bool, (), "suit letters and ASCII punctuation instead of symbols (like STOPBUS_ASCII=1)"),
    "color": Key(str, ("auto", "always", "never"), "colour: auto (at a terminal), always or never (--color)"),
    "pager": Key(bool, (), "long output at a terminal goes through a pager (false: never; PAGER=cat for one command)"),
    "tokens": Key(int, (), "`stopbus table`: each player's starting tokens (--tokens)"),
    "lives": Key(int, (), "`stopbus table --game 31`: each player's starting lives (--lives)"),
    "players": Key(list, (), "`stopbus table`: the usual players in seating order, when none are named"),
}
"""Every key the file may set; any other key is ignored with a warning naming it (a typo is never silent, and a
file written for a later version does not stop every command)."""


MAX_BYTES = 1 << 20
"""The largest config file read (1 MiB): a few lines are all it ever needs, and every command reads it."""


class Config(NamedTuple):
    """The settings read, the file they came from (None when there is no file), and the keys it set that this
    version does not know (ignored, with a warning)."""

    path: pathlib.Path
    exists: bool
    values: dict[str, Any]
    unknown: tuple[str, ...] = ()


def config_path(env: dict[str, str] | None = None) -> pathlib.Path:
    """Where the file is read from: $XDG_CONFIG_HOME/stopbus/config.toml, else ~/.config/stopbus/config.toml."""
    env = dict(os.environ) if env is None else env
    base = env.get("XDG_CONFIG_HOME") or ""
    home = pathlib.Path(env.get("HOME") or "~").expanduser()
    root = pathlib.Path(base) if base and os.path.isabs(base) else home / ".config"
    return root / "stopbus" / "config.toml"


def _line_of(text: str, key: str) -> int | None:
    """The line that sets `key` at the top level, for an error about its value."""
    for n, line in enumerate(text.splitlines(), 1):
        if re.match(rf"\s*[\"']?{re.escape(key)}[\"']?\s*=", line):
            return n
    return None


def _error(message: str, source: str, **kw: Any) -> InputError:
    """An InputError about the config file at `source`."""
    err = InputError(message, **kw)
    err.source = source
    return err


def parse(text: str, source: str) -> dict[str, Any]:
    """The settings of a config file's text (`read` without the unknown keys)."""
    return read(text, source)[0]


def read(text: str, source: str) -> tuple[dict[str, Any], list[str]]:
    """The settings of a config file's text and the keys it sets that are not settings (in file order); a file
    that is not TOML, is nested too deeply or gives a setting a wrong value is an InputError with the file and
    line."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column \d+\)", str(e))
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(e)) or "not valid TOML"
        raise _error(f"config file is not valid TOML: {message}", source,
                     line=int(m.group(1)) if m else None) from None
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        raise _error("the config file is nested too deeply (a setting is a value or a list of names)", source) from None
    out: dict[str, Any] = {}
    unknown: list[str] = []
    for key, value in data.items():
        spec = KEYS.get(key)
        if spec is None:
            unknown.append(key)
            continue
        got = cut(repr(value))
        problem = None
        if spec.kind is int and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000):
            problem = f"{key} must be a whole number from 0 to 1,000, got {got}"
        elif spec.kind is bool and not isinstance(value, bool):
            problem = f"{key} must be true or false, got {got}"
        elif spec.kind is str and (not isinstance(value, str) or (spec.choices and value.lower() not in spec.choices)):
            problem = f"{key} must be one of {', '.join(spec.choices)}, got {got}"
        elif spec.kind is list and (not isinstance(value, list) or len(value) < 2
                                    or not all(isinstance(v, str) and v.strip() for v in value)):
            problem = f"{key} must be a list of two or more names, got {got}"
        if problem is not None:
            raise _error(f"config file: {problem}", source, token=key, line=_line_of(text, key))
        out[key] = value.lower() if spec.kind is str else value
    return out, unknown


def unknown_warning(unknown: list[str] | tuple[str, ...], text: str) -> tuple[str, int | None]:
    """The one warning line about keys that are not settings (each cut, as a record's tokens are, the first few
    with a did-you-mean), and the line of the first: a misspelt key is ignored, the command goes on."""
    from ..core.errors import did_you_mean

    keys = f"(keys: {', '.join(KEYS)})"
    line = _line_of(text, unknown[0]) if len(unknown[0]) <= 1000 else None
    if len(unknown) == 1:
        near = did_you_mean(unknown[0], list(KEYS))
        return f"config file: unknown key {cut(unknown[0])!r} ignored{near} {keys}", line
    shown = []
    for key in unknown[:3]:
        near = did_you_mean(key, list(KEYS)).removeprefix("; ")
        shown.append(f"{cut(key)!r}" + (f" ({near})" if near else ""))
    more = f" and {len(unknown) - 3:,} more" if len(unknown) > 3 else ""
    return f"config file: unknown keys ignored: {', '.join(shown)}{more} {keys}", line


_LOADED: Config | None = None


def _read_bytes(path: pathlib.Path) -> bytes | None:
    """The file's bytes, or None when there is none; a file that is not a regular file (a folder, a FIFO that
    would block, a device such as /dev/zero that never ends), is over MAX_BYTES or cannot be read is an
    InputError naming it. Never opened unless it is a regular file, and never read past MAX_BYTES."""
    import stat

    source = str(path)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise _error("the config file is not a regular file (a folder, a pipe or a device)", source)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as e:
        raise _error(f"cannot read the config file: {e.strerror or e}", source) from None
    try:
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # changed since it was looked at
                raise _error("the config file is not a regular file (a folder, a pipe or a device)", source)
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise _error(f"cannot read the config file: {e.strerror or e}", source) from None
    if len(data) > MAX_BYTES:
        raise _error(f"the config file is too large (over {MAX_BYTES:,} bytes; a few lines set everything)", source)
    return data


def load() -> Config:
    """The configuration of this run, read once (a missing file sets nothing); keys it does not know are one
    warning line on stderr."""
    global _LOADED
    if _LOADED is None:
        path = config_path()
        data = _read_bytes(path)
        if data is None:
            _LOADED = Config(path, False, {})
            return _LOADED
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise _error("the config file is not UTF-8 text", str(path)) from None
        values, unknown = read(text, str(path))
        _LOADED = Config(path, True, values, tuple(unknown))
        if unknown:
            from .stderr import warn

            message, line = unknown_warning(unknown, text)
            warn(f"{path}{'' if line is None else f':{line}'}: {message}")
    return _LOADED


def setting(key: str) -> Any:
    """The file's value for `key`, or None when it sets none."""
    return load().values.get(key)
