"""The review's screen of PBN games: what would the full review of a game, as written, say?

Most games of a session file hold nothing to report. Reading each into a record with the
position of every call and card, then replaying it, is most of the cost of a review. The
screen reads the game's text directly, in a narrow form (one well-formed tag per line,
known tags, calls and cards in the usual spellings, ``=n=`` notes, ``!``/``?`` suffixes,
a final ``*``, ``%`` escape lines outside the auction and play, the rows of table
sections such as ``[ScoreTable]``), replays it with the same integer replay as the quick
path (:mod:`director.review.quick`) and answers only when it knows everything the full
review of that game would report: no reader issue other than the three known defects of
archive exports below, a regular complete auction matching ``[Contract]``/``[Declarer]``,
every card held and played in turn and following suit, tricks matching ``[Result]`` (or a
claim that is possible), a ``[Score]`` that agrees with Law 77, a complete and valid deal
(or none in a game of tables only), a board finished (no REC012, "not completed") and
played (no REC013). Its tables it hands to the review (:class:`Tables`), which checks
them as it checks a record's (REC008, and the file's totals, REC009).

The known defects, each reported in the reader's words and at the reader's place:

- ``PBN031``: the auction disagrees with the tags in a way
  :func:`~director.formats.pbn_reconcile.explain` explains (opening passes left out, the
  contract tag without its final double); the reconciled auction is then the one checked;
- ``PBN032``: a play row written from another seat than the section's column order,
  read by the deal as the reader reads it;
- ``PBN033``: a table without the board's tags after a game with them (the reader's
  memory of the games before is passed from game to game as :class:`Before`; with
  ``--inherit`` the tags are taken from that game instead).

Anything outside that form - a comment, an irregularity token, a NAG, a placeholder, a
side result, an unknown tag, a duplicate - gives ``None`` and the game is read and
reviewed in full. An answer is never a guess: tests screen every game of the real files
and of damaged copies of them and compare with the full review.
"""

import functools
from typing import NamedTuple

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn import BOARD_TAGS, PLAYED_TAGS, omitted_message
from director.formats.pbn_reconcile import Reconciled, explain
from director.formats.pbn_values import parse_contract
from director.model.board import Vulnerability
from director.model.seat import Seat
from director.review.quick import auction_outcome, contract_text
from director.review.screen_replay import Replay, hands_of
from director.review.screen_text import NotClean, seat_of
from director.review.stated_score import score_mismatch

__all__ = ["NO_MEMORY", "Before", "Screened", "Tables", "clean_game", "screen_game", "screen_open"]


class Before(NamedTuple):  # a tuple: made for every game, faster than a dataclass
    """What the reader remembers of the games before one (see ``_omitted`` in
    :mod:`director.formats.pbn`): the tags of the last game that did not omit the board's
    tags, and whether the game just before omitted them (a run of such games)."""

    previous: dict[str, str] | None = None
    in_run: bool = False


# the screen makes these tuples for every game with tuple.__new__ (no NamedTuple __new__
# taking its arguments by name: a third of their cost), their fields in order (a test
# checks the order of each)
_new = tuple.__new__
NO_MEMORY = Before()
"""The reader's memory before the first game (one tuple for every file)."""


class Tables(NamedTuple):
    """A screened game's table sections (``[ScoreTable]``, say), for the review to check
    as it checks a record's: the offset of each section's first row and its rows as
    written (the reader keeps each row stripped); the game's tags (the tables' columns),
    vulnerability and first tag's offset (where a record's findings are placed)."""

    sections: dict[str, tuple[int, str]]
    tags: dict[str, str]
    vulnerable: Vulnerability | None
    start: int


class Screened(NamedTuple):  # a tuple: made for every game, faster than a dataclass
    """What the full review of a screened game reports: its reader issues (``PBN028``,
    ``PBN031``-``PBN033``, as ``(code, offset, message)`` in file order), then the checks
    of its ``tables`` (``None``: none), then its record checks (a result the play
    contradicts by an impossible claim: ``REC005``, ``REC007``, as ``(code, offset,
    message, event)``), nothing else; the board as named by ``[Board]`` (``None``: by its
    order in the file); ``after``, the reader's memory for the next game; ``depends``,
    whether the game needs that memory of the game before it (a table with neither
    ``[Board]`` nor ``[Deal]``)."""

    issues: list[tuple[str, int, str]]
    checks: list[tuple[str, int, str, str | None]]
    board: str | None
    after: Before
    depends: bool
    tables: Tables | None = None


def clean_game(text: str, start: int, end: int) -> bool:
    """Whether the PBN game in ``text[start:end]`` (between two blank lines), read alone,
    would give no finding at all in a full review. ``False`` means "not sure", never "has
    findings"."""
    game = screen_game(text, start, end, Before())
    return game is not None and not game.issues and not game.checks and game.tables is None


def screen_game(
    text: str, start: int, end: int, before: Before | None, inherit: bool = False
) -> Screened | None:
    """What the full review of the PBN game in ``text[start:end]`` reports, when the game
    is in the screen's form and has nothing to report but the known defects; ``None``
    means "not sure". ``before`` is the reader's memory of the games before (``None``:
    not known, so a game that needs it is not screened); ``inherit`` as in
    :func:`~director.formats.pbn.read_pbn`."""
    try:
        return _Game(text, start, end).screen(before, inherit)
    except (NotClean, DirectorError, ValueError, KeyError, IndexError):
        return None


def screen_open(
    text: str, start: int, stop: int, before: Before | None, inherit: bool = False
) -> tuple[Screened | None, int]:
    """:func:`screen_game` of the game that starts at ``start`` (a chunk's start, as
    :func:`~director.formats.pbn_split.game_chunks` cuts ``text[:stop]``), its end found
    as it is read (no split of the text into games first, which would be a second pass
    over it), and where the game ends (its chunk's end). The end is -1 when reading the
    game's text stopped (outside the screen's form), whether or not its end had been
    found: the caller then cuts the game as the split would and screens it again within
    that (the rare game on the full review's road reads its text twice)."""
    try:
        game = _Game(text, start, stop, True)
    except (NotClean, DirectorError, ValueError, KeyError, IndexError):
        return None, -1
    try:
        return game.screen(before, inherit), game.end
    except (NotClean, DirectorError, ValueError, KeyError, IndexError):
        return None, game.end


# the tags the screen reads the values of (after the reader's memory has filled in any)
_READ = ("Deal", "Dealer", "Declarer", "Vulnerable", "Result", "Contract", "Board")
# a game with none of these but tables is a game of tables only, nothing of it played: its
# verdict is known at once (see _Game.tables_only)
_PLAYING = frozenset((*_READ, *PLAYED_TAGS, "Score"))
# a game with tables and a board's tags but none of these, its declarer, contract, result
# and score unknown, was not played: its verdict needs only its board's tags (see
# _Game.unplayed)
_PLAYED = frozenset(("Auction", "Play"))


class _Game(Replay):
    """A game screened: its text read, its auction and play replayed, and the verdict."""

    __slots__ = ("checks", "omitted")

    def __init__(self, text: str, start: int, end: int, open_end: bool = False) -> None:
        Replay.__init__(self, text, start, end, open_end)
        self.omitted: tuple[str, ...] = ()
        self.checks: list[tuple[str, int, str, str | None]] = []

    def _before(self, before: Before | None, inherit: bool) -> tuple[Before, bool]:
        """The reader's handling of a game that omits the board's tags the game before has
        (``PBN033`` once per run, or the tags taken from it with ``inherit``): the memory
        for the next game, and whether this one needed the memory."""
        tags = self.tags
        depends = "Deal" not in tags and "Board" not in tags
        depends = depends and not tags.keys().isdisjoint(PLAYED_TAGS)
        if not depends:
            return _new(Before, (tags, False)), False
        if before is None:
            raise NotClean
        previous = before.previous
        missing: tuple[str, ...] = ()
        if previous:
            missing = tuple(
                t for t in BOARD_TAGS if t not in tags and previous.get(t, "").strip("? ")
            )
        if "Deal" not in missing or "Board" not in missing or previous is None:
            return _new(Before, (tags, False)), True
        if inherit:
            for name in missing:
                tags[name] = previous[name]
        else:
            self.omitted = missing
            if not before.in_run:
                self.issues.append(("PBN033", self.start, omitted_message(missing)))
        return _new(Before, (previous, True)), True

    def screen(self, before: Before | None, inherit: bool) -> Screened | None:
        if not self.tags:
            return None
        if self.rows:
            if self.tags.keys().isdisjoint(_PLAYING):
                return self.tables_only()
            if _PLAYED.isdisjoint(self.tags) and ("Deal" in self.tags or "Board" in self.tags):
                values = self.values(_READ)
                if _unplayed(values, self.tags.get("Score")):
                    return self.unplayed(values)
        after, depends = self._before(before, inherit)
        values = self.values(_READ)
        deal, dealer_value, declarer_value, vulnerable, result, contract_value, board = values
        hands = hands_of(deal) if deal is not None else None
        if hands is None and (deal is not None or ("Deal" not in self.omitted and not self.rows)):
            return None  # no deal: a game of tables only (REC002 unless so), else PBN033's
        dealer = seat_of(dealer_value)
        declarer_tag = seat_of(declarer_value)
        vul = _vulnerability(vulnerable) if vulnerable is not None else None
        tricks_stated = small_int(result, 2) if result is not None else None
        if result is not None and (tricks_stated is None or tricks_stated > 13):
            return None
        contract = None
        if contract_value is not None:
            parsed = parse_contract(contract_value)
            if parsed is None:
                return None
            contract = parsed.text
        first = self.section_seat("Auction") if "Auction" in self.tags else None
        first = dealer if first is None else first
        if self.auction and "Auction" in self.tags:
            if first is None:
                raise NotClean
            if dealer is None:
                if "Dealer" not in self.omitted:
                    return None  # PBN022: the dealer taken from the auction
                dealer = first
            elif first != dealer:
                return None
        calls = self._calls(first)
        reached = contract not in (None, "Pass")  # a contract the board was played in
        if calls:
            assert dealer is not None
            outcome = auction_outcome(calls, dealer)
            if outcome is None:
                return None
            level, strain, risk, declarer, passed_out = outcome
            reached = not passed_out
            if passed_out:
                if "Play" in self.tags or contract not in (None, "Pass"):
                    return None
            else:
                written = contract_text(level, strain, risk)
                if contract is not None and (written != contract or declarer_tag != declarer):
                    calls, contract = self._reconcile(calls, contract, declarer_tag)
                    outcome = auction_outcome(calls, dealer)
                    if outcome is None or outcome[4]:
                        return None
                    level, strain, risk, declarer, _ = outcome
                    if contract_text(level, strain, risk) != contract:
                        return None
                # a [Contract] without [Declarer] is a mismatch for the reader (PBN029)
                if declarer_tag != declarer and (declarer_tag is not None or contract):
                    return None
                if "Play" in self.tags:
                    trump = None if strain == 4 else strain
                    # the claim check (REC007) takes the trump from [Contract]
                    check_claim = contract is not None or declarer_tag is None
                    tricks = self._play(hands, declarer, trump, tricks_stated, check_claim)
                    if tricks is None or (tricks < 0 and not self.ended):
                        return None  # tricks < 0: the play stops short, no claim (REC012)
                    stated = tricks_stated if tricks_stated is not None else tricks
                    wrong = 0 <= tricks != stated
                    if wrong and not self._wrong_result(tricks, stated, contract, declarer_tag):
                        return None
        elif "Play" in self.tags:
            return None
        score = self.tags.get("Score")
        score = score.strip() or None if score is not None else None
        if tricks_stated is None and score is None:
            # REC012: a contract with no result (a short play is caught in _play)
            if reached and "Play" not in self.tags:
                return None
            # REC013: nothing played at all (a game of tables only is checked by them)
            if not calls and contract is None and declarer_tag is None and not self.rows:
                return None
        if hands is None and "Deal" not in self.omitted:  # REC002 unless nothing is played
            unplayed = tricks_stated is None and score is None and not calls
            if not unplayed or contract is not None or declarer_tag is not None:
                return None
        if score is not None:
            seat = Seat(declarer_tag) if declarer_tag is not None else None
            if score_mismatch(score, contract, seat, tricks_stated, vul) is not None:
                return None
        if not self._notes_resolve():
            return None
        if len(self.issues) > 1:
            self.issues.sort(key=lambda issue: issue[1])
        rows = self.rows
        tables = _new(Tables, (rows, self.tags, vul, self.start)) if rows else None
        return _new(Screened, (self.issues, self.checks, board, after, depends, tables))

    def tables_only(self) -> Screened:
        """:meth:`screen` of a game of tables only, with no tag of a board or of its play
        (Ruter's file of a teams match, say): its verdict as the steps of :meth:`screen`
        give it, at once (no deal, auction, play or score to read, no note to resolve,
        the game standing alone: nothing of the games before is needed)."""
        tags = self.tags
        tables = _new(Tables, (self.rows, tags, None, self.start))
        after = _new(Before, (tags, False))
        return _new(Screened, (self.issues, self.checks, None, after, False, tables))

    def unplayed(self, values: list[str | None]) -> Screened | None:
        """:meth:`screen` of a game with tables that was not played (:func:`_unplayed`; a
        Ruter pairs file's every game, say), ``values`` its tags' of ``_READ``: its verdict
        as the steps of :meth:`screen` give it, at once. Nothing to replay or check but its
        deal, dealer and vulnerability as written (a missing deal is no finding: nothing was
        played), no note to resolve, no memory of the games before needed."""
        deal, dealer, _, vulnerable, _, _, board = values
        if deal is not None and hands_of(deal) is None:
            return None
        seat_of(dealer)  # a seat, if known (else NotClean)
        vul = _vulnerability(vulnerable) if vulnerable is not None else None
        tags = self.tags
        tables = _new(Tables, (self.rows, tags, vul, self.start))
        after = _new(Before, (tags, False))
        return _new(Screened, (self.issues, self.checks, board, after, False, tables))

    def _wrong_result(
        self, tricks: int, result: int, contract: str | None, declarer: int | None
    ) -> bool:
        """A ``[Result]`` the play contradicts, reported as the full review reports it:
        after 13 tricks the reader's ``PBN028`` (the review then adds nothing); after a
        play ended by ``*`` short of 13 tricks, a claim of the result that is impossible
        (``REC005`` with the tricks the claim can give, ``REC007``). ``False`` for any
        other case (left to the full review)."""
        if declarer is None:
            return False
        if self.complete == 13:
            message = f"[Result] says {result} tricks, declarer won {self.won} in the play"
            self.issues.append(("PBN028", self.offset("Result"), message))
            return True
        if contract is None or self.star < 0:
            return False
        message = f"the play gives declarer {tricks} tricks, the Result tag says {result}"
        self.checks.append(("REC005", self.start, message, None))
        remaining = 13 - self.complete
        message = (
            f"claim of {result} tricks in all is impossible after {self.complete} tricks "
            f"({self.won} won by declarer's side, {remaining} to play)"
        )
        self.checks.append(("REC007", self.star, message, f"claim after card {self.cards}"))
        return True

    def _reconcile(
        self, calls: list[tuple[int, str]], contract: str, declarer: int | None
    ) -> tuple[list[tuple[int, str]], str]:
        """The auction and contract as the reader reconciles them with the tags (one
        ``PBN031``); else the reader's ``PBN029``, which the screen leaves to it."""
        found = explain(calls, contract, declarer) if declarer is not None else None
        if found is None:
            raise NotClean
        assert declarer is not None
        passes, reached, doubled = found
        message = Reconciled([], passes, reached, Seat(declarer), doubled).message
        self.issues.append(("PBN031", self.offset("Auction"), message))
        first = calls[0][0]
        opening = [((first + k) % 4, "P") for k in range(passes)]
        return opening + [((s + passes) % 4, t) for s, t in calls], reached

    def _notes_resolve(self) -> bool:
        """Every ``=n=`` has its ``[Note]`` (in its own section, else the other one)."""
        if not self.refs:
            return True
        notes = self.notes
        both = notes.get("Auction", set()) | notes.get("Play", set())
        return both.issuperset(self.refs)


def _unplayed(values: list[str | None], score: str | None) -> bool:
    """Whether a game with tables, no auction or play and ``[Deal]`` or ``[Board]`` (so
    needing nothing of the games before) was not played: its declarer, result and
    contract unknown (``values`` its tags' of ``_READ``) and no ``score`` stated."""
    _, _, declarer, _, result, contract, _ = values
    if declarer is not None or result is not None or contract is not None:
        return False
    return score is None or not score.strip()


@functools.lru_cache(maxsize=64)
def _vulnerability(text: str) -> Vulnerability:
    try:
        return Vulnerability.parse(text)
    except DirectorError:
        raise NotClean from None
