"""Django admin: a window on the clubs' records, held to the application's rules.

Staff see only the clubs they direct (superusers see all).  The audit trail
is read-only.  Statuses and the seated movement are read-only too: the
director's pages change them through :mod:`tournament.evening.lifecycle`, which checks
and audits every step.  A result is stored only through
:func:`tournament.evening.results.record`, the one write path (the scoring module's
rules, the version, the audit entry), and deleting one needs a reason, which
its audit trail keeps.
"""

from django import forms
from django.contrib import admin, messages
from django.db import transaction
from django.shortcuts import redirect

from tournament import models
from tournament.evening import results
from tournament.web.access import clubs_of
from tournament.errors import Code, UserError
from tournament.scoring.session import FIGURES

# The way from each model to its club, for the querysets and the choices of a form.
CLUB_OF = {
    models.Club: "pk",
    models.Player: "club",
    models.Event: "club",
    models.Team: "event__club",
    models.Pair: "event__club",
    models.Individual: "event__club",
    models.Tray: "event__club",
    models.TrumpSlip: "tray__event__club",
    models.Round: "event__club",
    models.TableSeat: "round__event__club",
    models.EventTable: "event__club",
    models.Result: "event__club",
    models.AuditEntry: "event__club",
}


def mine(queryset, user):
    """Only the rows of the clubs ``user`` directs (all of them for a superuser)."""
    if user.is_superuser:
        return queryset
    return queryset.filter(**{f"{CLUB_OF[queryset.model]}__in": clubs_of(user)})


class ClubScoped(admin.ModelAdmin):
    """Rows, and the choices of every form, limited to the clubs the user directs."""

    def get_queryset(self, request):
        return mine(super().get_queryset(request), request.user)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        field = super().formfield_for_foreignkey(db_field, request, **kwargs)
        if field is not None and db_field.related_model in CLUB_OF:
            field.queryset = mine(field.queryset, request.user)
        return field

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        if field is not None and db_field.related_model in CLUB_OF:
            field.queryset = mine(field.queryset, request.user)
        return field


class ReadOnly(ClubScoped):
    """Shown, never changed here: the director's pages change it, with checks and an audit entry."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class ClubAdmin(ClubScoped):
    list_display = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["directors"]

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        """A club's directors are chosen among the users who direct the clubs the user directs
        (every user for a superuser), never from the whole site's list."""
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        if db_field.name == "directors" and not request.user.is_superuser:
            field.queryset = field.queryset.filter(clubs__in=clubs_of(request.user)).distinct()
        return field

    def save_related(self, request, form, formsets, change):
        """Save the directors, and audit the change: who may run the club's events is its business."""
        club = form.instance
        before = set(club.directors.values_list("username", flat=True)) if change else set()
        super().save_related(request, form, formsets, change)
        after = set(club.directors.values_list("username", flat=True))
        if before != after:
            models.AuditEntry.objects.create(
                who=request.user.username, action=models.AuditEntry.Action.DIRECTORS_CHANGED,
                what=f"changed the directors of {club.name}"[:200],
                old={"club": club.slug, "directors": sorted(before)},
                new={"club": club.slug, "directors": sorted(after)})

    # A new club, or one deleted with every event and result in it, is the site's business.
    def has_add_permission(self, request):
        return request.user.is_superuser

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser


class EventAdmin(ReadOnly):
    list_display = ["name", "club", "date", "form", "method", "status"]
    list_filter = [("club", admin.RelatedOnlyFieldListFilter), "status", "form"]
    search_fields = ["name"]


class AuditEntryAdmin(ReadOnly):
    list_display = ["when", "event", "who", "action", "what", "reason"]
    list_filter = ["action", ("event", admin.RelatedOnlyFieldListFilter)]


class ResultForm(forms.ModelForm):
    """A result's figures and status, checked by the one write path before anything is saved."""

    reason = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}),
                             help_text="Why the result is entered or changed here; kept in its history.")
    status = forms.ChoiceField(choices=[(s, models.Result.Status(s).label) for s in
                                        (models.Result.Status.ENTERED, models.Result.Status.CONFIRMED)])

    class Meta:
        model = models.Result
        fields = ["event", "round", "table", "tray", *FIGURES, "status"]

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        event = data["event"] if self.instance.pk is None else self.instance.event
        rnd = data["round"] if self.instance.pk is None else self.instance.round
        tray = data["tray"] if self.instance.pk is None else self.instance.tray
        if rnd.event_id != event.pk or tray.event_id != event.pk:
            raise forms.ValidationError("The round and the tray must be the event's own.")
        table = data["table"] if self.instance.pk is None else self.instance.table
        self.where = (event, rnd.number, table, tray.number)
        try:
            _dry_run(lambda: self.record(data["reason"]))
        except UserError as exc:
            raise forms.ValidationError(exc.problems) from None
        return data

    def figures(self):
        probe = models.Result(**{name: self.cleaned_data[name] for name in FIGURES})
        return probe.figures

    def record(self, reason: str, who: str = "admin"):
        event, round_no, table, tray = self.where
        return results.record(event, round_no, table, tray, self.figures(), who,
                              status=self.cleaned_data["status"],
                              expected_version=self.instance.version if self.instance.pk else 0,
                              reason=reason.strip(), director=True,
                              ruling=bool(self.instance.pk and self.instance.claim))


class _DryRun(Exception):
    pass


def _dry_run(write) -> None:
    """Run ``write`` and undo it: the form learns every refusal before the real save."""
    try:
        with transaction.atomic():
            write()
            raise _DryRun
    except _DryRun:
        pass


class ResultAdmin(ClubScoped):
    form = ResultForm
    list_display = ["event", "round", "table", "tray", "ns", "adjusted", "status", "version"]
    list_filter = [("event", admin.RelatedOnlyFieldListFilter), "status"]
    readonly_fields = ["claim", "entered_by", "confirmed_by", "version", "created_at", "updated_at"]
    actions = None  # deleting many at once would skip the reason each deletion needs
    delete_confirmation_template = "admin/tournament/result/delete_confirmation.html"

    def get_readonly_fields(self, request, obj=None):
        where = ["event", "round", "table", "tray"] if obj is not None else []
        return where + self.readonly_fields

    def save_model(self, request, obj, form, change):
        """Store through the write path; ``obj`` becomes the result it stored (for the admin's log)."""
        stored, _ = form.record(form.cleaned_data["reason"], who=request.user.username)
        obj.pk, obj.version = stored.pk, stored.version
        obj._state.adding = False

    def delete_view(self, request, object_id, extra_context=None):
        if request.method == "POST" and not request.POST.get("reason", "").strip():
            messages.error(request, "Give the reason for deleting the result; its history keeps it.")
            return redirect(request.path)
        return super().delete_view(request, object_id, extra_context)

    def delete_model(self, request, obj):
        delete_result(obj, request.user.username, request.POST.get("reason", ""))


def delete_result(result: models.Result, who: str, reason: str) -> None:
    """Delete a result, with the reason; its audit entries stay and say it was deleted, by whom and why."""
    reason = reason.strip()
    if not reason:
        raise UserError("Give the reason for deleting the result; its history keeps it.")
    with transaction.atomic():
        result = models.Result.objects.select_for_update(of=("self",)).select_related(
            "event", "round", "tray").get(pk=result.pk)
        if result.event.status == models.Event.Status.PUBLISHED:
            raise UserError("The event is published: withdraw it from the public pages before "
                            "deleting one of its results.", Code.CONFLICT)
        where = f"round {result.round.number}, table {result.table}, tray {result.tray.number}"
        gone = f"(result since deleted by {who}: {reason})"
        for entry in result.audit.all():
            entry.what = f"{entry.what} {gone}"[:200]
            entry.save(update_fields=["what"])
        models.AuditEntry.objects.create(
            event=result.event, who=who, action=models.AuditEntry.Action.DELETED,
            what=f"deleted the result of {where}"[:200], reason=reason,
            old=result.audit_state() | ({"claim": result.claim} if result.claim else {}))
        result.delete()


admin.site.register(models.Club, ClubAdmin)
admin.site.register(models.Event, EventAdmin)
admin.site.register(models.Result, ResultAdmin)
admin.site.register(models.AuditEntry, AuditEntryAdmin)
for model in (models.Player, models.Team, models.Pair, models.Individual, models.Tray,
              models.TrumpSlip, models.Round, models.TableSeat, models.EventTable):
    admin.site.register(model, ReadOnly)
