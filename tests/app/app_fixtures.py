"""Helpers that build events for the application tests (no pytest fixtures here)."""

import datetime

import movements
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
    for play in results.movement_of(event).plays():
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
    (set by hand: a fixture of a state, not the way there)."""
    doc = played_session(event.name, "1897-07-05", method, movement, rounds_played, seed)
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    Result.objects.bulk_create(Result(event=event, round=rounds[r["round"]], table=r["table"],
                                      tray=trays[r["tray"]], ns=r["ns"])
                               for r in doc["results"])
    event.status = status
    event.save()
    return event


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
