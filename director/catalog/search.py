"""Ranked full-text search over a catalog edition, at section level.

Each section is scored on the query's words found in its Law's title (weight 3), its own
heading (2) and its text (1), weighted by how rare each word is across the catalog; a
section holding every word of the query, or the query as a phrase, ranks above one holding
some of them.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections import Counter

from director.catalog.catalog import Edition, Law, Section

__all__ = ["Hit", "search"]

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "has",
        "have",
        "he",
        "his",
        "in",
        "is",
        "it",
        "its",
        "may",
        "of",
        "on",
        "or",
        "that",
        "the",
        "their",
        "them",
        "there",
        "this",
        "to",
        "was",
        "which",
        "who",
        "with",
    ]
)
TITLE_WEIGHT, HEADING_WEIGHT, TEXT_WEIGHT = 3.0, 2.0, 1.0


@dataclasses.dataclass(frozen=True)
class Hit:
    law: Law
    section: Section
    score: float

    @property
    def snippet(self) -> str:
        text = self.section.text
        return text if len(text) <= 160 else text[:157].rsplit(" ", 1)[0] + " ..."


def stem(word: str) -> str:
    """A light stemmer: enough that 'revokes', 'revoked' and 'revoke' meet."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def terms(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP]


def _phrase(text: str) -> str:
    return " " + " ".join(terms(text)) + " "


def search(edition: Edition, query: str, limit: int = 10) -> list[Hit]:
    """The best ``limit`` sections for ``query``, best first."""
    q = list(dict.fromkeys(terms(query)))
    if not q:
        return []
    docs: list[tuple[Law, Section, Counter[str], set[str], set[str], str]] = []
    df: Counter[str] = Counter()
    for law in edition:
        title = set(terms(law.title))
        for section in law.sections:
            heading = set(terms(section.heading))
            body = Counter(terms(section.text))
            docs.append(
                (
                    law,
                    section,
                    body,
                    title,
                    heading,
                    _phrase(f"{law.title} . {section.heading} . {section.text}"),
                )
            )
            df.update(set(body) | title | heading)
    n = len(docs)
    qphrase = " " + " ".join(q) + " "
    hits: list[Hit] = []
    for law, section, body, title, heading, phrase in docs:
        score = 0.0
        matched = 0
        for t in q:
            w = (t in title) * TITLE_WEIGHT + (t in heading) * HEADING_WEIGHT
            w += TEXT_WEIGHT * min(body[t], 3) / 3 if body[t] else 0.0
            if w:
                matched += 1
                score += w * math.log(1 + n / (1 + df[t]))
        if not matched:
            continue
        score *= (matched / len(q)) ** 2
        if len(q) > 1 and qphrase in phrase:
            score *= 1.5
        hits.append(Hit(law, section, round(score, 3)))
    hits.sort(key=lambda h: (-h.score, h.section.ref.sort_key))
    return hits[:limit]
