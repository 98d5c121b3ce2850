"""One HTTP exchange over ``http.client`` with a deadline for the whole of it, body included.

``urllib.request`` is not used: it follows redirects (a POST of a decision must not turn into
something else on the way), reads proxy settings from the environment, and raises for non-2xx
where the caller wants the status and body. Its timeout is per socket operation; here the socket's
timeout is cut to what is left of the deadline before each step, so a trickling server ends the
call too.
"""

from __future__ import annotations

import errno
import http.client
import socket
import ssl
import time
from typing import Dict, NamedTuple, Optional
from urllib.parse import SplitResult

from .errors import PdpNetworkError, PdpTimeoutError

_CHUNK = 64 * 1024


class Answer(NamedTuple):
    status: int
    headers: Dict[str, str]
    body: bytes


def _describe(err: BaseException) -> str:
    """``ECONNREFUSED: Connection refused`` rather than ``[Errno 111] ...``: the name is what people search for."""
    if isinstance(err, OSError) and err.errno in errno.errorcode:
        return f"{errno.errorcode[err.errno]}: {err.strerror}"
    text = str(err)
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


def exchange(
    base: SplitResult,
    method: str,
    target: str,
    headers: Dict[str, str],
    body: Optional[bytes],
    timeout: float,
) -> Answer:
    """Sends one request and reads the whole answer, or raises PdpTimeoutError / PdpNetworkError."""
    deadline = time.monotonic() + timeout

    def left() -> float:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise socket.timeout("deadline passed")
        return remaining

    conn: http.client.HTTPConnection
    if base.scheme == "https":
        conn = http.client.HTTPSConnection(
            base.hostname or "", base.port, timeout=timeout, context=ssl.create_default_context()
        )
    else:
        conn = http.client.HTTPConnection(base.hostname or "", base.port, timeout=timeout)
    try:
        conn.connect()
        sock = conn.sock  # kept: the connection drops its reference when the answer says "close"
        sock.settimeout(left())
        conn.request(method, target, body=body, headers=headers)
        sock.settimeout(left())
        res = conn.getresponse()
        chunks = []
        while True:
            sock.settimeout(left())
            chunk = res.read(_CHUNK)
            if not chunk:
                break
            chunks.append(chunk)
        if res.length:  # read(amt) returns short at EOF where read() would raise; say it the same way
            raise http.client.IncompleteRead(b"".join(chunks), res.length)
        return Answer(res.status, {k.lower(): v for k, v in res.getheaders()}, b"".join(chunks))
    except socket.timeout:
        raise PdpTimeoutError(f"request timed out after {round(timeout * 1000)} ms") from None
    except (OSError, http.client.HTTPException) as err:
        # IncompleteRead, RemoteDisconnected, ECONNREFUSED, ECONNRESET: no complete answer arrived.
        raise PdpNetworkError(f"request failed: {_describe(err)}") from err
    finally:
        conn.close()
