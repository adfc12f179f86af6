"""Boards per second for ``director review``: the full review (parse, to_incident, replay,
record checks) of the ACBL speedball PBN file replicated to at least 10,000 records in a
temporary file, beside the bare parse rate of our PBN reader on the same file.

Also the full review in as many processes as the machine has cores (``--jobs``: the file
is cut at game boundaries), the way ``director review --jobs N`` runs it.

Run: ``python benchmarks/review.py [RECORDS]``. It prints figures and asserts nothing.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

NAME = "jarekczek__pbntools/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"


def source() -> Path:
    here = Path(__file__).resolve().parents[2] / "shared" / "data" / "handrecords" / NAME
    return here if here.is_file() else Path("/work/shared/data/handrecords") / NAME


def main() -> None:
    from director.formats.pbn import read_pbn_file
    from director.review.parallel import review_files
    from director.review.run import review_record

    wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    text = source().read_text(encoding="utf-8", errors="replace")
    per_copy = len(read_pbn_file(source()))
    copies = -(-wanted // per_copy)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.pbn"
        path.write_text("\n".join([text] * copies), encoding="utf-8")
        size = path.stat().st_size

        start = time.perf_counter()
        records = read_pbn_file(path)
        parse = time.perf_counter() - start

        start = time.perf_counter()
        findings = 0
        for record in read_pbn_file(path):
            findings += len(review_record(record))
        full = time.perf_counter() - start

        jobs = os.cpu_count() or 1
        start = time.perf_counter()
        (result,) = review_files([str(path)], jobs=jobs)
        parallel = time.perf_counter() - start

    n = len(records)
    print(f"file: {NAME} x{copies} = {n} records, {size / 1e6:.1f} MB")
    print(f"parse only : {n / parse:9.0f} boards/s  ({parse:.2f} s)")
    print(f"full review: {n / full:9.0f} boards/s  ({full:.2f} s, {findings} findings)")
    print(
        f"full review, {jobs} processes: {n / parallel:9.0f} boards/s  "
        f"({parallel:.2f} s, {len(result[0])} findings)"
    )


if __name__ == "__main__":
    main()
