"""A rule's ID as a value: ``<ruleset>.<chapter>.<slug>``, parsed once and spelt back the same.

>>> rule = RuleId.parse("reactions.defense.block-bonus")
>>> rule.ruleset, rule.chapter, rule.slug
('reactions', 'defense', 'block-bonus')
>>> str(rule)
'reactions.defense.block-bonus'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RULE_ID_PATTERN = r"[a-z_]+\.[a-z0-9-]+\.[a-z0-9-]+"
"""The one spelling of a rule ID: a ruleset package name, a chapter file name and a slug."""

RULE_ID = re.compile(RULE_ID_PATTERN)
MENTIONED_RULE_ID = re.compile(rf"(?<![\w.-]){RULE_ID_PATTERN}(?![\w-])")
"""A rule ID inside running text, not part of a longer dotted name."""


@dataclass(frozen=True, order=True)
class RuleId:
    """A rule's stable ID; ``str()`` gives back exactly the text it was parsed from."""

    ruleset: str
    chapter: str
    slug: str

    @classmethod
    def parse(cls, text: str) -> RuleId:
        """The ID ``text`` spells; a :class:`ValueError` naming the expected shape otherwise."""
        if not RULE_ID.fullmatch(text):
            raise ValueError(f"{text!r} is not a rule ID like reactions.defense.block-bonus")
        ruleset, chapter, slug = text.split(".")
        return cls(ruleset, chapter, slug)

    @classmethod
    def is_valid(cls, text: str) -> bool:
        """Whether ``text`` is a rule ID."""
        return RULE_ID.fullmatch(text) is not None

    @property
    def page(self) -> str:
        """The chapter's path under ``docs/`` or ``features/``, without suffix: ``reactions/defense``."""
        return f"{self.ruleset}/{self.chapter}"

    def __str__(self) -> str:
        return f"{self.ruleset}.{self.chapter}.{self.slug}"
