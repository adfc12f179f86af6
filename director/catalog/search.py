"""Ranked search over a catalog edition, at section level, in the Law's words and in the
words directors and players use at the table.

Each section is a document with four fields: its Law's title, its own heading, its text,
and the situation vocabulary attached to it (``situations.toml`` beside the edition: huddle,
renege, psych, misclick ...). Words are compared by stem (:mod:`director.catalog.words`).
A section scores, for each query word it holds, the word's rarity across the catalog (IDF)
times a weight per field (title 3, heading 2, vocabulary 2.5, text 1 with diminishing
returns on repeats). The sum is scaled by the share of the query's weight (IDF) the
section holds, squared, and by 1.5 when it holds the query as a phrase, so that a section
holding the rare words of the query ranks above one holding its common ones. Last, each
further section of a Law already listed counts ``SAME_LAW_DECAY`` times less, so that the
first hits show several Laws.

A query word the catalog does not hold is read as the nearest one it does (a misspelling)
and then counts in full: weighing such a guess below the words read as written (0.8 a
further edit) lost 1 to 2 points on the query sets with one or two letters spoiled in
their longest word (``benchmarks/search.py --typos``), for no gain on the sets as written. A
French term of the Laws counts as the better of itself and its English word
(:mod:`director.catalog.french`). Only the sections holding a word of the query are scored.

SQLite's FTS5 (``porter`` tokenizer, ``bm25``) was measured against this on the same data
(``benchmarks/search.py``) and found less accurate on the situation query set.
The index is built once per edition and process (about 30 ms for the 2017 Laws).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections import Counter
from pathlib import Path
from typing import Any

from director.catalog.catalog import Edition, Law, Section
from director.catalog.ref import LawRef
from director.catalog.words import SEATS, STOP, stem, terms, words
from director.errors import DirectorError, InvalidLawRefError

__all__ = [
    "Hit",
    "Situation",
    "SituationsError",
    "read_situations",
    "search",
    "situations",
    "stem",
    "suggestions",
    "terms",
]

TITLE_WEIGHT, HEADING_WEIGHT, VOCAB_WEIGHT, TEXT_WEIGHT = 3.0, 2.0, 2.5, 1.0
SITUATIONS_FILE = "situations.toml"
FRENCH_FILE = "situations.fr.toml"  # the same, in the words of French-speaking directors
SAME_LAW_DECAY = 0.75
FRENCH_TRUST = 0.6  # a French term's weight when read as its English word


@dataclasses.dataclass(frozen=True)
class Hit:
    law: Law
    section: Section
    score: float

    @property
    def snippet(self) -> str:
        text = self.section.text
        return text if len(text) <= 160 else text[:157].rsplit(" ", 1)[0] + " ..."


@dataclasses.dataclass(frozen=True)
class Situation:
    """Table vocabulary (``words``) attached to the sections that rule on it."""

    refs: tuple[LawRef, ...]
    words: str


class SituationsError(DirectorError, ValueError):
    """A malformed ``situations.toml``."""


def situations(edition: Edition) -> tuple[Situation, ...]:
    """The edition's situation vocabulary, English (``situations.toml``) and French
    (``situations.fr.toml``); none without them. A derived edition without one of its own
    keeps its base's, for the sections it still has.

    :raises SituationsError: naming the entry, for a malformed file or a reference to a
        section the edition does not have.
    """
    paths = [edition.path / name for name in (SITUATIONS_FILE, FRENCH_FILE)]
    if edition.base is None or any(p.is_file() for p in paths):
        return tuple(s for p in paths for s in read_situations(p, edition))
    out: list[Situation] = []
    for situation in situations(edition.base):
        refs = tuple(r for r in situation.refs if _has_section(edition, r))
        if refs:
            out.append(Situation(refs, situation.words))
    return tuple(out)


def _has_section(edition: Edition, ref: LawRef) -> bool:
    return edition.has_law(ref.law) and edition.law(ref.law).section(ref) is not None


def read_situations(path: Path, edition: Edition) -> tuple[Situation, ...]:
    if not path.is_file():
        return ()
    import tomllib

    try:
        with path.open("rb") as f:
            data: dict[str, Any] = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise SituationsError(f"{path.name}: {e}") from None
    out: list[Situation] = []
    for i, entry in enumerate(data.get("situation", []), start=1):
        where = f"{path.name}, situation {i}"
        refs, words = entry.get("refs"), entry.get("words")
        if not isinstance(refs, list) or not refs or not isinstance(words, str):
            raise SituationsError(f"{where}: needs 'refs' (a list) and 'words' (a string)")
        try:
            parsed = tuple(LawRef.parse(str(r)) for r in refs)
        except InvalidLawRefError as e:
            raise SituationsError(f"{where}: {e}") from None
        for ref in parsed:
            if not _has_section(edition, ref):
                raise SituationsError(f"{where}: no section {ref} in {edition.id}")
        out.append(Situation(parsed, words))
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class _Doc:
    law: Law
    section: Section
    title: frozenset[str]
    heading: frozenset[str]
    vocab: frozenset[str]
    body: Counter[str]
    phrase: str  # every field's stems, space-separated, for phrase matches


@dataclasses.dataclass(frozen=True)
class _Index:
    docs: tuple[_Doc, ...]
    df: Counter[str]
    postings: dict[str, list[int]]  # the docs holding each stem, by their place in docs


@functools.cache
def _index(edition: Edition) -> _Index:
    vocab: dict[LawRef, list[str]] = {}
    for situation in situations(edition):
        for ref in situation.refs:
            vocab.setdefault(ref, []).append(situation.words)
    docs: list[_Doc] = []
    df: Counter[str] = Counter()
    postings: dict[str, list[int]] = {}
    for law in edition:
        title = terms(law.title)
        for section in law.sections:
            heading = terms(section.heading)
            text = terms(section.text)
            extra = [t for words in vocab.get(section.ref, ()) for t in [*terms(words), "|"]]
            doc = _Doc(
                law=law,
                section=section,
                title=frozenset(title),
                heading=frozenset(heading),
                vocab=frozenset(extra) - {"|"},
                body=Counter(text),
                phrase=" " + " ".join([*title, "|", *heading, "|", *text, "|", *extra]) + " ",
            )
            held = doc.title | doc.heading | doc.vocab | set(doc.body)
            for t in held:
                postings.setdefault(t, []).append(len(docs))
            docs.append(doc)
            df.update(held)
    return _Index(tuple(docs), df, postings)


def spelling_limit(word: str) -> int:
    """How many edits a misspelled word of this length may be from the catalog's: none for
    three letters or fewer, one up to five, two beyond."""
    return 0 if len(word) <= 3 else 1 if len(word) <= 5 else 2


def corrected(edition: Edition, query: str) -> list[str]:
    """The stems of ``query``, each word whose stem the catalog does not hold read as the
    nearest word (in any form the catalog writes it) or stem it does
    (:func:`director.catalog.nearest.nearest`), or kept when none is near enough. A French
    term of the Laws is kept as written (:mod:`director.catalog.french` reads it)."""
    from director.catalog.bids import rewrite
    from director.catalog.french import english

    df = _index(edition).df
    out: list[str] = []
    said = words(rewrite(query))
    seats_alone = all(w in STOP or w in SEATS for w in said)
    for w in said:
        if w in SEATS and not seats_alone:  # "LOOT by west": the seat names no irregularity
            continue
        t, limit = stem(w), spelling_limit(w)
        if w in STOP or t in df or not limit or english(t):
            out += [] if w in STOP else [t]
            continue
        from director.catalog.nearest import nearest

        # plaeyd: one swap from played; revoak: two edits from revoke, one from its stem revok
        near = [(d, 0, stem(c)) for d, c in nearest(w, _written(edition), limit)]
        near += [(d, 1, c) for d, c in nearest(t, df, spelling_limit(t))]
        if not near:  # psyk: two letters from psych, one sound from it
            sounds = _sounds(edition)
            near = [(d + 1, 0, stem(sounds[c])) for d, c in nearest(sounded(w), sounds, 1)]
        # the nearest; at one distance a whole word's match, the same first letter, commonest
        best = min(near, key=lambda n: (n[0], n[1], n[2][:1] != t[:1], -df[n[2]]), default=None)
        out.append(best[2] if best else t)
    return out


@functools.cache
def _written(edition: Edition) -> tuple[str, ...]:
    """Every word the catalog and its vocabulary write, in every form (*played, plays*),
    and the French terms of the Laws: what a misspelled word is compared with."""
    from director.catalog.french import french_words

    return tuple(sorted({w for _, w in _counts(edition)} | set(french_words())))


@functools.cache
def _spelled(edition: Edition) -> dict[str, str]:
    """Each stem of the catalog and its vocabulary, spelled as its commonest word."""
    out: dict[str, str] = {}
    for (t, w), _ in _counts(edition).most_common():
        out.setdefault(t, w)
    return out


@functools.cache
def _counts(edition: Edition) -> Counter[tuple[str, str]]:
    """How often the catalog and its vocabulary write each word, with its stem."""
    counts: Counter[tuple[str, str]] = Counter()
    texts = [s.words for s in situations(edition)]
    for law in edition:
        texts.append(law.title)
        texts.extend(f"{section.heading} {section.text}" for section in law.sections)
    for text in texts:
        counts.update((stem(w), w) for w in words(text) if w not in STOP and not w.isdigit())
    return counts


@functools.cache
def _sounds(edition: Edition) -> dict[str, str]:
    """Each word (and stem) of the catalog by its sound key (:func:`sounded`), the first
    met for a key shared."""
    out: dict[str, str] = {}
    for word in [*_spelled(edition).values(), *_index(edition).df]:  # words, then stems
        out.setdefault(sounded(word), word)
    return out


def sounded(word: str) -> str:
    """A rough sound key of an English word, for misspellings that edit distance alone
    finds too far: *psyk* and *psych*, *fone* and *phone*: ``ch``, ``ck``, ``c``, ``q``
    heard as ``k``, ``ph`` as ``f``, ``y`` as ``i``, a doubled letter once."""
    key = word.lower()
    for spelled, heard in (("ch", "k"), ("ck", "k"), ("ph", "f"), ("q", "k"), ("c", "k"),
                           ("y", "i")):  # fmt: skip
        key = key.replace(spelled, heard)
    return "".join(c for i, c in enumerate(key) if i == 0 or c != key[i - 1])


def suggestions(edition: Edition, query: str, limit: int = 5) -> list[str]:
    """Words of the catalog near those of ``query`` that it does not hold, nearest first
    (by stem, or by any form the catalog writes): what to offer when a search finds
    nothing."""
    from director.catalog.nearest import nearest

    spelled, df = _spelled(edition), _index(edition).df
    out: list[str] = []
    for w in words(query):
        t = stem(w)
        if w in STOP or t in spelled or len(t) <= 2:
            continue
        reach = max(2, spelling_limit(w) + 1)
        near = nearest(t, spelled, reach)
        near += [(d, stem(c)) for d, c in nearest(w, _written(edition), reach)]
        for _, c in sorted(near, key=lambda dc: (dc[0], -df[dc[1]])):
            if c in spelled and spelled[c] not in out:
                out.append(spelled[c])
    return out[:limit]


def search(edition: Edition, query: str, limit: int = 10) -> list[Hit]:
    """The best ``limit`` sections for ``query``, best first; a word of the query that the
    catalog does not hold is read as the nearest one it does (:func:`corrected`), and a
    French term of the Laws also as its English word (:mod:`director.catalog.french`)."""
    read = corrected(edition, query)
    slots = _slots(read)
    if not slots:
        return []
    index = _index(edition)
    n = len(index.docs)
    idf = {t: math.log(1 + n / (1 + index.df[t])) for s in slots for t, _ in s}
    total = sum(max(idf[t] * trust for t, trust in s) for s in slots)
    qphrase = " " + " ".join(read) + " "
    holding = sorted({i for s in slots for t, _ in s for i in index.postings.get(t, ())})
    hits: list[Hit] = []
    for doc in (index.docs[i] for i in holding):
        score = 0.0
        matched = 0.0
        for slot in slots:
            best, best_idf = 0.0, 0.0
            for t, trust in slot:
                w = (t in doc.title) * TITLE_WEIGHT + (t in doc.heading) * HEADING_WEIGHT
                w += (t in doc.vocab) * VOCAB_WEIGHT
                count = doc.body[t]
                if count:
                    w += TEXT_WEIGHT * min(count, 3) / 3
                if w * idf[t] * trust > best:
                    best, best_idf = w * idf[t] * trust, idf[t] * trust
            score += best
            matched += best_idf
        score *= (matched / total) ** 2
        if len(slots) > 1 and qphrase in doc.phrase:
            score *= 1.5

        hits.append(Hit(doc.law, doc.section, round(score, 3)))
    hits.sort(key=lambda h: (-h.score, h.section.ref.sort_key))
    return _varied(hits)[:limit]


def _slots(read: list[str]) -> list[tuple[tuple[str, float], ...]]:
    """Each distinct word of the query as its alternatives, each with its weight: the stem
    read (1) and, for a French term of the Laws, its English word (``FRENCH_TRUST``)."""
    from director.catalog.french import english

    slots: list[tuple[tuple[str, float], ...]] = []
    for t in dict.fromkeys(read):
        en = english(t)
        alternatives = ((t, 1.0),) if en is None else ((t, 1.0), (en, FRENCH_TRUST))
        slots.append(alternatives)
    return slots


def _varied(hits: list[Hit]) -> list[Hit]:
    """The hits re-ranked so that one Law's sections do not crowd out the others: each
    further section of a Law already listed counts ``SAME_LAW_DECAY`` times less."""
    seen: Counter[int] = Counter()
    out: list[Hit] = []
    for h in hits:
        out.append(Hit(h.law, h.section, round(h.score * SAME_LAW_DECAY ** seen[h.law.number], 3)))
        seen[h.law.number] += 1
    out.sort(key=lambda h: (-h.score, h.section.ref.sort_key))
    return out
