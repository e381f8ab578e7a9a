# `make test` and `make serve` work on a fresh machine: each creates .venv and installs the
# project with its extras when pyproject.toml is newer than the last install.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
export NO_MKDOCS_2_WARNING := 1

# The browser tests drive Debian's old headless shell of Chromium where it is installed (a quarter less CPU than
# the full browser for the same tests), else Debian's chromium (tests/browser/conftest.py).
CHROMIUM ?= $(firstword $(wildcard /usr/bin/chromium-headless-shell /usr/bin/chromium) /usr/bin/chromium-headless-shell)
export FAWNARULES_CHROMIUM := $(CHROMIUM)

.PHONY: test quick spec serve site lint bench browser results release clean mutate kills

# pip's output goes to .venv/install.log, shown only when the install fails: some machines' pip settings name
# package folders that are not there, and pip warns about each on every install.
$(INSTALLED): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	@echo "Installing fawnarules with its test and site tools into $(VENV) (pip's output: $(VENV)/install.log)"
	@$(BIN)/python -m pip install --disable-pip-version-check -e ".[test,site]" > $(VENV)/install.log 2>&1 \
	    || { cat $(VENV)/install.log; echo "Installing into $(VENV) failed: pip's output is above." >&2; exit 1; }
	touch $(INSTALLED)

# pytest's own options and paths for `make test`, `make quick` and `make spec`: OPTIONS="--lf", OPTIONS="-x",
# OPTIONS="--pdb" (pytest-xdist then runs the tests in one process), OPTIONS="-k dodge tests/test_cli.py".
OPTIONS ?=
# Every core: pytest-xdist deals each test file and docs page whole to a worker (--dist=loadfile, in pyproject.toml).
PYTEST := $(BIN)/pytest -n auto

## test: style and types, then every scenario, doc example and unit test, the end-to-end runs, `fawnarules lint` of
## the project (tests/test_lint.py) and the strict site build with its checks, on every core; the browser tests
## (Chromium reading the built site) are left to CI, which runs `make test BROWSER=1`: add BROWSER=1 to run them too
# BROWSER=1 is given on make's command line (.ci/run does); a BROWSER in the environment names a web browser and
# is not this switch.
ifeq ($(origin BROWSER),environment)
BROWSER :=
endif
test: $(INSTALLED)
ifeq ($(BROWSER),1)
	@test -x $(CHROMIUM) || echo "NOTE: Chromium is not installed ($(CHROMIUM)): the browser tests will be SKIPPED. Install it with 'apt-get install -y chromium-headless-shell' or 'make browser' (.ci/run does)."
endif
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
ifeq ($(BROWSER),1)
	$(PYTEST) -m "not timed" $(OPTIONS)
	@# The timed tests alone, once every core is free again (pytest's status 5: OPTIONS selected none of them).
	$(BIN)/pytest -m timed $(OPTIONS) || test $$? = 5
	@test -x $(CHROMIUM) || echo "NOTE: the browser tests were SKIPPED: Chromium is not installed ($(CHROMIUM))."
else
	$(PYTEST) -m "not browser" $(OPTIONS)
	@echo "NOTE: the browser tests (deselected above) are left to CI; 'make test BROWSER=1' runs them here too."
endif

## quick: the inner loop while editing rules: style, types, every scenario, doc example and unit test on every core,
## without the slow tests (end-to-end runs of other processes, the site build, the browser, the spec replayed against
## each misreading); `make test` runs those but the browser tests, which `make test BROWSER=1` runs too
quick: $(INSTALLED)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(PYTEST) -m "not slow" $(OPTIONS)

## spec: only the spec (every scenario of features/ and doc example of docs/) in one pytest process: on two cores,
## every core finishes it hardly sooner for 60 % more processor time (each worker collects it all again); pytest
## options go in OPTIONS (make spec OPTIONS="-k grit")
spec: $(INSTALLED)
	$(BIN)/pytest features docs $(OPTIONS)

## lint: what a contributor can get wrong in docs/ and features/, with file:line and a fix
lint: $(INSTALLED)
	$(BIN)/fawnarules lint

## browser: install Debian's headless shell of Chromium for the browser tests (needs root; no Playwright download)
browser:
	@test -x $(CHROMIUM) || (DEBIAN_FRONTEND=noninteractive apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium-headless-shell)

## serve: the rules site on http://127.0.0.1:8000 (PORT=8001 for another port), rebuilt on every edit
# A PORT in the environment names some other program's port, not this option.
ifeq ($(origin PORT),environment)
PORT :=
endif
PORT := $(or $(PORT),8000)
serve: $(INSTALLED)
	@$(BIN)/python -c "import socket; socket.create_server(('127.0.0.1', $(PORT))).close()" 2>/dev/null \
	    || { echo "make serve: port $(PORT) is busy (another preview?); try: make serve PORT=$$(($(PORT) + 1))"; exit 1; }
	$(BIN)/mkdocs serve --dirty --no-strict --dev-addr 127.0.0.1:$(PORT)

## site: the finished static site in ./site: plain files with relative links, for any static host
site: $(INSTALLED)
	$(BIN)/mkdocs build --strict

## bench: what a contributor waits for (a serve rebuild, the strict builds, make spec, make test, make quick, the
## checker's cases per second), each as a ratio to a floor measured in the same run; options go in OPTIONS
## (make bench OPTIONS="--baseline ../other-checkout --rounds 3 spec quick")
bench: $(INSTALLED)
	$(BIN)/python benchmarks/bench.py $(OPTIONS)

## mutate: mutate the reference implementation and replay the spec against each mutant (RULESET=<name> for one)
mutate: $(INSTALLED)
	$(BIN)/python -m fawnarules.mutation $(if $(RULESET),--ruleset $(RULESET))

## kills: replay every case against every mutant and count how many kill each, for the Spec strength page's
## readings one case alone catches (docs/conformance/kills.json; slower than mutate; RULESET=<name> for one)
kills: $(INSTALLED)
	$(BIN)/python -m fawnarules.mutation --count-kills $(if $(RULESET),--ruleset $(RULESET))

## release: for maintainers: the next spec version from the changes since the last release, its published cases,
## changelog entry and archive (in dist/), then the results matrix (needs Node.js); commit what it wrote
release: $(INSTALLED)
	$(BIN)/fawnarules release -o dist
	$(MAKE) results

## results: check the reference engine and the two example engines again, and refresh examples/results.json
results: $(INSTALLED)
	@rm -rf .results && mkdir .results
	$(BIN)/fawnarules check --json .results/reference.json > /dev/null
	$(BIN)/fawnarules check --engine "cmd:node examples/javascript/engine.js" \
	    --known-failures examples/javascript/known-failures.txt --json .results/javascript.json > /dev/null
	$(BIN)/fawnarules check --engine "cmd:$(BIN)/python examples/python/engine.py" \
	    --known-failures examples/python/known-failures.txt --json .results/python.json > /dev/null
	$(BIN)/fawnarules report .results/reference.json .results/javascript.json .results/python.json -o .results
	cp .results/results.json examples/results.json && rm -rf .results

clean:
	rm -rf $(VENV) site .pytest_cache .mypy_cache .ruff_cache .cache
