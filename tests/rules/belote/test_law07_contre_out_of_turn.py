"""Article 7B: a contre out of turn."""

import pytest

from tests.belote.helpers import replay


@pytest.mark.parametrize(
    ("answer", "contract", "status"),
    [("stand", "80S contre by N", "incomplete"), ("void", "80S by N", "incomplete")],
)
def test_7b_contre_out_of_turn_asks_the_arbiter(answer: str, contract: str, status: str) -> None:
    assert replay("N:80S E:contre", dealer="E").status == "open"
    r = replay("N:80S E:contre W:P S:P E:P", dealer="E", answers={"contre-out-of-turn": answer})
    assert r.contract == contract and r.status == status


def test_7b_redeal() -> None:
    r = replay("N:80S E:contre", dealer="E", answers={"contre-out-of-turn": "redeal"})
    assert r.status == "redeal" and r.irregularities[0].redeal
