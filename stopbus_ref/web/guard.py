"""What every request of `stopbus serve` passes, and what the endpoints share: the server's settings (its key and
tables), the Guard (key, size, origin), the error answers and the scorer's key check."""

from __future__ import annotations

import hmac
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .tables import OpenTable, TableError, Tables

HERE = Path(__file__).resolve().parent
MAX_BODY = 1024 * 1024
"""The largest request body read (1 MiB); a larger one is answered 413 unread."""
KEY_COOKIE = "stopbus_key"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass
class Settings:
    """What a server was started with: the LAN key (None on 127.0.0.1: no key needed) and its tables."""

    tables: Tables
    key: str | None = None
    secret: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    """Signs the pages' CSRF tokens (one server run)."""

    @property
    def csrf(self) -> str:
        """The CSRF token the page's forms carry (derived from the run's secret, so never guessable)."""
        return hmac.new(self.secret.encode(), b"csrf", "sha256").hexdigest()[:32]


class BodyTooLarge(Exception):
    """A request body past MAX_BODY."""


def reply_error(scope: Scope, status: int, message: str) -> Response:
    """An error answer: the error object for the API, a short page for the pages."""
    if scope["path"].startswith("/api/"):
        return JSONResponse({"exit_code": 2, "error": _error(message)}, status)
    return HTMLResponse(f"<!doctype html><html lang=en><meta charset=utf-8><title>{status}</title>"
                        f"<p>{_esc(message)}</p></html>", status)


def _error(message: str) -> dict[str, Any]:
    return {"kind": "input", "rule": None, "deal": None, "turn": None, "line": None, "message": message}


def _esc(text: str) -> str:
    import html

    return html.escape(text)


class Guard:
    """The checks every request passes before the app sees it (a pure ASGI middleware: cheap per request).

    - the key: when the server has one, a request without it (`key` query parameter, the cookie the first visit
      sets, or the `X-Stopbus-Key` header) is 403 and reaches nothing;
    - the size: a body declared or found over MAX_BODY is 413;
    - the origin: a request that changes something and comes from another site (`Origin` not the server's own)
      is 403; scripts send no Origin and pass."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        key = self.settings.key
        set_cookie = False
        if key is not None:
            given = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("key", [""])[0]
            cookie = _cookies(headers.get("cookie", "")).get(KEY_COOKIE, "")
            header = headers.get("x-stopbus-key", "")
            ok = any(hmac.compare_digest(x.encode(), key.encode()) for x in (given, cookie, header) if x)
            if not ok:
                await reply_error(scope, 403, "forbidden: this server needs its key (the key in the URL it printed)")(
                    scope, receive, send)
                return
            set_cookie = bool(given) and cookie != key
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await reply_error(scope, 413 if length.isdigit() else 400,
                         f"the body is over {MAX_BODY:,} bytes" if length.isdigit() else "bad Content-Length")(
                scope, receive, send)
            return
        if scope["method"] not in SAFE_METHODS:
            origin = headers.get("origin")
            own = f"{scope.get('scheme', 'http')}://{headers.get('host', '')}"
            if origin is not None and origin != own:
                await reply_error(scope, 403, f"forbidden: a change from another site ({origin[:80]})")(
                    scope, receive, send)
                return

        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > MAX_BODY:
                    raise BodyTooLarge
            return message

        async def sending(message: Message) -> None:
            if set_cookie and message["type"] == "http.response.start":
                value = f"{KEY_COOKIE}={key}; Path=/; HttpOnly; SameSite=Strict"
                message = {**message, "headers": [*message.get("headers", []),
                                                  (b"set-cookie", value.encode("latin-1"))]}
            await send(message)

        try:
            await self.app(scope, limited, sending)
        except BodyTooLarge:
            await reply_error(scope, 413, f"the body is over {MAX_BODY:,} bytes")(scope, receive, send)


def _cookies(header: str) -> dict[str, str]:
    out = {}
    for part in header.split(";"):
        k, _, v = part.strip().partition("=")
        if k:
            out[k] = v
    return out


# -- helpers of the endpoints ------------------------------------------------------------------------
def json_response(obj: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """JSON as the CLI writes it (json.dumps, UTF-8 kept)."""
    return Response(json.dumps(obj, ensure_ascii=False), status, headers, media_type="application/json")


def table_error(e: TableError) -> Response:
    """A table's refusal as the API answers it: the error object (the session's own, with its rule, when the
    refusal is the game's), with the refusal's status."""
    from ..ui.answering import error_json

    err = error_json(e.error) if e.error is not None else _error(e.message)
    if e.error is not None:
        err["message"] = e.message if e.status != 400 else err["message"]
    return json_response({"exit_code": int(e.error.exit_code) if e.error is not None else 2, "error": err}, e.status)


async def body_json(request: Request) -> Any:
    """The request's body as JSON; an unreadable one is a TableError 400."""
    raw = await request.body()
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise TableError(400, "the body is not JSON (UTF-8): send a JSON object") from None


def scorer_of(request: Request, form: dict[str, str] | None = None) -> str:
    """The scorer key a request carries: the `scorer` query parameter, the X-Scorer-Key header or a form's field."""
    return (request.query_params.get("scorer") or request.headers.get("x-scorer-key")
            or (form or {}).get("scorer") or "")


def check_scorer(table: OpenTable, given: str) -> None:
    """Refuse (403) a change to `table` without its scorer key (compared in constant time)."""
    if not given or not hmac.compare_digest(given.encode(), table.scorer_key.encode()):
        raise TableError(403, f"table {table.id}: moving needs its scorer key (the scorer parameter or the "
                         "X-Scorer-Key header)")


def opened(table: OpenTable) -> dict[str, Any]:
    """A table created or opened again, as the API answers: its id, scorer key, record path and state."""
    return {"id": table.id, "scorer_key": table.scorer_key, "record": table.path, "state": table.state()}




def url_with(path: str, **params: str | None) -> str:
    """A path with query parameters (the empty ones left out)."""
    query = urlencode({k: v for k, v in params.items() if v})
    return quote(path) + ("?" + query if query else "")
