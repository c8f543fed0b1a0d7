"""Direct property checks for the teams and fixed-schedule tests.

Independent of :mod:`movements.check` (written elsewhere): each function
returns a list of problems in words, empty when the movement is right.
"""

from collections import Counter, defaultdict

from movements.model import Movement

from movements.check import check


def universal_problems(m: Movement) -> list[str]:
    """The spec's four properties for every movement, plus idle bookkeeping."""
    problems = []
    everyone = set(range(1, m.entrants + 1))
    plays = defaultdict(list)
    for r in m.rounds:
        seated = [x for t in r.tables for x in t.seats().values() if x is not None]
        for who, n in Counter(seated).items():
            if n > 1:
                problems.append(f"round {r.round}: entrant {who} holds {n} seats")
        playing = {x for t in r.tables if t.played for x in t.ns_side + t.ew_side}
        if set(r.idle) != everyone - playing:
            problems.append(f"round {r.round}: idle {sorted(r.idle)} but not playing "
                            f"{sorted(everyone - playing)}")
        for slot in range(max(len(t.trays) for t in r.tables)):
            trays = [t.trays[slot] for t in r.tables if slot < len(t.trays)]
            for tray, n in Counter(trays).items():
                if n > 1:
                    problems.append(f"round {r.round} slot {slot + 1}: tray {tray} at {n} tables")
    for p in m.plays():
        for who in p.ns + p.ew:
            plays[who].append(p.tray)
        if m.form != "individuals" and (len(p.ns) != 1 or len(p.ew) != 1):
            problems.append(f"round {p.round}: a pair seat holds {p.ns} / {p.ew}")
    for who, trays in plays.items():
        for tray, n in Counter(trays).items():
            if n > 1:
                problems.append(f"entrant {who} plays tray {tray} {n} times")
    times = Counter(p.tray for p in m.plays())
    for tray in range(1, m.trays + 1):
        if times[tray] < 2:
            problems.append(f"tray {tray} is played {times[tray]} times")
    return problems


def match_problems(m: Movement, own_round_allowed: bool = False) -> list[str]:
    """The duplicate match: for every two teams a tray set on which each team's
    N-S pair met the other's E-W pair; every two teams meet once each way; a
    team's own pairs never oppose (unless ``own_round_allowed`` in round 1)."""
    problems = []
    team = m.team_of()
    ns_of = {t: pairs[0] for t, pairs in m.teams.items()}
    ew_of = {t: pairs[1] for t, pairs in m.teams.items()}
    met = defaultdict(list)                       # (N-S pair, E-W pair) -> trays
    for r in m.rounds:
        for t in r.tables:
            if not t.played:
                continue
            if team[t.ns] == team[t.ew] and not (own_round_allowed and r.round == 1):
                problems.append(f"round {r.round}: team {team[t.ns]} plays itself at table {t.table}")
            met[(t.ns, t.ew)].append(frozenset(t.trays))
    for a in m.teams:
        for b in m.teams:
            if a >= b:
                continue
            one, two = met[(ns_of[a], ew_of[b])], met[(ns_of[b], ew_of[a])]
            if len(one) != 1 or len(two) != 1:
                problems.append(f"teams {a} and {b} meet {len(one)} and {len(two)} times")
            elif one[0] != two[0]:
                problems.append(f"teams {a} and {b} play different trays in the two halves")
    return problems


def generic_problems(m: Movement) -> list[str]:
    """What the generic checker says: it must agree with the properties here."""
    return list(check(m).problems)
