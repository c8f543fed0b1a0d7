"""Django admin for everything; a change of a result made here is audited too."""

from django.contrib import admin

from . import models


class ClubAdmin(admin.ModelAdmin):
    list_display = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["directors"]


class EventAdmin(admin.ModelAdmin):
    list_display = ["name", "club", "date", "form", "method", "status"]
    list_filter = ["club", "status", "form"]
    search_fields = ["name"]
    # The status and the rounds change only through tournament.lifecycle (checked and audited).
    readonly_fields = ["status", "current_round", "seated_at"]


class ResultAdmin(admin.ModelAdmin):
    list_display = ["event", "round", "table", "tray", "ns", "adjusted", "status", "version"]
    list_filter = ["event", "status"]
    readonly_fields = ["version", "created_at", "updated_at"]

    def save_model(self, request, obj, form, change):
        old = models.Result.objects.get(pk=obj.pk).audit_state() if change else None
        if change:
            obj.version += 1
        super().save_model(request, obj, form, change)
        models.AuditEntry.objects.create(
            event=obj.event, result=obj, who=request.user.username,
            action=models.AuditEntry.Action.CORRECTED if change else models.AuditEntry.Action.ENTERED,
            what=f"{'changed' if change else 'entered'} {obj} in the admin",
            old=old, new=obj.audit_state(), reason="admin")


class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ["when", "event", "who", "action", "what", "reason"]
    list_filter = ["action", "event"]

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


admin.site.register(models.Club, ClubAdmin)
admin.site.register(models.Event, EventAdmin)
admin.site.register(models.Result, ResultAdmin)
admin.site.register(models.AuditEntry, AuditEntryAdmin)
for model in (models.Player, models.Team, models.Pair, models.Individual, models.Tray,
              models.TrumpSlip, models.Round, models.TableSeat, models.EventTable):
    admin.site.register(model)
