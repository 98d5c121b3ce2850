"""A local OpenAI-compatible upstream for the model gateway, the Python twin of
``packages/server/test/openai-upstream.ts``: a real HTTP server on a free loopback port that answers
``GET /v1/models`` and ``POST /v1/chat/completions`` (JSON, no streaming) and records what it got.

By default it echoes the last user message (``Understood. <message>``), so a test can see what the
gateway let through; ``say`` makes it answer a fixed text instead.
"""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler
from typing import Any, Dict, List, Optional

from .support import FakePdp, send_json

MODELS = ["gpt-4o-mini", "gpt-test"]


def _last_user_text(messages: List[Dict[str, Any]]) -> str:
    for m in reversed(messages):
        if m.get("role") == "user":
            content = m.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


class FakeOpenAI:
    def __init__(self, key: str = "sk-upstream-test-7c2e") -> None:
        self.key = key
        self.say: Optional[str] = None
        self.received: List[Dict[str, Any]] = []
        self._server = FakePdp(self._answer)
        self.url = f"{self._server.url}/v1"  # the base URL an agent's gateway settings name

    def _answer(self, h: BaseHTTPRequestHandler, seen: Dict[str, Any]) -> None:
        headers = {k.lower(): v for k, v in seen["headers"].items()}
        if headers.get("authorization") != f"Bearer {self.key}":
            error = {"message": "Incorrect API key", "type": "invalid_request_error", "code": "invalid_api_key"}
            return send_json(h, 401, {"error": error})
        if seen["method"] == "GET" and seen["path"] == "/v1/models":
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "test"} for m in MODELS]
            return send_json(h, 200, {"object": "list", "data": data})
        body = seen["body"]
        if seen["method"] != "POST" or seen["path"] != "/v1/chat/completions" or not isinstance(body, dict):
            return send_json(h, 404, {"error": {"message": "no route"}})
        self.received.append(body)
        content = self.say if self.say is not None else f"Understood. {_last_user_text(body.get('messages', []))}"
        message = {"role": "assistant", "content": content, "refusal": None}
        send_json(
            h,
            200,
            {
                "id": "chatcmpl-fake1",
                "object": "chat.completion",
                "created": 1_700_000_000,
                "model": body.get("model"),
                "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            },
        )

    def prompts(self) -> List[str]:
        """Every message text the upstream received, in order: what left for the model."""
        return [json.dumps(b.get("messages"), ensure_ascii=False) for b in self.received]

    def close(self) -> None:
        self._server.close()
