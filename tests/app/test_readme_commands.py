"""Every command the README lists works as written: a fresh copy of the project, a plain shell
(only PATH and HOME), no environment variables, no traceback, and a closed pipe is no error."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "scoring" / "fixtures" / "e2_compass.json"
SHIPPED = ("manage.py", "config", "movements", "tournament", "templates", "static")

pytestmark = pytest.mark.xdist_group("readme-commands")


def readme_commands() -> set[tuple[str, str]]:
    """The (program, command) pairs the README's *Commands* section lists."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Commands", 1)[1].split("\n## ", 1)[0]
    listed = set()
    for line in section.splitlines():
        words = line.split()
        if words[:2] == ["python", "manage.py"]:
            listed.add(("manage.py", words[2]))
        elif words[:3] == ["python", "-m", "movements"]:
            listed.add(("movements", words[3]))
    return listed


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """A copy of the project as a fresh clone has it (no var/), and a plain shell to run in."""
    root = tmp_path_factory.mktemp("clone")
    for name in SHIPPED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, root / name)
    venv_bin = str(Path(sys.executable).parent)
    env = {"PATH": f"{venv_bin}:/usr/bin:/bin", "HOME": os.environ.get("HOME", str(root))}

    def run(*words, stdout=subprocess.PIPE):
        done = subprocess.run(["python", *words], cwd=root, env=env, stdout=stdout,
                              stderr=subprocess.PIPE, text=True, timeout=300)
        assert "Traceback" not in done.stderr, done.stderr
        assert done.returncode == 0, f"{words}: {done.stderr}"
        return done.stdout

    run.root = root
    run.env = env
    return run


RUNS = [
    ("movements", "list"), ("movements", "suggest", "--pairs", "11"),
    ("movements", "howell-pairs", "--pairs", "10", "--json"),
]


def test_every_listed_command_is_tried_here():
    tried = {("movements", words[1]) for words in RUNS} | {("movements", "check")}
    tried |= {("manage.py", name) for name in ("score", "import_session", "export_session", "deal",
                                                "hand_records", "print_pack", "load_demo", "migrate",
                                                "ladder")}
    assert readme_commands() <= tried


def test_the_readme_commands_from_a_plain_shell(fresh):
    root = fresh.root
    fresh("-m", "movements", "list")
    fresh("-m", "movements", "suggest", "--pairs", "11")
    (root / "howell.json").write_text(fresh("-m", "movements", "howell-pairs", "--pairs", "10", "--json"))
    fresh("-m", "movements", "check", "howell.json")
    fresh("manage.py", "--help")
    for command in ("score", "import_session", "export_session", "deal", "hand_records",
                    "print_pack", "load_demo", "ladder"):
        assert "usage:" in fresh("manage.py", command, "--help")
    assert fresh("manage.py", "score", str(FIXTURE)).strip()
    fresh("manage.py", "score", str(FIXTURE), "--json")
    fresh("manage.py", "deal", "--trays", "4", "--seed", "1", "--pbn", "deals.pbn", "--dlm", "deals.dlm")
    fresh("manage.py", "print_pack", "--from", str(FIXTURE), "--out", "pack")
    fresh("manage.py", "migrate", "--no-input")
    fresh("manage.py", "load_demo")
    fresh("manage.py", "export_session", "1", "--out", "event.json")
    assert json.loads(fresh("manage.py", "ladder", "demo", "--ladder", "autumn", "--json"))["format"] == "whist-ladder/1"
    undealt = json.loads(FIXTURE.read_text())
    undealt.update(deals={}, results=[])
    (root / "undealt.json").write_text(json.dumps(undealt))
    imported = fresh("manage.py", "import_session", "undealt.json", "--club", "demo")
    event = re.search(r"Imported event (\d+)", imported).group(1)
    fresh("manage.py", "deal", event, "--seed", "1")
    fresh("manage.py", "hand_records", event, "--out", "hands.pdf")
    fresh("manage.py", "print_pack", event, "--out", "pack1")
    for made in ("deals.pbn", "deals.dlm", "pack/table-cards.pdf", "event.json", "hands.pdf",
                 "pack1/table-cards.pdf"):
        assert (root / made).stat().st_size > 0, made


@pytest.mark.parametrize("words", [
    ("manage.py", "score", str(FIXTURE), "--json"),
    ("-m", "movements", "howell-pairs", "--pairs", "10", "--json"),
])
def test_a_closed_pipe_is_no_error(fresh, words):
    """`score --json | head`: the reader leaves before the command has written everything."""
    process = subprocess.Popen(["python", *words], cwd=fresh.root, env=fresh.env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0, stderr
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr


def test_pytest_needs_no_environment(fresh):
    """`python -m pytest` starts from a plain shell (here: one quick test file)."""
    done = subprocess.run(["python", "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/app/test_readme_commands.py::test_every_listed_command_is_tried_here"],
                          cwd=ROOT, env=fresh.env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_readmes_links_are_in_the_repository():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#]+)[^)]*\)", text)
    local = [link for link in links if "://" not in link]
    assert "docs/formats.md" in local
    for link in local:
        assert (ROOT / link).resolve().is_relative_to(ROOT), link
        assert (ROOT / link).exists(), link


def test_every_exchange_format_is_documented_in_the_repository():
    from movements.model import FORMAT as MOVEMENT
    from tournament.scoring.session import FORMAT as SESSION
    from tournament.scoring.standings import STANDINGS_FORMAT

    text = (ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    for heading in (f"## `{MOVEMENT}`", f"## `{SESSION}`", f"## `{STANDINGS_FORMAT}`",
                    "## PBN and the trump tag", "## DLM (Duplimate)"):
        assert heading in text


def _make_lines() -> list[list[str]]:
    """The `make` commands the README's first lines list, as words."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [line.split("#")[0].split() for line in text.split("\n\n", 2)[1].splitlines()
            if line.strip().startswith("make")]


def _dry_run(*words) -> str:
    done = subprocess.run(["make", "-n", *words, f"VENV={Path(sys.executable).parent.parent}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_readmes_make_commands_are_the_makefiles():
    listed = _make_lines()
    assert ["make", "run"] in listed and ["make", "dev"] in listed and ["make", "test"] in listed
    for words in listed:
        _dry_run(*words[1:])


def test_make_run_is_a_production_server_and_make_dev_the_development_one():
    run = _dry_run("run").split("collectstatic", 1)
    assert len(run) == 2 and "-m gunicorn config.wsgi" in run[1] and "DEBUG=1" not in "".join(run)
    assert "DEBUG= " in run[1]                                   # off, whatever the shell says
    dev = _dry_run("dev")
    assert "DEBUG=1" in dev and "manage.py runserver" in dev and "gunicorn" not in dev


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str):
    import urllib.error
    import urllib.request
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_make_run_serves_the_site_from_a_plain_shell(fresh):
    """`make run` itself, in a fresh copy, from a plain shell: gunicorn with debugging off, the
    static files, the site's own 404 page, the secret key kept in var/ for its owner only.
    (The copy's venv stands for the project's: it runs the test's own python.)"""
    import signal
    import time

    root = fresh.root
    for name in ("Makefile", "gunicorn.conf.py", "requirements.txt"):
        shutil.copy(ROOT / name, root / name)
    bin_dir = root / "venv" / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / "python").write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    (bin_dir / "python").chmod(0o755)
    (bin_dir / ".installed").touch()                 # installed after requirements.txt was copied
    port = _free_port()
    server = subprocess.Popen(["make", "run", "VENV=venv", f"PORT={port}"], cwd=root, env=fresh.env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              start_new_session=True)
    try:
        deadline = time.monotonic() + 400
        while time.monotonic() < deadline:
            assert server.poll() is None, server.stdout.read()
            try:
                status, page = _get(f"http://127.0.0.1:{port}/")
                break
            except OSError:
                time.sleep(1)
        else:
            pytest.fail("make run did not answer")
        assert status == 200 and "Duplicate whist" in page
        assert _get(f"http://127.0.0.1:{port}/static/css/site.css")[0] == 200
        status, page = _get(f"http://127.0.0.1:{port}/no/such/page/")
        assert status == 404 and "<h1>There is no such page</h1>" in page
        assert "Using the URLconf" not in page and "Traceback" not in page
        assert (root / "var" / "secret_key").stat().st_mode & 0o777 == 0o600
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
    output = server.stdout.read()
    assert "Traceback" not in output, output
    assert "director" in output and "whist1897" in output        # the login, printed
