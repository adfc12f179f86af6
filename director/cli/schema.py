"""``director schema incident|ruling``: the JSON Schema of a record or of a ruling."""

from __future__ import annotations

import json
from typing import Annotated

import typer


def schema(
    what: Annotated[str, typer.Argument(help="'incident' or 'ruling'.", metavar="incident|ruling")],
) -> None:
    from director.cli.errors import fail

    if what == "incident":
        from director.record.incident import Incident

        data = Incident.model_json_schema()
    elif what == "ruling":
        from director.engine.ruling import Ruling

        data = Ruling.model_json_schema()
    else:
        raise fail(f"unknown schema {what!r} (expected incident or ruling)")
    typer.echo(json.dumps(data, indent=2))
