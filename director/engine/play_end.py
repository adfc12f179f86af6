"""The end of play: revoke trick transfers (Law 64), the result, and the score (Law 77)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from director.engine.auction import Contract
from director.engine.ruling import (
    PlayedCardOut,
    PlayerScoreItem,
    ResultOut,
    ScoreOut,
    Statement,
    TrickOut,
    TrickTransfer,
)
from director.model.card import Card
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.table import Table

__all__ = ["finish_play", "play_output"]


def _claim_credit(table: Table) -> dict[str, int]:
    """Remaining tricks credited to each side by a resolved claim or concession."""
    for ctx in table.contexts:
        claim = ctx.out.rectification.claim
        if (
            claim is not None
            and claim.awarded is not None
            and claim.outcome
            in (
                "agreed",
                "disputed",
            )
        ):
            side = "NS" if claim.claimer in "NS" else "EW"
            other = "EW" if side == "NS" else "NS"
            return {side: claim.awarded, other: claim.remaining - claim.awarded}
    return {}


def finish_play(table: Table) -> None:
    """At the end of the record: if play is over, rule the trick transfers of Law 64."""
    st = table.play
    if st is None or not st.finished:
        return
    transfers = table.edition.hook("revoke.transfers")
    rule_transfer = table.edition.hook("revoke.rule-transfer")

    credit = _claim_credit(table)
    _trick_12_found(table, bool(credit))
    for revoke, tricks, law in transfers(st, credit):
        revoke.ctx.apply(table.edition.citations.revoke_transfer)
        rule_transfer(revoke.ctx, revoke, tricks, law)
    for revoke in st.revokes:
        if not revoke.established and not revoke.corrected:
            revoke.ctx.say(
                table.edition.citations.revoke_unsettled,
                "The record ends before the revoke was established or corrected.",
            )


def _trick_12_found(table: Table, claimed: bool) -> None:
    """A revoke on trick 12 left uncorrected when the 13 tricks are played: whether 62D1
    still corrects it is the director's finding (the hands back in the board or not)."""
    st = table.play
    assert st is not None
    hooks = table.edition.hooks
    if claimed or len(st.tricks) != 13 or "revoke.found-after-trick-13" not in hooks:
        return
    found = table.edition.hook("revoke.found-after-trick-13")
    for revoke in st.revokes:
        if revoke.trick == 12 and revoke.established and not revoke.corrected:
            last = max(p.event for t in st.tricks for p in t.cards)
            found(revoke, last + 1)


def _result_law(table: Table) -> str:
    """The law that counts the tricks won into the result in this edition (79A for the Laws
    of Duplicate Bridge; an edition may name its own: ``citations.result``)."""
    law: str = table.edition.citations.result
    return law


def play_output(table: Table, contract: Contract | None) -> dict[str, Any]:
    st = table.play
    assert st is not None
    tricks = [t for t in st.tricks if not t.stated] + ([st.current] if st.current.cards else [])
    play = [
        TrickOut(
            number=t.number,
            leader=table.holder(t.leader).letter,
            cards=[
                PlayedCardOut(seat=table.holder(p.seat).letter, card=str(p.card), event=p.event)
                for p in t.cards
            ],
            winner=table.holder(t.winner).letter if t.winner is not None else None,
        )
        for t in tricks
    ]
    held = table.driver.held_54b2 if table.driver is not None else None
    if held is not None and st.pending.get(held.seat) == held and play:  # 54B2: played second
        play[-1].cards.insert(
            1,
            PlayedCardOut(
                seat=table.holder(held.seat).letter, card=str(held.card), event=held.event
            ),
        )
    side = st.declarer.side
    credit = _claim_credit(table)
    won = st.declarer_tricks()
    stopped = table.stopped_at is not None
    stated = st.stated_made is not None  # the play as the director stated it
    complete = (len(st.tricks) == 13 or bool(credit) or stated) and not stopped
    result = ResultOut(
        declarer=table.holder(st.declarer).letter,
        tricks_played=len(st.tricks),
        won_in_play=won,
        claimed=credit.get(side) if credit else None,
        complete=complete,
        notes=list(table.play_notes),
    )
    transfers: list[TrickTransfer] = [
        ctx.out.rectification.trick_transfer
        for ctx in table.contexts
        if ctx.out.rectification.trick_transfer is not None
    ]
    result.transfers = transfers
    if complete:
        before = won + credit.get(side, 0)
        after = before
        for t in transfers:
            after += t.tricks if t.to_side == side else -t.tricks
        result.before_transfer, result.after_transfer = before, after
    elif stopped:
        unruled = next((c.out for c in table.contexts if c.out.not_ruled is not None), None)
        text = (
            f"A question is open (event {table.stopped_at}): no result or score until it is "
            "answered."
            if unruled is None
            else f"This tool does not rule the irregularity at event {unruled.event} under "
            f"{table.edition} (Law {unruled.not_ruled}): no result or score until the director "
            "rules on it."
        )
        result.notes.append(Statement(law=_result_law(table), text=text))
    else:
        result.notes.append(
            Statement(
                law=_result_law(table),
                text="Play is incomplete in the record: no result is computed.",
            )
        )
    out: dict[str, Any] = {"play": play, "result": result}
    if complete and contract is not None and result.after_transfer is not None:
        out["score"] = _score(table, contract, st.declarer, result.after_transfer)
    return out


def _score(table: Table, contract: Contract, declarer: Any, tricks: int) -> ScoreOut:
    from director.scoring.contract import ContractResult

    result = ContractResult(
        level=contract.level,
        strain=contract.strain,
        doubled=contract.doubled,
        declarer=declarer,
        tricks=tricks,
    )
    vul = table.vulnerable.is_vulnerable(declarer)
    hand = table.game.score(
        result, table.vulnerable, royal=contract.royal, calls=table.auction.calls, deal=table.deal
    )
    sides = hand.sides
    out = ScoreOut(
        contract=result.contract,
        declarer=declarer.letter,
        tricks=tricks,
        vulnerable=vul,
        result=f"{result.contract}{result.outcome}",
        declarer_side=hand.declarer_side,
        ns=sides.get("NS"),
        ew=sides.get("EW"),
        law=table.edition.citations.score,
    )
    if hand.players is not None:
        _player_scores(table, out, hand.players, hand.items)
    else:  # a code that scores by columns (Auction Bridge 1912): each item, by side
        out.items = [
            PlayerScoreItem(seat=i.seat, label=i.label, points=i.points, law=i.law, column=i.column)
            for i in hand.items
        ]
    return out


def _player_scores(table: Table, out: ScoreOut, players: dict[str, int], items: Any) -> None:
    """Each player's own score (three-handed Auction, 12, 13), the honour points the
    rulings gave him for another's irregularity (HonourPoints) added, each item with its
    law."""
    out.law = table.edition.citations.players_score
    out.items = [
        PlayerScoreItem(seat=i.seat, label=i.label, points=i.points, law=i.law, column=i.column)
        for i in items
    ]
    totals = dict(players)
    rules = table.edition.rules
    for ctx in table.contexts:
        # The kind the ruling found (a call out of turn may prove a double out of turn, 10).
        title = rules.get(ctx.out.kind, ctx.spec).title
        for hp in ctx.out.rectification.honour_points:
            totals[hp.seat] = totals.get(hp.seat, 0) + hp.points
            out.items.append(
                PlayerScoreItem(
                    seat=hp.seat,
                    label=f"{title.lower()} by {ctx.out.offender} (event {ctx.out.event})",
                    points=hp.points,
                    law=hp.law,
                    column="honour",
                )
            )
    out.players = totals
    out.declarer_side = totals.get(out.declarer, out.declarer_side)


def settle_penalty_cards(table: Table) -> None:
    """Each play-period penalty card in a ruling says whether it still lies face up or how
    it left the table (played, or picked up under 50D2(a)/51B). When play has ended, a card
    that lay on the table (not picked up) names the 50E4 review on the ruling that made it."""
    st = table.play
    if st is None:
        return
    on_table = {(p.seat, p.card) for p in st.penalty}
    for ctx in table.contexts:
        rect = ctx.out.rectification
        for pc in rect.penalty_cards:
            key = (Seat.parse(pc.seat), Card.parse(pc.card))
            pc.ended = None if key in on_table else st.penalty_gone.get(key)
            picked = (pc.ended or "").startswith("picked up")
            if st.finished and not picked and rect.adjusted_score_review is None:
                table.edition.hook("penalty-card.review")(ctx, pc.card)
