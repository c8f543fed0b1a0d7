"""Clubs: the sum of the sets' majorities (003:7449-7484, example E3).

Foster's club against club and League matches: on every tray each club holds
the N-S cards once and the E-W cards once, so "if the total of the tricks
taken by the same team on the N & S and the E & W hands is not 13, it must be
a loss or a gain".  The trays are grouped by the table they were first dealt
at ("distinguished by the number of the table at which they are first dealt",
003:7443); a club's *majority* at a table is its tricks on those trays over
half their total ("the O team had a majority of one trick at table No. 1,
while the X team had a majority of three tricks at table No. 2, leaving them
the winners of the match by two tricks").  Tables whose players or trays mix
form a *set*; the match is the sum of every set's majorities, each reported as
a match at its table.  A tray is counted only when every play of it is in.
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.standings import Cards, Match, Standings
from tournament.scoring.trays import score_cards
from tournament.scoring.methods.common import Entry, Total, rows
from tournament.scoring.methods.teams import _named_pairs, _whole


def club_sets(session, trays, policy) -> Standings:
    clubs = {club: tuple(members) for club, members in session.clubs.items()}
    club_of = {who: club for club, members in clubs.items() for who in members}
    a, b = clubs
    tricks: dict[int, dict] = {}                     # table first dealt at -> club -> Total
    dealt: dict[int, list[int]] = {}
    for tray in sorted(trays.values(), key=lambda t: t.tray):
        sides = [side for line in tray.lines for side in line.sides.values()]
        if not sides or not all(s.in_average and club_of.get(s.entrants[0]) for s in sides):
            continue
        home = min(tray.lines, key=lambda line: (line.play.round, line.play.slot)).play.table
        totals = tricks.setdefault(home, {a: Total(), b: Total()})
        for side in sides:
            totals[club_of[side.entrants[0]]].add(side.own, side.own_exact)
        dealt.setdefault(home, []).append(tray.tray)
    sets = _sets(session.movement)
    found = []
    for table, totals in sorted(tricks.items()):
        ea, eb = totals[a].exact, totals[b].exact
        found.append(Match(a, b, tuple(dealt[table]), totals[a].shown, totals[b].shown,
                           a if ea > eb else b if eb > ea else None,
                           f"table {table} (set of tables {sets[table]})"))
    majority = {a: [Fraction(0), Fraction(0)], b: [Fraction(0), Fraction(0)]}   # shown, exact
    for totals in tricks.values():
        for club, other in ((a, b), (b, a)):
            majority[club][0] += Fraction(totals[club].shown - totals[other].shown, 2)
            majority[club][1] += Fraction(totals[club].exact - totals[other].exact, 2)
    entries = [Entry(club, _whole(shown), exact, net_tricks=shown,
                     tricks=sum(t[club].shown for t in tricks.values()))
               for club, (shown, exact) in majority.items()]
    return Standings(session.method, rows(entries, session.names, pairs=_named_pairs(session, clubs)),
                     matches=tuple(found), cards=Cards(lambda: score_cards(trays, clubs)))


def _sets(movement) -> dict[int, str]:
    """Table -> the tables of its set: those its players or trays share, as "1, 2"."""
    parent = {t: t for t in range(1, movement.tables + 1)}

    def root(t: int) -> int:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    first: dict[tuple, int] = {}
    for rnd in movement.rounds:
        for table in rnd.tables:
            for key in [("tray", tray) for tray in table.trays] + \
                       [("who", who) for who in table.ns_side + table.ew_side]:
                other = first.setdefault(key, table.table)
                parent[root(other)] = root(table.table)
    members: dict[int, list[int]] = {}
    for t in parent:
        members.setdefault(root(t), []).append(t)
    return {t: ", ".join(map(str, sorted(members[root(t)]))) for t in parent}
