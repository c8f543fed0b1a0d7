"""``python -m movements``: see :mod:`movements.cli`."""

from movements.cli import main

raise SystemExit(main())
