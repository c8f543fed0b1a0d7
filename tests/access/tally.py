"""The access matrix's tally: requests tried, and what became of them."""

from collections import Counter

TALLY: Counter = Counter()
