"""The load benchmark drops only a database it made itself, under a name nobody else uses."""

import importlib.util
from pathlib import Path

import psycopg
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def bench(monkeypatch):
    """bench/entry_load.py with PostgreSQL replaced by a recorder of the statements sent."""
    spec = importlib.util.spec_from_file_location("entry_load", ROOT / "bench" / "entry_load.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sent = []

    class Connection:
        def __init__(self, url, **kwargs):
            sent.append(("connect", url))

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def execute(self, statement):
            sent.append(("execute", statement.as_string(None)))

    monkeypatch.setattr(psycopg, "connect", Connection)
    module.sent = sent
    return module


def test_a_given_database_is_used_and_never_dropped(bench, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "postgres://someone@db.example/theirs")
    assert bench.database_url() == ("postgres://someone@db.example/theirs", None)
    assert bench.sent == []


def test_without_one_it_makes_a_new_database_and_drops_that_one(bench, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    url, made = bench.database_url()
    again, other = bench.database_url()
    assert made != other and made.startswith("whist_bench_")
    assert url.endswith("/" + made)
    statements = [s for kind, s in bench.sent if kind == "execute"]
    assert statements == [f'CREATE DATABASE "{made}"', f'CREATE DATABASE "{other}"']
    bench.sent.clear()
    bench.drop_database(made)
    assert [s for kind, s in bench.sent if kind == "execute"] == [
        f'DROP DATABASE IF EXISTS "{made}" WITH (FORCE)']
