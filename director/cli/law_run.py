"""The work of ``director law``, free of typer so that it can also run on the fast path
(:func:`fast_path`) that skips building the whole command line for the commonest call."""

from __future__ import annotations

import sys

from director.catalog.catalog import DEFAULT_EDITION, Edition
from director.cli.errors import fail, reported_errors
from director.digits import small_int


def run_law(
    args: list[str],
    json_: bool,
    edition: str,
    limit: int,
    regulator: str | None = None,
    brief: bool = False,
    compare: bool = False,
) -> None:
    from director.catalog.catalog import get_edition

    with reported_errors():
        ed = get_edition(edition)
        head, rest = args[0].lower(), args[1:]
        if compare:
            _emit_compare(ed, " ".join(args), json_)
        elif brief and head not in ("list", "search"):
            _emit_brief(ed, " ".join(args), json_)
        elif brief:
            raise fail(
                f"--brief goes with a Law, not with '{head}'", "e.g. director law 27 --brief"
            )
        elif head == "list" and not rest:
            _emit_list(ed, json_)
        elif head == "search":
            if not rest:
                raise fail(
                    "'director law search' needs words to search for",
                    "e.g. director law search lead out of turn",
                )
            _emit_search(ed, " ".join(rest), limit, json_)
        else:
            _emit_ref(ed, " ".join(args), json_, regulator)


def fast_path(argv: list[str]) -> bool:
    """Run ``director law ...`` without typer when the arguments are the simple ones
    (positional words, ``--json``, ``--brief``, ``--edition X``, ``--limit N``/``-n N``).

    Returns ``False``, having done nothing, for anything else (help, an unknown option, a
    malformed value), so that the full command line handles it and reports usage errors.
    """
    if not argv or argv[0] != "law":
        return False
    words: list[str] = []
    json_, brief, edition, limit = False, False, DEFAULT_EDITION, 10
    regulator: str | None = None
    it = iter(argv[1:])
    for arg in it:
        if arg == "--json":
            json_ = True
        elif arg == "--regulator" or arg.startswith("--regulator="):
            _, eq, value = arg.partition("=")
            regulator = value if eq else next(it, "")
            if not regulator or regulator.startswith("-"):
                return False
        elif arg in ("--brief", "-b"):
            brief = True
        elif arg in ("--edition", "--limit", "-n") or arg.startswith(("--edition=", "--limit=")):
            name, eq, value = arg.partition("=")
            if not eq:
                value = next(it, "")
            if name == "--edition" and value and not value.startswith("-"):
                edition = value
            elif name != "--edition" and (number := small_int(value)) is not None:
                limit = number
            else:
                return False
        elif arg.startswith("-") and not arg[1:2].isdigit():
            return False
        else:
            words.append(arg)
    if not words:
        return False
    run_law(words, json_, edition, limit, regulator=regulator, brief=brief)
    return True


def _print_json(data: object) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _emit_ref(ed: Edition, text: str, json_: bool, regulator: str | None = None) -> None:
    from director.regulator.select import selected
    from director.render import law_json

    law, _section, ref = ed.resolve(text)
    selection = selected(regulator)
    profile = selection.profile
    elections = profile.touching(str(ref)) if profile.edition == ed.id else []
    if json_:
        data = law_json.law(ed, law) if ref.depth == 0 else law_json.section(ed, law, ref)
        if selection.explicit:  # the keys stay as they were unless a regulator is chosen
            from director.regulator.render import to_json

            data["regulator"] = to_json(profile, selection.origin, elections)
        _print_json(data)
        return
    from director.render import law_text

    if ref.depth == 0:
        law_text.print_law(ed, law)
    else:
        law_text.print_section(ed, law, ref)
    if elections:
        from director.regulator.render import election_lines

        for line in election_lines(profile, elections, "Regulating Authority elections"):
            sys.stdout.write(line + "\n")


def _emit_brief(ed: Edition, text: str, json_: bool) -> None:
    from director.catalog.brief import brief

    law, _section, _ref = ed.resolve(text)
    b = brief(ed, law)
    if json_:
        from director.render import law_json

        _print_json(law_json.brief(ed, b))
        return
    from director.render import law_text

    law_text.print_brief(ed, b)


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


def _emit_compare(ed: Edition, text: str, json_: bool) -> None:
    from director.catalog.catalog import get_edition
    from director.catalog.compare import compare, partner_edition
    from director.render import law_compare

    _law, _section, ref = ed.resolve(text)
    c = compare(ed, get_edition(partner_edition(ed.id)), ref)
    if json_:
        _print_json(law_compare.compare_json(c))
    else:
        law_compare.print_compare(c)
