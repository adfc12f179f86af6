"""Auction Bridge 1912, Law 51 — information about a previous declaration.

Irregularity
    After the final declaration, an adversary of the declarer tells his partner of an earlier
    declaration of the auction, his own or an opponent's (recorded as ``W:recalls:"TEXT"``).
    Asking what the final declaration is, at any time in the play, is every player's right
    (``question``: nothing to rule).

Rectification
    51: the declarer may call a lead from the adversary whose turn it next is to lead (our
    reading of "call a lead": he names the suit that adversary must lead). The declarer
    elects; the suit is named when that lead comes. Before the opening lead that adversary
    is the declarer's left-hand adversary; in the play, whichever adversary is next on lead.
    Law 51 names only the declarer's adversaries: the same information from the declarer or
    dummy, or before the final declaration, has no rectification in the seed (the ruling
    names 51 and stops for the director).

    Three-handed Auction: the declarer's adversaries are the two other players (partners for
    the play, its L7), and the one to lead first is the next player after the declarer.

Example
    Dealer N: ``1H 2C 2H P P P W:recalls:"clubs"``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InfoEvent
from director.engine.ruling import LeadRestriction
from director.model.seat import Seat
from director.rules.auction._common import name
from director.rules.auction._common_1912 import not_ruled


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, InfoEvent)
    table, off = ctx.table, ctx.offender
    told = f"{name(off)} told his partner of an earlier declaration" + (
        f' ("{event.detail}")' if event.detail else ""
    )
    contract = table.auction.contract()
    if not table.auction.is_complete or contract is None:
        not_ruled(ctx, "51", f"{told} while no final declaration had been made; Law 51 covers "
                  "information given after it.")  # fmt: skip
    declarer = contract.declarer
    if off in (declarer, table.game.partner(declarer)):  # three-hand: no partner (dummy packet)
        not_ruled(ctx, "51", f"{told}; Law 51 names only the declarer's adversaries.")
    leader, when = _next_leader(ctx, declarer)
    who = name(leader) if leader is not None else "the adversary next on lead"
    call = ctx.ask(
        "call_lead",
        "declarer",
        "51",
        f"{told} after the final declaration. Does {name(declarer)} (declarer) call a lead "
        f"from {who}?",
        [(True, "call a lead", f"51: {name(declarer)} names the suit {who} must lead {when}."),
         (False, "no", "51: no lead is called; the play goes on.")],
        seat=declarer,
    )  # fmt: skip
    if not call:
        ctx.say("51", f"{told}; {name(declarer)} calls no lead.")
        return
    ctx.out.rectification.lead_restrictions.append(
        LeadRestriction(
            player=leader.letter if leader is not None else "adversary-next-on-lead",
            declarer_may="require",
            suit="any-one-suit",
            duration=f"{who}'s next lead",
            law="51",
        )
    )
    ctx.say("51", f"{told}: {name(declarer)} calls a lead from {who}; he names the suit "
            f"{who} must lead {when}.")  # fmt: skip


def _next_leader(ctx: Context, declarer: Seat) -> tuple[Seat | None, str]:
    """The adversary whose turn it next is to lead, when it is known now, and when."""
    table = ctx.table
    if not table.play_started():
        return table.game.next_seat(declarer), "to the first trick"
    st = table.play
    assert st is not None
    leader = st.current.leader
    if not st.current.cards and leader not in (declarer, declarer.partner):
        return leader, f"to trick {st.trick_number}"
    return None, "when an adversary next has the lead"
