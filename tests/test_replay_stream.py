"""The deal-by-deal replay (records.loader.stream_deals, each game's Streamed) against the whole-record replay
it stands for: the same stdout, stderr and exit code on every scenario, on long records with a problem late in
them, and the records over the old 32 MiB cap that only it reads."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.brag.replay import Replayer
from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record
from stopbus_ref.cli import main, replay_cmd
from stopbus_ref.records import loader

ROOT = Path(__file__).resolve().parent.parent
RECORDS = sorted([*(ROOT / "scenarios").glob("*.yaml"), *(ROOT.parent / "shared" / "acceptance").rglob("*.yaml")])
MODES = [["--json"], [], ["-q"], ["--deal", "2"], ["--brief"], ["--sources"], ["--deal", "2", "--json"]]


def _answer(args: list[str], stream: bool, capsys: pytest.CaptureFixture[str],
            monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.setattr(replay_cmd, "STREAM", stream)
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def _same(args: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    whole = _answer(args, False, capsys, monkeypatch)
    streamed = _answer(args, True, capsys, monkeypatch)
    assert streamed == whole, args
    return streamed[0], streamed[1]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_replay_stream_answers_as_the_whole_record_on_every_scenario(path: Path, capsys: pytest.CaptureFixture[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    for mode in MODES:
        _same(["replay", str(path), *mode], capsys, monkeypatch)


def _long(tmp_path: Path, deals: int = 120) -> tuple[Path, list[str]]:
    g = play_game(default_names(4), 7, tokens=60, max_deals=deals, strategy="patient")
    text = dump_record(to_record(g), "long")
    path = tmp_path / "long.yaml"
    path.write_text(text, encoding="utf-8")
    return path, text.splitlines(keepends=True)


def _deal_starts(lines: list[str]) -> list[int]:
    return [i for i, ln in enumerate(lines) if ln.startswith("  - ")]


LATE = {
    "bad card": lambda lines, i: [*lines[:i + 1], "    x-card: 1\n", *(ln.replace("Ah", "Zz") for ln in lines[i + 1:])],
    "unknown key": lambda lines, i: [*lines[:i + 1], "    hends: {}\n", *lines[i + 1:]],
    "broken rule": lambda lines, i: [*lines[:i], *(ln.replace("draw", "take", 1) for ln in lines[i:i + 6]),
                                     *lines[i + 6:]],
    "syntax error at the end": lambda lines, i: [*lines, "x-c: [unclosed\n"],
    "repeated key at the end": lambda lines, i: [*lines, "expect: {}\n"],
    "alias at the end": lambda lines, i: [*lines[:1], "x-a: &a 1\n", *lines[1:], "x-b: *a\n"],
    "tokens after deals": lambda lines, i: [ln for ln in lines if not ln.startswith("tokens:")] + ["tokens: 2\n"],
    "title after deals": lambda lines, i: [*lines, "title: Late\n"],
    "game after deals": lambda lines, i: [*lines, "game: thirty-one\n"],
}


@pytest.mark.parametrize("case", sorted(LATE))
def test_replay_stream_a_problem_late_in_a_long_record_is_answered_as_before(case: str, tmp_path: Path,
                                                                            capsys: pytest.CaptureFixture[str],
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A problem in deal 100 of 120 (or after the deals): what is printed before it, the message, its file:line
    and the exit code are exactly those of the whole-record replay."""
    path, lines = _long(tmp_path)
    starts = _deal_starts(lines)
    path.write_text("".join(LATE[case](lines, starts[min(99, len(starts) - 1)])), encoding="utf-8")
    for mode in (["--json"], [], ["-q"]):
        _same(["replay", str(path), *mode], capsys, monkeypatch)


def test_replay_stream_reads_records_over_the_whole_record_cap(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """With the whole-record cap lowered below a long record's size, the record is still replayed (deal by
    deal, the same answer as read whole under the real cap); unusual YAML in it is refused with its line."""
    path, lines = _long(tmp_path)
    expected = {tuple(m): _answer(["replay", str(path), *m], False, capsys, monkeypatch) for m in (["--json"], [])}
    monkeypatch.setattr(replay_cmd, "MAX_BYTES", 10_000)
    monkeypatch.setattr(loader, "MAX_BYTES", 10_000)
    for mode, want in expected.items():
        assert _answer(["replay", str(path), *mode], True, capsys, monkeypatch) == want
    aliased = tmp_path / "aliased.yaml"
    aliased.write_text("".join([*lines, "x-a: &a 1\nx-b: *a\n"]), encoding="utf-8")
    code, out, err = _answer(["replay", str(aliased)], True, capsys, monkeypatch)
    assert code == 2 and out == ""
    assert "read deal by deal" in err and f"aliased.yaml:{len(lines) + 1}" in err
    broken = tmp_path / "broken.yaml"
    broken.write_text("".join([*lines, "x-c: [unclosed\n"]), encoding="utf-8")
    code, out, err = _answer(["replay", str(broken)], True, capsys, monkeypatch)
    assert code == 2 and out == "" and "YAML syntax error" in err and "broken.yaml:" in err


def test_replay_stream_caps_the_whole_text_and_the_text_held_at_once() -> None:
    assert loader.MAX_STREAM_BYTES == 256 * 1024 * 1024 and loader.MAX_HELD_CHARS == loader.MAX_BYTES
    assert "256 MiB" in (loader.MAX_STREAM_BYTES.__doc__ or loader.__doc__ or "") or "256 MiB" in Path(
        loader.__file__).read_text(encoding="utf-8")


def test_replay_stream_holds_one_deal_however_long_the_record(tmp_path: Path) -> None:
    """`Replayer(keep=False)` keeps the last deal's result only, in its report and in the engine's results."""
    path, _ = _long(tmp_path, 60)
    sc = read_scenario(path.read_bytes())
    r = Replayer(sc, keep=False)
    for spec in sc.deals:
        assert r.play(spec) is not None
        assert len(r.report.deals) == 1 and len(r.game.results) == 1
    assert r.finish(sc).deals[-1].number == len(sc.deals)


def test_replay_stream_reads_stdin_deal_by_deal_as_a_file(tmp_path: Path) -> None:
    path, _ = _long(tmp_path, 40)
    env = {**os.environ, "NO_COLOR": "1"}
    by_file = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(path)], capture_output=True,
                             env=env, check=False)
    with path.open("rb") as f:
        by_stdin = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", "-"], stdin=f, capture_output=True,
                                  env=env, check=False)
    assert by_stdin.returncode == by_file.returncode == 0
    assert by_stdin.stdout == by_file.stdout and by_stdin.stdout
