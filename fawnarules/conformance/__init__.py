"""Checking any implementation of the rules: engines behind the seam, the protocol, the runner, reports.

* :mod:`~fawnarules.conformance.protocol` — protocol v1, newline-delimited JSON messages as types;
* :mod:`~fawnarules.conformance.corpus` — the exported cases file and its schema;
* :mod:`~fawnarules.conformance.schema` — the published schemas: protocol, corpus, operations;
* :mod:`~fawnarules.conformance.process` — a program speaking the protocol, driven with timeouts;
* :mod:`~fawnarules.conformance.serve` — the reference engine speaking the protocol;
* :mod:`~fawnarules.conformance.subject` — which engine a ``--engine SPEC`` names, and the one shape the runner sees;
* :mod:`~fawnarules.conformance.runner` — every case to passed, failed, skipped or errored;
* :mod:`~fawnarules.conformance.report` — the summary table, diffs, JSON and JUnit reports.
"""
