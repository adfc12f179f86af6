"""The at-a-glance view of a Law (``director law 27 --brief``): what a director reads to
the table - who chooses, the branches, what each leads to - in a screenful.

Nothing here is a second text to keep in step. The outline comes from the catalog (each
lettered section's heading and first sentence); the choices come from the rule code
itself: an example incident per Law (:data:`EXAMPLES`, the only data of this module) is
replayed through the engine, and every question the rule asks (who answers, each option
and its outcome) and every call it waits for at the table (each possible call and what
follows) is collected by answering each option in turn. Where a branch moves to another
Law, the brief names that Law and stops there.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from director.catalog.catalog import Edition, Law
from director.catalog.ref import LawRef
from director.catalog.xrefs import split_refs

if TYPE_CHECKING:
    from director.engine.ruling import Irregularity, Ruling

__all__ = ["EXAMPLES", "Branch", "Brief", "Example", "Node", "brief", "first_sentence"]

MAX_DEPTH = 4  # questions and waits along one path
MAX_OPTIONS = 6  # more (a number of tricks) are shown as a range, not followed
WHOLE_LIMIT = 320  # the first sentence of a Law with one section: four lines at 80 columns


@dataclasses.dataclass(frozen=True)
class Branch:
    """One option of a question, or one kind of call a player may make."""

    label: str
    outcome: str
    then: Node | None = None
    steps: tuple[tuple[str, str], ...] = ()
    """Where nobody chooses after it: what the rule then states, under sections the
    outcome does not already name."""


@dataclasses.dataclass(frozen=True)
class Node:
    """A point where someone chooses: ``kind`` is ``question`` (an election or the
    director's judgement), ``call`` (what the player calls next at the table) or
    ``elsewhere`` (the branch goes on under another Law, ``law``)."""

    kind: str
    law: str
    who: str
    seat: str | None
    text: str
    branches: tuple[Branch, ...] = ()


@dataclasses.dataclass(frozen=True)
class Example:
    """An incident the Law's rule code is run on, and what it asked."""

    what: str
    dealer: str
    notation: str
    law: str | None  # the Law the rule code rules under (a card exposed: 49)
    kind: str | None  # the irregularity's kind (README), e.g. insufficient-bid, claim
    offender: str | None  # for a claim, the claimer
    root: Node | None
    steps: tuple[tuple[str, str], ...] = ()
    """When nobody chooses: the rectification as the rule states it."""
    honour_points: tuple[tuple[str, int, str], ...] = ()
    """(seat, points, law): what other players score in their honour column for the
    irregularity before anyone chooses, so whatever follows (three-handed Auction 5, 9, 10)."""


@dataclasses.dataclass(frozen=True)
class Brief:
    law: Law
    outline: tuple[tuple[LawRef, str, str], ...]  # (ref, heading, first sentence)
    examples: tuple[Example, ...]
    refs_here: tuple[LawRef, ...]
    refs_elsewhere: tuple[LawRef, ...]


# (what the example shows, dealer, compact notation) per Law, for the 2017 rule code.
EXAMPLES: dict[str, dict[int, tuple[tuple[str, str, str], ...]]] = {
    "wbf-2017": {
        15: (("a call made holding the cards of another board", "N", "1H P 2H N:wrong-board"),),
        21: (("a call changed after misinformation", "S", "1NT 2D P W:misinformed:2H"),),
        24: (("an honour exposed during the auction", "N", "1H E:expose:SK"),),
        25: (("a change of call", "N", "1H N:change:1S"),),
        27: (("an insufficient bid", "S", "1H 1S 1H"),),
        29: (("a bid out of rotation", "N", "E:1S"),),
        30: (
            ("a pass at RHO's turn", "N", "E:P"),
            ("a pass at partner's turn", "N", "S:P"),
        ),
        31: (
            ("a bid at RHO's turn", "N", "E:1S"),
            ("a bid at partner's turn", "N", "S:1S"),
        ),
        32: (
            ("a double at RHO's turn", "N", "1H P W:X"),
            ("a double at partner's turn", "N", "1H W:X"),
        ),
        33: (("a call made together with the correct player's", "N", "1H E:simultaneous:1S"),),
        36: (("a double of partner's bid", "N", "1H P X"),),
        38: (("a bid of more than seven", "N", "1S 2H 4S 8H"),),
        39: (("a call after the final pass", "N", "1NT P P P E:2S"),),
        41: (("a face-down opening lead by the wrong defender", "N", "1S AP W:facedown:HK"),),
        43: (
            (
                "dummy looks at a defender's hand",
                "N",
                "1S AP E:HK S:H2 W:H3 N:H4 S:dummy-breach:look",
            ),
        ),
        45: (
            (
                "dummy places a card declarer did not name",
                "N",
                "1S AP E:HK S:dummy-plays:H9:named:H8",
            ),
            (
                "declarer names a card from dummy and at once another",
                "N",
                "1S AP E:HK S:named:H9:corrected:H8",
            ),
        ),
        47: (("a played card taken back", "N", "1S AP E:HK S:H2 W:H3 W:retract:H3"),),
        49: (("a defender's card exposed", "N", "1S AP E:HK S:H2 W:expose:D4"),),
        50: (("a defender's card exposed", "N", "1S AP E:HK S:H2 W:expose:D4"),),
        54: (("an opening lead by the wrong defender", "N", "1S AP W:HK"),),
        55: (("declarer leads from the wrong hand", "N", "1S AP E:HK S:H2 W:H3 N:H4 N:S2"),),
        56: (("a defender leads out of turn", "N", "1S AP E:HK S:H2 W:H3 N:H4 W:C2"),),
        57: (("a defender plays before his RHO", "N", "1S AP E:HK W:H3"),),
        58: (
            (
                "two cards played together from one hand",
                "N",
                "1S AP E:HK S:H2 W:simultaneous:H3,C7",
            ),
        ),
        67: (("no card played to a trick", "N", "1S AP E:HK S:H2 W:omit N:H4"),),
        68: (("declarer claims", "N", "1S AP E:HK S:H2 W:H3 N:H4 N:claim:all"),),
        70: (("declarer claims", "N", "1S AP E:HK S:H2 W:H3 N:H4 N:claim:all"),),
    },
    # Auction Bridge 1912 (seed laws 42-52): each law with a rectification in the seed.
    "auction-bridge-1912": {
        42: (("the dealer passes", "N", "P"),),
        45: (("a player overbids his own declaration the three others passed", "N", "1H AP N:2H"),),
        49: (("a declaration out of turn", "N", "1H S:2C"),),
        50: (
            ("an insufficient declaration", "N", "1H 1S"),
            ("an impossible declaration", "N", "1H 8S"),
        ),
        51: (("an adversary recalls a previous declaration", "N", "1H 2C 2H AP W:recalls:clubs"),),
        52: (
            ("a declaration altered before the next player calls", "N", "1H N:change:1NT"),
            ("a declaration altered after the next player passed", "N", "1H P N:change:1NT"),
        ),
    },
    # Three-handed Auction (seed laws 1-10): the laws that change the Auction rulings. The
    # players are N, E and S; West is the dummy packet.
    "three-hand-auction": {
        5: (("a declaration out of turn", "N", "1H S:2C"),),
        6: (("a declaration out of turn, the next player calls over it", "N", "1H S:2C N:P"),),
        9: (
            ("a card exposed in the auction", "N", "1H E:expose:SK E:2D S:2H AP"),
            ("a card exposed by the declarer after the auction", "N", "1H AP N:expose:D4"),
            ("a card exposed by an adversary after the auction", "N", "1H AP E:expose:D4"),
        ),
        10: (("a double out of turn", "N", "1H S:X"),),
    },
}


_SENTENCE = re.compile(r"(?<=[a-z0-9)][.;:])\s+(?=[A-Z(])")


def first_sentence(text: str, limit: int = 150) -> str:
    sentence = _SENTENCE.split(text, maxsplit=1)[0]
    if len(sentence) <= limit:
        return sentence
    return sentence[: limit - 1].rsplit(" ", 1)[0] + " …"


def brief(edition: Edition, law: Law) -> Brief:
    """The brief of ``law``: its outline and, where the edition's rule code covers it,
    the choices of each example incident."""
    whole = len(law.sections) == 1  # a Law without lettered sections (the old codes' laws)
    outline = tuple(
        (s.ref, s.heading, first_sentence(s.text, WHOLE_LIMIT if whole else 150))
        for s in law.sections
        if s.ref.depth == 1 or (s.ref.depth == 0 and whole)
    )
    examples = tuple(
        _example(edition, law.number, what, dealer, notation)
        for what, dealer, notation in EXAMPLES.get(edition.id, {}).get(law.number, ())
    )
    here, elsewhere = split_refs(law.number, law.refs)
    return Brief(law, outline, examples, here, elsewhere)


def _replay(edition: Edition, dealer: str, notation: str, answers: dict[str, Any]) -> Ruling:
    from director.engine.table import Table
    from director.model.board import Vulnerability
    from director.model.seat import Seat
    from director.record.incident import parse_notation

    table = Table(Seat.parse(dealer), Vulnerability.NONE, None, edition=edition.id)
    return table.replay(parse_notation(notation), [dict(answers)])


def _example(edition: Edition, number: int, what: str, dealer: str, notation: str) -> Example:
    ruling = _replay(edition, dealer, notation, {})
    irregularity = ruling.irregularities[0] if ruling.irregularities else None
    if irregularity is None:  # the rule code no longer sees an irregularity here
        return Example(what, dealer, notation, None, None, None, None)
    root = _node(edition, number, dealer, notation, {}, ruling, irregularity, 0)
    steps = () if root else tuple((s.law, s.text) for s in irregularity.steps)
    honours = tuple((h.seat, h.points, h.law) for h in irregularity.rectification.honour_points)
    return Example(
        what,
        dealer,
        notation,
        irregularity.law,
        irregularity.kind,
        irregularity.offender,
        root,
        steps,
        honours,
    )


def _role(edition: Edition, offender: str, seat: str) -> str:
    from director.editions import get_edition
    from director.model.seat import Seat

    off = Seat.parse(offender)
    if not get_edition(edition.id).game.fixed_partnerships and Seat.parse(seat) != off:
        return "player"  # three-handed Auction: no partners in the auction (its Law 4)
    roles = {off: "offender", off.partner: "offender's partner", off.lho: "offender's LHO"}
    return roles.get(Seat.parse(seat), "offender's RHO")


def _law_of(ref: str) -> int | None:
    m = re.match(r"\d+", ref)
    return int(m.group()) if m else None


def _node(
    edition: Edition,
    number: int,
    dealer: str,
    notation: str,
    answers: dict[str, Any],
    ruling: Ruling,
    irregularity: Irregularity,
    depth: int,
) -> Node | None:
    """The next choice on this path: an open question, else a call awaited, else none."""
    question = next((q for q in irregularity.questions if q.answer is None), None)
    if question is not None:
        if depth and _law_of(question.law) != number:
            return Node("elsewhere", question.law, question.asks, question.seat, question.text)
        options = question.options
        if len(options) > MAX_OPTIONS:  # a count (tricks): its first and last values
            first, last = options[0], options[-1]
            ends = (
                Branch(first.label, first.outcome),
                Branch("…", ""),
                Branch(last.label, last.outcome),
            )
            return Node("question", question.law, question.asks, question.seat, question.text, ends)
        branches: list[Branch] = []
        before = {(s.law, s.text) for s in irregularity.steps}
        for option in options:
            then: Node | None = None
            steps: tuple[tuple[str, str], ...] = ()
            if depth + 1 < MAX_DEPTH:
                chosen = {**answers, question.id: option.value}
                again = _replay(edition, dealer, notation, chosen)
                follow = again.irregularities[0] if again.irregularities else None
                if follow is not None:
                    then = _node(
                        edition, number, dealer, notation, chosen, again, follow, depth + 1
                    )
                    if then is None:
                        steps = tuple(
                            (s.law, s.text)
                            for s in follow.steps
                            if (s.law, s.text) not in before and s.law not in option.outcome
                        )
            branches.append(Branch(option.label, option.outcome, then, steps))
        return Node(
            "question", question.law, question.asks, question.seat, question.text, tuple(branches)
        )
    pending = ruling.pending
    if pending is not None:
        who = _role(edition, irregularity.offender, pending.seat)
        if depth and _law_of(pending.law) != number:
            return Node("elsewhere", pending.law, who, pending.seat, pending.text)
        calls = tuple(Branch(o.choice, o.outcome) for o in pending.options)
        return Node("call", pending.law, who, pending.seat, pending.text, calls)
    return None
