"""Law 31 (1997 code) — bid out of rotation.

Irregularity
    A bid out of turn (or a conventional pass, 30C), not accepted (29A) and so cancelled.

Rectification
    At the RHO's turn (31A): if the RHO passes, the offender must repeat his call, and a
    legal repeat carries no penalty (31A1); if the RHO makes a legal bid, double or
    redouble, the offender may make any legal call: repeating the denomination of his bid
    out of rotation bars his partner at his next turn (31A2(a)); any other call bars the
    partner for the rest of the auction, with Law 26 lead penalties (31A2(b)); a
    conventional pass out of rotation is always 31A2(b). Whether a conventional call
    repeats the denomination (by the denominations it specified, 29C) the director judges.
    At the partner's turn, or the LHO's before the offender had called (31B): the partner
    must pass for the rest of the auction, with Law 26 lead penalties. Law 23 reviews each
    enforced pass. There is no comparable call in 1997: the test is the denomination.

Example
    Dealer S: ``1H N:1S W:2C N:2S`` — North bid at West's turn; West bid; North repeated
    spades: South passes once (31A2(a)).

See also
    1997 Laws 16C, 23, 25, 26, 29C; ``director law 31 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.table import RuleGen, Wait
from director.model.call import Bid, Pass, Strain
from director.rules.base import step
from director.rules.common.auction import name
from director.rules.common.out_of_rotation import rhos_call
from director.rules.wbf1997._common import bar_partner, penalise_withdrawn
from director.rules.wbf2017.law31_bid_out_of_rotation import BidOutOfRotation


class BidOutOfRotation1997(BidOutOfRotation):
    """Law 31 (1997): the test at the offender's turn is the denomination, not a comparable
    call, and a bid at partner's turn bars partner for the rest of the auction."""

    repeated = "The call is repeated; being legal, it carries no penalty."

    @step("31A")
    def at_rhos_turn(self, ctx: Context) -> RuleGen:
        rho_call = yield from rhos_call(
            ctx, "31A", "31A1: {off} must repeat {call}; no penalty.",
            ("a legal bid, double or redouble",
             "31A2: {off} may make any legal call; repeating the denomination bars his "
             "partner once (31A2(a)), any other call for the rest of the auction (31A2(b))."),
            "31A1", self.repeated, " (1997)",
        )  # fmt: skip
        if rho_call is None:
            return
        ctx.process(rho_call)
        off = ctx.offender
        ctx.say(
            "31A2", f"{name(off.rho)} called {rho_call.call}: {name(off)} may make any legal call."
        )
        yield from self.offenders_call(ctx)

    @step("31A2")
    def offenders_call(self, ctx: Context) -> RuleGen:
        """After the RHO's bid, double or redouble: the offender's call repeats the
        denomination of his bid out of rotation (a) or not (b)."""
        event = ctx.event
        assert isinstance(event, CallEvent)
        bid = event.call
        own = yield Wait(
            ctx.offender,
            "31A2",
            (("a call in the denomination of the bid out of rotation",
              "31A2(a): his partner must pass at his next turn."),
             ("any other legal call",
              "31A2(b): his partner must pass for the rest of the auction; Law 26."),),
        )  # fmt: skip
        repeats, natural = _repeats(ctx, bid, own) if isinstance(bid, Bid) else (False, None)
        if repeats:
            ctx.say(
                "31A2(a)",
                f"{own.call} repeats the denomination of {bid}: his partner must pass when "
                "next it is his turn.",
            )
            bar_partner(ctx, "next-turn", "31A2(a)")
        else:
            what = "a conventional pass out of rotation" if isinstance(bid, Pass) else f"{bid}"
            ctx.say(
                "31A2(b)",
                f"{own.call} does not repeat the denomination of {what}: his partner must pass "
                "whenever it is his turn.",
            )
            _penalise(ctx, "31A2(b)", natural)
        ctx.process(own)

    @step("31B")
    def at_partners_turn(self, ctx: Context) -> None:
        """At partner's turn, or at LHO's before the offender had called."""
        where = "partner" if ctx.turn == ctx.offender.partner else "LHO"
        ctx.say(
            "31B",
            f"{name(ctx.offender)} bid at his {where}'s turn: his partner must pass whenever "
            "it is his turn; the offender may make any legal call at his proper turn.",
        )
        _penalise(ctx, "31B")


def _penalise(ctx: Context, law: str, suits: frozenset[str] | None = None) -> None:
    """31A2(b), 31B: the partner barred, Law 26 (``suits``: those the cancelled call related
    to, when the director has already said it was natural), 16C2."""
    event = ctx.event
    assert isinstance(event, CallEvent)
    what = f"the cancelled call out of rotation {event.call}"
    penalise_withdrawn(ctx, law, event.call, what, suits)


def _repeats(ctx: Context, bid: Bid, own: CallEvent) -> tuple[bool, frozenset[str] | None]:
    """31A2: does the offender's call repeat the denomination of his bid out of rotation? For
    natural calls the strain tells; a conventional call counts by the denominations it
    specified (29C), which only the director can judge. With it, the suit the bid out of
    rotation related to when the director said both were natural (Law 26), else None."""
    if not isinstance(own.call, Bid):
        return False, None
    same = own.call.strain == bid.strain
    conventional = ctx.ask(
        "conventional",
        "director",
        "29C",
        f"Could {bid} out of rotation, or {own.call}, have been conventional?",
        [(False, "no, both natural",
          f"31A2({'a' if same else 'b'}): {own.call} {'repeats' if same else 'does not repeat'} "
          f"the denomination of {bid}."),
         (True, "yes", "29C: the denominations specified count; the director judges next.")],
    )  # fmt: skip
    if not conventional:
        return same, frozenset() if bid.strain == Strain.NOTRUMP else frozenset({bid.strain.letter})
    judged: bool = ctx.ask(
        "repeats_denomination",
        "director",
        "31A2",
        f"Does {own.call} repeat the denomination(s) {bid} specified?",
        [(True, "yes", "31A2(a): partner passes once."),
         (False, "no", "31A2(b): partner passes for the rest of the auction; Law 26.")],
    )  # fmt: skip
    return judged, None


rule = BidOutOfRotation1997()
