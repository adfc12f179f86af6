"""Reading PBN 2.1 files (Portable Bridge Notation): lenient, with positions.

:func:`read_pbn` returns one :class:`PbnRecord` (a :class:`HandRecord`) per game. Every
problem becomes a :class:`~director.formats.record.ParseIssue` on the record of the game
it is in, with a ``PBN0nn`` code from :mod:`director.formats.pbn_issues`; the reader
always goes on. Problems outside any game (text in a block with no tag) go to the next
game, or to the last one at the end of the file; a file with issues but no game gives a
single record with no tags that holds them. With ``strict=True`` the first issue of
severity ``error`` is raised as :class:`~director.formats.record.ReadError`.

What is read (the standard's sections in brackets):

- tags ``[Name "value"]`` anywhere on a line, several on a line or one over several
  lines (3.3); a tag given twice keeps its first value; ``#`` takes the tag's value in
  the nearest earlier game that has it, ``##text`` gives ``text`` to this game and to
  every later game that lacks the tag (4.8);
- games end at a semi-empty line (3), or at a second ``[Event]`` (with a warning);
- comments ``;`` and ``{...}`` and ``%`` lines go to ``commentary`` (2.4, 3.8);
- the auction and play sections (3.5, 3.6, 3.9): see :mod:`~director.formats.pbn_auction`
  and :mod:`~director.formats.pbn_play`; ``[Note]`` tags belong to the section they are
  in and to their game only;
- any other tag followed by data is a supplemental section (5): its text is kept in
  :attr:`PbnRecord.sections`.

A play that stops short of 13 tricks (with ``*`` or, as BBO writes it, with no marker)
while ``[Result]`` is given is read as a claim of that result; ``+`` (a play to be
continued) makes ``[Result]`` a partial result instead.
"""

from __future__ import annotations

import re
from pathlib import Path

from director.digits import small_int
from director.formats.pbn_game import Game, PbnRecord, build_record, issue_order, stamped
from director.formats.pbn_issues import PBN_CODES
from director.formats.pbn_lexer import Lines, matches, plain_run, token, unescape
from director.formats.pbn_report import Reporter
from director.formats.pbn_values import IDENTIFICATION_TAGS, KNOWN_TAGS, NO_INHERITANCE
from director.formats.record import HandRecord, ParseIssue, ReadError
from director.formats.text import read_text

__all__ = [
    "BOARD_TAGS", "NOTE_VALUE", "PBN_CODES", "PLAYED_TAGS", "PbnRecord", "omitted_message",
    "read_pbn", "read_pbn_file",
]  # fmt: skip

BOARD_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
PLAYED_TAGS = ("Auction", "Play", "Contract", "Result")  # a game that records a table's play
_SECTION_KINDS = frozenset(
    ("word", "dash", "note", "nag", "suffix", "mark", "irr", "other", "string")
)
NOTE_VALUE = re.compile(r"\s*([0-9]+)\s*:(.*)", re.DOTALL)
# The text of a supplemental section as far as it holds only section tokens (the lexer's
# ``word`` ... ``string``, each of which only extends the section): no tag, comment, stray
# bracket, ``%`` line or semi-empty line. A table of a hundred rows is one match.
_SECTION_RUN = re.compile(
    r'(?:[^\n\[\]{};"%]++|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"|%|\n(?![ \t\r\v\f]*+(?:\n|\Z)|%))*+'
)
_LOOSE_NAME = re.compile(r"[ \t\r\n\v\f]*([A-Za-z0-9_]+)[ \t\r\n\v\f]*(.*)", re.DOTALL)


def read_pbn_file(path: Path, strict: bool = False) -> list[HandRecord]:
    """Read a PBN file (UTF-8, else cp1252/Latin-1; BOM and CRLF accepted).

    :raises UnreadableFileError: when the file cannot be read.
    :raises ReadError: in strict mode, at the first error.
    """
    text, _ = read_text(path)
    return read_pbn(text, str(path), strict)


def read_pbn(
    text: str,
    source: str = "<pbn>",
    strict: bool = False,
    span: tuple[int, int] | None = None,
    *,
    lines: Lines | None = None,
    first_index: int = 1,
    inherit: bool = False,
    before: tuple[dict[str, str] | None, bool] = (None, False),
) -> list[HandRecord]:
    """Read the games of a PBN text, one record each, in file order. ``span`` reads only
    the games of ``text[start:end]`` (positions stay those of the whole text); see
    :func:`director.formats.pbn_split.split_games` for where a text can be cut. ``lines``
    (the text's :class:`Lines`) saves indexing the text again when it is read in parts;
    ``first_index`` is the index of the span's first record in the file. ``inherit``
    reads a game that omits ``[Board]``, ``[Dealer]``, ``[Vulnerable]`` or ``[Deal]``
    right after a game that has them as taking them from that game (an exporter's
    convention; PBN itself asks for ``#``, and without ``inherit`` such a run of games
    gets one ``PBN033``). ``before`` is what the reader remembers of the games before
    ``span`` for that: the tags of the last game that has the board's tags, and whether
    the game just before the span omitted them."""
    reader = _Reader(text, source, strict, span, lines, first_index)
    reader.inherit_omitted = inherit
    reader.previous, reader.in_run = before
    return reader.run()


class _Reader:
    def __init__(
        self,
        text: str,
        source: str,
        strict: bool,
        span: tuple[int, int] | None = None,
        lines: Lines | None = None,
        first_index: int = 1,
    ) -> None:
        self.text = text
        self.span = span or (0, len(text))
        self.strict = strict
        self.first_index = first_index
        self.rep = Reporter(source, lines if lines is not None else Lines(text))
        self.records: list[HandRecord] = []
        self.last_values: dict[str, str] = {}  # '#': the nearest earlier game's value
        self.defaults: dict[str, str] = {}  # '##': for every later game lacking the tag
        self.game = Game()
        self.rep.issues = self.game.issues
        self.inherit_omitted = False
        self.previous: dict[str, str] | None = None  # the game before (before the run)
        self.in_run = False  # the game before omitted the board's tags too

    def run(self) -> list[HandRecord]:
        start: int | None = self.span[0]
        while start is not None:
            start = self._read(start, self.span[1])
        self._end_game(final=True)
        return self.records

    def _read(self, start: int, stop: int) -> int | None:
        """Read the tokens from ``start``; the offset to read on from when a run of text was
        taken in one step (the rows of a supplemental section, :data:`_SECTION_RUN`, or of
        an auction or play, :func:`~director.formats.pbn_lexer.plain_run`), else ``None``."""
        for m in matches(self.text, start, stop):
            kind = m.lastgroup
            if kind == "tag":  # the commonest token, read from the match
                self._tag(m.group("name"), unescape(m.group("value")), m.start(kind))
                continue
            if kind == "end":
                break
            game = self.game
            section = game.section
            if (section == "Auction" or section == "Play") and kind in _SECTION_KINDS:
                toks = game.auction if section == "Auction" else game.play
                rows = plain_run(self.text, m.start(kind), stop)
                if rows is not None and len(rows[0]) > 1:  # the section's rows, at once
                    toks += rows[0]
                    return rows[1]
                toks.append(token(m))
                continue
            tok = token(m)
            if kind in _SECTION_KINDS:
                if section is not None and section not in IDENTIFICATION_TAGS:
                    span = game.data.setdefault(section, [tok[1], 0])
                    end = tok[1] + len(tok[2])
                    run = _SECTION_RUN.match(self.text, tok[1], stop)
                    if run is not None and run.end() > end:  # a table's rows, at once
                        span[1] = tok[1] + len(run.group().rstrip(" \t\r\v\f\n"))
                        return run.end()
                    span[1] = end
                elif not game.junk:
                    where = f"after [{section}]" if section else "outside any section"
                    self.rep.report("PBN012", tok[1], f"unexpected {tok[2]!r} {where}")
                    game.junk = True
            elif kind == "blank":
                self._end_game()
            elif kind in ("esc", "semi", "brace", "brace1"):
                if tok[0] == "brace_open":
                    self.rep.report("PBN011", tok[1], "'{' comment never closed")
                game.commentary.append(tok[3])
            elif kind == "badtag":
                self._bad_tag(tok[2], tok[1])
            else:  # stray ']' or '}'
                self.rep.report("PBN012", tok[1], f"stray {tok[2]!r}")
        return None

    # -- tags ----------------------------------------------------------------------------

    def _bad_tag(self, text: str, offset: int) -> None:
        body = text[1:]
        closed = body.endswith("]")
        if closed:
            body = body[:-1]
        m = _LOOSE_NAME.fullmatch(body)
        if m is None:
            self.rep.report("PBN001", offset, f"tag without a name: {text!r}")
            return
        name, rest = m.group(1), m.group(2).strip()
        if rest.startswith('"') and len(rest) > 1 and rest.endswith('"'):
            value, problem = rest[1:-1], "no closing ']'" if not closed else "unescaped quote"
        elif rest.startswith('"'):
            value, problem = rest[1:], "no closing quote"
        else:
            value, problem = rest, "value not in quotes"
        self.rep.report("PBN001", offset, f"malformed tag [{name}]: {problem}")
        self._tag(name, unescape(value), offset)

    def _tag(self, name: str, value: str, offset: int) -> None:
        game = self.game
        if name == "Event" and "Event" in game.tags:
            self._end_game()
            game = self.game
            self.rep.report("PBN020", offset, "a second [Event] starts a new game")
        game.junk = False
        if game.start is None:
            game.start = offset
        if name == "Note":
            if value.startswith("#"):
                self.rep.report("PBN021", offset, "[Note] may not use '#'")
            self._note(value, offset)
            return
        if name in game.tags:
            self.rep.report("PBN008", offset, f"[{name}] given twice: the second is ignored")
            game.section = None
            return
        if name not in KNOWN_TAGS:
            self.rep.report("PBN007", offset, f"unknown tag [{name}]")
        game.tags[name] = value
        game.tag_offsets[name] = offset
        game.section = name

    def _note(self, value: str, offset: int) -> None:
        game = self.game
        section = game.section if game.section in ("Auction", "Play") else "Auction"
        if game.section not in ("Auction", "Play"):
            self.rep.report("PBN027", offset, "[Note] outside the auction and play sections")
        m = NOTE_VALUE.fullmatch(value)
        number = small_int(m.group(1)) if m is not None else None
        if m is None or number is None:
            self.rep.report("PBN010", offset, f"note {value[:40]!r} is not 'number:text'")
            return
        if any(s == section and n == number for s, n, _, _ in game.notes):
            self.rep.report("PBN008", offset, f"note {number} given twice: the second is ignored")
            return
        game.notes.append((section, number, m.group(2).strip(), offset))

    def _inherit(self, game: Game) -> None:
        for name, value in [(n, v) for n, v in game.tags.items() if v.startswith("#")]:
            if name in NO_INHERITANCE:
                self.rep.report("PBN021", game.tag_offsets[name], f"[{name}] may not use '#'")
            if value.startswith("##"):
                game.tags[name] = self.defaults[name] = value[2:]
            elif value == "#":
                game.tags[name] = self.last_values.get(name, "")
        if self.defaults:
            for name in self.defaults.keys() & game.tags.keys():
                self.defaults[name] = game.tags[name]  # a later value replaces the '##' one
            for name, value in self.defaults.items():
                if name not in game.tags:
                    game.tags[name] = value
                    game.tag_offsets[name] = game.start or 0
        self._omitted(game)
        self.last_values.update(game.tags)

    def _omitted(self, game: Game) -> None:
        """A game that omits the board's tags the game before has (or the game before
        the run of such games): read them from it (``inherit``), else one ``PBN033`` at
        the first game of each run of such games."""
        before = self.previous
        played = any(t in game.tags for t in PLAYED_TAGS)
        missing = tuple(
            t
            for t in BOARD_TAGS
            if played and before and t not in game.tags and before.get(t, "").strip("? ")
        )
        if "Deal" not in missing or "Board" not in missing:
            missing = ()  # a board or deal of its own: not the same board at another table
        in_run, self.in_run = self.in_run, bool(missing)
        if not missing or before is None:
            self.previous = game.tags
            return
        if self.inherit_omitted:
            for name in missing:
                game.tags[name] = before[name]
                game.tag_offsets[name] = game.start or 0
            return
        game.omitted = missing
        if not in_run:
            self.rep.report("PBN033", game.start or 0, omitted_message(missing))

    # -- games ---------------------------------------------------------------------------

    def _end_game(self, final: bool = False) -> None:
        game = self.game
        if game.tags or game.notes:
            self._inherit(game)
            record = build_record(self.text, self.rep, game, self.first_index + len(self.records))
            self.records.append(record)
            if self.strict:
                first = next((i for i in record.issues if i.severity == "error"), None)
                if first is not None:
                    raise ReadError(first)
            self.game = Game()
        elif final and (game.issues or game.commentary) and self.records:
            last = self.records[-1]
            last.commentary.extend(game.commentary)
            last.issues.extend(stamped(game.issues, last.board))
            self._raise_first(game.issues)
        elif final and game.issues:
            record = PbnRecord(self.rep.source, self.first_index, game.issues[0].position)
            record.commentary = game.commentary
            record.issues = sorted(game.issues, key=issue_order)
            self.records.append(record)
            self._raise_first(record.issues)
        else:
            self.game = Game()
            self.game.commentary = game.commentary
            self.game.issues = game.issues
        self.rep.issues = self.game.issues

    def _raise_first(self, issues: list[ParseIssue]) -> None:
        if self.strict:
            first = next(
                (i for i in sorted(issues, key=issue_order) if i.severity == "error"), None
            )
            if first is not None:
                raise ReadError(first)


def omitted_message(missing: tuple[str, ...]) -> str:
    """``PBN033``'s message for a run of games without the board's tags ``missing`` (the
    review's screen says it in the same words)."""
    names = ", ".join(f"[{t}]" for t in missing)
    return (
        f"no {names}, which the game before has (here and in the games after it that omit "
        "them too): PBN asks for '#' to inherit them; --inherit reads them so"
    )
