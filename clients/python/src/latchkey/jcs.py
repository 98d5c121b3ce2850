"""RFC 8785 (JCS) canonical JSON in pure Python, byte for byte what ``canonicalJson`` in
``packages/client/src/canonical-json.ts`` writes for the same parsed JSON.

Object keys are sorted by UTF-16 code units; numbers are written as ECMAScript writes a double
(``1e+21``, ``1e-7``, ``-0`` -> ``0``; an integer beyond 2**53 is rounded to a double first, as
``JSON.parse`` would have); strings are escaped as ``JSON.stringify`` escapes them. Raises
ValueError for what I-JSON cannot carry: NaN, infinities, lone surrogates, cycles, and TypeError
for values that are not JSON (sets, bytes, objects).
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any, List, Set

# json.dumps(ensure_ascii=False) escapes exactly what JSON.stringify does: " \ \b \f \n \r \t,
# other C0 controls as \u00xx (lower-case hex), and nothing else (not DEL, not U+2028).
_encode_string = json.JSONEncoder(ensure_ascii=False).encode
_SURROGATE = re.compile("[\ud800-\udfff]")


def canonical_json(value: Any) -> str:
    """The JCS form of ``value`` (dict, list, str, int, float, bool, None)."""
    out: List[str] = []
    _write(value, out, set())
    return "".join(out)


def _quote(s: str) -> str:
    # A Python str holds code points: a surrogate in it is unpaired (json.loads joins escaped pairs).
    if _SURROGATE.search(s):
        raise ValueError("lone surrogate in string")
    return _encode_string(s)


def _utf16_key(s: str) -> bytes:
    # Big-endian UTF-16 bytes compare like the code-unit sequence RFC 8785 §3.2.3 sorts by.
    return s.encode("utf-16-be", "surrogatepass")


def format_number(x: float) -> str:
    """ECMAScript Number::toString for a finite double (ECMA-262 §6.1.6.1.20)."""
    if x != x or x in (float("inf"), float("-inf")):
        raise ValueError(f"{_js_name(x)} is not allowed in JSON")
    if x == 0:
        return "0"  # also -0
    sign = "-" if x < 0 else ""
    # repr gives the shortest digits that round-trip, as ECMAScript asks; Decimal splits them.
    digits_t, exp = Decimal(repr(abs(x))).normalize().as_tuple()[1:]
    digits = "".join(map(str, digits_t))
    k = len(digits)
    n = int(exp) + k  # x = 0.digits * 10**n
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = f"{digits[:n]}.{digits[n:]}"
    elif -6 < n <= 0:
        body = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        mantissa = digits if k == 1 else f"{digits[0]}.{digits[1:]}"
        body = f"{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"
    return sign + body


def _to_double(n: int) -> float:
    try:
        return float(n)
    except OverflowError:  # JSON.parse reads such a number as an infinity
        return float("inf") if n > 0 else float("-inf")


def _js_name(x: float) -> str:
    if x != x:
        return "NaN"
    return "Infinity" if x > 0 else "-Infinity"


def _write(value: Any, out: List[str], seen: Set[int]) -> None:
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, str):
        out.append(_quote(value))
    elif isinstance(value, int):
        # Exact below 2**53; beyond, the double JSON.parse would have made of it.
        out.append(str(value) if abs(value) <= 2**53 else format_number(_to_double(value)))
    elif isinstance(value, float):
        out.append(format_number(value))
    elif isinstance(value, (list, tuple)):
        _enter(value, seen)
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(",")
            _write(item, out, seen)
        out.append("]")
        seen.discard(id(value))
    elif isinstance(value, dict):
        _enter(value, seen)
        for key in value:
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, got {type(key).__name__}")
        out.append("{")
        for i, key in enumerate(sorted(value, key=_utf16_key)):
            if i:
                out.append(",")
            out.append(_quote(key))
            out.append(":")
            _write(value[key], out, seen)
        out.append("}")
        seen.discard(id(value))
    else:
        raise TypeError(f"{type(value).__name__} has no JSON representation")


def _enter(container: Any, seen: Set[int]) -> None:
    if id(container) in seen:
        raise ValueError("circular reference")
    seen.add(id(container))
