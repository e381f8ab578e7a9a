"""The wheel's build step: the spec's cases are built from ``features/`` into ``fawnarules/data/cases.json``, and the
published JSON Schemas (the protocol's, the cases file's, every operation's) from the types beside it.

Nothing a change commits is derived from the feature files or the types; what an installed checker reads is written
here, when a wheel is built, through setuptools' public ``build_py`` command. An editable install needs none: run from
a checkout, the checker reads the features and the types themselves (``fawnarules/conformance/current.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithCases(build_py):
    """``build_py``, then the corpus of the features and the published schemas written into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        sys.path.insert(0, str(ROOT))
        from fawnarules.conformance.corpus import corpus_text  # noqa: PLC0415 (the package being built)
        from fawnarules.conformance.current import features_corpus  # noqa: PLC0415
        from fawnarules.conformance.schema import write_schema_files  # noqa: PLC0415

        corpus = features_corpus(ROOT)
        target = Path(self.build_lib) / "fawnarules" / "data" / "cases.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(corpus_text(list(corpus.cases), corpus.spec_version), encoding="utf-8")
        write_schema_files(target.parent)


setup(cmdclass={"build_py": BuildWithCases})
