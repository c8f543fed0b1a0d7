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
    """A logging filter: the record's message, arguments merged in (once: the handler does
    not format it again), with the tokens redacted."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        record.msg, record.args = redact(message) if "/table/" in message else message, ()
        return True


_REDACT_TOKENS = RedactTokens()


class AccessLogger(Logger):
    """gunicorn's logger, whose access log lines carry no table token (gunicorn.conf.py): each
    line is redacted as it is written, not each of the thirty-odd parts gunicorn makes of a
    request (its headers among them) before it knows which the line shows."""

    def setup(self, cfg):
        super().setup(cfg)
        self.access_log.addFilter(_REDACT_TOKENS)
