"""`fawnarules report RESULT.json... -o DIR`: a results matrix of several engines, one row per rule."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from fawnarules.conformance.matrix import EngineColumn, column_of_report, columns_json, standalone_page
from fawnarules.conformance.replay import published_site

NAME = "report"


def register(parser: argparse.ArgumentParser) -> None:
    """The reports of `fawnarules check --json`, where to write the page, and the site it links to."""
    parser.add_argument("results", nargs="+", type=Path, metavar="RESULT.json", help="one report per engine")
    parser.add_argument("-o", "--output", metavar="DIR", type=Path, required=True, help="write the page here")
    parser.add_argument(
        "--site-url",
        metavar="URL",
        help=f"the rules site cases link to (default {published_site() or 'none'}, the published site)",
    )


def run(arguments: argparse.Namespace) -> int:
    """Write DIR/index.html and DIR/results.json (the matrix's data); a report that cannot be read exits 2."""
    columns: list[EngineColumn] = []
    for path in arguments.results:
        try:
            columns.append(column_of_report(json.loads(path.read_text(encoding="utf-8"))))
        except (OSError, ValueError, KeyError, TypeError) as error:
            print(f"fawnarules report: {path}: not a `fawnarules check --json` report ({error})", file=sys.stderr)
            return 2
    site = published_site() if arguments.site_url is None else arguments.site_url
    site = site.rstrip("/") + "/" if site else ""
    arguments.output.mkdir(parents=True, exist_ok=True)
    (arguments.output / "index.html").write_text(standalone_page(columns, site), encoding="utf-8")
    (arguments.output / "results.json").write_text(columns_json(columns), encoding="utf-8")
    print(arguments.output / "index.html")
    return 0
