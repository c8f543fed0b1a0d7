"""The checker's rules for the seed's memory, couples and Foster pair schedules.

Each rule reads only the movement (its rounds and the extra keys that name
who is who: ``ladies``, ``couples``, ``sets``, ``fill_ins``) through the
checker's facts, never the generators, and reports in the checker's words.

* ``memory``: every player plays each tray he plays exactly twice, once with
  each side's hands, with the same partner and the same opponents (the
  replay "by the same four players", 004:416).
* ``foster-four-pairs`` and ``foster-six-pairs``: every two pairs are
  compared (held the same cards at the other table) in exactly one round,
  the fill-ins of a round excepted (003:8010, 8341); the six pairs keep two
  tables in play every round and the third at most half the time.
* ``ladies-and-gentlemen``: the ladies never move and keep N or E; each
  gentleman keeps his point of the compass and never meets a lady twice, and
  with an odd number of tables or a relay table meets every lady of the progression and
  everyone plays every tray; the relay table deals no original hands; in two halves
  (``halves``) nobody and no tray crosses, and each half is a whole Mitchell.
* ``safford-couples``: husband and wife are never in the same set; every
  player opposes every other but the spouse in exactly one round; every lady
  partners every gentleman but her husband once (003:8818-8823).
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations


# -- memory ---------------------------------------------------------------------

def each_tray_twice_with_both_hands(facts, found) -> None:
    """Memory: each tray a player plays he plays twice, once each side, same partner and foes."""
    holds: dict[tuple[int, int], list] = defaultdict(list)   # (player, tray) -> [(side, partners, foes)]
    for g in facts.games:
        for side, own, other in (("N-S", g.ns, g.ew), ("E-W", g.ew, g.ns)):
            for who in own:
                for tray in g.trays:
                    holds[(who, tray)].append((side, frozenset(own), frozenset(other), g.round))
    for (who, tray), plays in sorted(holds.items()):
        if len(plays) != 2:
            found.add("replay", f"player {who} plays tray {tray} {len(plays)} time(s); in memory "
                                "duplicate he plays it twice, once with each side's hands")
            continue
        (side1, own1, foes1, r1), (side2, own2, foes2, r2) = plays
        if side1 == side2:
            found.add("replay", f"player {who} holds the {side1} hands of tray {tray} both times "
                                f"(rounds {r1} and {r2})")
        if own1 != own2 or foes1 != foes2:
            found.add("replay", f"player {who} replays tray {tray} (round {r2}) with other "
                                f"players than he first played it with (round {r1})")


# -- Foster's pair schedules -------------------------------------------------------

def _comparisons(facts) -> dict[tuple[int, int], set[int]]:
    """(pair, pair) -> the rounds in which they held the same cards at different tables,
    leaving out the pairs a round names as fill-ins."""
    fill_ins = {int(r): set(who) for r, who in facts.movement.extra.get("fill_ins", {}).items()}
    holders: dict[tuple[int, str], set[tuple[int, int]]] = defaultdict(set)   # (tray, side) -> (pair, round)
    for g in facts.games:
        for side, who in (("ns", g.ns[0]), ("ew", g.ew[0])):
            if who in fill_ins.get(g.round, ()):
                continue
            for tray in g.trays:
                holders[(tray, side)].add((who, g.round))
    compared: dict[tuple[int, int], set[int]] = defaultdict(set)
    for held in holders.values():
        for (a, ra), (b, rb) in combinations(sorted(held), 2):
            if a != b:
                compared[(min(a, b), max(a, b))].add(max(ra, rb))
    return compared


def every_two_pairs_compared_once(facts, found) -> None:
    """Each pair is compared with every other pair in exactly one round (fill-ins aside)."""
    compared = _comparisons(facts)
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        rounds = sorted(compared.get((a, b), ()))
        if len(rounds) != 1:
            found.add("comparisons", f"pairs {a} and {b} are compared in {len(rounds)} rounds "
                                     f"{rounds or ''}; each two pairs should be compared in one")


def two_tables_always_in_play(facts, found) -> None:
    """Six pairs: tables 1 and 2 play every round, table 3 in at most half of them."""
    m = facts.movement
    third = 0
    for rnd in m.rounds:
        playing = {t.table for t in rnd.tables if t.played}
        if not {1, 2} <= playing:
            found.add("tables", f"round {rnd.round}: tables 1 and 2 should both be in play")
        third += 3 in playing
    if third * 2 > len(m.rounds) + 1:
        found.add("tables", f"table 3 plays in {third} of {len(m.rounds)} rounds; "
                            "it should play only half the time")


# -- ladies and gentlemen -----------------------------------------------------------

def ladies_sit_still_gentlemen_keep_their_point(facts, found) -> None:
    """Ladies keep their table and N or E; gentlemen keep S or W and meet no lady twice."""
    m = facts.movement
    ladies = set(m.extra.get("ladies", ()))
    if not ladies:
        found.add("ladies", "the movement does not say who the ladies are (extra key 'ladies')")
        return
    for who, where in sorted(facts.positions.items()):
        seats = {seat for _, seat in where.values()}
        tables = {table for table, _ in where.values()}
        if who in ladies and (len(tables) > 1 or len(seats) > 1 or seats - {"n", "e"}):
            found.add("ladies", f"lady {who} moves or leaves N and E ({sorted(seats)}, "
                                f"tables {sorted(tables)})")
        if who not in ladies and (len(seats) > 1 or seats - {"s", "w"}):
            found.add("gentlemen", f"gentleman {who} does not keep to S or to W ({sorted(seats)})")
    moving = {who for who, where in facts.positions.items()
              if who not in ladies and len({table for table, _ in where.values()}) > 1}
    met: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        for man in set(g.ns + g.ew) & moving:
            for lady in set(g.ns + g.ew) & ladies:
                met[(man, lady)].append(g.round)
    for (man, lady), rounds in sorted(met.items()):
        if len(rounds) > 1:
            found.add("meetings", f"gentleman {man} meets lady {lady} {len(rounds)} times "
                                  f"(rounds {rounds})")
    if m.variant == "relay":
        _relay_deals_no_original_hand(facts, found)
    if m.variant == "halves":
        _two_mitchells(facts, found, met)
        return
    if m.variant == "relay" or m.tables % 2:
        every = set(range(1, m.trays + 1))
        for who in sorted(facts.positions):
            missing = every - set(facts.trays_played.get(who, ()))
            out = len(facts.idle_rounds.get(who, ()))
            if out and len(missing) != out * m.trays_per_round:
                found.add("every tray", f"player {who} plays {m.trays - len(missing)} of the "
                                        f"{m.trays} trays; sitting out {out} round"
                                        f"{'s' if out > 1 else ''} he should miss "
                                        f"{out * m.trays_per_round}")
            elif missing and not out:
                found.add("every tray", f"player {who} never plays trays {sorted(missing)}")
        progression = {lady for _, lady in met}
        for man in sorted(moving):
            missed = sorted(lady for lady in progression if (man, lady) not in met)
            if missed:
                found.add("meetings", f"gentleman {man} never meets lad"
                                      f"{'ies' if len(missed) > 1 else 'y'} {missed}")


def _two_mitchells(facts, found, met) -> None:
    """003:8790, "unless half the number of tables is an odd number, when the method already
    described may be used", read as the method in each half (extra key ``halves``): two
    halves of an odd number of tables; nobody and no tray crosses between them; in each
    half every gentleman meets every lady and everyone plays every tray of it."""
    m = facts.movement
    halves = m.extra.get("halves")
    n = m.tables
    if halves != [list(range(1, n // 2 + 1)), list(range(n // 2 + 1, n + 1))] or n // 2 % 2 == 0:
        found.add("halves", f"the two halves should be named (extra key 'halves') as tables "
                            f"1-{n // 2} and {n // 2 + 1}-{n}, each an odd number, not {halves!r}")
        return
    half_of = {t: i for i, tables in enumerate(halves) for t in tables}
    ladies = set(m.extra.get("ladies", ()))
    people: list[set[int]] = [set(), set()]
    trays: list[set[int]] = [set(), set()]
    for who, where in facts.positions.items():
        sides = {half_of[table] for table, _ in where.values()}
        if len(sides) > 1:
            found.add("halves", f"player {who} plays in both halves of the room")
        for side in sides:
            people[side].add(who)
    for g in facts.games:
        trays[half_of[g.table]].update(g.trays)
    if trays[0] & trays[1]:
        found.add("halves", f"tray {min(trays[0] & trays[1])} is played in both halves")
    for side in (0, 1):
        for who in sorted(people[side]):
            missing = trays[side] - set(facts.trays_played.get(who, ()))
            if missing:
                found.add("every tray", f"player {who} never plays trays {sorted(missing)} "
                                        f"of his half")
            if who in ladies:
                continue
            missed = sorted(lady for lady in people[side] & ladies if (who, lady) not in met)
            if missed:
                found.add("meetings", f"gentleman {who} never meets ladies {missed} of his half")


def _relay_deals_no_original_hand(facts, found) -> None:
    """The 1st method (003:8792): the relay table, "which must not be either the first or
    the last, deals no original hands, but overplays all the hands coming from the other
    tables": every tray it plays was played at another table in an earlier round or slot."""
    m = facts.movement
    relay = m.extra.get("relay_table")
    if not isinstance(relay, int) or not 1 < relay < m.tables:
        found.add("relay", f"the relay table must be named (extra key 'relay_table') and be "
                           f"neither the first nor the last table, not {relay!r}")
        return
    first: dict[int, tuple[int, int]] = {}           # tray -> (round, slot) of its first play
    for g in facts.games:
        if g.table != relay:
            for slot, tray in enumerate(g.trays):
                first[tray] = min(first.get(tray, (g.round, slot)), (g.round, slot))
    for g in facts.games:
        if g.table == relay:
            for slot, tray in enumerate(g.trays):
                if first.get(tray, (g.round, slot)) >= (g.round, slot):
                    found.add("relay", f"the relay table {relay} deals tray {tray} (round "
                                       f"{g.round}): it must deal no original hands, only "
                                       f"overplay hands already played")


# -- Safford's married couples --------------------------------------------------------

def couples_apart_and_everyone_met_once(facts, found) -> None:
    """Spouses never in one set; all others opponents once; each lady partners each other man once."""
    m = facts.movement
    couples = [tuple(pair) for pair in m.extra.get("couples", {}).values()]
    sets = [set(s) for s in m.extra.get("sets", ())]
    if not couples or not sets:
        found.add("couples", "the movement does not name its couples and sets "
                             "(extra keys 'couples' and 'sets')")
        return
    set_of = {table: i for i, tables in enumerate(sets) for table in tables}
    spouse = {a: b for a, b in couples} | {b: a for a, b in couples}
    for who, where in sorted(facts.positions.items()):
        wife = who if who in dict(couples) else spouse.get(who)
        if who != wife:
            continue
        for r, (table, _) in sorted(where.items()):
            his = facts.positions.get(spouse[who], {}).get(r)
            if his and set_of.get(his[0]) == set_of.get(table):
                found.add("couples", f"players {who} and {spouse[who]} (a couple) are in the same "
                                     f"set in round {r}")
    opponents = facts.meetings()
    partners: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        for side in (g.ns, g.ew):
            a, b = sorted(side)
            partners[(a, b)].append(g.round)
    wives = {a for a, _ in couples}
    for a, b in combinations(range(1, m.entrants + 1), 2):
        if spouse.get(a) == b:
            continue
        times = len(opponents.get((a, b), ()))
        if times != 1:
            found.add("opponents", f"players {a} and {b} are opponents in {times} rounds; "
                                   "they should be in one")
        if (a in wives) != (b in wives) and len(partners.get((a, b), ())) != 1:
            found.add("partners", f"players {a} and {b} are partners "
                                  f"{len(partners.get((a, b), ()))} times; they should be once")
