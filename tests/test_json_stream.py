"""A record written as JSON read deal by deal (`records.json_stream.stream_json`) against the same bytes read whole
(`records.loader.load_json`): the same tree, or both refuse; and `stopbus replay` of a JSON record too long to
read whole (`cli.replay_cmd._json_stream_replay`, the cap lowered so that small records take it) answering as
the same record read as YAML, byte for byte, refusals and errors with their lines included."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record
from stopbus_ref.cli import main, replay_cmd
from stopbus_ref.core.errors import InputError
from stopbus_ref.core.nodes import Map, Seq
from stopbus_ref.records import json_stream
from stopbus_ref.records.caps import Unstreamable
from stopbus_ref.records.loader import load_json, load_yaml
from tests.helpers import ROOT, SCENARIOS, json_text

READS = [(1 << 20, 0), (1, 0), (7, 3), (64, 100)]
"""(bytes read at a time, bytes given as already read): a deal read in one piece, or straddling many reads."""


def _shape(v: object) -> object:
    """A node tree written out with its types and the lines its Maps and Seqs hold."""
    if type(v) is Map:
        return ("Map", v.line, dict(v.lines), [(k, _shape(x)) for k, x in v.items()])
    if type(v) is Seq:
        return ("Seq", v.line, list(v.lines), [_shape(x) for x in v])
    if isinstance(v, (dict, list)):
        return ("other", type(v).__name__)
    return (type(v).__name__, v)


def _streamed(data: bytes, chunk: int, split: int, monkeypatch: pytest.MonkeyPatch) -> Map | None:
    """The tree `stream_json` reads from `data` (its events put back together), or None when it refuses."""
    monkeypatch.setattr(json_stream, "CHUNK", chunk)
    try:
        events = list(json_stream.stream_json(io.BytesIO(data[split:]), data[:split]))
    except Unstreamable:
        return None
    head, deals, end = events[0], [e[1] for e in events[1:-1]], events[-1]
    assert head[0] == "head" and end[0] == "end" and end[2] == len(deals)
    assert all(e[0] == "deal" and e[2] == 0 for e in events[1:-1])
    doc: Map = end[1]
    keys = list(doc)
    assert list(head[1]) == [*keys[:keys.index("deals")], "deals"] and head[1]["deals"] == []
    assert all(head[1][k] is doc[k] for k in keys[:keys.index("deals")])
    assert doc["deals"] == [] and doc["deals"].lines == [0] * len(deals)
    whole = Seq()
    whole.extend(deals)
    whole.lines = [0] * len(deals)
    doc["deals"] = whole
    return doc


def _agrees(data: bytes, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Read deal by deal however the bytes arrive, `data` gives load_json's tree, or is refused as load_json
    refuses it, or as the whole JSON route (`replay_cmd._json_replay`) refuses a tree without a `deals:` list
    (True when read)."""
    want = load_json(data)
    if want is not None and type(want.get("deals")) is not Seq:
        want = None
    for chunk, split in READS:
        got = _streamed(data, chunk, split, monkeypatch)
        assert (got is None) == (want is None), (data[:300], chunk, split)
        assert want is None or _shape(got) == _shape(want), (data[:300], chunk, split)
    return want is not None


def _records() -> list[Any]:
    """Every scenario's tree and a few simulated records' (those JSON can write)."""
    paths = sorted(SCENARIOS.glob("*.yaml")) + sorted((SCENARIOS / "thirty-one").glob("*.yaml"))
    texts = [p.read_bytes() for p in paths]
    for seed in range(4):
        g = play_game(default_names(3 + seed), seed, tokens=3, max_deals=12)
        texts.append(dump_record(to_record(g), "sim").encode())
    trees = []
    for text in texts:
        try:
            tree = load_yaml(text)
            json.dumps(tree)
        except (InputError, TypeError):  # not a record, or a date: not JSON
            continue
        trees.append(tree)
    return trees


def test_json_stream_reads_every_scenario_as_the_whole_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    read = 0
    for tree in _records():
        for indent in (None, 2):
            for ascii_ in (True, False):
                read += _agrees((json.dumps(tree, indent=indent, ensure_ascii=ascii_) + "\n").encode(), monkeypatch)
    assert read > 4 * 60, read


BASE = {"players": ["Ann", "Ben"], "dealer": "Ann",
        "deals": [{"turns": [{"Ann": "draw"}, {"Ben": "stop"}], "n": [1, -2]}, [3, [4]], 5, "x", None, True]}


def _odd_texts() -> list[bytes]:
    """JSON the whole reading refuses, or reads: a repeated key (top, in a deal, late), floats, NaN, long
    numbers, long keys, cut short, more after the end, byte-order marks, tabs, blanks before a `:`, line
    separators, surrogates, NUL, bytes not UTF-8, wrong types, `deals` missing or first, a long list."""
    text = json.dumps(BASE)
    last, k = text.rindex("}"), text.rindex("{")
    texts = [text, text[:1] + '"dealer": "X", ' + text[1:], text[:last] + ', "deals": []' + text[last:],
             text[:k] + '{"a": 1, "a": 2, ' + text[k + 1:], text[:k] + '{"x-a"\n: 1, ' + text[k + 1:],
             text.replace('":', '" :', 1), text.replace(", ", ",\t", 1), "\t" + text, "\ufeff" + text,
             "\ufeff\ufeff" + text, "\n\r \n" + text, text + "\n \r\n", text + " \t", text + "x", text + "}",
             text + "\x00", text + "\u0085", text + ",", '{"deals": []}', '{"deals": [  ]}', '{"deals":[1,]}',
             '{"deals": [1 2]}', '{"deals": {}}', '{"deals": "x"}', '{"players": "Ann"}', "{}", "", "  ", '"x"', "[]",
             "[" + text + "]", '{"deals": [], "deals": []}', '{"deals": [{"deals": ' + json.dumps(list(range(100_001)))
             + "}]}", '{"deals": [' + json.dumps(list(range(100_001))) + "]}",
             '{"deals": ' + json.dumps(list(range(100_001))) + "}", '{"deals": [[' + "[" * 3000 + "]" * 3000 + "]]}",
             '{"x": 1 /* c */, "deals": []}', '{"deals": [], "x": [1, 2], "y": {"z": null}}']
    for v in ("1.5", "1e5", "NaN", "Infinity", "-Infinity", "9" * 201, "-" + "9" * 200, "9" * 200, "-0", "0"):
        texts += [text[:last] + f', "x-v": {v}' + text[last:], text[:k] + '{"x-v": ' + v + ", " + text[k + 1:]]
    for key in ("x" * 150, "x" * 151, "\\u00e9" * 150, "\\u00e9" * 151):
        texts += [text[:last] + f', "{key}": 1' + text[last:], text[:k] + '{"' + key + '": 1, ' + text[k + 1:]]
    for s in ("\\ud83d\\ude00", "\\ud83d", "\u2028", "\u2029", "\\u2028", "\x7f", "\ufffe", "é€😀", "\\t", "\\u0000"):
        texts.append(text[:k] + '{"x-s": "' + s + '", ' + text[k + 1:])
    texts += [text[:cut] for cut in range(0, len(text), 7)]
    data = [t.encode("utf-8", "surrogatepass") for t in texts]
    return [*data, text.encode()[:-3] + b"\xff" + text.encode()[-3:], text.encode()[:-3] + b"\xc3",
            b"\xef\xbb\xbf" + text.encode()]


def test_json_stream_refuses_what_the_whole_reading_refuses(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _odd_texts()
    read = sum(_agrees(data, monkeypatch) for data in texts)
    assert 10 < read < len(texts) - 50, (read, len(texts))


def test_json_stream_random_records_read_as_the_whole_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random JSON records (any values in and around a `deals:` list), written every way json.dumps writes them,
    with blanks, line breaks and odd characters put in: the same tree as the whole reading, or both refuse."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    words = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=6)
    scalars = (st.none() | st.booleans() | st.integers(-10**5, 10**5) | st.integers() | st.floats() | words
               | st.sampled_from(["Ah", "yes", "1e5", "~", "<<", ""]))
    values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        words | st.sampled_from(["deals", "<<", "a" * 151]), inner, max_size=4), max_leaves=16)
    read = [0]

    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.dictionaries(words | st.sampled_from(["players", "game"]), values, max_size=3),
           st.lists(values, max_size=6), st.dictionaries(words, values, max_size=2),
           st.sampled_from([None, 0, 2]), st.booleans(), st.booleans(),
           st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from([" ", "\n", "\r\n", "\t", "\r", "\x85", "\u2028",
                                                                      "\ufeff", ",", "\x7f", "]", "}", ":", '"'])),
                    max_size=2))
    def check(before: dict[str, Any], deals: list[Any], after: dict[str, Any], indent: int | None, ascii_: bool,
              compact: bool, inserts: list[tuple[int, str]]) -> None:
        doc = {**before, "deals": deals, **{k: v for k, v in after.items() if k not in before and k != "deals"}}
        text = json_text(doc, indent, ascii_, compact, inserts)
        if text is not None:
            read[0] += _agrees(text.encode("utf-8", "surrogatepass"), monkeypatch)

    check()
    assert read[0] > 25, read  # most random texts hold a float, a long key or an insert: refused by both


def _answer(args: list[str]) -> tuple[int, str, str]:
    with CliRunner().isolation(env={"NO_COLOR": "1"}) as (out, err, _mixed):
        code = main(list(args))
        sys.stdout.flush()
        sys.stderr.flush()
        return code, out.getvalue().decode(), err.getvalue().decode()


@pytest.fixture
def stream_counted(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every JSON record over 40 bytes is too long to read whole, read a few bytes at a time; the list says, for
    each call of the deal-by-deal JSON route, whether it answered (else the YAML route did)."""
    taken: list[bool] = []
    route = replay_cmd._json_stream_replay

    def counted(*args: Any, **kw: Any) -> int | None:
        done = route(*args, **kw)
        taken.append(done is not None)
        return done

    monkeypatch.setattr(replay_cmd, "_json_stream_replay", counted)
    monkeypatch.setattr(replay_cmd, "JSON_WHOLE_BYTES", 40)
    monkeypatch.setattr(json_stream, "CHUNK", 61)
    return taken


def _as_yaml(args: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    """The answer with the JSON routes off: every record read as YAML, as before them."""
    monkeypatch.setattr(replay_cmd, "JSON", False)
    try:
        return _answer(args)
    finally:
        monkeypatch.setattr(replay_cmd, "JSON", True)


OPTIONS = [["--json"], [], ["-q"], ["--brief"], ["--json", "--deal", "2"], ["--deal", "1"], ["--lang", "fr", "--json"],
           ["--lang", "nl"]]


@pytest.mark.parametrize("options", OPTIONS, ids=" ".join)
def test_json_stream_replay_answers_every_scenario_as_its_yaml_reading(options: list[str], tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      stream_counted: list[bool]) -> None:
    """Every scenario written as JSON and replayed deal by deal from the json module's reading: the answer the
    YAML route gives the same file (stdout, stderr, exit code); the clean records are answered by the JSON route,
    every refused or broken one by the YAML route, with its lines."""
    for i, tree in enumerate(_records()):
        f = tmp_path / f"r{i}.json"
        f.write_text(json.dumps(tree, indent=None if i % 2 else 2, ensure_ascii=False), encoding="utf-8")
        args = ["replay", str(f), *options]
        assert _answer(args) == _as_yaml(args, monkeypatch), (i, options)
    assert len(stream_counted) > 60 and not all(stream_counted)
    assert sum(stream_counted) > (5 if "--deal" in options else 40), sum(stream_counted)


def test_json_stream_replay_odd_texts_answer_as_their_yaml_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  stream_counted: list[bool]) -> None:
    """Odd JSON texts, and a clean record with something refused put late in it (after deals have been
    replayed): the YAML route's answer, its error naming the line."""
    record = json.loads(json.dumps(_records()[0]))
    clean = json.dumps(record, indent=2)
    k = clean.rindex("{")
    late = [clean, clean[:k] + '{"x-v": 1.5, ' + clean[k + 1:], clean[:k] + '{"a": 1, "a": 2, ' + clean[k + 1:],
            clean + "x", clean[:-5], clean[:k] + '{"x-a"\n: 1, ' + clean[k + 1:]]
    texts = [t.encode() for t in late] + _odd_texts()[::3]
    for i, data in enumerate(texts):
        f = tmp_path / f"odd{i}.json"
        f.write_bytes(data)
        for options in (["--json"], []):
            args = ["replay", str(f), *options]
            got = _answer(args)
            assert got == _as_yaml(args, monkeypatch), (data[:200], options)
            if i in (2, 3, 4):  # a repeated key, more after the end, cut short: refused with the line
                assert got[0] == 2 and f"{f}:" in (got[1] + got[2]), got
    assert stream_counted[:2] == [True, True] and not any(stream_counted[2:2 * len(late)])


def test_json_stream_replay_real_process_file_and_pipe(tmp_path: Path) -> None:
    """Whole processes, the whole-reading cap lowered: a JSON record from a file is replayed deal by deal by the
    json module; from a pipe (which cannot be read again from its start) as YAML; the same answer as the record
    written as YAML, either way."""
    tree = _records()[0]
    f = tmp_path / "r.json"
    f.write_text(json.dumps(tree), encoding="utf-8")
    y = tmp_path / "r.yaml"
    y.write_bytes(next(p for p in sorted(SCENARIOS.glob("*.yaml")) if _same(p, tree)).read_bytes())
    probe = ("import sys; from stopbus_ref.cli import replay_cmd, main\n"
             "replay_cmd.JSON_WHOLE_BYTES = 40\n"
             "route = replay_cmd._json_stream_replay\n"
             "def counted(*a, **k):\n"
             "    done = route(*a, **k); print('route', done, file=sys.stderr); return done\n"
             "replay_cmd._json_stream_replay = counted\n"
             "sys.exit(main(sys.argv[1:]))\n")
    env = {**os.environ, "NO_COLOR": "1"}
    for options in (["--json"], []):
        want = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", str(y), *options], cwd=ROOT,
                              capture_output=True, timeout=120, env=env)
        p = subprocess.run([sys.executable, "-c", probe, "replay", str(f), *options], cwd=ROOT,
                           capture_output=True, timeout=120, env=env)
        assert p.stderr == b"route 0\n" and p.returncode == 0, p.stderr
        assert p.stdout == want.stdout.replace(str(y).encode(), str(f).encode())
        with open(f, "rb") as stdin:
            piped = subprocess.Popen([sys.executable, "-c", probe, "replay", "-", *options], cwd=ROOT, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            out, err = piped.communicate(stdin.read(), timeout=120)
        assert err == b"" and piped.returncode == 0, err
        assert out == want.stdout.replace(str(y).encode(), b"<stdin>")


def _same(path: Path, tree: Any) -> bool:
    try:
        return bool(load_yaml(path.read_bytes()) == tree)
    except InputError:
        return False
