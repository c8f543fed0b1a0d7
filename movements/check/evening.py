"""The checker's rules for the forms of an evening: partial Howell, short individuals, arrow switch.

A partial Howell plays some rounds of a Howell, a short individual movement
some rounds of a whist tournament.  Nothing may happen twice that the full
form does once: two pairs meet at most once; two players are partners at most
once and opponents at most twice; an entrant sits out at most once.  What the
short form leaves out is said, not refused: the report's notes name the pairs
that never meet.  Like the rest of :mod:`movements.check`, these rules read
only the movement, never how it was built.

An arrow-switched movement names its switched rounds (``arrow_switch``); the
checker turns them back (:func:`unswitched`) and tests the movement as its
system's, then measures the balance of the movement as played.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from itertools import combinations

from movements.arrow_switch import KEY as ARROW_SWITCH, switch_rounds
from movements.check.facts import Problems, how_often, listing, rounds_of, times_said
from movements.check.rules import one_pair_stationary


def _meet_at_most_once(facts, found: Problems) -> None:
    """Partial Howell: two pairs meet at most once; the pairs that never meet are noted."""
    met = facts.meetings()
    never: dict[int, list[int]] = defaultdict(list)
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        rounds = met.get((a, b), [])
        if len(rounds) > 1:
            found.add("meetings", f"pair {a} meets pair {b} {times_said(len(rounds))} ({rounds_of(rounds)})")
        elif not rounds:
            never[a].append(b)
    if never:
        count = sum(len(v) for v in never.values())
        found.note(f"{count} of the {len(list(combinations(range(facts.movement.entrants), 2)))} "
                   "couples of pairs never meet (a partial movement): "
                   + "; ".join(f"pair {a} never meets {listing(bs)}" for a, bs in sorted(never.items())))


def _every_round_but_one(facts, found: Problems) -> None:
    """Short forms: an entrant plays every round but at most one, and sits out
    alone (with an odd number of pairs, or 4t + 1 players) or never."""
    m = facts.movement
    odd = m.entrants % 2 if m.form == "pairs" else int(m.entrants % 4 == 1)
    for rnd in m.rounds:
        if len(rnd.idle) != odd:
            found.add("sit-outs", f"round {rnd.round} has {len(rnd.idle)} {facts.noun}s sitting out; "
                                  f"with {m.entrants} {facts.noun}s it should have {odd}")
    for who in range(1, m.entrants + 1):
        out = facts.idle_rounds.get(who, [])
        if len(out) > 1:
            found.add("sit-outs", f"{facts.noun} {who} {how_often('sits out', out)}; "
                                  "at most once in a short movement")


def _stationary_seat(facts, found: Problems) -> None:
    """Partial Howell: one pair keeps its seat (or, odd, one seat stays empty all evening)."""
    if facts.movement.entrants % 2 == 0:
        one_pair_stationary(facts, found)
    elif not any(n == len(facts.movement.rounds) for n in facts.empty_seats.values()):
        found.add("stationary", "one seat should stay empty all evening (the missing pair in "
                                "the stationary seat), but none does")


def _partners_once_opponents_twice_at_most(facts, found: Problems) -> None:
    """Short individuals: two players partners at most once, opponents at most twice."""
    partners: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        for side in (g.ns, g.ew):
            for a, b in combinations(sorted(side), 2):
                partners[(a, b)].append(g.round)
    for (a, b), rounds in sorted(partners.items()):
        if len(rounds) > 1:
            found.add("partners", f"players {a} and {b} are partners {times_said(len(rounds))} "
                                  f"({rounds_of(rounds)}); at most once")
    for (a, b), rounds in sorted(facts.meetings().items()):
        if len(rounds) > 2:
            found.add("opponents", f"players {a} and {b} are opponents {times_said(len(rounds))} "
                                   f"({rounds_of(rounds)}); at most twice")


def unswitched(movement, found: Problems):
    """``movement`` with its arrow-switched rounds turned back (itself when it has none);
    a malformed list of switched rounds is a problem."""
    listed = movement.extra.get(ARROW_SWITCH)
    if listed is None:
        return movement
    numbers = {r.round for r in movement.rounds}
    if not isinstance(listed, list) or not listed or not all(
            isinstance(r, int) and not isinstance(r, bool) and r in numbers for r in listed):
        found.add("arrow switch", f"arrow_switch must list some of the movement's rounds, "
                                  f"not {listed!r}")
        return movement
    if len(set(listed)) == len(numbers):
        found.add("arrow switch", "every round is arrow-switched: that is the same movement "
                                  "with the directions renamed, still two winners")
    return replace(movement, rounds=switch_rounds(movement.rounds, set(listed)))


def _triplewhist(facts, found: Problems) -> None:
    """Triplewhist: each two players opponents once of each kind — at a table N, E, S, W
    {N, E} and {S, W} are of the first kind, {N, W} and {E, S} of the second.  (Who sits
    on whose left is another matter: :mod:`movements.check.lead`.)"""
    kinds: dict[tuple[int, int], list[list[int]]] = defaultdict(lambda: [[], []])
    for rnd in facts.movement.rounds:
        for t in rnd.tables:
            if not t.played:
                continue
            for kind, couples in enumerate((((t.n, t.e), (t.s, t.w)), ((t.n, t.w), (t.e, t.s)))):
                for a, b in couples:
                    kinds[(min(a, b), max(a, b))][kind].append(rnd.round)
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        for which, rounds in zip(("first", "second"), kinds[(a, b)]):
            if len(rounds) != 1:
                found.add("triplewhist", f"players {a} and {b} are opponents of the {which} kind "
                                         f"{times_said(len(rounds))}"
                                         f"{' (' + rounds_of(rounds) + ')' if rounds else ''}; "
                                         "they should be once")
