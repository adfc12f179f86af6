"""Rulings that apply a regulator profile's election (Law 80A): the artificial adjusted
score's values (12C1(d), 12C2), the weighted score's entry (12C1(c)), reserving rights
(16B2) and a claim's unstated order (70E2) - each named in the ruling with its profile and
source; without a chosen regulator nothing changes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from director.regulator.profile import InvalidProfileError, load_profile
from tests.conftest import Run

UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
DAMAGED = [f"--answer={a}" for a in ("extraneous=yes", "suggests=yes", "logical_alternative=yes",
                                "table_result=4S=", "damaged=yes")]  # fmt: skip
ARTIFICIAL = [*DAMAGED, "--answer=score=artificial", "--answer=offenders_artificial=avg-",
              "--answer=non_offenders_artificial=avg+"]  # fmt: skip
CLAIM = Path(__file__).parents[2] / "examples" / "incidents" / "25-claim-disputed-outstanding-trump.yaml"
CLUB = """
name = "club"
title = "A club's conditions of contest"
edition = "{edition}"
[[election]]
ref = "12C2"
topic = "Artificial adjusted scores"
status = "elected"
choice = "Average plus is 65% in pairs and 2 IMPs at IMPs, average minus 40% and -2 IMPs."
values = {{ mp_avg_plus = 65, mp_average = 50, mp_avg_minus = 40, imp_avg_plus = 2, imp_average = 0, imp_avg_minus = -2 }}
source = {{ title = "Club conditions of contest, section 9", says = "average plus 65%, 2 IMPs" }}
[[election]]
ref = "70E2"
topic = "Order of an unstated suit in a claim"
status = "elected"
choice = "A suit the claimer did not say how he would play is deemed played from the top down."
source = {{ title = "Club conditions of contest, section 12", says = "from the top down" }}
[[election]]
ref = "12C1(c)"
topic = "Weighted assigned scores"
status = "elected"
choice = "No weighting."
values = {{ weighting = {weighting} }}
source = {{ title = "Club conditions of contest, section 10", says = "no weighting" }}
"""


def _club(tmp_path: Path, edition: str = "wbf-2017", weighting: int = 1) -> str:
    path = tmp_path / "club.toml"
    path.write_text(CLUB.format(edition=edition, weighting=weighting), encoding="utf-8")
    return str(path)


def _ui(run: Run, *args: str) -> tuple[dict[str, Any], str]:
    code, out, err = run("rule", UI, "--dealer", "N", "--no-log", "--json", *args)
    assert code == 0, err
    (irr,) = json.loads(out)["irregularities"]
    return irr, out


def test_12C2_artificial_score_changes_with_a_profile_file_and_names_the_election(
    run: Run, tmp_path: Path
) -> None:
    law, raw = _ui(run, *ARTIFICIAL)  # no regulator chosen: the Law's values, nothing named
    assert "elections" not in law and '"elections"' not in raw
    sides = law["rectification"]["adjusted_score"]["sides"]
    assert "average plus: at least 60% (12C2(a))" in sides[1]["text"]
    assert "+3 IMPs" in sides[1]["text"] and "-3 IMPs" in sides[0]["text"]

    club = _club(tmp_path)
    irr, _ = _ui(run, *ARTIFICIAL, "--regulator", club)
    sides = irr["rectification"]["adjusted_score"]["sides"]
    assert "average plus: 65% (12C2(a))" in sides[1]["text"] and "+2 IMPs" in sides[1]["text"]
    assert "at most 40%" in sides[0]["text"] and "-2 IMPs" in sides[0]["text"]
    assert [(e["profile"], e["ref"], e["status"], e["law"]) for e in irr["elections"]] == [
        ("club", "12C2", "elected", "12C2")
    ]
    assert irr["elections"][0]["source"]["title"] == "Club conditions of contest, section 9"
    assert irr["elections"][0]["values"]["imp_avg_plus"] == 2
    step = next(s for s in irr["steps"] if s["law"] == "12C2")
    assert "Regulator CLUB" in step["text"] and "Club conditions of contest" in step["text"]

    code, out, err = run("rule", UI, "--dealer", "N", "--no-log", *ARTIFICIAL, "--regulator", club)
    assert code == 0, err
    assert "Regulator CLUB" in out  # the step, in the ruling's panel
    assert "12C2 Artificial adjusted scores: its own election" in out  # the list under it


def test_12C1c_and_16B2_a_shipped_profile_names_its_entries(run: Run) -> None:
    weighted = [*DAMAGED, "--answer=score=weighted", "--answer=outcomes=3S+1 70%, 4S= 30%",
                "--answer=self_inflicted=no"]  # fmt: skip
    irr, _ = _ui(run, *weighted, "--regulator", "acbl")
    named = {e["ref"]: e["status"] for e in irr["elections"]}
    assert named == {"16B2": "default", "12C1(c)": "not-open"}
    notes = irr["rectification"]["adjusted_score"]["notes"]
    assert all("not assumed here" not in n["text"] for n in notes)  # the profile says
    plain, _ = _ui(run, *weighted)
    assert any("not assumed here" in n["text"] for n in plain["rectification"]["adjusted_score"]["notes"])


def test_70E2_a_disputed_claim_states_the_profiles_order(run: Run, tmp_path: Path) -> None:
    code, out, err = run("replay", str(CLAIM), "--no-log", "--json", "--regulator", _club(tmp_path))
    assert code == 0, err
    (claim,) = [i for i in json.loads(out)["irregularities"] if i["kind"] == "claim"]
    assert [e["ref"] for e in claim["elections"]] == ["70E2"]
    step = next(s for s in claim["steps"] if s["law"] == "70E2")
    assert "from the top down" in step["text"] and "section 12" in step["text"]


def test_12C1c_a_2017_profile_may_not_forbid_weighting(tmp_path: Path) -> None:
    # Law 12C1(c) (2017) names no Regulating Authority option: the Law wins.
    with pytest.raises(InvalidProfileError, match=r"election 3 \(12C1\(c\)\): the 2017 Laws"):
        load_profile(Path(_club(tmp_path, weighting=0)))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--edition", "wbf-1997", "--regulator", "acbl"], "elections under wbf-2017"),
        (["--regulator", "fifa"], "unknown regulator 'fifa'"),
    ],
)
def test_rule_regulator_errors_are_one_line(run: Run, args: list[str], message: str) -> None:
    code, out, err = run("rule", "1H 1S 1H", "--dealer", "S", "--no-log", "-a", "accept=yes", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_40B4_the_acbl_disallowed_understandings_are_named_beside_the_question(
    run: Run, tmp_path: Path
) -> None:
    record = tmp_path / "48.yaml"
    text = (CLAIM.parent / "48-mistaken-explanation-found-after-auction.yaml").read_text()
    record.write_text(text.replace("regulations: no", "regulations: yes"), encoding="utf-8")
    code, out, err = run("replay", str(record), "--no-log", "--json", "--regulator", "acbl")
    assert code == 0, err
    (mi,) = [i for i in json.loads(out)["irregularities"] if i["kind"] == "misinformation"]
    assert [(e["ref"], e["law"], e["status"]) for e in mi["elections"]] == [
        ("40B2(a)", "40B4", "elected"),
        ("90A", "90A", "unknown"),  # the procedural penalty 40B4 allows; no ACBL source found
    ]
    step = next(s["text"] for s in mi["steps"] if "40B2(a)" in s["text"])
    assert "fewer than 8 high-card points" in step and "acbl.org" in step


def test_12C2_a_profile_missing_a_value_is_one_line_naming_it(run: Run, tmp_path: Path) -> None:
    club = Path(_club(tmp_path))
    club.write_text(club.read_text().replace("mp_avg_plus = 65, ", ""), encoding="utf-8")
    args = ("rule", UI, "--dealer", "N", "--no-log", *ARTIFICIAL, "--regulator", str(club))
    code, out, err = run(*args)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "regulator 'club': election 12C2: no value 'mp_avg_plus'" in err


@pytest.mark.parametrize(("auction", "named"), [("1S 3H", True), ("1S 2H", False)])
def test_73A2_a_pause_after_a_skip_bid_names_the_acbl_election(
    run: Run, auction: str, named: bool
) -> None:
    notation = f"{auction} N:hesitation P P S:questioned:4H AP"
    code, out, err = run("rule", notation, "--dealer", "S", "--no-log", "--json", "--regulator", "acbl")
    assert code == 0, err
    (irr,) = json.loads(out)["irregularities"]
    refs = [(e["ref"], e["law"]) for e in irr["elections"]]
    assert (("73A2", "16B1") in refs) is named and ("16B2", "16B2") in refs
    if named:
        assert any("skip bid 3H" in s["text"] for s in irr["steps"] if s["law"] == "16B1")


def test_a_default_regulator_of_another_edition_is_left_out_with_a_warning(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DIRECTOR_REGULATOR", "acbl")  # a 2017 profile; the incident is 1997
    args = ("rule", "1H 1S 1H", "--dealer", "S", "--no-log", "-a", "accept=yes")
    code, out, err = run(*args, "--edition", "wbf-1997")
    assert code == 0, err
    assert "warning: regulator 'acbl' (DIRECTOR_REGULATOR) records elections under wbf-2017" in err
    assert "Regulating Authority elections" not in out
