# The whist tournament director.  `make run` to try it, `make test` to test it.
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
PY      = $(BIN)/python
export WHIST_VAR_DIR ?= $(CURDIR)/var

.PHONY: help venv run demo test test-fast screenshots bench bench-entry check clean

help:
	@echo "make run          set up, migrate, load the demo club, serve on http://127.0.0.1:8000"
	@echo "make test         set up and run the whole test suite (SQLite; DATABASE_URL for PostgreSQL)"
	@echo "make bench        run every benchmark in bench/ and print the figures"
	@echo "make bench-entry  the live score-entry load benchmark alone"

$(BIN)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

venv: $(BIN)/.installed

run: venv
	mkdir -p $(WHIST_VAR_DIR)
	DEBUG=1 $(PY) manage.py migrate --no-input
	DEBUG=1 $(PY) manage.py load_demo
	DEBUG=1 $(PY) manage.py runserver 127.0.0.1:8000

demo: venv
	mkdir -p $(WHIST_VAR_DIR)
	DEBUG=1 $(PY) manage.py migrate --no-input
	DEBUG=1 $(PY) manage.py load_demo

test: venv
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 $(PY) -m pytest -n 2 --dist loadgroup $(PYTEST_ARGS)

test-fast: venv
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 $(PY) -m pytest -x -q -m "not browser" $(PYTEST_ARGS)

screenshots: venv
	mkdir -p $(WHIST_VAR_DIR)/static
	WHIST_TESTING=1 WHIST_SCREENSHOTS=$(CURDIR)/docs/screenshots $(PY) -m pytest -q -m browser

bench: venv
	@missed=""; for b in bench/*.py; do echo "== $$b"; $(PY) $$b || missed="$$missed $$b"; done; \
	if [ -n "$$missed" ]; then echo "targets missed in:$$missed"; exit 1; fi

bench-entry: venv
	$(PY) bench/entry_load.py

check: venv
	DEBUG=1 $(PY) manage.py check
	DEBUG=1 $(PY) manage.py makemigrations --check --dry-run

clean:
	rm -rf $(VENV) var .pytest_cache
