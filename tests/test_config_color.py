"""The config file, --color with colour that means something, the pager, and lines wrapped to the width."""

from __future__ import annotations

import os
import pathlib
import subprocess

import pytest

from stopbus_ref.core.errors import InputError
from stopbus_ref.ui.config import config_path, parse, read
from tests.helpers import ROOT, SCENARIOS, STOPBUS

WORKED = str(SCENARIOS / "01-worked-final-turn.yaml")


def stopbus(*args: str, home: pathlib.Path, config: str | None = None, **env: str
            ) -> subprocess.CompletedProcess[str]:
    """`stopbus ARGS` with its own config home (the file written from `config` when given), output piped."""
    if config is not None:
        (home / "stopbus").mkdir(parents=True, exist_ok=True)
        (home / "stopbus" / "config.toml").write_text(config, encoding="utf-8")
    base = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "STOPBUS_ASCII", "FORCE_COLOR")}
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, encoding="utf-8", timeout=60, cwd=ROOT,
                          env={**base, "XDG_CONFIG_HOME": str(home), "COLUMNS": "80", **env})


def test_config_path_follows_xdg_config_home() -> None:
    assert config_path({"XDG_CONFIG_HOME": "/x", "HOME": "/h"}) == pathlib.Path("/x/stopbus/config.toml")
    assert config_path({"HOME": "/h"}) == pathlib.Path("/h/.config/stopbus/config.toml")
    assert config_path({"XDG_CONFIG_HOME": "relative", "HOME": "/h"}) == pathlib.Path("/h/.config/stopbus/config.toml")


def test_config_command_says_where_and_what(tmp_path: pathlib.Path) -> None:
    r = stopbus("config", home=tmp_path)
    assert r.returncode == 0 and f"{tmp_path}/stopbus/config.toml (not found: nothing set)" in r.stdout
    r = stopbus("config", home=tmp_path, config='lang = "en"\nplayers = ["Ann", "Ben", "Cat"]\n')
    assert r.returncode == 0 and "(read)" in r.stdout and "lang = en" in r.stdout and "Ann, Ben, Cat" in r.stdout
    r = stopbus("config", home=tmp_path, config='lang = "nl"\n')  # the config file's language is the interface's
    assert r.returncode == 0 and "(gelezen)" in r.stdout and "lang = nl" in r.stdout


@pytest.mark.parametrize("text,line,words", [
    ('tokens = "three"\n', 1, "tokens must be a whole number"),
    ('lang = "de"\n', 1, "lang must be one of en, nl, fr, all"),
    ('ascii = 1\n', 1, "ascii must be true or false"),
    ('lang = "nl"\n\nplayers = [Ann]\n', 3, "not valid TOML"),
])
def test_config_broken_file_is_one_clear_error_naming_file_and_line(tmp_path: pathlib.Path, text: str, line: int,
                                                                     words: str) -> None:
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path, config=text)
    assert r.returncode == 2 and r.stdout == "" and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"error: {tmp_path}/stopbus/config.toml:{line}: ") and words in r.stderr, r.stderr


def test_config_parse_refuses_what_it_does_not_know() -> None:
    """A setting given as a table is a wrong value; a table or key that is no setting is ignored (a warning)."""
    with pytest.raises(InputError):
        parse("[lang]\ncode = 3\n", "c.toml")
    assert read("[table]\ntokens = 3\n", "c.toml") == ({}, ["table"])
    assert parse('color = "NEVER"\npager = false\n', "c.toml") == {"color": "never", "pager": False}


def test_config_lang_is_a_default_that_the_flag_overrides(tmp_path: pathlib.Path) -> None:
    cfg = 'lang = "fr"\n'
    out = stopbus("replay", WORKED, "--sources", home=tmp_path, config=cfg).stdout
    assert "004 §03" in out and "000 §03" not in out
    out = stopbus("replay", WORKED, "--sources", "--lang", "en", home=tmp_path).stdout
    assert "000 §03" in out and "004 §03" not in out


def test_config_ascii_gives_letters(tmp_path: pathlib.Path) -> None:
    out = stopbus("rank", "ah", "kh", "qh", home=tmp_path, config="ascii = true\n").stdout
    assert out.startswith("Ah Kh Qh")


def test_config_table_players_and_tokens_are_the_usual_table(tmp_path: pathlib.Path) -> None:
    (tmp_path / "stopbus").mkdir()
    (tmp_path / "stopbus" / "config.toml").write_text('players = ["Ann", "Ben", "Cat"]\ntokens = 2\n',
                                                      encoding="utf-8")
    r = subprocess.run([*STOPBUS, "table", "--dealer", "Cat", "--record", str(tmp_path / "t.yaml")],
                       input="upcard 2d\n", capture_output=True, text=True, timeout=60, cwd=tmp_path,
                       env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "COLUMNS": "80"})
    assert r.returncode == 0, r.stderr
    record = (tmp_path / "t.yaml").read_text(encoding="utf-8")
    assert "Ann" in record and "Cat" in record and "tokens: 2" in record, record


def test_color_always_colours_red_cards_and_the_loser(tmp_path: pathlib.Path) -> None:
    out = stopbus("--color", "always", "compare", "ah kh qh", "2c 3d 5h", home=tmp_path).stdout
    assert "\x1b[31m5♥\x1b[0m" in out and "\x1b[1;35mhand 2\x1b[0m" not in out  # a label of two words: not coloured
    out = stopbus("compare", "Ann=ah kh qh", "Ben=2c 3d 5h", "--color=always", home=tmp_path).stdout
    assert "\x1b[1;35mBen\x1b[0m" in out and "\x1b[31m5♥\x1b[0m" in out


def test_color_never_and_no_color_win(tmp_path: pathlib.Path) -> None:
    assert "\x1b[" not in stopbus("--color", "never", "rank", "ah kh qh", home=tmp_path).stdout
    assert "\x1b[" not in stopbus("--color", "always", "rank", "ah kh qh", home=tmp_path, NO_COLOR="1").stdout
    assert "\x1b[" not in stopbus("rank", "ah kh qh", home=tmp_path, config='color = "never"\n').stdout
    r = stopbus("--color", "sometimes", "rank", "ah kh qh", home=tmp_path)
    assert r.returncode == 2 and "--color 'sometimes': choose one of auto, always, never" in r.stderr


def test_color_auto_into_a_pipe_is_plain(tmp_path: pathlib.Path) -> None:
    assert "\x1b[" not in stopbus("replay", WORKED, home=tmp_path).stdout


def test_pager_takes_long_output_at_a_terminal(tmp_path: pathlib.Path) -> None:
    import shlex

    import pexpect

    command = "PAGER='sed s/^/paged:/' " + " ".join(shlex.quote(a) for a in [*STOPBUS, "hands", "--classes"])
    child = pexpect.spawn("bash", ["-c", command], cwd=str(tmp_path), encoding="utf-8", timeout=300,
                          env={**os.environ, "TERM": "xterm", "COLUMNS": "80", "XDG_CONFIG_HOME": str(tmp_path)},
                          dimensions=(24, 80))
    text = child.read()
    child.close()
    assert text.count("paged:") > 700, text[:300]


def test_pager_is_off_with_pager_false_in_the_config(tmp_path: pathlib.Path) -> None:
    import shlex

    import pexpect

    (tmp_path / "stopbus").mkdir()
    (tmp_path / "stopbus" / "config.toml").write_text("pager = false\n", encoding="utf-8")
    command = "PAGER='sed s/^/paged:/' " + " ".join(shlex.quote(a) for a in [*STOPBUS, "hands", "--classes"])
    child = pexpect.spawn("bash", ["-c", command], cwd=str(tmp_path), encoding="utf-8", timeout=300,
                          env={**os.environ, "TERM": "xterm", "COLUMNS": "80", "XDG_CONFIG_HOME": str(tmp_path)},
                          dimensions=(24, 80))
    text = child.read()
    child.close()
    assert "paged:" not in text and "741" in text


def _at_terminal(args: list[str], home: pathlib.Path, pager: str = "sed s/^/paged:/") -> str:
    """Everything `stopbus ARGS` prints at an 80x24 terminal with PAGER set to `pager`."""
    import shlex

    import pexpect

    command = f"PAGER={shlex.quote(pager)} " + " ".join(shlex.quote(a) for a in [*STOPBUS, *args])
    child = pexpect.spawn("bash", ["-c", command], cwd=str(ROOT), encoding="utf-8", timeout=300,
                          env={**os.environ, "TERM": "xterm", "COLUMNS": "80", "XDG_CONFIG_HOME": str(home)},
                          dimensions=(24, 80))
    text = child.read()
    child.close()
    return text


@pytest.mark.parametrize("args,lines", [
    (["rules"], 40),
    (["replay", str(SCENARIOS / "16-game-to-winner.yaml")], 40),
    (["hands", "--game", "31"], 20),
    (["rules", "--game", "31"], 20),
])
def test_pager_takes_every_long_output_at_a_terminal(tmp_path: pathlib.Path, args: list[str], lines: int) -> None:
    """Not only `hands --classes`: the rulebook, a long replay, the 31-point game's tables, as git and gh page."""
    text = _at_terminal(args, tmp_path)
    assert text.count("paged:") > lines, text[:300]


def test_pager_never_when_piped(tmp_path: pathlib.Path) -> None:
    out = stopbus("replay", str(SCENARIOS / "16-game-to-winner.yaml"), home=tmp_path, PAGER="sed s/^/paged:/").stdout
    assert "paged:" not in out and "wins" in out


def test_config_lang_picks_the_quotes_of_rules_id(tmp_path: pathlib.Path) -> None:
    """`lang = "fr"` in the config file: `rules ID` quotes French only, as `--lang fr` does; the flag still wins."""
    fr = stopbus("rules", "final-turns", home=tmp_path, config='lang = "fr"\n').stdout
    assert "Celui qui arrête ne rejoue pas." in fr and "The stopper does not play again." not in fr
    en = stopbus("rules", "final-turns", "--lang", "en", home=tmp_path, config='lang = "fr"\n').stdout
    assert "The stopper does not play again." in en and "Celui qui arrête ne rejoue pas." not in en
    every = stopbus("rules", "final-turns", home=tmp_path / "none").stdout  # no config file: every language
    assert "The stopper does not play again." in every and "Celui qui arrête ne rejoue pas." in every


def test_config_lang_picks_the_quotes_of_replay(tmp_path: pathlib.Path) -> None:
    out = stopbus("replay", str(SCENARIOS / "25-illegal-stopper-plays-again.yaml"), home=tmp_path,
                  config='lang = "fr"\n').stdout
    assert "Celui qui arrête ne rejoue pas." in out
