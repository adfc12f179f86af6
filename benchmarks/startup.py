"""Start-up time: median wall time of ``director law 27`` beside ``python -c pass``.

Run: ``python benchmarks/startup.py [--runs N]``. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time


def median_seconds(cmd: list[str], runs: int) -> float:
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)  # warm the file cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    script = shutil.which("director")
    director = [script] if script else [sys.executable, "-m", "director"]
    base = median_seconds([sys.executable, "-c", "pass"], args.runs)
    law = median_seconds([*director, "law", "27"], args.runs)
    law_json = median_seconds([*director, "law", "27", "--json"], args.runs)
    print(f"runs per command:          {args.runs}")
    print(f"python -c pass:            {base * 1000:7.1f} ms (median)")
    print(f"director law 27:           {law * 1000:7.1f} ms (median; target <= 120 ms)")
    print(f"director law 27 --json:    {law_json * 1000:7.1f} ms (median)")


if __name__ == "__main__":
    main()
