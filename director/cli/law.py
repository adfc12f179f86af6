"""``director law``: look up a Law by number, list the Laws, or search them by words."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from director.catalog.catalog import DEFAULT_EDITION, Edition
from director.cli.errors import fail, reported_errors

HELP = (
    "Look up the Laws: 'director law 27' (a whole Law), 'director law 27B1b' (one section), "
    "'director law search WORDS...' (ranked hits), 'director law list' (all Laws by chapter)."
)
EXAMPLES = "Examples: director law 27 | director law 27B1(b) --json | director law search revoke"

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON (keys in the README).")]
EditionOption = Annotated[
    str, typer.Option("--edition", help="Edition of the Laws (see 'director law list').")
]


def law(
    args: Annotated[
        list[str],
        typer.Argument(metavar="REF | search WORDS... | list", help="What to look up."),
    ],
    json_: JsonOption = False,
    edition: EditionOption = DEFAULT_EDITION,
    limit: Annotated[int, typer.Option("--limit", "-n", help="Most search hits shown.")] = 10,
) -> None:
    from director.catalog.catalog import get_edition

    with reported_errors():
        ed = get_edition(edition)
        head, rest = args[0].lower(), args[1:]
        if head == "list" and not rest:
            _emit_list(ed, json_)
        elif head == "search":
            if not rest:
                raise fail("'director law search' needs words to search for",
                           "e.g. director law search lead out of turn")
            _emit_search(ed, " ".join(rest), limit, json_)
        else:
            _emit_ref(ed, " ".join(args), json_)


def _print_json(data: object) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _emit_ref(ed: Edition, text: str, json_: bool) -> None:
    from director.render import law_json

    law, _section, ref = ed.resolve(text)
    if json_:
        data = law_json.law(ed, law) if ref.depth == 0 else law_json.section(ed, law, ref)
        _print_json(data)
        return
    from director.render import law_text

    if ref.depth == 0:
        law_text.print_law(ed, law)
    else:
        law_text.print_section(ed, law, ref)


def _emit_search(ed: Edition, query: str, limit: int, json_: bool) -> None:
    from director.catalog.search import search
    from director.render import law_json

    hits = search(ed, query, limit)
    if json_:
        _print_json(law_json.search(ed, query, hits))
        return
    from director.render import law_text

    law_text.print_search(ed, query, hits)


def _emit_list(ed: Edition, json_: bool) -> None:
    from director.render import law_json

    if json_:
        _print_json(law_json.listing(ed))
        return
    from director.render import law_text

    law_text.print_list(ed)
