"""deploy/render.py: nginx's site file from the site's settings file, and clear refusals."""

import pytest

from deploy.render import HERE, nginx_site, read_env_file

SITE = read_env_file(HERE / "whist.env.example")


def test_the_example_settings_make_a_whole_site_file():
    site = nginx_site(SITE)
    assert "@@" not in site
    assert "server_name whist.example.org;" in site
    assert "client_max_body_size 10485760;" in site   # WHIST_MAX_BODY, as the application reads it
    assert "alias /srv/whist/var/static/;" in site
    assert "/etc/letsencrypt/live/whist.example.org/fullchain.pem" in site
    assert "proxy_set_header X-Forwarded-For $remote_addr;" in site
    assert "proxy_add_x_forwarded_for" not in site   # never the client's own list, appended to


@pytest.mark.parametrize("change, words", [
    ({"WHIST_PUBLIC_URL": "http://whist.example.org"}, "https address"),
    ({"WHIST_PUBLIC_URL": ""}, "https address"),
    ({"WHIST_MAX_BODY": "10m"}, "in bytes"),
    ({"WHIST_VAR_DIR": ""}, "data folder"),
])
def test_settings_it_cannot_use_are_refused_with_what_to_write(change, words):
    with pytest.raises(SystemExit, match=words):
        nginx_site({**SITE, **change})


def test_a_settings_file_is_read_as_systemd_reads_it(tmp_path):
    path = tmp_path / "whist.env"
    path.write_text("# a comment\n\nSECRET_KEY='abc=def'\n  WHIST_PROXIES = 1\n")
    assert read_env_file(path) == {"SECRET_KEY": "abc=def", "WHIST_PROXIES": "1"}
