"""Teams: matches won (§5, E7) and aggregate tricks (004:896-904, E3).

``matches`` for pairs (the four-pair match, 004:449-455; six pairs,
003:8381): every two pairs that held the same cards at different tables play
a match on those trays; the pair with more tricks wins it, "in case of a tie,
each pair scores a half match", and tricks gained over the pairs compared
decide ties in matches.

``matches``: for two teams A and B the match is the trays on which A's N-S
pair met B's E-W pair and A's E-W pair met B's N-S pair.  More tricks wins the
match (1), equal tricks is half a match each; a tie on the rounded figures is
decided "by the fraction of a trick" when the exact figures differ.  Most
matches wins; ties by net tricks (the sum of the margins): in E7 team c is
third behind d "because it has lost one more trick".

``aggregate``: each team's (or club's) total tricks against half the grand
total (two teams) or the rounded average of all teams (more); a team with an
odd pair adds the average score of the pairs seated opposite it.  Each set of
tables that exchanged trays is reported as a match (E3: "a majority of one
trick at table No. 1 ... three tricks at table No. 2").
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.rounding import mean, whist_round
from tournament.scoring.standings import Cards, Match, Standings
from tournament.scoring.trays import score_cards
from tournament.scoring.methods.common import Entry, Total, rows


def matches(session, trays, policy) -> Standings:
    if session.movement.form == "pairs":
        return _pair_matches(session, trays)
    team_of = session.movement.team_of()
    meetings: dict[tuple, dict[int, list]] = {}
    for tray in trays.values():
        for line in tray.lines:
            ns, ew = line.sides["ns"], line.sides["ew"]
            teams = (team_of.get(ns.entrants[0]), team_of.get(ew.entrants[0]))
            if None in teams or teams[0] == teams[1]:
                continue
            pair = tuple(sorted(teams))
            meetings.setdefault(pair, {}).setdefault(tray.tray, []).append(
                {teams[0]: ns, teams[1]: ew})
    found = []
    for (a, b), by_tray in sorted(meetings.items()):
        a_total, b_total, played = Total(), Total(), []
        for tray, halves in sorted(by_tray.items()):
            if len(halves) != 2 or not all(h[a].in_average and h[b].in_average for h in halves):
                continue
            played.append(tray)
            for half in halves:
                a_total.add(half[a].own, half[a].own_exact)
                b_total.add(half[b].own, half[b].own_exact)
        if played:
            winner = a if a_total.exact > b_total.exact else b if b_total.exact > a_total.exact else None
            found.append(Match(a, b, tuple(played), a_total.shown, b_total.shown, winner))
    return Standings(session.method,
                     rows(_match_entries(found, session.movement.teams or {}), session.names,
                          pairs=_named_pairs(session, session.movement.teams or {})),
                     matches=tuple(found), cards=Cards(lambda: score_cards(trays, session.movement.teams)))


def _pair_matches(session, trays) -> Standings:
    """Pairs compared with every pair that held the same cards at another table.

    A pair a movement names as a round's fill-in (extra key ``fill_ins``) only fills
    the seats: "No notice is taken of the scores made by the N & S hands in the last
    set" (six pairs, 003:8378).
    """
    fill_ins = {(int(r), p) for r, pairs in session.movement.extra.get("fill_ins", {}).items()
                for p in pairs}
    meetings: dict[tuple[int, int], dict] = {}
    for tray in trays.values():
        for key in ("ns", "ew"):
            sides = [line.sides[key] for line in tray.lines if line.sides[key].in_average
                     and (line.play.round, line.sides[key].entrants[0]) not in fill_ins]
            for i, one in enumerate(sides):
                for other in sides[i + 1:]:
                    (a, side_a), (b, side_b) = sorted(((one.entrants[0], one),
                                                      (other.entrants[0], other)))
                    totals = meetings.setdefault((a, b), {"trays": [], a: Total(), b: Total()})
                    totals["trays"].append(tray.tray)
                    totals[a].add(side_a.own, side_a.own_exact)
                    totals[b].add(side_b.own, side_b.own_exact)
    found = []
    for (a, b), totals in sorted(meetings.items()):
        ea, eb = totals[a].exact, totals[b].exact
        found.append(Match(a, b, tuple(sorted(totals["trays"])), totals[a].shown,
                           totals[b].shown, a if ea > eb else b if eb > ea else None))
    entrants = range(1, session.movement.entrants + 1)
    return Standings(session.method,
                     rows(_match_entries(found, entrants, gained=True), session.names),
                     matches=tuple(found))


def _match_entries(found: list[Match], competitors, gained: bool = False) -> list[Entry]:
    """Matches won (1, ½, 0) and net tricks: the margins, or the tricks gained (pairs)."""
    won: dict[int | str, Fraction] = {c: Fraction(0) for c in competitors}
    net = {c: Fraction(0) for c in won}
    tricks: dict[int | str, int | Fraction] = {c: 0 for c in won}
    for m in found:
        gain = 2 * m.margin if gained else m.margin
        for team, own, margin in ((m.a, m.a_tricks, gain), (m.b, m.b_tricks, -gain)):
            won[team] += 1 if m.winner == team else Fraction(1, 2) if m.winner is None else 0
            net[team] += margin
            tricks[team] += own
    return [Entry(t, _whole(won[t]), won[t], tricks=tricks[t], net_tricks=net[t],
                  tie_break=(net[t],)) for t in won]


def _whole(value: Fraction):
    return value.numerator if value.denominator == 1 else value


def aggregate(session, trays, policy) -> Standings:
    clubs = _clubs(session)
    club_of = {pair: club for club, pairs in clubs.items() for pair in pairs}
    pair_total: dict[int, Total] = {}
    direction: dict[int, set] = {}
    for tray in trays.values():
        for line in tray.lines:
            for key, side in line.sides.items():
                for pair in side.entrants:
                    direction.setdefault(pair, set()).add(key)
                    if side.own is not None:
                        pair_total.setdefault(pair, Total()).add(side.own, side.own_exact)
    totals = {club: Total() for club in clubs}
    for pair, total in pair_total.items():
        if pair in club_of:
            totals[club_of[pair]].add(total.shown, total.exact)
    _odd_pairs(clubs, direction, pair_total, totals)
    grand = Total()
    for total in totals.values():
        grand.add(total.shown, total.exact)
    if len(clubs) == 2:
        target = (whist_round(Fraction(grand.shown, 2)), Fraction(grand.exact, 2))
    else:
        target = (whist_round(mean(t.shown for t in totals.values())),
                  mean(t.exact for t in totals.values()))
    entries = [Entry(club, t.shown - target[0], t.exact - target[1], tricks=t.shown,
                     net_tricks=Fraction(t.shown - target[0]))
               for club, t in totals.items()]
    return Standings(session.method, rows(entries, session.names, pairs=_named_pairs(session, clubs)),
                     matches=tuple(_sets(trays, club_of)), averages={"target": target},
                     cards=Cards(lambda: score_cards(trays, clubs)))


def _named_pairs(session, teams) -> dict:
    """Team or club -> its pairs with their names, for the standings."""
    names = session.seat_names
    return {team: tuple((pair, names.get(pair, "")) for pair in pairs)
            for team, pairs in teams.items()}


def _clubs(session) -> dict:
    """Club or team -> its pairs: the session's ``clubs``, else the movement's teams of four."""
    if session.clubs is not None:
        return {club: tuple(pairs) for club, pairs in session.clubs.items()}
    return {team: tuple(pairs) for team, pairs in (session.movement.teams or {}).items()}


def _odd_pairs(clubs, direction, pair_total, totals) -> None:
    """004:898: a team with more pairs one way adds the average score of the opposite way."""
    average = {}
    for key in ("ns", "ew"):
        scores = [pair_total[p] for p, d in direction.items() if d == {key} and p in pair_total]
        if scores:
            average[key] = (whist_round(mean(t.shown for t in scores)), mean(t.exact for t in scores))
    for club, pairs in clubs.items():
        ns = sum(1 for p in pairs if direction.get(p) == {"ns"})
        ew = sum(1 for p in pairs if direction.get(p) == {"ew"})
        short = "ew" if ns > ew else "ns"
        if ns != ew and short in average:
            shown, exact = average[short]
            totals[club].add(abs(ns - ew) * shown, abs(ns - ew) * exact)


def _sets(trays, club_of) -> list[Match]:
    """Each group of tables that exchanged the same trays in a round, as a match of two clubs."""
    sets: dict[tuple, dict] = {}
    for tray in trays.values():
        by_round: dict[int, list] = {}
        for line in tray.lines:
            by_round.setdefault(line.play.round, []).append(line)
        for rnd, lines in by_round.items():
            key = (rnd, tuple(sorted(line.play.table for line in lines)))
            sets.setdefault(key, {}).setdefault(tray.tray, lines)
    found = []
    for (rnd, tables), by_tray in sorted(sets.items()):
        sides = [s for lines in by_tray.values() for line in lines for s in line.sides.values()]
        clubs = sorted({club_of.get(s.entrants[0]) for s in sides}, key=str)
        if len(clubs) != 2 or None in clubs or not all(s.in_average for s in sides):
            continue
        totals = {club: Total() for club in clubs}
        for side in sides:
            totals[club_of[side.entrants[0]]].add(side.own, side.own_exact)
        a, b = clubs
        winner = a if totals[a].exact > totals[b].exact else b if totals[b].exact > totals[a].exact else None
        label = f"round {rnd}, tables {', '.join(map(str, tables))}"
        found.append(Match(a, b, tuple(sorted(by_tray)), totals[a].shown, totals[b].shown,
                           winner, label))
    return found
