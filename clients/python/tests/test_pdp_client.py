"""PdpClient on the wire: paths under a base path, query values, errors in the PDP's shape."""

from __future__ import annotations

import unittest
from http.server import BaseHTTPRequestHandler
from typing import Any, Dict

from latchkey import LatchkeyError, PdpClient, PdpHttpError, PdpInvalidResponse, parse_retry_after

from .support import FakePdp, send_json, send_raw

KEY = "lk_live_clientTestKey0000000000000000"


def route(h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
    path = seen["path"]
    if path.startswith("/pdp/api/events?"):
        send_json(h, 200, {"events": [], "nextCursor": None}, {"x-request-id": "req_1"})
    elif path == "/pdp/api/agents/agt%2F1":
        h.send_response(204)
        h.end_headers()
    elif path == "/pdp/api/verification-record/sign":
        send_json(h, 200, {"schema": "s", "payloadType": "p", "payload": "", "signatures": []})
    elif path == "/pdp/api/escalations?status=pending&limit=5":
        send_json(h, 503, {"error": "draining"}, {"retry-after": "7", "x-request-id": "req_2"})
    elif path == "/pdp/api/policies":
        send_json(h, 400, {"error": {"type": "invalid_request_error", "message": "name is required"}})
    else:
        send_raw(h, 200, b"<html>not the PDP</html>")


class PdpClientOnTheWire(unittest.TestCase):
    def setUp(self) -> None:
        self.fake = FakePdp(route)
        self.client = PdpClient(self.fake.url + "/pdp/", KEY)

    def tearDown(self) -> None:
        self.fake.close()

    def test_paths_keep_the_base_path_and_queries_read_as_the_server_expects(self) -> None:
        self.assertEqual(self.client.list_events(session="s 1", limit=2, agentId=None, simulated=True), {"events": [], "nextCursor": None})
        seen = self.fake.seen[-1]
        self.assertEqual(seen["path"], "/pdp/api/events?session=s+1&limit=2&simulated=true")
        self.assertEqual(seen["headers"]["Authorization"], f"Bearer {KEY}")
        self.assertIsNone(self.client.delete_agent("agt/1"))
        self.assertEqual(self.fake.seen[-1]["method"], "DELETE")

    def test_sign_record_leaves_the_peps_own_note_out(self) -> None:
        self.client.sign_record({"verdict": "ALLOW", "decisionId": "dec_1", "failClosed": False})
        self.assertEqual(self.fake.seen[-1]["body"], {"verdict": "ALLOW", "decisionId": "dec_1"})

    def test_errors_carry_status_text_retry_after_and_request_id(self) -> None:
        with self.assertRaises(PdpHttpError) as busy:
            self.client.list_escalations(status="pending", limit=5)
        e = busy.exception
        self.assertEqual((e.status, e.message, e.retry_after, e.request_id, e.code), (503, "draining", 7, "req_2", "http_error"))
        self.assertIsInstance(e, LatchkeyError)
        with self.assertRaises(PdpHttpError) as bad:
            self.client.create_policy({})
        self.assertEqual((bad.exception.status, bad.exception.message, bad.exception.retry_after), (400, "name is required", None))
        with self.assertRaises(PdpInvalidResponse) as html:
            self.client.get_policy("pol_1")  # a proxy page where the PDP should be
        self.assertEqual((html.exception.status, html.exception.code), (200, "invalid_response"))

    def test_bad_settings_fail_when_the_client_is_built(self) -> None:
        for url in ["not a url", "ftp://host", "http://", "http://host/?q=1"]:
            with self.subTest(url=url), self.assertRaises(ValueError):
                PdpClient(url, KEY)
        with self.assertRaises(ValueError):
            PdpClient("http://127.0.0.1:1", KEY, timeout=0)

    def test_retry_after_as_seconds_or_a_date(self) -> None:
        self.assertEqual(parse_retry_after("120"), 120)
        self.assertEqual(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT"), 0)
        self.assertIsNone(parse_retry_after("soon"))
        self.assertIsNone(parse_retry_after(None))


if __name__ == "__main__":
    unittest.main()
