"""What the play period waits for when the record stops mid-play.

A ruling in the play period is not over while a rectification still governs a card to
come: a penalty card lies face up (50C, 50D), a lead or play restriction is in force (26B,
50D2, 51B, 54D, 56, 57A), a revoke may still be corrected or its trick transfer waits for the
end of play (62A, 63A, 64A), declarer has still to lead from the correct hand (55B2, 60B).
Then the table's next card is awaited: the ruling is a draft, with no result or score.

:func:`look_ahead` starts, at the end of the events, what the Law makes come *before* that
card - declarer's elections before the partner of a penalty-card holder leads (50D2, 51B)
or before the partner of an offender in the auction leads (26B), and his designation of a
penalty card (51A) - exactly as they would start when the card is recorded, so that typing
the incident up to the irregularity and going on live gives the same ruling as typing the
whole sequence. :func:`pending_card` states the awaited card's options and what follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.engine.play import PlayState
from director.engine.ruling import PendingOption, PendingOut
from director.model.card import Suit
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.table import Table

__all__ = ["look_ahead", "pending_card"]


def _name(seat: Seat) -> str:
    return seat.name.title()


def _word(suit: Suit) -> str:
    return suit.name.lower()[:-1] if suit.name.endswith("S") else suit.name.lower()


def needs_opening_lead(table: Table) -> bool:
    """The auction is over and a consequence of an auction irregularity waits for the
    opening lead: a penalty card of a defender (24, 50) or lead restrictions (26B)."""
    contract = table.auction.contract() if table.auction.is_complete else None
    if contract is None or table.driver is not None or table.not_played:
        return False
    if table.opening_lead_rules and table.game.plays:
        return True
    return any(
        ctx.auction_penalty_cards(contract) or ctx.auction_lead_restrictions(contract)
        for ctx in table.contexts
    )


def look_ahead(table: Table) -> None:
    """At the end of the events: start the elections the next card waits for."""
    if table.driver is None:
        if not needs_opening_lead(table):
            return
        table.open_play()
    driver = table.driver
    assert driver is not None
    st = driver.state
    if st.finished or st.pending or driver.early_lead is not None or st.current.face_down:
        return
    if driver.taken_back is not None or driver.awaiting_declarer_lead is not None:
        return
    seat = st.turn
    last = table.events[-1] if table.events else None
    if not st.current.cards:
        driver.offer_lead_calls(seat)
        driver.offer_26b(seat)
        driver.offer_50d2(seat)
    if last is not None:
        driver.offer_51a(seat, last)


def pending_card(table: Table) -> PendingOut | None:
    """The card the ruling waits for, or ``None`` when nothing in force governs it."""
    driver = table.driver
    if driver is None or table.stopped_at is not None:
        return None
    st = driver.state
    if st.finished:
        return None
    seat = st.turn
    leading = not st.current.cards
    options = _elections_due(table, st, seat) + _options(table, st, seat, leading)
    notes = _in_force(table, st, seat)
    if not options and not notes:
        return None
    if not options:
        # 44 (2017): a card no rectification governs. A code whose play laws the tool does
        # not hold (1912: ``ANY_CARD_LAW`` empty) cites what is in force instead.
        law = table.edition.citations.any_card
        anything = f"{law}: any card he may legally lead or play; no rectification governs it."
        if not law:
            law = notes[0].outcome.partition(":")[0]
            anything = f"{law}: any card he may legally lead or play; the call is for another lead."
        options = [PendingOption(choice="any legal card", outcome=anything)]
    verb = "lead to" if leading else "play to"
    return PendingOut(
        irregularity=len(table.contexts) or 1,
        seat=table.holder(seat).letter,
        awaits="lead" if leading else "play",
        law=(options + notes)[0].outcome.partition(":")[0],
        text=f"What does {_name(table.holder(seat))} {verb} trick {st.trick_number}?",
        options=options + notes,
    )


def _options(table: Table, st: PlayState, seat: Seat, leading: bool) -> list[PendingOption]:
    """The player's own obligations on this card, each with what follows if he breaks it,
    in the edition's words (its hooks; a lead against a restriction that is not a revoke
    under the code's own law: its ``citations.lead_against_restriction``)."""
    hook = table.edition.hook
    broken = table.edition.citations.lead_against_restriction
    out: list[PendingOption] = []
    for r in st.lead_suit_restriction(seat) if leading else []:
        word = _word(r.suit)
        if r.mode == "require":
            out.append(PendingOption(choice=f"a {word}", outcome=f"{r.law}: as required."))
            out.append(
                PendingOption(
                    choice=f"another suit while he holds a {word}",
                    outcome=broken or hook("restriction.lead-required-broken")(),
                )
            )
        else:
            span = " while he keeps the lead" if r.until_loses_lead else ""
            if broken:  # an older code's call: what complies comes first (its law)
                out.append(PendingOption(choice=f"no {word}", outcome=f"{r.law}: as required."))
            out.append(
                PendingOption(
                    choice=f"a {word} while he holds another suit",
                    outcome=broken or hook("restriction.lead-prohibited-broken")(r.law, word, span),
                )
            )
    for pr in st.play_rules:
        if pr.seat == seat and pr.trick == st.trick_number:
            what = {
                "highest": "his highest card of the suit led",
                "lowest": "his lowest card of the suit led",
                "play-suit": f"a {_word(pr.suit)} if void in the suit led" if pr.suit else "",
                "not-suit": f"no {_word(pr.suit)} if void in the suit led" if pr.suit else "",
            }[pr.mode]
            out.append(PendingOption(choice=what, outcome=f"{pr.law}: as declarer required."))
            out.append(
                PendingOption(
                    choice="another card when he could comply",
                    outcome=hook("restriction.play-broken")(),
                )
            )
    driver = table.driver
    assert driver is not None
    if driver.second_card_54b1 == seat and st.trick_number == 1 and len(st.current.cards) == 1:
        second = "opening-lead.second-card"  # 54B1, after an opening lead out of turn accepted
        out += [PendingOption(choice=c, outcome=o) for c, o in hook(second)()]
    mine = st.penalty_of(seat)
    majors = [p for p in mine if p.major]
    minors = [p for p in mine if not p.major]
    if majors:
        shown = " or ".join(str(p.card) for p in majors)
        out.append(PendingOption(choice=shown, outcome=hook("penalty-card.due")()))
        out.append(
            PendingOption(
                choice=f"another card when {shown} could legally be played",
                outcome=hook("penalty-card.major-not-played")(),
            )
        )
    for p in minors:
        word = _word(p.card.suit)
        out.append(
            PendingOption(
                choice=f"another {word} below honour rank before {p.card}",
                outcome=hook("penalty-card.minor-not-played")(),
            )
        )
    if minors and not majors:
        out.append(
            PendingOption(
                choice=f"{' or '.join(str(p.card) for p in minors)}, an honour or another suit",
                outcome=hook("penalty-card.minor-allowed")(),
            )
        )
    return out


def _in_force(table: Table, st: PlayState, seat: Seat) -> list[PendingOption]:
    """What else the awaited card may set off: the other penalty cards, revokes, a lead
    called whose leader is not yet known (1912 51)."""
    out: list[PendingOption] = []
    hook = table.edition.hook
    driver = table.driver
    assert driver is not None
    leading = not st.current.cards
    for offer in table.lead_offers:  # a lead called, its leader not yet known (1912 51)
        if leading and table.holder(seat) in offer.seats:
            continue  # asked before this very lead (_elections_due)
        who = " or ".join(_name(s) for s in table.game.seats if s in offer.seats)
        out.append(
            PendingOption(
                choice=f"the lead called ({offer.law})",
                outcome=f"{offer.law}: {offer.text.rstrip('.')}, before {who} next leads.",
            )
        )
    for holder in Seat:
        if holder == seat:
            continue
        cards = st.penalty_of(holder)
        if not cards:
            continue
        shown = " ".join(str(p.card) for p in cards)
        major = any(p.major for p in cards)
        kind = "major" if major else "minor"
        follows = ""
        leads_now = holder.partner == seat and not st.current.cards
        if leads_now and st.trick_number in driver.offered_50d2:
            follows = hook("penalty-card.lead-election-made")()
        elif leads_now:
            follows = ""
        elif major:
            follows = hook("penalty-card.lead-election-next")(holder.partner)
        out.append(
            PendingOption(
                choice=f"{_name(holder)}'s penalty card {shown} ({kind})",
                outcome=hook("penalty-card.face-up")(major, follows),
            )
        )
    driver = table.driver
    assert driver is not None
    for r in st.revokes:
        if r.corrected:
            continue
        if not r.established:
            out.append(
                PendingOption(
                    choice=f"the revoke at trick {r.trick}",
                    outcome=hook("revoke.open-awaited")(r.seat),
                )
            )
        else:
            out.append(
                PendingOption(
                    choice=f"the established revoke at trick {r.trick}",
                    outcome=hook("revoke.established-awaited")(),
                )
            )
    if driver.awaiting_declarer_lead is not None:
        out.append(
            PendingOption(
                choice="declarer's lead from the correct hand",
                outcome=hook("declarer-lead.due")(),
            )
        )
    return out


def _elections_due(table: Table, st: PlayState, seat: Seat) -> list[PendingOption]:
    """Declarer's elections that the awaited card sets off, when they have not been made
    yet (live, they are asked before it: :func:`look_ahead`)."""
    driver = table.driver
    assert driver is not None
    out: list[PendingOption] = []
    hook = table.edition.hook
    leading = not st.current.cards
    for offer in table.lead_offers if leading else []:
        if table.holder(seat) in offer.seats:
            choice = f"before {_name(table.holder(seat))} leads"
            out.append(PendingOption(choice=choice, outcome=f"{offer.law}: {offer.text}"))
    if leading and not st.is_declaring_side(seat):
        partner = seat.partner
        if st.trick_number not in driver.offered_50d2 and any(
            p.major for p in st.penalty_of(partner)
        ):
            out.append(
                PendingOption(
                    choice=f"before {_name(seat)} leads",
                    outcome=hook("penalty-card.lead-election-due")(partner),
                )
            )
        for ctx in table.contexts:
            if (
                ctx.number not in driver.offered_26b
                and ctx.offender.partner == seat
                and ctx.auction_lead_restrictions(st.contract)
            ):
                out.append(
                    PendingOption(
                        choice=f"before {_name(seat)}'s first lead",
                        outcome=hook("auction.lead-election-due")(ctx.event.index),
                    )
                )
                break
    designates = (seat, st.trick_number) not in driver.designated
    if designates and not st.is_declaring_side(seat) and len(driver.designation_choices(seat)) >= 2:
        out.append(
            PendingOption(
                choice=f"{_name(seat)} could legally play two or more penalty cards",
                outcome=hook("penalty-card.designation-due")(),
            )
        )
    return out
