"""A whole file read by :func:`~director.limits.read_bytes`: its bytes, all of them
though it grew after its size was taken, and never more than the limit."""

from pathlib import Path

import pytest

from director import limits
from director.limits import FileLimitError, read_bytes


@pytest.mark.parametrize("size", [0, 1, 659, 70_000])
def test_a_file_is_read_whole(tmp_path: Path, size: int) -> None:
    path = tmp_path / "f.pbn"
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    path.write_bytes(data)
    assert read_bytes(path, 1 << 20, "hand-record file") == data


@pytest.mark.parametrize("was", [0, 10, 99])
def test_a_file_grown_since_its_size_was_taken_is_read_to_its_end_within_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, was: int
) -> None:
    path = tmp_path / "f.pbn"
    path.write_bytes(b"y" * 100)
    monkeypatch.setattr(limits, "_size", lambda *_: was)  # its size before it grew
    assert read_bytes(path, 100, "hand-record file") == b"y" * 100
    with pytest.raises(FileLimitError, match=r"f\.pbn: more than 99 bytes"):
        read_bytes(path, 99, "hand-record file")
