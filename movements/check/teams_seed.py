"""The checker's rules for the seed's team and parallel systems (004:468, 659-701, 709-833).

Each rule reads the facts :mod:`movements.check` gathered (``facts.games``:
round, table, N-S side, E-W side, trays; ``facts.trays_played``; the movement)
and reports what breaks the property the seed states.  Nothing here knows how
the movements are generated.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations


NO_TEAM = 0   # a pair the movement's teams do not list (the universal rules report it)


def _teams(facts) -> dict[int, tuple[int, ...]]:
    """Team (or club) -> its pairs: the teams map, else the extra key ``clubs``."""
    m = facts.movement
    if m.teams:
        return {team: tuple(pairs) for team, pairs in m.teams.items()}
    return {int(club): tuple(pairs) for club, pairs in m.extra.get("clubs", {}).items()}


def _sides(facts) -> dict[int, dict[str, set[int]]]:
    """Team -> {"ns": trays its pairs held N-S, "ew": trays held E-W}."""
    team_of = {p: t for t, pairs in _teams(facts).items() for p in pairs}
    held: dict[int, dict[str, set[int]]] = defaultdict(lambda: {"ns": set(), "ew": set()})
    for g in facts.games:
        held[team_of.get(g.ns[0], NO_TEAM)]["ns"].update(g.trays)
        held[team_of.get(g.ew[0], NO_TEAM)]["ew"].update(g.trays)
    return held


def team_holds_both_sides_of_its_trays(facts, found) -> None:
    """Aggregate scoring (004:711): a team's N-S and E-W pairs hold the two sides of the same
    trays, so its N-S plus E-W tricks compare with every other team's."""
    for team, held in sorted(_sides(facts).items(), key=lambda kv: str(kv[0])):
        only_ns, only_ew = held["ns"] - held["ew"], held["ew"] - held["ns"]
        for side, trays in (("N-S", only_ns), ("E-W", only_ew)):
            if trays:
                found.add("aggregate", f"team {team} holds only the {side} cards of tray"
                                       f"{'s' if len(trays) > 1 else ''} {_few(trays)}")


def team_holds_every_tray(facts, found) -> None:
    """Snow, two teams: every team holds both the N-S and the E-W cards of every tray."""
    every = set(range(1, facts.movement.trays + 1))
    held = _sides(facts)
    for team in sorted(_teams(facts)):
        for side in ("ns", "ew"):
            missing = every - held[team][side]
            if missing:
                found.add("every tray", f"team {team} never holds the {side.upper()[0]}-"
                                        f"{side.upper()[1]} cards of tray"
                                        f"{'s' if len(missing) > 1 else ''} {_few(missing)}")


def _team_meetings(facts) -> dict[tuple[int, int], list[int]]:
    """(N-S pair, E-W pair) -> rounds they met."""
    met: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        met[(g.ns[0], g.ew[0])].append(g.round)
    return met


def each_pair_meets_the_other_teams_once(facts, found) -> None:
    """Mitchell and Snow for fours: every N-S pair meets every E-W pair of every other team
    exactly once; a team's own pairs meet only in the ``pairs`` variant, and then once."""
    teams = _teams(facts)
    ns_pairs = {p for g in facts.games for p in g.ns}
    met = _team_meetings(facts)
    own_times = 1 if facts.movement.variant == "pairs" else 0
    for a, a_pairs in sorted(teams.items()):
        for b, b_pairs in sorted(teams.items()):
            wanted = own_times if a == b else 1
            for ns in sorted(set(a_pairs) & ns_pairs):
                for ew in sorted(set(b_pairs) - ns_pairs):
                    rounds = met.get((ns, ew), [])
                    if len(rounds) != wanted:
                        found.add("meetings", f"N-S pair {ns} (team {a}) meets E-W pair {ew} "
                                              f"(team {b}) {len(rounds)} times; it should "
                                              f"{'never meet it' if not wanted else 'meet it once'}")


def match_deals_are_consecutive(facts, found) -> None:
    """Clay for fours (004:729): "the deals played between any two teams are brought in
    consecutive order on the score sheet"."""
    team_of = {p: t for t, pairs in _teams(facts).items() for p in pairs}
    trays: dict[tuple[int, int], set[int]] = defaultdict(set)
    for g in facts.games:
        a, b = team_of.get(g.ns[0], NO_TEAM), team_of.get(g.ew[0], NO_TEAM)
        trays[(min(a, b), max(a, b))].update(g.trays)
    for (a, b), played in sorted(trays.items()):
        if max(played) - min(played) + 1 != len(played):
            found.add("deal order", f"teams {a} and {b} play trays {_few(played)}, "
                                    "not consecutive numbers")


def every_pair_plays_all_but_the_trays_of_its_own_table(facts, found) -> None:
    """Clay for fours (004:727): each team plays "all but two" of the deals (with two deals a
    table; with d, all but d): the ones that reach its own pairs at its own table."""
    m = facts.movement
    teams = _teams(facts)
    per_table = m.trays // m.tables
    for pair in range(1, m.entrants + 1):
        played = len(facts.trays_played.get(pair, {}))
        if played != m.trays - per_table:
            team = next(t for t, pairs in teams.items() if pair in pairs)
            found.add("every tray", f"pair {pair} (team {team}) plays {played} of the {m.trays} "
                                    f"trays; it should play all but {per_table}")


def meets_every_opponent(times_by_variant: dict[str, int]):
    """Parallel: every N-S pair meets every E-W pair as often as the variant says (the first
    and third forms play each row through twice, 004:661, 665; the others once)."""
    def rule(facts, found) -> None:
        wanted = times_by_variant.get(facts.movement.variant or "", 1)
        ns_pairs = sorted({p for g in facts.games for p in g.ns})
        ew_pairs = sorted({p for g in facts.games for p in g.ew})
        met = _team_meetings(facts)
        for ns in ns_pairs:
            for ew in ew_pairs:
                rounds = met.get((ns, ew), [])
                if len(rounds) != wanted:
                    found.add("meetings", f"N-S pair {ns} meets E-W pair {ew} {len(rounds)} "
                                          f"times; form {facts.movement.variant} meets each "
                                          f"{wanted} time{'s' if wanted > 1 else ''}")
    rule.__doc__ = meets_every_opponent.__doc__
    return rule


PARALLEL_MEETINGS = meets_every_opponent({"1": 2, "2": 1, "3": 2, "4": 1, "3-down": 2, "4-down": 1})


def clubs_play_matches(facts, found) -> None:
    """Put-in-Bay (004:829): teams of 4k (the extra key ``clubs``) keep their pairs in one
    direction, never meet themselves, and every two teams play a match: on some trays each
    team's N-S pairs held the cards the other team's N-S pairs held against it."""
    teams = _teams(facts)
    team_of = {p: t for t, pairs in teams.items() for p in pairs}
    directed: dict[int, set[tuple[int, int]]] = defaultdict(set)
    for g in facts.games:
        a, b = team_of.get(g.ns[0], NO_TEAM), team_of.get(g.ew[0], NO_TEAM)
        if a == b:
            found.add("own team", f"team {a}'s pairs {g.ns[0]} and {g.ew[0]} play each other in "
                                  f"round {g.round} (table {g.table})")
            continue
        for tray in g.trays:
            directed[tray].add((a, b))
    matched = {(min(a, b), max(a, b)) for pairs in directed.values() for a, b in pairs
               if (b, a) in pairs}
    for a, b in combinations(sorted(teams), 2):
        if (a, b) not in matched:
            found.add("team matches", f"teams {a} and {b} have no match: no tray is held by each "
                                      "against the other in both directions")


def _few(numbers) -> str:
    numbers = sorted(numbers)
    shown = ", ".join(map(str, numbers[:8]))
    return shown + (f" and {len(numbers) - 8} more" if len(numbers) > 8 else "")
