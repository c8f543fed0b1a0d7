"""Shared by every test: see :mod:`tests.realparts` for the rule on real parts."""
