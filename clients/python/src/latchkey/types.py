"""Wire shapes of the PDP surface (``../shared/spec/pdp-api.md``, DESIGN §8) as TypedDicts.

Keys are spelt as on the wire (camelCase), so a decision can be handed back to the server as it
came (``PdpClient.sign_record``). The contract package's TypeBox schemas are the source of truth;
these mirror the fields a Python caller reads.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict

Stage = Literal["input", "context_egress", "output", "delivery", "action"]
Verdict = Literal["ALLOW", "WARN", "BLOCK", "ESCALATE"]
STAGES = ("input", "context_egress", "output", "delivery", "action")
VERDICTS = ("ALLOW", "WARN", "BLOCK", "ESCALATE")


class _AuthorizeRequired(TypedDict):
    agentId: str
    stage: Stage


class AuthorizeRequest(_AuthorizeRequired, total=False):
    session: str
    content: str
    tool: str
    args: Dict[str, Any]
    simulated: bool
    escalationId: str


class FindingRef(TypedDict):
    type: str
    start: int
    end: int


class LatchMatch(TypedDict):
    policyId: str
    verdict: Verdict
    rule: str
    reason: str
    findings: List[FindingRef]


class PolicyDecision(TypedDict):
    verdict: Verdict
    stage: Stage
    policyId: str
    rule: str
    reason: str
    transformedContent: Optional[str]
    tool: Optional[str]
    permitId: Optional[str]
    attachedPolicyIds: List[str]
    decisionId: str
    escalationId: Optional[str]
    matches: List[LatchMatch]
    simulated: bool
    evaluatedAt: int


class PepDecision(PolicyDecision):
    """A decision as the Pep hands it on; ``failClosed`` is True when the Pep made the BLOCK itself."""

    failClosed: bool


class AgentRuntime(TypedDict):
    status: str
    boundary: str
    env: Dict[str, str]
    provisionedAt: Optional[int]


class Agent(TypedDict):
    id: str
    name: str
    source: str
    status: str
    baseUrl: str
    apiKeyMasked: str
    categories: List[str]
    tools: List[str]
    policyIds: List[str]
    runtime: AgentRuntime
    createdAt: int
    updatedAt: int


class ProvisionedAgent(TypedDict):
    agent: Agent
    apiKey: str


class RedactResponse(TypedDict):
    content: str
    mode: str
    findings: List[FindingRef]


class EventAccepted(TypedDict):
    ok: bool
    id: str


class EvidenceEvent(TypedDict):
    id: str
    ts: int
    receivedAt: int
    session: str
    type: str
    agentId: Optional[str]
    data: Dict[str, Any]
    integrity: Dict[str, Any]


class EventList(TypedDict):
    events: List[EvidenceEvent]
    nextCursor: Optional[str]


class ChainVerification(TypedDict):
    valid: bool
    entryCount: int
    firstHash: Optional[str]
    lastHash: Optional[str]
    errors: List[Dict[str, Any]]


class RedeemedPermit(TypedDict):
    ok: bool
    permitId: str
    agentId: str
    tool: str
    redeemedAt: int


class Escalation(TypedDict):
    id: str
    agentId: str
    stage: str
    tool: Optional[str]
    policyId: str
    policyIds: List[str]
    rule: str
    reason: str
    status: Literal["pending", "approved", "denied", "expired"]
    decisionId: str
    session: str
    createdAt: int
    expiresAt: int
    resolvedAt: Optional[int]
    resolvedBy: Optional[str]
    note: Optional[str]


class EscalationList(TypedDict):
    escalations: List[Escalation]
    nextCursor: Optional[str]


class RecordSignature(TypedDict):
    keyid: str
    sig: str


class RecordEnvelope(TypedDict):
    schema: str
    payloadType: str
    payload: str
    signatures: List[RecordSignature]


class RecordVerification(TypedDict):
    valid: bool
    keyid: Optional[str]
    record: Optional[Dict[str, Any]]
    errors: List[str]


class PublicKey(TypedDict):
    kid: str
    alg: str
    publicKeyPem: str
    createdAt: int
    retiredAt: Optional[int]


class PublicKeys(TypedDict):
    keys: List[PublicKey]


class TrustedKey(TypedDict):
    kid: str
    publicKeyPem: str
