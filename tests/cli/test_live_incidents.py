"""The common incidents of issue 14 §4, each run as one live ``director rule`` session in a
real terminal (a pty): typed up to the irregularity, the tool states what the players may
do before they choose, asks what they did, and ends in the final ruling - no retyping.
Each test asserts what the table is told before the choice and the final ruling."""

from __future__ import annotations

from pathlib import Path

from director.log.journal import unfinished
from director.log.store import LogStore
from tests.cli.test_live_session import DEAL, Terminal
from tests.conftest import Run

TRICK_1 = "1S AP E:HA S:H8 W:H2 N:H4"


def logged(log: Path) -> int:
    with LogStore.open(log) as store:
        return store.count()


def test_29B_30A_pass_out_of_rotation_at_rhos_turn(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "E:P", "--dealer", "N")
    before = term.until("choice [")
    assert "Does South accept the call out of rotation Pass?" in before
    assert "29A: Pass stands" in before and "29B: Pass is cancelled" in before
    term.type("2")  # not accepted
    assert "30C" in term.until("choice [")
    term.type("1")  # not artificial
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "East must pass at his next turn" in screen and "must pass E at his next turn" in screen
    assert logged(log) == 1


def test_36B_partner_doubles_partners_bid_replacement_given_live(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1H P X", "--dealer", "N")
    before = term.until("What did South call?")
    # Mid-auction, typed up to the double: 36C (found after the opening lead) is not asked.
    assert "36C" not in before and "opening lead" not in before
    assert "36B2" in before and "partner must pass" in before
    term.type("2H")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "must pass N for the rest of the auction [36B2]" in screen
    assert "[26B]" in screen and logged(log) == 1


def test_24_card_exposed_in_the_auction(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1S E:expose:HK", "--dealer", "N")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    # An honour: a major penalty card only if East becomes a defender; partner passes once.
    assert "(if East becomes a defender)" in screen or "if E" in screen
    assert "must pass W at his next turn [24B]" in screen or "24B" in screen
    assert logged(log) == 1


def test_54B_opening_lead_out_of_turn_accepted(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1S AP W:H2", "--dealer", "N", "--deal", DEAL)
    assert "54C" in term.until("choice [")  # the director's finding comes first
    term.type("2")
    before = term.until("choice [")
    assert "accept (54B)" in before or "54B" in before
    assert "54A" in before and "54D" in before
    term.type("1")  # accept
    waiting = term.until("What did North play?")  # 54B1: declarer's second card comes next
    assert "Waiting for N [54B1]" in waiting and "54B2" in waiting
    term.type("H4")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "54B" in screen and "W:H2  N:H4" in screen
    assert logged(log) == 1


def test_54D_50D2a_lead_refused_suit_required_then_the_lead_given_live(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1S AP W:H2", "--dealer", "N", "--deal", DEAL)
    term.until("choice [")
    term.type("2")  # could not have seen dummy
    term.until("choice [")
    term.type("3")  # refuse
    before = term.until("choice [")
    # Declarer's election before East leads, each option with what follows (50D2).
    assert "Declarer's choice before East leads to trick 1" in before
    assert "require a heart lead" in before and "50D2(a)" in before and "50D2(b)" in before
    term.type("1")  # require hearts
    told = term.until("What did East lead?")
    assert "a heart → 50D2(a)" in told and "61A: a revoke" in told
    term.type("HA")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "West picks up H2" in screen and "[50E2]" in screen
    assert "logged as #1" in screen and logged(log) == 1


def test_54C_dummy_already_faced_declarer_must_accept(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1S AP W:H2 S:spread", "--dealer", "N", "--deal", DEAL)
    assert "54B1" in term.until("What did North play?")  # he accepts: 54B1 follows
    term.type("H4")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "54C" in screen and "must accept the lead" in screen
    assert "How does North (declarer) deal" not in screen  # no choice is offered
    assert logged(log) == 1


def test_50D2_dropped_honour_then_partners_lead_live(tmp_path: Path) -> None:
    # After trick 1 West drops DJ (an honour: a major penalty card); East, who won the
    # trick, is to lead: declarer's election comes first, then East's lead.
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, f"{TRICK_1} W:expose:DJ", "--dealer", "N", "--deal", DEAL)
    before = term.until("choice [")
    assert "Declarer's choice before East leads to trick 2" in before
    assert "require a diamond lead" in before and "prohibit diamonds" in before
    term.type("1")  # require a diamond
    told = term.until("What did East lead?")
    assert "a diamond → 50D2(a)" in told
    term.type("D5")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "West picks up DJ" in screen and "logged as #1" in screen


def test_50D2b_penalty_card_stays_and_the_session_follows_it_until_played(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, f"{TRICK_1} W:expose:DJ", "--dealer", "N", "--deal", DEAL)
    term.until("choice [")
    term.type("3")  # neither: DJ stays a penalty card
    assert "DJ (major) → 50D1" in term.until("What did East lead?")
    term.type("D5")
    told = term.until("What did South play?")
    assert "West's penalty card DJ (major)" in told
    term.type("DA")
    told = term.until("What did West play?")
    # West's own card now: the penalty card, or Law 52 if he plays another one.
    assert "DJ → 50D1" in told and "52: declarer may accept it" in told
    term.type("stop")  # the director leaves the table: a draft, not a ruling
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "not logged" in screen and "draft #1 kept" in screen and logged(log) == 0


def test_61_64_revoke_with_a_full_deal_to_the_end_of_play(tmp_path: Path) -> None:
    # North fails to follow to trick 2 (a revoke: the deal shows his hearts); the play goes
    # on, South establishes it (63A1), North claims 9 of the last 10 (agreed).
    log = tmp_path / "r.sqlite3"
    revoke = "E:HK S:H9 W:H3 N:D8"
    term = Terminal(log, f"{TRICK_1} {revoke}", "--dealer", "N", "--deal", DEAL)
    told = term.until("What did East lead?")
    assert "62A: it must be corrected" in told and "63A1" in told
    term.type("HQ S:HT W:H6 N:H5")
    told = term.until("What did East lead?")
    assert "64A: the trick transfer is known when play ends" in told
    assert "Score:" not in told  # no result while play goes on
    term.type("N:claim:9")
    term.until("choice [")
    term.type("1")  # agreed
    asked = term.until("choice [")
    assert "When was attention first drawn to the revoke?" in asked and "64A2" in asked
    term.type("1")  # in time: the automatic transfer applies
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "64A" in screen and "Score: 1S" in screen and "logged as #1" in screen


def test_70_disputed_claim_with_a_trump_outstanding(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    six = (
        f"{TRICK_1} E:HK S:H9 W:H3 N:H5 E:HQ S:HT W:H6 N:HJ E:CA S:C6 W:C7 N:C2 "
        "E:CK S:CJ W:C8 N:C3 E:C5 S:CQ W:C9 N:C4"
    )
    term = Terminal(log, f"{six} N:claim:all", "--dealer", "N", "--deal", DEAL)
    before = term.until("choice [")
    assert "Do the opponents agree?" in before and "68D2(a)" in before
    term.type("2")  # disputed
    term.until("number (0-7)")
    term.type("6")
    assert "Confirm?" in term.until("Confirm?")
    term.type("y")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "70" in screen and "1S" in screen and "logged as #1" in screen


def test_16B_a_mistyped_table_result_is_asked_again_not_an_error(tmp_path: Path) -> None:
    # A hesitation (16B): the director's findings given, the table result typed live - a
    # result that does not read is said in one line and asked again; the session goes on.
    log = tmp_path / "r.sqlite3"
    term = Terminal(
        log, "1S P 2S P N:hesitation 3S P S:questioned:4S P P P", "--dealer", "N",
        "--vul", "both", "-a", "extraneous=yes", "-a", "suggests=yes",
        "-a", "logical_alternative=yes", "-a", "damaged=yes", "-a", "score=assigned",
        "-a", "self_inflicted=no",
    )  # fmt: skip
    assert "[16B3] What was the result at the table?" in term.until("or 'Pass'")
    term.type("four spades made")
    assert "invalid result" in term.until("invalid result")
    term.type("4S=")
    assert "[12C1(b)]" in term.until("[12C1(b)]")
    term.type("3S+1")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "NS +620" in screen and "NS +170" in screen and "logged as #1" in screen


def test_51_auction_bridge_1912_the_called_lead_asked_of_declarer_before_the_lead(tmp_path: Path) -> None:
    # North declares 2H; West reminds East of his clubs: North calls a lead from East and
    # names the suit before East leads; the lead awaited is stated with what follows.
    log = tmp_path / "r.sqlite3"
    told = '1H 2C 2H P P P W:recalls:"clubs"'
    term = Terminal(log, told, "--dealer", "N", "--deal", DEAL, "--edition", "auction-bridge-1912")
    assert "call a lead" in term.until("choice [")
    term.type("1")  # call a lead
    before = term.until("choice [")
    assert "Which suit does North (declarer) call" in before and "1. spades" in before
    term.type("1")  # spades
    told_table = term.until("What did East lead?")
    assert "a spade → 51" in told_table and "73/79" in told_table
    term.type("SJ")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "North calls a spade" in screen and "E:SJ" in screen and logged(log) == 1


def test_16B_in_the_play_a_card_after_partners_slow_card_weighed_against_another_play(
    tmp_path: Path,
) -> None:
    # West thinks before his H2 at trick 1; East switches to the CA: the director's findings
    # typed live (16B1, 16B1(a), 16B1(b): another play), the table result and the assigned
    # outcome typed; the hesitation is timed by West's card, 73A2 and 73C1 are stated.
    log = tmp_path / "r.sqlite3"
    term = Terminal(
        log, "1S P 2S P 4S AP E:HA S:H8 W:hesitation W:H2 N:H4 E:questioned:CA",
        "--dealer", "N", "--deal", DEAL, "-a", "damaged=yes", "-a", "score=assigned",
        "-a", "self_inflicted=no",
    )  # fmt: skip
    assert "[16B1] Was extraneous information from West" in term.until("choice [")
    term.type("1")
    assert "demonstrably suggest CA over another play?" in term.until("choice [")
    term.type("1")
    assert "logical alternative to CA: a play that" in term.until("choice [")
    term.type("1")
    assert "[16B3] What was the result at the table?" in term.until("or 'Pass'")
    term.type("4S-1")
    assert "[12C1(b)]" in term.until("[12C1(b)]")
    term.type("4S=")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "West hesitated before playing H2 (event 9)" in screen
    assert "73A2" in screen and "73C1" in screen and "agreed signals" in screen
    assert "NS +420" in screen and "EW -420" in screen and "logged as #1" in screen


def test_75_in_the_play_a_defenders_card_explained_then_the_adjusted_score(tmp_path: Path) -> None:
    # Declarer asks about West's H2; East says "count". The agreement is attitude (75B1);
    # no call can be changed in the play (21B1(a)), 47E2 states the card taken back or the
    # adjustment; the director assigns 4S= for 4S-1 at the table (12C1(b)).
    log = tmp_path / "r.sqlite3"
    term = Terminal(
        log, "1S P 2S P 4S AP E:HA S:H8 W:H2 E:explains:count", "--dealer", "N",
        "--deal", DEAL, "-a", "damaged=yes", "-a", "score=assigned", "-a", "self_inflicted=no",
    )  # fmt: skip
    before = term.until("choice [")
    assert "card-play agreement about West's H2 (event 9)" in before
    assert "card departed from the agreement" in before and "40C1" in before
    term.type("1")  # mistaken explanation
    assert "[40B4]" in term.until("choice [")
    term.type("1")  # no
    term.until("or 'Pass'")
    term.type("4S-1")
    term.until("[12C1(b)]")
    term.type("4S=")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "East explained West's H2 (event 9): 'count'" in screen
    assert "47E2(a)" in screen and "no call can be changed any more" in screen
    assert "47E2(b)" in screen and "21B3" not in screen
    assert "NS +420" in screen and "logged as #1" in screen


def test_44_a_card_that_cannot_have_been_played_is_refused_at_the_prompt_and_asked_again(
    tmp_path: Path,
) -> None:
    # At the live prompt a card the player does not hold, a card already played, a call
    # where a card is awaited (2H for H2), or such a card after a good one, is refused in
    # one line naming why and asked again (it ended the session, exit 2); the cards taken
    # are the incident's, the refused ones are not.
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, f"{TRICK_1} W:expose:DJ", "--dealer", "N", "--deal", DEAL)
    term.until("choice [")
    term.type("3")  # neither: DJ stays a penalty card
    term.until("What did East lead?")
    term.type("SA")
    told = term.until("What did East lead?")
    assert "East does not hold SA (the deal gives it to North) — try again" in told
    assert "Waiting for" not in told  # the options are not stated again
    term.type("HA")
    assert "HA was already played by East — try again" in term.until("What did East lead?")
    term.type("2H")
    told = term.until("What did East lead?")
    assert "2H is a call, but the auction is over and East is to lead a card" in told
    assert "(suit first: e.g. H2)" in told
    term.type("D5 S:SA S:D2")
    told = term.until("What did South play?")
    assert "South does not hold SA (the deal gives it to North); not taken either: S:D2" in told
    assert "Waiting for S [44]" in told  # D5 was taken: South's options are stated
    term.type("DA")
    term.until("What did West play?")
    term.type("stop")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "draft #1 kept" in screen
    with LogStore.open(log) as store:
        (draft,) = unfinished(store)
    assert draft.request["notation"] == f"{TRICK_1} W:expose:DJ D5 DA"


def test_a_card_typed_where_a_call_is_awaited_is_refused_at_the_prompt(tmp_path: Path) -> None:
    log = tmp_path / "r.sqlite3"
    term = Terminal(log, "1H 1S 1H", "--dealer", "S", "--answer", "accept=no")
    term.until("What did North call?")
    term.type("HK")
    told = term.until("What did North call?")
    assert "a card played before the auction ended" in told and "try again" in told
    term.type("2H")
    term.until("choice")
    term.type("1")
    code, screen = term.finish()
    assert code == 0, screen[-1500:]
    assert "2H is the lowest sufficient bid" in screen and logged(log) == 1


def test_44_the_same_card_in_a_record_stays_an_input_error(run: Run) -> None:
    code, _, err = run("rule", f"{TRICK_1} W:expose:DJ SA", "--dealer", "N", "--deal", DEAL)
    assert code == 2
    assert err.strip() == "error: event 8 (SA): East does not hold SA (the deal gives it to North)"
