"""A process that logs rulings in a loop, printing each id once its transaction committed.

``python -m tests.log.writer LOG TAG COUNT`` (COUNT 0: until killed). Used by the kill and
concurrency tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

from director.log.store import LogStore
from tests.log.helpers import sample_record, sample_ruling


def main(argv: list[str]) -> None:
    path, tag, count = Path(argv[0]), argv[1], int(argv[2])
    ruling = sample_ruling()
    with LogStore.open(path) as store:
        n = 0
        while count == 0 or n < count:
            n += 1
            ruling_id = store.save(sample_record(tag, n, ruling=ruling))
            sys.stdout.write(f"{ruling_id}\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
