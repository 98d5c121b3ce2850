"""A real Latchkey server for the suite, and small local HTTP servers that misbehave on purpose.

The real one is ``node packages/server/dist/cli.js serve`` on a port the OS picks (LATCHKEY_PORT=0:
the ready line names it), with a temporary data directory and a known bootstrap admin key. One is
shared by the whole run and stopped when the interpreter exits.
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import re
import secrets
import shutil
import signal
import string
import subprocess
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional, Tuple

from latchkey import PdpClient

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CLI = os.path.join(REPO, "packages", "server", "dist", "cli.js")
_READY = re.compile(r"Latchkey is ready on (http://\S+?)\.?\s")


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise RuntimeError("node is not on PATH: the suite runs against a real Latchkey server")
    return found


def _bootstrap_key() -> str:
    alphabet = string.ascii_letters + string.digits
    return "lk_live_" + "".join(secrets.choice(alphabet) for _ in range(32))


class LocalServer:
    """One ``latchkey serve`` process with its own data directory; ``extra_env`` adds to its environment."""

    def __init__(self, extra_env: Optional[Dict[str, str]] = None) -> None:
        if not os.path.exists(CLI):
            raise RuntimeError(f"{CLI} is missing: run `npm run build` at the repository root first")
        self.admin_key = _bootstrap_key()
        self.data_dir = tempfile.mkdtemp(prefix="latchkey-py-")
        self._log = open(os.path.join(self.data_dir, "server.log"), "wb")
        env = dict(
            os.environ,
            LATCHKEY_HOST="127.0.0.1",
            LATCHKEY_PORT="0",
            LATCHKEY_DATA_DIR=self.data_dir,
            LATCHKEY_BOOTSTRAP_KEY=self.admin_key,
            LATCHKEY_LOG_LEVEL="warn",
        )
        env.update(extra_env or {})
        env.pop("LATCHKEY_DATABASE_URL", None)  # always SQLite in the temp dir
        self.proc = subprocess.Popen(
            [node(), CLI, "serve"], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=self._log
        )
        lines: "queue.Queue[Optional[str]]" = queue.Queue()

        def drain() -> None:  # keeps reading so a full pipe never stalls the server
            assert self.proc.stdout is not None
            for raw in self.proc.stdout:
                lines.put(raw.decode("utf-8", "replace"))
            lines.put(None)

        threading.Thread(target=drain, daemon=True).start()
        self.url = ""
        while not self.url:
            try:
                line = lines.get(timeout=60)
            except queue.Empty:
                line = None
            if line is None:
                self.stop()
                raise RuntimeError(f"latchkey serve did not become ready; its log:\n{self.log_text()}")
            m = _READY.search(line)
            if m:
                self.url = m.group(1)
        self.admin = PdpClient(self.url, self.admin_key)

    def log_text(self) -> str:
        with open(os.path.join(self.data_dir, "server.log"), "rb") as f:
            return f.read().decode("utf-8", "replace")

    def new_agent(self, tools: List[str]) -> Tuple[str, str]:
        """An agent with these tools, provisioned: (agent id, its agent-role key)."""
        agent = self.admin.create_agent({"name": f"py-{secrets.token_hex(4)}", "tools": tools})
        provisioned = self.admin.provision_agent(agent["id"], "process", {"RUNTIME": "python"})
        return agent["id"], provisioned["apiKey"]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)  # graceful: the server flushes and closes its database
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self._log.close()
        shutil.rmtree(self.data_dir, ignore_errors=True)


_shared: Optional[LocalServer] = None
_lock = threading.Lock()


def shared_server() -> LocalServer:
    global _shared
    with _lock:
        if _shared is None:
            _shared = LocalServer()
            atexit.register(_shared.stop)
        return _shared


Handler = Callable[[BaseHTTPRequestHandler, Dict[str, Any]], None]


class FakePdp:
    """A tiny local http.server whose answers the test chooses: nonsense, errors, silence."""

    def __init__(self, handler: Handler) -> None:
        self.seen: List[Dict[str, Any]] = []
        self.release = threading.Event()  # set on close, so hanging handlers end
        outer = self

        class H(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_any(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                seen = {"method": self.command, "path": self.path, "headers": dict(self.headers), "body": body}
                outer.seen.append(seen)
                handler(self, seen)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_any

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet test output
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def send_json(h: BaseHTTPRequestHandler, status: int, body: Any, headers: Optional[Dict[str, str]] = None) -> None:
    send_raw(h, status, json.dumps(body).encode("utf-8"), headers)


def send_raw(h: BaseHTTPRequestHandler, status: int, data: bytes, headers: Optional[Dict[str, str]] = None) -> None:
    h.send_response(status)
    h.send_header("content-type", "application/json")
    h.send_header("content-length", str(len(data)))
    for k, v in (headers or {}).items():
        h.send_header(k, v)
    h.end_headers()
    h.wfile.write(data)


def closed_port_url() -> str:
    """A URL nothing listens on: bound once, then released."""
    fake = FakePdp(lambda h, s: None)
    url = fake.url
    fake.close()
    return url
