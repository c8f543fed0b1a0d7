"""N-S tricks are stored as ``ns``, the figure's name everywhere else; revokes are bounded."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournament', '0001_initial'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='result',
            name='tricks_between_0_and_13',
        ),
        migrations.RemoveConstraint(
            model_name='result',
            name='tricks_unless_adjusted',
        ),
        migrations.RenameField(model_name='result', old_name='ns_tricks', new_name='ns'),
        migrations.AlterField(
            model_name='result',
            name='ns',
            field=models.PositiveSmallIntegerField(blank=True, help_text='Tricks taken by N-S (0-13).', null=True, verbose_name='N-S tricks'),
        ),
        migrations.AddConstraint(
            model_name='result',
            constraint=models.CheckConstraint(condition=models.Q(('ns__isnull', True), ('ns__lte', 13), _connector='OR'), name='tricks_between_0_and_13'),
        ),
        migrations.AddConstraint(
            model_name='result',
            constraint=models.CheckConstraint(condition=models.Q(('ns__isnull', False), models.Q(('adjusted', ''), _negated=True), _connector='OR'), name='tricks_unless_adjusted'),
        ),
        migrations.AddConstraint(
            model_name='result',
            constraint=models.CheckConstraint(condition=models.Q(('revokes_ns__lte', 13), ('revokes_ew__lte', 13)), name='revokes_at_most_13'),
        ),
    ]
