"""One live step of ``director rule``: after the director types a call or a card, the
incident is replayed with every answer given so far and the ruling is printed again.

Measured in process (the step as the live loop runs it: a trial replay that checks the
card typed, then a new table, the replay, the ruling rendered to a console that discards
its output), early in a hand and at its last card, beside the start-up of the whole
command. Target: a step within 0.3 s on the project
machine (2 cores). Prints figures and ratios; asserts nothing.

Run: ``python benchmarks/live_step.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import copy
import io
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
EARLY = "1S AP W:H2 E:HA"  # 54D refused, 50D2(a) hearts required, East's lead typed live
EARLY_ANSWERS: list[dict[str, Any]] = [
    {"could_see_dummy": False, "declarer_choice": "refuse"},
    {"declarer_choice": "require:H"},
]
# Example 21: West revokes at trick 4, the revoke is established; all 13 tricks (54 events).
LATE = (
    "N:1S AP E:HA S:H8 W:H2 N:H4 E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ E:CA S:C6 W:H7 N:C2 "
    "E:CK S:CJ W:C8 N:C3 E:C5 S:CQ W:C9 N:C4 S:S4 W:S3 N:SA E:S8 N:SK E:S9 S:S5 W:C7 N:SQ "
    "E:ST S:S6 W:D2 N:S2 E:SJ S:S7 W:D3 E:D7 S:DA W:D4 N:D8 S:DK W:DJ N:D9 E:D6 S:DQ W:CT "
    "N:DT E:D5"
)
LATE_ANSWERS: list[dict[str, Any]] = [{"attention_drawn": "in-time"}]


def step(notation: str, answers: list[dict[str, Any]]) -> float:
    from rich.console import Console

    from director.engine.table import Table
    from director.model.board import Vulnerability
    from director.model.deal import Deal
    from director.model.seat import Seat
    from director.record.incident import parse_notation
    from director.render import console as sink
    from director.render.ruling_text import print_ruling

    sink._console = Console(file=io.StringIO(), width=80)
    start = time.perf_counter()
    events = parse_notation(notation)
    for _ in range(2):  # the trial that checks the card typed, then the replay itself
        table = Table(Seat.NORTH, Vulnerability.parse("none"), Deal.from_pbn(DEAL), look_ahead=True)
        ruling = table.replay(events, copy.deepcopy(answers))
    print_ruling(ruling)
    assert ruling.stopped_at is None, "the benchmark's incident must be answered in full"
    return time.perf_counter() - start


def median(fn: Callable[[], float], runs: int) -> float:
    fn()  # warm imports and caches
    return statistics.median(fn() for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    early = median(lambda: step(EARLY, EARLY_ANSWERS), args.runs)
    late = median(lambda: step(LATE, LATE_ANSWERS), args.runs)

    def command() -> float:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "director", "rule", EARLY, "--dealer", "N", "--deal", DEAL,
             "--no-log", "--json", "-a", "could_see_dummy=no", "-a", "declarer_choice=refuse",
             "-a", "2.declarer_choice=require:H"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
        )  # fmt: skip
        return time.perf_counter() - start

    whole = median(command, max(3, args.runs // 4))
    print(f"runs: {args.runs}")
    rows = [
        ("live step, trick 1 (54D, 50D2)", early),
        ("live step, trick 13 (54 events)", late),
        ("whole command (start-up + the step)", whole),
    ]
    for label, seconds in rows:
        print(
            f"{label + ':':38} {seconds * 1000:7.1f} ms = {seconds / 0.3:.2f} of the 0.3 s target"
        )
    print(f"{'ratio last card / first card:':38} {late / early:7.2f}")


if __name__ == "__main__":
    main()
