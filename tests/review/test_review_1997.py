"""``director review --edition wbf-1997`` and ``replay FILE --edition wbf-1997`` (issue 16):
the boards are ruled under the 1997 code, the findings cite 1997 sections and say the
edition, and the screen and the quick replay stay exact under it."""

import json
import sqlite3
from pathlib import Path

import pytest

from director.formats.pbn import read_pbn
from director.formats.pbn_split import game_chunks
from director.formats.text import read_text
from director.review.board import review_record
from director.review.quick import quick_outcome
from director.review.run import read_records, review_file
from director.review.screen import clean_game
from tests.conftest import Run
from tests.realdata import all_handrecords, handrecord
from tests.review.boards import REGULAR

OLD = "wbf-1997"
CORRECT = "timheilman__bridge-pbn/correct_10.pbn"
SAMPLE = 80  # boards a file: the 1997 checks below stay short


def _game3(edition: str) -> list[tuple[str, str, str | None]]:
    from director.review.run import review_text

    path = handrecord(CORRECT)
    text, _ = read_text(path)
    found, _ = review_text(text, path, edition=edition)
    return [(f.code, f.kind, f.event) for f in found if f.board == "#3" and f.code[0].isdigit()]


def test_27A_and_54_1997_the_irregular_game_under_each_code() -> None:
    """correct_10's game 3 under 2017 and 1997: the insufficient bids accepted by the LHO's
    call cite 1997 27A (2017 27A1 in the rectification); the opening lead out of turn is
    not ruled under 1997 (its Law 54 text was not read), so the board stops there and the
    later lead and revokes are not ruled on."""
    new = _game3("wbf-2017")
    assert [c for c, _, _ in new] == ["31", "27", "27", "32", "54", "53A", "61", "61"]
    old = _game3(OLD)
    assert old == new[:5]
    found = [f for f in review_file(handrecord(CORRECT)) if f.board == "#3"]
    assert any(f.rectification == "laws 27A1" for f in found)


def test_review_json_and_text_say_the_edition(run: Run) -> None:
    path = str(handrecord(CORRECT))
    code, out, _ = run("review", path, "--format", "json", "--edition", OLD)
    findings = json.loads(out)
    assert code == 1 and findings and {f["edition"] for f in findings} == {OLD}
    lead = next(f for f in findings if f["code"] == "54")
    assert "not ruled by this tool under wbf-1997: the director applies Law 54" in lead["message"]
    assert [f["rectification"] for f in findings if f["code"] == "27"] == ["laws 27A"] * 2
    code, out, _ = run("review", path)
    assert "under wbf-2017 in 31 boards" in out.splitlines()[-1]
    code, out, _ = run("review", path, "--edition", OLD, "--format", "csv")
    assert out.splitlines()[0].endswith(",rectification,edition") and ",wbf-1997" in out


def test_an_edition_without_rulings_is_a_one_line_error(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "t.pbn"
    path.write_text(REGULAR)
    for command in (("review", str(path)), ("replay", str(path))):
        code, out, err = run(*command, "--edition", "wbf-1850")
        assert code == 2 and out == "" and "no rulings for edition 'wbf-1850'" in err
        assert len(err.strip().splitlines()) == 1


def test_12C1_1997_the_record_checks_cite_the_1997_sections() -> None:
    """A contract without a result (REC012: the artificial adjusted score, 1997 12C1 for
    2017 12C2(a)) and a wrong [Score] (REC006: Law 77, whose 1997 text was not read)."""
    text = REGULAR.replace('[Result "7"]\n', "").split("[Play")[0]
    record = read_pbn(text, "f.pbn")[0]
    (new,) = review_record(record)
    (old,) = review_record(record, edition=OLD)
    assert new.code == old.code == "REC012"
    assert new.message.endswith("(12C2(a))") and old.message.endswith("each side's fault (12C1)")
    wrong = read_pbn(REGULAR.replace('[Result "7"]', '[Result "7"]\n[Score "NS 90"]'), "f.pbn")
    (old,) = review_record(wrong[0], edition=OLD)
    assert old.code == "REC006" and "1997 text of Law 77 was not read" in old.message
    assert "12C2" not in old.message


@pytest.mark.parametrize("path", all_handrecords(), ids=lambda p: p.name)
def test_68_1997_quick_replay_and_screen_stay_exact(path: Path) -> None:
    """Under 1997 too, a board the quick replay takes gives the engine's findings (claims
    agreed as recorded included: 1997 68D, no finding), and a screened-clean PBN game has
    no finding. A sample of each file, claimed boards first."""
    text, _ = read_text(path)
    chunks = (game_chunks(text) or []) if path.suffix == ".pbn" else []
    if chunks:  # the first games only (example3.pbn holds thousands)
        span = (chunks[0][0], chunks[min(len(chunks), 4 * SAMPLE) - 1][1])
        records = read_pbn(text, "f.pbn", span=span)
    else:
        records = read_records(path)
    records = [r for r in records if quick_outcome(r) is not None]
    records.sort(key=lambda r: r.claim is None)
    for record in records[:SAMPLE]:
        assert review_record(record, edition=OLD) == review_record(
            record, quick=False, edition=OLD
        ), record.name
    screened = [(a, b) for a, b in chunks[: 4 * SAMPLE] if clean_game(text, a, b)]
    for a, b in screened[:SAMPLE]:
        (record,) = read_pbn(text, "f.pbn", span=(a, b))
        assert review_record(record, edition=OLD) == [], (a, b)


def test_replay_board_under_1997_says_so_and_logs_1997(run: Run, tmp_path: Path) -> None:
    """An insufficient bid accepted by the LHO's call (1997 27A): replayed and logged under
    wbf-1997."""
    text = REGULAR.split("[Declarer")[0] + '[Auction "N"]\n1S 1H 1NT Pass\nPass Pass\n'
    path = tmp_path / "t.pbn"
    path.write_text(text)
    log = tmp_path / "log.sqlite3"
    code, out, _ = run("replay", str(path), "--edition", OLD, "--log", str(log), "--json")
    ruling = json.loads(out)
    assert code == 0 and ruling["edition"] == OLD
    assert [i["law"] for i in ruling["irregularities"]] == ["27"]
    assert ruling["irregularities"][0]["rectification"]["laws"] == ["27A"]
    with sqlite3.connect(log) as db:
        assert db.execute("select edition from rulings").fetchall() == [(OLD,)]
    code, out, _ = run("replay", str(path), "--edition", OLD, "--no-log")
    assert "wbf-1997" in out.splitlines()[0] and "Law 27" in out


def test_convert_says_a_1997_stop_is_a_law_not_ruled(run: Run, tmp_path: Path) -> None:
    """An opening lead out of turn under 1997 (Law 54, not read): convert warns that the
    replay stopped for a law not ruled, not for an open question."""
    path = tmp_path / "i.yaml"
    deal = REGULAR.split('[Deal "')[1].split('"')[0]
    path.write_text(
        f'edition: wbf-1997\ndealer: N\ndeal: "{deal}"\nevents: [1S, P, P, P, {{W: S3}}]\n'
    )
    code, out, err = run("convert", str(path))
    assert code == 0 and "ruled under wbf-1997" in out
    assert "replay stopped at event 5: Law 54, not ruled by this tool under wbf-1997" in out
    assert "stopped at event 5 for Law 54, not ruled by this tool under wbf-1997" in err
