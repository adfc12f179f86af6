"""The incident record: what happened at one table, validated by pydantic.

```yaml
edition: wbf-2017
board: 7            # dealer and vulnerability derive from it when absent
dealer: S
vulnerable: both
deal: "S:..."       # optional PBN deal
events:             # in order, each with who did it
  - S: 1H
  - N: expose HK
answers:            # one mapping per irregularity, in order of occurrence
  - accept: no
```
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from director.engine.events import Event, InvalidEventError, check_length, parse_action
from director.errors import DirectorError
from director.model.board import MAX_BOARD, Vulnerability
from director.model.deal import Deal
from director.model.seat import Seat

if TYPE_CHECKING:
    from director.engine.table import Table
    from director.regulator.profile import Profile
    from director.scoring.field import Field as ScoredField

__all__ = ["Incident", "InvalidRecordError", "load_incident", "notation_tokens", "parse_notation"]


class InvalidRecordError(DirectorError, ValueError):
    """A record that cannot be read; the message names the file and the place."""


Answer = bool | str | int


class FieldResult(BaseModel):
    """One other table's result of the board and North-South's score for it."""

    model_config = ConfigDict(extra="forbid")

    result: str
    ns: int


class FieldRecord(BaseModel):
    """The board's other results, to score an adjusted score against: ``file`` a PBN or LIN
    hand-record file (beside the record), read when the record is loaded into ``results``;
    ``scoring``: mp (pairs: matchpoints and percentage) or imp (teams)."""

    model_config = ConfigDict(extra="forbid")

    file: str
    scoring: Literal["mp", "imp"] = "mp"
    results: list[FieldResult] | None = Field(
        None, description="Read from the file (kept in the log, so a logged ruling replays)."
    )

    @model_validator(mode="before")
    @classmethod
    def _file_alone(cls, value: Any) -> Any:
        return {"file": value} if isinstance(value, str) else value


class Incident(BaseModel):
    """An incident record (``director schema incident`` prints its JSON Schema)."""

    model_config = ConfigDict(extra="forbid")

    edition: str = "wbf-2017"
    board: int | None = Field(None, ge=1, le=MAX_BOARD)
    dealer: str | None = Field(None, description="N, E, S or W; from the board when absent.")
    vulnerable: str | None = Field(None, description="none, ns, ew or both.")
    deal: str | None = Field(None, description="A PBN deal string.")
    events: list[dict[str, str] | str] = Field(
        description="Each event a one-key mapping {seat: action}, or a bare action "
        "(the player whose turn it is)."
    )
    # a lambda, not list: pydantic parses a built-in's signature from text (see engine.ruling)
    answers: list[dict[str, Answer]] = Field(default_factory=lambda: [])
    field: FieldRecord | None = Field(
        None,
        exclude_if=lambda v: v is None,
        description="The board's other results: a hand-record file (needs board).",
    )

    @model_validator(mode="after")
    def _field_has_board(self) -> Incident:
        if self.field is not None and self.board is None:
            raise ValueError("field: give the board number too (board: N)")
        return self

    @field_validator("dealer", "vulnerable", "deal")
    @classmethod
    def _readable(cls, value: str | None, info: ValidationInfo) -> str | None:
        """A seat, vulnerability or deal that cannot be read is refused with the record,
        so that its error names the file and the field."""
        if value is not None:
            parse = {"dealer": Seat.parse, "vulnerable": Vulnerability.parse}
            parse.get(info.field_name or "", Deal.from_pbn)(value)
        return value

    @field_validator("events", mode="before")
    @classmethod
    def _stringify(cls, value: Any) -> Any:
        if not isinstance(value, list):
            return value
        out: list[Any] = []
        for item in value:
            if isinstance(item, dict):
                out.append({str(k): _text(v) for k, v in item.items()})
            else:
                out.append(_text(item))
        return out

    def seat_dealer(self) -> Seat:
        if self.dealer is not None:
            return Seat.parse(self.dealer)
        if self.board is not None:
            return Seat.dealer_of_board(self.board)
        raise InvalidRecordError("the record needs a dealer (or a board number)")

    def vulnerability(self) -> Vulnerability:
        if self.vulnerable is not None:
            return Vulnerability.parse(self.vulnerable)
        if self.board is not None:
            return Vulnerability.of_board(self.board)
        return Vulnerability.NONE

    def parsed_deal(self) -> Deal | None:
        return Deal.from_pbn(self.deal) if self.deal else None

    def new_table(self, look_ahead: bool = False, regulator: Profile | None = None) -> Table:
        """A new table for this incident: its dealer, vulnerability, deal, edition and
        board (``look_ahead``: live at the table, see ``director.engine.play_pending``)."""
        from director.editions import get_edition
        from director.engine.table import Table

        dealer, game = self.seat_dealer(), get_edition(self.edition, "bridge").game
        if dealer not in game.seats:  # three-handed Auction: West is the dummy packet (L3)
            where = "dealer" if self.dealer is not None else f"board {self.board}: its dealer"
            players = ", ".join(s.letter for s in game.seats)
            who = dealer.name.title()
            packet = getattr(game, "dummy_packet", None)
            place = f"{who}'s place holds the dummy packet; " if dealer is packet else ""
            raise InvalidRecordError(
                f"{where}: {who} is not a player of {game.title} ({place}the dealer is one "
                f"of {players})"
            )
        return Table(
            dealer,
            self.vulnerability(),
            self.parsed_deal(),
            edition=self.edition,
            board=self.board,
            look_ahead=look_ahead,
            regulator=regulator,
            field=self.scored_field(),
        )

    def scored_field(self) -> ScoredField | None:
        """The field as the rules score against it (None: none, or not read yet)."""
        if self.field is None or self.field.results is None or self.board is None:
            return None
        from director.scoring.field import Field as ScoredField  # imported for a field only

        results = self.field.results
        return ScoredField(
            source=self.field.file,
            board=self.board,
            scores=tuple(r.ns for r in results),
            results=tuple(r.result for r in results),
            scoring=self.field.scoring,
        )

    def parsed_events(self) -> list[Event]:
        check_length(len(self.events), "the record")
        out: list[Event] = []
        for i, item in enumerate(self.events, start=1):
            if isinstance(item, str):
                out.append(parse_action(i, None, item))
                continue
            if len(item) != 1:
                raise InvalidEventError(
                    f"event {i}: expected one 'seat: action' pair, found {len(item)}"
                )
            ((seat_text, action),) = item.items()
            try:
                seat = Seat.parse(seat_text)
            except DirectorError as e:
                raise InvalidEventError(f"event {i}: {e}") from None
            out.append(parse_action(i, seat, action))
        return out


def _text(value: Any) -> Any:
    if isinstance(value, bool):  # YAML 1.1 readers turn 'N', 'no', 'off' into False
        return value
    if isinstance(value, int | float):
        return str(value)
    return value


def _yaml_load(text: str) -> Any:
    """YAML with the 1.2 core booleans only: a bare ``N``, ``Y``, ``no`` or ``off`` key or
    value stays a string, so ``- N: 1H`` reads as written."""
    import re

    import yaml

    class Loader(yaml.SafeLoader):
        pass

    Loader.yaml_implicit_resolvers = {
        k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
        for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool",
        re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
        list("tTfF"),
    )
    return yaml.load(text, Loader=Loader)


def read_record_text(path: Path) -> str:
    """The text of a record or answers file (UTF-8).

    :raises InvalidRecordError: naming the file, and the byte at fault when the file is
        not UTF-8.
    """
    from director.limits import MAX_RECORD_BYTES, FileLimitError, read_bytes

    try:
        data = read_bytes(path, MAX_RECORD_BYTES, "record")
    except FileLimitError as e:
        raise InvalidRecordError(str(e)) from None
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (Notepad's UTF-8) is dropped
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise InvalidRecordError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start}); "
            "save the file as UTF-8"
        ) from None


def load_incident(path: Path) -> Incident:
    """Read an incident record from a YAML or JSON file.

    :raises InvalidRecordError: naming the file, and the line or field at fault.
    """
    return loads_incident(read_record_text(path), str(path))


def loads_incident(text: str, where: str = "<record>") -> Incident:
    import json  # here, not at the top: the review's replay builds records without it

    import yaml

    try:
        data = json.loads(text) if text.lstrip().startswith("{") else _yaml_load(text)
    except json.JSONDecodeError as e:
        raise InvalidRecordError(f"{where}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        at = f":{mark.line + 1}:{mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InvalidRecordError(f"{where}{at}: invalid YAML: {problem}") from None
    except RecursionError:
        raise InvalidRecordError(
            f"{where}: nested too deeply (a record is a mapping of lists of mappings)"
        ) from None
    except ValueError as e:  # a value the parser cannot make: int() past 4,300 digits, a date
        said = "a number of more than 4,300 digits" if "digits" in str(e) else str(e)
        raise InvalidRecordError(f"{where}: a value that cannot be read: {said}") from None
    if not isinstance(data, dict):
        raise InvalidRecordError(f"{where}: {_not_a_record(data)}")
    return incident_from(data, where)


def _not_a_record(data: Any) -> str:
    """What a file holds instead of a record's mapping, in the director's words."""
    if data is None:
        return "an empty file: a record is a mapping with 'events' (and 'dealer' or 'board')"
    held = {list: "a list", str: "a line of text", bool: "a yes/no value"}.get(
        type(data), "a number" if isinstance(data, int | float) else "a single value"
    )
    return f"holds {held}, not a record: a record is a mapping with 'events'"


def incident_from(
    data: dict[str, Any], where: str, options: Mapping[str, str] | None = None
) -> Incident:
    """An incident from its fields (a record read from a file, or the command line's
    options): a field that does not validate is one line naming ``where`` and the field, or
    the option it came from (``options``: a field's option, e.g. ``dealer`` → ``--dealer``).

    :raises InvalidRecordError: naming the place and the field at fault.
    """
    try:
        return Incident.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x + 1) if isinstance(x, int) else str(x) for x in err["loc"])
        msg = _said(err)
        at = err["loc"]
        if len(at) >= 3 and at[0] == "answers" and isinstance(at[1], int):  # not Python's words
            raise InvalidRecordError(
                f"{where}: answers.{at[1] + 1}.{at[2]}: an answer is yes or no, a word or a number"
            ) from None
        if options and err["loc"] and str(err["loc"][0]) in options:  # an option's value
            raise InvalidRecordError(f"{options[str(err['loc'][0])]}: {msg}") from None
        raise InvalidRecordError(f"{where}: {loc}: {msg}") from None
    except RecursionError:
        raise InvalidRecordError(f"{where}: nested too deeply") from None


_SAID = {
    "missing": "missing: a record needs it",
    "extra_forbidden": "not a field of an incident record",
    "dict_type": "expected a mapping ('name: value' lines)",
    "list_type": "expected a list ('- ' lines)",
    "string_type": "expected text",
    "int_type": "expected a whole number",
    "int_parsing": "expected a whole number",
    "int_from_float": "expected a whole number",
}


def _said(err: Any) -> str:
    """A validation error in the director's words; a reader's own message as it is."""
    kind = str(err.get("type", ""))
    if kind in _SAID:
        return _SAID[kind]
    if kind == "greater_than_equal":
        return f"must be at least {err.get('ctx', {}).get('ge')}"
    return str(err["msg"]).removeprefix("Value error, ")


# One event of the notation: a run of non-space characters, a double-quoted text (a remark,
# an explanation, a call recalled: ``W:recalls:"you bid clubs"``) keeping its spaces.
_TOKEN = re.compile(r'(?:"[^"]*"|[^\s"])+')


def notation_tokens(text: str) -> list[str]:
    """The notation's events as typed, one string each (``parse_notation`` reads each one
    as one event)."""
    return list(_TOKEN.findall(text))


def parse_notation(text: str) -> list[Event]:
    """The compact notation typed at the table: calls separated by spaces, each optionally
    prefixed by its seat (``1H S:2H``); ``E:expose:HK``, ``W:lead:SK``, ``N:change:2H``,
    ``E:simultaneous:1S``; ``AP`` for the remaining passes that end the auction; a text in
    double quotes is one event with its spaces (``N:remark:"you bid clubs"``)."""
    events: list[Event] = []
    if text.count('"') % 2:
        column = text.rfind('"') + 1
        raise InvalidRecordError(f'the notation: the quote (") at column {column} is not closed')
    tokens = _TOKEN.findall(text)
    check_length(len(tokens), "the notation")
    for token in tokens:
        index = len(events) + 1
        seat: Seat | None = None
        head, sep, rest = token.partition(":")
        if sep and head.lower() in ("n", "e", "s", "w", "north", "east", "south", "west"):
            seat = Seat.parse(head)
            token = rest
        events.append(parse_action(index, seat, token))
    return events
