"""Movement speed and Howell balance: every system, every size, every variant.

For every registered system, every size in its ``sizes`` and every variant,
generates the movement and checks it (``movements.check``), timing the two
together.  Prints per system the sizes, the slowest time and where it was.
Targets (issue 2), judged on CPU time so that other work on a shared machine
does not decide them (the wall-clock time of the slowest is printed beside it):

* every movement up to 34 pairs, 31 teams or 64 players: under 1 s;
* Howell pairs up to 64 pairs: under 5 s.

Then the lead balance of every individual movement (``movements.check.lead``):
for each system, variant and size, how many pairs of opponents sit twice on the
same side of each other (0: each has every other once on his left and once on his
right).  Then the comparison balance of Howell pairs for every size 4 to 64: rounds,
largest deviation from ideal and RMS (both in rounds), perfect or not, with
the issue's musts (at most 1 round from ideal for 4-34 pairs, perfect for 8)
and its aim (perfect for every multiple of 4).

A movement that fails the checker is a missed target too.  Systems not yet
registered are simply absent.  Exit status 1 if any target is missed.

    .venv/bin/python bench/movements.py [SYSTEM ...]
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import registry  # noqa: E402
from movements.balance import Balance  # noqa: E402
from movements.check.lead import Lead
from movements.check import check  # noqa: E402
from movements.cli import describe_sizes  # noqa: E402
from movements.errors import MovementError  # noqa: E402

QUICK = {"pairs": 34, "teams": 31, "individuals": 64}   # sizes that must take under 1 s
QUICK_SECONDS = 1.0
HOWELL, HOWELL_MOST, HOWELL_SECONDS = "howell-pairs", 64, 5.0
HOWELL_MUST_WITHIN, HOWELL_MUST_UP_TO, HOWELL_PERFECT = 1, 34, (8,)


@dataclass
class Run:
    size: int
    variant: str | None
    cpu: float
    wall: float
    problems: list[str]
    rounds: int
    balance: Balance | None
    lead: Lead | None


def target(system: registry.System, size: int) -> float | None:
    """The time a movement of this system and size must beat, if any."""
    if size <= QUICK[system.form]:
        return QUICK_SECONDS
    if system.name == HOWELL and size <= HOWELL_MOST:
        return HOWELL_SECONDS
    return None


def measure(system: registry.System, size: int, variant: str | None) -> Run | None:
    """Generate and check once (cold), or None if the variant does not serve the size."""
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        movement = system(size, variant=variant)
    except MovementError:
        return None
    report = check(movement)
    return Run(size, variant, time.process_time() - cpu, time.perf_counter() - wall,
               report.problems, len(movement.rounds), report.balance, report.lead)


def bench_system(system: registry.System) -> tuple[list[Run], list[str]]:
    runs, missed = [], []
    for size in system.sizes:
        for variant in system.variants or (None,):
            run = measure(system, size, variant)
            if run is None:
                continue
            runs.append(run)
            label = f"{system.name} {variant + ' ' if variant else ''}for {size}"
            limit = target(system, size)
            if limit is not None and run.cpu > limit:
                missed.append(f"{label}: {run.cpu:.2f} s, target {limit:g} s")
            if run.problems:
                missed.append(f"{label}: {len(run.problems)} problems, e.g. {run.problems[0]}")
    return runs, missed


def howell_balance(runs: list[Run]) -> tuple[list[str], list[str]]:
    lines = ["pairs  rounds  largest  RMS   perfect",
             "-----  ------  -------  ----  -------"]
    missed = []
    for run in sorted(runs, key=lambda r: r.size):
        b = run.balance
        largest = float(b.largest) if b else float("nan")
        lines.append(f"{run.size:5}  {run.rounds:6}  {largest:7.2f}  {b.rms if b else 0:4.2f}  "
                     f"{'yes' if b and b.perfect else 'no':>7}")
        if run.size <= HOWELL_MUST_UP_TO and (b is None or b.largest > HOWELL_MUST_WITHIN):
            missed.append(f"Howell for {run.size} pairs is {largest:.2f} rounds from ideal "
                          f"(must be at most {HOWELL_MUST_WITHIN})")
        if run.size in HOWELL_PERFECT and not (b and b.perfect):
            missed.append(f"Howell for {run.size} pairs must be perfectly balanced")
    aim = [r.size for r in runs if r.size % 4 == 0 and not (r.balance and r.balance.perfect)]
    lines.append("aim, perfect for every multiple of 4 pairs: "
                 + ("reached" if not aim else "not yet for " + ", ".join(map(str, aim))))
    return lines, missed


def lead_lines(system: registry.System, runs: list[Run]) -> list[str]:
    """One line per variant: size:unbalanced pairs for every size (individual movements)."""
    lines = []
    for variant in system.variants or (None,):
        cells = [f"{r.size}:{len(r.lead.unbalanced)}" for r in runs
                 if r.variant == variant and r.lead is not None]
        if cells:
            lines.append(f"  {system.name}{' ' + variant if variant else ''}: " + " ".join(cells))
    return lines


def _sizes(system: registry.System) -> str:
    words = describe_sizes(system.sizes)
    if len(words) <= 20:
        return words
    return f"{min(system.sizes)}-{max(system.sizes)} ({len(system.sizes)} sizes)"


def main(names: list[str]) -> int:
    try:
        systems = [registry.get(n) for n in names] if names else \
            sorted(registry.systems().values(), key=lambda s: (s.form, s.name))
    except MovementError as exc:
        print(exc, file=sys.stderr)
        return 2
    print("system                    form          sizes                 made  slowest (cpu / wall)  at")
    print("------------------------  ------------  --------------------  ----  --------------------  ----------")
    missed: list[str] = []
    howell_runs: list[Run] = []
    leads: list[str] = []
    for system in systems:
        runs, system_missed = bench_system(system)
        missed += system_missed
        leads += lead_lines(system, runs)
        if system.name == HOWELL:
            howell_runs = runs
        if not runs:
            print(f"{system.name:24}  {system.form:12}  {_sizes(system):20}  none")
            continue
        slowest = max(runs, key=lambda r: r.cpu)
        where = f"{slowest.size}{' ' + slowest.variant if slowest.variant else ''}"
        print(f"{system.name:24}  {system.form:12}  {_sizes(system):20}  "
              f"{len(runs):4}  {slowest.cpu:8.3f} / {slowest.wall:7.3f} s  {where}")
    if leads:
        print("\nIndividual movements, lead: size:pairs of opponents twice on the same side "
              "(0 = each has every other once on his left and once on his right):")
        print("\n".join(leads))
    if howell_runs:
        lines, howell_missed = howell_balance(howell_runs)
        missed += howell_missed
        print("\nHowell pairs, comparison balance (deviations in rounds):")
        print("\n".join(lines))
    elif not names:
        print(f"\n{HOWELL} is not registered: no balance table")
    if missed:
        print("\nMISSED:")
        print("\n".join(f"  {m}" for m in missed))
        return 1
    print("\nall targets met")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
