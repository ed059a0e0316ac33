"""`stopbus serve` in a real browser at phone size (360x640): headless Chromium from the system's package, driven
by Playwright (no browser download). Without a chromium the tests skip with that reason, except under CI (env
CI set), where they must run. Screenshots are kept in build/web-screenshots/ (STOPBUS_UPDATE_SCREENSHOT=1 also
writes docs/_static/serve-table.png, the README's).

Every control is found by its role and accessible name, as a screen reader finds it; no page scrolls sideways."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="stopbus serve needs the web extra")
sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (the test extra)")

from tests.helpers import ROOT  # noqa: E402
from tests.web_server import Server, start  # noqa: E402

CHROMIUM = next((p for p in (os.environ.get("STOPBUS_CHROMIUM"), shutil.which("chromium"),
                             shutil.which("chromium-browser"), "/usr/bin/chromium") if p and os.path.exists(p)), None)
if CHROMIUM is None:
    if os.environ.get("CI"):
        raise RuntimeError("CI is set but no chromium was found: .ci/run installs Debian's chromium package")
    pytest.skip("no chromium found (apt-get install chromium): the browser tests need it", allow_module_level=True)

SHOTS = ROOT / "build" / "web-screenshots"
PHONE = {"width": 360, "height": 640}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("records")


@pytest.fixture(scope="module")
def server(records: Path) -> Iterator[Server]:
    s = start(records)
    yield s
    s.stop()


@pytest.fixture
def page(browser: Any, server: Server) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE, base_url=server.base, locale="en-GB")
    pg = context.new_page()
    yield pg
    context.close()


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def fits(page: Any) -> None:
    """No horizontal scrolling at 360 px."""
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], page.url


@pytest.mark.parametrize(("lang", "switch", "question", "rule"), [
    ("en", "English", "who deals next", "dealer-rotation"),
    ("nl", "Nederlands", "wie deelt er na een ronde", "dealer-rotation"),
    ("fr", "Français", "qui distribue ensuite", "dealer-rotation")])
def test_ask_in_each_language(page: Any, lang: str, switch: str, question: str, rule: str) -> None:
    page.goto("/")
    page.get_by_role("navigation", name="Language").get_by_role("link", name=switch).click()
    assert page.locator("html").get_attribute("lang") == lang
    box = page.get_by_role("searchbox")
    box.fill(question)
    box.press("Enter")
    page.wait_for_url("**/?q=*")
    main = page.get_by_role("main")
    assert main.locator(".verdict").first.is_visible()
    assert main.get_by_role("link", name=rule).count() >= 1
    fits(page)
    shot(page, f"ask-{lang}")


def test_compare_two_hands_with_the_picker(page: Any) -> None:
    page.goto("/hands")
    page.get_by_role("textbox", name="Hand 1").fill("Ann=")
    page.get_by_role("textbox", name="Hand 1").focus()
    for card in ("8c", "9c", "10c"):
        page.get_by_role("button", name=card, exact=True).click()
    page.get_by_role("textbox", name="Hand 2").fill("Ben=")
    page.get_by_role("textbox", name="Hand 2").focus()
    for card in ("Ad", "Ah", "6s"):
        page.get_by_role("button", name=card, exact=True).click()
    assert page.get_by_role("textbox", name="Hand 1").input_value() == "Ann=8c 9c 10c"
    page.get_by_role("button", name="Compare").click()
    page.wait_for_url("**/hands?*")
    verdict = page.get_by_role("main").locator(".verdict")
    assert "Loses the token: Ben" in verdict.inner_text()
    fits(page)
    shot(page, "hands")


def test_pages_without_javascript(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=PHONE, base_url=server.base, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/")
        page.get_by_role("searchbox").fill("can the person who stopped the bus lose a token")
        page.get_by_role("button", name="Ask").click()
        assert page.get_by_role("main").locator(".verdict").is_visible()
        page.goto("/hands")
        assert page.get_by_role("group", name="Card picker: adds a card to the hand being typed").count() == 0 \
            or not page.locator("[data-picker]").is_visible()
        page.get_by_role("textbox", name="Hand 1").fill("Ann=8c 9c 10c")
        page.get_by_role("textbox", name="Hand 2").fill("Ben=ad ah 6s")
        page.get_by_role("button", name="Compare").click()
        assert "Loses the token: Ben" in page.get_by_role("main").locator(".verdict").inner_text()
        page.goto("/rules")
        page.get_by_role("searchbox", name="Search the rules").fill("dealer eliminated")
        page.get_by_role("button", name="Search").click()
        assert page.locator("#dealer-skip").is_visible()
        fits(page)
    finally:
        context.close()


def test_keyboard_alone(page: Any) -> None:
    page.goto("/")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "q":
            break
    assert page.evaluate("document.activeElement.id") == "q"
    page.keyboard.type("who deals next")
    page.keyboard.press("Enter")
    page.wait_for_url("**/?q=*")
    assert page.get_by_role("main").locator(".verdict").is_visible()


DEAL = [("draw", "7s"), ("take", "6c"), ("undo", None), ("draw", "8s"), ("stop", None), ("draw", "9s"),
        ("draw", "10s")]
SHOW = {"Ann": ("Ac", "Kd", "2h"), "Ben": ("3c", "3d", "4h"), "Cat": ("5c", "6d", "8h")}
BUTTONS = {"draw": "Draw, discard the card", "take": "Take, discard the card", "stop": "Stop the bus",
           "undo": "Undo"}


def symbol(card: str) -> str:
    return card[:-1].upper() + {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}[card[-1]]


def test_play_a_deal_with_an_undo_then_restart_and_resume(browser: Any, records: Path) -> None:
    server = start(records)
    context = browser.new_context(viewport=PHONE, base_url=server.base)
    page = context.new_page()
    try:
        page.goto("/table")
        fits(page)
        page.get_by_role("textbox", name="Players in seating order (clockwise)").fill("Ann Ben Cat")
        page.get_by_role("textbox", name="Dealer").fill("Cat")
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_url("**/table/*?scorer=*")
        table_url = page.url
        page.get_by_role("checkbox", name=symbol("5h"), exact=True).check()
        page.get_by_role("button", name="Turn up the upcard").click()
        for action, card in DEAL:
            if card:
                page.get_by_role("checkbox", name=symbol(card), exact=True).check()
            page.get_by_role("button", name=BUTTONS[action]).click()
            page.wait_for_load_state()
            said = page.locator("#said")
            assert "accepted" in (said.get_attribute("class") or ""), said.inner_text()
            fits(page)
            if action == "undo":
                assert "undone" in said.inner_text()
        # a viewer follows the game read-only
        viewer = context.new_page()
        viewer.goto(table_url.split("?")[0])
        assert viewer.get_by_role("button", name="Undo").count() == 0
        viewer.close()
        shot(page, "table-final-turns")
        if os.environ.get("STOPBUS_UPDATE_SCREENSHOT"):  # the README's picture: the scorer's phone in the final turns
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(ROOT / "docs" / "_static" / "serve-table.png"))
        for who, cards in SHOW.items():
            for card in cards:
                page.get_by_role("checkbox", name=symbol(card), exact=True).check()
            page.get_by_role("button", name=f"Show {who}'s hand").click()
            page.wait_for_load_state()
        said = page.locator("#said").inner_text()
        assert "Cat" in said and "token" in said, said
        ruling = page.get_by_role("heading", level=2).first.inner_text()
        assert "Deal 2" in ruling
        shot(page, "table")
    finally:
        context.close()
        code, _ = server.stop()
    assert code == 0
    # a new server on the same folder: the record is listed with its path, and resumes where it was
    server = start(records)
    context = browser.new_context(viewport=PHONE, base_url=server.base)
    page = context.new_page()
    try:
        page.goto("/table")
        page.get_by_role("button", name="Resume").first.click()
        page.wait_for_url("**/table/*?scorer=*")
        assert "Deal 2" in page.get_by_role("heading", level=2).first.inner_text()
        assert page.get_by_role("button", name="Turn up the upcard").is_visible()
        fits(page)
        shot(page, "table-resumed")
    finally:
        context.close()
        server.stop()
