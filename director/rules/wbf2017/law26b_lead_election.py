"""Law 26B — the lead restriction on the partner of a player whose call was withdrawn:
what the table says of it once the auction is over and before the partner's first lead.

Irregularity
    An offender's call was withdrawn and the auction is over (the rules that withdraw it
    impose the restriction: ``ctx.lead_restriction_26b``).

Rectification
    If the offender becomes declarer or dummy, no lead restriction arises; if he becomes a
    defender, declarer may prohibit his partner's lead of one suit before his first lead
    (the play driver asks it: ``PlayDriver.offer_26b``).

Example
    East's insufficient bid is withdrawn and East becomes dummy: "The offender became
    declarer or dummy, so the lead restriction does not arise."

See also
    Laws 26A, 16C (director.rules.wbf2017.law26_lead_restriction).
"""

from __future__ import annotations

from director.engine.context import Context

__all__ = ["election_due", "lapses"]


def lapses(ctx: Context) -> None:
    """The offender became declarer or dummy: no lead restriction arises."""
    ctx.say("26", "The offender became declarer or dummy, so the lead restriction does not arise.")


def election_due(event: int) -> str:
    """Before the partner's first lead: declarer's election (the call withdrawn at
    ``event``)."""
    return f"26B: declarer may prohibit the lead of one suit (the call withdrawn at event {event})."
