"""The named movement systems and how to call them.

Every generator module registers its systems here with :func:`system`.  The CLI,
:func:`movements.suggest` and the web application look systems up by name, so a
new system is one decorated function and nothing else.

A generator is called as ``generate(entrants, trays_per_round=..., variant=...)``
where ``entrants`` counts pairs (form ``pairs``), teams of four (form ``teams``)
or players (form ``individuals``), and returns a :class:`~movements.model.Movement`.
It raises :class:`~movements.errors.MovementError` for a size it cannot serve,
naming the nearest sizes that work.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable

from movements.errors import MovementError
from movements.model import Movement

# Seats a table holds per entrant of each form: used to turn --tables into entrants.
ENTRANTS_PER_TABLE = {"pairs": 2, "teams": 1, "individuals": 4}


@dataclass(frozen=True)
class System:
    """A named movement system: what it serves and the function that builds it."""

    name: str
    form: str
    title: str
    generate: Callable[..., Movement]
    sizes: tuple[int, ...] = ()       # every entrant count the system serves
    trays_per_round: int = 2          # the default when the director does not say
    variants: tuple[str, ...] = ()    # accepted values of ``variant`` (first is default)
    aliases: tuple[str, ...] = ()     # variants that stand for another (suggest lists that one)
    options: tuple[str, ...] = ()     # further keyword options the generator takes
    fixed: bool = False               # a historical schedule printed in the seeds
    summary: str = ""                 # one line for the director

    def __call__(self, entrants: int, trays_per_round: int | None = None,
                 variant: str | None = None, **options) -> Movement:
        if variant is not None and self.variants and variant not in self.variants:
            raise MovementError(
                f"{self.name} has no variant {variant!r}; choose one of {', '.join(self.variants)}")
        if variant is not None and not self.variants:
            raise MovementError(f"{self.name} has no variants")
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            raise MovementError(f"{self.name} has no option {unknown[0]!r}")
        kwargs = {"trays_per_round": trays_per_round or self.trays_per_round, **options}
        if self.variants:
            kwargs["variant"] = variant or self.variants[0]
        return self.generate(entrants, **kwargs)


SYSTEMS: dict[str, System] = {}

# The generator modules, each registering its systems when imported.  They are
# imported the first time a system is asked for, not with the package: scoring a
# file reads movements without generating one, and needs none of them.  The order
# is the order ``suggest`` and ``python -m movements systems`` meet the systems in.
GENERATORS = (
    "movements.generators.mitchell.mitchell",
    "movements.generators.howell.pairs",
    "movements.generators.teams.howell_gilman",
    "movements.generators.teams.compass",
    "movements.generators.teams.parallel",
    "movements.generators.teams.put_in_bay",
    "movements.generators.individuals.safford",
    "movements.generators.fixed.schedules",
    "movements.generators.matches.clubs",
    "movements.generators.fixed.foster",
    "movements.generators.individuals.couples",
    "movements.generators.individuals.memory",
)
_loaded = False


def systems() -> dict[str, System]:
    """Every named system, by name (the generator modules are imported on the first call)."""
    global _loaded
    if not _loaded:
        for module in GENERATORS:
            importlib.import_module(module)
        _loaded = True
    return SYSTEMS


def system(name: str, form: str, title: str, sizes, **options) -> Callable:
    """Register the decorated generator as the system ``name``.

    ``sizes`` is every entrant count it serves (e.g. ``range(6, 121, 2)``): the
    tests generate and check each one, and ``suggest`` only asks these.
    """

    def register(generate: Callable[..., Movement]) -> Callable[..., Movement]:
        if name in SYSTEMS:
            raise RuntimeError(f"movement system {name!r} registered twice")
        summary = options.pop("summary", (generate.__doc__ or "").strip().splitlines()[0:1])
        if isinstance(summary, list):
            summary = summary[0] if summary else ""
        SYSTEMS[name] = System(name, form, title, generate, sizes=tuple(sizes),
                              summary=summary, **options)
        return generate

    return register


def get(name: str) -> System:
    """The system called ``name``, or a MovementError listing the known names."""
    try:
        return systems()[name]
    except KeyError:
        known = ", ".join(sorted(SYSTEMS))
        raise MovementError(f"there is no movement system {name!r}; known systems: {known}") from None


def generate(name: str, entrants: int, trays_per_round: int | None = None,
             variant: str | None = None, **options) -> Movement:
    """Generate the movement of system ``name`` for ``entrants``."""
    return get(name)(entrants, trays_per_round=trays_per_round, variant=variant, **options)
