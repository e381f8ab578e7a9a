"""fawnarules: five tabletop combat rulebooks as a rules site, a conformance suite and a reference engine."""

__version__ = "0.1.0"
