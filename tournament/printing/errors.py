"""Errors a director can fix when asking for a printed document."""


class PrintError(ValueError):
    """A request no document can satisfy (unknown document, paper, missing results)."""
