"""The French terms of the Laws, each read also as the English word the Laws use for it, so
that a French query meets the Law's own text and not only the French vocabulary beside an
edition (``situations.fr.toml``): *renonce* is also *revoke*, *entame* also *lead*,
*déclarant* also *declarer*.

The terms are those of the FFB's translation and of French-speaking tables (the
irregularities, the roles, the objects of the game), written without accents, as the
search compares words. A French word and its English one are alternatives for one word of
the query (:func:`director.catalog.search.search` counts the better of the two), so that a
section holding both counts neither twice. Words spelled the same in both languages
(*information*, *convention*, *procédure*) need no entry.
"""

from __future__ import annotations

import functools

from director.catalog.words import stem

__all__ = ["english", "french_words"]

_TERMS = {
    # the irregularities
    "renonce": "revoke",
    "renonces": "revoke",
    "consommee": "established",
    "etablie": "established",
    "insuffisante": "insufficient",
    "involontaire": "unintended",
    "lapsus": "unintended",
    "prematuree": "premature",
    "simultanee": "simultaneous",
    "simultanees": "simultaneous",
    "exposee": "exposed",
    "exposees": "exposed",
    "penalisee": "penalty",
    "penalisees": "penalty",
    "penalite": "penalty",
    "sanction": "penalty",
    "maldonne": "deal",
    "manquante": "missing",
    "defectueuse": "defective",
    "erronee": "mistaken",
    "erreur": "mistake",
    "hors": "out",
    "tour": "turn",
    "retiree": "withdrawn",
    "annulee": "withdrawn",
    "rupture": "break",
    "hesiter": "hesitate",
    "tardif": "late",
    "tard": "late",
    "lenteur": "slow",
    "oublier": "forget",
    "oubliee": "forget",
    "litigieuse": "disputed",
    "litigieux": "disputed",
    "bluff": "psych",
    "psychique": "psych",
    "dommage": "damage",
    "lese": "damaged",
    "fautif": "offending",
    "intentionnelle": "deliberate",
    "deliberee": "deliberate",
    # the auction and the play
    "enchere": "bid",
    "encheres": "auction",
    "declaration": "call",
    "declarations": "call",
    # contre (also "against") and appel / appeler (appeal / call) are left to the French
    # vocabulary, which holds them in context
    "surcontre": "redouble",
    "passe": "pass",
    "ouverture": "opening",
    "entame": "lead",
    "entamer": "lead",
    "entamee": "lead",
    "levee": "trick",
    "levees": "trick",
    "pli": "trick",
    "carte": "card",
    "cartes": "card",
    "couleur": "suit",
    "fournir": "follow",
    "atout": "trump",
    "coupe": "trump",
    "jouee": "played",
    "jouer": "play",
    "nommee": "designated",
    "reclamation": "claim",
    "revendication": "claim",
    "contestee": "disputed",
    "abandon": "concession",
    "transferee": "transferred",
    "transferees": "transferred",
    "contrat": "contract",
    # time, order and number
    "avant": "before",
    "apres": "after",
    "pendant": "during",
    "deux": "two",
    "trois": "three",
    "quatre": "four",
    "douze": "12",
    "treize": "13",
    "quatorze": "14",
    # the people and the objects
    "declarant": "declarer",
    "mort": "dummy",
    "defenseur": "defender",
    "flanc": "defender",
    "partenaire": "partner",
    "adversaire": "opponent",
    "adversaires": "opponent",
    "joueur": "player",
    "camp": "side",
    "arbitre": "director",
    "directeur": "director",
    "spectateur": "spectator",
    "etui": "board",
    "donne": "deal",
    "distribution": "deal",
    "main": "hand",
    # information and procedure
    "autorisee": "authorized",
    "explication": "explanation",
    "alerte": "alert",
    "annonce": "announcement",
    "systeme": "system",
    "signification": "meaning",
    "demander": "ask",
    "ajuste": "adjusted",
    "pondere": "weighted",
    "comite": "committee",
    "avertissement": "warning",
    "conduite": "conduct",
    "comportement": "behavior",
}


@functools.cache
def _by_stem() -> dict[str, str]:
    """English stems by French stem, for each term's feminine and plural forms too."""
    out: dict[str, str] = {}
    for fr, en in _TERMS.items():
        for form in _forms(fr):
            if stem(form) != stem(en):
                out.setdefault(stem(form), stem(en))
    return out


def _forms(word: str) -> tuple[str, ...]:
    """A French word with its feminine and plural endings: *tardif, tardive, tardifs*."""
    base = word[:-1] + "ve" if word.endswith("f") else word
    return (word, word + "s", base, base + "s", base + "e", base + "es")


def english(term: str) -> str | None:
    """The stem of the English word the Laws use for the French term of stem ``term``, or
    ``None`` when it is no French term of the Laws (or the same word in both)."""
    return _by_stem().get(term)


def french_words() -> tuple[str, ...]:
    """The French terms, as written (without accents): what a misspelling is compared with."""
    return tuple(_TERMS)
