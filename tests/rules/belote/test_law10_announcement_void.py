"""Article 10B: a void announcement of belote or rebelote."""

from tests.belote.helpers import AUCTION, DEAL, kinds, replay


def test_10b_belote_announced_with_the_wrong_card_is_void() -> None:
    r = replay(f"{AUCTION} W:D7 S:DT! E:DQ N:DA", deal=DEAL)
    assert kinds(r) == ["announcement-void"]
