"""Fill deploy/'s templates from the site's environment file (the one systemd reads).

    python3 -m deploy.render nginx /etc/whist/whist.env > /etc/nginx/sites-available/whist

The nginx site takes its names, its size limit and its paths from the same
settings the application reads (``WHIST_PUBLIC_URL``, ``WHIST_MAX_BODY``,
``WHIST_VAR_DIR``), so the two never disagree.  No Django here: it runs with
the system's python3.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
SOCKET = "/run/whist/gunicorn.sock"   # where deploy/whist.service's gunicorn listens (--bind)


def read_env_file(path: Path) -> dict[str, str]:
    """``KEY=value`` lines, as systemd's EnvironmentFile reads them (comments and blanks skipped)."""
    values = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        values[key.strip()] = value.strip().strip("'\"")
    return values


def nginx_values(env: dict[str, str], **overrides: str) -> dict[str, str]:
    """The template's values for a site whose application reads ``env``."""
    public = env.get("WHIST_PUBLIC_URL", "").rstrip("/")
    host = urlsplit(public).hostname
    if urlsplit(public).scheme != "https" or not host:
        raise SystemExit(f"WHIST_PUBLIC_URL must be the site's https address, not {public!r}")
    if not env.get("WHIST_MAX_BODY", "").isdigit():
        raise SystemExit("WHIST_MAX_BODY must be the largest request in bytes, e.g. 10485760")
    if not env.get("WHIST_VAR_DIR"):
        raise SystemExit("WHIST_VAR_DIR must name the site's data folder, e.g. /srv/whist/var")
    values = {
        "SERVER_NAME": host, "PUBLIC_URL": public, "HTTP_LISTEN": "80", "HTTPS_LISTEN": "443",
        "SOCKET": SOCKET, "CERTIFICATE": f"/etc/letsencrypt/live/{host}/fullchain.pem",
        "CERTIFICATE_KEY": f"/etc/letsencrypt/live/{host}/privkey.pem",
        "ACCESS_LOG": "/var/log/nginx/whist.access.log", "ERROR_LOG": "/var/log/nginx/whist.error.log", "MAX_BODY": env["WHIST_MAX_BODY"],
        "STATIC_ROOT": str(Path(env["WHIST_VAR_DIR"]) / "static"),
    }
    values.update(overrides)
    return values


def render(template: str, values: dict[str, str]) -> str:
    """``template`` with each ``@@NAME@@`` replaced; a name without a value is an error."""
    missing = sorted(set(re.findall(r"@@([A-Z_]+)@@", template)) - set(values))
    if missing:
        raise SystemExit(f"no value for {', '.join(missing)}")
    return re.sub(r"@@([A-Z_]+)@@", lambda m: values[m.group(1)], template)


def nginx_site(env: dict[str, str], **overrides: str) -> str:
    """The nginx site file (deploy/nginx/whist.conf) for a site whose application reads ``env``."""
    return render((HERE / "nginx" / "whist.conf").read_text(), nginx_values(env, **overrides))


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "nginx":
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    sys.stdout.write(nginx_site(read_env_file(Path(argv[1]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
