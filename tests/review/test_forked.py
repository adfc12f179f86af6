"""The processes forked to review parts (``--jobs`` on Linux): each call answered in
order by another process, its exception raised here, a process that ends unexpectedly
reported, never waited for forever."""

from __future__ import annotations

import os
import sys
import time

import pytest

from director.review.forked import Forked, pool

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks on Linux")


def _pid_and(value: int) -> tuple[int, int]:
    return os.getpid(), value


def _fails(message: str) -> None:
    raise ValueError(message)


def _unsendable() -> object:
    return lambda: None  # a lambda cannot be pickled


def _ends() -> None:
    os._exit(3)


def _sleeps(seconds: float) -> float:
    time.sleep(seconds)
    return seconds


def _pid_after(value: int) -> tuple[int, int]:
    time.sleep(0.01)  # calls wait their turn: each goes to the process with fewer waiting
    return os.getpid(), value


def test_each_call_is_answered_in_order_by_another_process() -> None:
    # (a call answered at once would leave its process with none waiting, the first of the
    # two, which could then take every call: a loaded machine's timing, not the pool's)
    with Forked(2) as forked:
        jobs = [forked.submit(_pid_after, n) for n in range(40)]
        answers = [job.result() for job in jobs]
    assert [value for _, value in answers] == list(range(40))
    pids = {pid for pid, _ in answers}
    assert len(pids) == 2 and os.getpid() not in pids
    assert all(job.done() for job in jobs)


def test_the_exception_of_a_call_is_raised_by_its_result() -> None:
    with Forked(1) as forked:
        failed = forked.submit(_fails, "no such board")
        after = forked.submit(_pid_and, 7)
        with pytest.raises(ValueError, match="no such board"):
            failed.result()
        assert after.result()[1] == 7  # the process goes on


def test_a_result_that_cannot_be_sent_back_is_an_error() -> None:
    with Forked(1) as forked:
        with pytest.raises(RuntimeError, match="function"):
            forked.submit(_unsendable).result()
        assert forked.submit(_pid_and, 1).result()[1] == 1


def test_a_process_that_ends_unexpectedly_fails_its_calls() -> None:
    with Forked(1) as forked:
        ended = forked.submit(_ends)
        later = forked.submit(_pid_and, 2)
        for job in (ended, later):
            with pytest.raises(RuntimeError, match="ended unexpectedly"):
                job.result()


def test_a_call_sent_after_its_process_has_ended_is_failed_not_lost() -> None:
    """A process killed while it waits for work: the next call sent to it is answered at
    once with the error (it was once queued behind the end and waited for forever)."""
    import signal

    with Forked(1) as forked:
        assert forked.submit(_pid_and, 1).result()[1] == 1
        worker = forked.started[0]
        os.kill(worker.pid, signal.SIGKILL)
        worker.reader.join(10)  # its reader has seen the end
        job = forked.submit(_pid_and, 2)
        assert job._answered.wait(10)
        with pytest.raises(RuntimeError, match="ended unexpectedly"):
            job.result()


# a thread of this process that fails (a call it could not send) fails the test
@pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")
def test_leaving_on_an_error_does_not_wait_for_the_calls() -> None:
    """The processes are ended at once, and the calls left unsent to them are dropped
    quietly (no thread's traceback on the terminal)."""
    start = time.perf_counter()
    with pytest.raises(KeyError), Forked(1) as forked:
        forked.submit(_sleeps, 30.0)
        raise KeyError("stop")
    assert time.perf_counter() - start < 10


def test_the_pool_of_this_platform_forks_here() -> None:
    with pool(1) as workers:
        assert isinstance(workers, Forked)
        assert workers.submit(_pid_and, 5).result()[1] == 5


def test_elsewhere_the_pool_is_that_of_concurrent_futures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures import ProcessPoolExecutor

    monkeypatch.setattr(sys, "platform", "darwin")
    with pool(1) as workers:
        assert isinstance(workers, ProcessPoolExecutor)
        assert workers.submit(_pid_and, 6).result()[1] == 6


def test_a_call_left_unsent_to_an_ended_process_is_dropped_quietly() -> None:
    """The thread that sends calls to a process that has ended (its pipe's other end
    closed) stops without an error of its own, as does a call written at once: the
    calls' reader reports the end."""
    from director.review.forked import _DIRECT, _Worker

    read, write = os.pipe()
    os.close(read)  # the process has ended
    worker = _Worker(0, write, -1)
    worker.send(b"x" * 10)  # small: written at once, raising nothing
    worker.send(b"x" * (_DIRECT + 1))  # large: for the sending thread
    worker.end()
    worker._send()  # returns, raising nothing
    with pytest.raises(OSError):
        os.fstat(write)  # its end of the pipe closed


def test_calls_reach_the_process_in_order_whoever_writes_them() -> None:
    """A small call is written at once, by the thread that sends it, unless a call
    given to the sending thread is not yet written: it then waits behind it."""
    from director.review.forked import _DIRECT, _Worker

    read, write = os.pipe()
    worker = _Worker(0, write, -1)
    large = b"L" * (_DIRECT + 1)
    worker.send(b"first")  # written at once
    worker.send(large)
    worker.send(b"last")  # behind the large one, not before it
    assert worker.queued == 2
    worker.end()
    worker.sender.start()
    with os.fdopen(read, "rb") as pipe:
        assert pipe.read() == b"first" + large + b"last"
    worker.sender.join()
    assert worker.queued == 0


def test_a_pipe_holds_a_large_answer_written_at_once() -> None:
    """A worker writes a part's answer (hundreds of KB for a part with thousands of
    findings) without waiting for this process to read it: a 64 KiB pipe would block."""
    import fcntl

    from director.review.forked import PIPE, _widen

    read_end, write_end = os.pipe()
    try:
        default = fcntl.fcntl(read_end, fcntl.F_GETPIPE_SZ)
        _widen(write_end)
        size = fcntl.fcntl(read_end, fcntl.F_GETPIPE_SZ)
        # a host whose limit (fs/pipe-max-size, for a process without the right to pass
        # it) is below PIPE may keep the pipe as it was: the worker's writes then wait
        assert size == PIPE or (_pipe_limit() < PIPE and size == default)
        os.set_blocking(write_end, False)
        assert os.write(write_end, b"x" * (size // 2 + 1000)) == size // 2 + 1000  # none waits
    finally:
        os.close(read_end)
        os.close(write_end)


def _pipe_limit() -> int:
    """The largest pipe a process without the right to pass the limit may ask for."""
    with open("/proc/sys/fs/pipe-max-size") as f:
        return int(f.read())
