"""The site's whole stack on loopback, for tests/deploy and bench/site.py.

:class:`Stack` starts what docs/deploy.md installs, from deploy/'s own files: a
self-signed certificate (openssl), a PostgreSQL database of its own (made under a
new name on the server ``DATABASE_URL`` names, or 127.0.0.1:5432, and dropped at
the end: never one it did not make), its own ``redis-server`` (``--save ''``, so it
can be restarted empty), the application migrated and its static files collected,
gunicorn started with the arguments of deploy/whist.service on a unix socket, and
nginx from Debian with deploy/nginx/whist.conf rendered by deploy/render.py on a
free high port of 127.0.0.1.  Everything lives in one folder and listens on
loopback only.  The application runs with ``config.production`` and the settings
of deploy/whist.env.example, as on a site.

:class:`Client` is one device speaking HTTPS to that nginx (the certificate
checked), :class:`Tally` what the devices saw, :func:`play_round` a table's
round through the table API (docs/table-api.md).  ``python -m deploy.stack``
runs the ORM side in the stack's own environment (seat an evening, read its
results, a director's correction) and answers in JSON.
"""

from __future__ import annotations

import http.client
import json
import os
import pwd
import random
import re
import secrets
import shlex
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

from deploy.render import SOCKET, nginx_site, read_env_file

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "deploy"
SERVER = "postgresql://postgres@127.0.0.1:5432"
LOCAL_SERVER, LOCAL_SOCKET = "postgresql://postgres@", Path("/var/run/postgresql/.s.PGSQL.5432")  # Debian's
DIRECTOR_PASSWORD = "a-long-site-password"   # only ever on a loopback stack


def program(name: str) -> str | None:
    """A program on the PATH, or in the system folders a non-root PATH leaves out (nginx)."""
    return shutil.which(name) or next(
        (str(p) for p in (Path("/usr/sbin") / name, Path("/sbin") / name) if p.exists()), None)


def missing_parts() -> list[str]:
    """The real parts of the stack this machine lacks, each with how to get it."""
    needed = {"nginx": "apt-get install nginx", "redis-server": "apt-get install redis-server",
              "openssl": "apt-get install openssl", "pg_dump": "apt-get install postgresql-client",
              "pg_restore": "apt-get install postgresql-client", "psql": "apt-get install postgresql-client"}
    missing = [f"{name} ({how})" for name, how in needed.items() if program(name) is None]
    try:
        import psycopg

        psycopg.connect(f"{server_url()}/postgres", connect_timeout=3).close()
    except Exception as error:  # noqa: BLE001 (whatever stops a connection: the server is missing)
        missing.append(f"a PostgreSQL server at {server_url()} ({str(error).splitlines()[0]})")
    return missing


def server_url() -> str:
    """The PostgreSQL server: the one ``DATABASE_URL`` names; else, as the recipe reaches it
    (deploy/whist.env.example), over the local server's socket, when there is one; else
    127.0.0.1:5432."""
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith(("postgres://", "postgresql://")):
        parts = urlsplit(url)
        return f"{parts.scheme}://{parts.netloc}"
    return LOCAL_SERVER if LOCAL_SOCKET.exists() else SERVER


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(ready, what: str, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    """Poll ``ready()`` until true; fail after ``timeout`` s or when ``process`` ended."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if ready():
            return
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{what}: the process ended (exit {process.returncode})")
        time.sleep(0.05)
    raise RuntimeError(f"{what}: not ready after {timeout:.0f} s")


def listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def gunicorn_arguments(socket_path: Path) -> list[str]:
    """deploy/whist.service's ExecStart, with this machine's gunicorn and ``socket_path``."""
    unit = (HERE / "whist.service").read_text().replace("\\\n", " ")
    line = next(x for x in unit.splitlines() if x.startswith("ExecStart="))
    argv = shlex.split(line.removeprefix("ExecStart="))
    argv[0] = str(Path(sys.executable).parent / "gunicorn")
    return [f"unix:{socket_path}" if a == f"unix:{SOCKET}" else a for a in argv]


def site_environment() -> dict[str, str]:
    """deploy/whist.env.example: what a site's application reads."""
    return read_env_file(HERE / "whist.env.example")


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    try:
        return [int(p) for p in path.read_text().split()]
    except OSError:
        return []


def cpu_seconds(pid: int, reaped: bool = False) -> float:
    """CPU time (user + system) of ``pid`` so far; with ``reaped``, of its ended children too."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # it has just ended
        return 0.0
    fields = (11, 12, 13, 14) if reaped else (11, 12)   # fields 14-17 of proc(5), after the name
    return sum(int(stat[i]) for i in fields) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else 0.0


class Stack:
    """nginx, gunicorn, PostgreSQL and Redis on loopback, in the folder ``where``.

    ``cache``: ``"redis"`` (``REDIS_URL`` set, as on a site), ``"local"`` (unset: each
    worker's own memory) or ``"none"`` (Django's DummyCache, through a settings module
    of the stack's own that changes nothing else).
    """

    def __init__(self, where: Path, cache: str = "redis"):
        assert cache in ("redis", "local", "none")
        self.where, self.cache = Path(where), cache
        self.where.mkdir(parents=True, exist_ok=True)
        self.processes: dict[str, subprocess.Popen] = {}
        self.databases: list[str] = []
        self.https_port = free_port()
        self.http_port = free_port()
        self.redis_port = free_port()
        self.socket = self.where / "gunicorn.sock"
        self.certificate = self.where / "site.crt"
        self.public_url = f"https://127.0.0.1:{self.https_port}"
        self.env: dict[str, str] = {}

    # -- starting and stopping -------------------------------------------------------------

    def __enter__(self) -> Stack:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def start(self) -> None:
        self.make_certificate()
        self.database = self.create_database()
        self.secret_key = secrets.token_urlsafe(50)
        self.start_redis()
        self.env = self.application_environment()
        (self.where / "var").mkdir(exist_ok=True)
        self.deploy_check = self.orm("setup")["check"]
        self.start_gunicorn()
        self.start_nginx()

    def application_environment(self) -> dict[str, str]:
        """What gunicorn's workers read: deploy/whist.env.example, with this stack's places."""
        env = {k: v for k, v in os.environ.items()
               if k not in ("WHIST_TESTING", "DJANGO_SETTINGS_MODULE", "DEBUG", "REDIS_URL")}
        env.update(site_environment())
        env.update({
            "SECRET_KEY": self.secret_key, "ALLOWED_HOSTS": "127.0.0.1",
            "WHIST_PUBLIC_URL": self.public_url, "DATABASE_URL": self.database,
            "REDIS_URL": f"redis://127.0.0.1:{self.redis_port}/0",
            "WHIST_VAR_DIR": str(self.where / "var"), "DJANGO_SETTINGS_MODULE": "config.production",
            "PYTHONPATH": os.pathsep.join([str(self.where / "settings"), str(ROOT)]),
        })
        if self.cache != "redis":
            del env["REDIS_URL"]
        if self.cache == "none":
            (self.where / "settings").mkdir(exist_ok=True)
            (self.where / "settings" / "no_cache_site.py").write_text(
                "from config.production import *  # noqa: F401,F403\n"
                "CACHES = {alias: {'BACKEND': 'django.core.cache.backends.dummy.DummyCache'} for alias in CACHES}\n")
            env["DJANGO_SETTINGS_MODULE"] = "no_cache_site"
        return env

    def use_cache(self, cache: str, access_log: bool = True) -> None:
        """gunicorn started again with another cache (see the class), and an access log or
        not (:meth:`start_gunicorn`); the rest stays up."""
        assert cache in ("redis", "local", "none")
        self.stop_process("gunicorn")
        self.cache = cache
        self.env = self.application_environment()
        self.start_gunicorn(access_log)

    def cache_backend(self) -> str:
        """The cache backend the application really uses (its settings, read in its environment)."""
        return self.orm("cache")["backend"]

    def stop_process(self, name: str) -> None:
        process = self.processes.pop(name, None)
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGQUIT if name == "nginx" else signal.SIGTERM)
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)

    def stop(self) -> None:
        for name in ("nginx", "gunicorn", "redis"):
            self.stop_process(name)
        for name in self.databases:
            self.drop_database(name)
        self.databases.clear()

    def make_certificate(self) -> None:
        """A self-signed certificate for 127.0.0.1, made now, valid for a day."""
        subprocess.run(
            [program("openssl"), "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
             "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
             "-keyout", str(self.where / "site.key"), "-out", str(self.certificate)],
            check=True, capture_output=True)

    def create_database(self) -> str:
        """A new database on the server (``CREATE DATABASE`` fails rather than reuse one)."""
        import psycopg
        from psycopg import sql

        name = f"whist_site_{os.getpid()}_{secrets.token_hex(4)}"
        with psycopg.connect(f"{server_url()}/postgres", autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        self.databases.append(name)
        return f"{server_url()}/{name}"

    def drop_database(self, name: str) -> None:
        """Drop a database this stack made (one of ``self.databases``), and nothing else."""
        import psycopg
        from psycopg import sql

        assert name.startswith("whist_site_")
        with psycopg.connect(f"{server_url()}/postgres", autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))

    def start_redis(self) -> None:
        with open(self.where / "redis.log", "ab") as log:
            self.processes["redis"] = subprocess.Popen(
                [program("redis-server"), "--port", str(self.redis_port), "--bind", "127.0.0.1",
                 "--save", "", "--appendonly", "no", "--dir", str(self.where)],
                stdout=log, stderr=subprocess.STDOUT)
        wait_until(lambda: listening(self.redis_port), "redis-server", process=self.processes["redis"])

    def restart_redis(self, down: float = 0.3) -> None:
        """Redis stops (everything in it lost), stays down ``down`` seconds, and starts again."""
        process = self.processes.pop("redis")
        process.terminate()
        process.wait(10)
        time.sleep(down)
        self.start_redis()

    def redis_keys(self) -> int:
        """How many keys the stack's Redis holds (``DBSIZE`` of db 0)."""
        with socket.create_connection(("127.0.0.1", self.redis_port), timeout=5) as s:
            s.sendall(b"DBSIZE\r\n")
            return int(s.recv(64).strip().lstrip(b":"))

    def start_gunicorn(self, access_log: bool = True) -> None:
        """gunicorn as deploy/whist.service starts it, with an access log of its own that
        names the worker of each request and its time inside gunicorn (:meth:`served_times`),
        or, without ``access_log``, just as the unit starts it (nginx keeps the site's log):
        writing the log costs the workers CPU a production site does not spend."""
        argv = gunicorn_arguments(self.socket) + ["--error-logfile", str(self.where / "gunicorn.log")]
        if access_log:
            argv += ["--access-logfile", str(self.where / "gunicorn.access"),
                     "--access-logformat", "%(p)s %(m)s %(U)s %(s)s %(M)s"]
        self.workers = int(argv[argv.index("--workers") + 1])
        self.processes["gunicorn"] = subprocess.Popen(argv, cwd=ROOT, env=self.env)
        wait_until(lambda: self.socket.exists() and len(self.worker_pids()) == self.workers,
                   "gunicorn", timeout=60, process=self.processes["gunicorn"])

    def start_nginx(self) -> None:
        site = nginx_site(self.env, HTTP_LISTEN=f"127.0.0.1:{self.http_port}",
                          HTTPS_LISTEN=f"127.0.0.1:{self.https_port}", SOCKET=str(self.socket),
                          CERTIFICATE=str(self.certificate), CERTIFICATE_KEY=str(self.where / "site.key"),
                          ACCESS_LOG=str(self.where / "nginx.access"),
                          ERROR_LOG=str(self.where / "nginx-site.error"))
        (self.where / "whist-site.conf").write_text(site)
        temp = self.where / "nginx-temp"
        temp.mkdir(exist_ok=True)
        # Debian's /etc/nginx/nginx.conf in brief: the site file goes in its http block.
        # As root, nginx's workers would become "nobody", who cannot reach this folder.
        user = f"user {pwd.getpwuid(0).pw_name};\n" if os.geteuid() == 0 else ""
        (self.where / "nginx.conf").write_text(
            f"{user}worker_processes 2;\npid {self.where / 'nginx.pid'};\n"
            f"error_log {self.where / 'nginx.error'} warn;\n"
            "events { worker_connections 512; }\n"
            "http {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n"
            "  sendfile on;\n  server_tokens off;\n"
            + "".join(f"  {kind}_temp_path {temp / kind};\n" for kind in ("client_body", "proxy", "fastcgi",
                                                                          "uwsgi", "scgi"))
            + f"  include {self.where / 'whist-site.conf'};\n}}\n")
        nginx = [program("nginx"), "-p", str(self.where), "-e", str(self.where / "nginx.error"),
                 "-c", str(self.where / "nginx.conf")]
        subprocess.run(nginx + ["-t", "-q"], check=True, capture_output=True)
        self.processes["nginx"] = subprocess.Popen(nginx + ["-g", "daemon off;"])
        wait_until(lambda: listening(self.https_port), "nginx", process=self.processes["nginx"])

    # -- looking inside --------------------------------------------------------------------

    def worker_pids(self) -> list[int]:
        return children(self.processes["gunicorn"].pid)

    def kill_a_worker(self) -> int:
        """SIGKILL one gunicorn worker (its master starts another); returns the pid killed."""
        pid = self.worker_pids()[0]
        os.kill(pid, signal.SIGKILL)
        return pid

    def workers_cpu(self) -> float:
        """CPU seconds of gunicorn so far: master and workers, and the workers it reaped."""
        master = self.processes["gunicorn"].pid
        return cpu_seconds(master, reaped=True) + sum(cpu_seconds(pid) for pid in self.worker_pids())

    def served_times(self, path: str) -> list[tuple[int, float]]:
        """Each request for ``path`` in gunicorn's access log so far: the worker's pid, and its
        milliseconds inside gunicorn."""
        served = []
        for line in (self.where / "gunicorn.access").read_text().splitlines():
            pid, _method, logged, _status, ms = line.split()
            if logged == path:
                served.append((int(pid.strip("<>")), float(ms)))
        return served

    def served_by(self, path: str) -> list[int]:
        """The worker pid of each request for ``path`` in gunicorn's access log so far."""
        return [pid for pid, _ in self.served_times(path)]

    def orm(self, *args: str, database: str | None = None):
        """``python -m deploy.stack args`` in the site's environment; its JSON answer."""
        env = self.env if database is None else {**self.env, "DATABASE_URL": database}
        done = subprocess.run([sys.executable, "-m", "deploy.stack", *map(str, args)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(f"deploy.stack {' '.join(map(str, args))}: {done.stderr[-2000:]}")
        return json.loads(done.stdout.strip().splitlines()[-1])   # the answer is the last line

    def client(self) -> Client:
        return Client(self.https_port, self.certificate)

    def directors(self, count: int) -> list[Client]:
        """``count`` devices of the club's director, logged in once (one session between them)."""
        first = self.client()
        answer = first.log_in("director", DIRECTOR_PASSWORD)
        if answer.status != 302 or "sessionid" not in first.cookies:
            raise RuntimeError(f"the director could not log in: {answer.status}")
        others = [self.client() for _ in range(count - 1)]
        for other in others:
            other.cookies = dict(first.cookies)
        return [first, *others]


# -- the devices -------------------------------------------------------------------------------

@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body or b"{}")


class Client:
    """One device: a kept-alive HTTPS connection to the stack's nginx, the certificate checked,
    its cookies kept.  A dropped connection is opened again and the request sent again."""

    def __init__(self, port: int, certificate: Path, timeout: float = 60.0):
        self.port, self.timeout = port, timeout
        self.context = ssl.create_default_context(cafile=str(certificate))
        self.conn: http.client.HTTPSConnection | None = None
        self.cookies: dict[str, str] = {}
        self.dropped = 0

    @property
    def origin(self) -> str:
        return f"https://127.0.0.1:{self.port}"

    def request(self, method: str, path: str, body: bytes | str | None = None,
                headers: dict[str, str] | None = None, attempts: int = 5) -> Answer:
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in range(attempts):
            if self.conn is None:
                self.conn = http.client.HTTPSConnection("127.0.0.1", self.port, timeout=self.timeout,
                                                        context=self.context)
            try:
                self.conn.request(method, path, body, headers)
                response = self.conn.getresponse()
                data = response.read()
            except (OSError, http.client.HTTPException):
                self.close()
                self.dropped += 1
                if attempt == attempts - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
                continue
            for value in response.headers.get_all("Set-Cookie") or []:
                name, _, rest = value.partition("=")
                self.cookies[name.strip()] = rest.split(";", 1)[0]
            if response.getheader("Connection", "").lower() == "close":
                self.close()
            return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, data)
        raise AssertionError("unreachable")

    def get(self, path: str, **headers: str) -> Answer:
        return self.request("GET", path, headers=headers)

    def post_json(self, path: str, body: dict) -> Answer:
        return self.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})

    def post_form(self, path: str, fields: dict[str, str], headers: dict[str, str] | None = None) -> Answer:
        return self.request("POST", path, urlencode(fields), {
            "Content-Type": "application/x-www-form-urlencoded", "Referer": self.origin + path,
            **(headers or {})})

    def log_in(self, username: str, password: str, headers: dict[str, str] | None = None) -> Answer:
        """Through the login form, as a browser does (its CSRF cookie and token)."""
        page = self.get("/accounts/login/")
        token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', page.body).group(1).decode()
        return self.post_form("/accounts/login/", {"username": username, "password": password,
                                                   "csrfmiddlewaretoken": token}, headers)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


@dataclass
class Tally:
    """What the tables' devices saw, shared between their threads."""
    lock: threading.Lock = field(default_factory=threading.Lock)
    latencies: list[float] = field(default_factory=list)
    submitted: dict[tuple[int, int, int], int] = field(default_factory=dict)
    created: dict[tuple[int, int, int], int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    refused: list[Answer] = field(default_factory=list)   # every answer of 400 or more
    resent: int = 0

    def answered(self) -> int:
        return len(self.latencies)


def table_call(client: Client, tally: Tally, method: str, path: str, body: dict | None = None,
               deadline: float = float("inf")) -> Answer | None:
    """One table API request, sent again after a 5xx answer or a dropped connection, as the
    phone's outbox does (static/js/outbox.js); None if it never got an answer it could keep."""
    for attempt in range(10):
        if time.monotonic() > deadline:
            break
        start = time.perf_counter()
        try:
            answer = (client.get(path) if method == "GET" else client.post_json(path, body or {}))
        except (OSError, http.client.HTTPException):
            with tally.lock:
                tally.resent += 1
            continue
        with tally.lock:
            tally.latencies.append(time.perf_counter() - start)
            if answer.status >= 400:
                tally.refused.append(answer)
            if answer.status >= 500:
                tally.resent += 1
        if answer.status < 500:
            return answer
        time.sleep(0.05 * (attempt + 1))
    return None


def play_round(client: Client, token: str, round_no: int, tally: Tally, rng: random.Random,
               think: float = 0.0, deadline: float = float("inf")) -> None:
    """A table's round: read it, then for each tray N-S enter it and E-W confirm it."""
    def failed(what, got):
        with tally.lock:
            tally.errors.append(f"round {round_no} {what}: "
                                f"{'no answer' if got is None else (got.status, got.body[:200])}")

    api = f"/api/table/{token}/"
    time.sleep(rng.uniform(0, think))
    got = table_call(client, tally, "GET", api + "round", deadline=deadline)
    if got is None or got.status != 200 or got.json().get("round") != round_no:
        return failed("read the round", got)
    table = got.json()["table"]
    for tray in [t["tray"] for t in got.json()["trays"]]:
        ns = rng.randint(0, 13)
        key = (round_no, table, tray)
        with tally.lock:
            tally.submitted[key] = ns
        for path, body, wanted in ((api + "results", {"round": round_no, "tray": tray, "ns": ns}, (200, 201)),
                                   (api + f"results/{tray}/confirm", {"round": round_no}, (200,))):
            time.sleep(rng.uniform(0, think))
            got = table_call(client, tally, "POST", path, body, deadline=deadline)
            if got is None or got.status not in wanted:
                return failed(f"table {table} tray {tray} {path.rsplit('/', 1)[-1]}", got)
            if got.status == 201:
                with tally.lock:
                    tally.created[key] = tally.created.get(key, 0) + 1


def play_round_everywhere(stack: Stack, tokens: dict[int, str], round_no: int, tally: Tally,
                          during=None, think: float = 0.5, seconds: float = 240.0) -> None:
    """Every table plays ``round_no`` at once, each from its own device; ``during()`` runs once a
    third of the round's requests are answered (the faults)."""
    deadline = time.monotonic() + seconds
    rng = random.Random(round_no)
    clients = [stack.client() for _ in tokens]
    threads = [threading.Thread(target=play_round, args=(c, tokens[t], round_no, tally,
                                                         random.Random(rng.random()), think, deadline))
               for c, t in zip(clients, sorted(tokens))]
    before = tally.answered()
    for thread in threads:
        thread.start()
    if during is not None:
        expected = len(tokens) * 7   # a read, and an entry and a confirmation for each of 3 trays
        while (tally.answered() - before < expected // 3 and any(t.is_alive() for t in threads)
               and time.monotonic() < deadline):
            time.sleep(0.005)
        during()
    for thread in threads:
        thread.join(max(1.0, deadline - time.monotonic()))
    for client in clients:
        client.close()


def at_once(clients: list[Client], path: str) -> list[tuple[Answer, float]]:
    """Each client GETs ``path`` at the same moment; each answer with its seconds."""
    answers: list = [None] * len(clients)
    start = threading.Barrier(len(clients))

    def one(i):
        start.wait()
        began = time.perf_counter()
        answer = clients[i].get(path)
        answers[i] = (answer, time.perf_counter() - began)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(len(clients))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


# -- the ORM side, in the stack's environment (Stack.orm) -----------------------------------

def setup() -> dict:
    """What a site does before it starts: migrate the database, collect the static files;
    and what Django's deployment check says of its settings (empty: nothing)."""
    import io

    from django.core.management import call_command
    from django.core.management.base import SystemCheckError

    call_command("migrate", interactive=False, verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    try:
        call_command("check", deploy=True, fail_level="WARNING", stdout=io.StringIO())
    except SystemCheckError as problems:
        return {"check": str(problems)}
    return {"check": ""}


def cache() -> dict:
    from django.conf import settings

    return {"backend": settings.CACHES["default"]["BACKEND"]}


def seat(pairs: int, trays_per_round: int) -> dict:
    """A club with two directors and a Mitchell of ``pairs`` pairs in play, round 1 open."""
    import datetime

    from django.contrib.auth import get_user_model

    import movements
    from tournament.evening import entrants, lifecycle
    from tournament.models import Club, Event

    club = Club.objects.create(name="County whist association", slug=f"county-{secrets.token_hex(3)}")
    for name in ("director", "second"):
        club.directors.add(get_user_model().objects.create_user(name, password=DIRECTOR_PASSWORD))
    event = Event.objects.create(club=club, name="Site evening", date=datetime.date(1897, 7, 5))
    lines = "\n".join(f"North{n} & South{n}" for n in range(1, pairs + 1))
    entrants.replace_entrants(event, entrants.parse("pairs", lines))
    lifecycle.seat(event, movements.generate("mitchell", pairs, trays_per_round=trays_per_round), "director")
    event = lifecycle.start(event, "director")
    return {"event": event.pk, "club": club.slug,
            "tokens": {str(n): t for n, t in event.tables.values_list("number", "token")}}


def stored(event_id: int) -> dict:
    """Every result of the event (round, table, tray, N-S tricks, status, version), how many
    results each such place has, and how many 'entered' audit entries each result has."""
    from django.db.models import Count

    from tournament.models import AuditEntry, Result

    rows = sorted([r.round.number, r.table, r.tray.number, r.ns, r.status, r.version]
                  for r in Result.objects.filter(event_id=event_id).select_related("round", "tray"))
    places = Result.objects.filter(event_id=event_id).values("round", "table", "tray").annotate(n=Count("id"))
    entered = AuditEntry.objects.filter(event_id=event_id, what__startswith="entered ").values(
        "result").annotate(n=Count("id"))
    return {"results": rows, "most_at_a_place": max((p["n"] for p in places), default=0),
            "most_entries_a_result": max((e["n"] for e in entered), default=0)}


def correct(event_id: int, round_no: int, table: int, tray: int, ns: int) -> dict:
    """The director's correction of one result (the write path's ruling, with a reason)."""
    from tournament.evening import results
    from tournament.models import Event, Result

    event = Event.objects.get(pk=event_id)
    seen = Result.objects.get(event=event, round__number=round_no, table=table, tray__number=tray)
    result, changed = results.settle(event, round_no, table, tray, results.Figures(ns=ns), "director",
                                     expected_version=seen.version, reason="The scorer misread the slip")
    return {"ns": result.ns, "changed": changed, "version": result.version}


def main(argv: list[str]) -> None:
    import django

    sys.path.insert(0, str(ROOT))
    django.setup()
    command, args = argv[0], [int(a) for a in argv[1:]]
    answer = {"setup": setup, "cache": cache, "seat": seat, "stored": stored, "correct": correct}[command](*args)
    print(json.dumps(answer))


if __name__ == "__main__":
    main(sys.argv[1:])
