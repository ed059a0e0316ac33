"""`stopbus serve`: the web page and its JSON API (`stopbus_ref.web`), from the optional `[web]` extra.

This command only reads its options, binds the socket (a port taken is a one-line error; `--port 0` picks a
free one and prints it), prints where to point a browser (under `--lan` with the key and its QR code), and runs
the server until Ctrl-C. The web layer is imported here, not at start-up, so that no other command pays for
Starlette; without the extra installed the command says how to get it.
"""

from __future__ import annotations

import errno
import ipaddress
import os
import secrets
import socket
import sys

from ..core.errors import ExitCode, InputError
from ..ui.output import write_out

WEB_EXTRA = 'stopbus serve needs the web extra: pip install -e ".[web]" (Starlette, Uvicorn, Jinja2, segno)'


def lan_address() -> str:
    """The IPv4 address of the default route's interface (a UDP socket "connected" to a documentation address
    sends nothing; the kernel only chooses the route)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("192.0.2.1", 9))
        return str(s.getsockname()[0])
    except OSError:
        raise InputError("--lan: no network with a default route; give the address with --host H",
                         token="--lan") from None
    finally:
        s.close()


def is_loopback(host: str) -> bool:
    """True for 127.0.0.1, ::1 and localhost: a server only this machine reaches needs no key."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port; a port taken or an address not ours is one line naming it."""
    if not 0 <= port <= 65535:
        raise InputError(f"--port {port}: must be 0 to 65535 (0 picks a free port)", token=str(port))
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise InputError(f"--host {host!r}: not an address of this machine", token=host) from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as e:
        sock.close()
        if e.errno == errno.EADDRINUSE:
            raise InputError(f"--port {port}: the port is taken on {host} (another server?); choose another with "
                             "--port N, or --port 0 for a free one", token=str(port)) from None
        raise InputError(f"--host {host}: cannot listen there: {e.strerror or e}", token=host) from None
    sock.set_inheritable(True)
    return sock


def run(host: str | None, port: int, lan: bool, records: str | None) -> int:
    """Serve until Ctrl-C; every record is written after every move, so stopping loses nothing."""
    try:
        import uvicorn

        from ..web.app import Settings, create_app
        from ..web.tables import Tables, default_records_dir
    except ImportError:
        raise InputError(WEB_EXTRA) from None
    chosen = host or (lan_address() if lan else "127.0.0.1")
    folder = os.path.abspath(os.path.expanduser(records or default_records_dir()))
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        raise InputError(f"--records {folder}: cannot create the folder: {e.strerror or e}", token=folder) from None
    if not os.access(folder, os.W_OK):
        raise InputError(f"--records {folder}: the folder cannot be written", token=folder)
    key = secrets.token_urlsafe(12) if lan or not is_loopback(chosen) else None
    sock = bind(chosen, port)
    bound = sock.getsockname()[1]
    shown = f"[{chosen}]" if ":" in chosen else chosen
    url = f"http://{shown}:{bound}/" + (f"?key={key}" if key else "")
    tables = Tables(folder)
    app = create_app(Settings(tables, key))
    write_out(f"stopbus serve: {url}\n")
    write_out(f"records: {folder}\n")
    if key:
        write_out("a phone on this network opens the URL above (its key lets it in), or scans this code:\n")
        try:
            import segno

            segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
        except ImportError:
            pass
    write_out("Ctrl-C stops the server (every record is saved after every move)\n")
    sys.stdout.flush()
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off", server_header=False,
                            timeout_graceful_shutdown=1, timeout_keep_alive=5, h11_max_incomplete_event_size=65536)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        tables.close_all()
        sock.close()
    write_out(f"stopped: the records are in {folder}\n")
    return int(ExitCode.OK)
