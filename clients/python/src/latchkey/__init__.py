"""Latchkey's policy enforcement point for Python agents: standard library only.

``Pep`` makes one ``authorize`` call per step and fails closed; ``PdpClient`` speaks the rest of
the policy decision API; ``verify_record`` checks signed records offline.
"""

from .errors import (
    Ed25519Unavailable,
    LatchkeyError,
    PdpError,
    PdpHttpError,
    PdpInvalidResponse,
    PdpNetworkError,
    PdpTimeoutError,
)
from .jcs import canonical_json
from .pdp_client import PdpClient, parse_retry_after
from .pep import Pep, allowed, content_to_use
from .records import (
    RECORD_PAYLOAD_TYPE,
    RECORD_SCHEMA,
    RecordCheck,
    ed25519_available,
    key_id,
    pae,
    sha256_tagged,
    verify_record,
    verify_record_auto,
)
from .types import AuthorizeRequest, PepDecision, PolicyDecision, TrustedKey

__version__ = "0.1.0"

__all__ = [
    "AuthorizeRequest",
    "Ed25519Unavailable",
    "LatchkeyError",
    "PdpClient",
    "PdpError",
    "PdpHttpError",
    "PdpInvalidResponse",
    "PdpNetworkError",
    "PdpTimeoutError",
    "Pep",
    "PepDecision",
    "PolicyDecision",
    "RECORD_PAYLOAD_TYPE",
    "RECORD_SCHEMA",
    "RecordCheck",
    "TrustedKey",
    "allowed",
    "canonical_json",
    "content_to_use",
    "ed25519_available",
    "key_id",
    "pae",
    "parse_retry_after",
    "sha256_tagged",
    "verify_record",
    "verify_record_auto",
]
