"""``director review`` on the archive export example3.pbn (issue 15): the causes of a
cascade are reported once, and no law-coded finding comes from a misread declarer or a
play row out of column order."""

import json
from pathlib import Path

import pytest

from director.formats.text import read_text
from tests.conftest import Run
from tests.realdata import handrecord


@pytest.fixture(scope="module")
def part(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The file's first 60 boards (120 games), as a file of its own."""
    text, _ = read_text(handrecord("dominicprice__endplay/example3.pbn"))
    path = tmp_path_factory.mktemp("archive") / "part.pbn"
    path.write_text(text[: text.index('[Board "61"]')], encoding="utf-8")
    return path


def _findings(run: Run, *args: str) -> list[dict[str, object]]:
    code, out, err = run("review", *args, "--format", "json")
    assert code in (0, 1) and err == "", err
    found: list[dict[str, object]] = json.loads(out)
    return found


def test_each_cause_is_reported_once_per_game_or_run(run: Run, part: Path) -> None:
    found = _findings(run, str(part))
    per_game: dict[tuple[object, object], list[object]] = {}
    for f in found:
        if f["code"] in ("PBN031", "PBN032", "PBN033"):
            per_game.setdefault((f["board"], f["code"]), []).append(f["line"])
    assert per_game and all(len(lines) == 1 for lines in per_game.values())
    codes = {f["code"] for f in found}
    assert {"PBN031", "PBN032", "PBN033"} <= codes
    assert not codes & {"PBN003", "PBN022", "PBN029", "REC002"}


def test_inherit_leaves_no_law_coded_finding_in_the_part(run: Run, part: Path) -> None:
    found = _findings(run, str(part), "--inherit")
    assert [f for f in found if str(f["code"])[0].isdigit()] == []
    assert "PBN033" not in {f["code"] for f in found}


def test_inherit_review_game_by_game_is_that_of_reading_the_whole_text(part: Path) -> None:
    """The review screens and reads stretches of games; with --inherit a table without
    its board's tags still finds them in the game before (never cut from it)."""
    from director.formats.pbn import read_pbn
    from director.review.board import review_record
    from director.review.parallel import review_files

    text, _ = read_text(part)
    whole = [f for r in read_pbn(text, str(part), inherit=True) for f in review_record(r)]
    ((found, boards, error),) = review_files([str(part)], inherit=True)
    assert error is None and boards == 120 and found == whole
