"""gunicorn settings, read by default from the project root (production and bench/).

The application is loaded once in the master, URL map and all, before the
workers fork: neither the first tables of an evening nor a worker restarted
after a crash then wait seconds for imports.  What was loaded is then frozen
out of the garbage collector's sight (config/preload.py).  The access log (when one is
asked for) shows no table token: ``/table/…/`` (config/redact.py).
"""

preload_app = True
logger_class = "config.redact.AccessLogger"


def when_ready(server):
    from config.preload import settle

    settle()
