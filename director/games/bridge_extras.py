"""What ``--dd`` and ``--regulator`` add under a bridge ruling's text: the double-dummy
tricks (director/dd) and the regulator's elections the ruling depends on; and the profile
whose elections the rules apply."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.engine.ruling import Ruling
    from director.model.deal import Deal
    from director.regulator.profile import Profile
    from director.regulator.select import Selection

__all__ = ["Extra", "dd_printer", "elections_printer", "for_engine", "full_deal", "require_solver"]

# What --dd and --regulator add under the ruling's text: (deal, ruling) -> printed lines.
Extra = Callable[["Deal | None", "Ruling"], None]


def require_solver() -> None:
    """:raises SolverUnavailableError: with the one-line install hint, when endplay is
    missing (before anything is replayed)."""
    from director.dd.solver import INSTALL_HINT, SolverUnavailableError, available

    if not available():
        raise SolverUnavailableError(INSTALL_HINT)


def dd_printer(deal: Deal | None, ruling: Ruling) -> None:
    """What ``--dd`` prints under the ruling."""
    from director.dd.analysis import analyse
    from director.dd.render import print_report

    print_report(analyse(full_deal(deal), ruling), ruling)


def full_deal(deal: Deal | None) -> Deal:
    """:raises NoDealError: without the deal, which double-dummy analysis needs."""
    from director.dd.analysis import NoDealError

    if deal is None:
        raise NoDealError("double-dummy analysis needs the full deal: the record has none")
    return deal


def for_engine(selection: Selection, edition: str | None = None) -> Profile | None:
    """The profile the rules apply: only one chosen (option, environment or config); by
    default the rulings follow the Laws' own provisions and name no regulator. A default
    from the environment or the config file whose elections are under another edition
    than the incident's is left out with a warning (``--regulator`` given for it is an
    error, when the ruling starts)."""
    if not selection.explicit:
        return None
    profile = selection.profile
    if edition is not None and profile.edition != edition and selection.origin != "--regulator":
        import sys

        sys.stderr.write(
            f"warning: regulator {profile.name!r} ({selection.origin}) records elections under "
            f"{profile.edition}: not applied to this {edition} ruling\n"
        )
        return None
    return profile


def elections_printer(selection: Selection) -> Extra:
    """What ``--regulator`` prints under the text: nothing unless a regulator was chosen
    (option, environment or config)."""

    def show(deal: Deal | None, ruling: Ruling) -> None:
        from director.regulator.render import election_lines, for_ruling
        from director.render.console import console

        if not selection.explicit or selection.profile.edition != ruling.edition:
            return  # the ruling follows the Laws' own provisions
        elections = for_ruling(selection.profile, ruling)
        if not elections:
            return
        out = console()
        heading = "Regulating Authority elections this ruling depends on"
        for line in election_lines(selection.profile, elections, heading):
            out.print(line, markup=False, highlight=False, soft_wrap=True)

    return show
