"""Commands that manage.py runs without setting Django up: they read a file and print.

``django.setup()`` loads every installed app, its models and the URL machinery
(the admin, django_tables2 and through it psycopg): two thirds of the time of
``manage.py score``, which never touches the database.  These commands are the
same Django commands (``call_command`` and ``django-admin`` find them as usual);
manage.py only runs them straight from their module.
"""

from __future__ import annotations

from importlib import import_module

COMMANDS = {"score": "tournament.management.commands.score"}


def run(argv: list[str]) -> bool:
    """Run ``manage.py NAME ...`` here if NAME needs no setting up; False if it does."""
    if len(argv) < 2 or argv[1] not in COMMANDS:
        return False
    import_module(COMMANDS[argv[1]]).Command().run_from_argv(argv)
    return True
