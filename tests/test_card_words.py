"""Cards in the table's own words: Dutch and French card and suit words, and the languages' rank letters with a
suit symbol, read by `rank`, `compare` and the live table as the record notation is (which stays accepted); a
token with two readings refused naming both; records written in the record notation whatever the language; the
live table's command words in the language; and one source of card words for the table and `ask`."""

from __future__ import annotations

import os
import pathlib
import subprocess

import pytest

from stopbus_ref.core import card_words as cw
from stopbus_ref.core.errors import CardError
from tests.helpers import ROOT, STOPBUS


def stopbus(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, timeout=60, cwd=ROOT, input=stdin,
                          env={**base, "COLUMNS": "80", "XDG_CONFIG_HOME": str(ROOT / "no-such-config")})


@pytest.mark.parametrize(("code", "typed", "notation"), [
    ("nl", "aas harten heer harten vrouw harten", "Ah Kh Qh"),
    ("nl", "harten aas, Schoppen boer, 10 klaveren", "Ah, Js, 10c"),
    ("nl", "H♥ V♠ B♦", "Kh Qs Jd"),
    ("nl", "tien ruiten 9♦ 8d", "10d 9♦ 8d"),
    ("fr", "as de cœur roi de cœur dame de cœur", "Ah Kh Qh"),
    ("fr", "As de Coeur, valet de trefle, 7 de pique", "Ah, Jc, 7s"),
    ("fr", "R♥ D♠ V♦", "Kh Qs Jd"),
    ("fr", "ah kh qh", "ah kh qh"),
])
def test_words_become_the_record_notation(code: str, typed: str, notation: str) -> None:
    assert cw.in_notation(typed, code) == notation


def test_english_reads_the_record_notation_only() -> None:
    assert cw.in_notation("ace of hearts", "en") == "ace of hearts"
    assert cw.notation_args(["as", "de", "cœur"], "en") == ["as", "de", "cœur"]


def test_a_token_with_two_readings_is_refused_naming_both() -> None:
    with pytest.raises(CardError) as e:
        cw.in_notation("as ks qs", "fr")
    assert e.value.token == "as" and "A♠" in e.value.message and "rank A" in e.value.message
    assert cw.in_notation("as de pique ks qs", "fr") == "As ks qs"  # the words say which


def test_a_rank_in_words_needs_its_suit() -> None:
    with pytest.raises(CardError) as e:
        cw.in_notation("aas kh qh", "nl")
    assert e.value.token == "aas"


def test_a_language_letter_needs_a_suit_symbol() -> None:
    assert cw.in_notation("Hh", "nl") == "Hh"  # left to the record notation's reading, which refuses it
    r = stopbus("rank", "Hh", "kh", "qh", "--lang", "nl")
    assert r.returncode == 2 and "Traceback" not in r.stderr and "'Hh'" in r.stderr


def test_unquoted_and_labelled_hands_in_words() -> None:
    assert cw.notation_args(["as", "de", "cœur", "roi", "de", "cœur", "dame", "de", "cœur"], "fr") == ["Ah", "Kh", "Qh"]
    assert cw.notation_args(["Ann=aas harten, heer harten, vrouw harten", "2c 3d 5h"], "nl") == [
        "Ann=Ah, Kh, Qh", "2c 3d 5h"]


def test_rank_and_compare_read_the_languages_words_as_the_record_notation() -> None:
    for code, words in (("nl", ["aas", "harten", "H♥", "vrouw", "harten"]),
                        ("fr", ["as", "de", "cœur", "R♥", "dame", "de", "cœur"])):
        typed = stopbus("rank", *words, "--lang", code)
        assert typed.returncode == 0, typed.stderr
        assert typed.stdout == stopbus("rank", "ah", "kh", "qh", "--lang", code).stdout
    fr = stopbus("compare", "Ann=as de pique, roi de pique, dame de pique", "Bob=2 de trèfle 3 de carreau 5h",
                 "--lang", "fr", "--json")
    assert fr.stdout == stopbus("compare", "Ann=A♠ ks qs", "Bob=2c 3d 5h", "--json", "--lang", "fr").stdout
    # the same hands in the record notation ('as' reads two ways in French); the JSON's reason is in the language


def test_a_two_reading_token_on_the_command_line_is_one_line_exit_2() -> None:
    r = stopbus("rank", "as", "ks", "qs", "--lang", "fr")
    assert r.returncode == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1
    assert "'as'" in r.stderr and "A♠" in r.stderr and "Traceback" not in r.stderr


DEAL = ["upcard 5h", "d 7s", "Ben: t 9h", "Cat: stop", "take, discard 2c", "pass",
        "show Ann 9h 9c 9d", "show Ben 7s Kd Qd", "show Cat Ad 3c 4s"]
DEAL_NL = ["open 5 harten", "trek 7 schoppen", "Ben: neem negen harten", "Cat: stop", "neem 2c", "pas",
           "toon Ann negen harten, negen klaveren, negen ruiten", "toon Ben 7s H♦ V♦", "toon Cat aas ruiten 3c 4s"]
DEAL_FR = ["retourne 5 de cœur", "pioche sept de pique", "Ben: prend 9 de cœur", "Cat: stop", "prend 2c", "passe",
           "montre Ann 9h, neuf de trèfle, 9 de carreau", "montre Ben 7s R♦ D♦", "montre Cat as de carreau 3c 4s"]


@pytest.mark.parametrize(("code", "lines"), [("nl", DEAL_NL), ("fr", DEAL_FR)])
def test_the_live_table_in_the_languages_words_writes_the_same_record(tmp_path: pathlib.Path, code: str,
                                                                      lines: list[str]) -> None:
    records = []
    for lang, said in (("en", DEAL), (code, lines)):
        path = tmp_path / f"{lang}.yaml"
        r = stopbus("table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(path), "--lang", lang,
                    stdin="".join(x + "\n" for x in said))
        assert r.returncode == 0, (r.stdout, r.stderr)
        records.append(path.read_text(encoding="utf-8"))
    assert records[0] == records[1]


def test_the_live_table_refuses_a_two_reading_token_and_goes_on(tmp_path: pathlib.Path) -> None:
    r = stopbus("table", "Ann", "Ben", "--dealer", "Ben", "--record", str(tmp_path / "g.yaml"), "--lang", "fr",
                stdin="retourne 5h\npioche as\npioche as de pique\n")
    assert "'as'" in r.stdout + r.stderr and "A♠" in r.stdout + r.stderr
    assert "discard As" in (tmp_path / "g.yaml").read_text(encoding="utf-8")


def test_the_table_leaves_names_questions_and_english_alone() -> None:
    assert cw.table_line("Dame: pioche 7s", ["Dame", "Bob"], "fr") == "Dame: draw 7s"
    assert cw.table_line("? as de cœur", ["Ann"], "fr") == "? as de cœur"
    assert cw.table_line("règles as", ["Ann"], "fr") == "rules as"
    assert cw.table_line("trek 7s", ["Ann"], "en") == "trek 7s"


def test_one_source_of_card_words_for_the_table_and_ask() -> None:
    from stopbus_ref.ask.words import words

    for code in ("en", "nl", "fr"):
        table = cw.card_words(code)
        asked = words(code).cards
        assert (asked.letters, asked.ranks, asked.suits) == (table.letters, table.ranks, table.suits)
    assert {"aas", "heer", "vrouw", "boer"} <= set(cw.card_words("nl").ranks)
    assert {"harten", "ruiten", "klaveren", "schoppen"} <= set(cw.card_words("nl").suits)
    assert {"as", "roi", "dame", "valet"} <= set(cw.card_words("fr").ranks)
    assert {cw.fold(w) for w in ("cœur", "carreau", "trèfle", "pique")} <= set(cw.card_words("fr").suits)
