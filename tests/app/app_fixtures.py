"""Helpers that build events for the application tests (no pytest fixtures here)."""

import datetime

import movements
from tournament.seated import movement_of
from tournament.evening import entrants, lifecycle, results
from tournament.demo import played_session
from tournament.models import Event, Result

PASSWORD = "a-long-test-password"


def make_event(club, form="pairs", method="compass", count=10, name="Tuesday compass"):
    """A draft event with ``count`` pairs, teams or players entered."""
    event = Event.objects.create(club=club, name=name, date=datetime.date(1897, 7, 5),
                                 form=form, method=method)
    if form == "individuals":
        lines = [f"Player {n}" for n in range(1, count + 1)]
    elif form == "teams":
        lines = [f"Team {n}: A{n} & B{n}; C{n} & D{n}" for n in range(1, count + 1)]
    else:
        lines = [f"North{n} & South{n}" for n in range(1, count + 1)]
    entrants.replace_entrants(event, entrants.parse(form, "\n".join(lines)))
    return event


def seated(club, system="mitchell", count=10, form="pairs", method="compass", **kwargs):
    """A seated event of ``count`` entrants with ``system``."""
    event = make_event(club, form=form, method=method, count=count)
    return lifecycle.seat(event, movements.generate(system, count, **kwargs), "barney")


def play_round(event, round_no, *, skip=()):
    """Every table but those in ``skip`` enters and confirms its trays of ``round_no``."""
    event.refresh_from_db()  # the round may have moved on since the caller read the event
    for play in movement_of(event).plays():
        if play.round == round_no and play.table not in skip:
            results.enter(event, round_no, play.table, play.tray, results.Figures(ns=7))
            results.confirm(event, round_no, play.table, play.tray)


def close_rounds(event, count):
    """The director closes the next ``count`` rounds on his word, tables playing or not."""
    for _ in range(count):
        event = lifecycle.close_round(event, "barney", reason="a short test evening", confirmed=True)
    return event


def store_played(event: Event, movement, method: str, rounds_played: int, seed: int,
                 status: str) -> Event:
    """The demo's results of ``rounds_played`` rounds stored at once, the event left at ``status``
    with its rounds as an import leaves them (a fixture of a state, not the way there; the
    state itself one the application can be in, so its backup restores)."""
    doc = played_session(event.name, "1897-07-05", method, movement, rounds_played, seed)
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    Result.objects.bulk_create(Result(event=event, round=rounds[r["round"]], table=r["table"],
                                      tray=trays[r["tray"]], ns=r["ns"])
                               for r in doc["results"])
    return lifecycle.imported(event, "barney", status, {r["round"] for r in doc["results"]},
                              len(doc["results"]))


def play_all_but_the_last_round(event: Event, movement) -> None:
    """Confirmed results for every table of every round but the last, which is being played."""
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    last = movement.rounds[-1].round
    Result.objects.bulk_create(
        Result(event=event, round=rounds[p.round], table=p.table, tray=trays[p.tray],
               ns=(p.tray * 5 + p.table * 3) % 7 + 3, status=Result.Status.CONFIRMED)
        for p in movement.plays() if p.round < last)
    event.status = Event.Status.PLAYING
    event.play_round(last)
    event.save()


def but_the_restore(doc: dict) -> dict:
    """A restored event's file without the audit entry of its restore, which must be there,
    last and once (export -> import -> export gives the same file but for it)."""
    trail = doc["backup"]["audit"]
    assert [e["action"] for e in trail].count("restored") == 1 and trail[-1]["action"] == "restored"
    doc["backup"]["audit"] = trail[:-1]
    return doc


# --- Evenings in each state, made the way a club makes them (backups of them restore) ---

def seated_evening(club):
    """Eight pairs, a Mitchell of two trays a round, seated."""
    return seated(club, "mitchell", 8, trays_per_round=2)


def playing_evening(club):
    """Round 1 closed by the director with a table still playing, round 2 half played:
    one result disputed, one unconfirmed, one corrected by the director."""
    event = lifecycle.start(seated_evening(club), "barney")
    play_round(event, 1, skip=(4,))
    close_rounds(event, 1)
    event.refresh_from_db()
    results.enter(event, 2, 1, 3, results.Figures(ns=8))
    results.confirm(event, 2, 1, 3, claim=results.Figures(ns=6))              # disputed by E-W
    results.enter(event, 2, 2, 5, results.Figures(ns=9))                       # not yet confirmed
    stored = Result.objects.get(event=event, round__number=1, table=1, tray__number=1)
    results.record(event, 1, 1, 1, results.Figures(ns=10, revokes_ew=1, before_revoke_ew=2), "barney",
                   status=Result.Status.CONFIRMED, expected_version=stored.version,
                   reason="a late revoke claim", director=True)
    event.refresh_from_db()
    return event


def finished_evening(club):
    """Every round played and confirmed by the tables: play finished by itself."""
    event = lifecycle.start(seated_evening(club), "barney")
    for number in range(1, len(movement_of(event).rounds) + 1):
        play_round(event, number)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    return event


def published_evening(club):
    return lifecycle.publish(finished_evening(club), "barney")
