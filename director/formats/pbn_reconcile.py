"""Known explanations for an auction that disagrees with a game's ``[Contract]`` and
``[Declarer]``, tested before the board is replayed.

Archive exports often write the auction from the first call that is not a pass while
the section's seat stays the dealer's, or state the contract without its final double.
Read as written, such an auction names another declarer, and every later turn of the
replay (the opening lead, each trick) would be judged from the wrong seat. So when the
auction and the tags disagree, :func:`reconcile` tries, in order: 1, 2 or 3 opening
passes left out (the written calls then start that many seats after the section's
seat), the ``[Contract]`` tag leaving out the auction's final double or redouble, and
both together. The first that makes the auction reach exactly the tags' contract and
declarer is the explanation; it is reported once (``PBN031``) and the game is read with
the reconciled auction. When none fits, the reader keeps its ``PBN029`` finding and the
review rules on no play irregularity (they would depend on a doubtful declarer).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from director.formats.pbn_auction import CallDraft, auction_contract
from director.model.seat import Seat

__all__ = ["Reconciled", "explain", "reconcile"]


@dataclasses.dataclass(frozen=True, slots=True)
class Reconciled:
    """The auction as reconciled: ``passes`` opening passes added (0-3) and, when
    ``doubled`` is set, the contract is the auction's (the tag left out its double)."""

    calls: list[CallDraft]
    passes: int
    contract: str  # the contract the reconciled auction reaches
    declarer: Seat
    doubled: bool

    @property
    def message(self) -> str:
        n = self.passes
        what = "the dealer's opening pass" if n == 1 else "the opening passes"
        risk = "redouble" if self.contract.endswith("XX") else "double"
        by = f"{self.contract} by {self.declarer.letter}"
        if not n:
            return (
                f"the [Contract] tag omits the auction's final {risk}: the auction reaches "
                f"{by} (replayed so)"
            )
        also = f" and the [Contract] tag its final {risk}" if self.doubled else ""
        return (
            f"the auction omits {what}{also}: with {n} added it reaches {by}, as the tags "
            "say (replayed so)"
        )


def reconcile(
    calls: list[CallDraft], offset: int, contract: str, declarer: Seat | None
) -> Reconciled | None:
    """The first known explanation that makes ``calls`` reach ``contract`` by
    ``declarer``, or ``None``. Added passes are placed at ``offset`` (the ``[Auction]``
    tag). Only a plain auction is reconciled: no irregularity token, ``declarer`` known."""
    if declarer is None or not calls or any(c.irregular for c in calls):
        return None
    found = explain([(int(c.seat), c.text) for c in calls], contract, int(declarer))
    if found is None:
        return None
    passes, reached, doubled = found
    first = calls[0].seat
    shifted = [CallDraft(Seat((first + k) % 4), "P", offset) for k in range(passes)]
    shifted += [dataclasses.replace(c, seat=Seat((c.seat + passes) % 4)) for c in calls]
    return Reconciled(shifted, passes, reached, declarer, doubled)


def explain(
    calls: Sequence[tuple[int, str]], contract: str, declarer: int
) -> tuple[int, str, bool] | None:
    """:func:`reconcile` on ``(seat number, call)`` pairs (the review's screen uses it
    without building calls): ``(passes added, contract reached, the tag left out its
    final double)`` of the first explanation, or ``None``."""
    # The auction with ``k`` opening passes added reaches what it reaches as written, its
    # declarer ``k`` seats on (the same call names the strain first), unless those passes
    # and the ones it opens with make four: then it is passed out.
    written = auction_contract(calls)
    opening = next((i for i, (_, text) in enumerate(calls) if text != "P"), len(calls))
    for passes in (0, 1, 2, 3):
        if passes and opening + passes >= 4:
            return None  # passed out from here on: no contract, no declarer
        if written is None or written[1] is None or (written[1] + passes) % 4 != declarer:
            continue
        reached = written[0]
        doubled = reached != contract and reached.rstrip("X") == contract and reached[-1] == "X"
        if not doubled and not (reached == contract and passes):
            continue
        return passes, reached, doubled
    return None
