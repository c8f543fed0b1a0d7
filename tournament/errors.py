"""Refusals a director or a table can act on, apart from bugs.

Every refusal the application makes (a bad trick count, a tray not at that
table, a movement that does not fit the field, an unknown table link) is a
:class:`UserError` with a :class:`Code`.  The code alone decides the HTTP
status (:func:`http_status`), in this one place; the message says what to do.
Anything else that escapes a view is a bug and is left to Django's 500.

Pure Python: the scoring core's errors derive from this too.
"""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    """What kind of refusal: the input is wrong, names nothing, clashes, is not yours, is too big,
    or is over for good (a table's link once the results are published)."""

    INVALID = "invalid"
    NOT_FOUND = "not-found"
    CONFLICT = "conflict"
    FORBIDDEN = "forbidden"
    TOO_LARGE = "too-large"
    GONE = "gone"


_HTTP_STATUS = {Code.INVALID: 400, Code.NOT_FOUND: 404, Code.CONFLICT: 409, Code.FORBIDDEN: 403,
                Code.TOO_LARGE: 413, Code.GONE: 410}


class UserError(ValueError):
    """A refusal with a message a person understands; ``problems`` lists every reason.

    Subclasses set their usual ``code``; a raise may give another
    (``ResultRefused("...", Code.CONFLICT)``).
    """

    code: Code = Code.INVALID
    separator = "; "

    def __init__(self, problems: str | list[str], code: Code | None = None):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        self.message = self.separator.join(self.problems)
        if code is not None:
            self.code = Code(code)
        super().__init__(self.message)


def http_status(error: UserError) -> int:
    """The HTTP status of a refusal, decided by its code alone."""
    return _HTTP_STATUS[error.code]
