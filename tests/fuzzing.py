"""Fuzz targets and input strategies shared by the fast slice in the test suite
(``tests/test_fuzz_slice.py``) and the long run (``benchmarks/fuzz.py``).

Every target states the contract for any input at all: the result is correct or the
failure is one of the project's own errors (a :class:`~director.errors.DirectorError`,
reported as one line and exit 2 at the command line) — never another exception, and the
review never reports an internal error (REC099) for a board.

Inputs are random text and, structure-aware, mutations of real records (the MIT and
copyright-free files in ``tests/data``), of the example incidents, and of legal auctions
and plays on one deal, with every question the engine asks answered at random.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from director.engine.table import Table
from director.errors import DirectorError
from director.formats.lin import read_lin
from director.formats.pbn import read_pbn
from director.formats.text import read_text
from director.model import Deal, Seat, Vulnerability
from director.record.incident import loads_incident, parse_notation
from director.review.board import review_record

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
EXAMPLES = sorted((ROOT / "examples" / "incidents").glob("*.yaml"))
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
HANDS = {
    Seat.NORTH: "AKQ2.J54.T98.432",
    Seat.EAST: "JT98.AKQ.765.AK5",
    Seat.SOUTH: "7654.T98.AKQ.QJ6",
    Seat.WEST: "3.7632.J432.T987",
}
_CARDS = {
    seat: [s + r for s, ranks in zip("SHDC", hand.split("."), strict=True) for r in ranks]
    for seat, hand in HANDS.items()
}
ALL_CARDS = [c for cards in _CARDS.values() for c in cards]
CALLS = ["P", "X", "XX", "AP"] + [f"{n}{s}" for n in range(1, 8) for s in ("C", "D", "H", "S", "NT")]
PLAY_ACTS = [
    "expose", "lead", "facedown", "revoke", "retract", "correct", "simultaneous", "fifth",
    "supply", "dummy-plays", "named",
]  # fmt: skip
BARE_ACTS = ["claim:all", "claim:3", "concede:2", "dummy-warns", "dummy-asks",
             "dummy-attention", "dummy-breach:look", "omit", "change:P", "change:2H"]  # fmt: skip


def _real(name: str) -> str:
    return read_text(DATA / name)[0]


def pbn_sources() -> list[str]:
    return [_real("forrestrice__bridge-bots/sample.pbn"), _real("timheilman__bridge-pbn/correct_10.pbn")]


def lin_sources() -> list[str]:
    vugraph = _real("forrestrice__bridge-bots/usbf_sf_14502.lin").splitlines(True)
    return [_real("forrestrice__bridge-bots/sample.lin"), "".join(vugraph[:40])]


def incident_sources() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in EXAMPLES]


# -- mutation --------------------------------------------------------------------------


@st.composite
def mutated(draw: st.DrawFn, sources: list[str], pieces: list[str]) -> str:
    """A real text with a few cuts, insertions, deletions and swaps of its tokens."""
    text = draw(st.sampled_from(sources))
    words = text.replace("|", " | ").split(" ") if "|" in text else text.split(" ")
    for _ in range(draw(st.integers(1, 6))):
        if not words:
            words = [""]
        at = draw(st.integers(0, len(words) - 1))
        kind = draw(st.sampled_from(["insert", "delete", "replace", "swap", "cut"]))
        if kind == "insert":
            words.insert(at, draw(st.sampled_from(pieces)))
        elif kind == "delete":
            del words[at]
        elif kind == "replace":
            words[at] = draw(st.sampled_from(pieces))
        elif kind == "swap":
            other = draw(st.integers(0, len(words) - 1))
            words[at], words[other] = words[other], words[at]
        else:
            words = words[:at]
    joined = " ".join(words)
    return joined.replace(" | ", "|") if "|" in text else joined


PBN_PIECES = [
    "[", "]", "{", "}", '"', ";", "\n", "\n\n", "^I", "^S", "^R", "^L", "=1=", "*", "+", "-",
    "AP", "Pass", "X", "XX", "1NT", "7S", "8H", "SA", "H2", "C7", '[Play "W"]', '[Auction "S"]',
    '[Contract "4HX"]', '[Result "13"]', '[Result "0"]', '[Declarer "E"]', '[Board "0"]',
    '[Deal "N:AKQ... - - -"]', f'[Deal "{DEAL}"]', "Z" * 200,
]  # fmt: skip
LIN_PIECES = [
    "|", "pc|SA|", "pc|H2|", "mb|p|", "mb|1S|", "mb|d|", "mb|r|", "mb|8N|", "mc|13|", "mc|0|",
    "mc|99|", "md|3|", "md|0S2|", "ah|Board 0|", "ah|Board 1|", "sv|b|", "qx|o1|", "pg||",
    "an|x|", "rh||", "st||", "Z" * 200,
]  # fmt: skip
YAML_PIECES = [
    "\n", "- N: 1H\n", "  - E: X\n", "  - W: claim:all\n", "deal: x\n", "board: 0\n",
    "board: -7\n", "dealer: Q\n", "answers:\n", "  - accept: maybe\n", "{", "[", "]", "}", ":",
    "'", '"', "&a", "*a", "!!python/object", "\t", "events: 7\n",
]  # fmt: skip


# -- notation on the example deal ------------------------------------------------------


@st.composite
def notation(draw: st.DrawFn) -> str:
    """A compact-notation incident: a short auction (legal or not), then plays and acts,
    mostly cards the player holds, in turn or not."""
    tokens: list[str] = []
    seats = "NESW"
    for _ in range(draw(st.integers(0, 10))):
        call = draw(st.sampled_from(CALLS[:4] + CALLS[4:14]))
        if draw(st.integers(0, 3)) == 0:
            call = f"{draw(st.sampled_from(seats))}:{call}"
        tokens.append(call)
    if draw(st.booleans()):
        tokens.append("AP")
    for _ in range(draw(st.integers(0, 30))):
        seat = draw(st.sampled_from(list(Seat)))
        roll = draw(st.integers(0, 9))
        card = draw(st.sampled_from(_CARDS[seat] if roll < 7 else ALL_CARDS))
        if roll < 6:
            tokens.append(f"{seat.letter}:{card}")
        elif roll < 8:
            act = draw(st.sampled_from(PLAY_ACTS))
            two = {"simultaneous": ",", "dummy-plays": ":named:", "named": ":corrected:"}
            extra = f":{draw(st.sampled_from(ALL_CARDS))}" if act in two else ""
            sep = two.get(act, "")
            tokens.append(f"{seat.letter}:{act}:{card}{(sep + extra[1:]) if extra else ''}")
        else:
            tokens.append(f"{seat.letter}:{draw(st.sampled_from(BARE_ACTS))}")
    return " ".join(tokens)


def random_prompt(rng: random.Random) -> Callable[[Any, Any], Any]:
    """Answer every question the engine asks with one of its own options, at random."""

    def prompt(_ctx: Any, question: Any) -> Any:
        return rng.choice(question.options).value

    return prompt


# -- the targets -----------------------------------------------------------------------


def check_pbn(text: str) -> None:
    for record in read_pbn(text, "f.pbn"):
        codes = [f.code for f in review_record(record)]
        assert "REC099" not in codes, [f.message for f in review_record(record)]


def check_lin(text: str) -> None:
    for record in read_lin(text, "f.lin"):
        codes = [f.code for f in review_record(record)]
        assert "REC099" not in codes, [f.message for f in review_record(record)]


def check_incident(text: str) -> None:
    try:
        incident = loads_incident(text, "f.yaml")
        table = Table(incident.seat_dealer(), incident.vulnerability(), incident.parsed_deal(),
                      board=incident.board)  # fmt: skip
        table.replay(incident.parsed_events(), incident.answers)
    except DirectorError:
        pass


def check_notation(text: str, seed: int) -> None:
    try:
        events = parse_notation(text)
        table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
        ruling = table.replay(events, [], random_prompt(random.Random(seed)))
        json.loads(ruling.model_dump_json())  # the ruling renders
    except DirectorError:
        pass


TEXT = st.text(
    alphabet=st.sampled_from('[]{}";%|\n \t\\^=$!?*+-#:.0123456789ANPSXHDCWmbpcd') | st.characters(),
    max_size=300,
)
TARGETS: dict[str, tuple[Callable[..., None], Any]] = {
    "pbn-random": (check_pbn, TEXT),
    "pbn-mutated": (check_pbn, st.deferred(lambda: mutated(pbn_sources(), PBN_PIECES))),
    "lin-random": (check_lin, TEXT),
    "lin-mutated": (check_lin, st.deferred(lambda: mutated(lin_sources(), LIN_PIECES))),
    "incident-random": (check_incident, TEXT),
    "incident-mutated": (
        check_incident, st.deferred(lambda: mutated(incident_sources(), YAML_PIECES)),
    ),
    "notation": (check_notation, st.tuples(notation(), st.integers(0, 2**32))),
}
