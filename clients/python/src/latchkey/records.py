"""Verification of signed records (DESIGN §8.5), the Python twin of ``records.ts``.

A record is a DSSE envelope over the JCS form of ``{decision, decisionSha256, evidence, orgId,
signedAt, issuer}``, signed with Ed25519. Everything but the signature check is pure Python.
Ed25519 is not in the standard library: ``verify_record`` uses the ``cryptography`` package when
it is importable and raises ``Ed25519Unavailable`` otherwise; ``verify_record_auto`` then asks the
server's ``POST /api/verification-record/verify`` for the signature and still checks the rest here.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from typing import Any, Callable, Dict, List, Optional, Sequence

from .errors import Ed25519Unavailable
from .jcs import canonical_json
from .pdp_client import PdpClient, parse_json
from .types import RecordVerification, TrustedKey

try:  # optional: only for the offline signature check
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    _ED25519 = True
except ImportError:  # pragma: no cover - depends on the machine
    _ED25519 = False

RECORD_SCHEMA = "latchkey.verification_record.envelope.v1"
RECORD_PAYLOAD_TYPE = "application/vnd.latchkey.verification-record+json"

_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
_PEM_PUBLIC = re.compile(r"-----BEGIN PUBLIC KEY-----(.*?)-----END PUBLIC KEY-----", re.S)


class RecordCheck(RecordVerification, total=False):
    """``verify_record``'s answer; ``via`` says who checked the signature: ``offline`` or ``server``."""

    via: str


def ed25519_available() -> bool:
    """True when ``cryptography`` is importable, so signatures can be checked offline."""
    return _ED25519


def pae(payload_type: str, payload: bytes) -> bytes:
    """DSSE pre-authentication encoding: ``DSSEv1 SP len(type) SP type SP len(body) SP body``."""
    t = payload_type.encode("utf-8")
    return b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload), payload)


def sha256_tagged(s: str) -> str:
    """``"sha256:" + hex(SHA-256(UTF-8(s)))``, the digest form used throughout the evidence feed."""
    return "sha256:" + hashlib.sha256(s.encode("utf-8")).hexdigest()


def key_id(public_key_pem: str) -> str:
    """The server's kid: the first 16 hex digits of SHA-256 over the key's SPKI DER."""
    m = _PEM_PUBLIC.search(public_key_pem)
    if not m:
        raise ValueError("no PEM public key found")
    der = base64.b64decode("".join(m.group(1).split()), validate=True)
    return hashlib.sha256(der).hexdigest()[:16]


def _from_base64(s: Any) -> Optional[bytes]:
    """Strict standard base64: no stray characters, no bad padding, no non-zero padding bits."""
    if not isinstance(s, str) or len(s) % 4 != 0 or not _BASE64.fullmatch(s):
        return None
    try:
        raw = base64.b64decode(s, validate=True)
    except (binascii.Error, ValueError):
        return None
    return raw if base64.b64encode(raw).decode("ascii") == s else None


def _read_payload(raw: bytes) -> Any:
    """The record in the payload (a dict), or the reason there is none (a str)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "payload is not valid UTF-8"
    try:
        parsed = parse_json(text)
    except ValueError:
        return "payload is not valid JSON"
    if not isinstance(parsed, dict):
        return "payload is not a JSON object"
    # Only one byte string may stand for a record: otherwise duplicate keys or reordered members
    # could show a reader something other than what a JCS-based check computed.
    try:
        canonical = canonical_json(parsed)
    except (ValueError, TypeError) as err:
        return f"payload has no JCS form: {err}"
    if canonical != text:
        return "payload is not in JCS canonical form"
    return parsed


SignatureCheck = Callable[[Any, bytes], Optional[str]]


def _check(envelope: Any, check_signature: Optional[SignatureCheck]) -> Dict[str, Any]:
    """Every check of ``verifyRecord``; the signature ones only when ``check_signature`` is given."""
    if not isinstance(envelope, dict):
        return {"valid": False, "keyid": None, "record": None, "errors": ["envelope is not a JSON object"]}
    errors: List[str] = []
    if envelope.get("schema") != RECORD_SCHEMA:
        errors.append(f'schema is not "{RECORD_SCHEMA}"')
    if envelope.get("payloadType") != RECORD_PAYLOAD_TYPE:
        errors.append(f'payloadType is not "{RECORD_PAYLOAD_TYPE}"')

    payload = _from_base64(envelope.get("payload"))
    record: Optional[Dict[str, Any]] = None
    if payload is None:
        errors.append("payload is not valid base64")
    else:
        read = _read_payload(payload)
        if isinstance(read, str):
            errors.append(read)
        else:
            record = read

    keyid: Optional[str] = None
    sigs = envelope.get("signatures")
    if not isinstance(sigs, list) or not sigs:
        errors.append("signatures is not a non-empty array")
    elif check_signature is not None and payload is not None and isinstance(envelope.get("payloadType"), str):
        # Signed bytes are PAE over the envelope's own payloadType: a swapped type fails the signature too.
        signed = pae(envelope["payloadType"], payload)
        sig_errors = []
        for i, s in enumerate(sigs):
            err = check_signature(s, signed)
            if err is None:
                keyid = s["keyid"]
                break
            sig_errors.append(f"signature {i}: {err}")
        if keyid is None:
            errors.extend(sig_errors)

    if record is not None:
        decision = record.get("decision")
        if not isinstance(decision, dict):
            errors.append("record.decision is missing or not an object")
        elif record.get("decisionSha256") != sha256_tagged(canonical_json(decision)):
            errors.append("record.decisionSha256 does not match sha256(JCS(record.decision))")
    if errors:
        return {"valid": False, "keyid": None, "record": None, "errors": errors}
    return {"valid": True, "keyid": keyid, "record": record, "errors": []}


def _ed25519_checker(keys: Sequence[TrustedKey]) -> SignatureCheck:
    def check(s: Any, signed: bytes) -> Optional[str]:
        if not isinstance(s, dict) or not isinstance(s.get("keyid"), str) or not isinstance(s.get("sig"), str):
            return "keyid and sig must be strings"
        trusted = next((k for k in keys if k["kid"] == s["keyid"]), None)
        if trusted is None:
            return f'unknown keyid "{s["keyid"]}"'
        try:
            key = load_pem_public_key(trusted["publicKeyPem"].encode("utf-8"))
        except (ValueError, TypeError):
            return f'key "{s["keyid"]}" is not a valid public key PEM'
        if not isinstance(key, Ed25519PublicKey):
            return f'key "{s["keyid"]}" is not an Ed25519 key'
        sig = _from_base64(s["sig"])
        if sig is None:
            return "sig is not valid base64"
        try:
            key.verify(sig, signed)
        except (InvalidSignature, ValueError):  # ValueError: a signature of the wrong length
            return f'signature does not verify with key "{s["keyid"]}"'
        return None

    return check


def verify_record(envelope: Any, keys: Sequence[TrustedKey]) -> RecordCheck:
    """Verifies an envelope with nothing but public keys, as ``verifyRecord`` in the TypeScript SDK:
    valid when the envelope literals match, the payload is a canonical JSON record whose
    ``decisionSha256`` is the digest of its ``decision``, and one signature by a listed key verifies.

    Raises ``Ed25519Unavailable`` when ``cryptography`` is not importable.
    """
    if not _ED25519:
        raise Ed25519Unavailable()
    result = _check(envelope, _ed25519_checker(keys))
    result["via"] = "offline"
    return RecordCheck(**result)  # type: ignore[typeddict-item]


def verify_record_auto(
    envelope: Any, client: PdpClient, keys: Optional[Sequence[TrustedKey]] = None
) -> RecordCheck:
    """Offline when ``cryptography`` is importable (with ``keys``, or else the server's public keys,
    each kid computed again from its key so a listed kid cannot stand for another key); otherwise
    the server checks the signature and this still checks everything else locally."""
    if _ED25519:
        if keys is None:
            listed = client.public_keys()["keys"]
            keys = [{"kid": key_id(k["publicKeyPem"]), "publicKeyPem": k["publicKeyPem"]} for k in listed]
        return verify_record(envelope, keys)
    local = _check(envelope, None)
    remote = client.verify_record_remote(envelope)
    errors = list(local["errors"]) + [e for e in remote.get("errors", []) if e not in local["errors"]]
    valid = bool(remote.get("valid")) and not errors
    return RecordCheck(
        valid=valid,
        keyid=remote.get("keyid") if valid else None,
        record=local["record"] if valid else None,
        errors=errors,
        via="server",
    )
