"""Reading scenario files: every bad input is one clear InputError with its line (exit 2)."""

from __future__ import annotations

from typing import Any

import pytest

from stopbus_ref.brag.record import read_scenario
from stopbus_ref.core.errors import InputError
from stopbus_ref.records import load_yaml
from tests.helpers import run, three


def bad(text: str | bytes) -> InputError:
    with pytest.raises(InputError) as e:
        read_scenario(text)
    return e.value


def test_input_yaml_syntax_error_has_line_and_column() -> None:
    e = bad("players: [A, B\ndealer: A\n")
    assert e.line is not None and "YAML syntax error" in e.message and "column" in e.message


def test_input_unknown_key_suggests_the_nearest() -> None:
    e = bad("players: [A, B]\ndealr: A\ndeals: []\n")
    assert "did you mean 'dealer'" in e.message and e.line == 2
    e = bad(three("Ann: stop").replace("    upcard: 7c", "    upcrad: 7c"))
    assert "upcard" in e.message


def test_input_unknown_expect_key() -> None:
    e = bad(three("Ann: stop") + "    expect: {losr: Ben}\n")
    assert "did you mean 'loser'" in e.message


def test_input_duplicate_key() -> None:
    e = bad("players: [A, B]\nplayers: [A, B]\ndealer: A\ndeals: []\n")
    assert "duplicate key 'players'" in e.message and e.line == 2


def test_input_unknown_player_suggests() -> None:
    e = bad(three("Anne: stop"))
    assert "unknown player 'Anne'" in e.message and "did you mean 'Ann'" in e.message and e.line == 11


@pytest.mark.parametrize("name", ["No", "yes", "On", "1", "null", "3.5"])
def test_players_yaml_1_1_names_must_be_quoted(name: str) -> None:
    e = bad(f"players: [Ann, {name}]\ndealer: Ann\ndeals: []\n")
    assert "quote it" in e.message and e.rule == "players"


def test_players_quoted_yaml_1_1_names_work() -> None:
    r = run('players: [Ann, "No"]\ndealer: Ann\ndeals:\n  - hands: {Ann: [2h, 6h, 9s], "No": [Kc, Qd, 3s]}\n'
            '    upcard: 7c\n    turns: ["No": stop, Ann: pass]\n')
    assert r.exit_code == 0 and r.deals[0].showdown.loser == "Ann"


@pytest.mark.parametrize("text,needle", [
    ("", "empty"), ("# only a comment\n", "empty"), ("---\n...\n", "empty"),
    ("[1, 2]", "mapping"), ("players: A\ndealer: A\ndeals: []", "list of names"),
    ("players: [A, B]\ndealer: A\ndeals: {}", "list of deals"),
    ("players: [A, B]\ndealer: A\n", "missing `deals:`"),
    ("a: 1\n---\nb: 2\n", "several YAML documents"),
    ("players: &a [*a]\ndealer: A\ndeals: []\n", "self-referencing"),
    ("players: [A, A]\ndealer: A\ndeals: []\n", "listed twice"),
    ("players: [A, B]\ndealer: A\ndeals: [{hands: {A: [2h, 3h, 4h]}}]", "upcard"),
    ("players: [A, B]\ndealer: A\ndeals: [{hands: {A: [2h, 3h]}, upcard: 5c}]", "three cards"),
    ("players: [A, B]\ndealer: A\ndeals: [{hands: {A: [2h, 3h, 4h, 5h]}, upcard: 5c}]", "fourth card"),
    ("players: [A, B]\ndealer: A\ndeals: [{hands: {A: [2h, 3h, Joker]}, upcard: 5c}]", "without jokers"),
    ("players: [A, B]\ndealer: A\ntokens: yes\ndeals: []", "whole number"),
    ("players: [A, B]\ndealer: A\ndeals: [{deck: [2h], hands: {}, upcard: 2c}]", "not both"),
])
def test_input_errors_are_clear(text: str, needle: str) -> None:
    assert needle in bad(text).message


def test_input_binary_and_not_utf8() -> None:
    assert "UTF-8" in bad(b"players: [\xff\xfe]").message
    assert "binary" in bad(b"players: [A]\x00\x01").message


def test_input_huge_document_refused() -> None:
    from stopbus_ref import records

    e = bad(b" " * (records.MAX_BYTES + 1))
    assert "too large" in e.message


def test_input_deeply_nested_refused_cleanly() -> None:
    e = bad("a: " + "[" * 5000 + "]" * 5000)
    assert isinstance(e, InputError)


def test_input_only_safe_loading() -> None:
    e = bad("players: !!python/object/apply:os.system ['echo hi']\ndealer: A\ndeals: []\n")
    assert "YAML" in e.message or "constructor" in e.message


@pytest.mark.parametrize("action", ["{draw: Ah, discard: Kh}", "{draw: null, discard: 2h}", "{take: 7c, discard: 9s}",
                                    "'draw Ah discard Kh'", "'take, discard 9s'", "stop the bus"])
def test_turn_action_forms(action: str) -> None:
    doc = read_scenario(three(f"Ann: {action}"))
    assert doc.deals[0].turns[0].action.kind in ("draw", "take", "stop")


@pytest.mark.parametrize("action,needle", [("jump", "unknown action"), ("draw Ah", "discard CARD"),
                                           ("draw Ah, discard 1h", "'1h' is not a card"),
                                           ("{draw: Ah}", "discard"), ("[stop]", "expected an action")])
def test_turn_action_errors(action: str, needle: str) -> None:
    e = bad(three(f"Ann: {action}"))
    assert needle in e.message and e.line == 11


def test_load_yaml_returns_line_numbers() -> None:
    doc = load_yaml("a:\n  b: [1, 2]\n  c:\n    - x\n    - y\n")
    assert doc.lines == {"a": 1} and doc["a"].lines == {"b": 2, "c": 3} and doc["a"]["c"].lines == [4, 5]


# ---- one action parser, the loader's fast path, the self-reference check, game dispatch ----

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("turn,word", [("draw knock, discard 9s", "knock"), ("draw 31, discard 9s", "31"),
                                       ("take swap, discard 9s", "swap"), ("draw Ah, discard knock", "knock"),
                                       ("{draw: knock, discard: 9s}", "knock")])
def test_other_games_word_anywhere_in_a_turn_is_one_ruling(turn: str, word: str) -> None:
    """One parser of turn text: the word of another game wins wherever it stands (exit 1, other-games)."""
    r = run(three(f"Ann: {turn}"))
    assert r.exit_code == 1 and r.error is not None and r.error.rule == "other-games"


@pytest.mark.parametrize("text", ["draw Ah, discard Kh", "DRAW ah , DISCARD kh", "draw Ah discard Kh",
                                  "take, discard 9s", "draw,discard 2h", "take 7c, discard 9s", "stop",
                                  "Stop The Bus", "pass", "draw knock, discard 9s", "draw 31, discard 9s",
                                  "draw Ah", "draw Ah, discard", "jump", "draw \u212ah, discard 9s",
                                  "draw Ah, di\u017fcard 9s", "draw Ah, discard 9s extra"])
def test_turn_text_parsed_once_and_memoised_alike(text: str) -> None:
    """The reader memoises parsed turn texts; the memo gives exactly what a fresh parse gives."""
    from stopbus_ref.brag.record import Reader, parse_action

    reader = Reader()
    try:
        fresh = parse_action(text)
    except InputError as e:
        with pytest.raises(InputError) as again:
            reader.action(text, 5, "turn")
        assert e.message in again.value.message and again.value.line == 5
        return
    assert reader.action(text, 5, "turn") == fresh == reader.action(text, 6, "turn")


def test_loader_reads_every_scenario_as_the_plain_safe_loader() -> None:
    """Every scenario PyYAML's plain safe loader reads: the same values by load_yaml."""
    import yaml

    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        try:
            plain = yaml.load(text, Loader=yaml.SafeLoader)
        except yaml.YAMLError:
            continue
        assert load_yaml(text) == plain, path.name


def test_self_reference_is_refused_with_its_line() -> None:
    e = bad("players: [Ann, Ben]\ndealer: Ann\ndeals: &d [*d]\n")
    assert "self-referencing" in e.message and e.line == 3


@pytest.mark.parametrize("text", ["players: !recursive [Ann, Ben]\ndealer: Ann\ndeals: []\n",
                                  "players: [Ann, Ben]\ndealer: Ann\ndeals: [!!python/name:recursive x]\n"])
def test_self_reference_check_does_not_match_the_word_recursive(text: str) -> None:
    e = bad(text)
    assert "self-referencing" not in e.message


@pytest.mark.parametrize("game", ["brag", "Brag", " brag "])
def test_game_key_brag_is_the_default_game(game: str) -> None:
    sc = read_scenario(f"game: {game!r}\nplayers: [Ann, Ben]\ndealer: Ann\ndeals: []\n")
    assert sc.game == "brag" and sc.players == ("Ann", "Ben")


@pytest.mark.parametrize("game,needle", [("chess", "unknown game"), ("[brag]", "unknown game")])
def test_game_key_unknown_or_unavailable_game_is_an_input_error(game: str, needle: str) -> None:
    e = bad(f"players: [Ann, Ben]\ngame: {game}\ndealer: Ann\ndeals: []\n")
    assert needle in e.message and e.line == 2 and e.exit_code == 2


def test_game_key_unavailable_game_is_an_input_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from stopbus_ref.core import registry as games

    monkeypatch.delitem(games.GAME_MODULES, "thirty-one")
    monkeypatch.setattr(games, "_loaded", {k: v for k, v in games._loaded.items() if k != "thirty-one"})
    e = bad("players: [Ann, Ben]\ngame: 31\ndealer: Ann\ndeals: []\n")
    assert "cannot be read by this version" in e.message and e.line == 2 and e.exit_code == 2


@pytest.mark.parametrize("game", ["thirty-one", "31", "'31'", "Thirty-One"])
def test_game_key_thirty_one_reads_the_second_game(game: str) -> None:
    from stopbus_ref.records.reader import read_record
    from stopbus_ref.thirty_one.record import Record

    rec = read_record(f"players: [Ann, Ben]\ngame: {game}\ndealer: Ann\ndeals: []\n")
    assert isinstance(rec, Record) and rec.players == ("Ann", "Ben")
    with pytest.raises(InputError, match="game: thirty-one"):
        read_scenario(f"players: [Ann, Ben]\ngame: {game}\ndealer: Ann\ndeals: []\n")


def test_game_key_dispatches_to_the_registered_validator(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second game plugs in its own validator; the Brag reader never sees its records."""
    from stopbus_ref.core import registry as games
    from stopbus_ref.records.reader import read_record
    from stopbus_ref.thirty_one.game import ThirtyOne

    seen = []

    class Reader31(ThirtyOne):
        def read_record(self, doc: object) -> object:  # type: ignore[override]
            seen.append(doc)
            return "31-model"

    monkeypatch.setattr(games, "_loaded", dict(games._loaded))
    games.register(Reader31())
    assert read_record("game: 31\npool: [2c, 3c, 4c]\n") == "31-model"
    assert seen and seen[0]["pool"] == ["2c", "3c", "4c"]


def test_located_is_the_one_helper_that_adds_a_place() -> None:
    from stopbus_ref.records.fields import located

    e = located(InputError("'Zz' is not a card", rule="deck", token="Zz"), "deal 1 upcard", 7)
    assert (e.message, e.rule, e.token, e.line) == ("deal 1 upcard: 'Zz' is not a card", "deck", "Zz", 7)
    assert located(InputError("x", line=3), "here", 9).line == 3


def _long_deal(turns: int, *, json_text: bool = False, anchored: bool = False) -> str:
    """A record whose one deal has `turns` turns (the turns need not be legal: the cap refuses before any ruling)."""
    if json_text:
        import json

        moves = [{"Ann" if i % 2 == 0 else "Ben": "draw 2c, discard 2c"} for i in range(turns)]
        return json.dumps({"players": ["Ann", "Ben", "Cat"], "dealer": "Cat",
                           "deals": [{"hands": {"Ann": ["Kc", "Kh", "5d"], "Ben": ["2s", "7h", "9c"],
                                                "Cat": ["Qd", "Jd", "10d"]}, "upcard": "6s", "turns": moves}]})
    head = ("players: [Ann, Ben, Cat]\ndealer: " + ("&d Cat" if anchored else "Cat") + "\ndeals:\n"
            "  - hands: {Ann: [Kc, Kh, 5d], Ben: [2s, 7h, 9c], Cat: [Qd, Jd, 10d]}\n    upcard: 6s\n    turns:\n")
    return head + "".join(f"      - {'Ann' if i % 2 == 0 else 'Ben'}: draw 2c, discard 2c\n" for i in range(turns))


TOO_MANY = "a list of more than 100,000 items: a deal may have at most 100,000 turns"


@pytest.mark.parametrize("fast", [True, False])
def test_a_deal_past_the_turn_cap_is_refused_at_the_first_turn_past_it(fast: bool) -> None:
    from stopbus_ref.records.loader import MAX_ITEMS

    assert MAX_ITEMS == 100_000  # documented in docs/scenario-format.md
    with pytest.raises(InputError) as e:
        load_yaml(_long_deal(MAX_ITEMS + 1), fast=fast)
    assert TOO_MANY in e.value.message and e.value.line == 7 + MAX_ITEMS
    with pytest.raises(InputError) as e:  # an anchor sends the record to the full loader, which refuses it too
        load_yaml(_long_deal(MAX_ITEMS + 1, anchored=True), fast=fast)
    assert TOO_MANY in e.value.message and e.value.line == 7 + MAX_ITEMS
    doc = load_yaml(_long_deal(MAX_ITEMS), fast=fast)
    assert len(doc["deals"][0]["turns"]) == MAX_ITEMS


def test_the_deals_list_itself_is_not_capped_nor_a_list_read_as_json_or_deal_by_deal() -> None:
    from stopbus_ref.records.loader import MAX_ITEMS, load_json, stream_deals

    many = "players: [A, B]\ndealer: A\ndeals:\n" + "- 1\n" * (MAX_ITEMS + 1)
    assert len(load_yaml(many)["deals"]) == MAX_ITEMS + 1
    assert len(load_yaml(many, fast=False)["deals"]) == MAX_ITEMS + 1
    assert list(stream_deals(many))[-1] == ("end", load_yaml("players: [A, B]\ndealer: A\ndeals: []\n"),
                                            MAX_ITEMS + 1)
    assert load_json(_long_deal(MAX_ITEMS + 1, json_text=True)) is None  # the YAML path answers, with its line
    assert load_json(_long_deal(MAX_ITEMS, json_text=True)) is not None
    with pytest.raises(InputError) as e:
        list(stream_deals(_long_deal(MAX_ITEMS + 1)))
    assert TOO_MANY in e.value.message and e.value.line == 7 + MAX_ITEMS


@pytest.mark.parametrize("kind", ["yaml", "json"])
def test_replay_refuses_a_deal_past_the_turn_cap_in_one_line_exit_2(tmp_path: Any, kind: str) -> None:
    import subprocess

    from tests.helpers import STOPBUS

    path = tmp_path / f"long.{kind}"
    path.write_text(_long_deal(100_001, json_text=kind == "json"))
    done = subprocess.run([*STOPBUS, "replay", str(path)], capture_output=True, text=True, timeout=600)
    line = 1 if kind == "json" else 100_007
    assert done.returncode == 2 and done.stdout == "", done
    assert done.stderr.strip().splitlines() == [f"error: {path}:{line}: {TOO_MANY} (and any other list in a record, "
                                                "the `deals:` list excepted, at most 100,000 items)"], done.stderr


@pytest.mark.parametrize("where", ["x-data", "deal"])
def test_a_long_list_under_a_nested_deals_key_of_a_json_record_is_capped_in_one_line_exit_2(tmp_path: Any,
                                                                                            where: str) -> None:
    """Only the top-level `deals:` list escapes the item cap: a list under a key `deals` inside a person's `x-` data
    (or inside a deal) is a list as any other, refused by `stopbus replay` in one line naming file:line, exit 2."""
    import json
    import subprocess

    from stopbus_ref.records.loader import MAX_ITEMS, load_json
    from tests.helpers import STOPBUS

    long = {"deals": list(range(MAX_ITEMS + 1))}
    deal: dict[str, Any] = {"upcard": "5h", "turns": []}
    rec: dict[str, Any] = {"players": ["Ann", "Ben"], "dealer": "Ben"}
    if where == "x-data":
        rec["x-data"] = long
    else:
        deal["x-mine"] = long
    rec["deals"] = [deal]
    text = json.dumps(rec)
    assert load_json(text) is None  # the YAML path answers it, with its line
    assert load_json(json.dumps({**rec, "x-data": {"deals": [1, 2]}, "deals": [{"upcard": "5h", "turns": []}]}))
    path = tmp_path / "x.json"
    path.write_text(text)
    done = subprocess.run([*STOPBUS, "replay", str(path)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 2 and done.stdout == "", done.stdout[:300]
    assert done.stderr.strip().splitlines() == [f"error: {path}:1: {TOO_MANY} (and any other list in a record, "
                                                "the `deals:` list excepted, at most 100,000 items)"], done.stderr
