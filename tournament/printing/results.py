"""Results (being written)."""
from .errors import PrintError

TITLE = "Results"


def build(doc, parts, table_urls=None) -> None:
    if parts.standings is None:
        raise PrintError("there are no results to print yet")
