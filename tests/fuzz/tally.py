"""The fuzz suite's tally: every malformed input tried, and what became of it."""

from collections import Counter

TALLY: Counter = Counter()
