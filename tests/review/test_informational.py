"""Tags that common programs write raise nothing; an unknown tag is informational
(PBN007), and `director review` shows informational findings only when selected."""

import json
from pathlib import Path

from director.formats.pbn import read_pbn
from director.review.board import review_record
from tests.conftest import Run
from tests.review.boards import REGULAR

PROGRAMS = (
    '[BCFlags "1f"]\n[Minimax "3NW-430"]\n[ParScore "NS 80"]\n[Ability "N:9A8B"]\n'
    '[ParContract "NS 1S"]\n[DoubleDummyTricks "7777"]\n'
    '[OptimumOpeningLeadTable "Lead\\\\2R;Tricks\\\\2R"]\nS2 7\n'
)


def test_tags_of_common_programs_raise_nothing() -> None:
    (record,) = read_pbn(PROGRAMS + REGULAR, "t.pbn")
    assert record.issues == [] and review_record(record) == []


def test_an_unknown_tag_is_informational_and_shown_only_when_selected(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "t.pbn"
    path.write_text('[Colour "red"]\n' + REGULAR)
    (record,) = read_pbn(path.read_text(), str(path))
    assert [(i.code, i.severity) for i in record.issues] == [("PBN007", "info")]
    code, out, _ = run("review", str(path))
    assert code == 0 and "PBN007" not in out
    assert out.strip().endswith("1 informational not shown (--select them)")
    code, out, _ = run("review", str(path), "--select", "PBN007", "--format", "json")
    assert code == 1 and [f["code"] for f in json.loads(out)] == ["PBN007"]
