"""Each benchmark's figures against their targets: "ok" or "MISSED", and the exit status.

Not a benchmark itself (``make bench`` runs the files not starting with "_").
"""


class Targets:
    """The verdicts of one benchmark run; :meth:`status` is 1 if any target was missed."""

    def __init__(self) -> None:
        self.missed = False

    def judge(self, ok: bool) -> str:
        """"ok", or "MISSED" (remembered for the exit status)."""
        self.missed |= not ok
        return "ok" if ok else "MISSED"

    def status(self) -> int:
        return 1 if self.missed else 0
