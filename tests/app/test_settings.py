"""Settings come from the environment; the production path passes check --deploy cleanly."""

import os
import subprocess
import sys
from pathlib import Path


from config.lan import lan_address

ROOT = Path(__file__).resolve().parents[2]
# The settings this file tries are its own: none comes from the test run's environment.
SETTINGS = ("DEBUG", "SECRET_KEY", "WHIST_TESTING", "DJANGO_ALLOW_ASYNC_UNSAFE", "WHIST_PUBLIC_URL",
            "ALLOWED_HOSTS", "EMAIL_HOST", "REDIS_URL", "WHIST_PROXIES", "WHIST_MAX_BODY")


def _manage(*args, **env):
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS}
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


def test_check_deploy_is_clean_with_the_settings_option():
    run = _manage("check", "--deploy", "--fail-level", "WARNING", "--settings=config.production",
                  SECRET_KEY="a-long-random-production-secret-key-0123456789-abcdefghijkl")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "no issues" in run.stdout


def test_production_sends_the_security_headers():
    run = _manage("shell", "-v", "0", "-c", "from django.test import Client; "
                  "r = Client().get('/director/', secure=True, HTTP_HOST='whist.example.org'); "
                  "print(r['Content-Security-Policy']); print(r['Permissions-Policy']); "
                  "print(r['Cache-Control'])",
                  DJANGO_SETTINGS_MODULE="config.production", ALLOWED_HOSTS="whist.example.org",
                  SECRET_KEY="a-long-random-production-secret-key-0123456789-abcdefghijkl")
    assert run.returncode == 0, run.stderr
    policy, permissions, cache = run.stdout.splitlines()[-3:]
    assert "script-src 'self' 'nonce-" in policy
    assert "camera=()" in permissions
    assert cache == "private, no-store"


def test_without_a_secret_key_production_refuses_to_start():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.production")
    assert run.returncode != 0
    assert "Set SECRET_KEY" in run.stderr


def test_development_needs_no_environment():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings")
    assert run.returncode == 0, run.stderr


def test_debug_gives_a_development_key():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings", DEBUG="1")
    assert run.returncode == 0, run.stderr


def _allowed_hosts(**env):
    run = _manage("shell", "-c", "from django.conf import settings; print(settings.ALLOWED_HOSTS)",
                  DJANGO_SETTINGS_MODULE="config.settings", **env)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_public_address_is_an_allowed_host():
    assert "'192.168.1.20'" in _allowed_hosts(WHIST_PUBLIC_URL="http://192.168.1.20:8000")
    assert "'whist.example.org'" in _allowed_hosts(WHIST_PUBLIC_URL="https://whist.example.org/")


def test_without_a_list_the_machines_own_addresses_are_allowed_hosts():
    lan = lan_address()
    hosts = _allowed_hosts()
    for name in ("'localhost'", "'127.0.0.1'", "'[::1]'", *([f"'{lan}'"] if lan else [])):
        assert name in hosts, name
    assert f"'{lan}'" in _allowed_hosts(DEBUG="1") if lan else True


def test_a_given_list_is_the_allowed_hosts_with_the_public_address():
    hosts = _allowed_hosts(ALLOWED_HOSTS="whist.example.org, www.example.org",
                           WHIST_PUBLIC_URL="https://results.example.org")
    assert hosts.strip().splitlines()[-1] == "['whist.example.org', 'www.example.org', 'results.example.org']"


def test_without_debug_a_secret_key_is_made_once_and_kept_in_var(tmp_path):
    show = "from django.conf import settings; print(settings.SECRET_KEY)"
    first = _manage("shell", "-v", "0", "-c", show, DJANGO_SETTINGS_MODULE="config.settings",
                    WHIST_VAR_DIR=str(tmp_path))
    again = _manage("shell", "-v", "0", "-c", show, DJANGO_SETTINGS_MODULE="config.settings",
                    WHIST_VAR_DIR=str(tmp_path))
    assert first.returncode == 0, first.stderr
    key = first.stdout.strip()
    assert len(key) >= 50 and again.stdout.strip() == key
    kept = tmp_path / "secret_key"
    assert kept.read_text().strip() == key
    assert kept.stat().st_mode & 0o777 == 0o600
    given = _manage("shell", "-v", "0", "-c", show, DJANGO_SETTINGS_MODULE="config.settings",
                    WHIST_VAR_DIR=str(tmp_path), SECRET_KEY="k" * 60)
    assert given.stdout.strip() == "k" * 60


def _setting(expression: str, **env) -> str:
    run = _manage("shell", "-v", "0", "-c", f"from django.conf import settings; print({expression})",
                  DJANGO_SETTINGS_MODULE="config.settings", **env)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def test_redis_url_selects_djangos_redis_cache_and_none_the_local_memory():
    assert _setting("settings.CACHES['default']['BACKEND']").endswith("LocMemCache")
    assert _setting("settings.CACHES['default']['BACKEND'], settings.CACHES['default']['LOCATION']",
                    REDIS_URL="redis://127.0.0.1:6379/1") == \
        "config.cache.ForgivingRedisCache redis://127.0.0.1:6379/1"
    from config.cache import ForgivingRedisCache
    from django.core.cache.backends.redis import RedisCache
    assert issubclass(ForgivingRedisCache, RedisCache)


def test_proxies_and_the_body_limit_come_from_the_environment():
    assert _setting("settings.WHIST_PROXIES, settings.WHIST_MAX_BODY") == f"0 {10 * 1024 * 1024}"
    assert _setting("settings.WHIST_PROXIES, settings.WHIST_MAX_BODY", WHIST_PROXIES="1",
                    WHIST_MAX_BODY="5000000") == "1 5000000"
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings", WHIST_PROXIES="one")
    assert run.returncode != 0 and "WHIST_PROXIES must be a whole number" in run.stderr


def test_a_public_address_that_is_not_one_is_refused():
    run = _manage("check", DJANGO_SETTINGS_MODULE="config.settings", WHIST_PUBLIC_URL="192.168.1.20")
    assert run.returncode != 0
    assert "WHIST_PUBLIC_URL must be the site's address" in run.stderr


def test_kept_database_connections_are_checked_before_use():
    run = _manage("shell", "-v", "0", "-c", "from django.conf import settings; d = settings.DATABASES['default']; "
                  "print(d['CONN_MAX_AGE'], d['CONN_HEALTH_CHECKS'])",
                  DJANGO_SETTINGS_MODULE="config.settings",
                  DATABASE_URL="postgres://whist@127.0.0.1:5432/whist")
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["60", "True"]


def test_development_mails_go_to_the_console_and_a_mail_server_is_used_when_named():
    show = "from django.conf import settings; print(settings.EMAIL_BACKEND)"
    run = _manage("shell", "-v", "0", "-c", show, DJANGO_SETTINGS_MODULE="config.settings")
    assert run.stdout.strip().endswith("console.EmailBackend"), run.stderr
    run = _manage("shell", "-v", "0", "-c", show, DJANGO_SETTINGS_MODULE="config.settings",
                  EMAIL_HOST="mail.example.org")
    assert run.stdout.strip().endswith("smtp.EmailBackend"), run.stderr


def test_a_redis_url_at_a_closed_port_is_a_cache_that_misses():
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    run = _manage("shell", "-v", "0", "-c", "from django.core.cache import cache; "
                  "print(cache.set('k', 1), cache.get('k'), cache.incr('n'), 'answered')",
                  DJANGO_SETTINGS_MODULE="config.settings", REDIS_URL=f"redis://127.0.0.1:{closed}/1")
    assert run.returncode == 0, run.stderr
    assert run.stdout.split()[-4:] == ["None", "None", "1", "answered"]
    assert "The cache (Redis) failed" in run.stderr and "Traceback" not in run.stderr


def test_the_url_map_loads_without_the_double_dummy_solver():
    """endplay, whose package imports matplotlib, comes with the first par asked for, not with
    the URL map that gunicorn's master, every management command and every test process load
    (measured: the URL map 0.78 s and the process 152 MB with it, 0.33 s and 96 MB without)."""
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    run = subprocess.run([sys.executable, "-c", "import sys, django; django.setup(); import config.urls; "
                          "print(sorted(m for m in ('endplay', 'matplotlib') if m in sys.modules))"],
                         cwd=ROOT, env=clean | {"DJANGO_SETTINGS_MODULE": "config.settings"},
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"
