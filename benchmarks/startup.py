"""Start-up time: each command's median time as a ratio to ``python -c pass``.

Run: ``python benchmarks/startup.py [--runs N]``. Prints figures; asserts nothing.

Both the wall time and the CPU time (user + system, of the child process) are given: on a
shared machine the CPU time is the steadier of the two. The paths measured are the law
lookup (the fast path of ``director law``, text and JSON), the brief and search, the
help of the whole command line (typer), and ``director review`` of a one-board file (the
fixed cost of the command: what decides a small file) and of a small LIN file.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "forrestrice__bridge-bots"
COMMANDS = (
    ("law", "27"),
    ("law", "27", "--json"),
    ("law", "27", "--brief"),
    ("law", "search", "huddle"),
    ("--help",),
    ("law", "--help"),
    ("review", str(DATA / "sample.pbn"), "--format", "jsonl", "--exit-zero"),
    ("review", str(DATA / "sample.lin"), "--exit-zero"),
)


def median_times(cmd: list[str], runs: int) -> tuple[float, float]:
    """(wall, cpu) medians in seconds."""
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)  # warm the file cache
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    script = shutil.which("director")
    director = [script] if script else [sys.executable, "-m", "director"]
    base_wall, base_cpu = median_times([sys.executable, "-c", "pass"], args.runs)
    print(f"runs per command: {args.runs}; medians; ratio to python -c pass")
    print(f"{'python -c pass':44} {line(base_wall, base_cpu, 0, 0)}")
    for command in COMMANDS:
        wall, cpu = median_times([*director, *command], args.runs)
        name = " ".join(Path(word).name if "/" in word else word for word in command)
        print(f"{'director ' + name:44} {line(wall, cpu, base_wall, base_cpu)}")


def line(wall: float, cpu: float, base_wall: float, base_cpu: float) -> str:
    ratio = f"{wall / base_wall:4.1f}x" if base_wall else "     "
    cpu_ratio = f"{cpu / base_cpu:4.1f}x" if base_cpu else ""
    return f"wall {wall * 1000:6.1f} ms {ratio}  cpu {cpu * 1000:6.1f} ms {cpu_ratio}"


if __name__ == "__main__":
    main()
