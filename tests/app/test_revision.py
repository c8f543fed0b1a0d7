"""Each event's revision (tournament/evening/revision.py): every change moves it on, a stale copy of the
event never moves it back, and what is kept under it (pages, the workbook, the movement) is read
from Django's cache, which may fail without the site failing."""

import socket
from datetime import timedelta
import uuid

import pytest
from django.core.cache import cache, caches
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from app_fixtures import seated
from tests.realparts import require
from tournament.seated import at_table, movement_of, plays, round_size
from tournament.evening import entrants, lifecycle, results
from tournament.evening import revision
from tournament.evening.deals import deal_event
from tournament.models import Event, Player, Result, TrumpSlip

pytestmark = pytest.mark.django_db


def _revision(event) -> int:
    return Event.objects.values_list("revision", flat=True).get(pk=event.pk)


@pytest.fixture
def playing(club):
    return lifecycle.start(seated(club, "mitchell", 8, trays_per_round=2), "barney")


def _first_play(event):
    return next(p for p in movement_of(event).plays() if p.round == 1)


def _rename(member):
    member.name = "Nora North"
    member.save()


CHANGES = {
    "a result entered": lambda e, p: results.enter(e, 1, p.table, p.tray, results.Figures(ns=7)),
    "a result confirmed": lambda e, p: (results.enter(e, 1, p.table, p.tray, results.Figures(ns=7)),
                                        e.refresh_from_db(), results.confirm(e, 1, p.table, p.tray)),
    "the director's correction": lambda e, p: results.record(
        e, 1, p.table, p.tray, results.Figures(ns=8), "barney", director=True, reason="slip"),
    "the names": lambda e, p: entrants.rename_entrants(
        e, entrants.as_text(e).replace("North1", "Nora1"), "barney"),
    "the settings": lambda e, p: lifecycle.change_settings(e, "barney", {"name": "Renamed"}),
    "a round closed": lambda e, p: lifecycle.close_round(e, "barney", reason="late", confirmed=True),
    "the deals": lambda e, p: deal_event(Event.objects.get(pk=e.pk), seed=3),
    "a trump slip": lambda e, p: TrumpSlip.objects.filter(tray__event=e).first().save(),
    "a member renamed": lambda e, p: _rename(Player.objects.get(club=e.club, name="North1")),
    "a result saved by hand": lambda e, p: (results.enter(e, 1, p.table, p.tray, results.Figures(ns=7)),
                                            Result.objects.get(event=e, tray__number=p.tray,
                                                               table=p.table).save()),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_every_change_moves_the_revision_on(playing, change):
    before = _revision(playing)
    CHANGES[change](Event.objects.get(pk=playing.pk), _first_play(playing))
    assert _revision(playing) > before


def test_a_stale_copy_of_the_event_never_moves_the_revision_back(playing):
    stale = Event.objects.get(pk=playing.pk)
    play = _first_play(playing)
    results.enter(Event.objects.get(pk=playing.pk), 1, play.table, play.tray, results.Figures(ns=7))
    entered = _revision(playing)
    assert stale.revision < entered
    stale.name = "Renamed"
    stale.save()                        # the copy read before the entry
    assert _revision(playing) == stale.revision == entered + 1


def test_bump_returns_the_new_revision_and_tells_the_event(playing):
    before = _revision(playing)
    assert revision.bump(playing) == before + 1 == playing.revision


def _recap(client, event):
    return client.get(reverse("director:recap", args=[event.pk]))


def test_a_kept_page_reads_no_result_and_a_change_shows_at_once(director_client, playing):
    play = _first_play(playing)
    results.enter(playing, 1, play.table, play.tray, results.Figures(ns=7))
    _recap(director_client, playing)
    with CaptureQueriesContext(connection) as kept:
        first = _recap(director_client, playing).content.decode()
    assert not [q for q in kept.captured_queries if Result._meta.db_table in q["sql"]]
    results.record(Event.objects.get(pk=playing.pk), 1, play.table, play.tray, results.Figures(ns=11),
                   "barney", director=True, reason="a slip misread", expected_version=1)
    second = _recap(director_client, playing).content.decode()
    assert second != first and '<td class="num">11 </td>' in second


def test_the_kept_links_around_a_page_follow_the_deals(playing):
    """The links kept with the standings and recap (tournament/web/page_cache.py) offer the
    hand records once the trays are dealt: dealing moves the revision they are kept under."""
    from tournament.web import page_cache

    def links(event):
        return page_cache.frame(event, "public", lambda: "")["nav"]

    assert "Hand records" not in links(Event.objects.get(pk=playing.pk))
    deal_event(Event.objects.get(pk=playing.pk), seed=3)
    assert "Hand records" in links(Event.objects.get(pk=playing.pk))


def test_the_workbook_is_built_once_per_revision(director_client, playing, monkeypatch):
    from tournament.web.views import printing as views

    built = []

    def counted(session):
        built.append(1)
        return b"PK-the-workbook"
    monkeypatch.setattr(views, "workbook", counted)
    url = reverse("director:print-workbook", args=[playing.pk])
    assert director_client.get(url).content == b"PK-the-workbook"
    director_client.get(url)
    assert len(built) == 1
    play = _first_play(playing)
    results.enter(playing, 1, play.table, play.tray, results.Figures(ns=7))
    director_client.get(url)
    assert len(built) == 2


def test_the_movement_comes_from_the_cache_once_read(playing):
    movement_of(Event.objects.get(pk=playing.pk))
    again = Event.objects.defer("movement").get(pk=playing.pk)
    with CaptureQueriesContext(connection) as read:
        movement = movement_of(again)
    assert movement.tables == 4 and not read.captured_queries


def test_a_table_reads_its_own_part_of_the_round(playing):
    """A table's entry fetches the round cut down to its table, made for every table at once."""
    movement = movement_of(playing)
    for table in range(1, movement.tables + 1):
        part = at_table(Event.objects.get(pk=playing.pk), 1, table)
        assert [t.table for r in part.rounds for t in r.tables] == [table]
        assert plays(playing, 1, table) == [p for p in movement.plays(table=table) if p.round == 1]
    assert round_size(playing, 1) == sum(1 for p in movement.plays() if p.round == 1)


def _shared_reads(monkeypatch) -> list:
    """The reads of the shared cache (Redis on a site) from now on: a key, or a list of keys."""
    reads, get, get_many, inside = [], cache.get, cache.get_many, []
    reads, get, get_many, inside = [], cache.get, cache.get_many, []

    def many(keys, *args, **kwargs):        # local memory's get_many asks get for each key
        reads.append(keys)
        inside.append(1)
        try:
            return get_many(keys, *args, **kwargs)
        finally:
            inside.pop()

    def one(key, *args, **kwargs):
        if not inside:
            reads.append(key)
        return get(key, *args, **kwargs)
    monkeypatch.setattr(cache, "get", one)
    monkeypatch.setattr(cache, "get_many", many)
    return reads


def test_a_worker_reads_the_shared_cache_once_a_round_not_once_a_table(playing, monkeypatch):
    """What an entry reads of the seated movement (its table's part, the trays' ids) comes
    from the shared cache (a round trip to Redis on a site) only while this worker has no
    copy (the ``seated`` cache); it then keeps every table's part of the round, so the
    other tables' requests, and the table's own again, make none."""
    plays_1 = [p for p in movement_of(playing).plays() if p.round == 1]
    first, *others = plays_1
    results.enter(Event.objects.get(pk=playing.pk), 1, first.table, first.tray,
                  results.Figures(ns=7))               # every part made and kept
    caches["seated"].clear()                           # as in another worker
    reads = _shared_reads(monkeypatch)
    results.enter(Event.objects.get(pk=playing.pk), 1, first.table, first.tray, results.Figures(ns=7))
    assert 1 <= len(reads) <= 2                       # the round's parts; the trays' ids
    for play in others:
        results.enter(Event.objects.get(pk=playing.pk), 1, play.table, play.tray, results.Figures(ns=8))
    assert len(reads) <= 2 and len({p.table for p in others}) > 2


def test_every_round_is_kept_when_play_starts(playing, monkeypatch):
    """A round's close reads its round (what is unfinished): kept, every round of it, since
    play started, so no worker decodes the whole movement to close a round."""
    import tournament.seated as seated_module

    caches["seated"].clear()                           # a worker that has read nothing
    monkeypatch.setattr(seated_module, "movement_of", lambda event: pytest.fail("decoded the movement"))
    event = Event.objects.get(pk=playing.pk)
    for number in (1, 2, 3):
        assert [p.round for p in plays(event, number)] and {p.round for p in plays(event, number)} == {number}
    lifecycle.close_round(event, "barney", reason="late", confirmed=True)
    assert Event.objects.get(pk=playing.pk).current_round == 2


def test_a_seated_copy_is_never_stale(playing):
    """The worker's copy is keyed by the seating's time: the event seated again (a late
    arrival) is read afresh, not from the copy of the seating before."""
    movement_of(playing)
    playing.seated_at += timedelta(seconds=1)
    Event.objects.filter(pk=playing.pk).update(seated_at=playing.seated_at, movement=None)
    assert movement_of(Event.objects.get(pk=playing.pk)) is None


def test_a_table_not_in_the_round_and_a_round_not_in_the_movement(playing):
    assert at_table(playing, 1, 99).rounds[0].tables == () and plays(playing, 1, 99) == []
    assert at_table(playing, 999, 1) is None and plays(playing, 999, 1) == []
    assert round_size(playing, 999) == 0


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]        # closed again when the socket goes


def _redis(settings, url):
    settings.CACHES = {**settings.CACHES, "default": {
        "BACKEND": "config.cache.ForgivingRedisCache", "LOCATION": url, "KEY_PREFIX": uuid.uuid4().hex,
        "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5}}}


def test_a_redis_that_is_down_is_a_cache_miss(settings, director_client, playing, caplog):
    _redis(settings, f"redis://127.0.0.1:{_closed_port()}/1")
    play = _first_play(playing)
    assert results.enter(Event.objects.get(pk=playing.pk), 1, play.table, play.tray,
                         results.Figures(ns=7))[1]
    for name in ("director:standings", "director:recap", "director:print-workbook"):
        assert director_client.get(reverse(name, args=[playing.pk])).status_code == 200, name
    assert cache.get("anything") is None and cache.incr("count") == 1
    assert "The cache (Redis) failed" in caplog.text


def _redis_answers(url="redis://127.0.0.1:6379/1") -> bool:
    import redis
    try:
        return redis.Redis.from_url(url, socket_connect_timeout=0.5).ping()
    except redis.RedisError:
        return False


def test_pages_are_kept_in_a_real_redis(settings, director_client, playing):
    require(_redis_answers(), "Redis on 127.0.0.1:6379")
    _redis(settings, "redis://127.0.0.1:6379/1")
    assert _recap(director_client, playing).status_code == 200
    kept = cache.get(revision.key(Event.objects.get(pk=playing.pk), ("page", "recap", "director")))
    assert "<tr>" in kept
    assert kept in _recap(director_client, playing).content.decode()


def test_one_redis_client_serves_every_read(settings):
    """Django's Redis client makes a redis.Redis for each operation; ours keeps one a server."""
    require(_redis_answers(), "Redis on 127.0.0.1:6379")
    _redis(settings, "redis://127.0.0.1:6379/1")
    cache.set("whist:test:kept-client", 1)
    clients = {id(cache._cache.get_client("k")) for _ in range(3)}
    assert len(clients) == 1 and cache.get("whist:test:kept-client") == 1
