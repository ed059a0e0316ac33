"""`stopbus serve` over HTTP, against a real server process on 127.0.0.1: the API's answers are the CLI's `--json`
objects for the same input, a table played through the API is the record `stopbus replay` rules the same way and
`stopbus table --resume` continues, the statuses (400, 403, 404, 409, 413), the LAN key, the read-only view, the
Origin and CSRF checks, garbage that leaves the server serving, a port taken, and Ctrl-C with every record intact."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx", reason="the web tests need the test extra (httpx)")
pytest.importorskip("starlette", reason="stopbus serve needs the web extra")

from tests.helpers import SCENARIOS  # noqa: E402
from tests.web_server import Server, start  # noqa: E402


def cli(*args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    """The real command line, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "stopbus_ref", *args], input=input, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "NO_COLOR": "1", "XDG_CONFIG_HOME": "/nonexistent"})


def cli_json(*args: str, input: str | None = None) -> object:
    return json.loads(cli(*args, input=input).stdout)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = start(tmp_path_factory.mktemp("records"))
    yield s
    code, _ = s.stop()
    assert code == 0


@pytest.fixture(scope="module")
def client(server: Server) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.base, timeout=60) as c:
        yield c


def new_table(client: httpx.Client, **extra: object) -> dict[str, object]:
    r = client.post("/api/tables", json={"players": ["Ann", "Ben", "Cat"], "dealer": "Cat", **extra})
    assert r.status_code == 201, r.text
    out: dict[str, object] = r.json()
    return out


def move(client: httpx.Client, table: dict[str, object], line: str) -> httpx.Response:
    return client.post(f"/api/tables/{table['id']}/moves", json={"line": line},
                       headers={"X-Scorer-Key": str(table["scorer_key"])})


# -- the API answers with the CLI's JSON -----------------------------------------------------------------------
@pytest.mark.parametrize("hand", ["ah kh qh", "8c 9c 10c", "2c 3d 5h"])
def test_rank_is_the_clis_json(client: httpx.Client, hand: str) -> None:
    assert client.get("/api/rank", params={"hand": hand}).json() == cli_json("rank", hand, "--json")


def test_compare_is_the_clis_json(client: httpx.Client) -> None:
    hands = ["Ann=8c 9c 10c", "Ben=ad ah 6s", "Cat=Ks Js 7s"]
    r = client.get("/api/compare", params=[("hand", h) for h in hands])
    assert r.status_code == 200
    assert r.json() == cli_json("compare", *hands, "--json")


@pytest.mark.parametrize(("q", "game", "lang"), [("who deals next", "brag", None),
                                                  ("wie deelt er na een ronde", "brag", "nl"),
                                                  ("qui distribue ensuite", "brag", "fr"),
                                                  ("tie lowest", "thirty-one", None)])
def test_ask_is_the_clis_json(client: httpx.Client, q: str, game: str, lang: str | None) -> None:
    params = {"q": q, "game": game, **({"lang": lang} if lang else {})}
    expected = cli_json("ask", q, "--game", game, *(["--lang", lang] if lang else []), "--json")
    assert client.get("/api/ask", params=params).json() == expected


@pytest.mark.parametrize("rule_id", ["dealer-skip", "31-knock"])
def test_rule_is_the_clis_json(client: httpx.Client, rule_id: str) -> None:
    assert client.get(f"/api/rules/{rule_id}").json() == cli_json("rules", rule_id, "--json")


def test_replay_is_the_clis_json(client: httpx.Client) -> None:
    path = SCENARIOS / "01-worked-final-turn.yaml"
    r = client.post("/api/replay", content=path.read_bytes())
    assert r.status_code == 200
    assert r.json() == cli_json("replay", "-", "--json", input=path.read_text(encoding="utf-8"))


def test_refusals_are_the_clis_error_json(client: httpx.Client) -> None:
    r = client.get("/api/rank", params={"hand": "zz kh qh"})
    assert r.status_code == 400
    assert r.json() == cli_json("rank", "zz kh qh", "--json")
    r = client.get("/api/rules/no-such-rule")
    assert r.status_code == 404 and r.json()["error"]["message"] == "unknown rule id 'no-such-rule'"
    r = client.post("/api/replay", content=b"players: [Ann\n")
    assert r.status_code == 400 and r.json()["error"]["kind"] == "input"


# -- a table through the API: the same session, record and rulings as the terminal's ---------------------------
DEAL = ["upcard 5h", "d 7s", "t 6c", "undo", "d 8s", "Ann: stop", "stop", "Ann: d 9s", "Ben: d 10s",
        "show Ann Ac Kd 2h", "show Ben 3c 3d 4h", "show Cat 5c 6d 8h"]


def test_a_whole_deal_through_the_api_is_the_record_replay_rules(client: httpx.Client, server: Server) -> None:
    table = new_table(client)
    assert table["state"] == client.get(f"/api/tables/{table['id']}").json()
    results = {}
    for line in DEAL:
        r = move(client, table, line)
        results[line] = r
        assert r.status_code == (409 if line == "Ann: stop" else 200), (line, r.text)
    refused = results["Ann: stop"].json()
    assert refused["result"] == "refused" and refused["error"]["rule"] == "turn-order"
    assert results["undo"].json()["result"] == "undone"
    last = results[DEAL[-1]].json()
    assert last["result"] == "accepted" and last["ruling"]["deal"]["showdown"] is not None
    record = client.get(f"/api/tables/{table['id']}/record")
    path = server.records / f"{table['id']}.yaml"
    assert record.text == path.read_text(encoding="utf-8")
    replayed = cli_json("replay", str(path), "--json")
    assert isinstance(replayed, dict)
    assert replayed["deals"][0] == last["ruling"]["deal"]
    state = client.get(f"/api/tables/{table['id']}").json()
    # held by the server: the terminal is refused; closed: the terminal continues it, with the same state
    held = cli("table", "--resume", str(path), input="status --json\n")
    assert held.returncode == 2 and "being recorded by another stopbus table session" in held.stderr
    r = client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": str(table["scorer_key"])})
    assert r.status_code == 200 and r.json()["closed"] is True
    resumed = cli("table", "--resume", str(path), input="status --json\n")
    assert resumed.returncode == 0, resumed.stderr
    printed = [json.loads(x) for x in resumed.stdout.splitlines() if x.startswith("{")]
    assert state["last"] is not None and printed[0]["last"] is None  # a session resumed has no last ruling yet
    assert [{**x, "last": None} for x in printed] == [{**state, "last": None}]
    assert client.get(f"/api/tables/{table['id']}").status_code == 404
    reopened = client.post(f"/api/tables/{table['id']}/open")
    assert reopened.status_code == 200 and reopened.json()["state"] == {**state, "last": None}
    assert reopened.json()["scorer_key"] != table["scorer_key"]
    assert client.post(f"/api/tables/{table['id']}/open").status_code == 409
    client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": reopened.json()["scorer_key"]})


def test_the_server_refuses_a_record_the_terminal_holds(client: httpx.Client, server: Server) -> None:
    table = new_table(client)
    path = server.records / f"{table['id']}.yaml"
    client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": str(table["scorer_key"])})
    term = subprocess.Popen([sys.executable, "-m", "stopbus_ref", "table", "--resume", str(path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert term.stdout is not None and term.stdin is not None
    assert term.stdout.readline().startswith("recording to")  # the terminal's session holds the lock now
    try:
        r = client.post(f"/api/tables/{table['id']}/open")
        assert r.status_code == 409
        assert "held by a stopbus table session" in r.json()["error"]["message"]
    finally:
        term.communicate("upcard 9c\n", timeout=60)
    assert term.returncode == 0
    r = client.post(f"/api/tables/{table['id']}/open")
    assert r.status_code == 200 and r.json()["state"]["phase"] == "turn"  # the terminal's move is in the record
    client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": r.json()["scorer_key"]})


def test_status_json_of_a_new_31_table(client: httpx.Client) -> None:
    table = new_table(client, game="31", lives=2)
    assert move(client, table, "pool 7h Kd 2c").status_code == 200
    state = client.get(f"/api/tables/{table['id']}").json()
    assert state["game"] == "thirty-one" and state["lives"] == {"Ann": 2, "Ben": 2, "Cat": 2}
    client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": str(table["scorer_key"])})


# -- statuses ----------------------------------------------------------------------------------------------------
def test_statuses(client: httpx.Client) -> None:
    assert client.get("/api/tables/20260101-000000-abcdef").status_code == 404
    assert client.get("/api/tables/..%2F..%2Fetc%2Fpasswd").status_code == 404
    assert client.post("/api/tables", content=b"\xff\xfe not json").status_code == 400
    assert client.post("/api/tables", json=["Ann", "Ben"]).status_code == 400
    assert client.post("/api/tables", json={"players": ["Ann", "Ben"], "dealer": "Zed"}).status_code == 400
    table = new_table(client)
    tid = table["id"]
    assert client.post(f"/api/tables/{tid}/moves", json={"line": "upcard 5h"}).status_code == 403
    assert client.post(f"/api/tables/{tid}/moves", json={"line": "upcard 5h"},
                       headers={"X-Scorer-Key": "wrong"}).status_code == 403
    assert client.get(f"/api/tables/{tid}").json()["phase"] == "upcard"  # nothing changed
    assert move(client, table, "upcard 5h").status_code == 200
    r = client.post(f"/api/tables/{tid}/moves", params={"scorer": table["scorer_key"]}, content=b"{")
    assert r.status_code == 400
    r = client.post(f"/api/tables/{tid}/moves", params={"scorer": table["scorer_key"]}, json={"lines": "x"})
    assert r.status_code == 400
    r = move(client, table, "take, discard 5h")
    assert r.status_code == 409 and r.json()["error"]["rule"]
    big = b"x" * (1024 * 1024 + 1)
    assert client.post("/api/tables", content=big).status_code == 413
    assert client.post("/api/replay", content=iter([big[:600_000], big[600_000:]])).status_code == 413  # chunked
    assert client.get("/api/rank", params={"hand": "ah kh qh"}).status_code == 200  # still serving
    client.post(f"/api/tables/{tid}/close", headers={"X-Scorer-Key": str(table["scorer_key"])})


def test_origin_and_csrf(client: httpx.Client, server: Server) -> None:
    body = {"players": ["Ann", "Ben"], "dealer": "Ben"}
    assert client.post("/api/tables", json=body, headers={"Origin": "http://evil.example"}).status_code == 403
    own = client.post("/api/tables", json=body, headers={"Origin": server.base})
    assert own.status_code == 201
    before = sorted(p.name for p in server.records.iterdir())
    r = client.post("/table", data={"players": "Ann Ben", "dealer": "Ann"})  # a form without its token
    assert r.status_code == 403
    r = client.post("/table", data={"players": "Ann Ben", "dealer": "Ann", "csrf": "forged"})
    assert r.status_code == 403
    assert sorted(p.name for p in server.records.iterdir()) == before
    page = client.get("/table").text
    token = re.search(r'name="csrf" value="([^"]+)"', page)
    assert token is not None
    r = client.post("/table", data={"players": "Ann Ben", "dealer": "Ann", "csrf": token.group(1)})
    assert r.status_code == 303 and "scorer=" in r.headers["location"]
    table = own.json()
    client.post(f"/api/tables/{table['id']}/close", headers={"X-Scorer-Key": table["scorer_key"]})


def test_the_read_only_view(client: httpx.Client) -> None:
    table = new_table(client)
    tid = table["id"]
    viewer = client.get(f"/table/{tid}")
    assert viewer.status_code == 200
    assert 'http-equiv="refresh"' in viewer.text and 'name="action"' not in viewer.text
    scorer = client.get(f"/table/{tid}", params={"scorer": table["scorer_key"]})
    assert 'name="action"' in scorer.text and "<svg" in scorer.text  # the moves, and the QR code to hand over
    token = re.search(r'name="csrf" value="([^"]+)"', scorer.text)
    assert token is not None
    r = client.post(f"/table/{tid}/move", data={"csrf": token.group(1), "action": "upcard", "card": "5h"})
    assert r.status_code == 403  # no scorer key
    r = client.post(f"/table/{tid}/move", data={"csrf": token.group(1), "scorer": table["scorer_key"],
                                                "action": "upcard", "card": "5h"})
    assert r.status_code == 303
    assert client.get(f"/api/tables/{tid}").json()["phase"] == "turn"
    client.post(f"/api/tables/{tid}/close", headers={"X-Scorer-Key": str(table["scorer_key"])})


def test_garbage_leaves_the_server_serving(client: httpx.Client, server: Server) -> None:
    port = int(server.base.rsplit(":", 1)[1])
    for junk in (b"\x00\xff\xfe garbage\r\n\r\n", b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
                 b"POST /api/tables HTTP/1.1\r\nHost: x\r\n" + b"X: " + b"a" * 100_000 + b"\r\n\r\n",
                 b"GET /" + b"%" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
            try:
                s.sendall(junk)
                s.shutdown(socket.SHUT_WR)
                s.recv(65536)
            except OSError:
                pass
    assert client.get("/api/rank", params={"hand": "ah kh qh"}).status_code == 200
    assert client.get("/no/such/page").status_code == 404
    assert client.get("/api/ask", params={"q": "x" * 5000}).status_code == 400


# -- the LAN key ---------------------------------------------------------------------------------------------------
def test_lan_key(tmp_path: Path) -> None:
    s = start(tmp_path, "--lan", "--host", "127.0.0.1")
    try:
        assert s.key, s.banner
        assert any("█" in line or "▀" in line or "▄" in line for line in s.banner), "no QR code printed"
        with httpx.Client(base_url=s.base, timeout=60) as c:
            for path in ("/", "/hands", "/rules", "/table", "/static/style.css", "/api/rank?hand=ah+kh+qh"):
                assert c.get(path).status_code == 403, path
            assert c.post("/api/tables", json={"players": ["A", "B"], "dealer": "A"}).status_code == 403
            assert c.get("/", params={"key": "wrong"}).status_code == 403
            assert list(tmp_path.iterdir()) == []  # nothing created
            r = c.get("/", params={"key": s.key})
            assert r.status_code == 200 and "stopbus_key" in r.headers.get("set-cookie", "")
            assert c.get("/rules").status_code == 200  # the cookie kept it
        with httpx.Client(base_url=s.base, timeout=60, headers={"X-Stopbus-Key": s.key}) as c:
            r = c.post("/api/tables", json={"players": ["A", "B"], "dealer": "A"})
            assert r.status_code == 201
            assert c.post(f"/api/tables/{r.json()['id']}/moves", json={"line": "upcard 5h"}).status_code == 403
    finally:
        code, out = s.stop()
    assert code == 0 and "stopped" in out


# -- the command -----------------------------------------------------------------------------------------------------
def test_port_taken_is_one_line(server: Server) -> None:
    port = server.base.rsplit(":", 1)[1]
    p = cli("serve", "--port", port, "--records", str(server.records))
    assert p.returncode == 2
    assert p.stderr.count("\n") == 1 and "the port is taken" in p.stderr and "Traceback" not in p.stderr


def test_without_the_web_extra_one_line() -> None:
    code = ("import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None\n"
            "from stopbus_ref.cli import main; sys.exit(main(['serve']))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2
    assert p.stderr.strip().count("\n") == 0 and "web extra" in p.stderr


def test_ctrl_c_keeps_every_record(tmp_path: Path) -> None:
    s = start(tmp_path)
    with httpx.Client(base_url=s.base, timeout=60) as c:
        table = new_table(c)
        for line in DEAL[:3]:
            move(c, table, line)
        viewer = c.get(f"/table/{table['id']}")
        assert viewer.status_code == 200
        code, out = s.stop(timeout=10)
    assert code == 0 and "stopped" in out
    path = tmp_path / f"{table['id']}.yaml"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no lock, no temporary file left
    assert cli("replay", str(path)).returncode == 0
