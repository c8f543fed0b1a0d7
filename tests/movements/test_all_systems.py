"""Every registered system, at every size it claims, in every variant, passes the checker.

Sizes come from each system's ``sizes`` (the registry), so a new system or a
wider range is tested without touching this file.  Each test generates the
movement, checks it (no problems allowed), and sends it through the
whist-movement/1 JSON format and back (the format does not depend on the
variant, so at most sizes only the first variant makes the round trip: that
halves the file's time).  Sizes just outside a system's range
must be refused with a :class:`MovementError` that names the nearest sizes that
work.
"""

import json
import re

import pytest

from movements import registry
from movements.check import check
from movements.errors import MovementError
from movements.model import Movement

SYSTEMS = sorted(registry.systems().values(), key=lambda s: s.name)
EVERY_SIZE = [(s.name, n) for s in SYSTEMS for n in s.sizes]


def outside(sizes) -> list[int]:
    """Sizes a system must refuse: one below, one above, and the first gap."""
    sizes = sorted(set(sizes))
    refused = [n for n in (sizes[0] - 1, sizes[-1] + 1) if n >= 1]
    gaps = [n for n in range(sizes[0], sizes[-1]) if n not in sizes]
    return refused + gaps[:1]


REFUSED = [(s.name, n) for s in SYSTEMS for n in outside(s.sizes)]


def test_systems_are_registered():
    assert SYSTEMS, "no movement system is registered"
    for s in SYSTEMS:
        assert s.sizes, f"{s.name} declares no sizes"
        assert s.form in registry.ENTRANTS_PER_TABLE


@pytest.mark.parametrize(("name", "size"), EVERY_SIZE, ids=[f"{n}-{k}" for n, k in EVERY_SIZE])
def test_every_size_and_variant_is_correct(name, size):
    system = registry.get(name)
    variants = system.variants or (None,)
    served = []
    for variant in variants:
        try:
            movement = system(size, variant=variant)
        except MovementError as refusal:
            assert variant != variants[0], f"the default form of {name} must serve {size}: {refusal}"
            assert str(refusal).strip()
            continue
        served.append(variant)
        report = check(movement)
        assert report.problems == [], f"{name} {variant or ''} for {size}:\n" + "\n".join(report.problems)
        assert (movement.system, movement.form) == (name, system.form)
        assert movement.entrants == size * (2 if system.form == "teams" else 1)
        if len(served) == 1 or size in (min(system.sizes), max(system.sizes)):
            assert Movement.from_json(json.loads(movement.dumps())) == movement
    assert served


@pytest.mark.parametrize(("name", "size"), REFUSED, ids=[f"{n}-{k}" for n, k in REFUSED])
def test_sizes_outside_the_range_are_refused_with_the_nearest_that_work(name, size):
    """Refused with the nearest sizes that work - unless the size only needs
    more trays a round, when the refusal says how many (Snow: every table plays
    every tray of a round, so more tables need more trays)."""
    system = registry.get(name)
    with pytest.raises(MovementError) as refusal:
        system(size)
    message = str(refusal.value)
    named = {int(x) for x in re.findall(r"\d+", message)}
    below = [n for n in system.sizes if n < size][-1:]
    above = [n for n in sorted(system.sizes) if n > size][:1]
    if named & set(below + above):
        return
    assert "tray" in message and _served_with_more_trays(system, size), (
        f"{name} refuses {size} without naming {below + above}: {message}")


def _served_with_more_trays(system, size: int) -> bool:
    for trays_per_round in range(system.trays_per_round + 1, 2 * size + 1):
        try:
            system(size, trays_per_round=trays_per_round)
        except MovementError:
            continue
        return True
    return False
