"""A hostile environment never loses the answer: a width of zero, a pager that fails, a config file that is a FIFO,
a device or 5,000 levels deep, a bad STOPBUS_GAMES, an input that fails with EIO, help into a closed pipe; and what
a newcomer trips on: usage errors in one line, --color in every help, one line per command in `stopbus -h`,
STOPBUS_ASCII=1 that is ASCII, the docs site's links.

Real processes throughout (pexpect for a terminal), each waited on with a generous limit, never on a clock: the
machine running the suite may be busy.
"""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

import pytest

from tests.helpers import ROOT, SCENARIOS, STOPBUS

WAIT = 180
"""Seconds a process may take before the test gives up on it (a loaded machine; never an assertion on time)."""
ILLEGAL = str(SCENARIOS / "20-illegal-wrong-first-player.yaml")
LONG = str(SCENARIOS / "16-game-to-winner.yaml")


def _env(home: pathlib.Path, **extra: str) -> dict[str, str]:
    """The environment of a run: a config folder of its own, a UTF-8 locale, no colour or ASCII asked for."""
    base = {k: v for k, v in os.environ.items()
            if k not in ("NO_COLOR", "STOPBUS_ASCII", "FORCE_COLOR", "COLUMNS", "LINES", "STOPBUS_GAMES", "PAGER",
                         "LC_ALL", "LC_CTYPE", "LANG")}
    return {**base, "XDG_CONFIG_HOME": str(home), "LANG": "C.UTF-8", "COLUMNS": "80", **extra}


def stopbus(*args: str, home: pathlib.Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """`stopbus ARGS` in a real process, output piped, its own config folder."""
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, encoding="utf-8", timeout=WAIT,
                          cwd=ROOT, env=_env(home, **extra))


def at_terminal(args: list[str], home: pathlib.Path, **extra: str) -> tuple[str, int]:
    """What `stopbus ARGS` shows at an 80x24 terminal (stdin, stdout and stderr all the terminal), and its exit
    code, read to the end."""
    import pexpect

    env = _env(home, TERM="xterm", **extra)
    child = pexpect.spawn(sys.executable, ["-m", "stopbus_ref", *args], cwd=str(ROOT), env=env, encoding="utf-8",
                          timeout=WAIT, dimensions=(24, 80))
    try:
        child.expect(pexpect.EOF, timeout=WAIT)
        text = child.before
    finally:
        child.close()
    return text, int(child.exitstatus if child.exitstatus is not None else 128 + (child.signalstatus or 0))


def write_config(home: pathlib.Path, text: str | bytes) -> pathlib.Path:
    """The config file of `home`, holding `text`."""
    folder = home / "stopbus"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def _one_line(stderr: str) -> str:
    """The single line on stderr (fails when there is not exactly one)."""
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr[:2000]
    return lines[0]


# -- the width: COLUMNS=0 never drops the answer ---------------------------------------------------------------

ANSWERS = [
    ["rank", "ah", "kh", "qh"],
    ["compare", "Ann=ah kh qh", "Ben=2c 3d 5h"],
    ["rules", "dealer-skip"],
    ["hands"],
    ["ask", "who", "deals", "next"],
    ["config"],
]


@pytest.mark.parametrize("args", ANSWERS, ids=lambda a: a[0])
def test_width_under_20_into_a_pipe_is_taken_as_80(tmp_path: pathlib.Path, args: list[str]) -> None:
    """COLUMNS=0 (or 1 to 19) into a pipe: the same answer as at 80 columns, never nothing or empty cells."""
    wide = stopbus(*args, home=tmp_path)
    assert wide.returncode == 0 and wide.stdout.strip(), wide.stderr
    for columns in ("0", "1", "4", "19"):
        narrow = stopbus(*args, home=tmp_path, COLUMNS=columns)
        assert (narrow.returncode, narrow.stdout, narrow.stderr) == (0, wide.stdout, wide.stderr), columns


def test_width_zero_into_a_file_keeps_the_answer(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "out.txt"
    with out.open("w", encoding="utf-8") as f:
        r = subprocess.run([*STOPBUS, "hands"], stdout=f, stderr=subprocess.PIPE, text=True, timeout=WAIT, cwd=ROOT,
                           env=_env(tmp_path, COLUMNS="0"))
    assert r.returncode == 0 and out.read_text(encoding="utf-8") == stopbus("hands", home=tmp_path).stdout


def test_width_zero_at_a_terminal_still_shows_the_answer(tmp_path: pathlib.Path) -> None:
    """At a terminal a narrow width is taken as 20 columns: the answer wraps, all of it shown."""
    text, code = at_terminal(["rank", "ah", "kh", "qh"], tmp_path, COLUMNS="0", PAGER="cat", NO_COLOR="1")
    words = " ".join(text.split())
    assert code == 0 and "running flush, A-K-Q of hearts" in words and "class 15 of 741" in words, text
    assert max(len(line) for line in text.splitlines()) <= 21, text
    text, code = at_terminal(["hands"], tmp_path, COLUMNS="3", PAGER="cat", NO_COLOR="1")
    assert code == 0 and "prial" in text and "22,100" in text, text


def test_usable_width_takes_a_narrow_width_as_80_piped_and_20_at_a_terminal() -> None:
    from stopbus_ref.ui.output import MAX_WIDTH, usable_width

    assert [usable_width(w, False) for w in (0, 1, 19, 20, 80, 10**6)] == [80, 80, 80, 20, 80, MAX_WIDTH]
    assert [usable_width(w, True) for w in (0, 1, 19, 20, 80)] == [20, 20, 20, 20, 80]


# -- the pager: one that fails or is missing loses nothing -----------------------------------------------------

def test_failing_pager_still_shows_an_illegal_records_error(tmp_path: pathlib.Path) -> None:
    """PAGER=false: the account and its one-line error are printed directly, exit 1 (the record's own code)."""
    text, code = at_terminal(["replay", ILLEGAL], tmp_path, PAGER="false")
    assert code == 1 and "Rule broken" in text and "first-turn" in text, text


@pytest.mark.parametrize("pager", ["false", "no-such-pager-anywhere", "exit 3"])
def test_failing_or_missing_pager_falls_back_to_printing(tmp_path: pathlib.Path, pager: str) -> None:
    text, code = at_terminal(["rules"], tmp_path, PAGER=pager)
    assert code == 0 and "dealer-skip" in text and "worst-loses" in text, text
    text, code = at_terminal(["hands", "--classes"], tmp_path, PAGER=pager)
    assert code == 0 and text.count("high-card") == 274 and "741  high-card" in text, text[:500]


def test_a_working_pager_gets_the_answer_once(tmp_path: pathlib.Path) -> None:
    """The fallback is for a pager that fails: one that shows the text is not followed by a second copy."""
    text, code = at_terminal(["replay", LONG], tmp_path, PAGER="sed s/^/paged:/")
    lines = [line for line in text.splitlines() if "wins" in line or "Showdown" in line]
    assert code == 0 and lines and all(line.startswith("paged:") for line in lines), text[-800:]


# -- the config file: never a hang, a crash or a flood --------------------------------------------------------

def _limited() -> None:
    """In the child: at most 2 GiB of address space, so that a file read without end fails instead of filling
    the machine's memory."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def _run_limited(args: list[str], home: pathlib.Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, encoding="utf-8", timeout=WAIT,
                          cwd=ROOT, env=_env(home), preexec_fn=_limited)


@pytest.mark.parametrize("args", [["rank", "ah", "kh", "qh"], ["config"], ["replay", LONG, "--brief"]],
                         ids=lambda a: a[0])
def test_config_nested_5000_deep_is_one_line_naming_it(tmp_path: pathlib.Path, args: list[str]) -> None:
    path = write_config(tmp_path, "a = " + "[" * 5000 + "]" * 5000 + "\n")
    r = stopbus(*args, home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and r.stdout == "" and line.startswith(f"error: {path}: ") and "nested too deeply" in line


def test_config_fifo_is_refused_without_blocking(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "stopbus"
    folder.mkdir()
    os.mkfifo(folder / "config.toml")
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)  # before: blocked for ever (the timeout fails the test)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and r.stdout == "" and "not a regular file" in line and str(folder) in line


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null", "folder"])
def test_config_that_is_a_device_or_a_folder_is_refused(tmp_path: pathlib.Path, target: str) -> None:
    folder = tmp_path / "stopbus"
    folder.mkdir()
    if target == "folder":
        (folder / "config.toml").mkdir()
    else:
        if not os.path.exists(target):
            pytest.skip(f"no {target} here")
        (folder / "config.toml").symlink_to(target)
    r = _run_limited(["rank", "ah", "kh", "qh"], tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and r.stdout == "" and "not a regular file" in line and "config.toml" in line


def test_config_over_1_mib_is_refused(tmp_path: pathlib.Path) -> None:
    write_config(tmp_path, "# " + "x" * (1 << 20) + "\nlang = \"nl\"\n")
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and r.stdout == "" and "too large" in line and "config.toml" in line
    write_config(tmp_path, "# " + "x" * 1000 + "\nlang = \"nl\"\n")  # a long comment within the cap is fine
    assert stopbus("rank", "ah", "kh", "qh", home=tmp_path).returncode == 0


def test_config_that_cannot_be_read_is_one_line_naming_it(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "stopbus"
    folder.mkdir()
    (folder / "config.toml").symlink_to(folder / "config.toml")  # a loop: ELOOP
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and "cannot read the config file" in line and "config.toml" in line


def test_config_misspelt_key_is_a_warning_and_the_command_goes_on(tmp_path: pathlib.Path) -> None:
    path = write_config(tmp_path, 'lang = "nl"\ncolour = "never"\n')
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 0 and r.stdout.startswith("A♥ K♥ Q♥"), r.stderr
    assert line.startswith(f"warning: {path}:2: ") and "'colour'" in line and "did you mean 'color'?" in line
    r = stopbus("config", "--json", home=tmp_path)
    assert r.returncode == 0 and '"settings": {"lang": "nl"}' in r.stdout and len(r.stderr.splitlines()) == 1


def test_config_huge_unknown_key_is_cut(tmp_path: pathlib.Path) -> None:
    write_config(tmp_path, "k" * 100_000 + " = 1\n" + "".join(f"extra{i} = {i}\n" for i in range(1000)))
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 0 and len(line) < 600 and "(100,000 characters)" in line and "more" in line, line


def test_config_huge_wrong_value_is_cut(tmp_path: pathlib.Path) -> None:
    write_config(tmp_path, 'lang = "' + "x" * 100_000 + '"\n')
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and len(line) < 600 and "lang must be one of" in line, line


def test_config_unknown_keys_are_read_apart_from_the_settings() -> None:
    from stopbus_ref.ui.config import read, unknown_warning

    text = 'pagr = false\nlang = "FR"\n[table]\ntokens = 3\n'
    values, unknown = read(text, "c.toml")
    assert values == {"lang": "fr"} and unknown == ["pagr", "table"]
    message, line = unknown_warning(unknown, text)
    assert line == 1 and "'pagr' (did you mean 'pager'?)" in message and "'table'" in message


# -- STOPBUS_GAMES: the user's setting, not a bug ------------------------------------------------------------

@pytest.mark.parametrize("value,why", [("no_such_game_module_here", "no such module"), ("os", "no GAME"),
                                        ("tests.toygame,os.no_such_part", "no such module")])
@pytest.mark.parametrize("args", [["rank", "ah", "kh", "qh"], ["replay", LONG], ["rules", "--json"]],
                         ids=lambda a: a[0])
def test_bad_stopbus_games_is_exit_2_naming_it(tmp_path: pathlib.Path, value: str, why: str,
                                               args: list[str]) -> None:
    r = stopbus(*args, home=tmp_path, STOPBUS_GAMES=value)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and line.startswith("error: STOPBUS_GAMES: ") and why in line, line
    assert "internal error" not in line and value.split(",")[-1] in line


def test_stopbus_games_module_that_raises_is_exit_2(tmp_path: pathlib.Path) -> None:
    (tmp_path / "raising_game.py").write_text("raise RuntimeError('not today')\n", encoding="utf-8")
    r = stopbus("rank", "ah", "kh", "qh", home=tmp_path, STOPBUS_GAMES="raising_game", PYTHONPATH=str(tmp_path))
    line = _one_line(r.stderr)
    assert r.returncode == 2 and "raising_game" in line and "RuntimeError: not today" in line


def test_docs_say_stopbus_games_runs_what_it_names_beside_pythonpath() -> None:
    man = (ROOT / "docs" / "stopbus.1").read_text(encoding="utf-8")
    env = man[man.index(".SH ENVIRONMENT"):]
    assert re.search(r"\.B PYTHONPATH\n[^\n]*\n\.TP\n\.B STOPBUS_GAMES\n[^\n]*runs the code it names", env), env
    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert re.search(r"- `PYTHONPATH`: [^\n]*\n- `STOPBUS_GAMES`: [^\n]*runs the code it names", cli)


# -- an input that fails with EIO ----------------------------------------------------------------------------

@pytest.mark.skipif(not os.path.exists("/proc/self/mem"), reason="no /proc/self/mem here")
@pytest.mark.parametrize("extra", [[], ["--json"], ["--brief"], ["--odds"]])
def test_input_failing_with_eio_is_an_unreadable_input_naming_it(tmp_path: pathlib.Path, extra: list[str]) -> None:
    r = stopbus("replay", "/proc/self/mem", *extra, home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and "/proc/self/mem" in line and "cannot read" in line, line
    assert "cannot write the output" not in line


# -- help into a closed pipe ---------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [["replay", "-h"], ["-h"], ["rank", "-h"], ["help", "replay"], ["replay", "--help"],
                                  ["table", "-h"]], ids=" ".join)
def test_help_into_a_closed_pipe_is_141(tmp_path: pathlib.Path, args: list[str]) -> None:
    """`stopbus replay -h | head -1`: the reader is gone before anything is written (its end closed first)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        r = subprocess.run([*STOPBUS, *args], stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=WAIT,
                           cwd=ROOT, env=_env(tmp_path))
    finally:
        os.close(write_end)
    assert r.returncode == 141 and r.stderr == "", r.stderr


# -- usage errors, --color, the command list -------------------------------------------------------------------

@pytest.mark.parametrize("args,words", [
    (["rnak"], "Did you mean 'rank'?"),
    (["rank", "--jsno", "ah", "kh", "qh"], "--json"),
    (["rank"], "Missing argument"),
    (["simulate", "--players", "many"], "--players"),
    (["replay", "--deal"], "--deal"),
], ids=lambda a: " ".join(a) if isinstance(a, list) else None)
def test_usage_error_is_one_line(tmp_path: pathlib.Path, args: list[str], words: str) -> None:
    r = stopbus(*args, home=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and r.stdout == "" and line.startswith("error: ") and words in line, line
    assert re.search(r"\(see 'stopbus( \w+)? -h'\)$", line), line


def test_usage_error_under_json_is_one_json_value_and_one_line(tmp_path: pathlib.Path) -> None:
    r = stopbus("rank", "--json", "--jsno", home=tmp_path)
    assert r.returncode == 2 and r.stdout.count("\n") == 1 and '"kind": "usage"' in r.stdout
    assert "No such option: --jsno" in _one_line(r.stderr)


COMMANDS = ["rank", "compare", "hands", "replay", "rules", "house", "ask", "simulate", "table", "serve", "schema",
            "odds", "config", "help"]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_help_shows_color(cli, command: str) -> None:  # type: ignore[no-untyped-def]
    r = cli(command, "-h")
    assert r.exit_code == 0 and "--color" in r.stdout and "never" in r.stdout, r.stdout


def test_color_is_in_the_root_help_docs_and_man_page(cli) -> None:  # type: ignore[no-untyped-def]
    assert "--color" in cli("-h").stdout
    cli_md = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for command in COMMANDS:
        section = cli_md.split(f"### `stopbus {command}`", 1)[1].split("\n### ", 1)[0]
        assert "- `--color` `WHEN`:" in section, command
    man = (ROOT / "docs" / "stopbus.1").read_text(encoding="utf-8")
    assert man.count("\\fB\\-\\-color WHEN\\fR") == len(COMMANDS)


def test_root_help_lists_one_line_per_command(tmp_path: pathlib.Path) -> None:
    r = stopbus("-h", home=tmp_path)
    panel = r.stdout.split("Commands", 1)[1].split("╰", 1)[0].splitlines()[1:]
    names = [line.split()[1] for line in panel]
    assert r.returncode == 0 and names == COMMANDS, r.stdout


def test_color_is_still_taken_anywhere(tmp_path: pathlib.Path) -> None:
    for args in (["--color", "always", "rank", "ah kh qh"], ["rank", "ah kh qh", "--color=always"]):
        r = stopbus(*args, home=tmp_path)
        assert r.returncode == 0 and "\x1b[31mA♥" in r.stdout.replace("\x1b[1;31m", "\x1b[31m"), r.stdout


# -- STOPBUS_ASCII=1 is ASCII --------------------------------------------------------------------------------

ASCII_RUNS = [
    ["replay", LONG],
    ["replay", ILLEGAL, "--sources", "--lang", "all"],
    ["rules", "dealer-skip"],
    ["rules"],
    ["rank", "ah", "kh", "qh"],
    ["compare", "Ann=ah kh qh", "Ben=2c 3d 5h", "Cat=ks js 7s"],
    ["odds", "kd", "9s", "8s", "--players", "3"],
    ["ask", "who", "deals", "next"],
    ["hands"],
    ["house"],
    ["rank", "-h"],
    ["replay", LONG, "--json"],
]


@pytest.mark.parametrize("args", ASCII_RUNS, ids=" ".join)
def test_stopbus_ascii_is_ascii_as_the_c_locale_gives_it(tmp_path: pathlib.Path, args: list[str]) -> None:
    asked = stopbus(*args, home=tmp_path, STOPBUS_ASCII="1")
    assert asked.stdout.isascii() and asked.stderr.isascii(), [c for c in asked.stdout if not c.isascii()][:10]
    c_locale = stopbus(*args, home=tmp_path, LC_ALL="C", LANG="C")
    assert (asked.returncode, asked.stdout, asked.stderr) == (c_locale.returncode, c_locale.stdout, c_locale.stderr)
    write_config(tmp_path, "ascii = true\n")
    configured = stopbus(*args, home=tmp_path)
    assert (configured.returncode, configured.stdout, configured.stderr) == (asked.returncode, asked.stdout,
                                                                            asked.stderr)


# -- the docs site -------------------------------------------------------------------------------------------

def test_docs_home_page_links_resolve() -> None:
    """docs/index.md includes part of README.md, whose links are written from the repository's root: the include
    makes its `docs/` links relative to docs/ (MyST's relative-docs), so that none is dead on the site."""
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    include = index.split("```{include} ../README.md", 1)[1].split("```", 1)[0]
    assert re.search(r"^:relative-docs: docs/$", include, re.M), include
    start = re.search(r':start-after: "(.*)"', include)
    end = re.search(r':end-before: "(.*)"', include)
    assert start and end
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    part = readme.split(start.group(1), 1)[1].split(end.group(1), 1)[0]
    links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", part)
    local = [link for link in links if "://" not in link]
    assert any(link.startswith("docs/") for link in local)
    for link in local:
        assert link.startswith("docs/") and (ROOT / link).exists(), link


def test_api_reference_docstrings_hold_no_bare_uri() -> None:
    """autodoc reads the package's docstrings as reStructuredText, where a bare `file:line` is a link: such text is
    code (double backquotes)."""
    import inspect

    import stopbus_ref

    found = []
    for name in dir(stopbus_ref):
        obj = getattr(stopbus_ref, name)
        members = [obj, *(m for _, m in inspect.getmembers(obj) if inspect.isfunction(m))] if inspect.isclass(obj) \
            else [obj]
        for member in members:
            doc = inspect.getdoc(member) or ""
            bare = re.sub(r"``.*?``", "", doc, flags=re.S)
            found += [f"{name}: {m.group()}" for m in re.finditer(r"(?<![\w`])file:\w+", bare)]
    assert not found, found
