"""Calls of the contrée auction: pass, a bid (80-160 by tens, or capot) with a trump suit,
contre and surcontre. Parsing is lenient about the level: a bid of 85 or 170 is read, and the
table rules on it (article 6A); only text that is no call at all is an input error."""

from __future__ import annotations

import dataclasses
import re

from director.belote.cards import ALL_TRUMPS, Suit, Trump
from director.belote.options import InvalidBeloteError

__all__ = ["CAPOT", "Call", "parse_call"]

CAPOT = 250  # capot ranks above every numbered bid (article 3C)
_BID = re.compile(r"^(?P<level>\d{1,4}|CAPOT)\s*(?P<denom>[SHDC]|TA|SA)$")


@dataclasses.dataclass(frozen=True)
class Call:
    """``kind`` is pass, bid, contre or surcontre; a bid has a level (CAPOT for capot) and a
    denomination (S, H, D, C; TA/SA only read, see article 3D)."""

    kind: str
    level: int = 0
    denomination: str = ""

    @property
    def is_capot(self) -> bool:
        return self.kind == "bid" and self.level == CAPOT

    @property
    def trump(self) -> Trump:
        """The contract's trump: a suit, all trumps (``TA``) or ``None`` at no trumps."""
        if self.denomination == "TA":
            return ALL_TRUMPS
        return Suit(self.denomination) if self.denomination in ("S", "H", "D", "C") else None

    def __str__(self) -> str:
        if self.kind == "bid":
            return (
                f"capot{self.denomination}" if self.is_capot else f"{self.level}{self.denomination}"
            )
        return {"pass": "pass", "contre": "contre", "surcontre": "surcontre"}[self.kind]


def parse_call(text: str) -> Call | None:
    """A call, or ``None`` when the text is not a call (it may be a card).

    >>> [str(parse_call(t)) for t in ("90S", "capot h", "X", "xx", "P")]
    ['90S', 'capotH', 'contre', 'surcontre', 'pass']
    """
    t = text.strip().upper()
    if t in ("P", "PASS", "PASSE"):
        return Call("pass")
    if t in ("X", "CONTRE"):
        return Call("contre")
    if t in ("XX", "SURCONTRE"):
        return Call("surcontre")
    if t == "CAPOT":
        raise InvalidBeloteError(f"{text!r}: a capot names its trump suit, e.g. capotH")
    m = _BID.match(t)
    if m is None:
        return None
    level = CAPOT if m["level"] == "CAPOT" else int(m["level"])
    return Call("bid", level, m["denom"])
