"""gunicorn settings, read by default from the project root (production and bench/).

The application is loaded once in the master, URL map and all, before the
workers fork: neither the first tables of an evening nor a worker restarted
after a crash then wait seconds for imports.
"""

preload_app = True


def when_ready(server):
    from django.urls import get_resolver

    get_resolver().url_patterns
