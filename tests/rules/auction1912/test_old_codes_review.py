"""Bugs a director's review of the two old codes found (Auction Bridge 1912 laws 42-52,
three-handed Auction laws 1-10 with Foster's 12/13): each test names the law it protects
and fails without its fix."""

from pathlib import Path
from typing import Any

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import InvalidRecordError, parse_notation
from tests.conftest import Run
from tests.rules.auction.helpers import only

AB = "auction-bridge-1912"
TH = "three-hand-auction"
EXAMPLES = Path(__file__).parents[3] / "examples" / "incidents"


def rule(edition: str, notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=edition)
    return table.replay(parse_notation(notation), list(answers))


def test_51_what_was_told_keeps_its_spaces_in_the_notation() -> None:
    # 1912 Law 51: the recalled declaration typed in quotes, as the README shows it.
    r = rule(AB, '1H P P P E:recalls:"you bid clubs"', "N", {"call_lead": False})
    irr = only(r)
    assert (irr.law, irr.offender) == ("51", "E")
    assert '("you bid clubs")' in irr.steps[0].text
    with pytest.raises(InvalidRecordError, match="column 13 is not closed"):
        parse_notation('1H N:remark:"you bid')


@pytest.mark.parametrize(
    ("args", "place"),
    [(("--dealer", "W"), "dealer: West"), (("--board", "4"), "board 4: its dealer: West")],
)
def test_3_the_dealer_is_one_of_the_three_players(
    run: Run, args: tuple[str, ...], place: str
) -> None:
    # Three-hand L1-3: West's place holds the dummy packet, never the dealer (was: an
    # internal error from the auction grid, or an error about the first call).
    code, out, err = run("rule", "1H", *args, "--edition", TH, "--no-log")
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert err.startswith(f"error: {place} is not a player of Three-handed Auction"), err
    assert "dummy packet" in err and "N, E, S" in err and "internal" not in err


def _th_score_01_play() -> list[str]:
    """The play of examples/incidents/th-score-01 (South's 2H, ten tricks), as notation."""
    from director.record.incident import load_incident

    incident = load_incident(EXAMPLES / "th-score-01-made-with-honours.yaml")
    events = [f"{seat}:{action}" for item in incident.events[3:] for seat, action in item.items()]  # type: ignore[union-attr]
    return events


def test_10_honour_points_of_a_double_out_of_turn_are_named_so_in_the_score() -> None:
    # Three-hand L10 (100 to each adversary), scored with Foster 12/13 at the end of play:
    # the item names the double, not the declaration out of turn the rule began as.
    deal = "N:JT98.T65.AJT.QJT 765.32.9876.9876 AK2.AKQ4.K32.A32 Q43.J987.Q54.K54"
    table = Table(Seat.SOUTH, Vulnerability.NONE, Deal.from_pbn(deal), edition=TH)
    notation = " ".join(["2H", "E:X", "N:P", "E:P", *_th_score_01_play()])
    r = table.replay(parse_notation(notation), [{"double_stands": False}])
    assert r.score is not None and r.score.players == {"N": 108, "E": 0, "S": 164}
    labels = {(i.seat, i.label, i.law) for i in r.score.items if i.law == "10"}
    assert labels == {("S", "double out of turn by E (event 2)", "10"),
                      ("N", "double out of turn by E (event 2)", "10")}  # fmt: skip


@pytest.mark.parametrize("edition", [AB, TH])
def test_50_insufficient_with_no_sufficient_declaration_in_its_denomination_stops(
    edition: str,
) -> None:
    # 1912 Law 50 (and at three players): 2S after 2H (16 points) cannot be made
    # sufficient in spades, 7S being worth 14 (44): named, and the ruling stops — never
    # "8S or more".
    r = rule(edition, "2H 2S")
    irr = only(r)
    assert (irr.law, irr.not_ruled, irr.questions, r.stopped_at) == ("50", "50", [], 2)
    text = " ".join(s.text for s in irr.steps)
    assert "7S, the highest, is worth 14 points, 2H 16 (44)" in text and "8S" not in text


def test_50_insufficient_replacement_options_and_a_replacement_in_another_denomination() -> None:
    r = rule(AB, "1H 1C", "N", {"demand": True})
    assert r.pending is not None
    labels = [o.choice for o in r.pending.options]
    assert labels == ["2C or more in the same denomination", "any other call"]
    irr = only(rule(AB, "1H 1C 2D", "N", {"demand": True}))
    assert irr.not_ruled == "50"
    assert (
        "East put 2D in place of 1C, not 1C made sufficient in its denomination"
        in irr.steps[-1].text
    )


def test_50_impossible_held_to_all_the_tricks_says_so_before_when_that_is_insufficient() -> None:
    # 1912 Law 50: 8S after 3NT held to 7S (14 points) would not exceed 3NT (30): the option
    # says so before the adversaries elect.
    q = only(rule(AB, "3NT 8S")).questions[0]
    [penalty] = [o for o in q.options if o.value == "penalty"]
    assert "7S does not exceed the last declaration (44)" in penalty.outcome
    q = only(rule(AB, "3NT 8NT")).questions[0]
    [penalty] = [o for o in q.options if o.value == "penalty"]
    assert (
        "does not exceed" not in penalty.outcome and "West may make no further" in penalty.outcome
    )


def test_9_then_51_a_second_call_for_the_same_lead_that_contradicts_the_first_stops() -> None:
    # Three-hand 9 (North calls a spade from East) then Auction 51 (South tells his partner
    # a declaration): a heart called for the same opening lead cannot be obeyed with the
    # spade; the seed does not say which governs: 51 named, the ruling stops.
    told = '1H E:expose:SK P P S:recalls:"spades"'
    r = rule(TH, told, "N", {"lead_call": "require:S"}, {"call_lead": True, "lead_suit": "H"})
    second = r.irregularities[1]
    assert "Already in force for that lead: East must lead a spade (9)" in second.questions[1].text
    assert (second.law, second.not_ruled, r.stopped_at) == ("51", "51", 5)
    assert second.rectification.lead_restrictions == []
    # The same suit called again agrees with it; a forbidden spade with a heart called too.
    for first, suit in (("require:S", "S"), ("prohibit:S", "H")):
        r = rule(TH, told, "N", {"lead_call": first}, {"call_lead": True, "lead_suit": suit})
        assert r.stopped_at is None and r.irregularities[1].not_ruled is None
        assert [x.suit for x in r.irregularities[1].rectification.lead_restrictions] == [suit]


def test_51_twice_before_the_opening_lead_the_second_call_states_the_first() -> None:
    told = '1H P P P E:recalls:"clubs" W:recalls:"hearts"'
    r = rule(
        AB, told, "N", {"call_lead": True, "lead_suit": "C"}, {"call_lead": True, "lead_suit": "D"}
    )
    assert "East must lead a club (51)" in r.irregularities[1].questions[1].text
    assert (r.irregularities[1].not_ruled, r.stopped_at) == ("51", 6)


def test_47_a_1912_hand_played_out_is_scored_under_47_by_column_not_law_77() -> None:
    # Auction Bridge 1912: East's 1NT doubled, made exactly (seven tricks): 10 a trick
    # doubled (47, 53) and 50 for a doubled declaration made (56); no side holds three aces.
    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    play = (
        "S:DA W:DJ N:DT E:D7 S:DK W:D4 N:D9 E:D6 S:DQ W:D3 N:D8 E:D5 S:CQ W:CT N:C4 E:CA "
        "E:HA S:HT W:H7 N:HJ E:HK S:H9 W:H6 N:H5 E:CK S:CJ W:C9 N:C3 E:HQ S:H8 W:H3 N:H4 "
        "E:SJ S:S7 W:S3 N:SA N:SK E:ST S:S6 W:H2 N:SQ E:S9 S:S5 W:D2 N:S2 E:S8 S:S4 W:C7 "
        "E:C5 S:C6 W:C8 N:C2"
    )
    table = Table(Seat.EAST, Vulnerability.NONE, Deal.from_pbn(deal), edition=AB)
    r = table.replay(parse_notation(f"1NT X P P P {play}"), [])
    assert r.score is not None and (r.score.result, r.score.ns, r.score.ew) == ("1NTX=", 0, 70)
    assert r.score.law == "47"
    # Each side's items by column: only the trick column counts toward game.
    items = [(i.seat, i.points, i.column, i.law) for i in r.score.items]
    assert items == [("EW", 20, "trick", "47"), ("EW", 50, "honour", "56")]


@pytest.mark.parametrize(
    ("edition", "notation", "cell"),
    [(AB, "P", "Pass (1)*"), (AB, "1H P X", "X (3)*"), (TH, "1H E:X S:XX", "XX (3)*")],
)
def test_42_43_the_call_the_ruling_stops_at_is_shown_in_the_auction_grid(
    run: Run, edition: str, notation: str, cell: str
) -> None:
    # 1912 Law 42 (the dealer's pass), 43 (a double or redouble the code does not allow):
    # named, and the ruling stops; the grid still shows the call, marked (it was empty).
    code, out, _ = run("rule", notation, "--dealer", "N", "--edition", edition, "--no-log")
    grid = out.split("╭")[0]
    assert code == 0 and cell in grid, out


@pytest.mark.parametrize("edition", [AB, TH])
def test_47_the_header_names_no_vulnerability_under_a_code_that_has_none(
    run: Run, edition: str
) -> None:
    # Auction Bridge 1912 scores no vulnerability (47, 48; three-hand 12, 13 as in Auction):
    # the header said "vulnerable unknown (none assumed)", or "vulnerable both" for board 4.
    code, out, _ = run("rule", "1H", "--board", "3", "--edition", edition, "--no-log")
    assert code == 0 and out.splitlines()[0] == f"board 3  {edition}  dealer S", out


def test_6_the_dealers_right_hand_player_declares_first_and_the_dealer_calls_over_it() -> None:
    # Three-hand 6: South declares at North's (the dealer's) turn; North, the succeeding
    # player and the one whose turn it was, declares over it; East demands correction:
    # North calls in turn - he is not told to "call again at his turn" as well.
    r = rule(TH, "S:1H N:2C", "N", {"north_called_first": True, "correction": "correct"})
    irr = only(r)
    assert (irr.law, r.turn) == ("5", "N") and irr.questions[1].seat == "E"
    assert irr.steps[-1].law == "6"
    assert irr.steps[-1].text == (
        "1H and 2C are withdrawn at East's demand: North calls in turn; South calls again at "
        "his turn, with no further penalty."
    )
    assert [(h.seat, h.points) for h in irr.rectification.honour_points] == [("N", 50), ("E", 50)]


@pytest.mark.parametrize(
    ("edition", "notation"),
    [(AB, '1H P P P E:S2 S:S3 W:S4 N:SA W:recalls:"hearts"'),
     (TH, '1H P P E:S2 W:S3 S:S4 N:SA S:recalls:"hearts"')],
)  # fmt: skip
def test_51_a_lead_called_from_the_adversary_not_yet_on_lead_keeps_the_ruling_waiting(
    edition: str, notation: str
) -> None:
    # 1912 Law 51 after trick 1, the declarer (North) on lead: the lead called waits for an
    # adversary's next lead, so the ruling awaits the next card (a draft, not a final ruling
    # that loses the call), citing 51 - never the 2017 Law 44.
    r = rule(edition, notation, "N", {"call_lead": True})
    assert r.pending is not None
    assert (r.pending.seat, r.pending.awaits, r.pending.law) == ("N", "lead", "51")
    outcomes = " | ".join(o.outcome for o in r.pending.options)
    assert (
        "before East or South next leads" in outcomes
        or "before East or West next leads" in outcomes
    )
    assert "44" not in outcomes


@pytest.mark.parametrize(
    ("edition", "event"), [(TH, "E:expose:SK"), (TH, "E:lead:SK"), (AB, "E:expose:ST,SK")]
)
def test_9_a_card_exposed_in_the_auction_that_the_deal_gives_another_is_an_input_error(
    run: Run, edition: str, event: str
) -> None:
    # Three-hand 9 (and any code): with --deal, a card exposed or led in the auction is the
    # player's own, as a card played is; North holds SK here (was: ruled, a spade lead called).
    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    args = (
        "rule",
        f"1H {event}",
        "--dealer",
        "N",
        "--deal",
        deal,
        "--edition",
        edition,
        "--no-log",
    )
    code, out, err = run(*args)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert "East does not hold SK (the deal gives it to North)" in err


def test_5_an_open_question_wraps_under_its_text_at_80_columns(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Three-hand 5: the record shows East's call after South's declaration out of turn; the
    # director's open question, a long id, wraps under "open:" (it began at the border).
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run("rule", "1H S:2C E:2D", "--dealer", "N", "--edition", TH, "--no-log")
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "open: east_called_first" in line)
    assert code == 0 and max(len(line) for line in lines) <= 80
    assert lines[at + 1].startswith("│         1.east_called_first=yes)"), lines[at : at + 2]


def test_7_12_a_three_hand_or_royal_spades_auction_is_not_put_in_pbns_auction_section(
    run: Run, tmp_path: Path
) -> None:
    # Three-hand L1/L7 (three players, West the dummy packet) and 1912 royal spades (44):
    # PBN's [Auction] gives the calls to N E S W in rotation - "2H P P" by South, North,
    # East read as South, West, North. The export says the auction by player in the
    # commentary instead, and the ruling's contract names royal spades (strain RS).
    log = str(tmp_path / "r.sqlite3")
    assert run("rule", "2H P P", "--dealer", "S", "--edition", TH, "--log", log)[0] == 0
    assert run("rule", "1RS AP", "--dealer", "N", "--edition", AB, "--log", log)[0] == 0
    assert run("rule", "1H AP", "--dealer", "N", "--edition", AB, "--log", log)[0] == 0
    code, out, _ = run("log", "export", "--format", "pbn", "--log", log)
    games = out.split("\n\n")[1:]
    assert code == 0 and len(games) == 3
    assert "[Auction" not in games[0] and "S 2H, N Pass, E Pass." in games[0]
    assert '[Contract "2H"]' in games[0]
    assert (
        "[Auction" not in games[1] and "[Contract" not in games[1] and "N 1RS, E Pass" in games[1]
    )
    assert '[Auction "N"]\n1H Pass Pass Pass' in games[2]  # four players, PBN denominations
    ruling = rule(AB, "1RS AP")
    assert ruling.contract is not None and ruling.contract.strain == "RS"


def test_13_a_score_item_too_long_for_80_columns_wraps_under_its_label(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Foster 13 (the dummy packet's honour, scored to the declarer): its item line is 82
    # characters; the law wraps under the label, not at the left edge.
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run("replay", str(EXAMPLES / "th-score-01-made-with-honours.yaml"), "--no-log")
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "(the dummy packet's)" in line)
    assert code == 0 and lines[at + 1].strip() == "[13]"
    assert lines[at + 1].startswith(" " * len("  S +8 (honour column): ")), lines[at + 1]


def test_double_dummy_is_refused_for_the_old_codes_in_one_line() -> None:
    # Double dummy informs a director's adjusted score (2017: 64C, 12C1, 70): the 1912 code
    # gives the director none to inform, and three-hand L7/L8 seat the dummy packet opposite
    # the declarer, which the four-player solver cannot: each refused in one line. Royal
    # spades (RS, 44) would be spades as trumps for the solver.
    from director.dd.analysis import NoDealError, analyse, solver_strain

    deal = Deal.from_pbn("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987")
    royal = Table(Seat.NORTH, Vulnerability.NONE, deal, edition=AB).replay(
        parse_notation("1RS AP"), []
    )
    with pytest.raises(NoDealError, match="auction-bridge-1912 gives the director none"):
        analyse(deal, royal)
    assert solver_strain("RS") == "S" and solver_strain("H") == "H"
    three = Table(Seat.NORTH, Vulnerability.NONE, deal, edition=TH).replay(
        parse_notation("1H P P"), []
    )
    with pytest.raises(NoDealError, match="not three-hand-auction"):
        analyse(deal, three)


@pytest.mark.parametrize("event", ['W:recalls:"you bid clubs"', "W:hesitation", "W:question"])
def test_1_3_no_one_sits_at_the_dummy_packet_to_speak(event: str) -> None:
    # Three-hand L1/L3: West's place holds the dummy packet, no player: information "by
    # West" is a bad record, as a call by West is (was: ruled under 51, or taken as none).
    with pytest.raises(InvalidEventError, match="West is not a player of three-handed auction"):
        rule(TH, f"1H P P {event}")


def test_7_a_revoke_in_three_hand_play_is_refused_naming_the_code_in_force(run: Run) -> None:
    # Three-hand L7 play, a failure to follow suit (no called lead at stake): refused as
    # input naming three-handed Auction, not the 1912 code whose rule it shares.
    deal = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
    code, _, err = run(
        "rule", "1H P P E:SJ W:S3 S:HT", "--dealer", "N", "--deal", deal, "--edition", TH
    )
    assert code == 2 and "a revoke is not ruled under three-hand-auction" in err, err
    assert "auction-bridge-1912" not in err


def test_a_stopped_ruling_does_not_say_whose_turn_it_is(run: Run) -> None:
    # Three-hand 10, a redouble out of turn: named (10) and the ruling stops; what follows is
    # the director's, so no "Auction continues: S to call." after the stop line.
    code, out, _ = run("rule", "1H E:X N:XX", "--dealer", "N", "--edition", TH, "--no-log")
    assert code == 0 and "does not rule" in out and "Auction continues" not in out
