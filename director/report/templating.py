"""The Jinja2 environment of the written ruling and its filters: calls written with suit
symbols, the symbols coloured (HTML), text made safe for a Markdown table, and the deal
drawn in monospace for Markdown."""

from __future__ import annotations

import functools
import re

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup, escape

from director.report.deal import SEAT_NAMES, SUITS, Hand, card
from director.report.irregularity import signed

__all__ = ["diagram_text", "environment", "symbols"]

# A bid written with a letter (1H, 4SX, N:3C) in running text; not a law section (12C, 64C1).
_BID = re.compile(r"(?<![\w])([1-7])([SHDC])(?=X{0,2}(?![\w]))")
# A card written with letters (H7, ST) in running text: a suit letter and a rank, alone.
_CARD = re.compile(r"(?<![\w])([SHDC])([2-9TJQKA])(?![\w])")
_CLASS = {"♠": "spade", "♥": "heart", "♦": "diamond", "♣": "club"}


def symbols(text: object) -> str:
    """``3H`` as ``3♥``, ``H7`` as ``♥7`` in running text."""
    text = _BID.sub(lambda m: m[1] + SUITS[m[2]], str(text))
    return _CARD.sub(lambda m: card(m[1] + m[2]), text)


def suits(text: object) -> Markup:
    """HTML: the text escaped, each suit symbol in a span of its suit's class (its colour)."""
    escaped = str(escape(symbols(text)))
    coloured = re.sub("[♠♥♦♣]", lambda m: f'<span class="{_CLASS[m[0]]}">{m[0]}</span>', escaped)
    return Markup(coloured)


def cell(text: object) -> str:
    """Markdown: a table cell's text on one line, its pipes escaped."""
    return symbols(text).replace("|", "\\|").replace("\n", " ")


def diagram_text(hands: dict[str, Hand]) -> str:
    """The four hands around the compass, in monospace (a Markdown code block)."""

    def lines(seat: str) -> list[str]:
        hand = hands.get(seat)
        if hand is None:
            return []
        name = hand.name + (" (dummy packet)" if hand.packet else "")
        return [name, *(f"{SUITS[s]} {cards}" for s, cards in hand.suits)]

    west, east = lines("W"), lines("E")
    width = max((len(x) for x in west), default=0) + 4
    indent = " " * max(width, 14)
    out = [indent + x for x in lines("N")]
    for i in range(max(len(west), len(east))):
        left = west[i] if i < len(west) else ""
        right = east[i] if i < len(east) else ""
        out.append((left.ljust(len(indent) * 2) + right).rstrip())
    out += [indent + x for x in lines("S")]
    return "\n".join(out)


@functools.cache
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("director.report", "templates"),
        autoescape=select_autoescape(["html.j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(suits=suits, symbols=symbols, cell=cell, signed=signed, weight=_weight)
    env.globals.update(diagram_text=diagram_text, seat_names=SEAT_NAMES)
    return env


def _weight(value: float) -> str:
    return f"{value:g}%"
