# The whist tournament director.  `make run` to serve it, `make dev` to develop it, `make test` to test it.
# Debian's own Python 3.11 where there is one (bookworm's python3): the interpreter a site runs
# (docs/deploy.md); a table's request takes about 12 % fewer instructions there than under
# pyenv's build of 3.11.7 (bench/table_instructions.py under each).  Else the first python3 on PATH.
PYTHON ?= $(shell test -x /usr/bin/python3.11 && echo /usr/bin/python3.11 || echo python3)
VENV   ?= .venv
BIN     = $(VENV)/bin
PY      = $(BIN)/python
export WHIST_VAR_DIR ?= $(CURDIR)/var
# Where `make run` listens: HOST=0.0.0.0 serves the tables' phones on the club's network.
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: help venv run dev demo test test-fast lint screenshots bench bench-entry check clean axe

help:
	@echo "make run          set up, migrate, load the demo club, serve on http://127.0.0.1:8000"
	@echo "                  with a production server (gunicorn, debugging off)"
	@echo "                  (HOST=0.0.0.0: on the club's network, for the tables' phones)"
	@echo "make dev          the same with Django's development server and DEBUG=1"
	@echo "make test         set up and run the whole test suite (SQLite; DATABASE_URL for PostgreSQL)"
	@echo "make axe          fetch axe-core (npm) for the accessibility check; make test does it"
	@echo "make lint         the import contracts (lint-imports), ruff and mypy on the pure cores"
	@echo "make bench        run every benchmark in bench/ and print the figures"
	@echo "make bench-entry  the live score-entry load benchmark alone"

$(BIN)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

venv: $(BIN)/.installed

# On the club's network (HOST=0.0.0.0) the tables' links use this machine's network
# address (config/lan.py), unless WHIST_PUBLIC_URL already names the site's address.
PHONES = public="$${WHIST_PUBLIC_URL:-$$($(PY) -m config.lan $(HOST) $(PORT))}"; \
	if [ -n "$$public" ]; then echo "The tables' phones: $$public (every table link and QR code points there)"; \
	else echo "Only this computer reaches http://$(HOST):$(PORT): make run HOST=0.0.0.0 serves the tables' phones"; fi
# gunicorn's workers and threads for `make run`: a club's evening, sixty tables at most.
WORKERS ?= 2
THREADS ?= 8

# A production server: gunicorn (gunicorn.conf.py), debugging off, static files by WhiteNoise
# from var/static, the secret key made once and kept in var/secret_key (config/secret.py).
run: venv
	mkdir -p $(WHIST_VAR_DIR)
	$(PY) manage.py migrate --no-input
	$(PY) manage.py collectstatic --no-input --verbosity 0
	$(PY) manage.py load_demo --port $(PORT)
	@$(PHONES); \
	DEBUG= WHIST_PUBLIC_URL="$$public" exec $(PY) -m gunicorn config.wsgi --bind $(HOST):$(PORT) \
	  --workers $(WORKERS) --threads $(THREADS) --access-logfile -

# Django's development server with DEBUG=1: pages reload as the code changes, errors show
# their traceback.  Never for an evening: it serves one request at a time per thread and
# tells anyone who meets an error how the site is built.
dev: venv
	mkdir -p $(WHIST_VAR_DIR)
	DEBUG=1 $(PY) manage.py migrate --no-input
	DEBUG=1 $(PY) manage.py load_demo --port $(PORT)
	@$(PHONES); \
	DEBUG=1 WHIST_PUBLIC_URL="$$public" exec $(PY) manage.py runserver $(HOST):$(PORT)

demo: venv
	mkdir -p $(WHIST_VAR_DIR)
	DEBUG=1 $(PY) manage.py migrate --no-input
	DEBUG=1 $(PY) manage.py load_demo

# axe-core, the accessibility checker the browser tests run in each main page: one file from
# the npm registry, kept in var/ (never committed).  Without npm the check is skipped (not in CI).
AXE_VERSION ?= 4.10.3
AXE = $(WHIST_VAR_DIR)/axe-$(AXE_VERSION).min.js

axe: $(AXE)

$(AXE):
	@mkdir -p $(WHIST_VAR_DIR)
	@if command -v npm >/dev/null; then \
	  tmp=$$(mktemp -d) && (cd $$tmp && npm pack --silent axe-core@$(AXE_VERSION) >/dev/null \
	    && tar -xzf axe-core-$(AXE_VERSION).tgz package/axe.min.js) \
	  && mv $$tmp/package/axe.min.js $@ && rm -rf $$tmp; \
	else echo "npm is missing: the accessibility check (axe-core) will be skipped"; fi

test: venv axe lint
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 $(PY) -m pytest -n 2 --dist loadgroup --durations=20 $(PYTEST_ARGS)

# The house rules (pyproject.toml): no import cycles and the layers kept, ruff, mypy.
lint: venv
	$(BIN)/lint-imports
	$(BIN)/ruff check .
	$(BIN)/mypy

test-fast: venv
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 $(PY) -m pytest -x -q -m "not browser" $(PYTEST_ARGS)

screenshots: venv
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 WHIST_SCREENSHOTS=$(CURDIR)/docs/screenshots $(PY) -m pytest -q -m browser

bench: venv
	@missed=""; for b in bench/[!_]*.py; do echo "== $$b"; $(PY) $$b || missed="$$missed $$b"; done; \
	if [ -n "$$missed" ]; then echo "targets missed in:$$missed"; exit 1; fi

bench-entry: venv
	$(PY) bench/entry_load.py

check: venv
	DEBUG=1 $(PY) manage.py check
	DEBUG=1 $(PY) manage.py makemigrations --check --dry-run

clean:
	rm -rf $(VENV) var .pytest_cache
