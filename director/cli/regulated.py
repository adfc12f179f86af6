"""The regulator profile of ``replay`` and ``rule``: chosen (and a bad choice reported)
before anything runs, handed to the table whose rules apply its elections, and what
``--regulator`` prints under a text ruling: the profile's elections that the laws applied
or cited in the ruling depend on, each with its source."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from director.engine.ruling import Ruling
    from director.model.deal import Deal
    from director.regulator.profile import Profile
    from director.regulator.select import Selection


def choose(regulator: str | None) -> Selection:
    """``--regulator``, else DIRECTOR_REGULATOR, else the config file, else wbf; a bad
    choice is a one-line error (exit 2)."""
    from director.cli.errors import reported_errors
    from director.regulator.select import selected

    with reported_errors():
        return selected(regulator)


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


def printer(regulator: str | Selection | None) -> Callable[[Deal | None, Ruling], None]:
    """The hook; the profile is chosen (and a bad choice reported) before anything runs.
    Nothing is printed unless a regulator was chosen (option, environment or config)."""
    selection = regulator if not isinstance(regulator, str | None) else choose(regulator)

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
