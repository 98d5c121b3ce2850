"""docs/integrations/python.md, followed as written.

The guide's set-up commands (the agent and its key, the agent's model upstream) run in bash against
a real local server, with the guide's URLs pointed at it and at a local OpenAI-compatible upstream;
every ```python block then runs as its own script with the environment variables the guide tells
the reader to set, and must print the ```text block shown under it (``…`` stands for any text on
its line). The ```python snippet of openai.md runs too when the ``openai`` package is installed.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from typing import Dict, List, Tuple

from .openai_upstream import FakeOpenAI
from .support import REPO, LocalServer

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDES = os.path.join(REPO, "docs", "integrations")
# The guide's own URLs, replaced by the local ones; everything else runs as printed.
GUIDE_URL = "http://127.0.0.1:8080"
PROVIDER_URL = "https://api.openai.com/v1"
SECRET = "Use the deploy key ghp_R8x2LmQ9vT4kZ7wN1cY6pB3sH5dF0gJ2aE8u"  # latch-1 blocks it at output


def blocks(name: str) -> List[Tuple[str, str]]:
    with open(os.path.join(GUIDES, name), encoding="utf-8") as f:
        return re.findall(r"^```(\w*)\n(.*?)^```$", f.read(), re.S | re.M)


def snippets_with_output() -> List[Tuple[str, str]]:
    """Each python block of python.md and the text block right after it."""
    found = blocks("python.md")
    pairs = []
    for i, (lang, code) in enumerate(found):
        if lang == "python":
            after = found[i + 1] if i + 1 < len(found) else ("", "")
            assert after[0] == "text", f"python block {len(pairs) + 1} of python.md shows no ```text output"
            pairs.append((code, after[1]))
    return pairs


def shell_block(containing: str) -> str:
    found = [code for lang, code in blocks("python.md") if lang == "sh" and containing in code]
    assert len(found) == 1, f"python.md has {len(found)} sh blocks with {containing!r}"
    return found[0]


def printed_pattern(shown: str) -> str:
    return "\n".join("[^\n]*".join(map(re.escape, line.split("…"))) for line in shown.split("\n"))


class Guide(unittest.TestCase):
    env: Dict[str, str]

    @classmethod
    def setUpClass(cls) -> None:
        if shutil.which("curl") is None or shutil.which("bash") is None:
            raise unittest.SkipTest("the guide's set-up commands need bash and curl")
        # A loopback upstream is refused unless the operator allows it, as openai.md says.
        cls.upstream = FakeOpenAI()
        try:
            cls.server = LocalServer({"LATCHKEY_ALLOW_INSECURE_DESTINATIONS": "true"})
        except BaseException:
            cls.upstream.close()
            raise
        try:
            cls.env = cls.set_up_as_the_guide_says()
        except BaseException:
            cls.tearDownClass()
            raise

    @classmethod
    def tearDownClass(cls) -> None:
        cls.upstream.close()
        cls.server.stop()

    @classmethod
    def bash(cls, script: str, env: Dict[str, str]) -> str:
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script], cwd=REPO, env=env, capture_output=True, timeout=60
        )
        if done.returncode != 0:
            raise AssertionError(f"bash failed: {done.stderr.decode()}\n{cls.server.log_text()}")
        return done.stdout.decode()

    @classmethod
    def set_up_as_the_guide_says(cls) -> Dict[str, str]:
        base = dict(os.environ, LK=cls.server.admin_key)
        for name in ("LATCHKEY_URL", "LATCHKEY_AGENT_ID", "LATCHKEY_AGENT_KEY"):
            base.pop(name, None)
        names = "LATCHKEY_URL LATCHKEY_AGENT_ID LATCHKEY_AGENT_KEY"
        key_block = shell_block("/provision").replace(GUIDE_URL, cls.server.url)
        out = cls.bash(f'{key_block}\nfor v in {names}; do printf "%s=%s\\n" "$v" "${{!v}}"; done', base)
        env = dict(base, **dict(line.split("=", 1) for line in out.splitlines()))
        assert env["LATCHKEY_URL"] == cls.server.url, out
        assert env["LATCHKEY_AGENT_ID"].startswith("agt_"), out
        assert env["LATCHKEY_AGENT_KEY"].startswith("lk_live_"), "the provision answer carries no apiKey"

        upstream_block = shell_block("/gateway").replace(PROVIDER_URL, cls.upstream.url)
        settings = cls.bash(upstream_block, dict(env, OPENAI_API_KEY=cls.upstream.key))
        assert '"upstreamApiKeyMasked":"****7c2e"' in settings, settings
        assert cls.upstream.key not in settings
        env.pop("LK")  # the snippets are the agent's: they never hold the admin key
        return env

    def run_python(self, code: str, first_on_path: Tuple[str, ...] = ()) -> str:
        # From the examples directory, where the guide says its LangChain and guardrail snippets run;
        # the package through PYTHONPATH, the guide's no-install option.
        env = dict(self.env, PYTHONPATH=os.pathsep.join([*first_on_path, os.path.join(HERE, "src")]))
        done = subprocess.run(
            [sys.executable, "-"], input=code.encode(), cwd=os.path.join(HERE, "examples"), env=env,
            capture_output=True, timeout=120,
        )
        self.assertEqual(done.returncode, 0, f"{done.stderr.decode()}\n{code}")
        return done.stdout.decode()

    def test_each_python_snippet_prints_what_the_guide_shows(self) -> None:
        pairs = snippets_with_output()
        self.assertEqual(len(pairs), 5)
        for n, (code, shown) in enumerate(pairs, 1):
            with self.subTest(snippet=n, first_line=code.splitlines()[0]):
                self.assertRegex(self.run_python(code), f"^{printed_pattern(shown)}$")

    def test_the_gateway_snippet_sends_the_model_only_the_redacted_prompt(self) -> None:
        (code,) = [c for c, _ in snippets_with_output() if "/gateway/v1/chat/completions" in c]
        self.upstream.received.clear()
        out = self.run_python(code)
        self.assertEqual(
            out, "Understood. Draft a note for [REDACTED:EMAIL]\nrefused: prompt-injection-detected\n"
        )
        # One upstream call: the injected prompt never left.
        self.assertEqual(len(self.upstream.received), 1)
        self.assertEqual(self.upstream.received[0]["messages"][-1]["content"], "Draft a note for [REDACTED:EMAIL]")
        self.assertNotIn("jane.roe@example.org", "".join(self.upstream.prompts()))
        # A credential in the model's answer: 403 at output, which the snippet prints as a refusal.
        self.upstream.say = SECRET
        try:
            out = self.run_python(code)
        finally:
            self.upstream.say = None
        self.assertEqual(out.splitlines()[0], "refused: secret-detected")

    def test_the_record_snippet_without_cryptography_goes_through_the_server(self) -> None:
        ((code, shown),) = [p for p in snippets_with_output() if "verify_record_auto" in p[0]]
        with tempfile.TemporaryDirectory() as hide:
            os.mkdir(os.path.join(hide, "cryptography"))
            with open(os.path.join(hide, "cryptography", "__init__.py"), "w", encoding="utf-8") as f:
                f.write('raise ImportError("hidden by test_guide")\n')
            out = self.run_python(code + 'print(check["via"])\n', first_on_path=(hide,))
        self.assertEqual(out, f"{shown}server\n")

    @unittest.skipUnless(
        importlib.util.find_spec("openai"),
        "the openai package is not installed (Debian bookworm has no python3-openai; `pip install openai` "
        "runs openai.md's Python snippet); python.md's urllib variant of the same call runs regardless",
    )
    def test_the_openai_snippet_of_openai_md(self) -> None:
        (code,) = [c for lang, c in blocks("openai.md") if lang == "python"]
        self.assertEqual(self.run_python(code), "Understood. Draft a note for [REDACTED:EMAIL]\n")
        self.upstream.say = SECRET
        try:
            self.assertEqual(self.run_python(code), "refused: secret-detected\n")
        finally:
            self.upstream.say = None


class GuideParsesAsPython39(unittest.TestCase):
    def test_every_python_block_of_the_guides(self) -> None:
        codes = [c for name in ("python.md", "openai.md") for lang, c in blocks(name) if lang == "python"]
        self.assertGreater(len(codes), 5)
        for code in codes:
            ast.parse(code, "guide", feature_version=(3, 9))


if __name__ == "__main__":
    unittest.main()
