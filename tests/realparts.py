"""The rule for real parts (PostgreSQL, chromium) in tests.

A test that needs a real part skips on a developer's machine that lacks it,
but under ``CI=true`` it fails: CI must never pass by skipping what matters.
"""

import os
import shutil
from pathlib import Path

import pytest

IN_CI = os.environ.get("CI", "").lower() == "true"
ROOT = Path(__file__).resolve().parents[1]
# Screenshots go to var/ (the working tree stays clean); `make screenshots` sends them to docs/.
SCREENSHOTS = Path(os.environ.get("WHIST_SCREENSHOTS") or ROOT / "var" / "screenshots")


def require(available: bool, what: str) -> None:
    """Skip (or, in CI, fail) the calling test when ``what`` is missing."""
    if available:
        return
    if IN_CI:
        pytest.fail(f"{what} is missing, and CI must not skip it")
    pytest.skip(f"{what} is not available here")


def built_tool(name: str, where: Path) -> Path:
    """``tools/<name>.c`` compiled into ``where`` (warnings are errors), or the test skipped
    (failed in CI) without a C compiler."""
    import subprocess

    compiler = shutil.which("cc") or shutil.which("gcc")
    require(compiler is not None, "a C compiler (apt-get install gcc)")
    program = where / name
    subprocess.run([compiler, "-O2", "-Wall", "-Werror", "-o", str(program),
                    str(ROOT / "tools" / f"{name}.c"), "-lm"], check=True)
    return program


def tool_module(name: str):
    """``tools/<name>.py`` as a module (tools/ is no package), for its functions."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def chromium_path() -> str | None:
    """Debian's chromium, which the browser tests drive through Playwright."""
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)


def screenshot(page, name: str) -> None:
    """Save the whole page as ``name``.png among the screenshots."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def director_page(browser, url: str, username: str, password: str):
    """A desktop page logged in as the director, opened at ``url`` (through the login form)."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(20000)
    page.goto(url)
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    return page


def new_event(page, club, name: str, date: str, field: list[str], method: str | None = None):
    """On the director's home page: a new pairs event, its field typed in, up to the movement page.

    ``method`` chosen in the form, or the form's default left alone.
    """
    page.click("text=New event")
    page.fill("input[name=name]", name)
    page.fill("input[name=date]", date)
    page.select_option("select[name=club]", str(club.pk))
    page.select_option("select[name=form]", "pairs")
    if method:
        page.select_option("select[name=method]", method)
    page.click("button[type=submit]")
    page.fill("textarea[name=lines]", "\n".join(field))
    save_field(page)
    page.wait_for_url("**/movement/")


def save_field(page) -> None:
    """Save the field typed in, adding its new names as the club's members when asked."""
    with page.expect_navigation():
        page.click("#field-form button[type=submit]")
    if page.locator("#new-names").count():
        page.check("#new-names input[name=add_members]")
        page.click("#field-form button[type=submit]")
