"""The rules of each system, as small functions over the :class:`~movements.check.facts.Facts`."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

from movements.check.facts import Facts, Problems, how_often, listing, rounds_of, times_said

def north_south_stay(facts: Facts, found: Problems) -> None:
    """Mitchell family: a pair that sits N-S keeps its table and seat all evening."""
    for who, where in sorted(facts.positions.items()):
        seats = {seat for _, seat in where.values()}
        tables = sorted({table for table, _ in where.values()})
        if "ns" in seats and "ew" in seats:
            found.add("N-S stay", f"pair {who} sits N-S in some rounds and E-W in others")
        elif "ns" in seats and len(tables) > 1:
            found.add("N-S stay", f"N-S pair {who} moves: it sits at tables {listing(tables)}")


def every_tray(facts: Facts, found: Problems) -> None:
    """Every entrant plays every tray exactly once, save the trays of the
    rounds it sits out: those of the round's one empty table (the missing pair's,
    where it would have played), or those at its table opposite the missing pair
    in a file that also seats it, or, when neither says, as many as a round holds."""
    m = facts.movement
    all_trays = set(range(1, m.trays + 1))
    empty = {rnd.round: [t.trays for t in rnd.tables if not t.ns_side and not t.ew_side]
             for rnd in m.rounds}
    for who in range(1, m.entrants + 1):
        played = set(facts.trays_played.get(who, ()))
        if not played:
            continue                         # already reported: never plays
        excused: set[int] = set()
        unseated = 0
        for r in facts.idle_rounds.get(who, ()):
            seat = facts.positions.get(who, {}).get(r)
            if seat:
                excused.update(facts.table_trays[(r, seat[0])])
            elif len(empty.get(r, ())) == 1:
                excused.update(empty[r][0])
            else:
                unseated += 1
        missing = all_trays - played - excused
        if not unseated and missing:
            found.add("every tray", f"{facts.noun} {who} never plays tray"
                                    f"{'s' if len(missing) > 1 else ''} {listing(missing)}")
        elif unseated:
            expected = m.trays - len(excused) - unseated * m.trays_per_round
            if len(played) != expected:
                found.add("every tray", f"{facts.noun} {who} plays {len(played)} of the {m.trays} "
                                        f"trays; sitting out {times_said(unseated)} it should "
                                        f"play {expected}")


def north_south_meet_east_west_evenly(facts: Facts, found: Problems) -> None:
    """Odd number of tables: every N-S pair meets every E-W pair, all equally often."""
    m = facts.movement
    if m.tables % 2 == 0:
        return
    ns_pairs = sorted(w for w, where in facts.positions.items()
                      if any(seat == "ns" for _, seat in where.values()))
    ew_pairs = sorted(set(facts.positions) - set(ns_pairs))
    met = facts.meetings()
    counts = {(a, b): len(met.get((min(a, b), max(a, b)), ())) for a in ns_pairs for b in ew_pairs}
    usual = Counter(counts.values()).most_common(1)[0][0] if counts else 0
    for (a, b), n in counts.items():
        if n == 0:
            found.add("meetings", f"N-S pair {a} never meets E-W pair {b}")
        elif n != usual:
            rounds = met[(min(a, b), max(a, b))]
            found.add("meetings", f"N-S pair {a} meets E-W pair {b} {times_said(n)} "
                                  f"({rounds_of(rounds)}), where other pairs meet {times_said(usual)}")


def every_two_meet_once(facts: Facts, found: Problems) -> None:
    """Howell: every pair meets every other pair exactly once."""
    met = facts.meetings()
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        rounds = met.get((a, b), [])
        if len(rounds) == 0:
            found.add("meetings", f"pair {a} never meets pair {b}")
        elif len(rounds) > 1:
            found.add("meetings", f"pair {a} meets pair {b} {times_said(len(rounds))} ({rounds_of(rounds)})")


def one_pair_stationary(facts: Facts, found: Problems) -> None:
    """Howell: one pair keeps its table and seat; with an odd number of pairs the
    missing pair takes that seat, so the seat stays empty and its opponent sits out."""
    m = facts.movement
    rounds = len(m.rounds)
    if m.entrants % 2 == 0:
        if not any(len(where) == rounds and len(set(where.values())) == 1
                   for where in facts.positions.values()):
            found.add("stationary", "no pair keeps the same table and seat all evening")
        return
    if not any(n == rounds for n in facts.empty_seats.values()):
        found.add("stationary", f"with {m.entrants} pairs one seat should stay empty all evening "
                                "(the missing pair in the stationary seat), but none does")
    for rnd in m.rounds:
        if len(rnd.idle) != 1:
            found.add("sit-outs", f"round {rnd.round} has {len(rnd.idle)} pairs sitting out; "
                                  "with an odd number of pairs exactly one sits out")
    for who in range(1, m.entrants + 1):
        out = facts.idle_rounds.get(who, [])
        if len(out) != 1:
            found.add("sit-outs", f"pair {who} {how_often('sits out', out)}; it should sit out once")


def team_matches(facts: Facts, found: Problems) -> None:
    """Teams of four: every two teams meet and play a duplicate match, and a
    team never plays against itself.

    Teams A and B have a match on a tray when a pair of A held the N-S cards
    against a pair of B and, elsewhere, a pair of B held the N-S cards against
    A's other pair: A's two results on that tray compare the same cards.

    Two variants the seeds print differ on purpose.  ``own-table-first``
    (Gilman, 003:7891): in round 1 every team plays at its own table against
    itself, for the pairs' own scores.  ``total-tricks`` (three teams,
    004:878): instead of matches, every team holds both the N-S and the E-W
    cards of every tray, and teams compare their totals.
    """
    m = facts.movement
    team_of = m.team_of()
    directed: dict[int, set[tuple[int, int]]] = defaultdict(set)    # tray -> (N-S team, E-W team)
    met: set[tuple[int, int]] = set()
    own_round: set[int] = set()
    for g in facts.games:
        ns_team, ew_team = team_of.get(g.ns[0]), team_of.get(g.ew[0])
        if ns_team is None or ew_team is None:
            continue                              # reported with the teams map
        if ns_team == ew_team:
            if m.variant == "own-table-first" and g.round == 1:
                own_round.add(ns_team)
            else:
                found.add("own team", f"team {ns_team}'s own pairs play each other in "
                                      f"round {g.round} (table {g.table})")
            continue
        met.add((min(ns_team, ew_team), max(ns_team, ew_team)))
        for tray in g.trays:
            directed[tray].add((ns_team, ew_team))
    teams = sorted(m.teams or {})
    if m.variant == "own-table-first":
        for team in sorted(set(teams) - own_round):
            found.add("own team", f"team {team} does not play at its own table in round 1")
    for a, b in combinations(teams, 2):
        if (a, b) not in met:
            found.add("team meetings", f"teams {a} and {b} never meet")
    if m.variant == "total-tricks":
        both_directions_of_every_tray(teams, directed, found)
        return
    matched = {(min(a, b), max(a, b)) for pairs in directed.values()
               for a, b in pairs if (b, a) in pairs}
    for a, b in sorted(met - matched):
        found.add("team matches", f"teams {a} and {b} have no match: no tray is played by "
                                  f"both teams in both directions against each other")


def both_directions_of_every_tray(teams, directed, found: Problems) -> None:
    for tray, pairs in sorted(directed.items()):
        for team in teams:
            missing = [side for side, held in (("N-S", {a for a, _ in pairs}),
                                               ("E-W", {b for _, b in pairs})) if team not in held]
            if missing:
                found.add("total tricks", f"team {team} never holds the {' or '.join(missing)} "
                                          f"cards of tray {tray}")


def whist_tournament(facts: Facts, found: Problems) -> None:
    """Individuals: every two players partners exactly once and opponents exactly twice."""
    partners: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        for side in (g.ns, g.ew):
            for a, b in combinations(sorted(side), 2):
                partners[(a, b)].append(g.round)
    opponents = facts.meetings()
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        together = partners.get((a, b), [])
        if len(together) != 1:
            found.add("partners", f"players {a} and {b} {how_often('are partners', together)}"
                                  "; they should be once")
        against = opponents.get((a, b), [])
        if len(against) != 2:
            found.add("opponents", f"players {a} and {b} {how_often('are opponents', against)}"
                                   "; they should be twice")


def sit_outs_of_individuals(facts: Facts, found: Problems) -> None:
    """4t+1 players: one sits out each round, each player once; 4t players: nobody."""
    m = facts.movement
    per_round = 1 if m.entrants % 4 == 1 else 0
    for rnd in m.rounds:
        if len(rnd.idle) != per_round:
            found.add("sit-outs", f"round {rnd.round} has {len(rnd.idle)} players sitting out; "
                                  f"with {m.entrants} players it should have {per_round}")
    if per_round:
        for who in range(1, m.entrants + 1):
            out = facts.idle_rounds.get(who, [])
            if len(out) != 1:
                found.add("sit-outs", f"player {who} {how_often('sits out', out)}; "
                                      "every player should sit out once")


def every_tray_of_the_round(facts: Facts, found: Problems) -> None:
    """Individuals: every player plays every tray of the rounds he plays."""
    round_trays: dict[int, set[int]] = defaultdict(set)
    for g in facts.games:
        round_trays[g.round].update(g.trays)
    for g in facts.games:
        missing = round_trays[g.round] - set(g.trays)
        if missing:
            found.add("round trays", f"the players at table {g.table} in round {g.round} "
                                     f"miss tray{'s' if len(missing) > 1 else ''} {listing(missing)} "
                                     "of that round")


