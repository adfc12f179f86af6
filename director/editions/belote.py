"""Belote contrée: the project's own articles (laws/belote-contree), a game of its own
(``family = "belote"``: director/belote plays it, director/games/belote.py drives it)."""

from __future__ import annotations

from typing import NoReturn

from director.editions.base import Edition, RuleSpec, rules_of
from director.model.kind import Kind

__all__ = ["BeloteContree"]


def _spec(kind: str, article: str, module: str, title: str) -> RuleSpec:
    return RuleSpec(kind, article, f"director.rules.belote.{module}", title)


_NOT_ALLOWED = "law06_call_not_allowed"
# Each kind the Belote table finds: its article, its rule module, its title.
_TABLE: tuple[tuple[str, str, str, str], ...] = (
    (Kind.BID_NOT_ALLOWED, "3B", _NOT_ALLOWED, "Call not allowed"),
    (Kind.BID_NOT_HIGHER, "3B", _NOT_ALLOWED, "Call not allowed"),
    (Kind.BID_OVER_CAPOT, "3C", _NOT_ALLOWED, "Call not allowed"),
    (Kind.CONTRE_NOT_ALLOWED, "4A", _NOT_ALLOWED, "Call not allowed"),
    (Kind.CONTRE_OWN_SIDE, "4A", _NOT_ALLOWED, "Call not allowed"),
    (Kind.BID_AFTER_CONTRE, "4B", _NOT_ALLOWED, "Call not allowed"),
    (Kind.CALL_BY_CONTRER_SIDE, "4B", _NOT_ALLOWED, "Call not allowed"),
    (Kind.SURCONTRE_NOT_ALLOWED, "4C", _NOT_ALLOWED, "Call not allowed"),
    (Kind.SURCONTRE_WRONG_SIDE, "4C", _NOT_ALLOWED, "Call not allowed"),
    (Kind.CALL_AFTER_AUCTION, "5D", "law05_call_after_auction", "Call after the end of the auction"),
    (Kind.CALL_WHEN_SILENCED, "7A", "law07_call_when_silenced", "Call not allowed"),
    (Kind.CALL_OUT_OF_TURN, "7A", "law07_call_out_of_turn", "Call out of turn"),
    (Kind.CONTRE_OUT_OF_TURN, "7B", "law07_contre_out_of_turn", "Contre out of turn"),
    (Kind.ANNOUNCEMENT_VOID, "10B", "law10_announcement_void", "Belote announced wrongly"),
    (Kind.MELD_NOT_SHOWN, "10G", "law10_meld_not_shown", "Meld not shown on request"),
    (Kind.MELD_NOT_HELD, "10H", "law10_meld_not_held", "Meld the hand does not hold"),
    (Kind.MELD_OUT_OF_TIME, "10I", "law10_meld_out_of_time", "Meld announced out of time"),
    (Kind.CARD_OUT_OF_TURN, "11A", "law11_card_out_of_turn", "Card played out of turn"),
    (Kind.CARD_SHOWN, "11B", "law11_card_exposed", "Card exposed"),
    (Kind.RENONCE, "12A", "law12_renonce", "Renonce"),
    (Kind.DISPUTED_SCORE, "15", "law15_disputed_score", "Disputed score"),
)  # fmt: skip


class BeloteContree(Edition):
    """Belote contrée (FFB rules and the seed's variants), in the project's 15 articles.

    A call the rules forbid is ruled under article 6 (the kind's article names the rule it
    breaks); the Belote table (director.belote.table) finds each rule here, by kind.
    """

    id = "belote-contree"
    title = "Belote contrée"
    family = "belote"
    game_id = "belote-contree"
    catalog = "belote-contree"
    rules = rules_of(*(_spec(*row) for row in _TABLE))

    @property
    def game(self) -> NoReturn:
        """No bridge game: Belote's pack, auction and play are director/belote's own."""
        from director.errors import UnknownGameError

        raise UnknownGameError(
            f"{self.id} is not a bridge code: its records are Belote records (director/belote)"
        )
