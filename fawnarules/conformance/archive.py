"""One spec release as one language-neutral archive: its cases, schemas, protocol and changelog.

``fawnarules-spec-<version>.zip`` holds, under ``fawnarules-spec-<version>/``, the cases file, the
JSON Schemas of the protocol, the cases file and every operation, the protocol and the
changelog as Markdown, and a README saying what each file is; beside it,
``fawnarules-spec-<version>.zip.sha256`` holds its SHA-256 checksum in the form ``sha256sum -c``
reads. The archive is the same, byte for byte, for the same files: its entries are sorted and
dated at the spec's epoch, so a release can be rebuilt and checked. Nothing here needs Python to
be read. A maintainer's release publishes both files; none is committed.
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.schema import schema_files
from fawnarules.sources.case import Case

DOCUMENTS = ("protocol.md", "changelog.md", "cases.md")
"""The pages of ``docs/conformance/`` an archive carries."""

EPOCH = (1980, 1, 1, 0, 0, 0)
"""The date every entry carries (the earliest a zip file can hold), so that archives of the same files agree."""

README = """# fawnarules spec {version}

The conformance cases of the fawnarules rules, for checking an engine written in any language.

- `cases.json`: every case: an operation, a request and the partial answer expected
  (`cases.md` says how to replay one; `cases.schema.json` is its JSON Schema).
- `operations.json`: the JSON Schema of each operation's request and result.
- `protocol.md`, `protocol.schema.json`: how a checker talks to an engine program, if you
  use `fawnarules check` rather than your own runner.
- `changelog.md`: what each spec version changed.

Answers are compared as JSON values: `5` and `5.0` are one number; objects may hold more
fields than expected; lists must have exactly the expected items.
"""


def archive_files(cases: list[Case], docs: Path, version: str) -> dict[str, bytes]:
    """Each file of the archive by its name: the cases, the schemas, the pages of ``docs``, a README."""
    files = {"cases.json": corpus_text(cases, version).encode(), "README.md": README.format(version=version).encode()}
    files |= {name: text.encode() for name, text in schema_files().items()}
    files |= {name: (docs / name).read_bytes() for name in DOCUMENTS}
    return files


def write_archive(cases: list[Case], docs: Path, folder: Path, version: str) -> tuple[Path, Path]:
    """Write the archive of ``cases`` and its checksum file into ``folder``; return both paths."""
    folder.mkdir(parents=True, exist_ok=True)
    name = f"fawnarules-spec-{version}"  # the archive's top folder too
    path = folder / f"{name}.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for file_name, data in sorted(archive_files(cases, docs, version).items()):
            entry = zipfile.ZipInfo(f"{name}/{file_name}", date_time=EPOCH)
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED)
    checksum = folder / f"{path.name}.sha256"
    checksum.write_text(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}\n", encoding="utf-8")
    return path, checksum
