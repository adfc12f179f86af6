"""A Belote result as scorers write it (``100H by N 110``), scored: ``director score
--edition belote-contree``. The melds of the side with the best meld (10E) are added as
``melds=NS:quarte+carreJ`` (a sequence by its name, or with its suit and top card,
``tierceHK``; a four by its rank)."""

from __future__ import annotations

import re

from director.belote.calls import CAPOT, Call
from director.belote.cards import Trump
from director.belote.melds import SEQUENCE_VALUE, parse_melds
from director.belote.options import InvalidBeloteError, Options
from director.belote.ruling import ScoreSheet
from director.belote.scoring import DealResult, other, score_deal
from director.errors import DirectorError
from director.model.seat import Seat

__all__ = ["parse_options", "score_result"]

_RESULT = re.compile(
    r"^(?P<level>\d{2,3}|capot)\s*(?P<suit>TA|SA|[SHDC])\s*(?P<x>XX|X)?\s+by\s+(?P<seat>[NESW])\s+"
    r"(?P<points>\d{1,3})(?P<rest>(?:\s+\S+)*)$",
    re.IGNORECASE,
)


def parse_options(pairs: list[str] | None, where: str) -> dict[str, str]:
    """``KEY=VALUE`` words into a mapping (``where`` names them in an error)."""
    out: dict[str, str] = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep:
            raise InvalidBeloteError(f"{where} {p!r}: expected KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def score_result(text: str) -> ScoreSheet:
    """The takers' card points (with the last trick: 0-162, or 252 when they took every
    trick; 0 means the defence took every trick), then optional ``belote NS|EW``,
    ``melds=SIDE:MELDS`` and ``KEY=VALUE`` options."""
    m = _RESULT.match(text.strip())
    if m is None:
        raise InvalidBeloteError(
            f"RESULT {text!r}: expected e.g. '100H by N 110', '90SX by E 70 belote NS', "
            "'capotH by W 252', '90TA by S 100 melds=NS:quarte+tierce'"
        )
    level = CAPOT if m["level"].lower() == "capot" else int(m["level"])
    if level != CAPOT and not (80 <= level <= 160 and level % 10 == 0):
        raise InvalidBeloteError(
            f"RESULT {text!r}: a contract runs from 80 to 160 by tens, or capot"
        )
    takers = Seat.parse(m["seat"]).side
    points = int(m["points"])
    if points > 162 and points != 252:
        raise InvalidBeloteError(
            f"RESULT {text!r}: card points run from 0 to 162 (252 for all tricks)"
        )
    all_tricks = takers if points == 252 else other(takers) if points == 0 else None
    pts = {
        takers: points,
        other(takers): 252 if points == 0 else 162 - points if points <= 162 else 0,
    }
    belote: list[str] = []
    opts: list[str] = []
    words = m["rest"].split()
    i = 0
    while i < len(words):
        if (
            words[i].lower() == "belote"
            and i + 1 < len(words)
            and words[i + 1].upper() in ("NS", "EW")
        ):
            belote.append(words[i + 1].upper())
            i += 2
        elif "=" in words[i]:
            opts.append(words[i])
            i += 1
        else:
            raise InvalidBeloteError(
                f"RESULT {text!r}: {words[i]!r} (expected 'belote NS|EW' or KEY=VALUE)"
            )
    given = parse_options(opts, "RESULT option")
    answers = {k: v for k, v in given.items() if k == "capot-failed"}
    listed = given.get("melds", "seed")
    if listed not in ("seed", "none"):  # the melds scored, not the option melds=seed|none
        del given["melds"]
    options = Options.from_mapping({k: v for k, v in given.items() if k not in answers}, "RESULT")
    multiplier = {None: 1, "X": 2, "XX": 4}[m["x"].upper() if m["x"] else None]
    contract = Call("bid", level, m["suit"].upper())
    melds = () if listed in ("seed", "none") else _melds(listed, contract.trump, text)
    if melds and options.melds == "none":
        raise InvalidBeloteError(f"RESULT {text!r}: melds are not played (option melds=none)")
    result = DealResult(
        contract=contract,
        takers=takers,
        multiplier=multiplier,
        trick_points=pts,
        all_tricks=all_tricks,
        belote=tuple(belote),
        melds=melds,
    )
    return score_deal(result, options, answers)


def _melds(listed: str, trump: Trump, text: str) -> tuple[tuple[str, str, int], ...]:
    """``NS:quarte+carreJ``: the side with the best meld and all the melds it scores."""
    side, sep, names = listed.partition(":")
    if not sep or side.upper() not in ("NS", "EW") or not names:
        raise InvalidBeloteError(
            f"RESULT {text!r}: melds={listed!r} (expected the side and its melds, e.g. "
            "melds=NS:quarte+carreJ)"
        )
    out: list[tuple[str, str, int]] = []
    for name in names.split("+"):
        word = name.strip().lower()
        if word in SEQUENCE_VALUE:
            out.append((side.upper(), word, SEQUENCE_VALUE[word]))
            continue
        try:
            (meld,) = parse_melds(name)
        except DirectorError as e:
            raise InvalidBeloteError(f"RESULT {text!r}: {e}") from None
        out.append((side.upper(), str(meld), meld.value(trump)))
    return tuple(out)
