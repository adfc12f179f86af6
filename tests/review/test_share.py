"""Which process reviews the next part (``--jobs``): the pool's while any of its processes
has fewer than two parts to do, then this one."""

from director.review.share import AHEAD, mine


def test_parts_go_to_the_pool_until_each_process_has_one_waiting_behind_the_next() -> None:
    assert AHEAD == 2
    assert not mine(1, 0)  # the first part starts the pool
    assert not mine(1, 1)  # the one it reviews: the next waits behind it
    assert mine(1, 2)
    assert mine(1, 5)


def test_with_several_processes_each_is_given_its_two_parts_first() -> None:
    assert [mine(3, waiting) for waiting in range(8)] == [False] * 6 + [True] * 2
