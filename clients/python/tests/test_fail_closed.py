"""The Pep fails closed, as the TypeScript one does: every fault of the PDP or the network is a
BLOCK with its own rule, after exactly one request, and nothing is raised."""

from __future__ import annotations

import socket
import threading
import unittest
from http.server import BaseHTTPRequestHandler
from typing import Any, Dict, List, Optional

from latchkey import PdpClient, PdpError, Pep, PepDecision, allowed, content_to_use

from .support import FakePdp, LocalServer, closed_port_url, send_json, send_raw

KEY = "lk_live_pepTestKey000000000000000000"


def decision(**over: Any) -> Dict[str, Any]:
    d = {
        "verdict": "ALLOW",
        "stage": "action",
        "policyId": "default-allow",
        "rule": "no-latch-matched",
        "reason": "no latch matched",
        "transformedContent": None,
        "tool": "transfer_funds",
        "permitId": "pmt_01JTEST",
        "attachedPolicyIds": ["latch-0"],
        "decisionId": "dec_01JTEST",
        "escalationId": None,
        "matches": [],
        "simulated": False,
        "evaluatedAt": 1_700_000_000_000,
    }
    d.update(over)
    return d


def answer(status: int, body: Any, headers: Optional[Dict[str, str]] = None):
    return lambda h, seen: send_json(h, status, body, headers)


def raw(data: bytes):
    return lambda h, seen: send_raw(h, 200, data)


def cut_mid_body(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
    h.send_response(200)
    h.send_header("content-type", "application/json")
    h.send_header("content-length", "2000")
    h.end_headers()
    h.wfile.write(b'{"verdict":"ALLOW","sta')
    h.wfile.flush()
    h.connection.shutdown(socket.SHUT_RDWR)


def cut_before_answer(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
    h.connection.shutdown(socket.SHUT_RDWR)


def status_line_garbage(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
    h.wfile.write(b"SMTP ready\r\n\r\n")
    h.wfile.flush()
    h.connection.shutdown(socket.SHUT_RDWR)


FAULTS = [
    ("500", answer(500, {"error": "internal error"}), "pep-http-500", "internal error"),
    ("404 agent not found", answer(404, {"error": "agent not found"}), "pep-http-404", "HTTP 404: agent not found"),
    ("429 with Retry-After", answer(429, {"error": "rate limited"}, {"retry-after": "5"}), "pep-http-429", "retry after 5 s"),
    ("502 from a proxy, HTML", lambda h, s: send_raw(h, 502, b"<html>bad gateway</html>"), "pep-http-502", "HTTP 502"),
    ("200 that is not JSON", raw(b"<html>proxy says hi</html>"), "pep-malformed-response", "not JSON"),
    ("200 with NaN", raw(b'{"verdict":NaN}'), "pep-malformed-response", "not JSON"),
    ("200 that is not UTF-8", raw(b'{"verdict":"\xff"}'), "pep-malformed-response", "not JSON"),
    ("200 missing fields", answer(200, {"verdict": "ALLOW"}), "pep-malformed-response", "stage is missing"),
    ("200 with a JSON array", answer(200, [decision()]), "pep-malformed-response", "not a JSON object"),
    ("200 for another stage", answer(200, decision(stage="input")), "pep-malformed-response", 'stage "input", not "action"'),
    ("200 non-string transformedContent", answer(200, decision(transformedContent=42)), "pep-malformed-response", "transformedContent"),
    ("200 with verdict MAYBE", answer(200, decision(verdict="MAYBE")), "pep-unknown-verdict", "MAYBE"),
    ("200 with verdict allow (lower case)", answer(200, decision(verdict="allow")), "pep-unknown-verdict", "allow"),
    ("connection cut mid-answer", cut_mid_body, "pep-network-error", "PDP unreachable"),
    ("connection cut before any answer", cut_before_answer, "pep-network-error", "PDP unreachable"),
    ("not HTTP at all", status_line_garbage, "pep-network-error", "PDP unreachable"),
]


class PepFailsClosed(unittest.TestCase):
    def assert_fail_closed(self, d: PepDecision, rule: str, reason: Optional[str] = None) -> None:
        self.assertEqual(d["verdict"], "BLOCK")
        self.assertEqual(d["policyId"], "pep-fail-closed")
        self.assertEqual(d["rule"], rule)
        self.assertIs(d["failClosed"], True)
        self.assertEqual(d["decisionId"], "")
        self.assertIsNone(d["permitId"])
        self.assertEqual(d["stage"], "action")
        self.assertEqual(d["tool"], "transfer_funds")
        self.assertFalse(allowed(d))
        self.assertTrue(d["reason"])
        if reason:
            self.assertIn(reason, d["reason"])

    def test_each_fault_is_a_block_after_one_request(self) -> None:
        for name, handler, rule, reason in FAULTS:
            with self.subTest(name):
                fake = FakePdp(handler)
                try:
                    errors: List[BaseException] = []
                    pep = Pep(
                        {"base_url": fake.url, "api_key": KEY},
                        "agt_1",
                        timeout=5,
                        on_error=lambda err, d: errors.append(err),
                    )
                    self.assert_fail_closed(pep.check_action("transfer_funds", {"amount": 5}), rule, reason)
                    self.assertEqual(len(fake.seen), 1, "one request, no retry")
                    self.assertEqual(len(errors), 1)
                    self.assertIsInstance(errors[0], PdpError)
                finally:
                    fake.close()

    def test_a_server_that_never_answers_is_a_timeout(self) -> None:
        arrived = threading.Event()

        def hang(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
            arrived.set()
            fake.release.wait()

        fake = FakePdp(hang)
        try:
            pep = Pep({"base_url": fake.url, "api_key": KEY}, "agt_1", timeout=0.3)
            self.assert_fail_closed(pep.check_action("transfer_funds", {}), "pep-timeout", "within 300 ms")
            self.assertTrue(arrived.wait(5))
            self.assertEqual(len(fake.seen), 1)
        finally:
            fake.close()

    def test_its_own_deadline_wins_over_a_shared_client_with_a_longer_one(self) -> None:
        fake = FakePdp(lambda h, s: fake.release.wait())
        try:
            client = PdpClient(fake.url, KEY, timeout=60)
            self.assert_fail_closed(Pep(client, "agt_1", timeout=0.2).check_action("transfer_funds", {}), "pep-timeout")
        finally:
            fake.close()

    def test_a_client_that_ignores_every_deadline_still_cannot_hold_the_step(self) -> None:
        stuck = threading.Event()

        class Deaf:
            def authorize(self, req: Any) -> Any:
                stuck.wait(30)
                return decision()

        try:
            self.assert_fail_closed(Pep(Deaf(), "agt_1", timeout=0.2).check_action("transfer_funds", {}), "pep-timeout")
        finally:
            stuck.set()

    def test_connection_refused(self) -> None:
        pep = Pep({"base_url": closed_port_url(), "api_key": KEY}, "agt_1", timeout=2)
        self.assert_fail_closed(pep.check_action("transfer_funds", {}), "pep-network-error", "ECONNREFUSED")

    def test_a_stopped_server(self) -> None:
        server = LocalServer()
        try:
            agent_id, key = server.new_agent(["transfer_funds"])
            pep = Pep({"base_url": server.url, "api_key": key}, agent_id)
            self.assertEqual(pep.check_action("transfer_funds", {"amount": 5, "verification": "verified"})["verdict"], "ALLOW")
        finally:
            server.stop()
        self.assert_fail_closed(pep.check_action("transfer_funds", {"amount": 5}), "pep-network-error")

    def test_a_raising_on_error_unusable_args_and_a_bad_client_still_give_a_block(self) -> None:
        fake = FakePdp(answer(500, {"error": "internal error"}))
        try:

            def loud(err: BaseException, d: PepDecision) -> None:
                raise RuntimeError("logger down")

            async def async_logger(err: BaseException, d: PepDecision) -> None:
                raise RuntimeError("never run")

            pep = Pep({"base_url": fake.url, "api_key": KEY}, "agt_1", on_error=loud)
            self.assert_fail_closed(pep.check_action("transfer_funds", {}), "pep-http-500")
            cyclic: Dict[str, Any] = {}
            cyclic["self"] = cyclic
            self.assert_fail_closed(pep.check_action("transfer_funds", cyclic), "pep-internal-error", "Circular")
            self.assert_fail_closed(pep.check_action("transfer_funds", {"at": object()}), "pep-internal-error")
            self.assert_fail_closed(pep.check_action("transfer_funds", {"x": float("nan")}), "pep-internal-error")
            self.assertEqual(len(fake.seen), 1, "nothing unserializable reached the server")
            quiet = Pep({"base_url": fake.url, "api_key": KEY}, "agt_1", on_error=async_logger)
            self.assert_fail_closed(quiet.check_action("transfer_funds", {}), "pep-http-500")
        finally:
            fake.close()

        class Broken:
            def authorize(self, req: Any) -> Any:
                raise KeyError("oops")

        self.assert_fail_closed(Pep(Broken(), "agt_1").check_action("transfer_funds", {}), "pep-internal-error")

    def test_a_content_stage_fault_keeps_the_stage_and_has_no_tool(self) -> None:
        pep = Pep({"base_url": closed_port_url(), "api_key": KEY}, "agt_1")
        d = pep.check_delivery("hi")
        self.assertEqual((d["verdict"], d["stage"], d["tool"]), ("BLOCK", "delivery", None))
        self.assertEqual(content_to_use(d, "hi"), "hi")


class PepOnTheWire(unittest.TestCase):
    def test_one_request_per_method_with_the_step_on_the_wire(self) -> None:
        def reply(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
            b = seen["body"]
            over: Dict[str, Any] = {"stage": b["stage"], "tool": None, "permitId": None}
            if b["stage"] == "output":
                over.update(verdict="WARN", transformedContent="[REDACTED:EMAIL]")
            if b["stage"] == "action":
                over.update(tool="send_email", permitId="pmt_1")
            send_json(h, 200, decision(**over))

        fake = FakePdp(reply)
        try:
            pep = Pep({"base_url": fake.url, "api_key": KEY}, "agt_1", session="sess_1")
            calls = [
                (lambda: pep.check_input("hello"), {"stage": "input", "content": "hello"}),
                (lambda: pep.check_context_egress("ctx"), {"stage": "context_egress", "content": "ctx"}),
                (lambda: pep.check_output("mail a@b.org"), {"stage": "output", "content": "mail a@b.org"}),
                (lambda: pep.check_delivery("bye"), {"stage": "delivery", "content": "bye"}),
                (lambda: pep.check_action("Send-Email", {"to": "x"}), {"stage": "action", "tool": "Send-Email", "args": {"to": "x"}}),
                (
                    lambda: pep.check_action("Send-Email", {"to": "x"}, escalation_id="esc_1"),
                    {"stage": "action", "tool": "Send-Email", "args": {"to": "x"}, "escalationId": "esc_1"},
                ),
            ]
            for call, step in calls:
                before = len(fake.seen)
                d = call()
                self.assertEqual(len(fake.seen), before + 1)
                seen = fake.seen[-1]
                self.assertEqual((seen["method"], seen["path"]), ("POST", "/api/policy/authorize"))
                self.assertEqual(seen["headers"]["Authorization"], f"Bearer {KEY}")
                self.assertTrue(seen["headers"]["Content-Type"].startswith("application/json"))
                self.assertEqual(seen["body"], {"agentId": "agt_1", "session": "sess_1", **step})
                self.assertEqual(d["stage"], step["stage"])
                self.assertIs(d["failClosed"], False)
            warn = pep.check_output("mail a@b.org")
            self.assertEqual(content_to_use(warn, "mail a@b.org"), "[REDACTED:EMAIL]")
            Pep({"base_url": fake.url, "api_key": KEY}, "agt_1").check_input("x")
            self.assertNotIn("session", fake.seen[-1]["body"], "no session unless given")
        finally:
            fake.close()


if __name__ == "__main__":
    unittest.main()
