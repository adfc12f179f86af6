"""``director rule NOTATION``: at the table — type what happened, answer the questions."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

HELP = (
    "Rule on an incident typed in compact notation: calls separated by spaces, each "
    "optionally prefixed by its seat ('1H S:2H'); 'E:expose:HK', 'W:lead:SK', 'N:change:2H', "
    "'E:simultaneous:1S', 'AP' (all pass). Asks each question in the Law's order at a "
    "terminal; --answer or --answers run it without prompts."
)
EXAMPLES = "Example: director rule '1H 1S 1H' --dealer S --answer accept=no"


def rule(
    notation: Annotated[list[str], typer.Argument(help="The events, in compact notation.")],
    dealer: Annotated[str | None, typer.Option("--dealer", help="N, E, S or W.")] = None,
    vul: Annotated[str | None, typer.Option("--vul", help="none, ns, ew or both.")] = None,
    board: Annotated[int | None, typer.Option("--board", help="Board number.")] = None,
    deal: Annotated[str | None, typer.Option("--deal", help="PBN deal string.")] = None,
    edition: Annotated[str, typer.Option("--edition", help="Edition of the Laws.")] = "wbf-2017",
    answer: Annotated[
        list[str] | None,
        typer.Option("--answer", "-a", help="Answer a question: ID=VALUE or N.ID=VALUE."),
    ] = None,
    answers: Annotated[
        Path | None, typer.Option("--answers", help="YAML/JSON file: a list of mappings.")
    ] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print the ruling as JSON.")] = False,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.ruling_run import parse_answer_options, run
    from director.record.incident import Incident, InvalidRecordError, loads_incident

    with reported_errors():
        listed: list[dict[str, bool | str | int]] = []
        if answers is not None:
            try:
                text = answers.read_text(encoding="utf-8")
            except OSError as e:
                raise fail(f"{answers}: cannot read the file ({e.strerror})") from None
            listed = loads_incident(f"events: []\nanswers:\n{_indent(text)}", str(answers)).answers
        if dealer is None and board is None:
            raise InvalidRecordError("give --dealer (or --board) so that the turn is known")
        incident = Incident(
            edition=edition,
            board=board,
            dealer=dealer,
            vulnerable=vul,
            deal=deal,
            events=[],
            answers=listed,
        )
        from director.record.incident import parse_notation

        events = parse_notation(" ".join(notation))
    interactive = sys.stdin.isatty() and not json_
    run(incident, events, parse_answer_options(answer or []), json_, interactive)


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
