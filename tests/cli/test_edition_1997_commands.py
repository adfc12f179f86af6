"""An incident, a replayed record and a log entry under the 1997 Laws say wbf-1997 and
cite 1997 sections."""

import json
from pathlib import Path

from tests.conftest import Run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"


def test_rule_under_1997_cites_1997_sections_and_logs_the_edition(run: Run) -> None:
    code, out, err = run(
        "rule", "1H 1S 1H 3H", "--dealer", "S", "--edition", "wbf-1997", "-a", "accept=no",
        "--json",
    )  # fmt: skip
    assert code == 0, err
    ruling = json.loads(out)
    irr = ruling["irregularities"][0]
    assert ruling["edition"] == "wbf-1997" and irr["law"] == "27"
    assert "27B2" in irr["rectification"]["laws"] and "27D" not in irr["rectification"]["laws"]
    assert irr["rectification"]["must_pass"] == [
        {"seat": "S", "scope": "rest-of-auction", "law": "27B2"}
    ]
    code, out, err = run("log", "show", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["edition"] == "wbf-1997"
    code, out, _ = run("log", "show", "1")
    assert "wbf-1997" in out and "27B2" in out


def test_a_1997_record_replays_under_1997(run: Run) -> None:
    code, out, err = run("replay", str(EXAMPLES / "1997-02-lead-penalty-required-suit.yaml"))
    assert code == 0, err
    assert "wbf-1997" in out and "26A2" in out and "must lead a heart" in out
    # The 1997 restriction reads as the Law gives it: that suit, required or prohibited.
    assert "declarer may require or prohibit S's lead of H" in " ".join(out.split())


def test_an_unknown_edition_is_refused_for_rulings(run: Run) -> None:
    code, _, err = run("rule", "1H", "--dealer", "N", "--edition", "wbf-1850")
    assert code == 2 and err.startswith("error: unknown edition 'wbf-1850'")
