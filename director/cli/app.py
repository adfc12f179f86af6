"""The ``director`` command line.

:func:`main` first offers the arguments to the light fast paths of ``director law`` and
``director review`` (no typer, no pydantic); everything else goes through the typer app,
whose commands import their heavy modules inside their bodies.
"""

from __future__ import annotations

import os
import sys


def build_app() -> object:
    import typer

    from director import __version__
    from director.cli import law as law_cmd

    app = typer.Typer(
        name="director",
        help="A ruling assistant for contract-bridge tournament directors.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )

    def _version(value: bool) -> None:
        if value:
            typer.echo(f"director {__version__}")
            raise typer.Exit()

    @app.callback()
    def _root(
        version: bool = typer.Option(
            False, "--version", callback=_version, is_eager=True, help="Show the version."
        ),
    ) -> None:
        """A ruling assistant for contract-bridge tournament directors."""

    app.command(
        name="law",
        help=law_cmd.HELP,
        short_help="Look up a Law, list the Laws, or search them.",
        epilog=law_cmd.EXAMPLES,
    )(law_cmd.law)
    from director.cli import replay as replay_cmd
    from director.cli import rule as rule_cmd
    from director.cli import schema as schema_cmd

    app.command(
        name="rule",
        help=rule_cmd.HELP,
        short_help="Rule on an incident typed at the table.",
        epilog=rule_cmd.EXAMPLES,
    )(rule_cmd.rule)
    app.command(
        name="replay",
        help=replay_cmd.HELP,
        short_help="Rule on an incident record or one board of a file.",
    )(replay_cmd.replay)
    app.command(
        name="schema",
        help="Print the JSON Schema of an incident record or a ruling.",
        short_help="Print the JSON Schema of a record or a ruling.",
    )(schema_cmd.schema)
    from director.cli import score as score_cmd

    app.command(
        name="score",
        help=score_cmd.SCORE_HELP,
        short_help="Score a contract result, item by item.",
        epilog=score_cmd.SCORE_EXAMPLES,
        context_settings={"ignore_unknown_options": True},  # '4H by S -1' needs no quotes
    )(score_cmd.score)
    app.command(
        name="adjust",
        help=score_cmd.ADJUST_HELP,
        short_help="Compute an adjusted score (Law 12C).",
        epilog=score_cmd.ADJUST_EXAMPLES,
    )(score_cmd.adjust)
    from director.cli import log as log_cmd

    app.add_typer(
        log_cmd.build_app(),
        name="log",
        help=log_cmd.HELP,
        short_help="List, show, export and annotate logged rulings.",
    )
    from director.cli import review as review_cmd

    app.command(
        name="review",
        help=review_cmd.HELP,
        short_help="Review hand records (PBN, LIN) for irregularities.",
        epilog=review_cmd.EXAMPLES,
    )(review_cmd.review)
    from director.cli import convert as convert_cmd

    app.command(
        name="convert",
        help=convert_cmd.HELP,
        short_help="Convert records between PBN, LIN and JSON.",
        epilog=convert_cmd.EXAMPLES,
    )(convert_cmd.convert)
    from director.cli import dd as dd_cmd

    app.command(
        name="dd",
        help=dd_cmd.HELP,
        short_help="Double-dummy analysis of one board.",
        epilog=dd_cmd.EXAMPLES,
    )(dd_cmd.dd)
    from director.cli import notation as notation_cmd

    app.command(
        name="notation", help=notation_cmd.HELP, short_help="Show the compact notation of rule."
    )(notation_cmd.notation)
    return app


def main(argv: list[str] | None = None) -> None:
    """Run a command; output piped into a reader that stops early (``| head``) ends it
    quietly, as SIGPIPE ends other tools, never with a findings code or a traceback."""
    # pydantic looks for third-party plugins (package entry points in the ``pydantic``
    # group) when the first model class is built, reading every installed package's
    # metadata; the command's models take none, so the search is skipped (some 5 ms at the
    # first replay). Set by the command, for its process and those it starts; importing
    # the package leaves the environment alone. A value the user set is kept ("1",
    # "true", "__all__" or plugin names).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
    try:
        _main(argv)
        sys.stdout.flush()
    except SystemExit:
        # click, on EPIPE, wraps stdout in its PacifyFlushWrapper and exits 1: a pipe
        # closed by its reader, not a finding.
        if type(sys.stdout).__name__ == "PacifyFlushWrapper":
            _pipe_closed()
        try:
            sys.stdout.flush()
        except BrokenPipeError:
            _pipe_closed()
        raise
    except BrokenPipeError:
        _pipe_closed()


def _pipe_closed() -> None:
    import os
    import signal

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())  # nothing left to flush at exit
    raise SystemExit(128 + signal.SIGPIPE) from None


def _main(argv: list[str] | None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["law"]:
        from director.cli.law_run import fast_path

        if fast_path(args):
            return
    import os

    from director.clip import clip
    from director.errors import DirectorError

    try:
        if not _review_fast_path(args):
            build_app()(args=args, prog_name="director")  # type: ignore[operator]
    except DirectorError as e:  # bad input that reached here: one line, exit 2
        if os.environ.get("DIRECTOR_DEBUG"):
            raise
        sys.stderr.write(f"error: {clip(str(e))}\n")
        raise SystemExit(2) from None
    except BrokenPipeError:
        raise
    except Exception as e:  # a bug: say so in one line, keep the traceback for DIRECTOR_DEBUG
        if os.environ.get("DIRECTOR_DEBUG"):
            raise
        sys.stderr.write(
            f"error: internal error: {type(e).__name__}: {clip(str(e))} "
            "(set DIRECTOR_DEBUG=1 for details)\n"
        )
        raise SystemExit(2) from None


def _review_fast_path(args: list[str]) -> bool:
    """``director review`` without typer, when its arguments are the plain ones
    (:func:`~director.cli.review_run.fast_path`)."""
    if args[:1] != ["review"]:
        return False
    from director.cli.review_run import fast_path

    return fast_path(args)
