"""Table tokens never reach a log: Django's request logging and gunicorn's access log
show /table/…/ instead of the token."""

import http.client
import io
import logging
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from config.redact import redact

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "sekritTableToken123"


def test_redact():
    assert redact(f"GET /table/{TOKEN}/live/ HTTP/1.1") == "GET /table/…/live/ HTTP/1.1"
    assert redact(f"/api/table/{TOKEN}/results/2/confirm") == "/api/table/…/results/2/confirm"
    assert redact(f"https://x.example/table/{TOKEN}?a=1") == "https://x.example/table/…?a=1"
    assert redact("/director/events/1/control/") == "/director/events/1/control/"


@pytest.fixture
def django_log():
    """What the handlers of Django's loggers write, while the test runs."""
    handlers = {h for name in ("django", "django.request", "django.server")
                for h in logging.getLogger(name).handlers if type(h) is logging.StreamHandler}
    assert handlers
    stream = io.StringIO()
    before = {h: h.setStream(stream) for h in handlers}
    yield stream
    for handler, old in before.items():
        handler.setStream(old)


@pytest.mark.django_db
def test_djangos_request_log_shows_no_token(client, django_log):
    assert client.get(f"/table/{TOKEN}/").status_code == 404
    assert client.get(f"/api/table/{TOKEN}/round").status_code == 403
    logging.getLogger("django.server").info('"%s" %s %s', f"GET /table/{TOKEN}/ HTTP/1.1", 200, 12)
    logged = django_log.getvalue()
    assert "/table/…/" in logged and "/api/table/…/round" in logged
    assert TOKEN not in logged


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_gunicorns_access_log_shows_no_token(tmp_path):
    port, access = _free_port(), tmp_path / "access.log"
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", str(tmp_path)),
           "WHIST_VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "config.settings"}
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "gunicorn"), "config.wsgi:application", "--bind",
         f"127.0.0.1:{port}", "--workers", "1", "--access-logfile", str(access)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        for _ in range(300):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("GET", f"/table/{TOKEN}/live/", headers={
                    "Referer": f"http://127.0.0.1:{port}/table/{TOKEN}/"})
                connection.getresponse().read()
                break
            except OSError:
                assert server.poll() is None, server.communicate()[1]
                time.sleep(0.1)
    finally:
        server.terminate()
        _, errors = server.communicate(timeout=20)
    logged = access.read_text()
    assert "GET /table/…/live/" in logged and f"http://127.0.0.1:{port}/table/…/" in logged
    assert TOKEN not in logged
    assert TOKEN not in errors
