"""Law 45D — dummy places a card declarer did not name (``S:dummy-plays:H9:named:H8``).

Irregularity
    At dummy's turn declarer named one card and dummy put another in the played position.

Rectification
    When attention is drawn before a player of each side has played to the next trick
    (asked), the wrong card goes back and the named card is played (45D1); a defender who
    played after the error may take back his card and play another, and if declarer's
    right-hand opponent does so, declarer may change a card he played to the trick after
    it (45D1; record such changes as retractions, 47D). Information from withdrawn cards:
    Law 16C. Later it is too late (45D2): the wrong card stays played and play goes on;
    if it was the lead, failing to follow it may be a revoke (64A, 64B7, 64C); if dummy
    revoked with it, Laws 64B3 and 64C deal with it.

    A named card that is not in dummy is an invalid designation (46B4): declarer then
    names another card, so the record must give that one.

Example
    Declarer names H9 from dummy at trick 2 but dummy places HT. Attention is drawn before
    each side has played to trick 3 (45D1): HT goes back and H9 is played.

See also
    Laws 16C, 45C4(b) (declarer's own unintended designation), 46, 47D, 64.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent
from director.rules.common.play import driver, name
from director.rules.wbf2017.law58_simultaneous_play import play_card


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayActEvent)
    st = ctx.play
    placed, named = event.cards
    dummy = st.dummy
    if ctx.offender != dummy:
        raise InvalidEventError(
            f"event {event.index} ({event}): only dummy ({name(dummy)}) places dummy's cards"
        )
    if st.turn != dummy:
        raise InvalidEventError(
            f"event {event.index} ({event}): it is {name(st.turn)}'s turn, not dummy's"
        )
    driver(ctx).check_held(dummy, placed, event)
    held = st.holding(dummy)
    if held is not None and named not in held:
        raise InvalidEventError(
            f"event {event.index} ({event}): dummy does not hold {named}; naming a card not "
            "in dummy is void (46B4) — record the card declarer named next"
        )
    trick = st.current
    ctx.say(
        "45D1",
        f"Declarer named {named}; dummy put {placed} in the played position at trick "
        f"{trick.number}.",
    )
    in_time = ctx.ask(
        "in_time",
        "director",
        "45D",
        "Was attention drawn to it before a player of each side had played to the next trick?",
        [
            (True, "yes", f"{placed} goes back and {named} is played (45D1)."),
            (False, "no", f"Too late: {placed} stays played and play goes on (45D2)."),
        ],
    )
    if in_time:
        ctx.say("45D1", f"{placed} goes back to dummy; {named} is the card played.")
        ctx.say(
            "45D1",
            "A defender who played after the error may take his card back and play another; "
            "if declarer's right-hand opponent does, declarer may change a card he played to "
            "this trick after it.",
        )
        ctx.unauthorised(
            "16C",
            f"{dummy.side} (declarer)",
            "information from the withdrawn cards (authorised for the defenders)",
        )
        play_card(ctx, dummy, named)
        return
    lead = not trick.cards
    ctx.say("45D2", f"{placed} stays played; the cards of this and later tricks stand.")
    if lead:
        ctx.say(
            "45D2",
            f"{placed} is the lead: a failure to follow to it may be a revoke (64A, 64B7, 64C).",
        )
    else:
        ctx.say("45D2", "If dummy revoked with it, Laws 64B3 and 64C apply.")
    play_card(ctx, dummy, placed)
