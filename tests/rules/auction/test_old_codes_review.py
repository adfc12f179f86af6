"""Bugs a director's review of the two old codes found (Auction Bridge 1912 laws 42-52,
three-handed Auction laws 1-10 with Foster's 12/13): each test names the law it protects
and fails without its fix."""

from pathlib import Path
from typing import Any

import pytest

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import InvalidRecordError, parse_notation
from tests.conftest import Run
from tests.rules.auction.helpers import only

AB = "auction-bridge-1912"
TH = "three-hand-auction"
EXAMPLES = Path(__file__).parents[3] / "examples" / "incidents"


def rule(edition: str, notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=edition)
    return table.replay(parse_notation(notation), list(answers))


def test_51_what_was_told_keeps_its_spaces_in_the_notation() -> None:
    # 1912 Law 51: the recalled declaration typed in quotes, as the README shows it.
    r = rule(AB, '1H P P P E:recalls:"you bid clubs"', "N", {"call_lead": False})
    irr = only(r)
    assert (irr.law, irr.offender) == ("51", "E")
    assert '("you bid clubs")' in irr.steps[0].text
    with pytest.raises(InvalidRecordError, match="column 13 is not closed"):
        parse_notation('1H N:remark:"you bid')


@pytest.mark.parametrize(
    ("args", "place"),
    [(("--dealer", "W"), "dealer: West"), (("--board", "4"), "board 4: its dealer: West")],
)
def test_3_the_dealer_is_one_of_the_three_players(
    run: Run, args: tuple[str, ...], place: str
) -> None:
    # Three-hand L1-3: West's place holds the dummy packet, never the dealer (was: an
    # internal error from the auction grid, or an error about the first call).
    code, out, err = run("rule", "1H", *args, "--edition", TH, "--no-log")
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert err.startswith(f"error: {place} is not a player of Three-handed Auction"), err
    assert "dummy packet" in err and "N, E, S" in err and "internal" not in err


def _th_score_01_play() -> list[str]:
    """The play of examples/incidents/th-score-01 (South's 2H, ten tricks), as notation."""
    from director.record.incident import load_incident

    incident = load_incident(EXAMPLES / "th-score-01-made-with-honours.yaml")
    events = [f"{seat}:{action}" for item in incident.events[3:] for seat, action in item.items()]  # type: ignore[union-attr]
    return events


def test_10_honour_points_of_a_double_out_of_turn_are_named_so_in_the_score() -> None:
    # Three-hand L10 (100 to each adversary), scored with Foster 12/13 at the end of play:
    # the item names the double, not the declaration out of turn the rule began as.
    deal = "N:JT98.T65.AJT.QJT 765.32.9876.9876 AK2.AKQ4.K32.A32 Q43.J987.Q54.K54"
    table = Table(Seat.SOUTH, Vulnerability.NONE, Deal.from_pbn(deal), edition=TH)
    notation = " ".join(["2H", "E:X", "N:P", "E:P", *_th_score_01_play()])
    r = table.replay(parse_notation(notation), [{"double_stands": False}])
    assert r.score is not None and r.score.players == {"N": 108, "E": 0, "S": 164}
    labels = {(i.seat, i.label, i.law) for i in r.score.items if i.law == "10"}
    assert labels == {("S", "double out of turn by E (event 2)", "10"),
                      ("N", "double out of turn by E (event 2)", "10")}  # fmt: skip
