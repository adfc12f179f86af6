"""``director replay FILE --board N``: the record section tells the truth about the
record (issue 15 §3): "agrees" only when contract, declarer, result and score all agree;
labelled by the record's place in the file; the cause of a reading first; a board the
engine cannot replay shown up to the failing card; the ruling log left alone unless
asked or an irregularity is ruled on."""

import sqlite3
from pathlib import Path

from tests.conftest import Run
from tests.review.boards import REGULAR

SCORED = REGULAR.replace('[Result "7"]', '[Result "7"]\n[Score "NS 80"]')


def _file(tmp_path: Path, text: str, name: str = "t.pbn") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def _rulings(log: Path) -> int:
    if not log.exists():
        return 0
    with sqlite3.connect(log) as db:
        (n,) = db.execute("select count(*) from rulings").fetchone()
    return int(n)


def test_agrees_only_when_all_four_agree(run: Run, tmp_path: Path) -> None:
    code, out, _ = run("replay", _file(tmp_path, SCORED), "--no-log")
    assert code == 0 and "the record agrees with the replay" in out
    assert "score: NS 80, as Law 77 scores the replay" in out


def test_a_declarer_that_differs_is_never_agreement(run: Run, tmp_path: Path) -> None:
    """The auction (from east, dealer north: PBN030, so no reconciling) makes south
    declarer; the tags say north. The PBN029 cause comes first."""
    text = SCORED.replace('[Auction "N"]\n1S Pass Pass Pass', '[Auction "E"]\nPass 1S AP')
    code, out, _ = run("replay", _file(tmp_path, text), "--no-log")
    assert code == 0 and "the record agrees" not in out
    section = out[out.index("Record 1 (board 1)") :]
    assert section.index("PBN029") < section.index("declarer: the record says N")
    assert "declarer: the record says N, the replay gives S" in section
    assert "the record does not agree with the replay: declarer" in section


def test_the_section_is_labelled_by_the_records_place(run: Run, tmp_path: Path) -> None:
    two = SCORED + "\n" + SCORED.replace('[Board "1"]', '[Board "7"]')
    code, out, _ = run("replay", _file(tmp_path, two), "--record", "2", "--no-log")
    assert code == 0 and "Record 2 (board 7): contract 1S" in out


def test_unknown_vulnerability_is_said_unknown(run: Run, tmp_path: Path) -> None:
    text = SCORED.replace('[Vulnerable "None"]\n', "").replace('[Board "1"]\n', "")
    code, out, _ = run("replay", _file(tmp_path, text), "--no-log")
    assert code == 0 and "vulnerability: unknown (not in the record)" in " ".join(out.split())
    assert "score: the record says NS 80; vulnerability unknown" in out


def test_a_board_that_cannot_be_replayed_shows_what_precedes_the_failing_card(
    run: Run, tmp_path: Path
) -> None:
    """North's D3 in trick 5 is west's card: the tricks before it are shown, then the
    one-line reason, exit 2."""
    text = REGULAR.replace("CK CJ C8 C3", "CK CJ C8 D3")
    code, out, err = run("replay", _file(tmp_path, text), "--no-log")
    assert code == 2
    assert "4      E     E:CA  S:C6  W:C7  N:C2" in out and "N:D3" not in out
    assert err.splitlines()[-1].startswith("error: ") and "event 24 (N:D3)" in err
    assert "Traceback" not in err


def test_browsing_logs_nothing_unless_asked_or_irregular(
    run: Run, tmp_path: Path, ruling_log: Path
) -> None:
    code, _, err = run("replay", _file(tmp_path, SCORED))
    assert code == 0 and _rulings(ruling_log) == 0 and "not logged" in err
    code, _, _ = run("replay", _file(tmp_path, SCORED), "--log", str(ruling_log))
    assert code == 0 and _rulings(ruling_log) == 1
    # irregularities ruled on (north's two revokes, Law 61/64A2) are logged
    revoke = SCORED.replace("CA C6 C7 C2", "CA C6 C7 D8").replace("D7 DA D4 D8", "D7 DA D4 C2")
    answers = ["-a", "1.attention_drawn=in-time", "-a", "2.attention_drawn=in-time"]
    code, _, err = run("replay", _file(tmp_path, revoke, "revoke.pbn"), *answers)
    assert code == 0 and "logged as #2" in err and _rulings(ruling_log) == 2


def test_json_of_a_board_that_cannot_be_replayed_is_only_the_reason(
    run: Run, tmp_path: Path
) -> None:
    text = REGULAR.replace("CK CJ C8 C3", "CK CJ C8 D3")
    code, out, err = run("replay", _file(tmp_path, text), "--no-log", "--json")
    assert code == 2 and out == "" and "record 1 cannot be replayed" in err
