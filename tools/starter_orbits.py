"""Offline search: directed, ordered-triplewhist, near and triplewhist starters that a
multiplier (or, over a group, a map x -> c σ(x)) maps onto themselves, as an exact cover
of the map's orbits of tables.

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

With --group OUTER,INNER,TWIST the players are the pairs (a, b) of
movements/generators/individuals/groups.py (numbered INNER a + b, (0, 0) the identity)
instead of the numbers, a difference is x⁻¹y and a class {d, d⁻¹}, and the map is
x -> (A, B)·σ(x), σ(a, b) = (U a + K b, J a + H b) an automorphism (checked): it renames
every class and step, so a starter's image is one.  4t players are then 4t - 1 elements
and the fixed player, and the modes directed, ordered or triplewhist (the steps need not
add up to D - B there, so the near modes are the numbers' alone).

    python tools/starter_orbits.py PLAYERS MODE H [--fixed B,C,D] [--seed S] [--count N]
                                   [--nodes N] [--cover PROGRAM]
    python tools/starter_orbits.py PLAYERS MODE U,H[,A,B] --group OUTER,INNER,TWIST [...]
    python tools/starter_orbits.py PLAYERS MODE U,K,J,H,A,B --group OUTER,INNER,TWIST [...]
    python tools/starter_orbits.py --classes OUTER,INNER,TWIST

--classes lists one automorphism U,K,J,H for each class of the cyclic groups they make, up
to conjugation (map_classes): a sweep runs the search once for each.

PLAYERS 4t + 1 (residues modulo PLAYERS, 0 sits out; MODE directed, ordered or
triplewhist) or 4t (residues modulo PLAYERS - 1 and the fixed player None at (None, B, C,
D); MODE near, near-ordered or triplewhist; the near step r is (D - B) / 2, as the steps add
up to D - B).  Without --fixed, 4t players' searches try one fixed player's table of each
class in turn (fixed_tables: one for each class under the maps x -> g τ(x), τ(a, b) =
(w a, k b), that commute with the map).  With --count N the seeds SEED to SEED + N - 1 are
tried in turn.  Prints each starter found as a line for movements/data/directed_starters.py
(or triplewhist_starters.py; with --group, as GROUP_STARTERS holds it; exit 0), or that
there is none, having tried every choice or, with --nodes, that many nodes of the search
(exit 1), first naming any item that no orbit of tables meets at all (a line for each fixed
player's table tried).  The seed orders the choices.

Results (issue 26): `29 ordered 16` and `40 near-ordered 16` find starters at once.  Every
choice tried (and, in the near modes, every fixed player's table), none: ordered 45 under
every multiplier but 1 whose powers leave out -1 (17, 16, 28, 19 and 26 stand for them all),
and near-ordered 52 and 56 likewise (4, 38, 16, 35 modulo 51; 32, 12, 16, 21, 34 modulo 55).
`52 triplewhist 16 --fixed 0,17,34 --seed 1110` is the stored triplewhist 52, and `64
directed 20,1 --group 21,3,16 --fixed 46,0,19 --nodes 3000000 --seed 3` Safford's 64 (about
2.5 minutes a seed).  Over 28's group (9,3,4) no directed starter has the symmetry 8,1, 4,1
or 2,1 (every choice tried).  The figures, and which runs the tests repeat, are in
docs/individual-lead.md.
"""

from __future__ import annotations

import argparse
import ctypes
import itertools
import math
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS.parent))
from movements.generators.individuals.groups import RELATIONS, Element, Moves, steps  # noqa: E402


# What each mode asks to meet once, besides every player: classes of these kinds of pairs
# (RELATIONS: partners, first-kind and second-kind opponents), and whether every step.
KINDS = {"directed": ("partners",), "near": ("partners",), "ordered": ("partners", "first"),
         "near-ordered": ("partners", "first"), "triplewhist": ("partners", "first", "second")}


def units(n: int) -> list[int]:
    return [u for u in range(n) if math.gcd(u, n) == 1]


class Symmetry:
    """The elements of ``group`` (numbered as :meth:`Moves.element` numbers them: the
    numbers modulo v for a rotation) and the map x -> c·σ(x), σ(a, b) = (u a + k b, j a + h b)
    (``matrix`` (u, k, j, h)) an automorphism, that the starter is to be mapped onto itself
    by.  Such a map keeps every relation a starter asks for: x⁻¹y becomes σ(x⁻¹y), so
    classes and steps are only renamed.  Everything the search needs is a table over the
    numbers: ``image``, ``diff`` (x⁻¹y) and ``cls`` (a difference's class, the smaller
    number of d and d⁻¹)."""

    def __init__(self, group: Moves, matrix: tuple[int, int, int, int], c: Element = (0, 0)):
        self.group, self.matrix, self.c = group, matrix, c
        self.elements = [group.element(x) for x in range(group.size)]
        if not self.automorphism(matrix):
            raise ValueError(f"{self.describe()} is not an automorphism of {group.describe()}")
        self.image = [self.number(group.combine(c, self.sigma(x, matrix))) for x in self.elements]
        self.diff = [[self.number(group.between(x, y)) for y in self.elements] for x in self.elements]
        self.cls = [min(d, self.number(group.inverse(x))) for d, x in enumerate(self.elements)]

    @classmethod
    def multiplier(cls, m: int, h: int) -> Symmetry:
        """x -> h x over the numbers modulo ``m``."""
        return cls(Moves(1, m), (1, 0, 0, h))

    def automorphism(self, matrix: tuple[int, int, int, int]) -> bool:
        """Whether σ with ``matrix`` is one: onto, and σ(x y) = σ(x) σ(y) for every x, y."""
        group, images = self.group, [self.sigma(x, matrix) for x in self.elements]
        return (len({self.number(y) for y in images}) == group.size and
                all(self.number(self.sigma(group.combine(x, y), matrix)) ==
                    self.number(group.combine(images[i], images[j]))
                    for i, x in enumerate(self.elements) for j, y in enumerate(self.elements)))

    def sigma(self, x: Element, matrix: tuple[int, int, int, int]) -> Element:
        u, k, j, h = matrix
        return (u * x[0] + k * x[1]) % self.group.outer, (j * x[0] + h * x[1]) % self.group.inner

    def number(self, x: Element) -> int:
        return self.group.inner * (x[0] % self.group.outer) + x[1] % self.group.inner

    def describe(self) -> str:
        u, k, j, h = self.matrix
        if self.group.outer == 1:
            return f"x -> {h} x"
        return f"(a, b) -> {self.c}·({u} a + {k} b, {j} a + {h} b)"

    def permutes(self, players) -> bool:
        return {self.image[x] for x in players} == set(players)

    def commuting(self) -> list[list[int]]:
        """The maps x -> g·τ(x) (τ(a, b) = (w a, k b) an automorphism) that commute with this
        one.  Each takes a starter that this map maps onto itself to another."""
        group, out = self.group, []
        for w in units(group.outer):
            for k in units(group.inner):
                if not self.automorphism((w, 0, 0, k)):
                    continue
                tau = [self.sigma(x, (w, 0, 0, k)) for x in self.elements]
                for g in self.elements:
                    f = [self.number(group.combine(g, y)) for y in tau]
                    if all(f[self.image[x]] == self.image[f[x]] for x in range(group.size)):
                        out.append(f)
        return out


def map_classes(group: Moves) -> list[tuple[tuple[int, int, int, int], int, int]]:
    """One automorphism σ(a, b) = (u a + k b, j a + h b) of ``group`` for each class of the
    cyclic groups they make, up to conjugation by those automorphisms: its matrix, its order
    and how many elements it fixes.  A starter that σ maps onto itself is mapped so by the
    whole cyclic group, and a conjugate's starters are its images, so one run for each
    class (and the identity, left out) covers them all."""
    base = Symmetry(group, (1, 0, 0, 1))
    found = {}
    for matrix in itertools.product(range(group.outer), range(group.outer), range(group.inner), range(group.inner)):
        if base.automorphism(matrix):
            found[matrix] = tuple(base.number(base.sigma(x, matrix)) for x in base.elements)
    perms = list(found.values())

    def inverse(p: tuple[int, ...]) -> tuple[int, ...]:
        out = [0] * len(p)
        for i, x in enumerate(p):
            out[x] = i
        return tuple(out)

    def cyclic(p: tuple[int, ...]) -> frozenset:
        out, q = {p}, tuple(p[x] for x in p)
        while q not in out:
            out.add(q)
            q = tuple(p[x] for x in q)
        return frozenset(out)

    seen: set[frozenset] = set()
    out = []
    for matrix, p in found.items():
        made = cyclic(p)
        if len(made) > 1 and made not in seen:
            seen |= {frozenset(tuple(t[q[back[x]]] for x in range(len(p))) for q in made)
                     for t, back in ((t, inverse(t)) for t in perms)}
            out.append((matrix, len(made), sum(x == y for x, y in enumerate(p))))
    return out


class Orbits:
    """The starter's items (players, classes of the mode's kinds, step residues still to be
    met) and every orbit of seated tables that meets some of them once each."""

    def __init__(self, players: int, mode: str, symmetry: Symmetry, fixed: tuple[int, ...] | None):
        self.use(symmetry)
        m = self.m
        self.kinds, self.stepped = KINDS[mode], mode != "triplewhist"
        self.first: list[tuple] = []
        items = dict.fromkeys(self.every_item(), 1)
        if not fixed:
            del items["player", 0]          # 4t + 1 players: 0 sits out
        else:
            b, c, d = fixed
            if mode.startswith("near"):
                near = (d - b) * (m + 1) // 2 % m     # the steps add up to D - B = 2 near
                items["step", near], items["step", m - near] = 2, 0
            self.first = [(None, b, c, d)]
        for item in self.relations(self.first):
            items[item] -= 1
        if any(n < 0 for n in items.values()):
            raise ValueError(f"(None, {b}, {c}, {d}) can be in no {mode} starter: it repeats a class"
                             + (" or has the step -(D - B) / 2" if mode.startswith("near") else
                                " or a step" if self.stepped else ""))
        self.items = {item for item, n in items.items() if n}   # each now to be met once

    def use(self, symmetry: Symmetry) -> None:
        """Takes the group's numbers (``m`` of them) and the map from ``symmetry``."""
        self.symmetry, self.m = symmetry, symmetry.group.size
        self.image, self.diff, self.cls = symmetry.image, symmetry.diff, symmetry.cls

    def relations(self, tables) -> list[tuple]:
        """The items the seated ``tables`` meet, once for each time they meet it."""
        out = [("player", x) for table in tables for x in table if x is not None]
        for kind, seats in zip(("partners", "first", "second"), RELATIONS):
            if kind in self.kinds:
                out += [(kind, self.cls[self.diff[table[i]][table[j]]]) for table in tables for i, j in seats
                        if None not in (table[i], table[j])]
        if self.stepped:
            out += [("step", self.diff[a][b]) for a, b in steps(tables) if None not in (a, b)]
        return out

    def orbit(self, table) -> list[tuple] | None:
        """``table`` and its images under the map up to the first with its players again
        (None if an image shares only some of them)."""
        images, t = [table], table
        while True:
            t = tuple(self.image[x] for x in t)
            if set(t) == set(table):
                return images
            if set(t) & set(table):
                return None
            images.append(t)

    def options(self, every: dict[tuple, frozenset] | None = None) -> dict[tuple, frozenset]:
        """Every orbit of seated tables that meets only items, each once: its tables,
        sorted -> its items.  A table and the one turned two seats are one.  With ``every``
        (:meth:`every_orbit` of the same map and mode) it keeps those of its options that
        meet only items: the same options in the same order (so a seed finds the same
        starter), without building them again for each fixed player's table."""
        if every is not None:
            return {key: met for key, met in every.items() if met <= self.items}
        return self.orbits(self.items)

    def every_item(self) -> set[tuple]:
        """Every player, class of the mode's kinds and (stepped modes) step: what a starter
        meets before a fixed player's table takes its share."""
        steps = {("step", r) for r in range(1, self.m)} if self.stepped else set()
        return ({("player", x) for x in range(self.m)} | steps |
                {(kind, c) for kind in self.kinds for c in set(self.cls[1:])})

    def every_orbit(self) -> dict[tuple, frozenset]:
        """The options of a starter with every item still to meet (:meth:`every_item`): those
        of any fixed player's table are among them, in the order :meth:`options` builds them."""
        return self.orbits(self.every_item())

    def orbits(self, items: set[tuple]) -> dict[tuple, frozenset]:
        """The orbits of seated tables that meet only ``items``, each once (:meth:`options`)."""
        seated = sorted(x for kind, x in items if kind == "player")
        diff = self.diff

        def free(kind: str) -> list[bool]:
            """Whether a pair of ``kind`` whose difference is d may still be met, for each d."""
            if kind == "step":
                return [not self.stepped or ("step", d) in items for d in range(self.m)]
            return [kind not in self.kinds or (kind, self.cls[d]) in items for d in range(self.m)]

        step, partners, first, second = free("step"), free("partners"), free("first"), free("second")
        out: dict[tuple, frozenset] = {}
        for n in seated:
            for e in seated:
                if e == n or not (step[diff[n][e]] and first[diff[n][e]]):
                    continue
                for s in seated:
                    if s in (n, e) or s < n or not (step[diff[e][s]] and partners[diff[n][s]]
                                                     and second[diff[e][s]]):
                        continue
                    for w in seated:
                        if w in (n, e, s) or not (step[diff[s][w]] and step[diff[w][n]]
                                                  and partners[diff[e][w]] and first[diff[s][w]]
                                                  and second[diff[w][n]]):
                            continue
                        images = self.orbit((n, e, s, w))
                        if images is None:
                            continue
                        met = self.relations(images)
                        if len(set(met)) == len(met) and items.issuperset(met):
                            out.setdefault(tuple(sorted(images)), frozenset(met))
        return out


def fixed_tables(symmetry: Symmetry) -> list[tuple[int, ...]]:
    """(B, C, D) for the fixed player's table (None, B, C, D): one for each class of those
    whose players the map permutes, as it must those of the fixed player's table of a
    starter it maps onto itself, under the maps that commute with it (``commuting``)."""
    maps = symmetry.commuting()
    seen: set[tuple[int, ...]] = set()
    out = []
    for table in itertools.permutations(range(symmetry.group.size), 3):
        if table not in seen and symmetry.permutes(table):
            out.append(table)
            seen |= {tuple(f[x] for x in table) for f in maps}
    return out


def stops_with_parent() -> None:
    """In the cover's process: Linux kills it when this search is killed (PR_SET_PDEATHSIG),
    so that a search stopped by a timeout leaves no cover running on."""
    if sys.platform == "linux":
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)


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
                          capture_output=True, text=True, preexec_fn=stops_with_parent)
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


def numbers(text: str, count: tuple[int, ...], what: str) -> tuple[int, ...]:
    """``text``'s comma-separated numbers, as many as one of ``count``."""
    try:
        out = tuple(int(x) for x in text.split(","))
    except ValueError:
        out = ()
    if len(out) not in count:
        raise argparse.ArgumentTypeError(f"{what}, not {text!r}")
    return out


def group_argument(text: str) -> Moves:
    """OUTER,INNER,TWIST as the group of --group and --classes."""
    try:
        return Moves(*numbers(text, (3,), "takes three numbers, OUTER,INNER,TWIST"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def symmetry_of(parser: argparse.ArgumentParser, args) -> tuple[Symmetry, bool]:
    """The group and map that ``args`` name, and whether one player keeps his seat; or the
    parser's error."""
    four_t = args.players % 4 == 0
    if args.players % 4 > 1 or args.players < 8:
        parser.error("PLAYERS is 4t + 1 or 4t, 8 or more")
    if args.group is None:
        if args.mode != "triplewhist" and four_t != args.mode.startswith("near"):
            parser.error("4t + 1 players: directed, ordered or triplewhist; 4t: near, near-ordered or triplewhist")
        m = args.players - 1 if four_t else args.players
        try:
            (h,) = numbers(args.map, (1,), "without --group the map is one multiplier H")
        except argparse.ArgumentTypeError as error:
            parser.error(str(error))
        if math.gcd(h, m) != 1:
            parser.error(f"H must be a unit modulo {m}")
        return Symmetry.multiplier(m, h % m), four_t
    if args.mode.startswith("near"):
        parser.error("the near modes are for the numbers modulo v (no --group): they add up the steps")
    group = args.group
    if group.size != (args.players - 1 if four_t else args.players):
        parser.error(f"--group has {group.size} elements: 4t + 1 players are as many, 4t one more (who keeps his seat)")
    try:
        given = numbers(args.map, (2, 4, 6), "with --group the map is U,H, U,H,A,B or U,K,J,H,A,B")
        matrix = (given[0], 0, 0, given[1]) if len(given) < 6 else given[:4]
        c = given[-2:] if len(given) > 2 else (0, 0)
        return Symmetry(group, matrix, (c[0], c[1])), four_t
    except (argparse.ArgumentTypeError, ValueError) as error:
        parser.error(str(error))


def list_classes(argv: list[str]) -> int:
    """``--classes OUTER,INNER,TWIST``: prints map_classes, a line each (U,K,J,H, the order,
    the elements fixed), to run the search once for each."""
    parser = argparse.ArgumentParser(prog="starter_orbits.py --classes",
                                     description=map_classes.__doc__.split("\n\n")[0] if map_classes.__doc__ else None)
    parser.add_argument("group", type=group_argument, help="OUTER,INNER,TWIST, as --group takes them")
    args = parser.parse_args(argv)
    for matrix, order, fixed in map_classes(args.group):
        print(",".join(map(str, matrix)), f"order {order}, fixes {fixed}")
    return 0


def main() -> int:
    if sys.argv[1:2] == ["--classes"]:
        return list_classes(sys.argv[2:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, help="4t + 1 (directed, ordered, triplewhist) or 4t (near, "
                        "near-ordered, triplewhist; with --group directed, ordered, triplewhist)")
    parser.add_argument("mode", choices=tuple(KINDS))
    parser.add_argument("map", metavar="H", help="the multiplier H, a unit modulo the residues' modulus; with "
                        "--group U,H, U,H,A,B or U,K,J,H,A,B: the map (a, b) -> (A, B)·(U a + K b, J a + H b), "
                        "an automorphism followed by a translation (write -1 modulo 21 as 20)")
    parser.add_argument("--group", type=group_argument,
                        help="OUTER,INNER,TWIST: the pairs (a, b) modulo OUTER and INNER, combined as "
                        "(a, b)(c, d) = (a + TWIST^b c, b + d), in place of the numbers modulo v")
    parser.add_argument("--fixed", type=lambda text: numbers(text, (3,), "takes three numbers, B,C,D"),
                        help="B,C,D: the fixed player's table (None, B, C, D), for 4t players"
                        " (default: every one whose players the map permutes, in turn)")
    add_search_options(parser, "starter")
    args = parser.parse_args()
    symmetry, four_t = symmetry_of(parser, args)
    if args.fixed and not four_t:
        parser.error("--fixed B,C,D is for 4t players")
    fixed = tuple(x % symmetry.group.size for x in args.fixed) if args.fixed else None
    if args.nodes is not None and args.nodes < 1:
        parser.error("--nodes takes a number of 1 or more")
    if args.count < 1:
        parser.error("--count takes a number of 1 or more")
    if fixed and len(set(fixed)) < 3:
        parser.error("--fixed B,C,D takes three different numbers")
    if fixed and not symmetry.permutes(fixed):
        parser.error(f"--fixed: {symmetry.describe()} does not permute the players of (None, {', '.join(map(str, fixed))})")
    if fixed:
        try:
            Orbits(args.players, args.mode, symmetry, fixed)
        except ValueError as error:
            parser.error(f"--fixed: {error}")
    try:
        with tempfile.TemporaryDirectory() as where:
            program = args.cover or built(Path(where))
            return search(args, symmetry, fixed, program)
    except RuntimeError as error:
        print(f"starter_orbits: {error}", file=sys.stderr)
        return 2


def search(args, symmetry: Symmetry, fixed: tuple[int, ...] | None, program: Path) -> int:
    """Tries ``fixed`` or, for 4t players without it, every fixed player's table in turn
    (fixed_tables), each with ``args.count`` seeds; prints the starters found (exit 0) or
    why there is none (exit 1)."""
    four_t = args.players % 4 == 0
    tables = [fixed] if fixed or not four_t else fixed_tables(symmetry)
    names = {"player": "player", "partners": "partner class", "first": "first-kind class",
             "second": "second-kind class", "step": "step"}
    group = symmetry.group
    complete, found = True, 0
    every = Orbits(args.players, args.mode, symmetry, None).every_orbit() if len(tables) > 1 else None
    for table in tables:
        where = f"(None, {', '.join(map(str, table))}): " if table and not fixed else ""
        try:
            orbits = Orbits(args.players, args.mode, symmetry, table)
        except ValueError as error:
            print(error, file=sys.stderr)
            continue
        options = orbits.options(every)
        unmet = sorted(orbits.items - set().union(*options.values()))
        if unmet:
            print(where + "no orbit of tables meets " + ", ".join(f"{names[kind]} {x}" for kind, x in unmet),
                  file=sys.stderr)
        for seed in range(args.seed, args.seed + args.count):
            chosen, tried = exact_cover(orbits.items, options, seed, args.nodes, program)
            if chosen is not None:
                first = orbits.first + sorted(t for images in chosen for t in images)
                text = ", ".join("(" + ", ".join(map(str, t)) + ")" for t in first)
                text = f"({text})" if args.group is None else f"(({group.outer}, {group.inner}, {group.twist}), ({text}))"
                print(f"    {args.players}: {text},  # starter_orbits {args.mode}, "
                      f"{'H' if args.group is None else 'map'} {args.map}, seed {seed}", flush=True)
                found += 1
                continue
            if not unmet:
                print(where + ("none, every choice tried" if tried else f"none within {args.nodes} nodes"), file=sys.stderr)
            complete &= tried
            if tried:
                break          # every choice tried: no other seed finds one
    if found:
        return 0
    print(f"no {args.mode} starter for {args.players} players is its own image under {symmetry.describe()}"
          + (f" with the fixed player's table (None, {', '.join(map(str, fixed))})" if fixed else
             f" with any fixed player's table ({len(tables)} up to the maps that commute with it)"
             if four_t else "")
          + (": every choice tried" if complete else f" within {args.nodes} nodes"), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
