"""Double-dummy help (endplay, the optional ``dds`` extra, which the test extras include):
the report beside the Law's automatic rectification (64A, 64C), a claim's double-dummy
result (70), 12C1(c) starting weights, and the one-line install hint without endplay."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from director.dd.weights import starting_weights
from director.model.call import Strain
from director.model.card import Card
from director.model.deal import Deal
from director.model.seat import Seat
from tests.conftest import Run

EXAMPLES = Path(__file__).parents[2] / "examples" / "incidents"
REVOKE = EXAMPLES / "21-revoke-one-trick-transferred.yaml"  # West revokes at trick 4, 64A2
CLAIM = EXAMPLES / "25-claim-disputed-outstanding-trump.yaml"
LOOT = EXAMPLES / "17-opening-lead-out-of-turn-accepted.yaml"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
MISSING = 'pip install "director[dds]"'


def _report(run: Run, path: Path) -> dict:  # type: ignore[type-arg]
    code, out, err = run("dd", str(path), "--json")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_64c_revoke_report_beside_the_64a_transfer(run: Run) -> None:
    from endplay.dds import calc_dd_table
    from endplay.types import Deal as EPDeal
    from endplay.types import Denom, Player

    report = _report(run, REVOKE)
    table = calc_dd_table(EPDeal(DEAL))
    assert report["start"]["declarer_tricks"] == table[Denom.spades, Player.north]
    (revoke,) = report["points"]
    assert (revoke["label"], revoke["law"], revoke["event"]) == ("revoke", "64C", 17)
    # before West's revoke (trick 4, clubs led): his legal cards are his clubs, nothing else
    assert revoke["to_play"] == "W" and revoke["trick"] == 4
    west = {str(c) for c in Deal.from_pbn(DEAL)[Seat.WEST].cards if c.suit.letter == "C"}
    assert {a["card"] for a in revoke["alternatives"]} == west
    # the defenders choose: declarer's side gets the least of the alternatives
    assert revoke["declarer_tricks"] == min(a["declarer_tricks"] for a in revoke["alternatives"])
    # beside it, the table's result after the 64A2 transfer (7 won in play + 1)
    assert report["at_table"] == 8
    weights = revoke["starting_weights"]
    assert sum(w["weight"] for w in weights) == 100


def test_weights_before_an_irregularity_for_the_12c1_walk_through() -> None:
    import yaml

    from director.dd.analysis import NoDealError, weights_before
    from director.engine.ruling import Ruling

    ruling = Ruling.model_validate_json(REVOKE.with_suffix(".json").read_text(encoding="utf-8"))
    deal = Deal.from_pbn(yaml.safe_load(REVOKE.read_text(encoding="utf-8"))["deal"])
    weights = weights_before(deal, ruling, 1)
    assert [(str(r), w) for r, w in weights] == [("1S= by N", 100.0)]  # every club: 7 tricks
    with pytest.raises(NoDealError, match="irregularity 2"):
        weights_before(deal, ruling, 2)


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (EXAMPLES / "02-insufficient-bid-lowest-sufficient.yaml", "the record has none"),
        (EXAMPLES / "missing.yaml", "missing.yaml"),
    ],
)
def test_dd_without_a_deal_or_file_is_one_line(run: Run, record: Path, message: str) -> None:
    code, out, err = run("dd", str(record))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_replay_dd_prints_the_report_under_the_ruling(run: Run) -> None:
    code, out, err = run("replay", str(REVOKE), "--dd", "--no-log")
    assert code == 0, err
    assert out.index("Score: 1S+1 by N") < out.index("Double dummy (endplay/DDS)")
    assert "#1 revoke (event 17; 64C)" in out
    assert "not the ruling" in out
    assert "director adjust --weighted '1S= by N 100%' --vul none" in out
    assert "automatic rectification (64A transfers, a claim's award): NS 8" in out
    # West revoked: North-South are the non-offending side
    assert (
        "for the non-offending side NS: 7 double dummy from the position before the "
        "irregularity, 8 at the table after the automatic rectification" in out
    )


def test_70_claim_beside_its_double_dummy_result(run: Run) -> None:
    (claim,) = _report(run, CLAIM)["points"]
    assert (claim["label"], claim["law"], claim["claimer"]) == ("claim", "70", "N")
    # North claimed all 7 remaining tricks having won 1 (example 25)
    assert claim["claimed"] == claim["won_before"] + 7 == 8
    assert claim["declarer_tricks"] <= claim["claimed"]
    assert claim["starting_weights"] == []


def test_lead_out_of_turn_position_has_the_proper_leader(run: Run) -> None:
    (loot,) = _report(run, LOOT)["points"]
    assert loot["to_play"] == "E" and loot["trick"] == 1  # 1S by N: East's opening lead
    east = {str(c) for c in Deal.from_pbn(DEAL)[Seat.EAST].cards}
    assert {a["card"] for a in loot["alternatives"]} == east


def test_solver_mid_trick_ending() -> None:
    from director.dd.solver import Position, solve

    c = Card.parse
    # Two cards each, no trumps; West led the S2 and North must follow with the SA (the
    # HA is not a legal play); the SA wins, then the HA.
    hands = {
        Seat.NORTH: frozenset({c("SA"), c("HA")}),
        Seat.EAST: frozenset({c("S3"), c("H2")}),
        Seat.SOUTH: frozenset({c("S4"), c("H3")}),
        Seat.WEST: frozenset({c("H4")}),
    }
    pos = Position(hands, "NT", Seat.WEST, (c("S2"),))
    assert pos.to_play is Seat.NORTH and pos.tricks_left == 2
    assert dict(solve(pos)) == {c("SA"): 2}
    # North SA S5, East S6 H2: the SA wins both tricks; the S5 loses to the S6, and East's
    # H2 is then won by West's H4
    hands = {**hands, Seat.NORTH: frozenset({c("SA"), c("S5")})}
    hands[Seat.EAST] = frozenset({c("S6"), c("H2")})
    pos = Position(hands, "NT", Seat.WEST, (c("S2"),))
    assert dict(solve(pos)) == {c("SA"): 2, c("S5"): 0}


def test_starting_weights_share_legal_alternatives() -> None:
    weights = starting_weights(3, Strain.NOTRUMP, 0, Seat.EAST, [9, 8, 10])
    assert [(str(r), w) for r, w in weights] == [
        ("3NT+1 by E", 34.0),  # the rounding point goes to the larger trick count
        ("3NT= by E", 33.0),
        ("3NT-1 by E", 33.0),
    ]
    assert starting_weights(3, Strain.NOTRUMP, 0, Seat.EAST, []) == []


def test_without_endplay_one_line_says_how_to_install(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in [m for m in sys.modules if m == "endplay" or m.startswith("endplay.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "endplay", None)  # import endplay -> ImportError
    for args in (("dd", str(REVOKE)), ("replay", str(REVOKE), "--dd", "--no-log")):
        code, out, err = run(*args)
        assert code == 2
        assert out == ""  # nothing replayed or printed before the hint
        assert err.count("\n") == 1 and MISSING in err


def test_replay_dd_with_json_is_refused_in_one_line(run: Run) -> None:
    code, _, err = run("replay", str(REVOKE), "--dd", "--json", "--no-log")
    assert code == 2 and err.startswith("error: --dd") and err.count("\n") == 1


def test_core_never_imports_endplay() -> None:
    code = (
        "import sys; from director.cli.app import main\n"
        f"try: main(['replay', {str(REVOKE)!r}, '--no-log'])\n"
        "except SystemExit: pass\n"
        "assert 'endplay' not in sys.modules, 'endplay imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_1997_the_figures_are_cited_under_the_1997_laws(run: Run, tmp_path: Path) -> None:
    """Under wbf-1997 the assigned adjusted score is 12C2 and weighting 12C3 (an appeals
    committee's unless the zone rules otherwise): the report cites them, not 2017's 12C1."""
    record = tmp_path / "loot-1997.yaml"
    record.write_text("edition: wbf-1997\n" + LOOT.read_text())
    report = _report(run, record)
    assert "12C2" in report["purpose"] and "12C1" not in report["purpose"]
    assert [p["law"] for p in report["points"]] == ["12C2"]
    code, out, _ = run("dd", str(record))
    assert code == 0 and "12C3 starting weights (an appeals committee's" in out
    assert "12C1" not in out
