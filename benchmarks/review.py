"""Boards per second for ``director review`` over the ACBL speedball PBN file replicated to
at least 10,000 records in a temporary file, beside the bare parse rate of our PBN reader.

Figures printed:

- parse only: :func:`read_pbn_file`, every game read into a record with positions;
- review, every game in full: read, then :func:`review_record` on each record (the quick
  replay or the engine), as the review ran before games were screened;
- review, as ``director review`` runs it (:func:`review_files`): games screened from the
  text, the others read and reviewed in full; in one process, then in as many processes
  as the machine has cores (``--jobs``: the file is cut at game boundaries);
- the command itself, start-up and output included (``director review FILE --format
  jsonl --jobs N``), timed from outside;
- the field's library (endplay, ``pbn.loads``) parsing the same text, when it is installed
  (it is not a dependency: ``pip install endplay`` to see it); the issue's target is a
  review at least twice as fast as that parse.

Then the same on the archive export example3.pbn (7,632 games, each with a known defect:
omitted opening passes, rows out of column order, second tables without their board's
tags), as it is, with and without ``--inherit``, and the command itself (text and jsonl,
start-up and output included), beside the two parses of it; the issue's target there is
a review at least as fast as the field library's parse.

Run: ``python benchmarks/review.py [RECORDS]`` (``--archive``: example3.pbn only). It
prints figures and asserts nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAME = "jarekczek__pbntools/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"
ARCHIVE = Path(__file__).resolve().parents[1] / "tests/data/dominicprice__endplay/example3.pbn"


def source() -> Path:
    """The speedball file, from ../shared beside the checkout (its licence does not let us
    copy it); without it the benchmark says so and stops."""
    here = Path(__file__).resolve().parents[2] / "shared" / "data" / "handrecords" / NAME
    if not here.is_file():
        sys.exit(f"benchmarks/review.py needs {NAME} in ../shared/data/handrecords")
    return here


def _line(label: str, boards: int, seconds: float, extra: str = "") -> None:
    print(f"{label:<44}{boards / seconds:9.0f} boards/s  ({seconds:.2f} s{extra})")


def main() -> None:
    from director.formats.pbn import read_pbn_file
    from director.review.board import review_record
    from director.review.parallel import review_files

    wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    text = source().read_text(encoding="utf-8", errors="replace")
    per_copy = len(read_pbn_file(source()))
    copies = -(-wanted // per_copy)
    jobs = os.cpu_count() or 1
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.pbn"
        path.write_text("\n".join([text] * copies), encoding="utf-8")
        size = path.stat().st_size

        start = time.perf_counter()
        records = read_pbn_file(path)
        parse = time.perf_counter() - start
        n = len(records)
        print(f"file: {NAME} x{copies} = {n} records, {size / 1e6:.1f} MB, {jobs} cores")
        _line("parse only", n, parse)

        start = time.perf_counter()
        findings = sum(len(review_record(record)) for record in read_pbn_file(path))
        _line("review, every game in full", n, time.perf_counter() - start, f", {findings} f.")

        for j in sorted({1, jobs}):
            start = time.perf_counter()
            ((found, boards, _),) = review_files([str(path)], jobs=j)
            seconds = time.perf_counter() - start
            label = f"review (director review), {j} process(es)"
            _line(label, boards, seconds, f", {len(found)} f.")

        _field(path, n)

        command = [sys.executable, "-m", "director", "review", str(path), "--format", "jsonl"]
        for j in sorted({1, jobs}):
            start = time.perf_counter()
            done = subprocess.run([*command, "--jobs", str(j)], capture_output=True, check=False)
            seconds = time.perf_counter() - start
            _line(f"command, --jobs {j}, exit {done.returncode}", n, seconds)
    _archive()


def _archive() -> None:
    """example3.pbn: the review as ``director review`` runs it, beside the parses."""
    from director.formats.pbn import read_pbn_file
    from director.review.parallel import review_files

    start = time.perf_counter()
    n = len(read_pbn_file(ARCHIVE))
    print(f"file: {ARCHIVE.name} = {n} records")
    _line("parse only", n, time.perf_counter() - start)
    for inherit in (False, True):
        start = time.perf_counter()
        ((found, boards, _),) = review_files([str(ARCHIVE)], inherit=inherit)
        label = f"review, 1 process{', --inherit' if inherit else ''}"
        _line(label, boards, time.perf_counter() - start, f", {len(found)} f.")
    _field(ARCHIVE, n)
    for fmt in ("text", "jsonl"):
        command = [sys.executable, "-m", "director", "review", str(ARCHIVE), "--format", fmt]
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, check=False)
        _line(f"command, --format {fmt}, exit {done.returncode}", n, time.perf_counter() - start)


def _field(path: Path, n: int) -> None:
    try:
        from endplay.parsers import pbn  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        print("field library (endplay) parse: not installed")
        return
    text = path.read_text(encoding="utf-8", errors="replace")
    start = time.perf_counter()
    boards = len(pbn.loads(text))
    _line("field library (endplay) parse", boards, time.perf_counter() - start)


if __name__ == "__main__":
    if sys.argv[1:] == ["--archive"]:
        _archive()
    else:
        main()
