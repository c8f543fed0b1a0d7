"""The checker's rules for Put-in-Bay (004:829-833), read from the seats alone.

"The tables were arranged in three rows, each team seated in a separate row ...
Before the play commenced, the East and West players moved to the corresponding
tables in the next row ... Each row then proceeded to play independently, under
the Mitchell System.  When each row had completed its play, the East and West
players moved across to the next row again, as before, while the deals were
moved to the corresponding tables in the next row in the other direction".

A team's row is the tables its N-S pairs hold (the extra key ``clubs`` names
the teams); the tables no team holds are the dummy row of an even number of
teams.  A stage is as many rounds as a row has tables.  The rules:

* within a stage the E-W pairs move up one table of their row each round and
  the trays down one (the Mitchell System); in a row of an even number of tables
  the E-W pairs skip one table after half the stage, the seed's first
  modification (004:585), so each meets one N-S pair of the row twice and
  misses one;
* at a change of stage every E-W pair goes to the corresponding table (same
  place in the row) of the next row, and every row's deals to the corresponding
  tables of one other row;
* every N-S pair meets every E-W pair of every other team once (odd rows), or
  as the first modification says (even rows).

This module does not import :mod:`movements.check`; it is called with its facts.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from movements.check.teams_seed import _team_meetings, _teams, each_pair_meets_the_other_teams_once


class _Rows:
    """Table -> (row, place in the row), rows numbered by their team (the dummy row last)."""

    def __init__(self, facts):
        self.facts = facts
        m = facts.movement
        teams = _teams(facts)
        north = {g.ns[0]: g.table for g in facts.games}
        self.place: dict[int, tuple[int, int]] = {}
        for team, pairs in sorted(teams.items()):
            for i, table in enumerate(sorted({north[p] for p in pairs if p in north})):
                self.place[table] = (team, i)
        self.size = max((i for _, i in self.place.values()), default=-1) + 1
        rest = [t for t in range(1, m.tables + 1) if t not in self.place]
        self.count = len(teams) + (1 if rest else 0)
        for i, table in enumerate(rest):
            self.place[table] = (self.count, i)
        self.rounds = sorted(m.rounds, key=lambda r: r.round)

    def steps(self) -> list[int]:
        """How many tables the E-W pairs move after each round of a stage but the last."""
        k = self.size
        return [2 if k % 2 == 0 and j == k // 2 - 1 else 1 for j in range(k - 1)]


def rows_play_mitchells(facts, found) -> None:
    """The E-W pairs and the deals move as the seed says, within a stage and between stages."""
    rows = _Rows(facts)
    k, count = rows.size, rows.count
    if k < 1 or len(rows.rounds) != (count - 1) * k or any(
            Counter(r for r, _ in rows.place.values())[row] != k for row in range(1, count + 1)):
        found.add("rows", f"the tables should make {count} rows of {k}, and the evening "
                          f"{count - 1} stages of {k} rounds")
        return
    steps = rows.steps()
    for i, (a, b) in enumerate(zip(rows.rounds, rows.rounds[1:])):
        j = i % k
        change = j == k - 1
        east_west_before = {t.ew: rows.place[t.table] for t in a.tables if t.ew is not None}
        for t in b.tables:
            if t.ew is None or t.ew not in east_west_before:
                continue
            row, place = east_west_before[t.ew]
            want = ((row % count + 1, place) if change else (row, (place + steps[j]) % k))
            if rows.place[t.table] != want:
                how = ("to the corresponding table of the next row" if change else
                       f"up {steps[j]} table{'s' if steps[j] > 1 else ''} in its row")
                found.add("rows", f"after round {a.round} E-W pair {t.ew} goes from table "
                                  f"{_table(rows, row, place)} to table {t.table}; it should go "
                                  f"{how} (table {_table(rows, *want)})")
        trays_now = {t.trays: rows.place[t.table] for t in b.tables}
        went = defaultdict(set)
        for t in a.tables:
            row, place = rows.place[t.table]
            now = trays_now.get(t.trays)
            if now is None:
                found.add("rows", f"the trays {list(t.trays)} of table {t.table} in round "
                                  f"{a.round} are at no table in round {b.round}")
                continue
            want_place = place if change else (place - 1) % k
            went[row].add(now[0])
            if now[1] != want_place:
                how = "to the corresponding table of a row" if change else "down one table"
                found.add("rows", f"after round {a.round} the trays of table {t.table} go to "
                                  f"table {_table(rows, *now)}; they should go {how}")
        if change:
            for row, targets in sorted(went.items()):
                if len(targets) > 1:
                    found.add("rows", f"after round {a.round} the deals of row {row} go to rows "
                                      f"{sorted(targets)}; they should all go to one row")


def _table(rows: _Rows, row: int, place: int) -> int:
    return next(t for t, at in rows.place.items() if at == (row, place))


def meetings(facts, found) -> None:
    """Every N-S pair meets every E-W pair of every other team once, or (rows of an even
    number of tables, the first modification) each E-W pair meets one N-S pair of each other
    team twice, misses one and meets the rest once."""
    rows = _Rows(facts)
    if rows.size % 2:
        each_pair_meets_the_other_teams_once(facts, found)
        return
    teams = _teams(facts)
    met = _team_meetings(facts)
    north = {g.ns[0] for g in facts.games}
    want = sorted([2, 0] + [1] * (rows.size - 2))
    for a, a_pairs in sorted(teams.items()):
        row = sorted(set(a_pairs) & north)
        for b, b_pairs in sorted(teams.items()):
            if a == b:
                continue
            for ew in sorted(set(b_pairs) - north):
                counts = [len(met.get((ns, ew), [])) for ns in row]
                if sorted(counts) != want:
                    found.add("meetings", f"E-W pair {ew} (team {b}) meets the N-S pairs "
                                          f"{row} of team {a} {counts} times; under the first "
                                          f"modification it meets one twice, misses one and "
                                          f"meets the others once")
