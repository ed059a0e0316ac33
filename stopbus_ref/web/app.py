"""`stopbus serve`'s web application: the pages (Ask, Hands, Rules, Table) and the JSON API beside them.

`create_app` builds a Starlette app around one `Tables` (the open tables and their records folder). Every
request passes `Guard` first: the LAN key (when the server listens beyond 127.0.0.1), the body size limit, and
for anything that changes state the Origin check (a request from another site is refused) and, for the page's
forms, the CSRF token. The API answers with the command line's `--json` objects (`web/api.py`, docs/json.md);
the pages render the same objects as HTML (Jinja2 templates, a small script of our own for the card picker
and for following a table; ask, hands and rules work without it).
"""

from __future__ import annotations

from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from . import api
from .guard import (
    HERE,
    MAX_BODY,
    BodyTooLarge,
    Guard,
    Settings,
    body_json,
    check_scorer,
    json_response,
    opened,
    reply_error,
    scorer_of,
    table_error,
)
from .pages import page_routes
from .tables import TableError

__all__ = ["Settings", "create_app"]


# -- the API -----------------------------------------------------------------------------------------
def api_routes(settings: Settings) -> list[Route]:
    """The JSON API: each endpoint answers with the command line's `--json` object for the same input, or its
    error object with the status docs/serve.md lists."""
    tables = settings.tables

    async def rank(request: Request) -> Response:
        try:
            return json_response(api.rank(request.query_params.get("hand", "")))
        except api.Refusal as e:
            return json_response(e.body, e.status)

    async def compare(request: Request) -> Response:
        try:
            return json_response(api.compare(request.query_params.getlist("hand")))
        except api.Refusal as e:
            return json_response(e.body, e.status)

    async def ask(request: Request) -> Response:
        q = request.query_params
        try:
            return json_response(api.ask(q.get("q", ""), q.get("game", "brag"), q.get("lang") or None))
        except api.Refusal as e:
            return json_response(e.body, e.status)

    async def rule(request: Request) -> Response:
        try:
            return json_response(api.rule(request.path_params["rule_id"]))
        except api.Refusal as e:
            return json_response(e.body, e.status)

    async def replay(request: Request) -> Response:
        from starlette.concurrency import run_in_threadpool

        body = await request.body()
        status, out = await run_in_threadpool(api.replay, body)
        return Response(out, status, media_type="application/json")

    async def create(request: Request) -> Response:
        try:
            table = tables.create(await body_json(request))
        except TableError as e:
            return table_error(e)
        return json_response(opened(table), 201)

    async def listing(request: Request) -> Response:
        return json_response({"records": tables.records_dir, "tables": [
            {"id": r.id, "path": r.path, "open": r.open} for r in tables.records()]})

    async def reopen(request: Request) -> Response:
        try:
            table = tables.resume(request.path_params["table_id"])
        except TableError as e:
            return table_error(e)
        return json_response(opened(table))

    async def state(request: Request) -> Response:
        try:
            table = tables.get(request.path_params["table_id"])
        except TableError as e:
            return table_error(e)
        return json_response(table.state(), headers={"ETag": f'"{table.id}-{table.version}"'})

    async def move(request: Request) -> Response:
        try:
            table = tables.get(request.path_params["table_id"])
            check_scorer(table, scorer_of(request))
            body = await body_json(request)
            line = body.get("line") if isinstance(body, dict) else None
            if not isinstance(line, str):
                raise TableError(400, 'the body must be {"line": "..."}: one line of the table\'s syntax')
            out = tables.move(table, line)
        except TableError as e:
            return table_error(e)
        return json_response(out, 200 if out["ok"] else 409)

    async def record(request: Request) -> Response:
        try:
            table = tables.get(request.path_params["table_id"])
        except TableError as e:
            return table_error(e)
        return Response(tables.record_text(table), media_type="application/yaml; charset=utf-8",
                        headers={"Content-Disposition": f'attachment; filename="{table.id}.yaml"'})

    async def close(request: Request) -> Response:
        try:
            table = tables.get(request.path_params["table_id"])
            check_scorer(table, scorer_of(request))
            tables.close(table.id)
        except TableError as e:
            return table_error(e)
        return json_response({"id": table.id, "record": table.path, "closed": True})

    return [
        Route("/api/rank", rank), Route("/api/compare", compare), Route("/api/ask", ask),
        Route("/api/rules/{rule_id}", rule), Route("/api/replay", replay, methods=["POST"]),
        Route("/api/tables", create, methods=["POST"]), Route("/api/tables", listing),
        Route("/api/tables/{table_id}", state), Route("/api/tables/{table_id}/moves", move, methods=["POST"]),
        Route("/api/tables/{table_id}/open", reopen, methods=["POST"]),
        Route("/api/tables/{table_id}/record", record), Route("/api/tables/{table_id}/close", close, methods=["POST"]),
    ]


def create_app(settings: Settings) -> ASGIApp:
    """The whole application: the API, the pages and their static files, behind the Guard."""
    async def not_found(request: Request, exc: Exception) -> Response:
        return reply_error(request.scope, 404, f"not found: {request.url.path[:80]}")

    async def server_error(request: Request, exc: Exception) -> Response:
        return reply_error(request.scope, 500, f"internal error (a bug in stopbus, please report it): "
                      f"{type(exc).__name__}")

    async def too_large(request: Request, exc: Exception) -> Response:
        return reply_error(request.scope, 413, f"the body is over {MAX_BODY:,} bytes")

    async def method_not_allowed(request: Request, exc: Exception) -> Response:
        return reply_error(request.scope, 405, f"method {request.method} not allowed here")

    routes: list[Any] = [*api_routes(settings), *page_routes(settings),
                         Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")]
    app = Starlette(routes=routes, exception_handlers={404: not_found, 405: method_not_allowed,
                                                       500: server_error, BodyTooLarge: too_large})
    app.state.settings = settings

    return Guard(app, settings)

