"""The table API (JSON): each table's token is its credential. See docs/table-api.md."""

from django.urls import path

from tournament.web.views import api

app_name = "api"

table = "table/<str:token>/"

urlpatterns = [
    path(table + "round", api.current_round, name="round"),
    path(table + "results", api.submit, name="results"),
    path(table + "results/<int:tray>/confirm", api.confirm, name="confirm"),
    path(table + "results/<int:tray>/correct", api.correct, name="correct"),
]
