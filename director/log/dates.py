"""Dates typed after ``--since`` and ``--until``, in local time."""

from __future__ import annotations

import datetime as dt
import re

from director.errors import DirectorError

__all__ = ["InvalidDateError", "parse_moment"]

_DAYS_AGO = re.compile(r"^(\d{1,4})d$")
_HELP = "expected a date (2025-05-01), a time (2025-05-01T14:00), today, yesterday or 7d"


class InvalidDateError(DirectorError, ValueError):
    """A date or time that cannot be read."""


def parse_moment(
    text: str, option: str, *, end_of_day: bool = False, now: dt.datetime | None = None
) -> dt.datetime:
    """A moment in local time: a day means its start, or with ``end_of_day`` the start of
    the next day (so that ``--until 2025-05-01`` includes that day). ``Nd`` is N days before
    today.

    :raises InvalidDateError: naming the option and what was expected.
    """
    now = (now or dt.datetime.now()).astimezone()
    word = text.strip().lower()
    day: dt.date | None = None
    if word == "today":
        day = now.date()
    elif word == "yesterday":
        day = now.date() - dt.timedelta(days=1)
    elif m := _DAYS_AGO.match(word):
        day = now.date() - dt.timedelta(days=int(m.group(1)))
    else:
        try:
            if len(word) == 10:
                day = dt.date.fromisoformat(word)
            else:
                moment = dt.datetime.fromisoformat(text.strip())
                return moment if moment.tzinfo else moment.astimezone()
        except ValueError:
            raise InvalidDateError(f"{option} {text!r}: {_HELP}") from None
    if end_of_day:
        day += dt.timedelta(days=1)
    return dt.datetime.combine(day, dt.time()).astimezone()
