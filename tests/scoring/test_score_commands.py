import json

import pytest

from tests.conftest import Run


def test_score_prints_breakdown_and_both_sides(run: Run) -> None:
    code, out, err = run("score", "4HX-2", "--declarer", "S", "--vul", "ns")
    assert code == 0, err
    assert "4HX-2 by S" in out and "declarer vulnerable" in out
    assert "first undertrick, doubled, vulnerable" in out and "-200" in out
    assert "1 additional undertrick" in out and "-300" in out
    assert "NS -500   EW +500" in out


def test_score_json(run: Run) -> None:
    code, out, err = run("score", "7NTxx=", "--declarer", "W", "--vul", "ew", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["score"] == 2980 and data["sides"] == {"NS": -2980, "EW": 2980}
    assert data["declarer"] == "W" and data["declarer_vulnerable"] is True
    assert data["tricks"] == 13 and data["contract"] == "7NTXX"
    assert [i["points"] for i in data["items"]] == [880, 100, 500, 1500]
    assert {i["law"] for i in data["items"]} == {"77"}


def test_score_vulnerability_from_the_board(run: Run) -> None:
    # Board 2: North-South vulnerable, so East is not: 4S= by E = 420 to EW.
    code, out, err = run("score", "4S=", "--board", "2", "--declarer", "E", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["vulnerability"] == "ns" and data["board"] == 2
    assert data["sides"] == {"NS": -420, "EW": 420}


def test_score_unquoted_words_and_a_negative_result(run: Run) -> None:
    code, out, err = run("score", "4H", "by", "S", "-1", "--vul", "both", "--json")
    assert code == 0, err
    assert json.loads(out)["sides"] == {"NS": -100, "EW": 100}


def test_score_without_declarer_when_neither_side_is_vulnerable(run: Run) -> None:
    code, out, err = run("score", "3NT+1")
    assert code == 0, err
    assert "+430" in out and "no declarer given" in out


def test_score_passed_out(run: Run) -> None:
    code, out, err = run("score", "passed", "out", "--vul", "ns", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["passed_out"] and data["score"] == 0 and data["sides"] == {"NS": 0, "EW": 0}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["4H=", "--vul", "ns"], "error: --declarer: needed when only one side is vulnerable"),
        (["8H="], "error: RESULT: invalid result '8H=': level 8: a contract is 1-7"),
        (["1NT-14"], "-14 undertricks is impossible"),
        (["4H=", "--declarer", "Q"], "error: --declarer: invalid seat 'Q'"),
        (["4H=", "--vul", "red"], "error: --vul: invalid vulnerability 'red'"),
        (["4H=", "--board", "0"], "error: --board: invalid board number 0"),
        (["4H=", "--board", "7", "--vul", "none"], "error: --vul: none contradicts board 7"),
        (["4HS=", "--declarer", "E"], "declarer S in the result, but E given"),
    ],
)
def test_score_errors_are_one_line(run: Run, args: list[str], message: str) -> None:
    code, out, err = run("score", *args)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert out == ""


def test_adjust_weighted_with_field_and_other(run: Run) -> None:
    code, out, err = run(
        "adjust", "--weighted", "4S= 40%", "4S-1 60%", "--declarer", "S", "--vul", "ns",
        "--field", "420,-50,450", "--other", "620",
    )  # fmt: skip
    assert code == 0, err
    # +620 beats the three field scores: 6 of 6; -100 beats none: 0. 0.4 x 6 = 2.4.
    # IMPs against +620: 0 and -720 = -12; 0.6 x -12 = -7.2. Points 0.4 x 620 - 0.6 x 100.
    assert "4S= by S" in out and "40%" in out and "+620" in out
    assert "4S-1 by S" in out and "60%" in out and "-100" in out
    assert "weighted points: NS +188, EW -188" in out
    assert "NS 2.4 of 6 (40%), EW 3.6 (60%)" in out
    assert "weighted IMPs: NS -7.2, EW +7.2" in out
    assert "12C1(c)" in out


def test_adjust_weighted_json(run: Run) -> None:
    code, out, err = run(
        "adjust", "--weighted", "4S= 60%", "4S-1 40%", "-d", "S", "--other=420", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["imps"] == {"NS": -4.0, "EW": 4.0}
    assert [o["imps"] for o in data["outcomes"]] == [0, -10]
    assert data["law"] == "12C1(c)" and "method" in data


def test_adjust_outcome_with_its_own_declarer(run: Run) -> None:
    code, out, err = run(
        "adjust", "--weighted", "4S= 50%", "5HX by E -2 50%", "-d", "S", "--board", "3", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    # Board 3: EW vulnerable. 4S= by S NV +420; 5HX-2 by E V: 500 to NS.
    assert [o["score"] for o in data["outcomes"]] == [420, 500]
    assert data["points"]["NS"] == 460.0


def test_adjust_negative_other_score(run: Run) -> None:
    code, out, err = run("adjust", "--weighted", "4S= 100%", "-d", "S", "--other", "-50", "--json")
    assert code == 0, err
    assert json.loads(out)["imps"]["NS"] == 10.0  # +470


def test_adjust_artificial_imp(run: Run) -> None:
    code, out, err = run("adjust", "--artificial", "avg+", "--scoring", "imp")
    assert code == 0, err
    assert "average plus: +3 IMPs (12C2(b))" in out
    assert "Regulating Authority" in out


def test_adjust_artificial_json(run: Run) -> None:
    code, out, err = run("adjust", "--artificial", "avg-", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["value"], data["unit"], data["bound"], data["law"]) == (
        40.0,
        "%",
        "at most",
        "12C2(a)",
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--weighted", "4S= 40%", "4S-1 50%", "-d", "S"],
            "error: --weighted: weights add up to 90% (40% + 50%), not 100%",
        ),
        (
            ["--weighted", "4S= 40", "4S-1 60%", "-d", "S"],
            "error: --weighted: outcome '4S= 40': expected a result and its weight",
        ),
        (
            ["--weighted", "4Z= 40%", "4S-1 60%", "-d", "S"],
            "error: --weighted: invalid result '4Z='",
        ),
        (["--weighted", "4S= 40%", "4S-1 60%"], "error: --declarer: no declarer for '4S='"),
        (
            ["--weighted", "4S= 40%", "4S-1 60%", "-d", "S", "--field", "420,abc"],
            "error: --field: invalid '420,abc'",
        ),
        (
            ["--weighted", "4S= 40%", "4S-1 60%", "-d", "S", "--other", "425"],
            "error: --other: invalid '425' (bridge scores are multiples of 10)",
        ),
        (["--weighted"], "error: --weighted: give the outcomes"),
        (["--artificial", "avg++"], "error: --artificial: invalid kind 'avg++'"),
        (["--artificial", "avg", "--scoring", "vp"], "error: --scoring: invalid scoring 'vp'"),
        (["--artificial", "avg", "4S= 100%"], "error: --artificial: give it alone"),
        (
            ["--weighted", "4S= 100%", "-d", "S", "--scoring", "imp"],
            "error: --scoring: only with --artificial",
        ),
    ],
)
def test_adjust_errors_are_one_line(run: Run, args: list[str], message: str) -> None:
    code, _out, err = run("adjust", *args)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_commands_are_listed_in_help(run: Run) -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "score" in out and "adjust" in out
