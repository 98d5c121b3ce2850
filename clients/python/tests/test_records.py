"""Signed records: offline verification (needs ``cryptography``), the fallback through the server
when it is missing, and the same error texts as the TypeScript verifier."""

from __future__ import annotations

import base64
import hashlib
import json
import unittest
from typing import Any, Dict, List, Optional
from unittest import mock

import latchkey.records as records
from latchkey import (
    RECORD_PAYLOAD_TYPE,
    RECORD_SCHEMA,
    Ed25519Unavailable,
    PdpClient,
    Pep,
    canonical_json,
    ed25519_available,
    key_id,
    pae,
    verify_record,
    verify_record_auto,
)

from .support import shared_server

if ed25519_available():
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

DECISION = {
    "verdict": "ESCALATE",
    "stage": "action",
    "policyId": "latch-4",
    "rule": "spend-limit",
    "reason": "amount 2500 USD is above the review threshold",
    "transformedContent": None,
    "tool": "transfer_funds",
    "permitId": None,
    "attachedPolicyIds": ["latch-0", "latch-1", "latch-2", "latch-3", "latch-4", "latch-5"],
    "decisionId": "dec_01JTEST",
    "escalationId": "esc_01JTEST",
    "matches": [],
    "simulated": False,
    "evaluatedAt": 1_700_000_000_000,
}


def digest(v: Any) -> str:  # with hashlib directly, not with the module under test
    return "sha256:" + hashlib.sha256(canonical_json(v).encode("utf-8")).hexdigest()


RECORD = {
    "decision": DECISION,
    "decisionSha256": digest(DECISION),
    "evidence": {"eventId": "dec_01JTEST", "seq": 42, "hash": "sha256:" + "ab" * 32},
    "orgId": "org_01JTEST",
    "signedAt": 1_700_000_000_500,
    "issuer": "latchkey",
}
SIG_FAILS = 'signature 0: signature does not verify with key "k1"'
SHA_FAILS = "record.decisionSha256 does not match sha256(JCS(record.decision))"
B64 = lambda b: base64.b64encode(b).decode("ascii")  # noqa: E731


@unittest.skipUnless(ed25519_available(), "offline Ed25519 needs the cryptography package")
class OfflineVerification(unittest.TestCase):
    """The cases of packages/client/test/records.test.ts, with the same expected errors."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.alice = Ed25519PrivateKey.generate()
        cls.mallory = Ed25519PrivateKey.generate()
        pem = cls.alice.public_key().public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo).decode()
        cls.keys = [{"kid": "k1", "publicKeyPem": pem}]

    def seal(self, rec: Any, kid: str = "k1", key: Any = None, text: Optional[str] = None) -> Dict[str, Any]:
        payload = (canonical_json(rec) if text is None else text).encode("utf-8")
        sig = (key or self.alice).sign(pae(RECORD_PAYLOAD_TYPE, payload))
        return {
            "schema": RECORD_SCHEMA,
            "payloadType": RECORD_PAYLOAD_TYPE,
            "payload": B64(payload),
            "signatures": [{"keyid": kid, "sig": B64(sig)}],
        }

    def errors_of(self, env: Any) -> List[str]:
        return verify_record(env, self.keys)["errors"]

    def test_accepts_a_record_signed_by_a_listed_key(self) -> None:
        out = verify_record(self.seal(RECORD), self.keys)
        self.assertEqual(out, {"valid": True, "keyid": "k1", "record": RECORD, "errors": [], "via": "offline"})

    def test_rejects_tampering(self) -> None:
        env = self.seal(RECORD)
        forged = dict(RECORD, decision=dict(DECISION, verdict="ALLOW"))
        out = verify_record(dict(env, payload=B64(canonical_json(forged).encode())), self.keys)
        self.assertEqual((out["valid"], out["record"], out["errors"]), (False, None, [SIG_FAILS, SHA_FAILS]))
        other_org = B64(canonical_json(dict(RECORD, orgId="org_other")).encode())
        self.assertEqual(self.errors_of(dict(env, payload=other_org)), [SIG_FAILS])
        sig = bytearray(base64.b64decode(env["signatures"][0]["sig"]))
        sig[10] ^= 1
        self.assertEqual(self.errors_of(dict(env, signatures=[{"keyid": "k1", "sig": B64(bytes(sig))}])), [SIG_FAILS])
        self.assertEqual(self.errors_of(self.seal(RECORD, key=self.mallory)), [SIG_FAILS])
        self.assertEqual(self.errors_of(self.seal(RECORD, kid="k9")), ['signature 0: unknown keyid "k9"'])
        self.assertEqual(
            self.errors_of(dict(env, signatures=[{"keyid": "k1", "sig": "not base64!"}])),
            ["signature 0: sig is not valid base64"],
        )

    def test_rejects_a_digest_that_does_not_match_and_a_missing_decision(self) -> None:
        self.assertEqual(self.errors_of(self.seal(dict(RECORD, decisionSha256=digest(dict(DECISION, verdict="ALLOW"))))), [SHA_FAILS])
        no_decision = {k: v for k, v in RECORD.items() if k != "decision"}
        self.assertEqual(self.errors_of(self.seal(no_decision)), ["record.decision is missing or not an object"])

    def test_rejects_a_wrong_schema_or_payload_type(self) -> None:
        env = self.seal(RECORD)
        self.assertEqual(
            self.errors_of(dict(env, schema="latchkey.verification_record.envelope.v2")),
            [f'schema is not "{RECORD_SCHEMA}"'],
        )
        self.assertEqual(
            self.errors_of(dict(env, payloadType="application/json")),
            [f'payloadType is not "{RECORD_PAYLOAD_TYPE}"', SIG_FAILS],
        )

    def test_rejects_payloads_that_are_not_canonical_json_or_base64(self) -> None:
        self.assertEqual(self.errors_of(self.seal(RECORD, text=json.dumps(RECORD, indent=2))), ["payload is not in JCS canonical form"])
        dup = canonical_json(RECORD).replace('{"decision"', '{"orgId":"org_x","decision"', 1)
        self.assertEqual(self.errors_of(self.seal(RECORD, text=dup)), ["payload is not in JCS canonical form"])
        self.assertEqual(self.errors_of(self.seal(RECORD, text='{"a":')), ["payload is not valid JSON"])
        self.assertEqual(self.errors_of(self.seal(RECORD, text="[1]")), ["payload is not a JSON object"])
        self.assertEqual(self.errors_of(self.seal(RECORD, text='{"a":NaN}')), ["payload is not valid JSON"])
        self.assertEqual(
            self.errors_of(self.seal(RECORD, text=r'{"a":"\ud800"}')), ["payload has no JCS form: lone surrogate in string"]
        )
        env = self.seal(RECORD)
        self.assertEqual(self.errors_of(dict(env, payload=env["payload"] + "#")), ["payload is not valid base64"])
        self.assertEqual(self.errors_of(dict(env, payload=env["payload"][:-4] + "AB==")), ["payload is not valid base64"])
        self.assertEqual(self.errors_of([env]), ["envelope is not a JSON object"])
        self.assertEqual(self.errors_of(dict(env, signatures=[])), ["signatures is not a non-empty array"])


class VerificationAgainstTheServer(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = shared_server()
        agent_id, key = cls.server.new_agent(["send_email"])
        cls.client = PdpClient(cls.server.url, key)
        pep = Pep(cls.client, agent_id)
        # A Pep decision, failClosed and all: sign_record leaves the PEP's own note out.
        cls.decision = pep.check_action("send_email", {"to": "ward4@hospital.example"})
        cls.envelope = cls.client.sign_record(cls.decision)
        record = json.loads(base64.b64decode(cls.envelope["payload"]))
        forged = dict(record, decision=dict(record["decision"], verdict="BLOCK"))
        cls.forged = dict(cls.envelope, payload=B64(canonical_json(forged).encode()))

    def test_the_envelope_is_over_the_servers_decision(self) -> None:
        self.assertEqual(self.envelope["schema"], RECORD_SCHEMA)
        record = json.loads(base64.b64decode(self.envelope["payload"]))
        self.assertEqual(record["decision"]["decisionId"], self.decision["decisionId"])
        self.assertNotIn("failClosed", record["decision"])
        keys = self.client.public_keys()["keys"]
        self.assertEqual([k["kid"] for k in keys], [key_id(k["publicKeyPem"]) for k in keys])

    @unittest.skipUnless(ed25519_available(), "offline Ed25519 needs the cryptography package")
    def test_offline_with_the_servers_public_keys(self) -> None:
        keys = [{"kid": k["kid"], "publicKeyPem": k["publicKeyPem"]} for k in self.client.public_keys()["keys"]]
        out = verify_record(self.envelope, keys)
        self.assertTrue(out["valid"], out["errors"])
        self.assertEqual(out["record"]["decision"]["verdict"], "ALLOW")
        auto = verify_record_auto(self.envelope, self.client)
        self.assertEqual((auto["valid"], auto["via"], auto["keyid"]), (True, "offline", out["keyid"]))
        bad = verify_record_auto(self.forged, self.client)
        self.assertEqual((bad["valid"], bad["via"]), (False, "offline"))
        self.assertIn("record.decisionSha256 does not match sha256(JCS(record.decision))", bad["errors"])

    def test_without_cryptography_the_server_checks_the_signature(self) -> None:
        with mock.patch.object(records, "_ED25519", False):
            self.assertFalse(ed25519_available())
            with self.assertRaises(Ed25519Unavailable):
                verify_record(self.envelope, [])
            ok = verify_record_auto(self.envelope, self.client)
            self.assertEqual((ok["valid"], ok["via"], ok["errors"]), (True, "server", []))
            self.assertEqual(ok["record"]["decision"]["decisionId"], self.decision["decisionId"])
            bad = verify_record_auto(self.forged, self.client)
            self.assertEqual((bad["valid"], bad["via"], bad["keyid"], bad["record"]), (False, "server", None, None))
            self.assertIn("record.decisionSha256 does not match sha256(JCS(record.decision))", bad["errors"])

    def test_the_fallback_still_checks_the_payload_locally(self) -> None:
        class Lenient:  # a server that would accept anything: the local checks must still refuse
            def verify_record_remote(self, envelope: Any) -> Dict[str, Any]:
                return {"valid": True, "keyid": "k1", "record": {}, "errors": []}

        not_canonical = dict(self.envelope, payload=B64(json.dumps(json.loads(base64.b64decode(self.envelope["payload"])), indent=1).encode()))
        with mock.patch.object(records, "_ED25519", False):
            out = verify_record_auto(not_canonical, Lenient())  # type: ignore[arg-type]
        self.assertEqual((out["valid"], out["errors"]), (False, ["payload is not in JCS canonical form"]))


if __name__ == "__main__":
    unittest.main()
