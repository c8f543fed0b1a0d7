"""The independent checker: is a movement correct, and how well balanced is it?

``check(movement)`` gives a :class:`Report`; each form's rules live in a module of their own.
"""

from movements.check.checker import Report, check

__all__ = ["Report", "check"]
