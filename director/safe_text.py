"""Text that came from an input, made safe to show on the director's terminal.

A ruling note, a player's remark, a file name or a record's field can hold control
characters: an escape sequence (``ESC [2J`` clears the screen, ``ESC ]0;…BEL`` sets the
window title), a carriage return that overwrites what was printed, a bidirectional
override that reorders it. :func:`visible` writes each one as its Python escape
(``\\x1b``), so what the director sees is what was typed, and nothing acts on his terminal.
"""

from __future__ import annotations

import re

__all__ = ["visible"]

# C0 controls but tab and newline, DEL, C1 controls, the line and paragraph separators and
# the bidirectional embeddings, overrides and isolates.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_OR_NEWLINE = re.compile(f"[\n\t{_CONTROL.pattern[1:-1]}]")


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str, *, lines: bool = True) -> str:
    """``text`` with every control character written as its escape (``\\x1b``); tabs and
    newlines are kept when ``lines`` (a note of several lines), escaped otherwise (a cell
    of a table, a one-line message).

    >>> visible("\\x1b[2Jhello\\x07")
    '\\\\x1b[2Jhello\\\\x07'
    >>> visible("a\\nb", lines=False)
    'a\\\\x0ab'
    """
    pattern = _CONTROL if lines else _CONTROL_OR_NEWLINE
    return pattern.sub(_escape, text)
