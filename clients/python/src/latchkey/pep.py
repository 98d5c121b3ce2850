"""Policy enforcement point: the Python twin of ``Pep`` in ``packages/client/src/pep.ts``.

Each stage method sends exactly one ``authorize`` request (never a retry, which would double the
evidence and blow the latency budget) and always returns: whatever goes wrong yields a BLOCK
(spec: clients fail closed). It never raises for a fault of the PDP or of the network.
"""

from __future__ import annotations

import inspect
import threading
import time
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple, Union, cast

from .errors import PdpError, PdpInvalidResponse, PdpTimeoutError
from .pdp_client import PdpClient
from .types import VERDICTS, PepDecision

OnError = Callable[[BaseException, PepDecision], Any]


def allowed(decision: Mapping[str, Any]) -> bool:
    """ALLOW and WARN let the step run; BLOCK and ESCALATE (pending a human) do not."""
    return decision.get("verdict") in ("ALLOW", "WARN")


def content_to_use(decision: Mapping[str, Any], original: str) -> str:
    """The text to go on with: the redacted rewrite on WARN when there is one, else the original."""
    rewritten = decision.get("transformedContent")
    return rewritten if decision.get("verdict") == "WARN" and isinstance(rewritten, str) else original


class Pep:
    """One agent's enforcement point.

    ``client`` is a ``PdpClient`` to share (anything with an ``authorize`` method), or the keyword
    arguments of one of the Pep's own (``{"base_url": ..., "api_key": ...}``), which then gets the
    Pep's timeout. ``timeout`` (seconds, default 2) is the deadline for one decision, body included;
    the Pep keeps it even when a shared client's own timeout is longer. ``on_error`` is told about
    every fail-closed decision (for logging); what it raises is swallowed. It must be synchronous:
    a coroutine it returns is closed, not awaited, since the Pep has no event loop to run it on.
    """

    def __init__(
        self,
        client: Union[PdpClient, Mapping[str, Any]],
        agent_id: str,
        *,
        session: Optional[str] = None,
        timeout: float = 2.0,
        on_error: Optional[OnError] = None,
    ) -> None:
        if not timeout > 0:
            raise ValueError("timeout must be a positive number of seconds")
        self.agent_id = agent_id
        self.session = session
        self.timeout = timeout
        self._on_error = on_error
        # Duck-typed rather than isinstance, so a client from another copy of the package still works.
        if callable(getattr(client, "authorize", None)):
            self._client = cast(PdpClient, client)
        else:
            options = dict(cast(Mapping[str, Any], client))
            options.setdefault("timeout", timeout)
            self._client = PdpClient(**options)

    def check_input(self, content: str) -> PepDecision:
        return self._decide({"stage": "input", "content": content})

    def check_context_egress(self, content: str) -> PepDecision:
        return self._decide({"stage": "context_egress", "content": content})

    def check_output(self, content: str) -> PepDecision:
        return self._decide({"stage": "output", "content": content})

    def check_delivery(self, content: str) -> PepDecision:
        return self._decide({"stage": "delivery", "content": content})

    def check_action(
        self, tool: str, args: Optional[Mapping[str, Any]] = None, *, escalation_id: Optional[str] = None
    ) -> PepDecision:
        """``escalation_id`` retries a step that was escalated, once a human has resolved it (DESIGN §8.3)."""
        step: Dict[str, Any] = {"stage": "action", "tool": tool}
        if args is not None:
            step["args"] = args
        if escalation_id is not None:
            step["escalationId"] = escalation_id
        return self._decide(step)

    allowed = staticmethod(allowed)
    content_to_use = staticmethod(content_to_use)

    def _decide(self, step: Dict[str, Any]) -> PepDecision:
        req: Dict[str, Any] = {"agentId": self.agent_id}
        if self.session is not None:
            req["session"] = self.session
        req.update(step)
        outcome: List[Tuple[bool, Any]] = []
        done = threading.Event()

        def call() -> None:
            try:
                outcome.append((True, self._client.authorize(cast(Any, req))))
            except BaseException as err:  # noqa: BLE001 - every fault becomes a BLOCK below
                outcome.append((False, err))
            finally:
                done.set()

        # The call runs on its own daemon thread so the deadline holds even for a shared client
        # with a longer timeout, or one that ignores timeouts: the step waits no longer than this.
        try:
            threading.Thread(target=call, name="latchkey-pep", daemon=True).start()
        except RuntimeError as err:  # no thread could be started (interpreter shutting down)
            return self._fail(req, "pep-internal-error", f"PEP could not call the PDP: {err}", err)
        if not done.wait(self.timeout) or not outcome:
            return self._timed_out(req)
        ok, value = outcome[0]
        if not ok:
            return self._fail_on(req, value)
        checked = _check(value, req["stage"])
        if isinstance(checked, tuple):
            rule, fault = checked
            reason = f"PDP answered with an unusable decision: {fault}"
            return self._fail(req, rule, reason, PdpInvalidResponse(fault, 200))
        return checked

    def _timed_out(self, req: Mapping[str, Any]) -> PepDecision:
        msg = f"no decision within {round(self.timeout * 1000)} ms"
        return self._fail(req, "pep-timeout", f"PDP gave {msg}", PdpTimeoutError(msg))

    def _fail_on(self, req: Mapping[str, Any], err: BaseException) -> PepDecision:
        if not isinstance(err, PdpError):
            reason = f"PEP could not call the PDP: {type(err).__name__}: {err}"
            return self._fail(req, "pep-internal-error", reason, err)
        if err.code == "http_error":
            wait = "" if err.retry_after is None else f" (retry after {err.retry_after} s)"
            reason = f"PDP answered HTTP {err.status}: {err.message}{wait}"
            return self._fail(req, f"pep-http-{err.status}", reason, err)
        if err.code == "timeout":
            return self._timed_out(req)
        if err.code == "invalid_response":
            reason = f"PDP answered with an unusable decision: {err.message}"
            return self._fail(req, "pep-malformed-response", reason, err)
        return self._fail(req, "pep-network-error", f"PDP unreachable: {err.message}", err)

    def _fail(self, req: Mapping[str, Any], rule: str, reason: str, err: BaseException) -> PepDecision:
        decision: PepDecision = {
            "verdict": "BLOCK",
            "stage": req["stage"],
            "policyId": "pep-fail-closed",
            "rule": rule,
            "reason": reason,
            "transformedContent": None,
            "tool": req.get("tool"),
            "permitId": None,
            "attachedPolicyIds": [],
            # Empty, not None: the field is a string in the contract, and no evidence event exists for it.
            "decisionId": "",
            "escalationId": None,
            "matches": [],
            "simulated": False,
            "evaluatedAt": int(time.time() * 1000),
            "failClosed": True,
        }
        if self._on_error is not None:
            try:
                returned = self._on_error(err, decision)
                if inspect.iscoroutine(returned):
                    returned.close()  # never awaited: closing it spares the "never awaited" warning
            except Exception:  # noqa: BLE001 - a faulty logger must not turn a BLOCK into a raise
                pass
        return decision


def _is_str_or_none(v: Any) -> bool:
    return v is None or isinstance(v, str)


def _check(body: Any, stage: str) -> Union[PepDecision, Tuple[str, str]]:
    """The decision, or (rule, fault). Checks the fields the PEP acts on; fields it only passes
    along are defaulted when absent, since the spec marks them optional."""
    malformed = "pep-malformed-response"
    if not isinstance(body, dict):
        return malformed, "body is not a JSON object"
    verdict = body.get("verdict")
    if not isinstance(verdict, str):
        return malformed, "verdict is missing or not a string"
    if verdict not in VERDICTS:
        return "pep-unknown-verdict", f'unknown verdict "{verdict[:40]}"'
    for field in ("stage", "policyId", "rule", "reason"):
        if not isinstance(body.get(field), str):
            return malformed, f"{field} is missing or not a string"
    # A decision about another stage is not a decision about this step.
    if body["stage"] != stage:
        return malformed, f'decision is for stage "{body["stage"][:40]}", not "{stage}"'
    for field in ("transformedContent", "permitId", "tool"):
        if not _is_str_or_none(body.get(field)):
            return malformed, f"{field} is neither a string nor null"
    attached = body.get("attachedPolicyIds")
    evaluated = body.get("evaluatedAt")
    decision = dict(body)
    decision.update(
        transformedContent=body.get("transformedContent"),
        permitId=body.get("permitId"),
        tool=body.get("tool"),
        attachedPolicyIds=attached if isinstance(attached, list) and all(isinstance(p, str) for p in attached) else [],
        decisionId=body["decisionId"] if isinstance(body.get("decisionId"), str) else "",
        escalationId=body["escalationId"] if isinstance(body.get("escalationId"), str) else None,
        matches=body["matches"] if isinstance(body.get("matches"), list) else [],
        simulated=body.get("simulated") is True,
        evaluatedAt=evaluated
        if isinstance(evaluated, (int, float)) and not isinstance(evaluated, bool)
        else int(time.time() * 1000),
        failClosed=False,
    )
    return cast(PepDecision, decision)


__all__ = ["Pep", "allowed", "content_to_use", "OnError"]
