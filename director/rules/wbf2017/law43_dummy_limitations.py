"""Laws 42 and 43 — dummy's rights and limitations, and what follows a breach.

Irregularity
    A breach of dummy's limitations (43A), recorded as ``S:dummy-breach:<what>``. During
    play dummy may not start a call for the director unless someone else drew attention to
    an irregularity (``call``, 43A1(a)), draw attention to an irregularity
    (``dummy-attention``, 43A1(b)), or take part in the play or tell declarer anything about
    it (``participate``, 43A1(c)). He may not exchange hands with declarer (``exchange``,
    43A2(a)), leave his seat to watch declarer (``watch``, 43A2(b)), or look at a card in a
    defender's hand (``look``, 43A2(c)).

Rectification
    Any of these makes him liable to a procedural penalty under Law 90 (43B1), a matter for
    the director. After a breach of 43A2 (recorded earlier, or else the director is asked):
    43B2(a) (``S:dummy-warns``, declarer to lead): if dummy warns declarer against leading
    from the wrong hand, either defender chooses the hand declarer leads from.
    43B2(b) (``S:dummy-asks``, declarer having shown out): if dummy is the first to ask
    (asked) and declarer's play was a revoke, declarer must put a correct card in its place
    at once (``N:correct:<card>`` next), and Law 64 then applies as though the revoke had
    been established — the transfer is reckoned on the trick as corrected.
    43B3 (``S:dummy-attention`` right after a defender's irregularity): no rectification;
    play goes on as if nothing irregular had happened (a lead out of turn stands, an
    exposed card is no penalty card, a revoke stands and transfers nothing, a premature
    card is played at its turn, a fifth card goes back), and at the end the director takes
    away only from the defenders any gain from their irregularity, declarer's side keeping
    its table score. Without a 43A2 breach dummy's remark is a 43A1(b) breach only and the
    irregularity is rectified as usual.

    Dummy's rights (42): he may give information on fact or law in the
    director's presence, keep count of tricks, and play dummy's cards as declarer directs (42A);
    subject to Law 43 he may ask declarer, who did not follow suit, whether he has a card of the
    suit led (42B1), try to prevent an irregularity (42B2), and draw attention to one once play
    is over (42B3). Exercising a right needs no ruling.

Example
    Dummy left his seat to watch declarer (43A2(b)). West then leads out of turn at trick 2
    and dummy is the first to say so: no rectification (43B3) - the lead stands, and at the
    end the director takes away only the defenders' gain, if any.

See also
    Laws 16B, 45F (dummy suggesting a play), 55, 61B2, 62B2, 64, 90.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.engine.context import Context
from director.engine.events import CorrectEvent, Event, InvalidEventError, PlayActEvent, PlayEvent
from director.engine.play import Played, Revoke, Trick
from director.model.kind import Kind
from director.model.seat import Seat
from director.rules.common.play import driver, lead_stands, name, suit_word

if TYPE_CHECKING:
    from director.engine.table_api import TableApi

_BREACHES = {
    "call": ("43A1(a)", "started a call for the director during play"),
    "participate": ("43A1(c)", "took part in the play or told declarer something about it"),
    "exchange": ("43A2(a)", "exchanged hands with declarer"),
    "watch": ("43A2(b)", "left his seat to watch declarer play"),
    "look": ("43A2(c)", "looked at a card in a defender's hand"),
}
A2 = ("exchange", "watch", "look")

# Defenders' irregularities for which 43B3 says how play goes on without rectification.
_AS_IF_REGULAR = {
    Kind.LEAD_OUT_OF_TURN,
    Kind.CARD_EXPOSED_BY_DEFENDER,
    Kind.REVOKE,
    Kind.PENALTY_CARD_NOT_PLAYED,
    Kind.PREMATURE_PLAY,
    Kind.FIFTH_CARD,
}


def rule(ctx: Context) -> None:
    event = ctx.event
    assert isinstance(event, PlayActEvent)
    st = ctx.play
    if ctx.offender != st.dummy:
        raise InvalidEventError(
            f"event {event.index} ({event}): {name(ctx.offender)} is not dummy "
            f"({name(st.dummy)} is)"
        )
    if event.act == "dummy-breach":
        _breach(ctx, event)
    elif event.act == "dummy-warns":
        _warns(ctx, event)
    elif event.act == "dummy-asks":
        _asks(ctx, event)
    else:
        _attention(ctx, None)


def _breach(ctx: Context, event: PlayActEvent) -> None:
    law, what = _BREACHES[event.detail]
    ctx.out.law = law
    ctx.say(law, f"Dummy {what}.")
    ctx.say("43B1", "Dummy is liable to a procedural penalty (Law 90), at the director's choice.")
    if event.detail in A2:
        ctx.say(
            "43B2",
            "From now on, dummy warning declarer against a lead from the wrong hand (43B2(a)), "
            "asking first about declarer's failure to follow suit (43B2(b)) or drawing "
            "attention first to a defender's irregularity (43B3) carries a rectification.",
        )
    elif event.detail == "participate":
        ctx.unauthorised("16B", "declarer", "what dummy suggested or told him about the play")
        ctx.review(
            "45F",
            "If dummy suggested a play to declarer and the defenders were damaged by it, the "
            "director adjusts the score at the end of play.",
        )


def _breached(ctx: Context, ask: bool = True) -> bool:
    """Had dummy broken a limitation of 43A2 before this event? Recorded, or (``ask``)
    asked."""
    st = ctx.play
    for e in ctx.events:
        if e.index >= ctx.event.index:
            break
        breach = isinstance(e, PlayActEvent) and e.act == "dummy-breach" and e.detail in A2
        if breach and isinstance(e, PlayActEvent) and e.seat in (None, st.dummy):
            law, what = _BREACHES[e.detail]
            ctx.say(law, f"Dummy had {what} (event {e.index}).")
            return True
    return ask and bool(
        ctx.ask(
            "dummy_breach",
            "director",
            "43A2",
            "Had dummy, earlier in the play, exchanged hands with declarer, left his seat to "
            "watch declarer play, or looked at a card in a defender's hand (43A2)?",
            [
                (True, "yes", "Law 43B2/43B3 applies to what dummy did now."),
                (False, "no", "Dummy acted within his rights or broke 43A1 only."),
            ],
        )
    )


def _warns(ctx: Context, event: PlayActEvent) -> None:
    st = ctx.play
    trick = st.current
    if trick.cards or not st.is_declaring_side(trick.leader):
        raise InvalidEventError(
            f"event {event.index} ({event}): dummy can warn against a lead from the wrong "
            "hand only while declarer is to lead"
        )
    hand = "dummy" if trick.leader == st.dummy else "declarer's hand"
    ctx.say(
        "43B2(a)", f"Dummy warned declarer not to lead from the wrong hand ({hand} is on lead)."
    )
    if not _breached(ctx, ask=False):
        _a_right(
            ctx,
            "42B2",
            f"Dummy warned declarer not to lead from the wrong hand ({hand} is on lead): he may "
            "try to prevent an irregularity - no irregularity, no rectification.",
        )
        return
    choice = ctx.ask(
        "hand",
        "defenders",
        "43B2(a)",
        f"From which hand must declarer lead to trick {trick.number}? (Either defender chooses.)",
        [
            ("declarer", "declarer's hand", f"{name(st.declarer)} leads (43B2(a))."),
            ("dummy", "dummy", f"Declarer leads from dummy, {name(st.dummy)} (43B2(a))."),
        ],
    )
    leader = st.declarer if choice == "declarer" else st.dummy
    trick.leader = leader
    where = "dummy" if leader == st.dummy else "his own hand"
    ctx.say("43B2(a)", f"Declarer must lead to trick {trick.number} from {where}.")


def _a_right(ctx: Context, law: str, text: str) -> None:
    """Dummy acted within his rights (42B): a note on the play, not an irregularity."""
    ctx.note_play(law, text)
    ctx.withdraw()


def _declarer_card(ctx: Context, event: PlayActEvent) -> tuple[Trick, Played]:
    st = ctx.play
    decl = st.declarer
    for trick in (st.current, *reversed(st.tricks[-1:])):
        played = trick.played_by(decl)
        if played is not None:
            if trick.cards[0] is played or played.card.suit is trick.suit_led:
                break
            return trick, played
    raise InvalidEventError(
        f"event {event.index} ({event}): declarer's last card followed suit; dummy asks only "
        "when declarer has not followed suit (42B1)"
    )


def _asks(ctx: Context, event: PlayActEvent) -> None:
    st = ctx.play
    decl = st.declarer
    trick, played = _declarer_card(ctx, event)
    led = trick.suit_led
    ctx.say(
        "42B1",
        f"Dummy asked declarer, who played {played.card} to the {suit_word(led)} lead of trick "
        f"{trick.number}, whether he has a {suit_word(led)}.",
    )
    revoke = next(
        (r for r in st.revokes if r.seat == decl and r.trick == trick.number and not r.corrected),
        None,
    )
    if not _breached(ctx, ask=False):
        text = (
            f"Dummy asked declarer, who played {played.card} to the {suit_word(led)} lead of "
            f"trick {trick.number}, whether he has a {suit_word(led)}: his right - no "
            "irregularity by dummy."
        )
        if revoke is not None and not revoke.established:
            revoke.ctx.say("42B1", text)
            ctx.withdraw()
        else:
            _a_right(ctx, "42B1", text)
        return
    if revoke is None:
        ctx.say(
            "43B2(b)",
            "Declarer's play was legal"
            + ("" if st.knows(decl) else " (the record does not mark it as a revoke)")
            + ": nothing to rectify.",
        )
        return
    if revoke.established:
        ctx.say("63B", "The revoke was already established: Law 64 applies to it as usual.")
        return
    first = ctx.ask(
        "dummy_first",
        "director",
        "43B2(b)",
        "Was dummy the first to ask declarer about this play?",
        [
            (
                True,
                "yes",
                "Declarer substitutes a correct card and Law 64 applies as if the revoke had "
                "been established (43B2(b)).",
            ),
            (False, "no", "The revoke is corrected under Law 62 (62B2), with no transfer."),
        ],
    )
    if not first:
        ctx.say("62B2", "Someone asked before dummy: declarer corrects the revoke under Law 62.")
        return
    ctx.say(
        "43B2(b)",
        "Declarer must put a correct card in place of his revoke card, and Law 64 applies as if "
        "the revoke had been established.",
    )
    _substitute(ctx, revoke, trick)


def _substitute(ctx: Context, revoke: Revoke, trick: Trick) -> None:
    """43B2(b): the next event must be declarer's correction; it is made here and the revoke
    is marked established for Law 64."""
    st = ctx.play
    event = ctx.event
    nxt = ctx.next_event()
    if nxt is None:
        ctx.say("43B2(b)", "Record declarer's correct card next as 'correct <card>'.")
        return
    if not isinstance(nxt, CorrectEvent) or nxt.seat not in (None, revoke.seat):
        raise InvalidEventError(
            f"event {event.index} ({event}): declarer must put a correct card in place of "
            f"{revoke.card} at once (43B2(b)); record it next as "
            f"'{revoke.seat.letter}:correct:<card>'"
        )
    ctx.take_next()
    new = nxt.card
    driver(ctx).check_held(revoke.seat, new, nxt)
    led = trick.suit_led
    if led is not None and new.suit is not led and st.has_suit(revoke.seat, led):
        raise InvalidEventError(
            f"event {nxt.index} ({nxt}): {new} does not follow to the {suit_word(led)} lead "
            "either (43B2(b))"
        )
    st.replace(revoke.seat, revoke.played, new, nxt.index)
    revoke.established = True
    revoke.established_by = "43B2(b)"
    ctx.say("43B2(b)", f"{new} replaces {revoke.card} (event {nxt.index}).")
    revoke.ctx.say(
        "43B2(b)",
        f"Corrected with {new} after dummy's question (event {event.index}): Law 64 applies "
        "as if the revoke had been established.",
    )


# ------------------------------------------------------------------------------- 43B3
def attention_first(api: TableApi, kind: str, event: Event, offender: Seat) -> Context | None:
    """Called by the table before it rules on an irregularity when the next event is dummy
    drawing attention to it. Returns dummy's ruling when 43B3 leaves the irregularity
    without rectification; ``None`` to rule on it as usual (after dummy's ruling, if any)."""
    st = api.play_state
    if st is None:
        return None
    nxt = api.take_next()  # dummy's remark, ruled on here before the irregularity
    ctx = api.open_ruling(Kind.DUMMY_ATTENTION, nxt, st.dummy)
    applies = _attention(ctx, (kind, event, offender))
    return ctx if applies else None


def _attention(ctx: Context, irregular: tuple[str, Event, Seat] | None) -> bool:
    """Dummy drew attention to an irregularity during play (43A1(b)); after a 43A2 breach,
    to a defender's irregularity first, 43B3 applies. Returns whether it applied."""
    if irregular is None:
        ctx.say("43A1(b)", "Dummy drew attention to an irregularity during play.")
        ctx.say(
            "43B1",
            "Dummy is liable to a procedural penalty (Law 90); the irregularity, if "
            "any, is rectified as usual.",
        )
        return False
    kind, event, offender = irregular
    ctx.say(
        "43A1(b)",
        f"Dummy drew attention to {name(offender)}'s irregularity ({kind}, event {event.index}).",
    )
    if ctx.play.is_declaring_side(offender):
        ctx.say(
            "43B1",
            "Dummy is liable to a procedural penalty (Law 90); declarer's "
            "irregularity is rectified as usual.",
        )
        return False
    if kind not in _AS_IF_REGULAR:
        ctx.say("43B1", "Dummy is liable to a procedural penalty (Law 90).")
        ctx.review(
            "43B3",
            "If dummy had broken 43A2, the irregularity has no rectification: the director "
            "takes away from the defenders only any gain from it.",
        )
        return False
    if not _breached(ctx):
        ctx.say(
            "43B1",
            "No 43A2 breach: dummy is liable to a procedural penalty (Law 90) and "
            "the irregularity is rectified as usual.",
        )
        return False
    ctx.say(
        "43B3",
        "Dummy, after a 43A2 breach, was first to draw attention to it: no rectification; "
        "play goes on as if there had been no irregularity.",
    )
    _as_if_regular(ctx, kind, event, offender)
    ctx.review(
        "43B3",
        "At the end of play, if the defenders gained through their irregularity, the "
        "director adjusts their score only; declarer's side keeps the score it made.",
    )
    return True


def _as_if_regular(ctx: Context, kind: str, event: Event, offender: Seat) -> None:
    st = ctx.play
    if kind == Kind.LEAD_OUT_OF_TURN and isinstance(event, PlayEvent):
        ctx.say("43B3", f"{event.card} stands as the lead.")
        lead_stands(ctx, offender, event.card, event)
    elif kind == Kind.PENALTY_CARD_NOT_PLAYED and isinstance(event, PlayEvent):
        ctx.say("43B3", f"{event.card} stands; the penalty card stays on the table.")
        driver(ctx).accept(offender, event.card, event, check=False)
    elif kind == Kind.PREMATURE_PLAY and isinstance(event, PlayEvent):
        ctx.say("43B3", f"{event.card} is played at {name(offender)}'s turn.")
        st.pending[offender] = Played(offender, event.card, event.index)
    elif kind == Kind.REVOKE:
        ctx.say("43B3", "The revoke card stands; it is not corrected and transfers no trick.")
    elif kind == Kind.FIFTH_CARD:
        ctx.say("43B3", "The fifth card goes back to the hand: no penalty card.")
    else:
        ctx.say("43B3", "The exposed card is not a penalty card.")
