import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import Run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"


def test_rule_with_answers_prints_json_ruling(run: Run) -> None:
    code, out, err = run("rule", "1H 1S 1H 3H", "--dealer", "S", "--answer", "accept=no",
                         "--answer", "artificial=no", "--answer", "1.comparable=no", "--json")  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    assert {"edition", "irregularities", "auction", "contract"} <= set(data)
    irr = data["irregularities"][0]
    assert {
        "kind",
        "law",
        "offender",
        "event",
        "questions",
        "open_questions",
        "rectification",
    } <= set(irr)
    assert irr["rectification"]["must_pass"] == [
        {"seat": "S", "scope": "rest-of-auction", "law": "27B2"}
    ]
    assert data["contract"] is None and data["turn"] == "E"


def test_rule_without_answers_shows_the_open_question(run: Run) -> None:
    code, out, _ = run("rule", "1H", "1S", "1H", "--dealer", "S")
    assert code == 0
    assert "Does East accept the insufficient bid 1H?" in out
    assert "open: accept" in out


def test_rule_answers_file(run: Run, tmp_path: Path) -> None:
    answers = tmp_path / "answers.yaml"
    answers.write_text("- accept: no\n  artificial: no\n")
    code, out, err = run(
        "rule", "1H 1S 1H 2H", "--dealer", "S", "--answers", str(answers), "--json"
    )
    assert code == 0, err
    assert "27B1(a)" in json.loads(out)["irregularities"][0]["rectification"]["laws"]


def test_board_gives_dealer_and_vulnerability(run: Run) -> None:
    code, out, _ = run("rule", "1H 1S 1H", "--board", "7", "--json", "-a", "accept=yes")
    data = json.loads(out)
    assert code == 0 and data["dealer"] == "S" and data["vulnerable"] == "both"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["rule", "1H 1Z", "--dealer", "S"], "error: event 2: invalid call '1Z'"),
        (["rule", "1H Q:1S", "--dealer", "S"], "error: event 2: cannot read 'Q:1S'"),
        (["rule", "1H", "--dealer", "X"], "error: --dealer: invalid seat 'X'"),
        (["rule", "1H"], "error: give --dealer (or --board)"),
        (["rule", "1H 1S 1H", "--dealer", "S", "-a", "accept=maybe"],
         "error: answer 1 (insufficient-bid at event 3): accept='maybe' does not fit; expected yes or no"),
        (["rule", "1H 1S 1H", "--dealer", "S", "-a", "acept=no"],
         "error: --answer acept: no question with that id was asked"),
        (["rule", "1H", "--dealer", "S", "-a", "accept"], "error: --answer 'accept' (option 1)"),
        (["rule", "1H 1S", "--dealer", "S", "--deal", "N:AKQ"], "error: --deal: invalid deal 'N:AKQ'"),
        (["rule", "1H N:1S W:P N:2S", "--dealer", "S", "-a", "west_called_first=no", "-a", "accept=no"],
         "error: event 4: Law 31A1 requires North to repeat 1S"),
        (["rule", "1H P P P S:claim:²", "--dealer", "N"], "error: event 5: 'claim ²': expected"),
    ],
)  # fmt: skip
def test_bad_input_is_one_line_and_exit_2(run: Run, args: list[str], message: str) -> None:
    code, _out, err = run(*args)
    assert code == 2
    assert err.startswith(message), err
    assert "Traceback" not in err and len(err.splitlines()) <= 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("events: [", ":1:"),
        ("dealer: S\nevents:\n  - S: 1H\n  - W: 1Z\n", "event 2: invalid call '1Z'"),
        ("dealer: S\nevents:\n  - S: 1H\n    W: 1S\n", "event 1: expected one 'seat: action' pair"),
        ("dealer: S\nevents:\n  - X: 1H\n", "event 1: invalid seat 'X'"),
        ("dealer: S\nevnts: []\n", "events: missing: a record needs it"),
        ("dealer: S\nevents: []\nboard: 0\n", "board: must be at least 1"),
        ("[1, 2]", "holds a list, not a record: a record is a mapping with 'events'"),
        ("dealer: S\nevents:\n  - S: 1H\n  - W: 1S\n  - N: 1H\nanswers:\n  - accept: no\n    bogus: yes\n",
         "'bogus' is not a question here"),
    ],
)  # fmt: skip
def test_bad_records_are_one_line_errors(run: Run, tmp_path: Path, text: str, message: str) -> None:
    record = tmp_path / "bad.yaml"
    record.write_text(text)
    code, _, err = run("replay", str(record))
    assert code == 2
    assert message in err, err
    assert len(err.splitlines()) == 1


def test_missing_record_file(run: Run, tmp_path: Path) -> None:
    code, _, err = run("replay", str(tmp_path / "nope.yaml"))
    assert code == 2 and "cannot read the file" in err


def test_bare_N_key_reads_as_north_not_false(run: Run, tmp_path: Path) -> None:
    record = tmp_path / "n.yaml"
    record.write_text("dealer: N\nvulnerable: none\nevents:\n  - N: 1H\n  - E: pass\n")
    code, out, err = run("replay", str(record), "--json")
    assert code == 0, err
    assert json.loads(out)["auction"][0] == {"seat": "N", "call": "1H", "event": 1}


def test_json_record_is_read_too(run: Run, tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"dealer": "N", "events": [{"N": "1H"}, {"E": "X"}]}))
    code, out, _ = run("replay", str(record), "--json")
    assert code == 0 and json.loads(out)["auction"][1]["call"] == "X"


@pytest.mark.parametrize("what", ["incident", "ruling"])
def test_schema(run: Run, what: str) -> None:
    code, out, _ = run("schema", what)
    assert code == 0
    schema = json.loads(out)
    assert schema["type"] == "object" and schema["properties"]


def test_schema_unknown(run: Run) -> None:
    code, _, err = run("schema", "pizza")
    assert code == 2 and "unknown schema 'pizza'" in err


def test_help_does_not_load_rule_code() -> None:
    probe = (
        "import sys; from director.cli.app import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print([m for m in sys.modules if m.startswith('director.rules')], file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.stderr.strip().splitlines()[-1] == "[]"


def test_rule_from_a_hand_record_takes_deal_dealer_and_vulnerability(run: Run) -> None:
    path = str(Path(__file__).parents[1] / "data" / "forrestrice__bridge-bots" / "sample.pbn")
    code, out, err = run("rule", "1H 1S 1H", "--from", path, "--board", "10", "-a", "accept=yes",
                         "--json", "--no-log")  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    assert (data["dealer"], data["vulnerable"], data["board"]) == ("E", "both", 10)
    code, _, err = run("rule", "1H", "--from", path, "--board", "99", "--no-log")
    assert code == 2 and "no board '99'" in err and len(err.strip().splitlines()) == 1
