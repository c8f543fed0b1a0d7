"""The event's device setting, E-W's own table link, and the audit action for renewed links.

E-W's token is added empty, given to each existing table one by one (a default
would give every row the same value), then made unique.
"""

import tournament.models
from django.db import migrations, models


def give_ew_tokens(apps, schema_editor):
    EventTable = apps.get_model("tournament", "EventTable")
    for table in EventTable.objects.filter(ew_token__isnull=True).only("pk"):
        table.ew_token = tournament.models.new_token()
        table.save(update_fields=["ew_token"])


class Migration(migrations.Migration):

    dependencies = [
        ('tournament', '0004_audit_action_and_reseating'),
    ]

    operations = [
        migrations.AddField(
            model_name='event',
            name='devices',
            field=models.CharField(choices=[('table', 'One device per table (N-S enter, E-W accept on the same phone)'), ('side', 'One device per side (N-S and E-W each have their own link)')], default='table', help_text='With one device per side, the side that entered a tray cannot also confirm it.', max_length=5, verbose_name='Devices at the tables'),
        ),
        migrations.AddField(
            model_name='eventtable',
            name='ew_token',
            field=models.CharField(max_length=40, null=True),
        ),
        migrations.RunPython(give_ew_tokens, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='eventtable',
            name='ew_token',
            field=models.CharField(default=tournament.models.new_token, max_length=40, unique=True),
        ),
        migrations.AlterField(
            model_name='auditentry',
            name='action',
            field=models.CharField(choices=[('created', 'Created'), ('imported', 'Imported'), ('settings-changed', 'Settings changed'), ('field-changed', 'Field changed'), ('deals-changed', 'Deals changed'), ('seated', 'Seated'), ('unseated', 'Unseated'), ('started', 'Play started'), ('round-closed', 'Round closed'), ('finished', 'Play finished'), ('reopened', 'Play reopened'), ('published', 'Published'), ('withdrawn', 'Publication withdrawn'), ('deleted', 'Deleted'), ('entered', 'Result entered'), ('corrected', 'Result corrected'), ('confirmed', 'Result confirmed'), ('disputed', 'Result disputed'), ('ruled', "Director's ruling"), ('links-renewed', 'Table links renewed')], max_length=20),
        ),
    ]
