"""The work of ``director law``, free of typer so that it can also run on the fast path
(:func:`fast_path`) that skips building the whole command line for the commonest call."""

from __future__ import annotations

import sys
from collections.abc import Callable

from director.catalog.catalog import DEFAULT_EDITION, Edition, Law
from director.cli.errors import fail, reported_errors
from director.digits import small_int


def run_law(
    args: list[str],
    fmt: str,
    edition: str,
    limit: int,
    regulator: str | None = None,
    brief: bool = False,
    compare: bool = False,
    full: bool = False,
) -> None:
    """``full``: a whole Law in full (else its outline, on one screen)."""
    from director.catalog.catalog import get_edition

    with reported_errors():
        ed = get_edition(edition)
        head, rest = args[0].lower(), args[1:]
        if compare:
            _emit_compare(ed, " ".join(args), fmt)
        elif brief and head not in ("list", "search"):
            _emit_brief(ed, " ".join(args), fmt)
        elif brief:
            raise fail(
                f"--brief goes with a Law, not with '{head}'", "e.g. director law 27 --brief"
            )
        elif head == "list" and not rest:
            _emit_list(ed, fmt)
        elif head == "search":
            if not rest:
                raise fail(
                    "'director law search' needs words to search for",
                    "e.g. director law search lead out of turn",
                )
            _emit_search(ed, " ".join(rest), limit, fmt)
        else:
            _emit_ref(ed, " ".join(args), fmt, regulator, full)


def fast_path(argv: list[str]) -> bool:
    """Run ``director law ...`` without typer when the arguments are the simple ones
    (positional words, ``--json``, ``--format text|json``, ``--brief``, ``--full``,
    ``--edition X``, ``--limit N``/``-n N``).

    Returns ``False``, having done nothing, for anything else (help, an unknown option, a
    malformed value), so that the full command line handles it and reports usage errors.
    """
    if not argv or argv[0] != "law":
        return False
    words: list[str] = []
    fmt, brief, full, edition, limit = "text", False, False, DEFAULT_EDITION, 10
    formats = 0  # --json or --format given
    regulator: str | None = None
    it = iter(argv[1:])
    for arg in it:
        if arg == "--json" or arg.startswith("--format"):
            value = "json" if arg == "--json" else arg.partition("=")[2] or next(it, "")
            if value not in ("text", "json") or formats:
                return False  # the full command line says what is wrong
            fmt, formats = value, formats + 1
        elif arg == "--regulator" or arg.startswith("--regulator="):
            _, eq, value = arg.partition("=")
            regulator = value if eq else next(it, "")
            if not regulator or regulator.startswith("-"):
                return False
        elif arg in ("--brief", "-b"):
            brief = True
        elif arg == "--full":
            full = True
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
    run_law(words, fmt, edition, limit, regulator=regulator, brief=brief, full=full)
    return True


def _emit(fmt: str, data: Callable[[], object], show: Callable[[], None]) -> None:
    """The document in ``fmt``; the text through a pager when it is longer than the
    terminal (never when piped)."""
    from director.output.formats import DOCUMENT, Document
    from director.render.console import paged

    DOCUMENT.emit(fmt, Document(data, lambda: paged(show)))


def _emit_ref(
    ed: Edition, text: str, fmt: str, regulator: str | None = None, full: bool = False
) -> None:
    from director.regulator.select import selected

    law, _section, ref = ed.resolve(text)
    selection = selected(regulator)
    profile = selection.profile
    elections = profile.touching(str(ref)) if profile.edition == ed.id else []

    def data() -> object:
        from director.render import law_json

        found = law_json.law(ed, law) if ref.depth == 0 else law_json.section(ed, law, ref)
        if selection.explicit:  # the keys stay as they were unless a regulator is chosen
            from director.regulator.render import to_json

            found["regulator"] = to_json(profile, selection.origin, elections)
        return found

    def show() -> None:
        from director.render import law_text

        if ref.depth == 0 and not full:
            _print_outline(ed, law, [e.ref for e in elections])
            return
        if ref.depth == 0:
            law_text.print_law(ed, law)
        else:
            law_text.print_section(ed, law, ref)
        if elections:
            from director.regulator.render import election_lines

            for line in election_lines(profile, elections, "Regulating Authority elections"):
                sys.stdout.write(line + "\n")

    _emit(fmt, data, show)


def _print_outline(ed: Edition, law: Law, elected: list[str]) -> None:
    """``director law N``: the Law's outline on one screen, the sections the table's
    choices turn on marked; the regulator's elections named on one line."""
    from director.catalog.brief import brief
    from director.catalog.outline import cited, outline
    from director.render import law_text
    from director.render.console import console

    out = console()
    room = law_text.outline_room(ed, law, out.height) - bool(elected)
    marks = frozenset(cited(brief(ed, law)))
    law_text.print_outline(ed, outline(law, room, marks))
    if elected:
        from rich.text import Text

        names = ", ".join(dict.fromkeys(elected))
        line = Text(f"Regulator's elections on this Law: {names} (--full lists them)")
        line.no_wrap, line.overflow = True, "ellipsis"
        out.print(line, style="dim")


def _emit_brief(ed: Edition, text: str, fmt: str) -> None:
    from director.catalog.brief import brief
    from director.render import law_json, law_text

    law, _section, _ref = ed.resolve(text)
    b = brief(ed, law)
    _emit(fmt, lambda: law_json.brief(ed, b), lambda: law_text.print_brief(ed, b))


def _emit_search(ed: Edition, query: str, limit: int, fmt: str) -> None:
    """The hits; with none, the catalog's words nearest the query's, and exit code 1."""
    from director.catalog.search import search, suggestions
    from director.render import law_json, law_text

    hits = search(ed, query, limit)
    near = [] if hits else suggestions(ed, query)
    _emit(
        fmt,
        lambda: law_json.search(ed, query, hits, near),
        lambda: law_text.print_search(ed, query, hits, near),
    )
    if not hits:
        raise SystemExit(1)


def _emit_list(ed: Edition, fmt: str) -> None:
    from director.render import law_json, law_text

    _emit(fmt, lambda: law_json.listing(ed), lambda: law_text.print_list(ed))


def _emit_compare(ed: Edition, text: str, fmt: str) -> None:
    from director.catalog.catalog import get_edition
    from director.catalog.compare import compare, partner_edition
    from director.render import law_compare

    _law, _section, ref = ed.resolve(text)
    c = compare(ed, get_edition(partner_edition(ed.id)), ref)
    _emit(fmt, lambda: law_compare.compare_json(c), lambda: law_compare.print_compare(c))
