"""Worked-example cards: a situation and its outcome in game words, which are both tests and pictures.

* :mod:`fawnarules.card.card` reads a ```` ```example ```` block into a typed card;
* :mod:`fawnarules.card.check` runs it through an engine's ``call`` and compares the answer;
* :mod:`fawnarules.card.render` draws it as HTML, and :mod:`fawnarules.card.fence` plugs that
  drawing into the site;
* :mod:`fawnarules.card.doc_example` makes each block a sybil test, and
  :mod:`fawnarules.card.lint` reports malformed blocks for ``fawnarules lint``.

Nothing here needs MkDocs or sybil except the module that adapts to each.
"""
