"""The screen of LIN records (:mod:`director.review.lin_screen`): the findings it gives,
record by record, are those of the full review (:func:`~director.review.board.
review_record` of every record :func:`~director.formats.lin.iter_lin` reads), under both
editions, on every real LIN file and on damaged copies of them; and it answers for the
regular records itself (``screened``), not only by reading them in full.

The damage: cards and calls swapped, pairs dropped, doubled or moved out of order, claims
changed or added, deals broken (a card moved to another hand, the dealer digit, the case),
unknown pairs, player lists of other lengths, explanations before any call, the vugraph
header and results list changed, text before the first record and after the last, pairs
that are not pairs.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from director.formats.lin import iter_lin
from director.formats.lin_split import lin_chunks
from director.formats.text import read_text
from director.review.board import review_record
from director.review.findings import Finding
from director.review.lin_screen import lin_boards, screened
from tests.realdata import all_handrecords, handrecord

LIN_FILES = all_handrecords(".lin")
EDITIONS = ("wbf-2017", "wbf-1997")
VUGRAPH = "forrestrice__bridge-bots/usbf_sf_14502.lin"
SAMPLE = "forrestrice__bridge-bots/sample.lin"


def _full(text: str, edition: str) -> list[list[Finding]]:
    return [review_record(r, edition=edition) for r in iter_lin(text, "f.lin")]


def _screen(text: str, edition: str) -> list[list[Finding]]:
    """Each record's findings (a run of screened records, which have none, comes as one
    entry)."""
    boards = list(lin_boards(text, "f.lin", edition))
    assert all(n == 1 or not found for found, n in boards)
    return [board for found, n in boards for board in ([found] if n == 1 else [[]] * n)]


def _same(text: str) -> None:
    for edition in EDITIONS:
        assert _screen(text, edition) == _full(text, edition), edition


def _text(name: str) -> str:
    return read_text(handrecord(name))[0]


def _vugraph(tables: int = 8) -> str:
    """The header of the USBF vugraph file and its first ``tables`` tables."""
    text = _text(VUGRAPH)
    cut = [m.start() for m in re.finditer(r"qx\|", text)]
    return text[: cut[tables]] if tables < len(cut) else text


@pytest.mark.parametrize("path", LIN_FILES, ids=lambda p: p.name)
def test_every_record_of_the_real_files_is_screened_as_reviewed_in_full(path: Path) -> None:
    text, _ = read_text(path)
    _same(text)
    answered = screened(text)
    assert len(answered) == len(list(iter_lin(text))) and all(answered)  # all regular


def test_a_chunk_placed_in_the_whole_file_is_screened_as_read_in_full() -> None:
    """A --jobs chunk: its records' findings placed in the whole file (two damaged
    tables, read in full, give findings there)."""
    text = _text(VUGRAPH)
    tables = [m.start() for m in re.finditer(r"qx\|", text)]
    text = text[: tables[9]] + "zz|1|" + text[tables[9] : tables[20]] + "mb|p|" + text[tables[20] :]
    chunks = list(lin_chunks(text, 5_000))
    assert len(chunks) > 3
    found = []
    for chunk in chunks:
        full = [review_record(r) for r in iter_lin(chunk.text, "f.lin", chunk.lines())]
        boards = lin_boards(chunk.text, "f.lin", "wbf-2017", chunk.lines())
        mine = [board for found, n in boards for board in ([found] if n == 1 else [[]] * n)]
        assert mine == full
        found += [f.code for board in mine for f in board]
    assert "LIN002" in found and len(found) > 1


# -- records written by hand ---------------------------------------------------------------

# South deals, 3NT by West: the sample's board
SAMPLE_BOARD = (
    "pn|a,b,c,d|st||md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|rh||"
    "ah|Board 15|sv|n|mb|p|mb|1H|mb|2N|an|two suits|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
)
TRICKS = (
    "pc|H4|pc|H2|pc|HJ|pc|HA|pc|DA|pc|D4|pc|D3|pc|S3|pc|DJ|pc|D8|pc|D6|pc|S4|"
    "pc|DT|pc|D9|pc|D7|pc|S6|pc|D2|pc|C3|pc|DK|pc|SJ|pc|DQ|pc|C4|pc|D5|pc|S7|"
    "pc|S2|pc|H3|pc|SK|pc|SA|pc|HT|pc|HQ|pc|HK|pc|C2|pc|H5|pc|S5|pc|H9|pc|H8|"
    "pc|C5|pc|CT|pc|CA|pc|C6|pc|H7|pc|C7|pc|ST|pc|S8|pc|H6|pc|C9|pc|C8|pc|S9|"
    "pc|CQ|pc|CJ|pc|CK|pc|SQ|"
)


def _cards(n: int) -> str:
    return "".join(f"pc|{c}|" for c in re.findall(r"pc\|(\w\w)\|", TRICKS)[:n])


@pytest.mark.parametrize(
    ("what", "text", "answered"),
    [
        ("all 52 cards", SAMPLE_BOARD + TRICKS, True),
        ("a possible claim after 7 tricks", SAMPLE_BOARD + _cards(28) + "mc|9|", True),
        ("a claim in the middle of a trick", SAMPLE_BOARD + _cards(30) + "mc|9|", True),
        ("a claim with no card played", SAMPLE_BOARD + "mc|8|", True),
        ("a passed-out board", SAMPLE_BOARD.split("mb|")[0] + "mb|p|" * 4, True),
        ("LIN012/REC007 an impossible claim", SAMPLE_BOARD + _cards(28) + "mc|2|", False),
        ("REC012 the play stops, no claim", SAMPLE_BOARD + _cards(28), False),
        ("REC012 the auction stops", SAMPLE_BOARD.split("mb|p|mb|p|mb|p|")[0], False),
        ("a claim after the last card", SAMPLE_BOARD + TRICKS + "mc|9|", False),
        ("a claim before the last card", SAMPLE_BOARD + _cards(28) + "mc|9|" + _cards(4), False),
        ("LIN023 two claims", SAMPLE_BOARD + _cards(28) + "mc|9|mc|9|", False),
        ("LIN011 a bad claim", SAMPLE_BOARD + _cards(28) + "mc|14|", False),
        ("LIN024 53 cards", SAMPLE_BOARD + TRICKS + "pc|SQ|", False),
        ("LIN007 a card twice", SAMPLE_BOARD + _cards(4) + "pc|H4|", False),
        ("LIN019 cards, no contract", SAMPLE_BOARD.split("mb|")[0] + "mb|p|" + _cards(4), False),
        ("REC013 no auction", SAMPLE_BOARD.split("mb|")[0], False),
        ("LIN017 no deal", SAMPLE_BOARD.replace("md|", "xx|") + TRICKS, False),
        ("LIN002 an unknown key", SAMPLE_BOARD + "zz|1|" + TRICKS, False),
        ("LIN010 a bad vulnerability", SAMPLE_BOARD.replace("sv|n|", "sv|q|") + TRICKS, False),
        ("LIN013 an explanation first", "an|x|" + SAMPLE_BOARD + TRICKS, False),
        ("LIN014 three names", SAMPLE_BOARD.replace("a,b,c,d", "a,b,c") + TRICKS, False),
        ("LIN022 a pair after the last record", SAMPLE_BOARD + TRICKS + "pn|a,b,c,d|", False),
        ("LIN001 no closing bar", SAMPLE_BOARD + TRICKS + "pc|SQ", False),
        ("a card as D10", SAMPLE_BOARD + TRICKS.replace("DT", "D10"), False),
        ("two records", SAMPLE_BOARD + _cards(28) + "mc|9|" + SAMPLE_BOARD + TRICKS, True),
    ],
)
def test_a_record_is_answered_only_when_the_review_finds_nothing(
    what: str, text: str, answered: bool
) -> None:
    _same(text)
    found = screened(text)
    assert (bool(found) and all(found)) is answered, what
    if answered:
        assert _full(text, "wbf-2017") == [[]] * len(found)


def test_a_results_list_that_agrees_in_another_spelling_is_screened() -> None:
    text = _vugraph(4)
    entries = re.search(r"rs\|([^|]*)\|", text)
    assert entries is not None
    first = entries.group(1).split(",")[0]
    for entry, answered in ((first.lower(), True), (first.rstrip("=+-0123456789"), True),
                            ("P", False), ("7NS=", False)):  # fmt: skip
        changed = text.replace(f"rs|{first},", f"rs|{entry},", 1)
        _same(changed)
        assert screened(changed)[0] is answered, entry


# -- damaged copies of the real files --------------------------------------------------------

Damage = Callable[[list[str], random.Random], None]  # on the text split at its bars


def _values(parts: list[str], key: str) -> list[int]:
    """Where the values of ``key`` are among the parts."""
    return [i + 1 for i in range(0, len(parts) - 1, 2) if parts[i].strip().lower() == key]


def _swap(key: str) -> Damage:
    def damage(parts: list[str], rng: random.Random) -> None:
        places = _values(parts, key)
        i = rng.randrange(len(places) - 1)
        a, b = places[i], places[rng.randrange(i + 1, min(len(places), i + 9))]
        parts[a], parts[b] = parts[b], parts[a]

    return damage


def _drop(parts: list[str], rng: random.Random) -> None:
    i = 2 * rng.randrange(len(parts) // 2)
    del parts[i : i + 2]


def _double(parts: list[str], rng: random.Random) -> None:
    i = 2 * rng.randrange(len(parts) // 2)
    parts[i:i] = parts[i : i + 2]


def _move(parts: list[str], rng: random.Random) -> None:
    """A pair that is not a call or card moved elsewhere."""
    keys = ("pn", "st", "sv", "ah", "qx", "md", "rs", "vg", "mc", "an", "rh")
    places = [i for i in range(0, len(parts) - 1, 2) if parts[i].strip() in keys]
    i = rng.choice(places)
    pair = parts[i : i + 2]
    del parts[i : i + 2]
    j = 2 * rng.randrange(len(parts) // 2)
    parts[j:j] = pair


def _claim(parts: list[str], rng: random.Random) -> None:
    places = _values(parts, "mc")
    if places and rng.random() < 0.5:
        parts[rng.choice(places)] = str(rng.randrange(15))
        return
    j = rng.choice(_values(parts, "pc")) + 1
    parts[j:j] = ["mc", str(rng.randrange(14))]


def _deal(parts: list[str], rng: random.Random) -> None:
    i = rng.choice(_values(parts, "md"))
    value = parts[i]
    how = rng.randrange(5)
    if how == 0:  # a card moved to another hand
        hands = value[1:].split(",")
        a, b = rng.sample(range(3), 2)
        cards = re.findall(r"[SHDC][^SHDC]*", hands[a])
        suit = rng.choice([c for c in cards if len(c) > 1])
        hands[a] = hands[a].replace(suit, suit[0] + suit[2:], 1)
        hands[b] = hands[b].replace(suit[0], suit[:2], 1)
        value = value[0] + ",".join(hands)
    elif how == 1:
        value = rng.choice("0567x") + value[1:]
    elif how == 2:
        value = value.lower()
    elif how == 3:  # the fourth hand written out, or another left out
        hands = value[1:].split(",")
        value = value[0] + ",".join([*hands[:2], "", hands[3] or "SAKQJT98765432"])
    else:
        value = value[: rng.randrange(len(value))]
    parts[i] = value


def _unknown(parts: list[str], rng: random.Random) -> None:
    j = 2 * rng.randrange(len(parts) // 2)
    parts[j:j] = [rng.choice(("zz", "Pc", " mb", "\nxx")), rng.choice(("1", "SA", "p"))]


def _names(parts: list[str], rng: random.Random) -> None:
    i = rng.choice(_values(parts, "pn"))
    names = parts[i].split(",")
    parts[i] = ",".join(names[: rng.choice((1, 3, 5, 7))] if rng.random() < 0.5 else names * 2)


def _explain(parts: list[str], rng: random.Random) -> None:
    j = 2 * rng.randrange(len(parts) // 2)
    parts[j:j] = ["an", "a note"]


def _results(parts: list[str], rng: random.Random) -> None:
    places = _values(parts, "rs") + _values(parts, "vg")
    if not places:
        return
    i = rng.choice(places)
    fields = parts[i].split(",")
    k = rng.randrange(len(fields))
    fields[k] = rng.choice(("P", "3NS=", "4HE-1", "x", "", fields[k].lower(), "7"))
    if rng.random() < 0.2:
        del fields[k]
    parts[i] = ",".join(fields)


def _edges(parts: list[str], rng: random.Random) -> None:
    """Pairs before the first record or after the last, or a bar lost."""
    how = rng.randrange(3)
    if how == 0:
        parts[0:0] = [rng.choice(("nt", "pn", "sv", "pc", "mb", "st")), "x,y,z,w"]
    elif how == 1:
        parts[-1:-1] = [rng.choice(("nt", "pn", "st", "pg", "sv", "md")), "a,b,c,d"]
    else:
        i = rng.randrange(len(parts) - 1)
        parts[i : i + 2] = [parts[i] + parts[i + 1]]


DAMAGE: dict[str, Damage] = {
    "cards swapped": _swap("pc"),
    "calls swapped": _swap("mb"),
    "a pair dropped": _drop,
    "a pair doubled": _double,
    "a pair moved": _move,
    "a claim": _claim,
    "a bad deal": _deal,
    "an unknown pair": _unknown,
    "a player list": _names,
    "an explanation": _explain,
    "the vugraph lists": _results,
    "the edges": _edges,
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_damaged_records_are_screened_as_reviewed_in_full(kind: str) -> None:
    """Damaged copies of the sample and of the vugraph file's first tables: the screen's
    findings are the full review's; some damaged records are still answered (a swap that
    keeps the play legal, a claim that is possible), others are not."""
    damage = DAMAGE[kind]
    rng = random.Random(kind)
    answered = not_answered = 0
    for source in (_text(SAMPLE), _vugraph(6)):
        for _ in range(40):
            parts = source.split("|")
            damage(parts, rng)
            text = "|".join(parts)
            _same(text)
            found = screened(text)
            answered += sum(found)
            not_answered += len(found) - sum(found) if found else 1
    assert not_answered > 0  # the damage is seen
    assert answered > 0  # and the rest of the file still screened


# -- random games ------------------------------------------------------------------------

_RANKS = "23456789TJQKA"
_LIN_ORDER = (2, 3, 0, 1)  # md's hands: South, West, North, East (seats from north)


def _lin_card(card: int) -> str:
    return "CDHS"[card // 13] + _RANKS[card % 13]


def _md(dealer: int, hands: list[list[int]], rng: random.Random) -> str:
    def hand(cards: list[int]) -> str:
        return "".join(
            s + "".join(_RANKS[c % 13] for c in sorted(cards, reverse=True) if c // 13 == k)
            for k, s in ((3, "S"), (2, "H"), (1, "D"), (0, "C"))
        )

    written = [hand(hands[seat]) for seat in _LIN_ORDER]
    if rng.random() < 0.5:
        written[3] = ""  # east's hand left out
    return f"{_LIN_ORDER.index(dealer) + 1}{','.join(written)}"


def _auction(rng: random.Random, dealer: int) -> tuple[list[str], tuple[int, int, int] | None]:
    """Legal calls (LIN spellings) and the contract: (level, strain 0-4, declarer)."""
    calls: list[str] = []
    last = -1  # 5 * (level - 1) + strain
    bidder = risk = passes = 0
    namer: dict[tuple[int, int], int] = {}
    turn = dealer
    while passes < (3 if last >= 0 else 4):
        theirs = last >= 0 and (bidder - turn) % 2 == 1  # the last bid is the other side's
        draw = rng.random()
        if draw < 0.35 and last < 34:
            last = rng.randrange(last + 1, min(35, last + 6))
            bidder, risk, passes = turn, 0, 0
            namer.setdefault((turn % 2, last % 5), turn)
            call = f"{last // 5 + 1}{'CDHSN'[last % 5]}"
        elif draw < 0.45 and risk == (0 if theirs else 1) and last >= 0:
            risk, passes = risk + 1, 0
            call = "d" if risk == 1 else "r"
        else:
            passes += 1
            call = "p"
        calls.append(rng.choice((call, call.upper(), call + "!")) if call != "p" else call)
        turn = (turn + 1) % 4
    if last < 0:
        return calls, None
    return calls, (last // 5 + 1, last % 5, namer[(bidder % 2, last % 5)])


def _random_game(rng: random.Random) -> str:
    pack = list(range(52))
    rng.shuffle(pack)
    hands = [pack[13 * s : 13 * s + 13] for s in range(4)]
    dealer = rng.randrange(4)
    calls, contract = _auction(rng, dealer)
    text = f"pn|a,b,c,d|st||md|{_md(dealer, hands, rng)}|sv|{rng.choice('onebx')}|"
    text += "".join(f"mb|{c}|" + ("an|note|" if rng.random() < 0.1 else "") for c in calls)
    if contract is None:
        return text
    _, strain, declarer = contract
    held = [set(h) for h in hands]
    leader = (declarer + 1) % 4
    stop = rng.choice((52, 52, rng.randrange(53)))
    played = 0
    for _ in range(13):
        trick: list[tuple[int, int]] = []
        for k in range(4):
            seat = (leader + k) % 4
            follow = [c for c in held[seat] if trick and c // 13 == trick[0][1] // 13]
            if rng.random() < 0.01:  # a revoke, or a card of another hand
                follow = list(range(52)) if rng.random() < 0.5 else []
            card = rng.choice(sorted(follow or held[seat]))
            held[seat].discard(card)
            trick.append((seat, card))
            if played == stop:
                return text + (f"mc|{rng.randrange(14)}|" if rng.random() < 0.9 else "")
            text += f"pc|{rng.choice((_lin_card(card), _lin_card(card).lower()))}|"
            played += 1
        top = trick[0]
        for seat, card in trick[1:]:
            higher = card // 13 == top[1] // 13 and card > top[1]
            if higher or (card // 13 == strain and top[1] // 13 != strain):  # or a ruff
                top = (seat, card)
        leader = top[0]
    return text + (f"mc|{rng.randrange(14)}|" if rng.random() < 0.1 else "")


def test_random_games_are_screened_as_reviewed_in_full() -> None:
    """Random deals, legal auctions (doubled, redoubled, passed out), plays following
    suit to any trump (now and then a revoke or a card from another hand), stopped
    anywhere with a claim of any number of tricks: most regular ones are answered."""
    rng = random.Random(33)
    answered = 0
    for _ in range(100):
        text = "".join(_random_game(rng) for _ in range(3))
        _same(text)
        answered += sum(screened(text))
    assert answered > 100


def test_a_record_the_screen_fails_on_is_read_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in the screen never loses a record (nor stops the review): the record is read
    and reviewed in full."""
    text = _text(SAMPLE) + SAMPLE_BOARD + TRICKS

    def broken(*args: object) -> bool:
        raise IndexError("a bug in the screen")

    monkeypatch.setattr("director.review.lin_screen._clean", broken)
    assert screened(text) == [False] * len(list(iter_lin(text)))
    _same(text)
