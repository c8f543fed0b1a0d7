"""The checker's rules for matches between two clubs: club-match, league, harvard.

Written from the seeds' words, not from the generators (:mod:`movements.generators.matches.clubs`):

* every two-club match: the extra key ``clubs`` names two clubs that share out
  the entrants; partners are of one club, opponents of the other; every tray
  is played twice, each club holding its N-S cards once and its E-W cards once
  ("the four O's have held between them all the 52 cards dealt at each
  table", 003:7327-7331); nobody sits out.
* ``club-match``: the same two fours hold a tray's cards both times ("the fours
  change places", 003:7316).
* ``league``: a tray is dealt and overplayed at the two tables of one set in
  one round (sets of two tables, 003:7199), and every player partners each of
  the other three of his four equally often (003:7044-7046).
* ``harvard``: the seed's diagrams are lost (004:771-777), so only its stated
  properties are checked, and the meeting pattern our reconstruction promises:
  a deal stays on its table (played there twice, in consecutive rounds) and
  every player changes his seat for the overplay (004:772, 778); ``full``:
  every pair meets every pair of the other team once N-S and once E-W.

The rules take the checker's facts and problem list (:mod:`movements.check`).
"""

from __future__ import annotations

from collections import Counter, defaultdict


def _clubs(facts, found) -> dict[int, str] | None:
    """Entrant -> club, from the movement's ``clubs``; None (reported) when unusable."""
    m = facts.movement
    clubs = m.extra.get("clubs")
    noun = facts.noun
    if not isinstance(clubs, dict) or len(clubs) != 2:
        found.add("clubs", 'a match of two clubs must name them: "clubs": {"O": [...], "X": [...]}')
        return None
    club_of: dict[int, str] = {}
    for club, members in clubs.items():
        for who in members if isinstance(members, list) else ():
            if who in club_of:
                found.add("clubs", f"{noun} {who} plays for both {club_of[who]} and {club}")
            club_of[who] = club
    missing = sorted(facts.everyone - set(club_of))
    if missing:
        found.add("clubs", f"{noun}s {missing} play for no club")
    return club_of


def two_clubs(facts, found) -> None:
    """Partners of one club, opponents of the other, every tray held both ways by each club."""
    club_of = _clubs(facts, found)
    if club_of is None:
        return
    held: dict[int, list[tuple]] = defaultdict(list)          # tray -> (N-S club, E-W club)
    for g in facts.games:
        sides = []
        for side, seat in ((g.ns, "N-S"), (g.ew, "E-W")):
            clubs = {club_of.get(who) for who in side}
            if len(clubs) != 1:
                found.add("partners", f"round {g.round}, table {g.table}: the {seat} partners "
                                      "play for different clubs")
            sides.append(min(clubs, key=str))
        if sides[0] == sides[1]:
            found.add("opponents", f"round {g.round}, table {g.table}: both sides play for "
                                   f"{sides[0]}")
        for tray in g.trays:
            held[tray].append(tuple(sides))
    for tray, plays in sorted(held.items()):
        if len(plays) != 2 or plays[0] != plays[1][::-1]:
            found.add("both ways", f"tray {tray} is not played twice with each club holding its "
                                   f"N-S cards once and its E-W cards once")
    for who, rounds in sorted(facts.idle_rounds.items()):
        if rounds:
            found.add("sit-outs", f"{facts.noun} {who} sits out in round {rounds[0]}; in a club "
                                  "match everybody plays every round")


def same_fours(facts, found) -> None:
    """Club against club: a tray's two plays are by the same two fours (teams)."""
    team_of = facts.movement.team_of()
    fours: dict[int, set] = defaultdict(set)
    for g in facts.games:
        for tray in g.trays:
            fours[tray] |= {team_of.get(g.ns[0]), team_of.get(g.ew[0])}
    for tray, teams in sorted(fours.items()):
        if len(teams) != 2:
            found.add("fours", f"tray {tray} is played by {len(teams)} fours; the two fours "
                               "of a set should hold all its cards between them")


def sets_of_two_tables(facts, found) -> None:
    """League: a tray is played at two tables of one set, in one round."""
    where: dict[int, set] = defaultdict(set)
    for g in facts.games:
        for tray in g.trays:
            where[tray].add((g.round, (g.table + 1) // 2))
    for tray, places in sorted(where.items()):
        if len(places) != 1:
            found.add("sets", f"tray {tray} leaves its set of two tables or its round")


def partners_in_turn(facts, found) -> None:
    """League: each player partners each of the other three of his four equally often."""
    partners: dict[int, Counter] = defaultdict(Counter)
    for g in facts.games:
        for side in (g.ns, g.ew):
            for who in side:
                partners[who].update(p for p in side if p != who)
    for who, counts in sorted(partners.items()):
        if len(counts) != 3 or len(set(counts.values())) != 1:
            found.add("partners", f"player {who} partners {dict(sorted(counts.items()))} "
                                  "(partner: times); he should partner three others equally often")


def deals_stay_players_move(facts, found) -> None:
    """Harvard: a deal is overplayed on its own table in the next round, every player moved."""
    plays: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for g in facts.games:
        for tray in g.trays:
            plays[tray].append((g.round, g.table))
    overplays = set()
    for tray, where in sorted(plays.items()):
        (r1, t1), (r2, t2) = min(where), max(where)
        if t1 != t2 or r2 != r1 + 1:
            found.add("deals stay", f"tray {tray} is not overplayed at its own table in the "
                                    "next round")
        else:
            overplays.add(r1)
    for who, seats in sorted(facts.positions.items()):
        for r in sorted(overplays):
            if r in seats and seats.get(r + 1) == seats[r]:
                found.add("all move", f"{facts.noun} {who} keeps his seat at table {seats[r][0]} "
                                      f"for the overplay in round {r + 1}")


def every_pair_both_ways(facts, found) -> None:
    """Harvard ``full``: every pair meets every opposing pair once N-S and once E-W."""
    if facts.movement.variant != "full":
        return
    club_of = _clubs(facts, found) or {}
    met = Counter((g.ns[0], g.ew[0]) for g in facts.games)
    for a in sorted(club_of):
        for b in sorted(club_of):
            if a < b and club_of[a] != club_of[b] and (met[(a, b)], met[(b, a)]) != (1, 1):
                found.add("meetings", f"pairs {a} and {b} meet {met[(a, b)]} time(s) with {a} "
                                      f"N-S and {met[(b, a)]} with {b} N-S; once each is due")


CLUB_MATCH = (two_clubs, same_fours)
LEAGUE = (two_clubs, sets_of_two_tables, partners_in_turn)
HARVARD = (two_clubs, deals_stay_players_move, every_pair_both_ways)
