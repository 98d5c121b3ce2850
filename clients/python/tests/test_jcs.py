"""JCS (RFC 8785) in Python against the TypeScript implementation's own outputs, run in node on the
same JSON texts: numbers, escapes, key order; and the RFC's published examples."""

from __future__ import annotations

import json
import os
import random
import struct
import subprocess
import unittest
from typing import Any, Dict, List

from latchkey import canonical_json
from latchkey.jcs import format_number
from latchkey.pdp_client import parse_json

from .support import REPO, node

TS_MODULE = os.path.join(REPO, "packages", "client", "dist", "canonical-json.js")

# Each text is parsed by JSON.parse in node and json.loads here, then canonicalized by both.
TRICKY = [
    # numbers: ECMAScript's switch to exponents at 1e21 and 1e-7, -0, doubles beyond 2**53
    "[0, -0, -0.0, 1, -1, 1.0, 1.5, 4.50, 2e-3, 0.000001, 1e-6, 1e-7, 1.5e-7, 123e-20]",
    "[1e20, 1e21, 1e+21, 123456789012345680000, 1234567890123456789012, 1E30, -1.5e300]",
    "[9007199254740991, 9007199254740992, 9007199254740993, 18014398509481985, -9007199254740993]",
    "[333333333.33333329, 0.1, 0.2, 0.30000000000000004, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308]",
    "[100, 1e2, 12345678901234567890, 0.00001, 0.0000001234, 1e-6, 999999999999999999999]",
    # strings: the escapes JSON.stringify writes and those it does not
    r'["\u0000\u0001\u001f", "\b\f\n\r\t", "\"\\\/", "\u007f\u0080\u00ff", "\u2028\u2029", "\u20ac", "\ud83d\ude00", "é", "ﬂ"]',
    r'{"\u20ac":"Euro","\r":"CR","\ufb33":"Hebrew","1":"One","\ud83d\ude00":"Smiley","\u0080":"Ctl","\u00f6":"o"}',
    # key order by UTF-16 code units: an astral character sorts before U+FB33 though its code point is larger
    r'{"b":1,"a":{"z":[],"y":{}},"A":null,"aa":true,"\ud800\udc00":2,"\uffff":3,"":false}',
    '{"nested":[{"k":[1,{"b":2,"a":1}]},[],{}],"x":"y"}',
    '"just a string"',
    "true",
    "null",
    # what I-JSON cannot carry: both must refuse
    r'{"a":"\ud800"}',
    r'["\udc00x"]',
    "1e400",
    "[-1e400]",
]

TS_SCRIPT = """
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const { canonicalJson } = await import(pathToFileURL(process.argv[1]).href);
const texts = JSON.parse(readFileSync(0, 'utf8'));
const out = texts.map((t) => {
  try { return { ok: canonicalJson(JSON.parse(t)) }; } catch (e) { return { error: e.message }; }
});
process.stdout.write(JSON.stringify(out));
"""


def run_ts(texts: List[str]) -> List[Dict[str, str]]:
    done = subprocess.run(
        [node(), "--input-type=module", "-e", TS_SCRIPT, TS_MODULE],
        input=json.dumps(texts).encode("utf-8"),
        capture_output=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def run_py(text: str) -> Dict[str, str]:
    try:
        return {"ok": canonical_json(parse_json(text))}
    except ValueError as err:
        return {"error": str(err)}


class CanonicalJsonLikeTypeScript(unittest.TestCase):
    def test_tricky_values_match_the_typescript_output(self) -> None:
        ts = run_ts(TRICKY)
        for text, expected in zip(TRICKY, ts):
            with self.subTest(text=text):
                got = run_py(text)
                if "error" in expected:
                    self.assertIn("error", got, f"TypeScript refused it ({expected['error']}); Python wrote {got}")
                else:
                    self.assertEqual(got, expected)

    def test_refusals_say_why_in_the_same_words(self) -> None:
        self.assertEqual(run_py(r'{"a":"\ud800"}'), {"error": "lone surrogate in string"})
        self.assertEqual(run_py("1e400"), {"error": "Infinity is not allowed in JSON"})
        self.assertEqual(run_ts(["1e400", r'["\ud800"]']), [
            {"error": "Infinity is not allowed in JSON"},
            {"error": "lone surrogate in string"},
        ])
        cyclic: List[Any] = []
        cyclic.append(cyclic)
        with self.assertRaisesRegex(ValueError, "circular reference"):
            canonical_json(cyclic)
        with self.assertRaises(TypeError):
            canonical_json({"a": {1, 2}})
        with self.assertRaises(TypeError):
            canonical_json({1: "int key"})

    def test_random_doubles_are_written_as_ecmascript_writes_them(self) -> None:
        rng = random.Random(8785)
        values: List[float] = []
        while len(values) < 3000:
            x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
            if x == x and abs(x) != float("inf"):
                values.append(x)
        # Also ordinary magnitudes, where the fixed and exponent forms meet.
        values += [rng.uniform(-1e6, 1e6) for _ in range(500)]
        values += [rng.random() * 10 ** rng.randint(-10, 25) for _ in range(500)]
        texts = [repr(v) for v in values]
        ts = run_ts(texts)
        mismatches = [(t, e["ok"], format_number(v)) for t, v, e in zip(texts, values, ts) if e.get("ok") != format_number(v)]
        self.assertEqual(mismatches[:5], [])

    def test_rfc_8785_examples(self) -> None:
        # RFC 8785 §3.2.2.3 (numbers) and §3.2.3 (sorting); written here, not computed.
        self.assertEqual(
            canonical_json(parse_json("[333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001]")),
            "[333333333.3333333,1e+30,4.5,0.002,1e-27]",
        )
        self.assertEqual(
            canonical_json(parse_json(r'{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}')),
            '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\U0001f600":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
        )
        self.assertEqual(canonical_json({"n": -0.0, "big": 2**70, "u": "\u001f\u007f"}), '{"big":1.1805916207174113e+21,"n":0,"u":"\\u001f\u007f"}')


if __name__ == "__main__":
    unittest.main()
