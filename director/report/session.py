"""``director review ... --report FILE.html``: a session's findings as one page, board by
board, each board with its deal drawn and its findings linked to the summaries of the laws
they cite; the counts at the top. The page is built from :class:`SessionReport`, which the
review fills (this module knows no finding class: the layers keep the report below the
review)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from director.model.deal import Deal
from director.model.seat import Seat
from director.report.deal import SEAT_NAMES, SUITS, Hand, rank
from director.report.laws import Applied, applied

__all__ = ["BoardEntry", "Item", "SessionReport", "deal_hands", "session_html", "session_report"]

# A finding's code that is a law section (61, 27B1(b)), not a format or record code.
_LAW = re.compile(r"^\d{1,2}[A-Z0-9()a-z]*$")
_SEVERITIES = (("error", "errors"), ("warning", "warnings"), ("info", "informational"))


@dataclasses.dataclass(frozen=True)
class Item:
    """One finding as the page shows it."""

    code: str
    severity: str
    message: str
    where: str
    event: str | None = None
    rectification: str | None = None

    @property
    def law(self) -> str | None:
        """The law section the finding cites (its anchor on the page), or None."""
        return self.code if _LAW.match(self.code) else None


@dataclasses.dataclass(frozen=True)
class BoardEntry:
    """One board's findings, with its deal (empty when the file holds none)."""

    file: str
    board: str | None
    items: tuple[Item, ...]
    dealer: str | None = None
    vulnerable: str | None = None
    hands: dict[str, Hand] = dataclasses.field(default_factory=dict)

    @property
    def anchor(self) -> str:
        return "board-" + re.sub(r"[^A-Za-z0-9]+", "-", f"{self.file}-{self.board or 'file'}")

    @property
    def title(self) -> str:
        return f"Board {self.board}" if self.board else "The file"


@dataclasses.dataclass(frozen=True)
class SessionReport:
    title: str
    edition: str
    files: int
    boards: int
    hidden: int
    entries: tuple[BoardEntry, ...]
    counts: tuple[tuple[str, int], ...]
    laws: tuple[Applied, ...]


def deal_hands(deal: Deal | None) -> dict[str, Hand]:
    """Each known hand of ``deal`` by its seat letter, for the diagram."""
    if deal is None:
        return {}
    out: dict[str, Hand] = {}
    for seat in Seat:
        hand = deal[seat]
        if hand is None:
            continue
        holdings = hand.to_pbn().split(".")
        suits = tuple(
            (letter, " ".join(rank(r) for r in cards) or "—")
            for letter, cards in zip(SUITS, holdings, strict=False)
        )
        out[seat.letter] = Hand(seat.letter, suits)
    return out


def session_report(
    entries: Iterable[BoardEntry],
    *,
    edition: str,
    files: int,
    boards: int,
    hidden: int = 0,
    title: str = "Review of the session's hand records",
) -> SessionReport:
    """The page's view: the entries in the order given, the counts by severity, and each
    law section cited once, with its catalog summary."""
    listed = tuple(entries)
    items = [item for entry in listed for item in entry.items]
    counts = tuple(
        (label, n)
        for severity, label in _SEVERITIES
        if (n := sum(1 for i in items if i.severity == severity))
    )
    laws = tuple(applied(edition, [i.law for i in items if i.law is not None]))
    return SessionReport(title, edition, files, boards, hidden, listed, counts, laws)


def session_html(report: SessionReport) -> str:
    """The session's page, self-contained (its stylesheet inlined, nothing fetched)."""
    from director.report.laws import catalog_of
    from director.report.templating import environment

    env = environment()
    css = env.loader.get_source(env, "report.css")[0] if env.loader else ""
    catalog = catalog_of(report.edition)
    edition = catalog.title if catalog is not None else report.edition
    return env.get_template("session.html.j2").render(
        report=report, css=css, edition=edition, seat_names=SEAT_NAMES
    )
