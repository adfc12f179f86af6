"""An irregularity this tool does not yet rule under the 1997 code.

Situation
    Any kind the 1997 registry does not map to a 1997 rule file: the Laws differ from 2017
    (or the 1997 text was not read for the catalog), so the 2017 rule code cannot be shared.

What the ruling says
    The 1997 section that governs it, whether its 1997 text was read for the catalog, and
    that the director applies it himself; the ruling stops there (it is a draft, never
    logged as a ruling). Nothing of the 1997 Law is invented.

See also
    ``director law N --edition wbf-1997``; the README, "Adding an edition".
"""

from __future__ import annotations

from director.catalog.catalog import get_edition
from director.catalog.ref import LawRef
from director.engine.context import Context
from director.rules.wbf1997._common import not_ruled


def rule(ctx: Context) -> None:
    law = ctx.spec.law
    catalog = get_edition("wbf-1997").law(LawRef.parse(law).law)
    read = f" (the catalog's 1997 Law {catalog.number}: {catalog.unread})" if catalog.unread else ""
    not_ruled(ctx, law, f"{ctx.spec.title} is governed by 1997 Law {law}.{read}")
