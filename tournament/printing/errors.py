"""Errors a director can fix when asking for a printed document."""

from tournament.errors import UserError


class PrintError(UserError):
    """A request no document can satisfy (unknown document, paper, missing results)."""
