"""The table API: the table pages' operations as JSON, for a device or another program.

The table's token in the address is the credential, so the API is exempt from
CSRF (it uses no cookies).  Every error is ``{"error": "..."}`` with a message a
person can act on: 400 a bad value or malformed JSON, 403 a token that is not
this table's (or a side confirming its own entry), 404 an unknown round or
tray, 409 a conflict (an existing result, a closed round, a finished event),
410 a published event (its tables' links no longer work).  See docs/table-api.md.
"""

from __future__ import annotations

import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from tournament.evening import results
from tournament.errors import Code, UserError, http_status
from tournament.web.limits import api_body
from tournament.evening.results import ResultRefused
from tournament.web.forms.results import figures_from
from tournament.scoring.session import FIGURE_LABELS, FIGURES
from tournament.web.views.live import (ResultsPublished, UnknownToken, result_json, table_of, table_round)


def _error(message: str, status: int, **more) -> JsonResponse:
    return JsonResponse({"error": message, **more}, status=status)


def _refusal(error: UserError) -> JsonResponse:
    return _error(error.message, http_status(error))


def table_api(method: str):
    """A table API view for ``method``: find the table by its token, turn refusals into JSON errors."""
    def decorate(view):
        @csrf_exempt
        @wraps(view)
        def wrapper(request, token, **kwargs):
            if request.method != method:
                response = _error(f"Use {method} for this address.", 405)
                response["Allow"] = method
                return response
            try:
                table = table_of(token)
            except ResultsPublished as exc:
                return _refusal(exc)
            except UnknownToken:
                # "unknown_link": a device holding unsent entries keeps them for the table's
                # new link (a renewed link's old token is as unknown as any other).
                return _error("This table token is not known: scan the QR code on the table card "
                              "again, or ask the director for the table's link.",
                              http_status(UserError("", Code.FORBIDDEN)), unknown_link=True)
            try:
                return view(request, table, **kwargs)
            except UserError as exc:
                return _refusal(exc)
        return wrapper
    return decorate


def _body(request) -> dict:
    raw = api_body(request)
    try:
        body = json.loads(raw or b"{}")
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        raise ResultRefused("The request body is not valid JSON (or nested too deeply).") from None
    if not isinstance(body, dict):
        raise ResultRefused('The request body must be a JSON object, e.g. {"tray": 3, "ns": 7}.')
    return body


def _addressed(body: dict, table) -> int:
    """The round the body addresses (the current one unless given); 403 for another table's."""
    for key, own in (("table", table.number), ("event", table.event_id)):
        if key in body and (type(body[key]) is not int or body[key] != own):  # true == 1.0 == 1
            raise ResultRefused(f"This token belongs to table {table.number} of "
                                f"{table.event.name} (event {table.event_id}); it cannot "
                                f"enter results for {key} {body[key]}.", Code.FORBIDDEN)
    round_no = body.get("round", table.event.current_round)
    if not isinstance(round_no, int) or isinstance(round_no, bool):
        raise ResultRefused(f"round must be a whole number, not {round_no!r}.")
    return round_no


def _figures(body: dict, laws: str):
    """The figures in the body, judged as sent: each a whole number (or null for none), never
    text, a fraction, true/false, a list or an object that a form would read as something else;
    under the event's ``laws``."""
    for name in FIGURES:
        value = body.get(name)
        if name != "adjusted" and value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise ResultRefused(f"{FIGURE_LABELS[name]} must be a whole number, not {json.dumps(value)[:40]}.")
    return figures_from(body, page=False, laws=laws)


def _same_tray(body: dict, tray: int) -> None:
    """A body that names a tray names the one in the address (else it would be ignored)."""
    if "tray" in body and (type(body["tray"]) is not int or body["tray"] != tray):
        raise ResultRefused(f"This address is for tray {tray}; the body names tray "
                            f"{json.dumps(body['tray'])[:40]}.")


def _tray(value) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ResultRefused(f'Say which tray: "tray" must be a tray number, not {value!r}.')
    return value


@table_api("GET")
def current_round(request, table):
    """GET: the table's current round, seats, trays (with where each goes next) and results."""
    return JsonResponse(table_round(table).as_json())


@table_api("POST")
def submit(request, table):
    """POST {"tray": 3, "ns": 7, ...}: N-S enter a result; 201 new, 200 the same again."""
    body = _body(request)
    round_no = _addressed(body, table)
    result, created = results.enter(table.event, round_no, table.number, _tray(body.get("tray")),
                                    _figures(body, table.event.laws), side=table.side or "ns")
    return JsonResponse({"result": result_json(result)}, status=201 if created else 200)


@table_api("POST")
def confirm(request, table, tray):
    """POST {} to confirm, or {"agree": false, "ns": 8, ...} to dispute with E-W's figures.

    An optional "version" (the version E-W looked at) refuses a result changed meanwhile.
    """
    body = _body(request)
    round_no = _addressed(body, table)
    _same_tray(body, tray)
    agree = body.get("agree", True)
    if not isinstance(agree, bool):
        raise ResultRefused(f'"agree" must be true or false, not {agree!r}.')
    claim = None if agree else _figures(body, table.event.laws)
    result, _ = results.confirm(table.event, round_no, table.number, tray, claim=claim,
                                seen_version=_version(body), side=table.side or "ew")
    return JsonResponse({"result": result_json(result)})


@table_api("POST")
def correct(request, table, tray):
    """POST {"ns": 8, ..., "version": 1}: the side that entered a tray corrects its figures
    before the other side has confirmed or disputed them (the page's "change our entry")."""
    body = _body(request)
    round_no = _addressed(body, table)
    _same_tray(body, tray)
    result, _ = results.amend(table.event, round_no, table.number, tray, _figures(body, table.event.laws),
                              seen_version=_version(body), side=table.side or "ns")
    return JsonResponse({"result": result_json(result)})


def _version(body: dict) -> int | None:
    """The result's version the device looked at, if it says: a result changed since is refused."""
    version = body.get("version")
    if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
        raise ResultRefused(f'"version" must be the result\'s version number, not {version!r}.')
    return version
