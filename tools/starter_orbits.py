"""Offline search: directed, ordered-triplewhist, near and triplewhist starters that a
multiplier maps onto themselves, as an exact cover of the multiplier's orbits of tables.

``tools/directed_whist_search.c`` asks a starter to be its own image under x -> H x for an
H of order 2 or (its cube modes) 3, and draws partner pairs at random.  Here H may have
any order, and every choice can be tried: a seated table T comes with its images T, H T,
H² T, ... up to the first that holds T's players again (a table whose players H² permutes
comes with one image; an image that shares only some of T's players rules T out), and an
*option* is such an orbit whose relations are each met once.  The items to meet are those
of ``movements.generators.individuals.directed_whist.starter_ok``: every player once,
partner classes once, first-kind classes once (the ordered modes), steps every residue
once (near: one step r twice, -r never); the triplewhist mode asks partner, first-kind and
second-kind classes once and no steps (tools/lead_reflections.py then reflects its
starters at their best).  Python builds the options; tools/exact_cover.c (dancing links,
compiled into a temporary folder unless --cover names it built) picks options that meet
every item once, branching on the item the fewest options meet (turning a table two seats
keeps every relation, so only tables with N < S are options).

    python tools/starter_orbits.py PLAYERS MODE H [--fixed B,C,D] [--seed S] [--count N]
                                   [--nodes N] [--cover PROGRAM]

PLAYERS 4t + 1 (residues modulo PLAYERS, 0 sits out; MODE directed, ordered or
triplewhist) or 4t (residues modulo PLAYERS - 1 and the fixed player None at (None, B, C,
D); MODE near, near-ordered or triplewhist; the near step r is (D - B) / 2, as the steps add
up to D - B).  Without --fixed, 4t players' searches try one fixed player's table of each
class in turn (fixed_tables).  With --count N the seeds SEED to SEED + N - 1 are tried in
turn.  Prints each starter found as a line for movements/data/directed_starters.py (or
triplewhist_starters.py; exit 0), or that there is none, having tried every choice or, with
--nodes, that many nodes of the search (exit 1), first naming any item that no orbit of
tables meets at all (a line for each fixed player's table tried).  The seed orders the
choices.

Results (issue 26): `29 ordered 16` and `40 near-ordered 16` find starters at once.  Every
choice tried (and, in the near modes, every fixed player's table), none: ordered 45 under
every multiplier but 1 whose powers leave out -1 (17, 16, 28, 19 and 26 stand for them all),
and near-ordered 52 and 56 likewise (4, 38, 16, 35 modulo 51; 32, 12, 16, 21, 34 modulo 55).
`52 triplewhist 16 --fixed 0,17,34 --seed 1110` is the stored triplewhist 52.  The figures,
and which runs the tests repeat, are in docs/individual-lead.md.
"""

from __future__ import annotations

import argparse
import itertools
import math
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS.parent))
from movements.generators.individuals.groups import RELATIONS, steps  # noqa: E402


# What each mode asks to meet once, besides every player: classes of these kinds of pairs
# (RELATIONS: partners, first-kind and second-kind opponents), and whether every step.
KINDS = {"directed": ("partners",), "near": ("partners",), "ordered": ("partners", "first"),
         "near-ordered": ("partners", "first"), "triplewhist": ("partners", "first", "second")}


class Orbits:
    """The starter's items (players, classes of the mode's kinds, step residues still to be
    met) and every orbit of seated tables that meets some of them once each."""

    def __init__(self, players: int, mode: str, h: int, fixed: tuple[int, ...] | None):
        self.m = m = players - 1 if fixed else players
        self.h, self.kinds, self.stepped = h, KINDS[mode], mode != "triplewhist"
        steps = {r: 1 for r in range(1, m)} if self.stepped else {}
        self.first: list[tuple] = []
        items: dict[tuple, int] = {("player", x): 1 for x in range(0 if fixed else 1, m)}
        items |= {(kind, c): 1 for kind in self.kinds for c in range(1, m // 2 + 1)}
        if fixed:
            b, c, d = fixed
            if self.stepped:
                near = (d - b) * (m + 1) // 2 % m     # the steps add up to D - B = 2 near
                steps[near], steps[m - near] = 2, 0
            self.first = [(None, b, c, d)]
        items |= {("step", r): n for r, n in steps.items()}
        for item in self.relations(self.first):
            items[item] -= 1
        if any(n < 0 for n in items.values()):
            raise ValueError(f"(None, {b}, {c}, {d}) can be in no {mode} starter: it repeats a class"
                             + (" or has the step -(D - B) / 2" if self.stepped else ""))
        self.items = {item for item, n in items.items() if n}   # each now to be met once

    def cls(self, d: int) -> int:
        d %= self.m
        return min(d, self.m - d)

    def relations(self, tables) -> list[tuple]:
        """The items the seated ``tables`` meet, once for each time they meet it."""
        out = [("player", x) for table in tables for x in table if x is not None]
        for kind, seats in zip(("partners", "first", "second"), RELATIONS):
            if kind in self.kinds:
                out += [(kind, self.cls(table[j] - table[i])) for table in tables for i, j in seats
                        if None not in (table[i], table[j])]
        if self.stepped:
            out += [("step", (b - a) % self.m) for a, b in steps(tables) if None not in (a, b)]
        return out

    def free(self, kind: str, d: int) -> bool:
        """Whether a pair of ``kind`` whose difference is ``d`` may still be met."""
        if kind == "step":
            return not self.stepped or ("step", d % self.m) in self.items
        return kind not in self.kinds or (kind, self.cls(d)) in self.items

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
        items, free = self.items, self.free
        out: dict[tuple, frozenset] = {}
        for n in seated:
            for e in seated:
                if e == n or not (free("step", e - n) and free("first", e - n)):
                    continue
                for s in seated:
                    if s in (n, e) or s < n or not (free("step", s - e) and free("partners", s - n)
                                                     and free("second", s - e)):
                        continue
                    for w in seated:
                        if w in (n, e, s) or not (free("step", w - s) and free("step", n - w)
                                                  and free("partners", w - e) and free("first", w - s)
                                                  and free("second", n - w)):
                            continue
                        images = self.orbit((n, e, s, w))
                        if images is None:
                            continue
                        met = self.relations(images)
                        if len(set(met)) == len(met) and items.issuperset(met):
                            out.setdefault(tuple(sorted(images)), frozenset(met))
        return out


def permuted(table: tuple[int, ...], m: int, h: int) -> bool:
    """Whether the powers of ``h`` permute the players of ``table``, as they must those of
    the fixed player's table of a starter that x -> h x maps onto itself."""
    return {pow(h, k, m) * x % m for k in range(m) for x in table} == set(table)


def fixed_tables(m: int, h: int) -> list[tuple[int, ...]]:
    """(B, C, D) for the fixed player's table (None, B, C, D): one for each class of those
    that ``permuted`` allows, under x -> u x + t (u a unit, t a number ``h`` fixes), which
    takes a starter that x -> h x maps onto itself to another."""
    units = [u for u in range(1, m) if math.gcd(u, m) == 1]
    fixed = [t for t in range(m) if h * t % m == t]
    seen: set[tuple[int, ...]] = set()
    out = []
    for table in itertools.permutations(range(m), 3):
        if table not in seen and permuted(table, m, h):
            out.append(table)
            seen |= {tuple((u * x + t) % m for x in table) for u in units for t in fixed}
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


def add_search_options(parser: argparse.ArgumentParser, found: str) -> None:
    """--seed, --count, --nodes and --cover, as this tool and tools/walkers_orbits.py take them."""
    parser.add_argument("--seed", type=int, default=1, help="the order of the choices (default 1)")
    parser.add_argument("--count", type=int, default=1,
                        help=f"try this many seeds from SEED on, printing every {found} found (default 1)")
    parser.add_argument("--nodes", type=int, help="stop after this many nodes of the search (default: try every choice)")
    parser.add_argument("--cover", type=Path, help="tools/exact_cover.c already compiled (default: compile it)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, help="4t + 1 (directed, ordered, triplewhist) or 4t (near, "
                        "near-ordered, triplewhist)")
    parser.add_argument("mode", choices=tuple(KINDS))
    parser.add_argument("h", type=int, help="the multiplier H, a unit modulo the residues' modulus")
    parser.add_argument("--fixed", help="B,C,D: the fixed player's table (None, B, C, D), for 4t players"
                        " (default: every one whose players H permutes, in turn)")
    add_search_options(parser, "starter")
    args = parser.parse_args()
    four_t = args.players % 4 == 0
    if args.players % 4 > 1 or args.players < 8 or (args.mode != "triplewhist" and four_t != args.mode.startswith("near")):
        parser.error("4t + 1 players: directed, ordered or triplewhist; 4t: near, near-ordered or triplewhist")
    if args.fixed and not four_t:
        parser.error("--fixed B,C,D is for 4t players")
    m = args.players - 1 if four_t else args.players
    if math.gcd(args.h, m) != 1:
        parser.error(f"H must be a unit modulo {m}")
    try:
        fixed = tuple(int(x) % m for x in args.fixed.split(",")) if args.fixed else None
    except ValueError:
        parser.error(f"--fixed takes three numbers, B,C,D, not {args.fixed!r}")
    if args.nodes is not None and args.nodes < 1:
        parser.error("--nodes takes a number of 1 or more")
    if args.count < 1:
        parser.error("--count takes a number of 1 or more")
    if fixed is not None and len(fixed) != 3:
        parser.error(f"--fixed takes three numbers, B,C,D, not {args.fixed!r}")
    if fixed and len(set(fixed)) < 3:
        parser.error("--fixed B,C,D takes three different numbers")
    if fixed and not permuted(fixed, m, args.h % m):
        parser.error(f"--fixed: x -> {args.h} x does not permute the players of (None, {args.fixed.replace(',', ', ')})")
    if fixed:
        try:
            Orbits(args.players, args.mode, args.h % m, fixed)
        except ValueError as error:
            parser.error(f"--fixed: {error}")
    try:
        with tempfile.TemporaryDirectory() as where:
            program = args.cover or built(Path(where))
            return search(args, m, fixed, program)
    except RuntimeError as error:
        print(f"starter_orbits: {error}", file=sys.stderr)
        return 2


def search(args, m: int, fixed: tuple[int, ...] | None, program: Path) -> int:
    """Tries ``fixed`` or, for 4t players without it, every fixed player's table in turn
    (fixed_tables), each with ``args.count`` seeds; prints the starters found (exit 0) or
    why there is none (exit 1)."""
    h, four_t = args.h % m, args.players % 4 == 0
    tables = [fixed] if fixed or not four_t else fixed_tables(m, h)
    names = {"player": "player", "partners": "partner class", "first": "first-kind class",
             "second": "second-kind class", "step": "step"}
    complete, found = True, 0
    for table in tables:
        where = f"(None, {', '.join(map(str, table))}): " if table and not fixed else ""
        try:
            orbits = Orbits(args.players, args.mode, h, table)
        except ValueError as error:
            print(error, file=sys.stderr)
            continue
        options = orbits.options()
        unmet = sorted(orbits.items - set().union(*options.values()))
        if unmet:
            print(where + "no orbit of tables meets " + ", ".join(f"{names[kind]} {x}" for kind, x in unmet),
                  file=sys.stderr)
        for seed in range(args.seed, args.seed + args.count):
            chosen, tried = exact_cover(orbits.items, options, seed, args.nodes, program)
            if chosen is not None:
                first = orbits.first + sorted(t for images in chosen for t in images)
                text = ", ".join("(" + ", ".join(map(str, t)) + ")" for t in first)
                print(f"    {args.players}: ({text}),  # starter_orbits {args.mode}, H {args.h}, seed {seed}", flush=True)
                found += 1
                continue
            if not unmet:
                print(where + ("none, every choice tried" if tried else f"none within {args.nodes} nodes"), file=sys.stderr)
            complete &= tried
            if tried:
                break          # every choice tried: no other seed finds one
    if found:
        return 0
    print(f"no {args.mode} starter for {args.players} players is its own image under x -> {args.h} x"
          + (f" with the fixed player's table (None, {', '.join(map(str, fixed))})" if fixed else
             f" with any fixed player's table ({len(tables)} up to a unit and a number {args.h} fixes)"
             if four_t else "")
          + (": every choice tried" if complete else f" within {args.nodes} nodes"), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
