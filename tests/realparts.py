"""The rule for real parts (PostgreSQL, chromium) in tests.

A test that needs a real part skips on a developer's machine that lacks it,
but under ``CI=true`` it fails: CI must never pass by skipping what matters.
"""

import os
import shutil

import pytest

IN_CI = os.environ.get("CI", "").lower() == "true"


def require(available: bool, what: str) -> None:
    """Skip (or, in CI, fail) the calling test when ``what`` is missing."""
    if available:
        return
    if IN_CI:
        pytest.fail(f"{what} is missing, and CI must not skip it")
    pytest.skip(f"{what} is not available here")


def chromium_path() -> str | None:
    """Debian's chromium, which the browser tests drive through Playwright."""
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
