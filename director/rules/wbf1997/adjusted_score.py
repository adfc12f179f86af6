"""Law 12C (1997 code) - how an assigned adjusted score is set, for the reviews that name one.

Situation
    A 1997 ruling leaves the director to consider an adjusted score after play (64C after a
    revoke, the penalty card's information under 50C/50D1 and Law 16A). No 1997 ruling
    computes the score itself (the judgement rulings of Laws 16 and 75, whose 2017 twins end
    in 2017 12C1, are not ruled under 1997).

What the review says
    Under 1997 12C2 the two sides' scores are set apart and need not balance: the
    non-offenders the most favourable result that was likely without the irregularity, the
    offenders the most unfavourable that was at all probable (2017 12C1(b) seeks one probable
    outcome). Weighting is not the director's: under 1997 12C3 an appeals committee may vary
    an assigned score to do equity, unless the zonal organisation rules otherwise (2017
    12C1(c) lets the director weight). The 1997 wording of 12C2 was not read (its substance
    is the catalog's); of 12C3 its closing words were read as a quotation.

See also
    ``director law 12 --compare --edition wbf-1997``; ``director dd --edition wbf-1997``
    (12C3 weights).
"""

from __future__ import annotations

__all__ = ["ASSIGNED"]

# Appended to a 1997 review that names an adjusted score.
ASSIGNED = (
    " An assigned score is set per side (12C2): for the non-offenders the most favourable "
    "result that was likely had the irregularity not occurred, for the offenders the most "
    "unfavourable that was at all probable; the two need not balance. Weighting is not the "
    "director's: an appeals committee may vary the score to do equity (12C3), unless the "
    "zonal organisation rules otherwise."
)
