"""Laws 61-63 (1997 code) — revoke: what it is, correction, establishment.

Irregularity
    A player failed to follow suit when able (1997 61A, Law 44), or failed, when able, to
    lead or play a card or suit the Laws or an opponent's election after an irregularity
    required (61A; the 1997 text of Law 61 was read in translation only).

Rectification
    The revoker must correct his revoke if he becomes aware of it before it is established
    (62A; 2017 62A: if attention is drawn to it). It is established when the offender or
    his partner plays to, or designates a card for, the next trick (63A1, 63A2), or a
    member of his side makes or agrees to a claim or concession (63A3); then it stands
    (63C). The tricks transferred at the end of play are 1997 Law 64's (see
    ``law64_revoke_transfer_1997``).

Not ruled here
    How a revoke is corrected - the card substituted, what becomes of the revoke card,
    corrections on trick 12 - is 1997 62B and 62D, whose text was not read for the
    catalog: a correction stops the ruling, naming the section. A revoke to which a
    defender drew his partner's attention (1997 61B, 63B) is the director's finding and is
    not asked here.

See also
    2017 rule: :mod:`director.rules.wbf2017.law61_revoke`; ``director law 62 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CorrectEvent
from director.engine.play import Revoke
from director.rules.common.play import name, record_revoke, suit_word
from director.rules.wbf1997._common import not_ruled


def rule(ctx: Context) -> None:
    revoke = record_revoke(ctx)
    st, off, card, number, led = ctx.play, revoke.seat, revoke.card, revoke.trick, revoke.suit
    if revoke.kind == "follow-suit":
        how = "while holding one" if st.knows(off) else "(the record marks it as a revoke)"
        ctx.say(
            "61A",
            f"{name(off)} played {card} to trick {number} and did not follow to the "
            f"{suit_word(led)} lead {how}.",
        )
    else:
        ctx.say(
            "61A",
            f"{name(off)} played {card} to trick {number} contrary to the lead or play "
            "the Laws or an opponent's election required, though able to comply.",
        )
    ctx.say(
        "62A",
        f"If {name(off)} becomes aware of the revoke before it is established, he must correct it.",
    )


def correct(revoke: Revoke, event: CorrectEvent) -> None:
    """1997 62B: not read; the correction stops the ruling."""
    not_ruled(
        revoke.ctx,
        "62B",
        f"{name(revoke.seat)} corrects the revoke at event {event.index}: how a revoke is "
        "corrected (1997 62B) was not read for the catalog.",
    )


def correct_after_trick_13(revoke: Revoke, event: CorrectEvent) -> None:
    """1997 62D: not read; the correction stops the ruling."""
    not_ruled(
        revoke.ctx,
        "62D",
        f"{name(revoke.seat)} corrects the revoke on trick 12 after trick 13 (event "
        f"{event.index}): 1997 62D was not read for the catalog.",
    )
