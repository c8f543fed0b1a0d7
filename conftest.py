"""Marks the project's root for pytest: its folder goes on ``sys.path``, so tests import
``tests.…``, ``movements`` and ``tournament`` however pytest is started.  The test
settings are ``config.testing`` (``pytest.ini``)."""
