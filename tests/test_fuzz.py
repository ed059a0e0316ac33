"""Fuzzing the YAML loader, the scenario reader and the hand parser: only the tool's own errors escape."""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stopbus_ref.cards import DECK
from stopbus_ref.errors import StopbusError
from stopbus_ref.records import read_scenario
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
