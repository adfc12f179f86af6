"""Every section a judgement ruling cites exists in the 2017 catalog (checked, not guessed)."""

from director.catalog.catalog import get_edition
from tests.rules.judgement.helpers import rule

UI = "1S P 2S P N:hesitation 3S P S:questioned:4S AP"
UI_FULL = {"extraneous": True, "suggests": True, "logical_alternative": True,
           "table_result": "4S=", "damaged": True, "score": "weighted",
           "outcomes": "3S+1 70%, 4S= 30%", "self_inflicted": True,
           "non_offenders_score": "4S="}  # fmt: skip
MI = "1NT 2C 2D N:explains:natural P S:corrects N:corrects 2H AP"
MI_FULL = {"finding": "explanation", "regulations": True, "table_result": "2H=",
           "damaged": True, "score": "artificial", "offenders_artificial": "avg-",
           "non_offenders_artificial": "avg+"}  # fmt: skip


def test_every_cited_section_resolves_in_the_2017_catalog() -> None:
    edition = get_edition("wbf-2017")
    cited: set[str] = set()
    for ruling in (rule(UI, UI_FULL), rule(MI, MI_FULL), rule(MI, {"finding": "call"})):
        for irr in ruling.irregularities:
            cited |= {s.law for s in irr.steps} | {q.law for q in irr.questions}
            cited |= set(irr.rectification.laws)
    assert {"16B1(b)", "12C1(e)(i)", "12C1(e)(ii)", "20F5(a)", "20F4(a)", "40B4"} <= cited
    for ref in sorted(cited):
        edition.resolve(ref)  # raises on a section the Law does not have

