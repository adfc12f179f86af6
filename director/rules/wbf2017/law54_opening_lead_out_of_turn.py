"""Law 54 — faced opening lead out of turn.

Irregularity
    The defender who was not the opening leader faced the opening lead.

Rectification
    The facts come first, and where they decide, declarer is not asked: a declarer who
    began to spread his hand (recorded ``N:spread``) must spread it all and becomes dummy
    (54A); if declarer could have seen any card of dummy (``S:spread``: dummy faced his
    cards; otherwise the director is asked) he must accept the lead (54C). A card played
    next from dummy accepts the lead (53A, 54B2). Otherwise declarer chooses: accept the
    lead and play the hand, his own hand playing second (54B, 54B1); spread his hand and
    become dummy (54A), so that the lead is in turn; or refuse it (54D): the card becomes a
    major penalty card (50D) and when the correct leader leads declarer has the 50D2
    options.

Example
    Dealer N, ``1S AP S:HK`` (South, dummy's partner... the leader is East).

See also
    Laws 41, 50D, 53, 24 (an opening lead by the declaring side, 54E).
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import InvalidEventError, PlayActEvent, PlayEvent
from director.engine.ruling import DeclarerChange
from director.rules.common.play import driver, lead_stands, name, next_card_by

__all__ = ["rule", "second_card"]


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayEvent)
    st = ctx.play
    off, card = ctx.offender, event.card
    declarer, leader = st.declarer, st.current.leader
    ctx.say(
        "54",
        f"{name(off)} faced the opening lead {card}; {name(leader)} was the opening leader.",
    )
    spread = _spread_by(ctx)
    nxt = next_card_by(ctx)
    choice: object
    if spread == declarer:
        ctx.take_next()
        ctx.say(
            "54A",
            f"{name(declarer)} began to spread his hand: he must spread it all and becomes "
            "dummy; the Law decides, declarer is not asked.",
        )
        choice = "dummy"
    elif spread == st.dummy:
        ctx.take_next()
        ctx.say(
            "54C",
            f"{name(st.dummy)} faced his cards: declarer could have seen them, so he must "
            "accept the lead and remains declarer.",
        )
        choice = "accept"
    elif nxt == st.dummy:
        ctx.say(
            "54B2",
            "Declarer played the second card from dummy: the lead is accepted (53A), and "
            "dummy's card may not be withdrawn except to correct a revoke.",
        )
        driver(ctx).dummy_second_54b2 = True
        lead_stands(ctx, off, card, event)
        return
    elif ctx.ask(
        "could_see_dummy",
        "director",
        "54C",
        "Could declarer have seen any of dummy's cards (other than cards dummy exposed in "
        "the auction and dealt with under Law 24)? If he began to spread his own hand, record "
        f"'{declarer.letter}:spread' (54A).",
        [(True, "yes", "54C: declarer must accept the lead and remains declarer."),
         (False, "no", "Declarer chooses: accept (54B), spread his hand (54A) or refuse "
          "(54D).")],
    ):  # fmt: skip
        ctx.say("54C", "Declarer could have seen dummy's cards: he must accept the lead.")
        choice = "accept"
    else:
        options = [
            (
                "accept",
                "accept and play the hand",
                "The lead stands; dummy is spread, then declarer plays the second card to "
                "the trick from his own hand (54B, 54B1).",
            ),
            (
                "dummy",
                "spread his hand and become dummy",
                f"{name(declarer.partner)} becomes declarer and the lead is in turn (54A).",
            ),
        ]
        if nxt != declarer:
            options.append(
                (
                    "refuse",
                    "refuse the lead",
                    f"{card} becomes a major penalty card (54D, 50D); "
                    f"{name(leader)} leads, after declarer's 50D2 choice.",
                )
            )
        choice = ctx.ask(
            "declarer_choice",
            "declarer",
            "54",
            f"How does {name(declarer)} (declarer) deal with the opening lead out of turn?",
            options,
            seat=declarer,
        )
    if choice == "accept":
        ctx.say(
            "54B",
            f"The lead is accepted; dummy is spread, then {name(declarer)} plays the second "
            "card from his own hand (54B1).",
        )
        driver(ctx).second_card_54b1 = declarer
        lead_stands(ctx, off, card, event)
    elif choice == "dummy":
        st.swap_declarer()
        ctx.out.rectification.declarer_change = DeclarerChange(
            was=declarer.letter, now=st.declarer.letter, law="54A"
        )
        ctx.say(
            "54A",
            f"{name(declarer)} spreads his hand and becomes dummy; {name(st.declarer)} is "
            "declarer.",
        )
        lead_stands(ctx, off, card, event)
    else:
        ctx.say("54D", f"The lead is refused; {card} is withdrawn from the trick.")
        ctx.play_penalty(off, card, True, "54D")
        ctx.say("50D2", f"When {name(leader)} leads, declarer first chooses under 50D2.")


def _spread_by(ctx: Context) -> object:
    """The seat that spread his hand right after the lead (``N:spread``), if any."""
    nxt = ctx.next_event()
    if isinstance(nxt, PlayActEvent) and nxt.act == "spread":
        st = ctx.play
        seat = nxt.seat if nxt.seat is not None else st.declarer
        if seat not in (st.declarer, st.dummy):
            raise InvalidEventError(
                f"event {nxt.index} ({nxt}): only the presumed declarer or dummy spreads his "
                "hand after an opening lead out of turn (Law 54)"
            )
        return seat
    return None


def second_card() -> list[tuple[str, str]]:
    """The second card to trick 1 after declarer accepted the opening lead out of turn:
    (choice, outcome), in the Law's order."""
    return [
        ("a card from his own hand", "54B1: the second card comes from declarer's own hand."),
        (
            "a card from dummy",
            "54B2: dummy's card may not be withdrawn except to correct a revoke.",
        ),
    ]
