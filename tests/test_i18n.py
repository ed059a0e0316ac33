"""The table's own language: the catalogues (complete, no fuzzy entry, every placeholder kept, the compiled `.mo`
files fresh), the choice of the language (`--lang`, the config file, the locale), the parser's words, and no
user-facing string of a converted module bypassing the catalogue."""

from __future__ import annotations

import ast
import io
import os
import re
import string
import subprocess
from pathlib import Path

import pytest

from stopbus_ref.core import i18n
from tests.helpers import ROOT, SCENARIOS, STOPBUS

babel = pytest.importorskip("babel")  # the test extra installs it; the tool itself reads .mo files with gettext
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.frontend import parse_mapping_cfg  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

LOCALE = ROOT / "stopbus_ref" / "locale"
LANGUAGES = ("nl", "fr")
WORKED = str(SCENARIOS / "01-worked-final-turn.yaml")


def po(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "stopbus.po"


def stopbus(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`stopbus ARGS` in a real process, output piped, no locale or config file of the machine's."""
    base = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    return subprocess.run([*STOPBUS, *args], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={**base, "COLUMNS": "80", "XDG_CONFIG_HOME": str(ROOT / "no-such-config"), **env})


# -- the catalogues -------------------------------------------------------------------------------
def _extracted() -> set[object]:
    """The messages of the code, extracted as `babel.cfg` says (the keywords of core/i18n.py)."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    found: set[object] = set()
    for _file, _line, message, _comments, context in extract_from_dir(str(ROOT), method_map, options_map):
        found.add((context, message[0] if isinstance(message, tuple) else message))
    return found


def test_the_template_holds_every_message_of_the_code() -> None:
    """stopbus.pot is current: regenerate it with the command in docs/translating.md when this fails."""
    with open(LOCALE / "stopbus.pot", "rb") as f:
        pot = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(f) if m.id}
    extracted = _extracted()
    assert extracted - pot == set(), "messages missing from stopbus.pot"
    assert pot - extracted == set(), "messages in stopbus.pot that the code no longer has"


def _fields(text: str) -> list[str]:
    """The `{name}` fields of a message, and its rich markup tags: a translation keeps them all."""
    names = sorted(str(f) for _lit, f, _spec, _conv in string.Formatter().parse(text) if f is not None)
    return names + sorted(MARKUP.findall(text))


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_catalogue_is_complete_with_no_fuzzy_entry_and_every_placeholder_kept(code: str) -> None:
    with open(LOCALE / "stopbus.pot", "rb") as f:
        pot = {(m.context, m.id) for m in read_po(f) if m.id}
    with open(po(code), "rb") as f:
        cat = read_po(f)
    assert not cat.fuzzy, "the catalogue's header is fuzzy"
    have = {(m.context, m.id): m for m in cat if m.id}
    assert pot - set(have) == set(), f"{code}: messages not in the catalogue"
    for key, m in have.items():
        assert not m.fuzzy, f"{code}: fuzzy entry {key}"
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(s.strip() for s in strs), f"{code}: untranslated {key}"
        for s in strs:
            assert _fields(s) == _fields(ids[-1]), f"{code}: {key!r} becomes {s!r}: a placeholder is lost or changed"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_compiled_catalogue_is_the_po_file_compiled(code: str) -> None:
    """The .mo file shipped is `pybabel compile` of the .po beside it (commit both)."""
    with open(po(code), "rb") as f:
        cat = read_po(f)
    out = io.BytesIO()
    write_mo(out, cat)
    assert po(code).with_suffix(".mo").read_bytes() == out.getvalue(), f"recompile {code} (docs/translating.md)"


def test_the_wheel_takes_the_compiled_catalogues() -> None:
    """hatch puts every file of the package in the wheel unless git ignores it: .mo files are not ignored."""
    ignored = subprocess.run(["git", "check-ignore", *(str(po(c).with_suffix(".mo")) for c in LANGUAGES)],
                             cwd=ROOT, capture_output=True, text=True)
    assert ignored.stdout == ""
    assert 'packages = ["stopbus_ref"]' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


# -- nothing of a converted module bypasses the catalogue -----------------------------------------
CONVERTED = ["stopbus_ref/ui/brag/render.py", "stopbus_ref/ui/brag/hands.py", "stopbus_ref/ui/brag/words.py",
             "stopbus_ref/cli/parser_words.py", "stopbus_ref/cli/commands.py", "stopbus_ref/ui/thirty_one/render.py",
             "stopbus_ref/ui/table.py", "stopbus_ref/ui/brag/table.py", "stopbus_ref/ui/thirty_one/table.py",
             "stopbus_ref/cli/table_cmd.py", "stopbus_ref/kit/deal.py", "stopbus_ref/brag/tableview.py",
             "stopbus_ref/ui/numbers.py", "stopbus_ref/thirty_one/refusals.py", "stopbus_ref/brag/rule_ids.py",
             "stopbus_ref/sources/quotes.py", "stopbus_ref/records/fields.py",
             "stopbus_ref/records/reader.py", "stopbus_ref/records/loader.py", "stopbus_ref/records/caps.py",
             "stopbus_ref/records/yaml_tree.py"]
"""The modules whose every user-facing string goes through the catalogue. The list grows, module by module,
until it holds every module that prints."""
ENGLISH_ON_PURPOSE = {
    ("hands.py", "hand "): "a hand's label in the JSON and under -q, which scripts read",
    ("commands.py", "stopbus "): "the program's name before its version (--version)",
    ("render.py", ":   (deal  )"): "`replay -q`'s answer (loser: Ann (deal 2)), which scripts read",
    ("render.py", "in progress: deal "): "`replay -q`'s answer, which scripts read",
    ("table.py", "show "): "a command of the table (`show NAME`), typed as it is in every language",
    ("table_cmd.py", "stopbus table --resume "): "a command line to type",
    ("yaml_tree.py", "more than   characters in one deal (or around the deals)"): "why a record cannot be read deal "
    "by deal, inside the command line's English refusal of a record over 32 MiB",
    ("fields.py", " turn "): "a turn's place (`deal 2 turn 3`), built on the game reader's own `deal N` for every "
                             "turn read: words when the game readers' messages are",
}
"""Text with words that stays English in every language, and why."""
OUTPUT = {"print", "echo", "err_line", "warn", "prose", "indented", "_ruling", "useless", "fail", "house_table"}
"""Calls whose text arguments reach the user."""
WRAPPERS = {"_", "N_", "ngettext", "pgettext", "lazy", "lazy_n"}
MARKUP = re.compile(r"\[/?(?:bold|italic|dim|blue|green|red|yellow|cyan)(?: [a-z]+)*\]|\[/\]")
"""Rich's markup tags, which a translation keeps as they are."""
NOT_WORDS = re.compile(r"[a-z0-9]+(?:[-:][a-z0-9]+)+:?|[a-z]+:|-[-a-z/]+")
"""Rule ids (`final-turns`, `house:`) and options (`-q/--quiet`), which never change with the language."""


def _words(text: str) -> bool:
    """Whether a piece of literal text has words in it (markup, rule ids and punctuation are not words)."""
    rest = MARKUP.sub(" ", text)
    return any(re.search(r"[A-Za-z]{2}", w) and not NOT_WORDS.fullmatch(w) for w in re.split(r"[\s,;()]+", rest))


def _bypassing(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrapped: set[int] = set()  # the messages, and rule ids (in rules_tag(…) and in tuples of ids), never words
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (*WRAPPERS, "rules_tag"):
            wrapped.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.Tuple) and node.elts and all(
                isinstance(e, ast.Constant) and isinstance(e.value, str) and re.fullmatch(r"[a-z0-9:-]+", e.value)
                for e in node.elts):
            wrapped.update(id(n) for n in ast.walk(node))
    found: list[str] = []

    def text_of(node: ast.AST) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return " ".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return ""

    for node in ast.walk(tree):
        if (isinstance(node, ast.JoinedStr) and id(node) not in wrapped and _words(text_of(node))
                and (path.name, text_of(node)) not in ENGLISH_ON_PURPOSE):
            found.append(f"{path.name}:{node.lineno}: f-string {text_of(node)!r}")
        args: list[ast.AST] = []
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in OUTPUT or name.endswith("Error"):
                args = [*node.args, *(k.value for k in node.keywords)]
            for k in node.keywords:  # typer's help texts (epilogs: see the test of their pieces)
                if k.arg in ("help", "short_help", "rich_help_panel"):
                    args.append(k.value)
        for arg in args:
            for sub in ast.walk(arg):
                if (isinstance(sub, ast.Constant) and isinstance(sub.value, str) and id(sub) not in wrapped
                        and _words(sub.value) and (path.name, sub.value) not in ENGLISH_ON_PURPOSE):
                    found.append(f"{path.name}:{sub.lineno}: {sub.value!r}")
    return found


@pytest.mark.parametrize("module", CONVERTED)
def test_a_converted_module_says_nothing_outside_the_catalogue(module: str) -> None:
    assert _bypassing(ROOT / module) == []


def test_every_piece_of_every_epilog_is_in_the_catalogue() -> None:
    """A command's epilog is translated piece by piece (`parser_words.epilog`): its examples stay, and each other
    piece (a title, an exit code) is a message of the catalogue, listed in `commands.EPILOG_PIECES`."""
    from stopbus_ref.cli.commands import EPILOG_PIECES, app

    pieces = set()
    for epilog in [app.info.epilog, *(c.epilog for c in app.registered_commands)]:
        for paragraph in str(epilog or "").split("\n\n"):
            if not paragraph.startswith("  $ "):
                pieces.update(paragraph.split(" · "))
    assert pieces - set(EPILOG_PIECES) == set()


def test_the_bypass_check_finds_a_bare_string() -> None:
    """The check above can fail: it finds an English sentence printed, raised or given as help, bare."""
    sample = ROOT / "tests" / "_i18n_sample.py"
    sample.write_text('con.print(f"Deal {n}: over")\nraise InputError("bad card")\nOpt(help="Show it.")\n'
                      'con.print(_("Deal {n}"), rules_tag("final-turns"))\n', encoding="utf-8")
    try:
        found = _bypassing(sample)
    finally:
        sample.unlink()
    assert {f.split(":")[1] for f in found} == {"1", "2", "3"}, found  # line 4 is a message and a rule id


# -- choosing the language --------------------------------------------------------------------------
def test_the_language_of_the_locale() -> None:
    assert i18n.from_locale({"LANG": "nl_NL.UTF-8"}) == "nl"
    assert i18n.from_locale({"LC_ALL": "fr_BE.UTF-8", "LANG": "nl_NL"}) == "fr"
    assert i18n.from_locale({"LC_MESSAGES": "C", "LANG": "fr_FR"}) is None
    assert i18n.from_locale({"LANG": "de_DE.UTF-8"}) is None and i18n.from_locale({}) is None


def test_lazy_messages_take_the_language_of_the_moment() -> None:
    msg = i18n.lazy_n("Only the worst loses: {player} {before} → {after} tokens",
                      "Only the worst loses: {player} {before} → {after} tokens", 1, player="B", before=2, after=1)
    assert str(msg) == "Only the worst loses: B 2 → 1 tokens"
    assert msg.in_language("nl") == "Alleen de slechtste verliest: B 2 → 1 fiche"
    assert msg.in_language("fr") == "Seule la pire perd : B 2 → 1 jeton"
    assert str(msg) == "Only the worst loses: B 2 → 1 tokens"


def test_rank_takes_lang_nl() -> None:
    r = stopbus("rank", "ah", "kh", "qh", "--lang", "nl")
    assert r.returncode == 0 and "A♥ K♥ Q♥" in r.stdout, r.stderr


def test_a_dutch_locale_replays_in_dutch() -> None:
    r = stopbus("replay", WORKED, LANG="nl_NL.UTF-8")
    assert r.returncode == 0
    assert r.stdout.startswith("Deal 1: B verliest een fiche (3 → 2) · volgende deler A\nDeler C, A begint")
    assert "Alleen de slechtste verliest: B 3 → 2 fiches" in r.stdout and "Nog geen winnaar. Fiches:" in r.stdout


def test_french_replay_speaks_the_seed_words() -> None:
    out = stopbus("replay", WORKED, "--lang", "fr").stdout
    assert out.startswith("Donne 1 : B perd un jeton (3 → 2) · prochain donneur A\nDonneur C, A joue en premier")
    assert "dernier : pioche A♥, défausse K♥" in out and "Seule la pire perd : B 3 → 2 jetons" in out


def test_english_is_the_same_with_lang_en_with_an_english_locale_and_with_none() -> None:
    plain = stopbus("replay", WORKED)
    assert plain.stdout.startswith("Deal 1: B loses a token (3 → 2) · next dealer A\nDealer C, A plays first")
    for extra, env in ((["--lang", "en"], {}), ([], {"LANG": "en_GB.UTF-8"}), (["--lang", "en"], {"LANG": "nl_NL"}),
                       ([], {"LANG": "C.UTF-8"})):
        r = stopbus("replay", WORKED, *extra, **env)
        assert (r.returncode, r.stdout, r.stderr) == (plain.returncode, plain.stdout, plain.stderr), (extra, env)


def test_the_config_file_chooses_the_language_and_the_flag_wins(tmp_path: Path) -> None:
    (tmp_path / "stopbus").mkdir()
    (tmp_path / "stopbus" / "config.toml").write_text('lang = "fr"\n', encoding="utf-8")
    assert stopbus("replay", WORKED, "--brief", XDG_CONFIG_HOME=str(tmp_path)).stdout.startswith("Donne 1 : ")
    assert stopbus("replay", WORKED, "--brief", "--lang=nl", XDG_CONFIG_HOME=str(tmp_path),
                   LANG="fr_FR.UTF-8").stdout.startswith("Deal 1: B verliest")


def test_lang_no_longer_implies_the_quotes_but_the_quotes_follow_it() -> None:
    out = stopbus("replay", WORKED, "--lang", "fr").stdout
    assert "“" not in out
    out = stopbus("replay", WORKED, "--lang", "fr", "--sources").stdout
    assert "Seule pire perd un jeton." in out and "Compare all hands" not in out
    out = stopbus("replay", WORKED, "--lang", "nl", "--quotes", "fr").stdout  # --quotes picks, and implies them
    assert out.startswith("Deal 1: B verliest") and "Seule pire perd un jeton." in out
    assert stopbus("replay", WORKED, "--lang", "all").stdout == stopbus("replay", WORKED, "--quotes", "all").stdout


def test_a_bad_language_is_a_usage_error() -> None:
    r = stopbus("rank", "ah", "kh", "qh", "--lang", "de")
    assert r.returncode == 2 and r.stdout == "" and r.stderr == "error: --lang 'de': choose one of en, nl, fr, all\n"


def test_help_in_french_with_the_parsers_own_words() -> None:
    r = stopbus("replay", "x", "--lang", "fr", "-h")
    assert r.returncode == 0
    for words in ("Usage : stopbus replay", "Arbitre un relevé de partie", "[obligatoire]", "Affiche ce message et",
                  "Codes de sortie", "Exemples"):
        assert words in r.stdout, words
    for english in ("Usage:", "Show this message", "Print JSON", "Exit codes", "[required]"):
        assert english not in r.stdout, english


def test_usage_errors_in_dutch() -> None:
    r = stopbus("replay", WORKED, "--bogus", "--lang", "nl")
    assert r.returncode == 2
    assert r.stderr == "fout: Onbekende optie: --bogus (Mogelijke opties: --house, --odds) (zie 'stopbus replay -h')\n"
    r = stopbus("rank", "--lang", "fr")
    assert r.returncode == 2 and r.stderr == "erreur : Argument 'MAIN…' manquant. (voir 'stopbus rank -h')\n"


def test_rank_and_compare_in_the_seeds_words() -> None:
    fr = stopbus("rank", "qs", "qh", "9c", "--lang", "fr").stdout
    assert fr.startswith("Q♠ Q♥ 9♣  paire de dames, 9 en carte restante\n  classe 340 sur 741 · bat 19\u202f488 des")
    assert stopbus("rank", "3c", "3d", "3h", "--lang", "fr").stdout.split("\n")[0].endswith("brelan de trois")
    nl = stopbus("compare", "ah", "kh", "qh", "2c", "3d", "5s", "--lang", "nl").stdout
    assert nl.startswith("Verliest de fiche: B (5♠ 3♦ 2♣, hoge kaart, 5-3-2) [worst-loses]\nDe beste eerst\n")
    assert "running flush, A-K-Q in harten" in nl
    assert "A verslaat B: running flush verslaat hoge kaart [ranking]" in nl
    js = stopbus("compare", "ah", "kh", "qh", "2c", "3d", "5s", "--json", "--lang", "nl").stdout
    en = stopbus("compare", "ah", "kh", "qh", "2c", "3d", "5s", "--json").stdout
    assert js.replace("running flush verslaat hoge kaart", "running flush beats high card") == en  # only the reason
    assert '"text": "running flush verslaat hoge kaart"' in js  # the human-readable reason follows the language


def test_rank_compare_and_hands_of_the_31_point_game_in_the_language() -> None:
    """`rank`, `compare` and `hands --game 31` speak the language; their JSON does not change with it."""
    nl = stopbus("rank", "kh", "qh", "5h", "--game", "31", "--lang", "nl").stdout
    assert nl.startswith("K♥ Q♥ 5♥  telt 25 (harten)\n  25 in harten (K♥ Q♥ 5♥)\n"
                         "  van alle 22.100 handen van 3 kaarten")
    assert "tellen er 21.756 lager en 80 even hoog (telling op de best vertegenwoordigde kleur)" in nl
    assert "scores" not in nl and "hands" not in nl
    fr = stopbus("compare", "kh qh 5h", "ac 2c 3d", "--game", "31", "--lang", "fr").stdout
    assert fr.startswith("Perd une vie : main 2 avec le plus bas score, 13 [31-lowest-loses]\n")
    assert "comment elle compte" in fr and "13 de trèfle (A♣ 2♣) ; 3♦ ne compte pas" in fr
    assert "Loses a life" not in fr and "how it scores" not in fr
    hands = stopbus("hands", "--game", "31", "--lang", "fr").stdout
    assert "probabilité" in hands and "moins de points" in hands and "0,0181\xa0%" in hands
    for args in (("rank", "kh", "qh", "5h"), ("compare", "kh qh 5h", "ac 2c 3d"), ("hands",)):
        en = stopbus(*args, "--game", "31", "--json").stdout
        assert stopbus(*args, "--game", "31", "--json", "--lang", "nl").stdout == en, args


def test_the_reasons_one_hand_beats_another_in_the_seeds_words() -> None:
    """The game gives a reason as a message with its values; the renderer writes it in the language."""
    fr = stopbus("compare", *"3c 3d 3h ac ad ah kc 9d 5s kh 9s 5c".split(), "--lang", "fr").stdout
    assert "A bat B : brelan de trois bat brelan d'as (trois 3 : le brelan supérieur) [prial-order]" in fr
    assert "mêmes rangs (K-9-5) ; la plus haute carte départage par sa couleur : K♥ bat K♣, cœur sur trèfle" in fr
    nl = stopbus("compare", *"kc 9d 5s kh 8s 7c qs qh 9c qd qc 7s".split(), "--lang", "nl").stdout
    assert "K-9-5 verslaat K-8-7 bij hoge kaarten op de op één na hoogste kaart, 9 boven 8" in nl
    assert "allebei een paar vrouwen; de derde kaart beslist, 9 boven 7" in nl
    en = stopbus("compare", "qs", "qh", "9c", "qd", "qc", "7s").stdout
    assert "both pair queens; the odd card decides, 9 over 7" in en


# -- numbers in the language ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "nl", "fr"])
def test_the_language_tables_number_marks_are_the_cldrs(code: str) -> None:
    """The decimal mark, the group mark and the place of the percent sign in `languages.toml` are the Unicode
    CLDR's, as Babel carries it: Babel checks the data, the data costs nothing at run time."""
    from babel import Locale
    from babel.numbers import format_decimal

    lang = i18n.languages()[code]
    locale = Locale.parse(code)
    assert (lang.decimal, lang.group) == (locale.number_symbols["latn"]["decimal"],
                                          locale.number_symbols["latn"]["group"])
    assert format_decimal(1234567.25, locale=code) == f"1{lang.group}234{lang.group}567{lang.decimal}25"
    pattern = locale.percent_formats[None].pattern  # '#,##0%', '#,##0\xa0%'
    assert lang.percent == pattern.replace("#,##0", "{}")


@pytest.mark.parametrize(("code", "share", "whole", "ratio"), [
    ("en", "24.50%", "22,100", "2.500"),
    ("nl", "24,50%", "22.100", "2,500"),
    ("fr", "24,50\u00a0%", "22\u202f100", "2,500"),
])
def test_numbers_are_written_the_languages_way(code: str, share: str, whole: str, ratio: str) -> None:
    from stopbus_ref.ui import numbers

    token = i18n.set_current(code)
    try:
        assert numbers.percent(0.245, 2) == share
        assert numbers.integer(22100) == whole
        assert numbers.decimal(2.5, 3) == ratio
    finally:
        i18n.reset(token)


def test_a_french_rank_writes_its_thousands_the_french_way() -> None:
    """`bat 19,488` would read as nineteen and a half in French: the groups are marked with a narrow space."""
    fr = stopbus("rank", "qs", "qh", "9c", "--lang", "fr").stdout
    assert "bat 19\u202f488 des 22\u202f100 mains" in fr
    assert "beats 19,488 of 22,100 hands" in stopbus("rank", "qs", "qh", "9c").stdout
