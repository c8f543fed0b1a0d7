"""Offline search: directed, ordered-triplewhist and near starters that a multiplier maps
onto themselves, as an exact cover of the multiplier's orbits of tables.

``tools/directed_whist_search.c`` asks a starter to be its own image under x -> H x for an
H of order 2 or (its cube modes) 3, and draws partner pairs at random.  Here H may have
any order, and every choice can be tried: a seated table T comes with its images T, H T,
H² T, ... up to the first that holds T's players again (a table whose players H² permutes
comes with one image; an image that shares only some of T's players rules T out), and an
*option* is such an orbit whose relations are each met once.  The items to meet are those
of ``movements.generators.individuals.directed_whist.starter_ok``: every player once,
partner classes once, first-kind classes once (the ordered modes), steps every residue
once (near: the fixed player's table's step C twice, -C never).  Python builds the
options; tools/exact_cover.c (dancing links, compiled into a temporary folder unless --cover
names it built) picks options that meet every item once, branching on the item the fewest
options meet (turning a table two seats keeps every relation, so only tables with N < S
are options).

    python tools/starter_orbits.py PLAYERS MODE H [--fixed B,C,D] [--seed S] [--nodes N]
                                   [--cover PROGRAM]

PLAYERS 4t + 1 (residues modulo PLAYERS, 0 sits out; MODE directed or ordered) or 4t
(residues modulo PLAYERS - 1 and the fixed player None at (None, B, C, D), C - B = D - C
the near step; MODE near or near-ordered).  Prints the starter as a line for
movements/data/directed_starters.py (exit 0), or that there is none, having tried every
choice or, with --nodes, that many nodes of the search (exit 1), first naming any item that
no orbit of tables meets at all.  The seed orders the choices.

Results (issue 26): `29 ordered 16` and `40 near-ordered 16 --fixed 0,13,26` find starters
at once.  Every choice tried, none: ordered 45 under 17 (order 4), 16 (order 3) and 28
(order 4), and every multiplier modulo 45 whose powers reach 3 or more and leave out -1 has
one of these among its powers; near-ordered 56 under 32 with the fixed player's table
(None, 30, 0, 25) and under 12 with (None, 0, 5, 10).  In each some partner or first-kind
class is met by no orbit at all (tests/movements/test_starter_orbits_tool.py).  Near-ordered
52 under 38 with each of (None, 0, 17, 34), (None, 17, 34, 0), (None, 34, 0, 17), and under
4 with the first: every class is met by some of the 64,528 orbits, and the cover ends with
none in 9 to 18 minutes each (docs/individual-lead.md).
"""

from __future__ import annotations

import argparse
import math
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS.parent))
from movements.generators.individuals.groups import RELATIONS, steps  # noqa: E402


class Orbits:
    """The starter's items (players, partner classes, first-kind classes, step residues
    still to be met) and every orbit of seated tables that meets some of them once each."""

    def __init__(self, players: int, ordered: bool, h: int, fixed: tuple[int, ...] | None):
        self.m = m = players - 1 if fixed else players
        self.h, self.ordered = h, ordered
        steps = {r: 1 for r in range(1, m)}
        self.first: list[tuple] = []
        items: dict[tuple, int] = {("player", x): 1 for x in range(0 if fixed else 1, m)}
        items |= {("partners", c): 1 for c in range(1, m // 2 + 1)}
        if ordered:
            items |= {("first", c): 1 for c in range(1, m // 2 + 1)}
        if fixed:
            b, c, d = fixed
            near = (c - b) % m
            if (d - c) % m != near or len({b, c, d}) < 3:
                raise ValueError("--fixed B,C,D needs C - B = D - C (the near step), not 0")
            steps[near], steps[m - near] = 2, 0
            self.first = [(None, b, c, d)]
        items |= {("step", r): n for r, n in steps.items()}
        for item in self.relations(self.first):
            items[item] -= 1
        if any(n < 0 for n in items.values()):
            raise ValueError("--fixed: the fixed player's table repeats a relation")
        self.items = {item for item, n in items.items() if n}   # each now to be met once

    def cls(self, d: int) -> int:
        d %= self.m
        return min(d, self.m - d)

    def relations(self, tables) -> list[tuple]:
        """The items the seated ``tables`` meet, once for each time they meet it."""
        out = [("player", x) for table in tables for x in table if x is not None]
        for kind, seats in (("partners", RELATIONS[0]), ("first", RELATIONS[1]))[:2 if self.ordered else 1]:
            out += [(kind, self.cls(table[j] - table[i])) for table in tables for i, j in seats
                    if None not in (table[i], table[j])]
        return out + [("step", (b - a) % self.m) for a, b in steps(tables) if None not in (a, b)]

    def orbit(self, table) -> list[tuple] | None:
        """``table`` and its images under x -> H x up to the first with its players again
        (None if an image shares only some of them)."""
        images, t = [table], table
        while True:
            t = tuple(self.h * x % self.m for x in t)
            if set(t) == set(table):
                return images
            if set(t) & set(table):
                return None
            images.append(t)

    def options(self) -> dict[tuple, frozenset]:
        """Every orbit of seated tables that meets only items, each once: its tables,
        sorted -> its items.  A table and the one turned two seats are one."""
        seated = sorted(x for kind, x in self.items if kind == "player")
        m, items, cls = self.m, self.items, self.cls
        out: dict[tuple, frozenset] = {}
        for n in seated:
            for e in seated:
                if e == n or ("step", (e - n) % m) not in items or (
                        self.ordered and ("first", cls(e - n)) not in items):
                    continue
                for s in seated:
                    if s in (n, e) or s < n or ("step", (s - e) % m) not in items or (
                            ("partners", cls(s - n)) not in items):
                        continue
                    for w in seated:
                        if w in (n, e, s) or ("step", (w - s) % m) not in items or (
                                ("step", (n - w) % m) not in items) or ("partners", cls(w - e)) not in items:
                            continue
                        if self.ordered and ("first", cls(w - s)) not in items:
                            continue
                        images = self.orbit((n, e, s, w))
                        if images is None:
                            continue
                        met = self.relations(images)
                        if len(set(met)) == len(met) and items.issuperset(met):
                            out.setdefault(tuple(sorted(images)), frozenset(met))
        return out


def exact_cover(items: set, options: dict, seed: int, nodes: int | None,
                program: Path) -> tuple[list | None, bool]:
    """Options (keys) whose item sets partition ``items``, chosen by ``program``
    (tools/exact_cover.c, dancing links) in an order drawn from ``seed``.  Returns the
    options found (or None) and whether every choice was tried (no ``nodes`` budget spent)."""
    number = {item: n for n, item in enumerate(sorted(items, key=repr))}
    keys = list(options)
    lines = [f"{len(number)} {len(keys)}"] + [
        " ".join(map(str, [len(options[key]), *(number[item] for item in options[key])])) for key in keys]
    done = subprocess.run([str(program), str(seed), *([str(nodes)] if nodes else [])], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    if done.returncode == 2:
        raise RuntimeError(done.stderr.strip())
    words = done.stdout.split()
    if words[0] == "found":
        return [keys[int(n)] for n in words[1:]], True
    return None, words[1] != "within"


def built(where: Path) -> Path:
    """tools/exact_cover.c compiled into ``where``."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        raise RuntimeError("tools/exact_cover.c needs a C compiler (apt-get install gcc), or give --cover")
    program = where / "exact_cover"
    subprocess.run([compiler, "-O2", "-o", str(program), str(TOOLS / "exact_cover.c")], check=True)
    return program


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, help="4t + 1 (directed, ordered) or 4t (near, near-ordered)")
    parser.add_argument("mode", choices=("directed", "ordered", "near", "near-ordered"))
    parser.add_argument("h", type=int, help="the multiplier H, a unit modulo the residues' modulus")
    parser.add_argument("--fixed", help="B,C,D: the fixed player's table (None, B, C, D), for the near modes")
    parser.add_argument("--seed", type=int, default=1, help="the order of the choices (default 1)")
    parser.add_argument("--nodes", type=int, help="stop after this many nodes of the search (default: try every choice)")
    parser.add_argument("--cover", type=Path, help="tools/exact_cover.c already compiled (default: compile it)")
    args = parser.parse_args()
    near = args.mode.startswith("near")
    if near != (args.players % 4 == 0) or args.players % 4 > 1 or args.players < 8:
        parser.error("4t + 1 players: directed or ordered; 4t: near or near-ordered")
    if near != bool(args.fixed):
        parser.error("--fixed B,C,D is for (and needed by) the near modes")
    m = args.players - 1 if near else args.players
    if math.gcd(args.h, m) != 1:
        parser.error(f"H must be a unit modulo {m}")
    try:
        fixed = tuple(int(x) % m for x in args.fixed.split(",")) if args.fixed else None
    except ValueError:
        parser.error(f"--fixed takes three numbers, B,C,D, not {args.fixed!r}")
    if args.nodes is not None and args.nodes < 1:
        parser.error("--nodes takes a number of 1 or more")
    if fixed is not None and len(fixed) != 3:
        parser.error(f"--fixed takes three numbers, B,C,D, not {args.fixed!r}")
    try:
        orbits = Orbits(args.players, args.mode.endswith("ordered"), args.h % m, fixed)
    except ValueError as error:
        parser.error(str(error))
    options = orbits.options()
    unmet = sorted(orbits.items - set().union(*options.values()))
    if unmet:
        names = {"player": "player", "partners": "partner class", "first": "first-kind class", "step": "step"}
        print("no orbit of tables meets " + ", ".join(f"{names[kind]} {x}" for kind, x in unmet), file=sys.stderr)
    try:
        with tempfile.TemporaryDirectory() as where:
            program = args.cover or built(Path(where))
            chosen, complete = exact_cover(orbits.items, options, args.seed, args.nodes, program)
    except RuntimeError as error:
        print(f"starter_orbits: {error}", file=sys.stderr)
        return 2
    if chosen is None:
        print(f"no {args.mode} starter for {args.players} players is its own image under x -> {args.h} x"
              + (f" with the fixed player's table (None, {args.fixed.replace(',', ', ')})" if fixed else "")
              + (": every choice tried" if complete else f" within {args.nodes} nodes"), file=sys.stderr)
        return 1
    tables = orbits.first + sorted(t for images in chosen for t in images)
    text = ", ".join("(" + ", ".join(map(str, t)) + ")" for t in tables)
    print(f"    {args.players}: ({text}),  # starter_orbits {args.mode}, H {args.h}, seed {args.seed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
