"""``director score RESULT`` (Law 77) and ``director adjust`` (Law 12C adjusted scores)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from director.cli.output_option import FormatOption, JsonAlias

if TYPE_CHECKING:
    from director.model.board import Vulnerability
    from director.model.seat import Seat
    from director.scoring.adjusted import ArtificialScore, WeightedScore
    from director.scoring.contract import ContractResult
    from director.scoring.law77 import ScoreItem

SCORE_HELP = (
    "Score a contract result by the Law 77 table: each item (trick score, overtricks, "
    "bonuses, undertricks) with its points, and the score for North-South and East-West."
)
SCORE_EXAMPLES = (
    "Examples: director score 4HX-2 --declarer S --vul ns | director score 3NT+1 --board 7 "
    "--declarer E | director score '4H by S 10' --json"
)
ADJUST_HELP = (
    "Adjusted scores (Law 12C): a weighted assigned score (--weighted, 12C1(c)) from "
    "outcomes with their percentages, matchpointed against --field or IMPed against --other; "
    "or an artificial score (--artificial avg+|avg|avg-, 12C2) at --scoring mp or imp."
)
ADJUST_EXAMPLES = (
    "Examples: director adjust --weighted '4S= 40%' '4S-1 60%' --declarer S --vul ns "
    "--field 420,-50,450 | director adjust --artificial avg+ --scoring imp"
)

DeclarerOption = Annotated[
    str | None, typer.Option("--declarer", "-d", help="Declarer: N, E, S or W.")
]
VulOption = Annotated[str | None, typer.Option("--vul", help="none, ns, ew or both.")]
BoardOption = Annotated[
    int | None, typer.Option("--board", help="Board number: the vulnerability comes from it.")
]


def score(
    result: Annotated[
        list[str],
        typer.Argument(metavar="RESULT", help="E.g. 4HX-2, 3NT+1, 4SxS=, '4H by S 10', Pass."),
    ],
    declarer: DeclarerOption = None,
    vul: VulOption = None,
    board: BoardOption = None,
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
    edition: Annotated[
        str,
        typer.Option(
            "--edition",
            help="wbf-2017 (default; Law 77, as wbf-1997), auction-bridge-1912 (Laws 47, "
            "48), three-hand-auction (Foster's 12, 13: each player's score) or belote-contree "
            "(README).",
        ),
    ] = "wbf-2017",
    dealer_one_spade: Annotated[
        bool,
        typer.Option(
            "--dealer-one-spade",
            help="auction-bridge-1912, three-hand-auction: the final declaration is the "
            "dealer's opening One Spade (Law 48).",
        ),
    ] = False,
    deal: Annotated[
        str | None,
        typer.Option(
            "--deal",
            help="auction-bridge-1912, three-hand-auction: the hands (PBN, e.g. "
            "'N:AKQ2.J54.T98.432 ...'; three-hand: West the dummy packet), to score the honours "
            "as held (Law 48; three-hand 13); needs --declarer.",
        ),
    ] = None,
) -> None:
    from director.cli.errors import fail
    from director.cli.output_option import chosen
    from director.editions import family_of
    from director.output.formats import DOCUMENT, Document

    fmt = chosen(DOCUMENT, format_, json_alias)
    if family_of(edition) != "bridge":  # a game of its own (director/games)
        from director.cli.errors import reported_errors
        from director.games import game_of

        if declarer is not None or vul is not None or board is not None:
            raise fail("--declarer, --vul and --board are for bridge: 'director score "
                       "\"100H by N 110\" --edition belote-contree'")
        with reported_errors():
            game = game_of(edition)
            sheet = game.score(" ".join(result))
        typer.echo(sheet.model_dump_json(indent=2) if fmt == "json" else game.render(sheet))
        return
    from director.model.board import Vulnerability
    from director.scoring.contract import InvalidContractError, parse_result
    from director.scoring.law77 import breakdown

    text = " ".join(result)
    if edition == "auction-bridge-1912":
        from director.cli import score_1912

        score_1912.run(text, _seat(declarer), dealer_one_spade, fmt, deal)
        return
    if edition == "three-hand-auction":
        from director.cli import score_three_hand

        score_three_hand.run(text, _seat(declarer), dealer_one_spade, fmt, deal)
        return
    if edition not in ("wbf-2017", "wbf-1997"):
        raise fail(
            f"--edition: no scoring for {edition!r} (wbf-2017, wbf-1997, auction-bridge-1912, "
            "three-hand-auction, belote-contree)"
        )
    if dealer_one_spade or deal is not None:
        flag = "--dealer-one-spade" if dealer_one_spade else "--deal"
        raise fail(
            f"{flag}: only with --edition auction-bridge-1912 or three-hand-auction (Law 48)"
        )
    vulnerability = _vulnerability(vul, board)
    seat = _seat(declarer)
    try:
        parsed = parse_result(text, seat)
    except InvalidContractError as e:
        raise fail(f"RESULT: {e}") from None
    one_side = vulnerability in (Vulnerability.NS, Vulnerability.EW)
    if parsed.declarer is None and not parsed.passed_out and one_side:
        raise fail(
            f"--declarer: needed when only one side is vulnerable (vulnerability "
            f"{vulnerability}); e.g. --declarer S"
        )
    vulnerable = (
        vulnerability.is_vulnerable(parsed.declarer)
        if parsed.declarer is not None
        else vulnerability is Vulnerability.BOTH
    )
    items = breakdown(parsed, vulnerable)
    total = sum(i.points for i in items)
    sides = None
    if parsed.declarer is not None or parsed.passed_out:
        on_ns = parsed.declarer is None or parsed.declarer.side == "NS"
        ns = total if on_ns else -total
        sides = {"NS": ns, "EW": 0 - ns}

    def data() -> object:
        return {
            "result": str(parsed),
            "contract": parsed.contract,
            "declarer": parsed.declarer.letter if parsed.declarer is not None else None,
            "tricks": None if parsed.passed_out else parsed.tricks,
            "passed_out": parsed.passed_out,
            "board": board,
            "vulnerability": str(vulnerability),
            "declarer_vulnerable": None if parsed.passed_out else vulnerable,
            "items": [{"label": i.label, "points": i.points, "law": i.law} for i in items],
            "score": total,
            "sides": sides,
        }

    def show() -> None:
        _print_score(parsed, vulnerability, vulnerable, board, items, total, sides)

    DOCUMENT.emit(fmt, Document(data, show))


def adjust(
    outcomes: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="[OUTCOME]...", help="With --weighted: 'RESULT PERCENT%', e.g. '4S= 40%'."
        ),
    ] = None,
    weighted: Annotated[
        bool, typer.Option("--weighted", help="A weighted assigned score (12C1(c)).")
    ] = False,
    artificial: Annotated[
        str | None,
        typer.Option("--artificial", help="An artificial score (12C2): avg+, avg or avg-."),
    ] = None,
    scoring: Annotated[
        str | None, typer.Option("--scoring", help="With --artificial: mp (default) or imp.")
    ] = None,
    declarer: DeclarerOption = None,
    vul: VulOption = None,
    board: BoardOption = None,
    field: Annotated[
        str | None,
        typer.Option("--field", help="NS scores at the other tables, e.g. 420,-50,450."),
    ] = None,
    other: Annotated[
        str | None, typer.Option("--other", help="NS score at the other table (teams).")
    ] = None,
    format_: FormatOption = None,
    json_alias: JsonAlias = False,
    regulator: Annotated[
        str | None,
        typer.Option(
            "--regulator",
            help="wbf, acbl, ebu or a profile .toml file: whose 12C elections apply "
            "(default: DIRECTOR_REGULATOR, the config file, else wbf).",
        ),
    ] = None,
) -> None:
    from director.cli.errors import fail, reported_errors
    from director.cli.output_option import chosen
    from director.output.formats import DOCUMENT, Document
    from director.regulator.select import selected

    fmt = chosen(DOCUMENT, format_, json_alias)
    with reported_errors():
        selection = selected(regulator)

    if artificial is not None:
        if weighted or outcomes or field is not None or other is not None:
            raise fail("--artificial: give it alone (with --scoring), not with weighted outcomes")
        kind, how = artificial.strip().lower(), (scoring or "mp").strip().lower()
        if kind not in ("avg+", "avg", "avg-"):
            raise fail(f"--artificial: invalid kind {artificial!r} (expected avg+, avg or avg-)")
        if how not in ("mp", "imp"):
            raise fail(f"--scoring: invalid scoring {scoring!r} (expected mp or imp)")
        from director.regulator.apply import regulated_artificial
        from director.regulator.render import election_lines, to_json

        with reported_errors():
            art, election = regulated_artificial(selection.profile, kind, how)

        def artificial_data() -> object:
            applied = to_json(selection.profile, selection.origin, [election])
            return {**art.to_dict(), "regulator": applied}

        def show_artificial() -> None:
            _print_artificial(art)
            _print_lines(election_lines(selection.profile, [election], "Election applied"))

        DOCUMENT.emit(fmt, Document(artificial_data, show_artificial))
        return
    if not outcomes:
        raise fail(
            "--weighted: give the outcomes, e.g. --weighted '4S= 40%' '4S-1 60%' "
            "(or --artificial avg+)"
        )
    if scoring is not None:
        raise fail("--scoring: only with --artificial; weighted scores use --field or --other")
    from director.scoring.adjusted import InvalidAdjustmentError
    from director.scoring.adjusted import weighted as make_weighted
    from director.scoring.contract import InvalidContractError

    vulnerability = _vulnerability(vul, board)
    seat = _seat(declarer)
    pairs = [_outcome(text, seat) for text in outcomes]
    field_scores = _scores("--field", field) if field is not None else None
    other_score = _scores("--other", other, single=True)[0] if other is not None else None
    try:
        result = make_weighted(pairs, vulnerability, field=field_scores, other=other_score)
    except InvalidContractError as e:
        raise fail(f"--declarer: {e}") from None
    except InvalidAdjustmentError as e:
        raise fail(f"--weighted: {e}") from None
    from director.regulator.render import election_lines, to_json

    weighting = selection.profile.touching("12C1(c)")

    def data() -> object:
        return {
            **result.to_dict(),
            "board": board,
            "method": METHOD,
            "regulator": to_json(selection.profile, selection.origin, weighting),
        }

    def show() -> None:
        _print_weighted(result, board)
        _print_lines(election_lines(selection.profile, weighting, "Election applied"))

    DOCUMENT.emit(fmt, Document(data, show))


def _print_lines(lines: list[str]) -> None:
    from director.render.console import console

    out = console()
    for line in lines:
        out.print(line, markup=False, highlight=False, soft_wrap=True)


METHOD = (
    "each outcome is scored by Law 77 and compared on its own with the other results "
    "(matchpoints) or the other table (IMPs); the matchpoints or IMPs are then weighted"
)


def _vulnerability(vul: str | None, board: int | None) -> Vulnerability:
    from director.cli.errors import fail
    from director.errors import InvalidBoardError
    from director.model.board import Vulnerability

    try:
        of_board = Vulnerability.of_board(board) if board is not None else None
    except InvalidBoardError as e:
        raise fail(f"--board: {e}") from None
    try:
        given = Vulnerability.parse(vul) if vul is not None else None
    except InvalidBoardError as e:
        raise fail(f"--vul: {e}") from None
    if given is not None and of_board is not None and given != of_board:
        raise fail(f"--vul: {given} contradicts board {board} (vulnerability {of_board})")
    return given or of_board or Vulnerability.NONE


def _seat(declarer: str | None) -> Seat | None:
    from director.cli.errors import fail
    from director.errors import InvalidSeatError
    from director.model.seat import Seat

    if declarer is None:
        return None
    try:
        return Seat.parse(declarer)
    except InvalidSeatError as e:
        raise fail(f"--declarer: {e}") from None


def _outcome(text: str, declarer: Seat | None) -> tuple[ContractResult, float]:
    """``'4S= 40%'`` -> (result, 40.0); the outcome's own declarer wins over ``--declarer``."""
    import re

    from director.cli.errors import fail
    from director.scoring.contract import InvalidContractError, parse_result

    # scanned from the end (a regular expression here backtracked quadratically)
    body = text.strip()
    head = body[:-1].rstrip() if body.endswith("%") else ""
    cut = len(head)
    while cut and head[cut - 1] in "0123456789.":
        cut -= 1
    number, outcome = head[cut:], head[:cut].rstrip(" \t@:")
    if number and outcome.endswith("-") and outcome[:-1].rstrip() != outcome[:-1]:
        raise fail(
            f"--weighted: outcome {text!r}: the weight -{number}% is negative; weights are "
            "percentages from 0 to 100 that add up to 100"
        )
    if not outcome or not re.fullmatch(r"\d{1,9}(?:\.\d{1,9})?", number):
        raise fail(
            f"--weighted: outcome {text!r}: expected a result and its weight, e.g. '4S= 40%'"
        )
    try:
        result = parse_result(outcome)
    except InvalidContractError as e:
        raise fail(f"--weighted: {e}") from None
    if result.declarer is None and not result.passed_out:
        result = result.with_declarer(declarer)
    return result, float(number)


def _scores(option: str, text: str, single: bool = False) -> list[int]:
    from director.cli.errors import fail

    parts = [p.strip() for p in text.split(",")] if not single else [text.strip()]
    try:
        values = [int(p) for p in parts]
    except ValueError:
        what = "a score" if single else "scores separated by commas"
        raise fail(f"{option}: invalid {text!r} (expected {what}, e.g. 420 or -50)") from None
    if any(v % 10 for v in values):
        raise fail(f"{option}: invalid {text!r} (bridge scores are multiples of 10)")
    return values


def _signed(x: float) -> str:
    text = f"{x:+.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def _plain(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _print_score(
    result: ContractResult,
    vulnerability: Vulnerability,
    vulnerable: bool,
    board: int | None,
    items: list[ScoreItem],
    total: int,
    sides: dict[str, int] | None,
) -> None:
    from rich.table import Table

    from director.render.console import console

    where = f"board {board}, " if board is not None else ""
    vul_text = "" if result.passed_out else (
        ", declarer vulnerable" if vulnerable else ", declarer not vulnerable"
    )  # fmt: skip
    out = console()
    out.print(f"{result}  ({where}vulnerability {vulnerability}{vul_text})")
    table = Table(highlight=False)
    table.add_column("item")
    table.add_column("points", justify="right")
    table.add_column("law")
    for item in items:
        table.add_row(item.label, _signed(item.points), item.law)
    table.add_section()
    who = "each side" if result.passed_out else "declarer's side"
    table.add_row(f"score for {who}", _signed(total), "77")
    out.print(table)
    if sides is not None:
        out.print(f"NS {_signed(sides['NS'])}   EW {_signed(sides['EW'])}")
    else:
        out.print("no declarer given: the score is declarer's side's (--declarer S for NS/EW)")


def _print_weighted(result: WeightedScore, board: int | None) -> None:
    from rich.table import Table

    from director.render.console import console

    where = f"board {board}, " if board is not None else ""
    out = console()
    out.print(f"weighted score, {result.law}  ({where}vulnerability {result.vulnerability})")
    table = Table(highlight=False)
    table.add_column("outcome")
    table.add_column("weight", justify="right")
    table.add_column("NS score", justify="right")
    if result.field is not None:
        table.add_column(f"NS matchpoints (of {result.top})", justify="right")
    if result.other is not None:
        table.add_column(f"NS IMPs (v {_signed(result.other)})", justify="right")
    for o in result.outcomes:
        row = [str(o.result), f"{o.weight:g}%", _signed(o.score)]
        if o.matchpoints is not None:
            row.append(str(o.matchpoints))
        if o.imps is not None:
            row.append(_signed(o.imps))
        table.add_row(*row)
    out.print(table)
    out.print(f"weighted points: NS {_signed(result.points)}, EW {_signed(0 - result.points)}")
    if result.matchpoints is not None and result.ew_matchpoints is not None:
        field = ", ".join(_signed(s) for s in result.field or ())
        out.print(
            f"weighted matchpoints (field {field}): NS {_plain(result.matchpoints)} of "
            f"{result.top} ({_plain(result.percentage or 0)}%), EW "
            f"{_plain(result.ew_matchpoints)} ({_plain(result.ew_percentage or 0)}%)"
        )
    if result.imps is not None:
        out.print(f"weighted IMPs: NS {_signed(result.imps)}, EW {_signed(0 - result.imps)}")
    out.print(f"method: {METHOD}")


def _print_artificial(art: ArtificialScore) -> None:
    from director.render.console import console

    out = console()
    event = "a matchpoint event" if art.scoring == "mp" else "an IMP event"
    out.print(f"{art.text}, in {event}")
    out.print(f"given to {art.responsibility}")
    for note in art.notes:
        out.print(f"- {note}")
