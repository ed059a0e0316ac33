"""The fast door (`stopbus_ref/cli/fast.py`) against the typer app it stands for.

`stopbus replay FILE` with plain options runs without importing typer; every answer it gives (stdout,
stderr, exit code) must be the typer app's, byte for byte, and every other command line must reach
the typer app unchanged.
"""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from stopbus_ref.cli import fast, main, replay_cmd, take_lang
from stopbus_ref.core.errors import ExitCode
from stopbus_ref.ui.output import OutputClosed
from tests.helpers import ROOT, SCENARIOS

Answer = tuple[int, str, str]
FILES = sorted(SCENARIOS.glob("*.yaml"))
BRAG_OK = SCENARIOS / "01-worked-final-turn.yaml"
THIRTY_ONE = SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml"


def answer(args: list[str], *, door: bool, input: str | bytes | None = None,
           env: dict[str, str | None] | None = None) -> Answer:
    """Exit code, stdout and stderr of `stopbus ARGS` in-process, through the door or through the typer app."""
    with CliRunner().isolation(input=input, env=env) as (out, err, _mixed):
        code = main(list(args), fast=door)
        sys.stdout.flush()
        sys.stderr.flush()
        return code, out.getvalue().decode(), err.getvalue().decode()


def both(args: list[str], *, taken: bool = True, input: str | bytes | None = None,
         env: dict[str, str | None] | None = None) -> Answer:
    """The answer of `args`, after checking that the door takes them (or not, `taken=False`) and that
    the typer app gives the same answer byte for byte. `--lang` is taken off the command line before either
    door sees it (`cli.take_lang`)."""
    assert (fast.parse(take_lang(args)[0]) is not None) == taken, args
    door = answer(args, door=True, input=input, env=env)
    assert door == answer(args, door=False, input=input, env=env), args
    return door


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("options", [[], ["--json"]], ids=["text", "json"])
def test_fast_door_answers_every_scenario_like_the_typer_app(path: Path, options: list[str]) -> None:
    code, out, err = both(["replay", str(path), *options])
    assert code in (0, 1, 2, 3) and (out if code != ExitCode.INPUT or options else err)


@pytest.mark.parametrize("options", [
    ["--brief"], ["-q"], ["--quiet"], ["--sources"], ["--sources", "--quotes", "nl"], ["--lang", "all", "--sources"],
    ["--quotes", "xx"], ["--quotes", "FR", "--sources"], ["--json", "--quotes", "en"], ["--lang", "nl"],
    ["--deal", "1"], ["--deal", "1", "--json"], ["--json", "--deal", "7"], ["--deal", "0"], ["--deal", "007"],
    ["--lang", "xx"], ["--lang", "FR", "--sources"], ["--json", "--brief"], ["--json", "-q"],
    ["--json", "--lang", "en"], ["-q", "--sources"], ["-q", "--odds"], ["--brief", "--sources"],
    ["--brief", "--deal", "1"], ["--odds", "--json"], ["--odds"],
], ids=" ".join)
@pytest.mark.parametrize("path", [BRAG_OK, THIRTY_ONE, SCENARIOS / "34-expect-not-met.yaml"], ids=lambda p: p.name)
def test_fast_door_options_answer_like_the_typer_app(path: Path, options: list[str]) -> None:
    code, _out, err = both(["replay", str(path), *options])
    assert code in (0, 1, 2, 3) and "Traceback" not in err


def test_fast_door_file_before_or_after_the_options() -> None:
    assert both(["replay", "--json", str(BRAG_OK)]) == both(["replay", str(BRAG_OK), "--json"])
    assert both(["replay", "--deal", "1", str(THIRTY_ONE)])[0] == 0


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, {"FORCE_COLOR": "1"}, {"FORCE_COLOR": "1", "NO_COLOR": "1"},
                                 {"FORCE_COLOR": "1", "COLUMNS": "50"}, {"LANG": "nl_NL.UTF-8", "LC_ALL": None},
                                 {"STOPBUS_ASCII": "1"}], ids=str)
@pytest.mark.parametrize("path", [BRAG_OK, THIRTY_ONE, SCENARIOS / "20-illegal-wrong-first-player.yaml"],
                         ids=lambda p: p.name)
def test_fast_door_terminal_settings_answer_like_the_typer_app(path: Path, env: dict[str, str | None]) -> None:
    code, out, _err = both(["replay", str(path), "--sources"], env=env)
    assert code in (0, 1) and out
    coloured = "\x1b[" in out
    assert coloured == ("FORCE_COLOR" in env and "NO_COLOR" not in env), (env, out[:200])


# ---- errors: the same answers, from the one error handler ----


def test_fast_door_missing_file_is_exit_2_like_the_typer_app() -> None:
    for options in ([], ["--json"]):
        code, out, err = both(["replay", "no-such-file.yaml", *options])
        assert code == ExitCode.INPUT and "no such file" in err
        assert ('"exit_code": 2' in out) == bool(options)


def test_fast_door_directory_and_empty_name_are_exit_2_like_the_typer_app() -> None:
    for name in (str(SCENARIOS), "", " "):
        for options in ([], ["--json"]):
            assert both(["replay", name, *options])[0] == ExitCode.INPUT


@pytest.mark.parametrize("text", ["players: [Ann, Ben\n", "players: &a [Ann]\nx: *a\n", "- just\n- a list\n",
                                  "players: [Ann, Ben]\ndealer: Cat\ndeals: []\n", "\x00\x01", "game: chess\n",
                                  "game: thirty-one\nplayers: [Ann]\n"], ids=repr)
def test_fast_door_unreadable_yaml_answers_like_the_typer_app(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    for options in ([], ["--json"]):
        code, _out, err = both(["replay", str(path), *options])
        assert code == ExitCode.INPUT and err.startswith("error: ")


@pytest.mark.parametrize("name,code", [("20-illegal-wrong-first-player.yaml", ExitCode.RULE),
                                       ("34-expect-not-met.yaml", ExitCode.EXPECT),
                                       ("31-29-expect-not-met.yaml", ExitCode.EXPECT),
                                       ("31-21-illegal-second-stop.yaml", ExitCode.RULE)])
def test_fast_door_rule_broken_and_expect_not_met_answer_like_the_typer_app(name: str, code: int) -> None:
    for options in ([], ["--json"]):
        got, out, err = both(["replay", str(SCENARIOS / name), *options])
        assert got == code and out and err.startswith("expect: " if code == ExitCode.EXPECT else "error: ")


@pytest.mark.parametrize("path", [BRAG_OK, THIRTY_ONE, SCENARIOS / "34-expect-not-met.yaml"], ids=lambda p: p.name)
def test_fast_door_stdin_answers_like_the_typer_app(path: Path) -> None:
    for options in ([], ["--json"], ["--brief"]):
        code, out, _err = both(["replay", "-", *options], input=path.read_bytes())
        assert code in (0, 3) and out
    assert both(["replay", "-", "--json"], input=b"")[0] == ExitCode.INPUT
    assert both(["replay", "-"], input=b"players: [Ann\n")[0] == ExitCode.INPUT


@pytest.mark.parametrize("failure,code", [(KeyboardInterrupt(), ExitCode.ABORTED),
                                          (OutputClosed(), ExitCode.BROKEN_PIPE),
                                          (OSError(errno.ENOSPC, "No space left on device"), ExitCode.IO),
                                          (OSError(errno.EACCES, "Permission denied", "x.yaml"), ExitCode.IO),
                                          (RuntimeError("boom"), ExitCode.INTERNAL)], ids=repr)
def test_fast_door_failures_answer_like_the_typer_app(monkeypatch: pytest.MonkeyPatch, failure: BaseException,
                                                      code: int) -> None:
    """Ctrl-C, a vanished reader, a full disk, a bug: the same exit code and message by both paths."""

    def fail(*args: object, **kwargs: object) -> int:
        raise failure

    monkeypatch.delenv("STOPBUS_DEBUG", raising=False)
    monkeypatch.setattr(replay_cmd, "run", fail)
    for options in ([], ["--json"]):
        got, _out, err = both(["replay", str(BRAG_OK), *options])
        assert got == code and "Traceback" not in err


# ---- command lines the door must leave to the typer app ----

FALL_THROUGH = [
    [], ["replay"], ["replay", "--json"], ["replay", "a.yaml", "b.yaml"], ["replay", "a.yaml", "--json", "--json"],
    ["replay", "a.yaml", "--json=1"], ["replay", "a.yaml", "--json=true"], ["replay", "--", "a.yaml"],
    ["replay", "a.yaml", "--"], ["replay", "a.yaml", "--help"], ["replay", "a.yaml", "-h"], ["replay", "--help"],
    ["replay", "a.yaml", "--deal"], ["replay", "a.yaml", "--deal", "-1"], ["replay", "a.yaml", "--deal", "1.5"],
    ["replay", "a.yaml", "--deal", "\u0663"], ["replay", "a.yaml", "--deal", "+1"],
    ["replay", "a.yaml", "--deal", " 1"],
    ["replay", "a.yaml", "--deal", "9" * 40], ["replay", "a.yaml", "--deal=1"], ["replay", "a.yaml", "--deal", ""],
    ["replay", "a.yaml", "--deal", "1", "--deal", "2"], ["replay", "a.yaml", "-q", "--quiet"],
    ["replay", "a.yaml", "-qq"], ["replay", "a.yaml", "-jq"], ["replay", "a.yaml", "--quotes"],
    ["replay", "a.yaml", "--quotes", "--json"], ["replay", "a.yaml", "--quotes=nl"], ["replay", "a.yaml", "--no-json"],
    ["replay", "a.yaml", "--jsn"], ["replay", "a.yaml", "--game", "31"], ["replay", "a.yaml", "-x"],
    ["replay", "-1"], ["replay", "--version", "a.yaml"], ["Replay", "a.yaml"], ["replay ", "a.yaml"],
    ["--json", "replay", "a.yaml"], ["--version"], ["rank", "8c 9c 10c"], ["rules", "replay"], ["replay", "-", "-"],
    ["replay", "a.yaml", "--JSON"], ["replay", "a.yaml", "—json"],
]


@pytest.mark.parametrize("argv", FALL_THROUGH, ids=lambda a: " ".join(a) or "(nothing)")
def test_fast_door_leaves_every_other_command_line_to_the_typer_app(argv: list[str]) -> None:
    assert fast.parse(argv) is None
    assert answer(argv, door=True) == answer(argv, door=False)


def test_fast_door_unknown_option_falls_through_to_the_usage_error() -> None:
    for argv in (["replay", str(BRAG_OK), "--jsn"], ["replay", str(BRAG_OK), "--json", "--jsn"]):
        code, out, err = both(argv, taken=False)
        assert code == ExitCode.INPUT and "No such option" in err and "--jsn" in err
        assert ('"kind": "usage"' in out) == ("--json" in argv)


def test_fast_door_shell_completion_goes_to_the_typer_app(monkeypatch: pytest.MonkeyPatch) -> None:
    argv = ["replay", "a.yaml", "--json"]
    assert fast.parse(argv) == fast.Replay("a.yaml", json_out=True)
    monkeypatch.setenv("_STOPBUS_COMPLETE", "")
    assert fast.parse(argv) is None


def test_fast_door_reads_what_typer_would_pass() -> None:
    assert fast.parse(["replay", "-"]) == fast.Replay("-")
    assert fast.parse(["replay", "--deal", "007", "--quotes", "NL", "x", "-q", "--sources", "--brief", "--odds"]) == (
        fast.Replay("x", deal=7, quotes="NL", quiet=True, sources=True, brief=True, odds=True))
    assert fast.parse(["replay", "", "--quiet"]) == fast.Replay("", quiet=True)
    assert fast.parse(["replay", "x", "--quotes", ""]) == fast.Replay("x", quotes="")


# ---- real processes: no typer, and the process-level answers ----


def run_stopbus(args: str, *, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """`python -m stopbus_ref ARGS` through a shell (the console script's `run`, teardown skipped)."""
    return subprocess.run(f'"{sys.executable}" -m stopbus_ref {args}', shell=True, executable="/bin/bash", cwd=ROOT,
                          capture_output=True, timeout=120, env={**os.environ, **(env or {})})


def imported(stderr: bytes, *, whole: bool = False) -> set[str]:
    """The modules that `-X importtime` (PYTHONPROFILEIMPORTTIME) reports as imported, by top-level package
    (`whole`: by their whole dotted names)."""
    names = set()
    for line in stderr.decode(errors="replace").splitlines():
        if line.startswith("import time:") and line.count("|") == 2:
            name = line.rsplit("|", 1)[1].strip()
            names.add(name if whole else name.split(".")[0])
    return names


@pytest.mark.parametrize("args", [f"replay {BRAG_OK} --json", f"replay {THIRTY_ONE} --json",
                                  "replay no-such-file.yaml --json", f"replay - --json < {BRAG_OK}",
                                  f"replay {SCENARIOS / '20-illegal-wrong-first-player.yaml'}"])
def test_fast_door_real_process_does_not_import_typer(args: str) -> None:
    p = run_stopbus(args, env={"PYTHONPROFILEIMPORTTIME": "1"})
    mods = imported(p.stderr)
    assert "stopbus_ref" in mods  # the import report is there to read
    assert ("yaml" in mods) == ("no-such" not in args)  # a file that cannot be opened is not read as YAML
    assert not mods & {"typer", "click"}, sorted(mods)
    if "--json" in args:
        assert "rich" not in mods
    if "31" not in args:  # a record without a table-view deal does not import the table view (brag/replay.py)
        assert "stopbus_ref.brag.tableview" not in imported(p.stderr, whole=True)
    if "--json" in args and "31" not in args and "no-such" not in args:  # a clean Brag replay --json:
        # no dataclasses (engine, model, compare and replay use NamedTuples) and no rulebook (report.error_json)
        assert "dataclasses" not in mods and "inspect" not in mods, sorted(mods)
        assert "stopbus_ref.brag.rulebook" not in imported(p.stderr, whole=True)


def test_a_record_written_as_json_is_replayed_without_importing_yaml(tmp_path: Path) -> None:
    """A record written as JSON is read by the json module: YAML is not even imported (its import is a good part
    of what the JSON record saves); the answer is the YAML record's."""
    import json

    from stopbus_ref.records.loader import load_yaml

    record = tmp_path / "record.json"
    record.write_text(json.dumps(load_yaml(BRAG_OK.read_bytes())), encoding="utf-8")
    p = run_stopbus(f"replay {record} --json", env={"PYTHONPROFILEIMPORTTIME": "1"})
    mods = imported(p.stderr)
    assert "stopbus_ref" in mods and "yaml" not in mods, sorted(mods)
    assert p.stdout.replace(str(record).encode(), b"X") == \
        run_stopbus(f"replay {BRAG_OK} --json").stdout.replace(str(BRAG_OK).encode(), b"X")


def test_fast_door_installed_console_script_does_not_import_typer() -> None:
    """The `stopbus` script itself (`cli:run`), as a user runs it (else `python -m stopbus_ref`)."""
    from tests.test_cli import _stopbus

    p = subprocess.run([*_stopbus(), "replay", str(BRAG_OK), "--json"], capture_output=True, timeout=120, cwd=ROOT,
                       env={**os.environ, "PYTHONPROFILEIMPORTTIME": "1"})
    assert p.returncode == 0 and b'"loser": "B"' in p.stdout
    mods = imported(p.stderr)
    assert "stopbus_ref" in mods and not mods & {"typer", "click", "rich"}, sorted(mods)


def test_fast_door_detector_sees_typer_when_the_typer_app_runs() -> None:
    p = run_stopbus(f"replay {BRAG_OK} --json=1", env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert p.returncode == ExitCode.INPUT and "typer" in imported(p.stderr)


def test_fast_door_real_process_broken_pipe_is_141_and_closed_stdout_is_74() -> None:
    p = run_stopbus(f'replay "{BRAG_OK}" --json | true; echo "${{PIPESTATUS[0]}}"')
    assert p.stdout.strip() == b"141" and b"Traceback" not in p.stderr
    p = run_stopbus(f'replay "{BRAG_OK}" --json >&-')
    assert p.returncode == ExitCode.IO and b"cannot write the output" in p.stderr


TYPER_PROCESS = ("import os, sys; from stopbus_ref.cli import main; code = main(fast=False); sys.stdout.flush(); "
                 "sys.stderr.flush(); os._exit(code)")
"""A process running `stopbus ARGS` through the typer app, ending as the console script's `run` does."""


@pytest.mark.parametrize("env", [{}, {"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "LANG": "C", "NO_COLOR": "1"},
                                 {"LANG": "fr_FR.UTF-8", "FORCE_COLOR": "1", "COLUMNS": "40"}], ids=str)
def test_fast_door_real_process_answers_like_a_typer_process(env: dict[str, str]) -> None:
    """Whole processes, door against typer app, in odd locales and terminals: the same bytes and exit code."""
    for args in ([str(BRAG_OK), "--sources"], [str(THIRTY_ONE), "--json"], ["-", "--json"],
                 [str(SCENARIOS / "20-illegal-wrong-first-player.yaml")]):
        stdin = (SCENARIOS / "34-expect-not-met.yaml").read_bytes()
        full = {**os.environ, **env}
        full.pop("STOPBUS_ASCII", None)
        door = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", *args], input=stdin, cwd=ROOT,
                              capture_output=True, timeout=120, env=full)
        app = subprocess.run([sys.executable, "-c", TYPER_PROCESS, "replay", *args], input=stdin, cwd=ROOT,
                             capture_output=True, timeout=120, env=full)
        assert (door.returncode, door.stdout, door.stderr) == (app.returncode, app.stdout, app.stderr), args
        assert door.stdout and door.returncode in (0, 1, 3)


# ---- a record written as JSON: read by the json module, answered as its YAML reading answers it ----------------

def _as_json(path: Path, indent: int | None = 2) -> str | None:
    """The record at `path` written as JSON (None when it holds what JSON cannot write, a date)."""
    import json

    from stopbus_ref.records.loader import load_yaml

    try:
        return json.dumps(load_yaml(path.read_bytes()), indent=indent, ensure_ascii=False)
    except Exception:
        return None


JSON_OPTIONS = [[], ["--json"], ["-q"], ["--brief"], ["--sources"], ["--deal", "1"], ["--json", "--deal", "2"],
                ["--json", "--deal", "99"], ["--quotes", "fr", "--sources"]]


@pytest.mark.parametrize("options", JSON_OPTIONS, ids=" ".join)
def test_json_record_answers_every_scenario_as_its_yaml_reading(options: list[str], tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Every scenario written as JSON: the JSON route (`replay_cmd._json_replay`, the json module's reading) gives
    the answer the YAML route gives the same file, byte for byte (stdout, stderr, exit code); it answers the
    clean records itself and leaves every refused or broken one (a line to name) to the YAML route."""
    taken: list[bool] = []
    route = replay_cmd._json_replay

    def counted(*args: object, **kw: object) -> object:
        done = route(*args, **kw)  # type: ignore[arg-type]
        taken.append(done is not None)
        return done

    monkeypatch.setattr(replay_cmd, "_json_replay", counted)
    for path in FILES:
        text = _as_json(path, indent=None if len(taken) % 2 else 2)
        if text is None:
            continue
        f = tmp_path / f"{path.stem}.json"
        f.write_text(text, encoding="utf-8")
        monkeypatch.setattr(replay_cmd, "JSON", True)
        got = answer(["replay", str(f), *options], door=True)
        monkeypatch.setattr(replay_cmd, "JSON", False)
        want = answer(["replay", str(f), *options], door=True)
        assert got == want, (path.name, options)
    assert len(taken) > 60 and (sum(taken) > 40 or "--deal" in options) and not all(taken), (len(taken), sum(taken))


def test_json_record_odd_texts_answer_as_their_yaml_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """JSON the json module reads and YAML reads otherwise or refuses (a repeated key, a float, a tab, a key on the
    line after its `:`, a long key, a surrogate escape, a C1 control) and records that are no record: the same
    answer by both routes."""
    base = '{"players": ["Ann", "Ben"], "dealer": "Ann", "deals": []%s}'
    texts = [base % "", base % ', "players": ["Ann", "Ben"]', base % ', "x-f": 1.5', base % ', "x-n": 1e5',
             "\t" + base % "", base % ',\n"x-a"\n: 1', base % (', "%s": 1' % ("x" * 1100)),
             base % ', "x-s": "\\ud83d\\ude00"', base % ', "x-c": "\u0085"', base % ', "x-big": ' + "9" * 300,
             '{"players": "Ann"}', '{"deals": 3}', '[1, 2]', '{', '{"game": "thirty-one", "deals": []}',
             '\ufeff' + base % "", base % ', "x-t": "a\\tb"', base % ', "dealer": "Ben"']
    for i, text in enumerate(texts):
        f = tmp_path / f"odd{i}.json"
        f.write_text(text, encoding="utf-8")
        for options in ([], ["--json"]):
            monkeypatch.setattr(replay_cmd, "JSON", True)
            got = answer(["replay", str(f), *options], door=True)
            monkeypatch.setattr(replay_cmd, "JSON", False)
            assert got == answer(["replay", str(f), *options], door=True), (text, options)


def test_json_record_over_the_whole_record_cap_streams_as_yaml(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A JSON record longer than the whole-record cap is read deal by deal as YAML, as before: from the file
    rewound, and from stdin read again from what was read of it (`_again`), the same answer either way."""
    text = _as_json(BRAG_OK)
    assert text is not None
    f = tmp_path / "big.json"
    f.write_text(text, encoding="utf-8")
    monkeypatch.setattr(replay_cmd, "MAX_BYTES", 100)
    from_file = answer(["replay", str(f), "--json"], door=True)
    assert from_file[0] == 0 and from_file[1].startswith('{"exit_code": 0')
    data = text.encode()
    stream = io.BufferedReader(_Pipe(data))
    head = replay_cmd.read_capped(stream, 100)
    again = replay_cmd._again(stream, head)
    assert again.read(50) + again.read(70) + again.read() == data
    stream = io.BufferedReader(_Pipe(data))
    head = replay_cmd.read_capped(stream, 10**6)
    assert replay_cmd._again(stream, head).read() == data


class _Pipe(io.RawIOBase):
    """A stream that cannot seek, as a pipe."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def readable(self) -> bool:
        return True

    def readinto(self, buf: Any) -> int:
        return self._data.readinto(buf)


@pytest.mark.parametrize("options", [["--json"], []], ids=["json", "text"])
def test_json_record_real_process_file_and_stdin_take_the_json_route(options: list[str], tmp_path: Path) -> None:
    """Whole processes: a JSON record from a file and from stdin takes the JSON route and answers as the same
    record in YAML."""
    text = _as_json(BRAG_OK)
    assert text is not None
    f = tmp_path / "r.json"
    f.write_text(text, encoding="utf-8")
    probe = ("import sys; from stopbus_ref.cli import replay_cmd, main\n"
             "route = replay_cmd._json_replay\n"
             "def counted(*a, **k):\n"
             "    done = route(*a, **k); print('route', done, file=sys.stderr); return done\n"
             "replay_cmd._json_replay = counted\n"
             "sys.exit(main(sys.argv[1:]))\n")
    env = {**os.environ, "NO_COLOR": "1"}
    yaml_answer = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(BRAG_OK), *options], cwd=ROOT,
                                 capture_output=True, timeout=120, env=env)
    for args, stdin in (([str(f)], None), (["-"], text.encode())):
        p = subprocess.run([sys.executable, "-c", probe, "replay", *args, *options], input=stdin, cwd=ROOT,
                           capture_output=True, timeout=120, env=env)
        assert p.stderr == b"route 0\n" and p.returncode == 0, p.stderr
        assert p.stdout == yaml_answer.stdout.replace(str(BRAG_OK).encode(), args[0].replace("-", "<stdin>").encode())


def test_json_record_over_the_json_cap_streams_as_yaml_with_the_same_answer(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A JSON record longer than JSON_WHOLE_BYTES is read deal by deal (memory of one deal: by the json module from
    a file, tests/test_json_stream.py; else as YAML), not whole: the answer is the same, and the whole reading
    is not called."""
    text = _as_json(BRAG_OK)
    assert text is not None
    f = tmp_path / "big.json"
    f.write_text(text, encoding="utf-8")
    whole = answer(["replay", str(f), "--json"], door=True)
    monkeypatch.setattr(replay_cmd, "JSON_WHOLE_BYTES", 100)
    monkeypatch.setattr(replay_cmd, "_json_replay", None)  # any call fails the test
    assert answer(["replay", str(f), "--json"], door=True) == whole
    assert whole[0] == 0 and whole[1].startswith('{"exit_code": 0')
