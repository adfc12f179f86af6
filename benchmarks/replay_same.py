"""Whether the review still finds exactly what it found: ``python benchmarks/replay_same.py
save DIR`` writes every finding (informational ones too, as JSON lines) of every real
file of the repository (tests/data, ../shared, examples) under both editions, and of
seeded mutations of the real LIN and PBN boards (cards and calls swapped, so that the
laws' rectifications run); ``... check DIR`` reviews the same inputs and reports each
input whose findings differ from the saved ones (exit 1). For optimisations of the
replay path: what is found, its codes, places and messages, must not change.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROOT = Path(__file__).resolve().parents[1]
DIRS = (ROOT / "tests" / "data", ROOT.parent / "shared" / "data" / "handrecords", ROOT / "examples")
EDITIONS = ("wbf-2017", "wbf-1997")
MUTANTS = 400  # per source file


def _files() -> list[Path]:
    found = {p.name: p for d in DIRS for p in sorted(d.rglob("*")) if p.suffix in (".pbn", ".lin")}
    return [found[name] for name in sorted(found)]


def _swap(tokens: list[str], rng: random.Random, wanted: re.Pattern[str]) -> bool:
    """Swap two tokens matching ``wanted`` (the second after the first); whether done."""
    places = [i for i, t in enumerate(tokens) if wanted.fullmatch(t)]
    if len(places) < 2:
        return False
    i = rng.randrange(len(places) - 1)
    j = rng.randrange(i + 1, min(len(places), i + 9))
    a, b = places[i], places[j]
    tokens[a], tokens[b] = tokens[b], tokens[a]
    return True


def _lin_mutants(text: str, rng: random.Random) -> Iterator[str]:
    boards = [b for b in re.split(r"(?=qx\|)", text) if b.startswith("qx|")] or [text]
    for _ in range(MUTANTS):
        board = rng.choice(boards)
        tokens = board.split("|")
        kind = rng.choice(("pc", "mb", "both"))
        if kind in ("pc", "both"):
            _swap(tokens, rng, re.compile(r"[SHDCshdc][2-9TJQKAtjqka]"))
        if kind in ("mb", "both"):
            _swap(tokens, rng, re.compile(r"[1-7][SHDCNshdcn]?[Tt]?|[pPdDrR]!?"))
        yield "|".join(tokens)


def _pbn_mutants(text: str, rng: random.Random) -> Iterator[str]:
    games = [g for g in re.split(r"\n\s*\n", text) if "[Play " in g or "[Auction " in g]
    card = re.compile(r"(?<![\w\[])[SHDC][2-9TJQKA](?!\w)")
    call = re.compile(r"(?<![\w\[])(?:[1-7](?:NT|[SHDC])|Pass|X|XX)(?![\w\]])")
    for _ in range(MUTANTS if games else 0):
        game = rng.choice(games)
        pattern = rng.choice((card, call))
        spans = [m.span() for m in pattern.finditer(game)]
        if len(spans) >= 2:
            i = rng.randrange(len(spans) - 1)
            (a0, a1), (b0, b1) = spans[i], spans[rng.randrange(i + 1, min(len(spans), i + 9))]
            game = game[:a0] + game[b0:b1] + game[a1:b0] + game[a0:a1] + game[b1:]
        yield game


def _inputs() -> Iterator[tuple[str, str, Path, str]]:
    """(name, edition, path, text) of every input reviewed."""
    from director.formats.text import read_text

    for path in _files():
        text, _ = read_text(path)
        for edition in EDITIONS:
            yield f"{path.name}@{edition}", edition, path, text
        mutants = _lin_mutants if path.suffix == ".lin" else _pbn_mutants
        if len(text) > 500_000:
            continue
        rng = random.Random(path.name)
        for i, mutant in enumerate(mutants(text, rng)):
            yield f"{path.name}#{i}", "wbf-2017", path, mutant


def _review(edition: str, path: Path, text: str) -> list[str]:
    from director.errors import DirectorError
    from director.review.run import review_text

    try:
        findings, boards = review_text(text, path, edition=edition)
    except DirectorError as e:
        return [f"error: {e}"]
    return [json.dumps(f.to_dict(), sort_keys=True) for f in findings] + [f"boards {boards}"]


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[1] not in ("save", "check"):
        sys.exit(__doc__)
    action, into = sys.argv[1], Path(sys.argv[2])
    into.mkdir(parents=True, exist_ok=True)
    reviewed: dict[str, list[str]] = {}
    for name, edition, path, text in _inputs():
        reviewed.setdefault(name.split("#")[0] + ".jsonl", []).append(
            "\n".join([f"== {name}", *_review(edition, path, text)])
        )
    differ = 0
    for name, parts in reviewed.items():
        now = "\n".join(parts) + "\n"
        saved = into / name
        if action == "save":
            saved.write_text(now)
        elif saved.read_text() != now:
            old = saved.read_text().split("\n== ")
            new = now.split("\n== ")
            for a, b in zip(old, new, strict=False):
                if a != b:
                    differ += 1
                    print(f"differs: {b.splitlines()[0]}")
    count = sum(len(p) for p in reviewed.values())
    print(f"{action}: {count} inputs, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
