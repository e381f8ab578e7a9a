# `make test` and `make serve` work on a fresh machine: each creates .venv and installs the
# project with its extras when pyproject.toml is newer than the last install.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
export NO_MKDOCS_2_WARNING := 1

.PHONY: test serve site lint bench clean

$(INSTALLED): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[test,site]"
	touch $(INSTALLED)

## test: lint, type-check, run every scenario, doc snippet and unit test, then build the site strictly
test: $(INSTALLED)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/pytest
	$(BIN)/mkdocs build --strict --quiet

## serve: the rules site on http://127.0.0.1:8000, rebuilt on every edit
serve: $(INSTALLED)
	$(BIN)/mkdocs serve --dev-addr 127.0.0.1:8000

## site: the finished static site in ./site
site: $(INSTALLED)
	$(BIN)/mkdocs build --strict

## bench: how fast the spec run and the site build are
bench: $(INSTALLED)
	$(BIN)/python benchmarks/speed.py
	$(BIN)/python benchmarks/protocol.py

clean:
	rm -rf $(VENV) site .pytest_cache .mypy_cache .ruff_cache
