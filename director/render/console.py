"""The rich consoles that renderers and questions print to, made on first use.

Whatever they print passes through :class:`_Visible`: every control character in the text
(an escape sequence typed in a note, an explanation or a record's field) is written as its
escape (:func:`director.safe_text.visible`), so nothing printed acts on the terminal. The
console's own styles are not text and are kept.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.console import Console, RenderHook

from director.safe_text import visible

if TYPE_CHECKING:
    from rich.console import ConsoleOptions, ConsoleRenderable, RenderResult

__all__ = ["console", "paged", "visible_console"]

_console: Console | None = None


class _Shown:
    """A renderable whose text segments have their control characters made visible. An
    escape is wider than the character it shows, so a line it makes longer than the width
    goes on over the next lines rather than being cut."""

    def __init__(self, inner: ConsoleRenderable) -> None:
        self.inner = inner

    def __rich_console__(self, out: Console, options: ConsoleOptions) -> RenderResult:
        from rich.segment import Segment

        raw = list(out.render(self.inner, options))
        texts = [s.text for s in raw if not s.control and s.text]
        closed = bool(texts) and texts[-1].endswith("\n")  # the last line ends too
        lines = list(Segment.split_lines(raw))
        width = options.max_width
        for n, line in enumerate(lines):
            shown = [s if s.control else Segment(visible(s.text), s.style) for s in line]
            length = Segment.get_line_length(shown)
            parts = [shown]
            if length > width and length != Segment.get_line_length(line):  # widened here
                parts = list(Segment.divide(shown, range(width, length + width, width)))
            for i, part in enumerate(parts):
                yield from part
                if closed or n < len(lines) - 1 or i < len(parts) - 1:
                    yield Segment.line()


class _Visible(RenderHook):
    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [_Shown(r) for r in renderables]


def visible_console(**options: Any) -> Console:
    """A console (``stderr=True`` for questions and warnings, ``file=`` a buffer) that
    shows control characters as escapes."""
    out = Console(highlight=False, **options)
    out.push_render_hook(_Visible())
    return out


def console() -> Console:
    """The stdout console of the renderers."""
    global _console
    if _console is None:
        _console = visible_console()
    return _console


def paged(show: Callable[[], None]) -> None:
    """What ``show`` prints, through the pager (``$PAGER``, else ``less``) when stdout is
    a terminal and the text is longer than the screen; as it is otherwise."""
    out = console()
    if not out.is_terminal:
        show()
        return
    with out.capture() as captured:
        show()
    text = captured.get()
    if text.count("\n") < out.height:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    import pydoc

    os.environ.setdefault("LESS", "-R")  # less shows the colours instead of their codes
    pydoc.pager(text)
