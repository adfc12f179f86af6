"""Which process reviews the next part (``--jobs``): this one only while it has spent no
more process time than each worker has been given, parts reckoned at its own speed."""

import pytest

from director.review.share import Share


class _Clock:
    """A process-time clock the test moves."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_first_part_starts_the_pool_and_the_next_waits_for_each_worker_to_have_one() -> None:
    share = Share(2, _Clock())
    assert not share.mine(1000, 0)
    share.give(1000)
    assert not share.mine(1000, 1)  # one worker of two has a part waiting
    share.give(1000)
    assert share.mine(1000, 2)


def test_this_process_reviews_a_part_only_while_it_stays_within_each_workers_share() -> None:
    clock = _Clock()
    share = Share(1, clock)
    share.give(3000)
    clock.now = 0.1  # the start-up after the pool started: cutting, forking
    assert share.review(1000, lambda: setattr(clock, "now", clock.now + 1.0)) is None
    # 1 s per 1000 characters: the worker was given 3 s, this process has spent 1.1 s
    assert share.reviewed == 1000 and share.seconds == 1.0
    assert not share.mine(2000, 1)  # 1.1 s + 2 s > 3 s
    assert share.mine(1500, 1)  # 1.1 s + 1.5 s <= 3 s
    clock.now += 0.5  # gathering and writing the findings count too
    assert not share.mine(1500, 1)
    share.give(1000)  # the worker's share grows to 4 s
    assert share.mine(1500, 1)


def test_a_part_reviewed_here_is_timed_even_when_its_review_fails() -> None:
    clock = _Clock()
    share = Share(1, clock)

    def fails() -> None:
        clock.now += 0.25
        raise ValueError

    with pytest.raises(ValueError):
        share.review(500, fails)
    assert (share.reviewed, share.seconds) == (500, 0.25)


def test_parts_are_reckoned_at_the_pools_own_speed_once_it_has_answered() -> None:
    """A worker slower than this process (the modules it imports, say) is given less:
    its parts are reckoned at the speed it has shown."""
    clock = _Clock()
    share = Share(1, clock)
    share.give(3000)
    share.review(1000, lambda: setattr(clock, "now", clock.now + 1.0))
    assert share.mine(2000, 1)  # 1 s + 2 s <= 3 s, at this process's speed
    share.answered(1000, 1.5)  # the worker took 1.5 s for 1000 characters
    assert share.mine(3000, 1)  # 1 s + 3 s <= 4.5 s
    assert not share.mine(3600, 1)
    share.answered(1000, 0.3)  # then sped up: 0.9 s per 1000
    assert not share.mine(2000, 1)  # 1 s + 2 s > 2.7 s
