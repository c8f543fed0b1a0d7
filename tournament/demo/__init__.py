"""The demo club's sessions: whist-session/1 documents with plausible play.

``compass-e2.json`` is Foster's compass example (003:8408-8492) with per-tray
results that give his printed totals; the other sessions are made here from
a generated movement and seeded random play.
"""

import datetime
import random
from pathlib import Path

from tournament.scoring.registry import ranks_teams

DEMO_DIR = Path(__file__).resolve().parent

PLAYERS = """Barney Mitchell Howell Safford Foster Gilman Clay Snow Trist Cavendish Pole Deschapelles
Hoyle Dick Drayson Elwell Whitfeld Work Wheeler Perkins Lenz Hamilton Milton Payne Manning
Hale Ward Rhodes Frost Bates Carver Dunn Eaton""".split()
TEAMS = "Reds Blues Golds Greens Whites Blacks Greys Browns".split()


def _pair_names(count: int) -> dict[str, str]:
    """Pair names 'Mr A & Mr B' from a list of the game's great names."""
    return {str(n): f"{PLAYERS[(2 * n - 2) % len(PLAYERS)]} & {PLAYERS[(2 * n - 1) % len(PLAYERS)]}"
            for n in range(1, count + 1)}


def _names(movement, method: str) -> dict:
    """The session's names: the pairs', or the teams' and their pairs' when teams are ranked."""
    pairs = _pair_names(movement.entrants)
    if not ranks_teams(method, movement.form):
        return {"names": pairs}
    teams = {str(t): TEAMS[t - 1] if t <= len(TEAMS) else f"Team {t}" for t in sorted(movement.teams)}
    return {"names": teams, "pair_names": pairs}


def played_session(name: str, date: str, method: str, movement, rounds_played: int, seed: int) -> dict:
    """A whist-session/1 document with plausible results for the first ``rounds_played`` rounds.

    Each tray gets a strength for N-S, and each table's result varies about it,
    as real play does.
    """
    rng = random.Random(seed)
    strength = {t: rng.randint(4, 9) for t in range(1, movement.trays + 1)}
    results = [{"round": p.round, "table": p.table, "tray": p.tray,
                "ns": max(0, min(13, strength[p.tray] + rng.choice((-1, 0, 0, 0, 1, 1, -2, 2)))),
                "revokes": {"ns": 0, "ew": 0}, "adjusted": None}
               for p in movement.plays() if p.round <= rounds_played]
    return {"format": "whist-session/1", "name": name, "date": date, "laws": "1900", "method": method,
            "movement": movement.to_json(), **_names(movement, method), "deals": {},
            "results": results}


MEMBERS = """Alice Barney, Bob Mitchell, Carol Howell, Dan Safford, Edith Foster, Frank Gilman,
Grace Clay, Henry Snow, Irene Trist, James Pole, Kate Hoyle, Louis Drayson, Mary Elwell,
Noah Whitfeld, Olive Work, Paul Wheeler, Ruth Perkins, Sam Lenz""".replace("\n", " ").split(", ")


def season_fields(evenings: int, pairs: int = 8) -> list[list[str]]:
    """Each evening's pairs from the club's members: most keep their partner, a few change
    (Alice Barney plays with a different partner every week), and one pair sits out in turn."""
    fields = []
    for week in range(evenings):
        present = [m for i, m in enumerate(MEMBERS) if i // 2 != (week + 3) % (len(MEMBERS) // 2)]
        alice, others = present[0], present[1:]
        partner = others.pop(week % 3)
        lines = [f"{alice} & {partner}"] + [f"{a} & {b}" for a, b in zip(others[::2], others[1::2])]
        fields.append(lines[:pairs])
    return fields


def club_evening(name: str, date: str, pairs: list[str], seed: int, trays_per_round: int = 2) -> dict:
    """A club evening's session: a Mitchell of the pairs named ("Alice Smith & Bob Jones"),
    every round played with seeded plausible results (the demo's season, and the ladder tests)."""
    import movements
    movement = movements.generate("mitchell", len(pairs), trays_per_round=trays_per_round)
    return named_session(name, date, "compass", movement, pairs, seed)


def named_session(name: str, date: str, method: str, movement, names: list[str], seed: int,
                  pair_names: list[str] | None = None) -> dict:
    """A fully played session whose entrants are named: pairs, players, or teams (then
    ``pair_names`` names their pairs, two a team)."""
    doc = played_session(name, date, method, movement, len(movement.rounds), seed)
    doc["names"] = {str(n): line for n, line in enumerate(names, 1)}
    if pair_names:
        doc["pair_names"] = {str(n): line for n, line in enumerate(pair_names, 1)}
    return doc


VISITOR = "Vera Vance"


def autumn_season() -> list[dict]:
    """The demo club's autumn of every form, oldest first: four Tuesday pairs Mitchells (8
    trays), two Thursday teams-of-four evenings, two individuals evenings (the first with a
    visitor, Vera Vance) and a long Howell pairs evening (9 pairs, 24 trays each)."""
    import movements
    fields = season_fields(4)
    docs = []
    for week, field in enumerate(fields):
        date = datetime.date(2026, 10, 6) + datetime.timedelta(weeks=week)
        docs.append(club_evening(f"Tuesday pairs {date:%d %b}", date.isoformat(), field, seed=40 + week))
    teams = movements.generate("howell-teams", 4)
    for week, (day, seed) in enumerate(((8, 50), (22, 51))):
        members = MEMBERS[2 * week:] + MEMBERS[:2 * week]
        pairs = [f"{a} & {b}" for a, b in zip(members[0:16:2], members[1:16:2])]
        docs.append(named_session(f"Teams of four {day} Oct", f"2026-10-{day:02d}", "matches", teams,
                                  TEAMS[:4], seed, pair_names=pairs))
    docs.append(named_session("Individuals 12 Oct", "2026-10-12", "individual-loss",
                              movements.generate("howell-eight-individuals", 8), MEMBERS[:7] + [VISITOR], 60))
    docs.append(named_session("Individuals 26 Oct", "2026-10-26", "individual-loss",
                              movements.generate("twelve-individuals", 12), MEMBERS[6:18], 61))
    howell = movements.generate("howell-pairs", 9, trays_per_round=3)
    docs.append(named_session("Long Howell 3 Nov", "2026-11-03", "howell", howell,
                              [f"{a} & {b}" for a, b in zip(MEMBERS[1:20:2], MEMBERS[2:20:2])]
                              + [f"{MEMBERS[0]} & {MEMBERS[17]}"], 70))
    return sorted(docs, key=lambda doc: doc["date"])
