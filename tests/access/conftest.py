"""The access matrix's figures at the end of a run (tests/access/test_access_matrix.py;
without xdist: each worker keeps its own)."""

from tests.access.tally import TALLY


def pytest_terminal_summary(terminalreporter):
    if TALLY["requests"]:
        terminalreporter.write_line(
            f"access: {TALLY['requests']} requests ({TALLY['addresses']} addresses x {TALLY['roles']} "
            f"roles x GET, POST, POST without a CSRF token; the other table's token only on club A's "
            f"table addresses): {TALLY['refused']} refused, {TALLY['answered']} answered; wrongly "
            f"allowed {TALLY['wrongly allowed']}, written where not allowed {TALLY['wrongly written']}, "
            f"leaked {TALLY['leaked']}, CSRF not enforced {TALLY['CSRF not enforced']}, 5xx {TALLY['5xx']}")
