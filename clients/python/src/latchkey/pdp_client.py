"""Client for the PDP surface (``/api/*``, spec pdp-api.md), the Python twin of ``PdpClient`` in
``packages/client/src/pdp-client.ts``.

Nothing here retries: ``authorize`` must reach the server exactly once per step (each call is an
evidence event), and ``PdpError.retry_after`` leaves the waiting to the caller.
"""

from __future__ import annotations

import email.utils
import json
import math
import time
from typing import Any, Dict, Iterator, List, Mapping, Optional, Union, cast
from urllib.parse import quote, urlencode, urlsplit

from . import _transport
from .errors import PdpHttpError, PdpInvalidResponse
from .types import (
    Agent,
    AuthorizeRequest,
    ChainVerification,
    Escalation,
    EscalationList,
    EventAccepted,
    EventList,
    EvidenceEvent,
    PolicyDecision,
    ProvisionedAgent,
    PublicKeys,
    RecordEnvelope,
    RecordVerification,
    RedactResponse,
    RedeemedPermit,
)

_NO_BODY = object()
Query = Mapping[str, Union[str, int, bool, None]]


def _seg(value: str) -> str:
    return quote(value, safe="")


def _reject_constant(name: str) -> Any:
    # json.loads takes NaN and Infinity, which no JSON server sends and JSON.parse refuses.
    raise ValueError(f"{name} is not JSON")


def parse_json(text: str) -> Any:
    """``json.loads`` as strict as ``JSON.parse``: no NaN or Infinity literals."""
    return json.loads(text, parse_constant=_reject_constant)


def dump_json(value: Any) -> bytes:
    """Compact UTF-8 JSON; raises ValueError/TypeError for NaN, cycles and non-JSON objects."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")


def parse_retry_after(value: Optional[str]) -> Optional[int]:
    """``Retry-After`` as whole seconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3)."""
    if value is None:
        return None
    v = value.strip()
    if v.isdigit() and v.isascii():
        return int(v)
    try:
        at = email.utils.parsedate_to_datetime(v)
    except (TypeError, ValueError, IndexError):
        return None
    if at is None or at.tzinfo is None:
        return None
    return max(0, math.ceil(at.timestamp() - time.time()))


def _error_message(text: str, status: int) -> str:
    """The text of ``{"error": string}``; tolerates the /v1 shape and non-JSON bodies from proxies."""
    try:
        e = parse_json(text).get("error")
    except (ValueError, AttributeError):
        return f"HTTP {status}"
    if isinstance(e, str) and e:
        return e
    if isinstance(e, dict) and isinstance(e.get("message"), str) and e["message"]:
        return cast(str, e["message"])
    return f"HTTP {status}"


class PdpClient:
    """Calls the policy decision API with one API key: an agent key for a PEP, an admin or member
    key for management. Every method raises a ``PdpError`` subclass on failure.

    ``timeout`` (seconds) bounds each request as a whole, body included.
    """

    def __init__(self, base_url: str, api_key: str, timeout: float = 10.0) -> None:
        # Checked here, not at the first call: a mistyped URL is a configuration error to fix at
        # start-up, not a BLOCK on every step.
        parts = urlsplit(base_url.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"base_url must be an http or https URL with a host, got {base_url!r}")
        if parts.query or parts.fragment:
            raise ValueError(f"base_url must not carry a query or fragment, got {base_url!r}")
        if not timeout > 0:
            raise ValueError("timeout must be a positive number of seconds")
        self._base = parts
        self._api_key = api_key
        self.timeout = timeout

    # Decisions and de-identification.
    def authorize(self, req: AuthorizeRequest) -> PolicyDecision:
        return cast(PolicyDecision, self._request("POST", "/api/policy/authorize", req))

    def redact(
        self,
        content: str,
        *,
        mode: Optional[str] = None,
        entities: Optional[List[str]] = None,
        agent_id: Optional[str] = None,
        session: Optional[str] = None,
    ) -> RedactResponse:
        """De-identification alone (ADR 0040): no decision, no evidence; tokens come back at
        ``delivery`` in the same session."""
        body = {"content": content, "mode": mode, "entities": entities, "agentId": agent_id, "session": session}
        return cast(RedactResponse, self._request("POST", "/api/redact", _drop_none(body)))

    # Agents (DESIGN §8.4).
    def list_agents(self) -> List[Agent]:
        return cast(List[Agent], self._request("GET", "/api/agents")["agents"])

    def get_agent(self, agent_id: str) -> Agent:
        return cast(Agent, self._request("GET", f"/api/agents/{_seg(agent_id)}"))

    def create_agent(self, body: Mapping[str, Any]) -> Agent:
        return cast(Agent, self._request("POST", "/api/agents", body))

    def update_agent(self, agent_id: str, body: Mapping[str, Any]) -> Agent:
        return cast(Agent, self._request("PATCH", f"/api/agents/{_seg(agent_id)}", body))

    def delete_agent(self, agent_id: str) -> None:
        self._request("DELETE", f"/api/agents/{_seg(agent_id)}")

    def provision_agent(
        self, agent_id: str, boundary: str, env: Optional[Mapping[str, str]] = None
    ) -> ProvisionedAgent:
        """Returns, once, an agent-role key for the agent's PEP (``apiKey``)."""
        body = _drop_none({"boundary": boundary, "env": dict(env) if env is not None else None})
        return cast(ProvisionedAgent, self._request("POST", f"/api/agents/{_seg(agent_id)}/provision", body))

    def set_agent_policies(self, agent_id: str, policy_ids: List[str]) -> Agent:
        return cast(Agent, self._request("PUT", f"/api/agents/{_seg(agent_id)}/policies", {"policyIds": policy_ids}))

    # Policies and baseline latch settings.
    def list_policies(self) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("GET", "/api/policies"))

    def get_policy(self, policy_id: str) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("GET", f"/api/policies/{_seg(policy_id)}"))

    def create_policy(self, body: Mapping[str, Any]) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("POST", "/api/policies", body))

    def update_policy(self, policy_id: str, body: Mapping[str, Any]) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("PUT", f"/api/policies/{_seg(policy_id)}", body))

    def delete_policy(self, policy_id: str) -> None:
        self._request("DELETE", f"/api/policies/{_seg(policy_id)}")

    def get_latch_settings(self, latch_id: str) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("GET", f"/api/latches/{_seg(latch_id)}/settings"))

    def put_latch_settings(self, latch_id: str, settings: Mapping[str, Any]) -> Dict[str, Any]:
        return cast(Dict[str, Any], self._request("PUT", f"/api/latches/{_seg(latch_id)}/settings", settings))

    # Evidence feed.
    def send_event(
        self,
        type: str,
        data: Optional[Mapping[str, Any]] = None,
        *,
        session: Optional[str] = None,
        ts: Optional[int] = None,
    ) -> EventAccepted:
        event = {"type": type, "data": dict(data) if data is not None else None, "session": session, "ts": ts}
        body = _drop_none(event)
        return cast(EventAccepted, self._request("POST", "/api/events", body))

    def list_events(self, **query: Union[str, int, None]) -> EventList:
        """Filters as the server names them: ``session``, ``type``, ``agentId``, ``from``, ``to``,
        ``limit``, ``cursor`` (``from`` is a Python keyword: pass ``**{"from": ms}``)."""
        return cast(EventList, self._request("GET", "/api/events", query=query))

    def iterate_events(self, **query: Union[str, int, None]) -> Iterator[EvidenceEvent]:
        """Every event matching ``query``, page after page, until the server reports no ``nextCursor``."""
        cursor = query.pop("cursor", None)
        while True:
            page = self.list_events(**query, cursor=cursor)
            yield from page["events"]
            if not page.get("nextCursor"):
                return
            # A server that hands back the cursor it was given would make this loop forever.
            if page["nextCursor"] == cursor:
                raise PdpInvalidResponse("server repeated the cursor", 200)
            cursor = page["nextCursor"]

    def verify_events(self) -> ChainVerification:
        return cast(ChainVerification, self._request("GET", "/api/events/verify"))

    # Permits and escalations (DESIGN §8.3).
    def redeem_permit(
        self, permit_id: str, agent_id: str, tool: str, args: Optional[Mapping[str, Any]] = None
    ) -> RedeemedPermit:
        """200 once; then ``PdpHttpError`` 409 redeemed, 410 expired, 403 on any mismatch."""
        body = _drop_none({"agentId": agent_id, "tool": tool, "args": dict(args) if args is not None else None})
        return cast(RedeemedPermit, self._request("POST", f"/api/permits/{_seg(permit_id)}/redeem", body))

    def list_escalations(self, **query: Union[str, int, None]) -> EscalationList:
        """Filters: ``status``, ``agentId``, ``limit``, ``cursor``."""
        return cast(EscalationList, self._request("GET", "/api/escalations", query=query))

    def get_escalation(self, escalation_id: str) -> Escalation:
        return cast(Escalation, self._request("GET", f"/api/escalations/{_seg(escalation_id)}"))

    def resolve_escalation(self, escalation_id: str, approve: bool, note: Optional[str] = None) -> Escalation:
        body = _drop_none({"approve": approve, "note": note})
        return cast(Escalation, self._request("POST", f"/api/escalations/{_seg(escalation_id)}/resolve", body))

    # Verification records (DESIGN §8.5). Offline verification lives in records.py.
    def sign_record(self, decision: Mapping[str, Any]) -> RecordEnvelope:
        # A Pep's decision carries failClosed, the PEP's own note, which the server never sent and
        # so refuses as an unknown field: the record is of the server's decision, without it.
        body = {k: v for k, v in decision.items() if k != "failClosed"}
        return cast(RecordEnvelope, self._request("POST", "/api/verification-record/sign", body))

    def verify_record_remote(self, envelope: Any) -> RecordVerification:
        return cast(RecordVerification, self._request("POST", "/api/verification-record/verify", envelope))

    def public_keys(self) -> PublicKeys:
        return cast(PublicKeys, self._request("GET", "/api/verification-record/keys"))

    def _request(self, method: str, path: str, body: Any = _NO_BODY, query: Optional[Query] = None) -> Any:
        target = self._base.path + path
        pairs = [(k, _query_value(v)) for k, v in (query or {}).items() if v is not None]
        if pairs:
            target += "?" + urlencode(pairs)
        headers = {"Authorization": f"Bearer {self._api_key}", "Accept": "application/json"}
        payload = None
        if body is not _NO_BODY:
            headers["Content-Type"] = "application/json"
            payload = dump_json(body)
        res = _transport.exchange(self._base, method, target, headers, payload, self.timeout)
        request_id = res.headers.get("x-request-id")
        text = res.body.decode("utf-8", errors="replace")
        if not 200 <= res.status < 300:
            retry_after = parse_retry_after(res.headers.get("retry-after")) if res.status in (429, 503) else None
            raise PdpHttpError(_error_message(text, res.status), res.status, retry_after, request_id)
        if res.status == 204:
            return None
        try:
            return parse_json(res.body.decode("utf-8"))
        except ValueError:
            raise PdpInvalidResponse(f"HTTP {res.status} response is not JSON", res.status, request_id) from None


def _query_value(v: Union[str, int, bool]) -> str:
    # JavaScript's String(true) is "true"; Python's str(True) is "True", which the server refuses.
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _drop_none(body: Dict[str, Any]) -> Dict[str, Any]:
    return {k: v for k, v in body.items() if v is not None}
