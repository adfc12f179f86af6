from director.catalog.catalog import get_edition
from director.catalog.search import search, stem, terms

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
