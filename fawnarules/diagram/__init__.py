"""Grid diagrams that are both tests and pictures, for square and hex boards.

* :mod:`fawnarules.diagram.diagram` reads a ```` ```grid ```` block into a typed diagram;
* :mod:`fawnarules.diagram.check` compares it with what a ruleset's checker computes;
* :mod:`fawnarules.diagram.picture` draws it as SVG, and :mod:`fawnarules.diagram.fence`
  plugs that drawing into the site;
* :mod:`fawnarules.diagram.doc_example` makes each block a sybil test.
"""
