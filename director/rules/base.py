"""A rule as a sequence of steps named after the Law's own lettering.

A law's rule is a class whose methods are its steps, each marked with the section it applies
(``@step("27B1(a)")``); the module exposes one instance as ``rule``, which the edition's
table names. An edition whose code differs in one step derives from the rule of the code it
is based on and overrides that step alone::

    class InsufficientBid1997(InsufficientBid):
        @step("27B1(a)")
        def lowest_sufficient(self, ctx, bid, call): ...

    rule = InsufficientBid1997()

The steps stay ordinary methods (the flow between them is the Law's, written in ``run``);
:meth:`Rule.steps` lists them by section for the docs and the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from director.engine.context import Context
    from director.engine.table import RuleGen

__all__ = ["Rule", "Steps", "step"]

F = TypeVar("F", bound=Callable[..., Any])


def step(section: str) -> Callable[[F], F]:
    """Mark a rule method as the step that applies ``section`` (e.g. ``"27B1(a)"``)."""

    def mark(method: F) -> F:
        method.section = section  # type: ignore[attr-defined]
        return method

    return mark


class Steps:
    """A rule's steps, listed by section (shared by bridge's :class:`Rule` and the rules of
    other games, whose ``run`` takes their own context)."""

    # The law the rule applies (as the edition's table registers it), for its docs.
    law: ClassVar[str] = ""

    @classmethod
    def steps(cls) -> dict[str, str]:
        """Each step's section -> the name of the method that applies it (the most derived
        class's method for an overridden step)."""
        out: dict[str, str] = {}
        for name in dir(cls):
            section = getattr(getattr(cls, name, None), "section", None)
            if isinstance(section, str):
                out[section] = name
        return out


class Rule(Steps):
    """One law's rule: ``run`` walks the Law's steps for one irregularity."""

    def __call__(self, ctx: Context) -> RuleGen | None:
        return self.run(ctx)

    def run(self, ctx: Context) -> RuleGen | None:
        raise NotImplementedError
