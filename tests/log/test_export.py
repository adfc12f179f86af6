"""Exports: JSON keeps everything, CSV one summary row per ruling, PBN one game each."""

import csv
import datetime as dt
import io
import json
from pathlib import Path

import pytest

from director.log.export import CSV_COLUMNS
from director.log.store import LogEntry, LogStore
from director.output.formats import LOG_EXPORT
from tests.log.helpers import sample_record, sample_ruling


def dumps(entries: list[LogEntry], fmt: str) -> str:
    return LOG_EXPORT.dumps(fmt, entries)


@pytest.fixture
def entries(tmp_path: Path) -> list[LogEntry]:
    with LogStore.open(tmp_path / "rulings.sqlite3") as log:
        at = dt.datetime(2025, 5, 1, 14, 3, tzinfo=dt.UTC)
        first = log.save(
            sample_record("Spring \"Open\" Pairs", 2, board=7, table="4",
                          incident={"deal": "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 "
                                            "7654.T98.AKQ.QJ6 3.7632.J432.T987", "events": []}),
            at=at,
        )  # fmt: skip
        log.add_note(first, "NS say {East} hesitated", at=at)
        open_auction = {
            "edition": "wbf-2017", "dealer": "S", "vulnerable": "none", "irregularities": [],
            "auction": [{"seat": "S", "call": "1H"}, {"seat": "W", "call": "Pass"}],
            "auction_complete": False, "contract": None, "score": {"text": "NS 140"},
        }  # fmt: skip
        log.save(sample_record(ruling=open_auction, note=None, corrects=first), at=at)
        played = {**sample_ruling(), "score": {"ns": -400, "ew": 400, "result": "3NT="}}
        log.save(sample_record(ruling=played, note=None), at=at)
        return log.find()


def test_json_export_keeps_everything_oldest_first(entries: list[LogEntry]) -> None:
    data = json.loads(dumps(entries, "json"))
    assert [d["id"] for d in data] == [1, 2, 3]
    assert data[2]["score"] == "NS -400 (3NT=)"
    first = data[0]
    assert first["time"] == "2025-05-01T14:03:00Z"
    assert first["ruling"] == sample_ruling()
    assert first["kinds"] == ["insufficient-bid"] and "27B2" in first["laws"]
    assert [n["text"] for n in first["notes"]] == ["note 2", "NS say {East} hesitated"]
    assert first["answers"][0] == {
        "irregularity": 1, "question": "accept", "law": "27A1", "asks": "offender's LHO",
        "seat": "W", "answer": False, "source": "record",
    }  # fmt: skip
    assert first["corrected_by"] == [2] and data[1]["corrects"] == 1
    assert data[1]["score"] == "NS 140"


def test_csv_export_has_one_row_per_ruling(entries: list[LogEntry]) -> None:
    rows = list(csv.DictReader(io.StringIO(dumps(entries, "csv"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert rows[0]["event"] == 'Spring "Open" Pairs' and rows[0]["board"] == "7"
    assert rows[0]["table"] == "4" and rows[0]["session"] == "2"
    assert rows[0]["kinds"] == "insufficient-bid" and rows[0]["notes"] == "2"
    assert rows[0]["laws"].split()[:3] == ["16C", "26B", "27"]
    assert rows[1]["kinds"] == "" and rows[1]["corrects"] == "1" and rows[1]["score"] == "NS 140"
    assert rows[2]["score"] == "NS -400 (3NT=)"


def test_pbn_export(entries: list[LogEntry]) -> None:
    text = dumps(entries, "pbn")
    assert text.startswith("% PBN 2.1\n% EXPORT\n")
    games = text.split("\n\n")[1:]
    assert len(games) == 3
    assert '[Score "NS -400"]' in games[2].splitlines()
    first = games[0].splitlines()
    assert first[:4] == ['[Event "Spring \\"Open\\" Pairs"]', '[Date "2025.05.01"]',
                         '[Round "2"]', '[Table "4"]']  # fmt: skip
    assert '[Board "7"]' in first and '[Dealer "N"]' in first and '[Vulnerable "EW"]' in first
    assert '[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]' in first
    assert '[Declarer "E"]' in first and '[Contract "3NT"]' in first
    auction = first.index('[Auction "N"]')
    assert first[auction + 1 : auction + 3] == ["1S 1NT 3H 3NT", "Pass Pass Pass"]
    comment = games[0][games[0].index("{") + 1 : games[0].rindex("}")]
    assert "{" not in comment and "}" not in comment  # PBN comments cannot nest
    assert "1. insufficient-bid, Law 27, offender S, event 3." in comment
    assert "accept = no (offender's LHO (W))" in comment
    assert "[27B2] North must pass for the rest of the auction." in comment
    assert "NS say (East) hesitated" in comment
    second = games[1].splitlines()
    assert '[Auction "S"]' in second and "1H Pass *" in second  # incomplete auction
    assert '[Score "NS 140"]' in second and "Corrects ruling #1." in games[1]


def test_empty_exports() -> None:
    assert json.loads(dumps([], "json")) == []
    assert dumps([], "csv").splitlines() == [",".join(CSV_COLUMNS)]
    assert "[" not in dumps([], "pbn")
