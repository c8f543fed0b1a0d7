"""Table tokens kept out of the logs.

A table's token is its credential: whoever reads it from a log can enter that
table's results.  Every path logged, by Django or by gunicorn's access log,
shows ``/table/…/`` (and ``/api/table/…/``) instead.
"""

import logging
import re

from gunicorn.glogging import Logger

_TOKEN = re.compile(r"(/table/)[^/\s?#\"']+")


def redact(text: str) -> str:
    """``text`` with every table token in a path replaced by ``…``."""
    return _TOKEN.sub(r"\1…", text)


class RedactTokens(logging.Filter):
    """A logging filter: the record's message, arguments merged in, with the tokens redacted."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "/table/" in message:
            record.msg, record.args = redact(message), ()
        return True


class AccessLogger(Logger):
    """gunicorn's logger, whose access log lines carry no table token (gunicorn.conf.py)."""

    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        return {k: redact(v) if isinstance(v, str) else v for k, v in atoms.items()}
