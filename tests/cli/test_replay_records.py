"""``director replay FILE.pbn|.lin``: one board of a hand-record file, replayed with the
result from the tricks played and the score; ``--board``/``--record`` pick the board."""

import json
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.realdata import handrecord

LIN_ONE = "jarekczek__pbntools/1047742261.lin"
VUGRAPH = "forrestrice__bridge-bots/usbf_sf_14502.lin"
BEN = "lorserker__ben/ben_friends_daily_2024-07-24.pbn"
CORRECT_10 = "timheilman__bridge-pbn/correct_10.pbn"


def test_single_board_lin_replays_with_result_and_score(run: Run) -> None:
    code, out, err = run("replay", str(handrecord(LIN_ONE)), "--no-log")
    assert code == 0, err
    assert "Score: 5H+1 by W" in out
    assert "Record 1 (board 9): contract 5H, declarer W, result 12" in out
    assert "contract: 5H, as replayed" in out and "result: 12, as replayed" in out
    # no [Score]: agreement on all four is not established, never "agrees"
    assert "agreement not established: score not compared" in out
    assert "the record agrees" not in out


def test_board_of_a_pbn_file_as_json_scores_as_the_file_states(run: Run) -> None:
    code, out, err = run("replay", str(handrecord(BEN)), "--board", "2", "--json", "--no-log")
    assert code == 0, err
    ruling = json.loads(out)
    assert ruling["board"] == 2
    assert ruling["contract"]["text"] == "4H by W"
    assert ruling["score"]["ns"] == 50  # the file's [Score "NS 50"]
    assert len(ruling["play"]) == 13 and ruling["result"]["complete"] is True


def test_a_multi_board_file_without_board_is_one_line_error(run: Run) -> None:
    code, out, err = run("replay", str(handrecord(BEN)), "--no-log")
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "the file holds 8 records" in err and "--board N or --record K" in err


def test_unknown_board_names_the_boards_the_file_holds(run: Run) -> None:
    code, _, err = run("replay", str(handrecord(BEN)), "--board", "99", "--no-log")
    assert code == 2
    assert f"error: {handrecord(BEN)}: no board '99' (boards: 1, 2, 3" in err


def test_vugraph_board_in_two_rooms_needs_record_or_table_name(run: Run) -> None:
    code, _, err = run("replay", str(handrecord(VUGRAPH)), "--board", "46", "--no-log")
    assert code == 2
    assert "board '46' is in 2 records (1: 46 o46, 2: 46 c46)" in err
    code, out, err = run("replay", str(handrecord(VUGRAPH)), "--board", "46 c46", "--json", "--no-log")
    assert code == 0, err
    assert json.loads(out)["contract"]["text"] == "4H by E"
    code, out2, err = run("replay", str(handrecord(VUGRAPH)), "--record", "2", "--json", "--no-log")
    assert code == 0, err
    assert out2 == out


def test_record_out_of_range(run: Run) -> None:
    code, _, err = run("replay", str(handrecord(VUGRAPH)), "--record", "31", "--no-log")
    assert code == 2 and "--record 31: the file holds records 1-30" in err


def test_law54A_read_from_the_files_irregular_declarer(run: Run) -> None:
    """correct_10 game 3: West leads out of turn and the file's declarer is ``^S``, North's
    partner: North spread his hand and became dummy (54A); 54C did not stop him."""
    code, out, err = run("replay", str(handrecord(CORRECT_10)), "--record", "3", "--json", "--no-log")
    assert code == 0, err
    irrs = json.loads(out)["irregularities"]
    (lead,) = [i for i in irrs if i["kind"] == "opening-lead-out-of-turn"]
    answers = {q["id"]: q["answer"] for q in lead["questions"]}
    assert answers == {"declarer_choice": "dummy", "could_see_dummy": False}
    assert lead["rectification"]["declarer_change"] == {"was": "N", "now": "S", "law": "54A"}


def test_answer_option_overrides_what_the_record_states(run: Run) -> None:
    """Law 54: the director can still rule otherwise than the file (here: 54B accept)."""
    code, out, err = run(
        "replay", str(handrecord(CORRECT_10)), "--record", "3", "--json", "--no-log",
        "--answer", "5.declarer_choice=accept",
    )  # fmt: skip
    assert code == 0, err
    (lead,) = [i for i in json.loads(out)["irregularities"] if i["law"] == "54"]
    assert lead["rectification"]["declarer_change"] is None


def test_board_option_on_an_incident_record_is_an_error(run: Run, tmp_path: Path) -> None:
    record = tmp_path / "i.yaml"
    record.write_text("dealer: N\nevents: [1S, AP]\n")
    code, _, err = run("replay", str(record), "--board", "1", "--no-log")
    assert code == 2 and "--board and --record pick a board of a PBN or LIN file" in err


def test_unreadable_hand_record_is_one_line(run: Run, tmp_path: Path) -> None:
    code, _, err = run("replay", str(tmp_path / "missing.pbn"), "--no-log")
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1


def test_logged_with_the_file_and_record_as_source(run: Run, ruling_log: Path) -> None:
    path = handrecord(LIN_ONE)
    code, _, err = run("replay", str(path), "--log", str(ruling_log))
    assert code == 0, err
    with sqlite3.connect(ruling_log) as db:
        (source, board) = db.execute("select source, board from rulings").fetchone()
    assert source == f"{path}#1" and board == 9


@pytest.mark.parametrize("board", ["²", "1²", "٣"])
def test_a_board_in_other_digits_is_not_found_not_a_crash(run: Run, board: str) -> None:
    """str.isdigit() takes '²', which int() refuses: such a --board is an unknown board."""
    code, _, err = run("replay", str(handrecord(BEN)), "--board", board, "--no-log")
    assert code == 2 and err.startswith(f"error: {handrecord(BEN)}: no board {board!r}")
