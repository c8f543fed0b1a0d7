"""Audit entries get a typed action; an event remembers when it was seated (re-seating).

Entries written before have their action read from their sentence; an event
already seated counts as seated when it was last saved.
"""

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import F

# The sentences the application wrote before, by how they begin, and their action.
SENTENCES = [
    ("created the event", "created"), ("imported the session", "imported"),
    ("entered the field", "field-changed"), ("imported the deals", "deals-changed"),
    ("dealt", "deals-changed"), ("seated the event", "seated"), ("entered ", "entered"),
    ("corrected ", "corrected"), ("confirmed ", "confirmed"), ("disputed ", "disputed"),
    ("closed round", "round-closed"),
]
STATUS_CHANGES = {"playing": "started", "finished": "finished", "published": "published"}


def type_old_entries(apps, schema_editor):
    AuditEntry, Event = apps.get_model("tournament", "AuditEntry"), apps.get_model("tournament", "Event")
    for start, action in SENTENCES:
        AuditEntry.objects.filter(action="", what__startswith=start).update(action=action)
    AuditEntry.objects.filter(action="round-closed", what__contains="the last").update(action="finished")
    for entry in AuditEntry.objects.filter(action="", what="changed the event's status"):
        old, new = (entry.old or {}).get("status"), (entry.new or {}).get("status")
        entry.action = ("reopened" if (old, new) == ("finished", "playing") else
                        "withdrawn" if (old, new) == ("published", "finished") else
                        STATUS_CHANGES.get(new, "settings-changed"))
        entry.save(update_fields=["action"])
    AuditEntry.objects.filter(action="", what__contains="in the admin").update(action="corrected")
    AuditEntry.objects.filter(action="").update(action="settings-changed")
    Event.objects.filter(movement__isnull=False).update(seated_at=F("updated_at"))


class Migration(migrations.Migration):

    dependencies = [
        ('tournament', '0003_method_choices_and_scorable_seated_events'),
    ]

    operations = [
        migrations.AddField(
            model_name='auditentry',
            name='action',
            field=models.CharField(choices=[('created', 'Created'), ('imported', 'Imported'), ('settings-changed', 'Settings changed'), ('field-changed', 'Field changed'), ('deals-changed', 'Deals changed'), ('seated', 'Seated'), ('unseated', 'Unseated'), ('started', 'Play started'), ('round-closed', 'Round closed'), ('finished', 'Play finished'), ('reopened', 'Play reopened'), ('published', 'Published'), ('withdrawn', 'Publication withdrawn'), ('deleted', 'Deleted'), ('entered', 'Result entered'), ('corrected', 'Result corrected'), ('confirmed', 'Result confirmed'), ('disputed', 'Result disputed'), ('ruled', "Director's ruling")], default='', max_length=20),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name='event',
            name='seated_at',
            field=models.DateTimeField(blank=True, help_text='When the movement was laid out (it changes if re-seated).', null=True),
        ),
        migrations.AlterField(
            model_name='auditentry',
            name='event',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='audit', to='tournament.event'),
        ),
        migrations.RunPython(type_old_entries, migrations.RunPython.noop),
    ]
