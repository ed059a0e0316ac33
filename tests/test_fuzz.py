"""Fuzzing the YAML loader, the scenario reader and the hand parser: only the tool's own errors escape."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.core.cards import DECK
from stopbus_ref.core.errors import StopbusError
from tests.helpers import exit_code

WORDS = ["players", "tokens", "dealer", "deals", "hands", "upcard", "deck", "turns", "expect", "reshuffles",
         "loser", "winner", "Ann", "Ben", "Cat", "stop", "pass", "draw", "take", "discard", "knock", "No", "1"]
scalars = st.one_of(st.sampled_from(WORDS), st.sampled_from([str(c) for c in DECK]), st.integers(-3, 60),
                    st.booleans(), st.none(), st.text(max_size=6))
docs = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=6), st.dictionaries(st.sampled_from(WORDS), inner, max_size=6)), max_leaves=40)
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.text(max_size=300))
def test_fuzz_loader_random_text_only_tool_errors(text: str) -> None:
    assert exit_code(text) in (0, 1, 2, 3)


@FUZZ
@given(st.binary(max_size=300))
def test_fuzz_loader_random_bytes_only_tool_errors(data: bytes) -> None:
    assert exit_code(data) in (0, 1, 2, 3)


@FUZZ
@given(docs)
def test_fuzz_reader_structured_documents_only_tool_errors(doc: object) -> None:
    text = yaml.safe_dump(doc, allow_unicode=True)
    try:
        read_scenario(text)
    except StopbusError:
        pass


@FUZZ
@given(st.fixed_dictionaries({
    "players": st.lists(st.sampled_from(["Ann", "Ben", "Cat", "Dan"]), min_size=2, max_size=4, unique=True),
    "dealer": st.sampled_from(["Ann", "Ben", "Cat", "Dan"]),
    "deals": st.lists(st.fixed_dictionaries({
        "hands": st.dictionaries(st.sampled_from(["Ann", "Ben", "Cat", "Dan"]),
                                 st.lists(st.sampled_from([str(c) for c in DECK]), min_size=3, max_size=3),
                                 max_size=4),
        "upcard": st.sampled_from([str(c) for c in DECK]),
        "turns": st.lists(st.dictionaries(st.sampled_from(["Ann", "Ben", "Cat", "Dan"]), st.sampled_from(
            ["stop", "pass", "draw 2c, discard 2c", "take, discard Ah", "draw Ks, discard 3d", "knock"]),
            min_size=1, max_size=1), max_size=8)}), max_size=3)}))
def test_fuzz_replay_plausible_records_only_tool_errors(doc: dict) -> None:
    assert exit_code(yaml.safe_dump(doc)) in (0, 1, 2, 3)


# ---- compatibility characters, explicit tags, huge integers, markup and control characters,
# ---- and inputs sized to expose quadratic work

COMPAT = ["\u212a", "\u017f", "\u0131", "\u212b", "\uff21", "\uff48", "\u2160", "\u2169", "\u00b2", "\ufb00",
          "\u1e9b", "\u0399", "\u03c2", "\ufe0f", "\ufe0e", "\u200d", "\u00a0", "\u2009", "\u0301", "\u2663"]
ASCII_CARD = "AKQJT98765432akqjtcdhsCDHS10 "


@FUZZ
@given(st.text(alphabet=st.sampled_from(COMPAT + list(ASCII_CARD)), min_size=1, max_size=5))
def test_fuzz_cards_compatibility_characters_never_pass_for_letters(token: str) -> None:
    """A card token is read from exact ASCII letters and the suit symbols only; NFKC look-alikes are refused."""
    from stopbus_ref.core.cards import parse_card
    from stopbus_ref.core.errors import CardError

    try:
        card = parse_card(token)
    except CardError:
        return
    stripped = token.replace("\ufe0f", "").replace("\ufe0e", "").strip()
    assert all(c.isascii() or c in "♣♦♥♠♧♢♡♤" for c in stripped), (token, card)
    assert str(card).lower() == stripped.lower().replace("t", "10").replace("♣", "c")


TAGS = ["!!int", "!!float", "!!bool", "!!str", "!!null", "!!timestamp", "!!binary", "!!map", "!!seq", "!!set",
        "!!omap", "!!pairs", "!!merge", "!local", "!!python/object:os.system", "!<tag:yaml.org,2002:int>"]
VALUES = ["abc", "1", "-0", "0x1f", "1e400", ".nan", "maybe", "2001-13-45", "[1]", "{a: 1}", "''", "~", "010",
          "1:30", "9" * 5000, "%%%", "Ann", "Ah"]
FIELDS = ["tokens: {v}", "dealer: {v}", "players: {v}", "deals: {v}", "title: {v}", "expect: {v}",
          "deals: [{{deck: {v}}}]", "deals: [{{hands: {v}, upcard: 2c}}]", "deals: [{{hands: {{Ann: {v}}}}}]",
          "deals: [{{hands: {{Ann: [{v}, 2c, 3c], Ben: [4c, 5c, 6c]}}, upcard: {v}, turns: [{{Ann: {v}}}]}}]",
          "expect: {{winner: {v}}}"]


@FUZZ
@given(st.sampled_from(FIELDS), st.sampled_from(TAGS), st.sampled_from(VALUES))
def test_fuzz_explicit_tags_and_huge_integers_in_every_field_only_tool_errors(field: str, tag: str, value: str) -> None:
    base = {"players": "players: [Ann, Ben]", "dealer": "dealer: Ann", "deals": "deals: []"}
    key = field.split(":")[0]
    base[key] = field.format(v=f"{tag} {value}")
    text = "\n".join(base.values()) + ("\n" + base[key] if key not in ("players", "dealer", "deals") else "") + "\n"
    assert exit_code(text) in (0, 1, 2, 3)


@FUZZ
@given(st.sampled_from(["tokens: {n}", "deals: [{{deck: [{n}]}}]", "expect: {{winner: {n}}}", "players: [{n}, B]",
                        "deals: [{{hands: {{A: [2c, 3c, 4c], B: [5c, 6c, 7c]}}, upcard: 8c, turns: [{{A: {n}}}]}}]"]),
       st.integers(min_value=4000, max_value=6000), st.sampled_from(["", "-", "+", "0"]))
def test_fuzz_integers_past_python_digit_limit_only_tool_errors(field: str, digits: int, sign: str) -> None:
    text = "players: [A, B]\ndealer: A\n" + field.format(n=sign + "7" * digits) + "\n"
    if "deals" not in field:
        text += "deals: []\n"
    assert exit_code(text) == 2


HOSTILE = st.one_of(
    st.sampled_from(["[bold red]x[/]", "[link=file:///etc/passwd]Ann[/link]", ":smile:", "[/]", "\\[x]", "\x1b[2J",
                     "\x1b]0;title\x07", "a\x9bb", "\u202egnp", "x\ny", "\t", "Zoe\u0308", "\u2028", "%s", "{0}"]),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=8))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(HOSTILE, min_size=3, max_size=3, unique_by=lambda n: __import__("unicodedata").normalize("NFC", n)),
       st.sampled_from(["stop", "pass", "draw Ah, discard Ah", "knock"]))
def test_fuzz_markup_and_control_characters_in_every_name_field_print_literally(names: list[str], action: str) -> None:
    """Names everywhere a record has one (players, dealer, hands, turns, expect, title, notes) come out
    literally: no rich markup applied, no control character reaches the terminal."""
    import io

    from rich.console import Console

    from stopbus_ref.brag.replay import replay
    from stopbus_ref.records import dump_record
    from stopbus_ref.ui.brag.render import render
    from stopbus_ref.ui.output import plain

    a, b, c = names
    if any(not n.strip() for n in names):
        return
    rec = {"title": a, "players": names, "dealer": c, "notes": b,
           "deals": [{"hands": {a: ["2h", "6h", "9s"], b: ["Kc", "Qd", "3s"], c: ["4c", "4d", "Jh"]},
                      "upcard": "7c", "turns": [{a: action}, {b: "draw, discard 2c"}, {c: "pass"}],
                      "expect": {"loser": b, "next_dealer": a, "eliminated": None}}],
           "expect": {"winner": c}}
    try:
        scenario = read_scenario(dump_record(rec))
    except StopbusError as e:
        assert "\x1b" not in plain(e.one_line())
        return
    report = replay(scenario)
    out = io.StringIO()
    con = Console(file=out, width=400, highlight=False, soft_wrap=True, emoji=False, color_system=None)
    render(report, con, symbols=True, source="fuzz.yaml")
    text = out.getvalue()
    assert not any(ch in text for ch in "\x1b\x07\x9b\u202e")
    played = [t.player for d in [*report.deals, *([report.partial] if report.partial else [])] for t in d.turns]
    for n in {scenario.dealer, *played}:  # the names shown, literally (markup unapplied, controls as escapes)
        assert all(word in text for word in plain(n).split()), (n, text)


SIZED = {
    "identical deck cards": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - deck: [" + ", ".join(["Ah"] * n) + "]\n",
    "players list": lambda n: "players: [" + ", ".join(f"p{i}" for i in range(n)) + "]\ndealer: p0\ndeals: []\n",
    "long card token": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - deck: [" + "x" * (n * 8) + "]\n",
    "long unknown name": lambda n: "players: [A, B]\ndealer: " + "Q" * (n * 8) + "\ndeals: []\n",
    "long reshuffle": lambda n: "players: [A, B]\ndealer: A\ndeals:\n  - hands: {A: [2c, 3c, 4c], B: [5c, 6c, 7c]}\n"
                                "    upcard: 8c\n    reshuffles: [[" + ", ".join(["Ah"] * n) + "]]\n",
    "many turns": lambda n: "players: [A, B]\ndealer: B\ndeals:\n  - hands: {A: [2c, 3c, 4c], B: [5c, 6c, 7c]}\n"
                            "    upcard: 8c\n    turns:\n" + "      - A: pass\n" * n,
}


@pytest.mark.parametrize("what", list(SIZED))
def test_fuzz_sized_inputs_get_an_answer(what: str) -> None:
    """Inputs sized so that quadratic work would be obvious get the tool's own answer at 1x and 8x; how their cost
    grows (8x the input, about 8x the time, never 64x) is measured by bench/bench_sizes.py, not asserted here."""
    make = SIZED[what]
    n = 1_250 if what == "many turns" else 5_000  # a block list of turns parses slowly, even linearly
    assert exit_code(make(n)) in (0, 1, 2, 3)
    assert exit_code(make(8 * n)) in (0, 1, 2, 3)


@FUZZ
@given(st.lists(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=12),
                min_size=2, max_size=5, unique=True),
       st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=30))
def test_fuzz_record_writer_round_trips_any_names_and_comment(names: list[str], comment: str) -> None:
    """`records.model.dump_record` writes text the loader reads back to the same values, whatever the
    names and the comment hold (quotes, colons, #, line separators, control characters, YAML 1.1 words)."""
    from stopbus_ref.records import dump_record, load_yaml

    rec = {"players": names, "tokens": {n: i for i, n in enumerate(names)}, "dealer": names[0],
           "deals": [{"dealer": names[-1], "hands": {n: ["2c", "3c", "4c"] for n in names},
                      "turns": [{n: "draw 5c, discard 6d"} for n in names],
                      "expect": {"loser": names[1], "eliminated": None}}],
           "expect": {"winner": names[0]}}
    text = dump_record(rec, comment)
    assert load_yaml(text) == rec
    assert text.startswith("#") == bool(comment) and text.count("\n#") == 0
