"""What a worker starts from: the application loaded once, then out of the garbage collector's sight.

gunicorn.conf.py calls :func:`settle` in the master, before the workers fork; the
benchmarks that time a request in one process (bench/pages.py,
bench/table_instructions.py) call it too, so that they time what a worker runs.
"""

import gc


def settle() -> None:
    """Build Django's URL map once, then freeze everything loaded (``gc.freeze``).

    A worker's full collection then walks only what it made since: not the framework and
    the URL map (in one process a 60-table standings page paid 50-60 ms for one, about a
    third of its time), and it no longer writes to, and so copies, the memory a forked
    worker shares with the master.
    """
    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018  (reading it builds the URL map)
    gc.collect()      # what is garbage already is not kept for ever
    gc.freeze()
