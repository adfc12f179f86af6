"""Bids named in a search query, read as the table says them (``one club``, ``2 spades``,
``1H``, French ``un trèfle``): each becomes the word *bid*, so that its level is not read as
a Law number nor its suit as a topic; and two bids compared tell the irregularity - a bid
made *over* (or *after*) one it does not outrank is an insufficient bid, a bid *changed
to* another a change of call."""

from __future__ import annotations

import itertools
import re

from director.catalog.words import unaccented

__all__ = ["rewrite"]

_LEVELS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7}  # fmt: skip
_STRAINS = {
    "c": 0, "club": 0, "clubs": 0, "trefle": 0, "trefles": 0,
    "d": 1, "diamond": 1, "diamonds": 1, "carreau": 1, "carreaux": 1,
    "h": 2, "heart": 2, "hearts": 2, "coeur": 2, "coeurs": 2,
    "s": 3, "spade": 3, "spades": 3, "pique": 3, "piques": 3,
    "n": 4, "nt": 4, "notrump": 4, "notrumps": 4, "sa": 4,
}  # fmt: skip
_LEVEL = r"[1-7]|" + "|".join(_LEVELS)
_STRAIN = r"no[ -]?trumps?|sans[ -]atout|" + "|".join(sorted(_STRAINS, key=len, reverse=True))
_BID = re.compile(rf"\b({_LEVEL})\s*({_STRAIN})\b", re.IGNORECASE)
_OVER = re.compile(r"^\s*(?:over|after|on top of|sur|apres)\s*$", re.IGNORECASE)
_TO = re.compile(r"\bto\s*$|\ben\s*$", re.IGNORECASE)
_CHANGE = re.compile(r"\b(chang|correct|modifi)", re.IGNORECASE)


def _rank(level: str, strain: str) -> int:
    number = int(level) if level.isdigit() else _LEVELS[level.lower()]
    key = re.sub(r"[ -]", "", strain.lower())
    suit = 4 if key.startswith(("notrump", "sansatout")) else _STRAINS[key]
    return number * 5 + suit


def rewrite(query: str) -> str:
    """``query`` with each bid read as *bid*, and what two bids compared tell added."""
    text = unaccented(query)
    bids = list(_BID.finditer(text))
    if not bids:
        return query
    extra: list[str] = []
    for first, second in itertools.pairwise(bids):
        between = text[first.end() : second.start()]
        if _OVER.match(between) and _rank(*first.groups()) <= _rank(*second.groups()):
            extra.append("insufficient bid")
        elif _TO.search(between) and _CHANGE.search(text[: first.start()]):
            extra.append("change of call")
    rest = _BID.sub("bid", text)
    return " ".join([rest, *extra])
