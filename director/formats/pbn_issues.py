"""The PBN reader's issue codes: one table, code -> (severity, short title).

Severity ``info`` marks what a file may do and a scorer need not see (an unknown tag: the
review shows it only when ``--select``-ed); ``warning`` marks what a file may
legitimately do or what the reader could still read unambiguously (a missing empty line
between games); ``error`` marks
a breach of the PBN standard that loses or guesses information. Strict reading raises
:class:`~director.formats.record.ReadError` at the first ``error``; warnings never raise.

====== ======= ===============================================================
code   level   what it means
====== ======= ===============================================================
PBN001 error   malformed tag: no name, value not quoted, no closing quote or ``]``
PBN002 error   unknown call token in the auction section
PBN003 error   a card played by a player who was not dealt it (per ``[Deal]``)
PBN004 error   unknown card token in the play section
PBN005 error   invalid deal: a card twice, a hand of other than 13 cards, bad syntax
PBN006 error   invalid tag value (Dealer, Vulnerable, Declarer, Contract, Result,
               the seat of ``[Auction]``/``[Play]``)
PBN007 info    unknown tag (kept in ``tags``)
PBN008 warning tag given twice in a game: the later one is ignored
PBN009 warning note reference ``=n=`` with no ``[Note "n:..."]`` in the same game
PBN010 error   malformed ``[Note]`` value (expected ``"n:text"``)
PBN011 error   unterminated ``{`` comment
PBN012 error   unexpected text: stray ``]``/``}``, a token before any tag or after an
               identification tag, a string inside the auction or play
PBN013 error   annotation (suffix, note, NAG, irregularity) with no call or card to
               attach to
PBN014 error   misplaced irregularity token: ``^R``/``^L`` in the auction, ``^I``/``^S``
               in the play, ``^I`` not before a bid, an unknown ``^x``
PBN015 warning call after the end of the auction (after the final pass, ``*`` or ``+``)
PBN016 error   a card played twice
PBN017 error   play after the 13th trick or after ``*``
PBN018 error   order of play unknown: no contract (trump) or no seat for ``[Play]``
PBN019 warning a trick with unknown cards (``-``) followed by more play: its winner,
               the next leader, is computed from the known cards only
PBN020 warning a new ``[Event]`` with no empty line before it starts a new game
PBN021 error   ``#``/``##`` inheritance used on a tag that may not use it
PBN022 warning no ``[Dealer]``: the dealer is taken from the auction
PBN023 warning opening lead not by declarer's left-hand opponent, and not marked ``^L``
PBN024 warning ``-`` placeholder after the first call
PBN025 warning more than one suffix or note reference on one call or card
PBN026 error   more than one lead out of turn (``^L``) in one trick
PBN027 warning ``[Note]`` outside the auction and play sections
PBN028 warning ``[Result]`` differs from the tricks declarer won in a complete play
               (and is not marked ``^``)
PBN029 warning ``[Contract]``/``[Declarer]`` differ from the result of the auction
PBN030 warning the auction's first call is not the dealer's, and not marked ``^S``
PBN031 warning the auction disagrees with ``[Contract]``/``[Declarer]`` in a known way
               (opening passes left out, the contract's final double left out): the
               game is read with the reconciled auction
PBN032 warning play rows written in the order played from the trick's leader, not in
               the ``[Play]`` seat's column order (told by the deal): read so
PBN033 warning a game omits ``[Board]``/``[Dealer]``/``[Vulnerable]``/``[Deal]`` that the
               game before has (PBN asks for ``#``): once per run of such games
====== ======= ===============================================================
"""

from __future__ import annotations

from director.formats.record import Severity

__all__ = ["PBN_CODES", "severity", "title"]

PBN_CODES: dict[str, tuple[Severity, str]] = {
    "PBN001": ("error", "malformed tag"),
    "PBN002": ("error", "unknown call token"),
    "PBN003": ("error", "card not in the player's hand"),
    "PBN004": ("error", "unknown card token"),
    "PBN005": ("error", "invalid deal"),
    "PBN006": ("error", "invalid tag value"),
    "PBN007": ("info", "unknown tag"),
    "PBN008": ("warning", "duplicate tag ignored"),
    "PBN009": ("warning", "note reference without a note"),
    "PBN010": ("error", "malformed note"),
    "PBN011": ("error", "unterminated comment"),
    "PBN012": ("error", "unexpected text"),
    "PBN013": ("error", "annotation without a call or card"),
    "PBN014": ("error", "misplaced irregularity token"),
    "PBN015": ("warning", "call after the end of the auction"),
    "PBN016": ("error", "card played twice"),
    "PBN017": ("error", "play beyond its end"),
    "PBN018": ("error", "order of play unknown"),
    "PBN019": ("warning", "incomplete trick followed by more play"),
    "PBN020": ("warning", "missing empty line between games"),
    "PBN021": ("error", "inheritance not allowed for this tag"),
    "PBN022": ("warning", "dealer taken from the auction"),
    "PBN023": ("warning", "opening lead out of turn not marked"),
    "PBN024": ("warning", "placeholder after the first call"),
    "PBN025": ("warning", "repeated annotation"),
    "PBN026": ("error", "two leads out of turn in one trick"),
    "PBN027": ("warning", "note outside the auction and play"),
    "PBN028": ("warning", "result differs from the play"),
    "PBN029": ("warning", "contract differs from the auction"),
    "PBN030": ("warning", "auction does not start with the dealer"),
    "PBN031": ("warning", "auction reconciled with the tags"),
    "PBN032": ("warning", "play rows in the order played"),
    "PBN033": ("warning", "board tags omitted after a game with them"),
}


def severity(code: str) -> Severity:
    return PBN_CODES[code][0]


def title(code: str) -> str:
    return PBN_CODES[code][1]
