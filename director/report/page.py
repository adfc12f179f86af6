"""``report_html`` and ``report_markdown``: a Ruling, alone, as the written ruling. The
page is built from :class:`Report`, a view of the ruling the templates read; the templates
are Jinja2's (``templates/``), the stylesheet the project's own (``templates/report.css``),
inlined so that the page needs nothing beside it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from director.engine.ruling import Ruling
from director.report.deal import SEAT_NAMES, Hand, call, hands
from director.report.grid import Cell, Trick, auction_rows, columns, tricks
from director.report.irregularity import Section, section, signed
from director.report.laws import catalog_of

if TYPE_CHECKING:
    from jinja2 import Environment

__all__ = ["About", "Report", "report_html", "report_markdown", "view"]


@dataclasses.dataclass(frozen=True)
class About:
    """What the ruling does not hold but the page names: where and when it was given
    (the log's event, session and table, its number and time) and the regulator whose
    elections apply."""

    event: str | None = None
    session: str | None = None
    table: str | None = None
    ruling: str | None = None
    """E.g. ``Ruling #12, 2025-03-01 20:31`` (``director log show``)."""
    regulator: str | None = None


@dataclasses.dataclass(frozen=True)
class Report:
    ruling: Ruling
    about: About
    title: str
    facts: tuple[tuple[str, str], ...]
    hands: dict[str, Hand]
    columns: tuple[str, ...]
    auction: list[list[Cell | None]]
    tricks: list[Trick]
    sections: tuple[Section, ...]
    outcome: tuple[str, ...]
    """The contract, the tricks and the score at the table, or why there are none."""


def _vulnerable(ruling: Ruling) -> str | None:
    view = ruling.table
    if view is not None and not view.vulnerability:
        return None
    text = {"none": "None", "ns": "North-South", "ew": "East-West", "both": "Both"}.get(
        ruling.vulnerable, ruling.vulnerable
    )
    if view is not None and view.vulnerability_assumed:
        text += " (assumed: the record does not say)"
    return text


def _regulator(ruling: Ruling, about: About) -> str:
    if about.regulator:
        return about.regulator
    chosen = {e.profile_title for irr in ruling.irregularities for e in irr.elections}
    return ", ".join(sorted(chosen)) or "none chosen"


def _facts(ruling: Ruling, about: About) -> tuple[tuple[str, str], ...]:
    catalog = catalog_of(ruling.edition)
    edition = catalog.title if catalog is not None else ruling.edition
    rows = [
        ("Event", about.event),
        ("Session", about.session),
        ("Table", about.table),
        ("Dealer", SEAT_NAMES.get(ruling.dealer, ruling.dealer)),
        ("Vulnerable", _vulnerable(ruling)),
        ("Laws", edition),
        ("Regulator", _regulator(ruling, about)),
        ("Logged", about.ruling),
    ]
    return tuple((k, v) for k, v in rows if v)


def _outcome(ruling: Ruling) -> tuple[str, ...]:
    lines: list[str] = []
    if ruling.contract is not None:
        c = ruling.contract
        lines.append(f"Contract: {call(c.text.split(' by ')[0])} by {SEAT_NAMES.get(c.declarer)}.")
    elif ruling.passed_out:
        lines.append("Passed out.")
    elif ruling.new_deal:
        lines.append(f"A new deal: these cards are not played ({ruling.new_deal}).")
    elif ruling.not_played:
        lines.append(
            f"The board is not played on: the director awards an adjusted score "
            f"({ruling.not_played})."
        )
    if (r := ruling.result) is not None:
        declarer = SEAT_NAMES.get(r.declarer, r.declarer)
        if not r.complete:
            lines.append(f"{declarer} won {r.won_in_play} of {r.tricks_played} tricks played.")
        else:
            text = f"Tricks for declarer ({declarer}): {r.won_in_play} in play"
            text += f" + {r.claimed} by claim" if r.claimed is not None else ""
            for tt in r.transfers:
                sign = "+" if tt.to_side == ("NS" if r.declarer in "NS" else "EW") else "-"
                text += f" {sign} {tt.tricks} transferred ({tt.law})"
            lines.append(f"{text} = {r.after_transfer or r.before_transfer}.")
    if (s := ruling.score) is not None:
        sides = (
            ", ".join(f"{p} {signed(v)}" for p, v in s.players.items())
            if s.players is not None
            else f"NS {signed(s.ns or 0)}, EW {signed(s.ew or 0)}"
        )
        law = f" (Law {s.law})" if s.law else ""
        lines.append(f"Score at the table{law}: {call(s.result)}: {sides}.")
    if ruling.pending is not None:
        p = ruling.pending
        lines.append(f"Waiting for {SEAT_NAMES.get(p.seat, p.seat)} ({p.law}): {p.text}")
    if ruling.stopped_at is not None:
        lines.append(
            f"The replay stopped at event {ruling.stopped_at}: what follows depends on an open "
            "question or on the director's own ruling."
        )
    return tuple(lines)


def view(ruling: Ruling, about: About | None = None) -> Report:
    """What the page shows of ``ruling``."""
    about = about or About()
    kinds = "; ".join(i.kind.replace("-", " ") for i in ruling.irregularities)
    title = (kinds or "no irregularity").capitalize()
    if ruling.board:
        title = f"Board {ruling.board}: {title}"
    return Report(
        ruling,
        about,
        title,
        _facts(ruling, about),
        hands(ruling),
        tuple(columns(ruling)),
        auction_rows(ruling),
        tricks(ruling),
        tuple(section(k, irr, ruling.edition) for k, irr in enumerate(ruling.irregularities, 1)),
        _outcome(ruling),
    )


def environment() -> Environment:
    from director.report.templating import environment as made

    return made()


def report_html(ruling: Ruling, about: About | None = None) -> str:
    """The written ruling as one self-contained HTML page (its stylesheet inlined, no
    script, nothing fetched), ready to print on A4 or Letter."""
    env = environment()
    css = env.loader.get_source(env, "report.css")[0] if env.loader else ""
    return env.get_template("ruling.html.j2").render(report=view(ruling, about), css=css)


def report_markdown(ruling: Ruling, about: About | None = None) -> str:
    """The written ruling in Markdown, for an email or a club's website."""
    return environment().get_template("ruling.md.j2").render(report=view(ruling, about))
