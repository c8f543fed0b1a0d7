"""Production settings: everything in ``config.settings`` plus HTTPS hardening.

Use with ``DJANGO_SETTINGS_MODULE=config.production``; passes
``python manage.py check --deploy`` without warnings.  Needs ``SECRET_KEY``,
``ALLOWED_HOSTS`` and (for a shared site) ``DATABASE_URL`` in the environment.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from config.settings import *  # noqa: F401,F403
from config.settings import DEBUG, DEVELOPMENT_KEY, SECRET_KEY, env_flag

if DEBUG:
    raise ImproperlyConfigured("config.production must not run with DEBUG on")
if not os.environ.get("SECRET_KEY") or SECRET_KEY == DEVELOPMENT_KEY:
    raise ImproperlyConfigured(
        "Set SECRET_KEY in the environment: config.production does not start with the "
        "development key (python3 -c 'import secrets; print(secrets.token_urlsafe(50))').")

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_flag("SECURE_SSL_REDIRECT", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
