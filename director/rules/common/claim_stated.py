"""A claim stated without the play (``N:claim:all:of:7:won:1``): what the director is told
at the table instead of the cards - the tricks left, how many of those played the claimer's
side won, and (when the claim is disputed) whether an opponent still holds a trump. The
claim rules of every bridge code (68-71) read these facts through this module, so that a
claim stated this way and one recorded card by card rule the same way; a fact not stated
is asked, never assumed."""

from __future__ import annotations

from director.engine.context import Context
from director.engine.events import ClaimEvent, InvalidEventError
from director.model.seat import Seat
from director.rules.common.play import name

__all__ = ["stated_facts", "stated_play", "trump_finding"]


def _side_name(side: str) -> str:
    return "North-South" if side == "NS" else "East-West"


def stated_play(ctx: Context, event: ClaimEvent, seat: Seat) -> None:
    """Put the play the director stated before ``seat``'s claim in the place of its cards:
    ``event.left`` tricks left and ``event.won`` of the others won by the claimer's side
    (asked when not stated). A record whose cards say otherwise is bad input."""
    st, left = ctx.play, event.left
    if left is None:
        return
    played = 13 - left
    if st.tricks or st.current.cards:  # the cards are recorded too: they must agree
        count = st.tricks_won(seat.side)
        if len(st.tricks) != played or event.won not in (None, count):
            raise InvalidEventError(
                f"event {event.index} ({event}): the record's cards have {len(st.tricks)} "
                f"tricks played, {count} of them won by {seat.side}; state the claim without "
                "the play or with all of it"
            )
        return
    won = event.won
    if won is None:
        won = _ask_won(ctx, seat, played) if played else 0
    declaring = won if st.is_declaring_side(seat) else played - won
    st.play_stated(played, declaring, seat)


def _ask_won(ctx: Context, seat: Seat, played: int) -> int:
    side = seat.side
    answer = ctx.ask(
        "won",
        "director",
        "68",
        f"Of the {played} tricks played before the claim, how many had {_side_name(side)} "
        f"({side}) won?",
        [
            (str(k), str(k), f"{side} had won {k}, the opponents {played - k}.")
            for k in range(played + 1)
        ],
    )
    return int(str(answer))


def stated_facts(ctx: Context, seat: Seat) -> list[str]:
    """What a claim stated without the play rests on, in words (empty for a claim whose
    play is recorded card by card)."""
    event = ctx.event
    if not isinstance(event, ClaimEvent) or event.left is None:
        return []
    st = ctx.play
    played = 13 - event.left
    facts = [f"{event.left} tricks left at the claim; the play was not recorded."]
    if played:
        won = st.tricks_won(seat.side)
        facts.append(f"{seat.side} had won {won} of the {played} played; the hands are not known.")
    return facts


def trump_finding(ctx: Context, seat: Seat) -> bool | None:
    """For a claim stated without the play (the hands at the claim not known), whether an
    opponent of ``seat`` still holds a trump: the director's finding at the table, asked
    (70C); ``None`` for a claim whose cards are recorded, or in notrump."""
    event = ctx.event
    if not isinstance(event, ClaimEvent) or event.left is None or ctx.play.trump is None:
        return None
    question = f"Does an opponent of {name(seat)} still hold a trump?"
    return bool(ctx.ask("trump_out", "director", "70C", question, list(_TRUMP_OUT)))


# The director's finding on a trump out (70C): (answer, label, what follows).
_TRUMP_OUT = (
    (True, "yes", "A trump remains with an opponent: Law 70C applies."),
    (False, "no", "No trump remains in the opponents' hands."),
)
