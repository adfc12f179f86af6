"""No input keeps the tool busy or fills the screen: a padded PBN row reads in time
proportional to its length, an incident longer than any deal is refused at once, and an
error quotes at most about 60 characters of the offending token, with its place."""

import json
import time
from pathlib import Path

import pytest

from director.clip import QUOTE, clip
from director.engine.events import MAX_EVENTS
from director.formats.pbn import read_pbn
from tests.conftest import Run

LONG = "Z" * 5000


def _best(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        read_pbn(text, "x.pbn")
        best = min(best, time.perf_counter() - start)
    return best


def _game(pad: int) -> str:
    row = "1 NS 1 2 4S N 10 420 0" + " " * pad
    return (
        '[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal ""]\n'
        '[ScoreTable "Round\\2R;Table\\2R;NS\\2R;EW\\2R;Contract\\3L;Declarer\\1R;'
        'Result\\2R;Score_NS\\4R;Score_EW\\4R"]\n' + (row + "\n") * 7
    )


def test_a_table_row_padded_with_10000_spaces_reads_in_time_proportional_to_it() -> None:
    """The lexer's white-space skip once backtracked exponentially on padded rows (a Ruter
    export never finished). Padding 7 rows with 10,000 spaces each multiplies the text by
    about 300; the time may grow by that, not by more (the bound is a generous ratio)."""
    plain, padded = _game(0), _game(10_000)
    ratio = _best(padded) / _best(plain)
    assert ratio < 5 * len(padded) / len(plain), ratio
    (record,) = read_pbn(padded, "x.pbn")
    assert record.board == "1"


def test_trailing_white_space_at_the_end_of_the_text_is_linear() -> None:
    short, long = _game(0) + " " * 1000, _game(0) + " " * 100_000
    assert _best(long) / _best(short) < 5 * len(long) / len(short)


def test_clip_keeps_a_quote_short_and_a_place_whole() -> None:
    assert clip("short message") == "short message"
    out = clip(f"event 2: cannot read {LONG!r}")
    assert len(out) < 120 and "(5,002 characters)" in out and out.startswith("event 2")
    place = "/tmp/" + "d" * 100 + "/bad.yaml:4:"
    assert clip(f"{place} not UTF-8") == f"{place} not UTF-8"
    assert clip(clip(f"x {LONG}")) == clip(f"x {LONG}")  # clipping twice changes nothing


@pytest.mark.parametrize(
    "args",
    [
        ("rule", f"1H {LONG}", "--dealer", "N", "--no-log"),
        ("rule", f"1H N:expose:{LONG}", "--dealer", "N", "--no-log"),
        ("rule", "1H", "--dealer", LONG, "--no-log"),
        ("rule", "1H", "--dealer", "N", "--deal", LONG, "--no-log"),
        ("rule", "1H", "--dealer", "N", "-a", f"{LONG}=1", "--no-log"),
        ("law", LONG),
    ],
)
def test_an_error_never_echoes_a_whole_input(run: Run, args: tuple[str, ...]) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert err.startswith("error: ") and len(err) < 1000, err
    assert "Z" * (QUOTE + 1) not in err + out


def test_a_finding_never_echoes_a_whole_input(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "l.lin"
    path.write_text(f"pn|a,b,c,d|md|{LONG}|mb|{LONG}|pg||\n")
    code, out, err = run("review", str(path), "--format", "json")
    assert code == 1 and "Z" * (QUOTE + 1) not in err
    for finding in json.loads(out):
        assert "Z" * (QUOTE + 1) not in finding["message"], finding


def test_an_incident_longer_than_any_deal_is_refused_at_once(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps({"dealer": "N", "events": [{"N": "P"}] * 60_000}))
    start = time.perf_counter()
    code, _, err = run("replay", str(path))
    assert code == 2 and f"no deal has more than {MAX_EVENTS:,}" in err
    assert "60,000 events" in err and err.count("\n") == 1
    code, _, err = run("rule", " ".join(["P"] * (MAX_EVENTS + 1)), "--dealer", "N", "--no-log")
    assert code == 2 and "the notation has 1,001 events" in err
    assert time.perf_counter() - start < 30  # a hang guard only; speed is in benchmarks/


def test_the_longest_legal_auction_is_well_within_the_limit(run: Run) -> None:
    """319 calls: 1C, then every bid doubled and redoubled with passes between."""
    calls = ["P", "P", "P"]
    for level in range(1, 8):
        for strain in "CDHSN":
            calls += [f"{level}{strain if strain != 'N' else 'NT'}", "P", "P", "X", "P", "P",
                      "XX", "P", "P"]
    calls += ["P"]
    assert len(calls) == 319
    code, out, err = run("rule", " ".join(calls), "--dealer", "N", "--no-log")
    assert code == 0, err
    assert "7NTXX" in out.replace(" ", "") or "7NT" in out


def test_a_long_weighted_outcome_is_read_in_one_pass(run: Run) -> None:
    """``--weighted`` once split outcome and weight with a regular expression that
    backtracked quadratically on a long run of digits."""
    start = time.perf_counter()
    code, _, err = run("adjust", "--weighted", "1" * 100_000 + "x%", "4S= 60%",
                       "--declarer", "S")  # fmt: skip
    assert code == 2 and "--weighted" in err and len(err) < 1000
    assert time.perf_counter() - start < 30  # a hang guard only (it took minutes)
    code, out, err = run("adjust", "--weighted", "4S=40%", "4S-1 @ 60%", "--declarer", "S")
    assert code == 0, err
    assert "40%" in out and "60%" in out
