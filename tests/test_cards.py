"""Card notation (spec "Cards"): every accepted spelling, and errors that name the bad token."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stopbus_ref.core.cards import DECK, canonical, parse_card, parse_hand, split_cards
from stopbus_ref.core.errors import CardError, InputError


@pytest.mark.parametrize("token,canon", [
    ("Ah", "Ah"), ("10c", "10c"), ("Tc", "10c"), ("tC", "10c"), ("10♣", "10c"), ("q♥", "Qh"),
    ("K♤", "Ks"), ("2♢", "2d"), ("j♧", "Jc"), ("A♡", "Ah"), ("9S", "9s"),
])
def test_deck_card_spellings(token: str, canon: str) -> None:
    assert str(parse_card(token)) == canon


@pytest.mark.parametrize("text", ["8♣–9♣–10♣", "8c 9c 10c", "8c,9c,10c", "8c-9c-10c", "8c9c10c",
                                  "8c — 9c — 10c", " 8C, 9c ,TC "])
def test_deck_hand_separators(text: str) -> None:
    assert canonical(parse_hand(text)) == ["8c", "9c", "10c"]


@pytest.mark.parametrize("text,token", [
    ("1h 2h 3h", "1h"), ("11s 2h 3h", "11s"), ("Ax Kh 2c", "Ax"), ("joker Kh 2c", "joker"),
    ("Ah Kh 2c 3d", "ah kh 2c 3d"), ("Ah Ah 2c", "Ah"), ("", ""), ("Ah Kh", "ah kh"),
])
def test_deck_bad_input_names_token(text: str, token: str) -> None:
    with pytest.raises(CardError) as exc:
        parse_hand(text)
    assert exc.value.token.lower() == token.lower()
    if token:
        assert token.lower() in str(exc.value).lower()


def test_deck_joker_message_says_no_jokers() -> None:
    with pytest.raises(CardError, match="without jokers"):
        parse_card("Joker")


def test_deck_has_52_distinct_cards() -> None:
    assert len({str(c) for c in DECK}) == 52
    assert all(parse_card(str(c)) == c for c in DECK)
    assert all(parse_card(c.symbol()) == c for c in DECK)


@given(st.text(max_size=30))
def test_deck_parser_fuzz_only_input_errors(text: str) -> None:
    """Random text either parses to three distinct cards or raises InputError, nothing else."""
    try:
        hand = parse_hand(text)
    except InputError:
        return
    assert len(set(hand)) == 3


@given(st.lists(st.sampled_from(DECK), min_size=3, max_size=3, unique=True),
       st.sampled_from([" ", ",", "-", "–", "—", ", ", ""]), st.booleans())
def test_deck_roundtrip_any_hand_any_separator(cards: list, sep: str, symbols: bool) -> None:
    text = sep.join(c.symbol() if symbols else str(c) for c in cards)
    assert list(parse_hand(text)) == cards


def test_deck_split_keeps_bad_chunk_whole() -> None:
    assert split_cards("8c9cXX 10c") == ["8c9cXX", "10c"]


def test_deck_every_unicode_character_as_rank_or_suit_exhaustive() -> None:
    """Only the exact ASCII letters and the suit symbols make a card; no case-folding look-alike
    (Kelvin sign K, long s ſ, fullwidth letters) is read as a card letter. Every code point of the Basic
    Multilingual Plane and the mathematical letters (𝐀, 𝒔), in both places."""
    from stopbus_ref.core.cards import parse_card

    ranks, suits = set("AKQJTakqjt98765432"), set("CDHScdhs♣♧♦♢♥♡♠♤")
    for cp in [*range(0x10000), *range(0x1D400, 0x1D800)]:
        ch = chr(cp)
        if 0xD800 <= cp <= 0xDFFF or ch.isspace() or ch in "\ufe0e\ufe0f":
            continue
        for token, ok in ((ch + "h", ch in ranks), ("A" + ch, ch in suits)):
            try:
                parse_card(token)
                parsed = True
            except CardError:
                parsed = False
            assert parsed == ok, (hex(cp), token)


def test_deal_read_hand_takes_the_size_card_reader_and_words_from_its_caller() -> None:
    """cards.read_hand is the one hand reader: both games' hands go through it, each with its own words."""
    from stopbus_ref.core.cards import read_hand
    from stopbus_ref.thirty_one.rule_ids import RuleId
    from stopbus_ref.thirty_one.scoring import parse_hand31

    def refuse(what: str) -> CardError:
        return CardError(what, rule=RuleId.DEAL, token=what)

    def two(text: object) -> list[int]:
        return read_hand(text, size=2, card=lambda t: int(parse_card(t)), not_a_hand=lambda t: refuse("not"),
                         count=lambda toks: refuse(f"count {len(toks)}"), twice=lambda tok: refuse(f"twice {tok}"))

    assert two("ah kh") == [50, 46] and two(["2c", "3c"]) == [0, 4]
    for text, message in ((42, "not"), ("ah", "count 1"), ("", "count 0"), ("ah ah", "twice ah")):
        with pytest.raises(CardError) as e:
            two(text)
        assert e.value.message == message
    with pytest.raises(CardError) as e:
        parse_hand31("ah kh qh 2c")
    assert (e.value.message, e.value.rule) == (
        "a hand is 3 cards here, got 4 (ah kh qh 2c); '2c' is card 4 (--four-card scores four)", RuleId.DEAL)
    with pytest.raises(CardError) as e:
        parse_hand31("ah kh joker")
    assert e.value.message == "'joker' is not a card: jokers are RJ and BJ, in the jokers variant only"
    assert parse_hand31("rj ah 2c", jokers=True) == (52, 50, 0)
