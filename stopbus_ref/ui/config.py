"""The user's configuration file: what a regular table sets once, read with the standard library's tomllib.

`$XDG_CONFIG_HOME/stopbus/config.toml` (`~/.config/stopbus/config.toml` when XDG_CONFIG_HOME is not set).
Every value is only a default: the matching flag (or environment variable) given on a command line wins.
A file that cannot be read is an input error naming the file and the line (exit 2), never a traceback.
`stopbus config` shows where the file is read from and what it sets.
"""

from __future__ import annotations

import os
import pathlib
import re
from typing import Any, NamedTuple

from ..core.errors import InputError


class Key(NamedTuple):
    """One setting: its TOML type, the choices a text value has (if any), and what it is a default for."""

    kind: type
    choices: tuple[str, ...]
    means: str


KEYS: dict[str, Key] = {
    "lang": Key(str, ("en", "nl", "fr", "all"),
                "the quotes of `replay`, `rules ID` and `table` (replay --lang still implies --sources)"),
    "ascii": Key(bool, (), "suit letters and ASCII punctuation instead of symbols (like STOPBUS_ASCII=1)"),
    "color": Key(str, ("auto", "always", "never"), "colour: auto (at a terminal), always or never (--color)"),
    "pager": Key(bool, (), "long output at a terminal goes through a pager (false: never; --no-pager)"),
    "tokens": Key(int, (), "`stopbus table`: each player's starting tokens (--tokens)"),
    "lives": Key(int, (), "`stopbus table --game 31`: each player's starting lives (--lives)"),
    "players": Key(list, (), "`stopbus table`: the usual players in seating order, when none are named"),
}
"""Every key the file may set; any other key is an error (a typo would otherwise be silently ignored)."""


class Config(NamedTuple):
    """The settings read, and the file they came from (None when there is no file)."""

    path: pathlib.Path
    exists: bool
    values: dict[str, Any]


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


def parse(text: str, source: str) -> dict[str, Any]:
    """The settings of a config file's text; an unreadable file, an unknown key or a wrong value is an InputError
    with the file and line."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column \d+\)", str(e))
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(e)) or "not valid TOML"
        err = InputError(f"config file is not valid TOML: {message}", line=int(m.group(1)) if m else None)
        err.source = source
        raise err from None
    out: dict[str, Any] = {}
    for key, value in data.items():
        line = _line_of(text, key)
        spec = KEYS.get(key)
        problem = None
        if spec is None:
            from ..core.errors import did_you_mean

            problem = f"unknown key {key!r}{did_you_mean(key, list(KEYS))} (keys: {', '.join(KEYS)})"
        elif spec.kind is int and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000):
            problem = f"{key} must be a whole number from 0 to 1,000, got {value!r}"
        elif spec.kind is bool and not isinstance(value, bool):
            problem = f"{key} must be true or false, got {value!r}"
        elif spec.kind is str and (not isinstance(value, str) or (spec.choices and value.lower() not in spec.choices)):
            problem = f"{key} must be one of {', '.join(spec.choices)}, got {value!r}"
        elif spec.kind is list and (not isinstance(value, list) or len(value) < 2
                                    or not all(isinstance(v, str) and v.strip() for v in value)):
            problem = f"{key} must be a list of two or more names, got {value!r}"
        if problem is not None:
            err = InputError(f"config file: {problem}", token=key, line=line)
            err.source = source
            raise err
        out[key] = value.lower() if spec is not None and spec.kind is str else value
    return out


_LOADED: Config | None = None


def load() -> Config:
    """The configuration of this run, read once (a missing file sets nothing)."""
    global _LOADED
    if _LOADED is None:
        path = config_path()
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            _LOADED = Config(path, False, {})
            return _LOADED
        except OSError as e:
            err = InputError(f"cannot read the config file: {e.strerror or e}")
            err.source = str(path)
            raise err from None
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            err = InputError("the config file is not UTF-8 text")
            err.source = str(path)
            raise err from None
        _LOADED = Config(path, True, parse(text, str(path)))
    return _LOADED


def setting(key: str) -> Any:
    """The file's value for `key`, or None when it sets none."""
    return load().values.get(key)
