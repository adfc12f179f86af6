"""Bugs a director's review of the two old codes found (Auction Bridge 1912 laws 42-52,
three-handed Auction laws 1-10 with Foster's 12/13): each test names the law it protects
and fails without its fix."""

from typing import Any

import pytest

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import InvalidRecordError, parse_notation
from tests.conftest import Run
from tests.rules.auction.helpers import only

AB = "auction-bridge-1912"
TH = "three-hand-auction"


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
