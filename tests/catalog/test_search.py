from pathlib import Path

import pytest

from director.catalog.bids import rewrite
from director.catalog.catalog import get_edition
from director.catalog.french import english
from director.catalog.nearest import distance, nearest
from director.catalog.search import (
    SituationsError,
    corrected,
    read_situations,
    search,
    situations,
    sounded,
    stem,
    suggestions,
    terms,
)
from tests.catalog.queries import DEV, HELD_OUT, QUERIES, read_queries

ED = get_edition("wbf-2017")


def first_laws(query: str, n: int) -> list[int]:
    """The first ``n`` distinct laws among the hits, in order of appearance."""
    out: list[int] = []
    for hit in search(ED, query, limit=60):
        if hit.law.number not in out:
            out.append(hit.law.number)
    return out[:n]


def test_revoke_finds_laws_61_to_64_first() -> None:
    assert sorted(first_laws("revoke", 4)) == [61, 62, 63, 64]


def test_insufficient_finds_law_27_first() -> None:
    hits = search(ED, "insufficient")
    assert hits[0].law.number == 27


def test_lead_out_of_turn_finds_laws_53_to_56_first() -> None:
    assert sorted(first_laws("lead out of turn", 4)) == [53, 54, 55, 56]


def test_hits_are_sections_ranked_best_first() -> None:
    hits = search(ED, "penalty card", limit=5)
    assert len(hits) == 5
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(h.section.ref.law == h.law.number for h in hits)
    assert hits[0].law.number in (50, 51, 52)


def test_no_hits_for_nonsense_or_stop_words() -> None:
    assert search(ED, "xyzzy") == []
    assert search(ED, "the of") == []


def test_stemming_joins_word_forms() -> None:
    assert stem("revokes") == stem("revoked") == stem("revoke")
    assert terms("The Lead out of Turn") == ["lead", "out", "turn"]


# Search in players' and directors' words (issue 14 §3) ---------------------------------


def situation_queries() -> list[tuple[set[int], str]]:
    return read_queries(QUERIES)


def test_situations_find_their_law_in_the_top_3_at_least_95_percent_of_the_time() -> None:
    rows = situation_queries()
    assert len(rows) >= 60
    missed = [q for laws, q in rows if not laws & {h.law.number for h in search(ED, q, 3)}]
    rate = 1 - len(missed) / len(rows)
    assert rate >= 0.95, f"top-3 rate {rate:.1%}; missed: {missed}"


def test_every_situation_names_laws_of_the_edition() -> None:
    for laws, query in situation_queries():
        assert laws and all(1 <= n <= 93 for n in laws), query


@pytest.mark.parametrize(
    ("query", "law"),
    [
        ("hesitate", 16),  # 16B1: an unmistakable hesitation is extraneous information
        ("hesitated", 16),
        ("huddle", 16),
        ("slow", 73),  # 73D1: variations in tempo
        ("psych", 40),  # 40C1: deviation from system and psychic action
        ("renege", 61),  # 61A: the revoke
        ("misclick", 25),  # 25A: unintended call
        ("UI", 16),
        ("MI", 21),  # 21B: call based on misinformation
    ],
)
def test_table_words_reach_the_law_first(query: str, law: int) -> None:
    hits = search(ED, query, limit=3)
    assert hits, query
    assert law in {h.law.number for h in hits}


def test_stems_join_the_forms_directors_use() -> None:
    assert stem("hesitate") == stem("hesitated") == stem("hesitation") == stem("hesitating")
    assert stem("led") == stem("lead")
    assert stem("penalised") == stem("penalized")
    assert terms("RHO's call wasn't sufficient") == [
        "right", "hand", "opponent", "call", "not", "sufficient"
    ]  # fmt: skip
    assert stem("pass") == "pass" and stem("discuss") == "discuss"  # no bare 's' cut


def test_the_vocabulary_is_table_words_not_the_test_queries() -> None:
    """The situation index must not be the query set pasted in: no query of four words
    or more appears whole in the vocabulary."""
    vocab = [" ".join(terms(s.words)) for s in situations(ED)]
    for _, query in situation_queries() + read_queries(DEV):
        q = " ".join(terms(query))
        if len(q.split()) >= 4:
            assert not any(q in words for words in vocab), query


def test_situation_refs_must_exist(tmp_path: Path) -> None:
    bad = tmp_path / "situations.toml"
    bad.write_text('[[situation]]\nrefs = ["27B9"]\nwords = "huddle"\n', encoding="utf-8")
    with pytest.raises(SituationsError, match=r"situations.toml, situation 1: no section 27B9"):
        read_situations(bad, ED)
    bad.write_text('[[situation]]\nrefs = ["99A"]\nwords = "x"\n', encoding="utf-8")
    with pytest.raises(SituationsError, match=r"situation 1: no section 99A"):
        read_situations(bad, ED)
    bad.write_text('[[situation]]\nrefs = ["L?"]\nwords = "x"\n', encoding="utf-8")
    with pytest.raises(SituationsError, match=r"situation 1: invalid law reference"):
        read_situations(bad, ED)
    bad.write_text("[[situation]\n", encoding="utf-8")
    with pytest.raises(SituationsError, match=r"^situations.toml: .*line 1"):
        read_situations(bad, ED)
    bad.write_text('[[situation]]\nrefs = "27B"\n', encoding="utf-8")
    with pytest.raises(SituationsError, match="needs 'refs'"):
        read_situations(bad, ED)
    assert read_situations(tmp_path / "absent.toml", ED) == ()


# Words never seen: misspellings, abbreviations, French (issue 32) -----------------------


def test_held_out_phrasings_find_their_law_in_the_top_3_at_least_90_percent_of_the_time() -> None:
    """A guard against regressions on phrasings the vocabulary was not built from (the
    benchmark prints the figure; the issue's target is 95%). Between two sets the file holds
    only its header, which says where the next set comes from."""
    rows = read_queries(HELD_OUT)
    if not rows:
        assert "added by the lead" in HELD_OUT.read_text(encoding="utf-8")
        return
    assert len(rows) >= 60
    missed = [q for laws, q in rows if not laws & {h.law.number for h in search(ED, q, 3)}]
    assert 1 - len(missed) / len(rows) >= 0.90, missed


def test_the_dev_set_stays_found_at_least_97_percent_of_the_time() -> None:
    """The two earlier held-out sets, read while tuning: built from since, held to their
    level."""
    rows = read_queries(DEV)
    assert len(rows) >= 200
    missed = [q for laws, q in rows if not laws & {h.law.number for h in search(ED, q, 3)}]
    assert 1 - len(missed) / len(rows) >= 0.97, missed


@pytest.mark.parametrize(
    ("query", "rewritten"),
    [
        ("he bid one heart over one spade", "he bid bid over bid insufficient bid"),
        ("1NT over 2C", "bid over bid insufficient bid"),
        ("2S over 1NT", "bid over bid"),  # outranks it: nothing told
        ("wanted to change 2 spades to 3 spades", "wanted to change bid to bid change of call"),
        ("deux trèfles sur deux carreaux", "bid sur bid insufficient bid"),
        ("lead out of turn", "lead out of turn"),  # no bid named
    ],
)
def test_bids_named_in_a_query_are_read_as_bids_and_compared(query: str, rewritten: str) -> None:
    assert rewrite(query) == rewritten


def test_a_word_too_far_in_letters_is_found_by_its_sound() -> None:
    assert sounded("psyk") == sounded("psych") == "psik"
    assert corrected(ED, "psyk by opener") == ["psych", "open"]  # opener: one from opened
    assert 40 in {h.law.number for h in search(ED, "psyk by opener", 3)}


def test_suits_and_made_name_no_irregularity() -> None:
    assert corrected(ED, "il a fait une renonce à pique") == ["renonc"]
    assert corrected(ED, "a revoke in hearts") == ["revok"]


def test_no_held_out_phrasing_is_pasted_into_either_vocabulary() -> None:
    """As for the built-from set: no held-out query of four words or more appears whole in
    the English or French vocabulary (shorter ones may be a Law's own name: passe hors tour)."""
    vocab = [" ".join(terms(s.words)) for s in situations(ED)]
    for _, query in read_queries(HELD_OUT):
        q = " ".join(terms(query))
        if len(q.split()) >= 4:
            assert not any(q in words for words in vocab), query


@pytest.mark.parametrize(
    ("query", "laws"),
    [
        ("revoak", {61, 62, 63, 64}),  # one edit from the stem revok
        ("partner hesitaton before his pass", {16, 73}),
        ("insuficient bid", {27}),
        ("renonce", {61, 62, 63, 64}),
        ("entame hors tour", {53, 54, 55, 56}),
        ("enchere insuffisante", {27}),  # accents optional
        ("carte pénalisée", {50}),
        ("BIT", {16, 73}),
        ("COOT", {29, 30, 31, 32}),
        ("misdeal", {6}),
    ],
)
def test_words_the_catalog_does_not_hold_reach_the_law(query: str, laws: set[int]) -> None:
    assert laws & {h.law.number for h in search(ED, query, limit=3)}, query


def test_a_word_abbreviation_is_spelled_out_only_in_capitals_or_alone() -> None:
    assert terms("a bit slow") == ["bit", "slow"]
    assert terms("partner's BIT") == ["partner", "break", "tempo"]
    assert terms("bit") == ["break", "tempo"]
    assert terms("la carte") == terms("carte")  # French article, not a logical alternative
    assert terms("LA") == terms("logical alternative")


def test_french_accents_elisions_and_endings_meet() -> None:
    assert terms("l'entame") == terms("entame")
    assert terms("enchère") == terms("enchere")
    assert terms("pénalisée") == terms("penalisees") == terms("pénalisé")


def test_nothing_is_corrected_into_a_word_far_away() -> None:
    assert corrected(ED, "revoak huddel xyzzy") == ["revok", "huddl", "xyzzy"]
    assert search(ED, "qwrtp") == []


def test_suggestions_are_the_catalog_words_nearest_the_query() -> None:
    assert {61, 62, 63, 64} & {h.law.number for h in search(ED, "revoaqq", 3)}  # its sound
    assert search(ED, "penaltiezzz") == []  # three edits from penalties: too far to read
    near = suggestions(ED, "penaltiezzz")
    assert near and near[0] == "penalty", near  # offered, as the stem's commonest form
    assert suggestions(ED, "xyzzy") == []
    assert suggestions(ED, "revoke") == []  # a word the catalog holds needs none


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [("revoke", "revoke", 0), ("trun", "turn", 1), ("huddel", "huddle", 1), ("cat", "dog", 3)],
)
def test_distance_counts_a_swap_of_neighbours_as_one_edit(a: str, b: str, d: int) -> None:
    assert distance(a, b, 5) == d


def test_distance_stops_past_its_limit() -> None:
    assert distance("abcdef", "uvwxyz", 2) == 3
    assert distance("a", "abcd", 2) == 3
    assert nearest("trun", ["turn", "torn", "true", "tune"], 1) == [(1, "true"), (1, "turn")]


# General mechanisms, each tried on words no query set holds (issue 32) ------------------


@pytest.mark.parametrize(
    ("query", "law"),
    [
        ("procedral penalty", 90),  # one letter dropped
        ("spectater", 76),  # one letter changed
        ("wihtdrawn call", 26),  # two letters swapped, and an irregular form
        ("rectificaton", 82),
    ],
)
def test_a_misspelling_of_a_word_no_query_holds_finds_its_law(query: str, law: int) -> None:
    assert law in {h.law.number for h in search(ED, query, 3)}


def test_a_misspelling_read_as_a_word_counts_as_that_word() -> None:
    """Measured (benchmarks/search.py --typos): a guess weighed below the words read as
    written lost found queries, so it counts in full."""
    right, guessed = search(ED, "spectator", 1)[0], search(ED, "spectater", 1)[0]
    assert (right.section, right.score) == (guessed.section, guessed.score)


def test_a_misspelling_is_matched_against_every_form_the_catalog_writes() -> None:
    assert corrected(ED, "plaeyd") == [stem("played")]  # one swap from played, two from play
    assert corrected(ED, "pased out") == [stem("passed"), "out"]  # not based


@pytest.mark.parametrize(
    ("query", "laws"),
    [
        ("pli", {65, 66, 67}),  # the trick, in the players' French
        ("il n'a pas fourni à la couleur", {44, 61}),
        ("une carte nommée", {45, 46}),
        ("intentionnelle", {72, 73}),
    ],
)
def test_a_french_term_of_the_laws_is_read_also_in_english(query: str, laws: set[int]) -> None:
    assert laws & {h.law.number for h in search(ED, query, 3)}, query


def test_french_terms_meet_in_their_feminine_and_plural_forms() -> None:
    assert english(stem("renonce")) == english(stem("renonces")) == stem("revoke")
    assert english(stem("tardif")) == english(stem("tardive")) == stem("late")
    assert english(terms("levées")[0]) == english(terms("levée")[0]) == stem("trick")
    assert english(stem("revoke")) is None  # an English word has no English reading
    assert english(stem("plies")) is None  # not a plural of pli: English, and read as ply
    assert corrected(ED, "plyed") == [stem("played")]


def test_the_french_and_english_readings_of_a_word_count_once() -> None:
    """61A holds both *renonce* (its French vocabulary) and *revoke*: the better counts."""
    both = search(ED, "renonce", 1)[0]
    assert both.law.number == 61
    assert both.score <= search(ED, "revoke", 1)[0].score * 1.01


@pytest.mark.parametrize(
    ("query", "law"),
    [("ArtAS", 12), ("AjAS", 12), ("RDBL out of turn", 32), ("CoC", 78)],
)
def test_the_fields_abbreviations_are_spelled_out(query: str, law: int) -> None:
    assert law in {h.law.number for h in search(ED, query, 3)}


def test_irregular_verb_forms_meet_their_verb() -> None:
    assert stem("withdrew") == stem("withdrawn") == stem("withdraw")
    assert stem("broke") == stem("broken") == stem("break")
    assert stem("drew") == stem("drawn") == stem("draw")


@pytest.mark.parametrize(
    ("a", "b"),
    [("revoke", "revoek"), ("revoke", "revolk"), ("trick", "trikc"), ("abc", "cba"),
     ("claim", "clam"), ("psych", "psyk"), ("tempo", "tmepo"), ("huddle", "hudle")],
)  # fmt: skip
def test_the_letter_filter_never_drops_a_word_within_reach(a: str, b: str) -> None:
    for limit in (1, 2, 3):
        assert bool(nearest(a, [b], limit)) == (distance(a, b, limit) <= limit)


@pytest.mark.parametrize(
    ("query", "terms_read"),
    [
        ("pd hesitated", ["partner", "hesitat"]),
        ("opps misexplained", ["opponent", "misexplain"]),
        ("decl claimed", ["declarer", "claim"]),
        ("partner hitched", ["partner", "hesitat"]),
        ("AL", ["logical", "alternativ"]),  # French: alternative logique
    ],
)
def test_table_shorthand_is_spelled_out(query: str, terms_read: list[str]) -> None:
    assert corrected(ED, query) == terms_read


def test_an_abbreviation_in_the_plural_is_spelled_out() -> None:
    assert terms("two BITs") == ["two", "break", "tempo"]
    assert terms("the LAs") == terms("logical alternatives")
    assert terms("bits") == ["bit"]  # a word, not capitals


def test_the_seats_are_read_only_in_a_query_of_seats_alone() -> None:
    assert corrected(ED, "north and east disagree") == ["disagr"]
    assert 85 in {h.law.number for h in search(ED, "north and east disagree", 3)}
    assert corrected(ED, "north") == ["north"]  # Law 3 names the compass seats


def test_a_word_read_in_two_languages_scores_the_same_in_any_order() -> None:
    """*renonce* is also read as *revoke*: a query holding both weighs them alike whichever
    comes first."""
    one = [(h.section.ref, h.score) for h in search(ED, "renonce revoke", 5)]
    other = [(h.section.ref, h.score) for h in search(ED, "revoke renonce", 5)]
    assert one == other
