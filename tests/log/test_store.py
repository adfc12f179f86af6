"""The store: what a saved ruling keeps, notes and corrections, filters."""

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from director.log.errors import LogError, NoSuchEntryError
from director.log.record import RulingRecord, events_as_record, laws_of, score_of
from director.log.store import LogFilter, LogStore
from director.record.incident import parse_notation
from tests.log.helpers import sample_record, sample_ruling

UTC = dt.UTC


@pytest.fixture
def log(tmp_path: Path) -> Any:
    with LogStore.open(tmp_path / "rulings.sqlite3") as store:
        yield store


def test_saved_ruling_reads_back_whole(log: LogStore) -> None:
    record = sample_record("Spring Pairs", 3, board=7, table="12", corrects=None)
    ruling_id = log.save(record, at=dt.datetime(2025, 5, 1, 14, 3, tzinfo=UTC))
    entry = log.get(ruling_id)
    assert (entry.event, entry.session, entry.table, entry.board) == ("Spring Pairs", "3", "12", 7)
    assert entry.created_at == dt.datetime(2025, 5, 1, 14, 3, tzinfo=UTC)
    assert entry.ruling == sample_ruling() and entry.incident == record.incident
    assert entry.kinds == [("insufficient-bid", "27")]
    assert entry.laws[:3] == ["16C", "26B", "27"] and "27B2" in entry.laws
    assert [(a.question, a.answer, a.asks, a.seat) for a in entry.answers] == [
        ("accept", False, "offender's LHO", "W"),
        ("artificial", False, "director", None),
        ("comparable", False, "director", None),
    ]
    assert [n.text for n in entry.notes] == ["note 3"]
    assert entry.program.startswith("director ")


def test_notes_are_appended_and_corrections_link_both_ways(log: LogStore) -> None:
    first = log.save(sample_record())
    log.add_note(first, "  NS appeal: hearing at 18:00  ")
    second = log.save(sample_record(corrects=first, note=None))
    old, new = log.get(first), log.get(second)
    assert [n.text for n in old.notes] == ["note 1", "NS appeal: hearing at 18:00"]
    assert old.corrected_by == [second] and new.corrects == first and new.notes == []


def test_note_or_correction_of_a_missing_ruling_is_refused(log: LogStore) -> None:
    with pytest.raises(NoSuchEntryError, match=r"no ruling #9"):
        log.add_note(9, "text")
    with pytest.raises(NoSuchEntryError, match=r"no ruling #9 to correct"):
        log.save(sample_record(corrects=9))
    with pytest.raises(LogError, match="needs some text"):
        log.add_note(1, "   ")
    assert log.count() == 0


def test_get_unknown_id(log: LogStore) -> None:
    with pytest.raises(NoSuchEntryError, match=r"rulings.sqlite3: no ruling #4"):
        log.get(4)


def _ruling(*laws: str, kind: str = "insufficient-bid", score: Any = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "irregularities": [
            {"kind": kind, "law": laws[0], "steps": [{"law": law, "text": "t"} for law in laws]}
        ]
    }
    if score is not None:
        data["score"] = score
    return data


def test_filters(log: LogStore) -> None:
    day = dt.datetime(2025, 5, 1, 12, tzinfo=UTC)
    log.save(sample_record(ruling=_ruling("27", "27B2"), board=1), at=day)
    log.save(sample_record(ruling=_ruling("2", "2A"), board=2), at=day + dt.timedelta(days=1))
    log.save(sample_record(ruling=_ruling("29", kind="bid-out-of-rotation"), board=1),
             at=day + dt.timedelta(days=2))  # fmt: skip

    def ids(**kw: Any) -> list[int]:
        return [e.id for e in log.find(LogFilter(**kw))]

    assert ids() == [3, 2, 1]
    assert ids(board=1) == [3, 1]
    assert ids(law="27") == [1]
    assert ids(law="27B") == [1]
    assert ids(law="27B2") == [1]
    assert ids(law="2") == [2]  # not 27 nor 29
    assert ids(law="27A") == []
    assert ids(kind="bid-out-of-rotation") == [3]
    assert ids(since=day + dt.timedelta(hours=1)) == [3, 2]
    assert ids(until=day + dt.timedelta(days=1)) == [1]
    assert ids(since=day, until=day + dt.timedelta(days=2)) == [2, 1]
    assert ids(limit=1) == [3]


def test_law_filter_is_an_indexed_query(log: LogStore) -> None:
    sql, params = LogFilter(law="27").where()
    plan = " ".join(
        str(r[-1]) for r in log.conn.execute(f"EXPLAIN QUERY PLAN SELECT r.id FROM rulings r{sql}", params)
    )
    assert "SEARCH ruling_laws USING COVERING INDEX ruling_laws_by_law (law>? AND law<?)" in plan, plan
    sql, params = LogFilter(kind="insufficient-bid").where()
    plan = " ".join(
        str(r[-1]) for r in log.conn.execute(f"EXPLAIN QUERY PLAN SELECT r.id FROM rulings r{sql}", params)
    )
    assert "ruling_kinds_by_kind (kind=?)" in plan, plan


def test_fields_are_read_defensively_from_the_ruling_json() -> None:
    assert score_of({"score": {"ns": 620, "text": "NS +620"}}) == "NS +620"
    assert score_of({"score": {"ns": 110, "ew": -110, "result": "1S+1"}}) == "NS +110 (1S+1)"
    assert score_of({"score": {"ns": -50}}) == "NS -50"
    assert score_of({"score": {"ew": 620}}) == '{"ew":620}'
    assert score_of({"score": -100}) == "-100"
    assert score_of({"score": None}) is None and score_of({}) is None
    odd = {"irregularities": [{"kind": "revoke", "law": "64A", "steps": "not a list?"}, 3]}
    assert laws_of(odd) == ["64A"]
    assert laws_of({"irregularities": None}) == []


def test_score_of_a_ruling_is_stored_and_shown(log: LogStore) -> None:
    ruling_id = log.save(sample_record(ruling=_ruling("27", score={"text": "NS 420"})))
    assert log.get(ruling_id).score == "NS 420"


def test_events_as_record_round_trip_through_the_notation() -> None:
    events = parse_notation("1H S:2H E:expose:HK,S2 N:change:2S W:simultaneous:1S AP")
    assert events_as_record(events) == [
        "1H", {"S": "2H"}, {"E": "expose:HK,S2"}, {"N": "change:2S"},
        {"W": "simultaneous:1S"}, "AP",
    ]  # fmt: skip


def test_record_defaults() -> None:
    record = RulingRecord("rule", "wbf-2017", {"events": []}, {})
    assert record.answers == [] and record.corrects is None


@pytest.mark.parametrize(
    "notation",
    [
        "1H S:2H E:expose:HK,S2 N:change:2S W:simultaneous:1S AP",
        "1S P P P E:HA S:H2 W:facedown:H3 E:revoke:D2 N:correct:HK N:claim:7 HA",
    ],
)
def test_events_as_record_replay_as_the_same_events(notation: str) -> None:
    from director.record.incident import Incident

    events = parse_notation(notation)
    again = Incident(dealer="N", events=events_as_record(events)).parsed_events()
    assert [str(e) for e in again] == [str(e) for e in events]
