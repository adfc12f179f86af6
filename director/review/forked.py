"""Processes forked from this one that review parts of files for it (``--jobs``): each
takes the calls sent to it through a pipe, one after another, and sends back each result
in turn. Lighter to start than :mod:`concurrent.futures`, whose imports (of
:mod:`multiprocessing`) cost a command about 25 ms before the first part is sent; where
processes are not forked (not Linux), :func:`pool` gives that module's pool."""

from __future__ import annotations

import contextlib
import os
import pickle
import queue
import sys
import threading
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, BinaryIO, Protocol

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

from director.errors import DirectorError

__all__ = ["Forked", "Job", "Pending", "ProcessEndedError", "pool"]


class ProcessEndedError(DirectorError, RuntimeError):
    """A review process ended before answering (killed, say, or out of memory): the
    command says so in one line (exit 2), not as a bug of its own."""


class Pending(Protocol):
    """A call sent to another process: whether its result has come, and the result (or
    the exception the call raised)."""

    def done(self) -> bool: ...

    def result(self) -> Any: ...


class Sends(Protocol):
    """A pool of processes that calls are sent to."""

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Pending: ...


def pool(workers: int) -> AbstractContextManager[Sends]:
    """``workers`` processes, forked as the first call is sent; on leaving, each ends
    once it has answered every call sent to it."""
    if sys.platform.startswith("linux"):
        return Forked(workers)
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=workers)


class Job:
    """A call sent to a forked process."""

    def __init__(self) -> None:
        self._answered = threading.Event()
        self._value: Any = None
        self._error: BaseException | None = None

    def done(self) -> bool:
        return self._answered.is_set()

    def result(self) -> Any:
        """The call's result, once it has come; the exception it raised, raised here."""
        self._answered.wait()
        if self._error is not None:
            raise self._error
        return self._value

    def answer(self, ok: bool, value: Any) -> None:
        if ok:
            self._value = value
        else:
            self._error = value
        self._answered.set()


class Forked:
    """``workers`` processes forked from this one as the first call is sent, each with a
    thread of this process that writes the calls to its pipe (a call waits there while
    the process works) and one that reads its answers."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.started: list[_Worker] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Job:
        """``fn(*args)`` sent to the process with the fewest calls not yet answered."""
        if not self.started:
            self.started = _fork(self.workers)
        worker = min(self.started, key=lambda w: len(w.waiting))
        job = Job()
        with worker.lock:  # not lost to a process that has ended: answered by its reader
            if worker.ended is not None:
                job.answer(False, worker.ended)
                return job
            worker.waiting.append(job)  # before its answer can come
        worker.send(pickle.dumps((fn, args), pickle.HIGHEST_PROTOCOL))
        return job

    def __enter__(self) -> Forked:
        return self

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        """Each process ends when its calls are answered (at once when leaving on an
        exception: the answers are not wanted)."""
        for worker in self.started:
            worker.end()
            if error is not None:
                import signal

                os.kill(worker.pid, signal.SIGTERM)
        for worker in self.started:
            worker.sender.join()
            worker.reader.join()
            os.waitpid(worker.pid, 0)


class _Worker:
    """A forked process as this one sees it: the calls not yet sent to it, those not yet
    answered, and the threads that send them and read the answers."""

    def __init__(self, pid: int, down: int, up: int) -> None:
        self.pid = pid
        self.down = down
        self.calls: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()  # None: the end
        self.queued = 0  # calls given to the sending thread and not yet written
        self.lock = threading.Lock()  # over ``queued``, and ``ended`` with ``waiting``
        self.waiting: deque[Job] = deque()
        self.ended: ProcessEndedError | None = None  # once the process has ended
        self.sender = threading.Thread(target=self._send, daemon=True)
        self.reader = threading.Thread(target=self._read, args=(up,), daemon=True)

    def send(self, call: bytes) -> None:
        """A pickled call written to the process, in order: a small one at once, by this
        thread, when none waits before it (the sending thread would first wait for the
        GIL, up to 5 ms while this thread reviews, and the process would idle at the end
        of a file, whose parts take a few ms); a large one by the sending thread (it may
        wait for the process to read it, and this thread goes on)."""
        with self.lock:
            if not self.queued and len(call) <= _DIRECT:
                with contextlib.suppress(OSError):  # the process has ended: its reader says so
                    _write(self.down, call)
                return
            self.queued += 1
        self.calls.put(call)

    def end(self) -> None:
        """No call after those sent: the pipe is closed once they are written."""
        self.calls.put(None)

    def _send(self) -> None:
        try:
            while (call := self.calls.get()) is not None:
                _write(self.down, call)
                with self.lock:
                    self.queued -= 1
        except OSError:  # the process has ended: its reader says so
            pass
        finally:
            with contextlib.suppress(OSError):  # a call left unsent to an ended process
                os.close(self.down)

    def _read(self, fd: int) -> None:
        # read through a buffer as large as the pipe: an answer in one or two reads, each
        # of which lets go of the GIL and waits to take it again (up to 5 ms while the
        # main thread reviews), not in eight (8 KiB buffer: 4 KiB and 60 KiB in turn)
        with os.fdopen(fd, "rb", buffering=PIPE) as up:
            while True:
                try:
                    ok, value = pickle.load(up)
                except Exception:  # the process has ended, or its answer with it
                    break
                self.waiting.popleft().answer(ok, value)
        ended = ProcessEndedError(
            f"a review process (pid {self.pid}) ended unexpectedly (killed, or out of "
            "memory?): review again, or with --jobs 1"
        )
        with self.lock:  # a call sent from now on is answered at once (see submit)
            self.ended = ended
            while self.waiting:
                self.waiting.popleft().answer(False, ended)


def _fork(workers: int) -> list[_Worker]:
    """``workers`` processes forked, each serving the calls sent to it, then the threads
    that talk to them started (no thread runs while a process is forked)."""
    started: list[_Worker] = []
    mine: list[int] = []  # this process's ends of the pipes, closed in each forked one
    for _ in range(workers):
        down_r, down_w = os.pipe()
        up_r, up_w = os.pipe()
        _widen(down_w)
        _widen(up_w)
        pid = os.fork()
        if pid == 0:  # the forked process: it never returns
            code = 1
            try:
                for fd in (*mine, down_w, up_r):
                    os.close(fd)
                with os.fdopen(down_r, "rb") as down, os.fdopen(up_w, "wb") as up:
                    _serve(down, up)
                code = 0
            finally:  # interrupted too: end here, never in the caller's code
                os._exit(code)
        os.close(down_r)
        os.close(up_w)
        mine += [down_w, up_r]
        started.append(_Worker(pid, down_w, up_r))
    for worker in started:
        worker.sender.start()
        worker.reader.start()
    return started


_DIRECT = 64 * 1024  # bytes of a call that this thread writes itself (see _Worker.send)


def _write(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


PIPE = 1 << 20
"""Bytes a pipe to or from a forked process holds (Linux's limit for a user, by default),
not 64 KiB: a part's answer (or a part sent as its text) is written at once, so that the
process that wrote it goes on. With 64 KiB, a worker whose answer held a few thousand
findings waited to write it while this process's thread that reads it, for each stretch
read, waited for this process's main thread to yield (up to 5 ms each time: the switch
interval): the worker stood idle 15-45 ms after each part of the archive (10^4 boards)."""


def _widen(fd: int) -> None:
    """The pipe of ``fd`` made to hold :data:`PIPE` bytes, where the system allows."""
    import fcntl

    with contextlib.suppress(OSError, AttributeError):  # over a limit; not Linux
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE)


def _serve(down: BinaryIO, up: BinaryIO) -> None:
    """Answer each call read from ``down`` on ``up``, in order, until ``down`` ends: the
    result, or the exception raised (as a one-line error if it cannot be sent)."""
    while True:
        try:
            fn, args = pickle.load(down)
        except EOFError:
            return
        try:
            answer: tuple[bool, Any] = True, fn(*args)
        except Exception as e:  # sent back, raised by the caller
            answer = False, e
        try:
            data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        except Exception as e:  # a value or exception that cannot be sent
            data = pickle.dumps((False, RuntimeError(f"{answer[1]!r}: {e}")))
        up.write(data)
        up.flush()
