"""Settings come from the environment; the production path passes check --deploy cleanly."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _manage(*args, **env):
    clean = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "SECRET_KEY", "WHIST_TESTING", "DJANGO_ALLOW_ASYNC_UNSAFE")}
    clean.update(env)
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=clean,
                          capture_output=True, text=True, timeout=120)


def test_production_settings_pass_check_deploy_without_warnings():
    run = _manage("check", "--deploy", "--fail-level", "WARNING",
                  DJANGO_SETTINGS_MODULE="config.production",
                  SECRET_KEY="x" * 20 + "-a-long-random-production-secret-key-0123456789",
                  ALLOWED_HOSTS="whist.example.org")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "no issues" in run.stdout


def test_without_a_secret_key_production_refuses_to_start():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings")
    assert run.returncode != 0
    assert "Set SECRET_KEY" in run.stderr


def test_debug_gives_a_development_key():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings", DEBUG="1")
    assert run.returncode == 0, run.stderr
