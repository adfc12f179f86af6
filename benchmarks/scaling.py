"""How the work grows with the input: ``python benchmarks/scaling.py``.

For each stage, the time for 1x, 10x and 100x the input and the ratios between them
(linear growth gives about 10 per step; quadratic about 100). The inputs come from the
records in ``tests/data`` (real, MIT or copyright-free) and from synthetic worst cases:
a PBN table row padded with spaces, a LIN line of calls, an incident of many events.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "data"


def _best(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _row(label: str, make: Callable[[int], Callable[[], object]], base: int) -> None:
    times = [_best(make(base * k)) for k in (1, 10, 100)]
    r1, r2 = times[1] / times[0], times[2] / times[1]
    print(f"{label:<40}{times[0] * 1e3:9.1f} ms {times[1] * 1e3:9.1f} ms {times[2] * 1e3:10.1f} ms"
          f"   x{r1:5.1f}  x{r2:5.1f}")  # fmt: skip


def main() -> None:
    from director.engine.table import Table
    from director.formats.lin import read_lin
    from director.formats.pbn import read_pbn
    from director.formats.text import read_text
    from director.model import Deal, Seat, Vulnerability
    from director.record.incident import parse_notation
    from director.review.pbn_review import review_pbn

    example3 = read_text(DATA / "dominicprice__endplay" / "example3.pbn")[0]
    games = example3.split("\n\n")[:40]
    vugraph = read_text(DATA / "forrestrice__bridge-bots" / "usbf_sf_14502.lin")[0]
    deal = Deal.from_pbn("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 "
                         "3.7632.J432.T987")  # fmt: skip

    def pbn(n: int) -> Callable[[], object]:
        text = "\n\n".join(games * (n // len(games) or 1))
        return lambda: read_pbn(text, "x.pbn")

    def review(n: int) -> Callable[[], object]:
        text = "\n\n".join(games * (n // len(games) or 1))
        return lambda: review_pbn(text, "x.pbn")

    def padded(n: int) -> Callable[[], object]:
        text = '[Board "1"]\n[ScoreTable "NS\\2R"]\n' + ("1" + " " * n + "\n") * 7
        return lambda: read_pbn(text, "x.pbn")

    def lin(n: int) -> Callable[[], object]:
        text = vugraph * n
        return lambda: read_lin(text, "x.lin")

    def lin_calls(n: int) -> Callable[[], object]:
        text = "md|3S7654HT98DAKQCQJ6,S3H7632DJ432CT987,SAKQ2HJ54DT98C432,|" + "mb|p|" * n
        return lambda: read_lin(text, "x.lin")

    def incident(n: int) -> Callable[[], object]:
        # passes out of rotation, every question answered with its first option
        text = " ".join(["1C", "P", "P"] + ["N:P"] * (n - 3))

        def go() -> object:
            table = Table(Seat.NORTH, Vulnerability.NONE, deal)
            ruling = table.replay(parse_notation(text), [], lambda _c, q: q.options[0].value)
            assert ruling.stopped_at is None  # every event replayed
            return ruling

        return go

    print(f"{'stage (1x, 10x, 100x input)':<40}{'1x':>12}{'10x':>12}{'100x':>13}   ratios")
    _row("PBN read (40 to 4,000 archive games)", pbn, 40)
    _row("PBN review (40 to 4,000 games)", review, 40)
    _row("PBN row padded (100 to 10,000 spaces)", padded, 100)
    _row("LIN read (vugraph x1 to x100)", lin, 1)
    _row("LIN line of calls (2,000 to 200,000)", lin_calls, 2_000)
    _row("incident replay (10 to 1,000 events)", incident, 10)


if __name__ == "__main__":
    main()
