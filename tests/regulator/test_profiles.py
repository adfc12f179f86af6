"""Regulator profiles (Law 80A): the shipped data files, choosing a profile, and the
rulings that depend on an election (12C2 artificial scores, 70E2 claims, ...)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from director.catalog.catalog import get_edition
from director.regulator.profile import STATUSES, InvalidProfileError, load_profile
from director.regulator.select import NAMES, profile, selected
from tests.conftest import Run

EXAMPLES = Path(__file__).parents[2] / "examples" / "incidents"
CLAIM = EXAMPLES / "25-claim-disputed-outstanding-trump.yaml"
ACBL_URL = "https://www.acbl.org/tournaments_page/charts-rules-and-regulations/acbl-options-under-the-laws-of-duplicate-bridge/"

CLUB = """
name = "club"
title = "A club's conditions of contest"
edition = "wbf-2017"
[[election]]
ref = "12C2"
topic = "Artificial adjusted scores"
status = "elected"
choice = "At IMPs average plus and minus are 2 IMPs (12C2(b), with the RA's approval)."
values = {{ mp_avg_plus = {plus}, mp_average = 50, mp_avg_minus = 40, imp_avg_plus = 2, imp_average = 0, imp_avg_minus = -2 }}
source = {{ title = "Club conditions of contest", says = "IMP values of 2" }}
"""


def _club(tmp_path: Path, plus: int = 60) -> Path:
    path = tmp_path / "club.toml"
    path.write_text(CLUB.format(plus=plus), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", NAMES)
def test_shipped_profiles_cite_a_source_or_say_why_not(name: str) -> None:
    p = profile(name)
    edition = get_edition(p.edition)
    assert p.name == name and p.elections
    for e in p.elections:
        edition.resolve(e.ref)  # every election is under a section of the Laws
        assert e.status in STATUSES
        assert (e.source is None) == (e.status == "unknown") == (e.unsourced is not None)
        assert e.cited.startswith("source: " if e.source else "no source found: ")


@pytest.mark.parametrize("name", NAMES)
def test_the_law_wins_61b3_and_12c1c_are_no_election_in_2017(name: str) -> None:
    # 2017 Laws 61B3 (defenders may ask each other) and 12C1(c) (weighting) name no
    # Regulating Authority option, whatever an authority did under earlier codes.
    p = profile(name)
    for ref in ("61B3", "12C1(c)"):
        assert p.election(ref).status == "not-open"
        assert p.election(ref).source is not None


@pytest.mark.parametrize("name", NAMES)
def test_12c2_values_are_within_12c2a(name: str) -> None:
    from director.regulator.apply import artificial_value
    from director.scoring.adjusted import artificial

    p = profile(name)
    for kind in ("avg+", "avg", "avg-"):
        for scoring in ("mp", "imp"):
            value, election = artificial_value(p, kind, scoring)
            assert election.ref == "12C2"
            if election.status != "elected":  # the Law's own value
                assert value == artificial(kind, scoring).value  # type: ignore[arg-type]


def test_acbl_elections_are_sourced_from_its_published_list() -> None:
    acbl = profile("acbl")
    assert acbl.election("40B2(a)").status == "elected"
    assert acbl.election("40B2(a)").source.url == ACBL_URL  # type: ignore[union-attr]
    assert "revoked" in (acbl.election("12C1(c)").note or "")


def test_12c2b_artificial_score_changes_with_the_regulator(run: Run, tmp_path: Path) -> None:
    code, out, err = run(
        "adjust", "--artificial", "avg+", "--scoring", "imp", "--regulator", "acbl"
    )
    assert code == 0, err
    assert "average plus: +3 IMPs (12C2(b))" in out
    assert "Election applied - regulator ACBL" in out and ACBL_URL in out
    club = str(_club(tmp_path))
    code, out, err = run("adjust", "--artificial", "avg+", "--scoring", "imp", "--regulator", club)
    assert code == 0, err
    assert "average plus: +2 IMPs (12C2(b))" in out
    assert "12C2: 2 IMPs is the value of regulator CLUB" in out
    code, out, err = run(
        "adjust", "--artificial", "avg-", "--scoring", "imp", "--regulator", club, "--json"
    )
    data = json.loads(out)
    assert data["value"] == -2.0
    assert data["regulator"]["name"] == "club" and data["regulator"]["origin"] == "--regulator"
    assert data["regulator"]["elections"][0]["ref"] == "12C2"


def test_a_profile_below_12c2a_is_refused(run: Run, tmp_path: Path) -> None:
    club = str(_club(tmp_path, plus=55))  # 12C2(a): average plus is at least 60% in pairs
    code, out, err = run("adjust", "--artificial", "avg+", "--regulator", club)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "outside what Law 12C2(a) allows (60%-100%)" in err


def test_weighted_score_names_the_12c1c_election(run: Run) -> None:
    code, out, err = run(
        "adjust", "--weighted", "4S= 60%", "4S-1 40%", "-d", "S", "--regulator", "ebu", "--json"
    )
    assert code == 0, err
    (election,) = json.loads(out)["regulator"]["elections"]
    assert (election["ref"], election["status"]) == ("12C1(c)", "not-open")


def test_selection_option_then_environment_then_config_then_wbf(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (selected().profile.name, selected().origin, selected().explicit) == (
        "wbf",
        "default",
        False,
    )
    config = tmp_path / "config" / "director" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('regulator = "ebu"\n', encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert selected().profile.name == "ebu" and selected().origin == str(config)
    monkeypatch.setenv("DIRECTOR_REGULATOR", "acbl")
    assert selected().profile.name == "acbl" and selected().origin == "DIRECTOR_REGULATOR"
    assert selected("wbf").profile.name == "wbf"
    monkeypatch.setenv("DIRECTOR_REGULATOR", " ")
    with pytest.raises(InvalidProfileError, match="DIRECTOR_REGULATOR is set but empty"):
        selected()


def test_config_path_is_where_platformdirs_puts_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    from director.regulator.select import config_path

    for xdg in ("", "/tmp/elsewhere"):
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
        expected = Path(platformdirs.user_config_dir("director", appauthor=False))
        assert config_path() == expected / "config.toml"


def test_malformed_profiles_name_the_file_and_the_election(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(CLUB.format(plus=60).replace("source = ", "# source = "), encoding="utf-8")
    with pytest.raises(
        InvalidProfileError, match=r"bad\.toml: election 1 \(12C2\): a source is required"
    ):
        load_profile(bad)
    bad.write_text("name = [", encoding="utf-8")
    with pytest.raises(InvalidProfileError, match="not a TOML profile"):
        load_profile(bad)


def test_law_command_notes_the_selected_profiles_election(run: Run) -> None:
    code, out, err = run("law", "12C2b", "--regulator", "acbl")
    assert code == 0, err
    assert "Regulating Authority elections - regulator ACBL" in out
    assert "12C2 Artificial adjusted scores" in out and ACBL_URL in out
    code, out, err = run("law", "61", "--regulator", "ebu", "--full")
    assert "61B3 Defenders asking each other" in out and "no choice" in out
    code, out, _ = run("law", "12C2", "--regulator", "acbl", "--json")
    assert json.loads(out)["regulator"]["elections"][0]["ref"] == "12C2"
    code, out, _ = run("law", "27", "--json")  # no regulator chosen: the keys stay as they were
    assert "regulator" not in json.loads(out)
    code, out, err = run("law", "12", "--regulator", "fifa")
    assert code == 2 and err.count("\n") == 1 and "unknown regulator 'fifa'" in err


def test_replay_names_the_elections_a_claim_ruling_depends_on(run: Run) -> None:
    code, out, err = run("replay", str(CLAIM), "--no-log", "--regulator", "acbl")
    assert code == 0, err
    assert "Regulating Authority elections this ruling depends on - regulator ACBL" in out
    assert "70E2 Order in which an unstated suit is deemed played in a claim" in out
    code, out, err = run("replay", str(CLAIM), "--no-log")
    assert "Regulating Authority elections" not in out  # none chosen: nothing added
    code, out, err = run("replay", str(CLAIM), "--no-log", "--regulator", "acbl", "--json")
    assert code == 0, err  # the JSON ruling names the election it applied (70E2)
    (claim,) = [i for i in json.loads(out)["irregularities"] if i["kind"] == "claim"]
    assert [(e["profile"], e["ref"], e["status"], e["law"]) for e in claim["elections"]] == [
        ("acbl", "70E2", "default", "70E2")
    ]
    assert claim["elections"][0]["source"]["url"] == ACBL_URL
    code, out, err = run("replay", str(CLAIM), "--no-log", "--json")
    assert all("elections" not in i for i in json.loads(out)["irregularities"])
