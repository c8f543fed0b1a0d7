"""Shared test fixtures and the rule for real parts.

A test that needs a real part (PostgreSQL, chromium) skips on a developer's
machine that lacks it, but under ``CI=true`` it fails: CI must never pass by
skipping the parts that matter.
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
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
