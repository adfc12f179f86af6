"""The brief of the old codes' laws (`director law N --brief --edition ...`): Auction Bridge
1912 laws 42, 45, 49, 50, 51, 52 and three-handed Auction laws 5, 6, 9, 10, each with its
options and what follows each, replayed from the rule code."""

import json

import pytest
from rich.console import Console

from director.catalog.brief import EXAMPLES, Example, Node, brief
from director.catalog.catalog import get_edition
from director.render import console as console_module
from tests.conftest import Run

AB1912 = get_edition("auction-bridge-1912")
THREE = get_edition("three-hand-auction")


def examples(ed_id: str, number: int) -> tuple[Example, ...]:
    ed = get_edition(ed_id)
    return brief(ed, ed.law(number)).examples


def labels(node: Node | None) -> list[str]:
    assert node is not None
    return [b.label for b in node.branches]


def test_every_seed_law_with_a_rectification_has_a_worked_example() -> None:
    """The seeds' laws the tool rules on (1912: 42-52 less the auction's mechanics; three-hand:
    the laws that change the Auction rulings) each have an example."""
    assert set(EXAMPLES["auction-bridge-1912"]) == {42, 45, 49, 50, 51, 52}
    assert set(EXAMPLES["three-hand-auction"]) == {5, 6, 9, 10}


def test_1912_law_42_the_dealer_passes_no_effect_and_he_declares() -> None:
    (ex,) = examples("auction-bridge-1912", 42)
    assert (ex.law, ex.offender, ex.root) == ("42", "N", None)
    assert [law for law, _ in ex.steps] == ["42", "42"]
    assert "no penalty" in ex.steps[-1][1] and "must declare" in ex.steps[-1][1]


def test_1912_law_45_own_passed_declaration_not_overbid() -> None:
    (ex,) = examples("auction-bridge-1912", 45)
    assert (ex.law, ex.offender, ex.root) == ("45", "N", None)
    (step,) = ex.steps
    assert step[0] == "45" and "1H is the final declaration" in step[1]


def test_1912_law_49_either_adversary_new_deal_or_stand() -> None:
    (ex,) = examples("auction-bridge-1912", 49)
    root = ex.root
    assert root is not None and (root.kind, root.law, root.who) == ("question", "49", "opponents")
    assert labels(root) == ["a new deal", "let it stand"]
    new_deal, stand = root.branches
    assert "dealt again" in new_deal.outcome and "West calls next" in stand.outcome
    assert all(b.outcome.startswith("49:") and b.then is None for b in root.branches)


def test_1912_law_50_insufficient_demanded_then_the_offender_makes_it_sufficient() -> None:
    insufficient, impossible = examples("auction-bridge-1912", 50)
    root = insufficient.root
    assert root is not None and (root.law, root.who) == ("50", "opponents")
    assert labels(root) == ["demand it", "no demand"]
    call = root.branches[0].then
    assert call is not None and (call.kind, call.law, call.who, call.seat) == (
        "call", "50", "offender", "E",
    )  # fmt: skip
    assert labels(call) == ["4S or more in the same denomination", "any other call"]
    assert root.branches[1].then is None and "stands as made" in root.branches[1].outcome
    # an impossible declaration: three remedies, the adversaries' own last one made final
    root = impossible.root
    assert root is not None and impossible.law == "50"
    assert labels(root) == ["penalise it", "a new deal", "make North's 1H final"]
    assert "held to 7S" in root.branches[0].outcome


def test_1912_law_51_declarer_calls_a_lead_then_names_its_suit() -> None:
    (ex,) = examples("auction-bridge-1912", 51)
    root = ex.root
    assert ex.offender == "W" and root is not None
    assert (root.who, root.seat, root.law) == ("declarer", "N", "51")
    assert labels(root) == ["call a lead", "no"]
    suit = root.branches[0].then
    assert suit is not None and (suit.kind, suit.law, suit.seat) == ("question", "51", "N")
    assert labels(suit) == ["spades", "hearts", "diamonds", "clubs"]
    assert all("73/79" in b.outcome for b in suit.branches)  # a lead against it: outside the seed


def test_1912_law_52_inadvertent_asked_before_the_next_call_too_late_after() -> None:
    before, after = examples("auction-bridge-1912", 52)
    root = before.root
    assert root is not None and (root.who, root.law) == ("director", "52")
    assert labels(root) == ["yes, inadvertent", "no, made as meant"]
    assert "1NT replaces 1H" in root.branches[0].outcome
    assert after.root is None and "can no longer be altered" in after.steps[-1][1]
    assert {law for law, _ in after.steps} == {"52"}


def test_three_hand_law_5_fifty_to_each_other_player_then_correct_or_accept() -> None:
    (ex,) = examples("three-hand-auction", 5)
    assert ex.honour_points == (("N", 50, "5"), ("E", 50, "5"))
    root = ex.root
    assert root is not None and (root.who, root.law) == ("other players", "5")
    corrected, accepted = root.branches
    assert "2C is withdrawn and East calls" in corrected.outcome
    assert "North calls next, then East" in accepted.outcome


def test_three_hand_law_6_third_player_elects_only_the_first_offender_pays() -> None:
    (ex,) = examples("three-hand-auction", 6)
    assert ex.honour_points == (("N", 50, "5"), ("E", 50, "5"))  # South's only
    root = ex.root
    assert root is not None and (root.who, root.law) == ("director", "6")
    before, after = root.branches
    third = before.then
    assert third is not None and (third.kind, third.who, third.seat, third.law) == (
        "question", "player", "E", "6",
    )  # fmt: skip
    assert "2C and North's Pass are withdrawn" in third.branches[0].outcome
    # a call made after the ruling: Law 5's election, named and not followed here
    assert after.then is not None and (after.then.kind, after.then.law) == ("elsewhere", "5")


def test_three_hand_law_9_declarer_calls_or_forbids_the_suit_no_penalty_on_declarer() -> None:
    auction, by_declarer, by_adversary = examples("three-hand-auction", 9)
    assert auction.honour_points == (("N", 50, "9"), ("S", 50, "9"))
    root = auction.root
    assert root is not None and (root.who, root.seat, root.law) == ("declarer", "S", "9")
    assert labels(root) == ["require a spade", "forbid a spade", "no call"]
    assert by_declarer.honour_points == () and by_declarer.root is None
    assert "no penalty" in by_declarer.steps[-1][1]
    # an adversary's card after the auction: as in Auction, whose law 66 the seed lacks
    assert by_adversary.root is None and "(66)" in by_adversary.steps[-1][1]


def test_three_hand_law_10_hundred_each_the_doubled_player_elects() -> None:
    (ex,) = examples("three-hand-auction", 10)
    assert ex.honour_points == (("N", 100, "10"), ("E", 100, "10"))
    root = ex.root
    assert root is not None and (root.who, root.seat, root.law) == ("player", "N", "10")
    stands, disallowed = root.branches
    resumes = stands.then  # the seed does not say with whom: the director is asked
    assert resumes is not None and (resumes.who, resumes.law) == ("director", "10")
    assert "East may not double 1H" in disallowed.outcome


@pytest.fixture
def width_80(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(console_module, "_console", Console(width=80, highlight=False))


@pytest.mark.usefixtures("width_80")
@pytest.mark.parametrize(
    ("edition", "number"),
    [("auction-bridge-1912", 49), ("auction-bridge-1912", 51), ("three-hand-auction", 10)],
)
def test_old_code_brief_reads_at_80_columns(run: Run, edition: str, number: int) -> None:
    """Law 49 (1912), 51 (1912), 10 (three-hand): the header on one line, nothing wider
    than 80 columns, the choices and honour points shown."""
    code, out, err = run("law", str(number), "--brief", "--edition", edition)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(f"Law {number} ") and lines[0].rstrip().endswith("· brief")
    assert max(len(line) for line in lines) <= 80
    assert "At the table" in out and "No worked example" not in out
    if edition == "three-hand-auction":
        assert "honour points N +100, E +100 [10], whatever follows" in out


def test_old_code_brief_json_three_hand_law_5(run: Run) -> None:
    code, out, _ = run("law", "5", "--brief", "--json", "--edition", "three-hand-auction")
    data = json.loads(out)
    assert code == 0 and data["edition"] == "three-hand-auction" and data["law"] == 5
    (example,) = data["examples"]
    assert example["honour_points"] == [
        {"seat": "N", "points": 50, "law": "5"},
        {"seat": "E", "points": 50, "law": "5"},
    ]
    assert [b["label"] for b in example["choice"]["branches"]] == [
        "corrected (either demands it)",
        "accepted (both call over it)",
    ]


def test_a_law_of_an_old_code_without_example_names_its_edition(run: Run) -> None:
    code, out, _ = run("law", "7", "--brief", "--edition", "three-hand-auction")
    assert code == 0
    assert "'director law 7 --edition three-hand-auction'" in " ".join(out.split())


def test_a_law_without_lettered_sections_shows_its_first_sentence_whole() -> None:
    """Three-hand Law 9's one sentence before "If ... after the final declaration" (over 300
    characters) is not cut: the old codes' laws are one section each."""
    ((ref, _heading, gist),) = brief(THREE, THREE.law(9)).outline
    assert str(ref) == "9" and gist == THREE.law(9).sections[0].text.split(". ")[0] + "."
    assert not gist.endswith("…")


def test_a_call_awaited_names_no_partner_in_three_handed_auction() -> None:
    """Three-hand Law 4: each bids on his own account, so a call awaited from another
    player is not "the offender's partner" (as it is under 1912)."""
    from director.catalog.brief import _role

    assert _role(AB1912, "S", "N") == "offender's partner"
    assert [_role(THREE, "S", seat) for seat in "NES"] == ["player", "player", "offender"]
