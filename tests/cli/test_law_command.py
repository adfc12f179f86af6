import json
import subprocess
import sys

import pytest

from tests.conftest import Run


def test_whole_law(run: Run) -> None:
    code, out, err = run("law", "27", "--full")
    assert code == 0, err
    assert "Law 27" in out and "Insufficient Bid" in out
    for ref in ("27A", "27B1(a)", "27B1(b)", "27B2", "27B3", "27B4", "27C", "27D"):
        assert ref in out
    assert "Cross-references:" in out


def test_section_with_parent_headings(run: Run) -> None:
    code, out, _ = run("law", "27B1b")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Law 27")
    assert any(line.strip().startswith("27B ") for line in lines)
    assert any(line.strip().startswith("27B1(b)") for line in lines)
    assert "27B2" not in out  # only the section and its parents
    assert "23A" in out  # its cross-reference to the comparable-call definition


@pytest.mark.parametrize("number", range(1, 94))
def test_every_law_renders(run: Run, number: int) -> None:
    code, out, err = run("law", str(number))
    assert code == 0, err
    assert out.startswith(f"Law {number}")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["law", "94"],
            "error: no Law 94 in wbf-2017 (the Laws run from 1 to 93); nearest: 91, 92, 93",
        ),
        (["law", "27Z"], "error: no section 27Z in Law 27 (wbf-2017); nearest: 27A, 27B, 27C, 27D"),
        (["law", "abc"], "error: invalid law reference 'abc'"),
        (["law", "27", "--edition", "acbl-1850"], "error: unknown edition 'acbl-1850'"),
        (["law", "search"], "error: 'director law search' needs words"),
    ],
)
def test_bad_references_exit_2_with_one_line(run: Run, args: list[str], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert err.startswith(message)
    assert "Traceback" not in err
    assert len(err.splitlines()) <= 2  # the error, and at most one hint


def test_usage_errors_exit_2(run: Run) -> None:
    code, _, err = run("law", "27", "--limit", "many")
    assert code == 2
    assert "--limit" in err
    code, _, _ = run("law")
    assert code == 2


def test_json_whole_law(run: Run) -> None:
    code, out, _ = run("law", "27", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"edition", "ref", "law", "title", "chapter", "summary", "sections", "refs"}
    assert data["edition"] == "wbf-2017" and data["law"] == 27 and data["ref"] == "27"
    assert data["chapter"] == {"number": "IV", "title": "The auction"}
    refs = [s["ref"] for s in data["sections"]]
    assert refs[:3] == ["27A", "27A1", "27A2"] and "27B1(b)" in refs
    section = data["sections"][refs.index("27B1(b)")]
    assert set(section) == {"ref", "depth", "heading", "text", "note", "refs"}
    assert section["depth"] == 3 and "23A" in section["refs"]


def test_json_section(run: Run) -> None:
    code, out, _ = run("law", "Law 27 B 1", "--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"edition", "ref", "law", "title", "context", "sections", "refs"}
    assert data["ref"] == "27B1"
    assert [c["ref"] for c in data["context"]] == ["27", "27B"]
    assert [s["ref"] for s in data["sections"]] == ["27B1", "27B1(a)", "27B1(b)"]


def test_json_search(run: Run) -> None:
    code, out, _ = run("law", "search", "lead", "out", "of", "turn", "--json", "-n", "5")
    data = json.loads(out)
    assert code == 0
    assert data["query"] == "lead out of turn" and len(data["hits"]) == 5
    assert set(data["hits"][0]) == {"ref", "law", "title", "heading", "snippet", "score"}
    assert data["hits"][0]["law"] in (53, 54, 55, 56)


def test_json_list(run: Run) -> None:
    code, out, _ = run("law", "list", "--json")
    data = json.loads(out)
    assert code == 0
    assert [c["number"] for c in data["chapters"]] == [
        "II",
        "III",
        "IV",
        "V",
        "VI",
        "VII",
        "VIII",
        "IX",
    ]
    laws = [law["law"] for c in data["chapters"] for law in c["laws"]]
    assert laws == list(range(1, 94))


def test_text_search_and_list(run: Run) -> None:
    code, out, _ = run("law", "search", "revoke")
    assert code == 0 and "61" in out and "Revoke" in out
    code, out, _ = run("law", "list")
    assert code == 0 and "Chapter IV" in out and "Insufficient Bid" in out


def test_typer_path_gives_the_same_answer(run: Run) -> None:
    """An option the fast path does not take sends the call through typer: same output."""
    _, fast, _ = run("law", "27B1", "--json")
    _, full, _ = run("law", "--json", "27B1", "--limit=3", "--edition", "wbf-2017")
    assert json.loads(fast) == json.loads(full)
    code, out, _ = run("law", "--help")
    assert code == 0 and "search WORDS" in out


def test_python_dash_m_and_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "director", "law", "1", "--json"], capture_output=True, text=True
    )
    assert done.returncode == 0 and json.loads(done.stdout)["law"] == 1
    done = subprocess.run(
        [sys.executable, "-m", "director", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.startswith("director ")


def test_law_lookup_does_not_import_typer_or_pydantic() -> None:
    probe = (
        "import sys; from director.cli.app import main; main(['law', '27', '--json']);"
        "heavy = ('typer', 'pydantic', 'director.catalog.search');"
        "print(sorted(m for m in heavy if m in sys.modules), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0
    assert done.stderr.strip() == "[]"


def test_whole_law_splits_cross_references(run: Run) -> None:
    code, out, _ = run("law", "27", "--full")
    assert code == 0
    here = next(line for line in out.splitlines() if "in this Law:" in line)
    elsewhere = next(line for line in out.splitlines() if "elsewhere:" in line)
    assert "27A1" in here and "31" not in here
    assert "31" in elsewhere and "26B" in elsewhere and "27" not in elsewhere.split(":")[1]


def test_brief_is_the_table_path_in_a_screenful(run: Run) -> None:
    """Law 27 --brief (27A1, 27B): who chooses, each branch and what follows (issue 14 §3)."""
    code, out, err = run("law", "27", "--brief")
    assert code == 0, err
    _, full, _ = run("law", "27", "--full")
    lines = out.splitlines()
    assert len(lines) < len(full.splitlines()) and len(lines) <= 45
    assert lines[0].startswith("Law 27") and "brief" in lines[0]
    assert "offender's LHO (E)" in out and "27A1" in out  # who chooses first
    assert "offender (N)" in out and "What does North call?" in out  # then the offender
    for section in ("27B1(a)", "27B1(b)", "27B2", "27B3", "27B4"):  # each branch's outcome
        assert f"→ {section}:" in out.replace("\n", " ").replace("  ", " "), section
    assert "in this Law:" in out and "elsewhere:" in out


def test_brief_choices_are_the_rule_code_own_options(run: Run) -> None:
    """Built from the rule's own data: the brief's branches for the replacement of an
    insufficient bid are those 'director rule' lists as pending, word for word."""
    _, out, _ = run("law", "27", "--brief", "--json")
    data = json.loads(out)
    call = data["examples"][0]["choice"]["branches"][1]["then"]
    _, ruled, _ = run("rule", "1H 1S 1H", "--dealer", "S", "-a", "accept=no", "--json")
    pending = json.loads(ruled)["pending"]
    assert [(b["label"], b["outcome"]) for b in call["branches"]] == [
        (o["choice"], o["outcome"]) for o in pending["options"]
    ]


def test_brief_json_shape(run: Run) -> None:
    code, out, _ = run("law", "27B1", "--brief", "--json")  # a section: its Law's brief
    data = json.loads(out)
    assert code == 0
    assert set(data) == {
        "edition", "law", "title", "summary", "outline", "examples", "refs_in_law",
        "refs_elsewhere",
    }  # fmt: skip
    assert data["law"] == 27 and [o["ref"] for o in data["outline"]] == ["27A", "27B", "27C", "27D"]
    example = data["examples"][0]
    assert set(example) == {
        "what", "dealer", "notation", "ruled_under", "kind", "offender", "choice", "steps",
        "honour_points",
    }  # fmt: skip
    assert example["choice"]["who"] == "offender's LHO"
    assert set(example["choice"]["branches"][0]) == {"label", "outcome", "then", "steps"}
    assert "31" in data["refs_elsewhere"] and "27A1" in data["refs_in_law"]


def test_brief_without_rule_code_and_bad_uses(run: Run) -> None:
    code, out, _ = run("law", "16", "--brief")
    assert code == 0 and "16B" in out and "No worked example for this Law" in out
    code, out, err = run("law", "search", "huddle", "--brief")
    assert code == 2 and out == "" and err.startswith("error: --brief goes with a Law")
    code, _, err = run("law", "99", "--brief")
    assert code == 2 and err.startswith("error: no Law 99")


def test_brief_through_the_typer_command_gives_the_same_answer(
    run: Run, capsys: pytest.CaptureFixture[str]
) -> None:
    from director.cli.law import law

    _, fast, _ = run("law", "30", "-b", "--json")
    law(["30"], json_alias=True, brief=True)
    assert json.loads(capsys.readouterr().out) == json.loads(fast)
    code, out, _ = run("law", "--help")
    assert code == 0 and "--brief" in out


def test_search_in_table_words(run: Run) -> None:
    code, out, _ = run("law", "search", "huddle", "--json", "-n", "3")
    assert code == 0
    assert 16 in {h["law"] for h in json.loads(out)["hits"]}


@pytest.mark.parametrize("number", [15, 21, 27, 30, 47, 54, 58, 68])
def test_every_brief_fits_a_screen(run: Run, number: int) -> None:
    code, out, err = run("law", str(number), "--brief")
    assert code == 0, err
    assert len(out.splitlines()) <= 50
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80


def test_search_with_no_match_suggests_the_nearest_terms_and_exits_1(run: Run) -> None:
    code, out, _ = run("law", "search", "revoqxz")
    assert code == 1
    assert "No section of WBF 2017 matches 'revoqxz'." in out
    assert "Closest terms: revoke" in out
    code, out, _ = run("law", "search", "revoqxz", "--json")
    assert code == 1
    assert json.loads(out)["suggestions"][0] == "revoke"
    assert json.loads(out)["hits"] == []


def test_search_finds_a_french_term(run: Run) -> None:
    code, out, _ = run("law", "search", "renonce", "-n", "1")
    assert code == 0
    assert "Revoke" in out
