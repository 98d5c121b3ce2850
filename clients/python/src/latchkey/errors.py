"""The exceptions of the Latchkey client: one base class, so one ``except`` handles them all."""

from __future__ import annotations

from typing import Any, Dict, Optional


class LatchkeyError(Exception):
    """Every failure the client raises. ``status`` is 0 when no HTTP answer arrived."""

    def __init__(
        self,
        message: str,
        status: int,
        type: str,
        code: str,
        param: Optional[str] = None,
        details: Optional[Dict[str, Any]] = None,
        request_id: Optional[str] = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.type = type
        self.code = code
        self.param = param
        self.details = details
        self.request_id = request_id


class PdpError(LatchkeyError):
    """A failed call to the PDP surface (``/api/*``).

    ``code`` tells a slow server from a refusing one, as in the TypeScript SDK: ``http_error``
    (non-2xx), ``timeout`` (the client's own deadline), ``network_error`` (no complete answer),
    ``invalid_response`` (a 2xx whose body is not JSON). Each has its own subclass below.
    """

    def __init__(
        self,
        message: str,
        status: int,
        code: str,
        retry_after: Optional[int] = None,
        request_id: Optional[str] = None,
    ) -> None:
        kind = "api_error" if code in ("http_error", "invalid_response") else "api_connection_error"
        super().__init__(message, status, kind, code, request_id=request_id)
        #: Seconds to wait, from ``Retry-After`` on 429 and 503; None otherwise.
        self.retry_after = retry_after


class PdpHttpError(PdpError):
    """The server answered with a status outside 2xx; ``message`` is its ``{"error": ...}`` text."""

    def __init__(
        self, message: str, status: int, retry_after: Optional[int] = None, request_id: Optional[str] = None
    ) -> None:
        super().__init__(message, status, "http_error", retry_after, request_id)


class PdpTimeoutError(PdpError):
    """No complete answer within the client's deadline."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 0, "timeout")


class PdpNetworkError(PdpError):
    """The connection failed, was refused, or was cut before the whole answer arrived."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 0, "network_error")


class PdpInvalidResponse(PdpError):
    """A 2xx answer whose body is not JSON (a proxy's HTML page, a truncated body)."""

    def __init__(self, message: str, status: int, request_id: Optional[str] = None) -> None:
        super().__init__(message, status, "invalid_response", None, request_id)


class Ed25519Unavailable(LatchkeyError):
    """Offline signature checks need the ``cryptography`` package, which is not importable here.

    ``verify_record_auto`` falls back to the server's verify endpoint instead of raising this.
    """

    def __init__(self) -> None:
        super().__init__(
            "Ed25519 verification needs the 'cryptography' package (pip install cryptography), "
            "or verify through the server with verify_record_auto / PdpClient.verify_record_remote",
            0,
            "client_error",
            "ed25519_unavailable",
        )
