"""Rewrite examples/incidents/*.json and examples/belote/*.json from the current engine
(review the diff before committing: the test suite checks these files)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RECORDS = [
    p for d in ("incidents", "belote") for p in sorted((ROOT / "examples" / d).glob("*.yaml"))
]

for record in RECORDS:
    out = subprocess.run(
        [sys.executable, "-m", "director", "replay", str(record), "--json", "--no-log"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    record.with_suffix(".json").write_text(out)
    print(f"updated {record.with_suffix('.json').name}")
