"""What happened at the table, event by event, each with the player who did it."""

from __future__ import annotations

import dataclasses
import re

from director.digits import small_int
from director.errors import DirectorError, InvalidCallError, InvalidCardError
from director.model.call import Call, Pass, parse_call
from director.model.card import Card
from director.model.seat import Seat

__all__ = [
    "MAX_EVENTS",
    "CallEvent",
    "ClaimEvent",
    "CorrectEvent",
    "Event",
    "ExposeEvent",
    "InfoEvent",
    "InvalidEventError",
    "PlayActEvent",
    "PlayEvent",
    "RetractEvent",
    "RevokedEvent",
    "check_length",
    "parse_action",
]


class InvalidEventError(DirectorError, ValueError):
    """An event that cannot be read; the message names the event number."""


MAX_EVENTS = 1000
"""The most events one incident may hold. No real deal comes near it: the longest legal
auction has 319 calls and the play 52 cards, with a few irregular calls and acts
(exposures, claims, retractions) besides. A longer incident is refused at once, before
anything is replayed, so that no input, however long, keeps the tool busy."""


def check_length(count: int, what: str = "the incident") -> None:
    """Refuse an incident of more than :data:`MAX_EVENTS` events.

    :raises InvalidEventError: stating the count and the limit.
    """
    if count > MAX_EVENTS:
        raise InvalidEventError(
            f"{what} has {count:,} events; no deal has more than {MAX_EVENTS:,} (a legal "
            "auction has at most 319 calls and the play 52 cards)"
        )


@dataclasses.dataclass(frozen=True)
class CallEvent:
    """A call. ``seat`` is ``None`` when the record leaves it to the turn (compact notation).

    ``change`` marks a call that replaces the same player's previous call (Law 25);
    ``misinformed`` a change because of misinformation from an opponent (Law 21B, with
    ``change``); ``questioned`` a call the opponents say may have been suggested by
    unauthorised information from partner (Law 16B: it joins the auction like any call);
    ``simultaneous`` a call made at the same moment as the previous one (Law
    33); ``wrong_board`` no call but the finding that the player held the cards of another
    board (Law 15A; ``call`` is then a placeholder pass).
    """

    index: int
    seat: Seat | None
    call: Call
    change: bool = False
    simultaneous: bool = False
    all_pass: bool = False
    misinformed: bool = False
    wrong_board: bool = False
    questioned: bool = False

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        if self.all_pass:
            return f"{who}AP"
        if self.wrong_board:
            return f"{who}wrong-board"
        tag = (
            "misinformed:"
            if self.misinformed
            else "change:"
            if self.change
            else "simultaneous:"
            if self.simultaneous
            else "questioned:"
            if self.questioned
            else ""
        )
        return f"{who}{tag}{self.call}"


@dataclasses.dataclass(frozen=True)
class ExposeEvent:
    """Cards exposed during the auction (Law 24); ``led`` when a card was led prematurely."""

    index: int
    seat: Seat | None
    cards: tuple[Card, ...]
    led: bool = False

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        verb = "lead" if self.led else "expose"
        return f"{who}{verb}:{','.join(map(str, self.cards))}"


@dataclasses.dataclass(frozen=True)
class PlayEvent:
    """A card led or played in the play period. ``face_down`` marks an opening lead made
    face down (Law 41A); ``revoke`` marks a card the record says was a revoke (for records
    without the hands); ``simultaneous`` a card played at the same moment as the previous
    one (Law 58A); ``questioned`` a card the opponents say may have been suggested by
    unauthorised information from partner (Law 16B)."""

    index: int
    seat: Seat | None
    card: Card
    face_down: bool = False
    revoke: bool = False
    simultaneous: bool = False
    questioned: bool = False

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        tag = (
            "facedown:"
            if self.face_down
            else "revoke:"
            if self.revoke
            else "simultaneous:"
            if self.simultaneous
            else "questioned:"
            if self.questioned
            else ""
        )
        return f"{who}{tag}{self.card}"


@dataclasses.dataclass(frozen=True)
class RetractEvent:
    """A player takes back a card he played to the trick in progress (Law 47)."""

    index: int
    seat: Seat | None
    card: Card

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        return f"{who}retract:{self.card}"


@dataclasses.dataclass(frozen=True)
class CorrectEvent:
    """A revoke corrected (Law 62): the offender substitutes ``card`` for his revoke card."""

    index: int
    seat: Seat | None
    card: Card

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        return f"{who}correct:{self.card}"


@dataclasses.dataclass(frozen=True)
class RevokedEvent:
    """A revoke stated by the director without the cards (``W:revoked:4:won:E:after:2:made:7``):
    it stands for the whole play, found at its end. ``trick``: the revoke trick; ``won_by``:
    who won it; ``after``: the tricks the offending side won after it; ``made``: declarer's
    tricks as played; ``corrected``: corrected in time (62A), with the revoke card when
    known; ``by``: how it was established (``play`` 63A1, ``named`` 63A2, ``claim`` 63A3).
    A fact left out (``None``) is asked by the rule, in the Law's terms."""

    index: int
    seat: Seat | None
    trick: int
    won_by: Seat | None = None
    after: int | None = None
    made: int | None = None
    corrected: bool = False
    card: Card | None = None
    by: str = "play"

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        parts = [f"{who}revoked", str(self.trick)]
        if self.won_by is not None:
            parts += ["won", self.won_by.letter]
        if self.after is not None:
            parts += ["after", str(self.after)]
        if self.made is not None:
            parts += ["made", str(self.made)]
        if self.corrected:
            parts += ["corrected", *([str(self.card)] if self.card is not None else [])]
        if self.by != "play":
            parts += ["by", self.by]
        return ":".join(parts)


REVOKED_BY = ("play", "named", "claim")
"""How a stated revoke was established: a later play (63A1), a card named for a later trick
(63A2), a claim or concession by the offending side (63A3)."""


def _number(index: int, key: str, word: str, low: int, high: int) -> int:
    number = small_int(word)
    if number is None or not low <= number <= high:
        raise InvalidEventError(
            f"event {index}: 'revoked' {key} {word!r}: expected a number from {low} to {high}"
        )
    return number


def _revoked(index: int, seat: Seat | None, rest: str) -> RevokedEvent:
    """``revoked:4`` then any of ``won:E``, ``after:2``, ``made:7``, ``corrected[:H7]``,
    ``by:play|named|claim`` (colons or spaces between the words)."""
    words = rest.replace(":", " ").replace(",", " ").split()
    if not words:
        raise InvalidEventError(f"event {index}: 'revoked' needs the revoke trick, e.g. revoked:4")
    trick = _number(index, "trick", words[0], 1, 13)
    facts: dict[str, object] = {}
    rest_words = words[1:]
    while rest_words:
        key = rest_words.pop(0).lower()
        if key == "corrected":
            facts["corrected"] = True
            if rest_words and rest_words[0].lower() not in ("won", "after", "made", "by"):
                facts["card"] = Card.parse(rest_words.pop(0))
            continue
        if key not in ("won", "after", "made", "by") or not rest_words:
            raise InvalidEventError(
                f"event {index}: 'revoked' fact {key!r}: expected won:SEAT, after:N, made:N, "
                "corrected[:CARD] or by:play|named|claim"
            )
        word = rest_words.pop(0)
        if key == "won":
            facts["won_by"] = Seat.parse(word)
        elif key == "after":
            facts["after"] = _number(index, "after", word, 0, 13 - trick)
        elif key == "made":
            facts["made"] = _number(index, "made", word, 0, 13)
        elif word.lower() in REVOKED_BY:
            facts["by"] = word.lower()
        else:
            raise InvalidEventError(
                f"event {index}: 'revoked' by {word!r}: expected {', '.join(REVOKED_BY)}"
            )
    return RevokedEvent(index, seat, trick, **facts)  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True)
class ClaimEvent:
    """A claim (Law 68A) of ``tricks`` of the remaining tricks for the claimer's side, or a
    concession (68B) of ``tricks`` of them to the opponents; ``None`` means all of them.

    A claim stated without the play (``claim:9:of:13``, ``claim:all:of:7:won:1``) carries
    what the director is told instead of the cards: ``left``, the tricks still to play, and
    ``won``, how many of the tricks played the claimer's side won (``None``: not said)."""

    index: int
    seat: Seat | None
    tricks: int | None
    concede: bool = False
    statement: str = ""
    left: int | None = None
    won: int | None = None

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        verb = "concede" if self.concede else "claim"
        n = "all" if self.tricks is None else str(self.tricks)
        stated = "" if self.left is None else f":of:{self.left}"
        stated += "" if self.won is None else f":won:{self.won}"
        said = f':"{self.statement}"' if self.statement else ""  # kept in a logged record
        return f"{who}{verb}:{n}{stated}{said}"


@dataclasses.dataclass(frozen=True)
class PlayActEvent:
    """Play-period acts of Laws 43, 45D, 45E, 58B and 67, by ``act``:

    ``dummy-breach`` (``detail``: exchange, watch, look — 43A2; participate, call — 43A1),
    ``dummy-warns`` (declarer against a lead from the wrong hand), ``dummy-asks`` (declarer,
    who did not follow suit, whether he has a card of the suit led), ``dummy-attention``
    (dummy draws attention to the irregularity just before); ``dummy-plays`` (``cards``:
    the card dummy placed, then the card declarer named, 45D); ``named`` (``cards``: the
    card declarer named from his hand or dummy, then the card he named at once instead,
    45C4); ``fifth`` (a fifth card to
    the trick just completed, 45E); ``simultaneous`` (two or more cards at once, 58B);
    ``omit`` (the player did not play to the trick, 67) and ``supply`` (the card he
    supplies for it once attention is drawn); ``spread`` (after a faced opening lead out
    of turn, the presumed declarer begins to spread his hand - 54A - or the presumed dummy
    faces his cards, which declarer could then see - 54C)."""

    index: int
    seat: Seat | None
    act: str
    cards: tuple[Card, ...] = ()
    detail: str = ""

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        if self.act == "dummy-breach":
            return f"{who}dummy-breach:{self.detail}"
        if self.act == "dummy-plays":
            return f"{who}dummy-plays:{self.cards[0]}:named:{self.cards[1]}"
        if self.act == "named":
            return f"{who}named:{self.cards[0]}:corrected:{self.cards[1]}"
        if self.cards:
            return f"{who}{self.act}:{','.join(map(str, self.cards))}"
        return f"{who}{self.act}"


INFO_ACTS = (
    "hesitation",
    "haste",
    "remark",
    "question",
    "alert",
    "no-alert",
    "gesture",
    "explains",
    "corrects",
    "recalls",
)
"""Information passed at the table, by ``act``: the extraneous information of Law 16B1 that
a player's partner may receive (an unmistakable hesitation, unwonted haste, a remark, a
question, an alert partner did not expect or a missing alert, a gesture) and the
explanations of Law 20F (``explains``: what the player said of his partner's last call;
``corrects``: a correction of an explanation, by the explainer (20F4) or his partner
(20F5)); ``recalls``: a player tells his partner of a call made earlier in the auction
(Auction Bridge 1912, Law 51, after the final declaration)."""


@dataclasses.dataclass(frozen=True)
class InfoEvent:
    """Information given at the table (see :data:`INFO_ACTS`); ``detail`` is what was said
    or done, free text. It changes neither the auction nor the play."""

    index: int
    seat: Seat | None
    act: str
    detail: str = ""

    def __str__(self) -> str:
        who = f"{self.seat.letter}:" if self.seat is not None else ""
        return f"{who}{self.act}" + (f':"{self.detail}"' if self.detail else "")


Event = (
    CallEvent
    | ExposeEvent
    | PlayEvent
    | RetractEvent
    | CorrectEvent
    | RevokedEvent
    | ClaimEvent
    | PlayActEvent
    | InfoEvent
)
PLAY_EVENTS = (PlayEvent, RetractEvent, CorrectEvent, RevokedEvent, ClaimEvent, PlayActEvent)
DUMMY_BREACHES = ("exchange", "watch", "look", "participate", "call")

_EXPECTED = (
    "expected a call (1H, pass, X, XX), a card (SK), 'expose HK', 'lead HK', "
    "'change 2H', 'misinformed 2H', 'wrong-board', 'simultaneous 1S', 'facedown SK', "
    "'revoke HK', 'retract SK', "
    "'correct HK', 'revoked 4 won E after 2 made 7', 'claim 3', 'concede all', "
    "'dummy-breach look', 'dummy-warns', "
    "'dummy-asks', 'dummy-attention', 'dummy-plays H9 named H8', 'named H8 corrected H9', "
    "'fifth C7', "
    "'simultaneous H7,H3', 'omit', 'supply C7', 'spread', 'questioned 4S' (or a card), "
    "'hesitation', "
    "'remark TEXT', 'question', 'alert', 'no-alert', 'gesture', 'haste', 'explains TEXT', "
    "'corrects' or 'recalls TEXT'"
)


def _cards(verb: str, rest: str) -> tuple[Card, ...]:
    cards = tuple(Card.parse(c) for c in rest.replace(",", " ").split())
    if not cards:
        raise InvalidCardError(f"'{verb}' needs a card")
    return cards


def _one_card(verb: str, rest: str) -> Card:
    cards = _cards(verb, rest)
    if len(cards) != 1:
        raise InvalidCardError(f"'{verb}' takes one card, found {len(cards)}")
    return cards[0]


def _claim(index: int, seat: Seat | None, verb: str, rest: str) -> ClaimEvent:
    text = rest.strip()
    cut = min((i for i in (text.find(" "), text.find(":")) if i >= 0), default=len(text))
    count, tail = text[:cut], text[cut:]
    if count.lower() in ("all", "rest", ""):
        tricks = None
    elif (number := small_int(count)) is not None and number <= 13:
        tricks = number
    else:
        raise InvalidEventError(
            f"event {index}: '{verb} {count}': expected a number of the remaining tricks "
            f"(0-13) or 'all'"
        )
    stated: dict[str, int] = {}
    while (found := _STATED.match(tail)) is not None:  # of:7, won:1 (the play not typed)
        word, number = found.group(1).lower(), int(found.group(2))
        if word in stated or number > 13 or (word == "of" and number == 0):
            raise InvalidEventError(
                f"event {index}: '{verb}': '{word}:{number}': expected one '{word}' of "
                + ("1-13 tricks left" if word == "of" else "0-12 tricks won")
            )
        stated[word] = number
        tail = tail[found.end() :]
    left, won = stated.get("of"), stated.get("won")
    if won is not None and (left is None or left + won > 13):
        raise InvalidEventError(
            f"event {index}: '{verb}': 'won:{won}' counts tricks won of those played before "
            "the claim: give the tricks left first (of:7), and no more than 13 in all"
        )
    statement = tail[1:].strip() if tail[:1] in (" ", ":") else tail.strip()
    if len(statement) >= 2 and statement[0] == statement[-1] == '"':
        statement = statement[1:-1].strip()  # typed in quotes: the quotes are not its text
    return ClaimEvent(
        index, seat, tricks, concede=verb == "concede", statement=statement, left=left, won=won
    )


# After a claim's count, the facts of a claim stated without the play: ``of:7`` (tricks
# left), ``won:1`` (tricks the claimer's side won before it).
_STATED = re.compile(r"[ :]+(of|won)[ :]+(\d{1,2})(?=$|[ :])", re.IGNORECASE)


def _act(index: int, seat: Seat | None, verb: str, rest: str) -> PlayActEvent:
    words = rest.replace(",", " ").replace(":", " ").split()
    if verb == "dummy-breach":
        if len(words) != 1 or words[0].lower() not in DUMMY_BREACHES:
            raise InvalidEventError(
                f"event {index}: 'dummy-breach' takes one of {', '.join(DUMMY_BREACHES)}"
            )
        return PlayActEvent(index, seat, verb, detail=words[0].lower())
    if verb in ("dummy-warns", "dummy-asks", "dummy-attention", "omit", "spread"):
        if words:
            raise InvalidEventError(f"event {index}: '{verb}' takes no argument")
        return PlayActEvent(index, seat, verb)
    if verb in _TWO_CARDS:
        joins, what = _TWO_CARDS[verb]
        cards = _cards(verb, " ".join(w for w in words if w.lower() not in joins))
        if len(cards) != 2 or cards[0] == cards[1]:
            raise InvalidCardError(f"'{verb}' takes {what}")
        return PlayActEvent(index, seat, verb, cards)
    return PlayActEvent(index, seat, verb, (_one_card(verb, rest),))


# The acts that take two different cards: the words that may join them, what they are.
_TWO_CARDS = {
    "dummy-plays": (("named", "for"), "the card dummy placed and the card declarer named"),
    "named": (
        ("corrected", "to", "then"),
        "the card declarer named and the card he named at once instead",
    ),
}

_ACTS = frozenset(
    {"dummy-breach", "dummy-warns", "dummy-asks", "dummy-attention", "dummy-plays", "named"}
    | {"fifth", "omit", "supply", "spread"}
)


def parse_action(index: int, seat: Seat | None, text: str) -> Event:
    """Parse one event's action.

    Auction: a call (``1H``, ``pass``, ``X``), ``expose HK`` / ``expose:HK,SA`` (cards
    exposed), ``lead HK`` (a card led during the auction), ``change 2H`` (Law 25),
    ``misinformed 2H`` (a change because of misinformation, Law 21B), ``wrong-board`` (the
    player is found to hold another board's cards, Law 15A), ``simultaneous 1S`` (Law 33),
    ``AP`` (the passes that end the auction), ``questioned 4S`` (a call the opponents
    question under Law 16B).
    Information (Laws 16B, 20F): ``hesitation``, ``haste``, ``remark TEXT``, ``question``,
    ``alert``, ``no-alert``, ``gesture``, ``explains TEXT`` (an explanation of partner's last
    call), ``corrects`` (an explanation corrected), ``recalls TEXT`` (a call of the auction
    told to partner, Auction Bridge 1912 Law 51).
    Play: a card (``SK``), ``facedown SK`` (face-down opening lead), ``revoke HK`` (a card
    the record marks as a revoke), ``simultaneous SK`` (Law 58A), ``expose HK`` (a card
    dropped or shown), ``retract SK``, ``correct HK`` (revoke corrected), ``revoked 4 won E
    after 2 made 7`` (a revoke stated without the cards, standing for the whole play),
    ``claim 3`` / ``claim all: statement``, ``claim all of 7 won 1`` (stated without the
    play), ``concede 1`` / ``concede all``; the acts of
    :class:`PlayActEvent` (``dummy-breach look``, ``dummy-plays H9 named H8``,
    ``named H8 corrected H9`` (declarer named H8 and at once H9 instead), ``fifth C7``,
    ``simultaneous H7,H3``, ``omit``, ``supply C7`` ...).

    :raises InvalidEventError: naming the event number and what was expected.
    """
    raw = str(text).strip()
    head, _, rest = raw.replace(":", " ", 1).partition(" ")
    verb = head.lower()
    try:
        if verb in INFO_ACTS:
            return InfoEvent(index, seat, verb, rest.strip().strip('"').strip())
        if verb == "questioned":
            try:
                return CallEvent(index, seat, parse_call(rest), questioned=True)
            except InvalidCallError:
                return PlayEvent(index, seat, _one_card(verb, rest), questioned=True)
        if verb in _ACTS:
            return _act(index, seat, verb, rest)
        if verb in ("expose", "lead"):
            return ExposeEvent(index, seat, _cards(verb, rest), led=verb == "lead")
        if verb in ("claim", "concede"):
            return _claim(index, seat, verb, rest)
        if verb in ("facedown", "face-down", "revoke", "play"):
            card = _one_card(verb, rest)
            return PlayEvent(
                index, seat, card, face_down=verb.startswith("face"), revoke=verb == "revoke"
            )
        if verb == "retract":
            return RetractEvent(index, seat, _one_card(verb, rest))
        if verb == "correct":
            return CorrectEvent(index, seat, _one_card(verb, rest))
        if verb == "revoked":
            return _revoked(index, seat, rest)
        if verb == "change":
            return CallEvent(index, seat, parse_call(rest), change=True)
        if verb == "misinformed":
            return CallEvent(index, seat, parse_call(rest), change=True, misinformed=True)
        if verb in ("wrong-board", "wrongboard"):
            if rest.strip():
                raise InvalidEventError(f"event {index}: 'wrong-board' takes no argument")
            return CallEvent(index, seat, Pass(), wrong_board=True)
        if verb == "ap" and not rest:
            return CallEvent(index, seat, Pass(), all_pass=True)
        if verb in ("simultaneous", "simul"):
            try:
                return CallEvent(index, seat, parse_call(rest), simultaneous=True)
            except InvalidCallError:
                cards = _cards(verb, rest)
                if len(cards) > 1:  # Law 58B: several cards from one hand at once
                    return PlayActEvent(index, seat, "simultaneous", cards)
                return PlayEvent(index, seat, cards[0], simultaneous=True)
        try:
            return CallEvent(index, seat, parse_call(raw))
        except InvalidCallError as call_error:
            try:
                return PlayEvent(index, seat, Card.parse(raw))
            except InvalidCardError:
                if raw[:1].isdigit() and not raw.startswith("10"):
                    raise call_error from None
                raise InvalidEventError(
                    f"event {index}: cannot read {raw!r}; {_EXPECTED}"
                ) from None
    except (InvalidCallError, InvalidCardError) as e:
        raise InvalidEventError(f"event {index}: {e}; {_EXPECTED}") from None
