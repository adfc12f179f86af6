"""The situation query sets of law search: ``LAWS | query`` a line, ``#`` for comments.
Read by the tests and by ``benchmarks/search.py``."""

from pathlib import Path

HERE = Path(__file__).parent
QUERIES = HERE / "situation_queries.txt"  # the search vocabulary was built from these
DEV = HERE / "dev_queries.txt"  # the two earlier held-out sets, read while tuning: built-from now
HELD_OUT = HERE / "held_out_queries.txt"  # never used to edit the vocabulary; empty between sets


def read_queries(path: Path) -> list[tuple[set[int], str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            laws, query = line.split("|", 1)
            rows.append(({int(x) for x in laws.split(",")}, query.strip()))
    return rows
