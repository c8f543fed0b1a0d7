"""config/preload.py: a worker starts with the application loaded and frozen, as gunicorn.conf.py
asks before the workers fork (and as bench/pages.py starts, to time what a worker runs)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# In a process of its own: the test's would stay frozen.
STARTED = """
import gc, os, runpy
os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
import django
django.setup()
from django.urls import get_resolver
before = gc.get_freeze_count()
runpy.run_path("gunicorn.conf.py")["when_ready"](None)
print(before, gc.get_freeze_count(), "url_patterns" in get_resolver().__dict__)
"""


def test_gunicorns_start_freezes_the_loaded_application_with_its_url_map():
    done = subprocess.run([sys.executable, "-c", STARTED], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=True)
    before, after, url_map = done.stdout.split()
    assert before == "0" and int(after) > 50_000      # the framework and the project, loaded
    assert url_map == "True"                          # built before the fork, not by a worker's first request
