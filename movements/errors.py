"""Errors a director can fix, kept apart from bugs.

A :class:`MovementError` means "this cannot be done as asked": a size a system
cannot serve, a malformed movement file, an unknown system.  Its message is
written for the director and, where it helps, names what would work instead.
Anything else that escapes is a bug.
"""


class MovementError(ValueError):
    """A request or a file that no movement can satisfy; the message says why."""
