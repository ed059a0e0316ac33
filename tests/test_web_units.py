"""The web page's parts without a server process: the palette's contrast at WCAG AA, the language chosen, the
catalogues complete and current, a form turned into a table line, and the pages through Starlette's TestClient
(each page in each language, `lang` set, the answer first)."""

from __future__ import annotations

import re
import subprocess
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="stopbus serve needs the web extra")
pytest.importorskip("httpx", reason="the TestClient needs httpx")

with warnings.catch_warnings():  # Starlette's notice about httpx2: the TestClient works with httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from stopbus_ref.web import i18n
from stopbus_ref.web.app import Settings, create_app
from stopbus_ref.web.pages import compose
from stopbus_ref.web.tables import Tables
from tests.helpers import ROOT

CSS = ROOT / "stopbus_ref" / "web" / "static" / "style.css"


# -- contrast ----------------------------------------------------------------------------------------------------
def luminance(hex_colour: str) -> float:
    """WCAG 2.x relative luminance of #rrggbb."""
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def palette() -> dict[str, str]:
    root = re.search(r":root\s*{([^}]*)}", CSS.read_text(encoding="utf-8"))
    assert root is not None
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", root.group(1)))


TEXT_PAIRS = [("ink", "paper"), ("accent", "paper"), ("accent-ink", "accent"), ("red", "paper"), ("muted", "paper"),
              ("ok-ink", "ok-paper"), ("bad-ink", "bad-paper"), ("accent", "ok-paper"), ("accent", "bad-paper")]
"""Text on its background: 4.5:1 at least (AA for normal text)."""
UI_PAIRS = [("line", "paper"), ("focus", "paper"), ("accent", "paper")]
"""Borders of controls and the focus ring against the page: 3:1 at least (AA for non-text contrast)."""


def test_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the classic just-fails grey


@pytest.mark.parametrize(("fg", "bg"), TEXT_PAIRS)
def test_palette_text_is_aa(fg: str, bg: str) -> None:
    colours = palette()
    assert contrast(colours[fg], colours[bg]) >= 4.5, (fg, bg)


@pytest.mark.parametrize(("fg", "bg"), UI_PAIRS)
def test_palette_controls_are_aa(fg: str, bg: str) -> None:
    colours = palette()
    assert contrast(colours[fg], colours[bg]) >= 3.0, (fg, bg)


def test_every_colour_of_the_css_is_in_the_palette() -> None:
    css = CSS.read_text(encoding="utf-8")
    body = css[css.index("}", css.index(":root")):]
    assert not re.findall(r"#[0-9a-fA-F]{3,6}\b", body)  # colours come from the checked variables only


# -- the language ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("cookie", "accept", "lang"), [
    (None, None, "en"), (None, "nl-BE,nl;q=0.9,en;q=0.8", "nl"), (None, "de-DE,fr;q=0.5,en;q=0.4", "fr"),
    ("fr", "nl", "fr"), ("xx", "nl", "nl"), (None, "en;q=0.2,fr;q=0.9", "fr"), (None, "fr;q=abc", "en"),
    (None, ";;;,,,", "en")])
def test_language_chosen(cookie: str | None, accept: str | None, lang: str) -> None:
    assert i18n.choose(cookie, accept) == lang


def test_catalogues_are_complete_and_current(tmp_path: Path) -> None:
    pot = tmp_path / "web.pot"
    code = ("import sys; from babel.messages.frontend import CommandLineInterface as C; "
            "sys.exit(C().run(sys.argv))")
    subprocess.run([sys.executable, "-c", code, "-q", "extract", "-F", "babel-web.cfg", "-o", str(pot),
                    "--no-location", "--omit-header", "."], cwd=ROOT, check=True, capture_output=True)
    from babel.messages.mofile import read_mo
    from babel.messages.pofile import read_po

    with open(pot, "rb") as f:
        ids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    with open(ROOT / "stopbus_ref" / "web" / "locale" / "web.pot", "rb") as f:
        shipped = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    assert ids == shipped, "regenerate: pybabel extract (babel-web.cfg), then python tools/web_catalogue.py"
    for code in ("nl", "fr"):
        folder = ROOT / "stopbus_ref" / "web" / "locale" / code / "LC_MESSAGES"
        with open(folder / "web.po", "rb") as f:
            po = {(m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(f) if m.id}
        with open(folder / "web.mo", "rb") as f:
            mo = {(m.id if isinstance(m.id, str) else m.id[0]): m.string if isinstance(m.string, str)
                  else tuple(m.string) for m in read_mo(f) if m.id}
        assert set(po) == ids and all(po.values()), code
        assert po == mo, f"{code}: web.mo is not compiled from web.po"


# -- a form as a table line -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("form", "line"), [
    ({"action": "draw", "card": ["7s"]}, "draw, discard 7s"), ({"action": "take", "card": ["9h"]}, "take, discard 9h"),
    ({"action": "draw", "card": []}, None), ({"action": "draw", "card": ["7s", "8s"]}, None),
    ({"action": "upcard", "card": ["5h"]}, "upcard 5h"), ({"action": "show:Ann", "card": ["Ac", "Kd", "2h"]},
                                                          "show Ann Ac Kd 2h"),
    ({"action": "stop", "card": []}, "stop"), ({"action": "undo", "card": ["7s"]}, "undo"),
    ({"action": "line", "line": " Ben: d 7s ", "card": []}, "Ben: d 7s"),
    ({"action": "draw", "card": ["../etc"]}, None), ({"action": "rm -rf", "card": []}, None)])
def test_compose(form: dict[str, object], line: str | None) -> None:
    assert compose(form) == line


def test_compose_swaps_of_the_31_point_game() -> None:
    pool = ["7h", "Kd", "2c"]
    assert compose({"action": "swap", "card": ["4c", "Kd"]}, pool) == "swap for Kd, turn 4c"
    assert compose({"action": "swap", "card": ["4c", "5c"]}, pool) is None  # nothing taken from the pool
    assert compose({"action": "swap", "card": ["Kd", "7h"]}, pool) is None  # two taken
    assert compose({"action": "swap-all", "card": ["4c", "5c", "6c"]}, pool) == "swap all, turn 4c 5c 6c"


# -- the pages -------------------------------------------------------------------------------------------------
@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    tables = Tables(str(tmp_path))
    yield TestClient(create_app(Settings(tables)), base_url="http://127.0.0.1:8765")
    tables.close_all()  # as the server does when it stops: every lock released


@pytest.mark.parametrize(("lang", "word"), [("en", "Ask a rules question"), ("nl", "Stel een vraag over de regels"),
                                            ("fr", "Posez une question sur les règles")])
def test_pages_in_each_language(client: TestClient, lang: str, word: str) -> None:
    r = client.get("/", headers={"Accept-Language": lang})
    assert f'<html lang="{lang}">' in r.text and word in r.text
    client.cookies.set(i18n.COOKIE, lang)
    for path in ("/hands", "/rules", "/table"):
        page = client.get(path).text
        assert f'<html lang="{lang}">' in page


def test_language_switch_sets_the_cookie(client: TestClient) -> None:
    r = client.get("/lang/nl", params={"next": "/rules?game=brag"}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/rules?game=brag"
    assert "stopbus_lang=nl" in r.headers["set-cookie"]
    r = client.get("/lang/fr", params={"next": "//evil.example/"}, follow_redirects=False)
    assert r.headers["location"] == "/"  # never another site


def test_ask_page_answer_first(client: TestClient) -> None:
    page = client.get("/", params={"q": "can the person who stopped the bus lose a token?"}).text
    main = page[page.index("<main"):]
    assert main.index('class="verdict"') < main.index("<blockquote")
    assert "stopper-safe" in main or "stop" in main


def test_hands_page_loser_first(client: TestClient) -> None:
    page = client.get("/hands", params=[("hand", "Ann=8c 9c 10c"), ("hand", "Ben=ad ah 6s")]).text
    main = page[page.index("<main"):]
    assert "Loses the token: Ben" in main
    assert main.index("Loses the token") < main.index("Best first") < main.index('id="hands-form"')
    page = client.get("/hands", params=[("hand", "zz")]).text
    assert 'class="refused"' in page and "zz" in page


def test_rules_page_search_and_house(client: TestClient) -> None:
    page = client.get("/rules").text
    assert 'id="dealer-skip"' in page and "house:stopper-safe" in page
    found = client.get("/rules", params={"q": "dealer eliminated"}).text
    assert 'id="dealer-skip"' in found and 'id="deck"' not in found
    page31 = client.get("/rules", params={"game": "31"}).text
    assert 'id="31-knock"' in page31


def test_a_31_point_swap_from_the_page(client: TestClient) -> None:
    table = client.post("/api/tables", json={"players": ["Ann", "Ben", "Cat"], "dealer": "Cat", "game": "31"}).json()
    tid, key = table["id"], table["scorer_key"]
    assert client.post(f"/api/tables/{tid}/moves", json={"line": "pool 7h Kd 2c"},
                       headers={"X-Scorer-Key": key}).status_code == 200
    page = client.get(f"/table/{tid}", params={"scorer": key}).text
    assert 'value="swap"' in page and 'value="knock"' in page
    token = re.search(r'name="csrf" value="([^"]+)"', page)
    assert token is not None
    r = client.post(f"/table/{tid}/move", data={"csrf": token.group(1), "scorer": key, "action": "swap",
                                                "card": ["4c", "Kd"]}, follow_redirects=False)
    assert r.status_code == 303
    state = client.get(f"/api/tables/{tid}").json()
    assert state["pool"] == ["7h", "2c", "4c"] and state["whose_turn"] == "Ben"
