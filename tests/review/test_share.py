"""Which process reviews the next part (``--jobs``): the pool's while any of its processes
has fewer than three parts to do, then this one."""

from director.review.share import AHEAD, mine


def test_parts_go_to_the_pool_until_each_process_has_two_waiting_behind_the_next() -> None:
    assert AHEAD == 3
    assert not mine(1, 0)  # the first part starts the pool
    assert not mine(1, 1)  # the one it reviews
    assert not mine(1, 2)  # one waiting behind it: too few
    assert mine(1, 3)
    assert mine(1, 5)


def test_with_several_processes_each_is_given_its_three_parts_first() -> None:
    assert [mine(3, waiting) for waiting in range(11)] == [False] * 9 + [True] * 2
