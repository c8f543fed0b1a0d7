"""Import and export of `whist-session/1` files from the director's pages."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect
from django.utils.text import slugify
from django.views.decorators.http import require_POST

from tournament.web.access import clubs_of, director_event
from tournament.evening.backup import Clash
from tournament.errors import Code, UserError
from tournament.web.forms.director import ImportSessionForm
from tournament.scoring.session import SessionError, loads
from tournament.evening.seating import SeatingError
from tournament.evening.session_io import export_session, import_session


def export(request, event_id):
    """Download the event as a whist-session/1 file."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise UserError("The event is not seated yet: a session file holds a seated event; "
                        "choose its movement first.", Code.CONFLICT)
    response = JsonResponse(export_session(event), json_dumps_params={"indent": 2})
    name = slugify(f"{event.date} {event.name}") or "session"
    response["Content-Disposition"] = f'attachment; filename="{name}.json"'
    return response


@login_required
@require_POST
def upload(request):
    """Create an event from an uploaded whist-session/1 file; every problem is shown."""
    form = ImportSessionForm(request.POST, request.FILES, clubs=clubs_of(request.user))
    if not form.is_valid():
        for field, errors in form.errors.items():
            for error in errors:
                messages.error(request, f"{field}: {error}")
        return redirect("director:home")
    try:
        doc = loads(form.cleaned_data["file"].read())
        event = import_session(doc, form.cleaned_data["club"], who=request.user.username,
                               clash=form.cleaned_data["clash"] or Clash.REFUSE,
                               reason=form.cleaned_data["reason"])
    except SessionError as exc:
        for problem in exc.problems:
            messages.error(request, problem)
    except SeatingError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Imported {event.name}.")
        return redirect("director:event", event.pk)
    return redirect("director:home")
