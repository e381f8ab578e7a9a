"""The ```` ```example ```` fence of the rules site, for ``pymdownx.superfences`` (``custom_fences`` in ``mkdocs.yml``).

A malformed card is drawn as an error box and logged as a warning, which fails a strict
build. A card names a rule (the one refusing, or one a result cites) by the title and address
the fence's options give it, which :func:`fawnarules.site.rule_links.with_rule_links` writes on a
rules page: ``rule_titles`` and ``rule_hrefs``, each a URL-encoded ``rule ID=…`` list. Nothing
here needs MkDocs to import.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from urllib.parse import parse_qsl, urlencode

from fawnarules.card.card import CardError, parse_card
from fawnarules.card.render import RuleLink, draw_card
from fawnarules.fence_error import error_box

log = logging.getLogger("mkdocs.fawnarules.card")
RULE_TITLES, RULE_HREFS = "rule_titles", "rule_hrefs"


def format_fence(source: str, language: str, class_name: str, options: dict[str, str], md: object, **_: object) -> str:
    """The block drawn as a card."""
    try:
        card = parse_card(source, options)
    except CardError as error:
        return error_box(log, "This example card is malformed", options.get("title", ""), str(error))
    return draw_card(card, rule_links(options))


def rule_link_options(links: Mapping[str, RuleLink]) -> dict[str, str]:
    """The fence options that give a card the title and address of each rule it names.

    >>> rule_links(rule_link_options({"a.b.c": RuleLink('Say "no"', "b.html#a.b.c")}))
    {'a.b.c': RuleLink(title='Say "no"', href='b.html#a.b.c')}
    """
    return {
        RULE_TITLES: urlencode({rule: link.title for rule, link in links.items()}),
        RULE_HREFS: urlencode({rule: link.href for rule, link in links.items()}),
    }


def rule_links(options: Mapping[str, str]) -> dict[str, RuleLink]:
    """The title and address of each rule the fence options give."""
    hrefs = dict(parse_qsl(options.get(RULE_HREFS, "")))
    return {
        rule: RuleLink(title, hrefs[rule]) for rule, title in parse_qsl(options.get(RULE_TITLES, "")) if rule in hrefs
    }
