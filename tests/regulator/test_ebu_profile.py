"""The shipped profiles' sources (issue 30): every election a profile sets cites where it was
read; an election still "unknown" says where we looked. The EBU's values reach its rulings:
the 12C2 artificial scores in `adjust`, the standard procedural penalty in a 40B4 ruling."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.regulator.select import NAMES
from director.regulator.select import profile as load_profile
from tests.conftest import Run

EXAMPLES = Path(__file__).parents[2] / "examples" / "incidents"


@pytest.mark.parametrize("name", NAMES)
def test_every_election_a_profile_sets_cites_a_source(name: str) -> None:
    for election in load_profile(name).elections:
        if election.status == "unknown":
            assert election.source is None, election.ref
            assert len(election.unsourced or "") > 40, election.ref  # says why, not just "none"
        else:
            source = election.source
            assert source is not None and source.title and source.says, (name, election.ref)
            assert election.cited.startswith(f"source: {source.title}")


def test_ebu_unknowns_list_every_place_looked() -> None:
    unknown = [e for e in load_profile("ebu").elections if e.status == "unknown"]
    assert {e.ref for e in unknown} == {"16B2", "70E2"}
    for election in unknown:
        said = election.unsourced or ""
        for place in ("White Book", "2004", "2015", "2017", "2021", "Laws & Ethics",
                      "forums.ebu.co.uk", "newsletters", "knockout", "2025"):  # fmt: skip
            assert place in said, (election.ref, place)


def test_ebu_12c2_is_the_laws_values_read_from_the_white_book() -> None:
    election = load_profile("ebu").election("12C2")
    assert election.status == "default"
    assert election.source is not None and "4.1.1.1" in election.source.title
    assert dict(election.values) == {
        "mp_avg_plus": 60, "mp_average": 50, "mp_avg_minus": 40,
        "imp_avg_plus": 3, "imp_average": 0, "imp_avg_minus": -3,
    }  # fmt: skip


def test_ebu_standard_penalty_is_read_from_the_laws_and_ethics_notes() -> None:
    election = load_profile("ebu").election("90A")
    assert election.status == "elected"
    assert election.source is not None
    assert election.source.url == (
        "https://www.ebu.co.uk/laws-and-ethics/ebu-laws-ethics-committee-guidance-notes"
    )
    assert dict(election.values) == {"mp_percent_of_top": 25, "imps": 6, "vps": 1}
    assert "25% of a top" in election.choice and "6 IMPs" in election.choice


def test_ebu_artificial_score_in_adjust_cites_the_white_book(run: Run) -> None:
    code, out, err = run("adjust", "--artificial", "avg-", "--scoring", "imp", "--regulator",
                         "ebu", "--json")  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    assert data["value"] == -3 and data["unit"] == "IMPs"
    (election,) = [e for e in data["regulator"]["elections"] if e["ref"] == "12C2"]
    assert election["status"] == "default"
    assert "4.1.1.1" in election["source"]["title"]


def test_ebu_standard_penalty_reaches_a_40b4_ruling(run: Run, tmp_path: Path) -> None:
    # 75B1 misinformation from a disallowed agreement (40B4): the procedural penalty step
    # names the EBU's standard amount.
    record = EXAMPLES / "48-mistaken-explanation-found-after-auction.yaml"
    text = record.read_text(encoding="utf-8")
    assert "regulations: no" in text
    copy = tmp_path / "illegal.yaml"
    copy.write_text(text.replace("regulations: no", "regulations: yes"), encoding="utf-8")
    code, out, err = run("replay", str(copy), "--regulator", "ebu", "--json")
    assert code == 0, err
    steps = [s for irr in json.loads(out)["irregularities"] for s in irr["steps"]]
    penalty = [s["text"] for s in steps if s["law"] == "90A"]
    assert penalty and "25% of a top" in penalty[0] and "6 IMPs" in penalty[0]
