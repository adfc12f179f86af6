"""A damaged ruling log (issue 27): a page of the file overwritten. Opened for writing it is
refused in one line that says what is wrong and how to recover, before anything is written;
listed or exported, what can be read is, ruling by ruling, with one warning naming what
could not."""

import csv
import io
from pathlib import Path

import pytest

from director.log.integrity import DamagedLogError
from director.log.store import LogStore
from tests.conftest import Run
from tests.log.helpers import sample_record
from tests.one_line import one_line_error

RULINGS = 12


@pytest.fixture
def damaged_log(tmp_path: Path) -> Path:
    """A log of 12 rulings whose page holding ruling #8 (source ``test-7.yaml``) has its
    header overwritten, as a bad sector or a half-copied file leaves it."""
    path = tmp_path / "damaged.sqlite3"
    with LogStore.open(path) as log:
        for n in range(RULINGS):
            log.save(sample_record(n=n))
    data = bytearray(path.read_bytes())  # the last connection closed: the WAL is merged
    page_size = int.from_bytes(data[16:18], "big")
    page = data.index(b"test-7.yaml") // page_size
    assert page > 0
    data[page * page_size : page * page_size + 12] = b"\xff" * 12
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_log_is_not_written_to(run: Run, damaged_log: Path) -> None:
    before = damaged_log.read_bytes()
    code, out, err = run("rule", "1H AP", "--dealer", "N", "--log", str(damaged_log))
    assert "Contract: 1H by N" in out  # the ruling is given all the same
    last = err.splitlines()[-1]
    one_line_error(code, last + "\n", "the ruling above was not logged", str(damaged_log),
                   "the ruling log is damaged (", "nothing more is written to it",
                   f"director log export --log {damaged_log}", "move the file aside")  # fmt: skip
    assert damaged_log.read_bytes() == before
    code, _, err = run("log", "note", "1", "appeal", "--log", str(damaged_log))
    one_line_error(code, err, str(damaged_log), "the ruling log is damaged")
    with pytest.raises(DamagedLogError, match="the ruling log is damaged"):
        LogStore.open(damaged_log)


def test_what_can_be_read_of_a_damaged_log_is_exported(run: Run, damaged_log: Path) -> None:
    code, out, err = run("log", "export", "-f", "csv", "--log", str(damaged_log))
    assert code == 0, err
    ids = [int(row["id"]) for row in csv.DictReader(io.StringIO(out))]
    (warning,) = err.splitlines()
    assert warning.startswith(f"warning: {damaged_log}: the ruling log is damaged (")
    assert "could not be read and are left out (" in warning and "#8" in warning
    lost = {int(n) for n in warning.split("left out (")[1].rstrip(")").split("#")[1:] if n}
    assert 8 in lost and set(ids) == set(range(1, RULINGS + 1)) - lost
    assert ids == sorted(ids)
    code, out, err = run("log", "list", "--log", str(damaged_log))
    assert code == 0 and "could not be read" in err and "#8" in err
