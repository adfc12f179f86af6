"""The EBU profile: every election it sets cites its source; what the stored copies of the
White Book do not show stays "unknown" with the reason."""

from director.regulator.select import profile as load_profile


def test_every_election_the_ebu_profile_sets_cites_a_source() -> None:
    profile = load_profile("ebu")
    for election in profile.elections:
        if election.status == "unknown":
            assert election.source is None and "White Book" in (election.unsourced or "")
        else:
            assert election.source is not None and election.source.says, election.ref


def test_the_ebu_elections_read_from_the_white_book() -> None:
    by_ref = {e.ref: e for e in load_profile("ebu").elections}
    assert by_ref["90A"].status == "elected" and "2.8" in by_ref["90A"].choice
    assert by_ref["40B2(a)"].status == "elected" and "Blue Book" in by_ref["40B2(a)"].choice
    assert by_ref["12C1(c)"].value("weighting") == 1
    assert "docslib.org/doc/12408424" in (by_ref["12C2"].unsourced or "")
