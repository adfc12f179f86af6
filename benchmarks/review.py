"""``director review`` over a season of real boards, in one run on one machine:

1. boards per second, in one process, for a real file whose boards are all replayed in
   full (the USBF vugraph LIN, full auction and play; repeated to ``BOARDS // 10``
   boards) and for the archive export example3.pbn (7,632 games);
2. for every real file of the repository (tests/data) and of ../shared, the review's time
   over the field library's bare parse of the same file in the same process (the issue's
   target is at most 0.5); "endplay fails" when it cannot read the file. Both read the
   file: the review opens and decodes it, endplay's ``pbn.load``/``lin.load`` is given it
   opened in the encoding the review found. Beside it, endplay's ``loads`` of the text
   already read, and the review's time over that (a stricter figure: only the review
   reads the file). Each review starts with the caches keyed by a file's deals and
   tables emptied (:func:`_content_caches`): the same file reviewed again must not count
   as a season of different files;
3. the peak memory of ``director review FILE --format jsonl --jobs 1`` over 10^4 and 10^5
   real boards (the ACBL speedball file repeated), each measured in a fresh process
   (``resource.getrusage(RUSAGE_CHILDREN).ru_maxrss`` of a child that runs only it), with
   its time; memory should be flat (within 2x);
4. the ``--jobs`` speed-up: the command over 10^4 boards of each kind (the speedball
   file, the Ruter pairs file with [ScoreTable]s and a [TotalScoreTable], the archive
   export, the USBF vugraph LIN, cut into chunks by
   :mod:`~director.formats.lin_split`) with ``--jobs 1`` and ``--jobs N`` (N: the
   cores), each the faster of two runs; and 10^5 boards with ``--jobs N`` (the issue's
   target: under 20 s). With each wall-clock figure, the process time of ``--jobs 1``,
   and of ``--jobs N`` that of the command's own process (reading, cutting, gathering,
   writing) and of its workers: the speed-up they allow on N idle cores, ``T1 / max(P,
   (P + W) / N)``, is the figure to trust on a shared machine (whose wall clock other
   work disturbs).

Run: ``python benchmarks/review.py [BOARDS]`` (10^5 by default; ``10000`` for a quicker
run: memory is then compared at 10^3 and 10^4). Needs ../shared beside the checkout for
the files whose licence keeps them out of the repository, and endplay
(``pip install -e ".[test]"``) for the ratios. It writes the package's bytecode first
(as an install does), then prints figures and asserts nothing.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "handrecords"
TESTS_DATA = ROOT / "tests" / "data"
SPEEDBALL = SHARED / "jarekczek__pbntools" / "acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"
RUTER = SHARED / "rkcb__pbnparser" / "sm1.pbn"
VUGRAPH = TESTS_DATA / "forrestrice__bridge-bots" / "usbf_sf_14502.lin"
ARCHIVE = TESTS_DATA / "dominicprice__endplay" / "example3.pbn"


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _repeated(source: Path, boards: int, per_copy: int, into: Path) -> Path:
    """``source`` written ``ceil(boards / per_copy)`` times into ``into`` (CRLF kept)."""
    data = source.read_bytes()
    copies = -(-boards // per_copy)
    with into.open("wb") as f:
        for _ in range(copies):
            f.write(data.rstrip(b"\r\n") + b"\r\n\r\n")
    return into


def _boards(path: Path) -> int:
    from director.review.parallel import review_files

    return review_files([str(path)])[0][1]


def throughput(tmp: Path, boards: int) -> None:
    from director.review.parallel import review_files

    print("1. boards per second, one process")
    vugraph = _repeated(VUGRAPH, boards // 10, _boards(VUGRAPH), tmp / "vugraph.lin")
    for label, path in (("vugraph LIN, every board replayed", vugraph), ("archive", ARCHIVE)):
        start = time.perf_counter()
        ((_, n, error),) = review_files([str(path)])
        seconds = time.perf_counter() - start
        assert error is None, error
        print(f"   {label:<40} {n:>7} boards  {n / seconds:8.0f} boards/s ({seconds:.2f} s)")


def ratios() -> None:
    from director.formats.text import read_text

    try:
        from endplay.parsers import lin, pbn  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        print("2. ratio to endplay's parse: endplay is not installed")
        return
    print("2. review time / endplay's bare parse of the same file (target <= 0.5);")
    print("   both read the file; after it, endplay's parse of the text already read")
    files = sorted(
        p for d in (TESTS_DATA, SHARED) for p in d.glob("*/*") if p.suffix in (".pbn", ".lin")
    )
    seen: set[str] = set()
    for path in files:
        if path.name in seen:
            continue
        seen.add(path.name)
        text, encoding = read_text(path)
        parser = pbn if path.suffix == ".pbn" else lin
        repeat = max(1, 300_000 // max(len(text), 1))
        review_run = functools.partial(_cold_review, [str(path)], _content_caches())
        field_run = functools.partial(_field_load, parser, path, encoding)
        try:
            field_run()
        except Exception as e:  # the field's parser refuses the file
            review = _best([review_run], repeat)[0]
            print(f"   {path.name:<45} review {review * 1e3:7.2f} ms  endplay fails "
                  f"({type(e).__name__})")  # fmt: skip
            continue
        bare_run = functools.partial(parser.loads, text)
        review, field, bare = _best([review_run, field_run, bare_run], repeat)
        print(f"   {path.name:<45} review {review * 1e3:7.2f} ms  endplay {field * 1e3:7.2f} ms"
              f"  ratio {review / field:5.2f}   (text {bare * 1e3:7.2f} ms: "
              f"{review / bare:4.2f})")  # fmt: skip


def _field_load(parser: object, path: Path, encoding: str) -> object:
    """endplay's parse of the file at ``path``, opened as text in ``encoding``."""
    with path.open(encoding=encoding) as f:
        return parser.load(f)  # type: ignore[attr-defined]


def _content_caches() -> list[Callable[[], None]]:
    """How to empty the caches keyed by a file's own content (its deals and its score
    tables). The ratios review one file again and again; without emptying these, every
    review after the first would find the file's deals and tables already read, which a
    season of different files does not. The caches of the game's vocabulary (calls,
    contracts, vulnerabilities, a table's column names) stay warm, as over a season."""
    from director.formats import lin_tokens
    from director.review import lin_replay, score_table, screen_replay

    cached = (
        screen_replay.hands_of,
        screen_replay._holders,
        lin_replay.plain_deal,
        lin_tokens._plain_md,
        score_table.read_table,
    )
    return [f.cache_clear for f in cached]


def _cold_review(paths: list[str], caches: list[Callable[[], None]]) -> object:
    """``review_files(paths)`` with the content caches emptied first."""
    from director.review.parallel import review_files

    for clear in caches:
        clear()
    return review_files(paths)


def _best(runs: list[Callable[[], object]], repeat: int, rounds: int = 7) -> list[float]:
    """Each of ``runs``' best time per call (process time: other work on the machine does
    not count) over ``rounds`` rounds of ``repeat`` calls, the runs taking turns within a
    round: a stretch of time when the machine is slower falls on all of them alike, and
    their ratios are not those of two different moments."""
    best = [float("inf")] * len(runs)
    for _ in range(rounds):
        for k, run in enumerate(runs):
            start = time.process_time()
            for _ in range(repeat):
                run()
            best[k] = min(best[k], (time.process_time() - start) / repeat)
    return best


def _command(path: Path, jobs: int) -> list[str]:
    return [sys.executable, "-m", "director", "review", str(path), "--format", "jsonl",
            "--jobs", str(jobs), "--exit-zero"]  # fmt: skip


def _timed(command: list[str]) -> tuple[float, float, float]:
    """Seconds of ``command`` (``python -m director ...``, its output discarded), and the
    process time of its own process and of the workers it started: the command runs in a
    fresh process that runs nothing else."""
    probe = (
        "import os, resource, runpy, sys, time\n"
        "sys.argv = sys.argv[1:]\n"
        "os.dup2(os.open(os.devnull, os.O_WRONLY), 1)\n"
        "t = time.perf_counter()\n"
        "try:\n"
        "    runpy.run_module('director', run_name='__main__', alter_sys=True)\n"
        "except SystemExit:\n"
        "    pass\n"
        "t = time.perf_counter() - t\n"
        "me, them = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, "
        "resource.RUSAGE_CHILDREN))\n"
        "sys.stderr.write(f'{t} {me.ru_utime + me.ru_stime} {them.ru_utime + them.ru_stime}\\n')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, *command[2:]], capture_output=True, text=True, cwd=ROOT
    )
    if done.returncode:
        sys.exit(f"{command}: {done.stderr.strip()}")
    wall, own, workers = map(float, done.stderr.split()[-3:])
    return wall, own, workers


def _fastest(command: list[str], runs: int = 3) -> tuple[float, float, float]:
    """The :func:`_timed` run of ``command`` with the least wall clock of ``runs``: a run
    that other work on the machine slowed is not the command's figure."""
    return min((_timed(command) for _ in range(runs)), key=lambda timed: timed[0])


def _peak(command: list[str]) -> tuple[int, float]:
    """Peak resident memory (KB) and seconds of ``command``, run by a fresh process that
    runs nothing else (so that RUSAGE_CHILDREN holds it alone)."""
    probe = (
        "import resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
        "t = time.perf_counter() - t\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, t)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"{command}: {done.stderr.strip()}")
    kb, seconds = done.stdout.split()
    return int(kb), float(seconds)


def memory(tmp: Path, boards: int) -> None:
    print("3. peak memory, director review --format jsonl --jobs 1 (ACBL speedball repeated)")
    per_copy = _boards(SPEEDBALL)
    peaks = []
    for n in (boards // 10, boards):
        path = _repeated(SPEEDBALL, n, per_copy, tmp / f"speedball-{n}.pbn")
        kb, seconds = _peak(_command(path, 1))
        peaks.append(kb)
        size = path.stat().st_size / 1e6
        print(f"   {n:>7} boards ({size:6.1f} MB)  peak {kb / 1024:7.1f} MB  {seconds:6.2f} s")
        path.unlink()
    print(f"   growth {peaks[1] / peaks[0]:.2f}x for 10x the boards (target: within 2x)")


def speedup(tmp: Path, boards: int) -> None:
    jobs = _cores()
    print(f"4. --jobs speed-up, the command over {boards // 10} boards, --jobs 1 and {jobs}")
    for label, source in (("speedball", SPEEDBALL), ("Ruter score tables", RUTER),
                          ("archive", ARCHIVE), ("vugraph LIN", VUGRAPH)):  # fmt: skip
        path = _repeated(source, boards // 10, _boards(source), tmp / f"jobs-{source.name}")
        one, _, _ = alone = _fastest(_command(path, 1))
        many, own, workers = _fastest(_command(path, jobs))
        cpu = sum(alone[1:])
        allowed = cpu / max(own, (own + workers) / jobs)
        print(f"   {label:<20} {one:6.2f} s / {many:6.2f} s = {one / many:4.2f}x"
              f"  (process time {cpu:5.2f} s / own {own:4.2f} s + workers {workers:5.2f} s:"
              f" {allowed:4.2f}x on {jobs} idle cores)")  # fmt: skip
        path.unlink()
    path = _repeated(SPEEDBALL, boards, _boards(SPEEDBALL), tmp / "season.pbn")
    start = time.perf_counter()
    subprocess.run(_command(path, jobs), stdout=subprocess.DEVNULL, check=True)
    seconds = time.perf_counter() - start
    print(f"   {boards} boards, --jobs {jobs}: {seconds:.1f} s (target: under 20 s)")


def _compiled() -> None:
    """The package's bytecode written, as an install writes it: a command started with
    ``PYTHONDONTWRITEBYTECODE`` set and no bytecode compiles every module it imports from
    source, each time: its start then costs four times as much (2.2G instructions, not
    0.5G), a cost no installed copy pays."""
    import compileall

    compileall.compile_dir(ROOT / "director", quiet=1)


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    if not SHARED.is_dir():
        sys.exit("benchmarks/review.py needs ../shared/data/handrecords beside the checkout")
    print(f"{_cores()} cores; load average {os.getloadavg()[0]:.1f}")
    _compiled()
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        throughput(tmp, boards)
        ratios()
        memory(tmp, boards)
        speedup(tmp, boards)


if __name__ == "__main__":
    main()
