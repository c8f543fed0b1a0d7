"""Settings, read from the environment.

* ``DEBUG=1`` turns on debugging (off by default: ``make run`` serves with it off,
  ``make dev`` with it on).
* ``SECRET_KEY``: without it, one generated once and kept in ``var/secret_key``
  (readable by its owner only); with ``DEBUG`` or under the tests, a development
  key.  ``config.production`` refuses to start without ``SECRET_KEY``.
* ``DATABASE_URL`` selects the database (``postgres://user@host:5432/name``);
  without it, SQLite in ``var/whist.sqlite3``.
* ``REDIS_URL`` (``redis://127.0.0.1:6379/1``): the cache every worker shares
  (config/cache.py: a Redis that fails is a cache miss, never an error page);
  without it, each process's own memory.
* ``ALLOWED_HOSTS`` is a comma-separated list; without it, this machine's own
  names and addresses (loopback and its address on the local network).  The host
  of ``WHIST_PUBLIC_URL`` is added to either.
* ``WHIST_PROXIES``: how many reverse proxies stand in front (config/proxy.py);
  0 or unset: none, the client's address is the socket's.
* ``WHIST_MAX_BODY``: the largest request body accepted, in bytes (10 MB); a
  larger one is refused before it is read (tournament/web/body_limit.py).
* ``WHIST_VAR_DIR``: where the SQLite database, the kept secret key and the
  collected static files live (``var/``).
* ``WHIST_PUBLIC_URL`` is the site's address as the tables' phones reach it
  (``http://192.168.1.20:8000``, ``https://whist.example.org``): every table link
  and QR code, on screen and printed, is built from it.  Without it, from the
  address the director's browser used.

Production deployments use ``config.production``, which adds HTTPS hardening.
"""

import os
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.lan import lan_address
from config.secret import kept_secret_key

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("WHIST_VAR_DIR", BASE_DIR / "var"))


def env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_flag("DEBUG")

def env_int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        number = int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {value!r}") from None
    if number < 0:
        raise ImproperlyConfigured(f"{name} must not be negative, not {value!r}")
    return number


DEVELOPMENT_KEY = "development-only-key-never-used-in-production-0123456789abcdef"
SECRET_KEY = os.environ.get("SECRET_KEY") or (
    DEVELOPMENT_KEY if DEBUG or env_flag("WHIST_TESTING") else kept_secret_key(VAR_DIR / "secret_key"))

WHIST_PUBLIC_URL = os.environ.get("WHIST_PUBLIC_URL", "").strip()


def _host(url: str) -> str:
    """The host of the site's public address, as ALLOWED_HOSTS writes it."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ImproperlyConfigured(
            f"WHIST_PUBLIC_URL must be the site's address, e.g. http://192.168.1.20:8000, not {url!r}")
    return f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname


if os.environ.get("ALLOWED_HOSTS", "").strip():
    ALLOWED_HOSTS = [h.strip() for h in os.environ["ALLOWED_HOSTS"].split(",") if h.strip()]
else:
    ALLOWED_HOSTS = ["localhost", "127.0.0.1", "[::1]"]
    if lan := lan_address():
        ALLOWED_HOSTS.append(lan)  # the tables' phones on the club's network (make run HOST=0.0.0.0)
if WHIST_PUBLIC_URL:
    ALLOWED_HOSTS.append(_host(WHIST_PUBLIC_URL))
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get(
    "CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_tables2",
    "axes",
    "tournament",
]

MIDDLEWARE = [
    "tournament.web.body_limit.BodyLimitMiddleware",  # first: before anything reads the body
    "django.middleware.security.SecurityMiddleware",
    "tournament.web.headers.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "tournament.web.messages.LazyMessageMiddleware",  # Django's, made when first used
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "tournament.web.middleware.LoginRequiredMiddleware",
    "axes.middleware.AxesMiddleware",  # last: it answers a locked-out login
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'whist.sqlite3'}",
        # Tests close every connection so that threads and the live server leave none behind.
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "0" if env_flag("WHIST_TESTING") else "60")),
        # A kept connection the server dropped (a restart, a cut) is replaced before the
        # request uses it, instead of failing that thread's next request (on PostgreSQL
        # checked without a query: config/postgresql/base.py).
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's, with a kept connection checked without a round trip (config/postgresql/base.py).
    DATABASES["default"]["ENGINE"] = "config.postgresql"
    # The table path's statements are prepared once a connection (tournament/database.py);
    # the ORM's cursors bind on the client, which prepares nothing.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("prepare_threshold", 5)
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    VAR_DIR.mkdir(parents=True, exist_ok=True)  # on a fresh clone, the database's folder
    # Score entry comes from many tables at once: wait for the write lock
    # instead of failing, and let readers proceed while a table writes.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # A test database in a file, not in memory, so that threads (the race tests) share it.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test-whist.sqlite3")}

# Security headers (tournament/web/headers.py).  No inline script or style runs without the
# response's nonce; none under DEBUG, whose error pages are inline.
CONTENT_SECURITY_POLICY = "" if DEBUG else "; ".join([
    "default-src 'self'", "script-src 'self' 'nonce-{nonce}'", "style-src 'self' 'nonce-{nonce}'",
    "img-src 'self' data:", "connect-src 'self'", "form-action 'self'", "frame-ancestors 'none'",
    "base-uri 'none'", "object-src 'none'"])
PERMISSIONS_POLICY = ", ".join(f"{feature}=()" for feature in (
    "camera", "microphone", "geolocation", "payment", "usb", "serial"))  # not bluetooth: Chromium has no such feature

# The cache (tournament/evening/revision.py keys pages and workbooks by the event's revision).
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
CACHES = {"default": {
    "BACKEND": "config.cache.ForgivingRedisCache", "LOCATION": REDIS_URL,
    # A Redis that does not answer is given up quickly: the page is made without it.
    "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
} if REDIS_URL else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                     "OPTIONS": {"MAX_ENTRIES": 500}}}
# What never changes while an event is seated (tournament/seated.py: the movement, a table's
# part of a round, the trays' ids), keyed by the seating's time: each worker keeps a copy in
# its own memory in front of the shared cache, so a table's request makes no cache round trip.
# A copy can never be stale (a new seating is a new key); a restored database needs a restart.
CACHES["seated"] = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "seated",
                    "OPTIONS": {"MAX_ENTRIES": 5000}}

# A director's session is read from the cache and written through to the database: every page
# a director opens reads it, and a kept page then costs no session query (Django's cached_db).
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"

# How many reverse proxies stand in front of the site (config/proxy.py): the login throttle
# and the password-reset limit take the client's address from them only when there are some.
WHIST_PROXIES = env_int("WHIST_PROXIES", 0)

# Size limits.  Any request body (tournament/web/body_limit.py), refused before it is read;
# (tournament/web/limits.py) a session, PBN or member file, a table API request body;
# (tournament/club/members.py) a member workbook's unpacked size and rows.
WHIST_MAX_BODY = env_int("WHIST_MAX_BODY", 10 * 1024 * 1024)
WHIST_MAX_UPLOAD = 2 * 1024 * 1024
WHIST_MAX_API_BODY = 16 * 1024
WHIST_MAX_UNPACKED = 20 * 1024 * 1024
WHIST_MAX_SHEET_XML = 10 * 1024 * 1024
WHIST_MAX_MEMBER_ROWS = 10_000
WHIST_MAX_MEMBER_CELLS = 200_000

# How long a tray takes to play and score, in minutes: the movement page's "about 3 h 15 min".
WHIST_MINUTES_PER_TRAY = int(os.environ.get("WHIST_MINUTES_PER_TRAY", "7"))

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

if env_flag("WHIST_TESTING"):
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # tests only: fast logins

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/London")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
WHITENOISE_USE_FINDERS = DEBUG or env_flag("WHIST_TESTING")  # serve from the app dirs without collectstatic
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# Login throttling (django-axes): five wrong passwords for one name from one address lock
# that name out from that address for 15 minutes; a right one clears the count.  Locking by
# the pair, not by name alone, keeps a stranger from locking a director out of the club.
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend",
                           "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_CLIENT_IP_CALLABLE = "config.proxy.client_ip"   # the socket's address unless WHIST_PROXIES
# Password reset mails (tournament/web/reset_limit.py): at most this many an hour from one
# address, and to one account.
WHIST_RESETS_PER_ADDRESS = 5
WHIST_RESETS_PER_ACCOUNT = 3

# Password reset mails: printed on the console unless EMAIL_HOST names a mail server.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_BACKEND = ("django.core.mail.backends.smtp.EmailBackend" if EMAIL_HOST
                 else "django.core.mail.backends.console.EmailBackend")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_flag("EMAIL_USE_TLS", True)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "whist@localhost")

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "director:home"
LOGOUT_REDIRECT_URL = "public:index"

DJANGO_TABLES2_TEMPLATE = "django_tables2/bootstrap5.html"

LOG_LEVEL = os.environ.get("LOG_LEVEL", "WARNING")
# Table tokens are credentials: every handler redacts them (/table/…/, config/redact.py),
# and Django's own loggers are sent through those handlers, not Django's default ones.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"redact_tokens": {"()": "config.redact.RedactTokens"}},
    "formatters": {"django.server": {"()": "django.utils.log.ServerFormatter",
                                     "format": "[{server_time}] {message}", "style": "{"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "filters": ["redact_tokens"]},
        "django.server": {"class": "logging.StreamHandler", "formatter": "django.server",
                          "filters": ["redact_tokens"]},
    },
    "loggers": {
        "django": {"handlers": ["console"], "level": "INFO" if DEBUG else LOG_LEVEL,
                   "propagate": False},
        "django.server": {"handlers": ["django.server"], "level": "INFO", "propagate": False},
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
}
