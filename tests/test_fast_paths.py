"""Each fast path (docs/performance.md, "Fast paths") against the plain twin it stands for (both stay, and agree)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from stopbus_ref.brag.simulate import default_names, dump_record, play_game, to_record
from stopbus_ref.core.errors import InputError
from stopbus_ref.records.loader import Map, Seq, load_yaml

# ---- the record loader: libyaml events (fast) against the full loader (plain) ----


ROOT = Path(__file__).resolve().parent.parent
UNUSUAL = [
    "players: &p [Ann, Ben]\ndealer: Ann\ndeals: []\nx: *p\n",
    "players: !!seq [Ann, Ben]\ndealer: !!str Ann\ndeals: []\n",
    "base: &b {a: 1}\nother:\n  <<: *b\n  c: 2\n",
    "a: 1.5\nb: 2001-12-14\nc: 0x1F\nd: 010\ne: 1:30\nf: .inf\ng: ~\nh: yes\ni: Off\n",
    "a: 1\na: 2\n", "a: 1\n1: 2\ntrue: 3\n", "? [a, b]\n: 1\n", "? {a: 1}\n: 2\n",
    "---\na: 1\n---\nb: 2\n", "", "# only a comment\n", "~\n", "just text\n", "- 1\n- 2\n",
    "a: [1, 2\n", "a: {b: 1\n", "a:\n  - b\n c: 1\n", "\t a: 1\n", "a: \"unterminated\n",
    "[" * 200 + "]" * 200, "a: " + "9" * 250 + "\n", "a: -0\nb: +12\nc: 007\n", "a: 1_000\n",
    "a: 'it''s'\nb: \"tab\\tnew\\nline\"\nc: |\n  block\n  text\nd: >\n  folded\n  text\n",
    "%YAML 1.1\n---\na: 1\n", "a: !custom 1\n", "a: ! 1\n", "a: !!int '12'\n", "a: !!binary aGVsbG8=\n",
    "a: null\nb: Null\nc: NULL\nd: ''\ne:\n", "a: true\nb: True\nc: FALSE\nd: y\ne: n\n",
    "\ufeffa: 1\n", "a: \u00e9\u2028b\n", "a\x07: 1\n", "{a: 1, b: [x, {c: d}]}\n",
]


def same_tree(a: object, b: object) -> bool:
    """Equal values, types and lines, all the way down."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Map) and isinstance(b, Map):
        return (a.line == b.line and a.lines == b.lines and list(a) == list(b)
                and all(same_tree(a[k], b[k]) for k in a))
    if isinstance(a, Seq) and isinstance(b, Seq):
        return (a.line == b.line and a.lines == b.lines and len(a) == len(b)
                and all(same_tree(x, y) for x, y in zip(a, b, strict=True)))
    return a == b


def outcome(text: str, fast: bool) -> object:
    try:
        return load_yaml(text, fast=fast)
    except InputError as e:
        return ("error", e.message, e.line, e.token)


def mutants(text: str, rng: random.Random, n: int) -> list[str]:
    """Texts with a line dropped or doubled, or one character changed: odd YAML of every kind."""
    lines = text.split("\n")
    out = []
    for _ in range(n):
        k = rng.randrange(len(lines))
        how = rng.randrange(3)
        if how == 0:
            out.append("\n".join(lines[:k] + lines[k + 1:]))
        elif how == 1:
            out.append("\n".join(lines[:k + 1] + lines[k:]))
        else:
            i = rng.randrange(len(text))
            out.append(text[:i] + rng.choice("-:[]{},&*!#|>'\" \n\tx0") + text[i + 1:])
    return out


def corpus() -> list[str]:
    """Every scenario, the shared acceptance scenarios, simulated records, their mutants, unusual YAML."""
    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "scenarios").glob("*.yaml"))]
    shared = ROOT.parent / "shared" / "acceptance"
    if shared.is_dir():
        texts += [p.read_text(encoding="utf-8") for p in sorted(shared.rglob("*.yaml"))]
    for players, seed, mode in [(3, 1, "deck"), (5, 2, "hands"), (9, 3, "deck"), (17, 4, "hands")]:
        g = play_game(default_names(players), seed, 3, 20, "pair")
        texts.append(dump_record(to_record(g, mode=mode), "simulated"))
    rng = random.Random(13)
    texts += [m for t in texts[:] for m in mutants(t, rng, 6)]
    return texts + UNUSUAL


def test_fast_loader_gives_the_plain_loaders_tree_or_error_on_every_text() -> None:
    for text in corpus():
        fast, plain = outcome(text, True), outcome(text, False)
        assert same_tree(fast, plain), text[:200]


def test_fast_loader_really_reads_every_scenario_and_simulated_record() -> None:
    """The comparison above is not vacuous: the fast path itself builds these trees (no fallback)."""
    from stopbus_ref.records.loader import decode, load_events

    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "scenarios").glob("*.yaml"))]
    g = play_game(default_names(4), 7, 3, 20, "pair")
    texts.append(dump_record(to_record(g), "simulated"))
    for text in texts:
        assert same_tree(load_events(decode(text)), load_yaml(text, fast=False))


# ---- the whole replay: fast loader + JSON writer against full loader + report_json + json.dumps ----

def replay_answer(text: str, fast: bool, ensure_ascii: bool = False, only: int | None = None) -> object:
    """What `replay --json` prints for a text, by the fast or the plain path; an input error as its parts."""
    import json

    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.ui.brag.report import report_json, write_report_json

    try:
        sc = read_scenario(text, fast=fast)
    except InputError as e:
        return ("error", e.message, e.line, e.rule)
    r = replay(sc)
    if fast:
        out: list[str] = []
        write_report_json(r, out.append, ensure_ascii=ensure_ascii, only=only)
        return "".join(out)
    obj = report_json(r)
    if only is not None:
        obj["deals"] = [d for d in obj["deals"] if d["number"] == only]
    return json.dumps(obj, ensure_ascii=ensure_ascii) + "\n"


def test_replay_fast_path_prints_what_the_plain_path_prints_on_every_record() -> None:
    """Every scenario, simulated record and mutant, both JSON encodings, with and without --deal."""
    texts = corpus()
    answered = 0
    for i, text in enumerate(texts):
        fast, plain = replay_answer(text, True), replay_answer(text, False)
        assert fast == plain, text[:200]
        answered += isinstance(fast, str)
        if i % 7 == 0:
            assert replay_answer(text, True, True, 2) == replay_answer(text, False, True, 2), text[:200]
    assert answered > 100  # many records are replayed, not refused


def test_replay_json_writer_escapes_names_like_json_dumps() -> None:
    text = ('players: ["Zo\u00eb", "A\\"b\\\\c", "\\u2028x"]\ndealer: "Zo\u00eb"\ntokens: 1\n'
            'deals:\n  - hands: {"Zo\u00eb": [2c, 3c, 4c], "A\\"b\\\\c": [5d, 6d, 7d], "\\u2028x": [9h, Jh, Ks]}\n'
            '    upcard: 2h\n    turns:\n      - "A\\"b\\\\c": stop\n')
    for ascii_only in (True, False):
        fast = replay_answer(text, True, ascii_only)
        assert isinstance(fast, str) and fast == replay_answer(text, False, ascii_only)


# ---- the text account: turn tables written straight to the console's file against rich's print ----

def test_text_account_fast_rows_print_what_rich_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    """render() with `print_plain` (used by layout.grid) writing directly and with rich's own print, on
    terminals and files."""
    import io

    from rich.console import Console

    from stopbus_ref.brag.record import read_scenario
    from stopbus_ref.brag.replay import replay
    from stopbus_ref.ui import layout as layout_mod
    from stopbus_ref.ui.brag import render as render_mod

    def account(text: str, terminal: bool, slow: bool) -> str:
        buf = io.StringIO()
        con = Console(file=buf, force_terminal=terminal, color_system="truecolor" if terminal else None,
                      highlight=False, soft_wrap=True, emoji=False, width=120)
        if slow:
            monkeypatch.setattr(layout_mod, "print_plain",
                                lambda c, t: c.print(t, markup=False, highlight=False))
        try:
            render_mod.render(replay(read_scenario(text)), con, symbols=terminal, source="x.yaml")
        finally:
            monkeypatch.undo()
        return buf.getvalue()

    rendered = 0
    for text in corpus()[:80]:
        try:
            read_scenario(text)
        except InputError:
            continue
        for terminal in (False, True):
            assert account(text, terminal, False) == account(text, terminal, True), text[:200]
        rendered += 1
    assert rendered > 20


def test_both_loaders_give_the_same_model_for_every_game() -> None:
    """Brag and 31-point records alike: the validated model (or the error) is the same by both loaders."""
    from stopbus_ref.records.reader import read_record

    def model(text: str, fast: bool) -> object:
        try:
            return read_record(text, fast=fast)
        except InputError as e:
            return ("error", e.message, e.line, e.rule)

    for text in corpus():
        assert model(text, True) == model(text, False), text[:200]


# ---- start-up: a one-command copy of the typer app against the whole app ----

COMMAND_LINES = [
    ["rank", "8c 9c 10c"], ["rank", "8c 9c 10c", "--json"], ["rank"], ["rank", "--jsn", "8c 9c 10c"],
    ["rank", "8c 9c", "--json"], ["rank", "a", "b"], ["compare", "Ann=8c 9c 10c", "Ah Kh Qh"], ["compare"],
    ["compare", "--json", "8c 9c 10c"], ["hands"], ["hands", "--classes", "--json"], ["hands", "extra"],
    ["replay", str(ROOT / "scenarios" / "01-worked-final-turn.yaml")], ["replay"], ["replay", "--json"],
    ["replay", str(ROOT / "scenarios" / "34-expect-not-met.yaml"), "--json", "--deal", "1"],
    ["replay", "no-such-file.yaml", "--json"], ["replay", "x.yaml", "--deal", "0"], ["replay", "x", "--deal", "y"],
    ["rules", "deal"], ["rules", "--search", "stop", "--json"], ["rules", "no-such-rule"],
    ["simulate", "--players", "1"], ["simulate", "--seed", "3", "--max-deals", "2"],
    ["simulate", "--max-deals", "10001", "--json"], ["simulate", "--game", "31", "--max-deals", "2"],
    ["simulate", "--strategy", "nope"], ["rank", "--game", "chess", "8c 9c 10c"],
    ["replay", str(ROOT / "scenarios" / "31-01-swap-one-knock-final-circuit.yaml"), "--json"],
    ["rank", "--", "8c 9c 10c"], ["rank", "-x"], ["nosuch"], ["ran", "8c 9c 10c"], ["--json"], ["rank", "--help"],
]


@pytest.mark.parametrize("argv", COMMAND_LINES, ids=lambda a: " ".join(a)[:40])
def test_start_up_one_command_app_answers_like_the_whole_app(argv: list[str], capsys: pytest.CaptureFixture[str],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from stopbus_ref import cli
    from stopbus_ref.cli import commands

    answers = []
    for one in (True, False):
        monkeypatch.setattr(commands, "FAST", one)
        code = cli.main(list(argv), fast=False)  # the typer app both times (the fast door: test_fast_replay.py)
        out, err = capsys.readouterr()
        answers.append((code, out, err))
    assert answers[0] == answers[1]
    monkeypatch.setattr(commands, "FAST", True)
    assert commands._app_for(["rank", "x"]) is not commands.app
    assert commands._app_for(["rank", "--help"]) is commands.app


# ---- the ranking API: typed hands by lookups against the notation's whole reading ----


def _plain_rank(hand: object) -> object:
    """What the API's plain path answers for `hand`: the notation's whole reading, then `ranking.rank_hand`."""
    from stopbus_ref.brag.api import _as_hand
    from stopbus_ref.brag.ranking import rank_hand
    from stopbus_ref.core.errors import StopbusError

    try:
        return rank_hand(_as_hand(hand))
    except StopbusError as e:
        return ("error", type(e).__name__, e.message, e.rule, e.token)


def _api_rank(hand: object) -> object:
    import stopbus_ref
    from stopbus_ref.core.errors import StopbusError

    try:
        return stopbus_ref.rank_hand(hand)  # type: ignore[arg-type]
    except StopbusError as e:
        return ("error", type(e).__name__, e.message, e.rule, e.token)


def test_api_typed_hand_path_ranks_every_hand_as_the_plain_path_in_every_spelling() -> None:
    """`rank_hand(text)`'s typed path (three known spellings between blanks: three lookups) against the plain
    path (parse_hand, then ranking.rank_hand), field by field and by identity of the cards, on all 22,100 hands in
    the project's spelling, lower case, upper case and with suit symbols, in every order of the three cards; then
    again once the spellings are known."""
    from itertools import combinations, permutations

    from stopbus_ref.core.cards import DECK

    spellings = (str, lambda c: str(c).lower(), lambda c: str(c).upper(), lambda c: c.symbol(),
                 lambda c: str(c).replace("10", "T"))
    for round_ in range(2):
        for n, hand in enumerate(combinations(DECK, 3)):
            spell = spellings[n % len(spellings)]
            cards = list(permutations(hand))[n % 6]
            text = " ".join(spell(c) for c in cards)
            got, want = _api_rank(text), _plain_rank(text)
            assert got == want and repr(got) == repr(want), (round_, text)
            assert all(x is y for x, y in zip(got.cards, want.cards, strict=True)), text  # type: ignore[attr-defined]


def test_api_typed_hand_path_refuses_and_reads_odd_texts_as_the_plain_path() -> None:
    """Texts near the typed path's conditions (other separators, a card twice, two or four cards, lookalike and
    variation-selector spellings, odd blanks, tokens that are not cards): the same answer or the same error as the
    plain path, before and after the texts' spellings have been read once."""
    rng = random.Random(29)
    pieces = ["ah", "Ah", "AH", "kh", "qh", "10c", "Tc", "tc", "10C", "1Oc", "8♣", "8♣\ufe0f", "9♧", "k♡", "ah,",
              "-ah", "ah-kh", "ahkh", "zz", "", "joker", "31", "\u212ah", "a\u017f", "AS", "as", "2d", "2D"]
    seps = [" ", "  ", "\t", "\n", ", ", " - ", "–", "\u00a0", "\u2003", ""]
    texts = ["ah kh qh", "ah ah kh", "ah kh", "ah kh qh jh", " ah kh qh ", "ah\tkh\nqh", "ah\u00a0kh\u2003qh",
             "8♣\ufe0f 9♣\ufe0f 10♣\ufe0f", "ah,kh,qh", "ah-kh-qh", "ahkhqh", "", "   "]
    for _ in range(3000):
        k = rng.choice([2, 3, 3, 3, 4])
        texts.append(rng.choice(seps).join(rng.choice(pieces) for _ in range(k)))
    for round_ in range(2):
        for text in texts:
            got, want = _api_rank(text), _plain_rank(text)
            assert got == want and repr(got) == repr(want), (round_, text)
    for hand in ["ah kh qh", ["ah", "kh", "qh"], ("ah", "kh", "qh"), (0, 1, 2), [51, 50, 49], (0, 0, 1), 5, None]:
        assert _api_rank(hand) == _plain_rank(hand), hand


def test_api_typed_compare_path_compares_as_the_plain_path() -> None:
    """`compare_hands` of typed hands (each through the typed path, ordered by strength number, reasons written
    when read) against the plain path (every hand parsed, `compare.compare_hands`): the same order, positions,
    loser, ties, shared cards, reasons (in letters and with suit symbols) and rules, labelled and not; random
    tables of 1 to 17 hands from one deck, and hands drawn with repeats (exact ties, shared cards, a card twice)."""
    import stopbus_ref
    from stopbus_ref.brag.api import _as_hand
    from stopbus_ref.brag.compare import compare_hands as plain_compare
    from stopbus_ref.core.cards import DECK, Card
    from stopbus_ref.core.errors import StopbusError

    rng = random.Random(17)
    spell = (str, lambda c: str(c).lower(), lambda c: c.symbol())
    tied = shared = 0
    for n in range(2000):
        k = rng.randint(1, 17)
        if n % 3:
            deck = rng.sample(DECK, 3 * k)
            hands = [deck[3 * i:3 * i + 3] for i in range(k)]
        else:
            pool = [rng.sample(DECK, 3) for _ in range(rng.randint(1, 3))]
            hands = [list(rng.choice(pool)) for _ in range(k)]
            if n % 5 == 0:
                hands[0][1] = hands[0][0]  # a card twice in one hand: refused alike
        texts = [" ".join(rng.choice(spell)(c) for c in h) for h in hands]
        symbols = bool(n % 2)
        labelled = n % 4 < 2
        given: object = {f"P{i}": t for i, t in enumerate(texts)} if labelled else texts
        try:
            got: object = stopbus_ref.compare_hands(given)  # type: ignore[arg-type]
        except StopbusError as e:
            got = ("error", e.message)
        try:
            labels = [f"P{i}" for i in range(k)] if labelled else None
            want: object = plain_compare([_as_hand(t) for t in texts], labels)
        except StopbusError as e:
            want = ("error", e.message)
        if isinstance(want, tuple):
            assert got == want, texts
            continue
        assert repr(got) == repr(want), texts
        assert got == want and got.rules == want.rules, texts  # type: ignore[attr-defined]
        if symbols:  # the reasons as a renderer with suit symbols writes them
            assert ([r.words(Card.symbol) for r in got.reasons]  # type: ignore[attr-defined]
                    == [r.words(Card.symbol) for r in want.reasons]), texts  # type: ignore[attr-defined]
        tied += len({p.position for p in want.order}) < k  # type: ignore[attr-defined]
        shared += bool(want.shared_cards)  # type: ignore[attr-defined]
    assert tied > 300 and shared > 300, (tied, shared)


def test_comparison_reads_like_the_namedtuple_it_was() -> None:
    """`Comparison` (reasons written when first read): its five fields unpacked, indexed and compared as a tuple,
    `_asdict`, `_replace`, and reasons given up front kept as given."""
    import stopbus_ref
    from stopbus_ref.brag.compare import Comparison

    c = stopbus_ref.compare_hands({"Ann": "8c 9c 10c", "Ben": "ad ah 6s", "Cat": "ks js 7s"})
    order, reasons, worst, ties, shared = c
    assert (order, reasons, worst, ties, shared) == tuple(c) == (c[0], c[1], c[2], c[3], c[4])
    assert c._fields == ("order", "reasons", "worst", "ties", "shared_cards") and len(c) == 5
    assert c._asdict() == dict(zip(c._fields, c, strict=True)) and c == tuple(c) and hash(c) == hash(tuple(c))
    assert [r.text for r in reasons] == ["running flush beats flush", "flush beats pair"] and worst == 1
    assert c._replace(worst=None).worst is None and c._replace(worst=None).reasons == reasons
    assert Comparison(order, (), worst, ties, shared).reasons == ()
    assert repr(c).startswith("Comparison(order=(Placed(index=0, label='Ann'") and "reasons=(Reason(" in repr(c)


def _shape(v: object) -> object:
    """A value with the types the readers tell apart (Map, Seq, str, int, bool, None, ...) written out."""
    if isinstance(v, dict):
        return (type(v).__name__, [(_shape(k), _shape(x)) for k, x in v.items()])
    if isinstance(v, list):
        return (type(v).__name__, [_shape(x) for x in v])
    return (type(v).__name__, v)


def _json_agrees(text: str) -> bool:
    """load_json's tree is load_yaml's, value for value and type for type, whenever load_json reads `text`
    (True when it reads it)."""
    from stopbus_ref.records.loader import load_json

    got = load_json(text)
    if got is None:
        return False
    assert _shape(got) == _shape(load_yaml(text)), text
    return True


_JSON_TEXT = __import__("hypothesis").strategies.text(
    alphabet=__import__("hypothesis").strategies.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8)


def _json_values():  # type: ignore[no-untyped-def]
    from hypothesis import strategies as st

    scalars = (st.none() | st.booleans() | st.integers(-10**5, 10**5) | st.integers() | st.floats() | _JSON_TEXT
               | st.sampled_from(["Ah", "10c", "yes", "no", "on", "1:30", "010", "0x1f", "1e5", "2024-05-01", "~", "<<",
                                  "null", "", " x ", "a: b", "- c", "# d", "&a", "*a", "!!int 3", "\\", "\"", "'"]))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        _JSON_TEXT | st.sampled_from(["deals", "<<", "a" * 200, "?", ": x"]), inner, max_size=4), max_leaves=20)


def test_json_reader_reads_what_yaml_reads_or_leaves_the_record_to_it() -> None:
    """`load_json` (a record written as JSON, read by the json module) against `load_yaml`: whenever it reads a
    text, YAML reads the same values of the same types; random JSON objects written every way json.dumps writes
    them (indents, separators, ASCII escapes or not), with blanks, line breaks and odd characters put in."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests.helpers import json_text

    read = [0]

    @settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.dictionaries(_JSON_TEXT | st.sampled_from(["players", "deals"]), _json_values(), max_size=5),
           st.sampled_from([None, 0, 1, 2, 4]), st.booleans(), st.booleans(),
           st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from([" ", "\n", "\r\n", "\t", "\r", "\x85", "\u2028",
                                                                      "\ufeff", "#", ",", "\x7f", "  "])), max_size=3))
    def check(doc: dict[str, object], indent: int | None, ascii_: bool, compact: bool,
              inserts: list[tuple[int, str]]) -> None:
        text = json_text(doc, indent, ascii_, compact, inserts)
        if text is not None:
            read[0] += _json_agrees(text)

    check()
    assert read[0] > 150, read


def test_json_reader_reads_every_scenario_written_as_json() -> None:
    """Every scenario and simulated record, written as JSON (indented and not, ASCII escapes or not): load_json
    reads the tree load_yaml reads from the same JSON text (a record with a date is left out: JSON has none)."""
    import json

    read = 0
    paths = sorted(Path("scenarios").glob("*.yaml")) + sorted(Path("scenarios/thirty-one").glob("*.yaml"))
    texts = [p.read_text(encoding="utf-8") for p in paths]
    for seed in range(6):
        g = play_game(default_names(3 + seed), seed, tokens=3, max_deals=20)
        texts.append(dump_record(to_record(g), "sim"))
    for text in texts:
        try:
            tree = load_yaml(text)
            written = [json.dumps(tree, indent=indent, ensure_ascii=a) for indent in (None, 2) for a in (True, False)]
        except (InputError, TypeError):  # not a record, or a date: not JSON
            continue
        read += sum(_json_agrees(j) for j in written)
    assert read > 4 * 60, read


# ---- the Brag record reader: names, cards and action texts read before (fast) against every one checked ----


class _Forgetful(dict):  # type: ignore[type-arg]
    """A Reader's memory that keeps nothing: every spelling checked and parsed (the twin)."""

    def __len__(self) -> int:
        return 1 << 40

    def __setitem__(self, key: object, value: object) -> None:
        pass


def _read_brag(doc: object, memo: bool) -> object:
    from stopbus_ref.brag.record import Reader

    reader = Reader()
    if not memo:
        reader._actions, reader._seated, reader._cards = _Forgetful(), _Forgetful(), _Forgetful()
    try:
        return reader.read(doc)  # type: ignore[arg-type]
    except InputError as e:
        return ("error", e.message, e.line, e.token, e.rule)


def _tree_mutants(doc: Map, rng: random.Random, n: int) -> list[Map]:
    """The record's tree with one value of a late deal changed: a turn's player or action, a card, a turn's shape
    (read after the same names, cards and texts were read right, so that the memory is full when it is met)."""
    import copy

    out = []
    deals = doc.get("deals")
    if not isinstance(deals, list) or not deals:
        return out
    for _ in range(n):
        m = copy.deepcopy(doc)
        deal = m["deals"][rng.randrange(len(deals))]
        if not isinstance(deal, Map):
            continue
        turns = deal.get("turns")
        how = rng.randrange(6)
        if how < 4 and isinstance(turns, list) and turns and isinstance(turns[-1], Map) and len(turns[-1]) == 1:
            k = rng.randrange(len(turns))
            t = turns[k]
            (player, action), = t.items() if isinstance(t, Map) and len(t) == 1 else [("x", "y")]
            new = Map()
            new.line, new.lines = getattr(t, "line", 0), getattr(t, "lines", {})
            if how == 0:
                new[rng.choice(["Nobody", "", None, 7, True, player + " "])] = action
            elif how == 1:
                new[player] = rng.choice(["draw, discard Zz", "fold", 31, None, True, ["a"], "draw Ah discard",
                                          "stop the bus", "PASS", "take 10H, discard 2c"])
            elif how == 2:
                new[player] = action
                new["extra"] = action
            else:
                new = rng.choice([None, "text", 5, Seq()])  # type: ignore[assignment]
            turns[k] = new
        else:
            cards = deal.get("deck") or deal.get("hands") or deal.get("upcard")
            if isinstance(cards, list) and cards:
                cards[rng.randrange(len(cards))] = rng.choice(["Zz", "1h", 10, True, None, "A♥", " Ah ", "ah"])
            else:
                deal["upcard"] = rng.choice(["Zz", 10, None, "Q♠"])
        out.append(m)
    return out


def test_brag_reader_memory_reads_as_checking_every_spelling() -> None:
    """The Brag Reader takes a name, card token or action text it has read before from its memory; with a memory
    that keeps nothing (every one checked and parsed) every record and every mutant reads to the same Record or
    the same error (message, line, token, rule)."""
    rng = random.Random(29)
    checked = 0
    for text in corpus():
        try:
            doc = load_yaml(text)
        except InputError:
            continue
        if not isinstance(doc, Map) or doc.get("game") not in (None, "brag"):
            continue
        for tree in [doc, *_tree_mutants(doc, rng, 8)]:
            assert _read_brag(tree, True) == _read_brag(tree, False)
            checked += 1
    assert checked > 500


def test_json_safe_returns_ascii_text_as_the_escape_search_writes_it() -> None:
    """`json_safe` returns text with nothing to escape as it is (ASCII without DEL); every text, ASCII or not,
    comes out as the escape search (`_JSON_RAW` with `_json_escape`) writes it."""
    import re

    from stopbus_ref.ui import output

    search = re.compile(output._JSON_RAW_CHARS)
    rng = random.Random(7)
    alphabet = ["a", " ", '"', "\\", "\n", "\x7f", "\x80", "\x9b", "\xe9", "\u061c", "\u200e", "\u2028", "\u202e",
                "\u2066", "\u2069", "\ud800", "\U0001f600", "~", "\x1f"]
    texts = ["", "plain ASCII {\"a\": 1}\n", "\x7f", "Zoë", *("".join(rng.choices(alphabet, k=rng.randrange(12)))
                                                           for _ in range(3000))]
    for text in texts:
        assert output.json_safe(text) == search.sub(output._json_escape, text)
