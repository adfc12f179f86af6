"""A Belote article's rule: a class whose methods are the article's steps, as for bridge
(:mod:`director.rules.base`), run on one :class:`~director.belote.offence.Offence`."""

from __future__ import annotations

from director.belote.offence import Offence
from director.rules.base import Steps

__all__ = ["ArticleRule"]


class ArticleRule(Steps):
    """One article's rule: ``run`` walks the article's steps for one irregularity."""

    def __call__(self, offence: Offence) -> None:
        self.run(offence)

    def run(self, offence: Offence) -> None:
        raise NotImplementedError
