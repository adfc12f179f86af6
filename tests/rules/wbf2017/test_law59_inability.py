"""Law 59: a player who cannot comply with a lead or play restriction chosen in
rectification may play any otherwise legal card; no revoke, and the result says why."""

from tests.rules.play.helpers import kinds, play, tricks

# After trick 3 East (on lead) has no heart left; West exposes H7 deliberately: a major
# penalty card, and declarer requires East to lead a heart (50D2(a)).
AFTER_3 = f"{tricks(upto=3)} W:expose:H7"


def test_59_required_suit_he_does_not_hold_any_card_may_be_led() -> None:
    r = play(
        f"{AFTER_3} E:CA S:C6 W:C7 N:C2",
        {"unintentional": "no"},
        {"declarer_choice": "require:H"},
    )
    assert kinds(r) == ["card-exposed-by-defender", "penalty-card-lead-options"]
    assert r.result is not None
    notes = [(n.law, n.text) for n in r.result.notes if n.law == "59"]
    assert notes == [
        ("59", "East had no heart to lead as required (50D2(a)): he may lead any card (59).")
    ]


def test_59_no_note_when_the_player_complies() -> None:
    r = play(
        f"{AFTER_3} E:CA S:C6 W:C7 N:C2",
        {"unintentional": "no"},
        {"declarer_choice": "prohibit:H"},
    )
    assert r.result is not None and not [n for n in r.result.notes if n.law == "59"]


def test_59_57A_partner_who_must_follow_suit_plays_a_card_of_it() -> None:
    # Trick 7, led from dummy: East plays ahead of West; declarer requires West to play a
    # heart (57A3), but West holds S3 and must follow suit (44C).
    r = play(f"{tricks(upto=6)} S:S4 E:S8 W:S3 N:SA E:S8", {"declarer_choice": "play:H"})
    assert kinds(r) == ["premature-play"]
    assert r.result is not None
    notes = [n.text for n in r.result.notes if n.law == "59"]
    assert notes == ["West must follow suit (57A3): he may play any legal card (59)."]
