"""A real `stopbus serve` process for the web tests: started on 127.0.0.1 with `--port 0`, its URL read from what
it prints (waiting on its output, never on the clock), stopped with Ctrl-C (SIGINT)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

URL = re.compile(r"stopbus serve: (http://127\.0\.0\.1:(\d+)/)(?:\?key=(\S+))?")


@dataclass
class Server:
    """A running server: its process, base URL (no trailing slash), key (under --lan) and records folder."""

    proc: subprocess.Popen[str]
    base: str
    key: str | None
    records: Path
    banner: list[str]

    def stop(self, timeout: float = 20) -> tuple[int, str]:
        """Ctrl-C, then what it printed after (its exit code and the rest of stdout)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            out, _ = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, _ = self.proc.communicate()
            raise AssertionError("the server did not stop on Ctrl-C") from None
        return self.proc.returncode, out


def start(records: Path, *args: str, env: dict[str, str] | None = None) -> Server:
    """`stopbus serve --port 0 --records DIR ARGS` on 127.0.0.1, once it printed its URL."""
    proc = subprocess.Popen([sys.executable, "-m", "stopbus_ref", "serve", "--port", "0", "--records", str(records),
                             *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, **(env or {}), "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    banner = []
    for line in proc.stdout:
        banner.append(line)
        m = URL.search(line)
        if m:
            while not line.startswith("Ctrl-C"):  # the rest of the banner (the QR code under --lan)
                line = proc.stdout.readline()
                if not line:
                    break
                banner.append(line)
            return Server(proc, m.group(1).rstrip("/"), m.group(3), records, banner)
    proc.wait()
    raise AssertionError("stopbus serve printed no URL: " + "".join(banner))
