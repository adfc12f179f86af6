"""Fuzz every reader and notation parser: ``python benchmarks/fuzz.py [N]`` (default
10,000 inputs per target; ``--only notation`` for one target).

Runs the targets of ``tests/fuzzing.py`` (random text, and mutations of real records,
example incidents and plays on one deal with every question answered at random) through
hypothesis, records every input that breaks the contract (an exception that is not the
project's own error, or a review finding REC099) by its class and place, and prints, per
target, the inputs run, the time and the crash classes found with one example each. A
small slice of the same targets runs in the test suite (``tests/test_fuzz_slice.py``).
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

Crashes = dict[str, tuple[int, str]]


def _where(e: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(e.__traceback__) if "/director/" in f.filename]
    last = frames[-1] if frames else traceback.extract_tb(e.__traceback__)[-1]
    return f"{type(e).__name__} at {Path(last.filename).name}:{last.lineno}"


def _fuzz(check: Callable[..., None], strategy: Any, n: int) -> tuple[int, Crashes]:
    """Run ``n`` inputs through ``check``; return the count and the crashes by place."""
    from hypothesis import HealthCheck, given, settings

    crashes: Crashes = {}
    runs = 0

    @settings(max_examples=n, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(strategy)
    def run(value: object) -> None:
        nonlocal runs
        runs += 1
        try:
            check(*value) if isinstance(value, tuple) else check(value)
        except Exception as e:  # the contract: nothing but the project's own errors
            key = _where(e)
            count, example = crashes.get(key, (0, repr(value)[:300]))
            crashes[key] = (count + 1, example)

    run()
    return runs, crashes


def main() -> None:
    from tests.fuzzing import TARGETS

    args = sys.argv[1:]
    only = None
    if "--only" in args:
        only = args[args.index("--only") + 1]
        args = [a for a in args if a not in ("--only", only)]
    n = int(args[0]) if args else 10_000
    total_crashes = 0
    for name, (check, strategy) in TARGETS.items():
        if only is not None and name != only:
            continue
        start = time.perf_counter()
        runs, crashes = _fuzz(check, strategy, n)
        seconds = time.perf_counter() - start
        print(f"{name:<18}{runs:>8,} inputs {seconds:8.1f} s   {len(crashes)} crash class(es)")
        for key, (count, example) in sorted(crashes.items()):
            print(f"    {count:>6} x {key}\n           e.g. {example}")
        total_crashes += len(crashes)
    sys.exit(1 if total_crashes else 0)


if __name__ == "__main__":
    main()
