"""Text printed to a terminal: what a name may hold that the terminal would obey, not show.

A member's name comes from whoever typed or imported it; printed raw, an ESC starts an
escape sequence (colours, cursor moves, a new window title), a BEL rings, and U+009B is the
one-character CSI of an 8-bit terminal.  The commands print names through these two.
"""

from __future__ import annotations

import re

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")   # C0 (ESC, BEL, tab, newline...), DEL and C1 (U+009B)
_NOT_ESCAPED_BY_JSON = re.compile("[\x7f-\x9f]")   # json.dumps escapes C0 itself, never DEL or C1


def printable(text: str) -> str:
    """``text`` with each control character shown as its escape (ESC as ``\\x1b``): one line."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def printable_json(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with DEL and C1 escaped as ``\\u00XX``:
    the same document, safe to print."""
    return _NOT_ESCAPED_BY_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
