"""The ``--answer`` values of ``rule``, ``replay``, ``dd`` and ``convert``, read once for
every game (a bad one is a one-line error, exit 2)."""

from __future__ import annotations

from director.cli.errors import reported_errors

__all__ = ["parse_answer_options"]


def parse_answer_options(values: list[str]) -> dict[str, str]:
    """``--answer accept=no`` / ``--answer 2.comparable=yes`` into a mapping (exit 2 on one
    that is not KEY=VALUE)."""
    from director.session.answers import parse_answers

    with reported_errors():
        return parse_answers(values)
