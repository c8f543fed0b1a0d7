"""``python -m movements``: see :mod:`movements.cli`."""

from .cli import main

raise SystemExit(main())
