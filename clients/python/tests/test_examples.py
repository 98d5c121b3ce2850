"""The README's examples are the files in examples/, verbatim, and they run against the server."""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import subprocess
import sys
import unittest
from types import ModuleType

from .support import shared_server

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(HERE, "examples")
NAMES = ["quickstart", "langchain_callback", "openai_guardrail"]


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"latchkey_example_{name}", os.path.join(EXAMPLES, f"{name}.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Examples(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = shared_server()
        cls.agent_id, cls.key = cls.server.new_agent(["send_email"])

    def test_the_readme_shows_each_example_file_as_it_is(self) -> None:
        with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
            blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
        for name in NAMES:
            with open(os.path.join(EXAMPLES, f"{name}.py"), encoding="utf-8") as f:
                self.assertIn(f.read(), blocks, f"README.md does not show examples/{name}.py as it is")

    def test_quickstart(self) -> None:
        out = load("quickstart").main(self.server.url, self.key, self.agent_id)
        self.assertIn("[REDACTED:EMAIL]", out)
        self.assertNotIn("jane.roe@example.org", out)

    def test_quickstart_as_a_script(self) -> None:
        env = dict(
            os.environ,
            PYTHONPATH=os.path.join(HERE, "src"),
            LATCHKEY_URL=self.server.url,
            LATCHKEY_AGENT_KEY=self.key,
            LATCHKEY_AGENT_ID=self.agent_id,
        )
        done = subprocess.run(
            [sys.executable, os.path.join(EXAMPLES, "quickstart.py")], env=env, capture_output=True, timeout=60
        )
        self.assertEqual(done.returncode, 0, done.stderr.decode())
        self.assertIn(b"[REDACTED:EMAIL]", done.stdout)

    def test_langchain_style_callback(self) -> None:
        log = load("langchain_callback").main(self.server.url, self.key, self.agent_id)
        self.assertEqual(
            log, ["ran", "ran", "ran", "stopped: tool-not-allowed", "stopped: prompt-injection-detected"]
        )

    def test_openai_agents_guardrail(self) -> None:
        results = load("openai_guardrail").main(self.server.url, self.key, self.agent_id)
        self.assertEqual(results[0][0], False)
        self.assertEqual(results[1][:2], (True, "prompt-injection-detected"))
        tripped, _, redacted = results[2]
        self.assertTrue(tripped)
        self.assertIn("[REDACTED:EMAIL]", redacted)


class RunsOnPython39(unittest.TestCase):
    def test_the_package_and_examples_parse_as_python_3_9(self) -> None:
        roots = [os.path.join(HERE, "src", "latchkey"), EXAMPLES]
        files = [os.path.join(r, f) for r in roots for f in sorted(os.listdir(r)) if f.endswith(".py")]
        self.assertGreater(len(files), 5)
        for path in files:
            with open(path, encoding="utf-8") as f:
                ast.parse(f.read(), path, feature_version=(3, 9))


if __name__ == "__main__":
    unittest.main()
