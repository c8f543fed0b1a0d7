from django.apps import AppConfig


class TournamentConfig(AppConfig):
    """The club's events: entrants, movements, trays, results and standings."""

    name = "tournament"
    verbose_name = "Duplicate whist tournaments"

    def ready(self):
        from tournament.evening import revision
        revision.connect()
