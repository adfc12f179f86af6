"""Every section a judgement ruling cites exists in the 2017 catalog (checked, not guessed)."""

from director.catalog.catalog import get_edition
from tests.rules.wbf2017.judgement_helpers import rule

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
    auction = "1S P 2S P 4S AP E:HA S:H8"
    play = (  # in the play: a questioned card, dummy's gesture, a card explained
        rule(f"{auction} W:hesitation W:H2 N:H4 E:questioned:CA", UI_FULL),
        rule("1S P 2S P 4S AP E:HA S:gesture S:questioned:H8", {"extraneous": True}),
        rule(f"{auction} W:H2 E:explains:count N:H4 E:corrects", MI_FULL),
        rule(f"{auction} W:H2 E:explains:count", {"finding": "card"}),
        rule(f"{auction} S:explains:1S:natural", {"finding": "no-agreement"}),
    )
    for ruling in (rule(UI, UI_FULL), rule(MI, MI_FULL), rule(MI, {"finding": "call"}), *play):
        for irr in ruling.irregularities:
            cited |= {s.law for s in irr.steps} | {q.law for q in irr.questions}
            cited |= set(irr.rectification.laws)
    assert {"16B1(b)", "12C1(e)(i)", "12C1(e)(ii)", "20F5(a)", "20F4(a)", "40B4"} <= cited
    assert {"20F2", "40C1", "47E2(a)", "47E2(b)", "75B2", "73A2", "73C1", "43A1(c)"} <= cited
    for ref in sorted(cited):
        edition.resolve(ref)  # raises on a section the Law does not have
