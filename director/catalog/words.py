"""Words as the search compares them: lower case, accents, contractions and spelling
variants normalised, abbreviations spelled out, English and French stop words dropped,
each word reduced to a stem.

French words go through the same steps (accents dropped, ``l'entame`` read as
``entame``, feminine and plural endings joined: *pénalisé, pénalisée, pénalisées*), so
that the French vocabulary beside an edition (``situations.fr.toml``) meets a French query.

The stemmer is a small suffix stripper of our own, enough that the forms a director uses
meet the forms the catalog uses: *hesitate, hesitated, hesitating, hesitation*; *revoke,
revoked, revokes*; *led* and *lead*; *claimed, claims*; *penalised, penalized*.
"""

from __future__ import annotations

import functools
import re
import unicodedata

__all__ = ["SEATS", "STOP", "normalise", "stem", "terms", "unaccented", "words"]

_WORD = re.compile(r"[a-z0-9]+")

_STOP_WORDS = (
    "a about also am an and any anyway are as at be been being but by can could did do does "
    "for from had has have he her him his how i if in is it its just me my of on or our "
    "s she should so t that the their them then there these they this those to us was we "
    "were what when where which while who whom why will with would you your"
)
_FRENCH_STOP_WORDS = (
    "au aux avec ce ces cette d dans de des du elle en est et etait ete il ils j je l la le "
    "les leur lui m ma mais me mes moi mon n ne nous on ou par pas pour qu que qui sa se ses "
    "son sur ta te tes ton tu un une vos votre vous y "
    "fait faite faites fais faire "  # "il a fait une renonce": made, not a topic
    "trop tres bien sont ont avoir etre"
)
# The suits name no irregularity: "a revoke in hearts", "une renonce à pique".
_SUITS = (
    "club clubs diamond diamonds heart hearts spade spades "
    "trefle trefles carreau carreaux coeur coeurs pique piques"
)
STOP = (
    frozenset(_STOP_WORDS.split())
    | frozenset(_FRENCH_STOP_WORDS.split())
    | frozenset(_SUITS.split())
)

# Nor, in a query, do the seats: "LOOT by west", "north and east disagree" (the search reads
# them only in a query of seats alone; French "est" is a stop word).
SEATS = frozenset(("north", "south", "east", "west", "nord", "sud", "ouest"))

# Abbreviations and table slang spelled out in the catalog's own words.
_EXPAND = {
    "ui": "unauthorized information",
    "ei": "extraneous information",
    "coot": "call out of turn",
    "aas": "artificial adjusted score",
    "artas": "artificial adjusted score",
    "ajas": "assigned adjusted score",
    "coc": "conditions of contest",
    "dbl": "double",
    "rdbl": "redouble",
    "redbl": "redouble",
    "mp": "matchpoint",
    "mps": "matchpoints",
    "ac": "appeals committee",
    "ra": "regulating authority",
    "cpu": "concealed partnership understanding",
    "hcp": "high card points",
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
    "nt": "notrump",
    "tank": "hesitation",
    "tanked": "hesitation",
    "hitch": "hesitation",
    "hitched": "hesitation",
    "dither": "hesitation",
    "dithered": "hesitation",
    "pd": "partner",
    "pard": "partner",
    "opp": "opponent",
    "opps": "opponents",
    "decl": "declarer",
    "dic": "director",
    "vp": "victory point",
    "vps": "victory points",
    "x": "double",
    "xx": "redouble",
}

# Abbreviations that are also words ("a bit slow", French "la", "ai"): spelled out when
# written in capitals (BIT, LA, AI) or when they are the whole query.
_AMBIGUOUS = {
    "bit": "break in tempo",
    "la": "logical alternative",
    "ai": "authorized information",
    "al": "logical alternative",  # French: alternative logique
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
    "broke": "break",
    "broken": "break",
    "withdrew": "withdraw",
    "withdrawn": "withdraw",
    "drew": "draw",
    "drawn": "draw",
    "forgot": "forget",
    "forgotten": "forget",
    "spoke": "speak",
    "spoken": "speak",
    "began": "begin",
    "begun": "begin",
    "found": "find",
    "hid": "hide",
    "hidden": "hide",
    "went": "go",
    "gone": "go",
    "wrote": "write",
    "written": "write",
    "woke": "wake",
    "woken": "wake",
    "ran": "run",
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
    "concession": "concede",
    "concessions": "concede",
    "reneging": "renege",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "nine": "9",
    "ten": "10",
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
    if word.endswith(("ee", "ees")) and len(word) > 5:  # French feminine: penalisee(s)
        word = word[: word.rindex("ee") + 1]
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


def unaccented(text: str) -> str:
    """``text`` without accents: *enchère* as *enchere*, *cœur* as *coeur*."""
    text = text.replace("\u0153", "oe").replace("\u0152", "OE")
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalise(text: str) -> str:
    """Lower case and unaccented, with ``n't`` read as ``not``, possessive ``'s``, French
    elisions (``l'``, ``d'``, ``qu'``) and apostrophes dropped."""
    text = unaccented(text).lower().replace("\u2019", "'")
    text = re.sub(r"n't\b", " not", text)
    text = text.replace("can not", "cannot").replace("ca not", "cannot")
    text = re.sub(r"'s\b", "", text)  # possessive: RHO's, partner's
    text = re.sub(r"\b(?:[cdjlmnst]|qu)'", " ", text)  # l'entame, d'enchere, qu'il
    return text.replace("'", "")


def words(text: str) -> list[str]:
    """The words of ``text`` with its abbreviations spelled out (in the plural too: *BITs,
    LAs*), stop words kept."""
    found = _WORD.findall(normalise(text))
    shouted = {w.lower() for w in re.findall(r"\b[A-Z]{2,}\b", unaccented(text))}
    plural = {w.lower() for w in re.findall(r"\b([A-Z]{2,})s\b", unaccented(text))}
    out: list[str] = []
    for w in found:
        if w[:-1] in plural:
            w = w[:-1]
            shouted.add(w)
        expansion = _EXPAND.get(w)
        if expansion is None and (w in shouted or len(found) == 1):
            expansion = _AMBIGUOUS.get(w)
        out.extend(expansion.split() if expansion else (w,))
    return out


def terms(text: str) -> list[str]:
    """The stems of the words of ``text`` that carry meaning, in order."""
    return [stem(w) for w in words(text) if w not in STOP]
