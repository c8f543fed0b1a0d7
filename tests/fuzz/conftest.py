"""The fuzz suite's figures at the end of a run (without xdist: each worker keeps its own).

Each test counts its inputs in :data:`tests.fuzz.tally.TALLY`; the run ends with
one line of figures (inputs tried, refused cleanly, crashed, silently accepted),
the last two of which the tests themselves keep at 0, and one for the mutated backups.
"""

from tests.fuzz.tally import TALLY


def pytest_terminal_summary(terminalreporter):
    if TALLY["tried"]:
        terminalreporter.write_line(
            f"fuzz: {TALLY['tried']} malformed inputs tried, {TALLY['refused']} refused cleanly, "
            f"{TALLY['crashed']} crashed, {TALLY['accepted']} silently accepted; "
            f"{TALLY['harmless']} harmless mutations of a valid file accepted")
    if TALLY["backups tried"]:
        terminalreporter.write_line(
            f"fuzz: {TALLY['backups tried']} mutated backups imported, {TALLY['backups refused']} "
            f"refused with nothing stored, {TALLY['backups accepted']} accepted (each event's pages "
            f"shown), {TALLY['backups crashed']} server errors")
