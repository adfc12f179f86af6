"""Three-handed Auction, Law 10 — a double out of turn.

Irregularity
    A double of another player's last declaration, made when it was a third player's turn
    (reached from the call-out-of-turn rule, :mod:`law05_declaration_out_of_turn`).

Rectification
    10: each of the doubler's adversaries — at three, both other players — scores 100 points
    in his honour column, whatever follows. The player whose declaration was doubled elects
    (asked of him, by seat) whether the double stands; then the bidding is resumed.

    - The double stands: the declaration is doubled. "The bidding is then resumed" does not
      say with whom: with the player whose turn the double took, or with the player after
      the doubler as though the double had been made in turn. The seed leaves it open, so
      the director is asked.
    - The double is disallowed: it is withdrawn, the bidding resumes with the player whose
      turn it was, and the other player (neither the doubler nor the doubled player) may not
      double that declaration: a bar (``no-double-until-new-declaration`` in
      ``must_pass``) that ends with the next declaration. A double by him before then is a
      call by a barred player (:mod:`law10_barred_double`).

Example
    Dealer N: ``1H S:X`` (South doubled North's 1H at East's turn).

See also
    Laws 5 and 6 (:mod:`director.rules.three_hand.law05_declaration_out_of_turn`); the
    barred double (:mod:`director.rules.three_hand.law10_barred_double`); ``director law 10
    --edition three-hand-auction``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import CallEvent
from director.engine.ruling import MustPass
from director.engine.table import NO_DOUBLE_OF_DECLARATION
from director.rules.auction1912._common import not_ruled
from director.rules.common.auction import name
from director.rules.three_hand._common import honour_points, others, third

DOUBLE_OUT_OF_TURN = "double-out-of-turn"


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, CallEvent)
    off, call = ctx.offender, event.call
    ctx.out.kind, ctx.out.law = DOUBLE_OUT_OF_TURN, "10"
    ctx.out.summary = f"Double out of turn: {name(off)}, event {event.index} ({event})"
    turn = ctx.turn
    last = ctx.auction.last_bid()
    if last is None:  # pragma: no cover - an inadmissible double is ruled before (43)
        ctx.cancel_event(event)
        not_ruled(ctx, "10", f"{name(off)} doubled with no declaration to double.")
    doubled, declaration = last
    other = third(ctx, off, doubled)
    ctx.say("10", f"{name(off)} doubled {name(doubled)}'s {declaration} at {name(turn)}'s turn.")
    honour_points(ctx, others(ctx, off), 100, "10", f"{name(off)}'s double out of turn")
    stands = ctx.ask(
        "double_stands",
        "player",
        "10",
        f"{name(off)} doubled {name(doubled)}'s {declaration} out of turn, at {name(turn)}'s "
        f"turn ({name(doubled)} and {name(turn)} each score 100 honour points, whatever "
        f"follows). Does {name(doubled)}, whose declaration was doubled, let the double stand?",
        [(True, "it stands", f"10: {declaration} is doubled; the bidding is then resumed."),
         (False, "disallow it",
          f"10: the double is withdrawn and the bidding resumes with {name(turn)}; "
          f"{name(other)} may not double {declaration}.")],
        seat=doubled,
    )  # fmt: skip
    if not stands:
        ctx.cancel_event(event, "withdrawn")
        ctx.bar(other, NO_DOUBLE_OF_DECLARATION, "10")
        ctx.out.rectification.must_pass.append(
            MustPass(seat=other.letter, scope="no-double-until-new-declaration", law="10")
        )
        ctx.say(
            "10",
            f"{name(doubled)} disallows the double: it is withdrawn and the bidding resumes "
            f"with {name(turn)}. {name(other)} may not double {declaration} (until a new "
            "declaration is made).",
        )
        return
    following = ctx.game.next_seat(off)
    ctx.accept(off, call, event.index)
    ctx.say("10", f"{name(doubled)} lets the double stand: {declaration} is doubled.")
    if following is turn:
        ctx.say("10", f"The bidding is resumed: {name(turn)} calls next.")
        return
    resumes = ctx.ask(
        "resumes_with",
        "director",
        "10",
        "The bidding is then resumed (10); the seed does not say with whom. Who calls next?",
        [(turn.letter, f"{name(turn)}, whose turn the double took",
          f"10: the bidding resumes where the double interrupted it: {name(turn)}."),
         (following.letter, f"{name(following)}, as if the double had been in turn",
          f"10: the bidding goes on after the doubler: {name(following)}.")],
    )  # fmt: skip
    ctx.set_turn(turn if resumes == turn.letter else following)
    ctx.say("10", f"The bidding is resumed: {name(ctx.turn)} calls next.")
