"""Loaded by pytest before Django: tests need no SECRET_KEY in the environment."""
import os

os.environ.setdefault("WHIST_TESTING", "1")
