"""The theme's search, ranked in Python: which entry of ``search_index.json`` a reader's words put first.

Written from the search's documented behaviour, not from its code: Material for MkDocs builds a
lunr.js index of the entries (``location`` the reference; ``title``, ``text`` and ``tags`` the fields,
with the boosts of the index's ``config.fields``; each entry's own ``boost``), splits text into terms
at the index's ``separator`` after leaving out markup, lower-cases them and drops lunr's English stop
words (the ``stopWordFilter`` of ``config.pipeline``; no stemmer, no trimmer). lunr scores by BM25 with
``k1`` 1.2 and, as the theme sets it, no length normalisation (``b`` 0). The theme appends a ``*`` to
each word a reader types, so a word matches every term it begins; it then multiplies a score by
``1 + boost²``, where ``boost`` is 1 for a page (an entry without ``#``) plus the share of the reader's
words the entry matched.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

STOP_WORD_TEXT = """
    a able about across after all almost also am among an and any are as at be because been but by can cannot
    could dear did do does either else ever every for from get got had has have he her hers him his how however i if
    in into is it its just least let like likely may me might most must my neither no nor not of off often on only or
    other our own rather said say says she should since so some than that the their them then there these they this
    tis to too twas us wants was we were what when where which while who whom why will with would yet you your
"""
STOP_WORDS = frozenset(STOP_WORD_TEXT.split())
"""lunr.js's English stop words."""
MARKUP = re.compile(r"<[^>]*>")
K1 = 1.2


def terms(text: str, separator: re.Pattern[str]) -> list[str]:
    """The indexed terms of a field: markup left out, split at the separator, lower-cased, stop words dropped."""
    words = (word.lower() for part in MARKUP.split(text) for word in separator.split(part))
    return [word for word in words if word and word not in STOP_WORDS]


@dataclass(frozen=True)
class Ranked:
    """An entry of the index with its score for a query."""

    location: str
    title: str
    score: float


class SearchIndex:
    """The entries of one ``search_index.json``, indexed as the theme indexes them."""

    def __init__(self, index: dict[str, Any]) -> None:
        self.separator = re.compile(index["config"]["separator"])
        self.boosts: dict[str, float] = {
            name: float(field["boost"]) for name, field in index["config"]["fields"].items()
        }
        self.docs: list[dict[str, Any]] = index["docs"]
        self.fields: list[dict[str, Counter[str]]] = [
            {name: Counter(self.field_terms(doc, name)) for name in self.boosts} for doc in self.docs
        ]
        frequency: Counter[str] = Counter()
        for fields in self.fields:
            for counted in fields.values():
                frequency.update(counted.keys())
        count = len(self.docs)
        self.idf = {term: math.log(1 + abs((count - df + 0.5) / (df + 0.5))) for term, df in frequency.items()}
        self.vocabulary = sorted(self.idf)

    def field_terms(self, doc: dict[str, Any], name: str) -> list[str]:
        value = doc.get(name, [])
        return [term for text in ([value] if isinstance(value, str) else value) for term in terms(text, self.separator)]

    def weight(self, term: str, tf: int, field: str, doc: dict[str, Any]) -> float:
        """A term's weight in one field of one entry: BM25 without length normalisation, times the boosts."""
        score = self.idf[term] * (K1 + 1) * tf / (K1 + tf) * self.boosts[field] * float(doc.get("boost", 1))
        return round(score * 1000) / 1000

    def expanded(self, word: str) -> list[str]:
        """Every indexed term the word begins (the theme searches ``word*``)."""
        return [term for term in self.vocabulary if term.startswith(word)]

    def ranked(self, query: str) -> list[Ranked]:
        """The entries matching any word of ``query``, best first; ``+word`` must match, ``tags:word`` looks in one
        field. An entry can match with a score of 0: lunr keeps three decimals of each weight."""
        clauses: list[tuple[list[str], str, bool]] = []
        for part in query.split():
            required, text = part.startswith("+"), part.removeprefix("+")
            name, colon, rest = text.partition(":")
            fields, text = ([name], rest) if colon and name in self.boosts else (list(self.boosts), text)
            clauses += [(fields, word.lower(), required) for word in self.separator.split(text) if word]
        vectors = {name: Counter[str]() for name in self.boosts}
        for fields, word, _ in clauses:
            for name in fields:
                vectors[name].update(self.expanded(word))
        norms = {name: math.sqrt(sum(n * n for n in vector.values())) for name, vector in vectors.items()}
        words = {word for _, word, _ in clauses}
        found = []
        for doc, fields_terms in zip(self.docs, self.fields, strict=True):
            matched_terms = {
                term for name, counted in fields_terms.items() for term in vectors[name] if term in counted
            }
            if not matched_terms or not all(
                any(term.startswith(word) and fields_terms[name][term] for name in fields for term in matched_terms)
                for fields, word, required in clauses
                if required
            ):
                continue
            score = 0.0
            for name, counted in fields_terms.items():
                vector = vectors[name]
                dot = sum(
                    self.weight(term, counted[term], name, doc) * n for term, n in vector.items() if term in counted
                )
                score += dot / norms[name] if dot else 0.0
            matched = {word for word in words if any(term.startswith(word) for term in matched_terms)}
            counted_words = {word for word in words if word in matched or word not in STOP_WORDS}
            boost = ("#" not in doc["location"]) + len(matched) / max(len(counted_words), 1)
            found.append(Ranked(doc["location"], doc["title"], score * (1 + boost**2)))
        return sorted(found, key=lambda ranked: -ranked.score)
