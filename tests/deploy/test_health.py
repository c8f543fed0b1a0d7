"""/healthz answers without a database, a session or a login."""

from django.test import Client


def test_healthz_answers_ok():
    answer = Client().get("/healthz")
    assert answer.status_code == 200 and answer.content == b"ok\n"
    assert answer["Content-Type"].startswith("text/plain")
