"""The pages of `stopbus serve`: Ask, Hands, Rules and Table, rendered on the server from the API's objects.

Every page is a plain HTML form that works without JavaScript (ask, hands, rules; the table too, with a page
that reloads itself for the people following it); the vendored script (`static/app.js`) only adds the card
picker's conveniences and follows a table without reloading when nothing changed. Each page is said in the
request's language (`web/i18n.py`); the rulings and answers come from the same code as the command line's.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from . import api, i18n
from .guard import HERE, Settings, check_scorer, scorer_of, url_with
from .i18n import gettext_ as _
from .tables import OpenTable, TableError

SUITS = {"c": ("♣", "clubs"), "d": ("♦", "diamonds"), "h": ("♥", "hearts"), "s": ("♠", "spades")}
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
DECK = tuple(f"{r}{s}" for s in "shdc" for r in RANKS)
"""The 52 cards in record notation, suit by suit, for the picker."""


def card_html(card: str) -> str:
    """A card in record notation as shown: rank and suit symbol, red for hearts and diamonds."""
    from markupsafe import Markup, escape

    card = str(card)
    suit = card[-1:].lower()
    if suit not in SUITS:
        return str(escape(card))
    symbol, name = SUITS[suit]
    colour = "red" if suit in "hd" else "black"
    return str(Markup('<span class="card {}" title="{} of {}">{}{}</span>').format(
        colour, card[:-1], name, card[:-1].upper(), symbol))


@cache
def environment() -> Environment:
    """The templates' environment: autoescaped, with gettext from the request's language."""
    env = Environment(loader=FileSystemLoader(str(HERE / "templates")), autoescape=select_autoescape(["html"]),
                      extensions=["jinja2.ext.i18n"], trim_blocks=True, lstrip_blocks=True)
    env.install_gettext_callables(i18n.gettext_, i18n.ngettext_, newstyle=True)  # type: ignore[attr-defined]
    from markupsafe import Markup

    env.filters["card"] = lambda c: Markup(card_html(c))
    env.filters["cards"] = lambda cs: Markup(" ".join(card_html(c) for c in cs))
    return env


def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
    """A page in the request's language."""
    settings: Settings = request.app.state.settings
    lang = i18n.choose(request.cookies.get(i18n.COOKIE), request.headers.get("accept-language"))
    i18n.use(lang)
    here = request.url.path + ("?" + request.url.query if request.url.query else "")
    html = environment().get_template(name).render(
        lang=lang, langs=[(c, i18n.NAMES[c]) for c in i18n.LANGS], csrf=settings.csrf, path=request.url.path,
        here=here, url_with=url_with, **context)
    return HTMLResponse(html, status, headers={"Cache-Control": "no-store"})


async def _form(request: Request) -> dict[str, Any]:
    """A posted form (urlencoded: the page's forms send nothing else), its repeated `card` fields as a list;
    a body that is not a form reads as an empty one (which lacks its CSRF token)."""
    from urllib.parse import parse_qsl

    try:
        text = (await request.body()).decode("utf-8")
        pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=200)
    except (UnicodeDecodeError, ValueError):
        pairs = []
    out: dict[str, Any] = {"card": []}
    for k, v in pairs:
        if k == "card":
            out["card"].append(v)
        else:
            out[k] = v
    return out


def _csrf_ok(settings: Settings, form: dict[str, Any]) -> bool:
    import hmac

    return hmac.compare_digest(str(form.get("csrf", "")).encode(), settings.csrf.encode())


def page_routes(settings: Settings) -> list[Route]:
    """The pages: Ask (`/`), Hands, Rules, the Table's list and new-game form, a table (the scorer's controls
    with its scorer key, else the read-only view), its forms, and the language switch."""
    tables = settings.tables

    async def ask_page(request: Request) -> Response:
        q = request.query_params
        question, game = q.get("q", "").strip(), q.get("game", "brag")
        answer = error = None
        if question:
            try:
                lang = i18n.choose(request.cookies.get(i18n.COOKIE), request.headers.get("accept-language"))
                answer = api.ask(question, game, lang)
                if not answer["answers"]:
                    answer = api.ask(question, game, None)
            except api.Refusal as e:
                error = e.body["error"]["message"]
        related = []
        if answer and answer["answers"]:
            from ..ask.answer import rulebook

            book = rulebook(answer["game"])
            first = book.BY_ID[answer["answers"][0]["rule"]]
            seen = {answer["answers"][0]["rule"]}
            for rid in [*(str(r) for r in first.see_also), *(a["rule"] for a in answer["answers"][1:])]:
                if rid not in seen and rid in book.BY_ID:
                    seen.add(rid)
                    related.append((rid, book.BY_ID[rid].title))
        return render(request, "ask.html", question=question, game=_game(game), answer=answer, error=error,
                      related=related)

    async def hands_page(request: Request) -> Response:
        hands = [h.strip() for h in request.query_params.getlist("hand") if h.strip()]
        result = ranked = error = None
        try:
            if len(hands) == 1:
                ranked = api.rank(hands[0].partition("=")[2] if "=" in hands[0] else hands[0])
            elif len(hands) > 1:
                result = api.compare(hands)
        except api.Refusal as e:
            error = e.body["error"]["message"]
        slots = hands + [""] * max(0, 3 - len(hands))
        return render(request, "hands.html", hands=slots, result=result, ranked=ranked, error=error, deck=DECK)

    async def rules_page(request: Request) -> Response:
        from ..ask.answer import rulebook
        from ..ask.search import ask as ask_rules
        from ..core import registry as games

        game = _game(request.query_params.get("game", "brag"))
        search = request.query_params.get("q", "").strip()[:200]
        book = rulebook(game)
        rules = list(book.RULES)
        if search:
            found = ask_rules(game, search, None, limit=len(rules), search=True)
            rules = [book.BY_ID[h.rule] for h in found.answers]
        house = list(games.get(game).house_catalogue())
        return render(request, "rules.html", game=game, search=search, rules=[r.to_json() for r in rules],
                      house=house, games=[(g.name, g.title) for g in games.all_games()])

    async def table_index(request: Request, error: str | None = None, status: int = 200) -> Response:
        from ..core import registry as games

        game = _game(request.query_params.get("game", "brag"))
        return render(request, "tables.html", status, records=tables.records(), folder=tables.records_dir,
                      game=game, house=list(games.get(game).house_catalogue()), error=error)

    async def table_new(request: Request) -> Response:
        form = await _form(request)
        if not _csrf_ok(settings, form):
            return render(request, "error.html", 403, message="forbidden: the form lacks its token (reload the page)")
        players = [p.strip() for p in str(form.get("players", "")).replace(",", " ").split() if p.strip()]
        body: dict[str, Any] = {"players": players, "dealer": str(form.get("dealer", "")).strip() or None,
                                "game": form.get("game", "brag"),
                                "house": {k[6:]: v for k, v in form.items() if k.startswith("house.") and v}}
        count = str(form.get("count", "")).strip()
        if count:
            if not count.isdigit():
                return await table_index(request, f"{count[:20]!r}: a whole number", 400)
            body["lives" if _game(str(body["game"])) == "thirty-one" else "tokens"] = int(count)
        try:
            table = tables.create(body)
        except TableError as e:
            return await table_index(request, e.message, e.status)
        return RedirectResponse(url_with(f"/table/{table.id}", scorer=table.scorer_key), 303)

    async def table_open(request: Request) -> Response:
        form = await _form(request)
        if not _csrf_ok(settings, form):
            return render(request, "error.html", 403, message="forbidden: the form lacks its token (reload the page)")
        try:
            table = tables.resume(request.path_params["table_id"])
        except TableError as e:
            return await table_index(request, e.message, e.status)
        return RedirectResponse(url_with(f"/table/{table.id}", scorer=table.scorer_key), 303)

    async def table_page(request: Request) -> Response:
        try:
            table = tables.get(request.path_params["table_id"])
        except TableError as e:
            return render(request, "error.html", e.status, message=e.message)
        scorer = scorer_of(request)
        scoring = bool(scorer) and scorer == table.scorer_key
        return _table_view(request, table, scoring)

    def _table_view(request: Request, table: OpenTable, scoring: bool, status: int = 200) -> Response:
        state = table.state()
        qr = None
        if scoring:
            qr = _qr_svg(str(request.url.replace(query=None)) + "?" + _query(request, table))
        return render(request, "table.html", status, table=table, state=state, scoring=scoring,
                      said=table.said if scoring else None, deck=DECK, qr=qr, version=table.version)

    async def table_move(request: Request) -> Response:
        form = await _form(request)
        try:
            table = tables.get(request.path_params["table_id"])
            if not _csrf_ok(settings, form):
                raise TableError(403, "forbidden: the form lacks its token (reload the page)")
            check_scorer(table, scorer_of(request, form))
            if str(form.get("action", "")) == "close":
                tables.close(table.id)
                return RedirectResponse("/table", 303)
            line = compose(form, list(table.state().get("pool") or []))
            if line is None:
                table.said = {"ok": False, "message": _("Pick the cards for that move first."),
                              "rules": []}
            else:
                table.said = tables.move(table, line)
        except TableError as e:
            return render(request, "error.html", e.status, message=e.message)
        return RedirectResponse(url_with(f"/table/{table.id}", scorer=table.scorer_key) + "#said", 303)

    async def set_lang(request: Request) -> Response:
        code = request.path_params["code"]
        target = request.query_params.get("next", "/")
        if not target.startswith("/") or target.startswith("//"):
            target = "/"
        response = RedirectResponse(target, 303)
        if code in i18n.LANGS:
            response.set_cookie(i18n.COOKIE, code, max_age=365 * 86400, samesite="lax")
        return response

    return [Route("/", ask_page), Route("/hands", hands_page), Route("/rules", rules_page),
            Route("/table", table_index), Route("/table", table_new, methods=["POST"]),
            Route("/table/{table_id}", table_page), Route("/table/{table_id}/move", table_move, methods=["POST"]),
            Route("/table/{table_id}/open", table_open, methods=["POST"]), Route("/lang/{code}", set_lang)]


def _query(request: Request, table: OpenTable) -> str:
    from urllib.parse import urlencode

    settings: Settings = request.app.state.settings
    params = {"scorer": table.scorer_key}
    if settings.key:
        params["key"] = settings.key
    return urlencode(params)


def _qr_svg(url: str) -> str | None:
    """The QR code of a URL as inline SVG (the scorer hands the scoring over with it)."""
    try:
        import segno
    except ImportError:
        return None
    svg: str = segno.make(url, error="m").svg_inline(scale=3, dark="#000", light="#fff", title="QR")
    return svg


def _game(name: str) -> str:
    try:
        return api.game_name(name)
    except Exception:
        return "brag"


def compose(form: dict[str, Any], pool: list[str] | None = None) -> str | None:
    """The table line a form asks for: a typed line as it is, else the action and the cards picked
    (`draw` with one card is `draw, discard 7s`; `show:Ann` with three is `show Ann 7s 8s 9s`; the 31-point
    game's `swap` with a card of the `pool` and one to turn up is `swap for Kd, turn 4c`); None when the action
    needs cards that were not picked."""
    line = str(form.get("line", "")).strip()
    action = str(form.get("action", "")).strip()
    cards = [c for c in form.get("card", []) if c in DECK]
    if action in ("", "line"):
        return line
    if action in ("draw", "take"):
        return f"{action}, discard {cards[0]}" if len(cards) == 1 else None
    if action == "swap":
        taken = [c for c in cards if c in (pool or [])]
        up = [c for c in cards if c not in taken]
        return f"swap for {taken[0]}, turn {up[0]}" if len(taken) == 1 and len(up) == 1 else None
    if action == "swap-all":
        return f"swap all, turn {' '.join(cards)}" if cards else None
    if action in ("upcard", "pool"):
        return f"{action} {' '.join(cards)}" if cards else None
    if action.startswith("show:"):
        return f"show {action[5:]} {' '.join(cards)}" if cards else None
    if action in ("stop", "pass", "knock", "undo", "why", "blitz"):
        return action
    return line or None
