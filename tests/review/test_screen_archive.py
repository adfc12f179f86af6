"""The screen on archive exports (issue 15): games with the known defects of
example3.pbn - auctions without the dealer's opening passes (``PBN031``), play rows not
in column order (``PBN032``), second tables without the board's tags (``PBN033``) - are
screened with those findings, and reviewing a text game by game gives exactly what
reading and reviewing the whole text gives, with and without ``--inherit``, on runs of
the file's games damaged in the ways that matter here."""

import random
from functools import cache

import pytest

from director.formats.pbn import read_pbn
from director.formats.pbn_split import game_chunks
from director.formats.text import read_text
from director.review.board import review_record
from director.review.findings import Finding
from director.review.pbn_review import review_pbn
from director.review.screen import Before, screen_game
from tests.realdata import handrecord


@cache
def games() -> list[str]:
    """The first 400 games of example3.pbn (200 boards, two tables each)."""
    text, _ = read_text(handrecord("dominicprice__endplay/example3.pbn"))
    return [text[a:b].strip("\n") for a, b in (game_chunks(text) or [])[:400]]


def _whole(text: str, inherit: bool) -> tuple[list[Finding], int]:
    records = read_pbn(text, "f.pbn", inherit=inherit)
    return [f for r in records for f in review_record(r)], len(records)


def _damaged(game: str, rng: random.Random) -> str:
    """One edit: another result, a board tag (or all of them) dropped or blanked, the dealer or declarer moved, a card
    or a call swapped, a play row rotated, '*' dropped, a line of junk or a comment."""
    lines = game.split("\n")
    i = rng.randrange(len(lines))
    kind = rng.randrange(10)
    if kind == 9:  # another result: the play (or a claim) contradicts it, or not
        lines = [
            f'[Result "{rng.randint(0, 13)}"]' if line.startswith("[Result") else line
            for line in lines
        ]
    elif kind == 8:  # a first table without its board's tags too: a run of two such games
        lines = [line for line in lines if not line.startswith(("[Board", "[Deal", "[Dealer"))]
    elif kind == 0 and lines[i].startswith("["):
        del lines[i]
    elif kind == 1 and lines[i].startswith("["):
        name = lines[i][1:].split(" ")[0]
        lines[i] = f'[{name} "{rng.choice(["", "?", "N", "E", "3NT", "10", "#"])}"]'
    elif kind == 2:
        words = lines[i].split(" ")
        rng.shuffle(words)
        lines[i] = " ".join(words)
    elif kind == 3 and not lines[i].startswith("["):
        words = lines[i].split(" ")
        k = rng.randrange(1, 4)
        lines[i] = " ".join(words[k:] + words[:k])
    elif kind == 4:
        lines = [line for line in lines if line != "*"]
    elif kind == 5:
        lines.insert(i, rng.choice(["junk", "; a comment", "% header", "- S2", "^R", "=1="]))
    elif kind == 6:
        lines.insert(i, rng.choice(['[Dealer "S"]', '[Board "7"]', '[Deal "N:- - - -"]']))
    else:
        lines[i] = lines[i].replace("P", rng.choice(["X", "1C", "Pass Pass"]), 1)
    return "\n".join(lines)


def _session(rng: random.Random) -> str:
    """Two to eight consecutive games from a first table, a quarter of them damaged,
    now and then a stretch of text with no tag between them or at the end."""
    start = rng.randrange(0, len(games()) - 8, 2)
    chosen = games()[start : start + rng.randint(2, 8)]
    parts = []
    for game in chosen:
        parts.append(_damaged(game, rng) if rng.random() < 0.25 else game)
        if rng.random() < 0.08:
            parts.append(rng.choice(["junk", "; note", "[Board", "%"]))
    return "\n\n".join(parts) + rng.choice(["", "\n", "\n\njunk\n"])


@pytest.mark.parametrize("inherit", [False, True], ids=["as-written", "inherit"])
def test_game_by_game_is_the_whole_text_on_damaged_archive_runs(inherit: bool) -> None:
    rng = random.Random(15)
    with_findings = 0
    for _ in range(150):
        text = _session(rng)
        assert review_pbn(text, "f.pbn", inherit=inherit) == _whole(text, inherit), text
        before: Before | None = Before()
        for a, b in game_chunks(text) or []:
            screened = screen_game(text, a, b, before, inherit)
            before = screened.after if screened is not None else None
            with_findings += screened is not None and bool(screened.issues)
    assert with_findings >= 300  # the screen does report the archive's defects


def test_each_known_defect_is_screened_with_the_readers_finding() -> None:
    """A first table (opening passes left out, a row out of column order) and its second
    table (no board tags): all three screened, with the full review's findings."""
    at = next(
        i
        for i in range(2, len(games()), 2)
        if _codes(games()[i]) == {"PBN031", "PBN032"}
        and _codes(games()[i] + "\n\n" + games()[i + 1]) == {"PBN031", "PBN032", "PBN033"}
    )
    first, second = games()[at], games()[at + 1]
    text = first + "\n\n" + second
    before: Before | None = Before()
    codes = []
    for a, b in game_chunks(text) or []:
        screened = screen_game(text, a, b, before)
        assert screened is not None
        before = screened.after
        codes += [code for code, _, _ in screened.issues]
    assert {"PBN031", "PBN032", "PBN033"} <= set(codes)
    assert review_pbn(text, "f.pbn") == _whole(text, False)


def test_a_table_without_board_tags_is_not_screened_when_the_game_before_is_not_known() -> None:
    second = games()[1]
    assert "[Deal" not in second
    assert screen_game(second, 0, len(second), None) is None
    assert screen_game(second, 0, len(second), Before()) is None  # read alone: REC002


def _codes(game: str) -> set[str]:
    return {f.code for f in _whole(game, False)[0]}
