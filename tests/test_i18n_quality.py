"""The translations' quality that a test can check: the glossaries stand on the seeds' own lines and the
catalogues use the seeds' words for the game's terms (prial, brelan, fiches, jeton, talon …); and an ASCII output
(STOPBUS_ASCII, the C locale) gets the translated text transliterated as it gets the quotes (é: e, œ: oe)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.helpers import ROOT, SCENARIOS, STOPBUS

babel = pytest.importorskip("babel")
from babel.messages.pofile import read_po  # noqa: E402

SEEDS = {"nl": "003", "fr": "004"}


def _seed(code: str) -> str:
    """The seed written in the language, its whitespace made single spaces."""
    path = next((ROOT / "seeds").glob(f"{SEEDS[code]}_*.txt"))
    return " ".join(path.read_text(encoding="utf-8").split())


def _glossary(code: str) -> list[tuple[str, list[str], list[str]]]:
    """The glossary's rows: the English term, the language's forms of it (`trekken (trek)`: both) and the seed
    lines quoted beside it."""
    rows = []
    for line in (ROOT / "docs" / f"glossary-{code}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] == "English" or set(cells[0]) <= {"-"}:
            continue
        forms = [f.strip() for f in re.split(r"[,()]", cells[1]) if f.strip()]
        rows.append((cells[0], forms, re.findall(r'"([^"]+)"', cells[2])))
    return rows


def _messages(code: str) -> list[tuple[str, str]]:
    """The catalogue's (English, translation) pairs, every plural form."""
    with open(ROOT / "stopbus_ref" / "locale" / code / "LC_MESSAGES" / "stopbus.po", "rb") as f:
        cat = read_po(f)
    out = []
    for m in cat:
        if m.id:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strs = m.string if isinstance(m.string, tuple) else (m.string,)
            out.extend((ids[-1] if i else ids[0], s) for i, s in enumerate(strs))
    return out


def _has(text: str, form: str) -> bool:
    """Whether `form` stands in `text` as words (`…` in a form stands for any words: `leg … af`)."""
    pattern = r"\W+(?:\w+\W+)*?".join(re.escape(p.strip()) for p in form.casefold().split("…"))
    return re.search(rf"(?<!\w){pattern}(?!\w)", text.casefold()) is not None


@pytest.mark.parametrize("code", SEEDS)
def test_each_glossary_line_is_a_line_of_the_seed(code: str) -> None:
    seed = _seed(code)
    rows = _glossary(code)
    assert len(rows) > 20
    for english, _forms, quotes in rows:
        assert quotes or english in ("showdown",), f"{code}: {english} has no seed line beside it"
        for q in quotes:
            assert " ".join(q.split()) in seed, f"{code}: {english}: {q!r} is not in seed {SEEDS[code]}"


NOT_IN_THE_CATALOGUE_YET: set[tuple[str, str]] = set()
"""Glossary terms no message of the catalogue says yet (the messages that will are still being translated)."""


@pytest.mark.parametrize("code", SEEDS)
def test_each_glossary_term_is_the_catalogues_word(code: str) -> None:
    """Each term of the glossary stands in the catalogue in one of its forms (the seed's words)."""
    text = "\n".join(s for _e, s in _messages(code))
    missing = {(code, english) for english, forms, _q in _glossary(code) if not any(_has(text, f) for f in forms)}
    assert missing == {k for k in NOT_IN_THE_CATALOGUE_YET if k[0] == code}


TERMS = {
    "token": {"nl": ("fiche",), "fr": ("jeton",)},
    "prial": {"nl": ("prial",), "fr": ("brelan",)},
    "running flush": {"nl": ("running flush",), "fr": ("suite assortie",)},
    "high card": {"nl": ("hoge kaart",), "fr": ("carte haute",)},
    "dealer": {"nl": ("deler",), "fr": ("donneur",)},
    "stock": {"nl": ("voorraad",), "fr": ("pioche", "talon")},
    "discard pile": {"nl": ("aflegstapel",), "fr": ("défausse",)},
    "eliminated": {"nl": ("uitgeschakeld",), "fr": ("élimin",)},
    "floating": {"nl": ("zwevend", "zweef"), "fr": ("flott",)},
    "showdown": {"nl": ("tonen", "getoond", "toont"), "fr": ("exposition", "expos")},
}
"""The game's terms and the seed's words for them (stems): every message that says the term says the seed's word."""
_NOT_PROSE = re.compile(r"\{[^}]*\}|[\w-]*-[\w-]*(?:=\w+)?|--\w[\w-]*")
"""Placeholders, rule ids, options and house-rule settings (dealer-skip, top-prial=aces): the same in every language."""


@pytest.mark.parametrize("code", SEEDS)
def test_the_catalogue_says_each_term_in_the_seeds_words(code: str) -> None:
    wrong = []
    for english, translated in _messages(code):
        prose = _NOT_PROSE.sub(" ", english)
        for term, words in TERMS.items():
            if re.search(rf"(?<!\w){term}s?(?!\w)", prose, re.I) and not any(w in translated.casefold()
                                                                             for w in words[code]):
                wrong.append(f"{term}: {english!r} -> {translated!r}")
    assert wrong == []


def test_the_term_check_can_fail(tmp_path: Path) -> None:
    assert _has("Deler C, A begint", "deler") and not _has("Delers", "deler")
    assert _has("leg de 7 af", "leg … af")
    assert not any(w in "de showdown".casefold() for w in TERMS["showdown"]["nl"])


# -- ASCII --------------------------------------------------------------------------------------------
def stopbus(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE",
                                                              "STOPBUS_ASCII")}
    return subprocess.run([*STOPBUS, *args], capture_output=True, timeout=60, cwd=ROOT, text=True, encoding="utf-8",
                          env={**base, "COLUMNS": "80", "XDG_CONFIG_HOME": str(ROOT / "no-such-config"), **env})


@pytest.mark.parametrize(("code", "args", "words"), [
    ("fr", ["rank", "ah", "kh", "qh"], "suite assortie, A-K-Q de coeur"),
    ("fr", ["rank", "qs", "qh", "9c"], "les couleurs les departagent"),
    ("fr", ["replay", str(SCENARIOS / "01-worked-final-turn.yaml"), "--sources"], "Melangez toujours."),
    ("nl", ["rank", "3c", "3d", "3h"], "prial van drieen"),
    ("nl", ["replay", str(SCENARIOS / "01-worked-final-turn.yaml")], "B verliest een fiche (3 -> 2)"),
])
@pytest.mark.parametrize("env", [{"STOPBUS_ASCII": "1"}, {"LC_ALL": "C"}])
def test_ascii_output_transliterates_the_translations_as_the_quotes(code: str, args: list[str], words: str,
                                                                    env: dict[str, str]) -> None:
    r = stopbus(*args, "--lang", code, **env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.isascii() and "\\u" not in r.stdout and words in r.stdout
