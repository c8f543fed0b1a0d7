"""``python -m movements``: print, check and choose movements from the command line.

    python -m movements howell-pairs --pairs 12            a round-by-round schedule
    python -m movements mitchell --tables 8 --variant mod3 --json
    python -m movements check tonight.json                 exit 1 if it has problems
    python -m movements suggest --pairs 11                 the systems that fit, best first
    python -m movements list                               every system and its sizes

Mistakes (a size a system cannot serve, a malformed file, a bad option) give
one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import asdict

from movements import registry, sharing
from movements.check import check
from movements.errors import MovementError
from movements.model import Movement
from movements.suggest import MINUTES_PER_TRAY, nearest_sizes, suggest

PROG = "python -m movements"
SIZE_OPTIONS = {"pairs": "pairs", "teams": "teams", "players": "individuals"}
FORM_NOUNS = {"pairs": "pairs", "teams": "teams of four", "individuals": "players"}
FORM_OPTION = {form: option for option, form in SIZE_OPTIONS.items()}


class _Parser(argparse.ArgumentParser):
    """An argument parser whose mistakes are one line on stderr and exit status 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:          # --help, or a mistake already reported
        return stop.code if isinstance(stop.code, int) else 0
    if not getattr(args, "run", None):
        print(f"{PROG}: name a movement system, or check, suggest or list (see --help)",
              file=sys.stderr)
        return 2
    try:
        status = args.run(args)
        sys.stdout.flush()              # a closed pipe shows here, not in Python's flush at exit
        return status
    except MovementError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:             # the reader (e.g. `| head`) stopped listening
        # Point stdout at nowhere, so that Python's last flush at exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


# The further options a system may take (registry ``options``), as the command line offers them.
OPTION_HELP = {
    "circuits": "eighth modification only: how many times the E-W pairs go round the room "
                "(default 2; at 8 tables 2 gives the seed's 16 deals, 3 its 24)",
    "rounds": "how many rounds to play (teams in sets: default 6; Howell pairs and Safford "
              "individuals: fewer than all make a partial movement, the rounds chosen to keep "
              "the evening fair)",
    "arrow_switch": "one winner: in the last N rounds (alone: a quarter of them) the pairs at "
                    "every table change direction",
    "team_size": "players in a team: 4, 10, 12, 18, 20 … (default: the pairs make three teams)",
}
GIVEN_ALONE = ("arrow_switch",)     # options that may be given without a number (then 0: the default)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Duplicate whist movements: print one for tonight's field, check a "
                    "movement file, or list the systems that fit.",
        epilog="Every system takes its own --help, e.g. "
               f"'{PROG} howell-pairs --help'.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(title="commands", metavar="SYSTEM | check | suggest | list")
    for system in sorted(registry.systems().values(), key=lambda s: s.name):
        _add_system(commands, system)
    _add_check(commands)
    _add_suggest(commands)
    _add_list(commands)
    return parser


# -- SYSTEM: print a movement ---------------------------------------------------

def _add_system(commands, system: registry.System) -> None:
    title = "" if system.summary.startswith(system.title) else system.title + "."
    lines = [title, system.summary,
             f"Serves {describe_sizes(system.sizes)} {FORM_NOUNS[system.form]}; "
             + (f"{system.trays_per_round} trays a round" if system.trays_per_round
                else "the system sets the trays a round")
             + " unless you say otherwise."]
    if system.variants:
        lines.append(f"Variants: {', '.join(system.variants)} (the first is the default).")
    sub = commands.add_parser(
        system.name, help=system.title, description="\n".join(line for line in lines if line),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_size_options(sub, tables=True)
    sub.add_argument("--trays-per-round", type=_positive, metavar="K",
                     help="trays each table plays in a round (default "
                          f"{system.trays_per_round or 'as the system sets it'})")
    if system.variants:
        sub.add_argument("--variant", choices=system.variants,
                         help=f"which form of the system (default {system.variants[0]})")
    for option in system.options:
        given_alone = {"nargs": "?", "const": 0} if option in GIVEN_ALONE else {}
        sub.add_argument("--" + option.replace("_", "-"), type=_positive, metavar="N",
                         help=OPTION_HELP[option], **given_alone)
    sub.add_argument("--json", action="store_true",
                     help="print the movement as a whist-movement/1 document instead of a schedule")
    sub.set_defaults(run=_print_movement, system=system.name)


def _print_movement(args) -> int:
    system = registry.get(args.system)
    entrants = _entrants(args, system.form, system.name)
    options = {name: getattr(args, name) for name in system.options
               if getattr(args, name, None) is not None}
    movement = system(entrants, trays_per_round=args.trays_per_round,
                      variant=getattr(args, "variant", None), **options)
    print(movement.dumps(indent=2) if args.json else schedule(movement, system.title))
    return 0


def _entrants(args, form: str, name: str) -> int:
    """The entrant count from --pairs/--teams/--players/--tables, in the system's form."""
    if args.tables is not None:
        return args.tables * registry.ENTRANTS_PER_TABLE[form]
    for option, option_form in SIZE_OPTIONS.items():
        given = getattr(args, option)
        if given is not None and option_form != form:
            raise MovementError(f"{name} is a movement for {FORM_NOUNS[form]}: give "
                                f"--{FORM_OPTION[form]} N or --tables N, not --{option}")
        if given is not None:
            return given
    raise MovementError("say how many: --pairs, --teams, --players or --tables")


def schedule(movement: Movement, title: str = "") -> str:
    """The movement as a director reads it: round by round, table by table."""
    noun = "player" if movement.is_individual else "pair"
    seats = ("N", "S", "E", "W") if movement.is_individual else ("N-S", "E-W")
    field = f"{movement.entrants} {noun}s"
    if movement.teams is not None:
        field = f"{len(movement.teams)} teams ({field})"
    lines = [f"{title or movement.system}"
             f"{' (' + movement.variant + ')' if movement.variant else ''}: "
             f"{field}, {movement.tables} tables, {len(movement.rounds)} rounds, "
             f"{movement.trays} trays"]
    for team, (ns, ew) in sorted((movement.teams or {}).items()):
        lines.append(f"  team {team}: pair {ns} (starts N-S) and pair {ew} (starts E-W)")
    lines += [f"  {note}" for note in sharing.notes(movement)]
    on_bye_stand = sharing.resting(movement)
    for rnd in movement.rounds:
        lines += ["", f"Round {rnd.round}",
                  "  " + "  ".join(f"{h:>5}" for h in ("Table",) + seats) + "  Trays"]
        for table in rnd.tables:
            cells = [table.table] + ["-" if who is None else who for who in table.seats().values()]
            lines.append("  " + "  ".join(f"{c:>5}" for c in cells) + "  " + trays_text(table.trays))
        if on_bye_stand.get(rnd.round):
            lines.append(f"  On the bye stand: trays {trays_text(on_bye_stand[rnd.round])}")
        if rnd.idle:
            lines.append(f"  Sitting out: {noun}{'s' if len(rnd.idle) > 1 else ''} "
                         + ", ".join(map(str, rnd.idle)))
    return "\n".join(lines)


def trays_text(trays) -> str:
    """'4-6' for a run of three or more in order, else the numbers listed."""
    trays = list(trays)
    if len(trays) >= 3 and trays == list(range(trays[0], trays[0] + len(trays))):
        return f"{trays[0]}-{trays[-1]}"
    return ", ".join(map(str, trays))


# -- check FILE -------------------------------------------------------------------

def _add_check(commands) -> None:
    sub = commands.add_parser(
        "check", help="check a whist-movement/1 file",
        description="Check a movement file against the rules every movement must keep and "
                    "those of its system. Prints 'ok' and the comparison balance (exit 0), "
                    "or the problems found (exit 1). A file that is not a movement at all "
                    "gives one line and exit 2.")
    sub.add_argument("file", metavar="FILE", help="the movement, as JSON ('-' reads standard input)")
    sub.set_defaults(run=_check_file)


def _check_file(args) -> int:
    try:
        text = sys.stdin.read() if args.file == "-" else _read(args.file)
    except OSError as exc:
        raise MovementError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    report = check(Movement.loads(text))
    print(report)
    return 0 if report.ok else 1


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


# -- suggest ------------------------------------------------------------------------

def _add_suggest(commands) -> None:
    sub = commands.add_parser(
        "suggest", help="the movements that fit a field, best first",
        description="List every movement that serves the field, best first: fewer sit-outs, "
                    "an evening of usual length (16-36 trays), better comparison balance, "
                    "then nearer 24-28 trays.")
    _add_size_options(sub, tables=False)
    sub.add_argument("--max-rounds", type=_positive, metavar="R", help="at most R rounds")
    sub.add_argument("--max-trays", type=_positive, metavar="T", help="at most T trays in all")
    sub.add_argument("--minutes", type=_positive, metavar="M",
                     help="the evening has M minutes of play: longer movements give way to "
                          "their partial forms (fewer rounds) where the system has them")
    sub.add_argument("--minutes-per-tray", type=_positive, metavar="N", default=MINUTES_PER_TRAY,
                     help=f"minutes a tray takes, moving included (default {MINUTES_PER_TRAY})")
    sub.add_argument("--json", action="store_true", help="print the choices as JSON")
    sub.set_defaults(run=_suggest)


def _suggest(args) -> int:
    (option, form), = [(o, f) for o, f in SIZE_OPTIONS.items() if getattr(args, o) is not None]
    entrants = getattr(args, option)
    choices = suggest(form, entrants, max_rounds=args.max_rounds, max_trays=args.max_trays,
                      minutes=args.minutes, minutes_per_tray=args.minutes_per_tray)
    if args.json:
        print(json.dumps([asdict(c) | {"minutes": c.minutes(args.minutes_per_tray)}
                          for c in choices], indent=2))
        return 0 if choices else 1
    if not choices:
        near = nearest_sizes(form, entrants)
        hint = f"; nearest sizes that work: {', '.join(map(str, near))}" if near else ""
        print(f"no movement fits {entrants} {FORM_NOUNS[form]} within those limits{hint}")
        return 1
    print(suggestion_table(choices, f"{entrants} {FORM_NOUNS[form]}", args.minutes_per_tray))
    return 0


def suggestion_table(choices, field: str, minutes_per_tray: int = MINUTES_PER_TRAY) -> str:
    header = ("system", "variant", "tables", "rounds", "trays", "a round", "minutes", "balance",
              "sit out", "only for")
    rows = [(c.system, c.variant or ("partial" if c.of_rounds else ""), c.tables,
             f"{c.rounds} of {c.of_rounds}" if c.of_rounds else c.rounds, c.trays,
             c.trays_per_round, c.minutes(minutes_per_tray),
             "-" if c.balance is None else f"{c.balance:.1f}", f"{c.idle:g}", c.needs or "-")
            for c in choices]
    widths = [max(len(str(x)) for x in column) for column in zip(header, *rows)]
    lines = [f"Movements for {field}, best first:", ""]
    for row in (header, *rows):
        lines.append("  ".join(str(x).ljust(w) if i < 2 else str(x).rjust(w)
                               for i, (x, w) in enumerate(zip(row, widths))).rstrip())
    lines += ["", f"minutes: the tables' play at {minutes_per_tray} minutes a tray; "
                  "'12 of 19' rounds: a partial form, some of the whole movement's rounds;",
              "balance: the largest deviation from ideal comparisons, in rounds (0 is perfect);",
              "sit out: pairs (players in individual movements) idle each round, on average;",
              "only for: the particular field the movement needs (two clubs, ladies and gentlemen).", ""]
    notes = {c.system: c.note for c in choices if c.note}
    lines += [f"{name}: {note}" for name, note in notes.items()]
    return "\n".join(lines).rstrip()


# -- list -----------------------------------------------------------------------------

def _add_list(commands) -> None:
    sub = commands.add_parser("list", help="every movement system and the sizes it serves",
                              description="List every movement system with the sizes it serves.")
    sub.set_defaults(run=_list)


def _list(args) -> int:
    rows = [(s.name, FORM_NOUNS[s.form], describe_sizes(s.sizes), ", ".join(s.variants) or "-",
             s.title) for s in sorted(registry.systems().values(), key=lambda s: (s.form, s.name))]
    header = ("system", "for", "sizes", "variants", "")
    widths = [max(len(x) for x in column) for column in zip(header, *rows)]
    for row in (header, *rows):
        print("  ".join(x.ljust(w) for x, w in zip(row, widths)).rstrip())
    return 0


def describe_sizes(sizes) -> str:
    """A short description of a set of sizes: '4-64', '6-120, even', '8-64, n mod 4 = 0 or 1',
    '4; 8-128, even' (an odd one out before a run)."""
    sizes = sorted(set(sizes))
    if not sizes:
        return "none"
    whole = _run(sizes)
    if whole:
        return whole
    rest = _run(sizes[1:]) if len(sizes) > 4 else ""
    return f"{sizes[0]}; {rest}" if rest else ", ".join(map(str, sizes))


def _run(sizes: list[int]) -> str:
    """``sizes`` as one run ('4-64', '6-120, even', '8-160, n mod 8 = 0'), or '' if they are not."""
    if len(sizes) < 2:
        return str(sizes[0]) if sizes else ""
    low, high = sizes[0], sizes[-1]
    if len(sizes) == high - low + 1:
        return f"{low}-{high}"
    for modulus in range(2, 13) if len(sizes) >= 4 else ():
        residues = sorted({n % modulus for n in sizes})
        if len(residues) < modulus and [n for n in range(low, high + 1) if n % modulus in residues] == sizes:
            if modulus == 2:
                return f"{low}-{high}, {'even' if residues == [0] else 'odd'}"
            return f"{low}-{high}, n mod {modulus} = {' or '.join(map(str, residues))}"
    return ""


# -- shared options ---------------------------------------------------------------------

def _add_size_options(sub, tables: bool) -> None:
    group = sub.add_mutually_exclusive_group(required=True)
    group.add_argument("--pairs", type=_positive, metavar="N", help="N pairs")
    group.add_argument("--teams", type=_positive, metavar="N", help="N teams of four")
    group.add_argument("--players", type=_positive, metavar="N", help="N players (individuals)")
    if tables:
        group.add_argument("--tables", type=_positive, metavar="N",
                           help="N tables: 2 pairs or 4 players a table, one table a team")
    else:
        sub.set_defaults(tables=None)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be 1 or more")
    return value
