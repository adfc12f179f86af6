"""Law 26 (1997 code) — the lead penalty after a withdrawn call: decided when the auction
is over, applied at the partner's first lead.

Irregularity
    In the auction an offender's call was withdrawn and he chose another final call at that
    turn; the rule of that irregularity said Law 26 may apply (25B2(c), 27B2, 27B3,
    30B1, 31A2(b), 31B, 36, 37, 38, 39B ...). Whether it does depends on the rest of the
    auction, so it is decided when the auction is over: if the offender's side declares,
    or the board is passed out, there is no lead penalty.

Rectification
    The offender became a defender. The director says which suit or suits the withdrawn
    call related to: a natural bid in a suit relates to that suit; a conventional call to
    the suit(s) it specified (a 2D transfer, to hearts), which the director names; a pass,
    double, redouble or notrump bid, natural, to none. A suit the offender himself
    specified in the legal auction (a later bid of his, his replacement call) carries no
    lead penalty (26A1, but Law 16C). For a suit he did not specify, declarer may require
    the partner to lead it at his first turn to lead, the opening lead included, or
    prohibit it for as long as he keeps the lead (26A2). A call that related to no suit:
    declarer may prohibit any one suit, for as long as the partner keeps the lead (26B).
    The ruling states at the end of the auction which it is; declarer chooses when the
    partner first has the lead. The 2017 code keeps only a prohibition of a suit the
    offender did not specify (2017 26B). As for any lead penalty: a player who can comply
    and does not revokes (61A); one who cannot may play any legal card (59).

Example
    Dealer E: ``1S P 2S N:1H N:P 4S P P P`` (the 1H not accepted, corrected by a pass:
    27B2); North never bid hearts, so at the end of the auction 26A2 applies, and before
    South's opening lead declarer requires a heart.

See also
    1997 Laws 16C, 59, 61; ``director law 26 --compare``.
"""

from __future__ import annotations

from director.engine.context import Context
from director.engine.ruling import LeadRestriction as Restriction
from director.errors import DirectorError
from director.model.call import Bid, Call, Strain
from director.model.card import Suit
from director.rules.base import step
from director.rules.common.play import name, suit_word
from director.rules.wbf2017.law26_lead_restriction import LeadRestriction, Options

__all__ = ["UNTIL_LOSES_LEAD", "LeadPenalty1997", "after_withdrawal", "rule"]

UNTIL_LOSES_LEAD = (
    "at his first turn to lead (the opening lead included); a prohibition lasts for as long "
    "as he keeps the lead"
)
SUITS_EXPECTED = "suit letters, e.g. H, or S H for two suits; 'none' if it related to no suit"


def _suits(letters: frozenset[str], join: str = "and") -> str:
    """``{"S", "H"}`` -> ``spades and hearts`` (the ranking order)."""
    words = [f"{suit_word(s)}s" for s in reversed(Suit) if s.letter in letters]
    if len(words) < 3:
        return f" {join} ".join(words)
    return ", ".join(words[:-1]) + f" {join} " + words[-1]


def read_suits(text: str) -> frozenset[str]:
    """A director's answer naming suits: ``H``, ``S H``, ``SH``, ``spades``; ``none``."""
    raw = text.strip()
    if raw.lower() in ("none", "no", "-", "0"):
        return frozenset()
    words = raw.replace(",", " ").split()
    if len(words) == 1 and len(raw) > 1 and all(c.upper() in "SHDC" for c in raw):
        words = list(raw)
    try:
        return frozenset(Suit.parse(w).letter for w in words)
    except DirectorError:
        raise DirectorError(f"{raw!r}: expected {SUITS_EXPECTED}") from None


class LeadPenalty1997(LeadRestriction):
    """1997 Law 26: decided at the end of the auction - the suit(s) of the withdrawn call,
    unless the offender specified them himself (26A1), may be required or prohibited
    (26A2); after any other call one suit may be prohibited (26B); applied at the
    partner's first lead."""

    law = "26"
    no_choice = "no lead penalty"
    no_choice_ruled = "Declarer chooses no lead penalty."

    # ------------------------------------------------- in the auction: decided at its end
    @step("26")
    def after_withdrawal(self, ctx: Context, withdrawn: Call, suits: frozenset[str] | None) -> None:
        """The call is withdrawn: whether Law 26 applies, and how, waits for the end of the
        auction (the offender's role and the suits he specifies in the legal auction)."""
        if not ctx.auction.is_complete:
            ctx.say(
                "26",
                f"Law 26 lead penalties for the withdrawn {withdrawn}: if {name(ctx.offender)} "
                "becomes a defender, the ruling says at the end of the auction which applies "
                "(26A1, 26A2 or 26B).",
            )
        ctx.at_auction_end(lambda: self.at_auction_end(ctx, withdrawn, suits))

    @step("26")
    def at_auction_end(self, ctx: Context, withdrawn: Call, suits: frozenset[str] | None) -> None:
        """The auction is over: no lead penalty unless the offender is a defender; then the
        suits the withdrawn call related to decide between 26A and 26B."""
        off = ctx.offender
        contract = ctx.auction.contract()
        if contract is None:
            ctx.say("26", "The board was passed out: no lead penalty (Law 26).")
            return
        if contract.declarer.side == off.side:
            role = "declarer" if contract.declarer == off else "dummy"
            ctx.say("26", f"{name(off)} became {role}: no lead penalty (Law 26).")
            return
        related = suits if suits is not None else self.related_suits(ctx, withdrawn)
        if not related:
            self.other_call(ctx, withdrawn)
            return
        specified = {s.letter for s in ctx.auction.suits_named_by(off) if s != Strain.NOTRUMP}
        free = frozenset(related - specified)
        if related & specified:
            self.specified(ctx, withdrawn, frozenset(related & specified), not free)
        if free:
            self.not_specified(ctx, withdrawn, free)

    @step("26A")
    def related_suits(self, ctx: Context, withdrawn: Call) -> frozenset[str]:
        """The suit(s) the withdrawn call related to: the one a natural bid names; for a
        conventional call, those it specified, as the director says."""
        natural = (
            f"26A: it related to {suit_word(Suit(withdrawn.strain))}s."
            if isinstance(withdrawn, Bid) and withdrawn.strain != Strain.NOTRUMP
            else "26B: it related to no particular suit."
        )
        conventional = ctx.ask(
            "withdrawn_conventional",
            "director",
            "26A",
            f"Was {name(ctx.offender)}'s withdrawn {withdrawn} conventional (relating to a suit "
            "or suits other than the one it named)?",
            [(False, "no, natural", natural),
             (True, "yes, conventional",
              "26A: the director names the suit(s) it specified, or none (26B).")],
        )  # fmt: skip
        if not conventional:
            if isinstance(withdrawn, Bid) and withdrawn.strain != Strain.NOTRUMP:
                return frozenset({withdrawn.strain.letter})
            return frozenset()
        suits: frozenset[str] = ctx.ask_text(
            "withdrawn_suits",
            "director",
            "26A",
            f"Which suit or suits did the conventional {withdrawn} relate to (specify)?",
            SUITS_EXPECTED,
            read_suits,
        )
        return suits

    @step("26A1")
    def specified(self, ctx: Context, withdrawn: Call, suits: frozenset[str], only: bool) -> None:
        """Suits the offender himself specified in the legal auction: no lead penalty."""
        off = ctx.offender
        bids = " ".join(str(c) for s, c in ctx.auction.calls if s == off and isinstance(c, Bid))
        outcome = "no lead penalty (but Law 16C)" if only else f"none for {_suits(suits)}"
        ctx.say(
            "26A1",
            f"The withdrawn {withdrawn} related to {_suits(suits)}, which {name(off)} specified "
            f"himself in the legal auction ({bids}): {outcome}.",
        )

    @step("26A2")
    def not_specified(self, ctx: Context, withdrawn: Call, suits: frozenset[str]) -> None:
        """Suits he did not specify: declarer may require or prohibit one of them."""
        off, partner = ctx.offender, ctx.offender.partner
        for s in reversed(Suit):
            if s.letter in suits:
                ctx.lead_restriction(
                    Restriction(
                        player=partner.letter,
                        declarer_may="require-or-prohibit",
                        suit=s.letter,
                        duration=UNTIL_LOSES_LEAD,
                        law="26A2",
                    )
                )
        one = next(s for s in reversed(Suit) if s.letter in suits)
        which = f"a {suit_word(one)}" if len(suits) == 1 else "one of those suits"
        ctx.say(
            "26A2",
            f"The auction is over and {name(off)}, a defender, did not specify "
            f"{_suits(suits, 'or')} in the legal auction: declarer may require {name(partner)} "
            f"to lead {which} at his first turn to lead (the opening lead included), or "
            "prohibit it for as long as he keeps the lead; he chooses when that lead is due.",
        )

    @step("26B")
    def other_call(self, ctx: Context, withdrawn: Call) -> None:
        """A withdrawn call that related to no particular suit: any one suit prohibited."""
        off, partner = ctx.offender, ctx.offender.partner
        ctx.lead_restriction(
            Restriction(
                player=partner.letter,
                declarer_may="prohibit",
                suit="any-one-suit",
                duration=UNTIL_LOSES_LEAD,
                law="26B",
            )
        )
        ctx.say(
            "26B",
            f"The withdrawn {withdrawn} related to no particular suit and {name(off)} is a "
            f"defender: declarer may prohibit {name(partner)} from leading any one suit at his "
            "first turn to lead (the opening lead included), for as long as he keeps the lead.",
        )

    # --------------------------------------------------- in the play: declarer's choice
    @step("26")
    def offer(self, ctx: Context, source: Context) -> tuple[str, Options] | None:
        restrictions = source.auction_lead_restrictions(ctx.play.contract)
        where = f"({source.out.kind}, Law {source.out.law}, event {source.event.index})"
        if restrictions[0].law == "26A2":
            return self.related_suit(ctx, [Suit.parse(r.suit) for r in restrictions], where)
        return self.any_suit(ctx, where)

    @step("26A2")
    def related_suit(self, ctx: Context, suits: list[Suit], where: str) -> tuple[str, Options]:
        """Require or prohibit the suit (one of the suits) decided at the end of the
        auction."""
        offender = ctx.offender
        leader = offender.partner
        words = _suits(frozenset(s.letter for s in suits))
        ctx.say(
            "26A2",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s withdrawn "
            f"call {where} related to {words}, which he did not specify in the legal auction: "
            "declarer may require or prohibit "
            + ("that suit." if len(suits) == 1 else "one of those suits."),
        )
        options: Options = []
        for suit in suits:
            options += [
                (f"require:{suit.letter}", f"require {suit_word(suit)}s",
                 f"{name(leader)} must lead a {suit_word(suit)} now (26A2; 59 if he has none)."),
                (f"prohibit:{suit.letter}", f"prohibit {suit_word(suit)}s",
                 f"{name(leader)} may not lead a {suit_word(suit)} for as long as he keeps the "
                 "lead (26A2)."),
            ]  # fmt: skip
        return "26A2", options

    @step("26B")
    def any_suit(self, ctx: Context, where: str) -> tuple[str, Options]:
        """Any other withdrawn call: declarer may prohibit any one suit."""
        offender = ctx.offender
        leader = offender.partner
        ctx.say(
            "26B",
            f"{name(leader)} has the lead for the first time; {name(offender)}'s call was "
            f"withdrawn {where} and he is a defender: declarer may prohibit any one suit.",
        )
        options: Options = [
            (f"prohibit:{s.letter}", f"prohibit {suit_word(s)}s",
             f"{name(leader)} may not lead a {suit_word(s)} for as long as he keeps the lead "
             "(26B).")
            for s in reversed(Suit)
        ]  # fmt: skip
        return "26B", options


rule = LeadPenalty1997()


def after_withdrawal(ctx: Context, withdrawn: Call, suits: frozenset[str] | None = None) -> None:
    """Law 26 for a call withdrawn in the auction (the rules of 25, 27, 30, 31, 36-39)."""
    rule.after_withdrawal(ctx, withdrawn, suits)
