#!/usr/bin/env python
"""Django's command-line utility for the whist tournament director."""
import os
import sys


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from tournament.management import offline

    try:
        if not offline.run(sys.argv):     # score: no database, so no Django set-up
            from django.core.management import execute_from_command_line

            execute_from_command_line(sys.argv)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (e.g. `| head`) stopped listening: what it wanted it has.  Point
        # stdout at nowhere so that Python's last flush at exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    main()
