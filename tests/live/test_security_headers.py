"""Security headers: a Content-Security-Policy no inline script escapes, a Permissions-Policy,
and no-store on the director's pages; the templates keep to what the policy allows."""

import re
from pathlib import Path

import pytest
from django.urls import reverse

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = sorted((ROOT / "templates").rglob("*.html"))


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: str(p.relative_to(ROOT / "templates")))
def test_no_template_runs_anything_inline_without_the_nonce(template):
    text = template.read_text(encoding="utf-8")
    for tag in re.findall(r"<(?:script|style)\b[^>]*>", text):
        if tag.startswith("<script") and "src=" in tag:
            continue
        assert 'nonce="{{ request.csp_nonce }}"' in tag, tag
    assert not re.search(r"\son[a-z]+\s*=", text), "an on…= handler: put it in static/js/"
    assert "javascript:" not in text
    assert not re.search(r"\sstyle\s*=", text), "a style attribute: use a class in the stylesheet"


def test_pages_carry_the_policy_and_its_nonce(director_client, event, tokens):
    table = director_client.get(reverse("tables:page", args=[tokens[1]]))  # it has an inline style
    nonce = re.search(r"'nonce-([^']+)'", table["Content-Security-Policy"]).group(1)
    assert f'<style nonce="{nonce}">' in table.content.decode()
    response = director_client.get(reverse("director:control", args=[event.pk]))
    policy = response["Content-Security-Policy"]
    assert "script-src 'self' 'nonce-" in policy and "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy
    again = director_client.get(reverse("director:control", args=[event.pk]))
    assert again["Content-Security-Policy"] != policy                 # a new nonce each time
    assert "camera=()" in response["Permissions-Policy"]


def test_the_directors_pages_are_not_stored(director_client, client, event, tokens):
    for url in (reverse("director:home"), reverse("director:control", args=[event.pk]),
                f"/table/{tokens[1]}/", f"/api/table/{tokens[1]}/round"):
        assert director_client.get(url)["Cache-Control"] == "private, no-store", url
    public = client.get(reverse("public:index"))
    assert "no-store" not in public.get("Cache-Control", "")
    assert public["Content-Security-Policy"]


def test_no_policy_under_debug(settings, client, db):
    settings.CONTENT_SECURITY_POLICY = ""
    assert "Content-Security-Policy" not in client.get(reverse("public:index"))
