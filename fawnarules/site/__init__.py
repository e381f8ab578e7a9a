"""Turning the docs and the spec into the rules site."""
