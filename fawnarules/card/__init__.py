"""Worked-example cards: a situation and its outcome in game words, which are both tests and pictures; nothing here
needs MkDocs or sybil except the module that adapts to each (``fence``, ``doc_example``)."""
