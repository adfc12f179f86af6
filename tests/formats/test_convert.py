"""``director convert``: hand records to PBN, LIN and JSON; incident records to PBN with
their irregularities as ``^`` tokens and as comments under ``[Application]``."""

import json
from pathlib import Path

import pytest

from director.formats.lin import read_lin
from director.formats.pbn import read_pbn
from tests.conftest import Run
from tests.realdata import handrecord

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples" / "incidents").glob("*.yaml"))
BEN = "lorserker__ben/ben_friends_daily_2024-07-24.pbn"
VUGRAPH = "forrestrice__bridge-bots/usbf_sf_14502.lin"


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem[:2])
def test_every_example_incident_converts_to_pbn_that_reads_back(run: Run, example: Path) -> None:
    code, out, err = run("convert", str(example))
    assert code == 0, err
    (record,) = read_pbn(out)
    assert not [i for i in record.issues if i.severity == "error"], record.issues
    expected = json.loads(example.with_suffix(".json").read_text())
    assert [c.text for c in record.calls] == [
        "P" if c["call"] == "Pass" else c["call"] for c in expected["auction"]
    ]
    played = [(c.seat.letter, str(c.card)) for c in record.plays]
    wanted = [(c["seat"], c["card"]) for t in expected["play"] for c in t["cards"]]
    if expected["edition"] == "three-hand-auction":
        # PBN gives each trick's cards by seat in four-hand rotation: the three-hand play
        # order (L8: the dummy packet opposite the declarer) reads back as the same cards
        # by the same holders, trick by trick, in the table's seat order.
        trick = [c.trick for c in record.plays]
        played = sorted(zip(trick, played, strict=True))
        wanted = sorted(zip(trick, wanted, strict=True))
    assert played == wanted
    assert record.tags["Application"] == "director"
    for n, irr in enumerate(expected["irregularities"], start=1):
        assert f"{{{n}. {irr['law']} {irr['kind']}, {irr['offender']}, event {irr['event']}" in out


def test_accepted_insufficient_bid_is_written_with_I_token_27A1(run: Run) -> None:
    code, out, _ = run("convert", str(EXAMPLES[0]))
    assert code == 0
    assert "1S ^I 1H Pass" in out
    (record,) = read_pbn(out)
    assert record.calls[2].irregular == "^I"


def _incident(tmp_path: Path, events: str) -> Path:
    from tests.rules.play.helpers import DEAL

    path = tmp_path / "incident.yaml"
    path.write_text(f"dealer: N\ndeal: '{DEAL}'\nevents: [{events}]\n")
    return path


def test_revoke_card_is_written_with_R_token_61(run: Run, tmp_path: Path) -> None:
    """West discards C7 on the second heart while holding hearts; established at trick 3."""
    incident = _incident(
        tmp_path,
        "{N: 1S}, AP, {E: HA}, {S: H8}, {W: H2}, {N: H4}, {E: HK}, {S: H9}, {W: C7}, "
        "{N: H5}, {E: HQ}, {S: HT}, {W: H3}, {N: HJ}",
    )
    code, out, err = run("convert", str(incident))
    assert code == 0, err
    assert "^R C7" in out and "61 revoke" in out
    (record,) = read_pbn(out)
    assert [c.irregular for c in record.plays if str(c.card) == "C7"] == ["^R"]


def test_54A_declarer_change_marks_the_declarer(run: Run, tmp_path: Path) -> None:
    incident = _incident(tmp_path, "{N: 1S}, AP, {W: H2}")
    code, out, err = run(
        "convert", str(incident), "--answer", "declarer_choice=dummy",
        "--answer", "could_see_dummy=no",
    )  # fmt: skip
    assert code == 0, err
    assert '[Declarer "^S"]' in out and "declarer N -> S (54A)" in out


def test_unused_answer_is_an_error(run: Run) -> None:
    code, _, err = run("convert", str(EXAMPLES[0]), "--answer", "nothing=yes")
    assert code == 2 and "--answer nothing: no question with that id was asked" in err


def test_hand_record_to_json_names_positions(run: Run) -> None:
    code, out, err = run("convert", str(handrecord(BEN)), "--board", "2")
    assert code == 0, err
    data = json.loads(out)
    assert data["board"] == "2" and data["contract"] == "4H" and data["declarer"] == "W"
    assert data["score"] == "NS 50" and len(data["plays"]) == 52
    assert data["calls"][0]["line"] > data["line"]


def test_whole_file_to_json_is_a_list(run: Run) -> None:
    code, out, err = run("convert", str(handrecord(VUGRAPH)))
    assert code == 0, err
    data = json.loads(out)
    assert len(data) == 30 and {d["room"] for d in data} == {"o", "c"}


def test_lin_to_pbn_and_back_to_lin_keeps_the_boards(run: Run, tmp_path: Path) -> None:
    pbn = tmp_path / "v.pbn"
    code, _, err = run("convert", str(handrecord(VUGRAPH)), "--to", "pbn", "-o", str(pbn))
    assert code == 0, err
    records = read_pbn(pbn.read_text())
    assert len(records) == 30
    code, out, err = run("convert", str(pbn), "--to", "lin")
    assert code == 0, err
    back = read_lin(out)
    assert [(r.contract, len(r.plays)) for r in back] == [
        (r.contract, len(r.plays)) for r in records
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--to", "xml"], "--to 'xml': expected one of pbn, lin, json"),
        (["--board", "1"], "--board and --record pick a board of a PBN or LIN file"),
    ],
)
def test_bad_options_are_one_line(run: Run, args: list[str], message: str) -> None:
    code, out, err = run("convert", str(EXAMPLES[0]), *args)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_answer_on_a_hand_record_is_refused(run: Run) -> None:
    code, _, err = run("convert", str(handrecord(BEN)), "--answer", "accept=yes")
    assert code == 2 and "--answer applies to incident records only" in err
