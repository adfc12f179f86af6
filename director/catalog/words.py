"""Words as the search compares them: lower case, contractions and spelling variants
normalised, abbreviations spelled out, stop words dropped, each word reduced to a stem.

The stemmer is a small suffix stripper of our own, enough that the forms a director uses
meet the forms the catalog uses: *hesitate, hesitated, hesitating, hesitation*; *revoke,
revoked, revokes*; *led* and *lead*; *claimed, claims*; *penalised, penalized*.
"""

from __future__ import annotations

import functools
import re

__all__ = ["STOP", "normalise", "stem", "terms"]

_WORD = re.compile(r"[a-z0-9]+")

_STOP_WORDS = (
    "a about also am an and any anyway are as at be been being but by can could did do does "
    "for from had has have he her him his how i if in is it its just me my of on or our "
    "s she should so t that the their them then there these they this those to us was we "
    "were what when where which while who whom why will with would you your"
)
STOP = frozenset(_STOP_WORDS.split())

# Abbreviations and table slang spelled out in the catalog's own words.
_EXPAND = {
    "ui": "unauthorized information",
    "mi": "misinformation",
    "ib": "insufficient bid",
    "loot": "lead out of turn",
    "boot": "bid out of turn",
    "poot": "pass out of turn",
    "td": "director",
    "pp": "procedural penalty",
    "nos": "non offending side",
    "os": "offending side",
    "lho": "left hand opponent",
    "rho": "right hand opponent",
    "la": "logical alternative",
    "nt": "notrump",
    "tank": "hesitation",
    "tanked": "hesitation",
    "x": "double",
    "xx": "redouble",
}

# Irregular forms the suffix rules cannot reach.
_IRREGULAR = {
    "led": "lead",
    "thought": "think",
    "saw": "see",
    "seen": "see",
    "took": "take",
    "taken": "take",
    "gave": "give",
    "given": "give",
    "made": "make",
    "won": "win",
    "lost": "lose",
    "held": "hold",
    "dealt": "deal",
    "shown": "show",
    "told": "tell",
    "said": "say",
    "meant": "mean",
    "sent": "send",
    "threw": "throw",
    "thrown": "throw",
    "heard": "hear",
    "overheard": "overhear",
    "chose": "choose",
    "chosen": "choose",
    "fell": "fall",
    "another": "other",
    "knew": "know",
    "known": "know",
    "bidding": "bid",
    "bidder": "bid",
    "bids": "bid",
    "psychic": "psych",
    "psyche": "psych",
    "psyched": "psych",
    "psyching": "psych",
    "psychs": "psych",
    "reneged": "renege",
    "reneging": "renege",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "eight": "8",
    "seven": "7",
}

# British spellings to the catalog's (American) ones, by stem start.
_SPELLING = (("unauthoris", "unauthoriz"), ("authoris", "authoriz"), ("penalis", "penaliz"),
             ("recognis", "recogniz"), ("organis", "organiz"), ("realis", "realiz"),
             ("behaviour", "behavior"), ("honour", "honor"), ("favour", "favor"),
             ("offence", "offense"))  # fmt: skip

# Suffixes tried in order, longest first; each maps to its replacement.
_SUFFIXES = (
    ("ational", "ate"),
    ("ations", "ate"),
    ("ation", "ate"),
    ("ingly", ""),
    ("nesses", ""),
    ("ness", ""),
    ("ments", ""),
    ("ment", ""),
    ("ings", ""),
    ("ing", ""),
    ("edly", ""),
    ("ied", "y"),
    ("ies", "y"),
    ("ed", ""),
    ("ly", ""),
    ("es", "e"),
    ("s", ""),
)
_DOUBLED = frozenset("bdgmnprt")
_VOWEL = re.compile(r"[aeiouy]")


@functools.cache
def stem(word: str) -> str:
    """The stem of one lower-case word; short words and numbers are kept as they are."""
    word = _IRREGULAR.get(word, word)
    if len(word) <= 3 or word.isdigit():
        return word
    for british, american in _SPELLING:
        if word.startswith(british):
            word = american + word[len(british) :]
            break
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and not (suffix == "s" and word.endswith(("ss", "us", "is"))):
            base = word[: -len(suffix)] + replacement
            if len(base) >= 3 and _VOWEL.search(base):
                word = base
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] in _DOUBLED:
        word = word[:-1]
    return word


def normalise(text: str) -> str:
    """Lower case, with ``n't`` read as ``not``, possessive ``'s`` and apostrophes dropped."""
    text = text.lower().replace("\u2019", "'")
    text = re.sub(r"n't\b", " not", text)
    text = text.replace("can not", "cannot").replace("ca not", "cannot")
    text = re.sub(r"'s\b", "", text)  # possessive: RHO's, partner's
    return text.replace("'", "")


def terms(text: str) -> list[str]:
    """The stems of the words of ``text`` that carry meaning, in order."""
    out: list[str] = []
    for w in _WORD.findall(normalise(text)):
        expansion = _EXPAND.get(w)
        for part in expansion.split() if expansion else (w,):
            if part not in STOP:
                out.append(stem(part))
    return out
