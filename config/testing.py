"""Settings for the test suite (``pytest.ini``): ``config.settings`` with ``WHIST_TESTING`` on.

pytest-django reads the settings before any conftest runs, so the flag is set
here: ``python -m pytest`` then needs nothing in the environment.
"""

import os

os.environ.setdefault("WHIST_TESTING", "1")

from config.settings import *  # noqa: E402,F401,F403

STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # noqa: F405 (whitenoise warns on every test without it)
