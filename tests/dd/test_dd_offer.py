"""12C1(c) starting weights offered from double dummy: with the whole deal known and a card
questioned (16B in the play), each legal card of the player then to play, both sides then
playing double dummy, weighted by the share of cards leading to each result - a proposal
the director accepts or replaces; a poll, when recorded, is offered instead."""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import Run

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
PLAY = "1S P 2S P 4S AP E:HA S:H8 W:hesitation W:H2 N:H4 E:questioned:CA"
FOUND = ["extraneous=yes", "suggests=yes", "logical_alternative=yes", "table_result=4S-1",
         "damaged=yes", "score=weighted", "self_inflicted=no"]  # fmt: skip


def _rule(run: Run, *more: str, deal: bool = True) -> tuple[int, dict[str, Any], str]:
    answers = [x for a in [*FOUND, *more] for x in ("-a", a)]
    dealt = ["--deal", DEAL] if deal else []
    code, out, err = run("rule", PLAY, "--dealer", "N", *dealt, "--json", "--no-log", *answers)
    return code, (json.loads(out) if code == 0 else {}), err


def _outcomes(ruling: dict[str, Any]) -> dict[str, Any]:
    irr = ruling["irregularities"][0]
    question: dict[str, Any] = next(q for q in irr["questions"] if q["id"] == "outcomes")
    return question


def test_12C1c_weights_offered_from_double_dummy_and_accepted(run: Run) -> None:
    code, ruling, err = _rule(run, "outcomes=yes")
    assert code == 0, err
    offered = _outcomes(ruling)["offered"]
    assert offered["source"] == "double-dummy" and offered["accepted"] is True
    assert "each of East's 12 legal cards at event 12" in offered["basis"]
    adjusted = ruling["irregularities"][0]["rectification"]["adjusted_score"]
    given = ", ".join(f"{o['result']} {o['weight']:g}%" for o in adjusted["sides"][0]["outcomes"])
    assert given == offered["outcomes"]
    assert sum(o["weight"] for o in adjusted["sides"][0]["outcomes"]) == 100
    assert all(o["result"].startswith("4S") for o in adjusted["sides"][0]["outcomes"])


def test_12C1c_the_director_replaces_the_double_dummy_proposal(run: Run) -> None:
    code, ruling, err = _rule(run, "outcomes=4S-1 50%, 4S= 50%")
    assert code == 0, err
    offered = _outcomes(ruling)["offered"]
    assert offered["source"] == "double-dummy" and offered["accepted"] is False
    adjusted = ruling["irregularities"][0]["rectification"]["adjusted_score"]
    assert [o["weight"] for o in adjusted["sides"][0]["outcomes"]] == [50, 50]


def test_12C1c_a_poll_is_offered_before_double_dummy(run: Run) -> None:
    code, ruling, err = _rule(run, "poll=6: CA 6/2, S3 6/4", "result_S3=4S-2", "outcomes=yes")
    assert code == 0, err
    offered = _outcomes(ruling)["offered"]
    assert offered["source"] == "poll"
    assert offered["outcomes"] == "4S-1 by N 33%, 4S-2 by N 67%"


def test_12C1c_without_the_deal_nothing_is_offered(run: Run) -> None:
    code, _, err = _rule(run, "outcomes=yes", deal=False)
    assert code == 2 and "outcomes='yes'" in err and "Traceback" not in err
