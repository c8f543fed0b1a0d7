"""A 60-table evening on the site's own stack: nginx (TLS), gunicorn's workers, PostgreSQL, Redis.

The stack is started from deploy/'s files (deploy/stack.py), on loopback.  Round 1
is played by 60 devices at once through HTTPS; a third of the way in, one gunicorn
worker is killed (SIGKILL: the master starts another) and Redis is restarted empty.
The devices send again after a 5xx answer or a dropped connection, as the phones'
outbox does.  Then: nothing lost, nothing twice; a director's correction shows on
every worker at once; a forged X-Forwarded-For does not dodge the login lockout;
nginx refuses a 100 MB body; no error page shows a traceback; a backup restores
into a new database with the same results.

``test_the_cache_is_redis`` depends on the "prod" changes (the application reads
``REDIS_URL``): it fails until they are merged.
"""

from __future__ import annotations

import os
import re
import subprocess
import time

import pytest

from deploy.stack import (
    DIRECTOR_PASSWORD, HERE, Stack, Tally, at_once, missing_parts, play_round_everywhere)
from config.cache import REST
from tests.realparts import require

pytestmark = [pytest.mark.stack, pytest.mark.xdist_group("site-stack")]

PAIRS, TRAYS_PER_ROUND = 120, 3   # a Mitchell of 60 tables


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    missing = missing_parts()
    require(not missing, "the site's stack: " + "; ".join(missing))
    with Stack(tmp_path_factory.mktemp("site")) as stack:
        yield stack


@pytest.fixture(scope="module")
def evening(stack):
    """Round 1 of a 60-table Mitchell played through the proxy, with the faults in its middle."""
    seated = stack.orm("seat", PAIRS, TRAYS_PER_ROUND)
    tokens = {int(n): t for n, t in seated["tokens"].items()}
    tally, faults = Tally(), {}

    def faults_now():
        faults["killed"] = stack.kill_a_worker()
        time.sleep(0.2)
        stack.restart_redis()
        faults["redis restarted"] = True

    play_round_everywhere(stack, tokens, 1, tally, during=faults_now)
    return {"event": seated["event"], "club": seated["club"], "tokens": tokens, "tally": tally,
            "faults": faults}


def test_the_settings_pass_djangos_deployment_check(stack):
    assert stack.deploy_check == ""


def test_the_faults_were_made(stack, evening):
    assert evening["faults"].get("redis restarted")
    killed = evening["faults"]["killed"]
    deadline = time.monotonic() + 30
    while len(stack.worker_pids()) < stack.workers and time.monotonic() < deadline:
        time.sleep(0.1)
    workers = stack.worker_pids()
    assert len(workers) == stack.workers == 4 and killed not in workers


def test_no_result_lost_none_twice(stack, evening):
    tally = evening["tally"]
    assert tally.errors == []
    assert len(tally.submitted) == 60 * TRAYS_PER_ROUND
    stored = stack.orm("stored", evening["event"])
    kept = {(r, t, tray): ns for r, t, tray, ns, status, _ in stored["results"] if status == "confirmed"}
    assert kept == tally.submitted                       # every result sent, with its figures; no other
    assert len(stored["results"]) == len(kept)           # none left unconfirmed
    assert stored["most_at_a_place"] == 1 and stored["most_entries_a_result"] == 1
    assert set(tally.created.values()) == {1}            # each created once, whatever was sent again


def standings_shown(body: bytes) -> bytes:
    """The standings' table as shown (the page around it carries a fresh nonce each time)."""
    found = re.search(rb"<table.*?</table>", body, re.S)
    assert found, body[:500]
    return found.group(0)


def test_a_correction_shows_on_every_worker_at_once(stack, evening):
    path = f"/director/events/{evening['event']}/standings/"
    phones = stack.directors(8)
    before = {standings_shown(a.body) for a, _ in at_once(phones, path)}
    assert len(before) == 1
    table, tray = 1, min(t for r, tb, t in evening["tally"].submitted if tb == 1)
    ns = evening["tally"].submitted[(1, table, tray)]
    stack.orm("correct", evening["event"], 1, table, tray, 13 if ns < 7 else 0)
    requests_before = len(stack.served_by(path))
    shown, deadline = [], time.monotonic() + 60
    for _ in range(30):   # until every worker has served the page since the correction
        shown += [(a.status, standings_shown(a.body)) for a, _ in at_once(phones, path)]
        if set(stack.served_by(path)[requests_before:]) >= set(stack.worker_pids()) or time.monotonic() > deadline:
            break
    assert set(stack.served_by(path)[requests_before:]) >= set(stack.worker_pids())
    assert {status for status, _ in shown} == {200}
    after = {body for _, body in shown}
    assert len(after) == 1 and after != before   # every answer since shows the correction


def test_the_cache_is_redis(stack, evening):
    """Depends on "prod": the application reads ``REDIS_URL`` (Django's cache in Redis).

    A worker that met Redis restarting leaves it alone for a few seconds (config/cache.py's
    ``REST``); the evening may end within them, so the page is asked for until one is kept."""
    assert "redis" in stack.cache_backend().lower()
    director, deadline = stack.directors(1)[0], time.monotonic() + 4 * REST
    while True:
        director.get(f"/director/events/{evening['event']}/standings/")
        if stack.redis_keys() > 0 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert stack.redis_keys() > 0


def test_a_forged_forwarded_for_does_not_dodge_the_lockout(stack, evening):
    attempts = []
    for n in range(6):   # five wrong passwords, each "from" another address; then the right one
        forged = {"X-Forwarded-For": f"203.0.113.{n + 1}", "X-Real-IP": f"198.51.100.{n + 1}"}
        password = DIRECTOR_PASSWORD if n == 5 else f"wrong-{n}"
        attempts.append(stack.client().log_in("second", password, forged))
    assert [a.status for a in attempts[:4]] == [200] * 4   # the form again, with its error
    assert [a.status for a in attempts[4:]] == [429] * 2   # the fifth locks the name out
    assert b"Too many wrong passwords" in attempts[5].body
    assert stack.directors(1)   # another name from the same address: not locked out


def test_nginx_refuses_a_100_mb_body_by_its_length(stack, evening):
    client = stack.client()
    client.request("GET", "/healthz")
    conn = client.conn
    conn.putrequest("POST", f"/api/table/{evening['tokens'][1]}/results")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Content-Length", str(100 * 1024 * 1024))
    conn.endheaders()   # not a byte of the body: nginx answers from the headers
    response = conn.getresponse()
    body = response.read()
    assert response.status == 413 and b"413 Request Entity Too Large" in body
    assert not any(line.split()[2].startswith("/api/table/…/results")
                   and line.split()[3] == "413" for line in gunicorn_log(stack))


def gunicorn_log(stack) -> list[str]:
    return (stack.where / "gunicorn.access").read_text().splitlines()


def test_no_error_page_shows_a_traceback(stack, evening):
    client = stack.client()
    pages = [a.body for a in evening["tally"].refused]   # 502s from nginx while a worker died, ...
    pages.append(client.get("/no/such/page/").body)
    pages.append(client.get(f"/api/table/{evening['tokens'][1]}/results").body)   # 405
    pages.append(client.get("/api/table/not-a-token/round").body)   # 403
    pages.append(client.post_json(f"/api/table/{evening['tokens'][1]}/results", {"tray": "x"}).body)
    for page in pages:
        assert b"Traceback" not in page and b'File "' not in page and b"site-packages" not in page


def test_tls_in_front_static_from_nginx_and_no_token_in_its_log(stack, evening):
    client = stack.client()
    page = client.get("/healthz")
    assert page.status == 200 and "max-age" in page.headers["strict-transport-security"]
    static = client.get("/static/css/site.css")
    assert static.status == 200 and static.headers["content-type"] == "text/css"
    assert not any("/static/" in line for line in gunicorn_log(stack))   # nginx served it
    import http.client

    plain = http.client.HTTPConnection("127.0.0.1", stack.http_port, timeout=10)
    plain.request("GET", "/clubs/x/?a=1")
    answer = plain.getresponse()
    assert answer.status == 301 and answer.getheader("Location") == stack.public_url + "/clubs/x/?a=1"
    logged = (stack.where / "nginx.access").read_text() + (stack.where / "nginx-site.error").read_text()
    assert r"/api/table/\xE2\x80\xA6/round" in logged   # /api/table/…/round, as nginx escapes it
    assert not any(token in logged for token in evening["tokens"].values())


def test_a_backup_restores_into_a_new_database_with_the_same_results(stack, evening):
    env = {**stack.env, "WHIST_BACKUP_DIR": str(stack.where / "backups")}
    dump = subprocess.run([str(HERE / "backup.sh")], env=env, check=True, capture_output=True,
                          text=True, timeout=120).stdout.strip()
    assert os.path.basename(dump).startswith("whist-") and os.path.getsize(dump) > 0
    fresh = stack.create_database()
    restore = [str(HERE / "restore.sh"), dump]
    subprocess.run(restore, env={**env, "DATABASE_URL": fresh}, check=True, capture_output=True, timeout=120)
    restored = stack.orm("stored", evening["event"], database=fresh)
    assert restored == stack.orm("stored", evening["event"])
    assert len(restored["results"]) == 60 * TRAYS_PER_ROUND
    again = subprocess.run(restore, env={**env, "DATABASE_URL": fresh}, capture_output=True, text=True)
    assert again.returncode == 1 and "--replace" in again.stderr   # never over a database unasked
