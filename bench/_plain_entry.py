"""The baseline of bench/table_cost.py: a table's entry written as plainly as it can be.

The same statements as the table API's entry (tournament/evening/results.py), sent by hand:
the table and its event by the token, the event's revision moved on (the row lock every
write takes), the round read (``FOR SHARE`` on PostgreSQL), the result inserted and its
audit entry inserted; the trays the table plays this round, with their ids, from the cache.
It refuses an unknown link, a round not being played, a tray not at that table and a trick
count out of range; no form, no ORM: what any program that stores the same rows must at
least do.
Served under ``/plain/<token>/results`` beside the site's own URLs (``ROOT_URLCONF``).
"""

from __future__ import annotations

import json

from django.core.cache import cache
from django.db import connection, transaction
from django.http import JsonResponse
from django.urls import path
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt

from config.urls import urlpatterns as site_urls


@csrf_exempt
def plain_entry(request, token: str):
    shared = " FOR SHARE" if connection.vendor == "postgresql" else ""
    body = json.loads(request.body)
    round_no, tray, ns = int(body["round"]), int(body["tray"]), int(body["ns"])
    if not 0 <= ns <= 13:
        return JsonResponse({"error": "N-S take 0 to 13 tricks"}, status=400)
    with connection.cursor() as cursor:
        cursor.execute("SELECT e.id, e.status, e.current_round, t.number FROM tournament_event e "
                       "JOIN tournament_eventtable t ON t.event_id = e.id "
                       "WHERE t.token = %s OR t.ew_token = %s", [token, token])
        found = cursor.fetchone()
        if found is None:
            return JsonResponse({"error": "This table link is not known."}, status=403)
        event, status, current, table = found
        if status != "playing" or round_no != current:
            return JsonResponse({"error": f"Round {round_no} is not being played."}, status=409)
        trays = cache.get(f"plain:{event}:{round_no}:{table}")     # this table's trays: their ids
        if trays is None:
            cursor.execute("SELECT s.trays FROM tournament_tableseat s JOIN tournament_round r "
                           'ON r.id = s.round_id WHERE r.event_id = %s AND r.number = %s AND s."table" = %s',
                           [event, round_no, table])
            row = cursor.fetchone()
            played = row[0] if row else []
            if isinstance(played, str):     # SQLite hands the JSON back as text
                played = json.loads(played)
            cursor.execute("SELECT number, id FROM tournament_tray WHERE event_id = %s", [event])
            trays = {number: pk for number, pk in cursor.fetchall() if number in played}
            cache.set(f"plain:{event}:{round_no}:{table}", trays)
        if tray not in trays:
            return JsonResponse({"error": f"Tray {tray} is not played at table {table}."}, status=404)
        with transaction.atomic():
            cursor.execute("UPDATE tournament_event SET revision = revision + 1 WHERE id = %s", [event])
            cursor.execute(f"SELECT id FROM tournament_round WHERE event_id = %s AND number = %s{shared}",
                           [event, round_no])
            (round_id,) = cursor.fetchone()
            now, who = timezone.now(), f"table {table} N-S"
            cursor.execute(
                'INSERT INTO tournament_result (event_id, round_id, "table", tray_id, ns, revokes_ns, '
                "revokes_ew, before_revoke_ns, before_revoke_ew, adjusted, status, claim, entered_by, "
                "confirmed_by, version, created_at, updated_at) VALUES (%s, %s, %s, %s, %s, 0, 0, NULL, "
                "NULL, '', 'entered', NULL, %s, '', 1, %s, %s) RETURNING id",
                [event, round_id, table, trays[tray], ns, who, now, now])
            (result,) = cursor.fetchone()
            state = {"ns": ns, "revokes_ns": 0, "revokes_ew": 0, "before_revoke_ns": None,
                     "before_revoke_ew": None, "adjusted": None, "status": "entered"}
            cursor.execute(
                'INSERT INTO tournament_auditentry (event_id, result_id, action, who, "when", what, old, '
                "new, reason) VALUES (%s, %s, 'entered', %s, %s, %s, NULL, %s, '')",
                [event, result, who, now, f"entered round {round_no}, table {table}, tray {tray}",
                 json.dumps(state)])
    return JsonResponse({"round": round_no, "table": table, "tray": tray, **state, "ew": 13 - ns,
                         "version": 1}, status=201)


urlpatterns = [path("plain/<str:token>/results", plain_entry), *site_urls]
