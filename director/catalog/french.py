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

_TERMS = """
# the irregularities
revoke: renonce renonces
established: consommee etablie
insufficient: insuffisante
unintended: involontaire lapsus
premature: prematuree
simultaneous: simultanee simultanees
exposed: exposee exposees
penalty: penalisee penalisees penalite sanction
deal: maldonne
missing: manquante
defective: defectueuse
mistaken: erronee
mistake: erreur
out: hors
turn: tour
withdrawn: retiree annulee
break: rupture
hesitate: hesiter
late: tardif tard
slow: lenteur
forget: oublier oubliee
disputed: litigieuse litigieux
psych: bluff psychique
damage: dommage
damaged: lese
offending: fautif
deliberate: intentionnelle deliberee
# the auction and the play
bid: enchere
auction: encheres
call: declaration declarations
# contre (also "against") and appel / appeler (appeal / call) are left to the French
# vocabulary, which holds them in context
redouble: surcontre
pass: passe
opening: ouverture
lead: entame entamer entamee
trick: levee levees pli
card: carte cartes
suit: couleur
follow: fournir
trump: atout coupe
played: jouee
play: jouer
designated: nommee
claim: reclamation revendication
disputed: contestee
concession: abandon
transferred: transferee transferees
contract: contrat
# time, order and number
before: avant
after: apres
during: pendant
two: deux
three: trois
four: quatre
12: douze
13: treize
14: quatorze
# the people and the objects
declarer: declarant
dummy: mort
defender: defenseur flanc
partner: partenaire
opponent: adversaire adversaires
player: joueur
side: camp
director: arbitre directeur
spectator: spectateur
board: etui
deal: donne distribution
hand: main
# information and procedure
authorized: autorisee
explanation: explication
alert: alerte
announcement: annonce
system: systeme
meaning: signification
ask: demander
adjusted: ajuste
weighted: pondere
committee: comite
warning: avertissement
conduct: conduite
behavior: comportement
"""  # each line: the English word, then the French terms read as it


@functools.cache
def _pairs() -> tuple[tuple[str, str], ...]:
    """Each French term (without accents) with the English word the Laws use for it."""
    out: list[tuple[str, str]] = []
    for line in _TERMS.splitlines():
        if line and not line.startswith("#"):
            en, french = line.split(":")
            out.extend((fr, en) for fr in french.split())
    return tuple(out)


@functools.cache
def _by_stem() -> dict[str, str]:
    """English stems by French stem, for each term's feminine and plural forms too."""
    out: dict[str, str] = {}
    for fr, en in _pairs():
        for form in _forms(fr):
            if stem(form) != stem(en):
                out.setdefault(stem(form), stem(en))
    return out


def _forms(word: str) -> tuple[str, ...]:
    """A French word with its feminine and plural endings: *tardif, tardive, tardifs*."""
    base = word[:-1] + "ve" if word.endswith("f") else word
    forms = (word, word + "s", base, base + "s", base + "e", base + "es")
    return tuple(f for f in forms if not f.endswith("ies"))  # plies: English, read as ply


def english(term: str) -> str | None:
    """The stem of the English word the Laws use for the French term of stem ``term``, or
    ``None`` when it is no French term of the Laws (or the same word in both)."""
    return _by_stem().get(term)


def french_words() -> tuple[str, ...]:
    """The French terms, as written (without accents): what a misspelling is compared with."""
    return tuple(fr for fr, _ in _pairs())
