"""The shared house-rule model (stopbus_ref/house.py): reading `house:` and `--house`, merging, the
header, and the what-if comparison with its text, on a catalogue written here (game-free)."""

from __future__ import annotations

from enum import StrEnum

import pytest

from stopbus_ref.core.errors import InputError
from stopbus_ref.core.house import HouseRule, departures, header, merge, parse_assignments, read_block, schema, value_of
from stopbus_ref.core.rules import Citation
from stopbus_ref.core.whatif import Adjudication, DealFacts, Stop
from stopbus_ref.kit.whatif import compare
from stopbus_ref.ui.whatif import what_if_text


class Toy(StrEnum):
    HOUSE = "house"


CAT = (HouseRule("order", "Which is higher", ("low", "high"), {"low": "Low wins.", "high": "High wins."},
                 (Citation("000_296c96df14c95333.txt", "02 Full Brag ranking", "Here run beats flush."),),
                 labels={"high": "high wins"}),
       HouseRule("safe", "Is the caller safe", ("false", "true"), {"false": "No.", "true": "Yes."}, (),
                 labels={"true": "caller safe"}, yes_no=True))
OTHERS = [("the other game", (HouseRule("elsewhere", "Theirs", ("a", "b"), {"a": "", "b": ""}, ()),))]


def test_house_rule_id_default_and_label() -> None:
    assert CAT[0].id == "house:order" and CAT[0].default == "low" and CAT[0].label("high") == "high wins"
    assert CAT[1].label("false") == "safe=false"


@pytest.mark.parametrize(("raw", "want"), [(True, "true"), (False, "false"), ("yes", "true"), ("No", "false"),
                                           ("on", "true"), ("off", "false"), ("maybe", None), (1, None)])
def test_house_yes_no_values_read_yaml_booleans_and_words(raw: object, want: str | None) -> None:
    assert value_of(CAT[1], raw) == want


def test_house_other_values_are_the_catalogue_words_only() -> None:
    assert value_of(CAT[0], "HIGH") == "high" and value_of(CAT[0], True) is None and value_of(CAT[0], "x") is None


def test_house_block_reads_a_mapping_with_lines() -> None:
    assert read_block({"order": "high", "safe": True}, CAT, "the toy game", OTHERS, Toy.HOUSE) == {
        "order": "high", "safe": "true"}
    assert read_block(None, CAT, "the toy game", OTHERS, Toy.HOUSE) == {}


def test_house_block_refuses_an_unknown_key_with_did_you_mean_line_and_choices() -> None:
    with pytest.raises(InputError) as e:
        read_block({"ordr": "high"}, CAT, "the toy game", OTHERS, Toy.HOUSE, 3, {"ordr": 4})
    assert e.value.line == 4 and e.value.token == "ordr"
    assert "did you mean 'order'" in str(e.value) and "order, safe" in str(e.value)


def test_house_block_refuses_a_key_of_the_other_game_naming_that_game() -> None:
    with pytest.raises(InputError, match="house rule of the other game, not of the toy game"):
        read_block({"elsewhere": "a"}, CAT, "the toy game", OTHERS, Toy.HOUSE)


def test_house_block_refuses_a_bad_value_naming_the_choices_and_the_keys_rule() -> None:
    with pytest.raises(InputError, match="choose low or high") as e:
        read_block({"order": "middle"}, CAT, "the toy game", OTHERS, Toy.HOUSE, 1, None, lambda k: Toy.HOUSE)
    assert e.value.token == "middle" and e.value.rule == Toy.HOUSE


def test_house_block_refuses_a_non_mapping() -> None:
    with pytest.raises(InputError, match="must be a mapping"):
        read_block(["order"], CAT, "the toy game", OTHERS, Toy.HOUSE)


def test_house_assignments_read_key_equals_value_and_refuse_the_rest() -> None:
    assert parse_assignments(["order=high", "safe=yes"], CAT, "t", OTHERS, None) == {"order": "high", "safe": "true"}
    for bad, words in (("order", "write KEY=VALUE"), ("=high", "write KEY=VALUE"), ("nope=1", "unknown house rule"),
                       ("safe=perhaps", "choose false or true"), ("elsewhere=a", "of the other game")):
        with pytest.raises(InputError, match=words):
            parse_assignments([bad], CAT, "t", OTHERS, None)


def test_house_merge_the_records_own_agreement_wins_and_is_reported() -> None:
    merged, overridden = merge({"order": "low"}, {"order": "high", "safe": "true"})
    assert merged == {"order": "low", "safe": "true"} and overridden == ("order",)
    assert merge({"order": "high"}, {"order": "high"})[1] == ()


def test_house_header_lists_only_the_rules_away_from_the_default() -> None:
    assert header({"order": "high", "safe": "true"}, CAT) == "house: high wins, caller safe"
    assert header({"order": "low", "safe": "false"}, CAT) == "" and departures({"order": "low"}, CAT) == {}


def test_house_schema_names_every_key_and_its_values() -> None:
    s = schema(CAT, "the toy game")
    assert s["additionalProperties"] is False and s["properties"]["order"]["enum"] == ["low", "high"]
    assert {"type": "boolean"} in s["properties"]["safe"]["anyOf"]


def _adj(*losers: str, winner: str | None = "Ann", stop: Stop | None = None) -> Adjudication:
    deals = tuple(DealFacts(n, {"loser": p, "next_dealer": "Ben"}, {"loser": ("worst-loses",)}, {"loser": "why"})
                  for n, p in enumerate(losers, 1))
    return Adjudication(deals, winner, ("last-survivor",), stop)


def test_house_compare_lists_each_field_that_differs_and_the_winner() -> None:
    w = compare({"order": "high"}, _adj("Ann", "Ben", winner="Cat"), _adj("Ann", "Cat", winner="Ben"))
    assert [(c.deal, c.field, c.was, c.now) for c in w.changes] == [(2, "loser", "Ben", "Cat"),
                                                                    (2, "winner", "Cat", "Ben")]
    assert w.comparable_until is None and w.stopped is None
    assert w.json()["changes"][0] == {"deal": 2, "field": "loser", "was": "Ben", "now": "Cat", "rules": ["worst-loses"]}
    text = what_if_text(w)
    assert text[0] == "Under order=high, 2 rulings change:"
    assert text[1] == "Deal 2: Cat loses instead of Ben (why) [worst-loses]"


def test_house_compare_with_no_change_answers_so_first() -> None:
    w = compare({"order": "low"}, _adj("Ann"), _adj("Ann"))
    assert w.changes == () and what_if_text(w) == ["No ruling changes under order=low"]


def test_house_compare_stops_where_the_record_cannot_be_played_as_written() -> None:
    stop = Stop(3, "elimination", "under order=high Cat is eliminated after deal 2, and deal 3 deals them in")
    w = compare({"order": "high"}, _adj("Ann", "Ben", "Cat"), _adj("Ann", "Cat", stop=stop))
    assert w.comparable_until == 2 and w.stopped == stop
    assert w.json()["stopped"] == {"deal": 3, "rule": "elimination", "message": stop.message}
    assert what_if_text(w)[-1] == f"Deal 3 on: not comparable: {stop.message} [elimination]"
    assert not any(c.field == "winner" for c in w.changes)  # the winner is compared only when every deal is


def test_house_compare_comparable_until_is_zero_when_deal_one_cannot_be_played() -> None:
    w = compare({"order": "high"}, _adj("Ann"), Adjudication((), None, (), Stop(1, "tokens", "no")))
    assert w.comparable_until == 0 and what_if_text(w)[0] == "No ruling changes under order=high:"
