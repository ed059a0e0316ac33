"""`stopbus ask`: the rules reference answers players' questions in both games and three languages.

Named after the rules they check where a rule is checked; the accuracy tests run the question sets of
tests/ask_questions.py (each split guarded at the figure reached) and the off-topic questions.
"""

from __future__ import annotations

import json
import pathlib
import subprocess

import pytest

from stopbus_ref.ask.search import LANGS, THRESHOLD, ask, detect, expand, game_of, index, tokens
from stopbus_ref.ask.words import stored_questions
from stopbus_ref.brag.rulebook import RULES
from stopbus_ref.thirty_one.rulebook import RULES as RULES_31
from tests.ask_questions import (
    DEV,
    DEV2,
    DEV3,
    FRESH,
    FRESH2,
    FRESH3,
    FRESH4,
    HELD_OUT,
    INDEP1,
    INDEP2,
    INDEP3,
    INDEP4,
    INDEP5,
    INDEP6,
    INDEP6_OFF_TOPIC,
    INDEP7,
    INDEP7_LIKENED,
    INDEP7_OFF_TOPIC,
    MUST_REFUSE,
    OFF_TOPIC_APART1,
    OFF_TOPIC_APART2,
    TUNE,
)
from tests.helpers import STOPBUS, spawn_stopbus


def top1(qs: list[tuple[str, str, str]]) -> float:
    hits = sum(1 for g, q, want in qs if (a := ask(g, q)).answers and a.answers[0].rule in want.split())
    return hits / len(qs)


def top3(qs: list[tuple[str, str, str]]) -> float:
    hits = sum(1 for g, q, want in qs if any(h.rule in want.split() for h in ask(g, q).answers[:3]))
    return hits / len(qs)


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, timeout=60,
                          env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin", "COLUMNS": "200"})


# -- the data: questions stored with every rule -----------------------------------------------------------
@pytest.mark.parametrize("rule", [*RULES, *RULES_31], ids=lambda r: str(r.id))
def test_every_rule_answers_at_least_four_questions_in_three_languages(rule) -> None:  # type: ignore[no-untyped-def]
    qs = stored_questions(game_of(rule.id)).get(str(rule.id), ())
    assert len(qs) >= 4 and {q.lang for q in qs} == set(LANGS), rule.id
    assert all(q.text and q.answer for q in qs)


def test_the_seeds_faq_items_are_stored_first_with_their_source() -> None:
    stored = stored_questions("brag")
    assert stored["stopper-not-safe"][0].source == "000 FAQ"
    assert stored["floating"][0].text == "Am I out when my last token is lost?"
    assert any(q.source == "004 FAQ" for q in stored["floating"])


def _data_files() -> list[pathlib.Path]:
    """Every data file of `ask`: the words of each language, and each game's words and stored questions."""
    from stopbus_ref.ask.words import DATA
    from stopbus_ref.core import registry

    found = [DATA / f"words-{lang}.json" for lang in LANGS]
    for game in ("brag", "thirty-one"):
        for lang in LANGS:
            for name in (f"words-{lang}.json", f"questions-{lang}.jsonl"):
                path = registry.get(game).ask_data(name)
                assert path, f"{game} has no {name}"
                found.append(pathlib.Path(path))
    return found


@pytest.mark.parametrize("path", _data_files(), ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_data_file_is_valid(path: pathlib.Path) -> None:
    """Each line of a questions file is a question of a rule of its game; each words file is JSON of known keys."""
    from stopbus_ref.ask.words import CardWords, Words, raw
    from stopbus_ref.core import registry
    from stopbus_ref.core.rules import read_questions

    lang = path.stem.rpartition("-")[2]
    assert lang in LANGS
    if path.suffix == ".jsonl":
        game = next(g for g in ("brag", "thirty-one") if registry.get(g).ask_data(path.name) == str(path))
        ids = {str(r.id) for r in registry.get(game).rulebook()}
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines, 1):
            entry = json.loads(line)
            assert entry["rule"] in ids, f"{path}:{n}: no rule {entry['rule']!r} in {game}'s rulebook"
        assert sum(len(qs) for qs in read_questions(path, lang).values()) == len(lines)
    elif path.parent.parent.name == "ask":
        data = raw(lang)
        assert set(data) == (set(Words._fields) - {"lang", "folded_lemmas"}
                             | {"house_cues", "this_game", "likened", "forms", "games"})
        # rank letters, ranks and suits are the language's card words, in locale/LANG/cards.toml (core.card_words)
        assert set(data["cards"]) == set(CardWords._fields) - {"letters", "ranks", "suits"}
    else:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert set(data) <= {"synonyms", "rank_phrases", "categories", "say"}, path
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in data["synonyms"].items())


@pytest.mark.parametrize("line,problem", [
    ('{"rule": "deck", "q": "How many cards?"}', "no 'a'"),
    ('{"rule": "deck", "q": "How many cards?", "a": "52.", "lang": "en"}', "unknown key 'lang'"),
    ('{"rule": "deck", "q": "", "a": "52."}', "'q': not a non-empty string"),
    ('{"rule": "deck", "q": "How | many?", "a": 52}', "'a': not a non-empty string"),
    ('["deck", "How many cards?", "52."]', "not a JSON object"),
    ('{"rule": "deck", "q": "How many cards?", "a": "52."', "not a JSON object"),
])
def test_a_bad_stored_question_is_named_with_its_file_and_line(tmp_path: pathlib.Path, line: str,
                                                                problem: str) -> None:
    from stopbus_ref.core.rules import read_questions

    path = tmp_path / "questions-en.jsonl"
    good = '{"rule": "deck", "q": "Is a | in a question fine?", "a": "Yes: one JSON object a line."}'
    path.write_text(f"{good}\n\n{line}\n", encoding="utf-8")
    with pytest.raises(ValueError, match=rf"^{path}:3: ") as e:
        read_questions(path, "en")
    assert problem in str(e.value)
    path.write_text(good + "\n", encoding="utf-8")
    assert read_questions(path, "en")["deck"][0].text == "Is a | in a question fine?"


def test_ask_finds_a_games_data_through_its_game_object_not_by_module_names() -> None:
    """`ask` reads a game's rulebook and data through the registry's `Game` (`rulebook`, `ask_data`): no module of
    the package but the registry imports importlib, and no game has a questions module."""
    import stopbus_ref
    from stopbus_ref.core import registry

    root = pathlib.Path(stopbus_ref.__file__).parent
    users = sorted(str(p.relative_to(root)) for p in root.rglob("*.py") if "importlib" in p.read_text(encoding="utf-8"))
    assert users == ["core/registry.py"], users
    assert not list(root.rglob("questions.py"))
    assert registry.get("brag").ask_data("questions-nl.jsonl") and registry.get("brag").ask_data("nope.json") is None


def test_the_shipped_index_is_current() -> None:
    """data/ask-*.jsonl is what `python tools/build_data.py ask-index` writes from the rulebooks now."""
    from stopbus_ref.ask.index import stale

    assert stale() == [], "python tools/build_data.py ask-index"


# -- accuracy --------------------------------------------------------------------------------------------
def test_question_sets_are_large_enough_and_in_three_languages() -> None:
    assert len(TUNE) + len(HELD_OUT) >= 120 and len(HELD_OUT) >= 40
    langs = {detect(g, q) for g, q, _ in TUNE + HELD_OUT}
    assert langs == set(LANGS)
    assert {g for g, _, _ in HELD_OUT} == {"brag", "thirty-one"}


def test_top1_accuracy_is_at_least_90_percent_and_held_out_is_guarded() -> None:
    """Each split guarded at the figure reached (bench/bench_ask.py reports them; docs/performance.md)."""
    assert top1(TUNE) >= 0.98
    assert top1(DEV) >= 0.95
    assert top1(HELD_OUT) >= 0.95
    assert top1(FRESH) >= 0.96
    assert top1(FRESH2) >= 0.92
    assert top1(DEV2) >= 0.92  # long conversational questions, tuned on
    assert top1(DEV3) >= 0.95  # short plain factual questions, tuned on
    assert top1(FRESH3) >= 0.82  # written before the fourth round of changes and never tuned on
    assert top1(FRESH4) >= 0.93  # written before the fourth round's second pass and never tuned on
    assert top1(INDEP1) >= 0.93 and top1(INDEP2) >= 0.91  # written apart from the project, measured blind, tuned on
    assert top1(INDEP3) >= 0.91  # written apart from the project and never tuned on: the issue's "9 times in 10"
    assert top1(INDEP4) >= 0.91 and top1(INDEP5) >= 0.91  # written apart, measured blind (0.896, 0.888), tuned on
    assert top1(INDEP6) >= 0.9  # written apart after the last change, never looked into: the last held-out split


def test_top3_accuracy_is_guarded_on_the_splits_never_tuned_on_first() -> None:
    assert top3(HELD_OUT) >= 0.99 and top3(FRESH2) >= 0.99 and top3(FRESH3) >= 0.94
    assert top3(FRESH4) >= 0.98 and top3(DEV3) >= 0.99
    assert top3(INDEP1) >= 0.97 and top3(INDEP2) >= 0.97 and top3(INDEP3) >= 0.97
    assert top3(INDEP4) >= 0.97 and top3(INDEP5) >= 0.98 and top3(INDEP6) >= 0.95


def test_question_sets_written_apart_cover_both_games_three_languages_and_every_rule() -> None:
    for split in (INDEP1, INDEP2, INDEP3, INDEP4, INDEP5, INDEP6):
        assert len(split) >= 140 and {g for g, _, _ in split} == {"brag", "thirty-one"}
        assert {detect(g, q) for g, q, _ in split} == set(LANGS)
    named = {rule for _, _, want in INDEP3 for rule in want.split()}
    assert named >= {str(r.id) for r in [*RULES, *RULES_31]}
    assert len(OFF_TOPIC_APART1) >= 60 and len(OFF_TOPIC_APART2) >= 60


def test_question_sets_tuned_on_and_fresh_are_large_enough() -> None:
    assert len(DEV) >= 120 and len(FRESH) >= 40 and len(FRESH2) >= 40 and len(FRESH3) >= 60 and len(FRESH4) >= 60
    assert {detect(g, q) for g, q, _ in DEV} == set(LANGS) == {detect(g, q) for g, q, _ in FRESH}
    assert {detect(g, q) for g, q, _ in FRESH3} == set(LANGS) and {g for g, _, _ in FRESH3} == {"brag", "thirty-one"}


@pytest.mark.parametrize("game,question", MUST_REFUSE)
def test_off_topic_questions_get_no_answer(game: str, question: str) -> None:
    assert ask(game, question).answers == ()


def test_off_topic_questions_held_out_are_guarded_at_the_figure_reached() -> None:
    assert sum(1 for game, question in INDEP6_OFF_TOPIC if ask(game, question).answers) <= 1



def test_a_split_written_from_the_seeds_and_never_tuned_on_is_guarded_at_its_blind_figure() -> None:
    """INDEP7: the neighbouring rules players confuse, in both games and three languages (62/68 top-1 blind)."""
    assert {g for g, _, _ in INDEP7} == {"brag", "thirty-one"} and {detect(g, q) for g, q, _ in INDEP7} == set(LANGS)
    assert top1(INDEP7) >= 0.9 and top3(INDEP7) >= 0.98


@pytest.mark.parametrize("game,question", INDEP7_OFF_TOPIC)
def test_other_card_games_sums_and_chit_chat_in_dutch_and_french_are_refused(game: str, question: str) -> None:
    assert ask(game, question).answers == ()


def test_a_question_likening_the_game_to_another_is_answered() -> None:
    assert sum(1 for game, question in INDEP7_LIKENED if ask(game, question).answers) >= 7


@pytest.mark.parametrize("game,rules", [("brag", RULES), ("thirty-one", RULES_31)])
def test_a_dutch_or_french_rule_document_carries_its_translated_title(game, rules) -> None:  # type: ignore[no-untyped-def]
    """A question meets a rule in the words the interface translates its title with ("flotter", "zweven")."""
    from stopbus_ref.ask.index import native
    from stopbus_ref.ask.search import stem

    for lang in ("nl", "fr"):
        ix = index(game, lang)
        titled = [(str(r.id), native(r, lang)[0]) for r in rules]
        assert sum(1 for _, title in titled if title) >= len(rules) - 2
        for rule, title in titled:
            words = [stem(lang, t) for t in tokens(title) if t not in ix.stop]
            assert all(rule in ix.post.get(w, {}) for w in words), (lang, rule, title)

# -- the scorer's parts ----------------------------------------------------------------------------------
def test_words_written_without_their_accents_match_the_rulebooks() -> None:
    """Players type French without accents: egalite is égalité, defausse is défausse (stems folded alike)."""
    from stopbus_ref.ask.search import fold, stem

    assert fold("égalité") == "egalite" and stem("fr", "éliminé") == stem("fr", "elimine")
    plain, accented = ask("brag", "je peux prendre la defausse ?"), ask("brag", "je peux prendre la défausse ?")
    assert plain.answers and plain.answers[0].rule == accented.answers[0].rule == "take-discard"
    assert plain.language == "fr"


def test_card_sequences_are_one_token_in_any_order() -> None:
    assert tokens("is K-A-2 a run") == ["is", "seq:2ak", "run"]
    assert tokens("A–2–3") == tokens("3-2-A")


def test_players_words_gain_the_rulebooks_words() -> None:
    syn = index("brag", "en").synonyms
    assert "run" in expand("is a straight better", syn) and "prial" in expand("three of a kind", syn)


@pytest.mark.parametrize("question,lang", [("who deals next?", "en"), ("wie deelt er na een ronde?", "nl"),
                                           ("qui distribue ensuite ?", "fr"), ("mag ik kloppen", "nl"),
                                           ("celui qui arrête peut-il perdre", "fr")])
def test_language_is_detected(question: str, lang: str) -> None:
    assert detect("brag", question) == lang


def test_dealer_skip_one_typo_per_word_is_tolerated() -> None:
    assert ask("brag", "who deals aftr the dealr is elimnated").answers[0].rule == "dealer-skip"


def test_stopper_not_safe_the_issues_example() -> None:
    a = ask("brag", "can the person who stopped the bus lose a token?")
    assert a.answers[0].rule == "stopper-not-safe" and a.answers[0].answer.startswith("Yes.")
    assert a.answers[0].confidence >= THRESHOLD


# -- the command -----------------------------------------------------------------------------------------
def test_stopper_not_safe_answer_comes_first_then_rule_quote_and_related() -> None:
    r = cli("ask", "can the person who stopped the bus lose a token?")
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and lines[0].startswith("Yes.") and lines[0].endswith("[stopper-not-safe]")
    assert "000 §05: “The stopper could have lost with a weaker hand.”" in lines[1]
    assert lines[2].startswith("Also: final-turns")


def test_ask_json_shape() -> None:
    r = cli("ask", "--game", "31", "tie", "lowest", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 0 and set(out) == {"question", "game", "language", "answers", "asked", "computed",
                                              "confidence", "refused", "alternatives"}
    assert out["asked"] == {"kind": "rule", "yes_no": False} and out["computed"] is False
    assert 0 < out["confidence"] <= 1 and out["refused"] is None and isinstance(out["alternatives"], list)
    assert out["game"] == "thirty-one" and out["language"] == "en" and 1 <= len(out["answers"]) <= 5
    best = out["answers"][0]
    assert best["rule"] == "31-tied-lowest" and set(best) == {"rule", "title", "answer", "score", "quotes"}
    assert isinstance(best["score"], float) and best["quotes"][0]["source"] == "002"
    assert set(best["quotes"][0]) == {"source", "section", "text"}


def test_ask_unknown_is_exit_1_with_no_answers() -> None:
    r = cli("ask", "how do I install Python?")
    assert r.returncode == 1 and r.stdout.startswith("No rule of this game answers that")
    r = cli("ask", "how do I install Python?", "--json")
    assert r.returncode == 1 and json.loads(r.stdout)["answers"] == []


def test_other_games_knock_asked_of_brag_says_how_to_ask_the_other_rulebook() -> None:
    r = cli("ask", "can I knock?")
    assert r.returncode == 0 and "[other-games]" in r.stdout and "--game thirty-one" in r.stdout
    r = cli("ask", "do the cards add up to 31?", "--json")
    assert json.loads(r.stdout)["answers"][0]["rule"] == "other-games"


def test_ask_dutch_and_french_quote_003_and_004_and_say_the_language() -> None:
    r = cli("ask", "wie deelt er na een ronde?", "--json")
    out = json.loads(r.stdout)
    assert out["language"] == "nl" and out["answers"][0]["quotes"][0]["source"] == "003"
    r = cli("ask", "celui qui arrête le bus peut-il perdre ?")
    assert "[stopper-not-safe]" in r.stdout and "004" in r.stdout and "français (détectée)" in r.stdout
    r = cli("ask", "--lang", "en", "wie deelt er na een ronde?", "--json")
    assert json.loads(r.stdout)["language"] == "en"


def test_ask_bad_input_is_exit_2() -> None:
    assert cli("ask").returncode == 2
    r = cli("ask", "who deals", "--lang", "de")
    assert r.returncode == 2 and "--lang" in r.stderr and "Traceback" not in r.stderr


def test_ask_sources_quotes_more() -> None:
    short = cli("ask", "am I out when my last token is lost").stdout
    long = cli("ask", "--sources", "am I out when my last token is lost").stdout
    assert len(long.splitlines()) > len(short.splitlines()) and "Floating at zero tokens" in long


WITHOUT_31 = ("31-game", "31-swap-all", "31-refill", "31-knock", "31-stop", "31-final-circuit", "31-second-stop")
"""31-point rules whose texts say "without" (or "about", "throughout") but never the word "out"."""


def test_one_rule_search_for_every_game_matches_words_not_substrings() -> None:
    """`rules --search` and the table's `rules WORD` rank the rules with the scorer of `ask`, in both games: the
    31-point game's search no longer finds "out" inside "without"."""
    from stopbus_ref.ask.answer import ranked
    from stopbus_ref.brag.rulebook import search
    from stopbus_ref.thirty_one.rulebook import search as search31
    from stopbus_ref.thirty_one.session import Session31
    from stopbus_ref.ui.fronts import said_lines

    found = [str(r.id) for r in search31("out")]
    assert found[0] == "31-elimination" and not set(found) & set(WITHOUT_31), found
    assert search31("without") == [] and search("without") == []
    for game, find in (("brag", search), ("thirty-one", search31)):
        for word in ("out", "knock", "stock", "who deals", "A-K-2"):
            assert find(word) == ranked(game, word), (game, word)
    table = Session31.new(["Ann", "Ben", "Cat"], "Cat", 3, None)
    lines = said_lines(table, table.command("rules out"))
    assert lines[0].startswith("31-elimination") and not any(line.startswith(WITHOUT_31) for line in lines)
    listed = cli("rules", "--game", "31", "--search", "out", "--json")
    assert [x["id"] for x in json.loads(listed.stdout)["rules"]] == found


def test_dealer_rotation_rules_search_takes_all_its_words() -> None:
    r = cli("rules", "--search", "who", "deals", "--json")
    assert r.returncode == 0, r.stderr
    assert "dealer-rotation" in [x["id"] for x in json.loads(r.stdout)["rules"]][:3]


def test_dealer_skip_rules_question_falls_back_to_ask() -> None:
    r = cli("rules", "who", "deals", "after", "someone", "is", "knocked", "out")
    assert r.returncode == 0 and "[dealer-skip]" in r.stdout.splitlines()[0]
    r = cli("rules", "--game", "31", "tie", "lowest")
    assert r.returncode == 0 and "[31-tied-lowest]" in r.stdout
    assert cli("rules", "dealer-skp").returncode == 2  # a mistyped id stays a did-you-mean


def test_real_terminal_table_answers_questions_from_the_game_played(tmp_path: pathlib.Path) -> None:
    child = spawn_stopbus(["table", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record", str(tmp_path / "b.yaml")],
                          tmp_path)
    child.expect("upcard> ")
    child.sendline("? can the person who stopped lose")
    child.expect(r"\[stopper-not-safe\]")
    child.expect("upcard> ")
    child.sendline("rules who deals after someone is knocked out")
    child.expect(r"\[dealer-skip\]")
    child.expect("upcard> ")
    child.sendline("quit")
    child.expect(pexpect_eof())
    child = spawn_stopbus(["table", "--game", "31", "Ann", "Ben", "Cat", "--dealer", "Cat", "--record",
                           str(tmp_path / "t.yaml")], tmp_path)
    child.expect("pool> ")
    child.sendline("? can I knock")
    child.expect(r"\[31-knock\]")
    child.expect("pool> ")
    child.sendline("quit")
    child.expect(pexpect_eof())


def pexpect_eof():  # type: ignore[no-untyped-def]
    import pexpect

    return pexpect.EOF


def test_other_games_ask_answer_names_no_game() -> None:
    """The shared answerer takes each game's words from its Game object (where to ask, hints, seeds, prefix)."""
    import pathlib

    import stopbus_ref.ask.answer as shared
    from stopbus_ref.core import registry as games

    text = pathlib.Path(shared.__file__).read_text(encoding="utf-8")
    assert not any(name in text for name in ('"brag"', '"thirty-one"', "31-", "Brag")), "a game named"
    assert games.get("brag").other_game_rules == {"other-games"}
    assert games.get("thirty-one").other_game_rules == {"31-game"}
    assert shared.ranked("thirty-one", "knock")[0].id == "31-knock"


@pytest.mark.parametrize("game,question,rule", [
    ("brag", "what happens when I lose my third token", "floating"),
    ("brag", "does ace king queen beat king queen jack", "run-order"),
    ("thirty-one", "is the person who called stop the bus safe", "31-caller-not-safe"),
])
def test_house_rules_answer_only_questions_about_a_tables_agreement(game: str, question: str, rule: str) -> None:
    """A house rule restates a seeds' rule with another value: a plain question gets the seeds' rule first."""
    assert ask(game, question).answers[0].rule == rule


@pytest.mark.parametrize("game,question,rule", [
    ("brag", "we play flush beats run", "house:run-vs-flush"),
    ("brag", "at our table aces are the top prial", "house:top-prial"),
])
def test_house_rules_are_found_when_the_question_speaks_of_the_tables_agreement(game: str, question: str,
                                                                                 rule: str) -> None:
    assert ask(game, question).answers[0].rule == rule


# -- the fifth round's parts ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "question"), [
    ("brag", "in whist who leads the first trick"),
    ("brag", "au poker, une quinte bat-elle une couleur ?"),
    ("thirty-one", "bij klaverjassen, hoeveel is roem waard?"),
])
def test_other_games_a_question_about_another_card_game_gets_no_answer(game: str, question: str) -> None:
    assert ask(game, question).answers == ()


def test_ranking_a_question_likening_this_game_to_another_is_still_answered() -> None:
    answers = ask("brag", "is a run better than a flush here, like in poker?").answers
    assert answers and answers[0].rule == "ranking"


def test_players_phrase_may_replace_its_own_words() -> None:
    synonyms = index("thirty-one", "en").synonyms
    expanded = expand("what if you run out of lives", synonyms)
    assert "run out" not in expanded and "lives" in expanded
    assert "stock" not in expanded  # "run out" alone would read as the stock running out
    assert expand("the stock has run out", synonyms).endswith("stock empty")


def test_31_elimination_running_out_of_lives_is_not_an_empty_stock() -> None:
    assert ask("thirty-one", "what happens when you run out of lives").answers[0].rule == "31-elimination"


def test_house_rules_a_question_speaking_of_an_agreement_prefers_the_house_rule() -> None:
    assert ask("brag", "we play no floating: you're out as soon as your last token goes").answers[0].rule == (
        "house:floating")
    assert ask("brag", "what happens when I lose my last token").answers[0].rule == "floating"


def test_deck_odds_and_the_games_name_are_other_topics() -> None:
    for question in ("what are the odds of a prial on the deal", "where does the name stop the bus come from"):
        assert ask("brag", question).answers == ()


@pytest.mark.parametrize(("question", "answered"), [
    ("hoe gaat het met je?", False),
    ("hoe gaat het met jou?", False),
    ("hoe gaat het met de deler als iemand eruit ligt?", True),
    ("hoe gaat het als de stapel op is?", True),
])
def test_dutch_how_are_you_is_chit_chat_but_how_does_it_go_is_asked(question: str, answered: bool) -> None:
    assert bool(ask("brag", question).answers) is answered
