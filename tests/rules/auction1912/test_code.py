"""Auction Bridge 1912 (the seed's laws 42-52) ruled under --edition auction-bridge-1912:
every branch named by its law."""

from tests.conftest import Run
from tests.rules.auction1912.helpers import ED, rule


def test_44_the_auction_follows_the_1912_count() -> None:
    r = rule("1C 3S P P P")  # 3S (6) over 1C (6): more tricks
    assert r.irregularities == [] and r.contract is not None and r.contract.text == "3S by E"


def test_a_1912_irregularity_outside_laws_42_to_52_is_an_input_error(run: Run) -> None:
    code, _, err = run("rule", "1H E:lead:SK", "--dealer", "N", "--edition", ED)
    assert code == 2 and "is not ruled under auction-bridge-1912" in err and err.count("\n") == 1


def test_the_cli_rules_under_the_1912_code(run: Run) -> None:
    code, out, _ = run(
        "rule", "1H S:2C", "--dealer", "N", "--edition", ED, "-a", "election=new-deal"
    )
    assert code == 0 and "A new deal: these cards are not played (49)." in out


def test_43_doubling_ones_partner_names_law_43_and_stops() -> None:
    r = rule("1H 1S 4S P X", "N", {"demand": True})
    assert [(i.kind, i.law) for i in r.irregularities][1] == ("inadmissible-double", "43")
